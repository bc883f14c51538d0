package aanorthafrica

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the combat phase, which the seed leaves to Axis & Allies
// ("Combat: A&A rounds (attacker fires, defender fires, casualties chosen
// by their owner, attacker may retreat after each round), AT guns,
// minefield shots and AA as the seed orders them", issue 28), and the
// order the seed gives its one-off steps: AT guns "fire before all other
// combat in that space"; flak "Always fire first against attacking
// aircraft ... Only fire once in the combat cycle".
//
// A battle is fought in every space where the acting nation's units
// moved in the combat move and enemy units stand, or which the enemy
// controls (an empty enemy space is taken without a fight). The attacker
// picks the order (fight SPACE). Each battle: the AT guns (atguns.go),
// the flak (flak.go), then the rounds (combatround.go), casualties chosen
// by their owners (casualties.go), press on or retreat after each round
// (retreat.go). Attacking land units left and no defenders: the cleared
// hooks (a minefield's sweep), then the space changes hands and the AA
// guns in it are captured. Planes alone take nothing.

// RuleCombat is the A&A combat the seed builds on.
const RuleCombat = "Combat"

var (
	_ = addPhaseVerbs(PhaseCombat, "fight")
	_ = addMustFinish(PhaseCombat, func(st *State) *rules.Refusal {
		if left := st.pendingBattles(); len(left) > 0 {
			return &rules.Refusal{Rule: RuleCombat, Reason: "every battle of the combat move must be fought: still to fight at " + strings.Join(left, ", ")}
		}
		return nil
	})
	_ = addChecklist(PhaseCombat, func(st *State, _ string) []rules.CheckItem {
		var out []rules.CheckItem
		for _, s := range st.pendingBattles() {
			out = append(out, rules.CheckItem{Text: "Fight the battle at " + s, Required: true})
		}
		return out
	})
)

func init() {
	on(kit.Enter(PhaseCombat), func(st *State, _ *rules.Context) error {
		st.Battle = CombatState{}
		return nil
	})
	book.Verb(kit.Verb[*State]{Name: "fight", Args: "SPACE", Rule: RuleCombat, Title: "Fight",
		Help:  "fight the battle in a space your units attacked in the combat move (you choose the order)",
		Words: "fighting a battle",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			if st.Battle.Space != "" || side != st.ActingSide() {
				return nil
			}
			var out []rules.Action
			for _, s := range st.pendingBattles() {
				out = append(out, rules.Action{Side: side, Verb: "fight", Args: []string{s}})
			}
			return out
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			if len(a.Args) != 1 {
				return rules.Refuse(a, RuleCombat, "fight takes one space")
			}
			return rules.Refuse(a, RuleCombat, "no battle of %s's to fight at %s: a battle is where your units moved in the combat move into a space the enemy holds or stands in, once", st.NationName(st.Nation()), a.Args[0])
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error { return st.fight(a.Args[0], ctx) },
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 1 {
				return "", false
			}
			return "Fight the battle at " + a.Args[0], true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleCombat, Title: "Combat", Order: 50,
		Text: `The seed leaves combat to Axis & Allies: Europe, adding its own first shots (AT guns, flak, minefields). A battle is fought in every space where the acting nation's units moved in the combat move and enemy units stand, or which the enemy controls; the attacker chooses the order. In each battle, first the defender's AT guns fire at attacking tanks, then the AA guns at attacking planes, once each (ruling N-13). Then the rounds: the attacker's units roll at their attack values, the defender's at their defence values, each hitting on its number or less; each side's owner chooses its own casualties, the attacker first; then the attacker presses on or retreats. When attacking land units are left and no defenders, a declared minefield there must first be swept (Minefield combat); then the space changes hands and the AA guns in it are captured. Planes alone do not take a space. An enemy space where no enemy unit can fight (empty, or holding only AA guns or a minefield) is a battle too, with no rounds: its AA guns fire at any attacking planes, a declared minefield there must be swept, and then it is taken.`})
}

// isCombatant reports whether unit i fights in rounds and takes hits:
// on the map, face up, not an AA gun or a minefield.
func (st *State) isCombatant(i int) bool {
	c := st.ClassOfUnit(i)
	return st.Units[i].Loc.OnMap() && !st.Units[i].Hidden && c != AA && c != Minefield
}

// attackers are the acting nation's units attacking space: those that
// moved there in the combat move, not raiders, combatants.
func (st *State) attackers(space string) []int {
	var out []int
	for _, i := range st.At(space) {
		if st.Units[i].Nation == st.Nation() && st.movedIn(i).Combat && st.isCombatant(i) && !slices.Contains(st.Battle.Raiders, i) {
			out = append(out, i)
		}
	}
	return out
}

// defenders are the enemy side's units in space that fight and take hits
// (not AA guns, not minefields, nothing face down).
func (st *State) defenders(space string) []int {
	enemy := Enemy(st.ActingSide())
	var out []int
	for _, i := range st.At(space) {
		if st.Units[i].Side == enemy && st.isCombatant(i) {
			out = append(out, i)
		}
	}
	return out
}

// enemyStands reports whether a face-up enemy unit (an AA gun too, never
// a minefield) stands in space.
func (st *State) enemyStands(space string) bool {
	enemy := Enemy(st.ActingSide())
	for _, i := range st.At(space) {
		u := &st.Units[i]
		if u.Side == enemy && !u.Hidden && st.ClassOfUnit(i) != Minefield {
			return true
		}
	}
	return false
}

