package greenfields

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Special rules" of Section 3 (gas, armoured
// vehicles, aircraft and the Stosstruppe by date), which an army plan
// (armydesign.go) must keep.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleSpecial, Title: "Special rules by date", Order: 194,
		Text: `"Gas: Gas does not become available until mid 1915." (from July 1915)

"Armoured vehicles: Tanks become available to the British and French in mid 1916. Their experience will remain at a maximum of 2 until 1917." (from July 1916; tanks, light tanks and armoured cars alike)

"Germans may not build armoured fighting vehicles before 1918 - after this, they may create a maximum of 2 strength points of tanks. They may, however, create one unit of tanks from every 2 units of enemy tanks lost in terrain which is subsequently recaptured by German units"

"Aircraft: The war begins with only observation aircraft available to both sides. The first fighter aircraft become available in May of 1915. All other types of aircraft become available only at the beginning of 1916."

"Stosstruppe: In 1918, Germans may create one special raider unit of up to 6 strength points"`})
}

// Date is a month of the war, which the special rules go by.
type Date struct {
	Year, Month int // Month 1 (January) to 12
}

// before reports whether d is earlier than o.
func (d Date) before(o Date) bool {
	return d.Year < o.Year || (d.Year == o.Year && d.Month < o.Month)
}

var monthNames = [...]string{"January", "February", "March", "April", "May", "June", "July",
	"August", "September", "October", "November", "December"}

// String is the date as people write it ("July 1916").
func (d Date) String() string {
	if d.Month < 1 || d.Month > 12 {
		return fmt.Sprintf("month %d of %d", d.Month, d.Year)
	}
	return fmt.Sprintf("%s %d", monthNames[d.Month-1], d.Year)
}

// The dates of the special rules. "mid 1915" and "mid 1916" are read as
// July, the year's second half (RULINGS.md).
var (
	gasFrom       = Date{1915, 7} // "Gas does not become available until mid 1915"
	tanksFrom     = Date{1916, 7} // "Tanks become available to the British and French in mid 1916"
	tankExpFrom   = Date{1917, 1} // "Their experience will remain at a maximum of 2 until 1917"
	germanAFVFrom = Date{1918, 1} // "Germans may not build armoured fighting vehicles before 1918"
	fightersFrom  = Date{1915, 5} // "The first fighter aircraft become available in May of 1915"
	otherAirFrom  = Date{1916, 1} // "All other types of aircraft become available only at the beginning of 1916"
	stossFrom     = Date{1918, 1} // "In 1918, Germans may create one special raider unit"
	earlyTankExp  = 2             // "a maximum of 2 until 1917"
	germanTankSP  = 2             // "a maximum of 2 strength points of tanks"
	stossMaxSP    = 6             // "up to 6 strength points"
)

// The nations the special rules name, by the bundled counters' nation ids.
const (
	NationBritain = "britain"
	NationFrance  = "france"
	NationGermany = "germany"
)

// checkDates refuses what the army's date does not allow yet.
func (p ArmyPlan) checkDates() *rules.Refusal {
	d := p.Date
	// "Gas: Gas does not become available until mid 1915."
	if p.Gas > 0 && d.before(gasFrom) {
		return refuse(RuleSpecial, "%d gas canisters in %s: \"Gas does not become available until mid 1915\" (July 1915)", p.Gas, d)
	}
	german, captured, stoss := 0, 0, 0
	for i, u := range p.Units {
		if r := p.checkUnitDate(i, u); r != nil {
			return r
		}
		switch {
		case u.Captured:
			captured++
		case u.Class.isArmoured() && p.Nation == NationGermany:
			german += u.Strength
		}
		if u.Stosstruppe {
			stoss++
		}
	}
	// "after this, they may create a maximum of 2 strength points of tanks"
	if german > germanTankSP {
		return refuse(RuleSpecial, "%d strength points of German tanks: \"they may create a maximum of 2 strength points of tanks\" (captured ones aside)", german)
	}
	// "They may, however, create one unit of tanks from every 2 units of
	// enemy tanks lost in terrain which is subsequently recaptured by
	// German units"
	// (outside the date and the 2 points, priced as tanks: RULINGS.md)
	if captured > p.Recaptured/2 {
		return refuse(RuleSpecial, "%d captured tank units from %d enemy tank units lost in recaptured ground: \"one unit of tanks from every 2 units of enemy tanks lost\"", captured, p.Recaptured)
	}
	// "Germans may create one special raider unit"
	if stoss > 1 {
		return refuse(RuleSpecial, "%d Stosstruppe units: \"Germans may create one special raider unit\"", stoss)
	}
	return nil
}

// checkUnitDate refuses unit i (u) if the army's nation may not field it
// at the army's date.
func (p ArmyPlan) checkUnitDate(i int, u PlannedUnit) *rules.Refusal {
	d, c := p.Date, u.Class
	switch {
	case u.Captured && (p.Nation != NationGermany || !c.isArmoured()):
		return refuse(RuleSpecial, "unit %d (%s) is marked captured: only German tank units are crewed from captured enemy tanks", i+1, classNames[c])
	case c.isArmoured() && p.Nation == NationGermany && !u.Captured && d.before(germanAFVFrom):
		return refuse(RuleSpecial, "unit %d (%s) in %s: \"Germans may not build armoured fighting vehicles before 1918\"", i+1, classNames[c], d)
	// Every armoured class, and no Allied nation but the British and
	// French (RULINGS.md).
	case c.isArmoured() && p.Nation != NationGermany && p.Nation != NationBritain && p.Nation != NationFrance:
		return refuse(RuleSpecial, "unit %d (%s): \"Tanks become available to the British and French in mid 1916\", to no other nation", i+1, classNames[c])
	case c.isArmoured() && p.Nation != NationGermany && d.before(tanksFrom):
		return refuse(RuleSpecial, "unit %d (%s) in %s: \"Tanks become available to the British and French in mid 1916\" (July 1916)", i+1, classNames[c], d)
	case c.isArmoured() && u.Experience > earlyTankExp && d.before(tankExpFrom):
		return refuse(RuleSpecial, "unit %d (%s) in %s: \"Their experience will remain at a maximum of 2 until 1917\"", i+1, u.words(), d)
	case c == Fighter && d.before(fightersFrom):
		return refuse(RuleSpecial, "unit %d (%s) in %s: \"The first fighter aircraft become available in May of 1915\"", i+1, classNames[c], d)
	case (c == GroundAttack || c == Bomber) && d.before(otherAirFrom):
		return refuse(RuleSpecial, "unit %d (%s) in %s: \"All other types of aircraft become available only at the beginning of 1916\"", i+1, classNames[c], d)
	// "create": a new unit, from January 1918 (RULINGS.md).
	case u.Stosstruppe && (p.Nation != NationGermany || c != Infantry || u.Stock != 0 || d.before(stossFrom)):
		return refuse(RuleSpecial, "unit %d (%s) is marked Stosstruppe in %s: \"In 1918, Germans may create one special raider unit\" (a new infantry unit)", i+1, classNames[c], d)
	case u.Stosstruppe && u.Strength > stossMaxSP:
		return refuse(RuleSpecial, "unit %d (%s): the Stosstruppe is \"one special raider unit of up to 6 strength points\"", i+1, u.words())
	}
	return nil
}
