package greenfields

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's box barrage (Section 2, "Bombardment"):
//
//	"Box barrage
//	This causes casualties to any reinforcements being sent to units in
//	the target zone, and to units that move in or out of the target zone
//	(eg. because of morale check, or because of redeployment next turn).
//	These targets count as MOVING, and so roll 1 less experience dice than
//	usual! Box barrages consume 1 ammunition point per artillery
//	battalion."
//
// and, in "Troop deployment" and "Replacements": "Remember that moving
// into and out of areas that were under box barrage will cause the moving
// unit to take casualties."
//
// A `box GUN ZONE` mission is announced in the weekly bombardment
// (bombardweek.go) and laid when the week's fire falls. It lasts through
// this week (its assault too, unless the scenario's option box_in_assault
// is "no") and next week's deployment (W-7.3). Its battery fires, by
// artillery rules and each its own roll, at every enemy unit moving out
// of or into the zone (boxFireOnMove: the deployment's moves, a morale
// fall-back) and at strength points sent to a unit there
// (boxFireOnReinforce), the movers saving with 1 die less (W-7.4, W-7.6).

// RuleBox is the box barrage.
const RuleBox = "003 Box barrage"

// OptBoxInAssault: "no" lifts the week's box barrages while an assault
// opened in step 10 is played; "yes" (the default) keeps them (W-7.3).
const OptBoxInAssault = "box_in_assault"

// BoxBarrage is one battery's box barrage on a zone.
type BoxBarrage struct {
	Side string `json:"side"`
	Zone string `json:"zone"`
	// Gun is the battery (a unit index): its fire is its own roll, with
	// the dice it has when a unit moves (W-7.4); it ends with the gun.
	Gun int `json:"gun"`
	// Week is the week it was laid (it lasts to the end of the next
	// week's deployment).
	Week int `json:"week"`
	// Unobserved: laid on a zone its side could not see: half dice.
	Unobserved bool `json:"unobserved,omitempty"`
}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleBox, Title: "Box barrage", Order: 122,
		Text: `"This causes casualties to any reinforcements being sent to units in the target zone, and to units that move in or out of the target zone (eg. because of morale check, or because of redeployment next turn). These targets count as MOVING, and so roll 1 less experience dice than usual! Box barrages consume 1 ammunition point per artillery battalion."

"Remember that moving into and out of areas that were under box barrage will cause the moving unit to take casualties."

A box barrage is announced in the weekly bombardment (box) and laid when the week's fire falls; it lasts through that week, its assault included unless the scenario says otherwise, and the next week's deployment. Each battery fires its own roll at each unit that moves out of or into the zone, and at strength points sent to a unit there.`})
	book.Verb(kit.Verb[*State]{Name: "box", Title: "Box barrage", Args: "GUN ZONE", Rule: RuleBox,
		Help: "announces a box barrage in the weekly bombardment: the gun (on the table or off board, in range: heavy 12, medium 6, field 3 zones) lays it on the zone when the week's fire falls, 1 SHELL, one of its two missions; until the end of next week's deployment it fires at every enemy unit moving into or out of the zone, and at reinforcements sent to units there, who save with 1 die less (moving)",
		Gen:  func(st *State, side, arg0 string) []rules.Action { return genWeekMissions(st, side, arg0, true) },
		Why:  func(st *State, a rules.Action) *rules.Refusal { return whyWeekMission(st, a, true) },
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			return applyWeekMission(st, a, ctx, true)
		},
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			u, uok := st.argUnit(a, 0, viewer)
			z, zok := st.argZone(a, 1)
			if !uok || !zok || len(a.Args) != 2 {
				return "", false
			}
			return fmt.Sprintf("Box barrage on %s with %s", z, u+st.gunPlace(a.Args[0], viewer)), true
		}})
	// Last week's box barrages end with this week's deployment: "(eg. ...
	// because of redeployment next turn)".
	book.On(kit.Leave(PhaseDeploy), infallible(func(st *State, ctx *rules.Context) {
		st.Box = slices.DeleteFunc(st.Box, func(b BoxBarrage) bool { return b.Week < st.Week })
		if len(st.Box) == 0 {
			st.Box = nil
		}
	}))
}

// layBox lays box barrage mission b (public: a marker on the table).
func (st *State) layBox(b Barrage, ctx *rules.Context) {
	g := b.Guns[0]
	st.Box = append(st.Box, BoxBarrage{Side: b.Side, Zone: b.Zone, Gun: g, Week: st.Week, Unobserved: !st.weekObserved(b.Side, b.Zone)})
	ctx.Logf("%s lays a box barrage on %s (%s): units moving into or out of it and reinforcements sent there take its fire until the end of next week's deployment",
		capitalise(st.firerWords(g)), b.Zone, RuleBox)
}

