package greenfields

import (
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Fire modifiers" and its "Experience dice
// modifier chart" (savesTable): the seed's words are the Section below.
// Also: "Trenches made by artillery units are termed "emplacements", and
// provide cover ONLY for artillery units"; "Railway embankments can count
// as light trenches vs small arms fire only".

func init() {
	book.Section(kit.Section[*State]{Rule: RuleSaves, Title: "Fire modifiers (experience dice)", Order: 50,
		Text: `"HOWEVER - when units take hits, they then roll dice equal to their experience level, and subtract their subsequent "hit score" from the incoming damage."

"A unit's situation can temporarily modify the number of experience dice rolled when it makes a saving throw. These modifications can take temporarily the unit above 5 dice and below 1 dice (minimum rating of 0)."

Positive modifiers are not cumulative: count only the single best. Negative modifiers are cumulative. "Dice modifiers are not counted vs gas attack or mines."

"Units which have successfully rolled experience throws and have scored hits with every single dice immediately go up one experience level (to a maximum of 5)."`,
		More: charts(savesTable)})
}

// saveMods are the chart's modifiers of unit t's experience dice against
// sh: the single best positive one, then every negative one
// (kit.SaveModifiers). None against gas, mines or a breakdown (RULINGS.md:
// the chart is the "Fire modifiers"; a breakdown is no fire).
func (st *State) saveMods(t int, sh shot) []rules.Modifier {
	switch sh.Kind {
	case FireGas, FireMine, FireMineway, FireBreakdown:
		return nil
	}
	var neg []rules.Modifier
	if sh.Moving {
		neg = append(neg, rules.Modifier{Value: -1, Reason: "unit is moving"})
	}
	if st.mountedForSave(t) {
		neg = append(neg, rules.Modifier{Value: -1, Reason: "unit is mounted"})
	}
	if sh.Flank {
		neg = append(neg, rules.Modifier{Value: -1, Reason: "unit is attacked from flank"})
	}
	return kit.SaveModifiers(st.coverMods(t, sh), neg)
}

// coverMods are the chart's positive modifiers that apply to unit t in its
// zone against sh, before "count only the single best" (kit.SaveModifiers
// picks it). Aircraft and balloons are in the air: no cover (RULINGS.md).
func (st *State) coverMods(t int, sh shot) []rules.Modifier {
	l := st.Units[t].Loc
	c := st.class(t)
	if !l.OnMap() || c.isAircraft() || c == Balloon {
		return nil
	}
	var pos []rules.Modifier
	z := st.zone(l)
	// "*Does not count vs heavy artillery"; an emplacement covers only
	// artillery units.
	if z.Trench > 0 && sh.Kind != FireHeavy && (!z.Emplacement || c.isArtillery()) {
		what := "light trench"
		if z.Trench >= 2 {
			what = "heavy trench"
		}
		if z.Emplacement {
			what = "artillery emplacement (" + what + ")"
		}
		pos = append(pos, rules.Modifier{Value: min(z.Trench, 2), Reason: "unit is in " + what})
	}
	if sh.Kind == FireSmallArms && st.embankmentBeside(l) {
		pos = append(pos, rules.Modifier{Value: 1, Reason: "railway embankment (light trench vs small arms)"})
	}
	if tr := st.terrainRule(l); tr.Town || tr.Ruins {
		what := "built up area"
		if tr.Ruins {
			what = "ruins"
		}
		pos = append(pos, rules.Modifier{Value: 2, Reason: "unit is in " + what})
	}
	switch st.going(l) {
	case "rough":
		pos = append(pos, rules.Modifier{Value: 1, Reason: "unit is in rough going"})
	case "morass":
		pos = append(pos, rules.Modifier{Value: 1, Reason: "unit is in morass"})
	}
	return pos
}

// mountedForSave: "Unit is mounted (on animals or motor transport)":
// cavalry and cyclists that have not abandoned their mounts, and motor
// transport. Tanks and armoured cars are armour, not transport: their
// protection is the two hits a strength point (RULINGS.md).
func (st *State) mountedForSave(t int) bool {
	c := st.class(t)
	return c == Wheeled || (c.mountedClass() && !st.Units[t].HasFlag(FlagDismounted))
}

// embankmentBeside reports whether a railway embankment (a [rules.edges]
// embankment: an edge feature along one of the zone's sides, or a railway
// road type running through the zone) is beside the unit.
func (st *State) embankmentBeside(l rules.Location) bool {
	ids := st.fixed.t.Edges.Embankment
	if len(ids) == 0 {
		return false
	}
	m := st.fixed.m
	for _, n := range st.fixed.topo.Neighbors(l.Cell, nil) {
		for _, f := range m.Edges.Of(l.Cell, n) {
			if slices.Contains(ids, f) {
				return true
			}
		}
		for _, r := range m.RoadLinks.Of(l.Cell, n) {
			if slices.Contains(ids, r) {
				return true
			}
		}
	}
	return false
}

// savesTable is the seed's "Experience dice modifier chart".
func savesTable() rules.RefTable {
	return rules.RefTable{ID: TableSaves, Caption: "Experience dice modifier chart", Columns: []string{"Situation", "Experience dice"},
		Rows: [][]string{
			{"Unit is in light trench", "+1*"},
			{"Unit is in heavy trench", "+2*"},
			{"Unit is in rough going or morass", "+1"},
			{"Unit is in built up area or ruins", "+2"},
			{"Unit is moving", "-1"},
			{"Unit is mounted (on animals or motor transport)", "-1"},
			{"Unit is attacked from flank", "-1"},
		},
		Notes: "Positive modifiers are non-cumulative: count only the single best. Negative modifiers are cumulative. *Does not count vs heavy artillery. Dice modifiers are not counted vs gas attack or mines."}
}
