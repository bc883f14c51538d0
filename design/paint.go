package design

import (
	"fmt"
	"strings"

	"sandtable/board"
	"sandtable/internal/tomlfile"
)

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

// AddTerrain adds terrain type t (after the last [terrain.*] table).
func (f *File) AddTerrain(t TerrainSpec) error {
	if f.Find(Table, tomlfile.Join("terrain", t.ID)) >= 0 {
		return fmt.Errorf("design: the map already has terrain %q", t.ID)
	}
	tx := f.begin("add terrain " + t.ID)
	tx.insert(f.afterLast(Table, "terrain", "grid.labels", "grid"), withGap(t.Text()))
	return tx.commit()
}

// SetTerrain makes terrain type t.ID's table say t, changing only the
// keys that differ (SetEntry); painted cells keep their symbols, so changing the symbol
// of a terrain that is painted leaves them to be repainted (check says so).
func (f *File) SetTerrain(t TerrainSpec) error {
	i := f.Find(Table, tomlfile.Join("terrain", t.ID))
	if i < 0 {
		return fmt.Errorf("design: the map has no terrain %q", t.ID)
	}
	tx := f.begin("change terrain " + t.ID)
	tx.setSpec(i, t)
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
	for _, r := range strings.ToLower(id) + "abcdefghijklmnopqrstuvwxyz0123456789.~^*+=%&@$?!ABCDEFGHIJKLMNOPQRSTUVWXYZ" {
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
			var r RegionSpec
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

// gridTopology is the grid of the map as last checked good; false when
// there is none or it is a graph.
func (f *File) gridTopology() (board.OffsetGrid, bool) {
	if f.good == nil {
		return nil, false
	}
	g, ok := f.good.Topology.(board.OffsetGrid)
	return g, ok
}
