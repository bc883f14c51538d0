package rules

import (
	"slices"
	"testing"
)

type dragState struct{ State }

func (dragState) DragVerbs() []string { return []string{"land", "move", "sweep"} }

// A drag always moves; a Dragger adds its verbs after, move not twice.
func TestDragVerbsOf(t *testing.T) {
	if got := DragVerbsOf(nil); !slices.Equal(got, []string{VerbMove}) {
		t.Errorf("no Dragger: %v, want [move]", got)
	}
	if got := DragVerbsOf(dragState{}); !slices.Equal(got, []string{VerbMove, "land", "sweep"}) {
		t.Errorf("Dragger: %v, want [move land sweep]", got)
	}
}
