package vernian

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// invariants are what must hold between any two actions: no hex holds
// both sides' ground units (there is no overrun), stacking (when stacking
// is set) and one tank per stack, no ground unit at sea or in a neutral
// country, no tank alone when a phase begins (000 Part II Tanks), and a
// German infantry division in Dover while the tunnel is open (000 England
// b).
func invariants(st *State, phaseStart, stacking bool) error {
	type key struct {
		m string
		c board.Cell
	}
	sides := map[key]map[string]bool{}
	weight := map[key]map[string]int{}
	tanks := map[key]map[string]int{}
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() || st.isAir(u) {
			continue
		}
		k := key{u.Loc.Map, u.Loc.Cell}
		if sides[k] == nil {
			sides[k], weight[k], tanks[k] = map[string]bool{}, map[string]int{}, map[string]int{}
		}
		sides[k][u.Side] = true
		weight[k][u.Side] += st.weight(u)
		if st.isTank(u) {
			tanks[k][u.Side]++
		}
		m := st.mapOf(u.Loc)
		if inRegion(m, u.Loc.Cell, st.fixed.t.NeutralRegions) {
			return fmt.Errorf("%s in a neutral country at %s", u.ID, st.text(u.Loc))
		}
		if t := m.TerrainAt(u.Loc.Cell); t != nil && t.Impassable {
			return fmt.Errorf("%s at sea at %s", u.ID, st.text(u.Loc))
		}
	}
	for k, s := range sides {
		l := rules.Location{Map: k.m, Cell: k.c}
		if len(s) > 1 {
			return fmt.Errorf("ground units of both sides at %s", st.text(l))
		}
		for side, w := range weight[k] {
			if st.Pending != nil && st.Pending.Push != nil {
				break // a push's surplus waits for its owner's choice
			}
			if stacking && w > st.fixed.stackLimit {
				return fmt.Errorf("%s overstacked at %s: %d > %d", side, st.text(l), w, st.fixed.stackLimit)
			}
			if tanks[k][side] > 1 {
				return fmt.Errorf("%d %s tanks at %s", tanks[k][side], side, st.text(l))
			}
		}
	}
	if phaseStart {
		for _, side := range []string{Germans, Allies} {
			if lt := st.loneTanks(side); len(lt) > 0 {
				return fmt.Errorf("tanks alone at a phase start: %v", lt)
			}
		}
	}
	if !st.Setup && !st.Tunnel.Sealed && st.fixed.dover.OnMap() && !st.doverHeld() {
		return fmt.Errorf("tunnel open but Dover holds no German infantry")
	}
	return nil
}

// namesForPeople checks that no event of e names a unit by its id: the
// log names units for people (counter names), ids stay in actions.
func namesForPeople(st *State, e rules.Entry) error {
	for _, ev := range e.Events {
		text := ev.String()
		for i := range st.Units {
			if strings.Contains(text, st.Units[i].ID) {
				return fmt.Errorf("%q logged %q, naming %s by its id", e.Action, text, st.Units[i].ID)
			}
		}
	}
	return nil
}

// decisionAgrees checks a pending decision against the legal list: the
// deciding side alone acts, Legal lists only the verb answering it, the
// default is listed, there are at least two choices (forced cases do not
// ask); with automatic losses no decision ever waits.
func decisionAgrees(g *rules.Game) error {
	s := g.Status()
	d := s.Decision
	if d == nil {
		return nil
	}
	if g.Options.Bool(OptAutoLosses) {
		return fmt.Errorf("a decision waits though losses are automatic: %s", d.Prompt)
	}
	if !slices.Equal(s.Active, []string{d.Side}) {
		return fmt.Errorf("decision for %s, active %v", d.Side, s.Active)
	}
	legal := g.Legal(d.Side)
	for _, a := range legal {
		if a.Verb != d.Default.Verb {
			return fmt.Errorf("%q is legal while the %s choose (%s)", a, d.Side, d.Prompt)
		}
	}
	if !slices.ContainsFunc(legal, d.Default.Equal) {
		return fmt.Errorf("the default %q is not legal (%s)", d.Default, d.Prompt)
	}
	// Forced cases do not ask: a decision offers a real choice.
	if len(legal) < 2 {
		return fmt.Errorf("a decision waits with %d choice(s): %s", len(legal), d.Prompt)
	}
	if g.State().(*State).Reference().RuleSection(d.Rule) == nil {
		return fmt.Errorf("the decision cites %q, which is not in the rules reference", d.Rule)
	}
	return nil
}

