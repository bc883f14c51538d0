package vernian

import (
	"fmt"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleAttrition, Title: "Attrition", Order: 80,
		Text: `In its Attrition Phase a side rolls one die for each of its stacks that holds Out of Supply ground units. On a roll equal to or less than the number of those units, the stack loses one step, from one of its Out of Supply units: the owner chooses which (HQs last). The Armored Front Buster never suffers attrition.`,
	})
	book.Verb(kit.Verb[*State]{Name: "attrition", Words: "rolling attrition", Rule: RuleAttrition,
		Help: "Rolls attrition for every Out of Supply stack.",
		Gen:  genAttrition, Why: whyAttrition, Apply: applyAttrition,
		Describe: func(*State, rules.Action, string) (string, bool) {
			return "Roll attrition for the Out of Supply stacks", true
		}})
}

// attritionStacks are the hexes holding side's Out of Supply ground units.
func (st *State) attritionStacks(side string) []rules.Location {
	seen := map[rules.Location]bool{}
	net := st.supply(side)
	var out []rules.Location
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != side || !u.Loc.OnMap() || st.isAir(u) || st.isAFB(u) || seen[u.Loc] {
			continue
		}
		if net.At(u.Loc) == OutOfSupply {
			seen[u.Loc] = true
			out = append(out, u.Loc)
		}
	}
	return out
}

func genAttrition(st *State, side, arg0 string) []rules.Action {
	if arg0 != "" || st.AttritionDone || len(st.attritionStacks(side)) == 0 {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "attrition"}}
}

func whyAttrition(st *State, a rules.Action) *rules.Refusal {
	if st.AttritionDone {
		return refusalOf(RuleAttrition, "attrition was already rolled this phase")
	}
	return refusalOf(RuleAttrition, "no stack is Out of Supply")
}

// applyAttrition: 000 Supply 3, "During the Attrition Phase, roll for each
// Out of Supply stack. On a die roll of equal to or less than the number
// of units present, one step is lost to Attrition effects." and 000 Supply
// 2, "Units in Defense Supply never die from attrition": the step comes
// from an Out of Supply unit, the owner choosing which (decision.go).
// "Units present" counts the stack's Out of Supply ground units
// (RULINGS.md).
func applyAttrition(st *State, a rules.Action, ctx *rules.Context) error {
	p := &Pending{Then: "attrition"}
	stacks := st.attritionStacks(a.Side)
	for _, l := range stacks { // every hex here is Out of Supply
		var oos []int
		for _, j := range st.groundAt(l, a.Side) {
			if !st.isAFB(&st.Units[j]) {
				oos = append(oos, j)
			}
		}
		if len(oos) == 0 {
			continue
		}
		faces, err := ctx.Roll(1, 6)
		if err != nil {
			return err
		}
		loss := faces[0] <= len(oos)
		res := "no loss"
		if loss {
			res = "one step lost"
		}
		ctx.LogRoll("", rules.Roll{For: fmt.Sprintf("attrition, %s stack at %s (%d units Out of Supply)", st.sideName(a.Side), st.place(l), len(oos)),
			Table: "Attrition (" + RuleAttrition + "): loss on " + strconv.Itoa(len(oos)) + " or less", Dice: faces, Sides: 6, Total: faces[0], Result: res})
		if loss {
			p.Losses = append(p.Losses, Loss{Side: a.Side, Units: ids(st, oos), Steps: 1, Of: 1,
				For: "attrition at " + st.place(l), Rule: RuleAttrition})
		}
	}
	st.AttritionDone = true
	st.Pending = p
	st.settle(ctx)
	return nil
}
