package boardview

import (
	"reflect"
	"testing"

	"sandtable/rules"
)

// The board draws a stack in the session's order (the stack panel's, top
// counter first) and a drag picks up the counter drawn on top.
func TestStackDrawnInSessionOrder(t *testing.T) {
	b, sess, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	at, err := rules.ParseLocation(sess.Game.Scenario, "W0906")
	if err != nil {
		t.Fatal(err)
	}
	// Flip ger-inf/1 so that its face differs from ger-inf/2's.
	for _, a := range sess.LegalWith("flip", "ger-inf/1") {
		if _, err := sess.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	unitFace := func(id string) any {
		for _, u := range sess.UnitsAt(at) {
			if u.ID == id {
				return b.face(u)
			}
		}
		t.Fatalf("no %s at W0906", id)
		return nil
	}
	// faces is W0906's stack as the frame has it, top first.
	faces := func() []any {
		center := b.cellPoint(b.mapIndex(at.Map), at.Cell)
		for _, s := range b.stacks(sess.View()) {
			if s.At == center {
				var out []any
				for i := len(s.Faces) - 1; i >= 0; i-- {
					out = append(out, s.Faces[i])
				}
				return out
			}
		}
		t.Fatal("no stack drawn at W0906")
		return nil
	}
	top := func() []string { return b.startDrag(b.cellPoint(b.mapIndex(at.Map), at.Cell)).refs }

	if got, want := faces(), []any{unitFace("ger-inf/2"), unitFace("ger-inf/1")}; !reflect.DeepEqual(got, want) {
		t.Fatalf("by default W0906 is drawn %v, want ger-inf/2 on ger-inf/1", got)
	}
	if got := top(); len(got) != 1 || got[0] != "ger-inf/2" {
		t.Errorf("a drag picks up %v, want the top counter ger-inf/2", got)
	}

	waitFrame(t, frames)
	if !sess.MoveInStack(at, "ger-inf/1", 0) {
		t.Fatal("MoveInStack changed nothing")
	}
	if got, want := faces(), []any{unitFace("ger-inf/1"), unitFace("ger-inf/2")}; !reflect.DeepEqual(got, want) {
		t.Errorf("after moving ger-inf/1 to the top W0906 is drawn %v", got)
	}
	if got := top(); len(got) != 1 || got[0] != "ger-inf/1" {
		t.Errorf("a drag picks up %v, want the new top counter ger-inf/1", got)
	}
	select {
	case <-frames: // the board redrew for the new order
	default:
		waitFrame(t, frames)
	}
}
