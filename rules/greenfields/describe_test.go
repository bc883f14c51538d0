package greenfields

import "testing"

// Actions read as people name things: counters by name and values as
// they stand (morale-experience-strength), zones by label and place.
func TestDescribe(t *testing.T) {
	st := newTestState(t, nil)
	bef := st.Units.Ref(unit(t, st, "bef-inf", 1))
	ger := unit(t, st, "ger-reg", 1)
	gun := st.Units.Ref(unit(t, st, "ger-fa", 1))
	st.Troops[ger].Strength = 10 // it lost two strength points
	g := st.Units.Ref(ger)
	for _, c := range []struct {
		side, verb string
		args       []string
		viewer     string
		want       string
	}{
		{Central, "end-phase", nil, Central, "End the Artillery bombardment (Day 1, assault turn 1 of 4)"},
		{Central, "move", []string{g, "L8"}, Central, "Move German regulars, 1914 3-3-10 to L8 Vaucourt"},
		{Allies, "move", []string{bef, "G7"}, Allies, "Move BEF infantry, 1914 3-5-6 to G7"},
		{Central, "barrage", []string{gun, "M9"}, Central, "Barrage M9 Vaucourt with German field artillery 2-3-9 from T6"},
		{Central, "barrage", []string{gun, "G6", "persistent"}, Central, "Barrage G6 with German field artillery 2-3-9 from T6 (persistent gas)"},
		{Central, "cancel-barrage", []string{gun}, Central, "Cancel the barrage by German field artillery 2-3-9"},
		{Central, "assault", []string{"G6"}, Allies, "Fight a round of close assault at G6"},
		{Allies, "opfire", []string{bef, "H6"}, Allies, "Opportunity fire: BEF infantry, 1914 3-5-6 fires at H6"},
		{Central, "lead", []string{g}, Central, "Put German regulars, 1914 3-3-10 in the leading wave"},
		{Central, "retreat", []string{g, "J6"}, Central, "Fall German regulars, 1914 3-3-10 back to J6"},
		{Central, "enter", []string{g, "X3"}, Central, "Bring German regulars, 1914 3-3-10 on at X3 (on a 5 or 6)"},
		{Central, "buy", []string{"ger-res"}, Central, "Buy German reserves, 1914 3-2-12 for 12 victory points"},
		{Central, "halt", nil, Allies, "Ask to halt the assault"},
		{Central, "buy-shells", nil, Allies, "Buy 4 SHELLS for 1 victory point"},
		{Allies, "hold", nil, Allies, "Hold fire"},
		{Central, "entrench", []string{g}, Central, "Entrench German regulars, 1914 3-3-10 where it stands (1 morale)"},
		{Central, "fly", []string{st.Units.Ref(unit(t, st, "ger-obs", 1)), "recce", "G6", "H6"}, Central, "Fly German observation aircraft 3-1-1: recce G6 and H6"},
		{Central, "fly", []string{st.Units.Ref(unit(t, st, "ger-obs", 1)), "recce", "G6", "H6"}, Allies, "The Germans give their air orders"},
	} {
		a := act(c.side, c.verb, c.args...)
		got, ok := st.Describe(a, c.viewer)
		if !ok || got != c.want {
			t.Errorf("%s for %s: %q (%v), want %q", a, c.viewer, got, ok, c.want)
		}
	}
	// An unidentified unit is named by its nation to its enemy only.
	st.Units[ger].Hidden = true
	g = st.Units.Ref(ger) // an alias now
	if got, _ := st.Describe(act(Central, "move", g, "J6"), Allies); got != "Move an unidentified unit of Germany to J6" {
		t.Errorf("hidden German to the Allies: %q", got)
	}
	if got, _ := st.Describe(act(Central, "move", g, "J6"), Central); got != "Move German regulars, 1914 3-3-10 to J6" {
		t.Errorf("hidden German to the Germans: %q", got)
	}
	// Malformed actions fall back on the engine's wording.
	for _, a := range [][]string{{"move", g}, {"move", "nobody", "J6"}, {"barrage", gun, "G6", "smoke"}, {"buy", "no-such-type"}, {"end-phase", "x"}} {
		if got, ok := st.Describe(act(Central, a[0], a[1:]...), Central); ok {
			t.Errorf("%v worded %q", a, got)
		}
	}
}

// An action in the log named a unit by its alias before it was identified
// (it fired since): the log still words it, by its counter's name.
func TestDescribeAliasIdentifiedSince(t *testing.T) {
	st := newTestState(t, nil)
	reg := unit(t, st, "ger-reg", 1)
	ref := st.Units.Ref(reg) // hidden:N while unidentified
	st.Units[reg].Hidden = false
	got, ok := st.Describe(act(Central, "move", ref, "H6"), Allies)
	if !ok || !contains(got, "German regulars, 1914") {
		t.Fatalf("Describe(move %s H6) = %q, %v", ref, got, ok)
	}
}
