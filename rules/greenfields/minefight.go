package greenfields

import (
	"fmt"
	"slices"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the mine combat of the seed's "Mines!" (mines.go holds the
// rest of the section):
//
//	On a 1 or a 2, the mine is discovered and both sides must fight for
//	control of the mine shaft using the regiments closest to the two end
//	points of the mine. Both players must feed 1 to 3 strength points from
//	their units at either end of the mine. These units fight, with the
//	defender rolling hit dice first, followed by the attacker. The side
//	with the largest surviving force in the mine way now either collapse
//	the mine, detonate the mine, or continue the mine combat by electing to
//	feed in one or 2 more strength points of infantry.
//
//	* If the mine is collapsed, the tunnel is removed from play.
//	* If the combat continues and one player has zero strength points left
//	  in the mine, the mine collapses.
//
// Readings (RULINGS.md W-8.5, W-8.7, W-8.8, W-8.13, W-8.14): the attacker's
// end is the tunnel's shaft, the defender's its far end; each side feeds
// from its nearest regiment of foot or horse (not guns, vehicles or
// balloons), ties its choice; the attacker feeds first, in the open; a
// strength point fed rolls 1 hit die; the hits are saved with the unit's
// experience dice without modifiers and cost the party its points (and its
// unit its strength); equal forces fight another round, each side feeding
// 1 or 2 more; continuing with a side at zero collapses the mine.

// The mine combat's choices.
const (
	kindMineFeed   = "mine-feed"
	kindMineDecide = "mine-decide"
)

// mineSP is side's strength points in the mine way.
func (st *State) mineSP(side string) int {
	n := 0
	if f := st.Mines.Fight; f != nil {
		for _, p := range f.Parties {
			if st.Units[p.Unit].Side == side {
				n += p.SP
			}
		}
	}
	return n
}

// fightMine is the mine fought for (its index), and its two end points:
// the attacker's (its shaft) and the defender's (its far end).
func (st *State) fightMine() (int, map[string]string) {
	f := st.Mines.Fight
	k := st.mineIndex(f.Side, f.Mine)
	m := &st.Mines.Tunnels[k]
	return k, map[string]string{f.Side: m.Path[0], other(f.Side): m.head()}
}

// fedBy is what unit i has fed into the mine way.
func (st *State) fedBy(i int) int {
	n := 0
	for _, p := range st.Mines.Fight.Parties {
		if p.Unit == i {
			n += p.SP
		}
	}
	return n
}

// mineFeeders are side's regiments closest to end that may feed the mine
// way: foot and horse (not artillery, vehicles or balloons) on the map,
// with strength not yet in it.
func (st *State) mineFeeders(side, end string) []int {
	l, _ := st.zoneLoc(end)
	best := -1
	var out []int
	for _, i := range st.onMap(side) {
		c := st.class(i)
		if !c.isGround() || c.isArtillery() || c.isVehicle() || c == Balloon || st.Troops[i].Strength-st.fedBy(i) <= 0 {
			continue
		}
		d := st.fixed.topo.Distance(l.Cell, st.Units[i].Loc.Cell)
		switch {
		case best < 0 || d < best:
			best, out = d, []int{i}
		case d == best:
			out = append(out, i)
		}
	}
	return out
}

// feedMax is how many strength points a side feeds this round: "1 to 3",
// then "one or 2 more".
func (st *State) feedMax() int {
	if st.Mines.Fight.Round == 0 {
		return 3
	}
	return 2
}

// askFeeds asks each side, the attacker first, to feed the mine way from
// its regiment closest to its end of the mine; a side with none feeds
// nothing.
func (st *State) askFeeds(ctx *rules.Context) {
	f := st.Mines.Fight
	_, ends := st.fightMine()
	for _, side := range []string{f.Side, other(f.Side)} {
		units := st.mineFeeders(side, ends[side])
		if len(units) == 0 {
			ctx.Logf("the %s have no regiment to feed into the mine way", st.sideName(side))
			continue
		}
		st.ask(Pending{Kind: kindMineFeed, Side: side, Units: units, Zone: ends[side]})
	}
}

// mineRound is a round of the mine combat, once both sides have fed the
// mine way: "These units fight, with the defender rolling hit dice
// first, followed by the attacker." Then the larger force decides; equal
// forces fight on (W-8.8), unless both are gone.
func (st *State) mineRound(ctx *rules.Context) error {
	f := st.Mines.Fight
	att, def := f.Side, other(f.Side)
	k, ends := st.fightMine()
	f.Round++
	ctx.Logf("Mine combat under %s, round %d (%s): the %s have %d strength points in the mine way, the %s %d; the defender fires first",
		ends[def], f.Round, RuleMines, st.sideName(def), st.mineSP(def), st.sideName(att), st.mineSP(att))
	for _, side := range []string{def, att} {
		if err := st.minewayFire(side, ctx); err != nil {
			return err
		}
	}
	st.restack(ctx)
	a, d := st.mineSP(att), st.mineSP(def)
	ctx.Logf("left in the mine way: the %s %d, the %s %d", st.sideName(att), a, st.sideName(def), d)
	switch {
	case a == 0 && d == 0:
		st.collapseMine(k, "neither side has a strength point left in the mine: \"If the combat continues and one player has zero strength points left in the mine, the mine collapses\"", ctx)
	case a == d:
		ctx.Logf("the forces in the mine way are equal: the combat goes on, each side feeding in 1 or 2 more strength points")
		st.askFeeds(ctx)
	default:
		larger := att
		if d > a {
			larger = def
		}
		st.ask(Pending{Kind: kindMineDecide, Side: larger, Zone: ends[def]})
	}
	return nil
}

// minewayFire is side's party in the mine way firing at the enemy's: 1
// hit die a strength point; the hits fall on the enemy's parties in the
// order they were fed, each unit saving with its experience dice (no
// modifiers, FireMineway) and losing the points it does not save.
func (st *State) minewayFire(side string, ctx *rules.Context) error {
	f := st.Mines.Fight
	n := st.mineSP(side)
	if n == 0 {
		ctx.Logf("the %s have no one left in the mine way to fire", st.sideName(side))
		return nil
	}
	what := fmt.Sprintf("the %s in the mine way", st.sideName(side))
	roll, err := hitDice("Hit dice", n).Resolve(ctx.Dice(), nil, nil)
	if err != nil {
		return err
	}
	roll.For = what + " fire (1 die a strength point)"
	ctx.LogRoll("", roll)
	left := roll.Total
	for k := range f.Parties {
		p := &f.Parties[k]
		if left <= 0 {
			break
		}
		if st.Units[p.Unit].Side == side || p.SP == 0 {
			continue
		}
		hits := min(left, p.SP)
		left -= hits
		sh := shot{For: what, Kind: FireMineway, Side: side, Zone: st.Units[p.Unit].Loc, Targets: []int{p.Unit}}
		h, err := st.takeHits(p.Unit, hits, sh, ctx)
		if err != nil {
			return err
		}
		p.SP = max(p.SP-h.Casualties, 0)
		if st.Units[p.Unit].Loc.IsEliminated() {
			p.SP = 0
		}
	}
	return nil
}

// collapseMine ends the mine combat with mine k collapsed: "the tunnel is
// removed from play".
func (st *State) collapseMine(k int, why string, ctx *rules.Context) {
	m := st.Mines.Tunnels[k]
	st.removeMine(k)
	st.Mines.Fight = nil
	ctx.Logf("the %s's mine under %s collapses (%s): %s; the tunnel is removed from play", st.sideName(m.Side), m.head(), RuleMines, why)
}

// afterMineChoice goes on with the mine combat and the announced
// detonations once a choice is made (and ends the step when nothing
// more is asked: resumeEnd).
func (st *State) afterMineChoice(ctx *rules.Context) error {
	st.answered()
	return st.runMines(ctx)
}

func init() {
	book.Stage(choice(kindMineFeed, "mine combat: feeding the mine way", RuleMines, []string{"feed"},
		func(st *State, p *Pending, viewer string) string {
			return fmt.Sprintf("Mine combat: the %s feed 1 to %d strength points into the mine way from their regiment closest to %s (feed)",
				st.sideName(p.Side), st.feedMax(), p.Zone)
		},
		func(st *State, p *Pending) rules.Action {
			i := p.Units[0]
			n := min(st.feedMax(), st.Troops[i].Strength-st.fedBy(i))
			return rules.Action{Side: p.Side, Verb: "feed", Args: []string{st.Units.Ref(i), strconv.Itoa(n)}}
		}))
	book.Stage(choice(kindMineDecide, "mine combat: the larger force decides", RuleMines, []string{"collapse", "explode", "fight-on"},
		func(st *State, p *Pending, viewer string) string {
			return fmt.Sprintf("Mine combat under %s: the %s, the larger force in the mine way, collapse the mine, detonate it, or continue the combat feeding in 1 or 2 more strength points",
				p.Zone, st.sideName(p.Side))
		},
		func(st *State, p *Pending) rules.Action {
			if p.Side == st.Mines.Fight.Side {
				return rules.Action{Side: p.Side, Verb: "explode"}
			}
			return rules.Action{Side: p.Side, Verb: "collapse"}
		}))
	book.Verb(kit.Verb[*State]{Name: "feed", Title: "Feed the mine way", Args: "UNIT N", Rule: RuleMines,
		Help: "in a mine combat: feeds N strength points (1 to 3, then 1 or 2 more) of the side's regiment closest to its end of the mine into the mine way",
		Gen:  genFeed, Why: whyFeed, Apply: applyFeed,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			u, ok := st.argUnit(a, 0, viewer)
			if !ok || len(a.Args) != 2 {
				return "", false
			}
			return fmt.Sprintf("Feed %s strength points of %s into the mine way", a.Args[1], u), true
		}})
	decide := func(verb, title, help string, apply func(st *State, ctx *rules.Context) error, words func(st *State) string) {
		book.Verb(kit.Verb[*State]{Name: verb, Title: title, Rule: RuleMines, Help: help,
			Gen: func(st *State, side, arg0 string) []rules.Action {
				if st.pendingKind() != kindMineDecide || st.Pending[0].Side != side || arg0 != "" {
					return nil
				}
				return []rules.Action{{Side: side, Verb: verb}}
			},
			Why: func(st *State, a rules.Action) *rules.Refusal {
				return refuse(RuleMines, "%s takes no arguments, and is the choice of the side with the largest surviving force in the mine way", verb)
			},
			Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
				if err := apply(st, ctx); err != nil {
					return err
				}
				return st.afterMineChoice(ctx)
			},
			Describe: func(st *State, a rules.Action, viewer string) (string, bool) { return words(st), len(a.Args) == 0 }})
	}
	decide("collapse", "Collapse the mine", "in a mine combat, the larger force: collapses the mine (the tunnel is removed from play)",
		func(st *State, ctx *rules.Context) error {
			k, _ := st.fightMine()
			st.collapseMine(k, "the "+st.sideName(st.Pending[0].Side)+" collapse it", ctx)
			return nil
		},
		func(*State) string { return "Collapse the mine" })
	decide("explode", "Detonate the mine", "in a mine combat, the larger force: detonates the mine (3 hit dice per explosive point at every unit in its target zone, no save)",
		func(st *State, ctx *rules.Context) error {
			k, _ := st.fightMine()
			ctx.Logf("the %s detonate the mine", st.sideName(st.Pending[0].Side))
			st.Mines.Fight = nil
			return st.blast(k, ctx)
		},
		func(*State) string { return "Detonate the mine" })
	decide("fight-on", "Continue the mine combat", "in a mine combat, the larger force: the combat goes on, both sides feeding in 1 or 2 more strength points; if one side has none left in the mine, the mine collapses",
		func(st *State, ctx *rules.Context) error {
			f := st.Mines.Fight
			k, _ := st.fightMine()
			for _, side := range []string{f.Side, other(f.Side)} {
				if st.mineSP(side) == 0 {
					st.collapseMine(k, fmt.Sprintf("the combat continues and the %s have zero strength points left in the mine: \"If the combat continues and one player has zero strength points left in the mine, the mine collapses\"", st.sideName(side)), ctx)
					return nil
				}
			}
			ctx.Logf("the %s continue the mine combat", st.sideName(st.Pending[0].Side))
			st.askFeeds(ctx)
			return nil
		},
		func(st *State) string {
			if f := st.Mines.Fight; f != nil && (st.mineSP(f.Side) == 0 || st.mineSP(other(f.Side)) == 0) {
				return "Continue the mine combat (a side has no one left in the mine: it collapses)"
			}
			return "Continue the mine combat (both sides feed 1 or 2 more strength points)"
		})
}

