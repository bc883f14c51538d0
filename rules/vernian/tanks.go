package vernian

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleTanks, Title: "Tanks", Order: 160,
		Text: `Only one tank may be in a stack, and it does not count for stacking. A tank is not a combat unit: it must always be stacked with infantry and is destroyed along with the last infantry step in its hex, or when left alone at the end of a phase.

A tank never attacks by itself and cannot be used to attack a hex containing another tank. An attacking stack using a tank:

- a) ignores the first hit its side would suffer in that combat (one hit per combat, however many tanks);
- b) may advance two hexes after combat: the attacked hex, then any adjacent vacant hex;
- c) has one unit's attack strength doubled: the strongest infantry of the stack, or the one the attacker chooses (double) before resolving.

On defense, the first hit each Bombard Phase against the tank's hex is ignored.`,
	})
	book.Verb(kit.Verb[*State]{Name: "double", Words: "choosing the unit a tank doubles", Args: "UNIT", Rule: RuleTanks,
		Help: "Makes UNIT the infantry its stack's tank doubles in the attack (the strongest unless chosen).",
		Gen:  genDouble, Why: whyDouble, Apply: applyDouble,
		Describe: describeUnit("Have the tank double %s")})
}

// Tanks (000 Part II): "Only one Tank unit can be in a stack, but it does
// not count for stacking. ... A Tank is not a combat unit; if alone in a
// hex it is destroyed. It must always be stacked with an Infantry unit; it
// is destroyed along with the last infantry step in that hex." "A tank
// thus cannot be used to attack a hex containing another tank. Tanks can
// never attack by themselves, they only aid attacking infantry in their
// hex." On defense "the first hit each Bombardment Phase against that hex
// from Monstrous Artilleries is ignored" (applyFire); on attack "a) The
// first hit normally suffered by that side is ignored ... b) A stack
// containing a tank can advance two hexes after combat ... c) One unit in
// the stack containing the Tank has its Attack Strength doubled."

// loneTanks names side's tanks with no friendly infantry in their hex.
func (st *State) loneTanks(side string) []string { return st.loneTanksSeenBy(side, "") }

// loneTanksSeenBy are loneTanks as viewer may know them ("" the
// referee): a tank whose hex holds units face down to viewer is left out,
// since which of them is infantry is their owner's secret until the phase
// ends and the tank lives or dies for all to see (RULINGS.md, Face-down
// units).
func (st *State) loneTanksSeenBy(side, viewer string) []string {
	var out []string
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != side || !u.Loc.OnMap() || !st.isTank(u) || st.hasInfantry(u.Loc, side) {
			continue
		}
		if slices.ContainsFunc(st.at(u.Loc), func(j int) bool { return !st.sees(viewer, j) }) {
			continue
		}
		out = append(out, st.name(i)+" at "+st.place(u.Loc))
	}
	return out
}

// loneTanksText begins the checklist item warning of tanks without
// infantry.
const loneTanksText = "Tanks without infantry die at the end of the phase: "

// loneTanksItem is the checklist item warning of side's tanks without
// infantry as viewer may read it (loneTanksSeenBy; nil when none).
func (st *State) loneTanksItem(side, viewer string) []rules.CheckItem {
	tanks := st.loneTanksSeenBy(side, viewer)
	if len(tanks) == 0 {
		return nil
	}
	return []rules.CheckItem{{Text: loneTanksText + joinNames(tanks)}}
}

// checklistFor is the referee's checklist list as viewer reads it: the
// warning of tanks without infantry (loneTanksItem) as viewer may read
// it.
func (st *State) checklistFor(viewer string, list []rules.CheckItem) []rules.CheckItem {
	k := slices.IndexFunc(list, func(c rules.CheckItem) bool { return strings.HasPrefix(c.Text, loneTanksText) })
	if k < 0 || viewer == "" {
		return list
	}
	return slices.Concat(list[:k], st.loneTanksItem(st.phase().Side, viewer), list[k+1:])
}

// hasInfantry reports whether side has an infantry unit at l.
func (st *State) hasInfantry(l rules.Location, side string) bool {
	for _, j := range st.groundAt(l, side) {
		if st.isInfantry(&st.Units[j]) {
			return true
		}
	}
	return false
}

