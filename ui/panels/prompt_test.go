package panels

import (
	"math/rand/v2"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// prompted is freeplay whose states say what the side acting is asked
// (Status.Prompt), and, with decide set, wait for a decision of the
// Central Powers besides.
type prompted struct {
	rules.State
	prompt string
	decide bool
}

type promptedModule struct {
	prompt string
	decide bool
}

func (m promptedModule) ID() string {
	if m.decide {
		return "prompted-decision-" + m.prompt
	}
	return "prompted-" + m.prompt
}
func (promptedModule) Name() string { return "Prompted toy" }
func (m promptedModule) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	return &prompted{st, m.prompt, m.decide}, err
}

func (p *prompted) Clone() rules.State { return &prompted{p.State.Clone(), p.prompt, p.decide} }

func (p *prompted) status(st rules.Status) rules.Status {
	st.Prompt = p.prompt
	if p.prompt != "" {
		// A module may say the same in its checklist, for a side that
		// is not shown the prompt.
		st.Checklist = append(st.Checklist, rules.CheckItem{Text: p.prompt})
	}
	if p.decide {
		st.Decision = &rules.Decision{Side: "central", Prompt: "Choose the unit that takes the loss"}
	}
	return st
}

func (p *prompted) Status() rules.Status { return p.status(p.State.Status()) }

func (p *prompted) View(side string) rules.View {
	v := p.State.View(side)
	v.Status = p.status(v.Status)
	return v
}

func init() {
	rules.Register(promptedModule{prompt: "Move your units, then end the phase"})
	rules.Register(promptedModule{prompt: "", decide: true})
	rules.Register(promptedModule{prompt: "Choose a loss", decide: true})
}

// Issue 25: the window shows every state's prompt, not only decisions'.
// The phase panel shows the side acting what it is asked to do, the
// state's prompt; nothing to a side waiting for another, nor when the
// module says nothing (freeplay), nor a decision's prompt in its place
// (its dialog shows it).
func TestPhaseShowsThePrompt(t *testing.T) {
	for _, tc := range []struct {
		module promptedModule
		seat   string
		want   string
	}{
		{promptedModule{prompt: "Move your units, then end the phase"}, "", "Move your units, then end the phase"},
		{promptedModule{prompt: "Move your units, then end the phase"}, "central", "Move your units, then end the phase"},
		{promptedModule{prompt: "Move your units, then end the phase"}, "allies", ""},
		{promptedModule{decide: true}, "", ""},
		{promptedModule{prompt: "Choose a loss", decide: true}, "", "Choose a loss"},
	} {
		test.NewTempApp(t)
		base, err := scenarios.Builtin("test-hex-flat")
		if err != nil {
			t.Fatal(err)
		}
		sc := *base
		sc.Module = tc.module.ID()
		g, err := rules.NewGame(&sc, nil, 1, false)
		if err != nil {
			t.Fatal(err)
		}
		s := session.New(g)
		s.Seat = tc.seat
		p := NewPhase(s, nil)
		test.NewTempWindow(t, p.Object())
		if p.prompt.Text != tc.want || p.prompt.Visible() != (tc.want != "") {
			t.Errorf("%s, seat %q: prompt %q (shown %v), want %q", sc.Module, tc.seat, p.prompt.Text, p.prompt.Visible(), tc.want)
		}
		// The checklist's line saying what the prompt says shows only
		// where the prompt does not.
		inList := slices.ContainsFunc(p.items, func(r checkRow) bool { return r.item.Text == tc.module.prompt })
		if want := tc.module.prompt != "" && tc.want == ""; inList != want {
			t.Errorf("%s, seat %q: checklist repeats the prompt: %v, want %v", sc.Module, tc.seat, inList, want)
		}
	}
	// Freeplay says nothing: no prompt.
	s := newSession(t, false)
	p := NewPhase(s, nil)
	test.NewTempWindow(t, p.Object())
	if p.prompt.Visible() {
		t.Errorf("freeplay shows the prompt %q", p.prompt.Text)
	}
}
