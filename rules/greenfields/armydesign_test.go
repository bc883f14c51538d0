package greenfields

import (
	"strings"
	"testing"
)

// census counts a plan's units by class.
func census(p ArmyPlan) map[Class]int {
	out := map[Class]int{}
	for _, u := range p.Units {
		out[u.Class]++
	}
	return out
}

// "For the basic "trench game", we suggest that all armies begin with the
// following resources" (and Russia and Palestine's "half the unit
// density", 1914's "no compulsory troops"): each army counted by hand.
func TestBasicArmyCounts(t *testing.T) {
	for _, c := range []struct {
		name     string
		frontage int
		v        Variant
		depot    int
		units    map[Class]int
		budget   int
	}{
		// 8 zones: depot 8/2 = 4; infantry 1 per zone = 8; cavalry,
		// pioneers, heavy battery one each; field 8/2 = 4; medium 4/2 = 2;
		// balloon and aircraft 8/6 = 1 (whole units); points 10 x 8 = 80.
		{"trench, 8 zones", 8, TrenchGame, 4, map[Class]int{Infantry: 8, Cavalry: 1, Pioneers: 1, FieldArtillery: 4,
			MediumArtillery: 2, HeavyArtillery: 1, Balloon: 1, Observation: 1}, 80},
		// 12 zones: depot 6, infantry 12, field 6, medium 3, balloon and
		// aircraft 12/6 = 2 each; 120 points.
		{"trench, 12 zones", 12, TrenchGame, 6, map[Class]int{Infantry: 12, Cavalry: 1, Pioneers: 1, FieldArtillery: 6,
			MediumArtillery: 3, HeavyArtillery: 1, Balloon: 2, Observation: 2}, 120},
		// 5 zones: depot 5/2 = 2, field 2, medium 1, no balloon or
		// aircraft (5/6 = 0); 50 points.
		{"trench, 5 zones", 5, TrenchGame, 2, map[Class]int{Infantry: 5, Cavalry: 1, Pioneers: 1, FieldArtillery: 2,
			MediumArtillery: 1, HeavyArtillery: 1}, 50},
		// 1 zone: 1/2 = 0 depot points, but an army has its depot: 1; no
		// field battery, so no medium; 10 points.
		{"trench, 1 zone", 1, TrenchGame, 1, map[Class]int{Infantry: 1, Cavalry: 1, Pioneers: 1, HeavyArtillery: 1}, 10},
		// Russia and Palestine, 12 zones: half the density, one per twice
		// the zones: depot 12/4 = 3, infantry 12/2 = 6, field 12/4 = 3,
		// medium 3/2 = 1, balloon and aircraft 12/12 = 1; the army's
		// single units stay; 5 x 12 = 60 points.
		{"Russia and Palestine, 12 zones", 12, RussiaPalestine, 3, map[Class]int{Infantry: 6, Cavalry: 1, Pioneers: 1,
			FieldArtillery: 3, MediumArtillery: 1, HeavyArtillery: 1, Balloon: 1, Observation: 1}, 60},
		// 1914, 16 zones: "no compulsory troops, but a basic 30 points
		// per zone of frontage": 480 points (the bundled 1914 game's
		// budget); the depot, not a troop, 16/2 = 8.
		{"1914, 16 zones", 16, Open1914, 8, map[Class]int{}, 480},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := BasicArmy(NationBritain, c.frontage, Date{1916, 7}, c.v)
			if c.v == Open1914 {
				p = BasicArmy(NationBritain, c.frontage, Date{1914, 8}, c.v)
			}
			if p.DepotPoints != c.depot {
				t.Errorf("depot points %d, want %d", p.DepotPoints, c.depot)
			}
			got := census(p)
			if len(got) != len(c.units) {
				t.Errorf("units %v, want %v", got, c.units)
			}
			for cl, n := range c.units {
				if got[cl] != n {
					t.Errorf("%s: %d, want %d", cl, got[cl], n)
				}
			}
			if p.Budget() != c.budget || p.PointsLeft() != c.budget {
				t.Errorf("budget %d, points left %d, want %d both (stock units cost nothing)", p.Budget(), p.PointsLeft(), c.budget)
			}
			if r := p.Check(); r != nil {
				t.Errorf("the basic army is refused: %v", r)
			}
		})
	}
}

