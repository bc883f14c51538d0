package maps

import (
	"sandtable/board"
	"sandtable/internal/tomlfile"
)

func (b *builder) regions() {
	d, f, m := b.doc, b.f, b.m
	m.region = make([]int16, m.Topology.Len())
	for i := range m.region {
		m.region[i] = -1
	}
	if len(f.Regions) > 30000 {
		d.Report("region", "%d regions is too many", len(f.Regions))
		return
	}
	ids := d.NewIDs()
	symbols := map[rune]string{}
	for i, fr := range f.Regions {
		path := tomlfile.Index("region", i)
		if d.CheckID(tomlfile.Join(path, "id"), fr.ID) {
			ids.Add(tomlfile.Join(path, "id"), fr.ID, path)
		}
		r := &Region{ID: fr.ID, Name: fr.Name, Side: fr.Side, Nation: fr.Nation}
		if r.Name == "" {
			r.Name = fr.ID
		}
		r.Color = d.Color(tomlfile.Join(path, "color"), fr.Color, defaultRegion)
		r.Symbol = b.symbol(tomlfile.Join(path, "symbol"), fr.Symbol)
		if r.Symbol == '.' {
			d.Report(tomlfile.Join(path, "symbol"), "'.' means \"no region\" in region_rows; pick another")
		} else if r.Symbol != 0 {
			if other, dup := symbols[r.Symbol]; dup {
				d.Report(tomlfile.Join(path, "symbol"), "%q is also the symbol of region %q", r.Symbol, other)
			}
			symbols[r.Symbol] = r.ID
		}
		m.Regions = append(m.Regions, r)
	}
	if f.RegionRows != nil {
		b.charRows("region_rows", f.RegionRows, func(path string, i int, ch rune) bool {
			if ch == '.' {
				return true
			}
			for k, r := range m.Regions {
				if r.Symbol == ch {
					m.region[i] = int16(k)
					return true
				}
			}
			return false
		})
	}
	for k, fr := range f.Regions {
		path := tomlfile.Join(tomlfile.Index("region", k), "cells")
		for j, label := range fr.Cells {
			c, ok := b.cell(tomlfile.Index(path, j), label)
			if !ok {
				continue
			}
			i := m.Topology.Index(c)
			if r := m.region[i]; r >= 0 && int(r) != k {
				d.Report(tomlfile.Index(path, j), "cell %s is already in region %q", label, m.Regions[r].ID)
				continue
			}
			m.region[i] = int16(k)
		}
	}
	// Each region lists its cells in dense order.
	for i, r := range m.region {
		if r >= 0 {
			m.Regions[r].Cells = append(m.Regions[r].Cells, m.Topology.Cell(i))
		}
	}
	for k, r := range m.Regions {
		if len(r.Cells) == 0 && r.ID != "" {
			d.Report(tomlfile.Index("region", k), "region %q has no cells (give cells or use its symbol in region_rows)", r.ID)
		}
	}
}

func (b *builder) places() {
	d, f, m := b.doc, b.f, b.m
	m.placesAt = map[int][]*Place{}
	ids := d.NewIDs()
	for i, fp := range f.Places {
		path := tomlfile.Index("place", i)
		if fp.ID != "" && d.CheckID(tomlfile.Join(path, "id"), fp.ID) {
			ids.Add(tomlfile.Join(path, "id"), fp.ID, path)
		}
		d.Required(tomlfile.Join(path, "name"), fp.Name)
		p := &Place{ID: fp.ID, Name: fp.Name, VP: fp.VP, Side: fp.Side, Nation: fp.Nation, Region: fp.Region}
		if len(fp.Kinds) == 0 {
			d.Report(tomlfile.Join(path, "kinds"), "missing; e.g. kinds = [\"city\"]")
		}
		seen := map[string]bool{}
		for j, k := range fp.Kinds {
			kp := tomlfile.Index(tomlfile.Join(path, "kinds"), j)
			if !d.CheckOneOf(kp, k, PlaceKinds) {
				continue
			}
			if seen[k] {
				d.Report(kp, "%q is listed twice", k)
				continue
			}
			seen[k] = true
			p.Kinds = append(p.Kinds, k)
		}
		if fp.VP < 0 {
			d.Report(tomlfile.Join(path, "vp"), "must not be negative, got %d", fp.VP)
		}
		if fp.Region != "" && m.Region(fp.Region) == nil {
			d.Report(tomlfile.Join(path, "region"), "no region %q on this map", fp.Region)
		}
		if len(fp.Cells) == 0 {
			d.Report(tomlfile.Join(path, "cells"), "missing; list the cells of the place")
		}
		p.Cells = b.cells(tomlfile.Join(path, "cells"), fp.Cells)
		for _, c := range p.Cells {
			i := m.Topology.Index(c)
			if n := len(m.placesAt[i]); n == 0 || m.placesAt[i][n-1] != p {
				m.placesAt[i] = append(m.placesAt[i], p)
			}
		}
		m.Places = append(m.Places, p)
	}
}

