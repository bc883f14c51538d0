package scenarios

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"
)

// The bundled scenario of Out of Africa (rules/outofafrica/PLAN.md §5):
// its set-up against the seed's own sentences (lines of seed 004, "L25"),
// worked out by hand from the seed. A unit in parentheses starts reduced
// (ruling OA-1; L105 "Both armies start flipped").

// oaWhere is where a placement puts its units, as the tables below write
// it: a space label, or "box ID"; "(reduced)" after a unit not at full
// strength.
func oaWhere(p *Placement) string {
	w := ""
	if p.Box != nil {
		w = "box " + p.Box.ID
	} else {
		w = p.Map.Label(p.Cell)
	}
	if p.Step > 0 {
		w += " (reduced)"
	}
	return w
}

// oaSeedSetup is the seed's set-up of the nations it gives in full, one
// entry per counter, "unit @ where".
var oaSeedSetup = map[string][]string{
	// L25: "GE: (7th Army) Frankfurt, 6th Army Strasbourg, 1st & 2nd Armies
	// Aachen, 3rd & 4th Armies Koblenz, 5th Army & 1 corps at Trench 1 Metz,
	// 8th Army at Trench 1 Intersburg, 1 corps at Trench 1 Konigsberg, (1
	// corps) each in Oppeln and Bremen, 7 corps in the Reserve Box."
	"ge": append([]string{
		"ge-army-7 @ Frankfurt (reduced)", "ge-army-6 @ Strasbourg", "ge-army-1 @ Aachen", "ge-army-2 @ Aachen",
		"ge-army-3 @ Koblenz", "ge-army-4 @ Koblenz", "ge-army-5 @ Metz", "ge-corps @ Metz", "ge-army-8 @ Insterburg",
		"ge-corps @ Konigsberg", "ge-corps @ Oppeln (reduced)", "ge-corps @ Bremen (reduced)",
	}, oaTimes(7, "ge-corps @ box cp-reserve")...),
	// L29: "1st Army at Trench 1 Mulhouse, 2nd & 3rd Armies at Trench 1
	// Turin, (4th Army) Rome ... 1 corps at Trench 1 each Genoa and Naples, 1
	// corps Tarento, Trench 1 Verona, 4 corps in the Reserve Box."
	"it": append([]string{
		"it-army-1 @ Mulhouse", "it-army-2 @ Turin", "it-army-3 @ Turin", "it-army-4 @ Rome (reduced)",
		"it-corps @ Genoa", "it-corps @ Naples", "it-corps @ Taranto",
	}, oaTimes(4, "it-corps @ box cp-reserve")...),
	// L35: "1st Army ... Constantinople, 1 corps at Trench 1 each Gallopoli
	// and Balikesir, 1 corps at Trench 1 and a Level 2 fortress Ankara, 1
	// corps at Trench 1 Adana. 1 corps each at Damascus, Medina, Mosul, Rize,
	// Erzerum and Van. 1 corps at Trench 1 Beersheba, 2nd Army at Trench 1
	// Gaza, (3rd Army) at Trench 1 Baghdad ... 3 Turkish corps start in the
	// Reserve Box."
	"tu": append([]string{
		"tu-army-1 @ Constantinople", "tu-corps @ Gallipoli", "tu-corps @ Balikesir", "tu-corps @ Ankara",
		"tu-corps @ Adana", "tu-corps @ Damascus", "tu-corps @ Medina", "tu-corps @ Mosul", "tu-corps @ Rize",
		"tu-corps @ Erzerum", "tu-corps @ Van", "tu-corps @ Beersheba", "tu-army-2 @ Gaza",
		"tu-army-3 @ Baghdad (reduced)",
	}, oaTimes(3, "tu-corps @ box cp-reserve")...),
	// L37: "a Persian 1-1-2 (0-1-2 flipped) corps in Hamadan and a 1 step
	// 0-1-2 corps in Kermanshah".
	"pr": {"pr-corps @ Hamadan", "pr-levy @ Kermanshah"},
	// L51: "(9th Army) at Trench 1 Nice, 8th Army Det. at Trench 1 Grenoble,
	// 2 corps at Trench 1 Belfort, 4th & 5th Armies at Trench 1 Nancy, 2nd &
	// 3rd Armies at Trench 1 Verdun, 1st Army and 1 corps at Trench 1 Sedan,
	// (6th Army) at Trench 1 Cambrai, Trench 1 Paris. 7 corps start in the
	// Reserve Box."
	"fr": append([]string{
		"fr-army-9 @ Nice (reduced)", "fr-det-8 @ Grenoble", "fr-corps @ Belfort", "fr-corps @ Belfort",
		"fr-army-4 @ Nancy", "fr-army-5 @ Nancy", "fr-army-2 @ Verdun", "fr-army-3 @ Verdun",
		"fr-army-1 @ Sedan", "fr-corps @ Sedan", "fr-army-6 @ Cambrai (reduced)",
	}, oaTimes(7, "fr-corps @ box ap-reserve")...),
	// L47: "BEF and 1 corps in Brussels, 1 corps in London, 1 corps and BEF
	// corps in Reserve Box. No British setup in the Near East".
	"br": {"br-bef @ Brussels", "br-corps @ Brussels", "br-corps @ London", "br-corps @ box ap-reserve", "br-bef-corps @ box ap-reserve"},
	// L105-115: "Both armies start flipped, but all corps are at full
	// strength. Basra: 1 J Corps, Trench 1. Port Said: 1 J Corps, Trench 1.
	// Cairo: (Simba J Army), Trench 1. Alexandria: (I CF Army). Reserve Box:
	// 1 CF Corps, SD Corps, 2 J Corps."
	"dr": {
		"dr-j-corps @ Basra", "dr-j-corps @ Port Said", "dr-ja-simba @ Cairo (reduced)", "dr-cfa-1 @ Alexandria (reduced)",
		"dr-cf-corps @ box ap-reserve", "dr-sd @ box ap-reserve", "dr-j-corps @ box ap-reserve", "dr-j-corps @ box ap-reserve",
	},
}

