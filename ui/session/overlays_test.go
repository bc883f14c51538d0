package session_test

import (
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// overlayCalls counts the calls of countingState.Overlays.
var overlayCalls atomic.Int64

// countingState is freeplay counting how often its overlays are worked out.
type countingState struct{ rules.State }

func (c countingState) Clone() rules.State { return countingState{c.State.Clone()} }

func (c countingState) Overlays(viewer string) []rules.Overlay {
	overlayCalls.Add(1)
	return c.State.(rules.Overlayer).Overlays(viewer)
}

type countingModule struct{ freeplay.Module }

func (countingModule) ID() string { return "test-counting-overlays" }

func (m countingModule) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := m.Module.New(s, o, r)
	return countingState{st}, err
}

func init() { rules.Register(countingModule{}) }

// The module's overlays are worked out once per state of the game: a
// click that only selects reuses them; an action, an undo or a preview of
// the log works them out again.
func TestOverlaysOncePerState(t *testing.T) {
	sc, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	c := *sc
	c.Module = "test-counting-overlays"
	g, err := rules.NewGame(&c, nil, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g)
	s.Solitaire = true // one viewer throughout
	calls := func(f func()) int64 {
		before := overlayCalls.Load()
		f()
		return overlayCalls.Load() - before
	}
	first := s.Overlays()
	if n := calls(func() { s.Overlays() }); n != 0 {
		t.Errorf("asked again unchanged: worked out %d times, want 0", n)
	}
	at, err := rules.ParseLocation(&c, "W0906")
	if err != nil {
		t.Fatal(err)
	}
	if n := calls(func() { s.Select(&at); s.Overlays() }); n != 0 {
		t.Errorf("after a selection: worked out %d times, want 0", n)
	}
	a := s.LegalWith("move", "")[0]
	if n := calls(func() {
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		s.Overlays()
	}); n != 1 {
		t.Errorf("after an action: worked out %d times, want 1", n)
	}
	if n := calls(func() {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
		s.Overlays()
	}); n != 1 {
		t.Errorf("after undo: worked out %d times, want 1", n)
	}
	if got := s.Overlays(); len(got) != len(first) {
		t.Errorf("after undo %d overlays, at first %d", len(got), len(first))
	}
}
