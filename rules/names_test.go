package rules_test

import (
	"testing"

	"sandtable/rules"
	_ "sandtable/rules/freeplay"
	"sandtable/scenarios"
)

// People read names, scripts read ids (issue 10 item 6): the worked values
// come from test counters and test-hex-flat's map file.
func TestNamesForPeople(t *testing.T) {
	s, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	cat := s.Counters
	for _, c := range []struct {
		u    rules.UnitView
		want string
	}{
		// ger-inf has no print: derived from combat 5, move 3.
		{rules.UnitView{ID: "ger-inf/1", Type: "ger-inf", Nation: "germany"}, "German infantry corps 5-3"},
		// Its second step is labelled "reduced" in test.toml.
		{rules.UnitView{ID: "ger-inf/3", Type: "ger-inf", Nation: "germany", Step: 1}, "German infantry corps 3-3 (reduced)"},
		{rules.UnitView{ID: "hidden:4", Nation: "germany", Hidden: true}, "face-down unit of Germany"},
	} {
		if got := rules.UnitName(cat, c.u); got != c.want {
			t.Errorf("UnitName(%s) = %q, want %q", c.u.ID, got, c.want)
		}
	}
	for text, want := range map[string]string{
		"W0303":              "W0303 Aubrecourt",
		"W0707":              "W0707 Millbrook",
		"W0101":              "W0101",
		"box:allied-reserve": "Allied reserve",
		"eliminated":         "eliminated",
		"not a place":        "not a place",
	} {
		if got := rules.LocationName(s, text); got != want {
			t.Errorf("LocationName(%q) = %q, want %q", text, got, want)
		}
	}
	g, err := rules.NewGame(s, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	a := rules.Action{Side: "central", Verb: "move", Args: []string{"ger-inf/1", "W0707"}}
	if got, want := g.Describe(a, "central"), "move German infantry corps 5-3 W0707 Millbrook"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
}

// A place named as its space is named once: on the bundled Libya-Egypt
// map the city of Benghazi is the space Benghazi ("Benghazi", not
// "Benghazi Benghazi"), while a hex keeps its label and its place.
func TestLocationNamePlaceIsItsSpace(t *testing.T) {
	s, err := scenarios.LoadFile("builtin:aa-north-africa")
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{"Benghazi": "Benghazi", "Tobruk": "Tobruk", "Mersa Matruh": "Mersa Matruh"} {
		if got := rules.LocationName(s, text); got != want {
			t.Errorf("LocationName(%q) = %q, want %q", text, got, want)
		}
	}
}

// A refusal's rule finds its reference section, exactly or by prefix.
func TestReferenceRuleSection(t *testing.T) {
	r := rules.Reference{Sections: []rules.RefSection{
		{Rule: "000 Supply", Title: "Supply"},
		{Rule: "000 Supply 3 (attrition)", Title: "Attrition"},
		{Rule: "000 Movement", Title: "Movement"},
	}}
	for rule, want := range map[string]string{
		"000 Supply 3 (attrition)": "Attrition",
		"000 Supply 1":             "Supply",
		"000 Movement":             "Movement",
		"000 Tanks":                "",
	} {
		got := ""
		if s := r.RuleSection(rule); s != nil {
			got = s.Title
		}
		if got != want {
			t.Errorf("RuleSection(%q) = %q, want %q", rule, got, want)
		}
	}
}

// A counter whose name already prints its factors is not given them twice:
// vernian's "British HQ (1-3 Monstrous Artillery)" has print "1-3".
func TestTypeNameDoesNotRepeatFactors(t *testing.T) {
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	u := s.Counters.Unit("bri-hq-h")
	if u == nil {
		t.Fatal("no bri-hq-h in the vernian counters")
	}
	if got, want := rules.TypeName(u, 0), "British HQ (1-3 Monstrous Artillery)"; got != want {
		t.Errorf("TypeName = %q, want %q", got, want)
	}
	inf := s.Counters.Unit("bri-inf-k")
	if got, want := rules.TypeName(inf, 0), "British infantry division 3-3-4"; got != want {
		t.Errorf("TypeName = %q, want %q", got, want)
	}
}

// A logged phase end reads "end phase" whatever phase is now in play; its
// events name the phase it ended.
func TestDescribeLoggedEndPhase(t *testing.T) {
	g, err := rules.StartGame("builtin:test-square", nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	a := rules.Action{Side: "central", Verb: rules.VerbEndPhase}
	if got := g.DescribeLogged(a, "central"); got != "end phase" {
		t.Errorf("DescribeLogged(end-phase) = %q, want %q", got, "end phase")
	}
	mv := rules.Action{Side: "central", Verb: "frobnicate", Args: []string{"x"}}
	if got, want := g.DescribeLogged(mv, "central"), g.Describe(mv, "central"); got != want {
		t.Errorf("DescribeLogged(%q) = %q, want Describe's %q", mv, got, want)
	}
}
