package design

import (
	"fmt"
	"strings"

	"sandtable/board"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// AddEdgeFeature adds edge feature type e (after the last
// [edge_feature.*] table, else after the terrain types).
func (f *File) AddEdgeFeature(e EdgeFeatureSpec) error {
	if f.Find(Table, tomlfile.Join("edge_feature", e.ID)) >= 0 {
		return fmt.Errorf("design: the map already has edge feature %q", e.ID)
	}
	tx := f.begin("add edge feature " + e.ID)
	tx.insert(f.afterLast(Table, "edge_feature", "terrain_at", "terrain", "grid.labels", "grid"), withGap(e.Text()))
	return tx.commit()
}

// sameEdge reports whether "A/B" strings x and y name the same edge of m.
func sameEdge(m *maps.Map, x, y string) bool {
	xa, xb, ok1 := strings.Cut(x, "/")
	ya, yb, ok2 := strings.Cut(y, "/")
	if !ok1 || !ok2 {
		return false
	}
	cell := func(s string) (board.Cell, bool) {
		if m == nil {
			return board.Cell{}, false
		}
		c, err := m.Cell(strings.TrimSpace(s))
		return c, err == nil
	}
	a1, ok1 := cell(xa)
	b1, ok2 := cell(xb)
	a2, ok3 := cell(ya)
	b2, ok4 := cell(yb)
	if !(ok1 && ok2 && ok3 && ok4) {
		eq := strings.EqualFold
		return eq(xa, ya) && eq(xb, yb) || eq(xa, yb) && eq(xb, ya)
	}
	return a1 == a2 && b1 == b2 || a1 == b2 && b1 == a2
}

// SetEdge puts feature on the edge between cells a and b (labels), or
// takes it off, as one edit: the "A/B" goes into (or out of) the between
// list of the first [[edge]] of that feature; a new [[edge]] is added
// when there is none, and an [[edge]] left with no edges is removed.
func (f *File) SetEdge(a, b, feature string, on bool) error {
	verb := "remove "
	if on {
		verb = "add "
	}
	tx := f.begin(verb + feature + " " + a + "/" + b)
	if err := tx.setEdge(a, b, feature, on); err != nil {
		return err
	}
	return tx.commit()
}

// SetEdges puts feature on every edge of pairs (two cell labels each), or
// takes it off them, as ONE edit (a river drawn or erased by a drag
// stroke, undone at once): as SetEdge for each, edges already so left as
// they are. An edit that changes nothing is no edit.
func (f *File) SetEdges(feature string, pairs [][2]string, on bool) error {
	verb := "erase "
	if on {
		verb = "draw "
	}
	tx := f.begin(fmt.Sprintf("%s%s (%d %s)", verb, feature, len(pairs), plural(len(pairs), "edge", "edges")))
	for _, p := range pairs {
		if err := tx.setEdge(p[0], p[1], feature, on); err != nil && on {
			tx.rollback()
			return err
		}
	}
	return tx.commit()
}

// plural is one or many by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// setEdge is SetEdge inside an edit; an error (taking off a feature that
// is not there) leaves the edit as it was.
func (tx *tx) setEdge(a, b, feature string, on bool) error {
	f := tx.f
	pair := a + "/" + b
	first := -1
	for _, i := range f.Items("edge") {
		var e maps.FileEdge
		if decodeEntry(f.entries[i], &e) != nil || e.Feature != feature {
			continue
		}
		if first < 0 {
			first = i
		}
		for k, s := range e.Between {
			if !sameEdge(f.good, s, pair) {
				continue
			}
			if on {
				return nil // already there
			}
			if len(e.Between) == 1 {
				tx.remove(i)
			} else {
				tx.removeString(i, "between", k)
			}
			return nil
		}
	}
	if !on {
		return fmt.Errorf("design: no %s on the edge %s", feature, pair)
	}
	if first < 0 {
		tx.insert(f.afterLast(ArrayItem, "edge", "edge_feature", "terrain_at", "terrain", "grid.labels", "grid"),
			withGap(WriteTable("edge", true, []KV{{"feature", feature, false}, {"between", []string{pair}, false}})))
		return nil
	}
	tx.appendString(first, "between", pair)
	return nil
}
