package outofafrica

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/maps"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the replacement points and their spending (PLAN.md §1),
// left by the seed to Paths of Glory: a card played for its replacement
// points (RP) gives its RPs by nation; they are spent in the replacement
// phase of the same turn and the rest are lost when it ends. Costs are
// [rules.rp], Sandtable's original defaults: one step restored to a
// reduced unit on the map costs step (1) RP of its nation; an eliminated
// unit rebuilt from the dead pile comes back on its reduced side for step
// (1) RP, an army for army_off_map (1) more, a corps to its alliance's
// reserve box and an army to a capital of its nation its alliance holds
// (or where its arrival rules say, addArrival). The seed's own limits
// (the Draka services, Turkey's 3 RPs, last ditch) are sections' replace
// checks (addReplaceCheck); a section whose units spend from a pool of
// their own (the Draka CF and J RPs) names it with addRPPool.

// RuleReplacements is the replacement phase (Sandtable's reading of the
// base game).
const RuleReplacements = "Replacements"

var _ = addPhaseVerbs(PhaseReplacement, "replace", "rebuild")

var rpPoolHooks []func(st *State, unit int) string

// addRPPool registers fn, which names the RP pool unit spends from ("dr-
// cf"), "" when fn has no say (the unit's nation's then). Call it from a
// package var.
func addRPPool(fn func(st *State, unit int) string) bool {
	rpPoolHooks = append(rpPoolHooks, fn)
	return true
}

// addRPPool is for lane 6 (the Draka CF and J RPs, L119); listed so that
// the linter does not report it before a section calls it.
var _ = []any{addRPPool}

// rpPool is the pool unit's replacements are paid from.
func (st *State) rpPool(unit int) string {
	for _, fn := range rpPoolHooks {
		if p := fn(st, unit); p != "" {
			return p
		}
	}
	return st.Units[unit].Nation
}

// rpPools are side's pools: its nations, and the pools its units spend
// from or that hold points, sorted.
func (st *State) rpPools(side string) []string {
	var out []string
	for _, n := range sortedKeys(st.fixed.r.Nations) {
		if st.fixed.r.Nations[n].Alliance == side {
			out = append(out, n)
		}
	}
	for i := range st.Units {
		if st.Units[i].Side == side {
			out = append(out, st.rpPool(i))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// addRP gives pool n RPs (n may be negative; never below 0), for why,
// logged for all.
func (st *State) addRP(ctx *rules.Context, pool string, n int, why string) {
	if st.Tracks.RP == nil {
		st.Tracks.RP = map[string]int{}
	}
	st.Tracks.RP[pool] = max(st.Tracks.RP[pool]+n, 0)
	ctx.Logf("RP %s %+d (%s): %d", pool, n, why, st.Tracks.RP[pool])
	if st.Tracks.RP[pool] == 0 {
		delete(st.Tracks.RP, pool)
	}
}

var _ = addSideData(func(st *State, v *rules.View) {
	for _, side := range Sides {
		var parts []string
		for _, p := range st.rpPools(side) {
			if n := st.Tracks.RP[p]; n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", p, n))
			}
		}
		if len(parts) > 0 {
			v.SetSide(side, rules.SideEntry{Key: "rp", Label: "Replacement points", Text: strings.Join(parts, ", ")})
		}
	}
})

func init() {
	on(kit.Leave(PhaseReplacement), func(st *State, ctx *rules.Context) error {
		if len(st.Tracks.RP) > 0 {
			ctx.Logf("Unspent replacement points are lost")
		}
		st.Tracks.RP = nil
		return nil
	})
	book.Verb(kit.Verb[*State]{Name: "replace", Args: "UNIT", Rule: RuleReplacements, Title: "Replace a step",
		Help: "restore a step of a reduced unit on the map for replacement points", Words: "replacing a step",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			return st.rpActions(side, "replace", arg0, (*State).replaceRefusal)
		},
		Why: func(st *State, a rules.Action) *rules.Refusal { return st.rpWhy(a, (*State).replaceRefusal) },
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			i := st.Units.Resolve(a.Args[0])
			cost := st.fixed.r.RP.Step
			st.addRP(ctx, st.rpPool(i), -cost, "a step of "+st.unitName(i))
			st.Units[i].Step--
			ctx.Logf("%s at %s is restored a step", st.unitName(i), st.SpaceOf(i))
			return nil
		},
	})
	book.Verb(kit.Verb[*State]{Name: "rebuild", Args: "UNIT", Rule: RuleReplacements, Title: "Rebuild a unit",
		Help: "bring an eliminated unit back from the dead pile on its reduced side for replacement points", Words: "rebuilding a unit",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			return st.rpActions(side, "rebuild", arg0, (*State).rebuildRefusal)
		},
		Why: func(st *State, a rules.Action) *rules.Refusal { return st.rpWhy(a, (*State).rebuildRefusal) },
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			i := st.Units.Resolve(a.Args[0])
			st.addRP(ctx, st.rpPool(i), -st.rebuildCost(i), "rebuilding "+st.unitName(i))
			u := &st.Units[i]
			u.Step = max(rules.StepCount(st.fixed.s, u)-1, 0)
			if box := st.reserveBox(i); box != nil {
				u.Loc = rules.BoxLocation(st.fixed.m, box)
				ctx.Logf("%s is rebuilt into the %s", st.unitName(i), box.Name)
				return nil
			}
			st.arrive(ctx, i, "rebuilt", st.rebuildSpaces(i)...)
			return nil
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleReplacements, Title: "Replacements", Order: 700,
		Text: `A card played for its replacement points gives RPs to the nations it names; they are spent in the replacement phase of the same turn (the Allies, then the Central Powers) and what is left is lost when the phase ends. A step restored to a reduced unit on the map costs 1 RP of its nation; an eliminated unit rebuilt from the dead pile comes back on its reduced side for 1 RP, an army for 1 more; a rebuilt corps goes to its alliance's reserve box, a rebuilt army to a capital of its nation that its alliance holds. (Sandtable's original defaults, [rules.rp]; the seed's own limits, such as the Draka's two services, apply besides.)`,
		More: func(st *State) (string, []rules.RefTable) {
			r := st.fixed.r.RP
			return fmt.Sprintf("In this game: a step costs %d RP, an army rebuilt %d more.", r.Step, *r.Army), nil
		}})
}

