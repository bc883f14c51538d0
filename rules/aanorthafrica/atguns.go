package aanorthafrica

import (
	"cmp"
	"fmt"
	"sandtable/internal/plural"
	"slices"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Anti-tank Guns":
//
//	"... allow the players to designate artillery pcs as AT guns at their
//	discretion. ...
//	1. Arty may only be AT guns while on defense.
//	2. They may only target tanks while in this mode.
//	3. They are a one-shot deal, meaning they take no further part in
//	combat in that space on that turn.
//	4. Controlled may designate either some or all of his arty pcs in a
//	space as AT guns.
//	5. One gun to one tank.
//	6. They fire before all other combat in that space.
//	7. They hit on a 3 or less.
//	8. Any enemy tank thus hit is removed immediately without firing a
//	shot."
//
// When tanks attack a space with defending artillery, the defender first
// chooses how many artillery act as AT guns ("at-guns N"), from none to
// one per attacking tank (ruling N-9). Each rolls a die and hits a tank on
// 3 or less; the attacker chooses which tanks are lost (casualties.go),
// before any other fire. The guns designated are the defender's weakest
// artillery (lowest defence: Italian before German); they fire no more in
// that battle but still hold the space and may be taken as casualties
// (ruling N-10).

// RuleAT is the seed's AT guns.
const RuleAT = "Anti-tank Guns"

// stageATGuns is the defender's choice of AT guns.
const stageATGuns = "at-guns"

// atHitsOn is the AT guns' hit number ("They hit on a 3 or less").
const atHitsOn = 3

func init() {
	book.Stage(kit.Stage[*State]{ID: stageATGuns, Name: "AT guns", Rule: RuleAT, Choice: true, Verbs: []string{"at-guns"},
		Who: func(st *State) []string { return []string{Enemy(st.ActingSide())} },
		Prompt: func(st *State, _ string) string {
			return fmt.Sprintf("%s attacks %s with %s: how many of the %s' artillery there fire as AT guns (0 to %d)? Each hits a tank on 3 or less, then fires no more in this battle",
				st.NationName(st.Battle.Nation), st.Battle.Space, tankWords(st.attackingTanks()), st.SideName(Enemy(st.ActingSide())), st.atGunsOffered())
		},
		Default: func(st *State) rules.Action {
			return rules.Action{Side: Enemy(st.ActingSide()), Verb: "at-guns", Args: []string{strconv.Itoa(st.atGunsOffered())}}
		}})
	book.Verb(kit.Verb[*State]{Name: "at-guns", Args: "N", Rule: RuleAT, Title: "AT guns",
		Help:  "designate N of your defending artillery as AT guns against the attacking tanks (0 for none)",
		Words: "designating AT guns",
		Gen: func(st *State, side, _ string) []rules.Action {
			if st.Battle.Step != stepATGuns || side != Enemy(st.ActingSide()) {
				return nil
			}
			var out []rules.Action
			for n := range st.atGunsOffered() + 1 {
				out = append(out, rules.Action{Side: side, Verb: "at-guns", Args: []string{strconv.Itoa(n)}})
			}
			return out
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			return rules.Refuse(a, RuleAT, "AT guns: from 0 to %d (one gun to one tank, only artillery on defence)", st.atGunsOffered())
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			n, _ := strconv.Atoi(a.Args[0])
			return st.fireATGuns(n, ctx)
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 1 {
				return "", false
			}
			if a.Args[0] == "0" {
				return "No AT guns", true
			}
			if a.Args[0] == "1" {
				return "1 AT gun", true
			}
			return a.Args[0] + " AT guns", true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleAT, Title: "Anti-tank guns", Order: 55,
		Text: `"1. Arty may only be AT guns while on defense. 2. They may only target tanks while in this mode. 3. They are a one-shot deal, meaning they take no further part in combat in that space on that turn. 4. Controlled may designate either some or all of his arty pcs in a space as AT guns. 5. One gun to one tank. 6. They fire before all other combat in that space. 7. They hit on a 3 or less. 8. Any enemy tank thus hit is removed immediately without firing a shot."

When tanks attack a space with defending artillery, the defender chooses how many artillery fire as AT guns, up to one per attacking tank; each gun rolls one die, hitting on 3 or less. The weakest artillery are designated. The attacker chooses which tanks are lost (ruling N-9). The guns fire no more in that battle, but they still hold the space and can be taken as casualties (ruling N-10).`})
}

// attackingTanks are the battle's attacking tanks.
func (st *State) attackingTanks() []int {
	return slices.DeleteFunc(st.attackers(st.Battle.Space), func(i int) bool { return st.ClassOfUnit(i) != Armour })
}

// defendingArtillery are the battle's defending artillery, weakest
// (lowest defence) first.
func (st *State) defendingArtillery() []int {
	arts := slices.DeleteFunc(st.defenders(st.Battle.Space), func(i int) bool { return st.ClassOfUnit(i) != Artillery })
	slices.SortStableFunc(arts, func(a, b int) int { return cmp.Compare(st.UnitStats(a).Defence, st.UnitStats(b).Defence) })
	return arts
}

// atGunsOffered is how many AT guns the defender may designate in the
// battle in progress: one per attacking tank, at most its artillery;
// none once the battle's first round has begun.
func (st *State) atGunsOffered() int {
	if st.Battle.Space == "" || st.Battle.Round > 0 {
		return 0
	}
	return min(len(st.attackingTanks()), len(st.defendingArtillery()))
}

// tankWords is "2 tanks".
func tankWords(tanks []int) string {
	if len(tanks) == 1 {
		return "1 tank"
	}
	return fmt.Sprintf("%d tanks", len(tanks))
}

// fireATGuns designates n AT guns, rolls their shots and queues the
// tanks' losses (the attacker's choice), then plays on.
func (st *State) fireATGuns(n int, ctx *rules.Context) error {
	b := &st.Battle
	b.Step = stepFlak
	defSide := st.SideName(Enemy(st.ActingSide()))
	if n == 0 {
		ctx.Logf("The %s designate no AT guns at %s", defSide, b.Space)
		return st.advance(ctx)
	}
	b.Silent = slices.Clone(st.defendingArtillery()[:n])
	dice, err := ctx.Roll(n, 6)
	if err != nil {
		return err
	}
	hits := 0
	for _, d := range dice {
		if d <= atHitsOn {
			hits++
		}
	}
	ctx.Logf("The %s fire %s at %s (%s: hit tanks on 3 or less): %v — %s", defSide, plural.Count(n, "AT gun"), b.Space, RuleAT, dice, tankWords(make([]int, hits))+" hit")
	if hits > 0 {
		b.Losses = append(b.Losses, LossDue{Side: st.ActingSide(), Hits: hits, Target: lossArmour, For: "AT guns", Space: b.Space})
	}
	return st.advance(ctx)
}
