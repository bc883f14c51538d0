package app

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/scenarios"
)

// choose is the drill module with a decision pending from the start: the
// acting side must rally one of the British infantry divisions (two alike
// at W0403, one on the second map), and may do nothing else until it has.
type choose struct{}

func (choose) ID() string   { return "choose" }
func (choose) Name() string { return "Choose (test)" }
func (choose) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := drill{}.New(s, o, r)
	return &chooseState{drillState: st.(*drillState)}, err
}

type chooseState struct {
	*drillState
	Done bool
}

func (s *chooseState) rallies(side string) []rules.Action {
	var out []rules.Action
	for _, a := range s.drillState.Legal(side) {
		if a.Verb == "rally" {
			out = append(out, a)
		}
	}
	return out
}

func (s *chooseState) Legal(side string) []rules.Action {
	if !s.Done {
		return s.rallies(side)
	}
	return s.drillState.Legal(side)
}

func (s *chooseState) Check(a rules.Action) error {
	if !s.Done && !slices.ContainsFunc(s.rallies(a.Side), a.Equal) {
		return rules.Refuse(a, "choose", "rally a division first")
	}
	return s.drillState.Check(a)
}

func (s *chooseState) Apply(a rules.Action, ctx *rules.Context) error {
	if a.Verb == "rally" {
		s.Done = true
	}
	return s.drillState.Apply(a, ctx)
}

func (s *chooseState) Status() rules.Status {
	st := s.drillState.Status()
	if !s.Done && len(st.Active) > 0 {
		if r := s.rallies(st.Active[0]); len(r) > 0 {
			st.Decision = &rules.Decision{Side: st.Active[0], Prompt: "Rally a division", Default: r[0]}
		}
	}
	return st
}

func (s *chooseState) Clone() rules.State {
	return &chooseState{drillState: s.drillState.Clone().(*drillState), Done: s.Done}
}

func init() { rules.Register(choose{}) }

// A decision's choices that read alike say what tells them apart (where
// the unit is), as the actions panel's do; those nothing tells apart (two
// alike divisions in one hex) are offered once.
func TestDecisionTellsChoicesApart(t *testing.T) {
	w := newModuleWindow(t, "choose", 9, false)
	radio := decisionChoices(t, w)
	if len(radio.Options) != 2 {
		t.Fatalf("choices %q: want two, the divisions at W0403 once and the one on the second map", radio.Options)
	}
	if radio.Options[0] == strings.TrimSuffix(radio.Options[1], "  (suggested)") || strings.TrimSuffix(radio.Options[0], "  (suggested)") == radio.Options[1] {
		t.Errorf("the two choices read the same: %q", radio.Options)
	}
	found := false
	for _, o := range radio.Options {
		found = found || strings.Contains(o, "from W0403")
	}
	if !found {
		t.Errorf("choices %q: none says it is the division from W0403", radio.Options)
	}
}

// decisionChoices is the choices of the decision dialog on top of w's
// window; the test fails when there is none.
func decisionChoices(t *testing.T, w *Window) *widget.RadioGroup {
	t.Helper()
	for _, obj := range test.LaidOutObjects(w.Fyne().Canvas().Overlays().Top()) {
		if r, ok := obj.(*widget.RadioGroup); ok {
			return r
		}
	}
	t.Fatalf("no decision dialog:\n%s", topText(w))
	return nil
}
