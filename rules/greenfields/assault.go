package greenfields

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Ending the assault" (when both players agree
// to halt, or half the attacker's troops are suppressed): the seed's
// words are the Section below.
//
// In this part of the game the assault is the whole game, so its end is
// the game's end: the victory section's "game-end" hooks decide the
// result. Each side may ask to halt once a turn in its reserves phase
// ("halt"); when both have asked in the same turn, the assault ends as the
// turn ends. The suppression count is made as each turn ends.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleAssaultEnd, Title: "Ending the assault", Order: 180,
		Text: `"An "assault" is declared at an end when both players agree to halt, or when 50% of the attacking player's troops have become suppressed."

In this game the assault is the whole battle: when it ends, so does the game, decided on victory points (see Winning and losing).`})
}

func init() {
	book.Verb(kit.Verb[*State]{Name: "halt", Title: "Ask to halt", Rule: RuleAssaultEnd,
		Help: "asks to halt the assault; both sides in one turn end it (and the game)",
		Gen:  genHalt, Why: whyHalt, Apply: applyHalt, Describe: noArgs("Ask to halt the assault")})
	book.On(kit.TurnEnd, infallible(checkAssaultEnd))
	book.On(kit.TurnStart, infallible(recoverSuppression))
}

func genHalt(st *State, side, arg0 string) []rules.Action {
	if arg0 != "" || slices.Contains(st.Halt, side) {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "halt"}}
}

func whyHalt(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 0 {
		return refuse(RuleAssaultEnd, "halt takes no arguments")
	}
	return refuse(RuleAssaultEnd, "the %s have already asked to halt this turn", st.sideName(a.Side))
}

// applyHalt records that a side agrees to halt; the other side's answer is
// its own halt (or none) in its reserves phase of the same turn.
func applyHalt(st *State, a rules.Action, ctx *rules.Context) error {
	st.Halt = append(st.Halt, a.Side)
	if len(st.Halt) == len(Sides) {
		ctx.Logf("the %s agree to halt: both sides have agreed, the assault ends with this turn", st.sideName(a.Side))
		return nil
	}
	ctx.Logf("the %s ask to halt the assault: it ends if the %s agree this turn", st.sideName(a.Side), st.sideName(other(a.Side)))
	return nil
}

// troops are the attacker's troops the suppression count is made over:
// its units on the map, aircraft and balloons aside.
func (st *State) troops(side string) []int {
	var out []int
	for _, i := range st.onMap(side) {
		if c := st.class(i); !c.isAircraft() && c != Balloon {
			out = append(out, i)
		}
	}
	return out
}

// checkAssaultEnd ends the assault as a turn ends, when both sides have
// agreed to halt or half the attacker's troops are suppressed.
func checkAssaultEnd(st *State, ctx *rules.Context) {
	if st.Over {
		return
	}
	if len(st.Halt) == len(Sides) {
		st.endAssault(ctx, "both sides agreed to halt")
		return
	}
	att := st.attacker()
	ts := st.troops(att)
	n := 0
	for _, i := range ts {
		if st.suppressed(i) {
			n++
		}
	}
	if len(ts) > 0 && 2*n >= len(ts) {
		st.endAssault(ctx, fmt.Sprintf("%d of the %s' %d units on the table are suppressed (50%% or more of the attacker's troops)", n, st.sideName(att), len(ts)))
	}
}

// endAssault ends the assault, which in this part is the game: victory
// (finish) gives the result, saying why it ended.
func (st *State) endAssault(ctx *rules.Context, why string) {
	if st.Mode == ModeAssault {
		st.assaultOver = why // the turn's end goes back to the week once its handlers have run (endTurn)
		return
	}
	if ctx != nil {
		ctx.Logf("the assault is over: %s", why)
	}
	st.finish(ctx, "the assault is over: "+why)
}

// recoverSuppression: the seed never says when suppression ends, so the
// scenario option OptSuppression does. With "turn" a suppressed unit
// recovers as the next assault turn starts, unless it is routing: a
// routing unit stays suppressed until it rallies ("continuing to flee
// until it successfully makes two hits with a morale roll"). With
// "assault" nothing lifts it before the assault ends.
func recoverSuppression(st *State, ctx *rules.Context) {
	if st.fixed.suppression == SuppressionAssault {
		return
	}
	for i := range st.Units {
		u := &st.Units[i]
		if u.HasFlag(FlagSuppressed) && !u.HasFlag(FlagRouting) && !u.Loc.IsEliminated() {
			u.ClearFlag(FlagSuppressed)
			if ctx != nil {
				st.logAbout(i, ctx, "%s is no longer suppressed", st.unitName(i))
			}
		}
	}
}
