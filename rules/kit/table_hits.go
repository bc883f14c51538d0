package kit

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
)

// MaxHitDice is the most dice a HitDice roll may use, after modifiers.
const MaxHitDice = 1000

// FaceHits says a die showing Face scores Hits hits.
type FaceHits struct {
	Face int `toml:"face"`
	Hits int `toml:"hits"`
}

// HitDice is a bucket of dice counting hits: roll Dice dice of Sides
// faces and add up the hits of each face, such as "5 scores 1 hit, 6
// scores 2"; faces not in Hits miss. In a TOML file:
//
//	dice = 3
//	sides = 6
//	hits = [{face = 5, hits = 1}, {face = 6, hits = 2}]
//
// Modifiers come in two kinds, both logged with their reasons:
//
//   - dice modifiers change the NUMBER of dice rolled: Dice plus their
//     sum, never fewer than 0 and, when MaxDice is above 0, never more
//     than MaxDice. A fire table rolling one die per strength point can
//     keep Dice at 0 and pass {+4, "strength 4"}. In the log their reasons
//     start "dice: ".
//   - hit modifiers add to the hits scored, never leaving fewer than 0.
//     In the log their reasons start "hits: ".
//
// The Result is "0 hits", "1 hit", "2 hits", …; Roll.Total is the number
// of hits after hit modifiers.
type HitDice struct {
	Name    string     `toml:"name"`     // "Fire"; shown in the roll log
	Dice    int        `toml:"dice"`     // dice rolled before dice modifiers
	Sides   int        `toml:"sides"`    // faces per die
	Hits    []FaceHits `toml:"hits"`     // faces that score; any other face misses
	MaxDice int        `toml:"max_dice"` // most dice after modifiers; 0 for no cap
}

// HitsResult is the result text for k hits: "0 hits", "1 hit", "2 hits".
func HitsResult(k int) string {
	if k == 1 {
		return "1 hit"
	}
	return strconv.Itoa(k) + " hits"
}

// Validate checks the counts and that every scoring face is a face of the
// die, listed once, with 1 to 100 hits.
func (h HitDice) Validate() error {
	where := "hit dice"
	if h.Name != "" {
		where = fmt.Sprintf("hit dice %q", h.Name)
	}
	switch {
	case h.Dice < 0 || h.Dice > MaxHitDice:
		return fmt.Errorf("kit: %s: %d dice: want 0 to %d", where, h.Dice, MaxHitDice)
	case h.Sides < 2 || h.Sides > MaxDiceSides:
		return fmt.Errorf("kit: %s: d%d: want 2 to %d faces", where, h.Sides, MaxDiceSides)
	case h.MaxDice < 0 || h.MaxDice > MaxHitDice:
		return fmt.Errorf("kit: %s: max_dice %d: want 0 (no cap) to %d", where, h.MaxDice, MaxHitDice)
	case len(h.Hits) == 0:
		return fmt.Errorf("kit: %s: no face scores a hit", where)
	}
	seen := map[int]bool{}
	for _, fh := range h.Hits {
		switch {
		case fh.Face < 1 || fh.Face > h.Sides:
			return fmt.Errorf("kit: %s: face %d is not a face of a d%d", where, fh.Face, h.Sides)
		case seen[fh.Face]:
			return fmt.Errorf("kit: %s: face %d listed twice", where, fh.Face)
		case fh.Hits < 1 || fh.Hits > 100:
			return fmt.Errorf("kit: %s: face %d scores %d hits: want 1 to 100 (leave a miss out)", where, fh.Face, fh.Hits)
		}
		seen[fh.Face] = true
	}
	return nil
}

// hitsOn is the hits a face scores.
func (h HitDice) hitsOn(face int) int {
	for _, fh := range h.Hits {
		if fh.Face == face {
			return fh.Hits
		}
	}
	return 0
}

// count is the number of dice after dice modifiers and a note when the
// floor or cap changed it.
func (h HitDice) count(diceMods []rules.Modifier) (int, string) {
	n := h.Dice + rules.Sum(diceMods)
	switch {
	case n < 0:
		return 0, fmt.Sprintf(", %d dice raised to 0", n)
	case h.MaxDice > 0 && n > h.MaxDice:
		return h.MaxDice, fmt.Sprintf(", %d dice capped at %d", n, h.MaxDice)
	}
	return n, ""
}

// scoring is "5 = 1 hit, 6 = 2 hits", faces in ascending order.
func (h HitDice) scoring() string {
	fh := slices.Clone(h.Hits)
	slices.SortFunc(fh, func(a, b FaceHits) int { return a.Face - b.Face })
	parts := make([]string, len(fh))
	for i, f := range fh {
		parts[i] = fmt.Sprintf("%d = %s", f.Face, HitsResult(f.Hits))
	}
	return strings.Join(parts, ", ")
}

