package greenfields

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Raids", step 4 of the weekly turn (seed 003,
// lines 270-280):
//
//	"Players may elect to make trench raids and large scale infiltration
//	attacks. Raids are essential for "spotting" enemy units in trenches -
//	and also for planning assaults!"
//
//	"The raiding player risks between 1 to 3 strength points from any unit
//	in the trench zones, and sends them on a raid into any adjacent enemy
//	zone (including diagonally adjacent zones). Multiple raids can be sent
//	against a single target zone, impacting one after another."
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
//	"As an alternative to raiding for information, raiders can be sent out
//	as wire cutting and engineer parties. The hits the attackers roll are
//	used to degrade the enemy trenches (3 cumulative hits degrade the
//	trench, and the defenders do not roll vs experience to save vs the
//	damage)"
//
// Each side announces its raids in its stage, the declarer first
// (wk-raids-first, wk-raids-second); when the second stage ends they are
// adjudicated one after another in the order announced, the defender of
// each asked how many dice it fires (the "raid-fire" choice). Readings:
// RULINGS.md W-5.1 to W-5.9.

// RuleRaids is the weekly turn's trench raids.
const RuleRaids = "003 Raids"

// RaidMax: "between 1 to 3 strength points".
const RaidMax = 3

// raidBonus: "trench raiders add a temporary +2 to their experience dice".
const raidBonus = 2

// WireHits: "3 cumulative hits degrade the trench" (W-5.8: across weeks).
const WireHits = 3

// weekChoiceVerbs are the verbs answering choices of the weekly turn
// alone (its raids' defensive fire; other weekly sections append theirs in
// their init): the rules reference of an assault alone leaves them out.
var weekChoiceVerbs = []string{"raid-fire"}

// raidCut is the optional last argument of `raid` sending a wire-cutting
// party.
const raidCut = "cut"

// Raid is one announced trench raid: Points strength points of Side's unit
// Unit, from its zone From into the enemy zone Zone (labels), to report
// on the zone or, Cut, to cut the wire.
type Raid struct {
	Side   string `json:"side"`
	Unit   int    `json:"unit"`
	From   string `json:"from"`
	Zone   string `json:"zone"`
	Points int    `json:"points"`
	Cut    bool   `json:"cut,omitempty"`
}

func raidsStep() weekStep {
	return weekStep{Rule: RuleRaids, Verbs: []string{"raid", "cancel-raid"},
		Prompt: func(st *State, viewer string) string {
			return "Raids: send 1 to 3 strength points of a unit in a trench zone into an adjacent enemy zone (raid), to report on it or to cut the wire; then end the step"
		},
		Checklist: func(st *State, viewer string) []rules.CheckItem {
			out := []rules.CheckItem{
				{Text: "Raids go from a unit in a trench zone into an adjacent enemy zone, diagonals too: 1 to 3 strength points, at least 1 left at home"},
				{Text: "Survivors report every enemy unit in the zone and its mine heads; a wire-cutting party's hits degrade the trench (3 hits a grade)"},
			}
			for _, r := range st.Raids {
				out = append(out, rules.CheckItem{Text: st.raidWords(r, viewer)})
			}
			return out
		}}
}

