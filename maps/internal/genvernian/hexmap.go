package main

import (
	"fmt"
	"math"
	"os"
	"sort"

	"sandtable/board"
)

// gridSpec places a flat-top, odd-shoved hex grid over the projected world.
type gridSpec struct {
	prefix             string
	cols, rows         int
	firstCol, firstRow int
	size               float64 // pixels, centre to corner
	km                 float64 // kilometres between neighbouring hex centres
	proj               Proj
	// anchor is the place drawn exactly at the centre of the hex at
	// zero-based column anchorCol, row anchorRow.
	anchor               LL
	anchorCol, anchorRow int
}

// hexMap is a grid with everything the generator has decided about it.
type hexMap struct {
	spec   gridSpec
	topo   board.OffsetGrid
	w      *world
	pxKm   float64 // pixels per kilometre
	origin board.Point
	okm    XY

	land    []bool
	mass    []int    // landmass: index of the island it is on, -1 the continent
	terrain []string // terrain id per dense index
	region  []string // region id per dense index ("" none)
	edges   map[[2]int]string
	notes   []string
}

// world is the geography projected for one map.
type world struct {
	water, islands []Poly
	countries      []struct {
		id   string
		poly Poly
	}
	relief []struct {
		terrain string
		poly    Poly
	}
}

func newWorld(p Proj) *world {
	w := &world{}
	for _, r := range [][]LL{ocean, zuiderzee, med, adriatic, lakeGeneva, lakeConstance} {
		w.water = append(w.water, projPoly(p, r))
	}
	for _, r := range [][]LL{britain, wight, corsica} {
		w.islands = append(w.islands, projPoly(p, r))
	}
	for _, c := range countries {
		w.countries = append(w.countries, struct {
			id   string
			poly Poly
		}{c.id, projPoly(p, c.ring)})
	}
	for _, a := range relief {
		w.relief = append(w.relief, struct {
			terrain string
			poly    Poly
		}{a.terrain, projPoly(p, a.ring)})
	}
	return w
}

func (w *world) isWater(q XY) bool {
	for _, p := range w.islands {
		if p.Contains(q) {
			return false
		}
	}
	for _, p := range w.water {
		if p.Contains(q) {
			return true
		}
	}
	return false
}

// massOf is the index of the island q is on, -1 for the continent.
func (w *world) massOf(q XY) int {
	for k, p := range w.islands {
		if p.Contains(q) {
			return k
		}
	}
	return -1
}

func (w *world) regionOf(q XY) string {
	for _, c := range w.countries {
		if c.poly.Contains(q) {
			return c.id
		}
	}
	return "germany"
}

func newHexMap(s gridSpec) *hexMap {
	t, err := board.NewHex(board.HexSpec{Cols: s.cols, Rows: s.rows, Size: s.size, ShoveOdd: true,
		Labels: board.Labels{Prefix: s.prefix, FirstCol: s.firstCol, FirstRow: s.firstRow, Digits: 2}})
	if err != nil {
		panic(err)
	}
	m := &hexMap{spec: s, topo: t.(board.OffsetGrid), w: newWorld(s.proj), edges: map[[2]int]string{}}
	m.pxKm = s.size * math.Sqrt(3) / s.km
	m.origin = m.topo.Center(m.topo.FromOffset(s.anchorCol, s.anchorRow))
	m.okm = s.proj.XY(s.anchor)
	m.classify()
	return m
}

// km turns a board pixel into projected kilometres.
func (m *hexMap) km(p board.Point) XY {
	return XY{m.okm.X + (p.X-m.origin.X)/m.pxKm, m.okm.Y - (p.Y-m.origin.Y)/m.pxKm}
}

// px turns projected kilometres into a board pixel.
func (m *hexMap) px(q XY) board.Point {
	return board.Point{X: m.origin.X + (q.X-m.okm.X)*m.pxKm, Y: m.origin.Y - (q.Y-m.okm.Y)*m.pxKm}
}

