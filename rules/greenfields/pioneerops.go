package greenfields

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Pioneer operations and construction", step 3
// of the weekly turn (seed 003, lines 262-268):
//
//	"Pioneer units may create/repair bridges, roads and trenches in any
//	zone in which they are placed by rolling 2 "hits" with their strength
//	dice."
//
//	"Ground units may now elect to entrench. A unit who performs no raids
//	and does not assault or bombard may improve the trenches in its area by
//	1 grade (empty terrain becomes light trench, light trench becomes heavy
//	trench). Performing entrenching work is exhausting, and lowers the
//	morale of a unit by 1."
//
//	"Trenches made by artillery units are termed "emplacements", and
//	provide cover ONLY for artillery units."
//
// The assault turn's pioneers (3 hits over turns, a light trench) are
// pioneers.go's; the verb entrench is registered there and plays this
// file's rule in a weekly step (st.Mode == ModeWeek). Each side works in
// its stage, the declarer first (wk-works-first, wk-works-second).
// Readings: RULINGS.md W-4.1 to W-4.5.

// RuleWeekWorks is the weekly turn's pioneer operations and construction.
const RuleWeekWorks = "003 Pioneer operations and construction"

// WorkHits: "by rolling 2 "hits" with their strength dice", in one roll
// (W-4.1: no hits carry over to another week).
const WorkHits = 2

// The works pioneers may do in a week ("create/repair bridges, roads and
// trenches"): the WHAT of `work UNIT WHAT`.
const (
	WorkRoad   = "road"
	WorkBridge = "bridge"
	WorkTrench = "trench"
)

var works = []string{WorkRoad, WorkBridge, WorkTrench}

func worksStep() weekStep {
	return weekStep{Rule: RuleWeekWorks, Verbs: []string{"work", "entrench"},
		Prompt: func(st *State, viewer string) string {
			return "Pioneer operations and construction: pioneers roll for a road, bridge or trench in their zone (work: 2 hits in the roll); any ground unit may entrench (no raid, bombardment or assault for it this week; 1 morale); then end the step"
		},
		Checklist: func(st *State, viewer string) []rules.CheckItem {
			return []rules.CheckItem{
				{Text: "Pioneers and sappers may work on a road, bridge or trench in their zone (work: 2 hits in one roll of their strength dice)"},
				{Text: "Any ground unit may entrench: its zone's trench one grade better (artillery: an emplacement), 1 morale; it may not raid, bombard or assault this week"},
			}
		}}
}

var (
	_ = addWeekStep(PhaseWorksFirst, worksStep())
	_ = addWeekStep(PhaseWorksSecond, worksStep())
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleWeekWorks, Title: "Pioneer operations and construction (weekly)", Order: 161,
		Text: `"Pioneer units may create/repair bridges, roads and trenches in any zone in which they are placed by rolling 2 "hits" with their strength dice."

"Ground units may now elect to entrench. A unit who performs no raids and does not assault or bombard may improve the trenches in its area by 1 grade (empty terrain becomes light trench, light trench becomes heavy trench). Performing entrenching work is exhausting, and lowers the morale of a unit by 1."

"Trenches made by artillery units are termed "emplacements", and provide cover ONLY for artillery units."

In the weekly turn the 2 hits are needed in one roll (nothing carries over to another week). A unit that entrenches in step 3 may not raid, bombard or enter an enemy zone in the assault that week: the work is done, so the condition holds for the rest of the week. What is built or dug is on the table for both sides to see, in sight or not.`})
	book.Verb(kit.Verb[*State]{Name: "work", Title: "Work", Args: "UNIT WHAT", Rule: RuleWeekWorks,
		Help: "weekly turn, step 3: pioneers or sappers on the map roll 1 die a strength point in their own zone; 2 hits in the roll repair the cut road or lay a road through bad ground (road), bridge the stream or trench (bridge) or improve the trench a grade (trench); one job a week",
		Gen:  genWork, Why: whyWork, Apply: applyWork,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			u, ok := st.argUnit(a, 0, viewer)
			if !ok || len(a.Args) != 2 {
				return "", false
			}
			return fmt.Sprintf("Work with %s: %s (2 hits)", u, workWords(a.Args[1])), true
		}})
	flagText[FlagEntrenched] = "has entrenched this week: no raid, bombardment or assault for it"
	book.On(weekStart, func(st *State, ctx *rules.Context) error {
		for i := range st.Units {
			st.Units[i].ClearFlag(FlagWorked)
		}
		return nil
	})
}

// workWords words a WHAT for people.
func workWords(what string) string {
	switch what {
	case WorkRoad:
		return "a road"
	case WorkBridge:
		return "a bridge"
	case WorkTrench:
		return "the trench"
	}
	return what
}