// The stock units' values: "Morale 3 experience 1" (the observation
// aircraft), and each other stock unit's points buy a whole strength at
// the same ratings.
func TestStockUnitValues(t *testing.T) {
	want := map[Class]int{
		Infantry:        11, // 11x1 + 1x3 + 3x2 = 20
		Cavalry:         10, // 10x2 + 1x3 + 3x2 = 29
		Pioneers:        5,  // 5x2 + 1x3 + 3x2 = 19
		FieldArtillery:  9,  // 9x1 + 3x2 + 1x3 + 6 = 24
		MediumArtillery: 9,  // 9 + 6 + 3 + 18 = 36
		HeavyArtillery:  9,  // 9 + 6 + 3 + 42 = 60
		Balloon:         4,  // 4x2 + 1x2 + 3x2 = 16
		Observation:     1,  // 1x1 + 1x3 + 3x2 = 10
	}
	p := BasicArmy(NationGermany, 12, Date{1916, 7}, TrenchGame)
	for _, u := range p.Units {
		if u.Morale != 3 || u.Experience != 1 || u.Strength != want[u.Class] {
			t.Errorf("stock %s: %s, want morale 3, experience 1, strength %d", u.Class, u.words(), want[u.Class])
		}
		if n := cost(u.Class, u.Strength, u.Morale, u.Experience); n != u.Stock {
			t.Errorf("stock %s prices %d, its stock points are %d", u.Class, n, u.Stock)
		}
	}
	// "All artillery units come with three points of SHELLS": 6 field,
	// 3 medium, 1 heavy = 10 batteries, 30 SHELLS.
	if n := p.TotalShells(); n != 30 {
		t.Errorf("SHELLS %d, want 30", n)
	}
}

// with returns the plan edited by edit (plans share no slices).
func with(p ArmyPlan, edit func(*ArmyPlan)) ArmyPlan {
	p.Units = append([]PlannedUnit(nil), p.Units...)
	edit(&p)
	return p
}

// first is the index of the plan's first unit of class c.
func first(p *ArmyPlan, c Class) int {
	for i, u := range p.Units {
		if u.Class == c {
			return i
		}
	}
	return -1
}

