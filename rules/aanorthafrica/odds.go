package aanorthafrica

// "Combat: A&A rounds (attacker fires, defender fires, casualties chosen by
// their owner, attacker may retreat after each round), AT guns, minefield
// shots and AA as the seed orders them." (issue 28). The seed: AT guns
// "fire before all other combat", "hit on a 3 or less", "only target
// tanks", "One gun to one tank", hit tanks are "removed immediately
// without firing"; AA guns "fire first against attacking aircraft,
// rolling 1 die per plane and hitting on a roll of 1", "Only fire once",
// "Cannot be destroyed"; minefields roll "1 die for each enemy land unit
// in the field, and hits on a roll of 3 or less during this first roll
// only", later on 2 or less; the sweep succeeds on 2 or less, later on 3
// or less, or the attackers "must retreat"; "Artillery still modifies
// accompanying infantry attack strength to 2".
//
// This file turns a battle given as plain units (OddsBattle) into the
// engine's rules.Battle, whose chain gives the exact odds.

import (
	"cmp"
	"fmt"
	"slices"

	"sandtable/rules"
)

// The unit classes of the odds (the scenario's [rules.classes] values).
const (
	OddsClassInfantry  = "infantry"
	OddsClassArtillery = "artillery"
	OddsClassArmour    = "armour"
	OddsClassFighter   = "fighter"
	OddsClassBomber    = "bomber"
	OddsClassAA        = "aa"
	OddsClassMinefield = "minefield"
)

// OddsUnit is one unit of a battle to forecast, with its values: the
// number it hits on or under (attack when attacking, defence when
// defending) and its cost in IPCs.
type OddsUnit struct {
	Class           string
	Attack, Defence int
	Cost            int
	// Name is what people call it ("Italian infantry"); "" is the class.
	Name string
}

// OddsSide is one side of a battle: its name, its units (in any order)
// and the loss order it takes casualties in (OddsLossOrders).
type OddsSide struct {
	Name  string
	Units []OddsUnit
	Order string
}

// Minefield states of the battle's space.
const (
	OddsMinefieldNone  = "none"
	OddsMinefieldFresh = "fresh" // the mine's first roll (hits on 3 or less) and first sweep (2 or less)
	OddsMinefieldKnown = "known" // later rolls (2 or less) and sweeps (3 or less)
)

// OddsBattle is a land battle to forecast, independent of a game's state.
type OddsBattle struct {
	Attacker, Defender OddsSide
	// ATGuns is how many of the defender's artillery it designates as AT
	// guns (ruling N-9: at most one per attacking tank).
	ATGuns int
	// Minefield is the defender's minefield in the space: "" or "none",
	// "fresh", "known". Every attacking land unit is taken to enter it
	// (ruling N-8 counts the units entering now).
	Minefield string
	// Ground is what taking the space is worth to the attacker, in IPCs,
	// for the retreat advice.
	Ground float64
}

// OddsLossOrders are the loss orders offered, by name, with what they mean.
var OddsLossOrders = []struct{ Name, Means string }{
	{"cheapest", "lowest cost first, then lowest value"},
	{"keep-attackers", "lowest value first (the number it hits on in this battle), then cheapest"},
	{"keep-tanks", "cheapest first, armour last"},
	{"keep-planes", "cheapest first, fighters and bombers last"},
}

func oddsIsPlane(class string) bool { return class == OddsClassFighter || class == OddsClassBomber }

