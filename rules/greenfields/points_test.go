package greenfields

import (
	"os"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// bundledFile is the bundled 1914 scenario's source.
const bundledFile = "../../scenarios/data/greenfields-1914.toml"

// newBundled sets up the bundled scenario, its text edited by edit.
func newBundled(t *testing.T, edit func(string) string) (*State, error) {
	t.Helper()
	text, err := os.ReadFile(bundledFile)
	if err != nil {
		t.Fatal(err)
	}
	src := string(text)
	if edit != nil {
		src = edit(src)
	}
	s, err := scenarios.Load("greenfields-1914.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	st, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		return nil, err
	}
	return st.(*State), nil
}

// addSetup puts a [[setup]] of unit at cell before the [rules] table.
func addSetup(unit, at string) func(string) string {
	return func(src string) string {
		return strings.Replace(src, "\n[rules]\n", "\n[[setup]]\nunit = \""+unit+"\"\nat = \""+at+"\"\n\n[rules]\n", 1)
	}
}

// "Points system": each counter's cost worked by hand from its printed
// morale-experience-strength and the seed's rates.
func TestPointsCost(t *testing.T) {
	st := newTestState(t, nil)
	for _, c := range []struct {
		typ  string
		want int
	}{
		// Infantry: 1 per SP, 3 per experience, 2 per morale.
		{"bef-inf", 6 + 5*3 + 3*2},  // 3-5-6: 27
		{"ger-reg", 12 + 3*3 + 3*2}, // 3-3-12: 27
		{"ger-res", 12 + 2*3 + 3*2}, // 3-2-12: 24
		{"fr-inf", 12 + 1*3 + 5*2},  // 5-1-12: 25
		{"fr-col", 10 + 2*3 + 4*2},  // 4-2-10: 24
		// Cavalry, pioneers and sappers: 2 per SP.
		{"brit-cav", 4*2 + 3*3 + 4*2},       // 4-3-4: 25
		{"ger-cav", 6*2 + 2*3 + 4*2},        // 4-2-6: 26
		{"fr-cav", 6*2 + 1*3 + 5*2},         // 5-1-6: 25
		{"ger-pioneers", 6*2 + 3*3 + 3*2},   // 3-3-6: 27
		{"ger-sappers", 6*2 + 3*3 + 3*2},    // 27
		{"brit-bicycle", 6 + 3*3 + 3*2 + 3}, // infantry 21 + bicycles 1/2 x 6 = 24
		// Artillery: 1 per SP, 2 per morale, 3 per experience, plus 6/18/42.
		{"brit-fa", 9 + 4*2 + 3*3 + 6},  // 4-3-9: 32
		{"ger-fa", 9 + 2*2 + 3*3 + 6},   // 2-3-9: 28
		{"fr-fa", 12 + 4*2 + 2*3 + 6},   // 4-2-12: 32
		{"ger-ma", 9 + 3*2 + 3*3 + 18},  // 3-3-9: 42
		{"brit-ha", 9 + 3*2 + 3*3 + 42}, // 66
		// Armour: 3 per SP, 4 per experience, 2 per morale.
		{"brit-tank", 3*3 + 2*4 + 3*2}, // 3-2-3: 23
		{"brit-ac", 3*3 + 2*4 + 3*2},   // 23
		// Transport: 2 per strength point carried.
		{"brit-lorries", 6 * 2}, // 12
		// Air: 1/2/4/6 per SP, 3 per experience, 2 per morale.
		{"ger-obs", 1 + 1*3 + 3*2},        // 3-1-1: 10
		{"brit-ga", 2*2 + 2*3 + 3*2},      // 3-2-2: 16
		{"brit-fighter", 2*4 + 2*3 + 3*2}, // 20
		{"ger-bomber", 2*6 + 2*3 + 3*2},   // 24
		// Balloons: 2 per SP, 2 per experience and morale level.
		{"ger-balloon", 1*2 + 1*2 + 3*2}, // 10
	} {
		if got := st.pointsCost(c.typ); got != c.want {
			t.Errorf("%s costs %d points, want %d", c.typ, got, c.want)
		}
	}
	_, sum := pointsCost(st.fixed.types["brit-fa"], FieldArtillery)
	if sum != "9x1 + 3x3 + 4x2 + 6 = 32" {
		t.Errorf("the worked cost of British field artillery reads %q", sum)
	}
}

// "Military units can be acquired for a cost in victory points equal to
// HALF their points cost": halves rounded up (RULINGS.md).
func TestVPCost(t *testing.T) {
	st := newTestState(t, nil)
	for typ, want := range map[string]int{"bef-inf": 14, "ger-res": 12, "fr-inf": 13, "ger-cav": 13, "brit-ha": 33} {
		if got := st.vpCost(typ); got != want {
			t.Errorf("%s costs %d VP, want %d", typ, got, want)
		}
	}
}

// The bundled purchase: "a basic 30 points per zone of frontage", 16
// zones, 480 points a side. Allies: 4 BEF 108, British cavalry 25, 2
// British field artillery 64, British balloon 10, 5 French infantry 125, 2
// colonials 48, French cavalry 25, 2 French field artillery 64, French
// balloon 10 = 479. Germans: 8 regulars 216, 4 reserves 96, 2 cavalry 52,
// 3 field artillery 84, 2 balloons 20, an observation aircraft 10 = 478.
func TestBundledPurchase(t *testing.T) {
	st, err := newBundled(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	cost := setupCost(st.fixed.s, &st.fixed.t)
	if cost[Allies] != 479 || cost[Central] != 478 {
		t.Errorf("set-up costs %v, want allies 479, central 478", cost)
	}
	if a := st.fixed.t.Army; a.PointsPerZone*a.Frontage != 480 {
		t.Errorf("army %+v: want 30 x 16 = 480", a)
	}
	inBox := map[string]int{}
	for _, u := range st.Units {
		if u.Loc.InBox() {
			inBox[u.Side]++
		}
	}
	if inBox[Allies] != 2 || inBox[Central] != 2 {
		t.Errorf("units in the reserve boxes: %v, want 2 a side", inBox)
	}
	if st.gasAllowed() {
		t.Error("gas allowed in 1914")
	}
	for _, c := range []struct {
		nation string
		class  Class
		want   bool
	}{
		{"france", MediumArtillery, true}, {"france", HeavyArtillery, true}, {"germany", MediumArtillery, false},
		{"germany", Observation, false}, {"britain", Observation, true}, {"france", Observation, true},
		{"germany", Fighter, true}, {"britain", HeavyTank, true}, {"france", Balloon, false}, {"britain", FieldArtillery, false},
	} {
		if got := st.forbidden(c.nation, c.class); got != c.want {
			t.Errorf("forbidden(%s, %s) = %v, want %v", c.nation, c.class, got, c.want)
		}
	}
	// Without [rules.restrictions] nothing is forbidden.
	test := newTestState(t, nil)
	if !test.gasAllowed() || test.forbidden("france", HeavyArtillery) {
		t.Error("the test scenario has no restrictions, yet forbids gas or French heavy artillery")
	}
}

// A set-up over the budget is refused, naming the side, its cost and the
// budget: one more BEF regiment (27) takes the Allies to 506 of 480.
func TestBudgetRefused(t *testing.T) {
	_, err := newBundled(t, addSetup("bef-inf", "B2"))
	if err == nil {
		t.Fatal("an Allied set-up of 506 points was accepted")
	}
	for _, want := range []string{"greenfields-1914.toml:", "rules.army", "Allies", "506 points", "budget of 480", RuleArmy} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%v: does not say %q", err, want)
		}
	}
	// One more German balloon (10) is 488 for the Germans.
	_, err = newBundled(t, addSetup("ger-balloon", "U2"))
	if err == nil || !strings.Contains(err.Error(), "Germans' set-up costs 488 points") {
		t.Errorf("German set-up of 488: %v", err)
	}
}

