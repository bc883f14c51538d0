package vernian

import (
	"fmt"
	"maps"
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

// checks are the module's invariants after every action of random
// play (rulestest.Conformance): the tunnel never reopens once sealed, the
// log names units for people, a pending decision agrees with the legal
// list, and the board's invariants (stacking checked when stacking).
func checks(stacking bool) func(g *rules.Game) rulestest.Invariant {
	return func(g *rules.Game) rulestest.Invariant {
		sealed := false
		return func(g *rules.Game, before rules.Status) error {
			st := g.State().(*State)
			if sealed && !st.Tunnel.Sealed {
				return fmt.Errorf("the tunnel reopened")
			}
			sealed = st.Tunnel.Sealed
			if log := g.Log(); len(log) > 0 {
				if err := namesForPeople(st, log[len(log)-1]); err != nil {
					return err
				}
			}
			if err := decisionAgrees(g); err != nil {
				return err
			}
			if err := invariants(st, before.Phase != g.Status().Phase, stacking); err != nil {
				return fmt.Errorf("%s: %v", st.describe(), err)
			}
			return nil
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

// testOptions are the options of the test scenario's games, by seed.
var testOptions = []rules.Options{
	nil,
	{OptStackLimit: 3, OptAutoLosses: true},
	{OptStackLimit: 4, OptDoubling: "each"},
	{OptOperationalTurns: 1, OptAutoLosses: true},
	{OptOperationalTurns: 4, OptStackLimit: 3},
}

// suite is the module's conformance suite. Random legal play of the test
// scenario runs to the game's end under every option: three games (seeds
// 3, 5 and 7: one operational turn with automatic losses, the defaults,
// doubling at each combat), eight under make soak (rulestest.Seeds), and
// two with the defaults that build inventions and use them. The
// skirmish (a crowded front: step losses, the AFB's push-out, the tank's
// double), players choosing and automatic: two games, six under make
// soak. The bundled scenario, which must load, stacking included: the
// first 300 actions of two games (the set-ups and the first Operational
// Turns), both to their end under make soak. Between them they make every
// choice (lose, retreat, an automatic retreat, an air move); the verbs
// they never apply have targeted states (targeted_test.go).
func suite(tb testing.TB) rulestest.Suite {
	_, skirmish := skirmishScenario(tb, tb.TempDir())
	s := rulestest.Suite{
		MaxActions: 40000,
		CheckEvery: 20,
		Invariants: checks(true),
		Verbs:      book.Names(),
		Things:     []string{"lose", "retreat", "automatic retreat", "air move"},
		Reached: func(g *rules.Game) []string {
			chosen := map[string]int{}
			countChoices(g, chosen)
			return slices.Collect(maps.Keys(chosen))
		},
		Undo:       &rulestest.Game{Scenario: testScenario, Seed: 5},
		UndoRounds: 20,
		Targeted:   targeted,
	}
	for _, seed := range rulestest.Seeds([]uint64{3, 5, 7}, 8) {
		s.Games = append(s.Games, rulestest.Game{Scenario: testScenario, Options: testOptions[int(seed)%len(testOptions)], Seed: seed,
			Chooser: func(seed uint64) rulestest.Chooser {
				return rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 7)), EndBias: 0.01 + float64(seed%4)*0.02}
			}})
	}
	// Seeds 3 and 4 build inventions and use them: WCPDs rolled for and
	// Storms placed, generators built and placed.
	for seed := uint64(3); seed <= 4; seed++ {
		s.Games = append(s.Games, rulestest.Game{Scenario: testScenario, Seed: seed, CheckEvery: 50,
			Chooser: func(seed uint64) rulestest.Chooser {
				return rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 7)), EndBias: 0.02}
			}})
	}
	for _, seed := range rulestest.Seeds([]uint64{2, 3}, 6) {
		s.Games = append(s.Games, rulestest.Game{Scenario: skirmish, Options: rules.Options{OptStackLimit: []int{3, 4}[seed%2], OptAutoLosses: seed%3 == 0}, Seed: seed, CheckEvery: 25,
			Chooser: func(seed uint64) rulestest.Chooser {
				return rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 11)), EndBias: 0.02}
			}})
	}
	for seed := uint64(1); seed <= 2; seed++ {
		s.Games = append(s.Games, rulestest.Game{Scenario: "builtin:vernian", Options: rules.Options{OptAutoLosses: seed == 2}, Seed: seed, CheckEvery: 60, Actions: rulestest.Sample(300, 0),
			Chooser: func(seed uint64) rulestest.Chooser {
				return rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 9)), EndBias: 0.03}
			}})
	}
	return s
}

// The module passes the conformance checks every rules module must
// (rulestest.Conformance).
func TestConformance(t *testing.T) { rulestest.Conformance(t, suite(t)) }

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
	suite := suite(f)
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
		rulestest.FuzzPlay(t, suite, g, seed, bias, fuzzActions(bias))
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