// sweepTanks destroys every tank with no infantry in its hex: 000 Part II
// Tanks, "A Tank is not a combat unit; if alone in a hex it is destroyed.
// It must always be stacked with an Infantry unit; it is destroyed along
// with the last infantry step in that hex." Run after losses and at the end
// of each phase (a stack moves one unit at a time, so a tank may be alone
// for a moment while its stack moves).
func (st *State) sweepTanks(ctx *rules.Context) {
	for i := range st.Units {
		u := &st.Units[i]
		if u.Loc.OnMap() && st.isTank(u) && !st.hasInfantry(u.Loc, u.Side) {
			ctx.Logf("%s at %s has no infantry with it and is destroyed (%s)", st.name(i), st.place(u.Loc), RuleTanks)
			u.Loc = rules.Eliminated
		}
	}
}

// tanksUsed lists the tanks that help the attack: one per attacking stack,
// unless the defender's hex holds a tank (000 Part II Tanks: "A tank thus
// cannot be used to attack a hex containing another tank").
func (st *State) tanksUsed(att []int, target rules.Location) []int {
	if st.tankAt(target, enemy(st.Units[att[0]].Side)) >= 0 {
		return nil
	}
	var out []int
	seen := map[rules.Location]bool{}
	for _, i := range att {
		u := &st.Units[i]
		if seen[u.Loc] {
			continue
		}
		seen[u.Loc] = true
		infantry := false
		for _, j := range att {
			infantry = infantry || (st.Units[j].Loc == u.Loc && st.isInfantry(&st.Units[j]))
		}
		if t := st.tankAt(u.Loc, u.Side); t >= 0 && infantry {
			out = append(out, t)
		}
	}
	return out
}

// tankFollowing is the tank of units' side at from that goes with units
// when they leave (-1 when none): units do not include it, and no
// infantry of that side stays behind at from.
func (st *State) tankFollowing(units []int, from rules.Location) int {
	if len(units) == 0 {
		return -1
	}
	side := st.Units[units[0]].Side
	t := st.tankAt(from, side)
	if t < 0 || slices.Contains(units, t) {
		return -1
	}
	for _, j := range st.groundAt(from, side) {
		if st.isInfantry(&st.Units[j]) && !slices.Contains(units, j) {
			return -1
		}
	}
	return t
}

// carriesTank reports whether advancing unit i now takes a tank along:
// its hex holds the tank that helped its stack attack, and i is the last
// unit of that stack still there.
func (st *State) carriesTank(i int) bool {
	u := &st.Units[i]
	if st.After == nil || !slices.Contains(st.After.Tanked, u.ID) || st.tankAt(u.Loc, u.Side) < 0 {
		return false
	}
	for _, id := range st.After.Tanked {
		if j := st.Units.Index(id); j >= 0 && j != i && st.Units[j].Loc == u.Loc {
			return false
		}
	}
	return true
}

// tankAt is the index of side's tank at l, -1 when none.
func (st *State) tankAt(l rules.Location, side string) int {
	for _, j := range st.groundAt(l, side) {
		if st.isTank(&st.Units[j]) {
			return j
		}
	}
	return -1
}

// tankInfantry are the attacking infantry (att, indexes) in tank t's hex:
// the units its tank may double.
func (st *State) tankInfantry(att []int, t int) []int {
	var out []int
	for _, i := range att {
		if st.Units[i].Loc == st.Units[t].Loc && st.isInfantry(&st.Units[i]) {
			out = append(out, i)
		}
	}
	return out
}

// doubledBy is the attacker (att, an index) tank t doubles: "One unit in
// the stack containing the Tank has its Attack Strength doubled" (000 Part
// II Tanks c) - the one the attacker chose (double), else the strongest
// (the first of the strongest in the attack's order); -1 when none.
func (st *State) doubledBy(att []int, t int) int {
	best, bestAtt := -1, -1
	for _, i := range st.tankInfantry(att, t) {
		if st.Combat != nil && slices.Contains(st.Combat.Doubled, st.Units[i].ID) {
			return i
		}
		if a := st.value(&st.Units[i], "attack"); a > bestAtt {
			best, bestAtt = i, a
		}
	}
	return best
}

