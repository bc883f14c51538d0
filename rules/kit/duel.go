package kit

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"sandtable/rules"
)

// A table duel is a fight resolved on a table read by one die each round,
// "Keep rolling until only one side has ... remaining": each round's
// modified roll (the die plus DRMs that depend on how many units each side
// has left, clamped to the table) reads a row, and the row shoots down one
// unit of a side, makes one abort (it leaves the fight), loses the current
// target's passengers, or does nothing. Side 0 (the Fighters) rolls; side 1
// (the Targets) is attacked one unit at a time, in order, and only its units
// carry passengers. Vernian's three Air Combat tables (seed 000) are table
// duels.

// Sides of a duel.
const (
	DuelFighters = 0 // the side that rolls
	DuelTargets  = 1 // the side attacked one unit at a time
)

// DuelLoss is what a row does to one unit.
type DuelLoss int

// What a row does to one unit.
const (
	DuelNoLoss   DuelLoss = iota
	DuelShotDown          // the unit is shot down
	DuelAborts            // the unit aborts: it leaves the fight unharmed
)

// DuelEffect is one row's result: Loss to one unit of Side (the first
// Fighter left, or the current Target), and whether the current Target's
// passengers are lost (before the loss, so "shot down, passengers lost"
// loses the passengers of the Target shot down).
type DuelEffect struct {
	Loss       DuelLoss
	Side       int
	Passengers bool
}

// Duel result tokens, joined with "/" in data ("target-shot-down/passengers-lost").
const (
	DuelTokFighterShotDown = "fighter-shot-down"
	DuelTokFighterAborts   = "fighter-aborts"
	DuelTokTargetShotDown  = "target-shot-down"
	DuelTokTargetAborts    = "target-aborts"
	DuelTokPassengersLost  = "passengers-lost"
	DuelTokNoEffect        = "no-effect"
)

// ParseDuelEffect reads a result token or "/"-joined tokens: at most one
// unit loss, and passengers-lost at most once.
func ParseDuelEffect(s string) (DuelEffect, error) {
	var e DuelEffect
	loss := false
	for _, tok := range strings.Split(s, "/") {
		tok = strings.TrimSpace(tok)
		set := func(l DuelLoss, side int) error {
			if loss {
				return fmt.Errorf("kit: duel result %q: two unit losses in one row", s)
			}
			loss, e.Loss, e.Side = true, l, side
			return nil
		}
		var err error
		switch tok {
		case DuelTokFighterShotDown:
			err = set(DuelShotDown, DuelFighters)
		case DuelTokFighterAborts:
			err = set(DuelAborts, DuelFighters)
		case DuelTokTargetShotDown:
			err = set(DuelShotDown, DuelTargets)
		case DuelTokTargetAborts:
			err = set(DuelAborts, DuelTargets)
		case DuelTokPassengersLost:
			if e.Passengers {
				return DuelEffect{}, fmt.Errorf("kit: duel result %q: passengers lost twice", s)
			}
			e.Passengers = true
		case DuelTokNoEffect:
			if strings.Contains(s, "/") {
				return DuelEffect{}, fmt.Errorf("kit: duel result %q: %s joined with another result", s, DuelTokNoEffect)
			}
		default:
			return DuelEffect{}, fmt.Errorf("kit: duel result %q: unknown token %q (want %s, %s, %s, %s, %s or %s, joined with /)", s, tok,
				DuelTokFighterShotDown, DuelTokFighterAborts, DuelTokTargetShotDown, DuelTokTargetAborts, DuelTokPassengersLost, DuelTokNoEffect)
		}
		if err != nil {
			return DuelEffect{}, err
		}
	}
	return e, nil
}

// String is the effect as tokens, the inverse of ParseDuelEffect.
func (e DuelEffect) String() string {
	var toks []string
	if e.Passengers {
		toks = append(toks, DuelTokPassengersLost)
	}
	who := "fighter"
	if e.Side == DuelTargets {
		who = "target"
	}
	switch e.Loss {
	case DuelShotDown:
		toks = append(toks, who+"-shot-down")
	case DuelAborts:
		toks = append(toks, who+"-aborts")
	}
	if len(toks) == 0 {
		return DuelTokNoEffect
	}
	// Data writes the loss first: "target-shot-down/passengers-lost".
	slices.Reverse(toks)
	return strings.Join(toks, "/")
}

// DuelTable is a duel's table: one die of Sides faces, Effects[f-1] the
// row a modified roll of f reads (a total below 1 reads row 1, one above
// Sides row Sides), and the DRMs of a round from the units each side has
// left (nil: none).
type DuelTable struct {
	Name    string
	Sides   int
	Effects []DuelEffect
	DRM     func(left [2]int) []rules.Modifier
}

// MaxDuelUnits bounds each side of a duel, so its odds stay quick.
const MaxDuelUnits = 20

