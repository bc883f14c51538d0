package vernian

import (
	"fmt"
	"sandtable/internal/plural"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Step losses from combat results, bombardment and attrition, one step
// at a time (the verb lose), as the section below says: HQs last ("always
// the last units in a stack to be killed", 000 Monstrous Artilleries f;
// RULINGS.md applies it to every loss), a Crack Troop first when 000 Crack
// German Troops b says so, forced losses and the option automatic_losses
// taken without asking.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleLosses, Title: "Step losses", Order: 130,
		Text: `Whoever owns the units chooses which of them takes each step lost to a combat result, a bombard or attrition, one step at a time; the game waits for that choice (lose), even during the other side's phase.

- HQs are always the last units to be lost.
- When Crack Troops took part in a German attack, the first German step lost must be a Crack Troop's.
- Tanks and the Armored Front Buster take no steps; a tank is destroyed with the last infantry step in its hex.
- The game takes the loss itself when there is no real choice: one candidate, candidates alike (the same counter at the same step in the same hex), or every unit lost anyway (AE, DE, or as many steps as the group has).
- With the option "Automatic losses and retreats" the game takes every loss itself: Crack Troops first when they must, then the unit with the most steps left, HQs last.`,
	})
}

// Loss is a number of steps one side must lose from a group of its units
// (a defending hex, an attack's attackers, a bombarded or Out of Supply
// stack), taken one step at a time.
type Loss struct {
	Side  string   `json:"side"`
	Units []string `json:"units"` // the units that may take the steps
	Steps int      `json:"steps"` // steps still to lose
	Of    int      `json:"of"`    // steps the result asked for
	// All is set when every unit of the group goes (AE, DE): no choice.
	All bool `json:"all,omitempty"`
	// CrackFirst is set while the next step must be a Crack Troop's (000
	// Crack German Troops b).
	CrackFirst bool `json:"crack_first,omitempty"`
	// Wasted says excess steps are logged as wasted hits (bombardment:
	// "Excess hits ... are wasted").
	Wasted bool `json:"wasted,omitempty"`
	// For is what causes the loss, for the log and the prompt ("the D2
	// of the attack on W0605").
	For string `json:"for"`
	// Rule is the rule the loss comes from, cited by the decision.
	Rule string `json:"rule"`
}