func (b *builder) boxes() {
	d, f, m := b.doc, b.f, b.m
	ids := d.NewIDs()
	for i, fb := range f.Boxes {
		path := tomlfile.Index("box", i)
		if d.CheckID(tomlfile.Join(path, "id"), fb.ID) {
			ids.Add(tomlfile.Join(path, "id"), fb.ID, path)
		}
		bx := &Box{ID: fb.ID, Name: fb.Name, Kind: fb.Kind, Side: fb.Side, Slots: fb.Slots,
			Rect: board.Rect{Min: board.Point{X: fb.X, Y: fb.Y}, Max: board.Point{X: fb.X + fb.W, Y: fb.Y + fb.H}}}
		if bx.Name == "" {
			bx.Name = fb.ID
		}
		if fb.Kind == "" {
			d.Report(tomlfile.Join(path, "kind"), "missing; one of %v", BoxKinds)
		} else {
			d.CheckOneOf(tomlfile.Join(path, "kind"), fb.Kind, BoxKinds)
		}
		bx.Color = d.Color(tomlfile.Join(path, "color"), fb.Color, defaultBox)
		for _, k := range []string{"x", "y", "w", "h"} {
			if !d.Has(tomlfile.Join(path, k)) {
				d.Report(tomlfile.Join(path, k), "missing")
			}
		}
		for _, c := range []struct {
			key string
			v   float64
		}{{"x", fb.X}, {"y", fb.Y}, {"w", fb.W}, {"h", fb.H}} {
			p := tomlfile.Join(path, c.key)
			if !d.CheckFinite(p, c.v) {
				continue
			}
			if (c.key == "w" || c.key == "h") && d.Has(p) && c.v <= 0 {
				d.Report(p, "must be more than 0, got %v", c.v)
			}
			if c.v < -MaxCoord || c.v > MaxCoord {
				d.Report(p, "must be within ±%d pixels, got %v", int(MaxCoord), c.v)
			}
		}
		if len(fb.Slots) > 0 && fb.Kind != "turn_track" {
			d.Report(tomlfile.Join(path, "slots"), "only turn_track boxes have slots")
		}
		seen := map[string]bool{}
		for j, s := range fb.Slots {
			sp := tomlfile.Index(tomlfile.Join(path, "slots"), j)
			if s == "" {
				d.Report(sp, "empty slot name")
			} else if seen[s] {
				d.Report(sp, "%q is listed twice", s)
			}
			seen[s] = true
		}
		m.Boxes = append(m.Boxes, bx)
	}
}

func (b *builder) links() {
	d, f, m := b.doc, b.f, b.m
	for i, fl := range f.Links {
		path := tomlfile.Index("link", i)
		l := &Link{ToMap: fl.ToMap, ToCell: fl.ToCell, Note: fl.Note, Index: i}
		c, ok := b.cell(tomlfile.Join(path, "cell"), fl.Cell)
		l.Cell = c
		if d.CheckID(tomlfile.Join(path, "to_map"), fl.ToMap) && d.Required(tomlfile.Join(path, "to_cell"), fl.ToCell) &&
			fl.ToMap == m.ID {
			// A link within the map is checked here; links to other maps
			// are checked by the scenario that has both maps.
			if tc, err := m.Topology.Parse(fl.ToCell); err != nil {
				d.Report(tomlfile.Join(path, "to_cell"), "%s", m.notOnMap(fl.ToCell, err))
			} else if tc == c && ok {
				d.Report(tomlfile.Join(path, "to_cell"), "a link from a cell to itself")
			}
		}
		seen := map[string]bool{}
		for j, k := range fl.Kinds {
			kp := tomlfile.Index(tomlfile.Join(path, "kinds"), j)
			if d.CheckOneOf(kp, k, LinkKinds) {
				if seen[k] {
					d.Report(kp, "%q is listed twice", k)
				}
				seen[k] = true
				l.Kinds = append(l.Kinds, k)
			}
		}
		m.Links = append(m.Links, l)
	}
}
