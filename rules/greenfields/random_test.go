package greenfields

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// viewSecrets checks every side's view against the state: no enemy unit
// the side does not see, and no type, values or print of an enemy unit it
// has not identified.
func viewSecrets(st *State) error {
	for _, side := range Sides {
		sg := st.sightOf(side)
		for _, uv := range st.View(side).Units {
			i := st.Units.Resolve(uv.ID)
			if i < 0 {
				return fmt.Errorf("the %s view lists %q, which names no unit", side, uv.ID)
			}
			u := &st.Units[i]
			if u.Side == side {
				continue
			}
			if !st.seesWith(sg, i, nil) {
				return fmt.Errorf("the %s view lists %s at %s, which they do not see", side, uv.ID, st.placeText(i))
			}
			if u.Hidden && (uv.Type != "" || uv.Values != nil || uv.Print != "") {
				return fmt.Errorf("the %s view shows the unidentified %s in full: %+v", side, uv.ID, uv)
			}
		}
	}
	return nil
}

// playChecked plays g at random to its end (at most max actions),
// checking after every action that nothing reaches a side that it may not
// see (rulestest.SecretsChecker, with the module's SecretWords: the ids of
// unidentified enemy units and the references of unseen ones) and the
// views' secrets, on a sample of its actions that nothing a side is given
// depends on what it may not see (rulestest.DiffChecker, diffSample), and
// every checkEvery actions (0: never) that Check agrees with Legal and the
// legal filter with Legal. With stop > 0 it plays at most stop actions,
// the game may go on: a sample of a long game (rulestest.Sample).
func playChecked(t testing.TB, g *rules.Game, c rulestest.Chooser, max, checkEvery, stop int) {
	t.Helper()
	secrets := &rulestest.SecretsChecker{Rand: rand.New(rand.NewPCG(1, 2)), Probes: 3}
	if err := secrets.Check(g); err != nil {
		t.Fatalf("at the start: %v", err)
	}
	diff := newDiffSample(g.Seed, 40, 3)
	if err := diff.check(g); err != nil {
		t.Fatalf("at the start: %v", err)
	}
	for n := 0; !g.Status().Over && (stop <= 0 || n < stop); n++ {
		if n >= max {
			t.Fatalf("the game did not end within %d actions", max)
		}
		if checkEvery > 0 && n%checkEvery == 0 {
			if err := rulestest.CheckLegalAgreesWithCheck(g, Sides, c.Rand); err != nil {
				t.Fatalf("after %d actions: %v", n, err)
			}
			if err := rulestest.CheckLegalFilter(g, Sides, c.Rand, 8); err != nil {
				t.Fatalf("after %d actions: %v", n, err)
			}
		}
		if res, err := rulestest.RandomPlay(g, c, 1); err != nil && res.Actions == 0 {
			t.Fatal(err)
		}
		if err := secrets.Check(g); err != nil {
			t.Fatalf("after %d actions: %v", n+1, err)
		}
		if err := viewSecrets(g.State().(*State)); err != nil {
			t.Fatalf("after %d actions: %v", n+1, err)
		}
		if err := diff.check(g); err != nil {
			t.Fatalf("after %d actions: %v", n+1, err)
		}
	}
}

// rareShells makes the test scenario's random player buy SHELLS seldom
// (about one chance in ten it picks buy-shells): at every chance, its
// victory points would end the game in a few turns.
var rareShells = []string{"buy-shells"}

// Random legal play of the test scenario runs to the game's end with no
// panic, refusal of a listed action or dead end, under each attacker and
// season; nothing a side may not see reaches it; the log replays to the
// same game and a save loads back to it.
func TestRandomPlayToEnd(t *testing.T) {
	opts := []rules.Options{
		nil,
		{OptAttacker: Allies, OptSeason: "winter"},
		{OptAttacker: Central, OptSeason: "spring"},
	}
	seeds := 6
	if testing.Short() {
		seeds = 3
	}
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		g, err := rules.StartGame(testScenario, opts[int(seed)%len(opts)], seed, false)
		if err != nil {
			t.Fatal(err)
		}
		c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 7)), EndBias: 0.05 + float64(seed%4)*0.05, Rare: rareShells, RareP: 0.1}
		playChecked(t, g, c, 20000, 10, 0)
		if err := rulestest.CheckReplayAndSave(g); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

// Undo takes back reversible actions exactly (rulestest.CheckUndoAll).
func TestUndoRedo(t *testing.T) {
	g, err := rules.StartGame(testScenario, nil, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(5, 1)), EndBias: 0.05, Rare: rareShells, RareP: 0.1}
	for k := 0; k < 10 && !g.Status().Over; k++ {
		if err := rulestest.CheckUndoAll(g, c, 8); err != nil {
			t.Fatal(err)
		}
		if res, err := rulestest.RandomPlay(g, c, 25); err != nil && res.Actions < 25 && !g.Status().Over {
			t.Fatal(err)
		}
	}
}

// FuzzRandomPlay is random legal play from any seed, bias and options:
// the game must play to its end with no panic, refused "legal" action,
// dead end or secret reaching a side that may not see it, to its end or
// for as many actions as fuzzActions allows. Run longer with:
// go test -run='^$' -fuzz=FuzzRandomPlay -fuzztime=1m ./rules/greenfields
func FuzzRandomPlay(f *testing.F) {
	f.Add(uint64(1), uint8(30), uint8(0))
	f.Add(uint64(2), uint8(1), uint8(5))
	f.Add(uint64(12345), uint8(200), uint8(3))
	s, err := scenarios.LoadFile(testScenario)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, seed uint64, bias, opt uint8) {
		o := rules.Options{
			OptAttacker: []string{Central, Allies}[opt%2],
			OptSeason:   []string{"spring", "summer", "autumn", "winter"}[opt/2%4],
		}
		g, err := rules.NewGame(s, o, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 7)), EndBias: 0.01 + float64(bias)/255*0.5, Rare: rareShells, RareP: 0.1}
		playChecked(t, g, c, 40000, 0, rulestest.Sample(fuzzActions(bias), 0))
	})
}

// fuzzActions is how many actions one input of FuzzRandomPlay plays at
// most: 100 to 355, more with a higher end bias, whose games are shorter
// (the test scenario's last 30 to 250 actions), so that one input takes a
// second or so under the fuzzer's instrumentation, well within its 10 s
// per input. Games to their end are the tests', and the seed corpus's
// under make soak (rulestest.Sample).
func fuzzActions(bias uint8) int { return 100 + int(bias) }

// Random legal play of the bundled "1914: the Green Fields" reaches the
// game's end (the days run out or the assault ends) with the same checks:
// seed 2's game (the shortest); three games under make soak
// (rulestest.Seeds).
func TestRandomPlayBundled(t *testing.T) {
	for _, seed := range rulestest.Seeds([]uint64{2}, 3) {
		g, err := rules.StartGame("builtin:greenfields-1914", nil, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 11)), EndBias: 0.05 + float64(seed%3)*0.05, Rare: []string{"buy", "buy-shells", "halt"}, RareP: 0.02}
		playChecked(t, g, c, 40000, 25, 0)
		if err := rulestest.CheckReplayAndSave(g); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		t.Logf("seed %d: %d actions, %s", seed, len(g.Log()), g.Status().Result)
	}
}
