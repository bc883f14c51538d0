package outofafrica

import (
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the adjudication (PLAN.md §1): a step the seed leaves to
// Paths of Glory's procedure, which the module does not automate (a card
// event with no handler, a siege, a "Poghouse" rule), is done by hand.
// The side that carries it out makes its adjustments one at a time, each
// a verb with no free text and logged with what it is for, then done:
//
//   - adjust-move UNIT SPACE: a unit (of either side) to a space;
//   - adjust-step UNIT flip|restore|eliminate: a step lost, a step
//     restored, a unit eliminated to the dead pile;
//   - adjust-control SPACE cp|ap|none;
//   - adjust-rp POOL +1|-1: the replacement points of a nation of the
//     side (or a pool of its, addRPPool);
//   - adjust-vp +1|-1: the victory point track by halves, Central Powers
//     positive.
//
// Sections enter it with st.adjudicate(ctx, side, why).

// RuleAdjudicate is the adjudication.
const RuleAdjudicate = "Adjudication by hand"

// StageAdjudicate is the adjudication's choice stage.
const StageAdjudicate = "adjudicate"

// The adjustment verbs (random play picks them rarely: rulestest.Chooser
// Rare).
var adjustVerbs = []string{"adjust-move", "adjust-step", "adjust-control", "adjust-rp", "adjust-vp"}

var _ = addChoice(func(st *State) string {
	if st.Tracks.Adjudicate != nil {
		return StageAdjudicate
	}
	return ""
})

var _ = addDragVerb("adjust-move")

// adjudicate opens the adjudication for side, for why ("the event of
// A06 Entrenching", "the sieges").
// One opened while another is pending waits for it.
func (st *State) adjudicate(ctx *rules.Context, side, why string) {
	if st.Tracks.Adjudicate != nil {
		st.Tracks.AdjudicateNext = append(st.Tracks.AdjudicateNext, Adjudication{Side: side, Why: why})
		ctx.Logf("The %s will carry out %s by hand next", st.SideName(side), why)
		return
	}
	st.Tracks.Adjudicate = &Adjudication{Side: side, Why: why}
	ctx.Logf("The %s carry out %s by hand, then say done", st.SideName(side), why)
}

func init() {
	book.Stage(kit.Stage[*State]{ID: StageAdjudicate, Name: "Adjudication by hand", Rule: RuleAdjudicate, Choice: true,
		Verbs: append(slices.Clone(adjustVerbs), "done"),
		Who: func(st *State) []string {
			if st.Tracks.Adjudicate == nil {
				return nil
			}
			return []string{st.Tracks.Adjudicate.Side}
		},
		Prompt: func(st *State, _ string) string {
			if st.Tracks.Adjudicate == nil {
				return ""
			}
			return st.SideName(st.Tracks.Adjudicate.Side) + ": carry out " + st.Tracks.Adjudicate.Why + " with the adjust actions, then done"
		},
		Default: func(st *State) rules.Action {
			if st.Tracks.Adjudicate == nil {
				return rules.Action{}
			}
			return rules.Action{Side: st.Tracks.Adjudicate.Side, Verb: "done"}
		},
	})
	adjusting := func(st *State, side string) bool {
		return st.Tracks.Adjudicate != nil && st.Tracks.Adjudicate.Side == side
	}
	logAdj := func(st *State, ctx *rules.Context, format string, args ...any) {
		ctx.Logf("%s adjust (%s): "+format, append([]any{st.SideName(st.Tracks.Adjudicate.Side), st.Tracks.Adjudicate.Why}, args...)...)
	}
	book.Verb(kit.Verb[*State]{Name: "done", Rule: RuleAdjudicate, Title: "Done",
		Help: "end an adjudication by hand", Words: "ending the adjudication",
		Gen: func(st *State, side, _ string) []rules.Action {
			if !adjusting(st, side) {
				return nil
			}
			return []rules.Action{{Side: side, Verb: "done"}}
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			ctx.Logf("The %s are done adjusting (%s)", st.SideName(a.Side), st.Tracks.Adjudicate.Why)
			st.Tracks.Adjudicate = nil
			if len(st.Tracks.AdjudicateNext) > 0 {
				next := st.Tracks.AdjudicateNext[0]
				st.Tracks.AdjudicateNext = st.Tracks.AdjudicateNext[1:]
				st.adjudicate(ctx, next.Side, next.Why)
			}
			return nil
		},
	})
	book.Verb(kit.Verb[*State]{Name: "adjust-move", Args: "UNIT SPACE", Rule: RuleAdjudicate, Title: "Move by hand",
		Help: "in an adjudication, put a unit in a space", Words: "moving a unit by hand",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			if !adjusting(st, side) {
				return nil
			}
			var out []rules.Action
			spaces := st.Spaces()
			for i := range st.Units {
				ref := st.Units.Ref(i)
				if arg0 != "" && ref != arg0 {
					continue
				}
				at := st.SpaceOf(i)
				for _, l := range spaces {
					if l != at {
						out = append(out, rules.Action{Side: side, Verb: "adjust-move", Args: []string{ref, l}})
					}
				}
			}
			return out
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			i := st.Units.Resolve(a.Args[0])
			name := st.unitName(i)
			st.Units[i].Loc = st.Loc(a.Args[1])
			logAdj(st, ctx, "%s to %s", name, a.Args[1])
			return nil
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 2 {
				return "", false
			}
			i := st.Units.Resolve(a.Args[0])
			if i < 0 {
				return "", false
			}
			return "Move " + st.unitName(i) + " to " + a.Args[1] + " by hand", true
		},
	})
	book.Verb(kit.Verb[*State]{Name: "adjust-step", Args: "UNIT flip|restore|eliminate", Rule: RuleAdjudicate, Title: "Step by hand",
		Help: "in an adjudication, reduce, restore or eliminate a unit", Words: "changing a unit's steps by hand",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			if !adjusting(st, side) {
				return nil
			}
			var out []rules.Action
			for i := range st.Units {
				ref := st.Units.Ref(i)
				if arg0 != "" && ref != arg0 {
					continue
				}
				u := &st.Units[i]
				if u.Loc.OnMap() && kit.StepsLeft(st.fixed.s, u) > 0 {
					out = append(out, rules.Action{Side: side, Verb: "adjust-step", Args: []string{ref, "flip"}})
				}
				if u.Step > 0 {
					out = append(out, rules.Action{Side: side, Verb: "adjust-step", Args: []string{ref, "restore"}})
				}
				if u.Loc.OnMap() {
					out = append(out, rules.Action{Side: side, Verb: "adjust-step", Args: []string{ref, "eliminate"}})
				}
			}
			return out
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			i := st.Units.Resolve(a.Args[0])
			why := st.Tracks.Adjudicate.Why + ", by hand"
			switch a.Args[1] {
			case "flip":
				st.flip(ctx, i, why)
			case "restore":
				st.Units[i].Step--
				logAdj(st, ctx, "%s restored a step", st.unitName(i))
			case "eliminate":
				st.eliminate(ctx, i, why, false)
			}
			return nil
		},
	})
	book.Verb(kit.Verb[*State]{Name: "adjust-control", Args: "SPACE cp|ap|none", Rule: RuleAdjudicate, Title: "Control by hand",
		Help: "in an adjudication, give a space to a side or to none", Words: "changing control by hand",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			if !adjusting(st, side) {
				return nil
			}
			var out []rules.Action
			for _, l := range st.Spaces() {
				if arg0 != "" && l != arg0 {
					continue
				}
				now := st.ControlOf(l)
				for _, to := range []string{CP, AP, "none"} {
					if to != now && !(to == "none" && now == "") {
						out = append(out, rules.Action{Side: side, Verb: "adjust-control", Args: []string{l, to}})
					}
				}
			}
			return out
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			to := a.Args[1]
			if to == "none" {
				to = ""
			}
			logAdj(st, ctx, "control of %s", a.Args[0])
			return st.setControl(ctx, a.Args[0], to, nil)
		},
	})
	book.Verb(kit.Verb[*State]{Name: "adjust-rp", Args: "POOL +1|-1", Rule: RuleAdjudicate, Title: "RP by hand",
		Help: "in an adjudication, add or take a replacement point of one of your nations", Words: "changing replacement points by hand",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			if !adjusting(st, side) {
				return nil
			}
			var out []rules.Action
			for _, p := range st.rpPools(side) {
				if arg0 != "" && p != arg0 {
					continue
				}
				out = append(out, rules.Action{Side: side, Verb: "adjust-rp", Args: []string{p, "+1"}})
				if st.Tracks.RP[p] > 0 {
					out = append(out, rules.Action{Side: side, Verb: "adjust-rp", Args: []string{p, "-1"}})
				}
			}
			return out
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			n := 1
			if a.Args[1] == "-1" {
				n = -1
			}
			st.addRP(ctx, a.Args[0], n, st.Tracks.Adjudicate.Why+", by hand")
			return nil
		},
	})
	book.Verb(kit.Verb[*State]{Name: "adjust-vp", Args: "+1|-1", Rule: RuleAdjudicate, Title: "VP by hand",
		Help: "in an adjudication, move the victory point track by half a point (+ toward the Central Powers)", Words: "changing victory points by hand",
		Gen: func(st *State, side, _ string) []rules.Action {
			if !adjusting(st, side) {
				return nil
			}
			return []rules.Action{{Side: side, Verb: "adjust-vp", Args: []string{"+1"}}, {Side: side, Verb: "adjust-vp", Args: []string{"-1"}}}
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			if a.Args[0] == "+1" {
				st.VPHalves++
			} else {
				st.VPHalves--
			}
			logAdj(st, ctx, "VP %s½, now %s", strings.TrimSuffix(a.Args[0], "1"), halves(st.VPTotalHalves()))
			return nil
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleAdjudicate, Title: "Adjudication by hand", Order: 850,
		Text: `What the seed leaves to Paths of Glory's own procedure and the module does not carry out (an event with no automated effect, a siege, a rule of the "Poghouse" or "POG notes" files) is done by hand: the side whose step it is moves units, changes steps, control, replacement points or victory points one adjustment at a time, each logged with what it is for, and says done. Both players see every adjustment.`})
}
