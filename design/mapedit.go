package design

import (
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"

	"sandtable/board"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// TerrainSpec is a map's terrain type as a [terrain.ID] table writes it.
type TerrainSpec struct {
	ID         string `toml:"-"`
	Name       string `toml:"name"`
	Color      string `toml:"color"`
	Symbol     string `toml:"symbol"`
	MoveCost   *int   `toml:"move_cost"`
	Impassable bool   `toml:"impassable"`
	Pattern    string `toml:"pattern"`
}

// Text is the terrain type's canonical [terrain.ID] table.
func (t TerrainSpec) Text() string {
	return WriteTable(tomlfile.Join("terrain", t.ID), false, []KV{{"name", t.Name, false}, {"color", t.Color, false},
		{"symbol", t.Symbol, false}, {"move_cost", t.MoveCost, false}, {"impassable", t.Impassable, false},
		{"pattern", t.Pattern, false}})
}

// EdgeFeatureSpec is a map's edge feature type, an [edge_feature.ID]
// table: river, all-sea hexside, road, bridge...
type EdgeFeatureSpec struct {
	ID         string   `toml:"-"`
	Name       string   `toml:"name"`
	Color      string   `toml:"color"`
	Width      *float64 `toml:"width"`
	Style      string   `toml:"style"`
	MoveCost   int      `toml:"move_cost"`
	Impassable bool     `toml:"impassable"`
}

// Text is the edge feature's canonical [edge_feature.ID] table.
func (e EdgeFeatureSpec) Text() string {
	var width any
	if e.Width != nil {
		width = *e.Width
	}
	return WriteTable(tomlfile.Join("edge_feature", e.ID), false, []KV{{"name", e.Name, false}, {"color", e.Color, false},
		{"width", width, e.Width != nil}, {"style", e.Style, false}, {"move_cost", e.MoveCost, false},
		{"impassable", e.Impassable, false}})
}

// PlaceSpec is a map's [[place]].
type PlaceSpec struct {
	ID     string   `toml:"id"`
	Name   string   `toml:"name"`
	Kinds  []string `toml:"kinds"`
	Cells  []string `toml:"cells"`
	VP     int      `toml:"vp"`
	Side   string   `toml:"side"`
	Nation string   `toml:"nation"`
	Region string   `toml:"region"`
}

// Text is the place's canonical [[place]] item.
func (p PlaceSpec) Text() string {
	return WriteTable("place", true, []KV{{"id", p.ID, false}, {"name", p.Name, false},
		{"kinds", p.Kinds, false}, {"cells", p.Cells, false}, {"vp", p.VP, false},
		{"side", p.Side, false}, {"nation", p.Nation, false}, {"region", p.Region, false}})
}

// BoxSpec is a map's [[box]].
type BoxSpec struct {
	ID    string   `toml:"id"`
	Name  string   `toml:"name"`
	Kind  string   `toml:"kind"`
	Side  string   `toml:"side"`
	Color string   `toml:"color"`
	X     float64  `toml:"x"`
	Y     float64  `toml:"y"`
	W     float64  `toml:"w"`
	H     float64  `toml:"h"`
	Slots []string `toml:"slots"`
}

// Text is the box's canonical [[box]] item.
func (b BoxSpec) Text() string {
	return WriteTable("box", true, []KV{{"id", b.ID, false}, {"name", b.Name, false},
		{"kind", b.Kind, false}, {"side", b.Side, false}, {"color", b.Color, false},
		{"x", b.X, true}, {"y", b.Y, true}, {"w", b.W, true}, {"h", b.H, true}, {"slots", b.Slots, false}})
}

// SpaceSpec is a graph map's [[space]].
type SpaceSpec struct {
	ID      string      `toml:"id"`
	Name    string      `toml:"name"`
	X       float64     `toml:"x"`
	Y       float64     `toml:"y"`
	Polygon [][]float64 `toml:"polygon"`
	Radius  float64     `toml:"radius"`
	Terrain string      `toml:"terrain"`
}

// Text is the space's canonical [[space]] item.
func (s SpaceSpec) Text() string {
	return WriteTable("space", true, []KV{{"id", s.ID, false}, {"name", s.Name, false},
		{"x", s.X, true}, {"y", s.Y, true}, {"polygon", s.Polygon, false}, {"radius", s.Radius, false},
		{"terrain", s.Terrain, false}})
}

// ConnectionSpec is a graph map's [[connection]].
type ConnectionSpec struct {
	A        string   `toml:"a"`
	B        string   `toml:"b"`
	Kind     string   `toml:"kind"`
	Features []string `toml:"features"`
}

// Text is the connection's canonical [[connection]] item.
func (c ConnectionSpec) Text() string {
	return WriteTable("connection", true, []KV{{"a", c.A, false}, {"b", c.B, false},
		{"kind", c.Kind, false}, {"features", c.Features, false}})
}

// decodeEntry decodes the keys of entry e (a table or array item) into v.
func decodeEntry(e Entry, v any) error {
	var top map[string]toml.Primitive
	md, err := toml.Decode(e.Text, &top)
	if err != nil {
		return fmt.Errorf("design: %s: %v", e.Name, err)
	}
	parts := nameParts(e.Name)
	prim, ok := top[parts[0]]
	for _, p := range parts[1:] {
		var m map[string]toml.Primitive
		if !ok || md.PrimitiveDecode(prim, &m) != nil {
			return fmt.Errorf("design: cannot read [%s]", e.Name)
		}
		prim, ok = m[p]
	}
	if !ok {
		return fmt.Errorf("design: cannot read [%s]", e.Name)
	}
	if e.Kind == ArrayItem {
		var items []toml.Primitive
		if err := md.PrimitiveDecode(prim, &items); err != nil || len(items) != 1 {
			return fmt.Errorf("design: cannot read [[%s]]", e.Name)
		}
		prim = items[0]
	}
	return md.PrimitiveDecode(prim, v)
}

// headerValue decodes top-level key of the file into v; false when the
// key is not there or does not decode.
func (f *File) headerValue(key string, v any) bool {
	text := f.entries[0].Text
	st, ok := findKey(text, key)
	if !ok {
		return false
	}
	var m map[string]toml.Primitive
	md, err := toml.Decode(text[st.start:st.end], &m)
	if err != nil {
		return false
	}
	return md.PrimitiveDecode(m[key], v) == nil
}

// grid is what the designer needs of a map's [grid].
type grid struct {
	Kind        string  `toml:"kind"`
	Orientation string  `toml:"orientation"`
	Cols        int     `toml:"cols"`
	Rows        int     `toml:"rows"`
	Size        float64 `toml:"size"`
	Shove       string  `toml:"shove"`
	Diagonals   bool    `toml:"diagonals"`
}

// grid reads the map's [grid].
func (f *File) grid() (grid, error) {
	var g grid
	i := f.Find(Table, "grid")
	if i < 0 {
		return g, fmt.Errorf("design: the map has no [grid]")
	}
	err := decodeEntry(f.entries[i], &g)
	return g, err
}

// Terrain reads the map's terrain type id from its [terrain.ID] table.
func (f *File) Terrain(id string) (TerrainSpec, error) {
	t := TerrainSpec{ID: id}
	i := f.Find(Table, tomlfile.Join("terrain", id))
	if i < 0 {
		return t, fmt.Errorf("design: the map has no terrain %q", id)
	}
	err := decodeEntry(f.entries[i], &t)
	return t, err
}

// Terrains are the map's terrain types, in file order.
func (f *File) Terrains() []TerrainSpec {
	var out []TerrainSpec
	for _, i := range f.Tables("terrain") {
		parts := nameParts(f.entries[i].Name)
		if len(parts) != 2 {
			continue
		}
		id := parts[1]
		if t, err := f.Terrain(id); err == nil {
			out = append(out, t)
		}
	}
	return out
}

// afterLast is where a new entry of the array or table family name goes:
// after the last one, else after the last entry of the first of after
// that the file has, else before the trailer.
func (f *File) afterLast(kind EntryKind, name string, after ...string) int {
	last := func(kind EntryKind, name string) int {
		at := -1
		for i, e := range f.entries {
			if e.Kind == kind && e.Name == name || kind == Table && e.Kind == Table && strings.HasPrefix(e.Name, name+".") {
				at = i
			}
		}
		return at
	}
	if i := last(kind, name); i >= 0 {
		_, end := f.Span(i) // an array item's sub-tables go with it
		return end
	}
	for _, a := range after {
		if i := last(Table, a); i >= 0 {
			return i + 1
		}
		if i := last(ArrayItem, a); i >= 0 {
			_, end := f.Span(i)
			return end
		}
	}
	n := len(f.entries)
	if f.entries[n-1].Kind == Trailer {
		return n - 1
	}
	return n
}

// lead is the comments and blank lines that begin entry text: kept when
// the entry is rewritten.
func lead(text string) string {
	sts := statements(text)
	if len(sts) > 0 && sts[0].comment {
		return text[:sts[0].end]
	}
	return ""
}

// withGap puts a blank line before a new entry's canonical text.
func withGap(text string) string { return "\n" + text }

// AddTerrain adds terrain type t (after the last [terrain.*] table).
func (f *File) AddTerrain(t TerrainSpec) error {
	if f.Find(Table, tomlfile.Join("terrain", t.ID)) >= 0 {
		return fmt.Errorf("design: the map already has terrain %q", t.ID)
	}
	tx := f.begin("add terrain " + t.ID)
	tx.insert(f.afterLast(Table, "terrain", "grid.labels", "grid"), withGap(t.Text()))
	return tx.commit()
}

// SetTerrain rewrites terrain type t.ID's table as t (keeping the comments
// before it); painted cells keep their symbols, so changing the symbol
// of a terrain that is painted leaves them to be repainted (check says so).
func (f *File) SetTerrain(t TerrainSpec) error {
	i := f.Find(Table, tomlfile.Join("terrain", t.ID))
	if i < 0 {
		return fmt.Errorf("design: the map has no terrain %q", t.ID)
	}
	tx := f.begin("change terrain " + t.ID)
	tx.setText(i, lead(f.entries[i].Text)+t.Text())
	return tx.commit()
}

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

// symbolOf is terrain id's symbol, giving it a free one (in tx) when it
// has none.
func (f *File) symbolOf(tx *tx, id string) (rune, error) {
	t, err := f.Terrain(id)
	if err != nil {
		return 0, err
	}
	if r := []rune(t.Symbol); len(r) == 1 {
		return r[0], nil
	}
	used := map[rune]bool{}
	for _, o := range f.Terrains() {
		for _, r := range o.Symbol {
			used[r] = true
		}
	}
	for _, r := range []rune(strings.ToLower(id) + "abcdefghijklmnopqrstuvwxyz0123456789.~^*+=%&@$?!ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		if !used[r] && r > ' ' && r != '"' && r != '\\' && r < 0x7f {
			tx.setKey(f.Find(Table, tomlfile.Join("terrain", id)), "symbol", Quote(string(r)))
			return r, nil
		}
	}
	return 0, fmt.Errorf("design: no free symbol for terrain %q", id)
}