// oddsSortLosses orders units for losses: the first is lost first. value is
// the number a unit hits on in this battle.
func oddsSortLosses(units []OddsUnit, order string, value func(OddsUnit) int) error {
	cheapest := func(a, b OddsUnit) int {
		if c := cmp.Compare(a.Cost, b.Cost); c != 0 {
			return c
		}
		return cmp.Compare(value(a), value(b))
	}
	last := func(keep func(string) bool) func(a, b OddsUnit) int {
		return func(a, b OddsUnit) int {
			if c := cmp.Compare(oddsBool(keep(a.Class)), oddsBool(keep(b.Class))); c != 0 {
				return c
			}
			return cheapest(a, b)
		}
	}
	var f func(a, b OddsUnit) int
	switch order {
	case "", "cheapest":
		f = cheapest
	case "keep-attackers":
		f = func(a, b OddsUnit) int {
			if c := cmp.Compare(value(a), value(b)); c != 0 {
				return c
			}
			return cmp.Compare(a.Cost, b.Cost)
		}
	case "keep-tanks":
		f = last(func(c string) bool { return c == OddsClassArmour })
	case "keep-planes":
		f = last(oddsIsPlane)
	default:
		return fmt.Errorf("aanorthafrica: unknown loss order %q (cheapest, keep-attackers, keep-tanks, keep-planes)", order)
	}
	slices.SortStableFunc(units, f)
	return nil
}