var (
	_ = addWeekStep(PhaseRaidsFirst, raidsStep())
	_ = addWeekStep(PhaseRaidsSecond, raidsStep())
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleRaids, Title: "Raids", Order: 162,
		Text: `"The raiding player risks between 1 to 3 strength points from any unit in the trench zones, and sends them on a raid into any adjacent enemy zone (including diagonally adjacent zones). Multiple raids can be sent against a single target zone, impacting one after another."

"If a defending unit is in a raided sector, then it may roll "hit" dice for defensive fire, choosing to roll up to the full dice available for the defending regiment. Due to cover and surprise, trench raiders add a temporary +2 to their experience dice. The raiders may then roll their own "hit" dice to cause damage to the defenders."

"If any trench raiders survive the enemy fire, then they return to base with a full report of the enemy's ID, strength, experience and morale, and the enemy unit is placed in its position on the tabletop. The raiders will also report any mine heads in the zone."

"As an alternative to raiding for information, raiders can be sent out as wire cutting and engineer parties. The hits the attackers roll are used to degrade the enemy trenches (3 cumulative hits degrade the trench, and the defenders do not roll vs experience to save vs the damage)"

A trench zone is a zone with a trench; an enemy zone one of the enemy's regions. A unit may send several raids while it keeps at least 1 strength point at home. Raids are announced in the open (target zone, strength points and purpose; not which unit sends them). They are adjudicated when both sides have announced theirs, in the order announced; the defender of every raided zone is asked how many dice it fires, 0 to all of its leading unit's, even where no one stands, so that the question tells nothing. Raiding strength points that come back rejoin their unit. A zone the raiders reported on counts as observed for the week's bombardment. Wire-cutting hits add up across weeks.`})
	book.Verb(kit.Verb[*State]{Name: "raid", Title: "Raid", Args: "UNIT ZONE N [cut]", Rule: RuleRaids,
		Help: "weekly turn, step 4: a unit in a trench zone sends N (1 to 3) strength points on a raid into an adjacent enemy zone (diagonals too), keeping 1 at home; survivors report on the zone's units and mine heads, or with cut degrade its trench (3 hits a grade)",
		Gen:  genRaid, Why: whyRaid, Apply: applyRaid, Describe: describeRaid})
	book.Verb(kit.Verb[*State]{Name: "cancel-raid", Title: "Cancel a raid", Args: "UNIT ZONE", Rule: RuleRaids,
		Help: "calls off the last raid the unit announced on ZONE in this step",
		Gen:  genCancelRaid, Why: whyCancelRaid, Apply: applyCancelRaid,
		Describe: unitZoneWords("Call off the raid of %s on %s")})
	book.Verb(kit.Verb[*State]{Name: "raid-fire", Title: "Defensive fire", Args: "DICE", Rule: RuleRaids,
		Help: "when asked: the defenders of a raided zone fire DICE hit dice (0 to all of the leading unit's) at the raiders",
		Gen:  genRaidFire, Why: whyRaidFire, Apply: applyRaidFire,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			if len(a.Args) != 1 {
				return "", false
			}
			if st.pendingKind() == "raid-fire" {
				return fmt.Sprintf("Defensive fire with %s dice against the raid on %s", a.Args[0], st.Pending[0].Zone), true
			}
			return fmt.Sprintf("Defensive fire with %s dice against a raid", a.Args[0]), true
		}})
	book.Stage(choice("raid-fire", "defensive fire", RuleRaids, []string{"raid-fire"},
		func(st *State, p *Pending, viewer string) string {
			r := st.Raids[0]
			what := "a raid"
			if r.Cut {
				what = "a wire-cutting party"
			}
			if viewer == p.Side || viewer == "" {
				return fmt.Sprintf("Defensive fire against %s of %d strength points on %s: roll 0 to %d dice", what, r.Points, r.Zone, st.raidDefenceDice(p.Side, r.Zone))
			}
			return fmt.Sprintf("The %s choose their defensive fire against %s of %d strength points on %s", st.sideName(p.Side), what, r.Points, r.Zone)
		},
		func(st *State, p *Pending) rules.Action {
			return rules.Action{Side: p.Side, Verb: "raid-fire", Args: []string{strconv.Itoa(st.raidDefenceDice(p.Side, p.Zone))}}
		}))
	flagText[FlagRaided] = "has sent raids this week"
	book.On(kit.Leave(PhaseRaidsSecond), func(st *State, ctx *rules.Context) error {
		st.askRaid()
		return nil
	})
	// "Areas that have been trench raided ... count as being "observed""
	// for the week's bombardment (bombardweek.go).
	weekSpotters = append(weekSpotters, func(st *State, side, target string) bool { return st.raidedBy(side, target) })
	book.On(weekStart, func(st *State, ctx *rules.Context) error {
		st.Raids, st.Raided = nil, nil
		return nil
	})
}

