package rules_test

import (
	"encoding/json"
	"strings"
	"testing"

	"sandtable/rules"
)

// A side's private entries reach its own view and the referee's, never
// the other side's; public ones reach everybody.
func TestSideDataAudience(t *testing.T) {
	var v rules.View
	v.SetSide("axis", rules.SideEntry{Key: "ipcs", Label: "IPCs", Number: 12, To: rules.SidesOnly("axis")})
	v.SetSide("axis", rules.SideEntry{Key: "vp", Label: "VP", Number: 3})
	v.SetSide("axis", rules.SideEntry{Key: "queue", Label: "Purchases", Items: []string{"2 infantry", "1 tank"}, To: rules.SidesOnly("axis")})
	v.SetSide("allies", rules.SideEntry{Key: "hand", Label: "Hand", Items: []string{"card-37"}, To: rules.SidesOnly("allies")})
	v.SetSide("axis", rules.SideEntry{Key: "vp", Label: "VP", Number: 4}) // replaces

	axis := v.For("axis")
	if e := axis.Sides["axis"].Get("ipcs"); e == nil || e.Value() != "12" || e.Kind != rules.SideNumber {
		t.Errorf("axis's own IPCs: %+v", e)
	}
	if e := axis.Sides["axis"].Get("queue"); e == nil || e.String() != "Purchases: 2 infantry, 1 tank" {
		t.Errorf("axis's own queue: %+v", e)
	}
	if len(axis.Sides["axis"]) != 3 || axis.Sides["axis"].Get("vp").Number != 4 {
		t.Errorf("axis entries %+v, want ipcs, vp 4 (replaced, not added), queue", axis.Sides["axis"])
	}
	if _, ok := axis.Sides["allies"]; ok {
		t.Errorf("axis sees the allies' hand: %+v", axis.Sides["allies"])
	}
	if err := axis.CheckSides("axis"); err != nil {
		t.Error(err)
	}
	allies := v.For("allies")
	if d := allies.Sides["axis"]; len(d) != 1 || d[0].Key != "vp" {
		t.Errorf("allies see of axis %+v, want only the public VP", d)
	}
	b, _ := json.Marshal(allies)
	if strings.Contains(string(b), "infantry") || strings.Contains(string(b), "12") {
		t.Errorf("allies' view JSON holds axis secrets: %s", b)
	}
	if len(v.For("").Sides["axis"]) != 3 || len(v.For("").Sides["allies"]) != 1 {
		t.Errorf("the referee sees every entry: %+v", v.For("").Sides)
	}
	if err := v.CheckSides("allies"); err == nil || !strings.Contains(err.Error(), "axis") {
		t.Errorf("CheckSides on the unfiltered view: %v, want it to name the axis entry", err)
	}
}
