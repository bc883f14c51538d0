package board

import (
	"strings"
	"testing"
)

func square(x0, y0, x1, y1 float64) []Point {
	return []Point{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// testGraph: A-B-C-D in a chain plus B-E, and F on its own; Sea is a big
// area holding the smaller Island; Port is a point space.
func testGraph(t testing.TB) Topology {
	t.Helper()
	g, err := NewGraph(GraphSpec{
		Spaces: []Space{
			{ID: "A", Pos: Point{0, 0}},
			{ID: "B", Pos: Point{100, 0}, Radius: 10},
			{ID: "C", Pos: Point{200, 0}},
			{ID: "D", Pos: Point{300, 0}},
			{ID: "E", Pos: Point{100, 100}},
			{ID: "F", Pos: Point{500, 500}},
			// Sea is given counter-clockwise on screen; Polygon reverses it.
			{ID: "Sea", Name: "North Sea", Pos: Point{50, 250}, Polygon: []Point{{0, 200}, {0, 300}, {100, 300}, {100, 200}}},
			{ID: "Island", Pos: Point{50, 250}, Polygon: square(40, 240, 60, 260)},
			{ID: "Port", Pos: Point{90, 290}, Radius: 5},
		},
		Connections: []Connection{
			{"A", "B"}, {"B", "C"}, {"C", "D"}, {"B", "E"},
			{"B", "A"}, {"C", "B"}, // repeats, merged
			{"Sea", "Island"}, {"Sea", "Port"}, {"Port", "D"},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func cellOf(t testing.TB, g Topology, id string) Cell {
	t.Helper()
	c, err := g.Parse(id)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestNewGraphErrors(t *testing.T) {
	tests := []struct {
		spec GraphSpec
		want string
	}{
		{GraphSpec{}, "board: graph: no spaces"},
		{GraphSpec{Spaces: []Space{{ID: "A"}, {ID: "A"}}}, `board: graph: space 1 ("A"): duplicate ID (also space 0)`},
		{GraphSpec{Spaces: []Space{{ID: ""}}}, "board: graph: space 0 has no ID"},
		{GraphSpec{Spaces: []Space{{ID: "A"}}, Connections: []Connection{{"A", "Z"}}}, `board: graph: connection "A"-"Z": no space "Z"`},
		{GraphSpec{Spaces: []Space{{ID: "A"}}, Connections: []Connection{{"Q", "A"}}}, `board: graph: connection "Q"-"A": no space "Q"`},
		{GraphSpec{Spaces: []Space{{ID: "A"}}, Connections: []Connection{{"A", "A"}}}, `board: graph: connection "A"-"A" joins a space to itself`},
		{GraphSpec{Spaces: []Space{{ID: "A", Polygon: []Point{{0, 0}, {1, 1}}}}}, `board: graph: space 0 ("A"): polygon needs at least 3 corners, got 2`},
		{GraphSpec{Spaces: []Space{{ID: "A", Radius: -1}}}, `board: graph: space 0 ("A"): radius must be a non-negative number, got -1`},
	}
	for _, tt := range tests {
		_, err := NewGraph(tt.spec)
		if err == nil || err.Error() != tt.want {
			t.Errorf("NewGraph error = %v, want %q", err, tt.want)
		}
	}
}

func TestGraphNeighborsAndDistance(t *testing.T) {
	g := testGraph(t)
	id := func(s string) Cell { return cellOf(t, g, s) }
	if g.Kind() != Graph || g.Len() != 9 {
		t.Fatalf("Kind %v, Len %d", g.Kind(), g.Len())
	}
	nb := map[string][]string{
		"A": {"B"}, "B": {"A", "C", "E"}, "C": {"B", "D"}, "D": {"C", "Port"}, "F": nil,
		"Sea": {"Island", "Port"}, "Port": {"D", "Sea"},
	}
	for s, want := range nb {
		var got []string
		for _, c := range g.Neighbors(id(s), nil) {
			got = append(got, g.Label(c))
		}
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("Neighbors(%s) = %v, want %v", s, got, want)
		}
	}
	dist := []struct {
		a, b string
		want int
	}{
		{"A", "A", 0}, {"A", "B", 1}, {"A", "D", 3}, {"E", "D", 3}, {"A", "Island", 6},
		{"A", "F", -1}, {"F", "Sea", -1}, {"Island", "Port", 2},
	}
	for _, tt := range dist {
		if d := g.Distance(id(tt.a), id(tt.b)); d != tt.want {
			t.Errorf("Distance(%s,%s) = %d, want %d", tt.a, tt.b, d, tt.want)
		}
		if d := g.Distance(id(tt.b), id(tt.a)); d != tt.want {
			t.Errorf("Distance(%s,%s) = %d, want %d", tt.b, tt.a, d, tt.want)
		}
	}
	if d := g.Distance(id("A"), Cell{99, 0}); d != -1 {
		t.Errorf("Distance to off-board = %d", d)
	}
	if !g.Adjacent(id("B"), id("E")) || g.Adjacent(id("A"), id("C")) || g.Adjacent(id("A"), id("A")) {
		t.Error("Adjacent wrong")
	}
	line := g.Line(id("E"), id("Island"))
	var names []string
	for _, c := range line {
		names = append(names, g.Label(c))
	}
	if got := strings.Join(names, "-"); got != "E-B-C-D-Port-Sea-Island" {
		t.Errorf("Line(E, Island) = %s", got)
	}
	if l := g.Line(id("A"), id("F")); l != nil {
		t.Errorf("Line to a disconnected space = %v", l)
	}
}

func TestGraphDistanceWithoutMatrix(t *testing.T) {
	// A chain longer than maxHopMatrix uses BFS on demand.
	n := maxHopMatrix + 10
	spec := GraphSpec{}
	for i := 0; i < n; i++ {
		spec.Spaces = append(spec.Spaces, Space{ID: "s" + itoa(i)})
		if i > 0 {
			spec.Connections = append(spec.Connections, Connection{"s" + itoa(i-1), "s" + itoa(i)})
		}
	}
	g, err := NewGraph(spec)
	if err != nil {
		t.Fatal(err)
	}
	if d := g.Distance(Cell{3, 0}, Cell{n - 1, 0}); d != n-4 {
		t.Errorf("Distance = %d, want %d", d, n-4)
	}
	if l := g.Line(Cell{5, 0}, Cell{1, 0}); !equalCells(l, []Cell{{5, 0}, {4, 0}, {3, 0}, {2, 0}, {1, 0}}) {
		t.Errorf("Line = %v", l)
	}
}

func TestGraphPixels(t *testing.T) {
	g := testGraph(t)
	id := func(s string) Cell { return cellOf(t, g, s) }
	tests := []struct {
		p    Point
		want string // "" for none
	}{
		{Point{50, 250}, "Island"}, // inside both areas: the smaller wins
		{Point{10, 210}, "Sea"},
		{Point{99, 299}, "Sea"},  // 12.7 from Port's centre, outside its radius 5
		{Point{92, 290}, "Port"}, // inside Port's circle, drawn over the sea
		{Point{3, 4}, "A"},       // 5 from A, radius defaults to 20
		{Point{115, 0}, ""},      // 15 from B, whose radius is 10
		{Point{150, 0}, ""},
		{Point{-1, 250}, ""},
	}
	for _, tt := range tests {
		c, ok := g.At(tt.p)
		got := ""
		if ok {
			got = g.Label(c)
		}
		if got != tt.want {
			t.Errorf("At(%v) = %q, want %q", tt.p, got, tt.want)
		}
	}
	if c := g.Center(id("C")); c != (Point{200, 0}) {
		t.Errorf("Center(C) = %v", c)
	}
	sea := g.Polygon(id("Sea"), nil)
	if len(sea) != 4 || signedArea(sea) != 10000 {
		t.Errorf("Sea polygon %v should be the given corners, clockwise on screen", sea)
	}
	circle := g.Polygon(id("B"), nil)
	if len(circle) != 12 || signedArea(circle) <= 0 || !near(circle[0], Point{110, 0}) || !near(circle[3], Point{100, 10}) {
		t.Errorf("point polygon = %v", circle)
	}
	// Bounds: A's circle reaches (-20,-20), F's (520,520).
	if b := g.Bounds(); b != (Rect{Point{-20, -20}, Point{520, 520}}) {
		t.Errorf("Bounds = %v", b)
	}
	sb := g.(SpaceBoard)
	if sp, ok := sb.Space(id("Sea")); !ok || sp.Name != "North Sea" || sp.Radius != DefaultRadius {
		t.Errorf("Space(Sea) = %+v", sp)
	}
}

func TestGraphParse(t *testing.T) {
	g, err := NewGraph(GraphSpec{Spaces: []Space{{ID: "Paris"}, {ID: "paris"}, {ID: "Lyon"}}})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		label   string
		want    Cell
		wantErr string
	}{
		{"Paris", Cell{0, 0}, ""},
		{"paris", Cell{1, 0}, ""},
		{"lyon", Cell{2, 0}, ""},
		{" Lyon ", Cell{2, 0}, ""},
		{"PARIS", Cell{}, `board: label "PARIS" matches several spaces that differ only in case`},
		{"Nice", Cell{}, `board: no space "Nice" on this board`},
	}
	for _, tt := range tests {
		c, err := g.Parse(tt.label)
		if tt.wantErr != "" {
			if err == nil || err.Error() != tt.wantErr {
				t.Errorf("Parse(%q) error = %v, want %q", tt.label, err, tt.wantErr)
			}
			continue
		}
		if err != nil || c != tt.want {
			t.Errorf("Parse(%q) = %v, %v", tt.label, c, err)
		}
		if g.Label(c) != strings.TrimSpace(tt.label) && !strings.EqualFold(g.Label(c), tt.label) {
			t.Errorf("Label(%v) = %q", c, g.Label(c))
		}
	}
	if g.Index(Cell{1, 1}) != -1 || g.Index(Cell{3, 0}) != -1 || g.Index(Cell{2, 0}) != 2 {
		t.Error("Index wrong")
	}
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	for ; i > 0; i /= 10 {
		b = append([]byte{byte('0' + i%10)}, b...)
	}
	return string(b)
}