// whyNotWeekWork says why unit i of side may do no work this week ("" when
// it may, the job aside): on the map, not routing, one job a week.
func (st *State) whyNotWeekWork(side string, i int) string {
	u := &st.Units[i]
	switch {
	case u.Side != side:
		return fmt.Sprintf("%s is not yours", st.unitName(i))
	case !u.Loc.OnMap():
		return fmt.Sprintf("%s is not on the map: pioneers work \"in any zone in which they are placed\"", st.unitName(i))
	case u.HasFlag(FlagWorked):
		return fmt.Sprintf("%s has already worked or entrenched this week", st.unitName(i))
	case u.HasFlag(FlagRouting):
		return fmt.Sprintf("%s is routing", st.unitName(i))
	}
	return ""
}

// toWork says what `work ... what` would do at l, "" when there is nothing
// of that kind to do there (W-4.2): a road where the road is cut or the
// ground is bad; a bridge over a stream or a trench; a trench a grade
// better, below heavy.
func (st *State) toWork(l rules.Location, what string) string {
	z := st.zone(l)
	switch what {
	case WorkRoad:
		switch {
		case z.RoadCut:
			return "repair the cut road"
		case !z.Bridged && st.pioneerGoing(l) != "open":
			return "lay a road through the " + st.pioneerGoing(l) + " ground"
		}
	case WorkBridge:
		switch {
		case z.Bridged:
		case z.Trench > 0:
			return "bridge the trench"
		case st.streamZone(l):
			return "bridge the stream"
		}
	case WorkTrench:
		if z.Trench < 2 || z.Emplacement {
			return "dig " + trenchName(st.trenchAfter(l, false))
		}
	}
	return ""
}

func genWork(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	for i := range st.Units {
		ref := st.Units.Ref(i)
		if (arg0 != "" && arg0 != ref) || !st.class(i).isConstruction() || st.whyNotWeekWork(side, i) != "" {
			continue
		}
		for _, what := range works {
			if st.toWork(st.Units[i].Loc, what) != "" {
				out = append(out, rules.Action{Side: side, Verb: "work", Args: []string{ref, what}})
			}
		}
	}
	return out
}

func whyWork(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 || !slices.Contains(works, a.Args[1]) {
		return refuse(RuleWeekWorks, "work takes UNIT and what to work on: road, bridge or trench (in the unit's own zone)")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refuse(RuleWeekWorks, "no unit %q in play", a.Args[0])
	}
	if !st.class(i).isConstruction() {
		return refuse(RuleWeekWorks, "%s is not a pioneer unit: \"Pioneer units may create/repair bridges, roads and trenches\"", st.unitName(i))
	}
	if why := st.whyNotWeekWork(a.Side, i); why != "" {
		return refuse(RuleWeekWorks, "%s", why)
	}
	l := st.Units[i].Loc
	switch a.Args[1] {
	case WorkRoad:
		return refuse(RuleWeekWorks, "no road to build at %s: its road is not cut and its ground is open or already crossed", st.label(l))
	case WorkBridge:
		return refuse(RuleWeekWorks, "nothing to bridge at %s: no stream or trench, or already bridged", st.label(l))
	}
	return refuse(RuleWeekWorks, "%s already has a heavy trench", st.label(l))
}

// applyWork: "by rolling 2 "hits" with their strength dice": 1 die a
// strength point, 2 hits in this roll complete the work (W-4.1); the roll
// is the pioneers' own (its dice count their strength), the work done is
// on the table for all (W-4.4).
func applyWork(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	l, what := st.Units[i].Loc, a.Args[1]
	job := st.toWork(l, what)
	roll, err := hitDice("Hit dice", st.Troops[i].Strength).Resolve(ctx.Dice(), nil, nil)
	if err != nil {
		return err
	}
	roll.For = fmt.Sprintf("%s works to %s at %s (%s: %d hits needed)", st.unitName(i), job, st.label(l), RuleWeekWorks, WorkHits)
	own := rules.SidesOnly(a.Side)
	ctx.LogRollTo(own, "", roll)
	st.Units[i].SetFlag(FlagWorked)
	if roll.Total < WorkHits {
		ctx.LogTo(own, "%s: the work at %s fails this week (nothing carries over)", kit.HitsResult(roll.Total), st.label(l))
		return nil
	}
	// The work done is on the table (W-4.4): it shows the enemy that a
	// unit stands there, and something of its strength.
	ctx.RevealToOthers("works at " + st.label(l))
	z := st.zone(l)
	switch what {
	case WorkRoad:
		if z.RoadCut {
			z.RoadCut = false
			ctx.Logf("the road at %s is repaired (%s)", st.label(l), RuleWeekWorks)
		} else {
			z.Bridged = true
			ctx.Logf("a road is laid through %s (%s)", st.label(l), RuleWeekWorks)
		}
		st.setZone(l, z)
	case WorkBridge:
		z.Bridged = true
		st.setZone(l, z)
		ctx.Logf("%s is bridged: a road crosses it (%s)", st.label(l), RuleWeekWorks)
	case WorkTrench:
		st.improveTrench(l, false, ctx)
	}
	return nil
}