// genDouble lists the other units each tank stack of the attack being put
// together could have doubled instead (000 Part II Tanks c: the attacker
// chooses which). Units alike the doubled one are not listed: choosing
// them changes nothing.
func genDouble(st *State, side, arg0 string) []rules.Action {
	if st.Combat == nil {
		return nil
	}
	att := st.attackers()
	if len(att) == 0 {
		return nil
	}
	var out []rules.Action
	for _, t := range st.tanksUsed(att, st.combatTarget()) {
		cur := st.doubledBy(att, t)
		for _, i := range st.tankInfantry(att, t) {
			if i != cur && !alike(st, []int{cur, i}) && st.named(i, arg0) {
				out = append(out, rules.Action{Side: side, Verb: "double", Args: []string{st.Units.Ref(i)}})
			}
		}
	}
	return out
}

func whyDouble(st *State, a rules.Action) *rules.Refusal {
	switch {
	case st.Combat == nil:
		return refusalOf(RuleTanks+" c", "no attack is being put together: attack a hex first")
	case len(a.Args) != 1:
		return refusalOf(RuleTanks+" c", "double takes UNIT")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refusalOf(RuleTanks+" c", fmt.Sprintf("no unit %q", a.Args[0]))
	}
	att := st.attackers()
	if !slices.Contains(att, i) || !st.isInfantry(&st.Units[i]) {
		return refusalOf(RuleTanks+" c", st.name(i)+" is not attacking infantry of this attack: a tank doubles one unit of its own stack")
	}
	for _, t := range st.tanksUsed(att, st.combatTarget()) {
		if slices.Contains(st.tankInfantry(att, t), i) {
			return refusalOf(RuleTanks+" c", st.name(i)+" is already the unit its tank doubles, or like it")
		}
	}
	return refusalOf(RuleTanks, fmt.Sprintf("no tank helps %s: a tank cannot be used to attack a hex containing another tank, and it aids only infantry in its own hex", st.name(i)))
}

// applyDouble makes the chosen unit the one its stack's tank doubles:
// "One unit in the stack containing the Tank has its Attack Strength
// doubled", so the unit it doubled until now (chosen before, or the
// strongest) no longer is, and the log says so (RULINGS.md, Tanks).
func applyDouble(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	loc := st.Units[i].Loc
	prev, chosen := -1, false
	if t := st.tankAt(loc, a.Side); t >= 0 {
		prev = st.doubledBy(st.attackers(), t)
		chosen = prev >= 0 && slices.Contains(st.Combat.Doubled, st.Units[prev].ID)
	}
	st.Combat.Doubled = slices.DeleteFunc(st.Combat.Doubled, func(id string) bool {
		j := st.Units.Index(id)
		return j < 0 || st.Units[j].Loc == loc
	})
	st.Combat.Doubled = append(st.Combat.Doubled, st.Units[i].ID)
	text := fmt.Sprintf("the tank at %s doubles %s in the attack on %s (%s c)", st.place(loc), st.name(i), st.placeText(st.Combat.Target), RuleTanks)
	switch {
	case prev < 0:
	case chosen:
		text = fmt.Sprintf("the tank at %s moves its doubling from %s to %s in the attack on %s: one unit in its stack has its Attack Strength doubled (%s c)",
			st.place(loc), st.name(prev), st.name(i), st.placeText(st.Combat.Target), RuleTanks)
	default:
		text = fmt.Sprintf("the tank at %s doubles %s instead of %s (the strongest, doubled unless another is chosen) in the attack on %s: one unit in its stack has its Attack Strength doubled (%s c)",
			st.place(loc), st.name(i), st.name(prev), st.placeText(st.Combat.Target), RuleTanks)
	}
	if st.hiddenAt(loc) {
		// The choice would show the other side a tank and an infantry
		// division in a stack of face-down units before the attack
		// reveals them: it is the attacker's secret until then.
		to := rules.SidesOnly(a.Side)
		ctx.Private(to, "the "+st.sideName(a.Side)+" chose which unit a tank doubles")
		ctx.LogTo(to, "%s", text)
		return nil
	}
	ctx.Logf("%s", text)
	return nil
}
