package board

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
)

// graphBoard is a board of named spaces joined by explicit connections. Cell
// {i, 0} is space i, in spec order.
type graphBoard struct {
	spaces []Space        // copies; area polygons clockwise, radii defaulted
	area   []float64      // area of each polygon (0 for point spaces)
	byID   map[string]int // exact ID -> index
	byFold map[string]int // lower-cased ID -> index, -1 when ambiguous
	bounds Rect
	off    []int32 // neighbours of space i are nb[off[i]:off[i+1]], sorted
	nb     []int32
	dn     dense

	hopsOnce sync.Once
	hops     []int16 // all-pairs hop counts (n ≤ maxHopMatrix), -1 disconnected
}

// DefaultRadius is the hit radius of a point space whose Radius is 0.
const DefaultRadius = 20

// pointSides is the number of sides of the polygon drawn for a point space.
const pointSides = 12

// maxHopMatrix is the largest graph whose all-pairs hop counts are cached.
const maxHopMatrix = 1500

// SpaceBoard is implemented by graph boards: the spaces behind the cells.
type SpaceBoard interface {
	Topology
	// Space is the space of cell c (its polygon clockwise, its radius
	// defaulted), and whether c is on the board.
	Space(c Cell) (Space, bool)
}

func newGraphBoard(s GraphSpec) (*graphBoard, error) {
	n := len(s.Spaces)
	if n == 0 {
		return nil, fmt.Errorf("board: graph: no spaces")
	}
	if n > maxCells {
		return nil, fmt.Errorf("board: graph: %d spaces is too many (limit %d)", n, maxCells)
	}
	g := &graphBoard{spaces: make([]Space, n), area: make([]float64, n),
		byID: make(map[string]int, n), byFold: make(map[string]int, n)}
	for i, sp := range s.Spaces {
		if err := g.addSpace(i, sp); err != nil {
			return nil, err
		}
	}
	adj := make([][]int32, n)
	for _, c := range s.Connections {
		a, okA := g.byID[c.A]
		b, okB := g.byID[c.B]
		switch {
		case !okA:
			return nil, fmt.Errorf("board: graph: connection %q-%q: no space %q", c.A, c.B, c.A)
		case !okB:
			return nil, fmt.Errorf("board: graph: connection %q-%q: no space %q", c.A, c.B, c.B)
		case a == b:
			return nil, fmt.Errorf("board: graph: connection %q-%q joins a space to itself", c.A, c.B)
		}
		adj[a] = append(adj[a], int32(b))
		adj[b] = append(adj[b], int32(a))
	}
	g.off = make([]int32, n+1)
	for i := range adj {
		slices.Sort(adj[i])
		adj[i] = slices.Compact(adj[i]) // duplicate connections
		g.nb = append(g.nb, adj[i]...)
		g.off[i+1] = int32(len(g.nb))
	}
	g.measure()
	return g, nil
}

func (g *graphBoard) addSpace(i int, sp Space) error {
	name := fmt.Sprintf("space %d (%q)", i, sp.ID)
	switch {
	case sp.ID == "":
		return fmt.Errorf("board: graph: space %d has no ID", i)
	case strings.TrimSpace(sp.ID) != sp.ID:
		return fmt.Errorf("board: graph: %s: ID has leading or trailing spaces", name)
	case !finite(sp.Pos) || !finite(sp.Polygon...):
		return fmt.Errorf("board: graph: %s: coordinates must be finite numbers", name)
	case len(sp.Polygon) > 0 && len(sp.Polygon) < 3:
		return fmt.Errorf("board: graph: %s: polygon needs at least 3 corners, got %d", name, len(sp.Polygon))
	case sp.Radius < 0 || math.IsNaN(sp.Radius) || math.IsInf(sp.Radius, 0):
		return fmt.Errorf("board: graph: %s: radius must be a non-negative number, got %v", name, sp.Radius)
	}
	if j, dup := g.byID[sp.ID]; dup {
		return fmt.Errorf("board: graph: %s: duplicate ID (also space %d)", name, j)
	}
	g.byID[sp.ID] = i
	fold := strings.ToLower(sp.ID)
	if _, dup := g.byFold[fold]; dup {
		g.byFold[fold] = -1
	} else {
		g.byFold[fold] = i
	}
	if sp.Radius == 0 {
		sp.Radius = DefaultRadius
	}
	if len(sp.Polygon) > 0 {
		sp.Polygon = slices.Clone(sp.Polygon)
		a := signedArea(sp.Polygon)
		if a < 0 {
			slices.Reverse(sp.Polygon)
		}
		g.area[i] = math.Abs(a)
	}
	g.spaces[i] = sp
	return nil
}