// "For simple 1914 campaigns ... The Germans are the only nationality to
// field observation aircraft, and all other aircraft except balloons are
// forbidden"; "Gas, any aircraft except observation and tanks are not
// allowed."
func TestRestrictionsRefused(t *testing.T) {
	for _, c := range []struct{ unit, at, want string }{
		{"brit-obs", "B2", "British observation aircraft at B2 (greenfields-1914) is observation aircraft, which Britain may not field"},
		{"ger-fighter", "W2", "German fighters at W2 (greenfields-1914) is fighters, which Germany may not field"},
		{"brit-tank", "B2", "heavy tanks, which Britain may not field"},
	} {
		_, err := newBundled(t, func(src string) string {
			// Make room in the budget so only the restriction refuses.
			return addSetup(c.unit, c.at)(strings.Replace(src, "points_per_zone = 30", "points_per_zone = 40", 1))
		})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "rules.restrictions") {
			t.Errorf("%s at %s: %v, want ...%q...", c.unit, c.at, err, c.want)
		}
	}
}

// forbiddenType words the restriction for a refusal of a purchase.
func TestForbiddenType(t *testing.T) {
	st, err := newBundled(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	if rule, why := ruleReason(st.forbiddenType("brit-ma")); rule != "" || why != "" {
		t.Errorf("British medium artillery refused: %s / %s", rule, why)
	}
	if rule, why := ruleReason(st.forbiddenType("brit-obs")); rule != RuleArmy || why != "Britain may not field observation aircraft in this period" {
		t.Errorf("British observation aircraft: %s / %s", rule, why)
	}
}
