package aanorthafrica

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "AA guns (Flak)" in battle:
//
//	"Always fire first against attacking aircraft, rolling 1 die per
//	plane and hitting on a roll of 1.
//	Also fire first against Tactical Bombing Raids with same conditions.
//	Only fire once in the combat cycle.
//	Cannot be destroyed. If the space they occupy falls to the enemy, that
//	player gains control of any AA units within."
//
// In a battle, after the AT guns (ruling N-13: they target tanks, the
// flak planes, so the order changes nothing) and before the first round,
// the defender's AA guns roll one die per attacking plane, hitting on 1;
// the attacker chooses which planes are lost. AA guns never fire in the
// rounds and are never casualties; when the space is taken they change
// hands (their counter becomes the capturer's AA gun).

// RuleFlak is the seed's AA guns.
const RuleFlak = "AA guns (Flak)"

// flakHitsOn is the flak's hit number ("hitting on a roll of 1").
const flakHitsOn = 1

func init() {
	book.Section(kit.Section[*State]{Rule: RuleFlak, Title: "AA guns (flak)", Order: 56,
		Text: `"May be purchased as per normal rules, 5 IPC." "Always fire first against attacking aircraft, rolling 1 die per plane and hitting on a roll of 1. Also fire first against Tactical Bombing Raids with same conditions. Only fire once in the combat cycle. Cannot be destroyed. If the space they occupy falls to the enemy, that player gains control of any AA units within."

The AA guns fire after the AT guns and before the first round, once per battle; the attacker chooses which planes are lost. AA guns never fire in the rounds and are never casualties.`})
}

// aaGuns are side's face-up AA guns in space.
func (st *State) aaGuns(side, space string) []int {
	var out []int
	for _, i := range st.At(space) {
		if st.Units[i].Side == side && !st.Units[i].Hidden && st.ClassOfUnit(i) == AA {
			out = append(out, i)
		}
	}
	return out
}

// flak rolls the defender's AA fire in space at planes planes: one die
// each, hitting on 1; it logs the roll for what and returns the hits (0
// with no roll when the defender has no AA gun there).
func (st *State) flak(space string, planes int, what string, ctx *rules.Context) (int, error) {
	aa := st.aaGuns(Enemy(st.ActingSide()), space)
	if len(aa) == 0 || planes == 0 {
		return 0, nil
	}
	dice, err := ctx.Roll(planes, 6)
	if err != nil {
		return 0, err
	}
	hits := 0
	for _, d := range dice {
		if d <= flakHitsOn {
			hits++
		}
	}
	word := "planes"
	if hits == 1 {
		word = "plane"
	}
	ctx.Logf("%s at %s fires at %s (%s: 1 die per plane, hit on 1): %v — %d %s hit", st.unitName(aa[0]), space, what, RuleFlak, dice, hits, word)
	return hits, nil
}

// flakInBattle fires the AA guns at the battle's attacking planes, once,
// and queues the planes' losses (the attacker's choice).
func (st *State) flakInBattle(ctx *rules.Context) error {
	s := st.Battle.Space
	n := 0
	for _, i := range st.attackers(s) {
		if st.ClassOfUnit(i).IsAir() {
			n++
		}
	}
	what := fmt.Sprintf("the %d attacking planes", n)
	if n == 1 {
		what = "the attacking plane"
	}
	hits, err := st.flak(s, n, what, ctx)
	if err != nil || hits == 0 {
		return err
	}
	st.Battle.Losses = append(st.Battle.Losses, LossDue{Side: st.ActingSide(), Hits: hits, Target: lossAir, For: "flak", Space: s})
	return nil
}

// captureAA gives the AA guns of the other side in space to nation, the
// space's new owner: each becomes that nation's AA gun where its counters
// have one.
func (st *State) captureAA(space, nation string, ctx *rules.Context) {
	side := st.SideOf(nation)
	for _, i := range st.aaGuns(Enemy(side), space) {
		was := st.unitName(i)
		u := &st.Units[i]
		u.Nation, u.Side = nation, side
		if t := st.aaTypeOf(nation); t != "" {
			u.Type = t
		}
		ctx.Logf("%s at %s is captured: it is now %s's (%s)", was, space, st.NationName(nation), RuleFlak)
	}
}

// aaTypeOf is nation's AA gun counter type, "" when it has none.
func (st *State) aaTypeOf(nation string) string {
	for _, id := range sortedKeys(st.fixed.r.Classes) {
		if st.fixed.r.Classes[id] == AA {
			if t := st.fixed.s.Counters.Unit(id); t != nil && t.Nation == nation {
				return id
			}
		}
	}
	return ""
}