// playChecked plays g at random to its end (at most max actions), checking
// the invariants after every action, that Check agrees with Legal every
// checkEvery actions (0: never), that the tunnel never reopens, and that
// no refusal or dead end happens (rulestest.RandomPlay's checks). With
// stop > 0 it plays at most stop actions, the game may go on: a sample of
// a long game (rulestest.Sample).
func playChecked(t testing.TB, g *rules.Game, c rulestest.Chooser, max, checkEvery int, stacking bool, stop int) {
	t.Helper()
	sealed := false
	secrets := &rulestest.SecretsChecker{Rand: rand.New(rand.NewPCG(1, 2)), Probes: 3} // nothing a side may not see reaches it
	for n := 0; !g.Status().Over && (stop <= 0 || n < stop); n++ {
		if n >= max {
			t.Fatalf("the game did not end within %d actions", max)
		}
		if checkEvery > 0 && n%checkEvery == 0 {
			if err := rulestest.CheckLegalAgreesWithCheck(g, []string{Germans, Allies}, c.Rand); err != nil {
				t.Fatalf("after %d actions (%s): %v", n, g.State().(*State).describe(), err)
			}
			if err := rulestest.CheckLegalFilter(g, []string{Germans, Allies}, c.Rand, 8); err != nil {
				t.Fatalf("after %d actions (%s): %v", n, g.State().(*State).describe(), err)
			}
		}
		before := g.Status().Phase
		if res, err := rulestest.RandomPlay(g, c, 1); err != nil && res.Actions == 0 {
			t.Fatal(err)
		}
		st := g.State().(*State)
		if sealed && !st.Tunnel.Sealed {
			t.Fatalf("after %d actions: the tunnel reopened", n+1)
		}
		sealed = st.Tunnel.Sealed
		if err := secrets.Check(g); err != nil {
			t.Fatalf("after %d actions (%s): %v", n+1, st.describe(), err)
		}
		if err := namesForPeople(st, g.Log()[len(g.Log())-1]); err != nil {
			t.Fatalf("after %d actions (%s): %v", n+1, st.describe(), err)
		}
		if err := decisionAgrees(g); err != nil {
			t.Fatalf("after %d actions (%s): %v", n+1, st.describe(), err)
		}
		if err := invariants(st, before != g.Status().Phase, stacking); err != nil {
			last := g.Log()[len(g.Log())-1]
			t.Fatalf("after %d actions (%s, last %s: %v): %v", n+1, st.describe(), last.Action, last.Events, err)
		}
	}
}

// countChoices adds up the players' choices of g's log by verb (lose,
// retreat, push-out, double, embark, improve, displace), the air moves
// and disembarkations, and, in a game with automatic losses, the
// retreats the game made itself ("automatic retreat").
func countChoices(g *rules.Game, chosen map[string]int) {
	for _, e := range g.Log() {
		if slices.Contains([]string{"lose", "retreat", "push-out", "double", "embark", "improve", "displace"}, e.Action.Verb) {
			chosen[e.Action.Verb]++
		}
		for _, ev := range e.Events {
			if s := ev.String(); strings.Contains(s, " changes base ") || strings.Contains(s, " sorties ") {
				chosen["air move"]++
			} else if strings.Contains(s, " disembarks from ") {
				chosen["disembark"]++
			}
		}
		if !g.Options.Bool(OptAutoLosses) {
			continue
		}
		for _, ev := range e.Events {
			if strings.HasPrefix(ev.String(), "retreat: ") {
				chosen["automatic retreat"]++
			}
		}
	}
}

