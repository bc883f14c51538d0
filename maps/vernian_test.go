package maps

import (
	"sort"
	"testing"

	"sandtable/board"
)

// Facts the Vernian WWI variant ("20,000 Leagues under the Trenches")
// relies on in its two maps, vernian-west and vernian-england (generated
// by maps/internal/genvernian).

func vernianMaps(t *testing.T) (west, england *Map) {
	t.Helper()
	return mustMap(t, "vernian-west"), mustMap(t, "vernian-england")
}

func mustPlace(t *testing.T, m *Map, id string) *Place {
	t.Helper()
	p := m.Place(id)
	if p == nil {
		t.Fatalf("%s: no place %q", m.ID, id)
	}
	return p
}

func isLand(m *Map, c board.Cell) bool {
	tr := m.TerrainAt(c)
	return tr != nil && !tr.Impassable
}

// onEdge reports whether c is in the first or last column or row.
func onEdge(m *Map, c board.Cell) bool {
	g := m.Topology.(board.OffsetGrid)
	col, row := g.Offset(c)
	return col == 0 || row == 0 || col == g.Cols()-1 || row == g.Rows()-1
}

// edgeDistance is the hex distance from c to the nearest edge hex.
func edgeDistance(m *Map, c board.Cell) int {
	best := -1
	for i := 0; i < m.Topology.Len(); i++ {
		e := m.Topology.Cell(i)
		if onEdge(m, e) {
			if d := m.Topology.Distance(c, e); best < 0 || d < best {
				best = d
			}
		}
	}
	return best
}

func coastal(m *Map, c board.Cell) bool {
	for _, n := range m.Topology.Neighbors(c, nil) {
		if !isLand(m, n) {
			return true
		}
	}
	return false
}

func labels(m *Map, cells []board.Cell) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = m.Label(c)
	}
	return out
}

func TestVernianTerrainsAndFeatures(t *testing.T) {
	west, england := vernianMaps(t)
	want := map[string]int{"clear": 1, "flood_plain": 2, "forest": 2, "mountain": 3}
	for _, m := range []*Map{west, england} {
		if m.Kind() != board.HexFlat {
			t.Errorf("%s: kind %v", m.ID, m.Kind())
		}
		if len(m.Terrains) != 5 {
			t.Errorf("%s: %d terrains, want 5", m.ID, len(m.Terrains))
		}
		for id, cost := range want {
			if tr := m.Terrain(id); tr == nil || tr.MoveCost != cost || tr.Impassable {
				t.Errorf("%s: terrain %s = %+v, want move cost %d", m.ID, id, tr, cost)
			}
		}
		if tr := m.Terrain("sea"); tr == nil || !tr.Impassable || tr.Pattern != "water" {
			t.Errorf("%s: sea = %+v", m.ID, tr)
		}
		if tr := m.Terrain("forest"); tr == nil || tr.Name != "Forest/rough" {
			t.Errorf("%s: forest = %+v", m.ID, tr)
		}
		if e := m.EdgeType("river"); e == nil || e.MoveCost != 1 || e.Impassable {
			t.Errorf("%s: river = %+v", m.ID, e)
		}
		if e := m.EdgeType("all_sea"); e == nil || !e.Impassable {
			t.Errorf("%s: all_sea = %+v", m.ID, e)
		}
		counts := map[string]int{}
		m.Edges.Each(func(e board.Edge, fs []string) {
			for _, f := range fs {
				counts[f]++
			}
		})
		if counts["river"] < 40 || counts["all_sea"] < 3 {
			t.Errorf("%s: %d river and %d all-sea hexsides", m.ID, counts["river"], counts["all_sea"])
		}
		// An all-sea hexside joins two land hexes and cannot be crossed.
		m.Edges.Each(func(e board.Edge, fs []string) {
			for _, f := range fs {
				if f != "all_sea" {
					continue
				}
				if !isLand(m, e.A) || !isLand(m, e.B) {
					t.Errorf("%s: all-sea hexside %s/%s touches the sea", m.ID, m.Label(e.A), m.Label(e.B))
				}
				if _, ok := m.MoveCost(e.A, e.B); ok {
					t.Errorf("%s: all-sea hexside %s/%s can be crossed", m.ID, m.Label(e.A), m.Label(e.B))
				}
			}
		})
		// Sea hexes are in no region; land is clear more often than not.
		land, clear := 0, 0
		for i := 0; i < m.Topology.Len(); i++ {
			c := m.Topology.Cell(i)
			if !isLand(m, c) {
				if r := m.RegionAt(c); r != nil {
					t.Errorf("%s: sea hex %s is in region %s", m.ID, m.Label(c), r.ID)
				}
				continue
			}
			land++
			if m.TerrainAt(c).ID == "clear" {
				clear++
			}
		}
		if pct := 100 * clear / land; pct < 50 || pct > 85 {
			t.Errorf("%s: %d%% of the land is clear", m.ID, pct)
		}
	}
	g := west.Topology.(board.OffsetGrid)
	if g.Cols() < 34 || g.Cols() > 38 || g.Rows() < 26 || g.Rows() > 28 {
		t.Errorf("vernian-west is %d×%d", g.Cols(), g.Rows())
	}
	g = england.Topology.(board.OffsetGrid)
	if g.Cols() < 25 || g.Cols() > 32 || g.Rows() < 18 || g.Rows() > 22 {
		t.Errorf("vernian-england is %d×%d", g.Cols(), g.Rows())
	}
	if got := west.Label(west.Topology.Cell(0)); got != "W5700" {
		t.Errorf("vernian-west's first hex is %s", got)
	}
	if got := england.Label(england.Topology.Cell(0)); got != "E0101" {
		t.Errorf("vernian-england's first hex is %s", got)
	}
}

