package vernian

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// 000 Reinforcement Schedule, the Zeppelin flips: "C: ... Germans may flip
// one 0-3-3 Zeppelin to its improved side." "D: Germans may flip two 0-3-3
// or 0-3-4 Zeppelins to their improved sides." E, F and G: three. The
// counts are the scenario's rules.zeppelin_flips by Strategic Turn, the
// flips rules.zeppelin_improved (type to improved type). `improve ZEP` in
// any German New Units Phase of that Strategic Turn, up to the turn's
// count; the count starts again each Strategic Turn (a flip not taken is
// lost). The seed never prints the improved side: RULINGS.md.

func init() {
	book.Verb(kit.Verb[*State]{Name: "improve", Words: "improving a Zeppelin", Args: "ZEP", Rule: RuleZeppelins,
		Help: "Flips a 0-3-3 (on C only those) or 0-3-4 Zeppelin to its improved side (0-3-6), in the German New Units Phase, as many as the Strategic Turn's schedule allows.",
		Gen:  genImprove, Why: whyImprove, Apply: applyImprove,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			u, ok := st.argUnit(a, 0, viewer)
			return fmt.Sprintf("Flip %s to its improved side", u), ok && len(a.Args) == 1
		}})
	on(kit.TurnStart, func(st *State, _ *rules.Context) { st.Air.Improved = 0 })
}

// flipsLeft is how many Zeppelins the Germans may still flip this
// Strategic Turn.
func (st *State) flipsLeft() int {
	n := st.fixed.t.ZeppelinFlips[st.fixed.s.Turns.Names[st.Clock.Turn]]
	return max(n-st.Air.Improved, 0)
}

// improvable reports whether unit i is a German Zeppelin in play with an
// improved side.
func (st *State) improvable(i int) bool {
	u := &st.Units[i]
	_, ok := st.fixed.t.ZeppelinImproved[u.Type]
	return ok && u.Side == Germans && (u.Loc.OnMap() || st.inAvailable(i)) && st.flipsType(u.Type)
}

// flipsType reports whether Zeppelins of type may be flipped in this
// Strategic Turn (rules.zeppelin_flip_types).
func (st *State) flipsType(typ string) bool {
	types, limited := st.fixed.t.ZeppelinFlipTypes[st.fixed.s.Turns.Names[st.Clock.Turn]]
	return !limited || slices.Contains(types, typ)
}

func genImprove(st *State, side, arg0 string) []rules.Action {
	if side != Germans || st.phaseKind() != "new-units" || st.flipsLeft() == 0 {
		return nil
	}
	var out []rules.Action
	for i := range st.Units {
		if st.improvable(i) && st.named(i, arg0) {
			out = append(out, rules.Action{Side: side, Verb: "improve", Args: []string{st.Units.Ref(i)}})
		}
	}
	return out
}

func whyImprove(st *State, a rules.Action) *rules.Refusal {
	turn := st.fixed.s.Turns.Names[st.Clock.Turn]
	switch {
	case len(a.Args) != 1:
		return refusalOf(RuleNewUnits, "improve takes ZEP")
	case a.Side != Germans:
		return refusalOf(RuleNewUnits, "only the Germans flip Zeppelins to their improved side")
	case st.fixed.t.ZeppelinFlips[turn] == 0:
		return refusalOf(RuleNewUnits, fmt.Sprintf("the Reinforcement Schedule lets the Germans flip no Zeppelin on Strategic Turn %s", turn))
	case st.flipsLeft() == 0:
		return refusalOf(RuleNewUnits, fmt.Sprintf("the Germans may flip %d Zeppelin(s) on Strategic Turn %s and have flipped them", st.fixed.t.ZeppelinFlips[turn], turn))
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refusalOf(RuleNewUnits, fmt.Sprintf("no unit %q", a.Args[0]))
	}
	var from []string
	for t := range st.fixed.t.ZeppelinImproved {
		if ct := st.fixed.s.Counters.Unit(t); ct != nil && st.flipsType(t) {
			from = append(from, rules.TypeName(ct, 0))
		}
	}
	slices.Sort(from)
	from = slices.Compact(from)
	if u := &st.Units[i]; u.Side == Germans && st.isZeppelin(u) && (u.Loc.OnMap() || st.inAvailable(i)) {
		return refusalOf(RuleNewUnits, fmt.Sprintf("%s may not be flipped on Strategic Turn %s: only %s Zeppelins are", st.name(i), turn, joinNames(from)))
	}
	return refusalOf(RuleNewUnits, fmt.Sprintf("%s is not in play", st.name(i)))
}

// applyImprove flips the Zeppelin to its improved side (its type becomes
// the improved type).
func applyImprove(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	u := &st.Units[i]
	before := st.name(i)
	u.Type = st.fixed.t.ZeppelinImproved[u.Type]
	st.Air.Improved++
	ctx.Logf("%s at %s is flipped to its improved side: %s (%d more flip(s) this Strategic Turn)", before, st.place(u.Loc), st.name(i), st.flipsLeft())
	return nil
}
