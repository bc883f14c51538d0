package main

import (
	"fmt"

	"sandtable/board"
)

// The West Front map: France, the Low Countries and western Germany,
// about 42 km a hex.
var westSpec = gridSpec{
	prefix: "W", cols: 37, rows: 28, firstCol: 57, firstRow: 0, size: 30, km: 42,
	proj:   NewProj(44, 51, 4.5, 47.5),
	anchor: calais, anchorCol: 70 - 57, anchorRow: 5 - 0,
}

var calais = LL{1.86, 50.95}

const (
	calaisHex = "W7005"
	nArrowHex = "W7004"
)

func city(id, name, region string, lon, lat float64, kinds ...string) placeSpec {
	return placeSpec{id: id, name: name, region: region, kinds: append([]string{"city", "victory"}, kinds...), vp: 1, at: []LL{{lon, lat}}}
}

func town(id, name, region string, lon, lat float64, kinds ...string) placeSpec {
	return placeSpec{id: id, name: name, region: region, kinds: append([]string{"town"}, kinds...), at: []LL{{lon, lat}}, optional: true}
}

var westPlaces = []placeSpec{
	// The hexes that matter most go first; later places make way.
	{id: "paris", name: "Paris", kinds: []string{"city", "victory"}, vp: 2, region: "france", at: []LL{{2.35, 48.86}}, hexes: 3},
	{id: "ruhr", name: "Ruhr", kinds: []string{"city", "victory"}, vp: 2, region: "germany",
		at: []LL{{7.01, 51.46}, {7.47, 51.51}, {6.76, 51.43}}},
	{id: "calais", name: "Calais", kinds: []string{"town", "port"}, region: "france", fixed: calaisHex},

	// Belgium: the eight cities of the Belgian set-up.
	{id: "brussels", name: "Brussels", kinds: []string{"city"}, region: "belgium", at: []LL{{4.35, 50.85}}},
	{id: "antwerp", name: "Antwerp", kinds: []string{"city"}, region: "belgium", at: []LL{{4.40, 51.22}}},
	{id: "ghent", name: "Ghent", kinds: []string{"city"}, region: "belgium", at: []LL{{3.72, 51.05}}},
	{id: "bruges", name: "Bruges", kinds: []string{"city"}, region: "belgium", at: []LL{{3.22, 51.21}}},
	{id: "liege", name: "Liège", kinds: []string{"city", "fortress"}, region: "belgium", at: []LL{{5.57, 50.63}}},
	{id: "namur", name: "Namur", kinds: []string{"city", "fortress"}, region: "belgium", at: []LL{{4.87, 50.47}}},
	{id: "mons", name: "Mons", kinds: []string{"city"}, region: "belgium", at: []LL{{3.95, 50.45}}},
	{id: "charleroi", name: "Charleroi", kinds: []string{"city"}, region: "belgium", at: []LL{{4.44, 50.41}}},

	// French fortresses.
	{id: "verdun", name: "Verdun", kinds: []string{"fortress", "town"}, region: "france", at: []LL{{5.38, 49.16}}},
	{id: "toul", name: "Toul", kinds: []string{"fortress", "town"}, region: "france", at: []LL{{5.89, 48.68}}},
	{id: "epinal", name: "Épinal", kinds: []string{"fortress", "town"}, region: "france", at: []LL{{6.45, 48.17}}},
	{id: "belfort", name: "Belfort", kinds: []string{"fortress", "town"}, region: "france", at: []LL{{6.86, 47.64}}},
	{id: "maubeuge", name: "Maubeuge", kinds: []string{"fortress", "town"}, region: "france", at: []LL{{3.97, 50.28}}},

	// German fortress cities of Lorraine and Alsace.
	city("metz", "Metz", "germany", 6.18, 49.12, "fortress"),
	city("strasbourg", "Strasbourg", "germany", 7.75, 48.58, "fortress"),

	// French cities.
	city("lille", "Lille", "france", 3.06, 50.63),
	city("amiens", "Amiens", "france", 2.30, 49.89),
	city("rouen", "Rouen", "france", 1.09, 49.44),
	city("le-havre", "Le Havre", "france", 0.11, 49.49, "port"),
	city("reims", "Reims", "france", 4.03, 49.26),
	city("nancy", "Nancy", "france", 6.18, 48.69),
	city("dijon", "Dijon", "france", 5.04, 47.32),
	city("lyon", "Lyon", "france", 4.84, 45.76),
	city("orleans", "Orléans", "france", 1.91, 47.90),
	city("tours", "Tours", "france", 0.69, 47.39),
	city("nantes", "Nantes", "france", -1.55, 47.22, "port"),
	city("rennes", "Rennes", "france", -1.68, 48.11),
	city("bordeaux", "Bordeaux", "france", -0.58, 44.84, "port"),
	city("toulouse", "Toulouse", "france", 1.44, 43.60),
	city("marseille", "Marseille", "france", 5.37, 43.30, "port"),
	city("limoges", "Limoges", "france", 1.26, 45.83),
	city("clermont-ferrand", "Clermont-Ferrand", "france", 3.08, 45.78),
	city("saint-etienne", "Saint-Étienne", "france", 4.39, 45.43),
	city("caen", "Caen", "france", -0.37, 49.18),
	city("le-mans", "Le Mans", "france", 0.20, 48.00),
	city("troyes", "Troyes", "france", 4.07, 48.30),

	// German cities.
	city("cologne", "Cologne", "germany", 6.96, 50.94),
	city("dusseldorf", "Düsseldorf", "germany", 6.78, 51.23),
	city("aachen", "Aachen", "germany", 6.08, 50.78),
	city("koblenz", "Koblenz", "germany", 7.59, 50.36),
	city("frankfurt", "Frankfurt", "germany", 8.68, 50.11),
	city("mainz", "Mainz", "germany", 8.27, 50.00),
	city("mannheim", "Mannheim", "germany", 8.47, 49.49),
	city("karlsruhe", "Karlsruhe", "germany", 8.40, 49.01),
	city("stuttgart", "Stuttgart", "germany", 9.18, 48.78),
	city("munich", "Munich", "germany", 11.58, 48.14),
	city("nuremberg", "Nuremberg", "germany", 11.08, 49.45),
	city("munster", "Münster", "germany", 7.63, 51.96),
	city("kassel", "Kassel", "germany", 9.50, 51.32),
	city("saarbrucken", "Saarbrücken", "germany", 7.00, 49.23),
	city("freiburg", "Freiburg", "germany", 7.85, 47.99),
	city("wurzburg", "Würzburg", "germany", 9.93, 49.79),
	city("augsburg", "Augsburg", "germany", 10.90, 48.37),

	// Channel and Atlantic ports.
	town("dunkirk", "Dunkirk", "france", 2.38, 51.03, "port"),
	town("boulogne", "Boulogne", "france", 1.61, 50.73, "port"),
	town("cherbourg", "Cherbourg", "france", -1.62, 49.64, "port"),
	town("brest", "Brest", "france", -4.49, 48.39, "port"),
	town("la-rochelle", "La Rochelle", "france", -1.15, 46.16, "port"),
	town("toulon", "Toulon", "france", 5.93, 43.12, "port"),

	// Neutral and small countries.
	town("luxembourg", "Luxembourg", "luxembourg", 6.13, 49.61),
	town("rotterdam", "Rotterdam", "netherlands", 4.48, 51.92),

	// French towns.
	town("arras", "Arras", "france", 2.78, 50.29),
	town("saint-quentin", "Saint-Quentin", "france", 3.29, 49.85),
	town("laon", "Laon", "france", 3.62, 49.56),
	town("soissons", "Soissons", "france", 3.32, 49.38),
	town("sedan", "Sedan", "france", 4.94, 49.70),
	town("chalons", "Châlons", "france", 4.36, 48.96),
	town("bar-le-duc", "Bar-le-Duc", "france", 5.16, 48.77),
	town("chaumont", "Chaumont", "france", 5.14, 48.11),
	town("besancon", "Besançon", "france", 6.02, 47.24),
	town("compiegne", "Compiègne", "france", 2.83, 49.42),
	town("beauvais", "Beauvais", "france", 2.08, 49.43),
	town("chartres", "Chartres", "france", 1.49, 48.45),
	town("auxerre", "Auxerre", "france", 3.57, 47.80),
	town("nevers", "Nevers", "france", 3.16, 46.99),
	town("bourges", "Bourges", "france", 2.40, 47.08),
	town("angers", "Angers", "france", -0.55, 47.47),
	town("poitiers", "Poitiers", "france", 0.34, 46.58),
	town("grenoble", "Grenoble", "france", 5.72, 45.19),
	town("avignon", "Avignon", "france", 4.81, 43.95),
	town("montpellier", "Montpellier", "france", 3.88, 43.61),
	town("nice", "Nice", "france", 7.27, 43.70),
	town("perpignan", "Perpignan", "france", 2.90, 42.70),
	town("bayonne", "Bayonne", "france", -1.47, 43.49),

	// German towns.
	town("mulhouse", "Mulhouse", "germany", 7.34, 47.75),
	town("colmar", "Colmar", "germany", 7.36, 48.08),
	town("trier", "Trier", "germany", 6.64, 49.75),
	town("kaiserslautern", "Kaiserslautern", "germany", 7.77, 49.44),
	town("ulm", "Ulm", "germany", 9.99, 48.40),
	town("heilbronn", "Heilbronn", "germany", 9.22, 49.14),
	town("osnabruck", "Osnabrück", "germany", 8.05, 52.27),
	town("paderborn", "Paderborn", "germany", 8.75, 51.72),
	town("gottingen", "Göttingen", "germany", 9.93, 51.53),
	town("hanover", "Hanover", "germany", 9.73, 52.37),
	town("erfurt", "Erfurt", "germany", 11.03, 50.98),
	town("leipzig", "Leipzig", "germany", 12.37, 51.34),
	town("fulda", "Fulda", "germany", 9.68, 50.55),
	town("giessen", "Giessen", "germany", 8.68, 50.58),
	town("bamberg", "Bamberg", "germany", 10.89, 49.89),
	town("regensburg", "Regensburg", "germany", 12.10, 49.01),
	town("ingolstadt", "Ingolstadt", "germany", 11.42, 48.76),
	town("konstanz", "Konstanz", "germany", 9.17, 47.66),
	town("kempten", "Kempten", "germany", 10.32, 47.73),
}

