package aanorthafrica

// The way a move goes (movement.go): what a position shows every mover
// (moveScene) and a breadth-first walk of one unit's move (moveReach),
// with the way it takes.

// moveScene is what every unit's move in a position shares: who controls
// each space now and at the turn's start, and the visible units of each
// side in each space (hidden units are secrets: Legal never reads them).
type moveScene struct {
	g        *moveGraph
	side     []string         // controlling side by space, "" for no one's
	start    []string         // controlling side at the turn's start
	axis     []int            // visible Axis units by space
	allies   []int            // visible Allied units by space
	landDist map[string][]int // aircraft's distance to a landing space, by side (lazy)
	scratch  *moveReach       // the last walk, reused by the next
}

// scene is the position's moveScene.
func (st *State) scene() *moveScene {
	g := st.graph()
	sc := &moveScene{g: g, side: make([]string, len(g.labels)), start: make([]string, len(g.labels)),
		axis: make([]int, len(g.labels)), allies: make([]int, len(g.labels)), landDist: map[string][]int{}}
	for y, l := range g.labels {
		sc.side[y] = st.SideAt(l)
		sc.start[y] = st.SideOf(st.StartOwner[l])
	}
	for i := range st.Units {
		u := &st.Units[i]
		if u.Hidden || !u.Loc.OnMap() {
			continue
		}
		y := g.index[st.Label(u.Loc.Cell)]
		if u.Side == Axis {
			sc.axis[y]++
		} else {
			sc.allies[y]++
		}
	}
	return sc
}

// enemies is how many visible units of side's enemy space y holds.
func (sc *moveScene) enemies(side string, y int) int {
	if side == Axis {
		return sc.allies[y]
	}
	return sc.axis[y]
}

// hostile reports whether space y is enemy-controlled or holds visible
// enemy units, for side.
func (sc *moveScene) hostile(side string, y int) bool {
	return sc.enemyHeld(side, y) || sc.enemies(side, y) > 0
}

// enemyHeld reports whether the enemy of side controls space y.
func (sc *moveScene) enemyHeld(side string, y int) bool { return sc.side[y] == Enemy(side) }

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
	seen []int // the nodes reached, in the walk's order (fewest spaces first)
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
	if m.class == Armour && b == 0 && sc.enemies(m.side, y) == 0 {
		return rnode(y, 1, 0)
	}
	return rnode(y, b, 1)
}

// reach walks unit m's move up to limit spaces. The walk reuses the
// scene's last one (its result is good until the next reach on sc).
func (st *State) reach(sc *moveScene, m mover, limit int) *moveReach {
	r := sc.scratch
	if r == nil {
		n := len(sc.g.labels) * 4
		r = &moveReach{g: sc.g, sc: sc, dist: make([]int, n), from: make([]int, n)}
		for k := range r.dist {
			r.dist[k] = -1
		}
		sc.scratch = r
	}
	for _, k := range r.seen {
		r.dist[k] = -1
	}
	r.m = m
	s := rnode(m.from, m.blitzed, 0)
	r.dist[s] = 0
	r.seen = append(r.seen[:0], s)
	for q := 0; q < len(r.seen); q++ {
		x := r.seen[q]
		if r.dist[x] >= limit || x%2 == 1 {
			continue
		}
		for _, y := range sc.g.adj[x/4] {
			if k := r.enter(x, y); k >= 0 && r.dist[k] < 0 {
				r.dist[k], r.from[k] = r.dist[x]+1, x
				r.seen = append(r.seen, k)
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
