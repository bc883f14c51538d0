package outofafrica

import (
	"slices"
	"strings"
	"sync"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is supply (PLAN.md §2.26). The seed adds sources to Paths of
// Glory's supply and leaves the rest to the base game:
//
//	"Turkish units that can trace to Ankara, Baghdad, Medina or Mosul are
//	in supply. Turkish units that can trace to both Ezerum and Kharput are
//	also in supply." (L33)
//	"Draka may trace supply to Cairo or any Allied Port." (L119)
//	"Both of these spaces are places where ... Draka Supply traced." (L11)
//	"Draka forces may trace supply through spaces solely occupied by
//	Kurdish unit(s)." (L582)
//
// Sandtable's default for the base game's part (not Paths of Glory's
// text): a unit is in supply when a line of connected spaces runs from
// its space to one of its nation's sources, every space of the line
// controlled by its alliance and free of enemy units. A source counts
// while its alliance controls it and no enemy unit stands there. Lines
// run along land connections only: not along sea lanes, nor the dotted
// lines (ruling OA-26). A unit standing in a space its alliance does not
// control (besieging a fortress) is in supply when a line reaches a space
// next to it. A nation's sources are [rules.supply.NATION] sources (by
// default every supply_source place and capital of its alliance), those
// of the sections' hooks (addSupplySources: the Draka's, draka.go), and
// the spaces reached from all of [rules.supply.NATION] both together.

// RuleSupply is supply as the seed adds to the base game's.
const RuleSupply = "Supply (Turkish and Draka supply)"

// supplyCache keeps each nation's supplied spaces by position.
var supplyCache = kit.TraceCache[[]bool]{Keep: 4}

// stepsByMap are each map's supply steps (land connections only).
var stepsByMap sync.Map // *maps.Map -> kit.Steps

// supplySteps are m's connections a line of supply may follow: all but
// the sea lanes and the dotted lines.
func supplySteps(m *maps.Map) kit.Steps {
	if s, ok := stepsByMap.Load(m); ok {
		return s.(kit.Steps)
	}
	s := kit.NewSteps(m.Topology, func(a, b board.Cell) bool {
		return !m.Edges.Has(a, b, "sea") && !m.Edges.Has(a, b, "dotted")
	})
	stepsByMap.Store(m, s)
	return s
}

// controlKeysByMap are each map's control keys by dense cell index.
var controlKeysByMap sync.Map // *maps.Map -> []string

// controlKeys are m's cells' keys in a kit.Control, by dense index, so
// that reading the control of every cell allocates nothing.
func controlKeys(m *maps.Map) []string {
	if k, ok := controlKeysByMap.Load(m); ok {
		return k.([]string)
	}
	keys := make([]string, m.Topology.Len())
	for i := range keys {
		keys[i] = kit.ControlKey(m, m.Topology.Cell(i))
	}
	controlKeysByMap.Store(m, keys)
	return keys
}

// supplyNation is the nation whose supply unit i traces ([rules]
// supply_as for its type, else its own).
func (st *State) supplyNation(i int) string {
	if n, ok := st.fixed.r.SupplyAs[st.Units[i].Type]; ok {
		return n
	}
	return st.Units[i].Nation
}

// nationSources are nation's supply source spaces: [rules.supply.NATION]
// sources (default: every supply_source place and every capital of its
// alliance) and the hooks' (addSupplySources), sorted, each once.
func (st *State) nationSources(nation string) []string {
	var out []string
	if ns, ok := st.fixed.r.Supply[nation]; ok {
		out = slices.Clone(ns.Sources)
	} else {
		side := st.Alliance(nation)
		for _, p := range st.fixed.m.Places {
			if p.Is("supply_source") {
				for _, c := range p.Cells {
					out = append(out, st.Label(c))
				}
			}
		}
		for _, n := range st.Nations(side) {
			out = append(out, st.Capitals(n)...)
		}
	}
	out = append(out, supplySources(st, nation)...)
	slices.Sort(out)
	return slices.Compact(out)
}

// supplyGround is what a trace of side reads of each space: who controls
// it, and whether enemy units stand there (all of them of a type side's
// nation may trace through, or not).
type supplyGround struct {
	ctl     []string
	blocks  []bool // enemy units that block
	through []bool // enemy units, all of types the nation traces through
}

// ground is the position as nation's supply reads it.
func (st *State) ground(nation string) supplyGround {
	m := st.fixed.m
	n := m.Topology.Len()
	side := st.Alliance(nation)
	g := supplyGround{ctl: make([]string, n), blocks: make([]bool, n), through: make([]bool, n)}
	for i, k := range controlKeys(m) {
		g.ctl[i] = st.Control[k]
	}
	pass := st.fixed.r.SupplyThrough[nation]
	other := make([]bool, n)
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() || u.Side == side {
			continue
		}
		j := m.Topology.Index(u.Loc.Cell)
		if j < 0 {
			continue
		}
		if slices.Contains(pass, u.Type) {
			g.through[j] = true
		} else {
			other[j] = true
		}
	}
	for j := range n {
		if other[j] {
			g.blocks[j], g.through[j] = true, false
		}
	}
	return g
}

