package rulestest

import (
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// Game is one game a conformance suite plays: a scenario reference
// ("builtin:NAME" or a file path), options and seed.
type Game struct {
	Scenario string
	Options  rules.Options
	Seed     uint64
	// Chooser, when set, is this game's random player (else the suite's);
	// CheckEvery, when set, this game's (a long game checks less often).
	Chooser    func(seed uint64) Chooser
	CheckEvery int
	// Actions, when set, is how far this game plays (a sample of a long
	// game, as under -short); 0: to its end.
	Actions int
}

// Invariant checks a game after an action; before is the status before
// that action (at the start of play, the status now: an invariant holds
// from the start). Its error fails the test.
type Invariant func(g *rules.Game, before rules.Status) error

// Suite declares what Conformance checks of one rules module. Only Games
// and Verbs are required.
type Suite struct {
	// Games are played at random to their end (within MaxActions), each
	// action checked; under -short each only to ShortActions actions.
	Games []Game
	// Chooser is the random player of a game by its seed; nil: an end
	// bias of 0.05 drawn from the seed.
	Chooser func(seed uint64) Chooser
	// MaxActions is the length a game must end within (0: 20,000);
	// ShortActions how far a game plays under -short (0: 300).
	MaxActions, ShortActions int
	// CheckEvery is how often (every n actions; 0: 20) Legal is held to
	// Check (CheckLegalAgreesWithCheck, refusals citing a section of the
	// module's rules reference), to the legal filter (CheckLegalFilter)
	// and to the window's contract.
	CheckEvery int
	// Invariants makes, for each game played, the module's checks after
	// every action (nil: none beyond the suite's own); a new one a game,
	// so that it may remember what it saw (a tunnel once sealed).
	Invariants func(g *rules.Game) Invariant
	// Verbs are every verb of the module: random play (or a Targeted
	// state) must apply each of them at least once. Things are what else
	// must happen in some game (an automatic retreat, an air move), as
	// Reached names what a game did.
	Verbs, Things []string
	Reached       func(g *rules.Game) []string
	// Targeted are games in a state where a rare verb is legal, by verb
	// (a state set up by hand: rules.Game.Fork): the verb is applied
	// there with the checks of playTargeted.
	Targeted map[string]func(t *testing.T) *rules.Game
	// ContractActions is how many actions of each game's opening
	// CheckWindowContract plays (0: 150).
	ContractActions int
	// Undo is the game undo is checked on (nil: Games[0]), UndoRounds how
	// many times it plays on and undoes everything it did (0: 10).
	Undo       *Game
	UndoRounds int
}

// short is how far a game plays under -short.
func (s Suite) short() int {
	if s.ShortActions > 0 {
		return s.ShortActions
	}
	return 300
}

// chooser is the suite's random player for seed.
func (s Suite) chooser(seed uint64) Chooser {
	if s.Chooser != nil {
		return s.Chooser(seed)
	}
	return Chooser{Rand: rand.New(rand.NewPCG(seed, 7)), EndBias: 0.05}
}

// Conformance runs every check a rules module must pass, as subtests:
// random legal play of the suite's games to their end with the
// SecretsChecker and the module's invariants after every action, Legal
// agreeing with Check (refusals citing the rules reference), the legal
// filter and the window's contract along the way, the log replayed and a
// save loaded back to the same game; every verb reached (by random play
// or a targeted state); undo of everything. A module's FuzzRandomPlay
// plays its inputs with FuzzPlay, under the same checks. Under -short the
// games are samples (ShortActions), and a verb they do not reach is
// logged, not failed: the whole games of the full run must reach it.
func Conformance(t *testing.T, s Suite) {
	t.Helper()
	if len(s.Games) == 0 || len(s.Verbs) == 0 {
		t.Fatal("rulestest: a conformance suite needs games and verbs")
	}
	reached := map[string]bool{}
	for _, gm := range s.Games {
		t.Run("play/"+gm.name(), func(t *testing.T) {
			g := start(t, gm)
			limit := gm.Actions
			if testing.Short() && (limit == 0 || limit > s.short()) {
				limit = s.short()
			}
			c := s.chooser(gm.Seed)
			if gm.Chooser != nil {
				c = gm.Chooser(gm.Seed)
			}
			gs := s
			if gm.CheckEvery != 0 {
				gs.CheckEvery = gm.CheckEvery
			}
			PlayChecked(t, gs, g, c, limit)
			if err := CheckReplayAndSave(g); err != nil {
				t.Fatal(err)
			}
			for _, e := range g.Log() {
				reached[e.Action.Verb] = true
			}
			if s.Reached != nil {
				for _, what := range s.Reached(g) {
					reached[what] = true
				}
			}
			t.Logf("%d actions, %s", len(g.Log()), g.Status().Result)
		})
		t.Run("contract/"+gm.name(), func(t *testing.T) {
			n := s.ContractActions
			if n == 0 {
				n = 150
			}
			g := start(t, gm)
			if err := CheckWindowContract(g, sides(g), ContractChooser(gm.Seed), n); err != nil {
				t.Fatal(err)
			}
		})
	}
	t.Run("targeted", func(t *testing.T) {
		for _, verb := range slices.Sorted(maps.Keys(s.Targeted)) {
			if err := playTargeted(t, s, verb); err != nil {
				t.Errorf("the targeted state for %q: %v", verb, err)
				continue
			}
			reached[verb] = true
		}
	})
	t.Run("reachability", func(t *testing.T) {
		var never []string
		for _, v := range append(slices.Clone(s.Verbs), s.Things...) {
			if !reached[v] {
				never = append(never, v)
			}
		}
		if len(never) == 0 {
			return
		}
		if testing.Short() {
			t.Logf("not reached by the shorter games of -short (the full run must reach them): %v", never)
			return
		}
		t.Errorf("no game applied %v: give the suite a Targeted state for each, or games that reach them", never)
	})
	t.Run("undo", func(t *testing.T) {
		gm := s.Games[0]
		if s.Undo != nil {
			gm = *s.Undo
		}
		g := start(t, gm)
		c := s.chooser(gm.Seed + 1000)
		rounds := s.UndoRounds
		if rounds == 0 {
			rounds = 10
		}
		for k := 0; k < rounds && !g.Status().Over; k++ {
			if err := CheckUndoAll(g, c, 8); err != nil {
				t.Fatal(err)
			}
			if res, err := RandomPlay(g, c, 25); err != nil && res.Actions < 25 && !g.Status().Over {
				t.Fatal(err)
			}
		}
	})
}

// name names gm in a subtest: its scenario's file name and seed.
func (gm Game) name() string {
	base := strings.TrimSuffix(filepath.Base(strings.TrimPrefix(gm.Scenario, scenarios.BuiltinPrefix)), ".toml")
	return fmt.Sprintf("%s/seed-%d", base, gm.Seed)
}

// start starts gm's game, failing t when it cannot.
func start(t testing.TB, gm Game) *rules.Game {
	t.Helper()
	g, err := rules.StartGame(gm.Scenario, gm.Options, gm.Seed, false)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// sides are the side ids of g's scenario.
func sides(g *rules.Game) []string {
	var out []string
	for _, sd := range g.Scenario.Sides {
		out = append(out, sd.ID)
	}
	return out
}

// PlayChecked plays g at random (c chooses) to its end, within the
// suite's MaxActions, or to at most limit actions when limit > 0 (a
// sample: the game may go on), checking after every action that nothing
// reaches a side it may not see (SecretsChecker) and the suite's
// invariants, and every CheckEvery actions Legal against Check, the legal
// filter and the window's contract. A legal action refused, a dead end or
// a panic fails t. It is the body of Conformance's games and of a module's
// FuzzRandomPlay (FuzzPlay).
func PlayChecked(t testing.TB, s Suite, g *rules.Game, c Chooser, limit int) {
	t.Helper()
	max := s.MaxActions
	if max == 0 {
		max = 20000
	}
	every := s.CheckEvery
	if every == 0 {
		every = 20
	}
	var inv Invariant
	if s.Invariants != nil {
		inv = s.Invariants(g)
	}
	all := sides(g)
	secrets := &SecretsChecker{Rand: rand.New(rand.NewPCG(g.Seed, 2)), Probes: 3}
	if err := secrets.Check(g); err != nil {
		t.Fatalf("at the start: %v", err)
	}
	if inv != nil {
		if err := inv(g, g.Status()); err != nil {
			t.Fatalf("at the start: %v", err)
		}
	}
	for n := 0; !g.Status().Over && (limit <= 0 || n < limit); n++ {
		if limit <= 0 && n >= max {
			t.Fatalf("the game did not end within %d actions", max)
		}
		if every > 0 && n%every == 0 {
			if err := checkNow(g, all, c.Rand); err != nil {
				t.Fatalf("after %d actions: %v", n, err)
			}
		}
		before := g.Status()
		if _, err := RandomPlay(g, c, 1); err != nil && !errors.Is(err, ErrNotOver) {
			t.Fatal(err)
		}
		if err := secrets.Check(g); err != nil {
			t.Fatalf("after %d actions (%s): %v", n+1, lastAction(g), err)
		}
		if inv != nil {
			if err := inv(g, before); err != nil {
				t.Fatalf("after %d actions (%s): %v", n+1, lastAction(g), err)
			}
		}
	}
}

// checkNow holds g's Legal to Check (with refusals citing the module's
// rules reference), to the legal filter and to the window's contract.
func checkNow(g *rules.Game, all []string, r *rand.Rand) error {
	if err := CheckLegalAgreesWithCheck(g, all, r); err != nil {
		return err
	}
	if err := CheckLegalFilter(g, all, r, 8); err != nil {
		return err
	}
	return CheckWindowContract(g, all, Chooser{Rand: r}, 0)
}

// lastAction is g's last logged action as text.
func lastAction(g *rules.Game) string {
	log := g.Log()
	if len(log) == 0 {
		return "none"
	}
	return log[len(log)-1].Action.String()
}

// playTargeted applies verb in the suite's targeted state for it: it must
// be legal there for some active side, Legal must agree with Check there,
// and the action apply and keep the suite's invariants. A targeted state
// is usually set up by hand (rules.Game.Fork), so its log is not replayed.
func playTargeted(t *testing.T, s Suite, verb string) error {
	g := s.Targeted[verb](t)
	var legal []rules.Action
	for _, side := range g.Status().Active {
		legal = append(legal, rules.FilterActions(g.Legal(side), verb, "")...)
	}
	if len(legal) == 0 {
		return fmt.Errorf("%q is not legal there (%s %s, active %v)", verb, g.Status().TurnName, g.Status().PhaseName, g.Status().Active)
	}
	if err := checkNow(g, sides(g), rand.New(rand.NewPCG(1, 1))); err != nil {
		return err
	}
	before := g.Status()
	r := rand.New(rand.NewPCG(2, 2))
	for {
		_, err := g.Apply(legal[0])
		var nd *rules.NeedDice
		if errors.As(err, &nd) { // a fork rolls manual dice: enter them
			for range nd.N {
				g.EnterDice(1 + r.IntN(nd.Sides))
			}
			continue
		}
		if err != nil {
			return fmt.Errorf("%q is listed as legal but: %v", legal[0], err)
		}
		break
	}
	if s.Invariants != nil {
		return s.Invariants(g)(g, before)
	}
	return nil
}

// FuzzPlay is the body of a module's FuzzRandomPlay: g (the game the
// fuzz input chose) played at random from seed with an end bias drawn
// from bias (0.01 to 0.51), for at most actions actions (the whole game
// under make soak), with the checks after every action of PlayChecked.
func FuzzPlay(t *testing.T, s Suite, g *rules.Game, seed uint64, bias uint8, actions int) {
	t.Helper()
	c := s.chooser(seed)
	c.EndBias = 0.01 + float64(bias)/255*0.5
	s.CheckEvery = -1 // the input's time goes to play; the tests check Legal
	PlayChecked(t, s, g, c, Sample(actions, 0))
}

// RefusalCites reports whether err is a *rules.Refusal citing a section
// of st's rules reference (when st has one, rules.Referencer).
func RefusalCites(st rules.State, err error) error {
	r, ok := err.(*rules.Refusal)
	if !ok {
		return fmt.Errorf("refused with %T %v, want a *rules.Refusal citing the rule", err, err)
	}
	if ref, ok := st.(rules.Referencer); ok && ref.Reference().RuleSection(r.Rule) == nil {
		return fmt.Errorf("the refusal %q cites %q, which is not a section of the rules reference", r.Reason, r.Rule)
	}
	return nil
}
