package design

import (
	"bytes"
	"strings"
	"testing"

	"sandtable/maps"
)

// openFlat opens the bundled test-hex-flat map: 12×10 flat hexes labelled
// W0101.., terrain_rows row 1 "~~..ff..rrmm", a river and an all-sea
// [[edge]], five places, three boxes.
func openFlat(t *testing.T) *File {
	t.Helper()
	f, err := OpenBuiltin("maps", "test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	if !f.Result().OK() {
		t.Fatalf("test-hex-flat does not check: %v", f.Result().Messages)
	}
	return f
}

func terrainAt(t *testing.T, m *maps.Map, label string) string {
	t.Helper()
	c, err := m.Cell(label)
	if err != nil {
		t.Fatal(err)
	}
	return m.TerrainAt(c).ID
}

func countTerrain(m *maps.Map, id string) int {
	n := 0
	for i := 0; i < m.Topology.Len(); i++ {
		if m.TerrainAt(m.Topology.Cell(i)).ID == id {
			n++
		}
	}
	return n
}

func hasEdge(t *testing.T, m *maps.Map, a, b, feature string) bool {
	t.Helper()
	ca, err1 := m.Cell(a)
	cb, err2 := m.Cell(b)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	return m.Edges.Has(ca, cb, feature)
}

// TestMapEdits makes each map edit on test-hex-flat, checks its effect on
// the loaded map (worked out from the file by hand), that it changed only
// the entries it patched, that undo gives back the opened bytes and redo
// the edited ones.
func TestMapEdits(t *testing.T) {
	cases := []struct {
		name  string
		edit  func(f *File) error
		check func(t *testing.T, f *File, m *maps.Map)
	}{{
		name: "paint a cell",
		edit: func(f *File) error { return f.PaintCell(2, 0, "forest") },
		check: func(t *testing.T, f *File, m *maps.Map) {
			if got := terrainAt(t, m, "W0301"); got != "forest" {
				t.Errorf("W0301 is %s, want forest", got)
			}
			if !strings.Contains(string(f.Bytes()), "\n  \"~~f.ff..rrmm\",\n") {
				t.Errorf("row 1 is not ~~f.ff..rrmm")
			}
			e := f.undo[len(f.undo)-1]
			if len(e.Patches) != 1 || e.Patches[0].Entry != 0 || e.Patches[0].Before != "." || e.Patches[0].After != "f" {
				t.Errorf("painting one cell is the edit %+v, not one character", e)
			}
		},
	}, {
		name: "paint a stroke as one edit",
		edit: func(f *File) error { return f.PaintCells([]Cell{{0, 0}, {1, 0}, {11, 9}}, "mountain") },
		check: func(t *testing.T, f *File, m *maps.Map) {
			for _, l := range []string{"W0101", "W0201", "W1210"} {
				if got := terrainAt(t, m, l); got != "mountain" {
					t.Errorf("%s is %s, want mountain", l, got)
				}
			}
		},
	}, {
		name: "paint with a new terrain that has no symbol",
		edit: func(f *File) error {
			if err := f.AddTerrain(TerrainSpec{ID: "swamp", Color: "#557755"}); err != nil {
				return err
			}
			return f.PaintCell(3, 1, "swamp")
		},
		check: func(t *testing.T, f *File, m *maps.Map) {
			if got := terrainAt(t, m, "W0402"); got != "swamp" {
				t.Errorf("W0402 is %s, want swamp", got)
			}
			// The first letter of the id is free: the symbols are . f r m p ~.
			if tr := m.Terrain("swamp"); tr == nil || tr.Symbol != 's' {
				t.Errorf("swamp's symbol is %v, want 's'", tr)
			}
		},
	}, {
		name: "paint with a symbol of more than one byte, and an id with a dot",
		edit: func(f *File) error {
			if err := f.AddTerrain(TerrainSpec{ID: "salt.marsh", Color: "#99aa99", Symbol: "≈"}); err != nil {
				return err
			}
			if err := f.PaintCells([]Cell{{0, 0}, {1, 0}, {3, 0}, {0, 1}}, "salt.marsh"); err != nil {
				return err
			}
			return f.PaintCells([]Cell{{2, 0}, {4, 0}}, "forest")
		},
		check: func(t *testing.T, f *File, m *maps.Map) {
			want := map[string]string{"W0101": "salt.marsh", "W0201": "salt.marsh", "W0301": "forest",
				"W0401": "salt.marsh", "W0501": "forest", "W0601": "forest", "W0102": "salt.marsh", "W0202": "sea"}
			for l, id := range want {
				if got := terrainAt(t, m, l); got != id {
					t.Errorf("%s is %s, want %s", l, got, id)
				}
			}
			if !strings.Contains(string(f.Bytes()), "[terrain.\"salt.marsh\"]\n") {
				t.Errorf("the terrain table is not [terrain.\"salt.marsh\"]")
			}
		},
	}, {
		name: "fill the flood plain",
		edit: func(f *File) error { return f.Fill(4, 2, "forest") },
		check: func(t *testing.T, f *File, m *maps.Map) {
			// The 13 'p' cells (columns 05 and 06 of rows 03-07, column
			// 05 of rows 08-10) join; no other cell is flood plain.
			if n := countTerrain(m, "flood_plain"); n != 0 {
				t.Errorf("%d flood plain cells left", n)
			}
			if got := terrainAt(t, m, "W0510"); got != "forest" {
				t.Errorf("W0510 is %s, want forest", got)
			}
		},
	}, {
		name: "add a river hexside",
		edit: func(f *File) error { return f.SetEdge("W0101", "W0201", "river", true) },
		check: func(t *testing.T, f *File, m *maps.Map) {
			if !hasEdge(t, m, "W0101", "W0201", "river") || !hasEdge(t, m, "W0503", "W0602", "river") {
				t.Errorf("the new and an old river hexside are not both there")
			}
		},
	}, {
		name: "clear a river hexside",
		edit: func(f *File) error { return f.SetEdge("W0602", "W0503", "river", false) },
		check: func(t *testing.T, f *File, m *maps.Map) {
			if hasEdge(t, m, "W0503", "W0602", "river") || !hasEdge(t, m, "W0503", "W0603", "river") {
				t.Errorf("W0503/W0602 still a river, or W0503/W0603 not")
			}
		},
	}, {
		name: "clear the last all-sea hexsides",
		edit: func(f *File) error {
			if err := f.SetEdge("W0204", "W0304", "all_sea", false); err != nil {
				return err
			}
			return f.SetEdge("W0204", "W0305", "all_sea", false)
		},
		check: func(t *testing.T, f *File, m *maps.Map) {
			if len(f.Items("edge")) != 1 || hasEdge(t, m, "W0204", "W0305", "all_sea") {
				t.Errorf("the emptied [[edge]] is still there")
			}
		},
	}, {
		name: "a new edge feature's first [[edge]]",
		edit: func(f *File) error {
			if err := f.AddEdgeFeature(EdgeFeatureSpec{ID: "road", Color: "brown", MoveCost: 0}); err != nil {
				return err
			}
			return f.SetEdge("W0707", "W0708", "road", true)
		},
		check: func(t *testing.T, f *File, m *maps.Map) {
			if !hasEdge(t, m, "W0707", "W0708", "road") {
				t.Errorf("no road between W0707 and W0708")
			}
			if e := m.EdgeType("road"); e == nil || e.Width != 4 || e.Style != "line" {
				t.Errorf("road is %+v, want the defaults: width 4, style line", e)
			}
		},
	}, {
		name: "add a place",
		edit: func(f *File) error {
			return f.AddPlace(PlaceSpec{ID: "oxbridge", Name: "Oxbridge", Kinds: []string{"town", "victory"}, Cells: []string{"W0606"}, VP: 1})
		},
		check: func(t *testing.T, f *File, m *maps.Map) {
			p := m.Place("oxbridge")
			if p == nil || p.Name != "Oxbridge" || p.VP != 1 || len(p.Cells) != 1 || m.Label(p.Cells[0]) != "W0606" || !p.Is("victory") {
				t.Errorf("place oxbridge is %+v", p)
			}
			if len(m.Places) != 6 {
				t.Errorf("%d places, want 6", len(m.Places))
			}
		},
	}, {
		name: "rename a place",
		edit: func(f *File) error { return f.RenamePlace("millbrook", "Millbrook Mills") },
		check: func(t *testing.T, f *File, m *maps.Map) {
			if p := m.Place("millbrook"); p == nil || p.Name != "Millbrook Mills" {
				t.Errorf("millbrook is %+v", p)
			}
		},
	}, {
		name: "move a place",
		edit: func(f *File) error { return f.MovePlace("millbrook", []string{"W0708", "W0808"}) },
		check: func(t *testing.T, f *File, m *maps.Map) {
			p := m.Place("millbrook")
			if p == nil || len(p.Cells) != 2 || m.Label(p.Cells[0]) != "W0708" || m.Label(p.Cells[1]) != "W0808" {
				t.Errorf("millbrook is %+v", p)
			}
		},
	}, {
		name: "remove a place",
		edit: func(f *File) error { return f.RemovePlace("railhead") },
		check: func(t *testing.T, f *File, m *maps.Map) {
			if m.Place("railhead") != nil || len(m.Places) != 4 {
				t.Errorf("railhead still there, or %d places", len(m.Places))
			}
		},
	}, {
		name: "paint a region",
		edit: func(f *File) error { return f.PaintRegion([]Cell{{0, 0}, {11, 0}}, "westland") },
		check: func(t *testing.T, f *File, m *maps.Map) {
			for _, l := range []string{"W0101", "W1201"} {
				c, _ := m.Cell(l)
				if r := m.RegionAt(c); r == nil || r.ID != "westland" {
					t.Errorf("%s is in %v, want westland", l, r)
				}
			}
		},
	}, {
		name: "clear a region cell",
		edit: func(f *File) error { return f.PaintRegion([]Cell{{4, 0}}, "") },
		check: func(t *testing.T, f *File, m *maps.Map) {
			c, _ := m.Cell("W0501")
			if r := m.RegionAt(c); r != nil {
				t.Errorf("W0501 is in %s, want none", r.ID)
			}
		},
	}, {
		name: "add a region and paint it",
		edit: func(f *File) error {
			if err := f.AddRegion(RegionSpec{ID: "northmark", Name: "Northmark", Color: "#aa0000", Symbol: "n"}); err != nil {
				return err
			}
			return f.PaintRegion([]Cell{{0, 0}, {1, 0}}, "northmark")
		},
		check: func(t *testing.T, f *File, m *maps.Map) {
			c, _ := m.Cell("W0201")
			if r := m.RegionAt(c); r == nil || r.ID != "northmark" || len(m.Regions) != 3 {
				t.Errorf("W0201 is in %v; %d regions", r, len(m.Regions))
			}
		},
	}, {
		name: "add a link to another map",
		edit: func(f *File) error {
			return f.AddLink(LinkSpec{Cell: "W1210", ToMap: "test-hex-pointy", ToCell: "0101", Kinds: []string{"sea"}})
		},
		check: func(t *testing.T, f *File, m *maps.Map) {
			c, _ := m.Cell("W1210")
			if ls := m.LinksAt(c); len(m.Links) != 2 || len(ls) != 1 || ls[0].ToMap != "test-hex-pointy" || ls[0].ToCell != "0101" {
				t.Errorf("links %+v", m.Links)
			}
		},
	}, {
		name: "remove a link",
		edit: func(f *File) error { return f.RemoveLink(0) },
		check: func(t *testing.T, f *File, m *maps.Map) {
			if len(m.Links) != 0 {
				t.Errorf("%d links left", len(m.Links))
			}
		},
	}, {
		name: "add a box",
		edit: func(f *File) error {
			return f.AddBox(BoxSpec{ID: "dead", Name: "Eliminated", Kind: "eliminated", X: 780, Y: 750, W: 220, H: 100})
		},
		check: func(t *testing.T, f *File, m *maps.Map) {
			b := m.Box("dead")
			if b == nil || b.Kind != "eliminated" || len(m.Boxes) != 4 {
				t.Errorf("box dead is %+v, %d boxes", b, len(m.Boxes))
			}
		},
	}, {
		name: "remove a box",
		edit: func(f *File) error { return f.RemoveBox("central-reserve") },
		check: func(t *testing.T, f *File, m *maps.Map) {
			if m.Box("central-reserve") != nil || len(m.Boxes) != 2 {
				t.Errorf("central-reserve still there, or %d boxes", len(m.Boxes))
			}
		},
	}, {
		name: "add a terrain type",
		edit: func(f *File) error {
			three := 3
			return f.AddTerrain(TerrainSpec{ID: "jungle", Name: "Jungle", Color: "#2f6f2f", Symbol: "j", MoveCost: &three, Pattern: "trees"})
		},
		check: func(t *testing.T, f *File, m *maps.Map) {
			tr := m.Terrain("jungle")
			if tr == nil || tr.Name != "Jungle" || tr.MoveCost != 3 || tr.Pattern != "trees" || tr.Symbol != 'j' {
				t.Errorf("jungle is %+v", tr)
			}
			if len(m.Terrains) != 7 {
				t.Errorf("%d terrain types, want 7", len(m.Terrains))
			}
		},
	}, {
		name: "change a terrain type",
		edit: func(f *File) error {
			tr, err := f.Terrain("forest")
			if err != nil {
				return err
			}
			three := 3
			tr.MoveCost, tr.Color = &three, "#224422"
			return f.SetTerrain(tr)
		},
		check: func(t *testing.T, f *File, m *maps.Map) {
			tr := m.Terrain("forest")
			if tr == nil || tr.MoveCost != 3 || tr.Color.G != 0x44 || tr.Symbol != 'f' || tr.Pattern != "trees" {
				t.Errorf("forest is %+v", tr)
			}
		},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := openFlat(t)
			opened := f.Bytes()
			before := f.Entries()
			if err := c.edit(f); err != nil {
				t.Fatal(err)
			}
			r := f.Result()
			if !r.OK() {
				t.Fatalf("edited map does not check: %v", r.Messages)
			}
			c.check(t, f, r.Map)
			edited := f.Bytes()
			if bytes.Equal(edited, opened) {
				t.Fatal("the edit changed nothing")
			}
			untouched(t, before, f)
			if again := split(string(f.Bytes())); len(again) != f.Len() {
				t.Errorf("the edited file splits into %d entries when opened again, %d in the designer", len(again), f.Len())
			}
			for f.CanUndo() {
				f.Undo()
			}
			if !bytes.Equal(f.Bytes(), opened) {
				t.Errorf("after undo the file is not the bytes opened")
			}
			if f.Modified() {
				t.Errorf("after undo the file says it is modified")
			}
			for f.CanRedo() {
				f.Redo()
			}
			if !bytes.Equal(f.Bytes(), edited) {
				t.Errorf("after redo the file is not the edited bytes")
			}
		})
	}
}

