package greenfields

import (
	"fmt"
	"slices"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's Section 2 "Bombardment", step 6 of the weekly
// turn (the box barrage is boxbarrage.go):
//
//	"Artillery fire can be called down on any zone upon the game map that
//	is within range of the player's guns. Heavy guns have a range of 12
//	zones. Medium guns have a range of 6 zones, and field guns have a
//	range of 3 zones (and yes, Virginia, heavy artillery CAN bombard the
//	enemy depot). All fire is announced by players in turn, but is
//	adjudicated simultaneously."
//
//	"Bombardment is most effective when the target can be seen and
//	evaluated. If fire is made against a zone that cannot be seen from any
//	of the firing player's own zones, then halve the firer's "hit" dice
//	(rounding down). Areas that have been trench raided or spotted by
//	observation planes count as being "observed" (for example - a heavy
//	artillery piece firing at the enemy depot rolls half dice unless a
//	spotting aircraft braved the flak and performed a recce flight over
//	the depot this turn.)"
//
//	"The artillery regiment rolls its normal attack dice (1 dice per 3 full
//	strength points). Multiple artillery regiments may elect to fire upon a
//	single target zone."
//
//	"Artillery units may elect to fire up to two mission per weekly turn."
//	"Whenever an artillery unit fires, it consumes 1 point of SHELLS from
//	the army ammunition dump."
//
// The verbs are part 1's (bombardment.go: barrage, cancel-barrage), which
// read the weekly rules when st.Mode is ModeWeek, and box (boxbarrage.go).
// Each side announces in its stage, the declarer first; every mission is
// resolved together when the second side's stage ends. Readings: RULINGS.md
// W-7.1 (guns off board fire), W-7.2 (the depot's range), W-7.5 (no gas
// shells in the weekly turn), W-9.6 (hits on the depot).

// RuleWeekBombard is the weekly turn's bombardment.
const RuleWeekBombard = "003 Bombardment"

// TargetDepot is the enemy's depot as a barrage's target ("heavy artillery
// CAN bombard the enemy depot"): one zone beyond the enemy's rear edge
// (W-7.2).
const TargetDepot = "depot"

// missionsPerWeek: "Artillery units may elect to fire up to two mission
// per weekly turn."
const missionsPerWeek = 2

func init() {
	book.Section(kit.Section[*State]{Rule: RuleWeekBombard, Title: "Bombardment (weekly turn)", Order: 121,
		Text: `"Artillery fire can be called down on any zone upon the game map that is within range of the player's guns. Heavy guns have a range of 12 zones. Medium guns have a range of 6 zones, and field guns have a range of 3 zones (and yes, Virginia, heavy artillery CAN bombard the enemy depot). All fire is announced by players in turn, but is adjudicated simultaneously."

"If fire is made against a zone that cannot be seen from any of the firing player's own zones, then halve the firer's "hit" dice (rounding down). Areas that have been trench raided or spotted by observation planes count as being "observed" (for example - a heavy artillery piece firing at the enemy depot rolls half dice unless a spotting aircraft braved the flak and performed a recce flight over the depot this turn.)"

"The artillery regiment rolls its normal attack dice (1 dice per 3 full strength points). Multiple artillery regiments may elect to fire upon a single target zone."

"Artillery units may elect to fire up to two mission per weekly turn." "Whenever an artillery unit fires, it consumes 1 point of SHELLS from the army ammunition dump."

Guns held off board fire too, their range counted from beyond their own rear edge; the enemy's depot is one zone beyond the enemy's rear edge, and each hit on it takes 1 depot point, with no save. Gas shells are for the assault turn alone ("artillery fired during an assault turn may also fire gas rounds").`})
}

var _ = addWeekStep(PhaseWkBombFirst, weekBombardStep(false))
var _ = addWeekStep(PhaseWkBombSecond, weekBombardStep(true))

// weekBombardStep is a side's bombardment stage; the second's end fires
// every mission announced.
func weekBombardStep(second bool) weekStep {
	text := "Bombardment: announce your guns' missions, up to two a gun, 1 SHELL each: a barrage on a zone in range (heavy 12, medium 6, field 3 zones) or on the enemy's depot, or a box barrage on a zone (box); then end the step. Both sides' fire falls together when the second side ends its step"
	if second {
		text = "Bombardment: announce your guns' missions, up to two a gun, 1 SHELL each: a barrage on a zone in range (heavy 12, medium 6, field 3 zones) or on the enemy's depot, or a box barrage on a zone (box); all announced fire falls together when you end this step"
	}
	return weekStep{Rule: RuleWeekBombard, Verbs: []string{"barrage", "box", "cancel-barrage"},
		Prompt: func(*State, string) string { return text },
		Checklist: phaseItems(func(st *State) []rules.CheckItem {
			return []rules.CheckItem{{Text: text}, st.shellsLeftItem()}
		}, nil),
		// SHELLS are public (W-9.4): the stage passes by itself on them
		// alone, never on the side's guns (those off board are secret).
		Passes: func(st *State) bool { return st.Shells[st.phaseSide()] <= 0 },
	}
}

// shellsLeftItem says the acting side's SHELLS (public, W-9.4).
func (st *State) shellsLeftItem() rules.CheckItem {
	side := st.phaseSide()
	return rules.CheckItem{Text: fmt.Sprintf("The %s have %d SHELLS: 1 a mission", st.sideName(side), st.Shells[side])}
}

func init() {
	book.On(kit.Leave(PhaseWkBombSecond), func(st *State, ctx *rules.Context) error { return st.resolveWeekFire(ctx) })
}

// weekRange: "Heavy guns have a range of 12 zones. Medium guns have a
// range of 6 zones, and field guns have a range of 3 zones".
func weekRange(c Class) int {
	switch c {
	case HeavyArtillery:
		return 12
	case MediumArtillery:
		return 6
	case FieldArtillery:
		return 3
	}
	return 0
}

// weekGunPlace reports whether unit i stands where a gun fires from this week: on
// the table or held off board in its reserve box (W-7.1).
func (st *State) weekGunPlace(i int) bool {
	return st.Units[i].Loc.OnMap() || st.inReserve(i)
}

// gunPlaces are side's units where a gun may fire from: on the map, and
// in the weekly turn in its reserve box too.
func (st *State) gunPlaces(side string) []int {
	if st.Mode != ModeWeek {
		return st.onMap(side)
	}
	var out []int
	for i := range st.Units {
		if st.Units[i].Side == side && st.weekGunPlace(i) {
			out = append(out, i)
		}
	}
	return out
}

// whyNoBarrageTarget is why gun g may not fire barrage b (at l, its zone's
// place), nil when it may.
func (st *State) whyNoBarrageTarget(g int, b Barrage, l rules.Location) *rules.Refusal {
	if st.Mode == ModeWeek {
		return st.whyNoWeekTarget(g, b.Zone, b.Box)
	}
	return st.whyNoTarget(g, l)
}

// missions are the missions gun i has announced this week.
func (st *State) missions(i int) int {
	n := 0
	for _, b := range st.Bombard {
		if slices.Contains(b.Guns, i) {
			n++
		}
	}
	return n
}

// lastMission is the index in State.Bombard of gun i's last announced
// mission, -1 for none.
func (st *State) lastMission(i int) int {
	for k := len(st.Bombard) - 1; k >= 0; k-- {
		if slices.Contains(st.Bombard[k].Guns, i) {
			return k
		}
	}
	return -1
}

// whyNoWeekGun reports why gun i may not announce a weekly mission now
// (nil when it may): its own rules, not its target.
func (st *State) whyNoWeekGun(i int, side string) *rules.Refusal {
	if i < 0 || st.Units[i].Side != side || st.Units[i].Loc.IsEliminated() {
		return refuse(RuleWeekBombard, "not one of your units in play")
	}
	u := &st.Units[i]
	switch {
	case !st.class(i).isArtillery():
		return refuse(RuleWeekBombard, "%s is not artillery", st.unitName(i))
	case !st.weekGunPlace(i):
		return refuse(RuleWeekBombard, "%s is neither on the table nor held off board in your reserve", st.unitName(i))
	case u.HasFlag(FlagEntrenched):
		return refuse(RuleWeekBombard, "%s entrenched this week: \"A unit who performs no raids and does not assault or bombard may improve the trenches in its area\"", st.unitName(i))
	case st.missions(i) >= missionsPerWeek:
		return refuse(RuleWeekBombard, "%s has announced its two missions this week (cancel-barrage takes the last back): \"Artillery units may elect to fire up to two mission per weekly turn\"", st.unitName(i))
	case st.attackDice(i) == 0:
		return refuse(RuleDice, "%s has %d strength points: artillery rolls 1 die per 3 full points, so it has no dice", st.unitName(i), st.Troops[i].Strength)
	case st.Shells[side] <= 0:
		return refuse(RuleWeekBombard, "the %s have no SHELLS left: \"Whenever an artillery unit fires, it consumes 1 point of SHELLS from the army ammunition dump\"", st.sideName(side))
	}
	return nil
}

// weekDistance is how many zones gun i is from target, a zone's label or
// TargetDepot; false when target is neither. A gun off board stands one
// zone beyond its own rear edge (W-7.1), the enemy's depot one zone
// beyond the enemy's (W-7.2): a base-line zone is next to the edge.
func (st *State) weekDistance(i int, target string) (int, bool) {
	f := st.fixed
	side := st.Units[i].Side
	var from []board.Cell
	extra := 0
	if l := st.Units[i].Loc; l.OnMap() {
		from = []board.Cell{l.Cell}
	} else {
		from = sortedCells(f.home[side])
		extra++
	}
	var to []board.Cell
	if target == TargetDepot {
		to = sortedCells(f.home[other(side)])
		extra++
	} else {
		l, ok := st.zoneLoc(target)
		if !ok {
			return 0, false
		}
		to = []board.Cell{l.Cell}
	}
	best := -1
	for _, a := range from {
		for _, b := range to {
			if d := f.topo.Distance(a, b); best < 0 || d < best {
				best = d
			}
		}
	}
	return best + extra, best >= 0
}

// sortedCells are the cells of s (a base line), in a fixed order.
func sortedCells(s rules.CellSet) []board.Cell {
	out := make([]board.Cell, 0, len(s))
	for c := range s {
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b board.Cell) int {
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	return out
}

// whyNoWeekTarget is why gun i may not fire a weekly mission at target (a
// zone's label, or TargetDepot for a barrage), box for a box barrage; nil
// when it may.
func (st *State) whyNoWeekTarget(i int, target string, box bool) *rules.Refusal {
	if target == TargetDepot && box {
		return refuse(RuleBox, "a box barrage is laid on a zone of the map, where units move in and out: not on the depot")
	}
	d, ok := st.weekDistance(i, target)
	if !ok {
		return refuse(RuleWeekBombard, "no zone %q on the map (or %s, the enemy's depot)", target, TargetDepot)
	}
	from := st.Units[i].Loc
	if st.suppressed(i) && from.OnMap() && target != st.label(from) {
		return refuse(RuleSuppression, "%s is suppressed: suppressed units may not fire at any units outside of their own map zone (%s)", st.unitName(i), st.locText(from))
	}
	if r := weekRange(st.class(i)); d > r {
		what := target
		if target == TargetDepot {
			what = fmt.Sprintf("the depot of the %s (one zone beyond their rear edge)", st.sideName(other(st.Units[i].Side)))
		}
		where := ""
		if !from.OnMap() {
			where = " (off board, beyond your rear edge)"
		}
		return refuse(RuleWeekBombard, "%s is %d zones from %s%s: \"Heavy guns have a range of 12 zones. Medium guns have a range of 6 zones, and field guns have a range of 3 zones\" — %d for %s",
			what, d, st.unitName(i), where, r, classNames[st.class(i)])
	}
	return nil
}

// genWeekMissions lists side's weekly missions: `barrage GUN ZONE`,
// `barrage GUN depot` (box false) or `box GUN ZONE` (box true), every gun
// that may fire and every target in its range.
func genWeekMissions(st *State, side, arg0 string, box bool) []rules.Action {
	verb := "barrage"
	if box {
		verb = "box"
	}
	var out []rules.Action
	for i := range st.Units {
		if st.Units[i].Side != side || !st.weekGunPlace(i) {
			continue
		}
		ref := st.Units.Ref(i)
		if arg0 != "" && ref != arg0 || st.whyNoWeekGun(i, side) != nil {
			continue
		}
		for k := 0; k < st.fixed.topo.Len(); k++ {
			label := st.fixed.labels[k]
			if st.whyNoWeekTarget(i, label, box) == nil {
				out = append(out, rules.Action{Side: side, Verb: verb, Args: []string{ref, label}})
			}
		}
		if !box && st.whyNoWeekTarget(i, TargetDepot, false) == nil {
			out = append(out, rules.Action{Side: side, Verb: verb, Args: []string{ref, TargetDepot}})
		}
	}
	return out
}

// whyWeekMission refuses a weekly barrage or box barrage with its rule.
func whyWeekMission(st *State, a rules.Action, box bool) *rules.Refusal {
	if !box && len(a.Args) == 3 {
		return refuse(RuleWeekBombard, "gas shells are fired in an assault turn alone: \"artillery fired during an assault turn may also fire gas rounds\" (the weekly turn's gas is the canisters of step 7)")
	}
	if len(a.Args) != 2 {
		if box {
			return refuse(RuleBox, "box takes a gun and a zone: box GUN ZONE")
		}
		return refuse(RuleWeekBombard, "barrage takes a gun and a target, a zone or depot: barrage GUN ZONE|depot")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refuse(RuleWeekBombard, "no unit %q in play", a.Args[0])
	}
	if r := st.whyNoWeekGun(i, a.Side); r != nil {
		return r
	}
	return st.whyNoWeekTarget(i, a.Args[1], box)
}

// applyWeekMission announces a weekly mission: 1 SHELL now ("Whenever an
// artillery unit fires, it consumes 1 point of SHELLS"; "Box barrages
// consume 1 ammunition point per artillery battalion").
func applyWeekMission(st *State, a rules.Action, ctx *rules.Context, box bool) error {
	i := st.unitArg(a.Args[0])
	b := Barrage{Side: a.Side, Guns: []int{i}, Zone: a.Args[1], Box: box}
	st.Bombard = append(st.Bombard, b)
	st.Shells[a.Side]--
	what := "a barrage on " + st.targetWords(a.Side, b.Zone)
	if box {
		what = "a box barrage on " + b.Zone
	}
	st.logAbout(i, ctx, "%s will fire %s (mission %d of %d this week; 1 SHELL, %d left)", st.unitName(i), what, st.missions(i), missionsPerWeek, st.Shells[a.Side])
	return nil
}

// targetWords words a barrage's target: a zone's label, or the enemy's
// depot.
func (st *State) targetWords(side, target string) string {
	if target == TargetDepot {
		return fmt.Sprintf("the depot of the %s", st.sideName(other(side)))
	}
	return target
}

// firerWords names gun g in the weekly fire's log: by name where its enemy
// sees it, else "an unseen battery" (a gun off board has no place for the
// alias to be rewritten at, and its alias would let the enemy follow it).
func (st *State) firerWords(g int) string {
	if st.sees(other(st.Units[g].Side), g) {
		return st.unitName(g)
	}
	return "an unseen battery of the " + st.sideName(st.Units[g].Side)
}

// weekSpotters are the other sections' ways a zone (or the depot) counts
// as observed for side's weekly fire: "Areas that have been trench raided
// or spotted by observation planes count as being "observed"". The raids
// (zones raided this week) and the weekly air operations (recce flights,
// off board too) add theirs from their own files: weekSpotters =
// append(weekSpotters, func(st, side, target) bool {...}).
var weekSpotters []func(st *State, side, target string) bool

// weekObserved reports whether side's weekly fire at target (a zone's
// label or TargetDepot) is observed: the zone can be seen from side's
// own zones and units (part 1's observed, with today's recce flights),
// or a spotter says so; the depot, off board, only when a recce flight
// spotted it this week ("rolls half dice unless a spotting aircraft ...
// performed a recce flight over the depot this turn": Recce[side] holds
// TargetDepot) or a spotter says so.
func (st *State) weekObserved(side, target string) bool {
	for _, spot := range weekSpotters {
		if spot(st, side, target) {
			return true
		}
	}
	if target == TargetDepot {
		return slices.Contains(st.Recce[side], TargetDepot)
	}
	l, ok := st.zoneLoc(target)
	return ok && st.observed(side, l)
}

// unobservedWords are the reasons of the weekly fire's halving.
func (st *State) unobservedWords(target string) string {
	if target == TargetDepot {
		return "the depot is off board and no recce flight spotted it this week: half dice, rounding down"
	}
	return "target zone cannot be seen from any of the firing player's own zones: half dice, rounding down"
}

// resolveWeekFire resolves every weekly mission at once: "All fire is
// announced by players in turn, but is adjudicated simultaneously". Box
// barrages are laid first, with the barrages falling (units the week's
// barrages break fall back under them: the seed's own "eg. because of
// morale check"); every barrage is made up (dice, targets) before any is
// fired, the declarer's first in the log.
func (st *State) resolveWeekFire(ctx *rules.Context) error {
	if len(st.Bombard) == 0 {
		return nil
	}
	first := st.declarer()
	var order []Barrage
	for _, side := range []string{first, other(first)} {
		for _, b := range st.Bombard {
			if b.Side == side {
				order = append(order, b)
			}
		}
	}
	st.Bombard = nil
	var fired []Barrage
	var shots []shot
	boxes := 0
	for _, b := range order {
		st.Units[b.Guns[0]].SetFlag(FlagBombarded)
		if b.Box {
			boxes++
			continue
		}
		fired = append(fired, b)
		shots = append(shots, st.barrageShot(b))
	}
	ctx.Logf("Bombardment (%s): %d barrages and %d box barrages fall together", RuleWeekBombard, len(shots), boxes)
	for _, b := range order {
		if b.Box {
			st.layBox(b, ctx)
		}
	}
	for k, sh := range shots {
		b := fired[k]
		if b.Zone == TargetDepot {
			if err := st.shellDepot(b, sh, ctx); err != nil {
				return err
			}
			continue
		}
		if err := st.fireBarrage(b, sh, ctx); err != nil {
			return err
		}
	}
	return nil
}

// shellDepot fires barrage b at the enemy's depot: 1 depot point a hit, no
// save (W-9.6); the depot's points are public (W-9.10).
func (st *State) shellDepot(b Barrage, sh shot, ctx *rules.Context) error {
	roll, err := hitDice("Hit dice", sh.Dice).Resolve(ctx.Dice(), sh.DiceMods, nil)
	if err != nil {
		return err
	}
	roll.For = sh.For
	ctx.LogRoll("", roll)
	enemy := other(b.Side)
	s := st.stores(enemy)
	lost := min(roll.Total, s.Depot)
	if lost == 0 {
		return nil
	}
	s.Depot -= lost
	st.setStores(enemy, s)
	ctx.Logf("the depot of the %s loses %d point(s), 1 a hit, no save (%d left)", st.sideName(enemy), lost, s.Depot)
	return nil
}
