package greenfields

import (
	"fmt"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the words the verbs' Describe functions share: an action
// as buttons, dialogs and the log panel word it (State.Describe).

// argUnit words a's k-th argument, a unit, for viewer (unitText); ok is
// false when there is none or it names no unit.
func (st *State) argUnit(a rules.Action, k int, viewer string) (string, bool) {
	return kit.ArgUnit(a, k, st.resolveLogged, func(i int) string { return st.unitText(i, viewer) })
}

// argZone words a's k-th argument, a zone, by label and place ("L8
// Vaucourt"); ok is false when there is none or it is not a location.
func (st *State) argZone(a rules.Action, k int) (string, bool) {
	return kit.ArgPlace(st.fixed.s, a, k, func(loc string) string { return rules.LocationName(st.fixed.s, loc) })
}

// unitWords is the Describe of a verb "VERB UNIT" worded by format
// ("Build with %s where it stands").
func unitWords(format string) func(st *State, a rules.Action, viewer string) (string, bool) {
	return func(st *State, a rules.Action, viewer string) (string, bool) { return st.unitText1(a, viewer, format) }
}

// unitZoneWords is the Describe of a verb "VERB UNIT ZONE" worded by
// format ("Bring %s on at %s (on a 5 or 6)").
func unitZoneWords(format string) func(st *State, a rules.Action, viewer string) (string, bool) {
	return func(st *State, a rules.Action, viewer string) (string, bool) {
		return st.unitZoneText(a, viewer, format)
	}
}

// unitZoneText words "VERB UNIT ZONE" by format ("Move %s to %s").
func (st *State) unitZoneText(a rules.Action, viewer, format string) (string, bool) {
	u, uok := st.argUnit(a, 0, viewer)
	z, zok := st.argZone(a, 1)
	if !uok || !zok || len(a.Args) != 2 {
		return "", false
	}
	return fmt.Sprintf(format, u, z), true
}

// unitText1 words "VERB UNIT" by format ("Dismount %s: ...").
func (st *State) unitText1(a rules.Action, viewer, format string) (string, bool) {
	u, ok := st.argUnit(a, 0, viewer)
	if !ok {
		return "", false
	}
	return fmt.Sprintf(format, u), len(a.Args) == 1
}

// noArgs is a describe of a verb taking no arguments, worded text.
func noArgs(text string) func(st *State, a rules.Action, viewer string) (string, bool) {
	return func(st *State, a rules.Action, viewer string) (string, bool) { return text, len(a.Args) == 0 }
}

// describeBuy words a purchase: "Buy German regulars, 1914 3-3-12 for 6
// victory points".
func describeBuy(st *State, a rules.Action, viewer string) (string, bool) {
	if len(a.Args) != 1 && len(a.Args) != 2 {
		return "", false
	}
	t := st.fixed.types[a.Args[0]]
	if t == nil {
		return "", false
	}
	at := ""
	if len(a.Args) == 2 { // step 9 of the weekly turn (replacements.go)
		at = " at " + st.newPlaceText(a.Side, a.Args[1])
	}
	return fmt.Sprintf("Buy %s %s%s for %d victory points", t.Name, st.print0(a.Args[0]), at, st.vpCost(a.Args[0])), true
}

// describeMove words a move: "Move German regulars, 1914 3-3-12 to H6";
// an exit (the window's button for it) "Exit British cavalry, 1914 4-3-4
// off the rear board edge of the Germans (+10 VP)".
func describeMove(st *State, a rules.Action, viewer string) (string, bool) {
	if len(a.Args) == 2 && a.Args[1] == offBoard {
		u, ok := st.argUnit(a, 0, viewer)
		return fmt.Sprintf("Exit %s off the rear board edge of the %s (+%d VP)", u, st.sideName(other(a.Side)), vpExit), ok
	}
	return st.unitZoneText(a, viewer, "Move %s to %s")
}

// unitText names unit i for viewer: its counter's name and values as they
// stand, or its nation alone to an enemy who has not identified it.
func (st *State) unitText(i int, viewer string) string {
	u := &st.Units[i]
	t := st.fixed.types[u.Type]
	if viewer != "" && viewer != u.Side && u.Hidden || t == nil {
		return "an unidentified unit of " + st.nationName(u.Nation)
	}
	return t.Name + " " + st.print(i)
}

// gunPlace is " from T6", where the gun ref stands, for its owner (two
// batteries alike are told apart by where they fire from), "" for
// anyone else.
func (st *State) gunPlace(ref, viewer string) string {
	i := st.Units.Resolve(ref)
	if i < 0 || !st.Units[i].Loc.OnMap() || viewer != st.Units[i].Side {
		return ""
	}
	return " from " + st.label(st.Units[i].Loc)
}

// print0 is a counter type's printed values, morale-experience-strength.
func (st *State) print0(typ string) string {
	sp, mo, ex := printedValues(st.fixed.types[typ])
	return fmt.Sprintf("%d-%d-%d", mo, ex, sp)
}

// resolveLogged is the unit a logged action names: its id or alias, also
// the alias of a unit identified since (the log keeps the name the enemy
// could read then; its owner and, now, its enemy know who it was).
func (st *State) resolveLogged(ref string) int {
	if i := st.Units.Resolve(ref); i >= 0 {
		return i
	}
	n, err := strconv.Atoi(strings.TrimPrefix(ref, rules.HiddenRefPrefix))
	if err != nil || !strings.HasPrefix(ref, rules.HiddenRefPrefix) {
		return -1
	}
	for i := range st.Units {
		if st.Units[i].Alias == n && !st.Units[i].Hidden {
			return i
		}
	}
	return -1
}
