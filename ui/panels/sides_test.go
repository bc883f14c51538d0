package panels

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// purse is freeplay with per-side data: each side's money (public: the
// Central Powers 12, the Allies 7) and its hand of cards, which only that
// side may see (central c3 and c5, allies a1).
type purse struct{}

func (purse) ID() string   { return "purse-test" }
func (purse) Name() string { return "Purse (test)" }
func (purse) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	return &purseState{State: st}, err
}

type purseState struct{ rules.State }

func (s *purseState) Clone() rules.State { return &purseState{s.State.Clone()} }

func (s *purseState) View(side string) rules.View {
	v := s.State.View(side)
	money := map[string]int{"central": 12, "allies": 7}
	hands := map[string][]string{"central": {"c3", "c5"}, "allies": {"a1"}}
	for _, sd := range []string{"central", "allies"} {
		v.SetSide(sd, rules.SideEntry{Key: "money", Label: "Money", Number: money[sd]})
		v.SetSide(sd, rules.SideEntry{Key: "hand", Label: "Hand", Items: hands[sd], To: rules.SidesOnly(sd)})
	}
	return v.For(side)
}

func init() { rules.Register(purse{}) }

// sideLines are the texts of the per-side data section of p.
func sideLines(p *Phase) string {
	var out []string
	for _, o := range p.sides.Objects {
		out = append(out, o.(*widget.Label).Text)
	}
	return strings.Join(out, "\n")
}

// The phase panel lists the per-side data the viewer may see: every side's
// money, and the viewer's own hand only.
func TestPhaseShowsSideDataTheViewerMaySee(t *testing.T) {
	test.NewTempApp(t)
	base, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	sc := *base
	sc.Module = "purse-test"
	g, err := rules.NewGame(&sc, nil, 42, false)
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g)
	var st statusLog
	p := NewPhase(s, st.fn)
	test.NewTempWindow(t, p.Object())

	want := "Central Powers\nMoney: 12\nHand: c3, c5\nAllies\nMoney: 7"
	if got := sideLines(p); got != want {
		t.Errorf("the Central Powers' panel:\n%s\nwant:\n%s", got, want)
	}
	test.Tap(p.end)
	s.TakeOver() // the Allies take the laptop
	want = "Central Powers\nMoney: 12\nAllies\nMoney: 7\nHand: a1"
	if got := sideLines(p); got != want {
		t.Errorf("the Allies' panel:\n%s\nwant:\n%s", got, want)
	}

	// A game without per-side data shows none.
	plain := NewPhase(newSession(t, false), st.fn)
	if len(plain.sides.Objects) != 0 {
		t.Errorf("freeplay has no per-side data, but the panel shows %q", sideLines(plain))
	}
}