func oaTimes(n int, s string) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}

// oaPool reports whether p waits in a force pool (not yet in play).
func oaPool(p *Placement) bool { return p.Box != nil && strings.HasSuffix(p.Box.ID, "-pool") }

func TestOutOfAfricaSetupMatchesSeed(t *testing.T) {
	s, err := Builtin("out-of-africa")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for _, p := range s.Setup {
		if _, ok := oaSeedSetup[p.Unit.Nation]; !ok || oaPool(p) {
			continue
		}
		for range p.Count {
			got[p.Unit.Nation] = append(got[p.Unit.Nation], p.Unit.ID+" @ "+oaWhere(p))
		}
	}
	for nation, want := range oaSeedSetup {
		want = slices.Clone(want)
		sort.Strings(want)
		g := got[nation]
		sort.Strings(g)
		if !slices.Equal(g, want) {
			t.Errorf("%s set-up:\n got %q\nwant %q", nation, g, want)
		}
	}
}

// The seed's changes to the set-ups it otherwise leaves to the base game
// (L23, L45, L55) and the entry set-up it gives for Bulgaria (L39).
func TestOutOfAfricaSeedChanges(t *testing.T) {
	s, err := Builtin("out-of-africa")
	if err != nil {
		t.Fatal(err)
	}
	at := map[string][]string{} // where -> unit ids
	notes := map[string][]string{}
	for _, p := range s.Setup {
		for range p.Count {
			at[oaWhere(p)] = append(at[oaWhere(p)], p.Unit.ID)
			notes[p.Unit.ID] = append(notes[p.Unit.ID], p.Note)
		}
	}
	// L23: "place a Trench 1 in Tarnopol. The corps that starts the game in
	// Villach is instead in the Reserve Box."
	if len(at["Villach"]) != 0 {
		t.Errorf("units in Villach: %v (its corps starts in the Reserve Box)", at["Villach"])
	}
	if !slices.Contains(at["box cp-reserve"], "ah-corps") {
		t.Errorf("no A-H corps in the CP Reserve Box: %v", at["box cp-reserve"])
	}
	// L45: "add to force pool 1 Serb Corps which sets up in Nis".
	if !slices.Contains(at["Nis"], "sb-corps") {
		t.Errorf("Nis holds %v, want a Serbian corps", at["Nis"])
	}
	// L47, L49, L135: no British or Empire unit in the Near East, Draka and
	// Russians the only Allies there; L49 adds trenches only.
	for w, ids := range at {
		if slices.Contains([]string{"Basra", "Port Said", "Cairo", "Alexandria"}, w) {
			for _, id := range ids {
				if !strings.HasPrefix(id, "dr-") {
					t.Errorf("%s in %s: only the Draka set up in Egypt and Basra", id, w)
				}
			}
		}
	}
	// L39: "1st Army with 1 corps at Trench 1 and a Level 1 fortress in
	// Sofia, 1 corps each in Strumitsa, Monastir, Plevna and Varna, 1 corps
	// in the Reserve box", on entry: the force pool, with the places in the
	// notes.
	if !strings.Contains(strings.Join(notes["bu-army-1"], "|"), "Sofia") {
		t.Errorf("Bulgarian 1st Army notes %q: want its entry in Sofia", notes["bu-army-1"])
	}
	bu := strings.Join(notes["bu-corps"], "|")
	for _, place := range []string{"Sofia", "Strumitsa", "Monastir", "Plevna", "Varna", "Reserve Box"} {
		if !strings.Contains(bu, place) {
			t.Errorf("Bulgarian corps notes %q: none for %s", notes["bu-corps"], place)
		}
	}
	// L55: the Guards "take the place of a corps in Bucharest ... The
	// removed corps starts in the Allied Reserve Box."
	if n := strings.Join(notes["ro-gds-corps"], "|"); !strings.Contains(n, "Bucharest") {
		t.Errorf("Romanian Guards note %q: want Bucharest", n)
	}
	if n := strings.Join(notes["ro-corps"], "|"); !strings.Contains(n, "Allied Reserve Box") {
		t.Errorf("Romanian corps notes %q: want one for the Allied Reserve Box", n)
	}
}

// Every counter of the mix is set up exactly once (on the map, in a Reserve
// Box or in a force pool), and every unit waiting in a force pool says
// what brings it into play.
func TestOutOfAfricaWholeMix(t *testing.T) {
	s, err := Builtin("out-of-africa")
	if err != nil {
		t.Fatal(err)
	}
	placed := map[string]int{}
	for _, p := range s.Setup {
		placed[p.Unit.ID] += p.Count
		if oaPool(p) && p.Note == "" {
			t.Errorf("%s in %s: no note saying what brings it", p.Unit.ID, p.Box.ID)
		}
	}
	var wrong []string
	for _, u := range s.Counters.Units {
		if placed[u.ID] != u.Count {
			wrong = append(wrong, fmt.Sprintf("%s: %d set up of %d", u.ID, placed[u.ID], u.Count))
		}
	}
	if len(wrong) > 0 {
		t.Error(strings.Join(wrong, "\n"))
	}
	if s.Turns.Count() != 22 || s.Turns.Names[15] != "Winter 1917/18" || s.Turns.Names[16] != "Spring 1918" || s.Turns.Names[21] != "Summer 1919" {
		t.Errorf("turns %q: want 22, turn 16 Winter 1917/18, 17 Spring 1918 (L125), 22 Summer 1919 (L617)", s.Turns.Names)
	}
}
