package outofafrica

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is Army Det. Kempf (PLAN.md §2.12):
//
//	"The Draka create their J Army Det. Kempf by expending 1 J RP during a
//	Replacement Phase, allowing the removal of a J corps to the
//	replaceable units box and its replacement with the full strength
//	Army Det. Kempf. This unit may only be created in the Near East, and
//	is restricted to that map. This unit may not be created until the
//	Allies play the "Draka Mobilization" card (replaces the Italy entry
//	event LW card #17) as an event." (L152)
//
// create-det DET CORPS, in the Allies' part of the replacement phase: DET
// is Kempf's unit type ([rules] kempf), waiting in the Allied force pool;
// CORPS a Janissary corps on a Near East space. It uses one J point
// (drakarp.go: the cap per phase counts it), sends the corps to the dead
// pile (the replaceable units) and puts Kempf at full strength in its
// space. Kempf may never enter a space off the Near East map (a may-enter
// hook, every motion).

// RuleKempf is Army Det. Kempf (SSR 8).
const RuleKempf = "Army Det. Kempf (SSR 8)"

var _ = addPhaseVerbs(PhaseReplacement, "create-det")

// kempfActions are the create-det actions of side now.
func (st *State) kempfActions(side string) []rules.Action {
	if side != AP || st.Side != AP || st.Phase != PhaseReplacement || st.kempfBlocked() != "" {
		return nil
	}
	var out []rules.Action
	for i := range st.Units {
		if st.kempfCorps(i) {
			out = append(out, rules.Action{Side: AP, Verb: "create-det", Args: []string{st.fixed.r.Kempf, st.Units.Ref(i)}})
		}
	}
	return out
}

// kempfBlocked says why Kempf may not be created now ("" when it may,
// given a corps).
func (st *State) kempfBlocked() string {
	_, _, _, _, maxJ := st.drakaRP()
	switch {
	case st.fixed.r.Kempf == "" || st.poolUnit(AP, st.fixed.r.Kempf) < 0:
		return "Army Det. Kempf is not in the Allied force pool"
	case !st.Draka.Mobilized:
		return "Army Det. Kempf may not be created until the Allies play \"Draka Mobilization\" (#17) as an event"
	case st.Draka.NoRP || st.Draka.J == 0:
		return "creating Army Det. Kempf costs 1 Draka J replacement point, and the Draka have none to use"
	case st.Draka.UsedJ >= maxJ:
		return fmt.Sprintf("the Draka have used %d J replacement point(s) this phase, the most a replacement phase may use", st.Draka.UsedJ)
	}
	return ""
}

// kempfCorps reports whether unit i is a Janissary corps on a Near East
// space, one Kempf may replace.
func (st *State) kempfCorps(i int) bool {
	l := st.SpaceOf(i)
	return l != "" && st.isDraka(i) && st.service(i) == ServiceJ && st.ClassOfUnit(i) == Corps && st.nearEast(l)
}

var _ = addMayEnter(func(st *State, unit int, _, to string, _ Motion) *rules.Refusal {
	if k := st.fixed.r.Kempf; k == "" || st.Units[unit].Type != k || st.nearEast(to) {
		return nil
	}
	return &rules.Refusal{Rule: RuleKempf, Reason: "Army Det. Kempf is restricted to the Near East map, and " + to + " is not on it"}
})

func init() {
	book.Verb(kit.Verb[*State]{Name: "create-det", Args: "DET CORPS", Rule: RuleKempf, Title: "Create Army Det. Kempf",
		Help:  "replace a Janissary corps in the Near East with Army Det. Kempf for 1 Draka J replacement point",
		Words: "creating Army Det. Kempf",
		Gen:   func(st *State, side, _ string) []rules.Action { return st.kempfActions(side) },
		Why: func(st *State, a rules.Action) *rules.Refusal {
			if why := st.kempfBlocked(); why != "" {
				return &rules.Refusal{Rule: RuleKempf, Reason: why}
			}
			if len(a.Args) == 2 {
				if i := st.Units.Resolve(a.Args[1]); i >= 0 && !st.kempfCorps(i) {
					return &rules.Refusal{Rule: RuleKempf, Reason: "Army Det. Kempf replaces a Janissary corps on the Near East map, and " + st.unitName(i) + " is not one"}
				}
			}
			return nil
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			corps := st.Units.Resolve(a.Args[1])
			det := st.poolUnit(AP, st.fixed.r.Kempf)
			space := st.SpaceOf(corps)
			st.Draka.J--
			st.Draka.UsedJ++
			st.eliminate(ctx, corps, "replaced by Army Det. Kempf", false)
			st.Units[det].Step = 0
			st.Units[det].Loc = st.Loc(space)
			ctx.Logf("%s is created at %s for 1 Draka J replacement point (%s); Draka RPs left: %s", st.unitName(det), space, RuleKempf, st.drakaRPText())
			return nil
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 2 {
				return "", false
			}
			i := st.Units.Resolve(a.Args[1])
			if i < 0 || st.SpaceOf(i) == "" {
				return "", false
			}
			return "Create Army Det. Kempf at " + st.SpaceOf(i) + " from " + st.unitName(i), true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleKempf, Title: "Army Det. Kempf", Order: 150,
		Text: `"The Draka create their J Army Det. Kempf by expending 1 J RP during a Replacement Phase, allowing the removal of a J corps to the replaceable units box and its replacement with the full strength Army Det. Kempf. This unit may only be created in the Near East, and is restricted to that map. This unit may not be created until the Allies play the "Draka Mobilization" card ... as an event."`})
}