func TestVernianRegions(t *testing.T) {
	west, england := vernianMaps(t)
	nations := map[string]string{
		"france": "france", "belgium": "belgium", "germany": "germany",
		"luxembourg": "", "netherlands": "", "switzerland": "", "italy": "", "spain": "",
	}
	if len(west.Regions) != len(nations) {
		t.Errorf("vernian-west has %d regions, want %d", len(west.Regions), len(nations))
	}
	for id, nation := range nations {
		r := west.Region(id)
		if r == nil || r.Nation != nation || r.Side != "" || len(r.Cells) == 0 {
			t.Errorf("region %s = %+v, want nation %q and no side", id, r, nation)
		}
	}
	if len(england.Regions) != 1 || england.Regions[0].ID != "england" || england.Regions[0].Nation != "britain" ||
		england.Regions[0].Side != "" {
		t.Errorf("vernian-england regions = %+v", england.Regions)
	}
	// 1914: Metz and Strasbourg are German, Nancy and Belfort French.
	for id, region := range map[string]string{"metz": "germany", "strasbourg": "germany", "mulhouse": "germany",
		"nancy": "france", "belfort": "france", "verdun": "france", "luxembourg": "luxembourg", "liege": "belgium"} {
		p := mustPlace(t, west, id)
		if p.Region != region {
			t.Errorf("%s is in region %q, want %q", id, p.Region, region)
		}
		for _, c := range p.Cells {
			if r := west.RegionAt(c); r == nil || r.ID != region {
				t.Errorf("%s's hex %s is in %v, want %s", id, west.Label(c), r, region)
			}
		}
	}
	for _, id := range []string{"metz", "strasbourg"} {
		if p := mustPlace(t, west, id); !p.Is("city") || !p.Is("victory") || !p.Is("fortress") {
			t.Errorf("%s kinds %v", id, p.Kinds)
		}
	}
}

