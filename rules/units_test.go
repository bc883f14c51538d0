package rules_test

import (
	"encoding/json"
	"slices"
	"testing"

	"sandtable/rules"
)

func TestSetupUnitsTestHexFlat(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	us := rules.SetupUnits(s)
	type row struct {
		id, side, loc string
		step          int
		hidden        bool
	}
	want := []row{
		{"ger-inf/1", "central", "W0906", 0, false},
		{"ger-inf/2", "central", "W0906", 0, false},
		{"ger-inf/3", "central", "W0805", 1, false},
		{"ger-inf-crack/1", "central", "W1004", 0, false},
		{"ger-hq/1", "central", "W1106", 0, true},
		{"ger-art/1", "central", "W1005", 0, false},
		{"ger-zeppelin/1", "central", "box:central-reserve", 0, false},
		{"brit-inf/1", "allies", "W0403", 0, false},
		{"brit-inf/2", "allies", "W0403", 0, false},
		{"fr-inf/1", "allies", "W0304", 0, true},
		{"brit-cav/1", "allies", "W0506", 0, false},
		{"fr-block/1", "allies", "W0307", 1, true},
		{"brit-inf/3", "allies", "test-hex-pointy:0405", 0, false},
		{"brit-flyer/1", "allies", "box:allied-reserve", 0, false},
	}
	if len(us) != len(want) {
		t.Fatalf("%d units, want %d", len(us), len(want))
	}
	for i, w := range want {
		u := us[i]
		got := row{u.ID, u.Side, u.Loc.Text(s), u.Step, u.Hidden}
		if got != w {
			t.Errorf("unit %d = %+v, want %+v", i, got, w)
		}
		if u.Type+"/" != u.ID[:len(u.Type)+1] {
			t.Errorf("unit %s has type %s", u.ID, u.Type)
		}
	}
	if us[0].Nation != "germany" || us[9].Nation != "france" {
		t.Errorf("nations %s, %s", us[0].Nation, us[9].Nation)
	}
}

func TestReinforcementsFor(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	tests := []struct {
		turn int
		want []string // id@location
	}{
		{0, nil},
		{1, nil},
		{2, []string{"brit-tank/1@box:allied-reserve"}},
		{3, []string{"ger-inf/4@box:central-reserve"}}, // turn = 4 in the file is the fourth turn, D
		{4, []string{"fr-inf/2@W0208", "fr-inf/3@W0208"}},
		{7, nil},
	}
	for _, tc := range tests {
		var got []string
		for _, u := range rules.ReinforcementsFor(s, tc.turn) {
			got = append(got, u.ID+"@"+u.Loc.Text(s))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("turn %d: %v, want %v", tc.turn, got, tc.want)
		}
	}
}

func TestUnitsLookups(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	us := rules.SetupUnits(s)
	if u := us.ByID("ger-art/1"); u == nil || u.Loc.Text(s) != "W1005" {
		t.Errorf("ByID(ger-art/1) = %v", u)
	}
	if us.ByID("ger-art/2") != nil || us.Index("nope") != -1 {
		t.Errorf("ByID of a unit not in play")
	}
	w0906, _ := rules.ParseLocation(s, "W0906")
	var ids []string
	for _, u := range us.At(w0906) {
		ids = append(ids, u.ID)
	}
	if !slices.Equal(ids, []string{"ger-inf/1", "ger-inf/2"}) {
		t.Errorf("At(W0906) = %v", ids)
	}
	if n := len(us.Stack(s.Maps[0].ID, bbCell(t, s, "", "W0403"))); n != 2 {
		t.Errorf("Stack(W0403) has %d units", n)
	}
	if n := len(us.OfSide("allies")); n != 7 {
		t.Errorf("OfSide(allies) = %d units", n)
	}
	enemy := us.Occupied("test-hex-flat", rules.Enemies("allies"))
	// Dense order is row by row.
	if got := bbLabels(s, enemy.Sorted(s.Maps[0].Topology)); got != "W1004 W0805 W1005 W0906 W1106" {
		t.Errorf("cells of the allies' enemies: %s", got)
	}
	// Pointers point into the slice.
	us.ByID("ger-art/1").Step = 7
	if us[5].Step != 7 {
		t.Errorf("ByID does not point into the slice")
	}
}

func TestUnitsRefs(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	us := rules.SetupUnits(s)
	tests := []struct {
		i   int
		ref string
	}{{0, "ger-inf/1"}, {4, "hidden:5"}, {9, "hidden:10"}, {13, "brit-flyer/1"}}
	for _, tc := range tests {
		if got := us.Ref(tc.i); got != tc.ref {
			t.Errorf("Ref(%d) = %q, want %q", tc.i, got, tc.ref)
		}
		if got := us.Resolve(tc.ref); got != tc.i {
			t.Errorf("Resolve(%q) = %d, want %d", tc.ref, got, tc.i)
		}
	}
	for _, bad := range []string{"ger-hq/1", "hidden:1", "hidden:05", "hidden:0", "hidden:99", "hidden:x", "", "fr-inf/9"} {
		if got := us.Resolve(bad); got != -1 {
			t.Errorf("Resolve(%q) = %d, want -1", bad, got)
		}
	}
}

func TestUnitValuesAndFlags(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	us := rules.SetupUnits(s)
	if v := rules.Values(s, us.ByID("ger-inf/3")); v["combat"] != 3 || v["move"] != 3 {
		t.Errorf("reduced ger-inf values %v", v)
	}
	if v := rules.Values(s, us.ByID("fr-block/1")); v["strength"] != 3 {
		t.Errorf("fr-block at step 2 values %v", v)
	}
	if v, ok := rules.Value(s, us.ByID("ger-art/1"), "attack"); !ok || v != 4 {
		t.Errorf("ger-art attack = %d, %v", v, ok)
	}
	if rules.StepCount(s, us.ByID("fr-block/1")) != 4 || rules.Values(s, &rules.Unit{Type: "nope"}) != nil {
		t.Errorf("StepCount or Values of an unknown type")
	}
	if d := rules.Describe(s, us.ByID("ger-inf/3")); d != "ger-inf/3 (German infantry corps, reduced)" {
		t.Errorf("Describe = %q", d)
	}
	u := us.ByID("ger-inf/1")
	u.SetFlag("moved")
	u.SetFlag("disrupted")
	u.SetFlag("moved")
	if !slices.Equal(u.Flags, []string{"disrupted", "moved"}) || !u.HasFlag("moved") {
		t.Errorf("flags %v", u.Flags)
	}
	c := us.Clone()
	c.ByID("ger-inf/1").ClearFlag("moved")
	if !u.HasFlag("moved") {
		t.Errorf("Clone shares flags")
	}
	c.ByID("ger-inf/1").ClearFlag("disrupted")
	if c.ByID("ger-inf/1").Flags != nil {
		t.Errorf("flags after clearing all: %v", c.ByID("ger-inf/1").Flags)
	}
	// Deterministic JSON that reads back the same.
	b1, _ := json.Marshal(us)
	var back rules.Units
	if err := json.Unmarshal(b1, &back); err != nil {
		t.Fatal(err)
	}
	b2, _ := json.Marshal(back)
	if string(b1) != string(b2) {
		t.Errorf("JSON does not round-trip:\n%s\n%s", b1, b2)
	}
}