// raidSource says why unit i of side may not send a raid now ("" when it
// may), with the rule it breaks: on the map in a trench zone, men on foot
// (W-5.1), not routing, not entrenched this week (W-4.3), strength to
// spare (W-5.6).
func (st *State) raidSource(side string, i int) (string, string) {
	u := &st.Units[i]
	switch {
	case u.Side != side:
		return RuleRaids, fmt.Sprintf("%s is not yours", st.unitName(i))
	case !st.class(i).mayEntrenchClass():
		return RuleRaids, fmt.Sprintf("%s does not raid: trench raiders are infantry, cavalry on foot, pioneers and sappers", st.unitName(i))
	case !u.Loc.OnMap():
		return RuleRaids, fmt.Sprintf("%s is not on the map: raids go \"from any unit in the trench zones\"", st.unitName(i))
	case u.HasFlag(FlagRouting):
		return RuleRaids, fmt.Sprintf("%s is routing", st.unitName(i))
	}
	if why := st.whyNotAfterEntrench(i); why != "" {
		return RuleWeekWorks, why
	}
	if z := st.zone(u.Loc); z.Trench == 0 || z.Emplacement {
		return RuleRaids, fmt.Sprintf("%s is not in a trench zone: raids go \"from any unit in the trench zones\"", st.unitName(i))
	}
	if st.raidSpare(i) < 1 {
		return RuleRaids, fmt.Sprintf("%s has no strength points to spare: a unit keeps at least 1 at home", st.unitName(i))
	}
	return "", ""
}

// raidSpare is the strength points unit i may still send on raids this
// week: its strength less 1 kept at home and those already sent (W-5.6).
func (st *State) raidSpare(i int) int {
	n := st.Troops[i].Strength - 1
	for _, r := range st.Raids {
		if r.Unit == i {
			n -= r.Points
		}
	}
	return n
}

// raidTargets are the enemy zones adjacent to l, diagonals too: "any
// adjacent enemy zone (including diagonally adjacent zones)". An enemy
// zone is one of the enemy's regions (W-5.1: the map says whose, for both
// sides to see).
func (st *State) raidTargets(side string, l rules.Location) []rules.Location {
	var out []rules.Location
	topo := st.fixed.topo
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			c := l.Cell
			c.X, c.Y = c.X+dx, c.Y+dy
			k := topo.Index(c)
			if dx == 0 && dy == 0 || k < 0 || k >= topo.Len() || topo.Cell(k) != c || st.fixed.region[k] != other(side) {
				continue
			}
			out = append(out, rules.CellLocation(st.fixed.m, c))
		}
	}
	return out
}

func genRaid(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	for i := range st.Units {
		ref := st.Units.Ref(i)
		if arg0 != "" && arg0 != ref || st.Units[i].Side != side {
			continue
		}
		if rule, _ := st.raidSource(side, i); rule != "" {
			continue
		}
		spare := min(st.raidSpare(i), RaidMax)
		for _, l := range st.raidTargets(side, st.Units[i].Loc) {
			z := st.label(l)
			for n := 1; n <= spare; n++ {
				out = append(out, rules.Action{Side: side, Verb: "raid", Args: []string{ref, z, strconv.Itoa(n)}})
				if st.zone(l).Trench > 0 {
					out = append(out, rules.Action{Side: side, Verb: "raid", Args: []string{ref, z, strconv.Itoa(n), raidCut}})
				}
			}
		}
	}
	return out
}