func (m *hexMap) ll(ll LL) board.Point { return m.px(m.spec.proj.XY(ll)) }

// samples are 19 points spread over a hex, in kilometres.
func (m *hexMap) samples(c board.Cell) []XY {
	ctr := m.topo.Center(c)
	s := m.spec.size
	out := []XY{m.km(ctr)}
	for k := 0; k < 6; k++ {
		a := float64(k) * math.Pi / 3
		b := a + math.Pi/6
		for _, p := range []board.Point{
			{X: ctr.X + 0.5*s*math.Cos(a), Y: ctr.Y + 0.5*s*math.Sin(a)},
			{X: ctr.X + 0.88*s*math.Cos(a), Y: ctr.Y + 0.88*s*math.Sin(a)},
			{X: ctr.X + 0.68*s*math.Cos(b), Y: ctr.Y + 0.68*s*math.Sin(b)},
		} {
			out = append(out, m.km(p))
		}
	}
	return out
}

func (m *hexMap) classify() {
	n := m.topo.Len()
	m.land = make([]bool, n)
	m.mass = make([]int, n)
	m.terrain = make([]string, n)
	m.region = make([]string, n)
	for i := 0; i < n; i++ {
		c := m.topo.Cell(i)
		var landPts []XY
		for _, q := range m.samples(c) {
			if !m.w.isWater(q) {
				landPts = append(landPts, q)
			}
		}
		m.land[i] = 2*len(landPts) >= 19
		masses := map[string]int{}
		for _, q := range landPts {
			masses[fmt.Sprint(m.w.massOf(q))]++
		}
		fmt.Sscan(argmax(masses, "-1"), &m.mass[i])
		if !m.land[i] {
			m.terrain[i] = "sea"
			continue
		}
		// Region: the one holding most of the land.
		votes := map[string]int{}
		for _, q := range landPts {
			votes[m.w.regionOf(q)]++
		}
		m.region[i] = argmax(votes, m.w.regionOf(m.km(m.topo.Center(c))))
		m.terrain[i] = "clear"
		for _, a := range m.w.relief {
			k := 0
			for _, q := range landPts {
				if a.poly.Contains(q) {
					k++
				}
			}
			if 2*k > len(landPts) {
				m.terrain[i] = a.terrain
				break
			}
		}
	}
}

func argmax(votes map[string]int, tie string) string {
	best, bn := tie, votes[tie]
	keys := make([]string, 0, len(votes))
	for k := range votes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if votes[k] > bn {
			best, bn = k, votes[k]
		}
	}
	return best
}

// cellAtLL is the hex under a geographic position; false off the map.
func (m *hexMap) cellAtLL(ll LL) (board.Cell, bool) {
	return m.topo.At(m.ll(ll))
}

func (m *hexMap) idx(c board.Cell) int { return m.topo.Index(c) }

func (m *hexMap) label(c board.Cell) string { return m.topo.Label(c) }

func (m *hexMap) mustCell(label string) board.Cell {
	c, err := m.topo.Parse(label)
	if err != nil {
		panic(err)
	}
	return c
}

// setTerrainAt forces the terrain of the hex under ll (and makes it land
// unless the terrain is sea).
func (m *hexMap) setTerrainAt(ll LL, terrain string) {
	c, ok := m.cellAtLL(ll)
	if !ok {
		panic(fmt.Sprintf("%v is off the map", ll))
	}
	m.setTerrain(c, terrain)
}

func (m *hexMap) setTerrain(c board.Cell, terrain string) {
	i := m.idx(c)
	m.terrain[i] = terrain
	m.land[i] = terrain != "sea"
	if !m.land[i] {
		m.region[i] = ""
	} else if m.region[i] == "" {
		m.region[i] = m.w.regionOf(m.km(m.topo.Center(c)))
	}
}

