package panels

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

func TestPhaseShowsStatusAndEndsPhase(t *testing.T) {
	s := newSession(t, false)
	var st statusLog
	p := NewPhase(s, st.fn)
	test.NewTempWindow(t, p.Object())

	if p.turn.Text != "Strategic Turn A, Operational Turn 1 of 2" {
		t.Errorf("turn %q", p.turn.Text)
	}
	if p.phase.Text != "Central Powers turn" || p.actor.Text != "Central Powers to act" {
		t.Errorf("phase %q, actor %q", p.phase.Text, p.actor.Text)
	}
	if p.result.Visible() {
		t.Errorf("a result is shown before the game is over: %q", p.result.Text)
	}
	if len(p.items) != 2 {
		t.Fatalf("checklist has %d items, want freeplay's 2", len(p.items))
	}
	if p.items[0].label.Text != "Reinforcements placed" || p.items[0].icon.Resource.Name() != theme.CheckButtonCheckedIcon().Name() {
		t.Errorf("first item %q is not marked done", p.items[0].label.Text)
	}
	if p.items[1].icon.Resource.Name() != theme.CheckButtonIcon().Name() {
		t.Errorf("second item %q is marked done", p.items[1].label.Text)
	}
	if p.end.Disabled() {
		t.Fatal("End phase is disabled while end-phase is legal")
	}

	test.Tap(p.end)
	if got := s.Game.Status().Phase; got != "allies-turn" {
		t.Fatalf("after End phase the phase is %q, want allies-turn", got)
	}
	if p.phase.Text != "Allies turn" || p.actor.Text != "Allies to act" {
		t.Errorf("after End phase the panel shows %q, %q", p.phase.Text, p.actor.Text)
	}
	test.Tap(p.end)
	if p.turn.Text != "Strategic Turn A, Operational Turn 2 of 2" || p.phase.Text != "Central Powers turn" {
		t.Errorf("after both sides' phases: %q, %q", p.turn.Text, p.phase.Text)
	}
	if st.last() != "" {
		t.Errorf("status %q after successful actions", st.last())
	}
}

func TestPhaseRefusalGoesToStatus(t *testing.T) {
	s := newSession(t, false)
	var st statusLog
	p := NewPhase(s, st.fn)
	test.NewTempWindow(t, p.Object())

	endPhaseBehindSessionsBack(t, s) // the button still holds central's end-phase
	test.Tap(p.end)
	want := "Refused: it is the Allies turn, not the Central Powers turn (" + freeplay.RuleTurn + ")"
	if st.last() != want {
		t.Errorf("status %q, want %q", st.last(), want)
	}
	if n := len(s.Game.Log()); n != 1 {
		t.Errorf("the refused action was logged: %d entries", n)
	}
}

func TestPhaseGameOver(t *testing.T) {
	s := newSession(t, false)
	p := NewPhase(s, nil)
	test.NewTempWindow(t, p.Object())
	for i := 0; !s.Game.Status().Over; i++ {
		if i > 100 {
			t.Fatal("the game does not end")
		}
		test.Tap(p.end)
	}
	want := "Players adjudicate victory after the last turn, H"
	if !p.result.Visible() || p.result.Text != want {
		t.Errorf("result visible=%v %q, want %q", p.result.Visible(), p.result.Text, want)
	}
	if p.result.Importance != widget.HighImportance {
		t.Errorf("the result is not shown prominently")
	}
	if !p.end.Disabled() || p.actor.Text != "The game is over" {
		t.Errorf("after the end: End phase disabled=%v, actor %q", p.end.Disabled(), p.actor.Text)
	}
}

func TestPhaseOtherSeatAndPreview(t *testing.T) {
	s := newSession(t, false)
	p := NewPhase(s, nil)
	test.NewTempWindow(t, p.Object())
	if _, err := s.Apply(legal(t, s, "roll", "1d6")); err != nil {
		t.Fatal(err)
	}
	if err := s.Preview(0); err != nil {
		t.Fatal(err)
	}
	if !p.end.Disabled() {
		t.Error("End phase is enabled while the board shows the past")
	}
	if err := s.Preview(-1); err != nil {
		t.Fatal(err)
	}
	if p.end.Disabled() {
		t.Error("End phase stays disabled back in the present")
	}
	s.Seat = "allies"
	p.Refresh() // a seat change is not a session change; the window refreshes
	if !p.end.Disabled() || p.actor.Text != "Waiting for the Central Powers" {
		t.Errorf("the Allies' screen: End phase disabled=%v, actor %q", p.end.Disabled(), p.actor.Text)
	}
}

// A turn track labelled "Week" whose turns are named "Week 1"... reads
// "Week 1", not "Week Week 1"; a turn named "Assault" reads "Assault".
func TestPhaseTurnNameIsNotDoubled(t *testing.T) {
	test.NewTempApp(t)
	sc, err := scenarios.Builtin("test-square")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(sc, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g)
	p := NewPhase(s, nil)
	test.NewTempWindow(t, p.Object())
	if p.turn.Text != "Week 1" {
		t.Errorf("turn %q, want Week 1", p.turn.Text)
	}
	// Every side ends its phase until the last turn, "Assault".
	for range 3 * len(sc.Sides) {
		test.Tap(p.end)
	}
	if p.turn.Text != "Assault" {
		t.Errorf("turn %q, want Assault", p.turn.Text)
	}
	for _, e := range g.Log() {
		for _, ev := range e.Events {
			if strings.Contains(ev.Text, "Week Week") {
				t.Errorf("log line %q doubles the label", ev.Text)
			}
		}
	}
}
