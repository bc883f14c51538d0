package vernian

import (
	"fmt"
	"slices"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleNewUnits, Title: "New units and reinforcements", Order: 200,
		Text: `Each Strategic Turn's reinforcements wait in their side's Available box and are placed in any New Units Phase (move):

- German units in friendly German towns and cities.
- French units in friendly French towns and cities; the Armored Front Buster in a friendly French city.
- British units in friendly French ports or English towns and cities; the lone British "A" unit in a French port.
- American units on Allied ultimate supply source map-edge hexes in France or England; from Strategic Turn D on, also in or next to a US HQ.
- Tanks with friendly infantry in a friendly town or city.
- Zeppelins arrive in Germany; Ether Flyers in Paris or London (Allied) or in Germany (German), each in a hex that is a legal base.`,
	})
}

// availableBox is side's Available box location (zero when the scenario
// names none).
func (st *State) availableBox(side string) rules.Location {
	id := st.fixed.t.Available[side]
	for _, m := range st.fixed.s.Maps {
		if b := m.Box(id); b != nil {
			return rules.BoxLocation(m, b)
		}
	}
	return rules.Location{}
}

// inAvailable reports whether unit i waits in its side's Available box.
func (st *State) inAvailable(i int) bool {
	u := &st.Units[i]
	l := st.availableBox(u.Side)
	return l.InBox() && u.Loc == l
}

// available lists the names of side's units waiting to be placed.
func (st *State) available(side string) []string {
	var out []string
	for i := range st.Units {
		if st.Units[i].Side == side && st.inAvailable(i) {
			out = append(out, st.name(i))
		}
	}
	return out
}

// arrive brings Strategic Turn t's reinforcements into play (000
// Reinforcement Schedule), where the scenario puts them: normally the
// side's Available box, from which the New Units Phases place them.
func (st *State) arrive(ctx *rules.Context, t int) {
	first := len(st.Units)
	st.Units = append(st.Units, st.fixed.roster.Arriving(t)...)
	for i := first; i < len(st.Units); i++ {
		ctx.Logf("reinforcement: %s arrives at %s", st.name(i), st.place(st.Units[i].Loc))
	}
}

// placeDestinations: where a new unit may be placed in its New Units Phase.
// Air units: see airPlaceDestinations. Read (RULINGS.md):
// Germans in friendly German towns/cities; French in friendly French
// towns/cities (the AFB: "must be mobilized in a friendly French city
// hex"); British in friendly French ports or, 000 England c, in English
// towns/cities one ground unit per hex plus one HQ (London and Birmingham
// take normal stacking); Americans on Allied ultimate-source edge hexes or
// next to a US HQ; tanks with friendly infantry.
func (st *State) placeDestinations(i int) []dest {
	u := &st.Units[i]
	if st.mayLeaveEngland(i) {
		return []dest{{loc: st.availableBox(u.Side)}}
	}
	if !st.inAvailable(i) {
		return nil
	}
	if st.isAir(u) {
		return st.airPlaceDestinations(i)
	}
	var out []dest
	for _, m := range st.fixed.s.Maps {
		cells := map[board.Cell]bool{}
		for _, c := range st.placeCells(i, m.ID) {
			cells[c] = true
		}
		for _, c := range sortedCells(m, cells) {
			l := rules.CellLocation(m, c)
			if _, why := st.placeBlocked(i, l); why == "" {
				out = append(out, dest{loc: l})
			}
		}
	}
	return out
}

