package vernian

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Verb(kit.Verb[*State]{Name: "lose", Words: "choosing the unit that takes a step loss", Args: "UNIT", Rule: RuleLosses,
		Help: "When asked: takes the step loss the game waits for (of a combat result, a Monstrous Artillery hit or attrition) from UNIT, the owner's choice.",
		Gen:  genLose, Why: whyLose, Apply: applyLose,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			u, ok := st.argUnit(a, 0, viewer)
			if !ok {
				return "", false
			}
			return fmt.Sprintf("%s at %s takes the step loss", u, st.place(st.Units[st.unitArg(a.Args[0])].Loc)), true
		}})
	book.Verb(kit.Verb[*State]{Name: "push-out", Words: "choosing a unit the Armored Front Buster pushes on", Args: "UNIT", Rule: RuleAFB,
		Help: "When asked: sends UNIT, one of the units that were in a hex the AFB's push overstacked, on back a hex.",
		Gen:  genPushOut, Why: whyPushOut, Apply: applyPushOut,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			u, ok := st.argUnit(a, 0, viewer)
			if !ok {
				return "", false
			}
			return fmt.Sprintf("Send %s back from %s", u, st.place(st.Units[st.unitArg(a.Args[0])].Loc)), true
		}})
	book.Stage(kit.Stage[*State]{ID: "lose", Name: "step loss", Rule: RuleLosses, Choice: true, Verbs: []string{"lose"},
		Who:    (*State).chooser,
		RuleOf: func(st *State) string { return st.Pending.Losses[0].Rule },
		Prompt: func(st *State, _ string) string {
			l := &st.Pending.Losses[0]
			return st.lossPrompt(l, st.lossChoices(l))
		},
		Default: func(st *State) rules.Action {
			return st.firstChoice(st.lossChoices(&st.Pending.Losses[0]), "lose")
		}})
	book.Stage(kit.Stage[*State]{ID: "push-out", Name: "push", Rule: RuleAFB, Choice: true, Verbs: []string{"push-out"},
		Who:     (*State).chooser,
		Prompt:  func(st *State, _ string) string { return st.pushPrompt(st.Pending.Push) },
		Default: func(st *State) rules.Action { return st.firstChoice(st.pushChoices(st.Pending.Push), "push-out") }})
}

// firstChoice is the first of the units a choice may take, as the
// choosing side's verb action (the default), none when there are none.
func (st *State) firstChoice(units []int, verb string) rules.Action {
	if len(units) == 0 {
		return rules.Action{}
	}
	return rules.Action{Side: st.deciding(), Verb: verb, Args: []string{st.Units.Ref(units[0])}}
}

// Players' choices. Where the rules leave a choice to a unit's owner in
// the middle of a resolution - which unit takes a step loss (combat
// results, bombardment, attrition), where a retreating group goes (DR,
// AR), and which units the AFB's push sends on when it overstacks a hex -
// the resolution stops and waits (State.Pending) for that side's choice,
// one action per choice: lose UNIT, retreat HEX, push-out UNIT. While it
// waits, Status.Active is the choosing side (the defender chooses its own
// losses and retreat during the attacker's combat) and Legal lists exactly
// the choices; Status.Decision gives the prompt and the default. Forced
// cases resolve by themselves, and with the option automatic_losses every
// choice takes its default. When the last choice is made the resolution
// goes on (tanks left alone die, retreats, the advance, a hex cleared by
// bombardment).

// Pending is what is left of a resolution that waits for choices.
type Pending struct {
	// Losses are the step losses still to take, first first.
	Losses []Loss `json:"losses,omitempty"`
	// Retreats are the groups still to retreat, first first (taken once
	// every loss is).
	Retreats []Retreat `json:"retreats,omitempty"`
	// Push is the AFB's push waiting for the surplus units to go on.
	Push *PushOut `json:"push,omitempty"`
	// Then is what follows: "combat" (the retreats), "retreat" (the
	// advance), "bombard", "attrition" or "push".
	Then string `json:"then"`
	// Attack is, for "combat" and "retreat", the rest of the attack's
	// result.
	Attack *AttackRest `json:"attack,omitempty"`
	// Targets are, for "bombard", the hexes that held enemy ground units
	// when the bombards were fired ("map:label"), in order.
	Targets []string `json:"targets,omitempty"`
}

