package vernian

import (
	"fmt"
	"slices"

	"sandtable/rules"
)

// View is what side sees: every unit with its supply state, except that
// a face-down unit of the other side shows only its nation and place
// (hidden.go); "" is the referee's view of everything. Units are listed
// in listOrder: those side sees in set-up order, then the other side's
// face-down units by alias, so a unit's place in the list gives nothing
// away.
func (st *State) View(side string) rules.View {
	s := st.fixed.s
	v := rules.View{Side: side, Status: st.Status(), Units: make([]rules.UnitView, 0, len(st.Units)),
		Control: st.Control.Views(s)}
	for _, i := range st.listOrder(side) {
		u := &st.Units[i]
		// A passenger (a Crack Troop aboard its Zeppelin) is at its
		// carrier's place, listed under it (rules.UnitView.Aboard).
		place := st.Units.Place(i)
		uv := rules.UnitView{ID: st.Units.Ref(i), Nation: u.Nation, Side: u.Side, Map: place.Map, Box: place.Box, Hidden: u.Hidden,
			Aboard: st.Units.CarrierRef(i)}
		if place.OnMap() {
			if m := s.Map(place.Map); m != nil {
				uv.Cell = m.Label(place.Cell)
			}
		}
		if st.sees(side, i) {
			uv.Type, uv.Step, uv.Steps, uv.Values, uv.Flags = u.Type, u.Step, rules.StepCount(s, u), rules.Values(s, u), slices.Clone(u.Flags)
			if f := st.flight(i); f != nil {
				// A flyer in the air says so on its counter's details.
				uv.Flags = append(uv.Flags, "on "+article(missionName[f.Mission])+" from "+st.placeText(f.From))
				slices.Sort(uv.Flags)
			}
			if u.Loc.OnMap() {
				uv.Supply = st.SupplyOf(i)
			}
		}
		v.Units = append(v.Units, uv)
	}
	t := st.fixed.t
	v.VP = map[string]int{
		Germans: st.CityCount(Germans, t.FrenchRegion),
		Allies:  st.CityCount(Allies, t.GermanRegion),
	}
	v.Notes = append(v.Notes,
		fmt.Sprintf("Germans hold %d of the %d French city hexes they need (Paris counts two), or London and its six neighbours", v.VP[Germans], GermanCityTarget),
		fmt.Sprintf("Allies hold %d of the %d German city hexes they need (the Ruhr counts two)", v.VP[Allies], AlliedCityTarget))
	if st.Tunnel.Sealed {
		v.Notes = append(v.Notes, "The tunnel is sealed ("+st.turnName(st.Tunnel.SealedTurn)+")")
	} else if st.fixed.dover.OnMap() {
		v.Notes = append(v.Notes, "The tunnel is open: Dover is a German ultimate supply source")
	}
	for _, ts := range st.Tunnel.Stacks {
		v.Notes = append(v.Notes, fmt.Sprintf("Tunnel stack of %d units due %s", len(ts.Units), st.turnName(ts.Turn)))
	}
	return v
}
