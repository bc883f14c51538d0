package rules_test

import (
	"strconv"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// A passenger is where its carrier is, follows it without being moved
// itself, and is named in actions by the carrier's reference, so a hidden
// carrier stays anonymous.
func TestAboard(t *testing.T) {
	s, err := scenarios.Builtin("test-square")
	if err != nil {
		t.Fatal(err)
	}
	us := rules.SetupUnits(s) // ger-inf/1, ger-inf/2 at C3, ger-art/1 at I2, ...
	carrier, passenger := us.Index("ger-inf/1"), us.Index("ger-art/1")
	cell := us[carrier].Loc
	us[passenger].Loc = rules.AboardLocation("ger-inf/1")
	if got := us.Place(passenger); got != cell {
		t.Errorf("Place(passenger) = %v, want the carrier's %v", got, cell)
	}
	if p := us.Passengers(carrier); len(p) != 1 || p[0] != passenger {
		t.Errorf("Passengers = %v", p)
	}
	for _, u := range us.At(cell) {
		if u.ID == "ger-art/1" {
			t.Error("a passenger is listed among the units at its carrier's cell")
		}
	}
	to, _ := rules.ParseLocation(s, "E5")
	us[carrier].Loc = to
	if got := us.Place(passenger); got != to || !us[passenger].Loc.IsAboard() {
		t.Errorf("after the carrier moved: Place = %v, Loc %v; want %v, still aboard", got, us[passenger].Loc, to)
	}
	// Text forms, visible then hidden carrier.
	loc := us[passenger].Loc
	if got := us.LocationText(s, loc); got != "aboard:ger-inf/1" || us.CarrierRef(passenger) != "ger-inf/1" {
		t.Errorf("LocationText = %q, CarrierRef %q", got, us.CarrierRef(passenger))
	}
	us[carrier].Hidden = true
	text := us.LocationText(s, loc)
	if text != "aboard:hidden:"+strconv.Itoa(us[carrier].Alias) || strings.Contains(text, "ger-inf") {
		t.Errorf("aboard a hidden carrier reads %q: it must name only the alias", text)
	}
	back, err := us.ParseLocation(s, text)
	if err != nil || back != loc {
		t.Errorf("ParseLocation(%q) = %v, %v; want %v", text, back, err, loc)
	}
	if _, err := us.ParseLocation(s, "aboard:ger-inf/1"); err == nil {
		t.Error("a hidden carrier was found by its instance ID")
	}
	if _, err := rules.ParseLocation(s, text); err == nil || !strings.Contains(err.Error(), "Units.ParseLocation") {
		t.Errorf("the scenario-only ParseLocation read an aboard place: %v", err)
	}
	if got, err := us.ParseLocation(s, "E5"); err != nil || got != to {
		t.Errorf("ParseLocation(E5) = %v, %v", got, err)
	}
	if got := rules.LocationName(s, text); got != "aboard "+strings.TrimPrefix(text, rules.AboardPrefix) {
		t.Errorf("LocationName = %q", got)
	}
	if loc.String() != "aboard:ger-inf/1" {
		t.Errorf("String = %q", loc.String())
	}
	// The generic wording names the carrier as the viewer sees it.
	v := rules.View{Units: []rules.UnitView{{ID: us.Ref(carrier), Nation: "germany", Side: "central", Hidden: true}}}
	got := rules.DescribeWith(s, v, rules.Action{Side: "central", Verb: "embark", Args: []string{"ger-art/1", text}})
	if !strings.HasSuffix(got, "aboard face-down unit of "+s.Counters.Nation("germany").Name) {
		t.Errorf("DescribeWith = %q", got)
	}
	// A loop of carriers, or a missing one, is nowhere rather than a hang.
	us[carrier].Loc = rules.AboardLocation("ger-art/1")
	if got := us.Place(passenger); !got.IsZero() {
		t.Errorf("Place in a loop = %v", got)
	}
	us[carrier].Loc = rules.AboardLocation("no-such/1")
	if got := us.Place(passenger); !got.IsZero() || us.CarrierRef(carrier) != "" {
		t.Errorf("Place with a missing carrier = %v", got)
	}
}