// trenchAfter is the zone's trench grade after one more grade of work by
// artillery (art) or any other unit: "empty terrain becomes light trench,
// light trench becomes heavy trench". To other units an emplacement is no
// trench ("cover ONLY for artillery units"): their work opens it to all,
// a trench of its grade (W-4.5).
func (st *State) trenchAfter(l rules.Location, art bool) int {
	z := st.zone(l)
	if z.Emplacement && !art {
		return max(z.Trench, 1)
	}
	return min(z.Trench+1, 2)
}

// improveTrench improves the zone's trench by a grade, by artillery (art:
// "Trenches made by artillery units are termed "emplacements"") or any
// other unit, and logs it to all (W-4.4).
func (st *State) improveTrench(l rules.Location, art bool, ctx *rules.Context) {
	z := st.zone(l)
	was := z.Trench
	switch {
	case z.Trench == 0 && art:
		z.Trench, z.Emplacement = 1, true
	case z.Emplacement && !art:
		z.Trench, z.Emplacement = st.trenchAfter(l, false), false
	default:
		z.Trench = min(z.Trench+1, 2)
	}
	st.setZone(l, z)
	what := trenchName(z.Trench)
	if z.Emplacement {
		what = "an artillery emplacement (" + what + ")"
	}
	if was == 0 {
		ctx.Logf("%s now has %s (%s)", st.label(l), what, RuleWeekWorks)
	} else {
		ctx.Logf("%s's works are now %s (%s)", st.label(l), what, RuleWeekWorks)
	}
}

// whyNotWeekEntrench says why unit i of side may not entrench this week
// ("" when it may): "A unit who performs no raids and does not assault or
// bombard may improve the trenches in its area by 1 grade". Any ground
// unit on the map (not a balloon), not routing, with a morale point to
// spend, once a week, in a zone whose trench is not yet heavy. Raids,
// bombardment and assaults come later in the week: entrenching bars them
// (W-4.3, whyNotAfterEntrench); the flags are checked all the same.
func (st *State) whyNotWeekEntrench(side string, i int) string {
	c := st.class(i)
	if !c.isGround() || c == Balloon {
		return fmt.Sprintf("%s may not entrench: \"Ground units may now elect to entrench\"", st.unitName(i))
	}
	if why := st.whyNotWeekWork(side, i); why != "" {
		return why
	}
	u := &st.Units[i]
	for _, f := range []string{FlagRaided, FlagBombarded, FlagAssaulted} {
		if u.HasFlag(f) {
			return fmt.Sprintf("%s has raided, bombarded or assaulted this week: only \"A unit who performs no raids and does not assault or bombard\" may entrench", st.unitName(i))
		}
	}
	l := u.Loc
	z := st.zone(l)
	switch {
	case st.Troops[i].Morale < 1:
		return fmt.Sprintf("%s has no morale to spend: entrenching \"lowers the morale of a unit by 1\"", st.unitName(i))
	case z.Trench >= 2 && (!z.Emplacement || c.isArtillery()):
		return fmt.Sprintf("%s already has a heavy trench: \"light trench becomes heavy trench\" and no better", st.label(l))
	}
	return ""
}

// whyNotAfterEntrench says why unit i may not raid, bombard or assault
// this week because it entrenched ("" when it did not): "A unit who
// performs no raids and does not assault or bombard may improve the
// trenches" (W-4.3). The weekly bombardment and the week's assault refuse
// a unit for this reason too, citing RuleWeekWorks.
func (st *State) whyNotAfterEntrench(i int) string {
	if !st.Units[i].HasFlag(FlagEntrenched) {
		return ""
	}
	return fmt.Sprintf("%s entrenched this week: only \"A unit who performs no raids and does not assault or bombard\" may entrench", st.unitName(i))
}

func genWeekEntrench(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	for i := range st.Units {
		ref := st.Units.Ref(i)
		if (arg0 == "" || arg0 == ref) && st.whyNotWeekEntrench(side, i) == "" {
			out = append(out, rules.Action{Side: side, Verb: "entrench", Args: []string{ref}})
		}
	}
	return out
}

func whyWeekEntrench(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refuse(RuleWeekWorks, "entrench takes UNIT (it digs in its own zone)")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refuse(RuleWeekWorks, "no unit %q in play", a.Args[0])
	}
	return refuse(RuleWeekWorks, "%s", st.whyNotWeekEntrench(a.Side, i))
}

// applyWeekEntrench: "may improve the trenches in its area by 1 grade
// ... lowers the morale of a unit by 1"; artillery makes an emplacement.
func applyWeekEntrench(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	l := st.Units[i].Loc
	st.Troops[i].Morale--
	st.Units[i].SetFlag(FlagWorked)
	st.Units[i].SetFlag(FlagEntrenched)
	ctx.LogTo(rules.SidesOnly(a.Side), "%s entrenches at %s: morale %d; it may not raid, bombard or assault this week (%s)",
		st.unitName(i), st.label(l), st.Troops[i].Morale, RuleWeekWorks)
	st.improveTrench(l, st.class(i).isArtillery(), ctx)
	// The trench is on the table (W-4.4): it shows the enemy that a unit
	// stands there.
	ctx.RevealToOthers("a trench dug at " + st.label(l))
	return nil
}
