package rules

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// Fighter is one unit in a multi-round battle: every round it is alive it
// rolls Dice dice, each scoring a hit with probability Hit (HitOn(v, 6) for
// "hits on v or less on a d6"; a module with saving rolls multiplies in the
// chance the save fails), and it dies when it has taken Toughness hits.
//
// Support: in every round, each live Supporter of a side lifts one live
// fighter of that side that has a Supported chance to roll at that chance
// instead of Hit. The supporters and the fighters they lift are paired in
// loss order: with n live supporters, the first n live fighters that can be
// lifted (the ones lost first) are lifted; a fighter beyond them rolls at
// Hit. (An A&A artillery "supports one infantry": with 2 artillery and 3
// infantry, 2 infantry roll at 2 and 1 at 1, whichever are lost first.)
type Fighter struct {
	Name      string // for people: "US infantry"
	Class     string // what opening strikes aim at: "armour", "fighter"; "" for nothing
	Dice      int    // dice a round; 0 counts as 1
	Hit       Prob   // chance one die scores a hit
	Toughness int    // hits that kill it; 0 counts as 1 (an A&A battleship has 2)
	Cost      int    // what losing it costs its side (A&A: IPCs)
	// Silent is a fighter that takes hits but never fires nor supports
	// (a spent A&A North Africa AT gun).
	Silent    bool
	Supporter bool // lifts one live fighter with a Supported chance
	Supported Prob // the chance when lifted by a supporter; 0: it cannot be
}

// HitOn is the chance a die of sides faces rolls v or less: "hits on 3" on a
// d6 is 1/2. v below 1 never hits; v of sides or more always does.
func HitOn(v, sides int) Prob {
	return NewProb(int64(min(max(v, 0), sides)), int64(sides))
}

// BattleSide is one side of a battle: its name and its fighters in the
// order they take hits, which the owner fixes ("casualties chosen by the
// owner in a fixed order", e.g. infantry first): the first fighter takes
// the first hits until it dies, then the next. Units that can never be a
// casualty (an A&A AA gun) are not fighters: they act only in the
// Opening.
type BattleSide struct {
	Name     string // "Attacker", "the Germans"
	Fighters []Fighter
}

// BattleFire is who fires when in a round.
type BattleFire int

const (
	// Simultaneous: both sides roll, then both take their losses (A&A).
	Simultaneous BattleFire = iota
	// FirstSideFirst: side 0 fires and the other side takes its losses
	// before the survivors fire back.
	FirstSideFirst
	// SecondSideFirst: side 1 fires first ("Defenders fire first" of a
	// Green Fields close assault).
	SecondSideFirst
)

// Strike is a one-off step before the first round: side Side rolls dice,
// each hitting with chance Hit, at the other side's fighters of the
// classes Targets; each hit removes one whole target, the first in the
// owner's loss order among the targets (the owner chooses by that order).
// With PerTarget it rolls one die per live target, at most Dice when Dice
// is above 0 ("one AT gun to one tank": Dice guns, PerTarget); otherwise
// Dice dice.
type Strike struct {
	Name      string // "AT guns", for people
	Side      int    // the side that rolls: 0 or 1
	Dice      int
	PerTarget bool
	Hit       Prob
	Targets   []string // Fighter.Class values it can hit
}

// Battle is a multi-round battle to forecast: two sides, the order of fire,
// and the most rounds it may last (0: until one side is destroyed; a round
// in which no die can hit ends it as it stands, since nothing changes).
// The Opening strikes are rolled once, in order, before round 1: each
// leaves a few possible line-ups, and the rounds are worked out from each.
// Sweep, when set, is a closing roll after side 0 wins: with that chance
// it takes the ground, otherwise it wins but must retreat (an A&A North
// Africa minefield sweep).
//
// The Axis & Allies North Africa module (seed 002) fights its battles with
// it; Vernian's air combat, a table duel (kit.Duel), solves its rounds
// with the same ChainOdds; Green Fields' close assault is played round by
// round, each fire forecast on its own (kit.Fire).
type Battle struct {
	Sides     [2]BattleSide
	Fire      BattleFire
	MaxRounds int
	Opening   []Strike
	Sweep     *Prob
	// Float computes in float64 even a battle small enough for exact
	// fractions.
	Float bool
}