// "Points may be expended to improve any of these basic, stock standard
// units" and "All other factors are bought using army points": points
// left worked from the "Points system".
func TestArmyPoints(t *testing.T) {
	base := BasicArmy(NationBritain, 8, Date{1916, 9}, TrenchGame) // 80 points
	for _, c := range []struct {
		name string
		edit func(*ArmyPlan)
		left int
	}{
		{"stock army", func(*ArmyPlan) {}, 80},
		// A stock infantry unit made 3-3-12 (German regulars 1914):
		// 12 + 3x3 + 3x2 = 27, 7 over its 20.
		{"stock infantry improved", func(p *ArmyPlan) {
			p.Units[first(p, Infantry)] = PlannedUnit{Class: Infantry, Strength: 12, Morale: 3, Experience: 3, Stock: 20}
		}, 73},
		// Made cheaper, 2-1-6: 6 + 3 + 4 = 13; nothing comes back.
		{"stock infantry made cheaper", func(p *ArmyPlan) {
			p.Units[first(p, Infantry)] = PlannedUnit{Class: Infantry, Strength: 6, Morale: 2, Experience: 1, Stock: 20}
		}, 80},
		// A BEF regiment bought, 3-5-6: 6 + 15 + 6 = 27.
		{"infantry bought", func(p *ArmyPlan) {
			p.Units = append(p.Units, PlannedUnit{Class: Infantry, Strength: 6, Morale: 3, Experience: 5})
		}, 53},
		// Sappers 3-3-6: 6x2 + 3x3 + 3x2 = 27.
		{"sappers bought", func(p *ArmyPlan) {
			p.Units = append(p.Units, PlannedUnit{Class: Sappers, Strength: 6, Morale: 3, Experience: 3})
		}, 53},
		// Field battery 4-3-9: 9 + 8 + 9 + 6 = 32; heavy 3-3-9:
		// 9 + 6 + 9 + 42 = 66 would leave 80 - 32 - 66 = -18.
		{"field and heavy bought", func(p *ArmyPlan) {
			p.Units = append(p.Units, PlannedUnit{Class: FieldArtillery, Strength: 9, Morale: 4, Experience: 3},
				PlannedUnit{Class: HeavyArtillery, Strength: 9, Morale: 3, Experience: 3})
		}, -18},
		// A heavy tank 3-2-3: 3x3 + 2x4 + 3x2 = 23.
		{"tank bought", func(p *ArmyPlan) {
			p.Units = append(p.Units, PlannedUnit{Class: HeavyTank, Strength: 3, Morale: 3, Experience: 2})
		}, 57},
		// Lorries carrying 6 strength points: 2 x 6 = 12 (no ratings
		// priced); cyclists 3-3-6: infantry 21 + 6/2 = 24.
		{"transport", func(p *ArmyPlan) {
			p.Units = append(p.Units, PlannedUnit{Class: Wheeled, Strength: 6, Morale: 3, Experience: 3},
				PlannedUnit{Class: BicycleInfantry, Strength: 6, Morale: 3, Experience: 3})
		}, 44},
		// Fighter 3-2-2: 2x4 + 2x3 + 3x2 = 20; bomber 3-2-2: 12 + 6 + 6
		// = 24; ground attack 3-2-2: 4 + 6 + 6 = 16.
		{"aircraft", func(p *ArmyPlan) {
			p.Units = append(p.Units, PlannedUnit{Class: Fighter, Strength: 2, Morale: 3, Experience: 2},
				PlannedUnit{Class: Bomber, Strength: 2, Morale: 3, Experience: 2},
				PlannedUnit{Class: GroundAttack, Strength: 2, Morale: 3, Experience: 2})
		}, 20},
		// A balloon 2-2-3: 3x2 + 2x2 + 2x2 = 14; the stock aircraft made
		// 4-3-2: 2 + 9 + 8 = 19, 9 over its 10.
		{"balloon bought, aircraft improved", func(p *ArmyPlan) {
			p.Units = append(p.Units, PlannedUnit{Class: Balloon, Strength: 3, Morale: 2, Experience: 2})
			p.Units[first(p, Observation)] = PlannedUnit{Class: Observation, Strength: 2, Morale: 4, Experience: 3, Stock: 10}
		}, 57},
		// Gas 2 x 3 = 6; SHELLS 12 / 6 = 2; luxuries 5 x 1 = 5.
		{"gas, shells, luxuries", func(p *ArmyPlan) { p.Gas, p.Shells, p.Luxuries = 2, 12, 5 }, 67},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := with(base, c.edit)
			if got := p.PointsLeft(); got != c.left {
				t.Errorf("points left %d, want %d", got, c.left)
			}
		})
	}
}