// label is "Fire (4d6: 5 = 1 hit, 6 = 2 hits)" plus notes.
func (h HitDice) label(n int, notes string) string {
	s := fmt.Sprintf("%dd%d: %s%s", n, h.Sides, h.scoring(), notes)
	if h.Name != "" {
		return h.Name + " (" + s + ")"
	}
	return "hit dice (" + s + ")"
}

// Resolve rolls the dice (Dice plus dice modifiers, floored at 0 and capped
// at MaxDice) and counts hits, plus hit modifiers, floored at 0. The Roll
// has Table (the dice's name and scoring and, when dice modifiers changed
// their number, why so many were rolled: "Experience dice (2d6: 5 = 1 hit,
// 6 = 2 hits; 2 dice: 3 -1 unit is moving)"), Dice, Sides, Modifiers (the
// hit modifiers, reasons prefixed "hits: "), Total (the hits) and Result
// ("2 hits"). A roll so reads as players read it, the dice rolled, then
// why so many and the hits: a dice modifier listed among the modifiers of
// the total read as if it were taken off the hits ("2d6 [6 1] -1 dice:
// unit is moving = 2"). The caller sets For. With manual dice that have
// run out it returns their *NeedDice.
func (h HitDice) Resolve(d rules.Dice, diceMods, hitMods []rules.Modifier) (rules.Roll, error) {
	if err := h.Validate(); err != nil {
		return rules.Roll{}, err
	}
	n, diceNote := h.count(diceMods)
	if n > MaxHitDice {
		return rules.Roll{}, fmt.Errorf("kit: %s: %d dice: want at most %d", h.label(n, diceNote), n, MaxHitDice)
	}
	notes := ""
	var faces []int
	if n > 0 {
		var err error
		if faces, err = d.Roll(n, h.Sides); err != nil {
			return rules.Roll{}, err
		}
		if len(faces) != n {
			return rules.Roll{}, fmt.Errorf("kit: asked for %d dice, got %d", n, len(faces))
		}
	}
	hits := 0
	for _, f := range faces {
		if f < 1 || f > h.Sides {
			return rules.Roll{}, fmt.Errorf("kit: die face %d is not a face of a d%d", f, h.Sides)
		}
		hits += h.hitsOn(f)
	}
	hits += rules.Sum(hitMods)
	if hits < 0 {
		notes += fmt.Sprintf(", %d hits raised to 0", hits)
		hits = 0
	}
	var mods []rules.Modifier
	for _, m := range hitMods {
		mods = append(mods, rules.Modifier{Value: m.Value, Reason: "hits: " + m.Reason})
	}
	if len(diceMods) > 0 || diceNote != "" {
		notes += "; " + h.diceWhy(n, diceMods, diceNote)
	}
	return rules.Roll{
		Table:     h.label(n, notes),
		Dice:      faces,
		Sides:     h.Sides,
		Modifiers: mods,
		Total:     hits,
		Result:    HitsResult(hits),
	}, nil
}

// diceWhy words why n dice were rolled: "2 dice, not 3: -1 unit is
// moving", "0 dice, not 1: -1 unit is moving, -1 unit is mounted, -1 dice
// raised to 0".
func (h HitDice) diceWhy(n int, diceMods []rules.Modifier, note string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %s", n, plural(n, "die", "dice"))
	if n != h.Dice {
		fmt.Fprintf(&b, ", not %d", h.Dice)
	}
	for k, m := range diceMods {
		b.WriteString([]string{": ", ", "}[min(k, 1)] + m.String())
	}
	b.WriteString(note)
	return b.String()
}

// plural is one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Odds is the exact distribution of Resolve's result, in ascending number
// of hits. It convolves one die's hit counts n times (about n²·faces
// steps, never Sides^n). It is empty for dice that fail Validate or a
// modified count above MaxHitDice.
func (h HitDice) Odds(diceMods, hitMods []rules.Modifier) rules.Distribution {
	if h.Validate() != nil {
		return nil
	}
	n, _ := h.count(diceMods)
	if n > MaxHitDice {
		return nil
	}
	counts, outOf := h.hitCounts(n)
	m := rules.Sum(hitMods)
	var b oddsBuilder
	for k, c := range counts {
		b.add(HitsResult(max(k+m, 0)), c)
	}
	return b.distribution(outOf)
}

// hitCounts is, for n dice, the number of the Sides^n equally likely
// rolls scoring 0, 1, 2, … hits (index = hits), and Sides^n itself. The
// caller has validated h and bounded n.
func (h HitDice) hitCounts(n int) ([]*big.Int, *big.Int) {
	maxHits := 0
	for _, fh := range h.Hits {
		maxHits = max(maxHits, fh.Hits)
	}
	one := make([]int64, maxHits+1) // faces scoring 0, 1, … hits
	for f := 1; f <= h.Sides; f++ {
		one[h.hitsOn(f)]++
	}
	outOf := new(big.Int).Exp(big.NewInt(int64(h.Sides)), big.NewInt(int64(n)), nil)
	return tblConvolve(n, one), outOf
}
