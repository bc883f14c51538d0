package app

import (
	"math/rand/v2"
	"slices"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
)

// toyBattle is freeplay with one battle at W0403 on the test-hex-flat
// scenario, fought from the start as a module of issue 28 fights it: the
// Allies (defending) choose AT guns, round 1 is rolled, the Central Powers
// (attacking with the two infantry of W0906 and the artillery of W1005)
// lose two units of their choice and the Allies one, then the attacker
// presses on (at most to round 2: "toy battle 3") or retreats to W0906 or
// W1005. While it lasts the Central Powers' data holds the public
// "battle" entry; each round logs a public roll and a roll only the
// Allies see.
type toyBattle struct{}

func (toyBattle) ID() string   { return "app-battle" }
func (toyBattle) Name() string { return "Battle (test)" }
func (toyBattle) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	if err != nil {
		return nil, err
	}
	b := &toyBattleState{State: st, Step: "at-guns"}
	b.Attackers = append(b.units("ger-inf")[:2], b.units("ger-art")...)
	return b, nil
}

func init() { rules.Register(toyBattle{}) }

type toyBattleState struct {
	rules.State
	Step  string // at-guns, lose-a, lose-d, press; "" once over
	Round int
	Due   int // losses still to take at lose-a and lose-d
	Lost  []string
	// Attackers are the attacking units' ids: W0906's two infantry and
	// the artillery.
	Attackers []string
}

// units are the ids of the live units of type typ (in set-up order).
func (s *toyBattleState) units(typ string) []string {
	var out []string
	for _, u := range s.State.View("").Units {
		if u.Type == typ && u.Cell != "" && u.Map == "test-hex-flat" && !slices.Contains(s.Lost, u.ID) {
			out = append(out, u.ID)
		}
	}
	return out
}

// attackers are the attacking units still in the battle.
func (s *toyBattleState) attackers() []string {
	return slices.DeleteFunc(slices.Clone(s.Attackers), func(id string) bool { return slices.Contains(s.Lost, id) })
}

// decider is the side whose choice the battle waits for.
func (s *toyBattleState) decider() string {
	if s.Step == "at-guns" || s.Step == "lose-d" {
		return "allies"
	}
	return "central"
}

func (s *toyBattleState) Legal(side string) []rules.Action {
	if s.Step == "" {
		return s.State.Legal(side)
	}
	if side != s.decider() {
		return nil
	}
	act := func(verb string, args ...string) rules.Action {
		return rules.Action{Side: side, Verb: verb, Args: args}
	}
	var out []rules.Action
	switch s.Step {
	case "at-guns":
		out = append(out, act("at-guns", "0"), act("at-guns", "1"))
	case "lose-a":
		for _, id := range s.attackers() {
			out = append(out, act("lose", id))
		}
	case "lose-d":
		for _, id := range s.units("brit-inf") {
			out = append(out, act("lose", id))
		}
	case "press":
		if s.Round < 2 {
			out = append(out, act("press-on"))
		}
		out = append(out, act("retreat", "W0906"), act("retreat", "W1005"))
	}
	return out
}

func (s *toyBattleState) Check(a rules.Action) error {
	if s.Step == "" {
		return s.State.Check(a)
	}
	if slices.ContainsFunc(s.Legal(a.Side), a.Equal) {
		return nil
	}
	if a.Verb == "press-on" {
		return rules.Refuse(a, "toy battle 3", "two rounds at most")
	}
	return rules.Refuse(a, "toy battle 1", "not a choice of the battle now")
}

// round rolls a round: the attacker's public roll, the Allies' secret one.
func (s *toyBattleState) round(ctx *rules.Context) error {
	s.Round++
	d, err := ctx.Roll(3, 6)
	if err != nil {
		return err
	}
	ctx.LogRoll("", rules.Roll{For: "Central Powers attack W0403, round " + strconv.Itoa(s.Round) + ", hit on 2 or less", Dice: d, Sides: 6, Result: "some hits"})
	ctx.LogTo(rules.SidesOnly("allies"), "Allied secret roll at W0403: [5]")
	s.Step, s.Due = "lose-a", min(2, len(s.attackers()))
	if s.Due == 0 {
		s.next()
	}
	return nil
}

