package boardview

import (
	"image/color"
	"math"
	"slices"
	"sort"
	"strconv"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/ui/render"
)

// mapIndex is the index of the scenario map with id, or -1.
func (b *Board) mapIndex(id string) int {
	for i, m := range b.sess.Game.Scenario.Maps {
		if m.ID == id {
			return i
		}
	}
	return -1
}

// cellPoint is the board-layout centre of a cell of map i.
func (b *Board) cellPoint(i int, c board.Cell) board.Point {
	p := b.sess.Game.Scenario.Maps[i].Topology.Center(c)
	off := b.layout.Offsets[i]
	return board.Point{X: p.X + off.X, Y: p.Y + off.Y}
}

// cellPolygon is the outline of a cell of map i in board-layout pixels.
func (b *Board) cellPolygon(i int, c board.Cell) []board.Point {
	poly := b.sess.Game.Scenario.Maps[i].Topology.Polygon(c, nil)
	off := b.layout.Offsets[i]
	for k := range poly {
		poly[k].X += off.X
		poly[k].Y += off.Y
	}
	return poly
}

// counterSide is the counter size for counters at loc.
func (b *Board) counterSide(loc rules.Location) float64 {
	if i := b.mapIndex(loc.Map); i >= 0 {
		return render.CounterSize(b.sess.Game.Scenario.Maps[i].Topology)
	}
	return 34
}

// locationAt is the cell or box under a board-layout point.
func (b *Board) locationAt(p board.Point) (rules.Location, bool) {
	loc, _, ok := b.pick(p)
	return loc, ok
}

// pick is the cell or box under a board-layout point and, in a box, the
// unit whose counter is under it (nil on a cell, where a press takes the
// top of the stack, and between a box's counters). A box's counters are
// hit first, also those that overflow its rectangle (boxLayout).
func (b *Board) pick(p board.Point) (rules.Location, *rules.UnitView, bool) {
	s := b.sess.Game.Scenario
	var boxGroups map[rules.Location][]rules.UnitView
	for i, m := range s.Maps {
		if len(m.Boxes) == 0 {
			continue
		}
		if boxGroups == nil {
			boxGroups = b.boxGroups()
		}
		for _, bx := range m.Boxes {
			loc := rules.Location{Map: m.ID, Box: bx.ID}
			units := boxGroups[loc] // bottom first, as laid out
			pts, side := b.boxLayout(loc, b.counterSide(loc), len(units))
			for k, at := range pts {
				if math.Abs(p.X-at.X) <= side/2 && math.Abs(p.Y-at.Y) <= side/2 {
					u := units[k]
					return loc, &u, true
				}
			}
		}
		off := b.layout.Offsets[i]
		q := board.Point{X: p.X - off.X, Y: p.Y - off.Y}
		for _, bx := range m.Boxes {
			if q.X >= bx.Rect.Min.X && q.X <= bx.Rect.Max.X && q.Y >= bx.Rect.Min.Y && q.Y <= bx.Rect.Max.Y {
				return rules.Location{Map: m.ID, Box: bx.ID}, nil, true
			}
		}
	}
	for i, m := range s.Maps {
		off := b.layout.Offsets[i]
		q := board.Point{X: p.X - off.X, Y: p.Y - off.Y}
		if c, ok := m.Topology.At(q); ok {
			return rules.Location{Map: m.ID, Cell: c}, nil, true
		}
	}
	return rules.Location{}, nil, false
}

// boxGroups are the units the board shows in each box, bottom first: the
// order boxLayout places them in.
func (b *Board) boxGroups() map[rules.Location][]rules.UnitView {
	out := map[rules.Location][]rules.UnitView{}
	for _, g := range b.groups(b.sess.View()) {
		if g.loc.InBox() {
			out[g.loc] = slices.Collect(backward(g.units))
		}
	}
	return out
}

// face is how a unit looks to the viewer.
func (b *Board) face(u rules.UnitView) render.CounterFace {
	cat := b.sess.Game.Scenario.Counters
	if t := cat.Unit(u.Type); t != nil {
		f := render.UnitFace(cat, t, u.Step, false)
		if u.Print != "" {
			f.Print = u.Print // values as they stand (rules.UnitView.Print)
		}
		// Supply overlay: the module's supply state, when it has one.
		switch {
		case b.hideSupply:
		case u.Supply == rules.SupplyDefense:
			f.Tag = "DS" // Defense Supply
		case u.Supply == rules.SupplyOut:
			f.Tag = "OOS" // Out of Supply
		}
		if u.Hidden {
			f.Tag = "H" // face down: the owner sees it, the enemy does not
		}
		if u.Tag != "" {
			f.Tag = u.Tag // the module's mark (rules.UnitView.Tag) says more
		}
		f.Turned = u.Turned // on its side (out of gas): Flags say why
		return f
	}
	f := render.CounterFace{Kind: "block", Hidden: true, Fill: color.RGBA{160, 160, 160, 255}, Turned: u.Turned}
	if n := cat.Nation(u.Nation); n != nil {
		f.Fill = n.Color
	}
	return f
}

