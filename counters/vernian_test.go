package counters

import (
	"fmt"
	"strings"
	"testing"
)

// TestVernianCatalogue checks the order of battle of "20,000 Leagues under
// the Trenches" unit type by unit type: counts, reinforcement codes and
// printed factors.
func TestVernianCatalogue(t *testing.T) {
	c, err := Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.Summary(), `counters "20,000 Leagues under the Trenches" (2 sides, 5 nations, 63 unit types, 250 counters, 5 markers)`; got != want {
		t.Errorf("Summary = %s, want %s", got, want)
	}
	var sides []string
	for _, s := range c.Sides {
		sides = append(sides, s.ID+"="+s.Name)
	}
	if got := strings.Join(sides, " "); got != "germans=Germans allies=Allies" {
		t.Errorf("sides = %s", got)
	}
	var nations []string
	for _, n := range c.Nations {
		nations = append(nations, n.ID+"/"+n.Side)
	}
	if got := strings.Join(nations, " "); got != "germany/germans france/allies britain/allies belgium/allies usa/allies" {
		t.Errorf("nations = %s", got)
	}

	const (
		inf4   = "4-4-4 2-2-4"
		inf3   = "3-3-4 2-2-4"
		hq13   = "1-3"
		hq03   = "0-3"
		noCode = ""
	)
	units := []struct {
		id, nation, kind, code string
		count                  int
		prints                 string // the steps' prints, space-separated
	}{
		{"ger-inf", "germany", "infantry", noCode, 18, inf4},
		{"ger-inf-b", "germany", "infantry", "B", 6, inf4},
		{"ger-inf-k", "germany", "infantry", "K", 4, inf4},
		{"ger-inf-c", "germany", "infantry", "C", 2, inf4},
		{"ger-inf-d", "germany", "infantry", "D", 2, inf4},
		{"ger-inf-e", "germany", "infantry", "E", 2, inf4},
		{"ger-inf-f", "germany", "infantry", "F", 2, inf4},
		{"ger-inf-g", "germany", "infantry", "G", 2, inf4},
		{"ger-inf-i", "germany", "infantry", "I", 5, inf4},
		{"ger-inf-j", "germany", "infantry", "J", 5, inf4},
		{"ger-inf-o", "germany", "infantry", "O", 5, inf4},
		{"ger-inf-y", "germany", "infantry", noCode, 8, "3-3-4"},
		{"ger-crack", "germany", "infantry", noCode, 8, "5-3-5"},
		{"ger-cav", "germany", "cavalry", noCode, 3, "2-2-6"},
		{"ger-hq-22", "germany", "hq", noCode, 1, "2-2"},
		{"ger-hq-13", "germany", "hq", noCode, 2, hq13},
		{"ger-hq-03", "germany", "hq", noCode, 1, hq03},
		{"ger-hq-b", "germany", "hq", "B", 1, hq13},
		{"ger-hq-ijo", "germany", "hq", "I", 3, hq03},
		{"ger-fort", "germany", "fortress", noCode, 2, "0-3-0"},
		{"ger-tank", "germany", "tank", noCode, 6, "T"},
		{"ger-zep-3", "germany", "zeppelin", noCode, 10, "0-3-3"},
		{"ger-zep-4", "germany", "zeppelin", noCode, 7, "0-3-4"},
		{"ger-zep-6", "germany", "zeppelin", noCode, 11, "0-3-6"},
		{"ger-zep-3i", "germany", "zeppelin", noCode, 10, "0-3-6"}, // improved sides: RULINGS.md
		{"ger-zep-4i", "germany", "zeppelin", noCode, 7, "0-3-6"},
		{"ger-flyer-f", "germany", "flyer", noCode, 4, "F"},

		{"fra-inf", "france", "infantry", noCode, 18, inf3},
		{"fra-inf-g", "france", "infantry", "G", 3, inf3},
		{"fra-inf-h", "france", "infantry", "H", 3, inf3},
		{"fra-inf-a", "france", "infantry", "A", 2, inf3},
		{"fra-inf-b", "france", "infantry", "B", 2, inf3},
		{"fra-inf-c", "france", "infantry", "C", 2, inf3},
		{"fra-inf-d", "france", "infantry", "D", 1, inf3},
		{"fra-inf-e", "france", "infantry", "E", 1, inf3},
		{"fra-inf-f", "france", "infantry", "F", 1, inf3},
		{"fra-cav", "france", "cavalry", noCode, 3, "2-2-6"},
		{"fra-hq-13", "france", "hq", noCode, 2, hq13},
		{"fra-hq-22", "france", "hq", noCode, 1, "2-2"},
		{"fra-hq-03", "france", "hq", noCode, 1, hq03},
		{"fra-fort", "france", "fortress", noCode, 5, "0-3-0"},
		{"fra-afb", "france", "armor", "C", 1, "AFB"},
		{"fra-flyer-f", "france", "flyer", noCode, 1, "F"},

		{"bri-inf-a", "britain", "infantry", "A", 1, inf3},
		{"bri-inf-h", "britain", "infantry", "H", 2, inf3},
		{"bri-inf-i", "britain", "infantry", "I", 1, inf3},
		{"bri-inf-j", "britain", "infantry", "J", 1, inf3},
		{"bri-inf-k", "britain", "infantry", "K", 6, inf3},
		{"bri-hq-h", "britain", "hq", "H", 1, hq13},
		{"bri-hq-k", "britain", "hq", "K", 1, hq13},
		{"bri-tank", "britain", "tank", noCode, 10, "T"},
		{"bri-flyer-f", "britain", "flyer", noCode, 9, "F"},
		{"bri-flyer-cs", "britain", "flyer", noCode, 6, "CS"},
		{"bri-flyer-b", "britain", "flyer", noCode, 4, "B"},

		{"bel-inf", "belgium", "infantry", noCode, 7, "2-3-4 1-2-4"},
		{"bel-hq", "belgium", "hq", noCode, 1, hq03},
		{"bel-fort", "belgium", "fortress", noCode, 2, "0-4-0"},

		{"usa-inf-3", "usa", "infantry", "+3", 2, inf4},
		{"usa-inf-4", "usa", "infantry", "+4", 2, inf4},
		{"usa-hq-4", "usa", "hq", "+4", 1, hq13},
		{"usa-inf-5", "usa", "infantry", "+5", 3, inf4},
		{"usa-inf-6", "usa", "infantry", "+6", 3, inf4},
		{"usa-inf-7", "usa", "infantry", "+7", 3, inf4},
	}
	if len(units) != len(c.Units) {
		t.Errorf("catalogue has %d unit types, the table %d", len(c.Units), len(units))
	}
	for i, want := range units {
		t.Run(want.id, func(t *testing.T) {
			u := c.Unit(want.id)
			if u == nil {
				t.Fatalf("no unit %s", want.id)
			}
			if i < len(c.Units) && c.Units[i] != u {
				t.Errorf("unit type %d is %s, want %s (file order)", i, c.Units[i].ID, want.id)
			}
			var prints []string
			for _, s := range u.Steps {
				prints = append(prints, s.Print)
			}
			got := fmt.Sprintf("%s %s code=%q count=%d prints=%q",
				u.Nation, u.Kind, u.Code, u.Count, strings.Join(prints, " "))
			wantS := fmt.Sprintf("%s %s code=%q count=%d prints=%q",
				want.nation, want.kind, want.code, want.count, want.prints)
			if got != wantS {
				t.Errorf("got  %s\nwant %s", got, wantS)
			}
			if u.Name == "" || u.Name == u.ID {
				t.Errorf("no readable name: %q", u.Name)
			}
		})
	}

	// Values behind the prints that are not derived from them.
	values := map[string]string{
		"ger-hq-22":   "dice=2 kill=2 move=3",
		"ger-hq-ijo":  "dice=0 kill=3 move=3",
		"usa-hq-4":    "dice=1 kill=3 move=3",
		"ger-zep-6":   "attack=0 base=3 sortie=6",
		"ger-tank":    "move=4",
		"bri-flyer-b": "move=6",
		"fra-afb":     "move=1",
	}
	for id, want := range values {
		s := c.Unit(id).Steps[0]
		var got []string
		for _, k := range sortedKeys(s.Values) {
			got = append(got, fmt.Sprintf("%s=%d", k, s.Values[k]))
		}
		if strings.Join(got, " ") != want {
			t.Errorf("%s values = %v, want %s", id, got, want)
		}
	}

	// Counters per nation and code, as the reinforcement schedule uses them.
	perCode := map[string]int{}
	for _, u := range c.Units {
		perCode[u.Nation+" "+u.Code] += u.Count
	}
	for key, want := range map[string]int{
		"germany ":  18 + 8 + 8 + 3 + 1 + 2 + 1 + 2 + 6 + 10 + 7 + 11 + 10 + 7 + 4, // the improved Zeppelins are the 0-3-3s' and 0-3-4s' backs
		"germany B": 7, "germany I": 8, "germany J": 5, "germany O": 5, "germany K": 4,
		"france ": 18 + 3 + 2 + 1 + 1 + 5 + 1, "france C": 3, "france G": 3, "france H": 3,
		"britain K": 7, "britain H": 3, "britain ": 10 + 9 + 6 + 4,
		"usa +4": 3, "usa +7": 3,
	} {
		if got := perCode[key]; got != want {
			t.Errorf("%q: %d counters, want %d", key, got, want)
		}
	}

	if y := c.Unit("ger-inf-y"); y.Stripe == nil || y.Back != "Crack Troops" {
		t.Errorf("ger-inf-y = %+v, want a yellow stripe and Crack Troops on the back", y)
	}
	if crack := c.Unit("ger-crack"); crack.Stripe != nil || crack.Name != "Crack Troops (Order of the Pickelhaube)" {
		t.Errorf("ger-crack = %+v", crack)
	}
	var markers []string
	for _, m := range c.Markers {
		markers = append(markers, m.ID+"/"+m.Kind+"/"+m.Text)
	}
	if got, want := strings.Join(markers, " "), "storm/storm/Storm generator/other/VdG out-of-supply/out_of_supply/OoS defense-supply/supply/DS tunnel-sealed/other/Sealed"; got != want {
		t.Errorf("markers = %s\nwant %s", got, want)
	}
	if g := c.Marker("generator"); g.Name != "Van der Graaf Generator" {
		t.Errorf("generator = %+v", g)
	}
}
