package greenfields

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Roll seasonal attrition", step 2 of the weekly
// turn (seed 003, Section 2):
//
//	"Casualties due to disease, shock, fatigue, sniping... Each unit
//	deployed within 2 zones of the enemy lines rolls 1 "hit" dice" and
//	takes the result as casualties. There is no experience saving roll
//	against this attrition."
//
// It is automatic: entering the step rolls for every unit concerned, and
// the step passes by itself (weekly.go). "The enemy lines" are the zones
// of the enemy's regions on the map, which both sides know (RULINGS.md
// W-3.1). A unit's roll and losses are logged to its owner alone while
// its enemy does not see it, so the enemy learns nothing of the units it
// does not see, nor how many of them rolled.

// RuleAttrition is the weekly turn's seasonal attrition.
const RuleAttrition = "003 Seasonal attrition"

// FireAttrition is seasonal attrition's hit die: no side fires it, no
// experience save is rolled against it, and it is not "enemy fire" (no
// morale check, RULINGS.md W-3.3).
const FireAttrition = "attrition"

// attritionRange: "within 2 zones of the enemy lines".
const attritionRange = 2

// The step's rule and prompt; it passes by itself once rolled (weekly.go).
var _ = addWeekStep(PhaseAttrition, weekStep{
	Rule: RuleAttrition,
	Prompt: func(st *State, viewer string) string {
		return "Seasonal attrition: each unit within 2 zones of the enemy lines rolls 1 hit die, no experience save (rolled by itself)"
	},
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleAttrition, Title: "Seasonal attrition (weekly)", Order: 12,
		Text: `"Casualties due to disease, shock, fatigue, sniping... Each unit deployed within 2 zones of the enemy lines rolls 1 "hit" dice" and takes the result as casualties. There is no experience saving roll against this attrition."

The enemy lines are the zones of the enemy's regions on the map (RULINGS.md W-3.1); attrition is not enemy fire: no morale check follows it (W-3.3).`})
	book.On(kit.Enter(PhaseAttrition), func(st *State, ctx *rules.Context) error {
		if ctx == nil || st.Mode != ModeWeek {
			return nil
		}
		return st.rollAttrition(ctx)
	})
}

// nearEnemyLines reports whether unit i, a ground unit or balloon on the
// map, is "deployed within 2 zones of the enemy lines": its zone is at
// most 2 zones (diagonals counting one) from a zone of its enemy's
// regions.
func (st *State) nearEnemyLines(i int) bool {
	if !st.onGround(i) {
		return false
	}
	f, enemy := st.fixed, other(st.Units[i].Side)
	at := st.Units[i].Loc.Cell
	for k := 0; k < f.topo.Len(); k++ {
		if f.region[k] == enemy && f.topo.Distance(at, f.topo.Cell(k)) <= attritionRange {
			return true
		}
	}
	return false
}

// rollAttrition rolls seasonal attrition, in unit order: 1 hit die for
// each unit near the enemy lines, its hits taken as casualties with no
// experience save, its losses to its side's graveyard.
func (st *State) rollAttrition(ctx *rules.Context) error {
	ctx.Logf("Seasonal attrition (%s): each unit within %d zones of the enemy lines rolls 1 hit die, no experience save", RuleAttrition, attritionRange)
	var units []int
	for i := range st.Units {
		if st.nearEnemyLines(i) {
			units = append(units, i)
		}
	}
	for _, i := range units {
		if st.Units[i].Loc.IsEliminated() {
			continue
		}
		sh := shot{For: fmt.Sprintf("Seasonal attrition (%s)", RuleAttrition), Kind: FireAttrition,
			Dice: 1, Zone: st.Units[i].Loc, Targets: []int{i}, NoSave: true}
		// fireEach: the die is rolled for the unit alone, and logged to
		// who sees it (its own side alone when its enemy does not).
		_, err := st.fireEach(sh, ctx)
		st.hushed = nil
		if err != nil {
			return err
		}
	}
	st.restack(ctx)
	return nil
}