// measure sets the bounds around every polygon and point circle.
func (g *graphBoard) measure() {
	first := true
	add := func(p Point) {
		if first {
			g.bounds = Rect{p, p}
			first = false
		}
		g.bounds.Min.X, g.bounds.Min.Y = min(g.bounds.Min.X, p.X), min(g.bounds.Min.Y, p.Y)
		g.bounds.Max.X, g.bounds.Max.Y = max(g.bounds.Max.X, p.X), max(g.bounds.Max.Y, p.Y)
	}
	for _, sp := range g.spaces {
		if len(sp.Polygon) > 0 {
			for _, p := range sp.Polygon {
				add(p)
			}
			continue
		}
		add(Point{sp.Pos.X - sp.Radius, sp.Pos.Y - sp.Radius})
		add(Point{sp.Pos.X + sp.Radius, sp.Pos.Y + sp.Radius})
	}
}

// Kind is Graph.
func (g *graphBoard) Kind() Kind { return Graph }

// Len is the number of spaces.
func (g *graphBoard) Len() int { return len(g.spaces) }

// Cell is space i.
func (g *graphBoard) Cell(i int) Cell { return Cell{i, 0} }

// Index is the space index of c, or -1.
func (g *graphBoard) Index(c Cell) int {
	if c.Y != 0 || c.X < 0 || c.X >= len(g.spaces) {
		return -1
	}
	return c.X
}

// Space is the space of c.
func (g *graphBoard) Space(c Cell) (Space, bool) {
	i := g.Index(c)
	if i < 0 {
		return Space{}, false
	}
	sp := g.spaces[i]
	sp.Polygon = slices.Clone(sp.Polygon)
	return sp, true
}

// Neighbors appends the spaces connected to c, by index.
func (g *graphBoard) Neighbors(c Cell, buf []Cell) []Cell {
	i := g.Index(c)
	if i < 0 {
		return buf
	}
	for _, j := range g.adj(int32(i)) {
		buf = append(buf, Cell{int(j), 0})
	}
	return buf
}

// Adjacent reports whether a connection joins a and b.
func (g *graphBoard) Adjacent(a, b Cell) bool {
	i, j := g.Index(a), g.Index(b)
	if i < 0 || j < 0 {
		return false
	}
	_, found := slices.BinarySearch(g.adj(int32(i)), int32(j))
	return found
}

// Distance is the fewest connections between a and b; -1 when no path
// exists or either is off the board.
func (g *graphBoard) Distance(a, b Cell) int {
	i, j := g.Index(a), g.Index(b)
	if i < 0 || j < 0 {
		return -1
	}
	if h := g.hopMatrix(); h != nil {
		return int(h[i*len(g.spaces)+j])
	}
	return int(g.bfs(j, nil)[i])
}

// hopMatrix is the all-pairs hop counts, computed on first use; nil for big
// graphs.
func (g *graphBoard) hopMatrix() []int16 {
	n := len(g.spaces)
	if n > maxHopMatrix {
		return nil
	}
	g.hopsOnce.Do(func() {
		h := make([]int16, n*n)
		dist := make([]int32, n)
		for i := 0; i < n; i++ {
			for j, d := range g.bfs(i, dist) {
				h[i*n+j] = int16(d)
			}
		}
		g.hops = h
	})
	return g.hops
}