// key names everything of g and the sources a trace reads.
func (g supplyGround) key(sources []string, both []string) string {
	var b strings.Builder
	b.WriteString(strings.Join(sources, "|"))
	b.WriteByte('/')
	b.WriteString(strings.Join(both, "|"))
	b.WriteByte('/')
	for j := range g.ctl {
		c := byte('-')
		if g.ctl[j] != "" {
			c = g.ctl[j][0]
		}
		switch {
		case g.blocks[j]:
			c -= 32 // upper case: enemy units
		case g.through[j]:
			c = '~'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// supplied are the spaces (by the map's dense index) where nation's
// units are in supply now.
func (st *State) supplied(nation string) []bool {
	m := st.fixed.m
	side := st.Alliance(nation)
	sources := st.nationSources(nation)
	both := st.fixed.r.Supply[nation].Both
	g := st.ground(nation)
	kind := st.fixed.s.ID + "/" + m.ID + "/" + nation
	return supplyCache.Get(kind, g.key(sources, both), func() []bool {
		steps := supplySteps(m)
		passable := func(_, to int) bool {
			return g.ctl[to] == side && !g.blocks[to] || g.through[to]
		}
		trace := func(labels []string) *kit.Reach {
			var src []int
			for _, l := range labels {
				if c, ok := st.Cell(l); ok {
					if j := m.Topology.Index(c); j >= 0 && g.ctl[j] == side && !g.blocks[j] {
						src = append(src, j)
					}
				}
			}
			return kit.Trace{Steps: steps, Sources: src, Passable: passable}.Run(nil)
		}
		out := make([]bool, len(steps))
		trace(sources).Mark(out)
		if len(both) > 0 {
			var reaches []*kit.Reach
			for _, l := range both {
				reaches = append(reaches, trace([]string{l}))
			}
			for j := range out {
				all := true
				for _, r := range reaches {
					all = all && r.Reached(j)
				}
				out[j] = out[j] || all
			}
		}
		return out
	})
}

// inSupply reports whether unit i is in supply: always for a unit not on
// the map or of a type [rules] supply_always names; otherwise when a line
// of its supply nation reaches its space, or, in a space its alliance
// does not control (a besieged fortress), a space next to it that the
// alliance controls.
func (st *State) inSupply(i int) bool {
	u := &st.Units[i]
	if !u.Loc.OnMap() || slices.Contains(st.fixed.r.SupplyAlways, u.Type) {
		return true
	}
	m := st.fixed.m
	j := m.Topology.Index(u.Loc.Cell)
	if j < 0 {
		return false
	}
	sup := st.supplied(st.supplyNation(i))
	if sup[j] {
		return true
	}
	if st.Control.Of(m, u.Loc.Cell) == u.Side {
		return false
	}
	for _, k := range supplySteps(m)[j] {
		if sup[k] && st.Control.Of(m, m.Topology.Cell(int(k))) == u.Side {
			return true
		}
	}
	return false
}

// sideSupplied are the spaces where some nation of side is in supply.
func (st *State) sideSupplied(side string) []bool {
	out := make([]bool, st.fixed.m.Topology.Len())
	for _, n := range st.Nations(side) {
		for j, ok := range st.supplied(n) {
			out[j] = out[j] || ok
		}
	}
	return out
}

var _ = addOverlay(func(st *State, _ string) []rules.Overlay {
	var out []rules.Overlay
	for _, side := range Sides {
		o := rules.Overlay{ID: "supply-" + side, Name: "Supply (" + st.SideName(side) + ")", Rule: RuleSupply,
			Meaning: "a unit of the " + st.SideName(side) + " here is in supply"}
		for j, ok := range st.sideSupplied(side) {
			if ok {
				o.Cells = append(o.Cells, rules.OverlayCell{Map: st.fixed.m.ID, Cell: st.Label(st.fixed.m.Topology.Cell(j)), Side: side})
			}
		}
		out = append(out, o)
	}
	return out
})

var _ = addUnitMarks(func(st *State, i int, _ string) UnitMarks {
	if st.inSupply(i) {
		return UnitMarks{}
	}
	return UnitMarks{Tag: "OOS", Supply: "out", Flags: []string{"out of supply"}}
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleSupply, Title: "Supply", Order: 600,
		Text: `"Turkish units that can trace to Ankara, Baghdad, Medina or Mosul are in supply. Turkish units that can trace to both Ezerum and Kharput are also in supply." "Draka may trace supply to Cairo or any Allied Port", and to Upper Egypt and Tripoli. "Draka forces may trace supply through spaces solely occupied by Kurdish unit(s)."

Sandtable's default for the rest (not Paths of Glory's text): a unit is in supply when a line of connected spaces, each controlled by its alliance and free of enemy units, runs from its space to one of its nation's supply sources. A source counts while its alliance controls it and no enemy unit stands there. Lines follow land connections only, never a sea lane or a dotted line. A unit in a space its alliance does not control (a besieged fortress) is in supply when a line reaches a space next to it. Out-of-supply units are marked OOS.`,
		More: func(st *State) (string, []rules.RefTable) {
			t := rules.RefTable{ID: "supply-sources", Caption: "Supply sources", Columns: []string{"Nation", "Sources", "Traced to together"}}
			for _, n := range st.Nations("") {
				t.Rows = append(t.Rows, []string{st.NationName(n), strings.Join(st.nationSources(n), ", "), strings.Join(st.fixed.r.Supply[n].Both, " and ")})
			}
			return "", []rules.RefTable{t}
		}})
}
