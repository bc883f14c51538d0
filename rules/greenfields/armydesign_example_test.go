package greenfields_test

import (
	"fmt"

	"sandtable/rules/greenfields"
)

// The British army of a basic trench game on 4 zones in September 1916:
// its stock units, a stock infantry regiment improved, a tank bought, and
// what the new-game screen shows (points left) and refuses.
func ExampleBasicArmy() {
	p := greenfields.BasicArmy(greenfields.NationBritain, 4, greenfields.Date{Year: 1916, Month: 9}, greenfields.TrenchGame)
	fmt.Println("depot points", p.DepotPoints, "units", len(p.Units), "points", p.PointsLeft())
	p.Units[0].Experience = 3 // 11 + 9 + 6 = 26, 6 over its 20 points
	p.Units = append(p.Units, greenfields.PlannedUnit{Class: greenfields.HeavyTank, Strength: 3, Morale: 3, Experience: 2})
	fmt.Println("points left", p.PointsLeft(), "refused", p.Check())
	p.Units[len(p.Units)-1].Experience = 3
	r := p.Check()
	fmt.Printf("%s: %s\n", r.Rule, r.Reason)
	// Output:
	// depot points 2 units 10 points 40
	// points left 11 refused <nil>
	// 003 Special rules by date: unit 11 (heavy tanks, morale 3, experience 3, strength 3) in September 1916: "Their experience will remain at a maximum of 2 until 1917"
}
