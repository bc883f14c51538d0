package rules_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

func newRace(t *testing.T, seed uint64, manual bool) *rules.Game {
	t.Helper()
	g, err := rules.NewGame(raceScenario(), nil, seed, manual)
	if err != nil {
		t.Fatal(err)
	}
	g.Ref = "builtin:test-square"
	return g
}

func act(t *testing.T, g *rules.Game, line string) *rules.Entry {
	t.Helper()
	a, err := rules.ParseAction(line)
	if err != nil {
		t.Fatal(err)
	}
	e, err := g.Apply(a)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return e
}

func TestRefusedActionLeavesStateUntouched(t *testing.T) {
	g := newRace(t, 1, false)
	first := g.Status().Active[0]
	other := g.Scenario.Sides[1].ID
	before, _ := g.Checksum()
	_, err := g.Apply(rules.Action{Side: other, Verb: "add", Args: []string{"1"}})
	var ref *rules.Refusal
	if !errors.As(err, &ref) || ref.Rule != "race 1" || !strings.Contains(err.Error(), "it is "+first+"'s turn") {
		t.Fatalf("err = %v, want a refusal citing race 1", err)
	}
	if !strings.HasPrefix(err.Error(), "refused: ") || !strings.HasSuffix(err.Error(), "(race 1)") {
		t.Errorf("refusal text %q should read \"refused: ... (race 1)\"", err)
	}
	if after, _ := g.Checksum(); after != before || len(g.Log()) != 0 {
		t.Error("a refused action changed the game")
	}
}

func TestUndoStopsAtDiceSecretsAndSideChanges(t *testing.T) {
	g := newRace(t, 7, false)
	side := g.Status().Active[0]
	act(t, g, side+" add 2")
	act(t, g, side+" add 3")
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := g.State().View("").VP[side]; got != 2 {
		t.Fatalf("after undo score %d, want 2", got)
	}
	if err := g.Redo(); err != nil || g.State().View("").VP[side] != 5 {
		t.Fatalf("redo: %v, score %d, want 5", err, g.State().View("").VP[side])
	}
	e := act(t, g, side+" roll")
	if !e.Final || len(e.Faces) != 1 {
		t.Fatalf("a roll must be final and record its face: %+v", e)
	}
	err := g.Undo()
	if !errors.Is(err, rules.ErrUndo) || !strings.Contains(err.Error(), "rolled dice") {
		t.Fatalf("undo past a roll: %v, want refusal mentioning the dice", err)
	}
	act(t, g, side+" add 1")
	if err := g.Undo(); err != nil {
		t.Fatalf("undo of an action after a roll: %v", err)
	}
	if err := g.Undo(); err == nil {
		t.Fatal("second undo went back past the roll")
	}
	// A secret shown to the others only is recorded, and undone at will.
	if e := act(t, g, side+" flash"); e.Final || e.Reveals != "a glimpse" {
		t.Fatalf("a reveal to the others: final %v, reveals %q; want not final, %q", e.Final, e.Reveals, "a glimpse")
	}
	if err := g.Undo(); err != nil {
		t.Fatalf("undo of a reveal to the others: %v", err)
	}
	act(t, g, side+" peek")
	if err := g.Undo(); err == nil || !strings.Contains(err.Error(), "revealed the secret") {
		t.Fatalf("undo past a reveal: %v", err)
	}
	act(t, g, side+" end-phase")
	if err := g.Undo(); err == nil || !strings.Contains(err.Error(), "another side") {
		t.Fatalf("undo past the end of a side's turn: %v", err)
	}
}

func TestNewActionDiscardsRedo(t *testing.T) {
	g := newRace(t, 1, false)
	side := g.Status().Active[0]
	act(t, g, side+" add 1")
	g.Undo()
	act(t, g, side+" add 2")
	if g.CanRedo() {
		t.Error("redo still offered after a new action")
	}
}

