package counters

import (
	"fmt"
	"strings"
	"testing"
)

// The bundled counters of Out of Africa (rules/outofafrica/PLAN.md §5):
// every value the seed states, read from the seed's own words (lines of
// seed 004, "L87"). Values are combat-loss-move; a unit the seed says
// "flips to" has that second step, one "no flip" or "1 step" has one.

// oaSteps is unit id's steps as "5-3-4/4-2-4".
func oaSteps(t *testing.T, c *Catalogue, id string) string {
	t.Helper()
	u := c.Unit(id)
	if u == nil {
		t.Fatalf("no unit %q", id)
	}
	var out []string
	for _, s := range u.Steps {
		out = append(out, fmt.Sprintf("%d-%d-%d", s.Values["combat"], s.Values["loss"], s.Values["move"]))
		if s.Print != out[len(out)-1] {
			t.Errorf("%s prints %q, its values are %s", id, s.Print, out[len(out)-1])
		}
	}
	return strings.Join(out, "/")
}

func TestOutOfAfricaSeedValues(t *testing.T) {
	c, err := Builtin("out-of-africa")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		ids   []string
		steps string
		count int
		seed  string
	}{
		// The Draka roster, L85-101.
		{[]string{"dr-cfa-1", "dr-cfa-2", "dr-cfa-3"}, "5-3-4/4-2-4", 1, "L87 I, II & III CFA are all 5-3-4 that flip to (4-2-4)"},
		{[]string{"dr-cf-corps"}, "2-2-4/2-1-4", 6, "L89 x6 Citizen Force Corps (CF): all 2-2-4 that flip to a (2-1-4)"},
		{[]string{"dr-cmc"}, "3-2-5/2-2-5", 1, "L91 CMC: 3-2-5 that flips to a (2-2-5)"},
		{[]string{"dr-sd"}, "2-1-4/1-1-4", 1, "L93 SD: 2-1-4 that flips to (1-1-4)"},
		{[]string{"dr-ja-simba", "dr-ja-tantor", "dr-ja-cheetah", "dr-ja-rhino", "dr-ja-tull"}, "3-2-3/2-2-3", 1, "L97 x5 Janissary Armies ... all 3-2-3 that flip to (2-2-3)"},
		{[]string{"dr-kempf"}, "2-2-3/1-2-2", 1, "L99 Army Det. Kempf: 2-2-3 that flips to a (1-2-2)"},
		{[]string{"dr-j-corps"}, "1-1-4/0-1-4", 11, "L101 x11 Janissary Corps (J): all 1-1-4 that flip to a (0-1-4)"},
		// The other units whose values the seed gives.
		{[]string{"tu-army-1", "tu-army-2", "tu-army-3"}, "2-2-3/1-2-3", 1, "L35 1st, 2nd & 3rd Armies; all are 2-2-3 that flips to 1-2-3"},
		{[]string{"pr-corps"}, "1-1-2/0-1-2", 1, "L37 a Persian 1-1-2 (0-1-2 flipped) corps"},
		{[]string{"pr-levy"}, "0-1-2", 1, "L37 a 1 step 0-1-2 corps"},
		{[]string{"ro-gds-corps"}, "2-1-3/0-1-3", 1, "L55 the Gds Corps, a 2-1-3 (flip to a 0-1-3)"},
		{[]string{"hvc-corps"}, "2-1-3/1-1-3", 1, "L57 HVC, a 2-1-3 that flips to a 1-1-3"},
		{[]string{"us-marines"}, "2-2-4/2-1-4", 1, "L61 the US Marine Corps, a 2-2-4 that flips to a 2-1-4"},
		{[]string{"ak-asia-korps"}, "1-1-4/1-1-4", 1, "L142 an irreplaceable 1-1-4 corps (flips to a 1-1-4)"},
		{[]string{"ah-gg-corps"}, "1-2-3/1-1-3", 1, "L144 an irreplaceable 1-2-3 unit that flips to a 1-1-3"},
		{[]string{"ge-pz-korps"}, "2-1-2/1-1-2", 1, "L146 a 2-1-2 Tank (Panzer) Corps unit (flip to a 1-1-2)"},
		{[]string{"cm-commune"}, "3-2-0/2-2-0", 1, "L554 a 3-2-0 corps that flips to a 2-2-0"},
		{[]string{"al-bashi-bazouk"}, "1-1-3/1-1-3", 1, "L576 a 1-1-3 corps that flips to a 1-1-3"},
		{[]string{"it-blackshirt"}, "2-1-3/1-1-3", 1, "L580 a 2-1-3 that flips to a 1-1-3"},
		{[]string{"ku-corps"}, "1-1-2", 3, "L582 one 1-1-2 Kurdish corps unit (no flip) each in Kirkuk, Dilman and Diyarbakir"},
		{[]string{"us-republican-guard"}, "5-3-3/4-3-3", 1, "L617 USA Republican Guard Army (5-3-3 that flips to a 4-3-3)"},
		{[]string{"ge-hl-corps"}, "2-1-4/1-1-4", 1, "L667 an extra 2-1-4 Corps (the flipped side is Sandtable's, OA-44)"},
		{[]string{"br-rad"}, "3-3-2/2-2-2", 1, "L679 a 3-3-2 that flips to a 2-2-2"},
		{[]string{"ru-biscoff"}, "2-2-2/1-2-2", 1, "L696 a 2-2-2 that flips to a 1-2-2"},
		{[]string{"ua-corps"}, "1-1-3/1-1-3", 1, "L698 a 1-1-3 corps that flips to a 1-1-3"},
	} {
		for _, id := range tc.ids {
			if got := oaSteps(t, c, id); got != tc.steps {
				t.Errorf("%s: %s, want %s (%s)", id, got, tc.steps, tc.seed)
			}
			if n := c.Unit(id).Count; n != tc.count {
				t.Errorf("%s: count %d, want %d (%s)", id, n, tc.count, tc.seed)
			}
		}
	}
	// L85 "Total 11 units" of the Citizen Force, L95 "Total 17 units" of
	// Janissaries: 28 Draka counters in all.
	draka := 0
	for _, u := range c.Units {
		if u.Nation == "dr" {
			draka += u.Count
		}
	}
	if draka != 11+17 {
		t.Errorf("%d Draka counters, want 28 (11 CF, 17 J)", draka)
	}
	// A Russian corps is "a 1-1-3 RU Corps" (L696) at full strength.
	if got := oaSteps(t, c, "ru-corps"); !strings.HasPrefix(got, "1-1-3/") {
		t.Errorf("ru-corps: %s, want full strength 1-1-3 (L696)", got)
	}
}

