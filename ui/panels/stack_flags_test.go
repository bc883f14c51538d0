package panels

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// flagsModule is freeplay whose views mark ger-inf/1 as a module words its
// markers (vernian's view: "attacked this Combat Phase ...").
type flagsModule struct{ freeplay.Module }

func (flagsModule) ID() string { return "flags-panel-test" }

func (m flagsModule) New(s *scenarios.Scenario, opts rules.Options, setup *rand.Rand) (rules.State, error) {
	st, err := m.Module.New(s, opts, setup)
	return flagsState{st}, err
}

type flagsState struct{ rules.State }

func (s flagsState) Clone() rules.State { return flagsState{s.State.Clone()} }

// markers are what the test module's view says of ger-inf/1.
var markers = []string{
	"attacked this Combat Phase (no second attack)",
	"in Defense Supply when its movement began: it may only move to better its supply or get closer to a supply source",
}

func (s flagsState) View(side string) rules.View {
	v := s.State.View(side)
	for i := range v.Units {
		if v.Units[i].ID == "ger-inf/1" {
			v.Units[i].Flags = markers
		}
	}
	return v
}

func init() { rules.Register(flagsModule{}) }

// The stack panel shows a unit's markers as the module words them, each on
// a line of its own (a marker's words may hold commas).
func TestStackShowsMarkersOneALine(t *testing.T) {
	test.NewTempApp(t)
	sc, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	c := *sc
	c.Module = "flags-panel-test"
	g, err := rules.NewGame(&c, nil, 42, false)
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g)
	p := NewStack(s, nil)
	test.NewTempWindow(t, p.Object())
	s.Select(loc(t, s, "W0906"))
	lines := strings.Split(bodyText(p), "\n")
	for _, m := range markers {
		n := 0
		for _, l := range lines {
			if l == m {
				n++
			}
		}
		if n != 1 {
			t.Errorf("the marker %q is %d lines of the panel, want 1:\n%s", m, n, bodyText(p))
		}
	}
}