// MaxBattleHits bounds each side's total toughness, so a forecast stays
// quick: (hits+1)² states, each convolving every fighter's dice.
const MaxBattleHits = 100

// MaxExactBattle is the most states ((hits side 0 can take + 1) times
// (hits side 1 can take + 1)) a battle is computed for in exact fractions,
// some 150 ms at most (13 against 13 single-hit units); larger battles are
// computed in float64 (BattleOdds.Approximate) on dense arrays, whose error
// is far below the whole percent the dialog shows. Exact fractions grow
// too fast past it: 20 against 20 units take seconds.
const MaxExactBattle = 14 * 14

// MaxExactStates bounds the states of all the chains an exact forecast
// works out, over the line-ups the opening leaves (their chains share the
// line-ups that only lose their first fighters): some 300 ms at most.
const MaxExactStates = 3 * MaxExactBattle

// MaxOpeningLineups bounds the line-ups the opening strikes may leave,
// and MaxBattleStates the states of all their chains together (some
// seconds of work at most: one chain of 60 against 60 units has 3721).
const (
	MaxOpeningLineups = 10000
	MaxBattleStates   = 1000000
)

// BattleEnd is one way a battle can end: per side the fighters left
// (Survivors: their indexes in BattleSide.Fighters, in loss order), the
// hits it took (the toughness of every fighter lost, plus the damage on
// its first survivor), and the exact probability.
type BattleEnd struct {
	Hits      [2]int
	Left      [2]int
	Survivors [2][]int
	// Undecided is set when both sides still stand: the round cap was
	// reached, or neither side can score a hit.
	Undecided bool
	// MustRetreat is set when side 0 won but failed the closing Sweep.
	MustRetreat bool
	P           Prob
	pf          float64 // P in float64, when BattleOdds.Approximate
}

// BattleOdds is the distribution of a battle's end states, best for side 0
// first: its wins (most left first), then both sides destroyed, then
// undecided ends, then side 1's wins (fewest left first). The probabilities
// add up to exactly 1 (to 1 within rounding when Approximate).
type BattleOdds struct {
	Battle Battle
	Ends   []BattleEnd
	// Approximate is set for a battle larger than MaxExactBattle, or whose
	// opening leaves chains of more than MaxExactStates (or Battle.Float): the chances were computed in float64, so they add up
	// to 1 only within rounding (about 1e-12).
	Approximate bool
	// Dropped is, when Approximate, the chance the float64 path left out
	// (rounds and line-ups too unlikely to follow): each end's chance is
	// at most this much below the exact one (and rounding), and they add
	// up to 1 - Dropped. It is below MaxDropped.
	Dropped float64
	// Lineups is how many line-ups the opening left; States how many
	// states of the rounds' chains were worked out, over all of them.
	Lineups, States int
}

// battleState is the hits each side has taken so far.
type battleState [2]int

func (b Battle) check() error {
	for _, sd := range b.Sides {
		total := 0
		for _, f := range sd.Fighters {
			if f.Dice < 0 || f.Toughness < 0 || !isProb(f.Hit) || !isProb(f.Supported) {
				return fmt.Errorf("rules: battle: %s's %q has %d dice, toughness %d, hit chance %s", sd.Name, f.Name, f.Dice, f.Toughness, f.Hit.Fraction())
			}
			total += toughness(f)
		}
		if total > MaxBattleHits {
			return fmt.Errorf("rules: battle: %s can take %d hits, more than the %d a forecast handles", sd.Name, total, MaxBattleHits)
		}
	}
	if b.MaxRounds < 0 {
		return fmt.Errorf("rules: battle: %d rounds", b.MaxRounds)
	}
	for _, st := range b.Opening {
		if st.Side < 0 || st.Side > 1 || st.Dice < 0 || !isProb(st.Hit) {
			return fmt.Errorf("rules: battle: opening strike %q: side %d, %d dice, hit chance %s", st.Name, st.Side, st.Dice, st.Hit.Fraction())
		}
	}
	if b.Sweep != nil && !isProb(*b.Sweep) {
		return fmt.Errorf("rules: battle: sweep chance %s", b.Sweep.Fraction())
	}
	return nil
}

