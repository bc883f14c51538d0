package scenarios

import (
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

func (b *builder) victory() {
	d, f, s := b.doc, b.f, b.s
	seen := d.NewIDs()
	for i, fv := range f.Victory {
		path := tomlfile.Index("victory", i)
		key := func(k string) string { return tomlfile.Join(path, k) }
		if d.CheckID(key("id"), fv.ID) {
			seen.Add(key("id"), fv.ID, path)
		}
		v := &Victory{ID: fv.ID, Name: fv.Name, Kind: fv.Kind, Count: fv.Count, VP: fv.VP, Note: fv.Note, Turn: -1}
		if v.Name == "" {
			v.Name = fv.ID
		}
		switch {
		case fv.Side == "":
			d.Report(key("side"), "missing")
		case !b.playing(fv.Side):
			d.Report(key("side"), "no side %q plays in this scenario", fv.Side)
		default:
			v.Side = s.Counters.Side(fv.Side)
		}
		if fv.Kind == "" {
			d.Report(key("kind"), "missing; one of %v", VictoryKinds)
		} else {
			d.CheckOneOf(key("kind"), fv.Kind, VictoryKinds)
		}
		if fv.Map != "" {
			if v.Map = s.Map(fv.Map); v.Map == nil {
				d.Report(key("map"), "no map %q in this scenario (have %s)", fv.Map, mapIDs(s))
				continue
			}
		}
		for j, pl := range fv.Places {
			if p := b.place(tomlfile.Index(key("places"), j), v.Map, pl); p != nil {
				v.Places = append(v.Places, p)
			}
		}
		if v.Map == nil {
			v.Map = s.Maps[0]
		}
		for j, label := range fv.Cells {
			c, err := v.Map.Cell(label)
			if err != nil {
				d.Report(tomlfile.Index(key("cells"), j), "%s", trimPkg(err))
				continue
			}
			v.Cells = append(v.Cells, c)
		}
		for j, id := range fv.Units {
			u := s.Counters.Unit(id)
			if u == nil {
				d.Report(tomlfile.Index(key("units"), j), "no unit %q in the counters", id)
				continue
			}
			v.Units = append(v.Units, u)
		}
		if fv.Turn != nil {
			if t, ok := b.turn(key("turn"), fv.Turn); ok {
				v.Turn = t
			}
		}
		if fv.Count < 0 {
			d.Report(key("count"), "must not be negative, got %d", fv.Count)
		}
		if fv.VP < 0 {
			d.Report(key("vp"), "must not be negative, got %d", fv.VP)
		}
		switch fv.Kind {
		case "control_places":
			if len(fv.Places) == 0 {
				d.Report(key("places"), "missing; control_places needs places")
			}
		case "control_cells":
			if len(fv.Cells) == 0 {
				d.Report(key("cells"), "missing; control_cells needs cells")
			}
		case "eliminate":
			if len(fv.Units) == 0 && fv.Count == 0 {
				d.Report(key("units"), "missing; eliminate needs units or count")
			}
		case "vp_threshold":
			if fv.VP <= 0 {
				d.Report(key("vp"), "missing; vp_threshold needs vp > 0")
			}
		}
		s.Victory = append(s.Victory, v)
	}
}

// place finds a place by id or name on m, or on any map when m is nil.
func (b *builder) place(path string, m *maps.Map, key string) *maps.Place {
	if m != nil {
		if p := m.Place(key); p != nil {
			return p
		}
		b.doc.Report(path, "no place %q on map %q", key, m.ID)
		return nil
	}
	for _, mm := range b.s.Maps {
		if p := mm.Place(key); p != nil {
			return p
		}
	}
	b.doc.Report(path, "no place %q on the maps of this scenario", key)
	return nil
}
