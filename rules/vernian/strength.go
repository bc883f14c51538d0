package vernian

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Combat strength: the seed changes GWIE's factors by supply (000 Supply
// 1-3: "Units in Defense Supply have their Attack factors halved but
// defend at full strength"; Out of Supply units "have Attack and Defense
// factors halved") and by tanks (000 Part II Tanks c: "One unit in the
// stack containing the Tank has its Attack Strength doubled"); "Ignore
// Trench modifiers" (000 Machine Guns). Terrain shifts are the scenario's
// (Tables), as GWIE's chart is not ours.

// Strength is one side of an attack as the forecast and the log show it.
type Strength struct {
	Total int
	Lines []string
}

// attackers are the committed attackers (indexes).
func (st *State) attackers() []int {
	var out []int
	for _, id := range st.Combat.Units {
		if i := st.Units.Index(id); i >= 0 {
			out = append(out, i)
		}
	}
	return out
}

// attackStrength: attack factors, halved in Defense Supply or Out of
// Supply (000 Supply 2, 3), one unit per tank stack doubled (000 Part II
// Tanks c: the one the attacker chose, else the strongest), fractions
// rounded up on the total.
func (st *State) attackStrength(att []int, tanks []int) Strength {
	net := st.supply(st.Units[att[0]].Side)
	doubled := map[int]bool{}
	for _, t := range tanks {
		if d := st.doubledBy(att, t); d >= 0 {
			doubled[d] = true
		}
	}
	var s Strength
	halves := 0
	for _, i := range att {
		u := &st.Units[i]
		a := st.value(u, "attack")
		line := fmt.Sprintf("%s at %s: %d", st.name(i), st.place(u.Loc), a)
		h := 2 * a
		if doubled[i] {
			h *= 2
			line += ", doubled by the tank in its stack"
		}
		if sup := net.At(u.Loc); sup != AttackSupply {
			h /= 2
			line += fmt.Sprintf(", halved (%s)", supplyName(sup))
		}
		halves += h
		s.Lines = append(s.Lines, fmt.Sprintf("%s = %s", line, halfText(h)))
	}
	s.Total = (halves + 1) / 2
	return s
}

// defenseStrength: defence factors, halved Out of Supply (000 Supply 3).
func (st *State) defenseStrength(def []int) Strength {
	if len(def) == 0 {
		return Strength{}
	}
	net := st.supply(st.Units[def[0]].Side)
	var s Strength
	halves := 0
	for _, i := range def {
		u := &st.Units[i]
		d := 0
		if st.isCombat(u) {
			d = st.value(u, "defense")
		}
		h := 2 * d
		line := fmt.Sprintf("%s: %d", st.name(i), d)
		if net.At(u.Loc) == OutOfSupply && h > 0 {
			h /= 2
			line += ", halved (Out of Supply)"
		}
		halves += h
		s.Lines = append(s.Lines, fmt.Sprintf("%s = %s", line, halfText(h)))
	}
	s.Total = (halves + 1) / 2
	return s
}

func halfText(h int) string {
	if h%2 == 0 {
		return fmt.Sprint(h / 2)
	}
	return fmt.Sprintf("%d½", h/2)
}

func supplyName(s string) string {
	switch s {
	case AttackSupply:
		return "Attack Supply"
	case DefenseSupply:
		return "Defense Supply"
	}
	return "Out of Supply"
}

// CombatShifts are the column shifts of an attack on target from the
// attackers' hexes: the scenario's terrain chart, towns/cities, intact
// fortresses, a Storm ("Units defending in that hex gain two left column
// shifts") and a river between every attacker and the target.
func (st *State) CombatShifts(att []int, target rules.Location) []rules.Modifier {
	t := st.fixed.t
	m := st.mapOf(target)
	var out []rules.Modifier
	if ter := m.TerrainAt(target.Cell); ter != nil && t.TerrainShifts[ter.ID] != 0 {
		out = append(out, rules.Modifier{Value: t.TerrainShifts[ter.ID], Reason: "defender in " + strings.ToLower(ter.Name)})
	}
	town, fort := false, false
	for _, p := range m.PlacesAt(target.Cell) {
		town = town || p.Is("town") || p.Is("city")
		fort = fort || p.Is("fortress")
	}
	if fort && slices.Contains(st.FortsDestroyed, st.key(target)) {
		fort = false
	}
	if town && t.CityShift != 0 {
		out = append(out, rules.Modifier{Value: t.CityShift, Reason: "defender in a town or city"})
	}
	if fort && t.FortressShift != 0 {
		out = append(out, rules.Modifier{Value: t.FortressShift, Reason: "defender in a fortress"})
	}
	if st.stormAt(target) {
		// 000 Weird, Huge Inventions, Storms a (storms.go).
		out = append(out, rules.Modifier{Value: stormShift, Reason: "defender in a Storm"})
	}
	if t.RiverShift != 0 && len(att) > 0 {
		all := true
		for _, i := range att {
			all = all && st.acrossRiver(st.Units[i].Loc, target)
		}
		if all {
			out = append(out, rules.Modifier{Value: t.RiverShift, Reason: "every attacker across a river"})
		}
	}
	return out
}

// acrossRiver reports whether a river runs on the hexside between a and b.
func (st *State) acrossRiver(a, b rules.Location) bool {
	m := st.mapOf(b)
	for _, f := range m.Edges.Of(a.Cell, b.Cell) {
		if f == "river" {
			return true
		}
	}
	return false
}

// attackFigures are the pending attack by side as the CRT reads it: the
// defending hex, attackers, defenders, the tanks helping, both strengths
// and the column shifts. The dialog's forecast and the roll use the same.
type attackFigures struct {
	target         rules.Location
	att, def       []int
	tanks          []int
	attack, defend Strength
	shifts         []rules.Modifier
}

func (st *State) attackFigures(side string) attackFigures {
	var f attackFigures
	f.target = st.combatTarget()
	f.att = st.attackers()
	f.def = st.groundAt(f.target, enemy(side))
	f.tanks = st.tanksUsed(f.att, f.target)
	f.attack, f.defend = st.attackStrength(f.att, f.tanks), st.defenseStrength(f.def)
	f.shifts = st.CombatShifts(f.att, f.target)
	return f
}

// Forecast is the combat dialog's content for "resolve": attackers,
// defenders, odds column with every shift, and the exact probability of
// every result.
func (st *State) Forecast(a rules.Action) (rules.Forecast, bool) {
	if a.Verb == "fight" {
		return st.fightForecast(a) // air combat (aircombat.go)
	}
	if a.Verb == "fire" {
		return st.bombardForecast(a) // bombards (bombardodds.go)
	}
	if a.Verb != "resolve" || st.Check(a) != nil {
		return rules.Forecast{}, false
	}
	fig := st.attackFigures(a.Side)
	as, ds, shifts := fig.attack, fig.defend, fig.shifts
	// The table part (final column after every shift, or that an
	// automatic result makes them moot) is worded by the engine, as the
	// logged roll will be.
	f := st.fixed.t.CRT.Forecast(CRTTableID, as.Total, ds.Total, shifts, nil)
	f.Title = "Attack on " + st.placeText(st.Combat.Target)
	f.Attackers, f.Defenders = as.Lines, ds.Lines
	f.Strength = fmt.Sprintf("%d vs %d", as.Total, ds.Total)
	if len(fig.tanks) > 0 {
		f.Attackers = append(f.Attackers, "tank: the attackers ignore their first hit and may advance two hexes")
	}
	return f, true
}

func crtName(t kit.CRT) string {
	if t.Name != "" {
		return t.Name
	}
	return "CRT"
}
