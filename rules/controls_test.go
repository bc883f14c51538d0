package rules_test

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// controlsView is a Central Powers view on test-hex-flat: an infantry
// division at W0604, a Zeppelin at W0503 with a Crack Troop aboard (and a
// scout aboard that), a unit in the central reserve box and one
// eliminated.
func controlsView() rules.View {
	return rules.View{Side: "central", Units: []rules.UnitView{
		{ID: "inf", Side: "central", Map: "test-hex-flat", Cell: "W0604"},
		{ID: "zep", Side: "central", Map: "test-hex-flat", Cell: "W0503"},
		{ID: "crack", Side: "central", Map: "test-hex-flat", Cell: "W0503", Aboard: "zep"},
		{ID: "scout", Side: "central", Map: "test-hex-flat", Cell: "W0503", Aboard: "crack"},
		{ID: "reserve", Side: "central", Map: "test-hex-flat", Box: "central-reserve"},
		{ID: "dead", Side: "central", Box: rules.EliminatedBox},
	}}
}

// Every shape of action goes to the control the window plays it with
// (issue 25): drags, the stack panel, dice, End phase, the buttons at a
// place and the phase's own; and none for those no control can send.
func TestControlFor(t *testing.T) {
	s, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	act := func(verb string, args ...string) rules.Action {
		return rules.Action{Side: "central", Verb: verb, Args: args}
	}
	for _, tc := range []struct {
		a      rules.Action
		want   rules.Control
		places []string // where the actions panel lists a PlaceButton
		why    string   // for NoControl, part of the reason
	}{
		{act("move", "inf", "W0605"), rules.Drag, []string{"W0604"}, ""},
		{act("move", "inf", "box:central-reserve"), rules.Drag, []string{"W0604"}, ""},
		{act("move", "reserve", "W0605"), rules.Drag, []string{"box:central-reserve"}, ""},
		// Not the board's spelling of the place: a drop never sends it.
		{act("move", "inf", "test-hex-flat:W0605"), rules.PlaceButton, []string{"W0604"}, ""},
		// Green Fields' exit off the rear edge: no place to drop it on.
		{act("move", "inf", "off"), rules.PlaceButton, []string{"W0604"}, ""},
		// A passenger has no counter to drag: at its carrier's place.
		{act("move", "crack", "W0504"), rules.PlaceButton, []string{"W0503"}, ""},
		{act("move", "scout", "W0504"), rules.PlaceButton, []string{"W0503"}, ""},
		// An eliminated unit comes back at the place it goes to.
		{act("move", "dead", "W0101"), rules.PlaceButton, []string{"W0101"}, ""},
		{act("move", "dead", "off"), rules.NoControl, nil, `unit "dead" is eliminated`},
		{act("move", "ghost", "W0101"), rules.PlaceButton, []string{"W0101"}, ""},
		{act("move", "inf"), rules.NoControl, nil, "sends 2 arguments"},
		{act("end-phase"), rules.PhaseButton, nil, ""},
		{act("end-phase", "now"), rules.NoControl, nil, "End phase button sends 0 arguments"},
		{act("roll", "2d6"), rules.DicePanel, nil, ""},
		{act("roll"), rules.NoControl, nil, "dice panel sends 1 arguments"},
		{act("flip", "inf"), rules.StackButton, nil, ""},
		{act("reveal", "crack"), rules.StackButton, nil, ""},
		{act("flip", "dead"), rules.PhaseList, nil, ""},
		{act("remove", "inf", "W0101"), rules.NoControl, nil, "stack panel button sends 1 arguments"},
		// Other verbs: at the places they name, or the phase's.
		{act("bombard", "zep", "W0707"), rules.PlaceButton, []string{"W0503", "W0707"}, ""},
		{act("disembark", "scout"), rules.PlaceButton, []string{"W0503"}, ""},
		{act("assault", "W0707"), rules.PlaceButton, []string{"W0707"}, ""},
		{act("buy", "ger-inf"), rules.PhaseList, nil, ""},
		{act("buy-shells"), rules.PhaseList, nil, ""},
		{act("halt"), rules.PhaseList, nil, ""},
		{act("rebuild", "dead"), rules.PhaseList, nil, ""},
	} {
		c := rules.NewControls(s, controlsView())
		got, ok := c.For(tc.a)
		if got != tc.want || ok != (tc.want != rules.NoControl) {
			t.Errorf("%v: %v (%v), want %v", tc.a, got, ok, tc.want)
		}
		if got2, _ := rules.ControlFor(s, controlsView(), tc.a); got2 != got {
			t.Errorf("%v: ControlFor %v, Controls.For %v", tc.a, got2, got)
		}
		why := c.Why(tc.a)
		if (why == "") != (tc.why == "") || !strings.Contains(why, tc.why) {
			t.Errorf("%v: why %q, want %q", tc.a, why, tc.why)
		}
		if tc.want == rules.PlaceButton || tc.want == rules.Drag {
			var places []string
			for _, l := range c.Places(tc.a) {
				places = append(places, l.Text(s))
			}
			if !slices.Equal(places, tc.places) {
				t.Errorf("%v: listed at %q, want %q", tc.a, places, tc.places)
			}
		}
	}
}

// While a decision is pending its side's actions are the dialog's; the
// panel still lists them by their shape (Button), and the other side's
// actions are not the dialog's.
func TestControlForDecision(t *testing.T) {
	s, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	v := controlsView()
	v.Status.Decision = &rules.Decision{Side: "central", Prompt: "Choose the unit that takes the loss"}
	c := rules.NewControls(s, v)
	loss := rules.Action{Side: "central", Verb: "loss", Args: []string{"inf"}}
	if got, ok := c.For(loss); got != rules.DecisionDialog || !ok {
		t.Errorf("a choice: %v, want the decision dialog", got)
	}
	if got, _ := c.Button(loss); got != rules.PlaceButton {
		t.Errorf("a choice's button: %v, want a button at its unit", got)
	}
	other := rules.Action{Side: "allies", Verb: "halt"}
	if got, _ := c.For(other); got != rules.PhaseList {
		t.Errorf("the other side's action: %v, want the phase's list", got)
	}
}
