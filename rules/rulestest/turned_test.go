package rulestest_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// turner is freeplay with every unit shown turned on its side
// (rules.UnitView.Turned), "out of gas" in its Flags, where the view gives
// Flags at all. leaky turns the face-down units in their enemy's view too,
// where freeplay blanks their Flags: a leak of a status the enemy may not
// see.
type turner struct {
	*freeplay.State
	leaky bool
}

type turnerModule struct{ leaky bool }

func (m turnerModule) ID() string {
	if m.leaky {
		return "turner-leaky"
	}
	return "turner"
}
func (m turnerModule) Name() string { return "Turned counters toy" }
func (m turnerModule) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	if err != nil {
		return nil, err
	}
	return &turner{st.(*freeplay.State), m.leaky}, nil
}

func (s *turner) Clone() rules.State { return &turner{s.State.Clone().(*freeplay.State), s.leaky} }

func (s *turner) View(side string) rules.View {
	v := s.State.View(side)
	for i := range v.Units {
		u := &v.Units[i]
		if u.Type != "" { // freeplay gives this side the unit's Flags
			u.Flags = append(u.Flags, "out of gas")
			u.Turned = true
		} else if s.leaky {
			u.Turned = true
		}
	}
	return v
}

func init() {
	rules.Register(turnerModule{false})
	rules.Register(turnerModule{true})
}

// The window contract fails a view that shows a face-down enemy unit
// turned on its side while leaving its Flags out (the status leaks, and
// nothing says what it means), and passes the same units turned where the
// view gives Flags.
func TestWindowContractCatchesTurnedFaceDownUnits(t *testing.T) {
	base, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []turnerModule{{false}, {true}} {
		s := *base
		s.Module = m.ID()
		g, err := rules.NewGame(&s, nil, 1, false)
		if err != nil {
			t.Fatal(err)
		}
		// Worked out by hand: a side's view of the other side's face-down
		// units (test-hex-flat has two a side) has no type and no Flags;
		// only the leaky toy turns them there.
		down := 0
		for _, side := range []string{"central", "allies"} {
			for _, u := range g.State().View(side).Units {
				if u.Type == "" {
					down++
					if u.Turned != m.leaky {
						t.Errorf("%s: the %s see face-down %s turned=%v", m.ID(), side, u.ID, u.Turned)
					}
				}
			}
		}
		if down == 0 {
			t.Fatalf("%s: no face-down units to try", m.ID())
		}
		err = rulestest.CheckWindowContract(g, []string{"central", "allies"}, rulestest.ContractChooser(1), 5)
		want := "is turned on its side with no Flags to say why"
		switch {
		case !m.leaky && err != nil:
			t.Errorf("%s: %v", m.ID(), err)
		case m.leaky && (err == nil || !strings.Contains(err.Error(), "'s view: unit "+rules.HiddenRefPrefix) || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: got %v, want a face-down unit refused: %s", m.ID(), err, want)
		}
	}
}