// AttackRest is what an attack's result still does once its losses are
// taken: retreats, then the advance and Crack Troops.
type AttackRest struct {
	Side   string `json:"side"`
	Target string `json:"target"`
	// Result is the CRT result ("D1/DR"), for the retreat prompts.
	Result    string   `json:"result,omitempty"`
	Attackers []string `json:"attackers"`
	Tanks     []string `json:"tanks,omitempty"`  // the tanks that helped
	Yellow    []string `json:"yellow,omitempty"` // yellow-striped attackers
	// DefenderRetreat and AttackerRetreat are the result's DR and AR.
	DefenderRetreat bool `json:"defender_retreat,omitempty"`
	AttackerRetreat bool `json:"attacker_retreat,omitempty"`
}

func (p *Pending) clone() *Pending {
	if p == nil {
		return nil
	}
	c := *p
	c.Losses = make([]Loss, len(p.Losses))
	for k, l := range p.Losses {
		l.Units = slices.Clone(l.Units)
		c.Losses[k] = l
	}
	c.Retreats = make([]Retreat, len(p.Retreats))
	for k, r := range p.Retreats {
		r.Units = slices.Clone(r.Units)
		c.Retreats[k] = r
	}
	if p.Push != nil {
		pu := *p.Push
		pu.Residents = slices.Clone(pu.Residents)
		pu.Chosen = slices.Clone(pu.Chosen)
		c.Push = &pu
	}
	if p.Attack != nil {
		a := *p.Attack
		a.Attackers = slices.Clone(a.Attackers)
		a.Tanks = slices.Clone(a.Tanks)
		a.Yellow = slices.Clone(a.Yellow)
		c.Attack = &a
	}
	c.Targets = slices.Clone(p.Targets)
	return &c
}

// automatic reports whether the module makes the players' choices itself
// (option automatic_losses).
func (st *State) automatic() bool { return st.fixed.opts.Bool(OptAutoLosses) }

// settle carries the pending resolution on as far as it goes without a
// player's choice: it takes the forced losses (and, with automatic losses,
// the default ones) and, once every loss is taken, runs what follows. It
// stops at the first choice a player must make.
func (st *State) settle(ctx *rules.Context) {
	for st.Pending != nil {
		p := st.Pending
		if pu := p.Push; pu != nil {
			if !st.settlePush(pu, ctx) {
				return
			}
			continue
		}
		if len(p.Losses) > 0 {
			l := &p.Losses[0]
			choices := st.lossChoices(l)
			switch {
			case (l.Steps <= 0 && !l.All) || len(choices) == 0:
				st.wasteRest(l, ctx)
				p.Losses = p.Losses[1:]
			case l.All || l.Steps >= st.stepsLeft(l):
				st.takeAll(l, ctx)
			case st.lossForced(l, choices) || st.automatic():
				st.takeLoss(l, choices[0], ctx)
			default:
				return // the owner chooses
			}
			continue
		}
		if len(p.Retreats) > 0 {
			if !st.settleRetreat(&p.Retreats[0], ctx) {
				return // the owner chooses
			}
			p.Retreats = p.Retreats[1:]
			continue
		}
		st.Pending = nil
		switch p.Then {
		case "combat":
			st.afterLosses(p.Attack, ctx)
		case "retreat":
			st.afterRetreats(p.Attack, ctx)
		case "bombard":
			st.afterBombard(p.Targets, ctx)
		default: // attrition, push
			st.sweepTanks(ctx)
		}
	}
}

// stepsLeft is how many steps the units of l have left in all.
func (st *State) stepsLeft(l *Loss) int {
	n := 0
	for _, i := range st.lossOrder(st.lossUnits(l), false) {
		n += st.stepsToLose(i)
	}
	return n
}

