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

// stray is freeplay offering whichever side acts one more action, extra:
// one no window control plays ("move ghost off": no unit ghost, no place
// off; "move ghost eliminated": not a place on a map either; "end-phase
// now": the End phase button sends no arguments), or one
// a button plays ("move ger-inf/1 off": exiting at the unit's place).
type stray struct {
	*freeplay.State
	extra rules.Action
}

type strayModule struct{ extra rules.Action }

func (m strayModule) ID() string   { return "stray-" + m.extra.String() }
func (m strayModule) Name() string { return "Stray action toy" }
func (m strayModule) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	if err != nil {
		return nil, err
	}
	return &stray{st.(*freeplay.State), m.extra}, nil
}

func (s *stray) Clone() rules.State { return &stray{s.State.Clone().(*freeplay.State), s.extra} }

// mine is the extra action for side.
func (s *stray) mine(side string) rules.Action {
	a := s.extra
	a.Side = side
	return a
}

func (s *stray) Legal(side string) []rules.Action {
	out := s.State.Legal(side)
	if len(out) > 0 {
		out = append(out, s.mine(side))
	}
	return out
}

func (s *stray) Check(a rules.Action) error {
	if a.Equal(s.mine(a.Side)) && len(s.State.Legal(a.Side)) > 0 {
		return nil
	}
	return s.State.Check(a)
}

func (s *stray) Apply(a rules.Action, ctx *rules.Context) error {
	if a.Equal(s.mine(a.Side)) {
		ctx.Logf("%s", a)
		return nil
	}
	return s.State.Apply(a, ctx)
}

// strays are the toys' extra actions.
var strays = []rules.Action{
	{Verb: "move", Args: []string{"ghost", "off"}},
	{Verb: "move", Args: []string{"ghost", "eliminated"}},
	{Verb: "end-phase", Args: []string{"now"}},
	{Verb: "move", Args: []string{"ger-inf/1", "off"}},
}

func init() {
	for _, a := range strays {
		rules.Register(strayModule{a})
	}
}

// The window contract fails a module offering an action no control of the
// window plays, naming the action and why; an exit off the board (a move
// to no place) is a button at its unit, and passes.
func TestWindowContractCatchesActionsWithoutControl(t *testing.T) {
	base, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{
		`"central move ghost off": no window control plays it: a move is dragged, or chosen at its unit or its destination, and the side's view has no unit "ghost", and "off" is no place on a map`,
		`"central move ghost eliminated": no window control plays it: a move is dragged, or chosen at its unit or its destination, and the side's view has no unit "ghost", and "eliminated" is no place on a map`,
		`"central end-phase now": the window's end-phase control sends 0 arguments`,
		"",
	} {
		s := *base
		s.Module = strayModule{strays[i]}.ID()
		g, err := rules.NewGame(&s, nil, 1, false)
		if err != nil {
			t.Fatal(err)
		}
		err = rulestest.CheckWindowContract(g, []string{"central", "allies"}, rulestest.ContractChooser(1), 20)
		switch {
		case want == "" && err != nil:
			t.Errorf("%s: %v", s.Module, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%s: got %v, want %s", s.Module, err, want)
		}
	}
}