func whyRaid(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) < 3 || len(a.Args) > 4 || len(a.Args) == 4 && a.Args[3] != raidCut {
		return refuse(RuleRaids, "raid takes UNIT, ZONE, N strength points (1 to 3) and, for a wire-cutting party, cut")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refuse(RuleRaids, "no unit %q in play", a.Args[0])
	}
	if rule, why := st.raidSource(a.Side, i); rule != "" {
		return refuse(rule, "%s", why)
	}
	n, err := strconv.Atoi(a.Args[2])
	if err != nil || n < 1 || n > RaidMax {
		return refuse(RuleRaids, "a raid risks \"between 1 to 3 strength points\", not %s", a.Args[2])
	}
	if spare := st.raidSpare(i); n > spare {
		return refuse(RuleRaids, "%s may send %d more strength points at most: a unit keeps at least 1 at home (strength %d)", st.unitName(i), max(spare, 0), st.Troops[i].Strength)
	}
	to, ok := st.zoneLoc(a.Args[1])
	if !ok {
		return refuse(RuleRaids, "no zone %q", a.Args[1])
	}
	from := st.Units[i].Loc
	if !slices.Contains(st.raidTargets(a.Side, from), to) {
		if k := st.fixed.topo.Index(to.Cell); k >= 0 && st.fixed.region[k] != other(a.Side) {
			return refuse(RuleRaids, "%s is not an enemy zone: raids go \"into any adjacent enemy zone\"", a.Args[1])
		}
		return refuse(RuleRaids, "%s is not adjacent to %s: raids go \"into any adjacent enemy zone (including diagonally adjacent zones)\"", a.Args[1], st.label(from))
	}
	return refuse(RuleRaids, "no trench at %s for a wire-cutting party to degrade", a.Args[1])
}

// applyRaid announces the raid: its strength points leave their unit until
// it is adjudicated (W-5.6); who sends it, and from where, is the side's
// own (the enemy reads the cover, coverOf: W-5.7).
func applyRaid(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	n, _ := strconv.Atoi(a.Args[2])
	r := Raid{Side: a.Side, Unit: i, From: st.label(st.Units[i].Loc), Zone: a.Args[1], Points: n, Cut: len(a.Args) == 4}
	st.Raids = append(st.Raids, r)
	st.Units[i].SetFlag(FlagRaided)
	ctx.LogTo(rules.SidesOnly(a.Side), "%s sends %d strength points from %s %s %s (%s)", st.unitName(i), n, r.From, raidPurpose(r), r.Zone, RuleRaids)
	return nil
}

// raidWords words an announced raid for viewer: what the seed has
// announced (W-5.7), and to its own side (and the referee) which unit sends
// it from where.
func (st *State) raidWords(r Raid, viewer string) string {
	what := "a raid"
	if r.Cut {
		what = "a wire-cutting party"
	}
	text := fmt.Sprintf("Announced: the %s, %s of %d strength points on %s", st.sideName(r.Side), what, r.Points, r.Zone)
	if viewer == "" || viewer == r.Side {
		text += fmt.Sprintf(" (%s from %s)", st.typeName(r.Unit), r.From)
	}
	return text
}

// raidPurpose words what a raid is for.
func raidPurpose(r Raid) string {
	if r.Cut {
		return "to cut the wire at"
	}
	return "to raid"
}

func describeRaid(st *State, a rules.Action, viewer string) (string, bool) {
	u, ok := st.argUnit(a, 0, viewer)
	z, zok := st.argZone(a, 1)
	if !ok || !zok || len(a.Args) < 3 {
		return "", false
	}
	if len(a.Args) == 4 {
		return fmt.Sprintf("Send %s of %s to cut the wire at %s", pointsWords(a.Args[2]), u, z), true
	}
	return fmt.Sprintf("Send %s of %s on a raid into %s", pointsWords(a.Args[2]), u, z), true
}

// pointsWords words N strength points ("1 strength point", "2 strength
// points") from an action's argument.
func pointsWords(arg string) string {
	if arg == "1" {
		return "1 strength point"
	}
	return arg + " strength points"
}

func genCancelRaid(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	for _, r := range st.Raids {
		ref := st.Units.Ref(r.Unit)
		if r.Side != side || arg0 != "" && arg0 != ref {
			continue
		}
		a := rules.Action{Side: side, Verb: "cancel-raid", Args: []string{ref, r.Zone}}
		if !slices.ContainsFunc(out, func(b rules.Action) bool { return slices.Equal(a.Args, b.Args) }) {
			out = append(out, a)
		}
	}
	return out
}

