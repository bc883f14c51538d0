package outofafrica

import (
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Status is where the game stands: the turn, the phase (with the action
// round and the side acting), who acts and what for.
func (st *State) Status() rules.Status { return st.statusFor(kit.Everyone) }

// statusFor is the status as viewer may read it.
func (st *State) statusFor(viewer string) rules.Status {
	s := rules.Status{Turn: st.Turn - 1, TurnName: st.turnName(), Phase: st.Phase, PhaseName: st.phaseName(),
		Over: st.Over, Result: st.Result}
	if st.Over {
		return s
	}
	s.Active = book.Active(st)
	s.Decision = book.Decision(st, viewer)
	s.Prompt = book.Prompt(st, viewer)
	s.Checklist = book.Checklist(st, viewer)
	return s
}

// View is what side sees. Paths of Glory's units are face up: every side
// sees every unit; what a side may not see (the other side's hand) is in
// side entries with their audience (addSideData), which View.For keeps
// from it.
func (st *State) View(side string) rules.View {
	s := st.fixed.s
	v := rules.View{Side: side, Status: st.statusFor(side), Control: st.Control.Views(s)}
	for i := range st.Units {
		u := &st.Units[i]
		uv := rules.UnitView{ID: st.Units.Ref(i), Type: u.Type, Nation: u.Nation, Side: u.Side, Map: u.Loc.Map,
			Box: u.Loc.Box, Step: u.Step, Steps: rules.StepCount(s, u), Values: rules.Values(s, u)}
		if u.Loc.OnMap() {
			uv.Cell = st.Label(u.Loc.Cell)
		}
		m := unitMarks(st, i, side)
		uv.Tag, uv.Supply, uv.Flags = m.Tag, m.Supply, append(append([]string(nil), u.Flags...), m.Flags...)
		uv.Turned = m.Turned && len(uv.Flags) > 0
		v.Units = append(v.Units, uv)
	}
	vp := st.VPTotalHalves()
	v.VP = map[string]int{CP: floorHalf(vp)}
	v.SetSide(CP, rules.SideEntry{Key: "vp", Label: "VP", Text: halves(vp)})
	for _, fn := range sideDataHooks {
		fn(st, &v)
	}
	return v.For(side)
}

// floorHalf is n halves as a whole number, rounded down ("10½" is 10,
// "-½" is -1).
func floorHalf(n int) int {
	if n < 0 {
		return -((-n + 1) / 2)
	}
	return n / 2
}

// halves is n halves as people read them: "10", "10½", "-½", "0".
func halves(n int) string {
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	s := strconv.Itoa(n / 2)
	if n%2 == 1 {
		if n == 1 {
			s = ""
		}
		s += "½"
	}
	return sign + s
}