// firstArg is the first of args, "" when none.
func firstArg(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

// replaceRefusal is why unit i may not be restored a step now, nil when it
// may.
func (st *State) replaceRefusal(i int) *rules.Refusal {
	u := &st.Units[i]
	switch {
	case st.Phase != PhaseReplacement || st.Side != u.Side:
		return &rules.Refusal{Rule: RuleReplacements, Reason: "steps are replaced in the alliance's part of the replacement phase"}
	case !u.Loc.OnMap() || u.Step == 0:
		return &rules.Refusal{Rule: RuleReplacements, Reason: st.unitName(i) + " is not a reduced unit on the map"}
	case st.Tracks.RP[st.rpPool(i)] < st.fixed.r.RP.Step:
		return &rules.Refusal{Rule: RuleReplacements, Reason: fmt.Sprintf("a step of %s costs %d RP %s, and there are %d", st.unitName(i), st.fixed.r.RP.Step, st.rpPool(i), st.Tracks.RP[st.rpPool(i)])}
	}
	return mayReplace(st, i, "")
}

// rebuildCost is what rebuilding unit i costs.
func (st *State) rebuildCost(i int) int {
	c := st.fixed.r.RP.Step
	if st.ClassOfUnit(i) == Army {
		c += *st.fixed.r.RP.Army
	}
	return c
}

// reserveBox is the box a rebuilt corps of unit i's alliance goes to (its
// "SIDE-reserve" box), nil for an army or when the map has none.
func (st *State) reserveBox(i int) *maps.Box {
	if st.ClassOfUnit(i) == Army {
		return nil
	}
	return st.fixed.m.Box(st.Units[i].Side + "-reserve")
}

// rebuildSpaces are the capitals of unit i's nation that its alliance
// holds.
func (st *State) rebuildSpaces(i int) []string {
	u := &st.Units[i]
	var out []string
	for _, c := range st.fixed.r.Nations[u.Nation].Capitals {
		if st.ControlOf(c) == u.Side {
			out = append(out, c)
		}
	}
	return out
}

// rebuildRefusal is why unit i may not be rebuilt now, nil when it may.
func (st *State) rebuildRefusal(i int) *rules.Refusal {
	u := &st.Units[i]
	cost := st.rebuildCost(i)
	switch {
	case st.Phase != PhaseReplacement || st.Side != u.Side:
		return &rules.Refusal{Rule: RuleReplacements, Reason: "units are rebuilt in the alliance's part of the replacement phase"}
	case u.Loc.Box != BoxDead:
		return &rules.Refusal{Rule: RuleReplacements, Reason: st.unitName(i) + " is not in the dead pile"}
	case st.Tracks.RP[st.rpPool(i)] < cost:
		return &rules.Refusal{Rule: RuleReplacements, Reason: fmt.Sprintf("rebuilding %s costs %d RP %s, and there are %d", st.unitName(i), cost, st.rpPool(i), st.Tracks.RP[st.rpPool(i)])}
	}
	if st.reserveBox(i) == nil {
		a := Arrival{Unit: i, Spaces: st.rebuildSpaces(i)}
		for _, fn := range arrivalHooks {
			a.Spaces = append(a.Spaces, fn(st, i)...)
		}
		if len(st.openSpaces(a)) == 0 {
			return &rules.Refusal{Rule: RuleReplacements, Reason: st.unitName(i) + " has no space to arrive in (a capital of its nation its alliance holds)"}
		}
	}
	return mayReplace(st, i, "")
}

// rpActions are the replacement verb's actions of side, one for each of its units (or
// the one named arg0) that refused lets take it (a nil refusal).
func (st *State) rpActions(side, verb, arg0 string, refused func(st *State, i int) *rules.Refusal) []rules.Action {
	var out []rules.Action
	for i := range st.Units {
		if st.Units[i].Side == side && refused(st, i) == nil {
			if ref := st.Units.Ref(i); arg0 == "" || arg0 == ref {
				out = append(out, rules.Action{Side: side, Verb: verb, Args: []string{ref}})
			}
		}
	}
	return out
}

// rpWhy is why a (a replacement verb), naming one unit of its side, is refused: not one of
// the side's units, or refused's reason for that unit.
func (st *State) rpWhy(a rules.Action, refused func(st *State, i int) *rules.Refusal) *rules.Refusal {
	i := st.Units.Resolve(firstArg(a.Args))
	if i < 0 || st.Units[i].Side != a.Side {
		return rules.Refuse(a, RuleReplacements, "name one of your units")
	}
	if r := refused(st, i); r != nil {
		r.Action = a
		return r
	}
	return nil
}