// pendingBattles are the spaces whose battle is still to be fought this
// combat phase, in the map's order.
func (st *State) pendingBattles() []string {
	if st.Phase != PhaseCombat {
		return nil
	}
	var out []string
	enemy := Enemy(st.ActingSide())
	for _, s := range st.Spaces() {
		if s == st.Battle.Space || slices.Contains(st.Battle.Done, s) || len(st.attackers(s)) == 0 {
			continue
		}
		if st.enemyStands(s) || st.SideAt(s) == enemy {
			out = append(out, s)
		}
	}
	return out
}

// unitList is units named by their counters, "Italian infantry 1-1-1,
// Italian armour 2-2-2" ("none" for none).
func (st *State) unitList(units []int) string {
	if len(units) == 0 {
		return "none"
	}
	var names []string
	for _, i := range units {
		names = append(names, st.unitName(i))
	}
	return strings.Join(names, ", ")
}

// fight begins the battle at space and plays it to its first choice.
func (st *State) fight(space string, ctx *rules.Context) error {
	st.Battle.Space, st.Battle.Nation, st.Battle.Round, st.Battle.Step, st.Battle.Silent = space, st.Nation(), 0, stepOpen, nil
	ctx.Logf("%s attacks %s with %s; defending: %s", st.NationName(st.Nation()), space, st.unitList(st.attackers(space)), st.unitList(st.defenders(space)))
	return st.advance(ctx)
}

// advance plays the battle in progress on until a player must choose
// (the AT guns, a casualty, press on or retreat) or it is over.
func (st *State) advance(ctx *rules.Context) error {
	b := &st.Battle
	for {
		if len(b.Losses) > 0 {
			if st.autoLoss(ctx) {
				continue
			}
			return nil
		}
		if b.Space == "" {
			return nil
		}
		switch b.Step {
		case stepOpen:
			b.Step = stepFlak
			if st.atGunsOffered() > 0 {
				b.Step = stepATGuns
				return nil
			}
		case stepFlak:
			b.Step = stepRound
			if err := st.flakInBattle(ctx); err != nil {
				return err
			}
		case stepRound:
			if st.battleOver() {
				return st.endBattle(ctx)
			}
			b.Round++
			b.Step = stepDecide
			if err := st.combatRound(ctx); err != nil {
				return err
			}
		case stepDecide:
			if st.battleOver() {
				return st.endBattle(ctx)
			}
			return nil
		default: // stepATGuns, stepForced: a choice waits
			return nil
		}
	}
}

// battleOver reports whether the battle in progress has no attackers or
// no defenders left.
func (st *State) battleOver() bool {
	s := st.Battle.Space
	return len(st.attackers(s)) == 0 || len(st.defenders(s)) == 0
}

// endBattle settles the battle in progress once one side has no units
// left: the defender holds; or the attacker's land units clear the space
// (the cleared hooks may send them back) and take it.
func (st *State) endBattle(ctx *rules.Context) error {
	s, nation := st.Battle.Space, st.Battle.Nation
	att := st.attackers(s)
	if len(att) == 0 {
		ctx.Logf("The attack on %s is over: %s holds it", s, st.holderName(s))
		st.finishBattle()
		return nil
	}
	if !slices.ContainsFunc(att, func(i int) bool { return st.ClassOfUnit(i).IsLand() }) {
		ctx.Logf("No defenders are left at %s, but planes alone do not take a space (%s)", s, RuleCombat)
		st.finishBattle()
		return nil
	}
	takes, err := runCleared(st, ctx, s)
	if err != nil {
		return err
	}
	if !takes {
		if len(st.retreatOptions()) == 0 {
			for _, i := range st.retreating() {
				st.destroy(i, ctx, "no way back to retreat by")
			}
			st.finishBattle()
			return nil
		}
		st.Battle.Step = stepForced
		return nil
	}
	from, to := st.Owner[s], st.captor(s, nation)
	st.Owner[s] = to
	switch {
	case to != nation:
		ctx.Logf("%s liberates %s from %s: it returns to %s (%s)", st.NationName(nation), s, st.NationNoun(from), st.NationNoun(to), RuleLiberation)
	case from != "" && from != nation:
		ctx.Logf("%s takes %s from %s", st.NationName(nation), s, st.NationNoun(from))
	default:
		ctx.Logf("%s takes %s", st.NationName(nation), s)
	}
	st.captureAA(s, nation, ctx)
	st.finishBattle()
	return nil
}

// holderName is who holds space for the log: its owner's name, or its
// defenders' side when no one owns it.
func (st *State) holderName(space string) string {
	if o := st.Owner[space]; o != "" {
		return st.NationName(o)
	}
	return "the " + st.SideName(Enemy(st.ActingSide()))
}

// finishBattle ends the battle in progress: its space fights no more this
// combat phase.
func (st *State) finishBattle() {
	b := &st.Battle
	b.Done = append(b.Done, b.Space)
	b.Space, b.Nation, b.Round, b.Step, b.Silent, b.Losses = "", "", 0, "", nil, nil
}

// battleName is "the battle at Tobruk, round 2" for prompts.
func (st *State) battleName() string {
	if st.Battle.Round == 0 {
		return fmt.Sprintf("the battle at %s", st.Battle.Space)
	}
	return fmt.Sprintf("the battle at %s, round %d", st.Battle.Space, st.Battle.Round)
}
