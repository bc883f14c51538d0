package design

import (
	"strings"
	"testing"

	"sandtable/board"
)

// TestNewMap makes a map of every grid kind and checks that it loads with
// no error and has the grid asked for.
func TestNewMap(t *testing.T) {
	one, five := 1, 5
	cases := []struct {
		g     GridSpec
		kind  board.Kind
		cells int
		label string // the label of column 0, row 0
	}{
		{GridSpec{Kind: "hex", Orientation: "flat", Cols: 12, Rows: 10}, board.HexFlat, 120, "0101"},
		{GridSpec{Kind: "hex", Orientation: "pointy", Cols: 7, Rows: 3, Shove: "even", Prefix: "E", Digits: 3}, board.HexPointy, 21, "E001001"},
		{GridSpec{Kind: "square", Cols: 4, Rows: 6, LabelStyle: "letter-number", FirstCol: &one, FirstRow: &five}, board.Square, 24, "A5"},
		{GridSpec{Kind: "square", Cols: 100, Rows: 100, Diagonals: true, Size: 32}, board.Square, 10000, "001001"}, // board.Labels: padding widens when both numbers need 3 digits
	}
	for _, c := range cases {
		t.Run(c.g.String(), func(t *testing.T) {
			f := NewMap("new.toml", "new", "New", c.g)
			r := f.Result()
			if !r.OK() {
				t.Fatalf("new map does not check:\n%v\n%s", r.Messages, f.Bytes())
			}
			m := r.Map
			if m.Kind() != c.kind || m.Topology.Len() != c.cells {
				t.Errorf("kind %v with %d cells, want %v with %d", m.Kind(), m.Topology.Len(), c.kind, c.cells)
			}
			cell, ok := m.CellAt(0, 0)
			if !ok || m.Label(cell) != c.label {
				t.Errorf("first cell is %q, want %q", m.Label(cell), c.label)
			}
		})
	}
	t.Run("graph", func(t *testing.T) {
		f := NewMap("g.toml", "g", "", GridSpec{Kind: "graph"})
		if r := f.Result(); !r.OK() || r.Map.Kind() != board.Graph || r.Map.Topology.Len() != 1 {
			t.Fatalf("new graph map: %v\n%s", r.Messages, f.Bytes())
		}
		if err := f.RemoveSpace("Space 1"); err != nil {
			t.Fatal(err)
		}
		if err := f.AddSpace(SpaceSpec{ID: "Tobruk", X: 100, Y: 100}); err != nil {
			t.Fatal(err)
		}
		if err := f.AddSpace(SpaceSpec{ID: "El Alamein", X: 300, Y: 100, Polygon: [][]float64{{250, 50}, {350, 50}, {350, 150}}}); err != nil {
			t.Fatal(err)
		}
		if err := f.AddConnection(ConnectionSpec{A: "Tobruk", B: "El Alamein", Kind: "road"}); err != nil {
			t.Fatal(err)
		}
		if err := f.MoveSpace("El Alamein", 400, 120); err != nil {
			t.Fatal(err)
		}
		r := f.Result()
		if !r.OK() {
			t.Fatalf("graph map does not check: %v\n%s", r.Messages, f.Bytes())
		}
		a, _ := r.Map.Cell("Tobruk")
		b, _ := r.Map.Cell("El Alamein")
		if r.Map.Kind() != board.Graph || !r.Map.Topology.Adjacent(a, b) {
			t.Errorf("Tobruk and El Alamein are not connected on a graph map:\n%s", f.Bytes())
		}
		c := r.Map.Topology.Center(b)
		if c.X != 400 || c.Y != 120 {
			t.Errorf("El Alamein is at %v, want (400, 120)", c)
		}
		if !strings.Contains(string(f.Bytes()), "polygon = [[350, 70], [450, 70], [450, 170]]") {
			t.Errorf("El Alamein's polygon did not move with it by (100, 20):\n%s", f.Bytes())
		}
		if err := f.RemoveSpace("Tobruk"); err != nil {
			t.Fatal(err)
		}
		if len(f.Items("space")) != 1 || len(f.Items("connection")) != 0 {
			t.Errorf("removing Tobruk left %d spaces, %d connections", len(f.Items("space")), len(f.Items("connection")))
		}
		for f.CanUndo() {
			f.Undo()
		}
		if len(f.Items("space")) != 1 || len(f.Items("connection")) != 0 {
			t.Errorf("undo left other spaces or connections than Space 1")
		}
	})
}
