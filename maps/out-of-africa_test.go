package maps

import (
	"math"
	"slices"
	"sort"
	"testing"

	"sandtable/board"
)

// Facts the "Out of Africa" module (issue 29, seed 004) relies on in its
// map, out-of-africa (rules/outofafrica/PLAN.md §4). Seed lines are those
// of the seed file (L11 = its line 11).

// oaSeedSpaces are the spaces the seed names, by the seed's own spelling,
// with the map's space id where the map spells it otherwise.
var oaSeedSpaces = map[string]string{
	"Upper Egypt": "", "Cairo": "", "Tripoli": "", "Libya": "", "Reggio": "", "Naples": "",
	"Tarento": "Taranto", "Vichy": "", "Lyon": "", "St. Amand": "", "Massif Centrale": "Massif Central",
	"Poiters": "Poitiers", "Avignon": "", "Trent": "", "Bologna": "", "Marselles": "Marseille",
	"Sarajevo": "", "Athens": "", "Kiel": "", "Trieste": "", "Tarnopol": "", "Villach": "", "Tirana": "",
	"Frankfurt": "", "Strasbourg": "", "Aachen": "", "Koblenz": "", "Metz": "", "Intersburg": "Insterburg",
	"Konigsberg": "", "Oppeln": "", "Bremen": "", "Essen": "", "Liege": "", "Rome": "", "Milan": "",
	"Mulhouse": "", "Turin": "", "Genoa": "", "Verona": "", "Constantinople": "", "Ankara": "",
	"Gallopoli": "Gallipoli", "Balikesir": "", "Adana": "", "Damascus": "", "Medina": "", "Mosul": "",
	"Rize": "", "Ezerum": "Erzerum", "Van": "", "Beersheba": "", "Gaza": "", "Baghdad": "", "Samsun": "",
	"Philippoli": "Philippopolis", "Kharput": "", "Hamadan": "", "Kermanshah": "", "Tabriz": "",
	"Dilman": "", "Khorramabad": "", "Ahwaz": "", "Sofia": "", "Strumitsa": "", "Monastir": "",
	"Plevna": "", "Varna": "", "Nis": "", "Brussels": "", "London": "", "Lublin": "", "Dubno": "",
	"Kovno": "", "Nice": "", "Grenoble": "", "Belfort": "", "Nancy": "", "Verdun": "", "Sedan": "",
	"Cambrai": "", "Paris": "", "Orleans": "", "Calais": "", "Ostend": "", "Amiens": "", "Bucharest": "",
	"Ploesti": "", "Basra": "", "Port Said": "", "Alexandria": "", "Sinai": "", "Arabia": "", "Aqaba": "",
	"Amman": "", "Jerusalem": "", "Belgrade": "", "Odessa": "", "Kirkuk": "", "Diyarbakir": "",
	"Sivas": "", "Kiev": "", "Salonika": "", "Valona": "", "Bursa": "", "the Jade": "Wilhelmshaven",
}

// oaSpace is the map's id of a seed name.
func oaSpace(seed string) string {
	if id := oaSeedSpaces[seed]; id != "" {
		return id
	}
	return seed
}

