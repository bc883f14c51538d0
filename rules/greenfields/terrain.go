package greenfields

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is the seed's "Terrain types", "Additional terrain
// classifications" and "Terrain degradation": what going a zone is now,
// its roads, elevation, and the river, stream and embankment crossings
// between two zones. The seed's words: the Section below ("When two such
// shell holes are accumulated, the area is classified as one grade worse
// than its current level").

func init() {
	book.Section(kit.Section[*State]{Rule: RuleTerrain, Title: "Terrain types", Order: 80,
		Text: `"The Green Fields Beyond" classifies terrain into 3 basic types: open ("Agricultural fields, flat plains - good solid footing, but offering little cover"), rough ("Scrub, brush and forest. Villages and ruins. ... Any area which includes trenchworks counts as "rough" terrain") and morass ("Shattered terrain, shell scape and yummy squelchy mud ... Morass zones are impassable to artillery, cavalry and vehicles").

- Roads: "Roads count as open terrain even when they cross through rough zones and morass- UNLESS the road zone is shelled until it degrades".
- Hills: "count as one or two levels of elevation above the surrounding terrain"; they block line of sight.
- Rivers and canals: "Deep rivers and canals may not be crossed except via bridges."
- Streams: "may be crossed by cavalry or infantry at any point, but are impassable to artillery and vehicles unless provided with a ford or bridge."
- Woods: "block all line of sight through their own zone until they are converted to "morass"."
- Intact towns: "count as 1 level of elevation higher than the surrounding terrain, and can act as spotters for artillery units".
- Railway embankments: "can count as light trenches vs small arms fire only. Vehicles and artillery crossing a railway embankment count the zone as rough terrain."

Degradation: "Place a shell hole counter on the terrain every time the zone comes under artillery bombardment. When two such shell holes are accumulated, the area is classified as one grade worse than its current level". "When an area crossed by a road receives one or more hits from artillery or bombers, the road is cut." "Whenever a zone containing a trench system takes three hits in a single turn due to artillery bombardment, the trench degrades by one level".`,
		More: func(st *State) (string, []rules.RefTable) { return "", []rules.RefTable{st.terrainTable()} }})
}

// Goings, worst last: the index is the grade.
const (
	gradeOpen = iota
	gradeRough
	gradeMorass
)

func init() {
	tableChecks = append(tableChecks, checkTerrainRules)
	book.On(kit.TurnStart, func(st *State, ctx *rules.Context) error { st.resetTrenchHits(); return nil })
	book.On(kit.GameStart, func(st *State, ctx *rules.Context) error { st.digMapTrenches(); return nil })
}

// digMapTrenches marks the trenches and emplacements the map's terrain
// starts with ([rules.terrain] trench, emplacement) on their zones: "each
// side designing a two zone-depth "trench zone" consisting of a front
// line of heavy trenches followed by a second line filled with light
// trenches".
func (st *State) digMapTrenches() {
	for k, id := range st.fixed.terrain {
		r := st.fixed.t.Terrain[id]
		if r.Trench == 0 && !r.Emplacement {
			continue
		}
		l := rules.CellLocation(st.fixed.m, st.fixed.topo.Cell(k))
		z := st.zone(l)
		z.Trench, z.Emplacement = r.Trench, r.Emplacement
		st.setZone(l, z)
	}
}

// checkTerrainRules refuses a terrain that is both an intact town and
// ruins: the rules cannot read it both ways.
func checkTerrainRules(s *scenarios.Scenario, t *Tables) error {
	for _, id := range sortedKeys(t.Terrain) {
		if r := t.Terrain[id]; r.Town && r.Ruins {
			return s.RulesErrorf("rules.terrain."+id, "a terrain is a town (intact) or ruins, not both")
		}
		if r := t.Terrain[id]; r.Trench < 0 || r.Trench > 2 {
			return s.RulesErrorf("rules.terrain."+id+".trench", "trench %d: want 0 (none), 1 (light) or 2 (heavy)", r.Trench)
		}
	}
	return nil
}

// terrainRule is the [rules.terrain] entry of the zone at l.
func (st *State) terrainRule(l rules.Location) TerrainRule {
	i := st.fixed.topo.Index(l.Cell)
	if i < 0 {
		return TerrainRule{}
	}
	return st.fixed.t.Terrain[st.fixed.terrain[i]]
}

// baseGrade is the grade of the map's own terrain at l.
func (st *State) baseGrade(l rules.Location) int {
	return max(slices.Index(Goings, st.terrainRule(l).Going), 0)
}

