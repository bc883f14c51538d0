package main

import (
	"fmt"
	"sort"
	"strings"
)

type regionDef struct {
	id, name, color, symbol, nation string
}

type linkDef struct {
	cell, toMap, toCell string
	kinds               []string
	note                string
}

type boxDef struct {
	id, name, kind, color string
	x, y, w, h            float64
	slots                 []string
}

// mapFile is everything written to one map file.
type mapFile struct {
	header      string // comment lines, without "# "
	id, name    string
	description string
	m           *hexMap
	regions     []regionDef
	places      []*placed
	links       []linkDef
	boxes       []boxDef
}

var terrainSymbols = map[string]string{"clear": ".", "flood_plain": "p", "forest": "f", "mountain": "m", "sea": "~"}

const terrainTables = `[terrain.clear]
name = "Clear"
color = "#e8e4c9"
symbol = "."
move_cost = 1

[terrain.flood_plain]
name = "Flood plain"
color = "#b9cf9a"
symbol = "p"
move_cost = 2
pattern = "marsh"

[terrain.forest]
name = "Forest/rough"
color = "#8fae74"
symbol = "f"
move_cost = 2
pattern = "trees"

[terrain.mountain]
name = "Mountain"
color = "#a89580"
symbol = "m"
move_cost = 3
pattern = "mountains"

[terrain.sea]
name = "Sea"
color = "#8fb8d8"
symbol = "~"
impassable = true
pattern = "water"

[edge_feature.river]
name = "River"
color = "#2a5db0"
width = 4
move_cost = 1

[edge_feature.all_sea]
name = "All-sea hexside"
color = "#1d4f86"
width = 6
style = "double"
impassable = true
`

func q(s string) string { return fmt.Sprintf("%q", s) }

func qlist(ss []string) string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = q(s)
	}
	return "[" + strings.Join(out, ", ") + "]"
}

// wrapped writes a long list of strings, several a line.
func wrapped(b *strings.Builder, key string, ss []string, per int) {
	if len(ss) <= per {
		fmt.Fprintf(b, "%s = %s\n", key, qlist(ss))
		return
	}
	fmt.Fprintf(b, "%s = [\n", key)
	for i := 0; i < len(ss); i += per {
		j := min(i+per, len(ss))
		fmt.Fprintf(b, "  %s,\n", strings.Join(func() []string {
			out := make([]string, j-i)
			for k := range out {
				out[k] = q(ss[i+k])
			}
			return out
		}(), ", "))
	}
	b.WriteString("]\n")
}

