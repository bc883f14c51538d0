package rules

import "testing"

func TestAudienceSees(t *testing.T) {
	for _, c := range []struct {
		name string
		a    Audience
		side string
		want bool
	}{
		{"public to a side", Everyone(), "allies", true},
		{"public to the referee", Everyone(), "", true},
		{"own secret", SidesOnly("central"), "central", true},
		{"other side's secret", SidesOnly("central"), "allies", false},
		{"secret to the referee", SidesOnly("central"), "", true},
		{"referee only to a side", RefereeOnly(), "central", false},
		{"referee only to the referee", RefereeOnly(), "", true},
	} {
		if got := c.a.Sees(c.side); got != c.want {
			t.Errorf("%s: Sees(%q) = %v, want %v", c.name, c.side, got, c.want)
		}
	}
	if !Everyone().Public() || SidesOnly("a").Public() || RefereeOnly().Public() {
		t.Error("Public: only the zero audience is public")
	}
}

func TestEntryForHidesWhatASideMayNotSee(t *testing.T) {
	e := Entry{
		Action: Action{Side: "central", Verb: "place", Args: []string{"ger-inf/2", "W0405"}},
		Events: []Event{
			{Text: "German infantry placed face down at W0405", To: SidesOnly("central")},
			{Text: "a German unit was placed face down"},
		},
		Faces: []int{4},
		To:    SidesOnly("central"),
		Cover: "the Germans placed a unit face down",
	}
	own := e.For("central")
	if own.Action.String() != "central place ger-inf/2 W0405" || len(own.Events) != 2 || len(own.Faces) != 1 || own.Cover != "" {
		t.Errorf("the owner sees %+v; want the whole entry, and no cover", own)
	}
	other := e.For("allies")
	if other.Action.String() != "central secret" || other.Cover != e.Cover || other.Faces != nil {
		t.Errorf("the other side sees action %q, cover %q, faces %v; want %q, the cover, no faces", other.Action, other.Cover, other.Faces, "central secret")
	}
	if len(other.Events) != 1 || other.Events[0].Text != "a German unit was placed face down" {
		t.Errorf("the other side sees events %v; want only the public one", other.Events)
	}
	if ref := e.For(""); len(ref.Events) != 2 || ref.Action.Verb != "place" || ref.Cover != e.Cover {
		t.Errorf("the referee sees %+v; want everything", ref)
	}
}
