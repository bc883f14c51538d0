package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
)

// L117: the spaces of [rules] draka_control start Allied with a Draka
// control marker.
func TestDrakaControlAtStart(t *testing.T) {
	st := stateWithTopRules(t, `draka_control = ["Sinai", "Aqaba"]`, "")
	if !st.Draka.Marked["Sinai"] || !st.Draka.Marked["Aqaba"] || st.ControlOf("Aqaba") != AP || len(st.Draka.Marked) != 2 {
		t.Fatalf("marked %v, Aqaba %q", st.Draka.Marked, st.ControlOf("Aqaba"))
	}
}

// L179: an enemy-controlled space in the Janissary Zone that Draka units
// take, even with other Allied units, is marked; Allied units without
// the Draka, Draka outside the zone, or a space that was not enemy
// controlled, mark nothing. The Central Powers' retaking removes it.
func TestDrakaControlMarks(t *testing.T) {
	nearEastZone(t)
	for _, tc := range []struct {
		name, space, from string
		by                []string // unit types taking it, standing in Sinai or Odessa
		marked            bool
	}{
		{"Draka and Russian into Gaza", "Gaza", CP, []string{"dr-corps", "ru-army"}, true},
		{"Russian alone into Gaza", "Gaza", CP, []string{"ru-army"}, false},
		{"Draka into Venice, outside the zone", "Venice", CP, []string{"dr-corps"}, false},
		{"Draka into neutral Salonika", "Salonika", "", []string{"dr-corps"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := newTestState(t)
			setCtl(st, tc.space, tc.from)
			var by []int
			for _, typ := range tc.by {
				for i := range st.Units {
					if st.Units[i].Type == typ && st.Units[i].Loc.OnMap() {
						by = append(by, i)
						break
					}
				}
			}
			log := logOf(func(ctx *rules.Context) {
				if err := st.setControl(ctx, tc.space, AP, by); err != nil {
					t.Fatal(err)
				}
			})
			if st.Draka.Marked[tc.space] != tc.marked {
				t.Fatalf("%s marked %v, want %v (log %q)", tc.space, st.Draka.Marked[tc.space], tc.marked, log)
			}
			line := tc.space + " is marked with a Draka control marker (" + RuleDrakaControl + ")"
			if slices.Contains(log, line) != tc.marked {
				t.Fatalf("log %q", log)
			}
		})
	}
	t.Run("removed only by the Central Powers", func(t *testing.T) {
		st := newTestState(t)
		dr := unitAt(t, st, "dr-corps", "Sinai")
		ctx := rules.NewContext(nil)
		if err := st.setControl(ctx, "Gaza", AP, []int{dr}); err != nil || !st.Draka.Marked["Gaza"] {
			t.Fatalf("not marked: %v", err)
		}
		// An Allied unit entering changes nothing (the space is Allied).
		if err := st.setControl(ctx, "Gaza", AP, []int{unitAt(t, st, "ru-army", "Odessa")}); err != nil || !st.Draka.Marked["Gaza"] {
			t.Fatalf("unmarked by an Allied unit: %v", err)
		}
		log := logOf(func(ctx *rules.Context) { _ = st.setControl(ctx, "Gaza", CP, nil) })
		if st.Draka.Marked["Gaza"] || !slices.Contains(log, "The Draka control marker is removed from Gaza ("+RuleDrakaControl+")") {
			t.Fatalf("marked %v, log %q", st.Draka.Marked, log)
		}
	})
}

// L179, OA-48: a space the Allies take by cutting it off at attrition is
// marked when Draka units next to it took part. Medina (cut off by its
// dotted lines) with a Draka corps in Arabia next to it.
func TestDrakaControlCutOff(t *testing.T) {
	nearEastZone(t)
	st := newTestState(t)
	moveTo(st, unitAt(t, st, "dr-corps", "Sinai"), "Arabia")
	toAttrition(t, st)
	if st.ControlOf("Medina") != AP || !st.Draka.Marked["Medina"] {
		t.Fatalf("Medina %q, marked %v", st.ControlOf("Medina"), st.Draka.Marked)
	}
	// Without the Draka next to it, Medina passes unmarked; Belgrade,
	// cut off with no Allied unit next to it, passes to the Central
	// Powers and is no Draka matter.
	st = newTestState(t)
	toAttrition(t, st)
	if st.ControlOf("Medina") != AP || st.Draka.Marked["Medina"] {
		t.Fatalf("Medina %q, marked %v", st.ControlOf("Medina"), st.Draka.Marked)
	}
}