// bfs is the hop count from space src to every space (-1 unreachable),
// written into dist (allocated when nil).
func (g *graphBoard) bfs(src int, dist []int32) []int32 {
	n := len(g.spaces)
	if dist == nil {
		dist = make([]int32, n)
	}
	for i := range dist {
		dist[i] = -1
	}
	q := make([]int32, 1, n)
	q[0] = int32(src)
	dist[src] = 0
	for head := 0; head < len(q); head++ {
		u := q[head]
		for _, v := range g.adj(u) {
			if dist[v] < 0 {
				dist[v] = dist[u] + 1
				q = append(q, v)
			}
		}
	}
	return dist
}

// Line is a fewest-hops path from a to b (at each step the lowest-indexed
// space that gets closer); nil when there is none.
func (g *graphBoard) Line(a, b Cell) []Cell {
	i, j := g.Index(a), g.Index(b)
	if i < 0 || j < 0 {
		return nil
	}
	var toB func(k int32) int
	if h := g.hopMatrix(); h != nil {
		n := len(g.spaces)
		toB = func(k int32) int { return int(h[int(k)*n+j]) }
	} else {
		d := g.bfs(j, nil)
		toB = func(k int32) int { return int(d[k]) }
	}
	steps := toB(int32(i))
	if steps < 0 {
		return nil
	}
	out := make([]Cell, 0, steps+1)
	out = append(out, a)
	for k := int32(i); steps > 0; steps-- {
		for _, v := range g.adj(k) {
			if toB(v) == steps-1 {
				k = v
				break
			}
		}
		out = append(out, Cell{int(k), 0})
	}
	return out
}

// Center is the space's Pos.
func (g *graphBoard) Center(c Cell) Point {
	i := g.Index(c)
	if i < 0 {
		return Point{}
	}
	return g.spaces[i].Pos
}

// Polygon appends the space's outline, clockwise on screen; a point space is
// drawn as a 12-gon inscribed in its hit circle.
func (g *graphBoard) Polygon(c Cell, buf []Point) []Point {
	i := g.Index(c)
	if i < 0 {
		return buf
	}
	sp := &g.spaces[i]
	if len(sp.Polygon) > 0 {
		return append(buf, sp.Polygon...)
	}
	return circlePolygon(sp.Pos, sp.Radius, pointSides, buf)
}

// At is the space under p: the nearest point space whose circle holds p
// (points are drawn over areas), else the smallest area containing p.
func (g *graphBoard) At(p Point) (Cell, bool) {
	best, bestD := -1, math.Inf(1)
	for i := range g.spaces {
		sp := &g.spaces[i]
		if len(sp.Polygon) > 0 {
			continue
		}
		if d := math.Hypot(p.X-sp.Pos.X, p.Y-sp.Pos.Y); d <= sp.Radius && d < bestD {
			best, bestD = i, d
		}
	}
	if best < 0 {
		bestA := math.Inf(1)
		for i := range g.spaces {
			sp := &g.spaces[i]
			if len(sp.Polygon) > 0 && g.area[i] < bestA && inPolygon(p, sp.Polygon) {
				best, bestA = i, g.area[i]
			}
		}
	}
	if best < 0 {
		return Cell{}, false
	}
	return Cell{best, 0}, true
}

// Bounds is the rectangle around every polygon and point circle, in the
// spec's own coordinates (not translated).
func (g *graphBoard) Bounds() Rect { return g.bounds }

// Label is the space's ID; "" off the board.
func (g *graphBoard) Label(c Cell) string {
	i := g.Index(c)
	if i < 0 {
		return ""
	}
	return g.spaces[i].ID
}

// Parse finds the space with ID label: exactly, else ignoring case.
func (g *graphBoard) Parse(label string) (Cell, error) {
	s := strings.TrimSpace(label)
	if i, ok := g.byID[s]; ok {
		return Cell{i, 0}, nil
	}
	switch i, ok := g.byFold[strings.ToLower(s)]; {
	case !ok:
		return Cell{}, fmt.Errorf("board: no space %q on this board", label)
	case i < 0:
		return Cell{}, fmt.Errorf("board: label %q matches several spaces that differ only in case", label)
	default:
		return Cell{i, 0}, nil
	}
}

// adj is the neighbours of space i, sorted.
func (g *graphBoard) adj(i int32) []int32 { return g.nb[g.off[i]:g.off[i+1]] }

func (g *graphBoard) denseView() *dense { return g.dn.get(g) }
