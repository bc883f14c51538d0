package kit

import (
	"fmt"
	"math/big"
	"strconv"

	"sandtable/rules"
)

// This file is the exact odds of one fire in "To The Green Fields Beyond"
// (seed 003): hit dice, the target's experience save, armour and the
// morale check the casualties force, for the fire dialog to show before a
// die is rolled. Nothing here is simulated: the hit counts are convolved
// (HitDice.hitCounts) and combined with big rationals.

// Morale check outcomes of one fire, in FireOdds.Morale's order.
const (
	// MoraleNoCheck: no casualties, so no check ("Whenever a unit takes
	// casualties due to enemy fire, it must IMMEDIATELY roll").
	MoraleNoCheck = "no casualties"
	// MoraleContinues: "hits equal to or more than the number of
	// casualties suffered, the unit reduces its morale rating by *one* and
	// may continue play".
	MoraleContinues = "continues"
	// MoraleWavers: "*some* hits, but not enough ... the unit "wavers"".
	MoraleWavers = "wavers"
	// MoraleRouts: "*no* hits with its morale dice at all ... immediately
	// flees".
	MoraleRouts = "routs"
	// MoraleDestroyed: the fire took the unit's last strength point: "When
	// a unit reaches zero strength points, it is destroyed and must be
	// removed from play", so it takes no check.
	MoraleDestroyed = "destroyed"
)

// SaveModifiers combines the seed's "Experience dice modifier chart":
// "Positive modifiers non-cumulative: count only the single best
// modifier" and "Negative modifiers cumulative". It returns the best of
// positive (the first listed on a tie; none when positive is empty or holds
// no value above 0) followed by every modifier of negative. The caller
// leaves out what does not count: trench bonuses vs heavy artillery ("*Does
// not count vs heavy artillery"), and every modifier vs gas or mines ("Dice
// modifiers are not counted vs gas attack or mines").
func SaveModifiers(positive, negative []rules.Modifier) []rules.Modifier {
	var out []rules.Modifier
	best := -1
	for i, m := range positive {
		if m.Value > 0 && (best < 0 || m.Value > positive[best].Value) {
			best = i
		}
	}
	if best >= 0 {
		out = append(out, positive[best])
	}
	return append(out, negative...)
}

// Fire is one fire at one unit, for its exact odds (Odds). The seed:
// "When "hit" dice are rolled, total the number of "hits" caused (5's are
// 1 "hit", and 6's are two "hits"). Most units roll 1 dice per strength
// point when opening fire"; "It takes 2 hits to knock out a strength point
// of armoured vehicles, and 1 hit to knock out a strength point of other
// troops"; "when units take hits, they then roll dice equal to their
// experience level, and subtract their subsequent "hit score" from the
// incoming damage"; the modifier chart "can take temporarily the unit
// above 5 dice and below 1 dice (minimum rating of 0)".
type Fire struct {
	Attack       HitDice          // the firer's hit dice: Dice = 1 per strength point (artillery 1 per 3 full points)
	AttackMods   []rules.Modifier // dice modifiers of the attack (half dice, …)
	Save         HitDice          // the target's experience dice: Dice = its experience level, same faces
	SaveMods     []rules.Modifier // the chart's modifiers (see SaveModifiers); the count never drops below 0
	HitsPerPoint int              // hits to knock out one strength point: 1, or 2 for armoured vehicles
	Strength     int              // the target's strength; casualties stop there (0: no cap)
	Morale       int              // the target's morale before the fire; its morale dice score like Save
}

