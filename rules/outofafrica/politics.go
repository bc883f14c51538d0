package outofafrica

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is the seed's political restrictions (SSR 4, L129-139):
//
//	"Italians: may freely enter France just like A-H & Switzerland.
//	Bulgars: may send up to 2 corps to fight in Near East Turkey.
//	The only Allied units that may operate on the Near East map are Draka
//	and Russian. ... USA: Units may freely enter Holland, Italy, and
//	Switzerland."
//
// The base game's political restrictions are data, [rules.politics]
// forbid (nation -> regions it may never enter), whose default holds the
// seed's rules only: the seed's "may freely enter" lifts base limits this
// module does not have. [rules.politics] neareast_allies are the only
// Allied nations that may operate (move, redeploy, retreat, advance,
// attack, be placed) in a space of the Near East (map value neareast 1 or
// 2). ne_turkey_corps limits a nation to so many corps, and no army, in
// the spaces of [rules.politics] turkey wholly in the Near East (neareast
// 1; ruling OA-24).

// RulePolitics is the political restrictions of SSR 4.
const RulePolitics = "Out of Africa SSR 4: political restrictions"

var (
	_ = addMayEnter(politicsMayEnter)
	_ = addRulesCheck(checkPolitics)
)

func init() {
	book.Section(kit.Section[*State]{Rule: RulePolitics, Title: "Political restrictions", Order: 410,
		Text: `"Italians: may freely enter France just like A-H & Switzerland. Bulgars: may send up to 2 corps to fight in Near East Turkey. The only Allied units that may operate on the Near East map are Draka and Russian. ... USA: Units may freely enter Holland, Italy, and Switzerland." (Out of Africa SSR 4.)

An Allied unit of another nation never moves, redeploys, retreats, advances, attacks or is placed into a space of the Near East. Bulgaria may have at most 2 corps, and no army, in the spaces of Turkey wholly in the Near East. The scenario may forbid nations other regions.`})
}

// checkPolitics checks [rules.politics] against the map and counters.
func checkPolitics(r *Rules, s *scenarios.Scenario) error {
	p := r.Politics
	m := s.Maps[0]
	nation := func(path, n string) error {
		if s.Counters.Nation(n) == nil {
			return s.RulesErrorf(path, "no nation %q in counters %s", n, s.Counters.ID)
		}
		return nil
	}
	for _, n := range sortedKeys(p.Forbid) {
		if err := nation("rules.politics.forbid", n); err != nil {
			return err
		}
		for _, g := range p.Forbid[n] {
			if m.Region(g) == nil {
				return s.RulesErrorf("rules.politics.forbid."+n, "no region %q on map %s", g, m.ID)
			}
		}
	}
	for _, n := range p.NearEastAllies {
		if err := nation("rules.politics.neareast_allies", n); err != nil {
			return err
		}
	}
	for _, n := range sortedKeys(p.NETurkeyCorps) {
		if err := nation("rules.politics.ne_turkey_corps", n); err != nil {
			return err
		}
	}
	if len(p.NETurkeyCorps) > 0 && m.Region(p.Turkey) == nil {
		return s.RulesErrorf("rules.politics.turkey", "no region %q on map %s (ne_turkey_corps needs Turkey)", p.Turkey, m.ID)
	}
	return nil
}

// neTurkey reports whether space is in Turkey and wholly in the Near East.
func (st *State) neTurkey(space string) bool {
	c, ok := st.Cell(space)
	if !ok || st.MapValue(space, st.fixed.r.NearEast) != 1 {
		return false
	}
	g := st.fixed.m.RegionAt(c)
	return g != nil && g.ID == st.fixed.r.Politics.Turkey
}

// politicsMayEnter is the political restrictions' may-enter hook.
func politicsMayEnter(st *State, i int, from, to string, how Motion) *rules.Refusal {
	p := st.fixed.r.Politics
	u := &st.Units[i]
	if c, ok := st.Cell(to); ok {
		if g := st.fixed.m.RegionAt(c); g != nil && slices.Contains(p.Forbid[u.Nation], g.ID) {
			return &rules.Refusal{Rule: RulePolitics, Reason: fmt.Sprintf("%s units may not enter %s", st.NationName(u.Nation), g.Name)}
		}
	}
	if u.Side == AP && len(p.NearEastAllies) > 0 && st.nearEast(to) && !slices.Contains(p.NearEastAllies, u.Nation) {
		return &rules.Refusal{Rule: RulePolitics, Reason: fmt.Sprintf("the only Allied units that may operate on the Near East map are %s: %s is in the Near East", st.nationList(p.NearEastAllies), to)}
	}
	if limit, ok := p.NETurkeyCorps[u.Nation]; ok && how != MotionAttack && st.neTurkey(to) && (from == "" || !st.neTurkey(from)) {
		if st.ClassOfUnit(i) == Army {
			return &rules.Refusal{Rule: RulePolitics, Reason: fmt.Sprintf("no %s army may enter Turkey in the Near East (%s)", st.NationName(u.Nation), to)}
		}
		n := 0
		for j := range st.Units {
			if j != i && st.Units[j].Nation == u.Nation && st.Units[j].Loc.OnMap() && st.neTurkey(st.SpaceOf(j)) {
				n++
			}
		}
		if n+1 > limit {
			return &rules.Refusal{Rule: RulePolitics, Reason: fmt.Sprintf("%s may send at most %d corps to Turkey in the Near East, and %d are there", st.NationName(u.Nation), limit, n)}
		}
	}
	return nil
}

// nationList names nations for people ("Draka and Russia").
func (st *State) nationList(ns []string) string {
	var names []string
	for _, n := range ns {
		names = append(names, st.NationName(n))
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
