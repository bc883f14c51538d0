package vernian

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Verb(kit.Verb[*State]{Name: "resolve", Words: "rolling the attack", Rule: RuleCombat,
		Help: "Rolls the attack on the scenario's CRT (the window shows the exact odds first).",
		Gen:  genResolve, Why: whyAttack, Apply: applyResolve,
		Describe: func(st *State, _ rules.Action, _ string) (string, bool) {
			return "Resolve the attack on " + st.attackTarget(), true
		}})
}

// Resolving an attack: "Ground Combat" on the scenario's CRT (the odds
// and shifts are strength.go's), then the result: each side's step losses
// (its owner choosing, losses.go and decision.go), the defenders' retreat,
// the attackers' retreat (their owners choosing the hexes, retreat.go),
// and the advance and Crack Troops (advance.go, crack.go).

func genResolve(st *State, side, arg0 string) []rules.Action {
	if st.Combat == nil || len(st.Combat.Units) == 0 || arg0 != "" {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "resolve"}}
}

// applyResolve rolls the attack on the CRT and applies the result: the
// defender's step losses, then the attacker's (each owner choosing, see
// decision.go), then retreats, the advance and Crack Troops (afterLosses).
func applyResolve(st *State, a rules.Action, ctx *rules.Context) error {
	foe := enemy(a.Side)
	fig := st.attackFigures(a.Side)
	target, att, def, tanks := fig.target, fig.att, fig.def, fig.tanks
	as, ds, shifts := fig.attack, fig.defend, fig.shifts
	// The attackers are shown before the roll (hidden.go); the defenders
	// were turned face up when the attack was declared.
	st.reveal(ctx, append(slices.Clone(att), def...), "in combat")
	roll, err := st.fixed.t.CRT.Resolve(ctx.Dice(), as.Total, ds.Total, shifts, nil)
	if err != nil {
		return err
	}
	roll.For = fmt.Sprintf("%s attack on %s, %d vs %d", st.sideName(a.Side), st.place(target), as.Total, ds.Total)
	ctx.LogRoll("", roll)
	res, err := ParseResult(roll.Result)
	if err != nil {
		return err
	}
	for _, i := range att {
		st.Units[i].SetFlag(flagAttacked)
	}
	st.Attacked = append(st.Attacked, st.key(target))
	rest := &AttackRest{Side: a.Side, Target: st.text(target), Result: roll.Result, Attackers: ids(st, att), Tanks: ids(st, tanks),
		DefenderRetreat: res.DefenderRetreat, AttackerRetreat: res.AttackerRetreat}
	for _, i := range att {
		if a.Side == Germans && st.isYellow(&st.Units[i]) {
			rest.Yellow = append(rest.Yellow, st.Units[i].ID)
		}
	}
	p := &Pending{Then: "combat", Attack: rest}
	what := fmt.Sprintf("the %s of the attack on %s", roll.Result, st.place(target))
	// Defender losses.
	var defenders []int
	for _, j := range def {
		if !st.isAFB(&st.Units[j]) {
			defenders = append(defenders, j)
		}
	}
	switch {
	case res.DefenderAll:
		p.Losses = append(p.Losses, Loss{Side: foe, Units: ids(st, defenders), All: true, For: what, Rule: RuleCombat})
	case res.DefenderSteps > 0:
		p.Losses = append(p.Losses, Loss{Side: foe, Units: ids(st, defenders), Steps: res.DefenderSteps, Of: res.DefenderSteps, For: what, Rule: RuleLosses})
	}
	// Attacker losses; a tank absorbs the first hit (000 Part II Tanks a);
	// the first German lost must be a Crack Troop (000 Crack Troops b).
	switch {
	case res.AttackerAll:
		p.Losses = append(p.Losses, Loss{Side: a.Side, Units: ids(st, att), All: true, For: what, Rule: RuleCombat})
	case res.AttackerSteps > 0:
		hits := res.AttackerSteps
		if len(tanks) > 0 {
			hits--
			ctx.Logf("the attackers' tank ignores their first hit (%s a)", RuleTanks)
		}
		crackers := a.Side == Germans && slices.ContainsFunc(att, func(i int) bool { return st.isCrack(&st.Units[i]) })
		if crackers && hits > 0 {
			ctx.Logf("Crack Troops took part: the first German lost must be a Crack Troop (%s b)", RuleCrack)
		}
		if hits > 0 {
			p.Losses = append(p.Losses, Loss{Side: a.Side, Units: ids(st, att), Steps: hits, Of: hits, CrackFirst: crackers, For: what, Rule: RuleLosses})
		}
	}
	st.Combat = nil
	st.Pending = p
	st.settle(ctx)
	return nil
}