// FireOdds is the exact outcome of a Fire.
type FireOdds struct {
	// Casualties is the distribution of strength points the target loses:
	// "0 casualties", "1 casualty", … in ascending order.
	Casualties rules.Distribution
	// Morale is the distribution of the morale check the fire causes:
	// MoraleNoCheck, MoraleContinues, MoraleWavers, MoraleRouts,
	// MoraleDestroyed in that order, each only when it can happen.
	Morale rules.Distribution
	// ExperienceRises is the chance the target's save raises its
	// experience: "Units which have successfully rolled experience throws
	// and have scored hits with every single dice immediately go up one
	// experience level (to a maximum of 5)". Read as: the attack scored a
	// hit (a save is only rolled "when units take hits"), the save rolled
	// at least one die, and every save die scored. The cap at 5 is the
	// caller's.
	ExperienceRises rules.Prob
	// MoraleAllDice is the chance the morale check rolls at least one die
	// and every die scores ("scores hits with every single dice"), counting
	// the check's dice after the two-casualty drop. Whether that check was
	// made "with its full dice" (and so raises morale above its maximum)
	// is a ruling the caller makes.
	MoraleAllDice rules.Prob
}

// CasualtiesResult is the result text for k casualties: "0 casualties",
// "1 casualty", "2 casualties".
func CasualtiesResult(k int) string {
	if k == 1 {
		return "1 casualty"
	}
	return strconv.Itoa(k) + " casualties"
}

// Validate checks both hit dice, the hits per point and the counts.
func (f Fire) Validate() error {
	if err := f.Attack.Validate(); err != nil {
		return err
	}
	if err := f.Save.Validate(); err != nil {
		return err
	}
	switch {
	case f.HitsPerPoint < 1 || f.HitsPerPoint > 100:
		return fmt.Errorf("kit: fire: %d hits per strength point: want 1 to 100", f.HitsPerPoint)
	case f.Strength < 0 || f.Strength > MaxHitDice:
		return fmt.Errorf("kit: fire: strength %d: want 0 (no cap) to %d", f.Strength, MaxHitDice)
	case f.Morale < 0 || f.Morale > MaxHitDice:
		return fmt.Errorf("kit: fire: morale %d: want 0 to %d", f.Morale, MaxHitDice)
	}
	return nil
}