// carried counts the units aboard each carrier (by reference) in view v.
// Units aboard are in no stack of their own: their carrier's counter is
// marked with how many it carries, those this viewer's view holds (the
// module's secrets decide who sees a passenger).
func carried(v rules.View) map[string]int {
	aboard := map[string]int{}
	for _, u := range v.Units {
		if u.Aboard != "" {
			aboard[u.Aboard]++
		}
	}
	return aboard
}

// stackGroup is the units at one location, top counter first (the
// session's stack order).
type stackGroup struct {
	loc   rules.Location
	units []rules.UnitView
}

// groups gathers the units of view v by location, in first-seen order.
func (b *Board) groups(v rules.View) []stackGroup {
	var out []stackGroup
	index := map[rules.Location]int{}
	for _, u := range v.Units {
		loc, ok := b.sess.UnitLocation(u)
		if !ok || loc.IsEliminated() {
			continue
		}
		i, seen := index[loc]
		if !seen {
			i = len(out)
			index[loc] = i
			out = append(out, stackGroup{loc: loc})
		}
		out[i].units = append(out[i].units, u)
	}
	for i := range out {
		out[i].units = b.sess.InStackOrder(out[i].loc, out[i].units)
	}
	return out
}

// stacks are the frame's stacks of view v: one per cell, counters in rows
// in boxes.
func (b *Board) stacks(v rules.View) []Stack {
	var out []Stack
	sel := b.sess.Selected()
	aboard := carried(v)
	face := func(u rules.UnitView) render.CounterFace {
		f := b.face(u)
		f.Carrying = aboard[u.ID]
		return f
	}
	for _, g := range b.groups(v) {
		side := b.counterSide(g.loc)
		selected := sel != nil && *sel == g.loc
		dragged := func(u rules.UnitView) bool {
			return b.drag != nil && b.drag.moving() && g.loc == b.drag.from && containsRef(b.drag.refs, u.ID)
		}
		if g.loc.InBox() {
			// A tray: every counter in a place of its own, bottom first;
			// a dragged counter leaves its place empty.
			pts, s := b.boxLayout(g.loc, side, len(g.units))
			for k, u := range slices.Collect(backward(g.units)) {
				if !dragged(u) {
					out = append(out, Stack{At: pts[k], Side: s, Faces: []render.CounterFace{face(u)}, Selected: selected})
				}
			}
			continue
		}
		var faces []render.CounterFace // bottom first, as render draws them
		for _, u := range slices.Backward(g.units) {
			if !dragged(u) { // else it is under the pointer
				faces = append(faces, face(u))
			}
		}
		if len(faces) == 0 {
			continue
		}
		// Only the top few counters are drawn: the lowest drawn one stands
		// for those under it, so it shows their passengers too.
		if first := render.LayoutStack(board.Point{}, side, len(faces)).First; first > 0 {
			for k := range faces[:first] {
				faces[first].Carrying += faces[k].Carrying
				faces[k].Carrying = 0
			}
		}
		out = append(out, Stack{At: b.cellPoint(b.mapIndex(g.loc.Map), g.loc.Cell), Side: side, Faces: faces, Selected: selected})
	}
	return out
}

// Box trays: counters in a box are laid out in rows, each where it can be
// seen and taken. When n counters of side do not fit the box they shrink,
// down to minTrayShrink of their size; beyond that the rows go on below
// the box, still drawn and still taken one by one.
const minTrayShrink = 0.5

// boxLayout places n counters of side in rows inside box loc: their
// centres, bottom of the stack first, and the side they are drawn at.
func (b *Board) boxLayout(loc rules.Location, side float64, n int) ([]board.Point, float64) {
	i := b.mapIndex(loc.Map)
	if i < 0 || n == 0 {
		return nil, side
	}
	bx := b.sess.Game.Scenario.Maps[i].Box(loc.Box)
	if bx == nil {
		return nil, side
	}
	r := render.SlotRect(bx, -1)
	off := b.layout.Offsets[i]
	w, h := r.Max.X-r.Min.X, r.Max.Y-r.Min.Y
	perRow := func(s float64) int { return int(math.Max(1, (w-s*0.2)/(s*1.2))) }
	fits := func(s float64) bool {
		rows := (n + perRow(s) - 1) / perRow(s)
		return float64(rows)*s*1.2+s*0.2 <= h
	}
	s := side
	for s > side*minTrayShrink && !fits(s) {
		s = math.Max(side*minTrayShrink, s*0.95)
	}
	gap, cols := s*0.2, perRow(s)
	pts := make([]board.Point, n)
	for k := range pts {
		pts[k] = board.Point{X: off.X + r.Min.X + gap + s/2 + float64(k%cols)*(s+gap),
			Y: off.Y + r.Min.Y + gap + s/2 + float64(k/cols)*(s+gap)}
	}
	return pts, s
}