// TestOutOfAfricaSeedSpaces: every space the seed names is on the map
// (PLAN.md §4's list, with the seed's spellings), each in one region.
func TestOutOfAfricaSeedSpaces(t *testing.T) {
	m := mustMap(t, "out-of-africa")
	for seed := range oaSeedSpaces {
		c, err := m.Cell(oaSpace(seed))
		if err != nil {
			t.Errorf("the seed's %q: %v", seed, err)
			continue
		}
		if m.RegionAt(c) == nil {
			t.Errorf("%s is in no region", oaSpace(seed))
		}
	}
	for i := 0; i < m.Topology.Len(); i++ {
		if m.RegionAt(m.Topology.Cell(i)) == nil {
			t.Errorf("%s is in no region", m.Label(m.Topology.Cell(i)))
		}
	}
	// "Sivas" is one space (OA-37: "either Sivas space" reads "Sivas").
	if n := m.Topology.Len(); n < 210 || n > 240 {
		t.Errorf("%d spaces; the plan asks for about 210-230", n)
	}
	// The five MEF locales (L488-492, OA-38), by name, each on one space;
	// #4 and #5 on the Near East map (L492), #1 and #2 by Constantinople
	// (L496: the A-H Fleet there forbids them).
	mef := map[string]string{"MEF 1": "Cape Helles", "MEF 2": "Suvla", "MEF 3": "Kum Kale", "MEF 4": "Alexandretta", "MEF 5": "Haifa"}
	for name, space := range mef {
		p := m.Place(name)
		if p == nil || len(p.Cells) != 1 || m.Label(p.Cells[0]) != space {
			t.Errorf("place %s = %+v, want one cell %s", name, p, space)
			continue
		}
		ne, _ := m.Value(p.Cells[0], "neareast")
		if want := name == "MEF 4" || name == "MEF 5"; (ne == 1) != want {
			t.Errorf("%s (%s) neareast %d; only MEF 4 and 5 are on the Near East map", name, space, ne)
		}
	}
	for _, space := range []string{"Cape Helles", "Suvla"} {
		if d := m.Topology.Distance(mustCell(t, m, space), mustCell(t, m, "Constantinople")); d > 2 {
			t.Errorf("%s is %d spaces from Constantinople", space, d)
		}
	}
}

// oaNeighbors lists the spaces connected to id, sorted.
func oaNeighbors(t *testing.T, m *Map, id string) []string {
	t.Helper()
	var out []string
	for _, c := range m.Topology.Neighbors(mustCell(t, m, id), nil) {
		out = append(out, m.Label(c))
	}
	sort.Strings(out)
	return out
}

// TestOutOfAfricaMapChanges: the seed's map changes (L11-15) exactly:
// the spaces they add, their terrain, and connections to the spaces the
// seed names and no others.
func TestOutOfAfricaMapChanges(t *testing.T) {
	m := mustMap(t, "out-of-africa")
	cases := []struct {
		space, terrain string
		port           bool
		neighbours     []string
	}{
		// L11: "Add off-map Upper Egypt space connected to Cairo. Add off-map
		// Tripoli port space connected to Libya."
		{"Upper Egypt", "offmap", false, []string{"Cairo"}},
		{"Tripoli", "offmap", true, []string{"Libya"}},
		// L13: "Reggio a mountain Allied Port space connected to Naples and Tarento."
		{"Reggio", "mountain", true, []string{"Naples", "Taranto"}},
		// L15: "Vichy is a clear space connected to Lyon, St. Amand, Massif
		// Centrale and Poiters. Massif Centrale is a mountain space connected
		// to Avignon and Vichy."
		{"Vichy", "clear", false, []string{"Lyon", "Massif Central", "Poitiers", "St. Amand"}},
		{"Massif Central", "mountain", false, []string{"Avignon", "Vichy"}},
	}
	for _, tc := range cases {
		c := mustCell(t, m, tc.space)
		if got := m.TerrainAt(c).ID; got != tc.terrain {
			t.Errorf("%s is %s, want %s", tc.space, got, tc.terrain)
		}
		if got := oaNeighbors(t, m, tc.space); !slices.Equal(got, tc.neighbours) {
			t.Errorf("%s is connected to %v, want %v", tc.space, got, tc.neighbours)
		}
		if got := oaIs(m, c, "port"); got != tc.port {
			t.Errorf("%s port = %v, want %v", tc.space, got, tc.port)
		}
		for _, n := range tc.neighbours {
			if f := m.Edges.Of(c, mustCell(t, m, n)); len(f) != 0 {
				t.Errorf("%s-%s has %v, want a plain land connection", tc.space, n, f)
			}
		}
	}
	// Only the two off-map spaces are off-map.
	for i := 0; i < m.Topology.Len(); i++ {
		c := m.Topology.Cell(i)
		if off := m.TerrainAt(c).ID == "offmap"; off != (m.Label(c) == "Upper Egypt" || m.Label(c) == "Tripoli") {
			t.Errorf("%s is %s", m.Label(c), m.TerrainAt(c).ID)
		}
	}
}

