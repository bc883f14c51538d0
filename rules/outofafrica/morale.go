package outofafrica

import (
	"slices"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is low morale and demoralisation (PLAN.md §2.16):
//
//	"IT: 3 Armies in Deadpile for Low Morale. This goes to Demoralization
//	if Rome under Allied Control." (L168) "BR: Always 2 armies to go to
//	Low Morale." (L170) "Draka: If all three CF armies are in the
//	deadpile, Draka go to Low Morale. But the Draka are never
//	demoralized; it's not in their vocabulary." (L172) "FR: Normal rules
//	for Low Morale. Go to demoralization if Low Morale, Marselles and
//	Lyon under CP control, and the other two conditions given in the
//	Poghouse file." (L176)
//
// The conditions are [rules.morale.NATION] data; "normal rules" are the
// players' to enter (Sandtable ships none). What low morale and
// demoralisation do is the base game's, left to the players: the module
// shows each nation's state to both sides (a side entry) and in the rules
// reference. The Poghouse file's two French conditions are not included.

// RuleMorale is low morale and demoralisation (SSR 13).
const RuleMorale = "Low morale and demoralization (SSR 13)"

// inDeadPile reports whether unit i is in the dead pile (replaceable or
// not).
func (st *State) inDeadPile(i int) bool {
	b := st.Units[i].Loc.Box
	return b == BoxDead || b == BoxRemoved
}

// morale is nation's morale: "" (normal), "low morale" or "demoralized".
func (st *State) morale(nation string) string {
	mr, ok := st.fixed.r.Morale[nation]
	if !ok {
		return ""
	}
	low := false
	if mr.Low > 0 {
		n := 0
		for i := range st.Units {
			if st.Units[i].Nation == nation && st.ClassOfUnit(i) == Army && st.inDeadPile(i) {
				n++
			}
		}
		low = n >= mr.Low
	}
	if len(mr.LowUnits) > 0 {
		all, some := true, false
		for i := range st.Units {
			if slices.Contains(mr.LowUnits, st.Units[i].Type) {
				some = true
				all = all && st.inDeadPile(i)
			}
		}
		low = low || some && all
	}
	if !low {
		return ""
	}
	if !mr.Never && len(mr.DemoralisedIf) > 0 {
		enemy := Enemy(st.Alliance(nation))
		if !slices.ContainsFunc(mr.DemoralisedIf, func(l string) bool { return st.ControlOf(l) != enemy }) {
			return "demoralized"
		}
	}
	return "low morale"
}

var _ = addSideData(func(st *State, v *rules.View) {
	for _, side := range Sides {
		var items []string
		for _, n := range st.Nations(side) {
			if m := st.morale(n); m != "" {
				items = append(items, st.NationName(n)+": "+m)
			}
		}
		v.SetSide(side, rules.SideEntry{Key: "morale", Label: "Morale", Kind: rules.SideItems, Items: items})
	}
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleMorale, Title: "Low morale and demoralization", Order: 400,
		Text: `"IT: 3 Armies in Deadpile for Low Morale. This goes to Demoralization if Rome under Allied Control." "BR: Always 2 armies to go to Low Morale." "Draka: If all three CF armies are in the deadpile, Draka go to Low Morale. But the Draka are never demoralized; it's not in their vocabulary." "FR: Normal rules for Low Morale. Go to demoralization if Low Morale, Marselles and Lyon under CP control, and the other two conditions given in the Poghouse file."

Each nation's morale is shown to both sides. What low morale and demoralization do is the base game's, applied by the players; the Poghouse file's conditions are not included.`,
		More: func(st *State) (string, []rules.RefTable) {
			t := rules.RefTable{ID: "morale", Caption: "Morale", Columns: []string{"Nation", "Low morale", "Demoralized", "Now"}}
			for _, n := range st.Nations("") {
				mr, ok := st.fixed.r.Morale[n]
				if !ok {
					continue
				}
				var low []string
				if mr.Low > 0 {
					low = append(low, itoaArmies(mr.Low))
				}
				if len(mr.LowUnits) > 0 {
					var names []string
					for _, id := range mr.LowUnits {
						if u := st.fixed.s.Counters.Unit(id); u != nil {
							names = append(names, rules.TypeName(u, 0))
						}
					}
					low = append(low, "every "+kit.JoinOr(names)+" in the dead pile")
				}
				dem := "at low morale, the enemy holding " + kit.JoinOr(mr.DemoralisedIf)
				if mr.Never {
					dem = "never"
				} else if len(mr.DemoralisedIf) == 0 {
					dem = "by the base game's rules"
				}
				now := st.morale(n)
				if now == "" {
					now = "normal"
				}
				t.Rows = append(t.Rows, []string{st.NationName(n), kit.JoinOr(low), dem, now})
			}
			return "", []rules.RefTable{t}
		}})
}

// itoaArmies is "3 armies in the dead pile".
func itoaArmies(n int) string {
	if n == 1 {
		return "1 army in the dead pile"
	}
	return strconv.Itoa(n) + " armies in the dead pile"
}
