package app

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
)

// drawer is freeplay plus a shared deck of three cards (12, 37, 40): the
// acting side may "draw" one into its hand, a secret of that side shown
// in its per-side data.
type drawer struct{}

func (drawer) ID() string   { return "drawer-test" }
func (drawer) Name() string { return "Drawer (test)" }
func (drawer) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	return &drawerState{State: st, Deck: rules.NewDeck("shared deck", "card", "12", "37", "40"), Hands: map[string]rules.Hand{}}, err
}

type drawerState struct {
	rules.State
	Deck  rules.Deck
	Hands map[string]rules.Hand
}

func (s *drawerState) Clone() rules.State {
	c := *s
	c.State, c.Deck, c.Hands = s.State.Clone(), s.Deck.Clone(), map[string]rules.Hand{}
	for k, h := range s.Hands {
		c.Hands[k] = slices.Clone(h)
	}
	return &c
}

func (s *drawerState) Legal(side string) []rules.Action {
	out := s.State.Legal(side)
	if len(out) > 0 && s.Deck.Len() > 0 {
		out = append(out, rules.Action{Side: side, Verb: "draw"})
	}
	return out
}

func (s *drawerState) Check(a rules.Action) error {
	if a.Verb == "draw" {
		if s.Deck.Len() == 0 || len(s.State.Legal(a.Side)) == 0 {
			return rules.Refuse(a, "drawer 1", "no card to draw now")
		}
		return nil
	}
	return s.State.Check(a)
}

func (s *drawerState) Apply(a rules.Action, ctx *rules.Context) error {
	if a.Verb != "draw" {
		return s.State.Apply(a, ctx)
	}
	card, err := s.Deck.Draw(ctx, rules.SidesOnly(a.Side))
	if err != nil {
		return err
	}
	h := s.Hands[a.Side]
	h.Add(card)
	s.Hands[a.Side] = h
	ctx.LogTo(rules.SidesOnly(a.Side), "drew card %s", card)
	return nil
}

func (s *drawerState) View(side string) rules.View {
	v := s.State.View(side)
	for _, sd := range []string{"central", "allies"} {
		v.SetSide(sd, rules.SideEntry{Key: "hand", Label: "Hand", Items: s.Hands[sd], To: rules.SidesOnly(sd)})
	}
	return v.For(side)
}

func init() { rules.Register(drawer{}) }

// topEntry is the text entry of the dialog on top.
func topEntry(t *testing.T, w *Window) *widget.Entry {
	t.Helper()
	for _, obj := range test.LaidOutObjects(w.Fyne().Canvas().Overlays().Top()) {
		if e, ok := obj.(*widget.Entry); ok {
			return e
		}
	}
	t.Fatalf("no entry in the dialog on top:\n%s", topText(w))
	return nil
}

// With real dice, an action that draws asks the players to draw a real
// card and enter it, then applies the action with that card; a card that
// is not in the deck is refused and asked for again; Cancel leaves the
// game as it was.
func TestRealDrawIsAskedFor(t *testing.T) {
	w := newTestWindow(t)
	s, _ := scenarios.Builtin("test-hex-flat")
	sc := *s
	sc.Module = "drawer-test"
	g, err := rules.NewGame(&sc, nil, 5, true)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Solitaire = true
	w.sess.Replace(g, "")
	draw := w.sess.LegalWith("draw", "")
	if len(draw) != 1 {
		t.Fatalf("draw actions: %v", draw)
	}

	w.act(draw[0])
	if !strings.Contains(topText(w), "Draw a card from the shared deck and enter it") {
		t.Fatalf("no real-draw dialog:\n%s", topText(w))
	}
	for _, tc := range []struct{ typed, says string }{
		{"drew chit 37", "this draw is of a card, not a chit"},
		{"", "type the id of the card drawn"},
		{"99", `Card "99" is not in the shared deck`}, // the engine's BadDraw: asked again
	} {
		topEntry(t, w).SetText(tc.typed)
		typeKey(w, fyne.KeyReturn)
		if len(g.Log()) != 0 || !strings.Contains(topText(w), tc.says) {
			t.Fatalf("after typing %q: %d actions; the dialog should say %q:\n%s", tc.typed, len(g.Log()), tc.says, topText(w))
		}
	}
	if g.PendingDraws() != 0 {
		t.Fatalf("the refused card is still queued: %d draws pending", g.PendingDraws())
	}
	topEntry(t, w).SetText("drew card 37")
	typeKey(w, fyne.KeyReturn)
	log := g.Log()
	if len(log) != 1 || len(log[0].Draws) != 1 || log[0].Draws[0].Item != "37" || w.blocked() {
		t.Fatalf("after drew card 37: %+v, dialog up %v", log, w.blocked())
	}
	if h := g.State().(*drawerState).Hands["central"]; !slices.Equal(h, rules.Hand{"37"}) {
		t.Errorf("central's hand is %v, want [37]", h)
	}

	// Cancel: nothing drawn, nothing queued.
	w.act(draw[0])
	topEntry(t, w).SetText("40")
	typeKey(w, fyne.KeyEscape)
	if len(g.Log()) != 1 || g.PendingDraws() != 0 || w.blocked() {
		t.Errorf("after Cancel: %d actions, %d draws pending, dialog up %v", len(g.Log()), g.PendingDraws(), w.blocked())
	}
}
