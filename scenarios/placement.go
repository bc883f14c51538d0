package scenarios

import (
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// placement checks one [[setup]] or [[reinforcement]] entry at path; nil
// when it is unusable.
func (b *builder) placement(path string, fp *FilePlacement) *Placement {
	d, s := b.doc, b.s
	ok := true
	p := &Placement{Count: 1, Hidden: fp.Hidden, Note: fp.Note}
	up := tomlfile.Join(path, "unit")
	switch {
	case fp.Unit == "":
		d.Report(up, "missing")
		ok = false
	default:
		if p.Unit = s.Counters.Unit(fp.Unit); p.Unit == nil {
			d.Report(up, "no unit %q in the counters", fp.Unit)
			ok = false
		} else if side := s.Counters.SideOf(p.Unit); side != nil && !b.playing(side.ID) {
			d.Report(up, "unit %q belongs to side %q, which is not in sides", fp.Unit, side.ID)
		}
	}
	if fp.Count != nil {
		p.Count = *fp.Count
		if p.Count < 1 || p.Count > maxPlaced {
			d.Report(tomlfile.Join(path, "count"), "must be between 1 and %d, got %d", maxPlaced, p.Count)
			ok = false
		}
	}
	ok = b.step(path, fp, p) && ok
	ok = b.location(path, fp, p) && ok
	if !ok {
		return nil
	}
	return p
}

// step sets the strength a placement starts at.
func (b *builder) step(path string, fp *FilePlacement, p *Placement) bool {
	d := b.doc
	hasStep := d.Has(tomlfile.Join(path, "step"))
	switch {
	case hasStep && fp.Reduced:
		d.Report(tomlfile.Join(path, "reduced"), "give reduced or step, not both")
		return false
	case fp.Reduced:
		p.Step = 1
	case hasStep:
		p.Step = fp.Step - 1
	}
	if p.Unit == nil {
		return true
	}
	if n := len(p.Unit.Steps); p.Step < 0 || p.Step >= n {
		if fp.Reduced {
			d.Report(tomlfile.Join(path, "reduced"), "unit %q has no reduced step", p.Unit.ID)
		} else {
			d.Report(tomlfile.Join(path, "step"), "unit %q has steps 1 to %d, not %d", p.Unit.ID, n, fp.Step)
		}
		return false
	}
	return true
}

// location sets the map and the cell or box of a placement.
func (b *builder) location(path string, fp *FilePlacement, p *Placement) bool {
	d, s := b.doc, b.s
	mp := tomlfile.Join(path, "map")
	var m *maps.Map
	if fp.Map != "" {
		if m = s.Map(fp.Map); m == nil {
			d.Report(mp, "no map %q in this scenario (have %s)", fp.Map, mapIDs(s))
			return false
		}
	}
	switch {
	case fp.At != "" && fp.Box != "":
		d.Report(tomlfile.Join(path, "box"), "give at or box, not both")
		return false
	case fp.At != "":
		if m == nil {
			m = s.Maps[0]
		}
		c, err := m.Cell(fp.At)
		if err != nil {
			d.Report(tomlfile.Join(path, "at"), "%s", trimPkg(err))
			return false
		}
		p.Map, p.Cell = m, c
		if t := m.TerrainAt(c); t != nil && t.Impassable && p.Unit != nil && !overTerrain[p.Unit.Kind] {
			name := t.Name
			if name == "" {
				name = t.ID
			}
			d.Report(tomlfile.Join(path, "at"), "cell %q is %s, which is impassable: no unit may be there", fp.At, name)
		}
	case fp.Box != "":
		bp := tomlfile.Join(path, "box")
		if m != nil {
			if p.Box = m.Box(fp.Box); p.Box == nil {
				d.Report(bp, "no box %q on map %q", fp.Box, m.ID)
				return false
			}
			p.Map = m
			return true
		}
		for _, mm := range s.Maps {
			if bx := mm.Box(fp.Box); bx != nil {
				if p.Box != nil {
					d.Report(bp, "box %q is on maps %q and %q; say which with map", fp.Box, p.Map.ID, mm.ID)
					return false
				}
				p.Map, p.Box = mm, bx
			}
		}
		if p.Box == nil {
			d.Report(bp, "no box %q on any map of this scenario", fp.Box)
			return false
		}
	default:
		d.Report(tomlfile.Join(path, "at"), "missing; give at = \"CELL\" or box = \"BOX\"")
		return false
	}
	return true
}

// overTerrain are the unit kinds that fly or sail, whose set-up
// impassable terrain (a sea, a mountain range) does not forbid, and
// "other", which may be either. A unit of any other kind set up on an
// impassable cell is an error: no unit may enter one (maps.Terrain).
var overTerrain = map[string]bool{
	"zeppelin": true, "flyer": true, "aircraft": true, "fighter": true, "bomber": true,
	"fleet": true, "submarine": true, "transport": true, "other": true,
}

func mapIDs(s *Scenario) string {
	out := ""
	for i, m := range s.Maps {
		if i > 0 {
			out += ", "
		}
		out += m.ID
	}
	return out
}

func (b *builder) reinforcements() {
	for i := range b.f.Reinforcements {
		fr := &b.f.Reinforcements[i]
		path := tomlfile.Index("reinforcement", i)
		turn, tok := b.turn(tomlfile.Join(path, "turn"), fr.Turn)
		p := b.placement(path, &fr.FilePlacement)
		if p != nil && tok {
			b.s.Reinforcements = append(b.s.Reinforcements, &Reinforcement{Turn: turn, Placement: *p})
		}
	}
}
