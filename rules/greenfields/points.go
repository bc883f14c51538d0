package greenfields

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/counters"
	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is the seed's army design (Section 3, "Army design" and
// "Points system") and the "1914 - No trenches" variant's purchase (the
// seed's words: the Section below). A scenario's set-up is the purchase;
// New refuses one that costs a side more than its budget or fields what
// the period forbids. Units bought during play with victory points cost
// half their points (reserves.go).

func init() {
	book.Section(kit.Section[*State]{Rule: RuleArmy, Title: "Army design and points", Order: 190,
		Text: `"All other factors are bought using army points." 1914: "The game begins with an assault, players having no compulsory troops, but a basic 30 points per zone of frontage to buy any damned fool units they like! Gas, any aircraft except observation and tanks are not allowed." "For simple 1914 campaigns, French troops are forbidden to have medium and heavy artillery. The Germans are the only nationality to field observation aircraft, and all other aircraft except balloons are forbidden."

"All artillery units come with three points of SHELLS."`,
		More: func(st *State) (string, []rules.RefTable) {
			return st.armyText(), []rules.RefTable{pointsTable(), st.pricesTable()}
		}})
}

// rate is one line of the seed's "Points system": points per strength
// point, per experience level and per morale level, and a flat price.
type rate struct {
	SP, Experience, Morale, Flat int
	// HalfSP adds half a point per strength point, rounded up: "Bicycles
	// cost 1/2 a point per strength point of the cyclist unit."
	HalfSP bool
	// Quote is the seed's words for the line.
	Quote string
}

// pointsSystem is the seed's "Points system", by class.
var pointsSystem = map[Class]rate{
	Infantry: {SP: 1, Experience: 3, Morale: 2,
		Quote: "Infantry regiments: 1 point per strength point, 3 points per experience level and 2 points per morale level. Unit may have a max strength value of 12."},
	BicycleInfantry: {SP: 1, Experience: 3, Morale: 2, HalfSP: true,
		Quote: "Infantry regiments (1 point per strength point, 3 per experience level, 2 per morale level), and \"Bicycles cost 1/2 a point per strength point of the cyclist unit.\""},
	Cavalry: {SP: 2, Experience: 3, Morale: 2,
		Quote: "Cavalry, pioneers and sappers: 2 points per strength point, 3 points per experience level and 2 points per morale level. Unit may have a max strength value of 12."},
	Pioneers: {SP: 2, Experience: 3, Morale: 2,
		Quote: "Cavalry, pioneers and sappers: 2 points per strength point, 3 points per experience level and 2 points per morale level."},
	Sappers: {SP: 2, Experience: 3, Morale: 2,
		Quote: "Cavalry, pioneers and sappers: 2 points per strength point, 3 points per experience level and 2 points per morale level."},
	FieldArtillery: {SP: 1, Experience: 3, Morale: 2, Flat: 6,
		Quote: "Artillery batteries: Cost 1 point per strength level, 2 points per morale level, 3 points per experience level, plus: 6 points (field artillery)"},
	MediumArtillery: {SP: 1, Experience: 3, Morale: 2, Flat: 18,
		Quote: "Artillery batteries: Cost 1 point per strength level, 2 points per morale level, 3 points per experience level, plus: 18 points (medium artillery)"},
	HeavyArtillery: {SP: 1, Experience: 3, Morale: 2, Flat: 42,
		Quote: "Artillery batteries: Cost 1 point per strength level, 2 points per morale level, 3 points per experience level, plus: 42 points (heavy artillery)"},
	HeavyTank: {SP: 3, Experience: 4, Morale: 2,
		Quote: "Armoured units cost 3 points per strength factor and cost 4 points per experience level and 2 point per morale level."},
	LightTank: {SP: 3, Experience: 4, Morale: 2,
		Quote: "Armoured units cost 3 points per strength factor and cost 4 points per experience level and 2 point per morale level."},
	ArmouredCar: {SP: 3, Experience: 4, Morale: 2,
		Quote: "Armoured units cost 3 points per strength factor and cost 4 points per experience level and 2 point per morale level."},
	Wheeled: {SP: 2,
		Quote: "Motorised transport (busses, taxis and lorries) costs 2 points per strength point it is capable of transporting."},
	Balloon: {SP: 2, Experience: 2, Morale: 2,
		Quote: "Balloons may be purchased for 2 points per strength point, plus 2 points per experience and morale level."},
	Observation: {SP: 1, Experience: 3, Morale: 2,
		Quote: "Air power units cost 1 point per strength factor for reconnaissance aircraft ... In addition, units must pay 3 points per experience level and 2 points per morale level."},
	GroundAttack: {SP: 2, Experience: 3, Morale: 2,
		Quote: "Air power units cost ... 2 points per strength level for ground attack ... In addition, units must pay 3 points per experience level and 2 points per morale level."},
	Fighter: {SP: 4, Experience: 3, Morale: 2,
		Quote: "Air power units cost ... 4 points per strength factor for fighters ... In addition, units must pay 3 points per experience level and 2 points per morale level."},
	Bomber: {SP: 6, Experience: 3, Morale: 2,
		Quote: "Air power units cost ... 6 points per strength factor for bombers. In addition, units must pay 3 points per experience level and 2 points per morale level."},
}

