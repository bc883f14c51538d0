package panels

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// shooting is freeplay plus "shoot", a 2d6 roll with two modifiers read
// on a table: a roll as a rules module logs one, for the Dice tab.
type shooting struct{}

func (shooting) ID() string   { return "shooting-test" }
func (shooting) Name() string { return "Shooting (test)" }
func (shooting) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	return &shootingState{State: st}, err
}

func init() { rules.Register(shooting{}) }

type shootingState struct{ rules.State }

func (s *shootingState) Legal(side string) []rules.Action {
	out := s.State.Legal(side)
	if len(out) > 0 {
		out = append(out, rules.Action{Side: side, Verb: "shoot"})
	}
	return out
}

func (s *shootingState) Check(a rules.Action) error {
	if a.Verb == "shoot" {
		return nil
	}
	return s.State.Check(a)
}

func (s *shootingState) Apply(a rules.Action, ctx *rules.Context) error {
	if a.Verb != "shoot" {
		return s.State.Apply(a, ctx)
	}
	faces, err := ctx.Roll(2, 6)
	if err != nil {
		return err
	}
	mods := []rules.Modifier{{Value: 1, Reason: "across a river"}, {Value: -2, Reason: "defender entrenched"}}
	total := faces[0] + faces[1] + rules.Sum(mods)
	res := "miss"
	if total >= 7 {
		res = "hit"
	}
	ctx.LogRoll("volley", rules.Roll{For: "shooting at W0403", Table: "Fire table (rule 7.2)", Dice: faces, Sides: 6,
		Modifiers: mods, Total: total, Result: res})
	return nil
}

func (s *shootingState) Clone() rules.State { return &shootingState{State: s.State.Clone()} }

// The Dice tab shows a roll in full, every die and each modifier with its
// reason, the total, the table and the result; and every roll of the game,
// newest first, any of which can be shown in full.
func TestDiceShowsWholeRollAndHistory(t *testing.T) {
	test.NewTempApp(t)
	sc, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	c := *sc
	c.Module = "shooting-test"
	g, err := rules.NewGame(&c, nil, 1, true) // manual dice: the faces are ours
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g)
	p := NewDice(s, nil)
	test.NewTempWindow(t, p.Object())

	g.EnterDice(4, 6, 2, 3)
	shoot := rules.Action{Side: "central", Verb: "shoot"}
	for range 2 {
		if _, err := s.Apply(shoot); err != nil {
			t.Fatal(err)
		}
	}
	// The second volley, 2 and 3: 5 +1 -2 = 4 on the table, a miss.
	want := strings.Join([]string{
		"Action 2, Central Powers: shoot",
		"volley",
		"For: shooting at W0403",
		"Dice (2d6): 2, 3",
		"Modifiers:",
		"  +1 across a river",
		"  -2 defender entrenched",
		"Total: 4",
		"Table: Fire table (rule 7.2)",
		"Result: miss",
	}, "\n")
	if p.last.Text != want {
		t.Errorf("the newest roll shows\n%s\nwant\n%s", p.last.Text, want)
	}
	if n := p.history.Length(); n != 2 {
		t.Fatalf("the history lists %d rolls, want 2", n)
	}
	if got := p.rollLine(p.logged[0]); !strings.HasPrefix(got, "2. volley: shooting at W0403: 2d6 [2 3] +1 across a river -2 defender entrenched = 4") {
		t.Errorf("newest history line %q", got)
	}
	// The first volley, 4 and 6: 10 +1 -2 = 9, a hit.
	p.history.Select(1)
	if !strings.Contains(p.last.Text, "Action 1, Central Powers: shoot\n") || !strings.Contains(p.last.Text, "Dice (2d6): 4, 6\n") ||
		!strings.Contains(p.last.Text, "Total: 9\n") || !strings.HasSuffix(p.last.Text, "Result: hit") {
		t.Errorf("the first roll picked in the history shows\n%s", p.last.Text)
	}
	// A new roll shows in full at once.
	g.EnterDice(1, 1)
	if _, err := s.Apply(shoot); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(p.last.Text, "Action 3, ") || !strings.Contains(p.last.Text, "Dice (2d6): 1, 1\n") || p.history.Length() != 3 {
		t.Errorf("after a third volley the tab shows\n%s\nwith %d rolls listed", p.last.Text, p.history.Length())
	}
}