// Every refusal cites its rule and says why in the seed's words.
func TestArmyRefusals(t *testing.T) {
	trench := func(nation string, y, m int) ArmyPlan { return BasicArmy(nation, 8, Date{y, m}, TrenchGame) }
	buy := func(u ...PlannedUnit) func(*ArmyPlan) {
		return func(p *ArmyPlan) { p.Units = append(p.Units, u...) }
	}
	tank := func(c Class, sp, ex int) PlannedUnit {
		return PlannedUnit{Class: c, Strength: sp, Morale: 3, Experience: ex}
	}
	for _, c := range []struct {
		name       string
		plan       ArmyPlan
		edit       func(*ArmyPlan)
		rule, want string // want "" when allowed
	}{
		// Army design and points.
		{"over budget", trench(NationBritain, 1916, 9), buy(PlannedUnit{Class: HeavyArtillery, Strength: 9, Morale: 3, Experience: 3},
			PlannedUnit{Class: HeavyArtillery, Strength: 9, Morale: 3, Experience: 3}), // 66 x 2 = 132 of 80
			RuleArmy, "the army costs 132 points, 52 over its 80 (10 points per zone x 8 zones of frontage)"},
		{"just within budget", trench(NationBritain, 1916, 9), func(p *ArmyPlan) { p.Luxuries = 80 }, "", ""},
		{"one point over", trench(NationBritain, 1916, 9), func(p *ArmyPlan) { p.Luxuries = 81 }, RuleArmy, "1 over its 80"},
		{"morale 6", trench(NationBritain, 1916, 9), buy(PlannedUnit{Class: Infantry, Strength: 6, Morale: 6, Experience: 1}),
			RuleArmy, "between 1 (the worst) and 5"},
		{"experience 0", trench(NationBritain, 1916, 9), buy(PlannedUnit{Class: Infantry, Strength: 6, Morale: 3, Experience: 0}),
			RuleArmy, "between 1 (the worst) and 5"},
		{"infantry strength 13", trench(NationBritain, 1916, 9), buy(PlannedUnit{Class: Infantry, Strength: 13, Morale: 1, Experience: 1}),
			RuleArmy, "max strength value of 12"},
		{"cavalry strength 12", trench(NationBritain, 1916, 9), func(p *ArmyPlan) {
			p.Units[first(p, Cavalry)].Strength = 12 // 24 + 3 + 6 = 33, 4 over its 29
		}, "", ""},
		{"SHELLS not by 6", trench(NationBritain, 1916, 9), func(p *ArmyPlan) { p.Shells = 10 }, RuleArmy, "bought 6 at a time"},
		// The basic trench game army.
		{"stock unit left out", trench(NationBritain, 1916, 9), func(p *ArmyPlan) {
			p.Units = p.Units[1:] // one of the 8 infantry
		}, RuleBasicArmy, "1 of the army's 8 stock 20 point infantry units are left out"},
		{"free extra stock unit", trench(NationBritain, 1916, 9), buy(PlannedUnit{Class: Cavalry, Strength: 10, Morale: 3, Experience: 1, Stock: 29}),
			RuleBasicArmy, "2 stock 29 point cavalry units where the army has 1"},
		{"wrong stock points", trench(NationBritain, 1916, 9), func(p *ArmyPlan) { p.Units[0].Stock = 40 },
			RuleBasicArmy, "given as a 40 point stock unit"},
		{"depot raised", trench(NationBritain, 1916, 9), func(p *ArmyPlan) { p.DepotPoints = 5 },
			RuleBasicArmy, "\"1 depot point per 2 zones of defence line frontage\" gives 4"},
		{"no frontage", ArmyPlan{Nation: NationBritain, Date: Date{1916, 9}, Variant: TrenchGame}, nil, RuleBasicArmy, "at least one zone"},
		// Variations: 1914.
		{"1914 dated 1915", BasicArmy(NationFrance, 8, Date{1915, 8}, Open1914), nil, RuleVariants, "is fought in 1914"},
		{"1914 French medium artillery", BasicArmy(NationFrance, 8, Date{1914, 8}, Open1914),
			buy(PlannedUnit{Class: MediumArtillery, Strength: 9, Morale: 4, Experience: 2}), RuleVariants, "French troops are forbidden"},
		{"1914 French field artillery", BasicArmy(NationFrance, 8, Date{1914, 8}, Open1914),
			buy(PlannedUnit{Class: FieldArtillery, Strength: 12, Morale: 4, Experience: 2}), "", ""},
		{"1914 British observation aircraft", BasicArmy(NationBritain, 8, Date{1914, 8}, Open1914),
			buy(PlannedUnit{Class: Observation, Strength: 1, Morale: 3, Experience: 1}), RuleVariants, "The Germans are the only nationality"},
		{"1914 German observation aircraft", BasicArmy(NationGermany, 8, Date{1914, 8}, Open1914),
			buy(PlannedUnit{Class: Observation, Strength: 1, Morale: 3, Experience: 1}), "", ""},
		{"1914 balloons", BasicArmy(NationBritain, 8, Date{1914, 8}, Open1914),
			buy(PlannedUnit{Class: Balloon, Strength: 2, Morale: 3, Experience: 1}), "", ""},
		{"1914 armoured car", BasicArmy(NationBritain, 8, Date{1914, 8}, Open1914),
			buy(tank(ArmouredCar, 2, 1)), RuleVariants, "any aircraft except observation and tanks are not allowed"},
		{"1914 gas", BasicArmy(NationGermany, 8, Date{1914, 8}, Open1914), func(p *ArmyPlan) { p.Gas = 1 },
			RuleVariants, "Gas, any aircraft"},
		{"1914 stock unit", BasicArmy(NationGermany, 8, Date{1914, 8}, Open1914),
			buy(PlannedUnit{Class: Infantry, Strength: 11, Morale: 3, Experience: 1, Stock: 20}), RuleBasicArmy, "which the 1914 army has not"},
		// Special rules: gas.
		{"gas June 1915", trench(NationGermany, 1915, 6), func(p *ArmyPlan) { p.Gas = 1 }, RuleSpecial, "until mid 1915"},
		{"gas July 1915", trench(NationGermany, 1915, 7), func(p *ArmyPlan) { p.Gas = 1 }, "", ""},
		// Tanks.
		{"British tank June 1916", trench(NationBritain, 1916, 6), buy(tank(HeavyTank, 3, 2)), RuleSpecial, "in mid 1916"},
		{"French light tank July 1916", trench(NationFrance, 1916, 7), buy(tank(LightTank, 3, 2)), "", ""},
		{"tank experience 3 in 1916", trench(NationBritain, 1916, 9), buy(tank(HeavyTank, 3, 3)), RuleSpecial, "maximum of 2 until 1917"},
		{"tank experience 3 in 1917", trench(NationBritain, 1917, 1), buy(tank(HeavyTank, 3, 3)), "", ""},
		{"American tank", trench("usa", 1918, 6), buy(tank(LightTank, 3, 2)), RuleSpecial, "to no other nation"},
		{"German tank 1917", trench(NationGermany, 1917, 12), buy(tank(HeavyTank, 2, 2)), RuleSpecial, "before 1918"},
		{"German tanks 2 SP in 1918", trench(NationGermany, 1918, 3), buy(tank(HeavyTank, 1, 2), tank(ArmouredCar, 1, 2)), "", ""},
		{"German tanks 3 SP in 1918", trench(NationGermany, 1918, 3), buy(tank(HeavyTank, 2, 2), tank(ArmouredCar, 1, 2)),
			RuleSpecial, "3 strength points of German tanks"},
		// Captured tanks: 5 enemy tank units lost -> 5/2 = 2 units.
		{"two captured from five", trench(NationGermany, 1917, 3), func(p *ArmyPlan) {
			p.Recaptured = 5
			p.Units = append(p.Units, PlannedUnit{Class: HeavyTank, Strength: 3, Morale: 3, Experience: 2, Captured: true},
				PlannedUnit{Class: HeavyTank, Strength: 3, Morale: 3, Experience: 2, Captured: true})
		}, "", ""},
		{"three captured from five", trench(NationGermany, 1918, 3), func(p *ArmyPlan) {
			p.Recaptured = 5
			for range 3 {
				p.Units = append(p.Units, PlannedUnit{Class: HeavyTank, Strength: 1, Morale: 3, Experience: 2, Captured: true})
			}
		}, RuleSpecial, "3 captured tank units from 5"},
		{"British captured tank", trench(NationBritain, 1918, 3), func(p *ArmyPlan) {
			p.Recaptured = 2
			p.Units = append(p.Units, PlannedUnit{Class: HeavyTank, Strength: 1, Morale: 3, Experience: 2, Captured: true})
		}, RuleSpecial, "only German tank units"},
		// Aircraft.
		{"fighter April 1915", trench(NationGermany, 1915, 4), buy(PlannedUnit{Class: Fighter, Strength: 1, Morale: 3, Experience: 1}),
			RuleSpecial, "May of 1915"},
		{"fighter May 1915", trench(NationGermany, 1915, 5), buy(PlannedUnit{Class: Fighter, Strength: 1, Morale: 3, Experience: 1}), "", ""},
		{"bomber December 1915", trench(NationBritain, 1915, 12), buy(PlannedUnit{Class: Bomber, Strength: 1, Morale: 3, Experience: 1}),
			RuleSpecial, "beginning of 1916"},
		{"ground attack January 1916", trench(NationBritain, 1916, 1), buy(PlannedUnit{Class: GroundAttack, Strength: 1, Morale: 3, Experience: 1}), "", ""},
		// Stosstruppe.
		{"Stosstruppe 1917", trench(NationGermany, 1917, 11), buy(PlannedUnit{Class: Infantry, Strength: 6, Morale: 4, Experience: 4, Stosstruppe: true}),
			RuleSpecial, "In 1918, Germans may create one special raider unit"},
		{"Stosstruppe 1918, 6 SP", trench(NationGermany, 1918, 3), buy(PlannedUnit{Class: Infantry, Strength: 6, Morale: 4, Experience: 4, Stosstruppe: true}), "", ""},
		{"Stosstruppe 7 SP", trench(NationGermany, 1918, 3), buy(PlannedUnit{Class: Infantry, Strength: 7, Morale: 4, Experience: 4, Stosstruppe: true}),
			RuleSpecial, "up to 6 strength points"},
		{"two Stosstruppen", trench(NationGermany, 1918, 3), buy(PlannedUnit{Class: Infantry, Strength: 3, Morale: 3, Experience: 1, Stosstruppe: true},
			PlannedUnit{Class: Infantry, Strength: 3, Morale: 3, Experience: 1, Stosstruppe: true}), RuleSpecial, "2 Stosstruppe units"},
		{"British Stosstruppe", trench(NationBritain, 1918, 3), buy(PlannedUnit{Class: Infantry, Strength: 3, Morale: 3, Experience: 1, Stosstruppe: true}),
			RuleSpecial, "Germans may create"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := c.plan
			if c.edit != nil {
				p = with(p, c.edit)
			}
			r := p.Check()
			switch {
			case c.rule == "" && r != nil:
				t.Errorf("refused (%s): %s", r.Rule, r.Reason)
			case c.rule != "" && r == nil:
				t.Errorf("allowed, want refused under %q", c.rule)
			case c.rule != "" && (r.Rule != c.rule || !strings.Contains(r.Reason, c.want)):
				t.Errorf("refused (%s): %s\nwant (%s) ...%s...", r.Rule, r.Reason, c.rule, c.want)
			}
		})
	}
}