// rowsKey finds the statement of terrain_rows or region_rows in the
// top-level keys, making it (every cell fill) in tx when it is missing.
func (f *File) rowsKey(tx *tx, key string, fill rune) (statement, error) {
	text := f.entries[0].Text
	if st, ok := findKey(text, key); ok {
		return st, nil
	}
	g, err := f.grid()
	if err != nil {
		return statement{}, err
	}
	if g.Kind == "graph" || g.Cols < 1 || g.Rows < 1 {
		return statement{}, fmt.Errorf("design: %s is for hex and square grids", key)
	}
	row := strings.Repeat(string(fill), g.Cols)
	rows := make([]string, g.Rows)
	for i := range rows {
		rows[i] = row
	}
	tx.insertAt(0, keysEnd(text), writeRows(key, rows))
	if tx.err != nil {
		return statement{}, tx.err
	}
	st, _ := findKey(f.entries[0].Text, key)
	return st, nil
}

// defaultTerrain is the terrain cells without a symbol have: the
// default_terrain key, else the first terrain type.
func (f *File) defaultTerrain() string {
	var id string
	if f.headerValue("default_terrain", &id) {
		return id
	}
	if ts := f.Terrains(); len(ts) > 0 {
		return ts[0].ID
	}
	return ""
}

// Cell is a grid cell by zero-based column and row, as terrain_rows
// counts them.
type Cell struct{ Col, Row int }

