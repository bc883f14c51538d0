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
	v.Status.Checklist = st.checklistFor(side, v.Status.Checklist)
	if d := v.Status.Decision; d != nil && side != "" && side != d.Side {
		// The suggestion (the unit with the most steps left, say) is for
		// the side that chooses: the others read what it chooses, not
		// what the game would choose.
		d.Default = rules.Action{}
	}
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
			uv.Type, uv.Step, uv.Steps, uv.Values, uv.Flags = u.Type, u.Step, rules.StepCount(s, u), rules.Values(s, u), st.flagWords(i)
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

// flagText words the unit flags for players (the view's Flags; the state
// keeps the ids the code tests).
var flagText = map[string]string{
	flagAttacked:  "attacked this Combat Phase (no second attack)",
	flagUndoubled: "made a move that was not doubled: no more doubled movement this phase",
	flagFlown:     "has flown its mission this player-turn (one each)",
}

// flagWords are unit i's markers as people read them: its flags, its
// mission while it flies one, and its place in an order of attack its
// enemy chose (airorder.go). A flag without words shows as its id.
func (st *State) flagWords(i int) []string {
	u := &st.Units[i]
	f := st.flight(i)
	var out []string
	for _, id := range u.Flags {
		switch {
		case id == flagDefStart:
			// Worded with flagOOSStart, which it always comes with.
		case id == flagOOSStart && u.HasFlag(flagDefStart):
			out = append(out, "in Defense Supply when its movement began: it may only move to better its supply or get closer to a supply source")
		case id == flagOOSStart:
			out = append(out, "Out of Supply when its movement began: it may only move to better its supply or get closer to a supply source")
		case id == flagFlown && f != nil:
			// The mission below says it.
		case flagText[id] != "":
			out = append(out, flagText[id])
		default:
			out = append(out, id)
		}
	}
	if f != nil {
		out = append(out, "flying "+article(missionName[f.Mission])+" mission from its base at "+st.placeText(f.From))
	}
	if w := st.orderWords(i); w != "" {
		out = append(out, w)
	}
	if st.isAir(u) && st.stormAt(u.Loc) {
		// 000 Inventions, Storms b: "In order to leave they must 'roll to
		// escape' ... units which fail to rebase cannot Sortie nor fly a
		// Mission."
		escaped, rolled := st.Air.Escape[u.ID]
		switch {
		case !rolled:
			out = append(out, "in a Storm: it may leave only after rolling 1 or 2 to escape, in its Base Change Phase")
		case escaped:
			out = append(out, "escaped the Storm this Operational Turn")
		default:
			out = append(out, "failed to escape the Storm: it cannot Sortie nor fly a Mission this Operational Turn")
		}
	}
	return out
}

// ordinals are places in an order of attack (at most five flyers, or
// Zeppelins, to a hex).
var ordinals = []string{"first", "second", "third", "fourth", "fifth"}

// orderWords is where unit i stands in the order of attack of a fight
// waiting at its hex, when the attacker chose an order ("" otherwise).
func (st *State) orderWords(i int) string {
	if len(st.Air.First) == 0 || st.fightMission() == "" || !st.Units[i].Loc.OnMap() {
		return ""
	}
	side := st.phase().Side
	for _, f := range st.fightsAt(side, st.Units[i].Loc) {
		k := slices.Index(f.Targets, i)
		chosen := slices.ContainsFunc(f.Targets, func(j int) bool { return slices.Contains(st.Air.First, st.Units[j].ID) })
		if k < 0 || f.Table == AirFighterFighter || k >= len(ordinals) || !chosen {
			continue
		}
		return fmt.Sprintf("to be attacked %s of %d in the air combat here (the %s' choice)", ordinals[k], len(f.Targets), st.sideName(side))
	}
	return ""
}