// placeCells are the candidate hexes of unit i on map id, before
// occupancy and stacking.
func (st *State) placeCells(i int, mapID string) []board.Cell {
	f := st.fixed
	u := &st.Units[i]
	m := f.s.Map(mapID)
	var out []board.Cell
	friendly := func(c board.Cell) bool { return st.controlOf(m, c) == u.Side }
	addTowns := func(region string, citiesOnly bool, port bool) {
		set := f.towns[mapID]
		if citiesOnly {
			set = f.cities[mapID]
		}
		for c := range set {
			if (region == "" || inRegion(m, c, []string{region})) && friendly(c) {
				if port && !st.isPort(mapID, c) {
					continue
				}
				out = append(out, c)
			}
		}
	}
	switch {
	case st.isTank(u):
		// Tanks join friendly infantry in any friendly town or city
		// (placeBlocked checks the infantry).
		addTowns("", false, false)
	case st.isAFB(u):
		if mapID == f.west.ID {
			addTowns(f.t.FrenchRegion, true, false)
		}
	case u.Nation == "usa":
		// 000 Reinforcements C-F: "on ultimate supply source map edge
		// hexes in France and/or Britain" - London is a source but not on
		// the map edge.
		for c := range f.sources[Allies][mapID] {
			if friendly(c) && isEdge(m, c) && (mapID != f.west.ID || inRegion(m, c, []string{f.t.FrenchRegion})) {
				out = append(out, c)
			}
		}
		// "or via US HQ" is in the schedule from D (+5) on, not for the
		// C units (+3, +4): in or next to a US HQ, a hex a unit could
		// enter, friendly and not neutral.
		if code := st.code(i); code == "+5" || code == "+6" || code == "+7" {
			for j := range st.Units {
				v := &st.Units[j]
				if v.Nation != "usa" || !st.isHQ(v) || v.Loc.Map != mapID || !v.Loc.OnMap() {
					continue
				}
				out = append(out, v.Loc.Cell)
				var buf []board.Cell
				for _, n := range m.Topology.Neighbors(v.Loc.Cell, buf) {
					if st.passable(m, v.Loc.Cell, n) && friendly(n) {
						out = append(out, n)
					}
				}
			}
		}
	case u.Side == Germans:
		if mapID == f.west.ID {
			addTowns(f.t.GermanRegion, false, false)
		}
	case u.Nation == "britain" && st.code(i) == "A":
		// 000 Reinforcements A: "The lone unit with a reinforcement code
		// of "A" must appear in France."
		if mapID == f.west.ID {
			addTowns(f.t.FrenchRegion, false, true)
		}
	case u.Nation == "britain":
		if mapID == f.t.EnglandMap {
			addTowns("", false, false)
		} else if mapID == f.west.ID {
			addTowns(f.t.FrenchRegion, false, true)
		}
	default:
		if mapID == f.west.ID {
			addTowns(f.t.FrenchRegion, false, false)
		}
	}
	return out
}

// isPort reports whether cell c of map id is a port.
func (st *State) isPort(mapID string, c board.Cell) bool {
	for _, p := range st.fixed.s.Map(mapID).PlacesAt(c) {
		if p.Is("port") {
			return true
		}
	}
	return false
}

// placeBlocked is why unit i may not be placed at l, with the rule, ""
// when it may.
func (st *State) placeBlocked(i int, l rules.Location) (rule, why string) {
	u := &st.Units[i]
	if len(st.groundAt(l, enemy(u.Side))) > 0 {
		return RuleNewUnits, st.place(l) + " holds enemy units"
	}
	if !st.fits(i, l) {
		return RuleStacking, st.overstackWhy(l)
	}
	if st.isTank(u) {
		if st.tankAt(l, u.Side) >= 0 {
			return RuleTanks, "only one Tank unit can be in a stack"
		}
		if !st.hasInfantry(l, u.Side) {
			return RuleTanks, "a Tank must always be stacked with an Infantry unit"
		}
	}
	if why := st.englandPlacement(i, l); why != "" {
		return RuleEngland + " c", why
	}
	return "", ""
}

// placeWhy explains a refused placement, with the rule.
func (st *State) placeWhy(i int, l rules.Location) *rules.Refusal {
	if st.isAir(&st.Units[i]) {
		return st.airPlaceWhy(i, l)
	}
	if !l.OnMap() {
		return refusalOf(RuleNewUnits, "new units are placed on the map")
	}
	if !slices.Contains(st.placeCells(i, l.Map), l.Cell) {
		return refusalOf(RuleNewUnits, fmt.Sprintf("%s cannot be mobilized at %s: %s", st.name(i), st.place(l), st.mobilizedWhere(i)))
	}
	return refusalOf(st.placeBlocked(i, l))
}

// mobilizedWhere says where unit i is placed as a new unit, in the words
// of the cases of placeCells.
func (st *State) mobilizedWhere(i int) string {
	u := &st.Units[i]
	switch {
	case st.isTank(u):
		return "tanks join friendly infantry in a friendly town or city"
	case st.isAFB(u):
		return "the Armored Front Buster must be mobilized in a friendly French city hex"
	case u.Nation == "usa":
		if code := st.code(i); code == "+5" || code == "+6" || code == "+7" {
			return "American units arrive on Allied ultimate supply source map-edge hexes in France or England, or in or next to a US HQ"
		}
		return "American units arrive on Allied ultimate supply source map-edge hexes in France or England"
	case u.Side == Germans:
		return "German units are mobilized in friendly German towns and cities"
	case u.Nation == "britain" && st.code(i) == "A":
		return "the lone British \"A\" unit must appear in France, in a friendly French port"
	case u.Nation == "britain":
		return "British units are mobilized in friendly French ports or English towns and cities"
	}
	return "Allied units are mobilized in friendly French towns and cities"
}