// Duel is one fight on a DuelTable: how many units each side starts with
// and, for each Target in the order they are attacked, whether it carries
// passengers (missing entries carry none).
type Duel struct {
	Table      DuelTable
	Units      [2]int
	Passengers []bool
}

// DuelState is how a duel stands: units shot down and aborted per side,
// Targets whose passengers were lost, and whether the current Target's
// passengers are already lost. The zero DuelState is the start.
type DuelState struct {
	ShotDown, Aborted [2]int
	PassengersLost    int
	CurrentLost       bool
}

// Validate checks the table and the sides.
func (d Duel) Validate() error {
	t := d.Table
	if t.Sides < 2 || t.Sides > MaxDiceSides {
		return fmt.Errorf("kit: duel table %q: d%d: want 2 to %d faces", t.Name, t.Sides, MaxDiceSides)
	}
	if len(t.Effects) != t.Sides {
		return fmt.Errorf("kit: duel table %q: %d rows for a d%d: want one per face", t.Name, len(t.Effects), t.Sides)
	}
	for i, e := range t.Effects {
		if e.Side != DuelFighters && e.Side != DuelTargets || e.Loss < DuelNoLoss || e.Loss > DuelAborts {
			return fmt.Errorf("kit: duel table %q: row %d: side %d, loss %d", t.Name, i+1, e.Side, e.Loss)
		}
	}
	for s, n := range d.Units {
		if n < 0 || n > MaxDuelUnits {
			return fmt.Errorf("kit: duel %q: side %d has %d units: want 0 to %d", t.Name, s, n, MaxDuelUnits)
		}
	}
	if len(d.Passengers) > d.Units[DuelTargets] {
		return fmt.Errorf("kit: duel %q: passengers given for %d targets, but there are %d", t.Name, len(d.Passengers), d.Units[DuelTargets])
	}
	return nil
}

// Left is how many units each side has left in the fight.
func (d Duel) Left(s DuelState) [2]int {
	return [2]int{d.Units[0] - s.ShotDown[0] - s.Aborted[0], d.Units[1] - s.ShotDown[1] - s.Aborted[1]}
}

// Current is the index of the Target under attack (in the order given).
func (d Duel) Current(s DuelState) int { return s.ShotDown[DuelTargets] + s.Aborted[DuelTargets] }

// carrying reports whether the current Target still has passengers to lose.
func (d Duel) carrying(s DuelState) bool {
	c := d.Current(s)
	return !s.CurrentLost && c < len(d.Passengers) && d.Passengers[c]
}

// Modifiers are the DRMs of the round played from s.
func (d Duel) Modifiers(s DuelState) []rules.Modifier {
	if d.Table.DRM == nil {
		return nil
	}
	return d.Table.DRM(d.Left(s))
}

// Row is what a die face reads from s: the modified total, the row it
// reads (the total clamped to 1..Sides) and that row's effect.
func (d Duel) Row(s DuelState, face int) (total, row int, e DuelEffect) {
	total = face + rules.Sum(d.Modifiers(s))
	row = min(max(total, 1), d.Table.Sides)
	return total, row, d.Table.Effects[row-1]
}

// Apply is s after effect e, and whether e changed anything: passengers
// lost on a Target without any left to lose, or a loss to a side with no
// unit left, changes nothing.
func (d Duel) Apply(s DuelState, e DuelEffect) (DuelState, bool) {
	n, changed := s, false
	if e.Passengers && d.Left(s)[DuelTargets] > 0 && d.carrying(s) {
		n.PassengersLost++
		n.CurrentLost = true
		changed = true
	}
	if e.Loss != DuelNoLoss && d.Left(s)[e.Side] > 0 {
		if e.Loss == DuelShotDown {
			n.ShotDown[e.Side]++
		} else {
			n.Aborted[e.Side]++
		}
		if e.Side == DuelTargets {
			n.CurrentLost = false // the next Target comes under attack
		}
		changed = true
	}
	return n, changed
}

// Over reports whether the duel has ended at s: a side has no unit left,
// or no face of the die can change anything (the duel then ends as it
// stands; no table of seed 000 gets there).
func (d Duel) Over(s DuelState) bool {
	l := d.Left(s)
	if l[0] == 0 || l[1] == 0 {
		return true
	}
	for f := 1; f <= d.Table.Sides; f++ {
		_, _, e := d.Row(s, f)
		if _, ch := d.Apply(s, e); ch {
			return false
		}
	}
	return true
}

// DuelEnd is one way a duel can end, with its exact probability.
type DuelEnd struct {
	ShotDown, Aborted, Left [2]int
	PassengersLost          int
	// Stalemate is set when both sides still have units (no roll could
	// change anything).
	Stalemate bool
	P         rules.Prob
}