func genFeed(st *State, side, arg0 string) []rules.Action {
	if st.pendingKind() != kindMineFeed || st.Pending[0].Side != side {
		return nil
	}
	var out []rules.Action
	for _, i := range st.Pending[0].Units {
		ref := st.Units.Ref(i)
		if arg0 != "" && arg0 != ref {
			continue
		}
		for n := 1; n <= min(st.feedMax(), st.Troops[i].Strength-st.fedBy(i)); n++ {
			out = append(out, rules.Action{Side: side, Verb: "feed", Args: []string{ref, strconv.Itoa(n)}})
		}
	}
	return out
}

func whyFeed(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return refuse(RuleMines, "feed takes a unit and a number of strength points: feed UNIT N")
	}
	if st.pendingKind() != kindMineFeed {
		return refuse(RuleMines, "feed answers the call to feed a mine combat, and there is none")
	}
	p := &st.Pending[0]
	i := st.unitArg(a.Args[0])
	if i < 0 || !slices.Contains(p.Units, i) {
		return refuse(RuleMines, "%s is not among your regiments closest to %s: \"using the regiments closest to the two end points of the mine\"", a.Args[0], p.Zone)
	}
	return refuse(RuleMines, "%q: feed 1 to %d strength points, and no more than %s has", a.Args[1], st.feedMax(), st.unitName(i))
}

func applyFeed(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	n, _ := strconv.Atoi(a.Args[1])
	f := st.Mines.Fight
	f.Parties = append(f.Parties, MineParty{Unit: i, SP: n})
	ctx.Logf("the %s feed %d strength points into the mine way (%d in it)", st.sideName(a.Side), n, st.mineSP(a.Side))
	return st.afterMineChoice(ctx)
}
