package greenfields

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's Section 3, "Preparation for play": the army
// design of the basic "trench game" (its stock units per zone of
// frontage and the army points to improve them or buy more), the points
// system's prices for what is not a unit (gas, shells, luxuries), the
// "Variations on the basic game" (1914, Russia and Palestine) and the
// "Special rules" by date. It is pure: an ArmyPlan is what the new-game
// screen edits, PointsLeft what it shows live and Check why it refuses.
// The unit prices are points.go's (pointsSystem, price); buying during
// play with victory points is reserves.go's.

// Rule citations of the army design (each a section: the basic army
// below, the variants in armyvariants.go, the special rules in
// armyspecial.go).
const (
	RuleBasicArmy = "003 Army design: the basic trench game"
	RuleVariants  = "003 Variations on the basic game"
	RuleSpecial   = "003 Special rules by date"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleBasicArmy, Title: "The basic trench game army", Order: 186,
		Text: `"For the basic "trench game", we suggest that all armies begin with the following resources:"
- "1 depot point per 2 zones of defence line frontage" (at least one: every army has its depot);
- "1 20 point infantry unit per zone of trench line frontage";
- "1 29 point cavalry regiment (per army)";
- "1 19 point pioneer unit";
- "1 24 point field artillery battery per 2 zones of defence line frontage";
- "1 36 point medium artillery battery per 2 field artillery batteries";
- "1 60 point heavy artillery battery";
- "1 16 point balloon unit per 6 zones of defence line frontage";
- "1 observation aircraft per 6 zones of defence line frontage. Morale 3 experience 1."

"All artillery units come with three points of SHELLS." "Points may be expended to improve any of these basic, stock standard units." "We suggest each side receives 10 army points per zone in the army's front line."

Each stock unit starts at morale 3, experience 1 and the strength its points buy (infantry 11, cavalry 10, pioneers 5, artillery 9, balloon 4, the aircraft 1). Its values may be changed: what it then costs over its stock points comes out of the army points; a cheaper unit gives nothing back. A stock unit may not be left out.`})
}

// stockUnit is one line of the basic trench game's resources: a class,
// its points ("1 20 point infantry unit") and how many per zone.
type stockUnit struct {
	Class  Class
	Points int
	// PerZones: one per so many zones of frontage; 0 for one per army.
	PerZones int
	// PerField: one per so many field batteries (medium artillery).
	PerField int
}

// stockArmy is the seed's list, in its order.
var stockArmy = []stockUnit{
	{Class: Infantry, Points: 20, PerZones: 1},        // "1 20 point infantry unit per zone of trench line frontage"
	{Class: Cavalry, Points: 29},                      // "1 29 point cavalry regiment (per army)"
	{Class: Pioneers, Points: 19},                     // "1 19 point pioneer unit"
	{Class: FieldArtillery, Points: 24, PerZones: 2},  // "1 24 point field artillery battery per 2 zones"
	{Class: MediumArtillery, Points: 36, PerField: 2}, // "1 36 point medium artillery battery per 2 field artillery batteries"
	{Class: HeavyArtillery, Points: 60},               // "1 60 point heavy artillery battery"
	{Class: Balloon, Points: 16, PerZones: 6},         // "1 16 point balloon unit per 6 zones"
	{Class: Observation, Points: 10, PerZones: 6},     // "1 observation aircraft per 6 zones ... Morale 3 experience 1" (3x2 + 1x3 + 1x1)
}

// Stock ratings: "Morale 3 experience 1", the seed's only stated stock
// values (the observation aircraft); every other stock unit's points buy
// a whole strength at them (RULINGS.md).
const (
	stockMorale     = 3
	stockExperience = 1
)

// depotPerZones: "1 depot point per 2 zones of defence line frontage".
const depotPerZones = 2

// PlannedUnit is one unit of an army plan.
type PlannedUnit struct {
	Class                        Class
	Strength, Morale, Experience int
	// Stock is the points of the basic army's stock unit this unit is
	// ("1 20 point infantry unit"): what it costs up to them is paid; 0
	// for a unit bought with army points.
	Stock int
	// Stosstruppe marks the German 1918 raider unit.
	Stosstruppe bool
	// Captured marks a German tank unit crewed from enemy tanks lost in
	// ground the Germans recaptured.
	Captured bool
}

// ArmyPlan is one side's army as designed before play: what the
// new-game screen edits.
type ArmyPlan struct {
	Nation   string // a nation id: britain, france, germany, ...
	Frontage int    // zones of front line
	Date     Date
	Variant  Variant
	// DepotPoints are the army's depot: "1 depot point per 2 zones".
	DepotPoints int
	Units       []PlannedUnit
	// Gas canisters, SHELLS and luxuries bought with army points (the
	// artillery's own three SHELLS each are not among Shells).
	Gas, Shells, Luxuries int
	// Recaptured is the enemy tank units lost in ground the Germans
	// then recaptured: one captured tank unit per 2.
	Recaptured int
}

