package design

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"sandtable/board"
	"sandtable/internal/tomlfile"
)

// Area maps: outlines drawn, changed, split and merged; named values.
// Corners are written to a hundredth of a pixel, which keeps a corner
// snapped onto a neighbour's side within board.BorderTolerance of it.

// Outline is a polygon as a [[space]] writes it, corners rounded to a
// hundredth of a pixel.
func Outline(poly []board.Point) [][]float64 {
	out := make([][]float64, len(poly))
	for i, p := range poly {
		out[i] = []float64{round2(p.X), round2(p.Y)}
	}
	return out
}

// Points is the polygon of a [[space]]'s outline; corners that are not
// [x, y] are left out.
func Points(poly [][]float64) []board.Point {
	out := make([]board.Point, 0, len(poly))
	for _, p := range poly {
		if len(p) == 2 {
			out = append(out, board.Point{X: p[0], Y: p[1]})
		}
	}
	return out
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }

// Spaces are the graph map's [[space]] items that decode, in file order.
func (f *File) Spaces() []SpaceSpec {
	var out []SpaceSpec
	for _, i := range f.Items("space") {
		var s SpaceSpec
		if decodeEntry(f.entries[i], &s) == nil {
			out = append(out, s)
		}
	}
	return out
}

// setOutline sets space entry i's polygon to poly and, when its centre
// (x, y: where its name and counters go) is no longer inside, or when
// recentre, moves the centre to a point well inside.
func (t *tx) setOutline(i int, s SpaceSpec, poly []board.Point, recentre bool) {
	out := Outline(poly)
	t.setKey(i, "polygon", Value(out))
	pts := Points(out)
	if recentre || !board.InPolygon(board.Point{X: s.X, Y: s.Y}, pts) {
		c := board.InteriorPoint(pts)
		t.setKey(i, "x", Float(math.Round(c.X)))
		t.setKey(i, "y", Float(math.Round(c.Y)))
	}
}

// keepInStep makes the new outlines (by id) and the other areas of f meet
// corner to corner: a corner of one lying on a side of another becomes a
// corner of that one too, so that a corner moved later moves in every
// area whose border runs through it. It sets the polygons of the other
// areas that gain corners and returns the new outlines with theirs.
func (f *File) keepInStep(tx *tx, outlines map[string][]board.Point) map[string][]board.Point {
	out := make(map[string][]board.Point, len(outlines))
	for id, p := range outlines {
		out[id] = rounded(p)
	}
	var others []SpaceSpec
	for _, s := range f.Spaces() {
		if _, ok := outlines[s.ID]; !ok && len(s.Polygon) >= 3 {
			others = append(others, s)
		}
	}
	for _, s := range others {
		poly := Points(s.Polygon)
		before := len(poly)
		for _, o := range out {
			poly = board.WithCornersOf(poly, o)
		}
		if len(poly) != before {
			if i, err := f.findItem("space", s.ID); err == nil {
				tx.setKey(i, "polygon", Value(Outline(poly)))
			}
		}
		for id, o := range out {
			out[id] = board.WithCornersOf(o, poly)
		}
	}
	for id, o := range out { // the new outlines among themselves
		for jd, p := range out {
			if id != jd {
				o = board.WithCornersOf(o, p)
			}
		}
		out[id] = o
	}
	return out
}

// rounded is poly with its corners rounded as Outline writes them.
func rounded(poly []board.Point) []board.Point { return Points(Outline(poly)) }

// AddArea adds an area with outline poly, its centre well inside it, as
// space id; neighbours whose borders it meets on their sides get corners
// there.
func (f *File) AddArea(id string, poly []board.Point) error {
	tx := f.begin("add area " + id)
	poly = f.keepInStep(tx, map[string][]board.Point{id: poly})[id]
	c := board.InteriorPoint(poly)
	s := SpaceSpec{ID: id, X: math.Round(c.X), Y: math.Round(c.Y), Polygon: Outline(poly)}
	tx.insert(f.afterLast(ArrayItem, "space", "link", "box", "place", "region", "edge", "edge_feature", "terrain"), withGap(s.Text()))
	return tx.commit()
}