// The new-game screen shows each unit's cost worked: a stock infantry
// unit made German regulars (3-3-12) is 12x1 + 3x3 + 3x2 = 27, 7 over its
// 20; a bought one pays its whole price; a cheaper stock unit nothing.
func TestUnitCostWorked(t *testing.T) {
	for _, c := range []struct {
		u    PlannedUnit
		n    int
		want string
	}{
		{PlannedUnit{Class: Infantry, Strength: 12, Morale: 3, Experience: 3, Stock: 20}, 7, "12x1 + 3x3 + 3x2 = 27, less 20 for the stock unit: 7"},
		{PlannedUnit{Class: Infantry, Strength: 12, Morale: 3, Experience: 3}, 27, "12x1 + 3x3 + 3x2 = 27"},
		{PlannedUnit{Class: Pioneers, Strength: 4, Morale: 3, Experience: 1, Stock: 19}, 0, "4x2 + 1x3 + 3x2 = 17, less 19 for the stock unit: 0"},
		{PlannedUnit{Class: HeavyArtillery, Strength: 12, Morale: 3, Experience: 2, Stock: 60}, 6, "12x1 + 2x3 + 3x2 + 42 = 66, less 60 for the stock unit: 6"},
	} {
		n, sum := UnitCost(c.u)
		if n != c.n || sum != c.want {
			t.Errorf("%s: %d (%s), want %d (%s)", c.u.words(), n, sum, c.n, c.want)
		}
	}
}

