package vernian

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// 000 Ether Flyers, How They Move (the section below): flyers change base
// "in exactly the same manner as Zeppelins", but "must always end this
// phase in a friendly hex that is in attack supply", and displace when an
// enemy ground unit enters their hex.
//
// German flyers change base the same way in the German Base Change Phase
// (RULINGS.md). A flyer on an illegal base that can reach a legal one must
// move (the phase may not end before); those that cannot are destroyed at
// the end of the phase. Displacement is a choice of the flyer's owner,
// made the moment an enemy ground unit enters its hex (`displace FLYER
// HEX`, a pending decision like a step loss): in a storm the flyer is
// "automatically destroyed" (000 Inventions b); with one hex to go to, or
// with automatic_losses, it goes without asking; with none it is destroyed.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleFlyers, Title: "Ether Flyers", Order: 220,
		Text: `There are three types: F (fighter, the only air units that attack other air units), CS (close support: Light Interdiction) and B (bomber: Heavy Interdiction). At most 5 friendly flyers may be in a hex. They pay one movement point per hex.

- Base Change (their side's Base Change Phase): up to 6 hexes, like Zeppelins, but they must end the phase in a friendly hex in Attack Supply; one that cannot reach such a hex is destroyed. If an enemy ground unit enters a flyer's hex, the flyer displaces to a friendly hex in Attack Supply within 6 hexes (its owner chooses), or is destroyed if there is none.
- Missions (Allied Mission Allocation Phase): range 6 from the base, one way. An F flies a Sweep (to a hex with Zeppelins, and attacks them) or an Escort (with a CS or B, to protect it), not both. A CS flies Light Interdiction of an empty hex; a B Heavy Interdiction of any hex. Enemy supply cannot be traced from, into or through an interdicted hex, and units in a Heavily Interdicted hex are Out of Supply for that Combat Phase, until the flyer returns to base.
- Interception (the other side's turn only, range 3): an F flies to a hex with enemy air units and attacks them. German Ether Flyers fly only Interception missions, by order of the Kaiser: they cannot Escort or Sweep.
- Returning to base: flyers still in the air return at the end of the Combat Phase (Allied Return to Base Phase) to any friendly hex in mission range in Attack Supply; interceptors right after their combat. A flyer that aborts returns at once to the base it flew from.`,
	})
	book.Verb(kit.Verb[*State]{Name: "displace", Words: "choosing where an overrun flyer goes", Args: "FLYER HEX", Rule: RuleFlyers,
		Help: "When asked: an enemy ground unit entered FLYER's hex; its owner chooses the friendly hex in Attack Supply within 6 hexes it goes to.",
		Gen:  genDisplace, Why: whyDisplace, Apply: applyDisplace,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			u, uok := st.argUnit(a, 0, viewer)
			h, hok := st.argHex(a, 1)
			return fmt.Sprintf("Displace %s to %s", u, h), uok && hok && len(a.Args) == 2
		}})
	book.Stage(kit.Stage[*State]{ID: "displace", Name: "displacement", Rule: RuleFlyers, Choice: true, Verbs: []string{"displace"},
		Who: (*State).chooser,
		Prompt: func(st *State, _ string) string {
			i := st.displacing()
			return fmt.Sprintf("an enemy ground unit entered %s: where does %s displace to (a friendly hex in attack supply within six hexes)?", st.place(st.Units[i].Loc), st.name(i))
		},
		Default: func(st *State) rules.Action {
			i := st.displacing()
			choices := st.displaceChoices(i)
			if len(choices) == 0 {
				return rules.Action{}
			}
			return rules.Action{Side: st.Units[i].Side, Verb: "displace", Args: []string{st.Units.Ref(i), st.text(choices[0])}}
		}})
	onPhases(kit.Leave, "base-change", func(st *State, ctx *rules.Context) { st.strandedFlyers(ctx) })
	on(kit.AfterAction, func(st *State, ctx *rules.Context) { st.overrunFlyers(ctx) })
}

