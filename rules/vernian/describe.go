package vernian

import (
	"fmt"

	"sandtable/rules"
)

var _ rules.Describer = (*State)(nil)

// Describe implements rules.Describer: an action as the buttons, dialogs
// and the log panel word it, units by their counters' names and values and
// hexes by label and place ("Bombard W0603 Liege with German HQ (2-2
// Monstrous Artillery)"). A face-down unit is named in full for its owner
// and the referee, by nation and alias for the other side (nameFor). ok is
// false for an action it cannot word (a malformed one, or one naming a
// face-down unit since turned face up), which the engine then words
// generically.
func (st *State) Describe(a rules.Action, viewer string) (string, bool) {
	unit := func(k int) (string, bool) {
		if k >= len(a.Args) {
			return "", false
		}
		i := st.unitArg(a.Args[k])
		if i < 0 {
			return "", false
		}
		return st.nameFor(i, viewer), true
	}
	hex := func(k int) (string, bool) {
		if k >= len(a.Args) {
			return "", false
		}
		if _, err := rules.ParseLocation(st.fixed.s, a.Args[k]); err != nil {
			return "", false
		}
		return st.placeText(a.Args[k]), true
	}
	target := func() string {
		switch {
		case st.Combat != nil:
			return st.placeText(st.Combat.Target)
		case st.After != nil:
			return st.placeText(st.After.Target)
		}
		return "the hex"
	}
	u, uok := unit(0)
	switch a.Verb {
	case "end-phase":
		return "End the " + st.phase().Name, len(a.Args) == 0
	case "move":
		h, hok := hex(1)
		if !uok || !hok {
			return "", false
		}
		switch st.phaseKind() {
		case "setup":
			return fmt.Sprintf("Set up %s at %s", u, h), true
		case "new-units":
			if l, _ := rules.ParseLocation(st.fixed.s, a.Args[1]); l.InBox() {
				return fmt.Sprintf("Take %s out of England to the %s", u, h), true
			}
			return fmt.Sprintf("Place %s at %s", u, h), true
		case "base-change":
			return fmt.Sprintf("Base change %s to %s", u, h), true
		case "sortie":
			return fmt.Sprintf("Sortie %s to %s", u, h), true
		case "movement":
			if i := st.unitArg(a.Args[0]); st.Units[i].Loc.IsAboard() {
				return fmt.Sprintf("Disembark %s at %s", u, h), true
			}
		}
		return fmt.Sprintf("Move %s to %s", u, h), true
	case "bombard":
		h, hok := hex(1)
		return fmt.Sprintf("Bombard %s with %s", h, u), uok && hok
	case "cancel-bombard":
		return "Cancel the bombard by " + u, uok
	case "fire":
		return "Fire the designated bombards", true
	case "attack":
		h, hok := hex(0)
		return "Attack " + h, hok
	case "commit":
		return fmt.Sprintf("Add %s to the attack on %s", u, target()), uok
	case "withdraw":
		return fmt.Sprintf("Leave %s out of the attack on %s", u, target()), uok
	case "double":
		return fmt.Sprintf("Have the tank double %s", u), uok
	case "resolve":
		return "Resolve the attack on " + target(), true
	case "cancel":
		return "Call off the attack on " + target(), true
	case "advance":
		h, hok := hex(1)
		return fmt.Sprintf("Advance %s into %s", u, h), uok && hok
	case "crack":
		return fmt.Sprintf("Make %s Crack Troops", u), uok
	case "done":
		return "Finish the attack on " + target(), true
	case "attrition":
		return "Roll attrition for the Out of Supply stacks", true
	case "lose":
		if !uok {
			return "", false
		}
		return fmt.Sprintf("%s at %s takes the step loss", u, st.place(st.Units[st.unitArg(a.Args[0])].Loc)), true
	case "retreat":
		h, hok := hex(0)
		return "Retreat to " + h, hok && len(a.Args) == 1
	case "sweep", "escort", "interdict", "intercept":
		h, hok := hex(1)
		if !uok || !hok {
			return "", false
		}
		what := map[string]string{"sweep": "on a Sweep to", "escort": "to escort at", "interdict": "to interdict", "intercept": "to intercept at"}[a.Verb]
		return fmt.Sprintf("Send %s %s %s", u, what, h), true
	case "recall":
		return fmt.Sprintf("Recall %s to its base", u), uok
	case "first":
		if !uok || len(a.Args) != 1 {
			return "", false
		}
		i := st.unitArg(a.Args[0])
		for k, j := range st.Units.Passengers(i) {
			u += map[bool]string{true: " carrying ", false: ", "}[k == 0] + st.nameFor(j, viewer)
		}
		return fmt.Sprintf("Attack %s first at %s", u, st.place(st.Units[i].Loc)), true
	case "fight":
		h, hok := hex(0)
		return "Fight the air combat at " + h, hok && len(a.Args) == 1
	case "land":
		h, hok := hex(1)
		return fmt.Sprintf("Land %s at %s", u, h), uok && hok
	case "invent":
		return "Roll for a " + inventionName(a.Side), len(a.Args) == 0
	case "storm":
		h, hok := hex(0)
		return "Place a Storm at " + h, hok && len(a.Args) == 1
	case "escape":
		return fmt.Sprintf("%s rolls to escape the Storm", u), uok
	case "generator":
		h, hok := hex(0)
		return "Place a Van der Graaf Generator at " + h, hok && len(a.Args) == 1
	case "embark":
		z, zok := unit(1)
		return fmt.Sprintf("Embark %s on %s", u, z), uok && zok && len(a.Args) == 2
	case "improve":
		return fmt.Sprintf("Flip %s to its improved side", u), uok && len(a.Args) == 1
	case "displace":
		h, hok := hex(1)
		return fmt.Sprintf("Displace %s to %s", u, h), uok && hok && len(a.Args) == 2
	case "push-out":
		if !uok {
			return "", false
		}
		return fmt.Sprintf("Send %s back from %s", u, st.place(st.Units[st.unitArg(a.Args[0])].Loc)), true
	}
	return "", false
}

// DescribeLogged words an action already in the log (rules.LogDescriber).
// Describe words some actions by the game as it stands now: a move by the
// phase in play ("Place … at W8213" for a German move read in the Allies'
// New Units phase), a step loss or a push-out by where the unit is now, a
// combat step by the attack being fought now. Those read here by the
// action alone; the others as Describe words them.
func (st *State) DescribeLogged(a rules.Action, viewer string) (string, bool) {
	u := ""
	if len(a.Args) > 0 {
		if i := st.unitArg(a.Args[0]); i >= 0 {
			u = st.nameFor(i, viewer)
		}
	}
	switch a.Verb {
	case "move":
		if u == "" || len(a.Args) != 2 {
			return "", false
		}
		if _, err := rules.ParseLocation(st.fixed.s, a.Args[1]); err != nil {
			return "", false
		}
		return fmt.Sprintf("Move %s to %s", u, st.placeText(a.Args[1])), true
	case "commit":
		return "Add " + u + " to the attack", u != ""
	case "withdraw":
		return "Leave " + u + " out of the attack", u != ""
	case "resolve":
		return "Resolve the attack", true
	case "cancel":
		return "Call off the attack", true
	case "done":
		return "Finish the attack", true
	case "lose":
		return u + " takes the step loss", u != ""
	case "first":
		return "Attack " + u + " first", u != "" && len(a.Args) == 1
	case "push-out":
		return "Send " + u + " back", u != ""
	}
	return st.Describe(a, viewer)
}
