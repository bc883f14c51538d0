package outofafrica

import (
	"sandtable/rules"
	"slices"
	"testing"
)

// TestJanissaryZone works the zone out by hand on lane 4's test map (L137):
//   - the Near East: the 19 spaces with neareast 1 or 2 (Constantinople to
//     Upper Egypt, Erzurum and Kars);
//   - the Balkans ([rules] balkans: Serbia, Greece, Bulgaria, Romania):
//     Belgrade, Nis, Salonika, Sofia, Ploesti;
//   - A-H within 3 of Belgrade or Ploesti: Budapest and Sarajevo (1),
//     Trieste (2), Laibach (3); Villach is 4, Innsbruck 5;
//   - Russia and A-H within 5 of Odessa: Kiev 1, Rovno 2, Lutsk 3, Brest 4,
//     Minsk 5 (Smolensk 6), and Villach (Kiev, Budapest, Trieste, Laibach,
//     Villach: 5); Innsbruck is 6. The sea lane Odessa-Constantinople does
//     not count.
//
// Venice (Italy) and Munich (Germany) are forbidden; Adrianople is
// European Turkey, in no Balkans region of this scenario.
func TestJanissaryZone(t *testing.T) {
	st := stateOf(t, lane4Scenario)
	want := []string{"Trieste", "Budapest", "Kiev", "Odessa", "Sarajevo", "Belgrade", "Nis", "Salonika",
		"Constantinople", "Adana", "Damascus", "Baghdad", "Basra", "Jerusalem", "Amman", "Gaza", "Beersheba", "Aqaba",
		"Arabia", "Medina", "Sinai", "Port Said", "Alexandria", "Cairo", "Upper Egypt",
		"Laibach", "Villach", "Ploesti", "Sofia", "Rovno", "Lutsk", "Brest", "Minsk", "Erzurum", "Kars"}
	var got []string
	for _, sp := range st.Spaces() {
		if st.inZone(sp) {
			got = append(got, sp)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("zone %v,\nwant %v", got, want)
	}
	// The overlay shows exactly the zone, and the forbidden spaces pale.
	o := st.Overlays(AP)
	i := slices.IndexFunc(o, func(o rules.Overlay) bool { return o.ID == OverlayZone })
	if i < 0 {
		t.Fatal("no Janissary Zone overlay")
	}
	var zone, pale []string
	for _, c := range o[i].Cells {
		if c.Light {
			pale = append(pale, c.Cell)
		} else {
			zone = append(zone, c.Cell)
		}
	}
	if !slices.Equal(zone, want) || !slices.Equal(pale, []string{"Venice", "Munich"}) {
		t.Errorf("overlay zone %v, pale %v", zone, pale)
	}
	if o[i].Meaning != "Janissaries may operate here (SSR 4)" {
		t.Errorf("legend %q", o[i].Meaning)
	}
}

// TestJanissaryMoves: a J corps (3 MP) in Laibach may go to Villach (in
// the zone by Odessa's reach) but not to Innsbruck (outside it), and, with
// Trieste and Venice empty, never into Venice, Italy, refused by name.
func TestJanissaryMoves(t *testing.T) {
	st := opsState(t, AP, 1)
	emptySpace(st, "Trieste")
	emptySpace(st, "Venice")
	j := put(t, st, "dr-j-corps", "Laibach")
	act(t, st, "Laibach", UseMove)
	// Laibach's neighbours are Trieste and Villach; beyond Trieste, Budapest
	// and Sarajevo hold enemy units and Venice is Italy; beyond Villach,
	// Innsbruck is outside the zone.
	if got := st.destinations(j); !slices.Equal(got, []string{"Trieste", "Villach"}) {
		t.Errorf("destinations %v, want [Trieste Villach]", got)
	}
	wantRefused(t, st, moveAction(st, j, "Innsbruck"), RuleJanissaryZone, "may only operate in the Janissary Zone, and may not enter Innsbruck")
	wantRefused(t, st, moveAction(st, j, "Venice"), RuleJanissaryZone, "Draka Janissary units may never enter Italy (Venice)")
	// Attacking out of the zone is operating there too (ruling OA-21).
	if r := mayEnter(st, j, "Laibach", "Innsbruck", MotionAttack); r == nil || r.Rule != RuleJanissaryZone {
		t.Errorf("attack into Innsbruck: %v, want refused by the zone", r)
	}
}

// TestSDCorps: "the Draka SD Corps is restricted to the Janissary Zone":
// from Nis it may go to Salonika (Greece, the Balkans), and from Villach
// not to Innsbruck.
func TestSDCorps(t *testing.T) {
	st := opsState(t, AP, 2)
	sd := put(t, st, "dr-sd-corps", "Nis")
	act(t, st, "Nis", UseMove)
	applyChecked(t, st, moveAction(st, sd, "Salonika"))
	st = opsState(t, AP, 2)
	sd = put(t, st, "dr-sd-corps", "Villach")
	act(t, st, "Villach", UseMove)
	wantRefused(t, st, moveAction(st, sd, "Innsbruck"), RuleJanissaryZone, "may only operate in the Janissary Zone")
}

// TestCFOutsideTheZone: "Up to 1 Draka CF Army and 3 CF corps (or just 4
// CF corps) may operate outside the Janissary Zone" (ruling OA-22: armies
// at most 1, units at most 4). With a CF army and 2 CF corps in Munich
// (outside), a third CF corps may leave Laibach for Innsbruck (4 units),
// a fourth may not (5), nor a second CF army.
func TestCFOutsideTheZone(t *testing.T) {
	st := opsState(t, AP, 1)
	put(t, st, "dr-army", "Munich")
	put(t, st, "dr-corps", "Munich")
	put(t, st, "dr-corps", "Munich")
	var corps []int
	for _, i := range st.At("Sinai") {
		st.Units[i].Loc = st.Loc("Laibach")
		corps = append(corps, i)
	}
	army := put(t, st, "dr-army", "Laibach")
	act(t, st, "Laibach", UseMove)
	wantRefused(t, st, moveAction(st, army, "Innsbruck"), RuleJanissaryZone, "only 1 Draka CF army may operate outside the Janissary Zone")
	applyChecked(t, st, moveAction(st, corps[0], "Innsbruck"))
	wantRefused(t, st, moveAction(st, corps[1], "Innsbruck"), RuleJanissaryZone, "only 4 Draka CF units may operate outside the Janissary Zone, and 4 are there already")
	// Inside the zone they go freely.
	applyChecked(t, st, moveAction(st, corps[1], "Villach"))
}
