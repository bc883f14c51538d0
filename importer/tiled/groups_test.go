package tiled

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"sandtable/maps"
)

// Layers inside groups count in document order (a group's tile layer
// above an earlier top-level layer wins), hidden groups hide their layers,
// and tile properties give a terrain's colour, move cost and impassability.
func TestGroupsAndTileProperties(t *testing.T) {
	tmx := `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8" infinite="0">
 <tileset firstgid="1" name="t" tilewidth="8" tileheight="8" tilecount="3" columns="3">
  <tile id="0" class="plain"><properties><property name="color" type="color" value="#ff102030"/></properties></tile>
  <tile id="1" class="hills"><properties><property name="move_cost" type="int" value="2"/><property name="color" value="#405060"/></properties></tile>
  <tile id="2" class="lake"><properties><property name="impassable" type="bool" value="true"/><property name="color" value="#0000ff"/></properties></tile>
 </tileset>
 <layer id="1" name="base" width="2" height="2"><data encoding="csv">1,1,1,1</data></layer>
 <group id="2" name="upper">
  <layer id="3" name="hills" width="2" height="2"><data encoding="csv">0,2,0,0</data></layer>
  <objectgroup id="4" name="towns"><object id="1" name="Ash" type="City" x="12" y="12"><point/></object></objectgroup>
 </group>
 <group id="5" name="off" visible="0">
  <group id="6" name="inner">
   <layer id="7" name="lakes" width="2" height="2"><data encoding="csv">3,3,3,3</data></layer>
  </group>
 </group>
 <layer id="8" name="lake" width="2" height="2"><data encoding="csv">0,0,3,0</data></layer>
</map>`
	res, err := Import("groups.tmx", []byte(tmx), nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load("groups.toml", []byte(res.TOML))
	if err != nil {
		t.Fatalf("%v\n%s", err, res.TOML)
	}
	want := []string{"plain", "hills", "lake", "plain"}
	for i, w := range want {
		c, _ := m.CellAt(i%2, i/2)
		if got := m.TerrainAt(c).Name; got != w {
			t.Errorf("cell %s: %q, want %q", m.Label(c), got, w)
		}
	}
	for _, c := range []struct {
		id, color  string
		cost       int
		impassable bool
	}{{"plain", "#102030", 1, false}, {"hills", "#405060", 2, false}, {"lake", "#0000ff", 1, true}} {
		tr := m.Terrain(c.id)
		if tr == nil {
			t.Errorf("no terrain %q", c.id)
			continue
		}
		if got := "#" + hex2(tr.Color.R) + hex2(tr.Color.G) + hex2(tr.Color.B); got != c.color || tr.MoveCost != c.cost || tr.Impassable != c.impassable {
			t.Errorf("terrain %s: %s cost %d impassable %v, want %s %d %v", c.id, got, tr.MoveCost, tr.Impassable, c.color, c.cost, c.impassable)
		}
	}
	checkPlace(t, m, "Ash", []string{"city"}, []string{"0202"}, 0)
	if !reportHas(res.Report, `tile layer "lakes": hidden in Tiled, not imported`) {
		t.Errorf("report: %q", res.Report)
	}

	// The same in JSON.
	tmj := `{"type":"map","orientation":"orthogonal","width":2,"height":2,"tilewidth":8,"tileheight":8,
 "tilesets":[{"firstgid":1,"name":"t","tilewidth":8,"tileheight":8,"tilecount":3,"columns":3,"tiles":[
  {"id":0,"class":"plain","properties":[{"name":"color","type":"color","value":"#ff102030"}]},
  {"id":1,"class":"hills","properties":[{"name":"move_cost","type":"int","value":2},{"name":"color","type":"string","value":"#405060"}]},
  {"id":2,"class":"lake","properties":[{"name":"impassable","type":"bool","value":true},{"name":"color","type":"string","value":"#0000ff"}]}]}],
 "layers":[
  {"type":"tilelayer","name":"base","width":2,"height":2,"data":[1,1,1,1]},
  {"type":"group","name":"upper","layers":[
   {"type":"tilelayer","name":"hills","width":2,"height":2,"data":[0,2,0,0]},
   {"type":"objectgroup","name":"towns","objects":[{"id":1,"name":"Ash","class":"City","x":12,"y":12,"point":true}]}]},
  {"type":"group","name":"off","visible":false,"layers":[{"type":"group","name":"inner","layers":[
   {"type":"tilelayer","name":"lakes","width":2,"height":2,"data":[3,3,3,3]}]}]},
  {"type":"tilelayer","name":"lake","width":2,"height":2,"data":[0,0,3,0]}]}`
	res2, err := Import("groups.tmj", []byte(tmj), nil)
	if err != nil {
		t.Fatal(err)
	}
	a := strings.SplitN(string(res.TOML), "\n", 2)[1]
	b := strings.SplitN(string(res2.TOML), "\n", 2)[1]
	if a != b {
		t.Errorf("the JSON map imports differently from the XML one:\n%s\n---\n%s", a, b)
	}
}

func hex2(v uint8) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[v>>4], digits[v&15]})
}