func oddsBool(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Battle is the engine's battle: the attacker's units at their attack
// values (each live artillery lifting one infantry to 2), the defender's
// at their defence values, AA guns out of the rounds (they only fire at
// planes before round 1 and cannot be casualties), the designated AT
// guns silent after their one shot but still casualties (ruling N-10),
// and the opening in the seed's order: the minefield's shots on entry,
// the AT guns, then the flak (ruling N-13), and the sweep after a win in
// a mined space.
func (ob OddsBattle) Battle() (rules.Battle, error) {
	var b rules.Battle
	att := slices.Clone(ob.Attacker.Units)
	def := slices.Clone(ob.Defender.Units)
	tanks, planes, art, aa := 0, 0, 0, 0
	for _, u := range att {
		if err := oddsCheckUnit(u); err != nil {
			return b, err
		}
		tanks += oddsBool(u.Class == OddsClassArmour)
		planes += oddsBool(oddsIsPlane(u.Class))
	}
	for _, u := range def {
		if err := oddsCheckUnit(u); err != nil {
			return b, err
		}
		art += oddsBool(u.Class == OddsClassArtillery)
		aa += oddsBool(u.Class == OddsClassAA)
	}
	if ob.ATGuns < 0 || ob.ATGuns > art || ob.ATGuns > tanks {
		return b, fmt.Errorf("aanorthafrica: %d AT guns: the defender may designate up to one artillery per attacking tank (%d artillery, %d tanks) (AT guns, ruling N-9)", ob.ATGuns, art, tanks)
	}
	// The first ATGuns artillery as listed are the guns.
	guns := map[int]bool{}
	for i, u := range def {
		if u.Class == OddsClassArtillery && len(guns) < ob.ATGuns {
			guns[i] = true
		}
	}
	attValue := func(u OddsUnit) int { return u.Attack }
	if err := oddsSortLosses(att, ob.Attacker.Order, attValue); err != nil {
		return b, err
	}
	// The defender's guns are sorted with value 0 (they fire no more):
	// marked by a negative defence through the sort, restored below.
	marked := make([]OddsUnit, len(def))
	for i, u := range def {
		marked[i] = u
		if guns[i] {
			marked[i].Defence = -1 - u.Defence // a gun: restored below
		}
	}
	gunValue := func(u OddsUnit) int { return max(u.Defence, 0) }
	if err := oddsSortLosses(marked, ob.Defender.Order, gunValue); err != nil {
		return b, err
	}
	b.Sides[0] = rules.BattleSide{Name: oddsNameOr(ob.Attacker.Name, "Attacker")}
	b.Sides[1] = rules.BattleSide{Name: oddsNameOr(ob.Defender.Name, "Defender")}
	for _, u := range att {
		if u.Class == OddsClassAA {
			continue // an AA gun never fires in the rounds and is never a casualty
		}
		f := oddsFighter(u, u.Attack)
		switch u.Class {
		case OddsClassInfantry:
			f.Supported = rules.HitOn(max(u.Attack, 2), 6) // "infantry attack strength to 2" (ruling N-11)
		case OddsClassArtillery:
			f.Supporter = true
		}
		b.Sides[0].Fighters = append(b.Sides[0].Fighters, f)
	}
	for _, u := range marked {
		if u.Class == OddsClassAA {
			continue
		}
		if u.Defence < 0 { // a designated AT gun: silent after its shot (ruling N-10)
			u.Defence = -1 - u.Defence
			f := oddsFighter(u, u.Defence)
			f.Name += " (AT gun)"
			f.Silent = true
			b.Sides[1].Fighters = append(b.Sides[1].Fighters, f)
			continue
		}
		b.Sides[1].Fighters = append(b.Sides[1].Fighters, oddsFighter(u, u.Defence))
	}
	switch ob.Minefield {
	case "", OddsMinefieldNone:
	case OddsMinefieldFresh, OddsMinefieldKnown:
		hit, sweep := 3, 2
		if ob.Minefield == OddsMinefieldKnown {
			hit, sweep = 2, 3
		}
		b.Opening = append(b.Opening, rules.Strike{Name: "minefield", Side: 1, PerTarget: true, Hit: rules.HitOn(hit, 6),
			Targets: []string{OddsClassInfantry, OddsClassArtillery, OddsClassArmour}})
		p := rules.HitOn(sweep, 6)
		b.Sweep = &p
	default:
		return b, fmt.Errorf("aanorthafrica: minefield %q: none, fresh or known", ob.Minefield)
	}
	if ob.ATGuns > 0 {
		b.Opening = append(b.Opening, rules.Strike{Name: "AT guns", Side: 1, Dice: ob.ATGuns, PerTarget: true,
			Hit: rules.HitOn(3, 6), Targets: []string{OddsClassArmour}})
	}
	if aa > 0 && planes > 0 {
		b.Opening = append(b.Opening, rules.Strike{Name: "flak", Side: 1, PerTarget: true, Hit: rules.HitOn(1, 6),
			Targets: []string{OddsClassFighter, OddsClassBomber}})
	}
	return b, nil
}

func oddsNameOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

func oddsFighter(u OddsUnit, value int) rules.Fighter {
	return rules.Fighter{Name: oddsNameOr(u.Name, u.Class), Class: u.Class, Dice: 1, Hit: rules.HitOn(value, 6), Cost: u.Cost}
}

func oddsCheckUnit(u OddsUnit) error {
	switch u.Class {
	case OddsClassInfantry, OddsClassArtillery, OddsClassArmour, OddsClassFighter, OddsClassBomber, OddsClassAA:
	case OddsClassMinefield:
		return fmt.Errorf("aanorthafrica: a minefield is not a unit in battle: give the battle's minefield (fresh or known)")
	default:
		return fmt.Errorf("aanorthafrica: unknown unit class %q", u.Class)
	}
	if u.Attack < 0 || u.Attack > 6 || u.Defence < 0 || u.Defence > 6 || u.Cost < 0 {
		return fmt.Errorf("aanorthafrica: %s: attack %d, defence %d, cost %d", u.Class, u.Attack, u.Defence, u.Cost)
	}
	return nil
}

// OddsResult is a battle's forecast: the end states and the retreat
// advice.
type OddsResult struct {
	Odds    rules.BattleOdds
	Retreat rules.RetreatPlan
}

// Odds forecasts the battle: exactly for small battles, in float64 for
// large ones (Odds.Approximate), with the retreat advice.
func (ob OddsBattle) Odds() (OddsResult, error) {
	b, err := ob.Battle()
	if err != nil {
		return OddsResult{}, err
	}
	o, err := b.Odds()
	if err != nil {
		return OddsResult{}, err
	}
	r, err := b.Retreat(ob.Ground)
	if err != nil {
		return OddsResult{}, err
	}
	return OddsResult{Odds: o, Retreat: r}, nil
}