// lossOrder sorts units (indexes) in the default order they lose steps:
// Crack Troops first when crackFirst is set (000 Crack Troops b), then
// units other than HQs, the one with the most steps left first (ties in
// set-up order), and HQs always last (000 Monstrous Artilleries f). Tanks,
// the AFB and air units take no steps: tanks die with their infantry, the
// AFB and air units are immune.
func (st *State) lossOrder(units []int, crackFirst bool) []int {
	var out []int
	for _, i := range units {
		u := &st.Units[i]
		if !st.isTank(u) && !st.isAFB(u) && !st.isAir(u) {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int {
		if ra, rb := st.lossRank(a, crackFirst), st.lossRank(b, crackFirst); ra != rb {
			return ra - rb
		}
		return kit.StepsLeft(st.fixed.s, &st.Units[b]) - kit.StepsLeft(st.fixed.s, &st.Units[a])
	})
	return out
}

// lossRank is the class of unit i in the loss order: 0 a Crack Troop that
// must go first, 1 any other unit, 2 an HQ.
func (st *State) lossRank(i int, crackFirst bool) int {
	u := &st.Units[i]
	switch {
	case crackFirst && st.isCrack(u):
		return 0
	case st.isHQ(u):
		return 2
	}
	return 1
}

// lossUnits are the units of l still on the map, as indexes.
func (st *State) lossUnits(l *Loss) []int {
	var out []int
	for _, id := range l.Units {
		if i := st.Units.Index(id); i >= 0 && st.Units[i].Loc.OnMap() {
			out = append(out, i)
		}
	}
	return out
}

// lossChoices are the units that may take l's next step, the default
// first: those of the first class of the loss order (the Crack Troops
// when one must go, else the units other than HQs, else the HQs).
func (st *State) lossChoices(l *Loss) []int {
	order := st.lossOrder(st.lossUnits(l), l.CrackFirst)
	if len(order) == 0 {
		return nil
	}
	first := st.lossRank(order[0], l.CrackFirst)
	n := 1
	for n < len(order) && st.lossRank(order[n], l.CrackFirst) == first {
		n++
	}
	return order[:n]
}

// lossForced reports whether l's next step needs no choice: every unit
// goes anyway (All, or at least as many steps as the group has left), or
// the choices are alike (same hex, counter and step) and face up: whether
// face-down units are alike is their owner's secret, who is asked as if
// they were not (RULINGS.md, Face-down units). (Only attrition takes
// steps from face-down units, one at a time: "every unit goes anyway"
// then means one unit, which all can see.)
func (st *State) lossForced(l *Loss, choices []int) bool {
	if l.All {
		return true
	}
	left := 0
	for _, i := range st.lossOrder(st.lossUnits(l), false) {
		left += st.stepsToLose(i)
	}
	if l.Steps >= left {
		return true
	}
	return alike(st, choices) && !slices.ContainsFunc(choices, func(i int) bool { return st.Units[i].Hidden })
}

// alike reports whether units are all the same counter at the same step
// in the same hex: which of them goes makes no difference.
func alike(st *State, units []int) bool {
	for _, i := range units[1:] {
		a, b := &st.Units[units[0]], &st.Units[i]
		if a.Loc != b.Loc || a.Type != b.Type || a.Step != b.Step {
			return false
		}
	}
	return true
}

// takeLoss takes one step of l from unit i.
func (st *State) takeLoss(l *Loss, i int, ctx *rules.Context) {
	st.takeSteps(i, 1, ctx)
	l.Steps--
	l.CrackFirst = false // only the first German lost must be a Crack Troop
}

// takeAll eliminates every unit of l that takes steps (All, or more steps
// than the group has), in the default order, and logs wasted steps.
func (st *State) takeAll(l *Loss, ctx *rules.Context) {
	for _, i := range st.lossOrder(st.lossUnits(l), l.CrackFirst) {
		n := st.stepsToLose(i)
		st.takeSteps(i, n, ctx)
		l.Steps -= n
	}
	if l.All || l.Steps < 0 {
		l.Steps = 0
	}
	st.wasteRest(l, ctx)
}

// wasteRest logs l's steps that found no unit: "Excess hits (e.g. three
// hits on a stack with only two steps in it) are wasted."
func (st *State) wasteRest(l *Loss, ctx *rules.Context) {
	if l.Steps > 0 && l.Wasted {
		ctx.Logf("%s of %s wasted", plural.Count(l.Steps, "excess hit"), l.For)
	}
	l.Steps = 0
}

// takeSteps takes n steps from unit i, eliminating it when it has no more,
// and logs it.
func (st *State) takeSteps(i, n int, ctx *rules.Context) {
	u := &st.Units[i]
	name := st.name(i)
	where := st.place(u.Loc)
	if u.Hidden {
		// The counter stays or goes to the Eliminated box for all to see:
		// that tells the other side something of its steps.
		ctx.Reveal(fmt.Sprintf("whether %s at %s had more steps than it lost", name, where))
	}
	if kit.TakeLosses(st.fixed.s, u, n) {
		u.Loc = rules.Eliminated
		ctx.Logf("%s at %s is eliminated", name, where)
		return
	}
	ctx.Logf("%s at %s loses %s", name, where, plural.Count(n, "step"))
}

// stepsToLose is how many step losses eliminate unit i.
func (st *State) stepsToLose(i int) int {
	return kit.StepsLeft(st.fixed.s, &st.Units[i]) + 1
}

// alive keeps the units still on the map.
func alive(st *State, units []int) []int {
	var out []int
	for _, i := range units {
		if st.Units[i].Loc.OnMap() {
			out = append(out, i)
		}
	}
	return out
}

// ids are the ids of units (indexes).
func ids(st *State, units []int) []string {
	out := make([]string, 0, len(units))
	for _, i := range units {
		out = append(out, st.Units[i].ID)
	}
	return out
}

// lossPrompt is the decision's prompt for l's next step.
func (st *State) lossPrompt(l *Loss, choices []int) string {
	where := ""
	if locs := stackLocs(st, choices); len(locs) == 1 {
		where = " at " + st.place(locs[0])
	}
	k := l.Of - l.Steps + 1
	what := "the unit"
	if l.CrackFirst {
		what = "the Crack Troop"
	}
	return fmt.Sprintf("%s: choose %s%s that takes step loss %d of %d (%s)", st.sideName(l.Side), what, where, k, l.Of, l.For)
}

// loseWhy explains why unit i may not take loss l's next step.
func (st *State) loseWhy(l *Loss, i int) *rules.Refusal {
	u := &st.Units[i]
	switch {
	case !slices.Contains(l.Units, u.ID) || !u.Loc.OnMap():
		return refusalOf(RuleLosses, fmt.Sprintf("%s is not one of the units that take this loss (%s)", st.name(i), l.For))
	case st.isTank(u):
		return refusalOf(RuleTanks, "a tank takes no step losses: it is destroyed along with the last infantry step in its hex")
	case st.isAFB(u):
		return refusalOf(RuleAFB, "the Armored Front Buster is immune")
	case l.CrackFirst && !st.isCrack(u):
		return refusalOf(RuleCrack+" b", "Crack Troops took part in the attack: the first German lost must be a Crack Troop")
	case st.isHQ(u):
		return refusalOf(RuleBombard+" f", "HQs are always the last units in a stack to be killed")
	}
	return refusalOf(RuleLosses, fmt.Sprintf("%s may not take this loss", st.name(i)))
}