// DuelOdds are a duel's end states: Targets all gone first (fewest
// Fighters lost first), then Fighters all gone (fewest Targets left
// first), then stalemates. The probabilities add up to exactly 1.
type DuelOdds struct {
	Duel Duel
	Ends []DuelEnd
}

// duelKey is an end state without CurrentLost, which PassengersLost holds.
type duelKey struct {
	shot, abort [2]int
	pax         int
}

// Odds computes the exact probability of every end state, a Markov chain
// over how the duel stands (rules.ChainOdds): each round either changes
// the state or not, and a round that changes nothing is rolled again.
// Every change shoots down or aborts a unit or loses passengers, so the
// states only move onwards, in order of 2·(units gone) + (current
// passengers lost).
func (d Duel) Odds() (DuelOdds, error) {
	if err := d.Validate(); err != nil {
		return DuelOdds{}, err
	}
	sides := d.Table.Sides
	level := func(s DuelState) int {
		l := 2 * (s.ShotDown[0] + s.ShotDown[1] + s.Aborted[0] + s.Aborted[1])
		if s.CurrentLost {
			l++
		}
		return l
	}
	drm := map[[2]int]int{}
	states := make([]DuelState, 0, sides) // a round's outcomes, reused
	counts := make([]int, 0, sides)
	next := make([]rules.ChainStep[DuelState, *big.Rat], 0, sides)
	faces := make([]*big.Rat, sides+1) // faces[n]: n faces of the die, a round's weight
	for n := range faces {
		faces[n] = big.NewRat(int64(n), 1)
	}
	round := func(s DuelState) ([]rules.ChainStep[DuelState, *big.Rat], bool) {
		left := d.Left(s)
		if left[0] == 0 || left[1] == 0 {
			return nil, true
		}
		mod, ok := drm[left]
		if !ok {
			mod = rules.Sum(d.Modifiers(s))
			drm[left] = mod
		}
		states, counts = states[:0], counts[:0]
		for f := 1; f <= sides; f++ {
			row := min(max(f+mod, 1), sides)
			n, ch := d.Apply(s, d.Table.Effects[row-1])
			if !ch {
				n = s // rolled again
			}
			if i := slices.Index(states, n); i >= 0 {
				counts[i]++
			} else {
				states, counts = append(states, n), append(counts, 1)
			}
		}
		next = next[:0]
		for i, n := range states {
			next = append(next, rules.ChainStep[DuelState, *big.Rat]{To: n, P: faces[counts[i]]})
		}
		return next, false
	}
	ends := map[duelKey]*big.Rat{}
	var order []duelKey
	for s, p := range rules.ChainOdds(DuelState{}, 2*(d.Units[0]+d.Units[1])+2, level, round) {
		k := duelKey{s.ShotDown, s.Aborted, s.PassengersLost}
		if r, ok := ends[k]; ok {
			r.Add(r, p)
			continue
		}
		ends[k] = new(big.Rat).Set(p)
		order = append(order, k)
	}
	odds := DuelOdds{Duel: d, Ends: make([]DuelEnd, 0, len(order))}
	for _, k := range order {
		e := DuelEnd{ShotDown: k.shot, Aborted: k.abort, PassengersLost: k.pax, P: rules.FracProb(ends[k].Num(), ends[k].Denom())}
		for s := range 2 {
			e.Left[s] = d.Units[s] - k.shot[s] - k.abort[s]
		}
		e.Stalemate = e.Left[0] > 0 && e.Left[1] > 0
		odds.Ends = append(odds.Ends, e)
	}
	// duelEndCmp orders every two distinct ends (their keys differ), so
	// the order is the same whatever order the chain gave them in.
	slices.SortFunc(odds.Ends, duelEndCmp)
	return odds, nil
}

// duelRank orders ends: Targets all gone, Fighters all gone, stalemates.
func duelRank(e DuelEnd) int {
	switch {
	case e.Left[DuelTargets] == 0:
		return 0
	case e.Left[DuelFighters] == 0:
		return 1
	}
	return 2
}

func duelEndCmp(a, b DuelEnd) int {
	if c := cmp.Compare(duelRank(a), duelRank(b)); c != 0 {
		return c
	}
	// Best for the Fighters first: fewer Targets left, more shot down,
	// more passengers lost, then fewer Fighters shot down and aborted.
	keys := [][2]int{
		{a.Left[1], b.Left[1]},
		{b.ShotDown[1], a.ShotDown[1]},
		{b.PassengersLost, a.PassengersLost},
		{a.ShotDown[0], b.ShotDown[0]},
		{a.Aborted[0], b.Aborted[0]},
	}
	for _, k := range keys {
		if c := cmp.Compare(k[0], k[1]); c != 0 {
			return c
		}
	}
	return 0
}

// Sum adds up the end states' probabilities: exactly 1.
func (o DuelOdds) Sum() rules.Prob {
	s := rules.Prob{}
	for _, e := range o.Ends {
		s = s.Add(e.P)
	}
	return s
}