// Terrain types get readable ids and symbols: the name made into an id,
// the initial when free, else a numbered tile's number, else the initial
// in capitals; "No tile" is '.'.
func TestTerrainIDsAndSymbols(t *testing.T) {
	im := &importer{}
	for _, n := range []string{"Forest", "Fortress", "terrain 2", "terrain 3", "Forest!", "No tile"} {
		k := &kind{name: n, key: "n:" + n}
		if n == "No tile" {
			k.key = "empty"
		}
		im.kinds = append(im.kinds, k)
	}
	im.ids()
	want := []struct {
		id     string
		symbol rune
	}{{"forest", 'f'}, {"fortress", 'F'}, {"terrain_2", 't'}, {"terrain_3", '3'}, {"forest_2", '2'}, {"no_tile", '.'}}
	for i, w := range want {
		if k := im.kinds[i]; k.id != w.id || k.symbol != w.symbol {
			t.Errorf("%q: id %q symbol %q, want %q %q", k.name, k.id, k.symbol, w.id, w.symbol)
		}
	}
}

// With more kinds of tile than a map's 255 terrain types, the 255
// commonest are kept and each rarer one takes the kept type of the
// nearest colour.
func TestTooManyKindsOfTile(t *testing.T) {
	// Tiles 1..255 (local 0..254) are red levels 1..255, each on two
	// cells; tiles 256..300 (local 255+k) are on one cell each, coloured
	// as local tile 4×k (red 4k+1), the nearest of the kept colours.
	var tiles strings.Builder
	for i := 0; i < 300; i++ {
		red := i + 1
		if i >= 255 {
			red = 4*(i-255) + 1
		}
		fmt.Fprintf(&tiles, `<tile id="%d"><properties><property name="color" value="#%02x0000"/></properties></tile>`, i, red)
	}
	var cells []string
	for i := 0; i < 255; i++ {
		cells = append(cells, strconv.Itoa(i+1), strconv.Itoa(i+1))
	}
	for i := 255; i < 300; i++ {
		cells = append(cells, strconv.Itoa(i+1))
	}
	tmx := fmt.Sprintf(`<map orientation="orthogonal" width="%d" height="1" tilewidth="8" tileheight="8">
<tileset firstgid="1" name="r" tilewidth="8" tileheight="8" tilecount="300" columns="10">%s</tileset>
<layer name="g" width="%d" height="1"><data encoding="csv">%s</data></layer></map>`, len(cells), tiles.String(), len(cells), strings.Join(cells, ","))
	res, err := Import("many.tmx", []byte(tmx), nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load("many.toml", res.TOML)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Terrains) != 255 {
		t.Errorf("%d terrain types, want 255", len(m.Terrains))
	}
	for i := 255; i < 300; i++ {
		c, _ := m.CellAt(510+i-255, 0)
		want := fmt.Sprintf("r %d", 4*(i-255))
		if got := m.TerrainAt(c).Name; got != want {
			t.Errorf("the cell of tile %d: terrain %q, want %q", i, got, want)
		}
	}
	if !reportHas(res.Report, "300 kinds of tile, more than the 255 terrain types a map may have: the 45 rarest take the terrain of the nearest colour") {
		t.Errorf("report: %q", res.Report)
	}
}

// A rotated rectangle's middle turns with it about its corner (Tiled
// rotates clockwise about the object's position), a tile object's
// position is its bottom-left corner, and an object layer's offset moves
// its objects.
func TestObjectPositions(t *testing.T) {
	tmx := `<map orientation="orthogonal" width="6" height="4" tilewidth="16" tileheight="16">
<objectgroup name="o">
 <object id="1" name="Turned" x="42" y="2" width="16" height="32" rotation="90"/>
 <object id="2" name="Straight" x="42" y="2" width="16" height="32"/>
 <object id="3" name="Tile" gid="5" x="0" y="64" width="36" height="16"/>
</objectgroup>
<objectgroup name="moved" offsetx="16" offsety="16">
 <object id="4" name="Moved" x="4" y="4"><point/></object>
</objectgroup>
</map>`
	res, err := Import("pos.tmx", []byte(tmx), nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load("pos.toml", res.TOML)
	if err != nil {
		t.Fatal(err)
	}
	// Turned: the middle (8, 16) from the corner, turned 90° clockwise on
	// screen (y down), is (-16, 8): (26, 10), column 1, row 0. Straight:
	// (50, 18), column 3, row 1. Tile: (18, 56), column 1, row 3. Moved:
	// (20, 20), column 1, row 1.
	checkPlace(t, m, "Turned", []string{"other"}, []string{"0201"}, 0)
	checkPlace(t, m, "Straight", []string{"other"}, []string{"0402"}, 0)
	checkPlace(t, m, "Tile", []string{"other"}, []string{"0204"}, 0)
	checkPlace(t, m, "Moved", []string{"other"}, []string{"0202"}, 0)
}

// Tiled's old XML tile data (a <tile gid=""/> per cell, no gid for an
// empty cell) is read too. The empty first column is left off the map;
// the other keeps its label.
func TestXMLTileElements(t *testing.T) {
	tmx := `<map orientation="orthogonal" width="2" height="1" tilewidth="8" tileheight="8">
<tileset firstgid="1" name="t" tilewidth="8" tileheight="8" tilecount="1" columns="1"><tile id="0" class="road"/></tileset>
<layer name="g" width="2" height="1"><data><tile/><tile gid="2147483649"/></data></layer></map>`
	res, err := Import("old.tmx", []byte(tmx), nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.Load("old.toml", res.TOML)
	if err != nil {
		t.Fatal(err)
	}
	if n := m.Topology.Len(); n != 1 {
		t.Fatalf("%d cells, want 1", n)
	}
	c, _ := m.CellAt(0, 0)
	if got, label := m.TerrainAt(c).Name, m.Label(c); got != "road" || label != "0201" {
		t.Errorf("cell %s: %q, want 0201: road", label, got)
	}
}
