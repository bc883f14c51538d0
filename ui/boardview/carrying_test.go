package boardview

import (
	"fmt"
	"testing"

	"sandtable/rules"
	"sandtable/ui/render"
)

// A unit aboard a carrier (an embarked Crack Troop on its Zeppelin, 000
// Über-Zeppelins b: "Show the fact that the Troop is embarked by putting it
// directly above the Zeppelin in the stack") marks its carrier's counter,
// as the viewer's view holds it: a view without the passenger (one the
// module keeps it from) leaves the counter unmarked.
func TestCarrierCounterMarksPassengers(t *testing.T) {
	b, sess, _, frames, _ := testBoard(t)
	waitFrame(t, frames)
	base := sess.View()
	var carrier, passenger int = -1, -1
	for k, u := range base.Units {
		if u.Map == "" || u.Cell == "" || u.Aboard != "" {
			continue
		}
		if carrier < 0 {
			carrier = k
		} else if base.Units[k].Cell != base.Units[carrier].Cell {
			passenger = k
			break
		}
	}
	if carrier < 0 || passenger < 0 {
		t.Fatal("the test scenario has no two units in different hexes")
	}
	at, ok := sess.UnitLocation(base.Units[carrier])
	if !ok {
		t.Fatal("carrier not on the board")
	}
	center := b.cellPoint(b.mapIndex(at.Map), at.Cell)
	marks := func(v rules.View) (n, stacks int) {
		for _, s := range b.stacks(v) {
			stacks++
			if s.At != center {
				continue
			}
			// The counters drawn (a deep stack's lowest are not).
			for _, f := range s.Faces[render.LayoutStack(s.At, s.Side, len(s.Faces)).First:] {
				n += f.Carrying
			}
		}
		return n, stacks
	}
	none, before := marks(base)
	if none != 0 {
		t.Fatalf("no unit aboard, yet %d marked", none)
	}
	with := base
	with.Units = append([]rules.UnitView(nil), base.Units...)
	p := &with.Units[passenger]
	p.Aboard, p.Map, p.Cell = base.Units[carrier].ID, base.Units[carrier].Map, base.Units[carrier].Cell
	if n, _ := marks(with); n != 1 {
		t.Errorf("one unit aboard %s: the carrier's counter is marked %d, want 1", base.Units[carrier].ID, n)
	}
	// The passenger is not a counter of its own on the board.
	alone := true
	for _, u := range base.Units {
		if u.ID != p.ID && u.Cell == base.Units[passenger].Cell && u.Map == base.Units[passenger].Map {
			alone = false
		}
	}
	if _, after := marks(with); alone && after != before-1 {
		t.Errorf("%d stacks with the passenger aboard, want %d", after, before-1)
	}
	// A carrier deeper than the counters drawn: the lowest drawn counter
	// shows its passengers.
	deep := with
	deep.Units = append([]rules.UnitView(nil), with.Units...)
	var extra []rules.UnitView
	for k := 0; k < 6; k++ {
		u := base.Units[passenger]
		u.ID = fmt.Sprintf("%s-extra%d", u.ID, k)
		u.Map, u.Cell, u.Aboard = base.Units[carrier].Map, base.Units[carrier].Cell, ""
		extra = append(extra, u)
	}
	deep.Units = append(deep.Units, extra...) // listed after the carrier: above it
	if n, _ := marks(deep); n != 1 {
		t.Errorf("a carrier under %d more counters: %d marked, want 1", len(extra), n)
	}
	// A view that does not hold the passenger (not this viewer's to see):
	// no mark.
	without := base
	without.Units = append([]rules.UnitView(nil), base.Units[:passenger]...)
	without.Units = append(without.Units, base.Units[passenger+1:]...)
	if n, _ := marks(without); n != 0 {
		t.Errorf("the passenger is not in the view, yet the carrier is marked %d", n)
	}
}