func TestVernianWestPlaces(t *testing.T) {
	west, _ := vernianMaps(t)
	calais := mustCell(t, west, "W7005")
	if !isLand(west, calais) {
		t.Error("W7005 (Calais) is not land")
	}
	if ps := west.PlacesAt(calais); len(ps) != 1 || ps[0].ID != "calais" || !ps[0].Is("port") {
		t.Errorf("PlacesAt(W7005) = %v", ps)
	}
	if r := west.RegionAt(calais); r == nil || r.ID != "france" {
		t.Errorf("W7005 is in %v", r)
	}
	nArrow := mustCell(t, west, "W7004")
	if isLand(west, nArrow) || west.TerrainAt(nArrow).ID != "sea" {
		t.Error("W7004 (the N arrow hex) is not sea")
	}

	paris := mustPlace(t, west, "paris")
	if len(paris.Cells) != 3 || paris.VP != 2 || !paris.Is("city") || !paris.Is("victory") || paris.Region != "france" {
		t.Errorf("Paris = %+v", paris)
	}
	for i, a := range paris.Cells {
		for _, b := range paris.Cells[i+1:] {
			if !west.Topology.Adjacent(a, b) {
				t.Errorf("Paris hexes %s and %s are not adjacent", west.Label(a), west.Label(b))
			}
		}
	}
	ruhr := mustPlace(t, west, "ruhr")
	if len(ruhr.Cells) < 2 || len(ruhr.Cells) > 3 || ruhr.VP != 2 || !ruhr.Is("victory") || ruhr.Region != "germany" {
		t.Errorf("Ruhr = %+v", ruhr)
	}
	for _, c := range ruhr.Cells[1:] {
		joined := false
		for _, d := range ruhr.Cells {
			joined = joined || west.Topology.Adjacent(c, d)
		}
		if !joined {
			t.Errorf("Ruhr hex %s touches no other Ruhr hex", west.Label(c))
		}
	}

	// The Belgian set-up: one unit in each of exactly eight cities.
	var belgian []string
	for _, p := range west.Places {
		if p.Region == "belgium" && p.Is("city") {
			belgian = append(belgian, p.ID)
			if len(p.Cells) != 1 || p.Is("victory") {
				t.Errorf("Belgian city %s = %+v", p.ID, p)
			}
		}
	}
	sort.Strings(belgian)
	if want := "antwerp bruges brussels charleroi ghent liege mons namur"; join(belgian) != want {
		t.Errorf("Belgian cities %v, want %s", belgian, want)
	}
	for _, id := range []string{"liege", "namur"} {
		if !mustPlace(t, west, id).Is("fortress") {
			t.Errorf("%s is not a fortress", id)
		}
	}
	for _, id := range []string{"verdun", "toul", "epinal", "belfort", "maubeuge"} {
		if p := mustPlace(t, west, id); !p.Is("fortress") || !p.Is("town") || p.Region != "france" {
			t.Errorf("%s = %+v", id, p)
		}
	}
	for _, id := range []string{"dunkirk", "boulogne", "cherbourg", "brest"} {
		if p := mustPlace(t, west, id); !p.Is("port") || !coastal(west, p.Cells[0]) {
			t.Errorf("port %s = %+v, coastal %v", id, p, coastal(west, p.Cells[0]))
		}
	}

	// City hexes: at least 18 French ones (Paris counting three) with the
	// cities the rules name; German ones likewise.
	french, german := 0, 0
	for _, p := range west.Places {
		if !p.Is("city") || !p.Is("victory") {
			continue
		}
		switch p.Region {
		case "france":
			french += len(p.Cells)
		case "germany":
			german += len(p.Cells)
		default:
			t.Errorf("victory city %s is in %q", p.ID, p.Region)
		}
	}
	if french < 18 || german < 18 {
		t.Errorf("%d French and %d German victory city hexes", french, german)
	}
	for _, id := range []string{"lille", "amiens", "rouen", "le-havre", "reims", "nancy", "dijon", "lyon",
		"orleans", "tours", "nantes", "rennes", "bordeaux", "toulouse", "marseille", "limoges",
		"clermont-ferrand", "saint-etienne", "caen", "le-mans", "troyes",
		"cologne", "dusseldorf", "aachen", "koblenz", "frankfurt", "mainz", "mannheim", "karlsruhe",
		"stuttgart", "munich", "nuremberg", "munster", "kassel", "saarbrucken", "freiburg", "wurzburg", "augsburg"} {
		if p := mustPlace(t, west, id); !p.Is("city") || !p.Is("victory") || p.VP != 1 || len(p.Cells) != 1 {
			t.Errorf("%s = %+v", id, p)
		}
	}

	munich := mustPlace(t, west, "munich").Cells[0]
	if d := edgeDistance(west, munich); d < 2 {
		t.Errorf("Munich %s is %d hexes from the map's edge", west.Label(munich), d)
	}

	// Ultimate supply sources: French hexes on the west and south edges,
	// German hexes on the east and north edges.
	g := west.Topology.(board.OffsetGrid)
	for id, want := range map[string]string{"allied-sources": "france", "german-sources": "germany"} {
		p := mustPlace(t, west, id)
		if !p.Is("supply_source") || p.Side != "" || len(p.Cells) < 3 {
			t.Errorf("%s = %+v", id, p)
		}
		for _, c := range p.Cells {
			col, row := g.Offset(c)
			onSide := col == 0 || row == g.Rows()-1
			if id == "german-sources" {
				onSide = col == g.Cols()-1 || row == 0
			}
			if r := west.RegionAt(c); r == nil || r.ID != want || !onSide {
				t.Errorf("%s: hex %s in %v", id, west.Label(c), r)
			}
		}
	}
	for _, c := range paris.Cells {
		for _, p := range west.PlacesAt(c) {
			if p != paris {
				t.Errorf("Paris hex %s is also in %s", west.Label(c), p.ID)
			}
		}
	}

	for _, id := range []string{"turn-track", "available", "german-tunnel"} {
		if b := west.Box(id); b == nil || b.Rect.Min.X < west.Topology.Bounds().Max.X {
			t.Errorf("box %s = %+v, want it right of the grid", id, b)
		}
	}
	if b := west.Box("turn-track"); b == nil || join(b.Slots) != "A B C D E F G H" {
		t.Errorf("turn track = %+v", b)
	}
}