// SetOutlines gives each space named in outlines (by id) its new polygon,
// as ONE edit called name: a corner two areas share moves in both.
func (f *File) SetOutlines(name string, outlines map[string][]board.Point) error {
	ids := make([]string, 0, len(outlines))
	for id := range outlines {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	tx := f.begin(name)
	outlines = f.keepInStep(tx, outlines)
	for _, id := range ids {
		i, err := f.findItem("space", id)
		if err != nil {
			tx.rollback()
			return err
		}
		var s SpaceSpec
		if err := decodeEntry(f.entries[i], &s); err != nil {
			tx.rollback()
			return err
		}
		if len(outlines[id]) < 3 {
			tx.rollback()
			return fmt.Errorf("design: area %s would have fewer than 3 corners", id)
		}
		tx.setOutline(i, s, outlines[id], false)
	}
	return tx.commit()
}

// SplitArea cuts area id in two along cut (from a point of its border,
// across it, to another), as ONE edit: id keeps the part whose border
// runs on from the cut's end in id's turning direction (board.SplitPolygon's
// first), and a new area newID, with id's terrain, takes the other. Its
// connections stay with id.
func (f *File) SplitArea(id string, cut []board.Point, newID string) error {
	i, err := f.findItem("space", id)
	if err != nil {
		return err
	}
	var s SpaceSpec
	if err := decodeEntry(f.entries[i], &s); err != nil {
		return err
	}
	if _, err := f.findItem("space", newID); err == nil || newID == "" {
		return fmt.Errorf("design: the map already has a space %q", newID)
	}
	a, b, err := board.SplitPolygon(Points(s.Polygon), cut)
	if err != nil {
		return fmt.Errorf("design: splitting %s: %s", id, strings.TrimPrefix(err.Error(), "board: split: "))
	}
	tx := f.begin("split " + id)
	step := f.keepInStep(tx, map[string][]board.Point{id: a, newID: b})
	a, b = step[id], step[newID]
	tx.setOutline(i, s, a, true)
	c := board.InteriorPoint(b)
	n := SpaceSpec{ID: newID, X: math.Round(c.X), Y: math.Round(c.Y), Polygon: Outline(b), Terrain: s.Terrain}
	tx.insert(i+1, withGap(n.Text()))
	return tx.commit()
}

// MergeAreas makes areas keep and gone one, keep: keep's outline goes
// round both, gone goes, and gone's [[connection]]s join keep instead
// (those that would join keep to itself or repeat one of keep's go).
// What else names gone (places, edges, links) is the caller's to move
// first: check reports it.
func (f *File) MergeAreas(keep, gone string) error {
	ik, err := f.findItem("space", keep)
	if err != nil {
		return err
	}
	ig, err := f.findItem("space", gone)
	if err != nil {
		return err
	}
	var sk, sg SpaceSpec
	if err := decodeEntry(f.entries[ik], &sk); err != nil {
		return err
	}
	if err := decodeEntry(f.entries[ig], &sg); err != nil {
		return err
	}
	poly, err := board.MergePolygons(Points(sk.Polygon), Points(sg.Polygon))
	if err != nil {
		return fmt.Errorf("design: merging %s and %s: %s", keep, gone, strings.TrimPrefix(err.Error(), "board: merge: "))
	}
	eq := strings.EqualFold
	tx := f.begin("merge " + gone + " into " + keep)
	tx.setOutline(ik, sk, poly, true)
	// gone's connections, from the end so that indexes stay good.
	seen := map[string]bool{}
	for _, k := range f.Items("connection") {
		var c ConnectionSpec
		if decodeEntry(f.entries[k], &c) == nil && (eq(c.A, keep) || eq(c.B, keep)) {
			other := c.A
			if eq(c.A, keep) {
				other = c.B
			}
			seen[strings.ToLower(other)] = true
		}
	}
	items := f.Items("connection")
	for n := len(items) - 1; n >= 0; n-- {
		k := items[n]
		var c ConnectionSpec
		if decodeEntry(f.entries[k], &c) != nil || !eq(c.A, gone) && !eq(c.B, gone) {
			continue
		}
		other, end := c.B, "a"
		if eq(c.B, gone) {
			other, end = c.A, "b"
		}
		if eq(other, keep) || seen[strings.ToLower(other)] {
			tx.remove(k)
			continue
		}
		seen[strings.ToLower(other)] = true
		tx.setKey(k, end, Quote(keep))
	}
	ig, err = f.findItem("space", gone) // found again: entries before it may have gone
	if err != nil {
		tx.rollback()
		return err
	}
	tx.remove(ig)
	return tx.commit()
}

// Values are the graph map's value types ([value.ID] tables), in file
// order.
func (f *File) Values() []ValueSpec {
	var out []ValueSpec
	for _, i := range f.Tables("value") {
		parts := nameParts(f.entries[i].Name)
		if len(parts) != 2 {
			continue
		}
		v := ValueSpec{ID: parts[1]}
		if decodeEntry(f.entries[i], &v) == nil {
			v.ID = parts[1]
			out = append(out, v)
		}
	}
	return out
}

// AddValue adds value type v (after the last [value.*] table, or the
// edge features and terrain types).
func (f *File) AddValue(v ValueSpec) error {
	if f.Find(Table, tomlfile.Join("value", v.ID)) >= 0 {
		return fmt.Errorf("design: the map already has value %q", v.ID)
	}
	tx := f.begin("add value " + v.ID)
	tx.insert(f.afterLast(Table, "value", "edge_feature", "terrain", "grid.labels", "grid"), withGap(v.Text()))
	return tx.commit()
}

// SetSpaceValue sets space id's value named value to n, or takes it away
// when del.
func (f *File) SetSpaceValue(id, value string, n int, del bool) error {
	i, err := f.findItem("space", id)
	if err != nil {
		return err
	}
	var s SpaceSpec
	if err := decodeEntry(f.entries[i], &s); err != nil {
		return err
	}
	vals := map[string]int{}
	for k, v := range s.Values {
		vals[k] = v
	}
	if del {
		delete(vals, value)
	} else {
		vals[value] = n
	}
	tx := f.begin("set " + value + " of " + id)
	if len(vals) == 0 {
		tx.deleteKey(i, "values")
	} else {
		tx.setKey(i, "values", Value(vals))
	}
	return tx.commit()
}
