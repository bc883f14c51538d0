package greenfields

import (
	"fmt"
	"slices"

	"sandtable/rules"
)

// View is what side sees; "" is the referee's view of everything. Its
// status holds its own checklist and prompts (statusFor); its
// own units in full; of the enemy's (observation.go, identify.go) only
// those it sees now: in full when identified, else their kind and place
// alone (Hidden, no type, no values, no print). Units are listed in
// rules.Units.ListOrder: those side sees for what they are in set-up
// order, then the others by alias, so a unit's place in the list gives
// nothing away.
func (st *State) View(side string) rules.View {
	s := st.fixed.s
	v := rules.View{Side: side, Status: st.statusFor(side)}
	if d := v.Status.Decision; d != nil && side != "" && d.Side != side {
		// The suggested answer of the other side's choice may name a unit
		// and zone this side does not see (a fall-back into the fog).
		dd := *d
		dd.Default = rules.Action{}
		v.Status.Decision = &dd
	}
	var sg *sight
	var looks []terrainLook
	if side != "" {
		sg, looks = st.sightOf(side), st.looks("")
	}
	seen := make([]bool, len(st.Units))
	for i := range st.Units {
		seen[i] = sg == nil || st.seesWith(sg, i, looks)
	}
	full := func(i int) bool { return seen[i] && (side == "" || st.Units[i].Side == side || !st.Units[i].Hidden) }
	for _, i := range st.Units.ListOrder(full) {
		u := &st.Units[i]
		if u.Loc.IsEliminated() || !seen[i] {
			continue
		}
		uv := rules.UnitView{ID: st.Units.Ref(i), Nation: u.Nation, Side: u.Side, Map: u.Loc.Map, Box: u.Loc.Box, Hidden: u.Hidden}
		if u.Loc.OnMap() {
			uv.Cell = st.label(u.Loc)
		}
		uv.Tag = st.tag(i)
		if !full(i) {
			// Routing rather than wavering, and not yet rallied, is its
			// morale: the enemy sees a suppressed unit.
			if uv.Tag == "Rout" {
				uv.Tag = "Sup"
			}
			flags := slices.DeleteFunc(st.flagWords(i, seen), func(w string) bool { return w == flagText[FlagRouting] || w == flagText[FlagOverCap] })
			uv.Flags = append([]string{st.kindWords(i)}, flags...)
			v.Units = append(v.Units, uv)
			continue
		}
		uv.Type, uv.Step, uv.Steps = u.Type, u.Step, rules.StepCount(s, u)
		tr := st.Troops[i]
		uv.Values = map[string]int{"strength": tr.Strength, "morale": tr.Morale, "experience": tr.Experience}
		uv.Print = st.print(i)
		uv.Flags = st.flagWords(i, seen)
		if u.Hidden {
			uv.HiddenText = "not identified by the enemy: where it sees this unit, it sees only its kind, never its strength, morale or experience"
		}
		v.Units = append(v.Units, uv)
	}
	st.stackOrder(v.Units)
	st.victoryView(&v)
	st.gasView(&v)
	st.minesView(&v, side)
	st.storesView(&v)
	st.armyView(&v, side)
	return v
}

// stackOrder orders the units of each zone by wave, the end wave first and
// the leading wave last, so the window draws the leading wave on top of
// its stack and lists it first (the units' order is otherwise ListOrder's;
// zones keep the order of their first unit). Only the units the viewer
// sees in full, which ListOrder puts first, are reordered: the waves of
// unidentified enemy units were numbered in set-up order, and their order
// would give that away.
func (st *State) stackOrder(us []rules.UnitView) {
	n := slices.IndexFunc(us, func(uv rules.UnitView) bool { return uv.Type == "" })
	if n >= 0 {
		us = us[:n]
	}
	first := map[string]int{}
	wave := make(map[string]int, len(us))
	for k, uv := range us {
		key := uv.Map + "/" + uv.Cell + "/" + uv.Box
		if _, ok := first[key]; !ok {
			first[key] = k
		}
		if i := st.Units.Resolve(uv.ID); i >= 0 {
			wave[uv.ID] = st.Troops[i].Wave
		}
	}
	slices.SortStableFunc(us, func(a, b rules.UnitView) int {
		ka, kb := first[a.Map+"/"+a.Cell+"/"+a.Box], first[b.Map+"/"+b.Cell+"/"+b.Box]
		if ka != kb {
			return ka - kb
		}
		return wave[b.ID] - wave[a.ID]
	})
}

// tag is the mark unit i's counter shows: "Rout" for a routing unit,
// "Sup" for a suppressed one (the seed's suppression marker), "" else.
func (st *State) tag(i int) string {
	switch u := &st.Units[i]; {
	case u.HasFlag(FlagRouting):
		return "Rout"
	case u.HasFlag(FlagSuppressed):
		return "Sup"
	}
	return ""
}

// SecretWords are the words nothing given to side may hold
// (rules.SecretWords, for the secrets checker): the instance ids of the
// enemy units side has not identified (an id starts with the unit's type),
// and the references of the enemy units it does not see now.
func (st *State) SecretWords(side string) []string {
	if side == "" {
		return nil
	}
	sg := st.sightOf(side)
	looks := st.looks("")
	var out []string
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side == side || u.Loc.IsEliminated() {
			continue
		}
		if u.Hidden {
			out = append(out, u.ID)
		}
		if !st.seesWith(sg, i, looks) {
			out = append(out, st.Units.Ref(i))
		}
	}
	return out
}

var _ rules.SecretWords = (*State)(nil)

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

// flagWords are unit i's markers as people read them, for a viewer who
// sees unit j when seen[j].
func (st *State) flagWords(i int, seen []bool) []string {
	var out []string
	for _, f := range st.Units[i].Flags {
		if w := flagText[f]; w != "" {
			out = append(out, w)
		} else {
			out = append(out, f)
		}
	}
	// "Players must designate which units within a zone form the leading
	// wave, middle wave and end wave." Counted among the units of the
	// zone the viewer sees: a unit it cannot see ahead of this one, or
	// behind it, is not its to know.
	if st.Troops[i].Wave == 0 {
		return out
	}
	n, ahead := 0, 0
	for _, j := range st.sideAt(st.Units[i].Side, st.Units[i].Loc) {
		if seen[j] {
			n++
			if st.Troops[j].Wave < st.Troops[i].Wave {
				ahead++
			}
		}
	}
	if n > 1 {
		out = append(out, waveNames[min(ahead, len(waveNames)-1)])
	}
	return out
}

// waveNames are the waves of a zone, leading first (flank piling's
// fourth and fifth units come after the end wave).
var waveNames = []string{"leading wave", "middle wave", "end wave", "fourth unit (flank)", "fifth unit (flank)", "sixth unit (flank)"}
