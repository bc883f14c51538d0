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
	book.Section(kit.Section[*State]{Rule: RuleTerrain, Title: "Impassable terrain", Order: 62,
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

// rough reports whether aircraft may fly over space y but land units may
// not enter it (Qattara, Jebel Akhdar): no landing, no battle there.
func (g *moveGraph) rough(y int) bool { return g.landBlocked[y] && !g.airBlocked[y] }

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

// hostileAt reports whether space l is enemy-controlled or holds visible
// enemy units, for side.
func (st *State) hostileAt(side, l string) bool {
	if st.SideAt(l) == Enemy(side) {
		return true
	}
	for _, j := range st.At(l) {
		if u := &st.Units[j]; u.Side != side && !u.Hidden {
			return true
		}
	}
	return false
}

// moveReach is a breadth-first walk of one unit's move: a node is a
// space, whether the unit has blitzed on the way, and whether it must
// stop there (node = space*4 + blitzed*2 + stopped).
type moveReach struct {
	g    *moveGraph
	m    mover
	sc   *moveScene
	dist []int // spaces walked to reach each node, -1 when not reached
	from []int // the node it was reached from
}

func rnode(y, blitzed, stopped int) int { return y*4 + blitzed*2 + stopped }

// enter is the node unit m reaches stepping from node x into space y, -1
// when it may not: land units not into land-blocked spaces and aircraft
// not into air-blocked ones; in the non-combat move land units only into
// spaces no enemy holds; in the combat move land units stop in enemy
// spaces, but armour that has not blitzed yet may pass through an empty
// enemy-controlled space (a blitz).
func (r *moveReach) enter(x, y int) int {
	g, m, sc := r.g, r.m, r.sc
	if m.air {
		if g.airBlocked[y] {
			return -1
		}
		return rnode(y, 0, 0)
	}
	b := (x / 2) % 2
	if g.landBlocked[y] {
		return -1
	}
	if !sc.hostile(m.side, y) {
		return rnode(y, b, 0)
	}
	if !m.combat {
		return -1
	}
	if m.class == Armour && b == 0 && sc.units[y][Enemy(m.side)] == 0 {
		return rnode(y, 1, 0)
	}
	return rnode(y, b, 1)
}

// reach walks unit m's move up to limit spaces.
func (st *State) reach(sc *moveScene, m mover, limit int) *moveReach {
	n := len(sc.g.labels) * 4
	r := &moveReach{g: sc.g, m: m, sc: sc, dist: make([]int, n), from: make([]int, n)}
	for k := range r.dist {
		r.dist[k] = -1
	}
	s := rnode(m.from, m.blitzed, 0)
	r.dist[s] = 0
	queue := []int{s}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		if r.dist[x] >= limit || x%2 == 1 {
			continue
		}
		for _, y := range sc.g.adj[x/4] {
			if k := r.enter(x, y); k >= 0 && r.dist[k] < 0 {
				r.dist[k], r.from[k] = r.dist[x]+1, x
				queue = append(queue, k)
			}
		}
	}
	return r
}

// spaceDist is the fewest spaces the walk takes to space y (0 for the
// unit's own space, -1 when it does not reach it).
func (r *moveReach) spaceDist(y int) int {
	best := -1
	for k := y * 4; k < y*4+4; k++ {
		if d := r.dist[k]; d >= 0 && (best < 0 || d < best) {
			best = d
		}
	}
	return best
}

// path is the way to space y the move takes, from the unit's space: the
// fewest spaces; among those, a last step along the Via Balbia when that
// step is a mechanized move's extra space (roadLast; ruling N-6), then no
// blitz when one is not needed.
func (r *moveReach) path(y int, roadLast bool) []int {
	d := r.spaceDist(y)
	if d <= 0 {
		return nil
	}
	best, bestScore := -1, -1
	for p := range r.dist {
		if r.dist[p] != d-1 || p%2 == 1 || r.enter(p, y) < 0 || !adjacent(r.g, p/4, y) {
			continue
		}
		score := 0
		if roadLast && r.g.roadStep(p/4, y) {
			score += 2
		}
		if (p/2)%2 == 0 {
			score++
		}
		if score > bestScore {
			best, bestScore = p, score
		}
	}
	out := []int{y}
	for k := best; ; k = r.from[k] {
		out = append(out, k/4)
		if r.dist[k] == 0 {
			break
		}
	}
	for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
		out[a], out[b] = out[b], out[a]
	}
	return out
}

func adjacent(g *moveGraph, a, b int) bool {
	for _, n := range g.adj[a] {
		if n == b {
			return true
		}
	}
	return false
}