func TestVernianEnglandPlaces(t *testing.T) {
	_, england := vernianMaps(t)
	london := mustPlace(t, england, "london")
	if len(london.Cells) != 1 || !london.Is("city") || !london.Is("victory") {
		t.Fatalf("London = %+v", london)
	}
	ring := mustPlace(t, england, "london-ring")
	if ring.Name != "Greater London" || !ring.Is("city") || !ring.Is("victory") || len(ring.Cells) != 6 {
		t.Errorf("Greater London = %+v", ring)
	}
	nbrs := england.Topology.Neighbors(london.Cells[0], nil)
	if len(nbrs) != 6 {
		t.Fatalf("London %s has %d neighbours", england.Label(london.Cells[0]), len(nbrs))
	}
	for _, c := range nbrs {
		if !isLand(england, c) {
			t.Errorf("%s next to London is sea", england.Label(c))
		}
		ps := england.PlacesAt(c)
		if len(ps) != 1 || ps[0] != ring {
			t.Errorf("%s next to London: places %v", england.Label(c), ps)
		}
	}
	if b := mustPlace(t, england, "birmingham"); !b.Is("city") || b.Is("victory") {
		t.Errorf("Birmingham = %+v", b)
	}

	dover := mustPlace(t, england, "dover").Cells[0]
	folkestone := mustPlace(t, england, "folkestone").Cells[0]
	ramsgate := mustPlace(t, england, "ramsgate").Cells[0]
	if dover == folkestone || dover == ramsgate || folkestone == ramsgate {
		t.Errorf("Dover %s, Folkestone %s, Ramsgate %s are not three hexes",
			england.Label(dover), england.Label(folkestone), england.Label(ramsgate))
	}
	for _, id := range []string{"dover", "folkestone", "ramsgate"} {
		p := mustPlace(t, england, id)
		if !p.Is("town") || !p.Is("port") || !coastal(england, p.Cells[0]) {
			t.Errorf("%s = %+v, coastal %v", id, p, coastal(england, p.Cells[0]))
		}
	}
	g := england.Topology.(board.OffsetGrid)
	dc, dr := g.Offset(dover)
	if fc, _ := g.Offset(folkestone); fc >= dc {
		t.Errorf("Folkestone %s is not west of Dover %s", england.Label(folkestone), england.Label(dover))
	}
	if rc, rr := g.Offset(ramsgate); rr >= dr || rc < dc {
		t.Errorf("Ramsgate %s is not north or north-east of Dover %s", england.Label(ramsgate), england.Label(dover))
	}

	// The British set-up puts one unit per town or city hex with three
	// empty hexes between units: there must be room for at least ten.
	var towns []board.Cell
	for _, p := range england.Places {
		if p.Is("town") || p.Is("city") {
			towns = append(towns, p.Cells...)
		}
	}
	var picked []board.Cell
	for _, c := range towns {
		ok := true
		for _, d := range picked {
			ok = ok && england.Topology.Distance(c, d) >= 4
		}
		if ok {
			picked = append(picked, c)
		}
	}
	if len(picked) < 10 {
		t.Errorf("only %d town hexes pairwise 4 apart: %v", len(picked), labels(england, picked))
	}

	src := mustPlace(t, england, "allied-sources-england")
	if !src.Is("supply_source") || len(src.Cells) < 10 {
		t.Errorf("allied-sources-england = %+v", src)
	}
	for _, c := range src.Cells {
		if _, row := g.Offset(c); row != 0 || !isLand(england, c) {
			t.Errorf("allied-sources-england hex %s", england.Label(c))
		}
	}
	for col := 0; col < g.Cols(); col++ {
		c := g.FromOffset(col, 0)
		if isLand(england, c) && !contains(labels(england, src.Cells), england.Label(c)) {
			t.Errorf("north edge land hex %s is not a supply source", england.Label(c))
		}
	}
}