// next goes on from a side's losses taken: to the defender's, then to
// the attacker's choice to press on or retreat.
func (s *toyBattleState) next() {
	if s.Step == "lose-a" {
		s.Step, s.Due = "lose-d", min(1, len(s.units("brit-inf")))
		if s.Due > 0 {
			return
		}
	}
	s.Step = "press"
}

func (s *toyBattleState) Apply(a rules.Action, ctx *rules.Context) error {
	if s.Step == "" {
		return s.State.Apply(a, ctx)
	}
	switch a.Verb {
	case "at-guns":
		ctx.Logf("The Allies fire %s AT guns at W0403 (hit tanks on 3 or less): [3] — 1 hit", a.Args[0])
		return s.round(ctx)
	case "lose":
		s.Lost = append(s.Lost, a.Args[0])
		ctx.Logf("%s lost at W0403", a.Args[0])
		if s.Due--; s.Due == 0 {
			s.next()
		}
	case "press-on":
		return s.round(ctx)
	case "retreat":
		ctx.Logf("The Central Powers retreat from W0403 to %s", a.Args[0])
		s.Step = ""
	}
	return nil
}

func (s *toyBattleState) Status() rules.Status {
	st := s.State.Status()
	if s.Step == "" {
		return st
	}
	side := s.decider()
	legal := s.Legal(side)
	def := legal[0]
	if s.Step == "lose-a" {
		def = legal[len(legal)-1] // the artillery: the suggestion is not the first choice
	}
	if s.Step == "at-guns" {
		def = legal[1]
	}
	st.Active = []string{side}
	st.Decision = &rules.Decision{Side: side, Prompt: "Battle at W0403: " + s.Step, Rule: "toy battle 2", Default: def}
	return st
}

func (s *toyBattleState) View(viewer string) rules.View {
	v := s.State.View(viewer)
	v.Status = s.Status()
	if s.Step == "" {
		return v
	}
	att := s.attackers()
	var units []rules.UnitView
	for _, u := range v.Units {
		if slices.Contains(s.Lost, u.ID) {
			continue
		}
		if slices.Contains(att, u.ID) {
			u.Cell = "W0403"
		}
		units = append(units, u)
	}
	v.Units = units
	v.SetSide("central", rules.SideEntry{Key: "battle", Label: "Battle", Text: "W0403"})
	return v
}

func (s *toyBattleState) Clone() rules.State {
	c := *s
	c.State = s.State.Clone()
	c.Lost = slices.Clone(s.Lost)
	c.Attackers = slices.Clone(s.Attackers)
	return &c
}

// Forecast answers press-on with the exact odds of the two sides' units
// as they stand, each hitting on 1 or 2.
func (s *toyBattleState) Forecast(a rules.Action) (rules.Forecast, bool) {
	if a.Verb != "press-on" || s.Check(a) != nil {
		return rules.Forecast{}, false
	}
	side := func(name string, n int) rules.BattleSide {
		sd := rules.BattleSide{Name: name}
		for range n {
			sd.Fighters = append(sd.Fighters, rules.Fighter{Name: "infantry", Hit: rules.HitOn(2, 6), Cost: 3})
		}
		return sd
	}
	o, err := rules.Battle{Sides: [2]rules.BattleSide{side("Attacker", len(s.attackers())), side("Defender", len(s.units("brit-inf")))}}.Odds()
	if err != nil {
		return rules.Forecast{}, false
	}
	return rules.Forecast{Title: "Battle at W0403", Battle: &o, Outcomes: o.Distribution()}, true
}
