package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
)

// takeBy gives space to side by hand through setControl, taken by the
// first unit on the map of each of types (so that the hooks run).
func takeBy(t *testing.T, st *State, space, side string, types ...string) {
	t.Helper()
	var by []int
	for _, typ := range types {
		for i := range st.Units {
			if st.Units[i].Type == typ && st.Units[i].Loc.OnMap() {
				by = append(by, i)
				break
			}
		}
	}
	if err := st.setControl(rules.NewContext(nil), space, side, by); err != nil {
		t.Fatal(err)
	}
}

// L181 with the base track: the test map's victory spaces are
// Constantinople, Jerusalem, Baghdad (Turkish), Budapest, Sarajevo
// (Austro-Hungarian), Belgrade (Serbian) and Odessa (Russian), 1 VP each,
// and the track starts at 10. Worked by hand:
//   - the Allies take Jerusalem without the Draka: -1, 9;
//   - with the Draka (marked): -½, 9½ (OA-27, "-1 VP for every two");
//   - three originally CP spaces marked: -1½, 8½; by pairs: -1, 9;
//   - the Central Powers take Belgrade: +1, 11; the Draka liberate it:
//     the CP keep ½, 10½;
//   - a space originally Draka ([rules.original]) the CP took: +1, 11;
//     the Draka liberate it: "the normal -1 VP", 10.
func TestVPDrakaHalves(t *testing.T) {
	nearEastZone(t)
	for _, tc := range []struct {
		name, top, more string
		do              func(t *testing.T, st *State)
		want            string
	}{
		{name: "start", want: "10"},
		{name: "Allies take Jerusalem", want: "9", do: func(t *testing.T, st *State) {
			takeBy(t, st, "Jerusalem", AP, "ru-army")
		}},
		{name: "Draka take Jerusalem", want: "9½", do: func(t *testing.T, st *State) {
			takeBy(t, st, "Jerusalem", AP, "dr-corps")
		}},
		{name: "three marked", want: "8½", do: func(t *testing.T, st *State) {
			for _, l := range []string{"Jerusalem", "Baghdad", "Constantinople"} {
				takeBy(t, st, l, AP, "dr-corps")
			}
		}},
		{name: "three marked, by pairs", top: `draka_pairs = "pairs"`, want: "9", do: func(t *testing.T, st *State) {
			for _, l := range []string{"Jerusalem", "Baghdad", "Constantinople"} {
				takeBy(t, st, l, AP, "dr-corps")
			}
		}},
		{name: "CP take Belgrade", want: "11", do: func(t *testing.T, st *State) {
			takeBy(t, st, "Belgrade", CP, "ah-army")
		}},
		{name: "Draka liberate Belgrade", want: "10½", do: func(t *testing.T, st *State) {
			takeBy(t, st, "Belgrade", CP, "ah-army")
			takeBy(t, st, "Belgrade", AP, "dr-corps")
		}},
		{name: "Russians liberate Belgrade", want: "10", do: func(t *testing.T, st *State) {
			takeBy(t, st, "Belgrade", CP, "ah-army")
			takeBy(t, st, "Belgrade", AP, "ru-army")
		}},
		{name: "CP take a Draka space", more: "[rules.original]\nOdessa = \"dr\"\n", want: "11", do: func(t *testing.T, st *State) {
			takeBy(t, st, "Odessa", CP, "ge-corps")
		}},
		{name: "Draka liberate a Draka space", more: "[rules.original]\nOdessa = \"dr\"\n", want: "10", do: func(t *testing.T, st *State) {
			takeBy(t, st, "Odessa", CP, "ge-corps")
			takeBy(t, st, "Odessa", AP, "dr-corps")
		}},
		{name: "track start", top: "vp_start = 12", want: "12"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := stateWithTopRules(t, tc.top, tc.more)
			if tc.do != nil {
				tc.do(t, st)
			}
			if got := halves(st.VPTotalHalves()); got != tc.want {
				t.Fatalf("VP %s, want %s (lines %+v)", got, tc.want, st.vpLines())
			}
			v := st.View(AP)
			var entry *rules.SideEntry
			for k, e := range v.Sides[CP] {
				if e.Key == "vp" {
					entry = &v.Sides[CP][k]
				}
			}
			if entry == nil || entry.Text != tc.want {
				t.Fatalf("the VP side entry %+v, want %s", entry, tc.want)
			}
		})
	}
}

// The VP lines say where each part comes from.
func TestVPLines(t *testing.T) {
	nearEastZone(t)
	st := newTestState(t)
	takeBy(t, st, "Jerusalem", AP, "dr-corps")
	takeBy(t, st, "Belgrade", CP, "ah-army")
	want := []VPLine{
		{Halves: -1, Reason: "Jerusalem (originally Central Powers, Draka control)", Rule: RuleVP},
		{Halves: 2, Reason: "Belgrade (taken by the Central Powers)", Rule: RuleVP},
	}
	got := st.vpLines()
	slices.SortFunc(got, func(a, b VPLine) int { return a.Halves - b.Halves })
	if !slices.Equal(got, want) {
		t.Fatalf("lines %+v, want %+v", got, want)
	}
}
