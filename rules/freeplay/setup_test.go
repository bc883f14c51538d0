package freeplay_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// secretGame is test-hex-flat with the secret set-up, seeded with 3.
func secretGame(t *testing.T) *rules.Game {
	t.Helper()
	g, err := rules.NewGame(load(t, "test-hex-flat"), rules.Options{freeplay.OptionSecretSetup: true}, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	g.Ref = "builtin:test-hex-flat"
	return g
}

func mustApply(t *testing.T, g *rules.Game, a rules.Action) *rules.Entry {
	t.Helper()
	e, err := g.Apply(a)
	if err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	return e
}

// ref is how the referee's view names unit id now.
func ref(t *testing.T, g *rules.Game, id string) string {
	t.Helper()
	return hid(t, g.State().(*freeplay.State), id)
}

func viewJSON(t *testing.T, g *rules.Game, side string) string {
	t.Helper()
	b, err := json.Marshal(g.State().View(side))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func logText(g *rules.Game, side string) string {
	var b strings.Builder
	for _, e := range g.LogFor(side) {
		b.WriteString(e.Action.String() + " | " + e.Cover + "\n")
		for _, ev := range e.Events {
			b.WriteString("  " + ev.String() + "\n")
		}
	}
	return b.String()
}

// The secret set-up of the rules' option text: both sides act at once,
// place their own counters face down unseen, commit, and every counter is
// revealed together when the last side commits; a committed side changes
// nothing more.
func TestSecretSetup(t *testing.T) {
	g := secretGame(t)
	st := g.Status()
	if st.Phase != "secret-setup" || !slices.Equal(st.Active, []string{"central", "allies"}) {
		t.Fatalf("status %s, active %v; want the secret set-up with both sides acting", st.Phase, st.Active)
	}
	// Every counter is face down to the other side: the Allies' view shows
	// no German type, the Germans' no Allied one.
	if v := viewJSON(t, g, "allies"); strings.Contains(v, "ger-") || !strings.Contains(v, "brit-inf") {
		t.Errorf("allies' view before the reveal:\n%s", v)
	}
	art := ref(t, g, "ger-art/1")
	mustApply(t, g, act("central", "move", art, "W0906"))
	cav := ref(t, g, "brit-cav/1")
	mustApply(t, g, act("allies", "move", cav, "W0405"))

	allies := logText(g, "allies")
	if strings.Contains(allies, "ger-art") || strings.Contains(allies, "artillery") || strings.Contains(allies, art) {
		t.Errorf("the Allies read the German placement:\n%s", allies)
	}
	if !strings.Contains(allies, "central secret | the Central Powers placed a counter face down") {
		t.Errorf("the Allies' log lacks the cover of the German placement:\n%s", allies)
	}
	if central := logText(g, "central"); !strings.Contains(central, "ger-art/1 (Monstrous artillery) placed face down: from W1005 to W0906") || strings.Contains(central, "brit-cav") {
		t.Errorf("the Germans' log:\n%s", central)
	}

	// The Central Powers commit: they may change nothing more, and their
	// undo stops at the commit; the Allies still place and undo.
	if final, why := g.WouldBeFinal(rules.CommitAction("central")); !final || why != "it ends the part of the Central Powers in this phase" {
		t.Errorf("WouldBeFinal(central commit) = %v %q", final, why)
	}
	mustApply(t, g, rules.CommitAction("central"))
	if got := g.Status().Active; !slices.Equal(got, []string{"allies"}) {
		t.Fatalf("active after the German commit: %v", got)
	}
	_, err := g.Apply(act("central", "move", art, "W1005"))
	if err := rulestest.RefusalIs(err, rules.RuleSecretChoice, "has committed its choice"); err != nil {
		t.Errorf("move after commit: %v", err)
	}
	if ok, why := g.CanUndoFor("central"); ok || !strings.Contains(why, "finished their part") {
		t.Errorf("CanUndoFor(central) after its commit = %v %q", ok, why)
	}
	if err := g.UndoFor("allies"); err != nil {
		t.Fatalf("the Allies' undo of their placement: %v", err)
	}
	if n := len(g.Log()); n != 2 || g.Log()[1].Action.Verb != rules.CommitVerb {
		t.Fatalf("after the Allies' undo the log is %v; want the German move and commit", g.Log())
	}
	mustApply(t, g, act("allies", "move", cav, "W0405"))

	// The last commit reveals every set-up counter at once, in public.
	if final, why := g.WouldBeFinal(rules.CommitAction("allies")); !final || why != "it reveals secret set-ups" {
		t.Errorf("WouldBeFinal(the last commit) = %v %q", final, why)
	}
	e := mustApply(t, g, rules.CommitAction("allies"))
	if !e.Final || !strings.Contains(e.Why, "revealed") {
		t.Errorf("the last commit is not final as a reveal: %+v", e)
	}
	var revealed []string
	for _, ev := range e.Events {
		if !ev.To.Public() {
			t.Errorf("reveal event with audience %+v: %s", ev.To, ev)
		}
		if strings.Contains(ev.Text, " revealed: ") {
			revealed = append(revealed, ev.Text)
		}
	}
	// 14 counters set up, 3 of them hidden by the scenario itself (and
	// they stay hidden).
	if len(revealed) != 11 {
		t.Errorf("%d counters revealed, want 11:\n%s", len(revealed), strings.Join(revealed, "\n"))
	}
	allies = logText(g, "allies")
	if !strings.Contains(allies, "revealed: ger-art/1 (Monstrous artillery) at W0906") {
		t.Errorf("after the reveal the Allies' log does not show the German artillery at W0906:\n%s", allies)
	}
	if v := viewJSON(t, g, "allies"); !strings.Contains(v, `"type":"ger-art"`) || strings.Contains(v, `"type":"ger-hq"`) {
		t.Errorf("allies' view after the reveal (ger-art face up, ger-hq still hidden by the scenario):\n%s", v)
	}
	if st := g.Status(); st.Phase != "central-turn" || !slices.Equal(st.Active, []string{"central"}) {
		t.Errorf("after the reveal: %s %v, want the Central Powers' turn", st.Phase, st.Active)
	}
	if ok, _ := g.CanUndo(); ok {
		t.Error("undo may cross the reveal")
	}
	if err := g.Undo(); !errors.Is(err, rules.ErrUndo) {
		t.Errorf("undo across the reveal: %v", err)
	}
	// The game saves and loads back with its secret set-up.
	var buf strings.Builder
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	l, err := rules.LoadSave("s.toml", []byte(buf.String()), func(string) (*scenarios.Scenario, error) { return g.Scenario, nil })
	if err != nil {
		t.Fatal(err)
	}
	if a, b := mustSum(t, l), mustSum(t, g); a != b {
		t.Error("the loaded game differs")
	}
}

func mustSum(t *testing.T, g *rules.Game) string {
	t.Helper()
	s, err := g.Checksum()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func verbsOf(g *rules.Game) []string {
	var out []string
	for _, e := range g.Log() {
		out = append(out, e.Action.Side+" "+strings.Join(e.Action.Args, " "))
	}
	return out
}

// Two sides act at once (the secret set-up): each side's undo takes back
// its own last action only, keeping the other's later ones; redo is per
// side; no undo crosses a hand-over, and a save keeps the hand-over.
func TestUndoPerSideInterleaved(t *testing.T) {
	g := secretGame(t)
	art, inf := ref(t, g, "ger-art/1"), ref(t, g, "ger-inf-crack/1")
	cav, binf := ref(t, g, "brit-cav/1"), ref(t, g, "brit-inf/1")
	mustApply(t, g, act("central", "move", art, "W0906"))
	mustApply(t, g, act("allies", "move", cav, "W0405"))
	mustApply(t, g, act("central", "move", inf, "W0905"))
	mustApply(t, g, act("allies", "move", binf, "W0404"))

	if err := g.UndoFor("central"); err != nil {
		t.Fatal(err)
	}
	want := []string{"central " + art + " W0906", "allies " + cav + " W0405", "allies " + binf + " W0404"}
	if got := verbsOf(g); !slices.Equal(got, want) {
		t.Fatalf("after the Germans' undo: %v, want %v", got, want)
	}
	if u := g.State().(*freeplay.State).Units.ByID("ger-inf-crack/1"); u.Loc.Text(g.Scenario) != "W1004" {
		t.Errorf("the undone German move left the unit at %s", u.Loc.Text(g.Scenario))
	}
	if err := g.UndoFor("allies"); err != nil {
		t.Fatal(err)
	}
	if got := verbsOf(g); !slices.Equal(got, want[:2]) {
		t.Fatalf("after the Allies' undo: %v", got)
	}
	if !g.CanRedoFor("central") || !g.CanRedoFor("allies") {
		t.Fatal("each side should have an action to redo")
	}
	if err := g.RedoFor("central"); err != nil {
		t.Fatal(err)
	}
	if err := g.RedoFor("allies"); err != nil {
		t.Fatal(err)
	}
	if len(g.Log()) != 4 {
		t.Fatalf("log after the redos: %v", verbsOf(g))
	}
	st := g.State().(*freeplay.State)
	for id, at := range map[string]string{"ger-art/1": "W0906", "ger-inf-crack/1": "W0905", "brit-cav/1": "W0405", "brit-inf/1": "W0404"} {
		if got := st.Units.ByID(id).Loc.Text(g.Scenario); got != at {
			t.Errorf("%s at %s after the redos, want %s", id, got, at)
		}
	}

	// Undo() still takes back the last action, whoever made it.
	if err := g.Undo(); err != nil || len(g.Log()) != 3 || g.Log()[2].Action.Side != "central" {
		t.Fatalf("Undo: %v, log %v", err, verbsOf(g))
	}

	// A hand-over is a barrier for every side, kept by the save.
	g.HandOver("allies")
	for _, side := range []string{"central", "allies"} {
		if ok, why := g.CanUndoFor(side); ok || !strings.Contains(why, "handed over to the Allies") {
			t.Errorf("CanUndoFor(%s) after a hand-over: %v %q", side, ok, why)
		}
	}
	var buf strings.Builder
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `handover = "allies"`) {
		t.Errorf("the save does not keep the hand-over:\n%s", buf.String())
	}
	l, err := rules.LoadSave("s.toml", []byte(buf.String()), func(string) (*scenarios.Scenario, error) { return g.Scenario, nil })
	if err != nil {
		t.Fatal(err)
	}
	if ok, _ := l.CanUndoFor("allies"); ok {
		t.Error("a loaded save lets undo cross its hand-over")
	}
	edited := strings.Replace(buf.String(), `handover = "allies"`, "", 1)
	if _, err := rules.LoadSave("s.toml", []byte(edited), func(string) (*scenarios.Scenario, error) { return g.Scenario, nil }); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Errorf("a save with its hand-over cut out loads: %v", err)
	}
}

// Random legal play of test-hex-flat with the secret set-up, both sides
// choosing at once: after every action, nothing given to a side names a
// counter that side sees face down (rulestest.SecretsChecker); the game
// ends, replays and saves.
func TestSecretSetupRandomPlayKeepsSecrets(t *testing.T) {
	s := load(t, "test-hex-flat")
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := rules.NewGame(s, rules.Options{freeplay.OptionSecretSetup: true}, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		g.Ref = "builtin:test-hex-flat"
		rng := rand.New(rand.NewPCG(seed, 23))
		sc := &rulestest.SecretsChecker{Rand: rng}
		dc := &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(seed, 29))}
		check := func(g *rules.Game) error {
			if err := sc.Check(g); err != nil {
				return err
			}
			return dc.Check(g)
		}
		if err := check(g); err != nil {
			t.Fatal(err)
		}
		sides := []string{"central", "allies"}
		if err := rulestest.CheckLegalAgreesWithCheck(g, sides, rng); err != nil {
			t.Fatal(err)
		}
		if err := rulestest.CheckLegalFilter(g, sides, rng, 5); err != nil {
			t.Fatal(err)
		}
		// The set-up: a few placements each, one side's undo, commits.
		c := rulestest.Chooser{Rand: rng, EndBias: 0.05}
		for g.Status().Phase == "secret-setup" {
			side := g.Status().Active[rng.IntN(len(g.Status().Active))]
			if rng.IntN(5) == 0 {
				if ok, _ := g.CanUndoFor(side); ok {
					if err := g.UndoFor(side); err != nil {
						t.Fatal(err)
					}
					continue
				}
			}
			a := c.Choose(g.Legal(side))
			if rng.IntN(6) == 0 {
				a = rules.CommitAction(side)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("%s: %v", a, err)
			}
			if err := check(g); err != nil {
				t.Fatalf("seed %d after %q: %v", seed, a, err)
			}
			if err := rulestest.CheckLegalAgreesWithCheck(g, sides, rng); err != nil {
				t.Fatalf("seed %d after %q: %v", seed, a, err)
			}
			if err := rulestest.CheckLegalFilter(g, sides, rng, 3); err != nil {
				t.Fatalf("seed %d after %q: %v", seed, a, err)
			}
		}
		// Play on, often hiding, revealing and flipping (a uniform choice
		// would nearly always move), then to the end.
		c.EndBias = 0.1
		for step := 0; step < 300 && !g.Status().Over; step++ {
			side := g.Status().Active[0]
			legal := g.Legal(side)
			var rare []rules.Action
			for _, a := range legal {
				if a.Verb == "hide" || a.Verb == "reveal" || a.Verb == "flip" {
					rare = append(rare, a)
				}
			}
			a := c.Choose(legal)
			if len(rare) > 0 && rng.IntN(3) == 0 {
				a = rare[rng.IntN(len(rare))]
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("%s: %v", a, err)
			}
			if err := check(g); err != nil {
				t.Fatalf("seed %d after %q: %v", seed, a, err)
			}
		}
		c.EndBias = 0.2
		res, err := rulestest.RandomPlayChecked(g, c, 5000, check)
		if err != nil || !res.Over {
			t.Fatalf("seed %d: %+v %v", seed, res, err)
		}
		if dc.Compared < 100 || dc.Revealed == 0 {
			t.Errorf("seed %d: the differential check compared %d times and saw %d reveals: it proves little", seed, dc.Compared, dc.Revealed)
		}
		if err := rulestest.CheckReplayAndSave(g); err != nil {
			t.Fatal(err)
		}
	}
}
