package outofafrica

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// newCardsState sets up a game of the cards scenario (not begun).
func newCardsState(t testing.TB) *State { return stateOf(t, cardsScenario) }

// applyWithDice checks and applies a with dice d and returns the context.
func applyWithDice(t testing.TB, st *State, a rules.Action, d rules.Dice) *rules.Context {
	t.Helper()
	if err := st.Check(a); err != nil {
		t.Fatalf("%s %s %v: %v", a.Side, a.Verb, a.Args, err)
	}
	ctx := rules.NewContext(d)
	if err := st.Apply(a, ctx); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// beginCards begins turn 1 of st (the first hands drawn with seeded dice).
func beginCards(t testing.TB, st *State) *rules.Context {
	t.Helper()
	return applyWithDice(t, st, rules.Action{Side: CP, Verb: rules.VerbEndPhase}, rules.NewSeededDice(1))
}

// cardRefusal is st's refusal of a, failing t when a is legal.
func cardRefusal(t testing.TB, st *State, a rules.Action) *rules.Refusal {
	t.Helper()
	err := st.Check(a)
	if err == nil {
		t.Fatalf("%v is legal", a)
	}
	r, ok := err.(*rules.Refusal)
	if !ok {
		t.Fatalf("%v: %v is no refusal", a, err)
	}
	return r
}

// The first hands are drawn as turn 1 begins: [rules.turn] hand (4 in
// the cards scenario) from each alliance's 6 Mobilization cards, none of
// the Limited or Total War cards; each side's log names its own cards
// and only counts the other's.
func TestFirstHands(t *testing.T) {
	st := newCardsState(t)
	if len(st.Cards.Hands[CP]) != 0 || len(st.Cards.Decks[CP].Items) != 6 || len(st.Cards.Decks[AP].Items) != 6 {
		t.Fatalf("before turn 1: hands %v, decks %d/%d, want no cards in hand and 6 in each deck", st.Cards.Hands, len(st.Cards.Decks[CP].Items), len(st.Cards.Decks[AP].Items))
	}
	ctx := beginCards(t, st)
	for _, side := range Sides {
		h := st.Cards.Hands[side]
		if len(h) != 4 || len(st.Cards.Decks[side].Items) != 2 {
			t.Fatalf("%s: hand %v and %d in the deck, want 4 and 2", side, h, len(st.Cards.Decks[side].Items))
		}
		for _, id := range h {
			if c := st.card(id); c.Side != side || c.Status != LevelMob {
				t.Fatalf("%s drew %s (%s, %s)", side, id, c.Side, c.Status)
			}
		}
	}
	var cpRead, apRead []string
	for _, e := range ctx.Events() {
		if e.To.Public() || slices.Contains(e.To.Sides, CP) {
			cpRead = append(cpRead, e.Text)
		}
		if e.To.Public() || slices.Contains(e.To.Sides, AP) {
			apRead = append(apRead, e.Text)
		}
	}
	for _, id := range st.Cards.Hands[CP] {
		if !slices.Contains(cpRead, "You drew "+st.cardName(id)) {
			t.Errorf("the CP's log does not name %s: %q", id, cpRead)
		}
		if strings.Contains(strings.Join(apRead, "\n"), id) {
			t.Errorf("the Allies' log names the CP's %s: %q", id, apRead)
		}
	}
	if !slices.Contains(apRead, "The Central Powers drew 4 cards (4 in hand)") {
		t.Errorf("the Allies do not read how many cards the CP drew: %q", apRead)
	}
}

// The view shows a hand to its owner only; the other alliance sees its
// size.
func TestHandSecretInView(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	cpView, apView := st.View(CP), st.View(AP)
	hand := cpView.Sides[CP].Get("hand")
	if hand == nil || len(hand.Items) != 4 {
		t.Fatalf("the CP's own hand in their view: %+v", hand)
	}
	if e := apView.Sides[CP].Get("hand"); e != nil {
		t.Fatalf("the Allies see the CP's hand: %+v", e)
	}
	if n := apView.Sides[CP].Get("cards"); n == nil || n.Number != 4 {
		t.Fatalf("the Allies see the CP's hand size as %+v, want 4", n)
	}
	b, _ := json.Marshal(apView)
	for _, id := range st.Cards.Hands[CP] {
		if strings.Contains(string(b), `"`+id+` `) || strings.Contains(string(b), `"`+id+`"`) {
			t.Fatalf("the Allies' view names %s", id)
		}
	}
	for _, a := range st.Legal(AP) {
		t.Fatalf("the Allies have a legal action in the CP's round: %v", a)
	}
}

// "Players always draw 8 card hands once at LW or TW" (L125, ruling
// OA-32: the alliance's own war status): the cards scenario's sizes are 4
// and 5 with Limited War at 2, so an alliance at war status 2 draws to 5
// and the other to 4.
func TestHandSizeByWarStatus(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	if st.handSize(CP) != 4 {
		t.Fatalf("hand size at Mobilization %d, want 4", st.handSize(CP))
	}
	st.Tracks.WarStatus = map[string]int{CP: 2}
	if st.handSize(CP) != 5 || st.handSize(AP) != 4 {
		t.Fatalf("hand sizes CP %d AP %d, want 5 and 4", st.handSize(CP), st.handSize(AP))
	}
	// Both hands spent down to 1 card, then the draw: the CP to 5, the
	// Allies to 4.
	for _, side := range Sides {
		h := st.Cards.Hands[side]
		for _, id := range h[1:] {
			st.Cards.Hands[side] = slices.DeleteFunc(st.Cards.Hands[side], func(s string) bool { return s == id })
			st.discard(side, id)
		}
	}
	if err := st.drawHands(rules.NewContext(rules.NewSeededDice(2))); err != nil {
		t.Fatal(err)
	}
	if len(st.Cards.Hands[CP]) != 5 || len(st.Cards.Hands[AP]) != 4 {
		t.Fatalf("after the draw: CP %d cards, Allies %d, want 5 and 4", len(st.Cards.Hands[CP]), len(st.Cards.Hands[AP]))
	}
}

// An empty deck takes its discards back before a draw: 6 Mobilization
// cards, 4 in hand and 2 in the deck; the 4 played and discarded, a draw
// to 4 takes the 2 left and 2 of the discards.
func TestDrawReshuffles(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	played := slices.Clone(st.Cards.Hands[CP])
	for _, id := range played {
		st.Cards.Hands[CP] = slices.DeleteFunc(st.Cards.Hands[CP], func(s string) bool { return s == id })
		st.discard(CP, id)
	}
	left := slices.Clone(st.Cards.Decks[CP].Items)
	ctx := rules.NewContext(rules.NewSeededDice(3))
	if err := st.drawTo(ctx, CP, 4); err != nil {
		t.Fatal(err)
	}
	h := st.Cards.Hands[CP]
	if len(h) != 4 {
		t.Fatalf("hand %v, want 4 cards", h)
	}
	for _, id := range left {
		if !h.Has(id) {
			t.Errorf("%s (left in the deck) not drawn first: hand %v", id, h)
		}
	}
	if d := st.Cards.Decks[CP]; d.Len()+len(d.Discards) != 2 {
		t.Errorf("deck %v discards %v: want the 2 other cards", d.Items, d.Discards)
	}
}

// giveCard puts card id in side's hand, out of its deck or discards (a
// position set up by hand).
func giveCard(st *State, side, id string) {
	h, d := st.Cards.Hands[side], st.Cards.Decks[side]
	if h.Has(id) {
		return
	}
	d.Items = slices.DeleteFunc(d.Items, func(s string) bool { return s == id })
	d.Discards = slices.DeleteFunc(d.Discards, func(s string) bool { return s == id })
	h.Add(id)
	st.Cards.Hands[side], st.Cards.Decks[side] = h, d
}
