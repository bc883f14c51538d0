package outofafrica

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the Draka's two services (PLAN.md §2.12):
//
//	"The Draka armed forces consist of two entirely separate service
//	organizations: a) The Citizen Force (CF) ... b) The Janissaries
//	(J)" (L79-83)
//	"Although the CF units and Janissary forces are considered to be one
//	nationality (Draka), corps from one service cannot come out of the
//	Reserve Box to replace an eliminated army from the other service. If
//	there is no corps of the proper service to come out of the Reserve
//	Box, the eliminated army is permanently removed from play." (L564)
//
// A Draka unit type's service is [rules] services (cf or j).

// The Draka services ([rules] services).
const (
	ServiceCF = "cf" // the Citizen Force
	ServiceJ  = "j"  // the Janissaries
)

// RuleServices is the separation between the Draka services (SSR 22).
const RuleServices = "Separation between Draka services (SSR 22)"

// service is unit i's Draka service, "" for a unit that has none (not a
// Draka unit, or a type [rules] services does not name).
func (st *State) service(i int) string { return st.fixed.r.Services[st.Units[i].Type] }

// serviceName is a service as players read it.
func serviceName(s string) string {
	if s == ServiceJ {
		return "Janissary"
	}
	return "Citizen Force"
}

// serviceCorpsInReserve is a corps of service in a reserve box (the
// first by index), -1 when there is none: the corps an eliminated army
// of that service needs (L564).
func (st *State) serviceCorpsInReserve(service string) int {
	for i := range st.Units {
		if st.inReserve(i) && st.service(i) == service && st.ClassOfUnit(i) == Corps {
			return i
		}
	}
	return -1
}

// inReserve reports whether unit i is in a reserve box.
func (st *State) inReserve(i int) bool {
	b := st.Units[i].Loc.Box
	return b != "" && st.fixed.m.Box(b) != nil && st.fixed.m.Box(b).Kind == "reserve"
}

// reserveCorpsFor is the corps that may come out of the reserve to
// replace eliminated army i (the base game's rule as L564 reads it; lane
// 5's losses call it): for a Draka army one of its own service only, for
// another army one of its nation; -1 when there is none, and then the
// army is removed from play for good.
func (st *State) reserveCorpsFor(army int) int {
	if svc := st.service(army); svc != "" {
		return st.serviceCorpsInReserve(svc)
	}
	for i := range st.Units {
		if st.inReserve(i) && st.Units[i].Nation == st.Units[army].Nation && st.ClassOfUnit(i) == Corps {
			return i
		}
	}
	return -1
}

var _ = []any{(*State).reserveCorpsFor}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleServices, Title: "The Draka services", Order: 130,
		Text: `The Draka have two "entirely separate service organizations", the Citizen Force (CF) and the Janissaries (J). "Corps from one service cannot come out of the Reserve Box to replace an eliminated army from the other service. If there is no corps of the proper service to come out of the Reserve Box, the eliminated army is permanently removed from play." Draka replacement points of one service cannot replace units of the other.`,
		More: func(st *State) (string, []rules.RefTable) {
			t := rules.RefTable{ID: "services", Caption: "Draka services", Columns: []string{"Counter", "Service"}}
			for _, id := range sortedKeys(st.fixed.r.Services) {
				name := id
				if u := st.fixed.s.Counters.Unit(id); u != nil {
					name = rules.TypeName(u, 0)
				}
				t.Rows = append(t.Rows, []string{name, serviceName(st.fixed.r.Services[id])})
			}
			return "", []rules.RefTable{t}
		}})
}

// A Draka unit's service is what the Yankee clashes (yankees.go) ask.
var _ = provideService(func(st *State, i int) string { return st.service(i) })