// Random legal play of the test scenario runs to the game's end (Over)
// with no panic, refusal of a listed action or dead end, under every
// option; Check agrees with Legal along the way; the log replays to the
// same game and a save loads back to it. Three games (seeds 3, 5 and 7:
// one operational turn with automatic losses, the defaults, doubling at
// each combat), which make every choice counted; eight under make soak
// (rulestest.Seeds).
func TestRandomPlayToEnd(t *testing.T) {
	opts := []rules.Options{
		nil,
		{OptStackLimit: 3, OptAutoLosses: true},
		{OptStackLimit: 4, OptDoubling: "each"},
		{OptOperationalTurns: 1, OptAutoLosses: true},
		{OptOperationalTurns: 4, OptStackLimit: 3},
	}
	seeds := rulestest.Seeds([]uint64{3, 5, 7}, 8)
	results := map[string]int{}
	chosen := map[string]int{} // the players' choices made, by verb
	for _, seed := range seeds {
		o := opts[int(seed)%len(opts)]
		g := newGame(t, o, seed)
		c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 7)), EndBias: 0.01 + float64(seed%4)*0.02}
		playChecked(t, g, c, 20000, 20, true, 0)
		if err := rulestest.CheckReplayAndSave(g); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		countChoices(g, chosen)
		res := g.Status().Result
		switch {
		case len(res) >= 4 && res[:4] == "draw":
			results["draw"]++
		default:
			results[res[:12]]++
		}
	}
	t.Logf("results: %v; choices made: %v", results, chosen)
	for _, what := range []string{"lose", "retreat", "automatic retreat", "air move"} {
		if chosen[what] == 0 {
			t.Errorf("no %q in %d games: the decisions went untested", what, len(seeds))
		}
	}
}

// The same generic checks on the bundled scenario (builtin:vernian), which
// must load, stacking included (a set-up over the limit does not start):
// the first 300 actions of two games (the set-ups and the first
// Operational Turns), and both games to their end under make soak
// (rulestest.Sample).
func TestRandomPlayBundled(t *testing.T) {
	if _, err := scenarios.Builtin("vernian"); err != nil {
		t.Fatal("vernian: the bundled scenario does not load:", err)
	}
	for seed := uint64(1); seed <= 2; seed++ {
		g, err := rules.StartGame("builtin:vernian", rules.Options{OptAutoLosses: seed == 2}, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 9)), EndBias: 0.03}
		playChecked(t, g, c, 30000, 60, true, rulestest.Sample(300, 0))
		if err := rulestest.CheckReplayAndSave(g); err != nil {
			t.Fatal(err)
		}
		t.Logf("seed %d: %d actions, %s", seed, len(g.Log()), g.Status().Result)
	}
}

// Undo takes back reversible actions exactly (rulestest.CheckUndoAll), at
// several points of a game.
func TestUndoRedo(t *testing.T) {
	g := newGame(t, nil, 5)
	c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(5, 1)), EndBias: 0.05}
	for k := 0; k < 20 && !g.Status().Over; k++ {
		if err := rulestest.CheckUndoAll(g, c, 8); err != nil {
			t.Fatal(err)
		}
		if res, err := rulestest.RandomPlay(g, c, 25); err != nil && res.Actions < 25 && !g.Status().Over {
			t.Fatal(err)
		}
	}
}

// FuzzRandomPlay is random legal play from any seed, bias and options, of
// the test scenario or its skirmish variant, players choosing their losses
// or not: the game must play to its end, or for as many actions as
// fuzzActions allows, with no panic, refused "legal" action, dead end or
// broken invariant. Or of the skirmish with face-down units, a window of
// it under the DiffChecker (playDiffSample). Run longer with:
// go test -run='^$' -fuzz=FuzzRandomPlay -fuzztime=1m ./rules/vernian
func FuzzRandomPlay(f *testing.F) {
	f.Add(uint64(1), uint8(30), uint8(0))
	f.Add(uint64(2), uint8(1), uint8(1))
	f.Add(uint64(12345), uint8(200), uint8(2))
	f.Add(uint64(3), uint8(30), uint8(96)) // face-down units: a window under the DiffChecker
	s, err := scenarios.LoadFile(testScenario)
	if err != nil {
		f.Fatal(err)
	}
	skirmish, _ := skirmishScenario(f, f.TempDir())
	hidden, err := scenarios.LoadFile(hiddenSkirmish(f, f.TempDir()))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, seed uint64, bias, opt uint8) {
		o := rules.Options{
			OptStackLimit:       []int{3, 4, 6}[opt%3],
			OptDoubling:         []string{"first", "each"}[opt/3%2],
			OptOperationalTurns: 1 + int(opt/6%4),
			OptAutoLosses:       opt/24%2 == 1,
		}
		sc := s
		if opt/48%2 == 1 {
			sc = skirmish
		}
		g, err := rules.NewGame(sc, o, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 7)), EndBias: 0.01 + float64(bias)/255*0.5}
		if opt/96%2 == 1 {
			// The skirmish with face-down units, its window by difference.
			if g, err = rules.NewGame(hidden, o, seed, false); err != nil {
				t.Fatal(err)
			}
			playDiffSample(t, g, c)
			return
		}
		playChecked(t, g, c, 40000, 0, true, rulestest.Sample(fuzzActions(bias), 0))
	})
}

