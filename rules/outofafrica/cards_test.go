package outofafrica

import (
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// cardsScenario is lane 3's test scenario: the shared one with small
// decks, war status thresholds 2 and 4, hands of 4 and 5.
const cardsScenario = "testdata/oa-cards.toml"

// laneVerbs are lane 3's verbs.
var laneVerbs = []string{"play", "pass", "roll-die", "replace", "rebuild", "choose", "done", "adjust-move", "adjust-step", "adjust-control", "adjust-rp", "adjust-vp"}

// newCardsGame is a game of the cards scenario with seeded dice.
func newCardsGame(t testing.TB, seed uint64) *rules.Game {
	t.Helper()
	s, err := scenarios.LoadFile(cardsScenario)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(s, rules.DefaultOptions(s), seed, false)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// steerCards plays g on until want(g) holds, picking at each step the first
// legal action prefer accepts (in its order of preference), else the
// end of the phase, else the first legal action; false when the game
// ends or max actions pass first.
func steerCards(t testing.TB, g *rules.Game, want func(g *rules.Game) bool, prefer []func(a rules.Action) bool, max int) bool {
	t.Helper()
	for n := 0; n < max; n++ {
		if want(g) {
			return true
		}
		st := g.Status()
		if st.Over || len(st.Active) == 0 {
			return false
		}
		legal := g.Legal(st.Active[0])
		pick := rules.Action{}
	choose:
		for _, p := range prefer {
			for _, a := range legal {
				if p(a) {
					pick = a
					break choose
				}
			}
		}
		if pick.Verb == "" {
			for _, a := range legal {
				if a.Verb == rules.VerbEndPhase {
					pick = a
				}
			}
		}
		if pick.Verb == "" {
			pick = legal[0]
		}
		if _, err := g.Apply(pick); err != nil {
			t.Fatalf("%v: %v", pick, err)
		}
	}
	return false
}

// cardVerbLegal is a want for steerCards: some legal action of the acting side
// has verb.
func cardVerbLegal(verb string) func(g *rules.Game) bool {
	return func(g *rules.Game) bool {
		for _, side := range g.Status().Active {
			for _, a := range g.Legal(side) {
				if a.Verb == verb {
					return true
				}
			}
		}
		return false
	}
}

// isCardAction matches actions by verb and optional arguments.
func isCardAction(verb string, args ...string) func(a rules.Action) bool {
	return func(a rules.Action) bool {
		if a.Verb != verb || len(a.Args) < len(args) {
			return false
		}
		for i, w := range args {
			if w != "" && a.Args[i] != w {
				return false
			}
		}
		return true
	}
}

// rpFor matches a card played for RPs that gives pool some.
func rpFor(g *rules.Game, pool string) func(a rules.Action) bool {
	return func(a rules.Action) bool {
		if a.Verb != "play" || a.Args[1] != UseRP {
			return false
		}
		return g.State().(*State).card(a.Args[0]).RP[pool] > 0
	}
}

// targetedCards is a game of the cards scenario steered until verb is
// legal.
func targetedCards(verb string, prefer ...func(g *rules.Game) func(a rules.Action) bool) func(t *testing.T) *rules.Game {
	return func(t *testing.T) *rules.Game {
		for seed := uint64(1); seed <= 30; seed++ {
			g := newCardsGame(t, seed)
			var ps []func(a rules.Action) bool
			for _, p := range prefer {
				ps = append(ps, p(g))
			}
			ps = append(ps, isCardAction("roll-die", "sr"), isCardAction("play", "", UseSR), isCardAction("pass"), isCardAction("done"))
			if steerCards(t, g, cardVerbLegal(verb), ps, 400) {
				return g
			}
		}
		t.Fatalf("no game of %s reaches a state where %s is legal", cardsScenario, verb)
		return nil
	}
}

// raisesWarStatus prefers a card event with a war status value (on to
// Limited and Total War).
func raisesWarStatus(g *rules.Game) func(a rules.Action) bool {
	return func(a rules.Action) bool {
		return a.Verb == "play" && a.Args[1] == UseEvent && g.State().(*State).card(a.Args[0]).WS > 0
	}
}

// targetedReplace is a game of the cards scenario played on, cards
// played for RPs, to a replacement phase where the acting side holds
// RPs, then forked with a full-strength unit of it on the map, of a
// nation with RPs, reduced (a state set up by hand: random play seldom
// reduces a unit that then survives to the replacement phase).
func targetedReplace(t *testing.T) *rules.Game {
	for seed := uint64(1); seed <= 30; seed++ {
		g := newCardsGame(t, seed)
		ps := []func(a rules.Action) bool{isCardAction("play", "", UseRP), isCardAction("roll-die", "sr"), isCardAction("play", "", UseSR), isCardAction("pass"), isCardAction("done")}
		for steerCards(t, g, func(g *rules.Game) bool {
			st := g.State().(*State)
			return st.Phase == PhaseReplacement && book.Current(st).ID == PhaseReplacement && len(st.Tracks.RP) > 0
		}, ps, 400) {
			st := g.State().Clone().(*State)
			for i := range st.Units {
				u := &st.Units[i]
				if u.Side != st.Side || !u.Loc.OnMap() || u.Step != 0 || rules.StepCount(st.fixed.s, u) < 2 {
					continue
				}
				u.Step = 1
				if st.Check(rules.Action{Side: st.Side, Verb: "replace", Args: []string{st.Units.Ref(i)}}) == nil {
					return g.Fork(st)
				}
				u.Step = 0
			}
			// None here: on to the next replacement phase.
			if _, err := g.Apply(rules.Action{Side: st.Side, Verb: rules.VerbEndPhase}); err != nil {
				break
			}
		}
	}
	t.Fatalf("no game of %s reaches a replacement phase where a unit may be replaced", cardsScenario)
	return nil
}

// manualEvent prefers a card event with no handler (the adjudication).
func manualEvent(g *rules.Game) func(a rules.Action) bool {
	return func(a rules.Action) bool {
		if a.Verb != "play" || a.Args[1] != UseEvent {
			return false
		}
		_, auto := eventOf(a.Args[0])
		return !auto && !g.State().(*State).card(a.Args[0]).CC
	}
}

func init() {
	targeted["play"] = targetedCards("play")
	for _, v := range []string{"done", "adjust-move", "adjust-step", "adjust-control", "adjust-rp", "adjust-vp"} {
		targeted[v] = targetedCards(v, manualEvent)
	}
	targeted["choose"] = targetedCards("choose", func(*rules.Game) func(a rules.Action) bool { return isCardAction("play", "C32", UseEvent) }, raisesWarStatus)
	targeted["replace"] = targetedReplace
	targeted["rebuild"] = targetedCards("rebuild", func(g *rules.Game) func(a rules.Action) bool { return rpFor(g, "ge") },
		func(g *rules.Game) func(a rules.Action) bool { return rpFor(g, "br") })
}

// Random play of the cards scenario to its end, with the differential
// secrets check: a hand swapped for cards of the deck changes nothing the
// other alliance receives (its view, log, legal actions, refusals,
// status), and no card id of the other hand reaches it (SecretWords).
func TestCardsConformance(t *testing.T) {
	s := rulestest.Suite{Verbs: laneVerbs, Targeted: targeted,
		Chooser: func(seed uint64) rulestest.Chooser {
			return rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 7)), EndBias: 0.05, Rare: adjustVerbs, RareP: 0.01}
		},
		Invariants: func(g *rules.Game) rulestest.Invariant {
			diff := &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(g.Seed, 3))}
			return func(g *rules.Game, _ rules.Status) error { return diff.Check(g) }
		}}
	for seed := uint64(1); seed <= 3; seed++ {
		s.Games = append(s.Games, rulestest.Game{Scenario: cardsScenario, Seed: seed})
	}
	rulestest.Conformance(t, s)
}

// The differential checker is not idle on the cards scenario: it
// compares forks whose hands differ.
func TestHandsDiffCheckerCompares(t *testing.T) {
	g := newCardsGame(t, 5)
	diff := &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(5, 3))}
	c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(5, 4)), EndBias: 0.1, Rare: adjustVerbs, RareP: 0.01}
	for n := 0; n < 120 && !g.Status().Over; n++ {
		if err := diff.Check(g); err != nil {
			t.Fatal(err)
		}
		st := g.Status()
		if _, err := g.Apply(c.Choose(g.Legal(st.Active[0]))); err != nil {
			t.Fatal(err)
		}
	}
	if diff.Compared == 0 {
		t.Fatal("no fork compared")
	}
}