// isEdge reports whether c is in the first or last column or row.
func (m *hexMap) isEdge(c board.Cell) bool {
	col, row := m.topo.Offset(c)
	return col == 0 || row == 0 || col == m.spec.cols-1 || row == m.spec.rows-1
}

// coastal reports whether a land hex touches a sea hex.
func (m *hexMap) coastal(c board.Cell) bool {
	for _, n := range m.topo.Neighbors(c, nil) {
		if !m.land[m.idx(n)] {
			return true
		}
	}
	return false
}

func edgeKey(a, b int) [2]int {
	if a > b {
		a, b = b, a
	}
	return [2]int{a, b}
}

// ---------------------------------------------------------------- hexsides

// corners are the six corners of c in pixels.
func (m *hexMap) corners(c board.Cell) []board.Point {
	return m.topo.Polygon(c, nil)
}

type vkey [2]int64

func vk(p board.Point) vkey {
	return vkey{int64(math.Round(p.X * 8)), int64(math.Round(p.Y * 8))}
}

// vertexGraph maps each hex corner to its neighbouring corners and each
// pair of corners to the (one or two) hexes sharing that side.
type vertexGraph struct {
	pos   map[vkey]board.Point
	adj   map[vkey][]vkey
	sides map[[2]vkey][]int
}

func sideKey(a, b vkey) [2]vkey {
	if a[0] > b[0] || (a[0] == b[0] && a[1] > b[1]) {
		a, b = b, a
	}
	return [2]vkey{a, b}
}

func (m *hexMap) vertices() *vertexGraph {
	g := &vertexGraph{pos: map[vkey]board.Point{}, adj: map[vkey][]vkey{}, sides: map[[2]vkey][]int{}}
	for i := 0; i < m.topo.Len(); i++ {
		cs := m.corners(m.topo.Cell(i))
		for k := range cs {
			a, b := cs[k], cs[(k+1)%len(cs)]
			ka, kb := vk(a), vk(b)
			g.pos[ka], g.pos[kb] = a, b
			sk := sideKey(ka, kb)
			if len(g.sides[sk]) == 0 {
				g.adj[ka] = append(g.adj[ka], kb)
				g.adj[kb] = append(g.adj[kb], ka)
			}
			g.sides[sk] = append(g.sides[sk], i)
		}
	}
	return g
}

// nearestCorner is the corner of the hex under p (or of the nearest hex)
// closest to p.
func (m *hexMap) nearestCorner(p board.Point) (vkey, bool) {
	c, ok := m.topo.At(p)
	if !ok {
		return vkey{}, false
	}
	best, bd := vkey{}, math.Inf(1)
	for _, q := range m.corners(c) {
		if d := math.Hypot(q.X-p.X, q.Y-p.Y); d < bd {
			best, bd = vk(q), d
		}
	}
	return best, true
}