// 000 Reinforcement Schedule: "Germans receive five 0-3-3 Zeppelins, in
// Germany"; the flyers arrive where the set-up puts their like: "a Type
// "F" (interceptor) ether flyer in Paris", "one "F" type ... in London".
// Read (RULINGS.md): a new Zeppelin or German flyer goes to a
// German-controlled hex of Germany; a new Allied flyer to a Paris or London
// hex, or, when neither is a legal base, to any friendly French or English
// city that is one. Each hex must be a legal base for the unit (friendly,
// in Attack Supply traced overland, no enemy unit, not at sea) with room
// under the 5 per hex air stacking limit.

// airPlaceDestinations are where new air unit i may be placed.
func (st *State) airPlaceDestinations(i int) []dest {
	env := st.airEnv()
	var out []dest
	for _, l := range st.airPlaceCells(i, env) {
		out = append(out, dest{loc: l})
	}
	return out
}

// airPlaceCells are the hexes new air unit i may be placed in, in board
// order.
func (st *State) airPlaceCells(i int, env airEnv) []rules.Location {
	f := st.fixed
	u := &st.Units[i]
	var ds []dest
	try := func(l rules.Location) {
		if _, why := st.airPlaceBlocked(i, l, env); why == "" && !slices.ContainsFunc(ds, func(d dest) bool { return d.loc == l }) {
			ds = append(ds, dest{loc: l})
		}
	}
	if u.Side == Germans {
		m := f.west
		for k := 0; k < m.Topology.Len(); k++ {
			if c := m.Topology.Cell(k); inRegion(m, c, []string{f.t.GermanRegion}) {
				try(rules.CellLocation(m, c))
			}
		}
	} else {
		for _, id := range []string{f.t.Paris, f.t.London} {
			for _, m := range f.s.Maps {
				if p := m.Place(id); p != nil {
					for _, c := range p.Cells {
						try(rules.CellLocation(m, c))
					}
				}
			}
		}
		if len(ds) == 0 {
			for _, m := range f.s.Maps {
				for _, c := range sortedCells(m, f.cities[m.ID]) {
					if m.ID == f.t.EnglandMap || inRegion(m, c, []string{f.t.FrenchRegion}) {
						try(rules.CellLocation(m, c))
					}
				}
			}
		}
	}
	st.sortDests(ds)
	out := make([]rules.Location, len(ds))
	for k, d := range ds {
		out[k] = d.loc
	}
	return out
}

// airPlaceBlocked is why new air unit i may not stand at l as a base
// (before where the schedule sends it), "" when it may.
func (st *State) airPlaceBlocked(i int, l rules.Location, env airEnv) (rule, why string) {
	u := &st.Units[i]
	if st.isFlyer(u) {
		return st.baseBlocked(u.Side, l, i, env)
	}
	switch {
	case st.isWater(l):
		return RuleZeppelins, "Zeppelins may never end a move over water"
	case st.controlOf(st.mapOf(l), l.Cell) != u.Side:
		return RuleNewUnits, fmt.Sprintf("new Zeppelins arrive in Germany, in a German-controlled hex, and %s is not one", st.place(l))
	case env.count(l, enemy(u.Side), anyOf) > 0:
		return RuleZeppelins + " a", fmt.Sprintf("%s holds enemy units", st.place(l))
	case st.overlandSupply(u.Side).At(l) != AttackSupply:
		return RuleZeppelins + " a", fmt.Sprintf("a Zeppelin's base must trace Attack Supply overland (Zeppelins ignored), and %s cannot", st.place(l))
	case env.count(l, u.Side, zepsOf) >= airStackLimit:
		return RuleZeppelins, fmt.Sprintf("Zeppelins have a stacking limit of 5 Zeppelins per hex, and %s holds 5", st.place(l))
	}
	return "", ""
}

// airPlaceWhy explains a refused placement of new air unit i at l.
func (st *State) airPlaceWhy(i int, l rules.Location) *rules.Refusal {
	u := &st.Units[i]
	if !st.inAvailable(i) {
		return refusalOf(RuleNewUnits, fmt.Sprintf("%s is not in the Available box; only new units are placed in the New Units Phase", st.name(i)))
	}
	if !l.OnMap() {
		return refusalOf(RuleNewUnits, "new units are placed on the map")
	}
	env := st.airEnv()
	if slices.Contains(st.airPlaceCells(i, env), l) {
		return refusalOf("", "")
	}
	f := st.fixed
	if u.Side == Germans && (l.Map != f.west.ID || !inRegion(st.mapOf(l), l.Cell, []string{f.t.GermanRegion})) {
		return refusalOf(RuleNewUnits, "the Germans receive their Zeppelins and Ether Flyers in Germany")
	}
	if rule, why := st.airPlaceBlocked(i, l, env); why != "" {
		return refusalOf(rule, why)
	}
	return refusalOf(RuleNewUnits, "new Allied Ether Flyers arrive in Paris or London (when neither is a legal base, in a friendly French or English city that is one)")
}
