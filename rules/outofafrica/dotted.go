package outofafrica

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is the dotted lines of the Near East (L150, L160):
//
//	"Draka forces may freely use the dotted lines Arabia/Medina and
//	Aqaba/Medina." (SSR 7)
//	"Only the ANA can use the lines Arabia/Amman, Arabia/Jerusalem, and
//	Arabia/Aqaba for move/attack." (SSR 12)
//
// The lines are map connections of kind "dotted"; [rules.dotted] names
// the nations that may move along each, keyed "A/B" by its spaces
// (Arabia/Medina and Aqaba/Medina: the Draka, the ANA and the Turks,
// ruling OA-25). A dotted line the table does not name is used by no one.
// Supply is never traced along a dotted line (OA-26).

// RuleDotted is the dotted lines.
const RuleDotted = "Out of Africa SSR 7 and 12: dotted lines"

var (
	_ = addMoveCost(func(st *State, i int, from, to string) (int, bool) {
		return 0, st.dottedOpen(st.Units[i].Nation, from, to)
	})
	_ = addSupplyPass(func(st *State, _, from, to string) bool { return !st.Connection(from, to, "dotted") })
	_ = addRulesCheck(checkDotted)
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleDotted, Title: "Dotted lines", Order: 420,
		Text: `"Draka forces may freely use the dotted lines Arabia/Medina and Aqaba/Medina." (Out of Africa SSR 7.) "Only the ANA can use the lines Arabia/Amman, Arabia/Jerusalem, and Arabia/Aqaba for move/attack." (SSR 12.)

A unit moves along a dotted line only if its nation may use that line. Supply is never traced along a dotted line.`,
		More: func(st *State) (string, []rules.RefTable) {
			t := rules.RefTable{ID: "dotted", Caption: "Dotted lines", Columns: []string{"Line", "May use it"}}
			for _, k := range sortedKeys(st.fixed.r.Dotted) {
				var who []string
				for _, n := range st.fixed.r.Dotted[k] {
					who = append(who, st.NationName(n))
				}
				if len(who) == 0 {
					who = []string{"no one in this game"}
				}
				t.Rows = append(t.Rows, []string{k, strings.Join(who, ", ")})
			}
			return "", []rules.RefTable{t}
		}})
}

// dottedUsers are the nations that may use the dotted line between a and
// b (none when no entry names it).
func (st *State) dottedUsers(a, b string) []string {
	if n, ok := st.fixed.r.Dotted[a+"/"+b]; ok {
		return n
	}
	return st.fixed.r.Dotted[b+"/"+a]
}

// dottedOpen reports whether nation may step from a to b: always, unless
// they are joined by a dotted line its nation may not use.
func (st *State) dottedOpen(nation, a, b string) bool {
	return !st.Connection(a, b, "dotted") || slices.Contains(st.dottedUsers(a, b), nation)
}

// checkDotted checks that each [rules.dotted] key names a dotted
// connection and each nation exists.
func checkDotted(r *Rules, s *scenarios.Scenario) error {
	m := s.Maps[0]
	for _, k := range sortedKeys(r.Dotted) {
		path := "rules.dotted." + k
		a, b, ok := strings.Cut(k, "/")
		ca, err1 := m.Cell(a)
		cb, err2 := m.Cell(b)
		if !ok || err1 != nil || err2 != nil || !m.Edges.Has(ca, cb, "dotted") {
			return s.RulesErrorf(path, "%q: want \"A/B\", two spaces of map %s joined by a dotted connection", k, m.ID)
		}
		for _, n := range r.Dotted[k] {
			if s.Counters.Nation(n) == nil {
				return s.RulesErrorf(path, "no nation %q in counters %s", n, s.Counters.ID)
			}
		}
	}
	return nil
}

// dottedWhy is why nation may not use the dotted line a-b, "" when it
// may (for refusals).
func (st *State) dottedWhy(nation, a, b string) string {
	if st.dottedOpen(nation, a, b) {
		return ""
	}
	return fmt.Sprintf("the dotted line %s/%s may not be used by %s", a, b, st.NationName(nation))
}
