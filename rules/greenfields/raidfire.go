package greenfields

import (
	"fmt"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the adjudication of one trench raid (raids.go announces
// them), the seed's "Raids" (seed 003, lines 274-280):
//
//	"If a defending unit is in a raided sector, then it may roll "hit"
//	dice for defensive fire, choosing to roll up to the full dice
//	available for the defending regiment. Due to cover and surprise,
//	trench raiders add a temporary +2 to their experience dice. The
//	raiders may then roll their own "hit" dice to cause damage to the
//	defenders."
//
//	"If any trench raiders survive the enemy fire, then they return to
//	base with a full report of the enemy's ID, strength, experience and
//	morale, and the enemy unit is placed in its position on the tabletop.
//	The raiders will also report any mine heads in the zone."
//
//	"... raiders can be sent out as wire cutting and engineer parties. The
//	hits the attackers roll are used to degrade the enemy trenches (3
//	cumulative hits degrade the trench, and the defenders do not roll vs
//	experience to save vs the damage)"
//
// In the order announced, the defender of each raided zone chooses its
// dice (raid-fire), then the raid is fought: defensive fire, the raiders'
// save at +2, their fire at the defenders or at the wire, their report.

// askRaid asks the defender of the first raid still to fight for its
// defensive fire. It is asked for every raid, the zone empty or not (W-5.3):
// a question asked only of occupied zones would tell the raider so.
func (st *State) askRaid() {
	if len(st.Raids) == 0 {
		return
	}
	r := st.Raids[0]
	st.ask(Pending{Kind: "raid-fire", Side: other(r.Side), Zone: r.Zone})
}

// raidLead is the defending unit in zone that fires at raiders: side's
// leading ground unit there (not a balloon), -1 when none.
func (st *State) raidLead(side, zone string) int {
	l, ok := st.zoneLoc(zone)
	if !ok {
		return -1
	}
	for _, i := range st.sideAt(side, l) {
		if c := st.class(i); c.isGround() && c != Balloon {
			return i
		}
	}
	return -1
}

// raidDefenceDice are "the full dice available for the defending
// regiment" of side in zone: its leading unit's hit dice (0 when none).
func (st *State) raidDefenceDice(side, zone string) int {
	if i := st.raidLead(side, zone); i >= 0 {
		return st.fireDice(i)
	}
	return 0
}

func genRaidFire(st *State, side, arg0 string) []rules.Action {
	if st.pendingKind() != "raid-fire" || st.Pending[0].Side != side || len(st.Raids) == 0 {
		return nil
	}
	var out []rules.Action
	for n := 0; n <= st.raidDefenceDice(side, st.Pending[0].Zone); n++ {
		if s := strconv.Itoa(n); arg0 == "" || arg0 == s {
			out = append(out, rules.Action{Side: side, Verb: "raid-fire", Args: []string{s}})
		}
	}
	return out
}

func whyRaidFire(st *State, a rules.Action) *rules.Refusal {
	if st.pendingKind() != "raid-fire" {
		return refuse(RuleRaids, "no raid is waiting for defensive fire")
	}
	return refuse(RuleRaids, "defensive fire is \"up to the full dice available for the defending regiment\": 0 to %d dice at %s, not %v",
		st.raidDefenceDice(a.Side, st.Pending[0].Zone), st.Pending[0].Zone, a.Args)
}

// applyRaidFire fights the first raid with the defender's chosen dice,
// then asks for the next raid's (after the choices this one raised: the
// raids impact "one after another").
func applyRaidFire(st *State, a rules.Action, ctx *rules.Context) error {
	n, _ := strconv.Atoi(a.Args[0])
	st.answered()
	r := st.Raids[0]
	st.Raids = st.Raids[1:]
	if len(st.Raids) == 0 {
		st.Raids = nil
	}
	if err := st.fightRaid(r, n, ctx); err != nil {
		return err
	}
	st.askRaid()
	return nil
}

// fightRaid is one raid fought, the defenders firing dice: defensive fire,
// the raiders' save, then their fire or wire-cutting, then their report.
// A raid shows each side something of the other's secrets (how many
// raiders come back tells of their experience, the raiders' fire whether
// anyone stands in the zone): the action is a reveal.
func (st *State) fightRaid(r Raid, dice int, ctx *rules.Context) error {
	ctx.Reveal("the trench raid on " + r.Zone)
	l, _ := st.zoneLoc(r.Zone)
	i, enemy := r.Unit, other(r.Side)
	what := "raid"
	if r.Cut {
		what = "wire-cutting party"
	}
	who := fmt.Sprintf("the %s of %d strength points of the %s on %s", what, r.Points, st.sideName(r.Side), r.Zone)
	if st.Units[i].Loc.IsEliminated() {
		ctx.Logf("%s does not go in: its unit is gone (%s)", capitalise(who), RuleRaids)
		return nil
	}
	ctx.Logf("%s goes in (%s)", capitalise(who), RuleRaids)
	party := r.Points
	if lead := st.raidLead(enemy, r.Zone); dice > 0 && lead >= 0 {
		roll, err := hitDice("Hit dice", dice).Resolve(ctx.Dice(), nil, nil)
		if err != nil {
			return err
		}
		roll.For = fmt.Sprintf("defensive fire by the defenders of %s at %s (%d dice chosen)", r.Zone, who, dice)
		ctx.LogRoll("", roll)
		if roll.Total > 0 {
			lost, err := st.raidersSave(r, roll.Total, ctx)
			if err != nil {
				return err
			}
			party -= lost
		}
	} else {
		ctx.Logf("no defensive fire at %s", who)
	}
	if party <= 0 {
		ctx.Logf("none of the raiders come back from %s: no report", r.Zone)
		return nil
	}
	if r.Cut {
		roll, err := hitDice("Hit dice", party).Resolve(ctx.Dice(), nil, nil)
		if err != nil {
			return err
		}
		roll.For = fmt.Sprintf("%d raiders cut the wire at %s (no save)", party, r.Zone)
		ctx.LogRoll("", roll)
		st.cutWire(l, roll.Total, ctx)
		return nil
	}
	// Whom the raiders meet: the enemy units in the zone now, reported on
	// even if their fire drives them out of it (W-5.2).
	met := st.sideAt(enemy, l)
	targets := st.raidTargetsIn(enemy, l)
	if len(targets) > 0 {
		// "The raiders may then roll their own "hit" dice": small arms, the
		// closest unit first (fire.go); a roll of its own, not the one above.
		if _, err := st.fire(shot{For: fmt.Sprintf("%d raiders fire at the defenders of %s", party, r.Zone), Kind: FireSmallArms,
			Side: r.Side, Dice: party, Zone: l, Targets: targets}, ctx); err != nil {
			return err
		}
	}
	st.raidReport(r, party, met, ctx)
	return nil
}

// raidTargetsIn are side's ground units at l, the closest first: whom the
// raiders' fire meets.
func (st *State) raidTargetsIn(side string, l rules.Location) []int {
	var out []int
	for _, j := range st.sideAt(side, l) {
		if c := st.class(j); c.isGround() && c != Balloon {
			out = append(out, j)
		}
	}
	return out
}

// raidersSave: "Due to cover and surprise, trench raiders add a temporary
// +2 to their experience dice" and no other modifier (W-5.4). The raiding
// unit's experience dice; the hits not saved fall on the raiding party
// alone (at most its strength points), which its unit loses, and the unit
// checks its morale as under any enemy fire (W-5.5). It returns how many
// raiders fell.
func (st *State) raidersSave(r Raid, hits int, ctx *rules.Context) (int, error) {
	i := r.Unit
	mods := []rules.Modifier{{Value: raidBonus, Reason: "trench raiders: cover and surprise"}}
	roll, err := hitDice("Experience dice", st.Troops[i].Experience).Resolve(ctx.Dice(), mods, nil)
	if err != nil {
		return 0, err
	}
	roll.For = fmt.Sprintf("the raiders of %s save against %s", st.unitName(i), kit.HitsResult(hits))
	st.logUnitRoll(i, ctx, roll)
	lost := min(hits-min(roll.Total, hits), r.Points)
	ctx.Logf("%d of the %d raiders on %s fall", lost, r.Points, r.Zone)
	if lost == 0 {
		return 0, nil
	}
	st.loseStrength(i, min(lost, st.Troops[i].Strength), ctx)
	if st.Units[i].Loc.IsEliminated() {
		return lost, nil
	}
	_, err = st.moraleCheck(i, lost, ctx)
	return lost, err
}

// raidReport: "they return to base with a full report of the enemy's ID,
// strength, experience and morale, and the enemy unit is placed in its
// position on the tabletop. The raiders will also report any mine heads in
// the zone." Every enemy unit met in the zone (met) is identified where it
// now stands (W-5.2), and the zone counts as observed for the raiding
// side's bombardment this week.
func (st *State) raidReport(r Raid, party int, met []int, ctx *rules.Context) {
	own := rules.SidesOnly(r.Side)
	ctx.Logf("%d raiders return from %s with their report", party, r.Zone)
	if !st.raidedBy(r.Side, r.Zone) {
		if st.Raided == nil {
			st.Raided = map[string][]string{}
		}
		st.Raided[r.Side] = append(append([]string(nil), st.Raided[r.Side]...), r.Zone)
	}
	for _, j := range met {
		if !st.Units[j].Loc.IsEliminated() {
			st.identify(j, "trench raid by the "+st.sideName(r.Side), ctx)
		}
	}
	if len(met) == 0 {
		ctx.LogTo(own, "the raiders found no enemy at %s", r.Zone)
	}
	for _, m := range st.mineHeadsIn(r.Side, r.Zone) {
		ctx.LogTo(own, "the raiders report a mine head at %s: %s", r.Zone, m)
	}
}

// cutWire: "The hits the attackers roll are used to degrade the enemy
// trenches (3 cumulative hits degrade the trench ...)": the zone's wire
// hits add up, across weeks (W-5.8), each 3 taking a grade off its trench.
// The trench is on the table: public.
func (st *State) cutWire(l rules.Location, hits int, ctx *rules.Context) {
	z := st.zone(l)
	if z.Trench == 0 {
		ctx.Logf("no trench left at %s to cut", st.label(l))
		return
	}
	z.WireHits += hits
	for z.WireHits >= WireHits && z.Trench > 0 {
		z.WireHits -= WireHits
		z.Trench--
		if z.Trench == 0 {
			ctx.Logf("the trench at %s is cut to nothing (%s)", st.label(l), RuleRaids)
		} else {
			ctx.Logf("the trench at %s is degraded to %s (%s)", st.label(l), trenchName(z.Trench), RuleRaids)
		}
	}
	if z.Trench == 0 {
		z.WireHits, z.Emplacement = 0, false
	} else if hits > 0 {
		ctx.Logf("%s: %d of the %d wire-cutting hits towards the next grade", st.label(l), z.WireHits, WireHits)
	}
	st.setZone(l, z)
}
