package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
)

// L168-176 as data: a nation at low morale with N armies in the dead
// pile, or every unit of some types there (the Draka's CF armies), and
// demoralised at low morale when the enemy holds its spaces, never when
// it never is (the Draka).
func TestMorale(t *testing.T) {
	const data = `[rules.morale.ru]
low = 1
demoralised_if = ["Kiev"]
[rules.morale.dr]
low_units = ["dr-army"]
never_demoralised = true
`
	st := stateWithRules(t, data)
	ctx := rules.NewContext(nil)
	if st.morale("ru") != "" || st.morale("dr") != "" || st.morale("tu") != "" {
		t.Fatalf("at the start: %q %q", st.morale("ru"), st.morale("dr"))
	}
	st.eliminate(ctx, unitAt(t, st, "ru-army", "Odessa"), "test", false)
	if got := st.morale("ru"); got != "low morale" {
		t.Fatalf("one Russian army in the dead pile: %q", got)
	}
	setCtl(st, "Kiev", CP)
	if got := st.morale("ru"); got != "demoralized" {
		t.Fatalf("and Kiev lost: %q", got)
	}
	// The Draka: one army of two in the dead pile is not enough; both are.
	st.eliminate(ctx, unitAt(t, st, "dr-army", "Cairo"), "test", false)
	if got := st.morale("dr"); got != "" {
		t.Fatalf("one Draka army: %q", got)
	}
	dr := unitAt(t, st, "dr-army", "ap-pool")
	st.eliminate(ctx, dr, "test", true)
	if got := st.morale("dr"); got != "low morale" {
		t.Fatalf("every Draka army: %q", got)
	}
	// Shown to both sides.
	for _, side := range Sides {
		var items []string
		for _, e := range st.View(side).Sides[AP] {
			if e.Key == "morale" {
				items = e.Items
			}
		}
		if !slices.Equal(items, []string{"Draka: low morale", "Russia: demoralized"}) {
			t.Fatalf("%s sees %q", side, items)
		}
	}
}