// The points system's prices of what is not a unit, and the artillery's
// own SHELLS (the army design's and, during play, the depots').
const (
	shellsPerLot = 6 // "Shells cost 1 point for every 6 points of shells"
	gasPrice     = 3 // "Gas canisters (not artillery shells) cost 3 points."
	shellsPerGun = 3 // "All artillery units come with three points of SHELLS."
	luxuryPrice  = 1 // "Luxuries cost 1 point per unit of luxuries."
)

// maxStrength: "Unit may have a max strength value of 12" (infantry,
// cavalry, pioneers and sappers); "These values must be rated between 1
// (the worst) and 5 (the highest possible rating)" (morale, experience).
const (
	maxStrength = 12
	maxRating   = 5
)

// regiment: the classes the seed caps at 12 strength points (infantry,
// cavalry, pioneers and sappers; cyclists are infantry).
func regiment(c Class) bool {
	return c == Infantry || c == BicycleInfantry || c == Cavalry || c == Pioneers || c == Sappers
}

// printedValues are a counter type's printed strength, morale and
// experience.
func printedValues(t *counters.Unit) (strength, morale, experience int) {
	if t == nil || len(t.Steps) == 0 {
		return 0, 0, 0
	}
	v := t.Steps[0].Values
	return v["strength"], v["morale"], v["experience"]
}

// pointsCost is what a unit of counter type t and class c costs under the
// seed's "Points system", with the sum worked for people ("12x1 + 3x3 +
// 3x2 = 27").
func pointsCost(t *counters.Unit, c Class) (int, string) {
	sp, mo, ex := printedValues(t)
	return price(c, sp, mo, ex)
}

// price is what a unit of class c rated strength sp, morale mo and
// experience ex costs under the seed's "Points system", with the sum
// worked for people (the army design prices its plans with it too).
func price(c Class, sp, mo, ex int) (int, string) {
	r := pointsSystem[c]
	total := cost(c, sp, mo, ex)
	terms := []string{fmt.Sprintf("%dx%d", sp, r.SP)}
	if r.HalfSP {
		terms = append(terms, fmt.Sprintf("%d for bicycles", (sp+1)/2))
	}
	if r.Experience > 0 {
		terms = append(terms, fmt.Sprintf("%dx%d", ex, r.Experience))
	}
	if r.Morale > 0 {
		terms = append(terms, fmt.Sprintf("%dx%d", mo, r.Morale))
	}
	if r.Flat > 0 {
		terms = append(terms, fmt.Sprint(r.Flat))
	}
	return total, fmt.Sprintf("%s = %d", strings.Join(terms, " + "), total)
}

// cost is price's number alone (the army design's checks ask it for every
// edit the legal list holds: no words to build).
func cost(c Class, sp, mo, ex int) int {
	r := pointsSystem[c]
	total := sp*r.SP + ex*r.Experience + mo*r.Morale + r.Flat
	if r.HalfSP {
		total += (sp + 1) / 2
	}
	return total
}

// pointsCost is the points cost of a unit of type typ (0 for a type
// without a class).
func (st *State) pointsCost(typ string) int {
	c, ok := st.fixed.class[typ]
	if !ok {
		return 0
	}
	n, _ := pointsCost(st.fixed.types[typ], c)
	return n
}

// vpCost is the victory points a unit of type typ costs when bought
// during play: "a cost in victory points equal to HALF their points
// cost", rounded up (RULINGS.md).
func (st *State) vpCost(typ string) int { return (st.pointsCost(typ) + 1) / 2 }