// westRegions are the countries of the West Front map.
var westRegions = []regionDef{
	{"france", "France", "#5b7fb5", "F", "france"},
	{"belgium", "Belgium", "#d4a017", "B", "belgium"},
	{"luxembourg", "Luxembourg", "#8a6fb0", "L", ""},
	{"netherlands", "Netherlands", "#e07b28", "N", ""},
	{"germany", "Germany", "#6f7c5f", "G", "germany"},
	{"switzerland", "Switzerland", "#c0392b", "S", ""},
	{"italy", "Italy", "#3f8f4f", "I", ""},
	{"spain", "Spain", "#c9a227", "E", ""},
}

// buildWest makes the West Front map. doverHex is Dover's label on the
// England map.
func buildWest(doverHex string) (*mapFile, *hexMap) {
	m := newHexMap(westSpec)

	// Small features the hex-sized sampling would miss.
	m.setTerrainAt(LL{4.95, 49.15}, "forest")      // Argonne
	m.setTerrainAt(LL{3.85, 48.83}, "flood_plain") // Saint-Gond marshes
	// Calais is land with the Channel straight north of it.
	m.setTerrain(m.mustCell(calaisHex), "clear")
	m.setTerrain(m.mustCell(nArrowHex), "sea")

	g := m.vertices()
	m.addAllSea(g)
	for _, r := range rivers {
		m.addLine(g, r, "river")
	}
	for _, r := range estuaries {
		m.addLine(g, r, "all_sea")
	}

	pl := newPlacer(m)
	for _, p := range westPlaces {
		pl.add(p)
	}

	// Ultimate supply sources on the map's edges.
	paris := pl.byID("paris").cells[0]
	mainland := m.landComponent(paris)
	var allied, german []board.Cell
	for i := 0; i < m.topo.Len(); i++ {
		c := m.topo.Cell(i)
		col, row := m.topo.Offset(c)
		if !m.land[i] {
			continue
		}
		switch {
		case m.region[i] == "france" && (col == 0 || row == westSpec.rows-1) && mainland[i]:
			allied = append(allied, c)
		case m.region[i] == "germany" && (col == westSpec.cols-1 || row == 0):
			german = append(german, c)
		}
	}
	pl.addCells(placeSpec{id: "allied-sources", name: "Allied ultimate supply sources", kinds: []string{"supply_source"}}, allied)
	pl.addCells(placeSpec{id: "german-sources", name: "German ultimate supply sources", kinds: []string{"supply_source"}}, german)

	munich := m.label(pl.byID("munich").cells[0])
	bounds := m.topo.Bounds()
	bx := float64(int(bounds.Max.X/10)*10 + 40)
	f := &mapFile{
		header: westHeader,
		id:     "vernian-west", name: "West Front",
		description: "France, the Low Countries and western Germany in May 1914, about 42 km a hex, " +
			"for 20,000 Leagues under the Trenches. Drawn for Sandtable from real geography.",
		m: m, regions: westRegions, places: pl.out,
		boxes: []boxDef{
			{id: "turn-track", name: "Turn Record Track", kind: "turn_track", x: bx, y: 20, w: 240, h: 420,
				slots: []string{"A", "B", "C", "D", "E", "F", "G", "H"}},
			{id: "available", name: "Available units", kind: "available", color: "#eef2f7", x: bx, y: 470, w: 240, h: 260},
			{id: "german-tunnel", name: "Tunnel (Turn Record Track)", kind: "holding", color: "#e6e3da", x: bx, y: 760, w: 240, h: 260},
		},
		links: []linkDef{
			{cell: nArrowHex, toMap: "vernian-england", toCell: doverHex, kinds: []string{"air"},
				note: "N arrow hex: a Zeppelin entering from W7005 is placed on Dover (000, Crossing the Channel)"},
			{cell: munich, toMap: "vernian-england", toCell: doverHex, kinds: []string{"tunnel"},
				note: "The Kaiser's tunnel (Munich end)"},
		},
	}
	return f, m
}