// afterLosses is the rest of an attack's result once its losses are
// taken: tanks left without infantry die, then the retreats wait for
// their owners' choices (retreat.go): the defenders on a DR (a fortress
// stays: fortresses do not move, RULINGS), then each stack of attackers
// on an AR. afterRetreats follows.
func (st *State) afterLosses(r *AttackRest, ctx *rules.Context) {
	foe := enemy(r.Side)
	target, _ := rules.ParseLocation(st.fixed.s, r.Target)
	st.sweepTanks(ctx)
	what := fmt.Sprintf("the %s of the attack on %s", r.Result, st.place(target))
	var rts []Retreat
	if r.DefenderRetreat {
		var goers []int
		for _, j := range st.groundAt(target, foe) {
			if !st.isFortress(&st.Units[j]) {
				goers = append(goers, j)
			}
		}
		if len(goers) > 0 {
			rts = append(rts, Retreat{Side: foe, From: r.Target, Units: ids(st, goers), For: what})
		}
	}
	if r.AttackerRetreat {
		survivors := alive(st, st.unitsOf(r.Attackers))
		for _, l := range stackLocs(st, survivors) {
			var here []int
			for _, i := range survivors {
				if st.Units[i].Loc == l {
					here = append(here, i)
				}
			}
			rts = append(rts, Retreat{Side: r.Side, From: st.text(l), Units: ids(st, here), For: what})
		}
	}
	if len(rts) == 0 {
		st.afterRetreats(r, ctx)
		return
	}
	st.Pending = &Pending{Retreats: rts, Then: "retreat", Attack: r}
}

// unitsOf are the indexes of the units with the ids (those still in the
// game).
func (st *State) unitsOf(list []string) []int {
	var out []int
	for _, id := range list {
		if i := st.Units.Index(id); i >= 0 {
			out = append(out, i)
		}
	}
	return out
}

// afterRetreats ends an attack's result once its retreats are made: tanks
// left without infantry (their stack eliminated for want of a hex to
// retreat to) die, and the surviving attackers that did not retreat may
// advance into an emptied hex and a yellow-striped survivor become Crack
// Troops.
func (st *State) afterRetreats(r *AttackRest, ctx *rules.Context) {
	foe := enemy(r.Side)
	target, _ := rules.ParseLocation(st.fixed.s, r.Target)
	st.sweepTanks(ctx)
	tanks := st.unitsOf(r.Tanks)
	var survivors []int
	if !r.AttackerRetreat {
		survivors = alive(st, st.unitsOf(r.Attackers))
	}
	after := &After{Target: r.Target}
	after.Vacated = len(st.groundAt(target, foe)) == 0 && !slices.Contains(st.Cleared, st.key(target))
	after.Tank = len(tanks) > 0
	for _, i := range survivors {
		after.Units = append(after.Units, st.Units[i].ID)
		for _, tk := range tanks {
			if st.Units[tk].Loc == st.Units[i].Loc {
				after.Tanked = append(after.Tanked, st.Units[i].ID)
				break
			}
		}
	}
	// 000 Crack German Troops a: "ONE surviving yellow-striped attacking
	// unit may be flipped".
	for _, i := range st.unitsOf(r.Yellow) {
		if st.Units[i].Loc.OnMap() {
			after.Crack = append(after.Crack, st.Units[i].ID)
		}
	}
	if (after.Vacated && len(after.Units) > 0) || len(after.Crack) > 0 {
		st.After = after
		if after.Vacated && len(after.Units) > 0 {
			ctx.Logf("%s is empty: the attackers may advance into it", st.placeText(after.Target))
		}
	}
}
