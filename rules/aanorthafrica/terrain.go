package aanorthafrica

import (
	"sync"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's impassable terrain ("Other thoughts" 3-6) and
// the map graph movement walks:
//
//	"3. There are a couple large spaces on the map which are considered
//	impassable terrain, such as the Qattara Depression and the Jebel Akhdar.
//	4. Land units may not pass through these, but aircraft may fly over them.
//	5. There are also a couple of huge spaces of impassable terrain,the
//	Great Sand Sea and the Dehan Ubari.
//	6. These may not be moved through NOR flown over."
//
// Which map terrain is which is the scenario's [rules.terrain]:
// land_blocked spaces (the rough ground of 3-4, the sand seas of 5-6, the
// sea) may not be entered by land units; air_blocked ones (the sand seas,
// the sea: "Cannot fly over water") not by aircraft either. A space land
// units may not enter but aircraft may is "rough": planes fly over it but
// neither land nor fight there (they could not be met there by land units).

// RuleTerrain is the seed's impassable terrain ("Other thoughts" 3-6).
const RuleTerrain = "Impassable terrain"

func init() {
	book.Section(kit.Section[*State]{Rule: RuleTerrain, Title: "Impassable terrain", Order: 63,
		Text: `"There are a couple large spaces on the map which are considered impassable terrain, such as the Qattara Depression and the Jebel Akhdar. Land units may not pass through these, but aircraft may fly over them." "There are also a couple of huge spaces of impassable terrain, the Great Sand Sea and the Dehan Ubari. These may not be moved through NOR flown over."

Land units may enter neither kind, nor the sea. Aircraft fly over the first kind (the Qattara Depression, the Jebel Akhdar) but may not end a move or fight there; they may not fly over the second kind or the sea ("Cannot fly over water").`})
}

// moveGraph is the map as movement walks it: spaces by index (the map's
// order), their neighbours, what the terrain forbids and the road's
// chain. It is built once per game's scenario (shared by clones).
type moveGraph struct {
	labels      []string
	index       map[string]int
	adj         [][]int
	landBlocked []bool // land units may not enter
	airBlocked  []bool // aircraft may not enter or fly over
	roadPos     []int  // position on [rules].road, -1 when off it
	road        []int  // the road's spaces in order
}

// moveGraphs caches each game's moveGraph by its fixed part.
var moveGraphs sync.Map // *fixed -> *moveGraph

// graph is the game's moveGraph.
func (st *State) graph() *moveGraph {
	if g, ok := moveGraphs.Load(st.fixed); ok {
		return g.(*moveGraph)
	}
	g := &moveGraph{index: map[string]int{}}
	g.labels = st.Spaces()
	for i, l := range g.labels {
		g.index[l] = i
	}
	terr := st.fixed.r.Terrain
	for _, l := range g.labels {
		var ns []int
		for _, n := range st.Neighbours(l) {
			ns = append(ns, g.index[n])
		}
		g.adj = append(g.adj, ns)
		g.landBlocked = append(g.landBlocked, st.IsTerrain(l, terr.LandBlocked))
		g.airBlocked = append(g.airBlocked, st.IsTerrain(l, terr.AirBlocked))
		g.roadPos = append(g.roadPos, -1)
	}
	for p, l := range st.fixed.r.Road {
		g.roadPos[g.index[l]] = p
		g.road = append(g.road, g.index[l])
	}
	got, _ := moveGraphs.LoadOrStore(st.fixed, g)
	return got.(*moveGraph)
}

// roadStep reports whether a step from a to b follows the road: b is the
// next road space along the chain, either way (ruling N-6).
func (g *moveGraph) roadStep(a, b int) bool {
	pa, pb := g.roadPos[a], g.roadPos[b]
	return pa >= 0 && pb >= 0 && (pa-pb == 1 || pb-pa == 1)
}

// terrainWhy is the refusal for unit class c ending a move in space y
// because of its terrain, nil when the terrain allows it.
func (st *State) terrainWhy(a rules.Action, c Class, y int) *rules.Refusal {
	g := st.graph()
	l := g.labels[y]
	water := st.IsTerrain(l, []string{"sea"})
	switch {
	case c.IsAir() && water:
		return rules.Refuse(a, RuleAircraft, "Cannot fly over water: %s is sea", l)
	case c.IsAir() && g.airBlocked[y]:
		return rules.Refuse(a, RuleTerrain, "%s is impassable: it may not be moved through nor flown over", l)
	case c.IsAir() && g.landBlocked[y]:
		return rules.Refuse(a, RuleTerrain, "aircraft may fly over %s but not land or fight there", l)
	case !c.IsAir() && water:
		return rules.Refuse(a, RuleTerrain, "land units cannot enter the sea (%s)", l)
	case !c.IsAir() && g.airBlocked[y]:
		return rules.Refuse(a, RuleTerrain, "%s is impassable: it may not be moved through nor flown over", l)
	case !c.IsAir() && g.landBlocked[y]:
		return rules.Refuse(a, RuleTerrain, "land units may not pass through %s (aircraft may fly over it)", l)
	}
	return nil
}
