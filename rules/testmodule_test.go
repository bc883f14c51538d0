package rules_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"sandtable/rules"
	"sandtable/scenarios"
)

// race is a tiny module for the engine's own tests: sides take turns; on
// its turn a side may "add N" (N = 1..3) to its score any number of times,
// "roll" a d6 and add it, "peek" at a secret (a reveal), "flash" a secret
// of its own at the others (a reveal to the others), or "end-phase".
// The first side to reach 30 wins; after the last turn it is a draw. At
// set-up it draws a secret number from the set-up randomness, as a module
// drawing aliases would (the dice must not notice).
type race struct{}

func (race) ID() string   { return "race" }
func (race) Name() string { return "Race (engine test module)" }

func (race) New(s *scenarios.Scenario, opts rules.Options, setup *rand.Rand) (rules.State, error) {
	st := &raceState{Turns: s.Turns.Names, Score: map[string]int{}}
	if setup != nil {
		st.Secret = setup.Uint64()
	}
	for _, sd := range s.Sides {
		st.Sides = append(st.Sides, sd.ID)
	}
	return st, nil
}

type raceState struct {
	Sides   []string
	Turns   []string
	Turn    int
	Active  int
	Score   map[string]int
	Peeked  bool
	Flashed bool
	Winner  string
	Secret  uint64 // drawn at set-up
}

func (s *raceState) over() bool { return s.Winner != "" || s.Turn >= len(s.Turns) }

func (s *raceState) Legal(side string) []rules.Action {
	if s.over() || side != s.Sides[s.Active] {
		return nil
	}
	out := []rules.Action{}
	for n := 1; n <= 3; n++ {
		out = append(out, rules.Action{Side: side, Verb: "add", Args: []string{strconv.Itoa(n)}})
	}
	out = append(out, rules.Action{Side: side, Verb: "roll"}, rules.Action{Side: side, Verb: "end-phase"})
	if !s.Peeked {
		out = append(out, rules.Action{Side: side, Verb: "peek"})
	}
	if !s.Flashed {
		out = append(out, rules.Action{Side: side, Verb: "flash"})
	}
	return out
}

func (s *raceState) Check(a rules.Action) error {
	for _, l := range s.Legal(a.Side) {
		if l.Equal(a) {
			return nil
		}
	}
	if s.over() {
		return rules.Refuse(a, "race 3", "the race is over")
	}
	if a.Side != s.Sides[s.Active] {
		return rules.Refuse(a, "race 1", "it is %s's turn", s.Sides[s.Active])
	}
	return rules.Refuse(a, "race 2", "%q is not a move in the race", a.String())
}

func (s *raceState) Apply(a rules.Action, ctx *rules.Context) error {
	switch a.Verb {
	case "add":
		n, _ := strconv.Atoi(a.Args[0])
		s.Score[a.Side] += n
		ctx.Logf("%s adds %d", a.Side, n)
	case "roll":
		f, err := ctx.Roll(1, 6)
		if err != nil {
			return err
		}
		s.Score[a.Side] += f[0]
		ctx.LogRoll(a.Side+" rolls", rules.Roll{For: "race roll", Dice: f, Sides: 6, Total: f[0], Result: fmt.Sprintf("+%d", f[0])})
	case "peek":
		s.Peeked = true
		ctx.Reveal("the secret")
	case "flash":
		s.Flashed = true
		ctx.RevealToOthers("a glimpse")
	case "end-phase":
		s.Active++
		if s.Active == len(s.Sides) {
			s.Active = 0
			s.Turn++
		}
	}
	if s.Score[a.Side] >= 30 {
		s.Winner = a.Side
	}
	return nil
}

func (s *raceState) Clone() rules.State {
	c := *s
	c.Sides = append([]string(nil), s.Sides...)
	c.Score = map[string]int{}
	for k, v := range s.Score {
		c.Score[k] = v
	}
	return &c
}

func (s *raceState) Status() rules.Status {
	st := rules.Status{Turn: s.Turn, Phase: "race", PhaseName: "Race"}
	if s.Turn < len(s.Turns) {
		st.TurnName = s.Turns[s.Turn]
	}
	switch {
	case s.Winner != "":
		st.Over, st.Result = true, s.Winner+" wins"
	case s.Turn >= len(s.Turns):
		st.Over, st.Result = true, "draw"
	default:
		st.Active = []string{s.Sides[s.Active]}
	}
	return st
}

func (s *raceState) View(side string) rules.View {
	return rules.View{Side: side, Status: s.Status(), VP: s.Score}
}

func init() { rules.Register(race{}) }

// raceScenario is a bundled scenario switched to the race module.
func raceScenario() *scenarios.Scenario {
	s, err := scenarios.Builtin("test-square")
	if err != nil {
		panic(err)
	}
	c := *s
	c.Module = "race"
	return &c
}