// PaintCells sets the terrain of cells to terrain id, as one edit (a
// brush stroke): one character of terrain_rows each. A terrain without a
// symbol is given one; a map without terrain_rows gets them, every cell
// of the default terrain.
func (f *File) PaintCells(cells []Cell, id string) error {
	tx := f.begin("paint " + id)
	f.paint(tx, cells, "terrain_rows", func() (rune, error) { return f.symbolOf(tx, id) }, func() (rune, error) {
		return f.symbolOf(tx, f.defaultTerrain())
	})
	return tx.commit()
}

// PaintCell sets the terrain of one cell: PaintCells of one.
func (f *File) PaintCell(col, row int, id string) error {
	return f.PaintCells([]Cell{{col, row}}, id)
}

// PaintRegion sets the region of cells to region id ("" for none), as one
// edit: one character of region_rows each ("." is no region). The region
// must have a symbol.
func (f *File) PaintRegion(cells []Cell, id string) error {
	tx := f.begin("paint region " + id)
	f.paint(tx, cells, "region_rows", func() (rune, error) {
		if id == "" {
			return '.', nil
		}
		for _, i := range f.Items("region") {
			var r struct {
				ID     string `toml:"id"`
				Symbol string `toml:"symbol"`
			}
			if decodeEntry(f.entries[i], &r) == nil && r.ID == id {
				if s := []rune(r.Symbol); len(s) == 1 {
					return s[0], nil
				}
				return 0, fmt.Errorf("design: region %q has no symbol to paint with", id)
			}
		}
		return 0, fmt.Errorf("design: the map has no region %q", id)
	}, func() (rune, error) { return '.', nil })
	return tx.commit()
}

