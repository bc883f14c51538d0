package outofafrica

import (
	"slices"
	"strings"
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

// L179, OA-48: "If the Allied Player acquires enemy controlled spaces by
// cutting them off from supply, and Draka units participated in cutting
// off any spaces which are in the Janissary Zone, then all of those
// spaces are marked". A Draka corps in Adana cuts the Turkish line from
// Constantinople: the Turkish corps at Gaza and Baghdad and the Draka
// corps itself (in a Turkish space with no Allied space next to it) are
// out of supply and eliminated; the Levant (Adana, Damascus, Baghdad,
// Basra, Jerusalem, Amman, Gaza, Beersheba, Aqaba) is cut off from the
// Central Powers and reached by the Allied supply from Sinai: it passes
// to the Allies, a pocket cut off by the Draka corps (in it) and the one
// in Sinai (next to Gaza), so every space of it is marked. Medina, joined
// only by dotted lines, no Allied line reaches: it stays Turkish. VP:
// Jerusalem and Baghdad -½ each, Belgrade +1: 10.
func TestDrakaControlCutOff(t *testing.T) {
	nearEastZone(t)
	st := newTestState(t)
	moveTo(st, unitAt(t, st, "dr-corps", "Sinai"), "Adana")
	toAttrition(t, st)
	levant := []string{"Adana", "Damascus", "Baghdad", "Basra", "Jerusalem", "Amman", "Gaza", "Beersheba", "Aqaba"}
	for _, l := range levant {
		if st.ControlOf(l) != AP || !st.Draka.Marked[l] {
			t.Errorf("%s: %q, marked %v", l, st.ControlOf(l), st.Draka.Marked[l])
		}
	}
	if st.ControlOf("Medina") != CP || len(st.Draka.Marked) != len(levant) {
		t.Errorf("Medina %q, marked %v", st.ControlOf("Medina"), st.markedSpaces())
	}
	if got := halves(st.VPTotalHalves()); got != "10" {
		t.Errorf("VP %s, want 10 (%+v)", got, st.vpLines())
	}
	// A Russian army cutting it off, the Draka corps kept in Cairo: the
	// Levant passes to the Allies unmarked.
	st = newTestState(t)
	moveTo(st, unitAt(t, st, "ru-army", "Odessa"), "Adana")
	for _, i := range unitsOf(st, "dr-corps", "Sinai") {
		moveTo(st, i, "Cairo")
	}
	toAttrition(t, st)
	if st.ControlOf("Gaza") != AP || len(st.Draka.Marked) != 0 {
		t.Fatalf("Gaza %q, marked %v", st.ControlOf("Gaza"), st.markedSpaces())
	}
}

// L179: "Draka units must be included in that advance".
func TestDrakaAdvance(t *testing.T) {
	st := newTestState(t)
	dr := unitAt(t, st, "dr-corps", "Sinai")
	br := unitAt(t, st, "br-corps", "Alexandria")
	ru := unitAt(t, st, "ru-army", "Odessa")
	for _, tc := range []struct {
		name        string
		may, chosen []int
		refused     bool
	}{
		{"British alone, Draka could", []int{dr, br}, []int{br}, true},
		{"British with Draka", []int{dr, br}, []int{br, dr}, false},
		{"no advance", []int{dr, br}, nil, false},
		{"no Draka could", []int{br, ru}, []int{br}, false},
	} {
		r := st.drakaAdvance(tc.may, tc.chosen)
		if (r != nil) != tc.refused || r != nil && (r.Rule != RuleDrakaControl || !strings.Contains(r.Reason, "Draka units must be included")) {
			t.Errorf("%s: %+v", tc.name, r)
		}
	}
}