const westHeader = `West Front: France, Belgium, Luxembourg, the southern Netherlands and
western Germany with the frontiers of 1914 (Alsace-Lorraine, Metz and
Strasbourg German; Eupen-Malmedy German), for the Vernian WWI variant
"20,000 Leagues under the Trenches".

Original map for Sandtable: hexes placed from the real latitude and
longitude of towns, coasts, frontiers, relief and rivers (approximate);
no published game's map was copied.

GENERATED by "go run ./maps/internal/genvernian" (see its doc comment);
change the generator, not this file.

Grid: flat-top hexes, about 42 km across the flats, columns W57..W93 west
to east, rows 00..27 north to south. W7005 is Calais; W7004, the Channel
hex straight north of it, is the "N arrow hex" linked to Dover on the
England map. Southern England is drawn for geography only, in no region:
play there uses the vernian-england map. Land in no region east and south
of Bavaria is Austria-Hungary.

Ultimate supply sources: "allied-sources" is every French mainland hex on
the west (W57xx) and south (row 27) edges; "german-sources" is every German
hex on the east (W93xx) and north (row 00) edges.

Hex centres: W5700 is at about 5.3°W 52.7°N, W9327 at 12.5°E 42.5°N; run
the generator with -where LABEL to locate any hex.`

func (f *mapFile) summary() string {
	m := f.m
	land, counts := 0, map[string]int{}
	for i := range m.land {
		if m.land[i] {
			land++
		}
		counts[m.terrain[i]]++
	}
	rivers, allsea := 0, 0
	for _, v := range m.edges {
		if v == "river" {
			rivers++
		} else {
			allsea++
		}
	}
	return fmt.Sprintf("%s: %d×%d, %d land (clear %d%%, forest %d, mountain %d, flood %d), %d river sides, %d all-sea sides",
		f.id, m.spec.cols, m.spec.rows, land, 100*counts["clear"]/max(land, 1), counts["forest"], counts["mountain"],
		counts["flood_plain"], rivers, allsea)
}