// paint writes symbol sym into each cell's character of the rows key.
func (f *File) paint(tx *tx, cells []Cell, key string, sym, fill func() (rune, error)) {
	r, err := sym()
	if err != nil {
		tx.err = err
		return
	}
	text := f.entries[0].Text
	if _, ok := findKey(text, key); !ok {
		fr, err := fill()
		if err != nil {
			tx.err = err
			return
		}
		if _, err := f.rowsKey(tx, key, fr); err != nil {
			tx.err = err
			return
		}
	}
	text = f.entries[0].Text // as rowsKey may have made it
	st, _ := findKey(text, key)
	rows := stringsIn(text, st)
	put := symbolText(r)
	byRow := map[int]map[int]bool{}
	for _, c := range cells {
		if c.Row < 0 || c.Row >= len(rows) {
			tx.err = fmt.Errorf("design: %s has no row %d", key, c.Row+1)
			return
		}
		if byRow[c.Row] == nil {
			byRow[c.Row] = map[int]bool{}
		}
		byRow[c.Row][c.Col] = true
	}
	// One patch per row, from its first painted character to its last
	// (one character for one cell), the last row first so that the
	// offsets of the rows before stay good.
	for row := len(rows) - 1; row >= 0; row-- {
		cols := byRow[row]
		if cols == nil {
			continue
		}
		offs := charSpans(text, rows[row]) // every character's span in the row
		lo, hi := -1, -1
		for c := range cols {
			if c < 0 || c >= len(offs) {
				tx.err = fmt.Errorf("design: %s row %d has no column %d", key, row+1, c+1)
				return
			}
			if lo < 0 || c < lo {
				lo = c
			}
			if c > hi {
				hi = c
			}
		}
		var b strings.Builder
		for c := lo; c <= hi; c++ {
			if cols[c] {
				b.WriteString(put)
			} else {
				b.WriteString(text[offs[c][0]:offs[c][1]])
			}
		}
		a, e := offs[lo][0], offs[hi][1]
		tx.replace(0, a, text[a:e], b.String())
		if tx.err != nil {
			return
		}
	}
}

// symbolAt is the symbol at (col, row) of the rows key, -1 when none.
func (f *File) symbolAt(key string, c Cell) string {
	text := f.entries[0].Text
	st, ok := findKey(text, key)
	if !ok {
		return ""
	}
	rows := stringsIn(text, st)
	if c.Row < 0 || c.Row >= len(rows) || c.Col < 0 {
		return ""
	}
	a, b, ok := charAt(text, rows[c.Row], c.Col)
	if !ok {
		return ""
	}
	return text[a:b]
}

// rowSymbols reads the rows key (terrain_rows, region_rows) as the
// symbol text of every cell, by row and column.
func (f *File) rowSymbols(key string) [][]string {
	text := f.entries[0].Text
	st, ok := findKey(text, key)
	if !ok {
		return nil
	}
	var out [][]string
	for _, l := range stringsIn(text, st) {
		var row []string
		for k := 0; ; k++ {
			a, b, ok := charAt(text, l, k)
			if !ok {
				break
			}
			row = append(row, text[a:b])
		}
		out = append(out, row)
	}
	return out
}

