package outofafrica

import (
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the Draka forces' supply and arrival (PLAN.md §2.12):
//
//	"Draka Reinforcement and Replaced Armies arrive in Alexandria or
//	Cairo, unless otherwise stated in the special rules below. ... Draka
//	may trace supply to Cairo or any Allied Port." (L119)
//	"Add off-map Upper Egypt space connected to Cairo. Add off-map
//	Tripoli port space connected to Libya. ... Both of these spaces are
//	places where Draka Reinforcements can be placed and Draka Supply
//	traced." (L11)
//
// The Draka's sources are their capitals ([rules.nations.dr] capitals:
// Cairo), every port (a source while the Allies control it, ruling
// OA-53) and the off-map spaces ([rules] offmap). An arriving Draka unit
// may also be placed in an off-map space.

// RuleDrakaForces is the Draka forces and set-up (L75-119).
const RuleDrakaForces = "Dominion of Draka forces and set-up"

// isDraka reports whether unit i is a Draka unit.
func (st *State) isDraka(i int) bool { return st.Units[i].Nation == Draka }

var _ = addSupplySources(func(st *State, nation string) []string {
	if nation != Draka {
		return nil
	}
	out := slices.Clone(st.Capitals(Draka))
	for _, p := range st.fixed.m.Places {
		if p.Is("port") {
			for _, c := range p.Cells {
				out = append(out, st.Label(c))
			}
		}
	}
	return append(out, st.fixed.r.Offmap...)
})

var _ = addArrival(func(st *State, i int) []string {
	if !st.isDraka(i) {
		return nil
	}
	return slices.Clone(st.fixed.r.Offmap)
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleDrakaForces, Title: "Dominion of Draka forces", Order: 120,
		Text: `"Draka Reinforcement and Replaced Armies arrive in Alexandria or Cairo, unless otherwise stated in the special rules below." "Draka may trace supply to Cairo or any Allied Port." Upper Egypt and Tripoli, the off-map spaces, are also "places where Draka Reinforcements can be placed and Draka Supply traced."

The Draka trace supply to their capital (Cairo), to any port the Allies control, and to the off-map spaces. An arriving Draka unit may be placed in an off-map space as well as where its rule says.`,
		More: func(st *State) (string, []rules.RefTable) {
			return "Draka supply sources in this game: " + kit.JoinOr(st.nationSources(Draka)) + ".", nil
		}})
}
