package aanorthafrica

import (
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Status is where the game stands: the round (the scenario's turn), the
// acting nation as the sub-turn, its phase, who acts and what for.
func (st *State) Status() rules.Status { return st.statusFor(kit.Everyone) }

// statusFor is the status as viewer may read it.
func (st *State) statusFor(viewer string) rules.Status {
	names := st.fixed.s.Turns.Names
	turn := min(st.Round-1, len(names)-1)
	s := rules.Status{Turn: turn, SubTurn: st.Turn, SubTurns: len(st.fixed.r.Order),
		Phase: st.Phase, PhaseName: st.phaseName(), Over: st.Over, Result: st.Result}
	if turn >= 0 {
		s.TurnName = names[turn]
	}
	if st.Over {
		return s
	}
	s.Active = book.Active(st)
	s.Decision = book.Decision(st, viewer)
	s.Prompt = book.Prompt(st, viewer)
	s.Checklist = book.Checklist(st, viewer)
	return s
}

// sees reports whether side sees unit i: its own, and the other side's
// face-up units ("" is the referee). A hidden unit of the other side
// (a minefield) is left out of its view altogether: where it is, is the
// secret.
func (st *State) sees(side string, i int) bool {
	u := &st.Units[i]
	return side == "" || u.Side == side || !u.Hidden
}

// View is what side sees: the units it may see, control by side, the
// banks and bonuses (public).
func (st *State) View(side string) rules.View {
	s := st.fixed.s
	v := rules.View{Side: side, Status: st.statusFor(side)}
	for i := range st.Units {
		if !st.sees(side, i) {
			continue
		}
		u := &st.Units[i]
		uv := rules.UnitView{ID: st.Units.Ref(i), Type: u.Type, Nation: u.Nation, Side: u.Side, Map: u.Loc.Map,
			Box: u.Loc.Box, Hidden: u.Hidden, Step: u.Step, Steps: rules.StepCount(s, u), Values: rules.Values(s, u),
			Flags: slices.Clone(u.Flags)}
		if u.Loc.OnMap() {
			uv.Cell = st.Label(u.Loc.Cell)
		}
		if side == "" || u.Side == side || !u.Hidden {
			flags, turned := unitMarks(st, i, side)
			uv.Flags = append(uv.Flags, flags...)
			uv.Turned = turned && len(uv.Flags) > 0
		}
		v.Units = append(v.Units, uv)
	}
	for _, l := range st.Spaces() {
		if side := st.SideAt(l); side != "" {
			v.Control = append(v.Control, rules.ControlView{Map: st.fixed.m.ID, Cell: l, Side: side})
		}
	}
	st.setBankViews(&v)
	st.setBonusViews(&v)
	st.setBuyViews(&v)
	return v.For(side)
}

// SecretWords are the instance ids of the units side may not see (see
// rules.SecretWords).
func (st *State) SecretWords(side string) []string {
	var out []string
	for i := range st.Units {
		if !st.sees(side, i) {
			out = append(out, st.Units[i].ID)
		}
	}
	return out
}
