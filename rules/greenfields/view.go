package greenfields

import (
	"fmt"

	"sandtable/rules"
)

// View is what side sees; "" is the referee's view of everything. (The
// observation section hides what side cannot see.)
func (st *State) View(side string) rules.View {
	s := st.fixed.s
	v := rules.View{Side: side, Status: st.Status()}
	for i := range st.Units {
		u := &st.Units[i]
		if u.Loc.IsEliminated() {
			continue
		}
		uv := rules.UnitView{ID: st.Units.Ref(i), Nation: u.Nation, Side: u.Side, Map: u.Loc.Map, Box: u.Loc.Box,
			Type: u.Type, Step: u.Step, Steps: rules.StepCount(s, u)}
		if u.Loc.OnMap() {
			uv.Cell = st.label(u.Loc)
		}
		tr := st.Troops[i]
		uv.Values = map[string]int{"strength": tr.Strength, "morale": tr.Morale, "experience": tr.Experience}
		uv.Print = st.print(i)
		uv.Flags = st.flagWords(i)
		v.Units = append(v.Units, uv)
	}
	st.victoryView(&v)
	return v
}

// print is unit i's counter as it stands: "morale-experience-strength",
// the seed's order in its table of suggested troop values.
func (st *State) print(i int) string {
	tr := st.Troops[i]
	return fmt.Sprintf("%d-%d-%d", tr.Morale, tr.Experience, tr.Strength)
}

// flagText words the unit flags for players.
var flagText = map[string]string{
	FlagSuppressed: "suppressed: may not move towards the enemy nor fire outside its zone",
	FlagRouting:    "routing: flees towards its base line until it rolls two hits on its morale dice; fires at half dice",
	FlagDismounted: "dismounted: fights as infantry, its mounts left behind",
	FlagFired:      "has fired this turn",
	FlagOpFired:    "has used its opportunity fire this turn",
	FlagMoving:     "moved this turn",
	FlagGrounded:   "grounded for the rest of the day",
	FlagSortie:     "has flown its sortie today",
	FlagBrokenDown: "broken down",
}

// flagWords are unit i's markers as people read them.
func (st *State) flagWords(i int) []string {
	var out []string
	for _, f := range st.Units[i].Flags {
		if w := flagText[f]; w != "" {
			out = append(out, w)
		} else {
			out = append(out, f)
		}
	}
	return out
}
