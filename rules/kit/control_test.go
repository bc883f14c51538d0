package kit_test

import (
	"encoding/json"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

func TestInitialControl(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	ct := kit.InitialControl(s)
	tests := []struct {
		m, label, want string
	}{
		{"test-hex-flat", "W0101", ""},        // sea, no region
		{"test-hex-flat", "W0303", "allies"},  // Aubrecourt, in Westland
		{"test-hex-flat", "W0604", "allies"},  // Westland
		{"test-hex-flat", "W0704", "central"}, // Eastmark
		{"test-hex-flat", "W1004", "central"}, // Fort Grise
		{"test-hex-flat", "W0208", "allies"},  // the landing beaches
		{"test-hex-pointy", "0405", "allies"}, // Harwick, a place of the allies
		{"test-hex-pointy", "0802", ""},       // Saltmere, nobody's
		{"test-hex-pointy", "0404", ""},       // no regions on the island
	}
	for _, tc := range tests {
		m := s.Map(tc.m)
		if got := ct.Of(m, bbCell(t, s, tc.m, tc.label)); got != tc.want {
			t.Errorf("%s:%s controlled by %q, want %q", tc.m, tc.label, got, tc.want)
		}
	}
	// Westland's cells row by row, W0209 of the landing beaches (outside
	// Westland) and Harwick.
	if n, want := len(ct.Cells(s, "allies")), 4+4+5+5+4+3+4+5+4+3+1+1; n != want {
		t.Errorf("allies control %d cells, want %d", n, want)
	}
	if n := len(ct.Cells(s, "central")); n != 60 {
		t.Errorf("central control %d cells, want 60 (6 columns of Eastmark)", n)
	}
}

func TestControlOccupy(t *testing.T) {
	s := bbScenario(t, "test-hex-flat")
	flat := s.Maps[0]
	us := rules.SetupUnits(s)
	ct := kit.InitialControl(s)
	// Every unit is set up on land its side holds (the French block at
	// W0307 in Westland).
	if ch := ct.Occupy(s, us); len(ch) != 0 {
		t.Errorf("the set-up changes control: %v", ch)
	}
	move := func(id, to string) {
		l, err := rules.ParseLocation(s, to)
		if err != nil {
			t.Fatal(err)
		}
		us.ByID(id).Loc = l
	}
	move("ger-inf/1", "W0403")       // into the British stack: contested
	move("ger-inf-crack/1", "W0303") // alone into Aubrecourt
	move("brit-cav/1", "W0707")      // into Millbrook
	move("brit-inf/3", "W0101")      // a sea hex nobody held
	move("ger-art/1", "box:central-reserve")
	ch := ct.Occupy(s, us)
	var got []string
	for _, c := range ch {
		got = append(got, c.Loc.Text(s)+":"+c.From+">"+c.To)
	}
	want := []string{"W0101:>allies", "W0303:allies>central", "W0707:central>allies"}
	if len(got) != len(want) {
		t.Fatalf("changes %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("change %d = %s, want %s", i, got[i], want[i])
		}
	}
	if ct.Of(flat, bbCell(t, s, "", "W0403")) != "allies" || ct.Of(flat, bbCell(t, s, "", "W1005")) != "central" {
		t.Errorf("a contested cell or a cell left changed hands")
	}
	if ct.Enter(flat, bbCell(t, s, "", "W0303"), "central") {
		t.Errorf("Enter reports a change of no change")
	}
	if !ct.Enter(flat, bbCell(t, s, "", "W0303"), "allies") || ct.Of(flat, bbCell(t, s, "", "W0303")) != "allies" {
		t.Errorf("Enter did not pass control")
	}
	c := ct.Clone()
	c.Set(flat, bbCell(t, s, "", "W0303"), "")
	if ct.Of(flat, bbCell(t, s, "", "W0303")) != "allies" || c.Of(flat, bbCell(t, s, "", "W0303")) != "" {
		t.Errorf("Clone shares, or Set to \"\" does not clear")
	}
	var zero kit.Control
	zero.Set(flat, bbCell(t, s, "", "W0101"), "allies")
	if zero.Of(flat, bbCell(t, s, "", "W0101")) != "allies" {
		t.Errorf("Set on a nil Control")
	}
	v := ct.Views(s)
	if len(v) != len(ct) || v[0].Map != "test-hex-flat" || v[len(v)-1].Map != "test-hex-pointy" || v[0].Cell != "W0101" {
		t.Errorf("Views: %d of %d, first %+v last %+v", len(v), len(ct), v[0], v[len(v)-1])
	}
	b, _ := json.Marshal(ct)
	var back kit.Control
	if err := json.Unmarshal(b, &back); err != nil || len(back) != len(ct) || back["test-hex-flat:W0303"] != "allies" {
		t.Errorf("JSON round trip: %v", err)
	}
}
