package vernian

import (
	"math/rand/v2"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// diffGame is a game of scenario path under a DiffChecker (and the words
// checker): step applies an action and runs both checks, failing the test
// on a leak.
type diffGame struct {
	t  *testing.T
	g  *rules.Game
	dc *rulestest.DiffChecker
	sc *rulestest.SecretsChecker
}

func newDiffGame(t *testing.T, path string, opts rules.Options, seed uint64) *diffGame {
	t.Helper()
	g, err := rules.StartGame(path, opts, seed, false)
	if err != nil {
		t.Fatal(err)
	}
	d := &diffGame{t: t, g: g,
		dc: &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(seed, 21))},
		sc: &rulestest.SecretsChecker{Rand: rand.New(rand.NewPCG(seed, 23))}}
	if err := d.dc.Check(g); err != nil {
		t.Fatal(err)
	}
	return d
}

// step applies a and checks for leaks; it returns the new log entry.
func (d *diffGame) step(a rules.Action) rules.Entry {
	d.t.Helper()
	e, err := d.g.Apply(a)
	if err != nil {
		d.t.Fatalf("%s: %v", a, err)
	}
	if err := d.sc.Check(d.g); err != nil {
		d.t.Fatalf("after %q: %v", a, err)
	}
	if err := d.dc.Check(d.g); err != nil {
		d.t.Fatalf("after %q: %v", a, err)
	}
	return *e
}

// endPhasesTo ends phases until the game stands in phase id.
func (d *diffGame) endPhasesTo(id string) {
	d.t.Helper()
	for n := 0; d.g.Status().Phase != id; n++ {
		if n > 100 {
			d.t.Fatalf("phase %s not reached: %s", id, d.g.State().(*State).describe())
		}
		d.step(rules.Action{Side: d.g.Status().Active[0], Verb: rules.VerbEndPhase})
	}
}

// Leak 1 of issue 23: on Operational Turn 1 of builtin:vernian-hidden a
// face-down German unit's move read "(1 MP, 11 left)" to the Allies, and
// the points left told infantry (8), cavalry (12) and Crack Troops (10)
// apart. The Allies see a face-down counter go from hex to hex (the board
// shows it), nothing of its movement points: what a move costs and leaves
// depends on the unit's allowance (a doubled move costs its own path, 000
// Movement), which is its type's. Its owner still reads them.
func TestFaceDownMoveKeepsMovementPoints(t *testing.T) {
	d := newDiffGame(t, "builtin:vernian-hidden", nil, 1)
	d.endPhasesTo(PhaseGerMovement)
	st := d.g.State().(*State)
	if st.Clock.Turn != 0 || st.Clock.Sub != 0 {
		t.Fatalf("not Operational Turn 1: %s", st.describe())
	}
	moved := 0
	for i := range st.Units {
		if u := &st.Units[i]; !u.Hidden || st.kind(u) != "cavalry" {
			continue
		}
		r := st.Units.Ref(i)
		var move rules.Action
		for _, a := range d.g.Legal(Germans) {
			if a.Verb == "move" && a.Args[0] == r {
				move = a
				break
			}
		}
		if move.Verb == "" {
			continue
		}
		e := d.step(move)
		moved++
		german, allied := lines(e.For(Germans)), lines(e.For(Allies))
		if !strings.Contains(german, "German cavalry division") || !strings.Contains(german, " left") {
			t.Errorf("the Germans read %q, want their cavalry's movement points", german)
		}
		if !strings.Contains(allied, "face-down unit of Germany ("+r+") moves") || strings.Contains(allied, "MP") || strings.Contains(allied, "left") {
			t.Errorf("the Allies read %q, want the move without movement points", allied)
		}
		st = d.g.State().(*State)
	}
	if moved == 0 {
		t.Fatal("no face-down cavalry could move")
	}
	if d.dc.Compared == 0 {
		t.Error("the difference checker compared nothing")
	}
}

// lines are an entry's event lines, one a line.
func lines(e rules.Entry) string {
	var b strings.Builder
	for _, ev := range e.Events {
		b.WriteString(ev.String() + "\n")
	}
	return b.String()
}
