package app

import (
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
)

// ferry is freeplay in which the first two units at W0403 are a carrier
// and its passenger (rules.UnitView.Aboard), and the passenger's one legal
// action is to land in the carrier's hex: the module a passenger's move is
// tested with.
type ferry struct{}

func (ferry) ID() string   { return "ferry" }
func (ferry) Name() string { return "Ferry (test)" }
func (ferry) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	return &ferryState{State: st}, err
}

type ferryState struct {
	rules.State
	landed bool
}

// pair is the carrier's and the passenger's ids in v.
func (f *ferryState) pair(v rules.View) (carrier, passenger string) {
	for _, u := range v.Units {
		if u.Cell != "W0403" {
			continue
		}
		if carrier == "" {
			carrier = u.ID
		} else if passenger == "" {
			passenger = u.ID
		}
	}
	return carrier, passenger
}

func (f *ferryState) View(side string) rules.View {
	v := f.State.View(side)
	carrier, passenger := f.pair(v)
	for k := range v.Units {
		if !f.landed && v.Units[k].ID == passenger {
			v.Units[k].Aboard = carrier
		}
	}
	return v
}

func (f *ferryState) land(side string) rules.Action {
	_, passenger := f.pair(f.State.View(""))
	return rules.Action{Side: side, Verb: rules.VerbMove, Args: []string{passenger, "W0403"}}
}

func (f *ferryState) Legal(side string) []rules.Action {
	out := f.State.Legal(side)
	if !f.landed && len(out) > 0 {
		out = append(out, f.land(side))
	}
	return out
}

func (f *ferryState) Check(a rules.Action) error {
	if !f.landed && a.Equal(f.land(a.Side)) {
		return nil
	}
	return f.State.Check(a)
}

func (f *ferryState) Apply(a rules.Action, ctx *rules.Context) error {
	if !f.landed && a.Equal(f.land(a.Side)) {
		f.landed = true
		ctx.Logf("%s disembarks", a.Args[0])
		return nil
	}
	return f.State.Apply(a, ctx)
}

func (f *ferryState) Clone() rules.State {
	return &ferryState{State: f.State.Clone(), landed: f.landed}
}

func init() { rules.Register(ferry{}) }

// A unit aboard another has no counter to drag: selecting its carrier's
// hex offers its moves as buttons (a Crack Troop disembarking from its
// Zeppelin, 000 Über-Zeppelins), and only while it is aboard.
func TestPassengerMovesAreButtons(t *testing.T) {
	w := newTestWindow(t)
	s, _ := scenarios.Builtin("test-hex-flat")
	sc := *s
	sc.Module = "ferry"
	g, err := rules.NewGame(&sc, nil, 9, false)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Replace(g, "")
	takeOver(t, w)
	loc, _ := rules.ParseLocation(&sc, "W0403")
	w.sess.Select(&loc)
	st := g.State().(*ferryState)
	_, passenger := st.pair(st.State.View(""))
	if passenger == "" {
		t.Fatal("the scenario has no two units at W0403")
	}
	want := st.land(w.sess.Actor())
	found := func() bool {
		_, here := w.panelActions()
		for _, a := range here {
			if a.Equal(want) {
				return true
			}
		}
		return false
	}
	if !found() {
		_, here := w.panelActions()
		t.Fatalf("actions at W0403 %v lack %v", here, want)
	}
	w.act(want)
	if found() {
		t.Error("the landed passenger's move is still offered")
	}
}