// oaIs reports whether a place of kind covers c.
func oaIs(m *Map, c board.Cell, kind string) bool {
	for _, p := range m.PlacesAt(c) {
		if p.Is(kind) {
			return true
		}
	}
	return false
}

// TestOutOfAfricaVictory: L17 "The following spaces are no longer Victory
// spaces: Trent and Bologna. The following spaces become Victory spaces:
// Lyon, Sarajevo, Marselles, Libya, Athens and Kiel." L27: "Rome is
// considered to be the sole capital of Italy, Milan is just another
// Victory Space." L31: Turkey's two capitals, Constantinople and Ankara.
func TestOutOfAfricaVictory(t *testing.T) {
	m := mustMap(t, "out-of-africa")
	for _, s := range []string{"Lyon", "Sarajevo", "Marselles", "Libya", "Athens", "Kiel", "Milan", "Rome"} {
		c := mustCell(t, m, oaSpace(s))
		if !oaIs(m, c, "victory") && !oaIs(m, c, "capital") {
			t.Errorf("%s is not a victory space", s)
		}
	}
	for _, s := range []string{"Trent", "Bologna"} {
		c := mustCell(t, m, s)
		for _, p := range m.PlacesAt(c) {
			if p.Is("victory") || p.VP != 0 {
				t.Errorf("%s is a victory space (%+v)", s, p)
			}
		}
	}
	capitals := map[string][]string{}
	for _, p := range m.Places {
		if p.Is("victory") != (p.VP == 1) {
			t.Errorf("%s: victory %v, vp %d", p.Name, p.Is("victory"), p.VP)
		}
		if p.Is("capital") {
			capitals[p.Region] = append(capitals[p.Region], p.Name)
		}
	}
	if got := capitals["italy"]; !slices.Equal(got, []string{"Rome"}) {
		t.Errorf("Italy's capitals %v, want Rome alone", got)
	}
	if got := capitals["turkey"]; !slices.Equal(got, []string{"Constantinople", "Ankara"}) {
		t.Errorf("Turkey's capitals %v, want Constantinople and Ankara", got)
	}
	// Fortresses the seed sets up (L29 Rome, L31 Constantinople and Ankara,
	// L39 Sofia) and the plan's list.
	for _, s := range []string{"Rome", "Constantinople", "Ankara", "Sofia", "Liege", "Namur", "Antwerp", "Verdun",
		"Belfort", "Metz", "Strasbourg", "Konigsberg", "Przemysl", "Krakow", "Kovno", "Warsaw", "Novogeorgievsk",
		"Brest-Litovsk", "Bucharest", "Erzerum", "Trieste"} {
		if !oaIs(m, mustCell(t, m, s), "fortress") {
			t.Errorf("%s is not a fortress", s)
		}
	}
	// Ports the invasion rule names (L492) and the Draka supply by port
	// (L119) need: the MEF locales are beaches, the rest ports.
	for _, s := range []string{"Athens", "Valona", "Salonika", "Reggio", "Tarento", "Naples", "Genoa", "Marselles",
		"Alexandria", "Basra", "Port Said", "Calais", "Ostend", "Trieste", "Constantinople", "Tripoli"} {
		if !oaIs(m, mustCell(t, m, oaSpace(s)), "port") {
			t.Errorf("%s is not a port", s)
		}
	}
}

