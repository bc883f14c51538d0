package maps

import (
	"unicode/utf8"

	"sandtable/board"
	"sandtable/internal/tomlfile"
)

// maxTerrains is how many terrain types fit the per-cell uint8 index.
const maxTerrains = 255

func (b *builder) terrains() {
	d, f, m := b.doc, b.f, b.m
	if len(f.Terrain) == 0 {
		d.Report("terrain", "missing; declare at least one terrain type, e.g. [terrain.clear]")
		return
	}
	if len(f.Terrain) > maxTerrains {
		d.Report("terrain", "%d terrain types is too many (limit %d)", len(f.Terrain), maxTerrains)
		return
	}
	symbols := map[rune]string{}
	ids := d.NewIDs()
	for _, id := range sortedIDs(d, "terrain", f.Terrain) {
		ft := f.Terrain[id]
		path := tomlfile.Join("terrain", id)
		if d.CheckID(path, id) {
			ids.Add(path, id, path)
		}
		t := &Terrain{ID: id, Name: ft.Name, MoveCost: 1, Impassable: ft.Impassable, Pattern: ft.Pattern}
		if t.Name == "" {
			t.Name = id
		}
		t.Color = d.Color(tomlfile.Join(path, "color"), ft.Color, defaultTerrain)
		if ft.Color == "" {
			d.Report(tomlfile.Join(path, "color"), "missing")
		}
		if ft.MoveCost != nil {
			t.MoveCost = *ft.MoveCost
			if t.MoveCost < 0 {
				d.Report(tomlfile.Join(path, "move_cost"), "must not be negative, got %d", t.MoveCost)
			}
		}
		if ft.Pattern != "" {
			d.CheckOneOf(tomlfile.Join(path, "pattern"), ft.Pattern, Patterns)
		}
		t.Symbol = b.symbol(tomlfile.Join(path, "symbol"), ft.Symbol)
		if t.Symbol != 0 {
			if other, dup := symbols[t.Symbol]; dup {
				d.Report(tomlfile.Join(path, "symbol"), "%q is also the symbol of terrain %q", t.Symbol, other)
			}
			symbols[t.Symbol] = id
		}
		m.Terrains = append(m.Terrains, t)
	}
	if f.DefaultTerrain == "" {
		m.DefaultTerrain = m.Terrains[0]
	} else if m.DefaultTerrain = m.Terrain(f.DefaultTerrain); m.DefaultTerrain == nil {
		d.Report("default_terrain", "no terrain %q is declared", f.DefaultTerrain)
		m.DefaultTerrain = m.Terrains[0]
	}
}

// terrainIndex is the index of terrain id in m.Terrains, or -1.
func (m *Map) terrainIndex(id string) int {
	for i, t := range m.Terrains {
		if t.ID == id {
			return i
		}
	}
	return -1
}

// cellTerrain fills the terrain of every cell: the default, then
// terrain_rows (grids) or each space's terrain (graphs), then terrain_at.
func (b *builder) cellTerrain() {
	d, f, m := b.doc, b.f, b.m
	m.terrain = make([]uint8, m.Topology.Len())
	if len(m.Terrains) == 0 {
		m.Terrains = []*Terrain{{ID: "clear", Name: "clear", Color: defaultTerrain, MoveCost: 1}}
		m.DefaultTerrain = m.Terrains[0]
	}
	def := uint8(m.terrainIndex(m.DefaultTerrain.ID))
	for i := range m.terrain {
		m.terrain[i] = def
	}
	if f.TerrainRows != nil {
		b.charRows("terrain_rows", f.TerrainRows, func(path string, i int, r rune) bool {
			for k, t := range m.Terrains {
				if t.Symbol == r {
					m.terrain[i] = uint8(k)
					return true
				}
			}
			return false
		})
	}
	for i, sp := range f.Spaces {
		if sp.Terrain == "" {
			continue
		}
		path := tomlfile.Join(tomlfile.Index("space", i), "terrain")
		k := m.terrainIndex(sp.Terrain)
		if k < 0 {
			d.Report(path, "no terrain %q is declared", sp.Terrain)
			continue
		}
		if i < m.Topology.Len() {
			m.terrain[i] = uint8(k)
		}
	}
	for i, ta := range f.TerrainAt {
		path := tomlfile.Index("terrain_at", i)
		k := m.terrainIndex(ta.Terrain)
		if k < 0 {
			d.Report(tomlfile.Join(path, "terrain"), "no terrain %q is declared", ta.Terrain)
		}
		if len(ta.Cells) == 0 {
			d.Report(tomlfile.Join(path, "cells"), "missing; list the cells that have this terrain")
		}
		for _, c := range b.cells(tomlfile.Join(path, "cells"), ta.Cells) {
			if k >= 0 {
				m.terrain[m.Topology.Index(c)] = uint8(k)
			}
		}
	}
}

// charRows walks a character grid (terrain_rows, region_rows): one string
// per offset row, one character per column. set is called with the dense
// index of each cell and its character and returns false for an unknown
// character.
func (b *builder) charRows(key string, rows []string, set func(path string, i int, r rune) bool) {
	d, m := b.doc, b.m
	if m.Kind() == board.Graph {
		d.Report(key, "not used by graph maps; give each [[space]] its own value")
		return
	}
	cols, nrows := b.f.Grid.Cols, b.f.Grid.Rows
	if len(rows) != nrows {
		d.Report(key, "has %d rows, the grid has %d", len(rows), nrows)
	}
	for row, s := range rows {
		path := tomlfile.Index(key, row)
		if row >= nrows {
			break
		}
		if n := utf8.RuneCountInString(s); n != cols {
			d.Report(path, "has %d characters, the grid has %d columns", n, cols)
			continue
		}
		col := 0
		for _, r := range s {
			c, ok := m.CellAt(col, row)
			if !ok {
				d.Report(path, "maps: internal error: the grid has no offset coordinates")
				return
			}
			if !set(path, m.Topology.Index(c), r) {
				// One report per row is enough to find the mistake.
				d.Report(path, "column %d (%s): %q is not a symbol declared in this map", col+1, m.Label(c), r)
				break
			}
			col++
		}
	}
}
