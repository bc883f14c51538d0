package vernian

import (
	"slices"
	"testing"
)

// 000 Reinforcement Schedule: "Germans receive five 0-3-3 Zeppelins, in
// Germany"; German flyers too. Each lands in a German-controlled hex of
// Germany that is a legal base, 5 Zeppelins (5 flyers) per hex at most.
func TestAirArrivalsGerman(t *testing.T) {
	st := airFresh(t, nil, PhaseGerNewUnits)
	z := add(t, st, "ger-zep-3", "box:german-available")
	f := add(t, st, "ger-flyer-f", "box:german-available")
	for _, id := range []string{z, f} {
		got := destTexts(st, Germans, id)
		if len(got) == 0 {
			t.Fatalf("%s may go nowhere", id)
		}
		for _, h := range got {
			l := loc(t, st, h)
			if !inRegion(st.mapOf(l), l.Cell, []string{"germany"}) || st.Control.Of(st.mapOf(l), l.Cell) != Germans {
				t.Errorf("%s may arrive at %s, not a German-controlled hex of Germany", id, h)
			}
		}
	}
	wantRefused(t, st, act(Germans, "move", z, "W0505"), RuleNewUnits, "in Germany")
	for range 5 {
		add(t, st, "ger-zep-4", "W0703")
	}
	wantRefused(t, st, act(Germans, "move", z, "W0703"), RuleZeppelins, "5 Zeppelins per hex")
	wantLegal(t, st, act(Germans, "move", f, "W0703"))
	do(t, st, act(Germans, "move", z, "W0803"), nil)
	if got := where(t, st, z); got != "W0803" {
		t.Errorf("the Zeppelin is at %s", got)
	}
}

// Allied flyers arrive in Paris or London (as at set-up: "a Type "F"
// (interceptor) ether flyer in Paris", "one "F" type ... in London"); when
// neither is a legal base, in a friendly French or English city that is
// one (RULINGS.md).
func TestAirArrivalsAllied(t *testing.T) {
	st := airFresh(t, nil, PhaseAllNewUnits)
	f := add(t, st, "bri-flyer-f", "box:allied-available")
	want := []string{"W0307", "W0308", "test-england:E0504"}
	if got := destTexts(st, Allies, f); !sameElements(got, want) {
		t.Errorf("the flyer may arrive at %v, want Paris and London %v", got, want)
	}
	wantRefused(t, st, act(Allies, "move", f, "W0209"), RuleNewUnits, "Paris or London")
	// Paris and London held by the Germans: any friendly city that is a
	// legal base.
	for _, h := range want {
		add(t, st, "ger-inf", h)
	}
	got := destTexts(st, Allies, f)
	if len(got) == 0 || slices.ContainsFunc(got, func(h string) bool { return slices.Contains(want, h) }) {
		t.Fatalf("with Paris and London occupied the flyer may arrive at %v", got)
	}
	for _, h := range got {
		l := loc(t, st, h)
		if !st.fixed.cities[l.Map][l.Cell] {
			t.Errorf("%s is not a city", h)
		}
		if l.Map != "test-england" && !inRegion(st.mapOf(l), l.Cell, []string{"france"}) {
			t.Errorf("%s is neither in France nor in England", h)
		}
	}
}