// TestOutOfAfricaDotted: the connections of kind dotted are exactly the
// seed's dotted lines, Arabia/Medina and Aqaba/Medina (L150) and
// Arabia/Amman, Arabia/Jerusalem and Arabia/Aqaba (L160); sea lanes carry
// London to the continent.
func TestOutOfAfricaDotted(t *testing.T) {
	m := mustMap(t, "out-of-africa")
	want := []string{"Amman/Arabia", "Aqaba/Arabia", "Aqaba/Medina", "Arabia/Jerusalem", "Arabia/Medina"}
	var dotted, sea []string
	m.Edges.Each(func(e board.Edge, features []string) {
		a, b := m.Label(e.A), m.Label(e.B)
		if a > b {
			a, b = b, a
		}
		if slices.Contains(features, "dotted") {
			dotted = append(dotted, a+"/"+b)
			if len(features) != 1 {
				t.Errorf("%s/%s: %v, want the dotted line alone", a, b, features)
			}
		}
		if slices.Contains(features, "sea") {
			sea = append(sea, a+"/"+b)
		}
	})
	sort.Strings(dotted)
	if !slices.Equal(dotted, want) {
		t.Errorf("dotted connections %v, want %v", dotted, want)
	}
	for _, s := range []string{"Calais/London", "London/Ostend"} {
		if !slices.Contains(sea, s) {
			t.Errorf("no sea lane %s (sea lanes: %v)", s, sea)
		}
	}
	if et := m.EdgeType("dotted"); et == nil || et.Style != "dotted" {
		t.Errorf("edge feature dotted = %+v, want style dotted", et)
	}
	if et := m.EdgeType("sea"); et == nil || et.Style != "dashed" {
		t.Errorf("edge feature sea = %+v, want style dashed", et)
	}
}

// TestOutOfAfricaLand: over land connections alone (no sea lane, no
// dotted line) every space reaches Paris but London (an island: sea
// lanes) and Arabia (the seed's dotted lines are its only connections,
// L150, L160, so only the nations they name ever go there); Medina (a
// Turkish supply source, L33) is reached by land, not only along them.
func TestOutOfAfricaLand(t *testing.T) {
	m := mustMap(t, "out-of-africa")
	start := mustCell(t, m, "Paris")
	seen := map[board.Cell]bool{start: true}
	queue := []board.Cell{start}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, n := range m.Topology.Neighbors(c, nil) {
			if seen[n] || m.Edges.Has(c, n, "sea") || m.Edges.Has(c, n, "dotted") {
				continue
			}
			seen[n] = true
			queue = append(queue, n)
		}
	}
	for i := 0; i < m.Topology.Len(); i++ {
		c := m.Topology.Cell(i)
		if reached := seen[c]; reached == (m.Label(c) == "London" || m.Label(c) == "Arabia") {
			t.Errorf("%s reached by land from Paris: %v", m.Label(c), reached)
		}
	}
}

// TestOutOfAfricaNearEast: the map value neareast is 1 on spaces wholly
// in the Near East, 2 on Bursa and Constantinople, which are on both maps
// (L690), and 0 elsewhere; main-map Turkey is Thrace and western Anatolia
// (L576, OA-24).
func TestOutOfAfricaNearEast(t *testing.T) {
	m := mustMap(t, "out-of-africa")
	want := map[string]int{
		"Constantinople": 2, "Bursa": 2,
		"Cairo": 1, "Alexandria": 1, "Upper Egypt": 1, "Tripoli": 1, "Libya": 1, "Sinai": 1, "Gaza": 1,
		"Baghdad": 1, "Basra": 1, "Medina": 1, "Arabia": 1, "Erzerum": 1, "Sivas": 1, "Tiflis": 1, "Baku": 1,
		"Hamadan": 1, "Tabriz": 1, "Trebizond": 1, "Adana": 1,
		"Ankara": 0, "Smyrna": 0, "Balikesir": 0, "Gallipoli": 0, "Adrianople": 0, "Philippopolis": 0,
		"Sofia": 0, "Odessa": 0, "Sevastopol": 0, "Athens": 0, "Paris": 0,
	}
	for s, w := range want {
		c := mustCell(t, m, s)
		got, ok := m.Value(c, "neareast")
		if !ok {
			got = 0
		}
		if got != w {
			t.Errorf("%s neareast %d, want %d", s, got, w)
		}
	}
	// Every space of Egypt, Libya, Persia and Arabia is wholly Near East.
	for _, r := range []string{"egypt", "libya", "persia", "arabia"} {
		for _, c := range m.Region(r).Cells {
			if v, _ := m.Value(c, "neareast"); v != 1 {
				t.Errorf("%s (%s) neareast %d, want 1", m.Label(c), r, v)
			}
		}
	}
}