// boxLive reports whether box barrage b still fires: its battery is in
// play, and it is its week (in an assault, as option box_in_assault has
// it) or the next week's deployment (W-7.3).
func (st *State) boxLive(b BoxBarrage) bool {
	if b.Gun < 0 || b.Gun >= len(st.Units) || st.Units[b.Gun].Loc.IsEliminated() {
		return false
	}
	return st.boxCurrent(b)
}

// boxCurrent reports whether box barrage b is within its time (boxLive
// without its battery): its marker stays on the table while it is, since
// a battery destroyed out of the enemy's sight must not lift it from the
// enemy's view.
func (st *State) boxCurrent(b BoxBarrage) bool {
	switch {
	case b.Week == st.Week && st.Mode == ModeWeek:
		return true
	case b.Week == st.Week && st.Mode == ModeAssault:
		return st.fixed.opts.String(OptBoxInAssault) != "no"
	case b.Week == st.Week-1 && st.Mode == ModeWeek:
		return st.Step <= slices.IndexFunc(weekPhases, func(ph phase) bool { return ph.ID == PhaseDeploy })
	}
	return false
}

// boxesOn are the live box barrages of side's enemy on zone (a label).
func (st *State) boxesOn(side, zone string) []BoxBarrage {
	var out []BoxBarrage
	for _, b := range st.Box {
		if b.Side != side && b.Zone == zone && st.boxLive(b) {
			out = append(out, b)
		}
	}
	return out
}

// boxShot is box barrage b's fire at unit i: "These targets count as
// MOVING". The battery's dice now (1 a 3 full strength points; half
// routing, half where it was laid unseen).
func (st *State) boxShot(b BoxBarrage, i int, way string) shot {
	g := b.Gun
	kind := FireArtillery
	if st.class(g) == HeavyArtillery {
		kind = FireHeavy
	}
	n := st.attackDice(g)
	var mods []rules.Modifier
	if st.Units[g].HasFlag(FlagRouting) {
		if lost := n - kit.Halve(n, false); lost > 0 {
			mods = append(mods, rules.Modifier{Value: -lost, Reason: "routing: half dice, rounding down"})
			n -= lost
		}
	}
	if b.Unobserved {
		if lost := n - kit.Halve(n, false); lost > 0 {
			mods = append(mods, rules.Modifier{Value: -lost, Reason: "laid on a zone that could not be seen from any of the firing player's own zones: half dice, rounding down"})
		}
	}
	return shot{For: fmt.Sprintf("%s's box barrage on %s (%s, moving %s)", st.firerWords(g), b.Zone, RuleBox, way),
		Kind: kind, Side: b.Side, Firers: []int{g}, Dice: st.attackDice(g), DiceMods: mods,
		Zone: st.Units[i].Loc, Targets: []int{i}, Moving: true}
}

// boxFireOnMove fires the enemy's live box barrages at unit i moving out
// of zone from and into zone to (labels; "" for off board or the reserve
// box): "units that move in or out of the target zone ... count as
// MOVING". Each battery its own roll (W-7.4): those on from first, as the
// unit leaves it (in from's cover), then those on to, as it arrives (in
// to's cover, and seen there only by whom sees it there: a unit moving
// unseen tells the barraging side nothing). The caller moves the unit
// after, unless it is destroyed: a unit that wavers or routs under this
// fire is already on the move and goes on where it was going (W-7.4), so
// it is still where it stood when this returns.
func (st *State) boxFireOnMove(ctx *rules.Context, i int, from, to string) error {
	if ctx == nil || from == to || i < 0 || st.Units[i].Loc.IsEliminated() || len(st.Box) == 0 {
		return nil
	}
	side := st.Units[i].Side
	out, in := st.boxesOn(side, from), st.boxesOn(side, to)
	if len(out)+len(in) == 0 {
		return nil
	}
	prev := st.boxMoving
	st.boxMoving = i + 1
	defer func() { st.boxMoving = prev }()
	for _, b := range out {
		if st.Units[i].Loc.IsEliminated() {
			return nil
		}
		if _, err := st.fire(st.boxShot(b, i, "out of it"), ctx); err != nil {
			return err
		}
	}
	if len(in) == 0 || st.Units[i].Loc.IsEliminated() {
		return nil
	}
	// Fired at as it arrives: in the zone it enters for the fire (its
	// cover, who sees it), back where it stood for its caller to move it.
	at, wave := st.Units[i].Loc, st.Troops[i].Wave
	dest, _ := st.zoneLoc(to)
	st.Units[i].Loc = dest
	defer func() {
		if !st.Units[i].Loc.IsEliminated() {
			st.Units[i].Loc, st.Troops[i].Wave = at, wave
			st.restack(nil)
		}
	}()
	for _, b := range in {
		if st.Units[i].Loc.IsEliminated() {
			return nil
		}
		if _, err := st.fire(st.boxShot(b, i, "into it"), ctx); err != nil {
			return err
		}
	}
	return nil
}

// boxOnTheMove reports whether unit t is moving under box fire (a wavering
// or routing result does not move it again: it goes on where it goes).
func (st *State) boxOnTheMove(t int) bool { return st.boxMoving == t+1 }

