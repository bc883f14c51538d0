package boardview

import (
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
)

// turnedModule is freeplay whose views show ger-inf/1 turned on its side,
// out of gas (rules.UnitView.Turned, with its Flags).
type turnedModule struct{ freeplay.Module }

func (turnedModule) ID() string { return "turned-board-test" }

func (m turnedModule) New(s *scenarios.Scenario, opts rules.Options, setup *rand.Rand) (rules.State, error) {
	st, err := m.Module.New(s, opts, setup)
	return turnedState{st}, err
}

type turnedState struct{ rules.State }

func (s turnedState) Clone() rules.State { return turnedState{s.State.Clone()} }

func (s turnedState) View(side string) rules.View {
	v := s.State.View(side)
	for i := range v.Units {
		if v.Units[i].ID == "ger-inf/1" {
			v.Units[i].Turned = true
			v.Units[i].Flags = append(v.Units[i].Flags, "out of gas")
		}
	}
	return v
}

func init() { rules.Register(turnedModule{}) }

// A unit its view shows turned is a turned counter in the board's stack
// (the others upright) and stays turned when picked up and dragged, with
// the rest of its stack upright.
func TestTurnedUnitIsATurnedCounter(t *testing.T) {
	b, sess, _, frames, _ := testBoardOf(t, "turned-board-test")
	waitFrame(t, frames)
	var at rules.Location
	for _, u := range sess.View().Units {
		if u.ID == "ger-inf/1" {
			loc, ok := sess.UnitLocation(u)
			if !ok {
				t.Fatal("ger-inf/1 is nowhere")
			}
			at = loc
		}
	}
	want := b.cellPoint(b.mapIndex(at.Map), at.Cell)
	turned := 0
	for _, st := range b.stacks(sess.View()) {
		for _, f := range st.Faces {
			if f.Turned {
				turned++
				if st.At != want {
					t.Errorf("a turned counter at %v, want ger-inf/1's place %v", st.At, want)
				}
			}
		}
	}
	if turned != 1 {
		t.Errorf("%d turned counters on the board, want 1 (ger-inf/1)", turned)
	}
	units := sess.Stack(at)
	d := b.pickUp(at, units, true)
	if d.refused || len(d.refs) != len(units) || len(units) < 2 {
		t.Fatalf("picking up the %d units at %v: refused %v, %d taken", len(units), at, d.refused, len(d.refs))
	}
	for i, ref := range d.refs {
		if d.faces[i].Turned != (ref == "ger-inf/1") {
			t.Errorf("dragged %s turned=%v", ref, d.faces[i].Turned)
		}
	}
}