func TestVernianPlacesEverywhere(t *testing.T) {
	west, england := vernianMaps(t)
	for _, m := range []*Map{west, england} {
		for _, p := range m.Places {
			for _, c := range p.Cells {
				if !isLand(m, c) {
					t.Errorf("%s: place %s hex %s is sea", m.ID, p.ID, m.Label(c))
				}
				if (p.Is("city") || p.Is("victory")) && onEdge(m, c) {
					t.Errorf("%s: city %s hex %s is on the map's edge", m.ID, p.ID, m.Label(c))
				}
				if p.Region != "" {
					if r := m.RegionAt(c); r == nil || r.ID != p.Region {
						t.Errorf("%s: place %s hex %s is in %v, not %s", m.ID, p.ID, m.Label(c), r, p.Region)
					}
				}
			}
			if p.Side != "" || p.Nation != "" {
				t.Errorf("%s: place %s has an owner", m.ID, p.ID)
			}
		}
		// One town, city or fortress per hex.
		seen := map[board.Cell]string{}
		for _, p := range m.Places {
			if p.Is("supply_source") {
				continue
			}
			for _, c := range p.Cells {
				if other, dup := seen[c]; dup {
					t.Errorf("%s: hex %s holds %s and %s", m.ID, m.Label(c), other, p.ID)
				}
				seen[c] = p.ID
			}
		}
	}
}

func TestVernianLinks(t *testing.T) {
	west, england := vernianMaps(t)
	dover := mustPlace(t, england, "dover").Cells[0]
	munich := mustPlace(t, west, "munich").Cells[0]
	doverLabel, munichLabel := england.Label(dover), west.Label(munich)

	find := func(m *Map, from board.Cell, kind string) *Link {
		for _, l := range m.LinksAt(from) {
			if len(l.Kinds) == 1 && l.Kinds[0] == kind {
				return l
			}
		}
		return nil
	}
	if l := find(west, mustCell(t, west, "W7004"), "air"); l == nil || l.ToMap != "vernian-england" || l.ToCell != doverLabel {
		t.Errorf("W7004 air link = %+v, want Dover %s", l, doverLabel)
	}
	if l := find(west, munich, "tunnel"); l == nil || l.ToMap != "vernian-england" || l.ToCell != doverLabel {
		t.Errorf("Munich tunnel link = %+v, want Dover %s", l, doverLabel)
	}
	if l := find(england, dover, "air"); l == nil || l.ToMap != "vernian-west" || l.ToCell != "W7005" {
		t.Errorf("Dover air link = %+v, want W7005", l)
	}
	if l := find(england, dover, "tunnel"); l == nil || l.ToMap != "vernian-west" || l.ToCell != munichLabel {
		t.Errorf("Dover tunnel link = %+v, want Munich %s", l, munichLabel)
	}
	if len(west.Links) != 2 || len(england.Links) != 2 {
		t.Errorf("%d and %d links", len(west.Links), len(england.Links))
	}
	// The link targets are cells of the other map.
	for _, l := range west.Links {
		if _, err := england.Cell(l.ToCell); err != nil {
			t.Error(err)
		}
	}
	for _, l := range england.Links {
		if _, err := west.Cell(l.ToCell); err != nil {
			t.Error(err)
		}
	}
}

func join(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += " "
		}
		out += s
	}
	return out
}
