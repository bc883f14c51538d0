package rules

import (
	"fmt"
	"strings"

	"sandtable/counters"
)

// StatusLines are the lines with which `sandtable play` and `replay` end:
// where the game stands, the decision it waits for and each side's units
// in play and victory points, as side sees them ("" the referee). They are
// made from side's view and, when side is the one to choose, its legal
// choices, never from the referee's view: a count of units side cannot see
// would tell it how many there are.
func (g *Game) StatusLines(side string) []string {
	v := g.state.View(side)
	var choices []Action
	if d := v.Status.Decision; d != nil && (side == "" || side == d.Side) {
		choices = g.Legal(d.Side)
	}
	return StatusLines(v, g.Scenario.Sides, choices, len(g.log))
}

// StatusLines are the status lines of view v after actions actions (see
// Game.StatusLines): choices are the legal choices of the decision v's
// status waits for, listed only when the viewer is the one to choose (nil
// otherwise); sides names the sides in the per-side lines (none when nil).
func StatusLines(v View, sides []*counters.Side, choices []Action, actions int) []string {
	st := v.Status
	var out []string
	line := fmt.Sprintf("-- after %d %s: turn %s", actions, plural(actions, "action", "actions"), st.TurnName)
	if st.PhaseName != "" {
		line += ", " + st.PhaseName
	}
	if len(st.Active) > 0 {
		line += " (" + strings.Join(st.Active, ", ") + " to act)"
	}
	out = append(out, line)
	if st.Over {
		out = append(out, "-- game over: "+st.Result)
	}
	if d := st.Decision; d != nil {
		if len(choices) == 0 {
			out = append(out, fmt.Sprintf("-- waiting for %s to choose: %s", d.Side, d.Prompt))
		} else {
			out = append(out, fmt.Sprintf("-- waiting for %s to choose: %s; choices:", d.Side, d.Prompt))
			for _, a := range choices {
				mark := ""
				if a.Equal(d.Default) {
					mark = "   # suggested"
				}
				out = append(out, fmt.Sprintf("--   %s%s", a, mark))
			}
		}
	}
	bySide := map[string]int{}
	for _, u := range v.Units {
		if u.Box != EliminatedBox {
			bySide[u.Side]++
		}
	}
	for _, sd := range sides {
		line := fmt.Sprintf("-- %s: %d %s in play", sd.Name, bySide[sd.ID], plural(bySide[sd.ID], "unit", "units"))
		if v.Side != "" && v.Side != sd.ID {
			line = fmt.Sprintf("-- %s: %d %s in play that the %s see", sd.Name, bySide[sd.ID], plural(bySide[sd.ID], "unit", "units"), sideName(sides, v.Side))
		}
		if vp, ok := v.VP[sd.ID]; ok {
			line += fmt.Sprintf(", %d VP", vp)
		}
		out = append(out, line)
	}
	return out
}

// sideName is the name of side id among sides (the id when none).
func sideName(sides []*counters.Side, id string) string {
	for _, sd := range sides {
		if sd.ID == id {
			return sd.Name
		}
	}
	return id
}