// baseBlocked is why a flyer of side (unit self, -1 for a new one) may not
// end a move or stand at l, "" when l is a legal base: "a friendly hex
// that is in attack supply" (traced overland, Zeppelins ignored, as a
// Zeppelin's base), with no enemy unit (as a Zeppelin's base), not at sea,
// holding fewer than 5 other friendly flyers.
func (st *State) baseBlocked(side string, l rules.Location, self int, env airEnv) (rule, why string) {
	if env == nil {
		env = st.airEnv()
	}
	if !l.OnMap() {
		return RuleFlyers, "flyers base on the map"
	}
	if st.isWater(l) {
		return RuleFlyers, "Ether Flyers never end a move over water"
	}
	if st.controlOf(st.mapOf(l), l.Cell) != side {
		return RuleFlyers, fmt.Sprintf("Ether Flyers cannot remain in enemy territory; they must always end this phase in a friendly hex that is in attack supply, and %s is not friendly", st.place(l))
	}
	if env.count(l, enemy(side), anyOf) > 0 {
		return RuleFlyers, fmt.Sprintf("a flyer's base must not contain an enemy unit, and %s holds some", st.place(l))
	}
	if st.overlandSupply(side).At(l) != AttackSupply {
		return RuleFlyers, fmt.Sprintf("Ether Flyers must always end this phase in a friendly hex that is in attack supply, and %s is not", st.place(l))
	}
	n := env.count(l, side, flyersOf)
	if self >= 0 && st.Units[self].Loc == l {
		n--
	}
	if n >= airStackLimit {
		return RuleFlyers, fmt.Sprintf("stacking limit is 5 friendly Flyers per hex, and %s holds 5", st.place(l))
	}
	return "", ""
}

// grounded reports whether flyer i stands on the map, not in the air.
func (st *State) grounded(i int) bool {
	u := &st.Units[i]
	return st.isFlyer(u) && u.Loc.OnMap() && st.flight(i) == nil
}

// mustRebase: a flyer of the phasing side on an illegal base that can
// reach a legal one must change base before the phase ends.
func mustRebase(st *State) *rules.Refusal {
	side := st.phase().Side
	env := st.airEnv()
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != side || !st.grounded(i) {
			continue
		}
		if _, why := st.baseBlocked(side, u.Loc, i, env); why == "" {
			continue
		}
		if len(st.airDestinationsIn(i, env)) > 0 {
			return &rules.Refusal{Rule: RuleFlyers, Reason: fmt.Sprintf("%s at %s is not on a legal base: it must change base to a friendly hex in attack supply (or it is destroyed)", st.name(i), st.place(u.Loc))}
		}
	}
	return nil
}

// strandedFlyers destroys, at the end of a Base Change Phase, the phasing
// side's flyers left on an illegal base: "If they can't reach a legal base
// hex they are destroyed."
func (st *State) strandedFlyers(ctx *rules.Context) {
	side := st.phase().Side
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != side || !st.grounded(i) {
			continue
		}
		if _, why := st.baseBlocked(side, u.Loc, i, nil); why != "" {
			name, where := st.name(i), st.place(u.Loc)
			u.Loc = rules.Eliminated
			ctx.Logf("%s at %s could not reach a legal base and is destroyed (%s): %s", name, where, RuleFlyers, why)
		}
	}
}

// --- displacement ---

// overrun reports whether flyer i shares its hex with an enemy ground unit.
func (st *State) overrun(i int) bool {
	u := &st.Units[i]
	return st.grounded(i) && len(st.groundAt(u.Loc, enemy(u.Side))) > 0
}

// displaceChoices are the hexes overrun flyer i may displace to: "a
// friendly hex that is in attack supply within six hexes" (flown as air
// units fly), a legal base.
func (st *State) displaceChoices(i int) []rules.Location {
	u := &st.Units[i]
	env := st.airEnv()
	var ds []dest
	for l, d := range st.airReach(i, 6) {
		if l == u.Loc {
			continue
		}
		if _, why := st.baseBlocked(u.Side, l, i, env); why == "" {
			ds = append(ds, dest{l, d})
		}
	}
	st.sortDests(ds)
	out := make([]rules.Location, len(ds))
	for k, d := range ds {
		out[k] = d.loc
	}
	return out
}