func whyCancelRaid(st *State, a rules.Action) *rules.Refusal {
	return refuse(RuleRaids, "cancel-raid takes UNIT and ZONE of a raid you announced this step")
}

// lastRaid is the index of side's last raid by unit ref on zone, -1 when
// none.
func (st *State) lastRaid(side, ref, zone string) int {
	for k := len(st.Raids) - 1; k >= 0; k-- {
		r := st.Raids[k]
		if r.Side == side && st.Units.Ref(r.Unit) == ref && r.Zone == zone {
			return k
		}
	}
	return -1
}

func applyCancelRaid(st *State, a rules.Action, ctx *rules.Context) error {
	k := st.lastRaid(a.Side, a.Args[0], a.Args[1])
	i := st.Raids[k].Unit
	st.Raids = slices.Delete(st.Raids, k, k+1)
	if len(st.Raids) == 0 {
		st.Raids = nil
	}
	if st.raidOf(i) < 0 {
		st.Units[i].ClearFlag(FlagRaided)
	}
	ctx.LogTo(rules.SidesOnly(a.Side), "%s's raid on %s is called off", st.unitName(i), a.Args[1])
	return nil
}

// raidOf is the index of the first announced raid of unit i, -1 when none.
func (st *State) raidOf(i int) int {
	return slices.IndexFunc(st.Raids, func(r Raid) bool { return r.Unit == i })
}

// raidedBy reports whether side's raiders reported on zone (a label) this
// week: "Areas that have been trench raided ... count as being
// "observed"" (the weekly bombardment asks).
func (st *State) raidedBy(side, zone string) bool { return slices.Contains(st.Raided[side], zone) }

// mineHeadsIn are the mine heads side's raiders find in zone: "The raiders
// will also report any mine heads in the zone." (mines.go, raidMineHeads:
// the shafts of the enemy's mines there, known to side from now on).
func (st *State) mineHeadsIn(side, zone string) []string { return raidMineHeads(st, side, zone) }

// otherRaider is the state with one of the enemy's announced raids, sent
// by a unit side does not see, sent by another of its units side does not
// see that could have sent it: the announcement names the zone, the
// strength points and the purpose, not the unit (W-5.7). For the checks by
// difference (SecretVariants).
func (st *State) otherRaider(side string, r *rand.Rand) (rules.Variant, bool) {
	enemy := other(side)
	var ks []int
	for k, rd := range st.Raids {
		if rd.Side == enemy && !st.sees(side, rd.Unit) {
			ks = append(ks, k)
		}
	}
	if len(ks) == 0 {
		return rules.Variant{}, false
	}
	k := ks[r.IntN(len(ks))]
	rd := st.Raids[k]
	to, _ := st.zoneLoc(rd.Zone)
	var units []int
	for i := range st.Units {
		if i == rd.Unit || st.Units[i].Side != enemy || st.sees(side, i) {
			continue
		}
		if rule, _ := st.raidSource(enemy, i); rule == "" && st.raidSpare(i) >= rd.Points && slices.Contains(st.raidTargets(enemy, st.Units[i].Loc), to) {
			units = append(units, i)
		}
	}
	if len(units) == 0 {
		return rules.Variant{}, false
	}
	c := st.Clone().(*State)
	i := units[r.IntN(len(units))]
	c.Raids[k].Unit, c.Raids[k].From = i, st.label(st.Units[i].Loc)
	c.Units[i].SetFlag(FlagRaided)
	if c.raidOf(rd.Unit) < 0 {
		c.Units[rd.Unit].ClearFlag(FlagRaided)
	}
	return rules.Variant{What: fmt.Sprintf("%s, not %s, sent the %s's raid on %s", st.Units.Ref(i), st.Units.Ref(rd.Unit), st.sideName(enemy), rd.Zone), State: c}, true
}