func TestManualDice(t *testing.T) {
	g := newRace(t, 0, true)
	side := g.Status().Active[0]
	a := rules.Action{Side: side, Verb: "roll"}
	_, err := g.Apply(a)
	var nd *rules.NeedDice
	if !errors.As(err, &nd) || nd.N != 1 || nd.Sides != 6 || !errors.Is(err, rules.ErrNeedDice) {
		t.Fatalf("err = %v, want NeedDice{1, 6}", err)
	}
	if len(g.Log()) != 0 {
		t.Fatal("the failed roll was logged")
	}
	g.EnterDice(7)
	if _, err := g.Apply(a); err == nil || !strings.Contains(err.Error(), "not a face of a d6") {
		t.Fatalf("a 7 on a d6 was accepted: %v", err)
	}
	g = newRace(t, 0, true)
	g.EnterDice(4)
	e, err := g.Apply(a)
	if err != nil || e.Faces[0] != 4 || g.State().View("").VP[side] != 4 {
		t.Fatalf("manual roll: %v %+v", err, e)
	}
	if !strings.Contains(e.Events[0].String(), "race roll: 1d6 [4]") {
		t.Errorf("roll not logged readably: %q", e.Events[0])
	}
}

func TestSeededDiceAreDeterministicAndFair(t *testing.T) {
	a, b := rules.NewSeededDice(42), rules.NewSeededDice(42)
	fa, _ := a.Roll(1000, 6)
	fb, _ := b.Roll(1000, 6)
	counts := make([]int, 7)
	for i := range fa {
		if fa[i] != fb[i] {
			t.Fatal("same seed, different faces")
		}
		counts[fa[i]]++
	}
	for f := 1; f <= 6; f++ {
		// 1000 d6: each face ~166.7, sd ~11.8; 5 sd either side.
		if counts[f] < 108 || counts[f] > 226 {
			t.Errorf("face %d came up %d times in 1000 rolls", f, counts[f])
		}
	}
	c := rules.NewSeededDice(43)
	fc, _ := c.Roll(50, 6)
	same := 0
	for i := range fc {
		if fc[i] == fa[i] {
			same++
		}
	}
	if same == 50 {
		t.Error("seed 43 rolled exactly like seed 42")
	}
}