// boxFireOnReinforce fires the enemy's live box barrages on unit i's zone
// at n strength points being sent to it, before they join: "This causes
// casualties to any reinforcements being sent to units in the target
// zone". Only the points sent are hit (W-7.6); they save with the unit's
// experience, 1 die less (moving), in the zone's cover; no morale check
// (the unit itself took no fire). Reinforcements are their side's secret
// order: every line is its own. It returns the points that arrive; the
// caller adds them (and counts the points lost as spent).
func (st *State) boxFireOnReinforce(ctx *rules.Context, i, n int) (int, error) {
	if ctx == nil || n <= 0 || !st.Units[i].Loc.OnMap() {
		return n, nil
	}
	side := st.Units[i].Side
	own := rules.SidesOnly(side)
	left := n
	for _, b := range st.boxesOn(side, st.label(st.Units[i].Loc)) {
		if left == 0 {
			break
		}
		sh := st.boxShot(b, i, "in with reinforcements")
		roll, err := hitDice("Hit dice", sh.Dice).Resolve(ctx.Dice(), sh.DiceMods, nil)
		if err != nil {
			return left, err
		}
		roll.For = fmt.Sprintf("%s's box barrage on %s (%s) at %d strength points sent to %s", st.firerWords(b.Gun), b.Zone, RuleBox, left, st.typeName(i))
		ctx.LogRollTo(own, "", roll)
		if roll.Total == 0 {
			continue
		}
		save, err := hitDice("Experience dice", st.Troops[i].Experience).Resolve(ctx.Dice(), st.saveMods(i, sh), nil)
		if err != nil {
			return left, err
		}
		save.For = fmt.Sprintf("the reinforcements save against %s", kit.HitsResult(roll.Total))
		ctx.LogRollTo(own, "", save)
		lost := min(max(roll.Total-save.Total, 0)/st.hitsPerPoint(i), left)
		if lost == 0 {
			continue
		}
		left -= lost
		if st.Losses == nil {
			st.Losses = map[string]int{}
		}
		st.Losses[side] += lost
		ctx.LogTo(own, "%d of the strength points sent to %s fall under the box barrage (%d arrive)", lost, st.typeName(i), left)
	}
	return left, nil
}

// boxOverlays are the current box barrages as markers on the table, every
// side's to see (the barrage falls in the open), tinted in the colour of
// the side that laid them; none when there are none.
func (st *State) boxOverlays() []rules.Overlay {
	count := map[[2]string]int{}
	var keys [][2]string
	for _, b := range st.Box {
		if !st.boxCurrent(b) {
			continue
		}
		k := [2]string{b.Zone, b.Side}
		if count[k] == 0 {
			keys = append(keys, k)
		}
		count[k]++
	}
	if len(keys) == 0 {
		return nil
	}
	o := rules.Overlay{ID: "box-barrages", Name: "Box barrages", Shown: true, Rule: RuleBox,
		Meaning: "under a box barrage of the side whose colour it is (Box, ×N batteries): units moving in or out, and reinforcements sent there, take its fire"}
	for _, k := range keys {
		mark := "Box"
		if n := count[k]; n > 1 {
			mark = fmt.Sprintf("Box×%d", n)
		}
		o.Cells = append(o.Cells, rules.OverlayCell{Map: st.fixed.m.ID, Cell: k[0], Side: k[1], Mark: mark})
	}
	return []rules.Overlay{o}
}

// otherBoxGun is the state with a box barrage of side's enemy that side
// did not see laid (firerWords: "an unseen battery") laid by another of
// the enemy's guns side does not see, one in range of its zone: which
// battery it is stays the enemy's secret (rules.SecretVariants).
func (st *State) otherBoxGun(side string, r *rand.Rand) (rules.Variant, bool) {
	enemy := other(side)
	var boxes []int
	for k, b := range st.Box {
		if b.Side == enemy && st.boxLive(b) && !st.sees(side, b.Gun) {
			boxes = append(boxes, k)
		}
	}
	if len(boxes) == 0 {
		return rules.Variant{}, false
	}
	k := boxes[r.IntN(len(boxes))]
	b := st.Box[k]
	var guns []int
	for _, g := range st.gunPlaces(enemy) {
		if g != b.Gun && st.class(g).isArtillery() && st.attackDice(g) > 0 && !st.sees(side, g) && st.whyNoWeekTarget(g, b.Zone, true) == nil {
			guns = append(guns, g)
		}
	}
	if len(guns) == 0 {
		return rules.Variant{}, false
	}
	c := st.Clone().(*State)
	g := guns[r.IntN(len(guns))]
	c.Box[k].Gun = g
	return rules.Variant{What: fmt.Sprintf("%s, not %s, laid the %s's box barrage on %s", st.Units.Ref(g), st.Units.Ref(b.Gun), st.sideName(enemy), b.Zone), State: c}, true
}