// Odds is the exact distribution of the casualties the fire causes after
// the target's save, and of the morale check that follows:
//
//   - hits: the attack's hit dice (Attack with AttackMods);
//   - saves: the target's experience dice (Save with SaveMods, at least
//     0 dice), whose hits "subtract ... from the incoming damage", never
//     below 0;
//   - casualties: the hits left, divided by HitsPerPoint rounding down
//     (an armoured vehicle's odd hit knocks out nothing), at most
//     Strength when Strength is above 0 (the excess "slopes over" onto the
//     next unit: that is the caller's);
//   - morale: with no casualties there is no check. A fire that leaves
//     Strength 0 destroys the unit: no check. Otherwise "Whenever a unit
//     suffers two casualties from enemy fire, it *immediately* lowers its
//     morale by one. This takes place before the unit rolls its morale
//     checks" — read as two OR MORE casualties from this one fire, one
//     point (the seed's Combat example: 3 casualties, "This lowers its
//     morale by 1") — then it must "roll hit dice equal to its morale"
//     (the lowered morale, at least 0 dice) and continues on hits ≥
//     casualties, wavers on some hits but fewer, routs on no hits (so a
//     unit with 0 morale dice always routs).
//
// It also gives the chances of the two all-dice rises (ExperienceRises,
// MoraleAllDice). Applying the changes of each outcome (−1 on continue and
// waver, −1 morale and experience on rout, the rises) is the caller's, as
// is everything after a rout.
func (f Fire) Odds() (FireOdds, error) {
	if err := f.Validate(); err != nil {
		return FireOdds{}, err
	}
	nA, _ := f.Attack.count(f.AttackMods)
	nS, _ := f.Save.count(f.SaveMods)
	if nA > MaxHitDice || nS > MaxHitDice {
		return FireOdds{}, fmt.Errorf("kit: fire: %d attack dice and %d save dice: want at most %d each", nA, nS, MaxHitDice)
	}
	attack, outA := f.Attack.hitCounts(nA)
	save, outS := f.Save.hitCounts(nS)

	// cas[c]: of the outA·outS equally likely rolls, how many leave c
	// casualties.
	maxCas := (len(attack) - 1) / f.HitsPerPoint
	if f.Strength > 0 {
		maxCas = min(maxCas, f.Strength)
	}
	cas := make([]*big.Int, maxCas+1)
	for c := range cas {
		cas[c] = new(big.Int)
	}
	var prod big.Int
	for a, ca := range attack {
		if ca.Sign() == 0 {
			continue
		}
		for s, cs := range save {
			if cs.Sign() == 0 {
				continue
			}
			c := min(max(a-s, 0)/f.HitsPerPoint, maxCas)
			cas[c].Add(cas[c], prod.Mul(ca, cs))
		}
	}
	outOf := new(big.Int).Mul(outA, outS)

	var odds FireOdds
	var b oddsBuilder
	for c, n := range cas {
		b.add(CasualtiesResult(c), n)
	}
	odds.Casualties = b.distribution(outOf)

	// Morale: P(c casualties) · P(outcome | c), summed per outcome.
	outcome := map[string]*big.Rat{}
	addP := func(result string, p *big.Rat) {
		if p.Sign() == 0 {
			return
		}
		if outcome[result] == nil {
			outcome[result] = new(big.Rat)
		}
		outcome[result].Add(outcome[result], p)
	}
	type check struct {
		counts []*big.Int
		outOf  *big.Int
	}
	checks := map[int]check{} // morale dice → hit counts
	allDice := new(big.Rat)   // P(the check rolls dice and every one scores)
	for c, n := range cas {
		if n.Sign() == 0 {
			continue
		}
		pc := new(big.Rat).SetFrac(n, outOf)
		switch {
		case c == 0:
			addP(MoraleNoCheck, pc)
			continue
		case f.Strength > 0 && c >= f.Strength:
			addP(MoraleDestroyed, pc)
			continue
		}
		dice := f.Morale
		if c >= 2 {
			dice = max(dice-1, 0)
		}
		ch, ok := checks[dice]
		if !ok {
			ch.counts, ch.outOf = f.Save.hitCounts(dice)
			checks[dice] = ch
		}
		var cont, waver big.Int
		for k, m := range ch.counts {
			switch {
			case k >= c:
				cont.Add(&cont, m)
			case k > 0:
				waver.Add(&waver, m)
			}
		}
		if dice > 0 {
			allDice.Add(allDice, new(big.Rat).Mul(pc, f.Save.allScore(dice)))
		}
		rout := ch.counts[0]
		for _, o := range []struct {
			result string
			n      *big.Int
		}{{MoraleContinues, &cont}, {MoraleWavers, &waver}, {MoraleRouts, rout}} {
			p := new(big.Rat).SetFrac(o.n, ch.outOf)
			addP(o.result, p.Mul(p, pc))
		}
	}
	if nS > 0 && attack[0].Cmp(outA) != 0 {
		p := new(big.Rat).SetFrac(new(big.Int).Sub(outA, attack[0]), outA)
		p.Mul(p, f.Save.allScore(nS))
		odds.ExperienceRises = rules.FracProb(p.Num(), p.Denom())
	}
	odds.MoraleAllDice = rules.FracProb(allDice.Num(), allDice.Denom())
	for _, r := range []string{MoraleNoCheck, MoraleContinues, MoraleWavers, MoraleRouts, MoraleDestroyed} {
		if p := outcome[r]; p != nil {
			odds.Morale = append(odds.Morale, rules.Outcome{Result: r, P: rules.FracProb(p.Num(), p.Denom())})
		}
	}
	return odds, nil
}

// allScore is the chance every one of n dice scores a hit.
func (h HitDice) allScore(n int) *big.Rat {
	scoring := big.NewInt(int64(len(h.Hits)))
	return new(big.Rat).SetFrac(
		new(big.Int).Exp(scoring, big.NewInt(int64(n)), nil),
		new(big.Int).Exp(big.NewInt(int64(h.Sides)), big.NewInt(int64(n)), nil))
}