// Fill paints terrain id over the cells joined to (col, row) that have
// its symbol in terrain_rows: a flood fill through neighbouring cells of
// the grid, as one edit. It needs the map as last checked good.
func (f *File) Fill(col, row int, id string) error {
	g, ok := f.gridTopology()
	if !ok {
		return fmt.Errorf("design: fill needs a hex or square map that checks clean")
	}
	start := Cell{col, row}
	grid := f.rowSymbols("terrain_rows")
	at := func(c Cell) string {
		if c.Row < 0 || c.Row >= len(grid) || c.Col < 0 || c.Col >= len(grid[c.Row]) {
			return ""
		}
		return grid[c.Row][c.Col]
	}
	was := at(start)
	if was == "" {
		return fmt.Errorf("design: no cell at column %d, row %d in terrain_rows", col+1, row+1)
	}
	seen := map[Cell]bool{start: true}
	todo := []Cell{start}
	var region []Cell
	var buf []board.Cell
	for len(todo) > 0 {
		c := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		region = append(region, c)
		buf = g.Neighbors(g.FromOffset(c.Col, c.Row), buf[:0])
		for _, n := range buf {
			nc, nr := g.Offset(n)
			nn := Cell{nc, nr}
			if !seen[nn] && at(nn) == was {
				seen[nn] = true
				todo = append(todo, nn)
			}
		}
	}
	return f.PaintCells(region, id)
}

// lastMap is the map as last checked good (nil when none).
func (f *File) gridTopology() (board.OffsetGrid, bool) {
	if f.good == nil {
		return nil, false
	}
	g, ok := f.good.Topology.(board.OffsetGrid)
	return g, ok
}

// edgeItem is one [[edge]] item as read.
type edgeItem struct {
	Feature string   `toml:"feature"`
	Between []string `toml:"between"`
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
	pair := a + "/" + b
	verb := "remove "
	if on {
		verb = "add "
	}
	tx := f.begin(verb + feature + " " + pair)
	first := -1
	for _, i := range f.Items("edge") {
		var e edgeItem
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
			return tx.commit()
		}
	}
	if !on {
		return fmt.Errorf("design: no %s on the edge %s", feature, pair)
	}
	if first < 0 {
		tx.insert(f.afterLast(ArrayItem, "edge", "edge_feature", "terrain_at", "terrain", "grid.labels", "grid"),
			withGap(WriteTable("edge", true, []KV{{"feature", feature, false}, {"between", []string{pair}, false}})))
		return tx.commit()
	}
	tx.appendString(first, "between", pair)
	return tx.commit()
}

// findItem is the entry of the item of array name whose id (or, for
// places, name) is id.
func (f *File) findItem(name, id string) (int, error) {
	for _, i := range f.Items(name) {
		var v struct {
			ID   string `toml:"id"`
			Name string `toml:"name"`
		}
		if decodeEntry(f.entries[i], &v) == nil && (v.ID == id || v.ID == "" && v.Name == id) {
			return i, nil
		}
	}
	return -1, fmt.Errorf("design: the map has no %s %q", name, id)
}

// AddPlace adds place p after the last [[place]].
func (f *File) AddPlace(p PlaceSpec) error {
	tx := f.begin("add place " + p.Name)
	tx.insert(f.afterLast(ArrayItem, "place", "region", "edge", "edge_feature", "terrain_at", "terrain"), withGap(p.Text()))
	return tx.commit()
}

// RenamePlace changes the name of place id (its id, or its name when it
// has none) to name.
func (f *File) RenamePlace(id, name string) error {
	i, err := f.findItem("place", id)
	if err != nil {
		return err
	}
	tx := f.begin("rename place " + id)
	tx.setKey(i, "name", Quote(name))
	return tx.commit()
}

// MovePlace sets the cells of place id to cells (labels).
func (f *File) MovePlace(id string, cells []string) error {
	i, err := f.findItem("place", id)
	if err != nil {
		return err
	}
	tx := f.begin("move place " + id)
	tx.setKey(i, "cells", Value(cells))
	return tx.commit()
}

