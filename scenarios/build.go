package scenarios

import (
	"fmt"
	"strings"

	"sandtable/counters"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// Limits on counts in a scenario.
const (
	maxRefs     = 32   // maps or catalogues
	maxTurns    = 1000 // turns on the track
	maxPlaced   = 100  // counters in one placement
	maxSubTurns = 100
)

// builder checks a decoded scenario and builds the Scenario.
type builder struct {
	doc *tomlfile.Doc
	f   *FileScenario
	s   *Scenario
	r   resolver
}

func (b *builder) build() {
	d, f, s := b.doc, b.f, b.s
	if d.CheckID("id", f.ID) {
		s.ID = f.ID
	}
	s.Name, s.Description, s.Picture, s.Module = f.Name, f.Description, f.Picture, f.Module
	if s.Name == "" {
		s.Name = f.ID
	}
	d.Required("name", f.Name)
	if d.Required("module", f.Module) {
		d.CheckID("module", f.Module)
	}
	mapsOK := b.maps()
	countersOK := b.catalogues()
	b.options()
	b.turns()
	if !mapsOK || !countersOK {
		return // references into missing maps or counters would only add noise
	}
	b.sides()
	b.checkMaps()
	for i := range f.Setup {
		if p := b.placement(tomlfile.Index("setup", i), &f.Setup[i]); p != nil {
			s.Setup = append(s.Setup, p)
		}
	}
	b.reinforcements()
	b.victory()
}

// maps loads every map; false when any failed.
func (b *builder) maps() bool {
	d, f, s := b.doc, b.f, b.s
	if len(f.Maps) == 0 {
		d.Report("maps", "missing; name at least one map, e.g. maps = [\"builtin:test-hex-flat\"]")
		return false
	}
	if len(f.Maps) > maxRefs {
		d.Report("maps", "%d maps is too many (limit %d)", len(f.Maps), maxRefs)
		return false
	}
	ok := true
	ids := map[string]int{}
	for i, ref := range f.Maps {
		path := tomlfile.Index("maps", i)
		m, err := b.r.loadMap(ref)
		if err != nil {
			referenceError(d, path, "map", ref, err)
			ok = false
			if b.r.budget.Over() {
				break // each further map would only go over it again
			}
			continue
		}
		if j, dup := ids[strings.ToLower(m.ID)]; dup {
			d.Report(path, "map id %q is also the id of maps[%d] (ids must differ in more than case)", m.ID, j)
			ok = false
			continue
		}
		ids[strings.ToLower(m.ID)] = i
		s.Maps = append(s.Maps, m)
	}
	return ok
}

// catalogues loads and merges every counter catalogue; false when any
// failed.
func (b *builder) catalogues() bool {
	d, f, s := b.doc, b.f, b.s
	if len(f.Counters) == 0 {
		d.Report("counters", "missing; name at least one catalogue, e.g. counters = [\"builtin:test\"]")
		return false
	}
	if len(f.Counters) > maxRefs {
		d.Report("counters", "%d catalogues is too many (limit %d)", len(f.Counters), maxRefs)
		return false
	}
	ok := true
	merged := &counters.Catalogue{}
	owner := map[string]string{} // "unit ger-inf" -> catalogue ref
	for i, ref := range f.Counters {
		path := tomlfile.Index("counters", i)
		c, err := b.r.loadCatalogue(ref)
		if err != nil {
			referenceError(d, path, "catalogue", ref, err)
			ok = false
			if b.r.budget.Over() {
				break // each further catalogue would only go over it again
			}
			continue
		}
		var dups []string
		dup := func(what, id string) bool {
			key := what + " " + strings.ToLower(id) // ids must differ in more than case
			if prev, seen := owner[key]; seen {
				dups = append(dups, fmt.Sprintf("%s %q (in %q)", what, id, prev))
				return true
			}
			owner[key] = ref
			return false
		}
		for _, x := range c.Sides {
			if !dup("side", x.ID) {
				merged.Sides = append(merged.Sides, x)
			}
		}
		for _, x := range c.Nations {
			if !dup("nation", x.ID) {
				merged.Nations = append(merged.Nations, x)
			}
		}
		for _, x := range c.Units {
			if !dup("unit", x.ID) {
				merged.Units = append(merged.Units, x)
			}
		}
		for _, x := range c.Markers {
			if !dup("marker", x.ID) {
				merged.Markers = append(merged.Markers, x)
			}
		}
		if len(dups) > 0 {
			more := ""
			if len(dups) > 3 {
				more = fmt.Sprintf(" and %d more", len(dups)-3)
				dups = dups[:3]
			}
			d.Report(path, "catalogue %q repeats ids of an earlier one: %s%s", ref, strings.Join(dups, ", "), more)
			ok = false
		}
		s.Catalogues = append(s.Catalogues, c)
	}
	if len(s.Catalogues) == 1 {
		s.Counters = s.Catalogues[0]
	} else {
		merged.ID, merged.Name, merged.File = "merged", "Merged counters", b.doc.File()
		s.Counters = merged
	}
	return ok
}

// sides orders the sides for play: as listed, or as in the catalogues.
func (b *builder) sides() {
	d, f, s := b.doc, b.f, b.s
	if f.Sides == nil {
		s.Sides = s.Counters.Sides
		return
	}
	if len(f.Sides) == 0 {
		d.Report("sides", "is empty; leave it out to play every side of the counters")
	}
	seen := map[string]bool{}
	for i, id := range f.Sides {
		path := tomlfile.Index("sides", i)
		side := s.Counters.Side(id)
		switch {
		case side == nil:
			d.Report(path, "no side %q in the counters (have %s)", id, sideIDs(s.Counters))
		case seen[id]:
			d.Report(path, "side %q is listed twice", id)
		default:
			s.Sides = append(s.Sides, side)
		}
		seen[id] = true
	}
}

func sideIDs(c *counters.Catalogue) string {
	out := ""
	for i, s := range c.Sides {
		if i > 0 {
			out += ", "
		}
		out += s.ID
	}
	return out
}

// playing reports whether side id takes part in the scenario.
func (b *builder) playing(id string) bool {
	for _, s := range b.s.Sides {
		if s.ID == id {
			return true
		}
	}
	return false
}

// checkMaps checks what each map refers to outside itself, which only the
// scenario can: owners of places, regions and boxes, and links to the
// other maps. The errors point into the map files; the scenario's maps[i]
// gets one line saying which map did not fit.
func (b *builder) checkMaps() {
	for i, m := range b.s.Maps {
		n := b.mapOwners(m) + b.links(m)
		if n > 0 {
			b.doc.Report(tomlfile.Index("maps", i), "map %q does not fit this scenario (%s in %s)", m.ID, plural(n, "error"), m.File)
		}
	}
}

// mapOwners checks the sides and nations that own places, regions and
// boxes of m, and returns the number of errors.
func (b *builder) mapOwners(m *maps.Map) int {
	d, c := b.doc, b.s.Counters
	n := 0
	check := func(path, side, nation string) {
		if side != "" && c.Side(side) == nil {
			d.Add(m.Errorf(path+".side", "no side %q in the scenario's counters (have %s)", side, sideIDs(c)))
			n++
		}
		if nation != "" && c.Nation(nation) == nil {
			d.Add(m.Errorf(path+".nation", "no nation %q in the scenario's counters", nation))
			n++
		}
	}
	for i, p := range m.Places {
		check(tomlfile.Index("place", i), p.Side, p.Nation)
	}
	for i, r := range m.Regions {
		check(tomlfile.Index("region", i), r.Side, r.Nation)
	}
	for i, bx := range m.Boxes {
		check(tomlfile.Index("box", i), bx.Side, "")
	}
	return n
}

// links checks the links of m: a link to a map that is in the scenario must
// name a cell of it; links to other maps are ignored. It returns the
// number of errors.
func (b *builder) links(m *maps.Map) int {
	n := 0
	for _, l := range m.Links {
		target := b.s.Map(l.ToMap)
		if target == nil {
			continue
		}
		if _, err := target.Cell(l.ToCell); err != nil {
			b.doc.Add(m.Errorf(tomlfile.Join(tomlfile.Index("link", l.Index), "to_cell"), "%s", trimPkg(err)))
			n++
		}
	}
	return n
}