// backward yields units last first.
func backward(units []rules.UnitView) func(func(rules.UnitView) bool) {
	return func(yield func(rules.UnitView) bool) {
		for _, u := range slices.Backward(units) {
			if !yield(u) {
				return
			}
		}
	}
}

func containsRef(refs []string, id string) bool {
	for _, r := range refs {
		if r == id {
			return true
		}
	}
	return false
}

// targetHighlights marks the legal destinations of the dragged units.
func (b *Board) targetHighlights(d *dragState) []Highlight {
	var out []Highlight
	s := b.sess.Game.Scenario
	fill := TargetFill
	texts := make([]string, 0, len(d.targets))
	for text := range d.targets {
		texts = append(texts, text)
	}
	sort.Strings(texts) // a stable order: compositors cache what does not change
	// Costs are labelled when a hex is tall enough on screen for the text.
	b.mu.Lock()
	scale := b.view.Scale
	b.mu.Unlock()
	labels := d.costs != nil && b.counterSide(d.from)*scale >= 18
	for _, text := range texts {
		loc, err := rules.ParseLocation(s, text)
		if err != nil || !loc.OnMap() {
			continue
		}
		h := Highlight{Polygon: b.cellPolygon(b.mapIndex(loc.Map), loc.Cell), Fill: fill}
		if c, ok := d.costs[text]; ok && labels {
			// The cost, low in the hex: a counter may stand in its middle.
			i := b.mapIndex(loc.Map)
			at := b.cellPoint(i, loc.Cell)
			maxY := at.Y
			for _, p := range h.Polygon {
				maxY = math.Max(maxY, p.Y)
			}
			h.Label, h.LabelAt = strconv.Itoa(c), board.Point{X: at.X, Y: at.Y + (maxY-at.Y)*0.62}
		}
		out = append(out, h)
	}
	return out
}

// targetsOfSelection marks, in orange, the cells named by the actor's
// legal actions (other than moves) that also name a unit of the selected
// stack: the range overlay of a module's ranged verbs, such as the enemy
// stacks an HQ's Monstrous Artillery may bombard, or where a unit may
// advance after combat. Empty (not nil) when there are none.
func (b *Board) targetsOfSelection() []Highlight {
	out := []Highlight{}
	sel := b.sess.Selected()
	if sel == nil {
		return out
	}
	if _, previewing := b.sess.Previewing(); previewing {
		return out
	}
	s := b.sess.Game.Scenario
	units := map[string]bool{}
	for _, u := range b.sess.UnitsAt(*sel) {
		units[u.ID] = true
	}
	if len(units) == 0 {
		return out
	}
	seen := map[rules.Location]bool{}
	fill := RangeFill
	var acts []rules.Action
	for _, v := range b.sess.LegalVerbs() {
		if v == rules.VerbMove {
			continue
		}
		for _, u := range b.sess.UnitsAt(*sel) {
			acts = append(acts, b.sess.LegalWith(v, u.ID)...)
		}
	}
	for _, a := range acts {
		if len(a.Args) < 2 || !units[a.Args[0]] {
			continue
		}
		for _, arg := range a.Args[1:] {
			loc, err := rules.ParseLocation(s, arg)
			if err != nil || !loc.OnMap() || seen[loc] {
				continue
			}
			seen[loc] = true
			out = append(out, Highlight{Polygon: b.cellPolygon(b.mapIndex(loc.Map), loc.Cell), Fill: fill})
		}
	}
	return out
}

// controlHighlights tints each cell controlled in view v in its side's
// colour.
func (b *Board) controlHighlights(v rules.View) []Highlight {
	s := b.sess.Game.Scenario
	var out []Highlight
	for _, cv := range v.Control {
		i := b.mapIndex(cv.Map)
		if i < 0 {
			continue
		}
		c, err := s.Maps[i].Cell(cv.Cell)
		if err != nil {
			continue
		}
		out = append(out, Highlight{Polygon: b.cellPolygon(i, c), Fill: ControlFill(s.Counters.Side(cv.Side))})
	}
	return out
}