// SetPlace rewrites place id as p (keeping the comments before it).
func (f *File) SetPlace(id string, p PlaceSpec) error {
	i, err := f.findItem("place", id)
	if err != nil {
		return err
	}
	tx := f.begin("change place " + id)
	tx.setText(i, lead(f.entries[i].Text)+p.Text())
	return tx.commit()
}

// RemovePlace takes place id away.
func (f *File) RemovePlace(id string) error {
	i, err := f.findItem("place", id)
	if err != nil {
		return err
	}
	tx := f.begin("remove place " + id)
	tx.remove(i)
	return tx.commit()
}

// AddBox adds box b after the last [[box]].
func (f *File) AddBox(b BoxSpec) error {
	tx := f.begin("add box " + b.ID)
	tx.insert(f.afterLast(ArrayItem, "box", "place", "region", "edge", "edge_feature", "terrain"), withGap(b.Text()))
	return tx.commit()
}

// RemoveBox takes box id away.
func (f *File) RemoveBox(id string) error {
	i, err := f.findItem("box", id)
	if err != nil {
		return err
	}
	tx := f.begin("remove box " + id)
	tx.remove(i)
	return tx.commit()
}

// AddSpace adds a graph map's space s after the last [[space]].
func (f *File) AddSpace(s SpaceSpec) error {
	tx := f.begin("add space " + s.ID)
	tx.insert(f.afterLast(ArrayItem, "space", "link", "box", "place", "region", "edge", "edge_feature", "terrain"), withGap(s.Text()))
	return tx.commit()
}

// AddConnection adds a graph map's connection c after the last
// [[connection]].
func (f *File) AddConnection(c ConnectionSpec) error {
	tx := f.begin("connect " + c.A + " and " + c.B)
	tx.insert(f.afterLast(ArrayItem, "connection", "space", "link", "box", "place", "region", "edge", "terrain"), withGap(c.Text()))
	return tx.commit()
}

// MoveSpace moves graph space id's centre (where its name and counters
// go) to x, y; its polygon, if any, moves with it.
func (f *File) MoveSpace(id string, x, y float64) error {
	i, err := f.findItem("space", id)
	if err != nil {
		return err
	}
	var s SpaceSpec
	if err := decodeEntry(f.entries[i], &s); err != nil {
		return err
	}
	tx := f.begin("move space " + id)
	tx.setKey(i, "x", Float(x))
	tx.setKey(i, "y", Float(y))
	if len(s.Polygon) > 0 {
		for _, p := range s.Polygon {
			if len(p) == 2 {
				p[0], p[1] = p[0]+x-s.X, p[1]+y-s.Y
			}
		}
		tx.setKey(i, "polygon", Value(s.Polygon))
	}
	return tx.commit()
}

// RemoveSpace takes graph space id away with every [[connection]] that
// names it, as one edit.
func (f *File) RemoveSpace(id string) error {
	i, err := f.findItem("space", id)
	if err != nil {
		return err
	}
	tx := f.begin("remove space " + id)
	items := f.Items("connection")
	for k := len(items) - 1; k >= 0; k-- { // from the end: indexes stay good
		var c ConnectionSpec
		if decodeEntry(f.entries[items[k]], &c) == nil && (strings.EqualFold(c.A, id) || strings.EqualFold(c.B, id)) {
			tx.remove(items[k])
		}
	}
	if i, err = f.findItem("space", id); err != nil { // found again: a connection before it may have gone
		tx.rollback()
		return err
	}
	tx.remove(i)
	return tx.commit()
}

// Decode decodes the keys of entry i (a table or array item, with the
// sub-tables of its Span: a [[unit]]'s steps) into v, a pointer to a
// struct with toml tags (PlaceSpec, BoxSpec, UnitSpec): what an editor
// panel shows of the entry.
func (f *File) Decode(i int, v any) error {
	if i < 1 || i >= len(f.entries) {
		return errEntry(i, len(f.entries))
	}
	e := f.entries[i]
	_, end := f.Span(i)
	for k := i + 1; k < end; k++ {
		e.Text += f.entries[k].Text
	}
	return decodeEntry(e, v)
}

// Places reads the map's places, in file order.
func (f *File) Places() []PlaceSpec {
	var out []PlaceSpec
	for _, i := range f.Items("place") {
		var p PlaceSpec
		if decodeEntry(f.entries[i], &p) == nil {
			out = append(out, p)
		}
	}
	return out
}