// overrunFlyers runs after every action: a flyer an enemy ground unit came
// upon is destroyed in a storm or with nowhere to go, goes to its one hex
// (or, with automatic_losses, its first) by itself, else waits for its
// owner's choice (Air.Displace). Zeppelins are never displaced ("never
// affected by enemy ground units").
func (st *State) overrunFlyers(ctx *rules.Context) {
	// Forget waiting flyers no longer overrun.
	st.Air.Displace = slices.DeleteFunc(st.Air.Displace, func(id string) bool {
		j := st.Units.Index(id)
		return j < 0 || !st.overrun(j)
	})
	for i := range st.Units {
		if !st.overrun(i) {
			continue
		}
		u := &st.Units[i]
		name, where := st.name(i), st.place(u.Loc)
		if st.stormAt(u.Loc) {
			st.dropDisplace(u.ID)
			u.Loc = rules.Eliminated
			ctx.Logf("%s at %s is overrun in a storm and automatically destroyed (%s b)", name, where, RuleStorms)
			continue
		}
		choices := st.displaceChoices(i)
		switch {
		case len(choices) == 0:
			st.dropDisplace(u.ID)
			u.Loc = rules.Eliminated
			ctx.Logf("%s at %s is overrun with no friendly hex in attack supply within six hexes and is destroyed (%s)", name, where, RuleFlyers)
		case len(choices) == 1 || st.automatic():
			st.dropDisplace(u.ID)
			u.Loc = choices[0]
			ctx.Logf("%s at %s is overrun and displaces to %s (%s)", name, where, st.place(choices[0]), RuleFlyers)
		case !slices.Contains(st.Air.Displace, u.ID):
			st.Air.Displace = append(st.Air.Displace, u.ID)
		}
	}
}

func (st *State) dropDisplace(id string) {
	st.Air.Displace = slices.DeleteFunc(st.Air.Displace, func(x string) bool { return x == id })
}

// displacing is the flyer whose displacement waits for its owner, -1 when
// none (or when a step loss, retreat or push waits first).
func (st *State) displacing() int {
	if st.Pending != nil || len(st.Air.Displace) == 0 {
		return -1
	}
	return st.Units.Index(st.Air.Displace[0])
}

func genDisplace(st *State, side, arg0 string) []rules.Action {
	i := st.displacing()
	if i < 0 || st.Units[i].Side != side || !st.named(i, arg0) {
		return nil
	}
	var out []rules.Action
	for _, l := range st.displaceChoices(i) {
		out = append(out, rules.Action{Side: side, Verb: "displace", Args: []string{st.Units.Ref(i), st.text(l)}})
	}
	return out
}

func whyDisplace(st *State, a rules.Action) *rules.Refusal {
	i := st.displacing()
	switch {
	case i < 0:
		return refusalOf(RuleFlyers, "no flyer is waiting to displace")
	case len(a.Args) != 2:
		return refusalOf(RuleFlyers, "displace takes FLYER and HEX")
	case st.unitArg(a.Args[0]) != i:
		return refusalOf(RuleFlyers, fmt.Sprintf("%s displaces first", st.name(i)))
	}
	l, err := rules.ParseLocation(st.fixed.s, a.Args[1])
	if err != nil {
		return refusalOf(RuleFlyers, rules.ReasonOf(err))
	}
	if _, ok := st.airReach(i, 6)[l]; !ok {
		if rule, why := st.airBarred(i, l, 6); why != "" {
			return refusalOf(rule, why)
		}
		return refusalOf(RuleFlyers, fmt.Sprintf("%s is not within six hexes of %s (as air units fly)", st.place(l), st.place(st.Units[i].Loc)))
	}
	return refusalOf(st.baseBlocked(st.Units[i].Side, l, i, nil))
}

// applyDisplace sends the overrun flyer to the hex its owner chose.
func applyDisplace(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	l, _ := rules.ParseLocation(st.fixed.s, a.Args[1])
	u := &st.Units[i]
	ctx.Logf("%s at %s is overrun and displaces to %s (%s)", st.name(i), st.place(u.Loc), st.place(l), RuleFlyers)
	st.dropDisplace(u.ID)
	u.Loc = l
	return nil
}