// basicDepot is the basic army's depot points: "1 depot point per 2
// zones of defence line frontage" (scaled by the variant's density),
// whole points, at least one: every army has its depot, 1914's too
// (RULINGS.md).
func basicDepot(frontage int, v Variant) int {
	return max(1, frontage/(depotPerZones*v.density()))
}

// BasicArmy is the army a nation begins with on a front of frontage
// zones at date in variant: the stock units of the basic trench game at
// their stock values (none in 1914: "players having no compulsory
// troops"), its depot and its full army points to spend.
func BasicArmy(nation string, frontage int, date Date, v Variant) ArmyPlan {
	p := ArmyPlan{Nation: nation, Frontage: frontage, Date: date, Variant: v}
	p.DepotPoints = basicDepot(frontage, v)
	if v == Open1914 {
		return p
	}
	for _, s := range stockArmy {
		for range stockCount(s, frontage, v) {
			p.Units = append(p.Units, stock(s))
		}
	}
	return p
}

// stockCount is how many of stock unit s the army fields, whole units
// only (RULINGS.md).
func stockCount(s stockUnit, frontage int, v Variant) int {
	switch {
	case s.PerZones > 0:
		return frontage / (s.PerZones * v.density())
	case s.PerField > 0:
		for _, f := range stockArmy {
			if f.Class == FieldArtillery {
				return stockCount(f, frontage, v) / s.PerField
			}
		}
	}
	return 1
}

// stock is stock unit s at its stock values: morale 3, experience 1 and
// the strength its points buy at them.
func stock(s stockUnit) PlannedUnit {
	u := PlannedUnit{Class: s.Class, Morale: stockMorale, Experience: stockExperience, Stock: s.Points}
	for u.Strength = 1; cost(s.Class, u.Strength, u.Morale, u.Experience) < s.Points; u.Strength++ {
	}
	return u
}

// Budget is the army points the plan may spend.
func (p ArmyPlan) Budget() int { return p.Variant.perZone() * p.Frontage }

// UnitCost is what unit u costs the army points: its price ("Points
// system"), less its stock points for a stock unit, never below 0; with
// the sum worked for people ("12x1 + 3x3 + 3x2 = 27, less 20 for the
// stock unit: 7").
func UnitCost(u PlannedUnit) (int, string) {
	n, sum := price(u.Class, u.Strength, u.Morale, u.Experience)
	if u.Stock == 0 {
		return n, sum
	}
	cost := max(0, n-u.Stock)
	return cost, fmt.Sprintf("%s, less %d for the stock unit: %d", sum, u.Stock, cost)
}

// cost is UnitCost's number alone.
func (u PlannedUnit) cost() int {
	n := cost(u.Class, u.Strength, u.Morale, u.Experience)
	if u.Stock == 0 {
		return n
	}
	return max(0, n-u.Stock)
}

// Spent is the army points the plan spends: its units, gas canisters,
// SHELLS and luxuries.
func (p ArmyPlan) Spent() int {
	n := p.Gas*gasPrice + p.Shells/shellsPerLot + p.Luxuries*luxuryPrice
	for _, u := range p.Units {
		n += u.cost()
	}
	return n
}

// PointsLeft is the army points still to spend (negative when over
// budget).
func (p ArmyPlan) PointsLeft() int { return p.Budget() - p.Spent() }

// TotalShells is the army's SHELLS at the start: three for every
// artillery unit and those bought.
func (p ArmyPlan) TotalShells() int {
	n := p.Shells
	for _, u := range p.Units {
		if u.Class.isArtillery() {
			n += shellsPerGun
		}
	}
	return n
}

// Check refuses an army the rules do not allow, with the reason and the
// rule to look up: the plan's frame (nation, frontage, variant, date),
// its stock units, each unit's values, the variant's and the date's
// restrictions, then its cost. nil when the army may take the field.
func (p ArmyPlan) Check() *rules.Refusal {
	for _, check := range []func() *rules.Refusal{p.checkFrame, p.checkStock, p.checkUnits, p.checkVariant, p.checkDates, p.checkCost} {
		if r := check(); r != nil {
			return r
		}
	}
	return nil
}

