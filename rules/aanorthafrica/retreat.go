package aanorthafrica

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the attacker's press on or retreat after each round, which
// the seed leaves to Axis & Allies ("attacker may retreat after each
// round", issue 28), and the seed's limit on units out of gas:
//
//	"they may even retreat if the attack goes bad, but only one space
//	back, at which time they are still out of gas"
//
// and a failed minefield sweep's forced retreat ("if not then he must
// retreat", ruling N-17: the same retreat). A retreat takes all the
// attacking land units to one space from which attacking land units came
// (the space each left by its last step) that the attacker's side
// controls; units out of gas (a mechanized move) go only one space back,
// to the space they came from, whichever was chosen. Planes stay, to land
// in the non-combat move.

// RuleRetreat is the attacker's retreat.
const RuleRetreat = "Retreat"

// The attacker's choices after a round and after a failed sweep.
const (
	stageDecide = "press-or-retreat"
	stageForced = "must-retreat"
)

func init() {
	book.Stage(kit.Stage[*State]{ID: stageDecide, Name: "Press on or retreat", Rule: RuleRetreat, Choice: true, Verbs: []string{"press-on", "retreat"},
		Who: func(st *State) []string { return []string{st.ActingSide()} },
		Prompt: func(st *State, _ string) string {
			s := st.Battle.Space
			return fmt.Sprintf("After %s (attackers left: %d, defenders: %d): press on, or retreat?", st.battleName(), len(st.attackers(s)), len(st.defenders(s)))
		},
		Default: func(st *State) rules.Action { return rules.Action{Side: st.ActingSide(), Verb: "press-on"} }})
	book.Stage(kit.Stage[*State]{ID: stageForced, Name: "Retreat", Rule: RuleRetreat, Choice: true, Verbs: []string{"retreat"},
		Who:    func(st *State) []string { return []string{st.ActingSide()} },
		Prompt: func(st *State, _ string) string { return st.forcedPrompt() },
		Default: func(st *State) rules.Action {
			return rules.Action{Side: st.ActingSide(), Verb: "retreat", Args: []string{st.retreatOptions()[0]}}
		}})
	book.Verb(kit.Verb[*State]{Name: "press-on", Rule: RuleRetreat, Title: "Press on",
		Help:  "fight another round of the battle",
		Words: "pressing on",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			if st.Battle.Step != stepDecide || side != st.ActingSide() || arg0 != "" {
				return nil
			}
			return []rules.Action{{Side: side, Verb: "press-on"}}
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			return rules.Refuse(a, RuleRetreat, "press-on takes no arguments")
		},
		Apply: func(st *State, _ rules.Action, ctx *rules.Context) error {
			st.Battle.Step = stepRound
			return st.advance(ctx)
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			return "Press on at " + st.Battle.Space, len(a.Args) == 0 && st.Battle.Space != ""
		},
	})
	book.Verb(kit.Verb[*State]{Name: "retreat", Args: "SPACE", Rule: RuleRetreat, Title: "Retreat",
		Help:  "retreat the attacking land units to a space attacking land units came from (out-of-gas units only one space back)",
		Words: "retreating",
		Gen: func(st *State, side, _ string) []rules.Action {
			if (st.Battle.Step != stepDecide && st.Battle.Step != stepForced) || side != st.ActingSide() {
				return nil
			}
			var out []rules.Action
			for _, s := range st.retreatOptions() {
				out = append(out, rules.Action{Side: side, Verb: "retreat", Args: []string{s}})
			}
			return out
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			return rules.Refuse(a, RuleRetreat, "a retreat goes to a space your side holds from which attacking land units came: %v", st.retreatOptions())
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			st.retreat(a.Args[0], ctx)
			return nil
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 1 {
				return "", false
			}
			return "Retreat to " + a.Args[0], true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleRetreat, Title: "Retreat", Order: 58,
		Text: `After each round the attacker presses on or retreats (A&A). A retreat takes all the attacking land units to one space, held by the attacker's side, from which attacking land units came. Units out of gas "may even retreat if the attack goes bad, but only one space back": they go back to the space they came from. Planes stay, to land in the non-combat move. After a failed minefield sweep the attackers must retreat the same way.`})
}

// retreatsOneSpace reports whether unit i made a mechanized move this turn that
// puts it out of gas (movement's mark): it retreats only one space back.
func (st *State) retreatsOneSpace(i int) bool { return st.outOfGas(i) }

// retreating are the attacker's land units in the battle (AA guns that
// came along too).
func (st *State) retreating() []int {
	var out []int
	for _, i := range st.At(st.Battle.Space) {
		u := &st.Units[i]
		if u.Nation == st.Battle.Nation && !u.Hidden && st.movedIn(i).Combat && st.ClassOfUnit(i).IsLand() {
			out = append(out, i)
		}
	}
	return out
}

// retreatOptions are the spaces the attackers may retreat to, in the
// map's order: those attacking land units came from, held by the
// attacker's side.
func (st *State) retreatOptions() []string {
	var from []string
	for _, i := range st.retreating() {
		p := st.movedIn(i).Prev
		if p != "" && p != st.Battle.Space && st.SideAt(p) == st.ActingSide() && !slices.Contains(from, p) {
			from = append(from, p)
		}
	}
	var out []string
	for _, s := range st.Spaces() {
		if slices.Contains(from, s) {
			out = append(out, s)
		}
	}
	return out
}

// retreat moves the attacking land units to space (out-of-gas units to
// where they came from) and ends the battle.
func (st *State) retreat(space string, ctx *rules.Context) {
	from := st.Battle.Space
	moved := map[string][]int{}
	for _, i := range st.retreating() {
		to := space
		if st.retreatsOneSpace(i) && st.movedIn(i).Prev != "" {
			to = st.movedIn(i).Prev
		}
		st.Units[i].Loc = st.Loc(to)
		moved[to] = append(moved[to], i)
	}
	for _, to := range st.Spaces() {
		if units := moved[to]; len(units) > 0 {
			why := ""
			if to != space {
				why = " (out of gas: only one space back)"
			}
			ctx.Logf("%s retreats from %s to %s%s: %s", st.NationName(st.Battle.Nation), from, to, why, st.unitList(units))
		}
	}
	st.finishBattle()
}

// forcedPrompt is the question after a clearing the rules refused: with
// the declared enemy minefield that refused it named ("The minefield at
// Siwa is not swept: your units must retreat (Minefield Combat). Retreat
// to where?"), so the attacker reads why it has no press-on.
func (st *State) forcedPrompt() string {
	s := st.Battle.Space
	if i := st.mineAt(Enemy(st.ActingSide()), s); i >= 0 && !st.Units[i].Hidden && st.Units[i].Loc.OnMap() {
		return fmt.Sprintf("The minefield at %s is not swept: your units must retreat (%s). Retreat to where?", s, RuleMineCombat)
	}
	return fmt.Sprintf("Your units may not take %s: they must retreat. Retreat to where?", s)
}
