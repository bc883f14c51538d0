package maps

import (
	"fmt"
	"strings"
	"testing"
)

func TestAreaMap(t *testing.T) {
	m, err := LoadFile("testdata/good_areas.toml")
	if err != nil {
		t.Fatal(err)
	}
	cell := func(id string) int {
		c, err := m.Cell(id)
		if err != nil {
			t.Fatal(err)
		}
		return m.Topology.Index(c)
	}
	// Worked out from the outlines: the 2×2 block's sides, the sea along
	// the top two, the strait by hand; Nw-Se and Ne-Sw meet at a corner.
	want := map[string]bool{"Nw/Ne": true, "Nw/Sw": true, "Ne/Se": true, "Sw/Se": true, "Sea/Nw": true, "Sea/Ne": true, "Sea/Isle": true}
	border := map[string]bool{"Nw/Ne": true, "Nw/Sw": true, "Ne/Se": true, "Sw/Se": true, "Sea/Nw": true, "Sea/Ne": true}
	ids := []string{"Nw", "Ne", "Sw", "Se", "Sea", "Isle"}
	for i, a := range ids {
		for _, b := range ids[i+1:] {
			ca, cb := m.Topology.Cell(cell(a)), m.Topology.Cell(cell(b))
			key := a + "/" + b
			if !want[key] && !want[b+"/"+a] {
				key = ""
			}
			if got := m.Topology.Adjacent(ca, cb); got != (key != "") {
				t.Errorf("%s and %s adjacent: %v, want %v", a, b, got, !got)
			}
			if got := m.SharesBorder(ca, cb); got != (border[a+"/"+b] || border[b+"/"+a]) {
				t.Errorf("%s and %s share a border: %v", a, b, got)
			}
		}
	}
	values := []struct {
		space, value string
		want         int
		ok           bool
	}{{"Nw", "ipc", 2, true}, {"Nw", "vp", 1, true}, {"Ne", "ipc", 3, true}, {"Ne", "vp", 0, false}, {"Sw", "ipc", 0, false}, {"Isle", "ipc", 1, true}, {"Nw", "nope", 0, false}}
	for _, v := range values {
		got, ok := m.Value(m.Topology.Cell(cell(v.space)), v.value)
		if got != v.want || ok != v.ok {
			t.Errorf("Value(%s, %s) = %d, %v; want %d, %v", v.space, v.value, got, ok, v.want, v.ok)
		}
	}
	if vt := m.ValueType("ipc"); vt == nil || vt.Name != "IPC" || !vt.Show {
		t.Errorf("value type ipc = %+v", vt)
	}
	if vt := m.ValueType("vp"); vt == nil || vt.Show {
		t.Errorf("value type vp = %+v", vt)
	}
}

func TestAreaMapErrors(t *testing.T) {
	tests := []struct {
		file string
		want []string
	}{
		{"bad_areas.toml", []string{
			`testdata/bad_areas.toml:19:20: space[0].polygon[1]: corner [100, 0] is 0.5 pixels off the border of B: borders that nearly meet are not shared (move it onto the border; the designer snaps it)`,
			`testdata/bad_areas.toml:20:21: space[0].values.vp: no value "vp" is declared (declare it in a [value.vp] table)`,
			`testdata/bad_areas.toml:27:12: space[1].values.ipc: must be within ±1000000, got 2000000`,
			`testdata/bad_areas.toml:33:1: space[2].polygon: crosses or touches itself; an outline must go round its area once`,
			`testdata/bad_areas.toml:26:12: space[1].polygon[0]: corner [100.5, 0] is 0.5 pixels off the border of A: borders that nearly meet are not shared (move it onto the border; the designer snaps it)`,
			`testdata/bad_areas.toml:45:1: connection[1]: B and D share a border, which makes them neighbours on a map with adjacency = "borders": this connection adds nothing (remove it, or give it a kind)`,
		}},
		{"bad_adjacency.toml", []string{
			`testdata/bad_adjacency.toml:9:1: grid.adjacency: not used by square maps`,
			`testdata/bad_adjacency.toml:14:1: value: only graph maps' spaces carry values`,
		}},
	}
	for _, tc := range tests {
		_, err := LoadFile("testdata/" + tc.file)
		if err == nil {
			t.Errorf("%s: loaded", tc.file)
			continue
		}
		got := strings.Split(err.Error(), "\n")
		for _, w := range tc.want {
			found := false
			for _, g := range got {
				found = found || g == w
			}
			if !found {
				t.Errorf("%s: no error\n  %s\nin\n  %s", tc.file, w, strings.Join(got, "\n  "))
			}
		}
		if len(got) != len(tc.want) {
			t.Errorf("%s: %d errors, want %d:\n  %s", tc.file, len(got), len(tc.want), strings.Join(got, "\n  "))
		}
	}
}

