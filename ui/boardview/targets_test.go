package boardview

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/rules"
	_ "sandtable/rules/vernian"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// Selecting an HQ in its Bombard Phase marks every stack its Monstrous
// Artillery may fire at (the range overlay), and nothing else; selecting
// nothing marks nothing.
func TestSelectionTargetsShowBombardRange(t *testing.T) {
	test.NewTempApp(t)
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(s, nil, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	for g.Status().Phase != "german-bombard" {
		if _, err := g.Apply(rules.Action{Side: g.Status().Active[0], Verb: "end-phase"}); err != nil {
			t.Fatal(err)
		}
	}
	sess := session.New(g)
	b, err := NewBoard(sess, func(show ShowFunc) (Compositor, error) {
		return NewSoftCompositor(func(*image.RGBA) {}), nil
	}, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewWindow(b)
	w.Resize(fyne.NewSize(800, 600))
	if n := len(b.targetsOfSelection()); n != 0 {
		t.Errorf("nothing selected, %d cells marked", n)
	}
	// The 2-2 HQ's hex, and what the rules let it bombard.
	var hq rules.UnitView
	for _, u := range sess.View().Units {
		if u.Type == "ger-hq-22" {
			hq = u
		}
	}
	loc, ok := sess.UnitLocation(hq)
	if !ok {
		t.Fatalf("HQ %s is not on the map", hq.ID)
	}
	targets := map[string]bool{}
	for _, a := range g.Legal("germans") {
		if a.Verb == "bombard" && a.Args[0] == hq.ID {
			targets[a.Args[1]] = true
		}
	}
	if len(targets) == 0 {
		t.Fatal("the 2-2 HQ has nothing in range: the test needs a target")
	}
	sess.Select(&loc)
	if got := len(b.targetsOfSelection()); got != len(targets) {
		t.Errorf("HQ at %s selected: %d cells marked, want its %d bombard targets %v", hq.Cell, got, len(targets), targets)
	}
}