// Restrictions are the period's limits on what an army may field, as
// scenario data ([rules.restrictions]); without the table everything is
// allowed.
type Restrictions struct {
	// NoGas: "Gas ... not allowed" (1914; "Gas does not become available
	// until mid 1915").
	NoGas bool `toml:"no_gas"`
	// Forbidden are classes no nation may field ("any aircraft except
	// observation and tanks are not allowed").
	Forbidden []Class `toml:"forbidden"`
	// Nations are further classes forbidden to a nation by its id
	// ("French troops are forbidden to have medium and heavy artillery").
	Nations map[string][]Class `toml:"nations"`
}

// forbids reports whether the restrictions forbid class c to nation.
func (r Restrictions) forbids(nation string, c Class) bool {
	return slices.Contains(r.Forbidden, c) || slices.Contains(r.Nations[nation], c)
}

// forbidden reports whether the scenario's period forbids nation to field
// units of class c (set-up and units bought with victory points).
func (st *State) forbidden(nation string, c Class) bool {
	return st.fixed.t.Restrictions.forbids(nation, c)
}

// forbiddenType says why a unit of type typ may not be fielded in this
// scenario (a refusal), nil when it may.
func (st *State) forbiddenType(typ string) *rules.Refusal {
	t := st.fixed.types[typ]
	c, ok := st.fixed.class[typ]
	if t == nil || !ok || !st.forbidden(t.Nation, c) {
		return nil
	}
	return refuse(RuleArmy, "%s may not field %s in this period", st.nationName(t.Nation), classNames[c])
}

// gasAllowed reports whether gas may be fired in this scenario.
func (st *State) gasAllowed() bool { return !st.fixed.t.Restrictions.NoGas }

func init() { tableChecks = append(tableChecks, checkRestrictions, checkArmy) }

// checkRestrictions refuses a restriction naming no class or nation, and a
// set-up or reinforcement unit the restrictions forbid.
func checkRestrictions(s *scenarios.Scenario, t *Tables) error {
	r := t.Restrictions
	for _, c := range r.Forbidden {
		if !validClass(c) {
			return s.RulesErrorf("rules.restrictions.forbidden", "class %q: want one of %v", c, Classes)
		}
	}
	for _, n := range sortedKeys(r.Nations) {
		if s.Counters.Nation(n) == nil {
			return s.RulesErrorf("rules.restrictions.nations."+n, "no nation %q in counters %s", n, s.Counters.ID)
		}
		for _, c := range r.Nations[n] {
			if !validClass(c) {
				return s.RulesErrorf("rules.restrictions.nations."+n, "class %q: want one of %v", c, Classes)
			}
		}
	}
	check := func(p *scenarios.Placement, what string) error {
		c, ok := t.Classes[p.Unit.ID]
		if !ok || !r.forbids(p.Unit.Nation, c) {
			return nil
		}
		nation := p.Unit.Nation
		if n := s.Counters.Nation(nation); n != nil {
			nation = n.Name
		}
		return s.RulesErrorf("rules.restrictions", "%s %s at %s is %s, which %s may not field in this period (%s)",
			what, p.Unit.Name, p.Where(), classNames[c], nation, RuleArmy)
	}
	for _, p := range s.Setup {
		if err := check(p, "set-up unit"); err != nil {
			return err
		}
	}
	for _, p := range s.Reinforcements {
		if err := check(&p.Placement, "reinforcement"); err != nil {
			return err
		}
	}
	return nil
}

// checkArmy refuses set-up units rated outside the seed's limits and,
// when the scenario has an army budget ([rules.army]), a set-up (reserve
// boxes included) that costs a side more than points_per_zone x frontage.
func checkArmy(s *scenarios.Scenario, t *Tables) error {
	a := t.Army
	if a.PointsPerZone < 0 || a.PointsPerZone > 1000 || a.Frontage < 0 || a.Frontage > 1000 {
		return s.RulesErrorf("rules.army", "points_per_zone %d, frontage %d: want 0 to 1000 each", a.PointsPerZone, a.Frontage)
	}
	for _, p := range s.Setup {
		u := p.Unit
		c, ok := t.Classes[u.ID]
		if !ok {
			continue // checkSetup names a type without a class
		}
		sp, mo, ex := printedValues(u)
		if mo < 1 || mo > maxRating || ex < 1 || ex > maxRating {
			return s.RulesErrorf("rules.army", "set-up unit %s at %s: morale %d, experience %d: \"These values must be rated between 1 (the worst) and 5\"", u.Name, p.Where(), mo, ex)
		}
		if regiment(c) && sp > maxStrength {
			return s.RulesErrorf("rules.army", "set-up unit %s at %s: strength %d: \"Unit may have a max strength value of 12\"", u.Name, p.Where(), sp)
		}
	}
	if a.PointsPerZone == 0 || a.Frontage == 0 {
		return nil
	}
	cost := setupCost(s, t)
	budget := a.PointsPerZone * a.Frontage
	for _, side := range Sides {
		if cost[side] > budget {
			name := side
			if sd := s.Counters.Side(side); sd != nil && sd.Name != "" {
				name = sd.Name
			}
			return s.RulesErrorf("rules.army", "the %s' set-up costs %d points, over their budget of %d (%d points per zone x %d zones of frontage) (%s)",
				name, cost[side], budget, a.PointsPerZone, a.Frontage, RuleArmy)
		}
	}
	return nil
}

