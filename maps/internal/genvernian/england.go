package main

import (
	"math"
	"sort"

	"sandtable/board"
)

// clock is the bearing of c seen from ctr, clockwise from north, in radians.
func clock(m *hexMap, ctr, c board.Cell) float64 {
	a, b := m.topo.Center(ctr), m.topo.Center(c)
	t := math.Atan2(b.X-a.X, a.Y-b.Y)
	if t < -1e-9 {
		t += 2 * math.Pi
	}
	return t
}

// The Southern England map, about 13.7 km a hex.
var englandSpec = gridSpec{
	prefix: "E", cols: 30, rows: 20, firstCol: 1, firstRow: 1, size: 30, km: 13.7,
	proj:   NewProj(50.5, 52.8, -0.8, 51.65),
	anchor: LL{-0.8, 51.65}, anchorCol: 14, anchorRow: 9,
}

var englandPlaces = []placeSpec{
	{id: "london", name: "London", kinds: []string{"city", "victory"}, region: "england", at: []LL{{-0.13, 51.51}}},
	// london-ring (Greater London) is added round London's hex.
	{id: "birmingham", name: "Birmingham", kinds: []string{"city"}, region: "england", at: []LL{{-1.90, 52.48}}},
	// The tunnel's mouth and the Germans' Channel ports; Dover first.
	{id: "dover", name: "Dover", kinds: []string{"town", "port"}, region: "england", at: []LL{{1.31, 51.13}}},
	{id: "folkestone", name: "Folkestone", kinds: []string{"town", "port"}, region: "england", at: []LL{{1.17, 51.08}}},
	{id: "ramsgate", name: "Ramsgate", kinds: []string{"town", "port"}, region: "england", at: []LL{{1.42, 51.33}}},

	town("canterbury", "Canterbury", "england", 1.08, 51.28),
	town("maidstone", "Maidstone", "england", 0.52, 51.27),
	town("brighton", "Brighton", "england", -0.14, 50.83),
	town("hastings", "Hastings", "england", 0.57, 50.86),
	town("eastbourne", "Eastbourne", "england", 0.28, 50.77),
	town("portsmouth", "Portsmouth", "england", -1.09, 50.80, "port"),
	town("southampton", "Southampton", "england", -1.40, 50.91, "port"),
	town("winchester", "Winchester", "england", -1.31, 51.06),
	town("salisbury", "Salisbury", "england", -1.79, 51.07),
	town("reading", "Reading", "england", -0.97, 51.45),
	town("oxford", "Oxford", "england", -1.26, 51.75),
	town("guildford", "Guildford", "england", -0.57, 51.24),
	town("chelmsford", "Chelmsford", "england", 0.47, 51.74),
	town("colchester", "Colchester", "england", 0.90, 51.89),
	town("ipswich", "Ipswich", "england", 1.16, 52.06),
	town("cambridge", "Cambridge", "england", 0.12, 52.21),
	town("bedford", "Bedford", "england", -0.47, 52.14),
	town("northampton", "Northampton", "england", -0.89, 52.24),
	town("coventry", "Coventry", "england", -1.51, 52.41),
	town("leicester", "Leicester", "england", -1.13, 52.64),
	town("gloucester", "Gloucester", "england", -2.24, 51.86),
	town("bristol", "Bristol", "england", -2.59, 51.45, "port"),
	town("bath", "Bath", "england", -2.36, 51.38),
	town("swindon", "Swindon", "england", -1.78, 51.56),
	town("norwich", "Norwich", "england", 1.30, 52.63),
	town("peterborough", "Peterborough", "england", -0.24, 52.57),
	town("luton", "Luton", "england", -0.42, 51.88),
	town("cardiff", "Cardiff", "england", -3.18, 51.48, "port"),
	town("worcester", "Worcester", "england", -2.22, 52.19),
	town("weymouth", "Weymouth", "england", -2.46, 50.61, "port"),
	town("great-yarmouth", "Great Yarmouth", "england", 1.73, 52.61, "port"),
}