// "1914 - No trenches": an army of the seed's "Suggested troop values,
// 1914" on the bundled game's 16 zones (30 x 16 = 480 points), worked by
// hand: 12 German regulars 3-3-12 (12 + 9 + 6 = 27 each, 324), 4 German
// field batteries 2-3-9 (9 + 4 + 9 + 6 = 28 each, 112), a German cavalry
// regiment 4-2-6 (12 + 6 + 8 = 26) and an observation aircraft 3-1-1
// (1 + 3 + 6 = 10): 472, 8 left. One more reserve regiment 3-2-12
// (12 + 6 + 6 = 24) is 16 over.
func TestArmy1914Suggested(t *testing.T) {
	p := BasicArmy(NationGermany, 16, Date{1914, 8}, Open1914)
	for range 12 {
		p.Units = append(p.Units, PlannedUnit{Class: Infantry, Strength: 12, Morale: 3, Experience: 3})
	}
	for range 4 {
		p.Units = append(p.Units, PlannedUnit{Class: FieldArtillery, Strength: 9, Morale: 2, Experience: 3})
	}
	p.Units = append(p.Units, PlannedUnit{Class: Cavalry, Strength: 6, Morale: 4, Experience: 2},
		PlannedUnit{Class: Observation, Strength: 1, Morale: 3, Experience: 1})
	if p.PointsLeft() != 8 || p.Check() != nil {
		t.Fatalf("points left %d (want 8), refused %v", p.PointsLeft(), p.Check())
	}
	// "All artillery units come with three points of SHELLS": 4 x 3.
	if p.TotalShells() != 12 {
		t.Errorf("SHELLS %d, want 12", p.TotalShells())
	}
	p.Units = append(p.Units, PlannedUnit{Class: Infantry, Strength: 12, Morale: 3, Experience: 2})
	r := p.Check()
	if r == nil || r.Rule != RuleArmy || !strings.Contains(r.Reason, "the army costs 496 points, 16 over its 480 (30 points per zone x 16 zones of frontage)") {
		t.Errorf("over budget: %v", r)
	}
}

// The 1914 variant refuses exactly what the bundled 1914 game's
// [rules.restrictions] forbid (the same readings, RULINGS.md): each
// class for each of its nations, and gas.
func TestArmy1914MatchesBundled(t *testing.T) {
	st, err := newBundled(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := st.fixed.t.Restrictions
	for _, nation := range []string{NationBritain, NationFrance, NationGermany} {
		for _, c := range Classes {
			p := BasicArmy(nation, 16, Date{1914, 8}, Open1914)
			p.Units = append(p.Units, PlannedUnit{Class: c, Strength: 1, Morale: 1, Experience: 1})
			ref := p.Check()
			if got, want := ref != nil, r.forbids(nation, c); got != want {
				t.Errorf("%s %s: refused %v, the bundled game forbids it: %v", nation, c, ref, want)
			}
		}
	}
	p := BasicArmy(NationGermany, 16, Date{1914, 8}, Open1914)
	p.Gas = 1
	if ref := p.Check(); (ref != nil) != r.NoGas {
		t.Errorf("gas refused %v, the bundled game's no_gas %v", ref, r.NoGas)
	}
}
