package vernian

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// Special rules for England (000), as the section below states them: a)
// the Front (mayLeaveEngland), c) British mobilization, "no more than one
// ground unit per hex (plus one HQs), except the London hex and the
// Birmingham hex", d) no doubled movement (see doubled). The tunnel (b) is
// tunnel.go.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleEngland, Title: "England", Order: 180,
		Text: `- a) No unit in England may leave England while fighting continues. Once no German ground unit is in England, British units there may be taken back to the Available box in an Allied New Units Phase.
- c) New British units may be placed in England, in friendly towns and cities, one ground unit plus one HQ per hex; London and Birmingham take normal stacking.
- d) Nobody gets doubled movement in England.
- For victory and control, building hexes in England are towns, except London, its six neighbours and Birmingham, which are cities.`,
	})
}

// mayLeaveEngland reports whether British unit i may be taken from
// England to the Available box now: 000 England a, "British units there
// may be removed from the map and added to the Available Units box in each
// Strategic Turn following the elimination of all German units from
// England" - read as: in an Allied New Units Phase, while no German ground
// unit is in England (RULINGS.md).
func (st *State) mayLeaveEngland(i int) bool {
	u := &st.Units[i]
	f := st.fixed
	if u.Nation != "britain" || u.Loc.Map != f.t.EnglandMap || !u.Loc.OnMap() || st.isAir(u) || !st.availableBox(Allies).InBox() {
		return false
	}
	for j := range st.Units {
		v := &st.Units[j]
		if v.Side == Germans && v.Loc.Map == f.t.EnglandMap && v.Loc.OnMap() && st.isGround(v) {
			return false
		}
	}
	return true
}

// englandPlacement is why new unit i may not be placed at l under 000
// England c, "" when it may: a British unit placed in England goes to a
// hex holding no other British ground unit of its kind (one ground unit
// plus one HQ; tanks join infantry and do not count), but London and
// Birmingham take normal stacking.
func (st *State) englandPlacement(i int, l rules.Location) string {
	u := &st.Units[i]
	if l.Map != st.fixed.t.EnglandMap || u.Nation != "britain" || st.isTank(u) {
		return ""
	}
	for _, p := range st.mapOf(l).PlacesAt(l.Cell) {
		if p.ID == st.fixed.t.London || p.ID == st.fixed.t.Birmingham {
			return ""
		}
	}
	for _, j := range st.groundAt(l, Allies) {
		v := &st.Units[j]
		if st.isHQ(u) == st.isHQ(v) && !st.isTank(v) {
			return "English towns take one ground unit plus one HQ; only London and Birmingham take more"
		}
	}
	return ""
}