// setupCost is each side's set-up cost in points (the army design's
// purchase, reserve boxes included).
func setupCost(s *scenarios.Scenario, t *Tables) map[string]int {
	out := map[string]int{}
	for _, p := range s.Setup {
		c, ok := t.Classes[p.Unit.ID]
		if !ok {
			continue
		}
		n, _ := pointsCost(p.Unit, c)
		if nat := s.Counters.Nation(p.Unit.Nation); nat != nil {
			out[nat.Side] += n * p.Count
		}
	}
	return out
}

// armyText words this game's army design: its budget (and what the
// set-up cost each side) and the restrictions of its period, one
// paragraph each.
func (st *State) armyText() string {
	var paras []string
	if a := st.fixed.t.Army; a.PointsPerZone > 0 && a.Frontage > 0 {
		cost := setupCost(st.fixed.s, &st.fixed.t)
		paras = append(paras, fmt.Sprintf("In this game each side may spend %d points per zone x %d zones of frontage = %d points; the set-up, reserves included, cost the %s %d and the %s %d.",
			a.PointsPerZone, a.Frontage, a.PointsPerZone*a.Frontage, st.sideName(Allies), cost[Allies], st.sideName(Central), cost[Central]))
	}
	r := st.fixed.t.Restrictions
	var forb []string
	for _, c := range r.Forbidden {
		forb = append(forb, classNames[c])
	}
	if len(forb) > 0 {
		paras = append(paras, fmt.Sprintf("Forbidden to every nation: %s.", strings.Join(forb, ", ")))
	}
	for _, n := range sortedKeys(r.Nations) {
		var cs []string
		for _, c := range r.Nations[n] {
			cs = append(cs, classNames[c])
		}
		paras = append(paras, fmt.Sprintf("Forbidden to %s: %s.", st.nationName(n), strings.Join(cs, ", ")))
	}
	return strings.Join(paras, "\n\n")
}

// pointsTable is the seed's "Points system".
func pointsTable() rules.RefTable {
	t := rules.RefTable{ID: TablePoints, Caption: "Points system", Columns: []string{"Units", "Cost"}}
	for _, c := range Classes {
		t.Rows = append(t.Rows, []string{classNames[c], pointsSystem[c].Quote})
	}
	t.Rows = append(t.Rows,
		[]string{"Gas", "Gas canisters (not artillery shells) cost 3 points."},
		[]string{"Shells", "Shells cost 1 point for every 6 points of shells"},
		[]string{"Luxuries", "Luxuries cost 1 point per unit of luxuries."})
	return t
}

// pricesTable is this game's unit types with their prices: points (worked)
// and victory points, and whether the period allows them.
func (st *State) pricesTable() rules.RefTable {
	t := rules.RefTable{ID: TablePrices, Caption: "Units of this game and their prices", Columns: []string{"Unit", "Class", "Points", "Victory points", "This period"}}
	for _, u := range st.fixed.s.Counters.Units {
		c, ok := st.fixed.class[u.ID]
		if !ok {
			continue
		}
		_, sum := pointsCost(u, c)
		allowed := "allowed"
		if st.forbidden(u.Nation, c) {
			allowed = "forbidden"
		}
		t.Rows = append(t.Rows, []string{rules.TypeName(u, 0), classNames[c], sum, fmt.Sprint(st.vpCost(u.ID)), allowed})
	}
	t.Notes = "Points: strength, experience and morale times the class's rates (morale-experience-strength as printed); victory points: half, rounded up."
	return t
}