func TestAreaMapLimits(t *testing.T) {
	head := "format = \"sandtable-map\"\nversion = 1\nid = \"big\"\n[grid]\nkind = \"graph\"\nadjacency = \"borders\"\n[terrain.land]\ncolor = \"#ffffff\"\n"
	ring := func(n int, dx float64) string {
		var b strings.Builder
		b.WriteString("[")
		for k := 0; k < n; k++ { // a comb along y = 0..1, closed below
			if k > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "[%v, %d]", dx+float64(k), k%2)
		}
		fmt.Fprintf(&b, ", [%v, 10]]", dx+float64(n-1))
		return b.String()
	}
	text := head + "[[space]]\nid = \"A\"\nx = 1\ny = 5\npolygon = " + ring(MaxPolygonCorners, 0) + "\n"
	_, err := Load("big.toml", []byte(text))
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("big.toml:13:1: space[0].polygon: has %d corners, more than the limit of %d", MaxPolygonCorners+1, MaxPolygonCorners)) {
		t.Errorf("a polygon over the limit: %v", err)
	}
	var b strings.Builder
	b.WriteString(head)
	for i := 0; i*(MaxPolygonCorners-1) <= MaxBorderCorners; i++ {
		fmt.Fprintf(&b, "[[space]]\nid = \"S%d\"\nx = %d\ny = 5\npolygon = %s\n", i, i*1000, ring(MaxPolygonCorners-1, float64(i*1000)))
	}
	_, err = Load("big.toml", []byte(b.String()))
	if err == nil || !strings.Contains(err.Error(), "more than the 10000 a map with adjacency from borders may have") {
		t.Errorf("too many corners in all: %v", err)
	}
}

// The bundled area map, drawn in the designer: neighbours by their
// borders as drawn, the strait by its connection, IPC values shown.
func TestBundledAreaMap(t *testing.T) {
	m, err := Builtin("test-areas")
	if err != nil {
		t.Fatal(err)
	}
	adj := func(a, b string) bool {
		ca, err1 := m.Cell(a)
		cb, err2 := m.Cell(b)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		return m.Topology.Adjacent(ca, cb)
	}
	for _, p := range []struct {
		a, b string
		want bool
	}{
		{"Sea of Vell", "Marrak", true},        // a coast
		{"Sea of Vell", "Corran Gulf", true},   // sea zones side by side
		{"Marrak", "Hamra Erg", true},          // inland
		{"Tessaly", "Zel", true},               // the border drawn slanting
		{"Tessaly", "Hamra Erg", false},        // the corner dragged: they meet at it only
		{"Marrak", "Zel", false},               // corner only
		{"Brann", "Eastern Deep", true},        // the strait
		{"Brann", "Port Sabra", false},         // across the water, no strait
		{"Eastern Deep", "Sea of Istra", true}, // drawn beside it, corners snapped on
		{"Great Sand Sea", "Port Sabra", true}, // merged from two areas
	} {
		if got := adj(p.a, p.b); got != p.want {
			t.Errorf("%s and %s adjacent: %v, want %v", p.a, p.b, got, p.want)
		}
	}
	if vt := m.ValueType("ipc"); vt == nil || !vt.Show {
		t.Fatalf("no shown ipc value: %+v", vt)
	}
	c, _ := m.Cell("Port Sabra")
	if v, ok := m.Value(c, "ipc"); v != 3 || !ok {
		t.Errorf("Port Sabra's IPC = %d, %v; want 3", v, ok)
	}
}

// BenchmarkLoadAreaMapAtLimits loads a map with adjacency from borders at
// its corner limit, every area's box overlapping every other's: the worst
// the side-by-side comparison of borders meets.
func BenchmarkLoadAreaMapAtLimits(b *testing.B) {
	var s strings.Builder
	s.WriteString("format = \"sandtable-map\"\nversion = 1\nid = \"big\"\n[grid]\nkind = \"graph\"\nadjacency = \"borders\"\n[terrain.land]\ncolor = \"#ffffff\"\n")
	n := MaxBorderCorners / MaxPolygonCorners
	for i := 0; i < n; i++ {
		// A tall thin zigzag strip, each one pixel right of the last.
		fmt.Fprintf(&s, "[[space]]\nid = \"S%d\"\nx = %d\ny = 1\npolygon = [", i, i)
		for k := 0; k < MaxPolygonCorners/2; k++ {
			fmt.Fprintf(&s, "[%d, %d], ", i+k%2, k*4)
		}
		for k := MaxPolygonCorners/2 - 1; k >= 0; k-- {
			fmt.Fprintf(&s, "[%d.5, %d], ", i+k%2, k*4)
		}
		s.WriteString("]\n")
	}
	text := []byte(s.String())
	b.ResetTimer()
	for range b.N {
		Load("big.toml", text) // errors or not, the whole check runs
	}
}