// buildEngland makes the Southern England map. westHexes are Calais's
// and Munich's labels on the West Front map.
func buildEngland(calaisHex, munichHex string) (*mapFile, *hexMap) {
	m := newHexMap(englandSpec)
	g := m.vertices()
	m.addAllSea(g)
	for _, r := range rivers {
		m.addLine(g, r, "river")
	}
	for _, r := range estuaries {
		m.addLine(g, r, "all_sea")
	}
	// All of Great Britain is one region here (Wales included); anything
	// else (the tip of Cap Gris-Nez) is sea on this map.
	for i := range m.region {
		if m.land[i] && m.region[i] != "" {
			m.notef("hex %s is land of %q: made sea", m.label(m.topo.Cell(i)), m.region[i])
			m.setTerrain(m.topo.Cell(i), "sea")
			for k := range m.edges {
				if k[0] == i || k[1] == i {
					delete(m.edges, k)
				}
			}
		} else if m.land[i] {
			m.region[i] = "england"
		}
	}

	pl := newPlacer(m)
	for _, p := range englandPlaces {
		pl.add(p)
		if p.id == "london" {
			// Greater London: the six hexes round London, one place.
			// In clock order from the north: N, NE, SE, S, SW, NW.
			ctr := pl.byID("london").cells[0]
			ring := m.topo.Neighbors(ctr, nil)
			sort.Slice(ring, func(i, j int) bool { return clock(m, ctr, ring[i]) < clock(m, ctr, ring[j]) })
			for _, c := range ring {
				if !pl.ok(&p, c) {
					panic("a hex next to London is not free land: " + m.label(c))
				}
				pl.used[m.idx(c)] = "london-ring"
			}
			pl.addCells(placeSpec{id: "london-ring", name: "Greater London", kinds: []string{"city", "victory"}, region: "england"}, ring)
		}
	}
	dover := pl.byID("dover").cells[0]
	for _, id := range []string{"dover", "folkestone", "ramsgate"} {
		if c := pl.byID(id).cells[0]; !m.coastal(c) {
			panic(id + " is not on the coast: " + m.label(c))
		}
	}
	dc, dr := m.topo.Offset(dover)
	if fc, _ := m.topo.Offset(pl.byID("folkestone").cells[0]); fc >= dc {
		panic("Folkestone is not west of Dover")
	}
	if rc, rr := m.topo.Offset(pl.byID("ramsgate").cells[0]); rr >= dr || rc < dc {
		m.notef("Ramsgate %s is not north or north-east of Dover %s", m.label(pl.byID("ramsgate").cells[0]), m.label(dover))
	}

	var north []board.Cell
	for col := 0; col < englandSpec.cols; col++ {
		if c := m.topo.FromOffset(col, 0); m.land[m.idx(c)] {
			north = append(north, c)
		}
	}
	pl.addCells(placeSpec{id: "allied-sources-england", name: "England north edge (Allied ultimate supply source)",
		kinds: []string{"supply_source"}}, north)

	doverHex := m.label(dover)
	bounds := m.topo.Bounds()
	bx := float64(int(bounds.Max.X/10)*10 + 40)
	f := &mapFile{
		header: englandHeader,
		id:     "vernian-england", name: "Southern England",
		description: "Southern England from the Severn to the Wash and the Kent coast, about 14 km a hex, " +
			"for 20,000 Leagues under the Trenches. Drawn for Sandtable from real geography.",
		m: m, regions: []regionDef{{"england", "England", "#b05a4a", "E", "britain"}}, places: pl.out,
		boxes: []boxDef{
			{id: "available-england", name: "Available units (England)", kind: "available", color: "#eef2f7", x: bx, y: 20, w: 220, h: 260},
		},
		links: []linkDef{
			{cell: doverHex, toMap: "vernian-west", toCell: calaisHex, kinds: []string{"air"},
				note: "Crossing the Channel: a Zeppelin in Dover going back to France is placed on W7005"},
			{cell: doverHex, toMap: "vernian-west", toCell: munichHex, kinds: []string{"tunnel"},
				note: "The Kaiser's tunnel (Dover end): open while a German infantry division holds Dover"},
		},
	}
	return f, m
}

const englandHeader = `Southern England for the Vernian WWI variant "20,000 Leagues under
the Trenches": the Kaiser's tunnel comes up in Dover.

Original map for Sandtable: hexes placed from the real latitude and
longitude of towns, coasts, relief and rivers (approximate); no published
game's map was copied.

GENERATED by "go run ./maps/internal/genvernian" (see its doc comment);
change the generator, not this file.

Grid: flat-top hexes, about 14 km across the flats, columns E01..E30 west
to east, rows 01..20 north to south. Cities: London (one hex), "Greater
London" (one place holding the six hexes round London, which with London
make the German victory condition) and Birmingham; every other place is a
town. London and Greater London carry no VP: the Germans win by holding
all seven hexes. Dover, Folkestone and Ramsgate are the German landing
ports.
Row 01's land hexes are the Allied ultimate supply source
"allied-sources-england" (the London hex is one too, by the rules).

Hex centres: E0101 is at about 3.3°W 52.7°N, E3020 at 1.7°E 50.3°N; run
the generator with -where LABEL to locate any hex. The Isle of Wight is
cut off by all-sea hexsides; the tip of Cap Gris-Nez is left as sea.`
