package aanorthafrica

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Tactical Bombing Raids: (TBR)":
//
//	"Since there are no factories to bomb, bombers may instead attack
//	units in any enemy RZ on a tactical bombing raid. Bombers in a TBR
//	must survive the defender's flak getting it's normal preemptive roll.
//	In this case, bombers hit on a roll of 1, like normal, but the
//	defender chooses which units in that RZ are lost to hits. No fighter
//	escort."
//
// A bomber that moved in the combat move into an enemy-controlled
// Reinforcement Zone may, in the combat phase, raid it instead of joining
// the land battle there ("bomb BOMBER SPACE"; ruling N-12: a raider takes
// no part in that battle). The defender's flak rolls one die for it,
// hitting on 1; a bomber that survives rolls one die, hitting on 1 (ruling
// N-16, "as written"), and the defender chooses which of its units in the
// RZ is lost (never an AA gun, never a minefield). No fighter escorts,
// and fighters do not raid. The bomber lands in the non-combat move.

// RuleTBR is the seed's Tactical Bombing Raids.
const RuleTBR = "Tactical Bombing Raids"

// tbrHitsOn is a raiding bomber's hit number ("hit on a roll of 1").
const tbrHitsOn = 1

var _ = addPhaseVerbs(PhaseCombat, "bomb")

func init() {
	book.Verb(kit.Verb[*State]{Name: "bomb", Args: "BOMBER SPACE", Rule: RuleTBR, Title: "Bombing raid",
		Help:  "make a Tactical Bombing Raid with a bomber that moved into an enemy Reinforcement Zone in the combat move (instead of joining the battle there)",
		Words: "a Tactical Bombing Raid",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			if st.Battle.Space != "" || len(st.Battle.Losses) > 0 || side != st.ActingSide() {
				return nil
			}
			var out []rules.Action
			for _, i := range st.raiders() {
				out = append(out, rules.Action{Side: side, Verb: "bomb", Args: []string{st.Units.Ref(i), st.SpaceOf(i)}})
			}
			return out
		},
		Why: func(st *State, a rules.Action) *rules.Refusal { return st.bombWhy(a) },
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			return st.raid(st.Units.Resolve(a.Args[0]), a.Args[1], ctx)
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 2 || st.Units.Resolve(a.Args[0]) < 0 {
				return "", false
			}
			return fmt.Sprintf("Raid %s with %s", a.Args[1], st.unitName(st.Units.Resolve(a.Args[0]))), true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleTBR, Title: "Tactical Bombing Raids", Order: 57,
		Text: `"Since there are no factories to bomb, bombers may instead attack units in any enemy RZ on a tactical bombing raid. Bombers in a TBR must survive the defender's flak getting it's normal preemptive roll. In this case, bombers hit on a roll of 1, like normal, but the defender chooses which units in that RZ are lost to hits. No fighter escort."

A bomber that moved into an enemy Reinforcement Zone in the combat move may raid it in the combat phase instead of joining the battle there. The flak rolls one die for it (hit on 1); if it survives it rolls one die, hitting on 1, and the defender chooses which of its units there is lost (never an AA gun or a minefield). A bomber that raids takes no part in that space's battle (ruling N-12); one shot down drops nothing (ruling N-16).`})
}

// raidable reports whether space is an enemy-controlled Reinforcement
// Zone with enemy units to bomb.
func (st *State) raidable(space string) bool {
	if !slices.Contains(st.fixed.r.RZs, space) || st.SideAt(space) != Enemy(st.ActingSide()) {
		return false
	}
	return len(st.lossCandidates(LossDue{Side: Enemy(st.ActingSide()), Target: lossRaid, Space: space})) > 0
}

// raiders are the acting nation's bombers that may raid now: moved in the
// combat move, in a raidable RZ whose battle has not been fought.
func (st *State) raiders() []int {
	var out []int
	for i := range st.Units {
		u := &st.Units[i]
		s := st.SpaceOf(i)
		if u.Nation != st.Nation() || s == "" || st.ClassOfUnit(i) != Bomber || !st.movedIn(i).Combat ||
			slices.Contains(st.Battle.Raiders, i) || slices.Contains(st.Battle.Done, s) || !st.raidable(s) {
			continue
		}
		out = append(out, i)
	}
	return out
}

// bombWhy is the refusal of a bomb action not listed.
func (st *State) bombWhy(a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return rules.Refuse(a, RuleTBR, "bomb takes a bomber and the space it raids")
	}
	i := st.Units.Resolve(a.Args[0])
	switch {
	case i < 0 || st.Units[i].Nation != st.Nation():
		return rules.Refuse(a, RuleTBR, "no bomber of %s's called %s", st.NationName(st.Nation()), a.Args[0])
	case st.ClassOfUnit(i) != Bomber:
		return rules.Refuse(a, RuleTBR, "only bombers raid (no fighter escort): %s is not a bomber", st.unitName(i))
	case st.SpaceOf(i) != a.Args[1]:
		return rules.Refuse(a, RuleTBR, "%s is not at %s", st.unitName(i), a.Args[1])
	case !slices.Contains(st.fixed.r.RZs, a.Args[1]) || st.SideAt(a.Args[1]) != Enemy(st.ActingSide()):
		return rules.Refuse(a, RuleTBR, "bombers raid units \"in any enemy RZ\": %s is not an enemy Reinforcement Zone", a.Args[1])
	case !st.movedIn(i).Combat:
		return rules.Refuse(a, RuleTBR, "%s did not fly there in the combat move", st.unitName(i))
	}
	return rules.Refuse(a, RuleTBR, "%s may not raid %s now (it raided already, its battle was fought, or no enemy unit is there to bomb)", st.unitName(i), a.Args[1])
}

// raid makes bomber i's raid on space: the flak, then its bomb, the
// defender choosing the loss.
func (st *State) raid(i int, space string, ctx *rules.Context) error {
	st.Battle.Raiders = append(st.Battle.Raiders, i)
	ctx.Logf("%s makes a Tactical Bombing Raid on %s", st.unitName(i), space)
	hits, err := st.flak(space, 1, "the raiding bomber", ctx)
	if err != nil {
		return err
	}
	if hits > 0 {
		st.destroy(i, ctx, "flak")
		return nil
	}
	dice, err := ctx.Roll(1, 6)
	if err != nil {
		return err
	}
	hit := dice[0] <= tbrHitsOn
	ctx.Logf("%s bombs %s (%s: hit on 1): %v — %s", st.unitName(i), space, RuleTBR, dice, hitWords(map[bool]int{true: 1}[hit]))
	if hit {
		st.Battle.Losses = append(st.Battle.Losses, LossDue{Side: Enemy(st.ActingSide()), Hits: 1, Target: lossRaid, For: RuleTBR, Space: space})
	}
	return st.advance(ctx)
}