// TestOutOfAfricaRegions: the set-up notes that place spaces in countries
// (L35 "Philippoli is part of Turkey", L39 "Monastir is considered part of
// Bulgaria", L23 Albania under CP control), and the Draka's Egypt and Libya.
func TestOutOfAfricaRegions(t *testing.T) {
	m := mustMap(t, "out-of-africa")
	in := map[string]string{"Philippopolis": "turkey", "Monastir": "bulgaria", "Tirana": "albania", "Valona": "albania",
		"Cairo": "egypt", "Sinai": "egypt", "Upper Egypt": "egypt", "Libya": "libya", "Tripoli": "libya",
		"Mulhouse": "germany", "Trent": "austria-hungary", "Trieste": "austria-hungary", "Nice": "france",
		"Ahwaz": "persia", "Khorramabad": "persia", "Medina": "turkey", "Arabia": "arabia"}
	for s, r := range in {
		if got := m.RegionAt(mustCell(t, m, s)); got == nil || got.ID != r {
			t.Errorf("%s is in %v, want %s", s, got, r)
		}
	}
	for _, c := range []struct{ region, nation, side string }{
		{"egypt", "dr", "ap"}, {"libya", "dr", "ap"}, {"albania", "ah", "cp"}, {"italy", "it", "cp"},
		{"turkey", "tu", ""}, {"bulgaria", "bu", ""},
	} {
		r := m.Region(c.region)
		if r == nil || r.Nation != c.nation || r.Side != c.side {
			t.Errorf("region %s = %+v, want nation %q side %q", c.region, r, c.nation, c.side)
		}
	}
	for _, b := range []struct{ id, kind string }{
		{"cp-reserve", "reserve"}, {"ap-reserve", "reserve"}, {"cp-pool", "available"}, {"ap-pool", "available"},
		{"dead-replaceable", "eliminated"}, {"dead-permanent", "eliminated"}, {"offmap-returning", "holding"},
	} {
		if got := m.Box(b.id); got == nil || got.Kind != b.kind {
			t.Errorf("box %s = %+v, want kind %s", b.id, got, b.kind)
		}
	}
}

// TestOutOfAfricaLayout: the map is bounded, no two spaces are closer
// than 24 pixels (the plan's floor; the generator keeps them 48 apart, a
// name's height and a counter), and no box covers a space.
func TestOutOfAfricaLayout(t *testing.T) {
	m := mustMap(t, "out-of-africa")
	b := m.Bounds()
	if b.Min.X < 0 || b.Min.Y < 0 || b.Max.X > 6000 || b.Max.Y > 4000 {
		t.Errorf("bounds %v, want within 6000 x 4000 from 0, 0", b)
	}
	sb := m.Topology.(board.SpaceBoard)
	var pos []board.Point
	for i := 0; i < m.Topology.Len(); i++ {
		sp, _ := sb.Space(m.Topology.Cell(i))
		pos = append(pos, sp.Pos)
		for j, q := range pos[:i] {
			if d := math.Hypot(sp.Pos.X-q.X, sp.Pos.Y-q.Y); d < 24 {
				t.Errorf("%s and %s are %.0f px apart", sp.ID, m.Label(m.Topology.Cell(j)), d)
			}
		}
		for _, bx := range m.Boxes {
			r := bx.Rect
			if sp.Pos.X > r.Min.X-30 && sp.Pos.X < r.Max.X+30 && sp.Pos.Y > r.Min.Y-30 && sp.Pos.Y < r.Max.Y+30 {
				t.Errorf("box %s covers %s", bx.ID, sp.ID)
			}
		}
	}
}
