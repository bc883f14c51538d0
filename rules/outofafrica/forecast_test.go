package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
)

// outcomesOf is d as "result=fraction" strings, in its order.
func outcomesOf(d rules.Distribution) []string {
	var out []string
	for _, o := range d {
		out = append(out, o.Result+"="+o.P.Fraction())
	}
	return out
}

// The forecast of the British army (4) attacking Baghdad (clear, trench
// 1) from Basra, worked by hand on the default tables: the Army table's
// column 4 moves one left for the trench to column 3, whose six rows read
// -, 1, 1, 1, 2, 2 (round(3 x 0.15) = 0, round(3 x 0.25) = 1, ...): no
// loss 1/6, 1 point 1/2, 2 points 1/3. The Turkish corps (1) fires on the
// Corps table's column 1: -, -, -, -, 1, 1, so 1 point 1/3. The corps can
// absorb 2 (two steps of 1): 2 points eliminate it (1/3). 1 point against
// 0 wins but the trench holds (1/2 x 2/3 = 1/3); otherwise they hold
// (1/6 + 1/2 x 1/3 = 1/3).
func TestForecastTrench(t *testing.T) {
	st := alliedRound(t)
	f, ok := st.Forecast(actOf(AP, "attack", "Baghdad", "Basra"))
	if !ok {
		t.Fatal("no forecast")
	}
	if f.Title != "Attack on Baghdad" || f.Strength != "4 vs 1" || f.Table != "Army fire table 3 (strength 4, -1 column: trench 1)" ||
		f.TableID != TableArmyFire || f.Column != "3" {
		t.Fatalf("forecast %q %q %q %q %q", f.Title, f.Strength, f.Table, f.TableID, f.Column)
	}
	if want := []rules.Modifier{{Value: -1, Reason: "column shift: trench 1"}}; !slices.Equal(f.Modifiers, want) {
		t.Fatalf("modifiers %v, want %v", f.Modifiers, want)
	}
	if got, want := outcomesOf(f.Outcomes), []string{"0 loss points to the defenders=1/6", "1 loss point to the defenders=1/2", "2 loss points to the defenders=1/3"}; !slices.Equal(got, want) {
		t.Fatalf("outcomes %q, want %q", got, want)
	}
	if len(f.Parts) != 2 {
		t.Fatalf("parts %+v", f.Parts)
	}
	if got, want := outcomesOf(f.Parts[0].Outcomes), []string{"0 loss points to the attackers=2/3", "1 loss point to the attackers=1/3"}; !slices.Equal(got, want) ||
		f.Parts[0].Note != "Corps fire table 1 (strength 1)" {
		t.Fatalf("defenders' fire %q (want %q), note %q", got, want, f.Parts[0].Note)
	}
	want := []string{"defenders hold=1/3", "defenders lose but hold (their trench holds them)=1/3", "defenders eliminated=1/3"}
	if got := outcomesOf(f.Parts[1].Outcomes); !slices.Equal(got, want) {
		t.Fatalf("outcome %q, want %q", got, want)
	}
}

// SSR 1 (L123) and the mountain, in the forecast and the roll.
func TestForecastModifiers(t *testing.T) {
	st := alliedRound(t)
	for _, c := range []struct {
		name   string
		a      rules.Action
		table  string
		mods   []rules.Modifier
		result []string
	}{
		// Two Draka corps (4) from Sinai: Corps column 4 (-, 1, 1, 1, 2,
		// 2) at -1: rolls 1-6 read rows 1, 1, 2, 3, 4, 5.
		{"from Sinai", actOf(AP, "attack", "Gaza", "Sinai"), "Corps fire table 4 (strength 4)",
			[]rules.Modifier{{Value: -1, Reason: "die roll: attacking from Sinai (SSR 1)"}},
			[]string{"0 loss points to the defenders=1/3", "1 loss point to the defenders=1/2", "2 loss points to the defenders=1/6"}},
		// Sinai and Jerusalem together: -1 once (OA-40); four corps, 2+2
		// from Sinai and 2+1 from Jerusalem = 7, Corps column 7-8 (1, 1,
		// 2, 2, 3, 4); at -1 rolls 1-6 read rows 1, 1, 2, 3, 4, 5.
		{"from Sinai and Jerusalem", actOf(AP, "attack", "Gaza", "Jerusalem", "Sinai"), "Corps fire table 7-8 (strength 7)",
			[]rules.Modifier{{Value: -1, Reason: "die roll: attacking from Sinai (SSR 1)"}},
			[]string{"1 loss point to the defenders=1/2", "2 loss points to the defenders=1/3", "3 loss points to the defenders=1/6"}},
		// A Draka corps (2) into Medina: Corps column 2 (-, -, 1, 1, 1, 1)
		// at -2: only 5 and 6 reach row 3 and 4.
		{"Draka into Medina", actOf(AP, "attack", "Medina", "Aqaba"), "Corps fire table 2 (strength 2)",
			[]rules.Modifier{{Value: -2, Reason: "die roll: Draka attacking into Medina (SSR 1)"}},
			[]string{"0 loss points to the defenders=2/3", "1 loss point to the defenders=1/3"}},
		// The Russian army (3) into the mountain at Sarajevo: Army column
		// 3 moves one left to 2 (-, 1, 1, 1, 1, 2).
		{"mountain", actOf(AP, "attack", "Sarajevo", "Belgrade"), "Army fire table 2 (strength 3, -1 column: Mountain)",
			[]rules.Modifier{{Value: -1, Reason: "column shift: Mountain"}},
			[]string{"0 loss points to the defenders=1/6", "1 loss point to the defenders=2/3", "2 loss points to the defenders=1/6"}},
	} {
		f, ok := st.Forecast(c.a)
		if !ok {
			t.Fatalf("%s: no forecast (%v)", c.name, st.Check(c.a))
		}
		if f.Table != c.table || !slices.Equal(f.Modifiers, c.mods) || !slices.Equal(outcomesOf(f.Outcomes), c.result) {
			t.Errorf("%s: %q %v %q\nwant %q %v %q", c.name, f.Table, f.Modifiers, outcomesOf(f.Outcomes), c.table, c.mods, c.result)
		}
	}
	// The roll logs the DRM with its reason before the result.
	log := applyFaces(t, st, actOf(AP, "attack", "Medina", "Aqaba"), 6, 1)
	if want := "Allies fire at Medina: 1d6 [6] -2 Draka attacking into Medina (SSR 1) = 4 on Corps fire table 2 (strength 2): 1"; !slices.Contains(log, want) {
		t.Fatalf("log %q lacks %q", log, want)
	}
}