// checkFrame refuses a plan with no nation, no frontage, an unknown
// variant or month, or a 1914 game outside 1914.
func (p ArmyPlan) checkFrame() *rules.Refusal {
	switch {
	case p.Nation == "":
		return refuse(RuleArmy, "the army has no nation")
	case p.Frontage < 1:
		return refuse(RuleBasicArmy, "a frontage of %d zones: an army holds at least one zone of front line", p.Frontage)
	case p.Variant != TrenchGame && p.Variant != Open1914 && p.Variant != RussiaPalestine:
		return refuse(RuleVariants, "no game %q: the basic trench game, 1914 or Russia and Palestine", p.Variant)
	case p.Date.Month < 1 || p.Date.Month > 12:
		return refuse(RuleSpecial, "no month %d: the special rules go by the month (1 to 12)", p.Date.Month)
	case p.Variant == Open1914 && p.Date.Year != 1914:
		return refuse(RuleVariants, "the 1914 game is dated %s: \"1914 - No trenches\" is fought in 1914", p.Date)
	case p.Gas < 0 || p.Shells < 0 || p.Luxuries < 0 || p.Recaptured < 0:
		return refuse(RuleArmy, "gas %d, SHELLS %d, luxuries %d, recaptured tanks %d: none may be below 0", p.Gas, p.Shells, p.Luxuries, p.Recaptured)
	case p.Shells%shellsPerLot != 0: // bought in lots of 6 (RULINGS.md)
		return refuse(RuleArmy, "%d SHELLS: \"Shells cost 1 point for every 6 points of shells\", so they are bought 6 at a time", p.Shells)
	}
	if want := basicDepot(p.Frontage, p.Variant); p.DepotPoints != want {
		return refuse(RuleBasicArmy, "%d depot points on %d zones of frontage: \"1 depot point per %d zones of defence line frontage\" gives %d",
			p.DepotPoints, p.Frontage, depotPerZones*p.Variant.density(), want)
	}
	return nil
}

// checkStock refuses a plan whose stock units are not the basic army's:
// one left out, one too many (a free unit), or stock points not its
// class's. "Points may be expended to improve any of these basic, stock
// standard units": improved, not left out (RULINGS.md).
func (p ArmyPlan) checkStock() *rules.Refusal {
	have := map[Class]int{}
	for i, u := range p.Units {
		if u.Stock == 0 {
			continue
		}
		have[u.Class]++
		if s, ok := stockOf(u.Class); !ok || p.Variant == Open1914 || u.Stock != s.Points {
			return refuse(RuleBasicArmy, "unit %d (%s) is given as a %d point stock unit, which the %s army has not", i+1, classNames[u.Class], u.Stock, p.Variant.name())
		}
	}
	for _, s := range stockArmy {
		want := stockCount(s, p.Frontage, p.Variant)
		if p.Variant == Open1914 {
			want = 0
		}
		switch n := have[s.Class]; {
		case n < want:
			return refuse(RuleBasicArmy, "%d of the army's %d stock %d point %s units are left out: the stock units may be improved, not left out", want-n, want, s.Points, classNames[s.Class])
		case n > want:
			return refuse(RuleBasicArmy, "%d stock %d point %s units where the army has %d: buy the others with army points", n, s.Points, classNames[s.Class], want)
		}
	}
	return nil
}

// stockOf is the stock unit of class c.
func stockOf(c Class) (stockUnit, bool) {
	for _, s := range stockArmy {
		if s.Class == c {
			return s, true
		}
	}
	return stockUnit{}, false
}

// words are the unit's class and values for people ("infantry,
// morale 3, experience 1, strength 11").
func (u PlannedUnit) words() string {
	return fmt.Sprintf("%s, morale %d, experience %d, strength %d", classNames[u.Class], u.Morale, u.Experience, u.Strength)
}

// checkUnits refuses a unit of no class, or rated outside the seed's
// limits: "These values must be rated between 1 (the worst) and 5 (the
// highest possible rating)"; "Unit may have a max strength value of 12".
func (p ArmyPlan) checkUnits() *rules.Refusal {
	for i, u := range p.Units {
		switch {
		case !validClass(u.Class):
			return refuse(RuleArmy, "unit %d: no class %q", i+1, u.Class)
		case u.Morale < 1 || u.Morale > maxRating || u.Experience < 1 || u.Experience > maxRating:
			return refuse(RuleArmy, "unit %d (%s): \"These values must be rated between 1 (the worst) and 5 (the highest possible rating)\"", i+1, u.words())
		case u.Strength < 1:
			return refuse(RuleArmy, "unit %d (%s): a unit has at least 1 strength point", i+1, u.words())
		case regiment(u.Class) && u.Strength > maxStrength:
			return refuse(RuleArmy, "unit %d (%s): \"Unit may have a max strength value of 12\"", i+1, u.words())
		}
	}
	return nil
}

// checkCost refuses an army that spends more than its army points.
func (p ArmyPlan) checkCost() *rules.Refusal {
	if left := p.PointsLeft(); left < 0 {
		return refuse(RuleArmy, "the army costs %d points, %d over its %d (%d points per zone x %d zones of frontage)",
			p.Spent(), -left, p.Budget(), p.Variant.perZone(), p.Frontage)
	}
	return nil
}