func isProb(p Prob) bool { return p.Cmp(Prob{}) >= 0 && p.Cmp(NewProb(1, 1)) <= 0 }

// Odds computes the battle's end states: the opening's line-ups, then for
// each a Markov chain over the hits each side has taken, round by round.
// Without a round cap it solves the chain as ChainOdds does (a round that
// changes nothing is repeated until one that does: its chance divides
// out), so it terminates however long the battle could last.
func (b Battle) Odds() (BattleOdds, error) {
	if err := b.check(); err != nil {
		return BattleOdds{}, err
	}
	var total [2]int
	for s := range 2 {
		for _, f := range b.Sides[s].Fighters {
			total[s] += toughness(f)
		}
	}
	odds := BattleOdds{Battle: b}
	var store []int // the ends' survivors, in one array
	add := func(k endKey, p Prob, pf float64) {
		e := BattleEnd{Hits: k.hits, MustRetreat: k.retreat, P: p, pf: pf}
		for s := range 2 {
			if len(store) < len(k.left[s]) {
				store = make([]int, max(256, len(k.left[s])))
			}
			e.Survivors[s], store = store[:len(k.left[s]):len(k.left[s])], store[len(k.left[s]):]
			for i, c := range []byte(k.left[s]) {
				e.Survivors[s][i] = int(c)
			}
			e.Left[s] = len(e.Survivors[s])
		}
		e.Undecided = e.Left[0] > 0 && e.Left[1] > 0
		odds.Ends = append(odds.Ends, e)
	}
	lostLineups := 0.0 // the chance of the line-ups too unlikely to follow
	flus, err := lineups(b, floatArith, func(p float64) bool {
		if p < denseFloor {
			lostLineups += p
			return true
		}
		return false
	})
	if err != nil {
		return BattleOdds{}, err
	}
	fgroups := groupLineups(b, floatArith, flus)
	grid := 0 // the states of every chain
	for _, g := range fgroups {
		var t [2]int
		for s := range 2 {
			for _, i := range g.base[s] {
				t[s] += toughness(b.Sides[s].Fighters[i])
			}
		}
		grid += (t[0] + 1) * (t[1] + 1)
	}
	if grid > MaxBattleStates {
		return BattleOdds{}, fmt.Errorf("rules: battle: the opening leaves %d line-ups whose chains have %d states, more than the %d a forecast works out", len(flus), grid, MaxBattleStates)
	}
	if !b.Float && (total[0]+1)*(total[1]+1) <= MaxExactBattle && grid <= MaxExactStates {
		lus, err := lineups(b, ratArith, func(p *big.Rat) bool { return p.Sign() == 0 })
		if err != nil {
			return BattleOdds{}, err
		}
		odds.Lineups = len(lus)
		ends, n, _ := collectEnds(b, ratArith, groupLineups(b, ratArith, lus), false, 0)
		odds.States = n
		odds.Ends = make([]BattleEnd, 0, len(ends))
		for k, p := range ends {
			add(k, Prob{r: p}, 0)
		}
	} else {
		odds.Lineups = len(flus)
		ends, n, dropped := collectEnds(b, floatArith, fgroups, true, denseCut)
		for cut := denseCut * denseRetry; lostLineups+dropped > MaxDropped && cut > 1e-60; cut *= denseRetry {
			ends, n, dropped = collectEnds(b, floatArith, fgroups, true, cut)
		}
		odds.States, odds.Approximate, odds.Dropped = n, true, lostLineups+dropped
		odds.Ends = make([]BattleEnd, 0, len(ends))
		for k, p := range ends {
			add(k, floatArith.prob(p), p)
		}
	}
	// Sorted through indexes and a key worked out once per end (an end is
	// a large struct, and a large battle has hundreds).
	type sortKey struct{ rank, h0, h1, retreat, i int }
	keys := make([]sortKey, len(odds.Ends))
	for i, e := range odds.Ends {
		keys[i] = sortKey{e.rank(), e.Hits[0], -e.Hits[1], boolInt(e.MustRetreat), i}
	}
	slices.SortFunc(keys, func(a, c sortKey) int {
		if a.rank != c.rank {
			return cmp.Compare(a.rank, c.rank)
		}
		if a.h0 != c.h0 {
			return cmp.Compare(a.h0, c.h0)
		}
		if a.h1 != c.h1 {
			return cmp.Compare(a.h1, c.h1)
		}
		if a.retreat != c.retreat {
			return cmp.Compare(a.retreat, c.retreat)
		}
		x, y := odds.Ends[a.i], odds.Ends[c.i]
		if d := slices.Compare(x.Survivors[0], y.Survivors[0]); d != 0 {
			return d
		}
		return slices.Compare(x.Survivors[1], y.Survivors[1])
	})
	sorted := make([]BattleEnd, len(odds.Ends))
	for i, k := range keys {
		sorted[i] = odds.Ends[k.i]
	}
	odds.Ends = sorted
	return odds, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// rank orders end states: side 0 wins, both destroyed, undecided, side 1 wins.
func (e BattleEnd) rank() int {
	switch {
	case e.Left[0] > 0 && e.Left[1] == 0:
		return 0
	case e.Left[0] == 0 && e.Left[1] == 0:
		return 1
	case e.Undecided:
		return 2
	}
	return 3
}

func toughness(f Fighter) int { return max(f.Toughness, 1) }

// Win is the chance side s wins: it has fighters left and the other has
// none (for side 0, whether or not it then fails a Sweep).
func (o BattleOdds) Win(s int) Prob {
	return o.sum(func(e BattleEnd) bool { return e.Left[s] > 0 && e.Left[1-s] == 0 })
}

// Taken is the chance side 0 wins and keeps the ground: it wins and does
// not fail the closing Sweep.
func (o BattleOdds) Taken() Prob {
	return o.sum(func(e BattleEnd) bool { return e.Left[0] > 0 && e.Left[1] == 0 && !e.MustRetreat })
}

// BothDestroyed is the chance neither side has a fighter left.
func (o BattleOdds) BothDestroyed() Prob {
	return o.sum(func(e BattleEnd) bool { return e.Left[0] == 0 && e.Left[1] == 0 })
}

func (o BattleOdds) sum(f func(BattleEnd) bool) Prob {
	if o.Approximate {
		t := 0.0
		for _, e := range o.Ends {
			if f(e) {
				t += e.pf
			}
		}
		return floatArith.prob(t)
	}
	t := new(big.Rat)
	for _, e := range o.Ends {
		if f(e) {
			t.Add(t, e.P.rat())
		}
	}
	return Prob{r: t}
}

// Result is an end state as people read it, the survivors in loss order:
// "Attacker wins, 2 left (infantry, tank)", "both destroyed", "undecided after 3 rounds: 2 vs 1 left",
// "undecided (no hits possible): 1 vs 1 left"; a failed sweep adds ", must
// retreat".
func (o BattleOdds) Result(e BattleEnd) string {
	switch {
	case e.Left[0] == 0 && e.Left[1] == 0:
		return "both destroyed"
	case e.Undecided && o.Battle.MaxRounds > 0:
		return fmt.Sprintf("undecided after %d rounds: %d vs %d left", o.Battle.MaxRounds, e.Left[0], e.Left[1])
	case e.Undecided:
		return fmt.Sprintf("undecided (no hits possible): %d vs %d left", e.Left[0], e.Left[1])
	}
	w := 0
	if e.Left[1] > 0 {
		w = 1
	}
	sd := o.Battle.Sides[w]
	names := make([]string, 0, e.Left[w])
	for _, i := range e.Survivors[w] {
		names = append(names, sd.Fighters[i].Name)
	}
	r := fmt.Sprintf("%s wins, %d left (%s)", sd.Name, e.Left[w], strings.Join(names, ", "))
	if e.MustRetreat {
		r += ", must retreat"
	}
	return r
}

// Distribution is the end states as results for Forecast.Outcomes, in the
// order of Ends; ends that read the same (a damaged and an undamaged
// survivor) are merged.
func (o BattleOdds) Distribution() Distribution {
	var d Distribution
	for _, e := range o.Ends {
		r := o.Result(e)
		if i := slices.IndexFunc(d, func(x Outcome) bool { return x.Result == r }); i >= 0 {
			d[i].P = d[i].P.Add(e.P)
		} else {
			d = append(d, Outcome{Result: r, P: e.P})
		}
	}
	return d
}