// The seed's units "not used in this scenario" (L47, L51, L65, L168) are
// not in the counters at all, under any name: the British MEF, NE Army,
// 4th Army, MEF conv. Corps, BR/IT 10th Army, CND corps, SPR and
// Dunsterforce; the French North African Corps and the FR/IT 12th Army;
// "no 10th & 12th Italian/Allied armies since Italy is CP" (the mixed
// ones; a French 10th Army of 1914-15 is another army).
func TestOutOfAfricaUnusedUnits(t *testing.T) {
	c, err := Builtin("out-of-africa")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"br-army-4", "br-army-10", "it-army-10", "it-army-12", "fr-army-12", "br-army-12"} {
		if c.Unit(id) != nil {
			t.Errorf("unit %s exists", id)
		}
	}
	for _, u := range c.Units {
		for _, gone := range []string{"MEF", "NE Army", "Canad", "CND", "South Persian", "SPR", "Dunster", "North Africa"} {
			if strings.Contains(u.Name, gone) || strings.Contains(strings.ToUpper(u.ID), strings.ToUpper(gone)) {
				t.Errorf("unit %s (%s) is %q, which the seed does not use", u.ID, u.Name, gone)
			}
		}
		if u.Nation == "it" && (strings.Contains(u.Name, "10th") || strings.Contains(u.Name, "12th")) {
			t.Errorf("unit %s (%s): no Italian 10th or 12th Army (L168)", u.ID, u.Name)
		}
	}
}