// grade is the zone's going now, as a grade: the map's terrain made worse
// by shelling ("one grade worse" per two shell holes), morass at worst.
func (st *State) grade(l rules.Location) int {
	return min(st.baseGrade(l)+st.zone(l).Degraded, gradeMorass)
}

// going is the zone's going now: "open", "rough" or "morass" (the save
// chart's "rough going or morass"). Trenches are not in it: they count as
// rough for movement only (moveGrade).
func (st *State) going(l rules.Location) string { return Goings[st.grade(l)] }

// moveGrade is the going a unit entering the zone cross country meets:
// "Areas lined with trenches count as rough terrain for the purposes of
// movement" (emplacements are trenchworks too), and "Morass, ruins, etc
// May only be entered by infantry & heavy tanks": ruins move as morass.
func (st *State) moveGrade(l rules.Location) int {
	g := st.grade(l)
	if z := st.zone(l); z.Trench > 0 || z.Emplacement {
		g = max(g, gradeRough)
	}
	if st.ruins(l) {
		g = gradeMorass
	}
	return g
}

// intactTown: a town not yet shelled a grade worse ("Before they are
// reduced to "morass" by shelling, towns count as 1 level of elevation
// higher").
func (st *State) intactTown(l rules.Location) bool {
	return st.terrainRule(l).Town && st.zone(l).Degraded == 0
}

// ruins: a ruined town on the map, or a town shelled a grade worse.
func (st *State) ruins(l rules.Location) bool {
	r := st.terrainRule(l)
	return r.Ruins || r.Town && st.zone(l).Degraded > 0
}

// builtUp: "Unit is in built up area or ruins +2" (save chart): a town,
// intact or ruined.
func (st *State) builtUp(l rules.Location) bool {
	r := st.terrainRule(l)
	return r.Town || r.Ruins
}

// woods: "Woods block all line of sight through their own zone until they
// are converted to "morass"."
func (st *State) woods(l rules.Location) bool {
	return st.terrainRule(l).Woods && st.grade(l) < gradeMorass
}

// elevation is the zone's level above the ground: the terrain's elevation
// (hills 1 or 2), +1 for an intact town ("Towns add +1 to the base
// terrain's elevation level"). Balloons add their own +2 (observation).
func (st *State) elevation(l rules.Location) int {
	e := st.terrainRule(l).Elevation
	if st.intactTown(l) {
		e++
	}
	return e
}

// roadZone: a zone a road runs through is a road zone (the map's roads
// run from zone centre to zone centre across their sides).
func (st *State) roadZone(l rules.Location) bool {
	for _, n := range st.fixed.topo.Neighbors(l.Cell, nil) {
		if st.sideHas(l, rules.Location{Map: l.Map, Cell: n}, edgeRoad) {
			return true
		}
	}
	return false
}

// road reports whether the zone has a road that may be used: "When an area
// crossed by a road receives one or more hits ... the road is cut. The
// road can no longer be used for road movement and supply until it is
// repaired by pioneers."
func (st *State) road(l rules.Location) bool {
	return st.roadZone(l) && !st.zone(l).RoadCut
}

// roadStep reports whether a step from a to b is along a road: the road
// runs across their shared side and is cut in neither zone.
func (st *State) roadStep(a, b rules.Location) bool {
	return st.sideHas(a, b, edgeRoad) && !st.zone(a).RoadCut && !st.zone(b).RoadCut
}

// sideHas reports whether the side zones a and b share carries a feature
// of the kind bit ([rules.edges]).
func (st *State) sideHas(a, b rules.Location, bit uint8) bool {
	return st.fixed.edges[board.EdgeOf(a.Cell, b.Cell)]&bit != 0
}

// Crossings of a zone side, worst first.
const (
	crossNone   = ""
	crossRiver  = "river"
	crossStream = "stream"
)

// crossing is what lies between two adjacent zones: a river ("may not be
// crossed except via bridges"), a stream, or nothing to stop anyone. A
// bridge on the side, or (for a stream) a crossing pioneers built in
// either zone (Zone.Bridged: "It will require 3 "hits" to bridge a
// stream"), leaves nothing. The map's *_corner features stand for the
// diagonal steps across a river's or stream's bend.
func (st *State) crossing(a, b rules.Location) string {
	k := st.fixed.edges[board.EdgeOf(a.Cell, b.Cell)]
	switch {
	case k&edgeBridge != 0:
		return crossNone
	case k&edgeRiver != 0:
		return crossRiver
	case k&edgeStream != 0 && !st.zone(a).Bridged && !st.zone(b).Bridged:
		return crossStream
	}
	return crossNone
}

