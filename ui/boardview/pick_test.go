package boardview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"sandtable/rules"
)

// Pick mode (issue 24): the places are tinted; a click elsewhere chooses
// nothing and says so; a click on one chooses it, once; Escape, or a
// change of the game, ends the mode without a choice.
func TestPickPlacesOnTheBoard(t *testing.T) {
	b, sess, _, _, status := testBoard(t)
	s := sess.Game.Scenario
	at := func(text string) rules.Location {
		l, err := rules.ParseLocation(s, text)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	tap := func(text string) {
		p, in := b.PlacePosition(at(text))
		if !in {
			t.Fatalf("%s is not in view", text)
		}
		b.Tapped(&fyne.PointEvent{Position: p})
	}
	places := []rules.Location{at("W0604"), at("W0605")}
	var chosen []rules.Location
	b.PickPlaces(places, "Choose where to go; Escape cancels.", func(l rules.Location) { chosen = append(chosen, l) })
	if !b.Picking() || len(b.pickHighlights()) != 2 {
		t.Fatalf("picking %v with %d tints, want 2 places tinted", b.Picking(), len(b.pickHighlights()))
	}
	if !strings.Contains(*status, "Choose where to go") {
		t.Errorf("status %q does not say what to choose", *status)
	}
	tap("W0906")
	if len(chosen) != 0 || !b.Picking() {
		t.Fatalf("a click off the places chose %v (picking %v)", chosen, b.Picking())
	}
	if !strings.Contains(*status, "W0906 is not one of the places") || !strings.Contains(*status, "Escape cancels") {
		t.Errorf("status after a miss %q", *status)
	}
	tap("W0605")
	if len(chosen) != 1 || chosen[0] != at("W0605") || b.Picking() {
		t.Fatalf("a click on W0605 chose %v, picking %v", chosen, b.Picking())
	}
	if sel := sess.Selected(); sel == nil || *sel != at("W0605") {
		t.Errorf("selected %v, want the place chosen", sel)
	}
	if len(b.pickHighlights()) != 0 {
		t.Error("the tints stay after the choice")
	}
	// Once chosen, a click is a click.
	tap("W0604")
	if len(chosen) != 1 {
		t.Errorf("a second click chose again: %v", chosen)
	}

	b.PickPlaces(places, "again", func(l rules.Location) { chosen = append(chosen, l) })
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if b.Picking() {
		t.Fatal("Escape did not end pick mode")
	}
	tap("W0604")
	if len(chosen) != 1 {
		t.Errorf("a click after Escape chose %v", chosen)
	}

	b.PickPlaces(places, "again", func(l rules.Location) { chosen = append(chosen, l) })
	if _, err := sess.Apply(rules.Action{Side: sess.Actor(), Verb: rules.VerbEndPhase}); err != nil {
		t.Fatal(err)
	}
	if b.Picking() {
		t.Error("pick mode outlived a change of the game")
	}
}
