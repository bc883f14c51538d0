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

// sniping is freeplay plus "snipe", a secret 2d6 roll: the action and its
// roll are the sniper's side's secret, the others read a cover.
type sniping struct{}

func (sniping) ID() string   { return "sniping-test" }
func (sniping) Name() string { return "Sniping (test)" }
func (sniping) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	return &snipingState{State: st}, err
}

func init() { rules.Register(sniping{}) }

type snipingState struct{ rules.State }

func (s *snipingState) Check(a rules.Action) error {
	if a.Verb == "snipe" {
		return nil
	}
	return s.State.Check(a)
}

func (s *snipingState) Apply(a rules.Action, ctx *rules.Context) error {
	if a.Verb != "snipe" {
		return s.State.Apply(a, ctx)
	}
	faces, err := ctx.Roll(2, 6)
	if err != nil {
		return err
	}
	ctx.Private(rules.SidesOnly(a.Side), "made a secret roll")
	ctx.LogRollTo(rules.SidesOnly(a.Side), "sniper at W0403", rules.Roll{For: "sniper at W0403", Dice: faces, Sides: 6, Total: faces[0] + faces[1]})
	return nil
}

func (s *snipingState) Clone() rules.State { return &snipingState{State: s.State.Clone()} }

// In hotseat the log and dice panels show the viewer only the log as its
// side may see it: another side's secret roll reads as its cover, with no
// faces and no roll line, during the hand-over and after it.
func TestPanelsShowTheViewersLogOnly(t *testing.T) {
	test.NewTempApp(t)
	sc, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	c := *sc
	c.Module = "sniping-test"
	g, err := rules.NewGame(&c, nil, 1, true)
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g)
	logp, dice := NewLog(s, nil), NewDice(s, nil)
	test.NewTempWindow(t, logp.Object())
	g.EnterDice(4, 6)
	if _, err := s.Apply(rules.Action{Side: "central", Verb: "snipe"}); err != nil {
		t.Fatal(err)
	}
	// The sniper's own side sees its roll in full.
	if got := strings.Join(lineTexts(logp), "\n"); !strings.Contains(got, "sniper at W0403") || !strings.Contains(dice.last.Text, "4, 6") {
		t.Fatalf("the Central Powers' own secret roll is not shown to them:\n%s\n%s", got, dice.last.Text)
	}
	if _, err := s.Apply(rules.Action{Side: "central", Verb: "end-phase"}); err != nil {
		t.Fatal(err)
	}
	for _, when := range []string{"during the hand-over", "after the Allies took over"} {
		got := strings.Join(lineTexts(logp), "\n")
		if !strings.Contains(got, "1. Central Powers: secret action: made a secret roll") {
			t.Errorf("%s the log should show the cover:\n%s", when, got)
		}
		if strings.Contains(got, "sniper") || strings.Contains(got, "snipe\n") || strings.Contains(dice.last.Text, "4, 6") {
			t.Errorf("%s the Allies see the secret roll:\n%s\n%s", when, got, dice.last.Text)
		}
		if dice.last.Text != "No dice rolled yet" {
			t.Errorf("%s the dice panel shows %q", when, dice.last.Text)
		}
		s.TakeOver()
	}
}
