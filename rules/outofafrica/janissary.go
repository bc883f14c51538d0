package outofafrica

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is the Janissary Zone (Out of Africa SSR 4, L137):
//
//	"Draka Janissary units may only operate in the Near East map, the
//	Balkans, in A-H within 3 spaces of Belgrade or Ploesti, and inside
//	Russia and A-H within 5 spaces of Odessa. This area is referred to in
//	these rules as the "Janissary Zone." Draka Janissary units may never
//	enter Italy, London, France, Belgium, Holland, Switzerland, Germany or
//	Denmark. ... Up to 1 Draka CF Army and 3 CF corps (or just 4 CF corps)
//	may operate outside the Janissary Zone, but the Draka SD Corps is
//	restricted to the Janissary Zone."
//
// The zone depends on the map alone and is worked out once a game: every
// space of the Near East (map value neareast 1 or 2), every space of the
// [rules] balkans regions (ruling OA-19), and for each [rules.janissary]
// reach the spaces of its regions within its number of spaces of its
// centres, counted over land connections only: no sea lane, no dotted
// line (OA-20). The [rules] forbidden_janissary regions and spaces are
// never in it.
//
// "Operate" is to move, redeploy, retreat or advance into a space, attack
// into it, or be placed there (OA-21): a [rules.janissary] zone_only unit
// (the Janissaries and the SD corps) does none of these outside the zone,
// and never enters a forbidden region, named in the refusal. The Citizen
// Force units ([rules.janissary] cf) outside the zone are at most
// cf_armies armies (1) and cf_units units (4) in all (OA-22), checked as
// each enters a space outside the zone by a move, redeployment, advance,
// invasion or placement; a forced retreat is not refused.

// RuleJanissaryZone is the Janissary Zone (SSR 4).
const RuleJanissaryZone = "Out of Africa SSR 4: Janissary Zone"

var (
	_ = provideZone(func(st *State, space string) bool {
		c, ok := st.Cell(space)
		return ok && st.zoneCells()[st.fixed.m.Topology.Index(c)]
	})
	_ = addMayEnter(janissaryMayEnter)
	_ = addRulesCheck(checkJanissary)
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleJanissaryZone, Title: "The Janissary Zone", Order: 400,
		Text: `"Draka Janissary units may only operate in the Near East map, the Balkans, in A-H within 3 spaces of Belgrade or Ploesti, and inside Russia and A-H within 5 spaces of Odessa. This area is referred to in these rules as the "Janissary Zone." Draka Janissary units may never enter Italy, London, France, Belgium, Holland, Switzerland, Germany or Denmark. ... Up to 1 Draka CF Army and 3 CF corps (or just 4 CF corps) may operate outside the Janissary Zone, but the Draka SD Corps is restricted to the Janissary Zone." (Out of Africa SSR 4.)

Spaces are counted over land connections only, not sea lanes nor dotted lines. To operate is to move, redeploy, retreat or advance into a space, to attack into it, or to be placed there: Janissaries and the SD corps do none of these outside the zone. Outside the zone there may be at most one Draka Citizen Force army, and at most four Citizen Force units in all; a forced retreat is not stopped by this limit. The "Janissary Zone" overlay shows the zone.`,
		More: func(st *State) (string, []rules.RefTable) {
			return "In this game the zone is: " + st.zoneWords() + ". Never: " + strings.Join(st.forbiddenNames(), ", ") + ".", nil
		}})
}

// zoneCells are the zone's spaces by dense cell index, worked out once a
// game (derive).
func (st *State) zoneCells() []bool {
	return derive(st, "janissary-zone", st.computeZone)
}

// computeZone works the zone out (see the top of this file).
func (st *State) computeZone() []bool {
	m, r := st.fixed.m, st.fixed.r
	t := m.Topology
	in := make([]bool, t.Len())
	regionOf := func(i int) string {
		if g := m.RegionAt(t.Cell(i)); g != nil {
			return g.ID
		}
		return ""
	}
	for i := range in {
		l := st.Label(t.Cell(i))
		in[i] = st.nearEast(l) || slices.Contains(r.Balkans, regionOf(i))
	}
	steps := kit.NewSteps(t, func(a, b board.Cell) bool { return !m.Edges.Has(a, b, "sea") && !m.Edges.Has(a, b, "dotted") })
	for _, reach := range r.Janissary.Reach {
		var src []int
		for _, l := range reach.From {
			if c, ok := st.Cell(l); ok {
				src = append(src, t.Index(c))
			}
		}
		got := kit.Trace{Steps: steps, Sources: src, MaxDist: reach.Spaces}.Run(nil)
		for _, i := range got.Cells() {
			if slices.Contains(reach.Regions, regionOf(int(i))) {
				in[i] = true
			}
		}
	}
	for i := range in {
		if st.forbiddenJanissary(st.Label(t.Cell(i))) != "" {
			in[i] = false
		}
	}
	return in
}

// forbiddenJanissary is the name of the forbidden region or space that
// space is (in), "" when it is none ([rules] forbidden_janissary).
func (st *State) forbiddenJanissary(space string) string {
	c, ok := st.Cell(space)
	if !ok {
		return ""
	}
	g := st.fixed.m.RegionAt(c)
	for _, f := range st.fixed.r.ForbiddenJanissary {
		if f == space {
			return space
		}
		if g != nil && g.ID == f {
			return g.Name
		}
	}
	return ""
}

