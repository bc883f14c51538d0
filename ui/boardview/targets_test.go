package boardview

import (
	"testing"

	"sandtable/rules"
	_ "sandtable/rules/vernian"
)

// Selecting an HQ in its Bombard Phase marks every stack its Monstrous
// Artillery may fire at (the range overlay), and nothing else; selecting
// nothing marks nothing.
func TestSelectionTargetsShowBombardRange(t *testing.T) {
	b, sess := vernianBoard(t, "german-bombard")
	g := sess.Game
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