// fuzzActions is how many actions one input of FuzzRandomPlay plays at
// most: 150 to 660, more with a higher end bias, whose games are shorter
// (a bias of 200 ends the test scenario in about 250 actions), so that one
// input takes a second or so under the fuzzer's instrumentation, well
// within its 10 s per input. Games to their end are the tests', and the
// seed corpus's under make soak (rulestest.Sample).
func fuzzActions(bias uint8) int { return 150 + 2*int(bias) }

// skirmishSetup is set-up added to the test scenario so that random play
// reaches the players' rarer choices: the AFB in Reims facing German
// stacks it can push into a crowded hex (push-out), and tank stacks with
// unlike infantry next to the enemy (double), besides step losses.
const skirmishSetup = `
[[setup]]
unit = "fra-afb"
at = "W0505"
[[setup]]
unit = "bri-tank"
at = "W0605"
[[setup]]
unit = "fra-inf"
at = "W0605"
[[setup]]
unit = "bel-inf"
at = "W0605"
[[setup]]
unit = "ger-inf"
count = 2
at = "W0504"
[[setup]]
unit = "ger-inf-y"
at = "W0503"
[[setup]]
unit = "ger-cav"
at = "W0503"
[[setup]]
unit = "ger-inf"
at = "W0503"
[[setup]]
unit = "ger-inf"
count = 2
at = "W0604"
[[setup]]
unit = "ger-tank"
at = "W0704"
[[setup]]
unit = "ger-inf-y"
at = "W0704"
[[setup]]
unit = "ger-inf"
at = "W0704"
`

// skirmishScenario is the test scenario with skirmishSetup, written
// beside a copy of the test maps in dir, and its path.
func skirmishScenario(tb testing.TB, dir string) (*scenarios.Scenario, string) {
	tb.Helper()
	orig, err := os.ReadFile(testScenario)
	if err != nil {
		tb.Fatal(err)
	}
	for _, f := range []string{"west.toml", "england.toml"} {
		b, err := os.ReadFile(filepath.Join(filepath.Dir(testScenario), f))
		if err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	p := filepath.Join(dir, "skirmish.toml")
	if err := os.WriteFile(p, append(orig, skirmishSetup...), 0o644); err != nil {
		tb.Fatal(err)
	}
	s, err := scenarios.LoadFile(p)
	if err != nil {
		tb.Fatal(err)
	}
	return s, p
}

// Random play from a crowded front, players choosing and automatic: the
// generic checks hold through the players' choices (step losses, the
// AFB's push-out, the tank's double), and with automatic losses no
// decision ever waits. Two games (seed 3's with automatic losses); six
// under make soak (rulestest.Seeds).
func TestRandomPlaySkirmish(t *testing.T) {
	_, path := skirmishScenario(t, t.TempDir())
	seeds := rulestest.Seeds([]uint64{2, 3}, 6)
	chosen := map[string]int{}
	for _, seed := range seeds {
		o := rules.Options{OptStackLimit: []int{3, 4}[seed%2], OptAutoLosses: seed%3 == 0}
		g, err := rules.StartGame(path, o, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 11)), EndBias: 0.02}
		playChecked(t, g, c, 40000, 25, true, 0)
		if err := rulestest.CheckReplayAndSave(g); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		countChoices(g, chosen)
	}
	t.Logf("choices made: %v", chosen)
	for _, what := range []string{"lose", "retreat", "automatic retreat", "air move"} {
		if chosen[what] == 0 {
			t.Errorf("no %q in %d games: the decisions went untested", what, len(seeds))
		}
	}
}