// forbiddenNames are the forbidden regions and spaces as people read them.
func (st *State) forbiddenNames() []string {
	var out []string
	for _, f := range st.fixed.r.ForbiddenJanissary {
		if g := st.fixed.m.Region(f); g != nil {
			out = append(out, g.Name)
		} else {
			out = append(out, f)
		}
	}
	return out
}

// zoneWords say what the zone is in this game.
func (st *State) zoneWords() string {
	parts := []string{"the Near East"}
	var balkans []string
	for _, g := range st.fixed.r.Balkans {
		if reg := st.fixed.m.Region(g); reg != nil {
			balkans = append(balkans, reg.Name)
		}
	}
	if len(balkans) > 0 {
		parts = append(parts, "the Balkans ("+strings.Join(balkans, ", ")+")")
	}
	for _, reach := range st.fixed.r.Janissary.Reach {
		var regs []string
		for _, g := range reach.Regions {
			if reg := st.fixed.m.Region(g); reg != nil {
				regs = append(regs, reg.Name)
			}
		}
		parts = append(parts, fmt.Sprintf("%s within %d spaces of %s", strings.Join(regs, " and "), reach.Spaces, kit.JoinOr(reach.From)))
	}
	return strings.Join(parts, "; ")
}

// zoneOnly reports whether unit i may operate only in the zone.
func (st *State) zoneOnly(i int) bool {
	return slices.Contains(st.fixed.r.Janissary.ZoneOnly, st.Units[i].Type)
}

// citizenForce reports whether unit i is a Citizen Force unit whose
// number outside the zone is limited.
func (st *State) citizenForce(i int) bool {
	return slices.Contains(st.fixed.r.Janissary.CF, st.Units[i].Type)
}

// janissaryMayEnter is the zone's may-enter hook.
func janissaryMayEnter(st *State, i int, from, to string, how Motion) *rules.Refusal {
	switch {
	case st.zoneOnly(i):
		if f := st.forbiddenJanissary(to); f != "" {
			where := f
			if f != to {
				where = f + " (" + to + ")"
			}
			return &rules.Refusal{Rule: RuleJanissaryZone, Reason: fmt.Sprintf("Draka Janissary units may never enter %s", where)}
		}
		if !st.inZone(to) {
			verb := "enter"
			if how == MotionAttack {
				verb = "attack into"
			}
			return &rules.Refusal{Rule: RuleJanissaryZone, Reason: fmt.Sprintf("%s may only operate in the Janissary Zone, and may not %s %s, outside it", st.unitName(i), verb, to)}
		}
	case st.citizenForce(i):
		if how == MotionAttack || how == MotionRetreat || st.inZone(to) || from != "" && !st.inZone(from) {
			return nil
		}
		armies, units := 0, 0
		for j := range st.Units {
			if j == i || !st.citizenForce(j) || !st.Units[j].Loc.OnMap() || st.inZone(st.SpaceOf(j)) {
				continue
			}
			units++
			if st.ClassOfUnit(j) == Army {
				armies++
			}
		}
		jr := st.fixed.r.Janissary
		if st.ClassOfUnit(i) == Army && armies+1 > jr.CFArmies {
			return &rules.Refusal{Rule: RuleJanissaryZone, Reason: fmt.Sprintf("only %d Draka CF army may operate outside the Janissary Zone, and %d is there already: %s may not enter %s", jr.CFArmies, armies, st.unitName(i), to)}
		}
		if units+1 > jr.CFUnits {
			return &rules.Refusal{Rule: RuleJanissaryZone, Reason: fmt.Sprintf("only %d Draka CF units may operate outside the Janissary Zone, and %d are there already: %s may not enter %s", jr.CFUnits, units, st.unitName(i), to)}
		}
	}
	return nil
}

// checkJanissary fills in [rules.janissary]'s defaults and checks the
// zone's keys against the map and counters.
func checkJanissary(r *Rules, s *scenarios.Scenario) error {
	m := s.Maps[0]
	for i, g := range r.Balkans {
		if m.Region(g) == nil {
			return s.RulesErrorf("rules.balkans", "balkans[%d]: no region %q on map %s", i, g, m.ID)
		}
	}
	for i, f := range r.ForbiddenJanissary {
		if _, err := m.Cell(f); err != nil && m.Region(f) == nil {
			return s.RulesErrorf("rules.forbidden_janissary", "forbidden_janissary[%d]: %q is no region nor space of map %s", i, f, m.ID)
		}
	}
	j := &r.Janissary
	if j.CFArmies == 0 {
		j.CFArmies = 1
	}
	if j.CFUnits == 0 {
		j.CFUnits = 4
	}
	for k, reach := range j.Reach {
		path := fmt.Sprintf("rules.janissary.reach[%d]", k)
		if reach.Spaces < 1 || len(reach.From) == 0 || len(reach.Regions) == 0 {
			return s.RulesErrorf(path, "a reach needs from (spaces), spaces (at least 1) and regions")
		}
		for _, l := range reach.From {
			if _, err := m.Cell(l); err != nil {
				return s.RulesErrorf(path+".from", "no space %q on map %s", l, m.ID)
			}
		}
		for _, g := range reach.Regions {
			if m.Region(g) == nil {
				return s.RulesErrorf(path+".regions", "no region %q on map %s", g, m.ID)
			}
		}
	}
	for _, list := range [][]string{j.ZoneOnly, j.CF} {
		for _, t := range list {
			if s.Counters.Unit(t) == nil {
				return s.RulesErrorf("rules.janissary", "no unit type %q in counters %s", t, s.Counters.ID)
			}
		}
	}
	return nil
}