func (f *mapFile) String() string {
	m := f.m
	s := m.spec
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimRight(f.header, "\n"), "\n") {
		if l == "" {
			b.WriteString("#\n")
		} else {
			b.WriteString("# " + l + "\n")
		}
	}
	b.WriteString("format = \"sandtable-map\"\nversion = 1\n\n")
	fmt.Fprintf(&b, "id = %s\nname = %s\ndescription = %s\nbackground = \"#f4eedc\"\n\n", q(f.id), q(f.name), q(f.description))
	b.WriteString("default_terrain = \"clear\"\n")
	fmt.Fprintf(&b, "# One string per row (%s..%02d first), one symbol per column (%s%02d.. first):\n", s.prefix, s.firstRow, s.prefix, s.firstCol)
	b.WriteString("# . clear, p flood plain, f forest/rough, m mountain, ~ sea.\n")
	b.WriteString("terrain_rows = [\n")
	for row := 0; row < s.rows; row++ {
		var line strings.Builder
		for col := 0; col < s.cols; col++ {
			line.WriteString(terrainSymbols[m.terrain[m.idx(m.topo.FromOffset(col, row))]])
		}
		fmt.Fprintf(&b, "  %q, # %02d\n", line.String(), s.firstRow+row)
	}
	b.WriteString("]\n")
	b.WriteString("# Regions by symbol (see [[region]] below); \".\" is sea or land in no region.\n")
	b.WriteString("region_rows = [\n")
	sym := map[string]string{"": "."}
	for _, r := range f.regions {
		sym[r.id] = r.symbol
	}
	for row := 0; row < s.rows; row++ {
		var line strings.Builder
		for col := 0; col < s.cols; col++ {
			i := m.idx(m.topo.FromOffset(col, row))
			rs, ok := sym[m.region[i]]
			if !ok {
				panic("no symbol for region " + m.region[i])
			}
			line.WriteString(rs)
		}
		fmt.Fprintf(&b, "  %q, # %02d\n", line.String(), s.firstRow+row)
	}
	b.WriteString("]\n\n")

	fmt.Fprintf(&b, "[grid]\nkind = \"hex\"\norientation = \"flat\"\ncols = %d\nrows = %d\nsize = %g\nshove = \"odd\"\n\n", s.cols, s.rows, s.size)
	fmt.Fprintf(&b, "[grid.labels]\nstyle = \"numeric\"\nprefix = %s\nfirst_col = %d\nfirst_row = %d\ndigits = 2\n\n", q(s.prefix), s.firstCol, s.firstRow)
	b.WriteString(terrainTables)

	// Hexsides, grouped by feature, in map order.
	for _, feat := range []string{"river", "all_sea"} {
		var sides []string
		keys := make([][2]int, 0, len(m.edges))
		for k, v := range m.edges {
			if v == feat {
				keys = append(keys, k)
			}
		}
		sort.Slice(keys, func(i, j int) bool {
			if keys[i][0] != keys[j][0] {
				return keys[i][0] < keys[j][0]
			}
			return keys[i][1] < keys[j][1]
		})
		for _, k := range keys {
			sides = append(sides, m.label(m.topo.Cell(k[0]))+"/"+m.label(m.topo.Cell(k[1])))
		}
		if len(sides) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n[[edge]]\nfeature = %s\n", q(feat))
		wrapped(&b, "between", sides, 6)
	}

	b.WriteString("\n# Regions (countries of 1914). Owners are nations of the counter\n# catalogue; neutral countries have none.\n")
	for _, r := range f.regions {
		fmt.Fprintf(&b, "\n[[region]]\nid = %s\nname = %s\ncolor = %s\nsymbol = %s\n", q(r.id), q(r.name), q(r.color), q(r.symbol))
		if r.nation != "" {
			fmt.Fprintf(&b, "nation = %s\n", q(r.nation))
		}
	}

	b.WriteString("\n# Places.\n")
	for _, p := range f.places {
		b.WriteString("\n[[place]]\n")
		fmt.Fprintf(&b, "id = %s\nname = %s\nkinds = %s\n", q(p.id), q(p.name), qlist(p.kinds))
		var cells []string
		for _, c := range p.cells {
			cells = append(cells, m.label(c))
		}
		wrapped(&b, "cells", cells, 10)
		if p.vp != 0 {
			fmt.Fprintf(&b, "vp = %d\n", p.vp)
		}
		if p.region != "" {
			fmt.Fprintf(&b, "region = %s\n", q(p.region))
		}
	}

	if len(f.boxes) > 0 {
		b.WriteString("\n# Off-map boxes, beside the grid.\n")
	}
	for _, x := range f.boxes {
		fmt.Fprintf(&b, "\n[[box]]\nid = %s\nname = %s\nkind = %s\n", q(x.id), q(x.name), q(x.kind))
		if x.color != "" {
			fmt.Fprintf(&b, "color = %s\n", q(x.color))
		}
		fmt.Fprintf(&b, "x = %g\ny = %g\nw = %g\nh = %g\n", x.x, x.y, x.w, x.h)
		if len(x.slots) > 0 {
			fmt.Fprintf(&b, "slots = %s\n", qlist(x.slots))
		}
	}

	if len(f.links) > 0 {
		b.WriteString("\n# Links to the other map.\n")
	}
	for _, l := range f.links {
		fmt.Fprintf(&b, "\n[[link]]\ncell = %s\nto_map = %s\nto_cell = %s\nkinds = %s\nnote = %s\n",
			q(l.cell), q(l.toMap), q(l.toCell), qlist(l.kinds), q(l.note))
	}
	return b.String()
}