func TestActionTextRoundTrip(t *testing.T) {
	for _, a := range []rules.Action{
		{Side: "central", Verb: "move", Args: []string{"de-inf/1", "W0405"}},
		{Side: "allies", Verb: "end-phase"},
		{Side: "allies", Verb: "note", Args: []string{"two words", "quote\"d", "#hash", ""}},
		{Side: "allies", Verb: "note", Args: []string{"head", "a\u00a0", "\v", "tab\there"}},
	} {
		b, err := rules.ParseAction(a.String())
		if err != nil || !a.Equal(b) {
			t.Errorf("%q parsed back as %+v, %v", a.String(), b, err)
		}
	}
	if a, err := rules.ParseAction("  central  move u1 W0101   # comment"); err != nil || len(a.Args) != 2 {
		t.Errorf("comment/blanks: %+v %v", a, err)
	}
	for _, bad := range []string{"", "central", "# only a comment", `central move "unterminated`} {
		if _, err := rules.ParseAction(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestEngineProperties(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		r := rand.New(rand.NewPCG(seed, 1))
		c := rulestest.Chooser{Rand: r, EndBias: 0.3}
		g := newRace(t, seed, false)
		sides := []string{g.Scenario.Sides[0].ID, g.Scenario.Sides[1].ID}
		for i := 0; i < 5; i++ {
			if err := rulestest.CheckLegalAgreesWithCheck(g, sides, r); err != nil {
				t.Fatal(err)
			}
			if err := rulestest.CheckUndoAll(g, c, 4); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
		if _, err := rulestest.RandomPlay(g, c, 1000); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if err := rulestest.CheckReplayAndSave(g); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

func TestSaveErrorsNameTheLine(t *testing.T) {
	g := newRace(t, 5, false)
	side := g.Status().Active[0]
	act(t, g, side+" add 2")
	act(t, g, side+" roll")
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	open := func(string) (*scenarios.Scenario, error) { return raceScenario(), nil }
	line := func(sub string) int { // 1-based line of the first line containing sub
		for i, l := range strings.Split(good, "\n") {
			if strings.Contains(l, sub) {
				return i + 1
			}
		}
		t.Fatalf("%q not in save:\n%s", sub, good)
		return 0
	}
	at := func(sub string) string { return "save.toml:" + strconv.Itoa(line(sub)) + ":" }
	// An edited log is the file's fault, not a player's illegal move: the
	// message says the file was altered, names the action by its number in
	// the log and never reads "refused:" (issue 24).
	cases := []struct {
		name, from, to string
		want           []string // all in the message
	}{
		{"illegal action", `do = "` + side + ` add 2"`, `do = "` + side + ` add 9"`, []string{at(side + " add 2"),
			`: the file was altered or damaged: action 1 ("` + side + ` add 9") could not have been played at that point of the game: "` + side + ` add 9" is not a move in the race (race 2)`}},
		{"other side's action", `do = "` + side + ` roll"`, `do = "nobody roll"`, []string{at(side + " roll"),
			`: the file was altered or damaged: action 2 ("nobody roll") could not have been played at that point of the game: it is ` + side + `'s turn (race 1)`}},
		{"other dice", "dice = [", "dice = [9, ", []string{at("dice = ["),
			`: the file was altered or damaged: the dice of action 2 ("` + side + ` roll") do not replay: `}},
		{"checksum", "checksum = \"", "checksum = \"00", []string{at("checksum = "),
			": the file was altered or damaged, or the rules have changed since it was saved: replaying its 2 actions does not give the game it recorded (its checksum does not match)"}},
		{"changed scenario", "scenario_digest = \"", "scenario_digest = \"ff", []string{"has changed since this game was saved"}},
		{"syntax", "seed =", "seed = = ", []string{at("seed =")}},
	}
	for _, c := range cases {
		bad := strings.Replace(good, c.from, c.to, 1)
		if bad == good {
			t.Fatalf("%s: %q not found in save", c.name, c.from)
		}
		_, err := rules.LoadSave("save.toml", []byte(bad), open)
		if err == nil {
			t.Errorf("%s: loaded", c.name)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: err = %v\nwant it to contain %q", c.name, err, w)
			}
		}
		if strings.Contains(err.Error(), "refused") || strings.Contains(err.Error(), "action[") {
			t.Errorf("%s: err = %v: reads as a refused move or names a key, not the action's number", c.name, err)
		}
	}
	if _, err := rules.LoadSave("save.toml", []byte(good), open); err != nil {
		t.Errorf("the good save does not load: %v", err)
	}
}

// The log keeps its own copy of an applied action's arguments: a module
// that cuts its legal actions' arguments from one shared array (freeplay
// does, for speed) must not have that array, thousands of strings, kept
// alive by every logged action (a 3,000-action freeplay game held 300 MB
// so), and a caller that reuses the slice does not rewrite history.
func TestLogCopiesActionArguments(t *testing.T) {
	g := newRace(t, 7, false)
	side := g.Status().Active[0]
	shared := []string{"2", "3", "x", "y"}
	e, err := g.Apply(rules.Action{Side: side, Verb: "add", Args: shared[:1:1]})
	if err != nil {
		t.Fatal(err)
	}
	shared[0] = "9"
	if got := g.Log()[0].Action.Args; len(got) != 1 || got[0] != "2" || e.Action.Args[0] != "2" {
		t.Fatalf("the log's action reads %q after its caller's slice changed", got)
	}
	if &g.Log()[0].Action.Args[0] == &shared[0] {
		t.Error("the log's action shares its caller's array")
	}
}