// embankment: "Vehicles and artillery crossing a railway embankment count
// the zone as rough terrain."
func (st *State) embankment(a, b rules.Location) bool {
	return st.sideHas(a, b, edgeEmbankment)
}

// shellZone is one artillery bombardment of the zone at l scoring hits
// (the most hits of its rolls: every unit in the zone takes the same
// shells; with no unit there, one roll for the zone). "Place a shell hole
// counter on the terrain every time the zone comes under artillery
// bombardment. When two such shell holes are accumulated, the area is
// classified as one grade worse than its current level." "When an area
// crossed by a road receives one or more hits from artillery or bombers,
// the road is cut." "Whenever a zone containing a trench system takes
// three hits in a single turn due to artillery bombardment, the trench
// degrades by one level." The bombardment section calls it.
func (st *State) shellZone(l rules.Location, hits int, ctx *rules.Context) {
	z := st.zone(l)
	z.ShellHoles++
	name := st.label(l)
	ctx.Logf("%s: a shell hole (%d in the zone)", name, z.ShellHoles)
	if d := min(z.ShellHoles/2, gradeMorass-st.baseGrade(l)); d > z.Degraded {
		z.Degraded = d
		st.setZone(l, z)
		ctx.Logf("%s is shelled one grade worse: now %s", name, st.going(l))
	}
	z.TrenchHits += max(hits, 0)
	for z.TrenchHits >= 3 && (z.Trench > 0 || z.Emplacement) {
		z.TrenchHits -= 3
		if z.Trench > 0 {
			z.Trench--
			ctx.Logf("%s: three hits this turn; the trench degrades to %s", name, trenchName(z.Trench))
		} else {
			z.Emplacement = false
			ctx.Logf("%s: three hits this turn; the emplacement is destroyed", name)
		}
	}
	st.setZone(l, z)
	st.cutRoad(l, hits, ctx)
}

// bombZone is a bombing of the zone at l scoring hits: bombers cut roads
// ("hits from artillery or bombers") but leave no shell hole and do not
// count towards a trench's three hits, which the seed ties to "artillery
// bombardment".
func (st *State) bombZone(l rules.Location, hits int, ctx *rules.Context) { st.cutRoad(l, hits, ctx) }

// cutRoad cuts the zone's road (and any crossing pioneers built there)
// when it took a hit.
func (st *State) cutRoad(l rules.Location, hits int, ctx *rules.Context) {
	if hits <= 0 {
		return
	}
	z := st.zone(l)
	if st.roadZone(l) && !z.RoadCut {
		z.RoadCut = true
		ctx.Logf("%s: the road is cut until pioneers repair it", st.label(l))
	}
	if z.Bridged {
		z.Bridged = false
		ctx.Logf("%s: the pioneers' crossing is destroyed", st.label(l))
	}
	st.setZone(l, z)
}

// resetTrenchHits starts a turn's count of hits on trenches afresh ("three
// hits in a single turn").
func (st *State) resetTrenchHits() {
	for k, z := range st.Zones {
		if z.TrenchHits != 0 {
			z.TrenchHits = 0
			if z == (Zone{}) {
				delete(st.Zones, k)
			} else {
				st.Zones[k] = z
			}
		}
	}
}

// trenchName words a trench level.
func trenchName(level int) string {
	switch level {
	case 0:
		return "nothing"
	case 1:
		return "a light trench"
	}
	return "a heavy trench"
}

// terrainTable is this map's terrain as the rules read it.
func (st *State) terrainTable() rules.RefTable {
	t := rules.RefTable{ID: "map-terrain", Caption: "This map's terrain", Columns: []string{"Terrain", "Going", "Elevation", "Notes"}}
	for _, tr := range st.fixed.m.Terrains {
		r := st.fixed.t.Terrain[tr.ID]
		var notes []string
		if r.Woods {
			notes = append(notes, "woods: block line of sight")
		}
		if r.Town {
			notes = append(notes, "intact town: +1 elevation, spotters, built up area")
		}
		if r.Ruins {
			notes = append(notes, "ruins")
		}
		t.Rows = append(t.Rows, []string{tr.Name, r.Going, fmt.Sprint(r.Elevation), strings.Join(notes, "; ")})
	}
	return t
}