// deciding is the side whose choice the game waits for, "" when none.
func (st *State) deciding() string {
	p := st.Pending
	switch {
	case p == nil:
		if i := st.displacing(); i >= 0 {
			return st.Units[i].Side // an overrun flyer (flyers.go)
		}
		return ""
	case p.Push != nil:
		return p.Push.Side
	case len(p.Losses) > 0:
		return p.Losses[0].Side
	case len(p.Retreats) > 0:
		return p.Retreats[0].Side
	}
	return ""
}

// choosing is the id of the choice stage the game waits at ("lose",
// "retreat", "push-out", "displace"), "" when none (kit.Hooks.Choice).
func (st *State) choosing() string {
	p := st.Pending
	switch {
	case p == nil:
		if st.displacing() >= 0 {
			return "displace"
		}
		return ""
	case p.Push != nil:
		return "push-out"
	case len(p.Losses) > 0:
		return "lose"
	case len(p.Retreats) > 0:
		return "retreat"
	}
	return ""
}

// chooser is the side that makes the pending choice (a choice stage's
// Who).
func (st *State) chooser() []string { return []string{st.deciding()} }

func genLose(st *State, side, arg0 string) []rules.Action {
	if st.Pending == nil || st.deciding() != side || st.Pending.Push != nil || len(st.Pending.Losses) == 0 {
		return nil
	}
	var out []rules.Action
	for _, i := range st.lossChoices(&st.Pending.Losses[0]) {
		if st.named(i, arg0) {
			out = append(out, rules.Action{Side: side, Verb: "lose", Args: []string{st.Units.Ref(i)}})
		}
	}
	return out
}

func whyLose(st *State, a rules.Action) *rules.Refusal {
	switch {
	case st.Pending == nil || len(st.Pending.Losses) == 0 || st.Pending.Push != nil:
		return refusalOf(RuleLosses, "no step loss is waiting for a choice")
	case len(a.Args) != 1:
		return refusalOf(RuleLosses, "lose takes UNIT")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refusalOf(RuleLosses, fmt.Sprintf("no unit %q", a.Args[0]))
	}
	return st.loseWhy(&st.Pending.Losses[0], i)
}

// applyLose takes the waiting step loss from the unit the owner chose,
// then carries the resolution on.
func applyLose(st *State, a rules.Action, ctx *rules.Context) error {
	l := &st.Pending.Losses[0]
	st.takeLoss(l, st.unitArg(a.Args[0]), ctx)
	st.settle(ctx)
	return nil
}

func genPushOut(st *State, side, arg0 string) []rules.Action {
	if st.Pending == nil || st.deciding() != side || st.Pending.Push == nil {
		return nil
	}
	var out []rules.Action
	for _, i := range st.pushChoices(st.Pending.Push) {
		if st.named(i, arg0) {
			out = append(out, rules.Action{Side: side, Verb: "push-out", Args: []string{st.Units.Ref(i)}})
		}
	}
	return out
}

func whyPushOut(st *State, a rules.Action) *rules.Refusal {
	switch {
	case st.Pending == nil || st.Pending.Push == nil:
		return refusalOf(RuleAFB, "no push is waiting for a choice")
	case len(a.Args) != 1:
		return refusalOf(RuleAFB, "push-out takes UNIT")
	}
	pu := st.Pending.Push
	return refusalOf(RuleAFB, fmt.Sprintf("%s is not a division that was in %s before the push: only those go back", st.nameOf(a.Args[0]), st.placeText(pu.Hex)))
}

// applyPushOut sends the chosen unit back with the surplus, then carries
// the push on.
func applyPushOut(st *State, a rules.Action, ctx *rules.Context) error {
	pu := st.Pending.Push
	pu.Chosen = append(pu.Chosen, st.Units[st.unitArg(a.Args[0])].ID)
	st.settle(ctx)
	return nil
}
