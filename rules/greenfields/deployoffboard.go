package greenfields

import (
	"fmt"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the asterisked paragraph of the seed's "Troop deployment"
// (seed 003, Section 2, step 1 of the weekly turn):
//
//	"*Units deployed off board who have lost points of morale may now have
//	their morale restored by expending 1 point of "luxuries". Units placed
//	off board may receive reinforcements as their lost strength points are
//	replenished."
//
// "luxury UNIT" and "reinforce UNIT N" are deployment orders
// (deployment.go): secret until both sides commit, then carried out after
// the placements, for units that stand off board (the side's reserve box)
// once their orders are carried out. Readings: RULINGS.md W-2.3 and
// "Reinforcements off board".

// OptLuxury is what one point of luxuries restores (W-2.3): LuxuryAll
// (the default) every point of morale the unit lost, LuxuryOne one point.
const OptLuxury = "luxury_restores"

// The values of OptLuxury.
const (
	LuxuryAll = "all"
	LuxuryOne = "one"
)

func init() {
	book.Verb(kit.Verb[*State]{Name: "luxury", Title: "Spend luxuries", Args: "UNIT", Rule: RuleDeploy,
		Help: "spends 1 point of luxuries on a unit off board that has lost morale: its morale is restored (a secret order until both sides commit)",
		Gen:  genLuxury, Why: whyLuxury, Apply: applyDeployOrder, Describe: describeDeployOrder})
	book.Verb(kit.Verb[*State]{Name: "reinforce", Title: "Reinforce", Args: "UNIT N", Rule: RuleDeploy,
		Help: "replenishes N lost strength points of a unit off board from the side's replacement pool (a secret order until both sides commit)",
		Gen:  genReinforce, Why: whyReinforce, Apply: applyDeployOrder, Describe: describeDeployOrder})
}

// luxuriesLeft are side's luxuries not yet ordered spent.
func (st *State) luxuriesLeft(side string) int {
	n := st.stores(side).Luxuries
	for _, o := range st.Deploy.Orders {
		if o.Luxury && st.Units[o.Unit].Side == side {
			n--
		}
	}
	return n
}

// poolLeft are side's pool strength points not yet ordered sent.
func (st *State) poolLeft(side string) int {
	n := st.stores(side).Pool
	for _, o := range st.Deploy.Orders {
		if st.Units[o.Unit].Side == side {
			n -= o.Reinforce
		}
	}
	return n
}

// whyNotOffBoard says why unit i may not have luxuries or reinforcements
// ("Units deployed off board", "Units placed off board"), "" when it may.
func (st *State) whyNotOffBoard(i int) string {
	if !st.offBoardAfter(i) {
		return fmt.Sprintf("%s is not off board: luxuries and reinforcements go to \"units deployed off board\" (post it first)", st.unitName(i))
	}
	return ""
}

func genLuxury(st *State, side, arg0 string) []rules.Action {
	if st.Mode != ModeWeek || !st.Deploy.Choice.MayChoose(side) || st.luxuriesLeft(side) <= 0 {
		return nil
	}
	var out []rules.Action
	for i := range st.Units {
		ref := st.Units.Ref(i)
		if (arg0 != "" && arg0 != ref) || st.whyNoLuxury(side, i) != "" {
			continue
		}
		out = append(out, rules.Action{Side: side, Verb: "luxury", Args: []string{ref}})
	}
	return out
}

// whyNoLuxury says why side may not spend luxuries on unit i ("" when it
// may), its luxuries aside.
func (st *State) whyNoLuxury(side string, i int) string {
	if why := st.deployWhyUnit(side, i); why != "" {
		return why
	}
	if why := st.whyNotOffBoard(i); why != "" {
		return why
	}
	if k := st.deployOrderOf(i); k >= 0 && st.Deploy.Orders[k].Luxury {
		return fmt.Sprintf("%s has its luxuries ordered already", st.unitName(i))
	}
	if st.Troops[i].Morale >= st.usualMorale(i) {
		return fmt.Sprintf("%s has lost no morale", st.unitName(i))
	}
	return ""
}

func whyLuxury(st *State, a rules.Action) *rules.Refusal {
	if r := st.mayOrder(a); r != nil {
		return r
	}
	if len(a.Args) != 1 {
		return refuse(RuleDeploy, "luxury takes UNIT")
	}
	i, r := st.orderUnit(a)
	if r != nil {
		return r
	}
	if why := st.whyNoLuxury(a.Side, i); why != "" {
		return refuse(RuleDeploy, "%s", why)
	}
	return refuse(RuleDeploy, "you have no luxuries left to expend")
}

func genReinforce(st *State, side, arg0 string) []rules.Action {
	if st.Mode != ModeWeek || !st.Deploy.Choice.MayChoose(side) {
		return nil
	}
	pool := st.poolLeft(side)
	var out []rules.Action
	for i := range st.Units {
		ref := st.Units.Ref(i)
		if (arg0 != "" && arg0 != ref) || st.whyNoReinforce(side, i) != "" {
			continue
		}
		for n := 1; n <= min(pool, st.lostStrength(i)); n++ {
			out = append(out, rules.Action{Side: side, Verb: "reinforce", Args: []string{ref, strconv.Itoa(n)}})
		}
	}
	return out
}

// lostStrength is the strength points unit i has lost of its printed
// strength.
func (st *State) lostStrength(i int) int {
	return max(st.printedTroop(&st.Units[i]).Strength-st.Troops[i].Strength, 0)
}

// whyNoReinforce says why side may not reinforce unit i ("" when it may),
// its pool aside.
func (st *State) whyNoReinforce(side string, i int) string {
	if why := st.deployWhyUnit(side, i); why != "" {
		return why
	}
	if why := st.whyNotOffBoard(i); why != "" {
		return why
	}
	if k := st.deployOrderOf(i); k >= 0 && st.Deploy.Orders[k].Reinforce > 0 {
		return fmt.Sprintf("%s has its reinforcements ordered already", st.unitName(i))
	}
	if st.lostStrength(i) == 0 {
		return fmt.Sprintf("%s has lost no strength", st.unitName(i))
	}
	return ""
}

func whyReinforce(st *State, a rules.Action) *rules.Refusal {
	if r := st.mayOrder(a); r != nil {
		return r
	}
	if len(a.Args) != 2 {
		return refuse(RuleDeploy, "reinforce takes UNIT N")
	}
	i, r := st.orderUnit(a)
	if r != nil {
		return r
	}
	if why := st.whyNoReinforce(a.Side, i); why != "" {
		return refuse(RuleDeploy, "%s", why)
	}
	n, err := strconv.Atoi(a.Args[1])
	switch {
	case err != nil || n < 1:
		return refuse(RuleDeploy, "N is a number of strength points, 1 or more")
	case n > st.lostStrength(i):
		return refuse(RuleDeploy, "%s has lost %d strength: reinforcements replenish \"lost strength points\"", st.unitName(i), st.lostStrength(i))
	}
	return refuse(RuleDeploy, "your replacement pool holds %d strength points", max(st.poolLeft(a.Side), 0))
}

// supplyOffBoard carries out the luxuries and reinforcements among
// orders, for units off board, logged to their own side alone (their
// stores and values are its secret).
func (st *State) supplyOffBoard(orders []DeployOrder, ctx *rules.Context) {
	for _, o := range orders {
		i := o.Unit
		if st.Units[i].Loc.IsEliminated() || !st.inReserve(i) {
			continue
		}
		side := st.Units[i].Side
		s := st.stores(side)
		if o.Luxury && s.Luxuries > 0 && st.Troops[i].Morale < st.usualMorale(i) {
			s.Luxuries--
			gain := st.usualMorale(i) - st.Troops[i].Morale
			if st.fixed.opts.String(OptLuxury) == LuxuryOne {
				gain = 1
			}
			st.Troops[i].Morale += gain
			ctx.LogTo(rules.SidesOnly(side), "%s: 1 point of luxuries restores %d morale (morale %d; %d luxuries left)", st.unitName(i), gain, st.Troops[i].Morale, s.Luxuries)
		}
		if n := min(o.Reinforce, s.Pool, st.lostStrength(i)); n > 0 {
			s.Pool -= n
			ctx.LogTo(rules.SidesOnly(side), "%s is reinforced with %d strength points from the pool (strength %d; %d left in the pool)", st.unitName(i), n, st.Troops[i].Strength+n, s.Pool)
			st.addReplacements(i, n, ctx) // the 50% rule (replacements.go)
		}
		st.setStores(side, s)
	}
}