// path is the shortest corner-to-corner walk from a to b.
func (g *vertexGraph) path(a, b vkey) []vkey {
	prev := map[vkey]vkey{a: a}
	q := []vkey{a}
	for len(q) > 0 {
		v := q[0]
		q = q[1:]
		if v == b {
			break
		}
		for _, n := range g.adj[v] {
			if _, seen := prev[n]; !seen {
				prev[n] = v
				q = append(q, n)
			}
		}
	}
	if _, ok := prev[b]; !ok {
		return nil
	}
	var out []vkey
	for v := b; v != a; v = prev[v] {
		out = append(out, v)
	}
	out = append(out, a)
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// addLine lays a river (feature "river") or an estuary ("all_sea") along
// the hexsides nearest its course. Sides on the coast or the map's edge
// are left out; an estuary overrides a river on the same side.
func (m *hexMap) addLine(g *vertexGraph, r river, feature string) int {
	var walk []vkey
	for i := 0; i+1 < len(r.path); i++ {
		a, b := m.ll(r.path[i]), m.ll(r.path[i+1])
		steps := int(math.Ceil(math.Hypot(b.X-a.X, b.Y-a.Y)/(m.spec.size*0.25))) + 1
		for s := 0; s <= steps; s++ {
			t := float64(s) / float64(steps)
			v, ok := m.nearestCorner(board.Point{X: a.X + (b.X-a.X)*t, Y: a.Y + (b.Y-a.Y)*t})
			if !ok {
				continue
			}
			if len(walk) == 0 {
				walk = append(walk, v)
				continue
			}
			last := walk[len(walk)-1]
			if v == last {
				continue
			}
			p := g.path(last, v)
			walk = append(walk, p[1:]...)
		}
	}
	// Drop out-and-back spurs (A B A) and loops.
	for changed := true; changed; {
		changed = false
		for i := 0; i+2 < len(walk); i++ {
			if walk[i] == walk[i+2] {
				walk = append(walk[:i+1], walk[i+3:]...)
				changed = true
				break
			}
		}
		seen := map[vkey]int{}
		for i, v := range walk {
			if j, ok := seen[v]; ok {
				walk = append(walk[:j], walk[i:]...)
				changed = true
				break
			}
			seen[v] = i
		}
	}
	n := 0
	for i := 0; i+1 < len(walk); i++ {
		cells := g.sides[sideKey(walk[i], walk[i+1])]
		if len(cells) != 2 || !m.land[cells[0]] || !m.land[cells[1]] {
			continue
		}
		k := edgeKey(cells[0], cells[1])
		if m.edges[k] == "" || feature == "all_sea" {
			m.edges[k] = feature
			n++
		}
	}
	return n
}

// addAllSea marks the sides between two land hexes that water mostly
// separates: estuaries, straits, bays, and every side between hexes of
// different landmasses (an island and the mainland). Rivers there give way.
func (m *hexMap) addAllSea(g *vertexGraph) {
	for sk, cells := range g.sides {
		if len(cells) != 2 || !m.land[cells[0]] || !m.land[cells[1]] {
			continue
		}
		if m.mass[cells[0]] != m.mass[cells[1]] {
			m.edges[edgeKey(cells[0], cells[1])] = "all_sea"
			continue
		}
		a, b := g.pos[sk[0]], g.pos[sk[1]]
		ca, cb := m.topo.Center(m.topo.Cell(cells[0])), m.topo.Center(m.topo.Cell(cells[1]))
		wet, n := 0, 0
		for s := 0; s <= 8; s++ {
			t := float64(s) / 8
			n++
			if m.w.isWater(m.km(board.Point{X: a.X + (b.X-a.X)*t, Y: a.Y + (b.Y-a.Y)*t})) {
				wet++
			}
		}
		across := 0
		for s := 2; s <= 6; s++ {
			t := float64(s) / 8
			if m.w.isWater(m.km(board.Point{X: ca.X + (cb.X-ca.X)*t, Y: ca.Y + (cb.Y-ca.Y)*t})) {
				across++
			}
		}
		if 2*wet >= n && across >= 2 {
			m.edges[edgeKey(cells[0], cells[1])] = "all_sea"
		}
	}
}

// landComponent is the set of land hexes reachable from c over land
// without crossing an all-sea hexside.
func (m *hexMap) landComponent(c board.Cell) map[int]bool {
	seen := map[int]bool{m.idx(c): true}
	q := []board.Cell{c}
	for len(q) > 0 {
		v := q[0]
		q = q[1:]
		for _, n := range m.topo.Neighbors(v, nil) {
			j := m.idx(n)
			if seen[j] || !m.land[j] || m.edges[edgeKey(m.idx(v), j)] == "all_sea" {
				continue
			}
			seen[j] = true
			q = append(q, n)
		}
	}
	return seen
}

func (m *hexMap) notef(format string, args ...any) {
	m.notes = append(m.notes, fmt.Sprintf(format, args...))
}

func (m *hexMap) printNotes(name string) {
	for _, n := range m.notes {
		fmt.Fprintf(os.Stderr, "%s: %s\n", name, n)
	}
}
