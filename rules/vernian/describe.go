package vernian

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// argUnit is a's argument k, a unit, as viewer reads its name; ok false
// when it names none.
func (st *State) argUnit(a rules.Action, k int, viewer string) (string, bool) {
	return kit.ArgUnit(a, k, st.unitArg, func(i int) string { return st.nameFor(i, viewer) })
}

// argHex is a's argument k, a location, as people read it ("W0405
// Calais"); ok false when it is none.
func (st *State) argHex(a rules.Action, k int) (string, bool) {
	return kit.ArgPlace(st.fixed.s, a, k, st.placeText)
}

// attackTarget is the hex of the attack being fought, as people read it.
func (st *State) attackTarget() string {
	switch {
	case st.Combat != nil:
		return st.placeText(st.Combat.Target)
	case st.After != nil:
		return st.placeText(st.After.Target)
	}
	return "the hex"
}

// describeUnit is a Describe wording a verb UNIT as format does its unit
// ("Make %s Crack Troops").
func describeUnit(format string) func(st *State, a rules.Action, viewer string) (string, bool) {
	return func(st *State, a rules.Action, viewer string) (string, bool) {
		u, ok := st.argUnit(a, 0, viewer)
		return fmt.Sprintf(format, u), ok
	}
}

// describeHex is a Describe wording a verb HEX as text followed by the
// hex ("Attack " W0405 Calais).
func describeHex(text string) func(st *State, a rules.Action, viewer string) (string, bool) {
	return func(st *State, a rules.Action, viewer string) (string, bool) {
		h, ok := st.argHex(a, 0)
		return text + h, ok && len(a.Args) == 1
	}
}

// describeUnitHex is a Describe wording a verb UNIT HEX as format does
// the unit and the hex ("Land %s at %s").
func describeUnitHex(format string) func(st *State, a rules.Action, viewer string) (string, bool) {
	return func(st *State, a rules.Action, viewer string) (string, bool) {
		u, uok := st.argUnit(a, 0, viewer)
		h, hok := st.argHex(a, 1)
		return fmt.Sprintf(format, u, h), uok && hok
	}
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