// untouched checks that the entries of before that the file's edits did
// not patch are still there, byte for byte, in order.
func untouched(t *testing.T, before []Entry, f *File) {
	t.Helper()
	// Replay the edits' patches on entry identities to learn which
	// entries of before survive untouched and where they are now.
	ids := make([]int, len(before)) // current position -> index in before, -1 new or touched
	for i := range ids {
		ids[i] = i
	}
	for _, e := range f.undo {
		for _, p := range e.Patches {
			switch p.Op {
			case Replace:
				ids[p.Entry] = -1
			case Insert:
				ids = append(ids[:p.Entry], append([]int{-1}, ids[p.Entry:]...)...)
			case Remove:
				ids = append(ids[:p.Entry], ids[p.Entry+1:]...)
			}
		}
	}
	now := f.Entries()
	if len(now) != len(ids) {
		t.Fatalf("%d entries, the patches account for %d", len(now), len(ids))
	}
	kept := 0
	for i, id := range ids {
		if id < 0 {
			continue
		}
		kept++
		if now[i] != before[id] {
			t.Errorf("entry %d (%s) changed though no patch touched it", id, before[id].Name)
		}
	}
	if kept < len(before)-3 {
		t.Errorf("only %d of %d entries left untouched", kept, len(before))
	}
}
