package rules_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// cards is a tiny module for the deck, mint and re-hide tests: the active
// side may "draw" a card from a shared deck of five (c1..c5) into its hand,
// secretly, "play" a card from its hand (public), "buy" a unit (minted: the
// type and place of its first unit), "rehide" all its units (fresh
// aliases), or "end-phase". The game ends when every card was played.
type cards struct{}

func (cards) ID() string   { return "cards-test" }
func (cards) Name() string { return "Cards (engine test module)" }

func (cards) New(s *scenarios.Scenario, opts rules.Options, setup *rand.Rand) (rules.State, error) {
	r := rules.NewRoster(s, setup)
	st := &cardsState{Deck: rules.NewDeck("shared deck", "card", "c5", "c3", "c1", "c4", "c2"), Hands: map[string]rules.Hand{},
		Units: r.SetupUnits(), Mint: rules.NewMint(r), scen: s}
	for _, sd := range s.Sides {
		st.Sides = append(st.Sides, sd.ID)
	}
	return st, nil
}

type cardsState struct {
	Sides  []string
	Active int
	Deck   rules.Deck
	Hands  map[string]rules.Hand
	Played []string
	Units  rules.Units
	Mint   rules.Mint
	scen   *scenarios.Scenario
}

func (s *cardsState) Legal(side string) []rules.Action {
	if side != s.Sides[s.Active] {
		return nil
	}
	out := []rules.Action{{Side: side, Verb: "end-phase"}, {Side: side, Verb: "buy"}}
	if len(s.Units.OfSide(side)) >= 2 {
		out = append(out, rules.Action{Side: side, Verb: "rehide"})
	}
	if s.Deck.Len() > 0 {
		out = append(out, rules.Action{Side: side, Verb: "draw"})
	}
	for _, c := range s.Hands[side] {
		out = append(out, rules.Action{Side: side, Verb: "play", Args: []string{c}})
	}
	return out
}

func (s *cardsState) Check(a rules.Action) error {
	for _, l := range s.Legal(a.Side) {
		if l.Equal(a) {
			return nil
		}
	}
	return rules.Refuse(a, "cards 1", "not a legal move")
}

func (s *cardsState) Apply(a rules.Action, ctx *rules.Context) error {
	switch a.Verb {
	case "draw":
		c, err := s.Deck.Draw(ctx, rules.SidesOnly(a.Side))
		if err != nil {
			return err
		}
		h := s.Hands[a.Side]
		h.Add(c)
		s.Hands[a.Side] = h
		ctx.LogTo(rules.SidesOnly(a.Side), "%s drew %s", a.Side, c)
		ctx.Logf("%s drew a card", a.Side)
	case "play":
		h := s.Hands[a.Side]
		h.Remove(a.Args[0])
		s.Hands[a.Side] = h
		s.Played = append(s.Played, a.Args[0])
		ctx.Logf("%s played %s", a.Side, a.Args[0])
	case "buy":
		first := s.Units.OfSide(a.Side)[0]
		u, err := s.Mint.New(s.scen, first.Type, first.Loc)
		if err != nil {
			return err
		}
		s.Units = append(s.Units, u)
		ctx.Logf("%s bought %s", a.Side, u.ID)
	case "rehide":
		var idx []int
		for i := range s.Units {
			if s.Units[i].Side == a.Side {
				idx = append(idx, i)
			}
		}
		if err := s.Units.Rehide(ctx, &s.Mint, idx); err != nil {
			return err
		}
		ctx.Logf("%s stood its blocks up", a.Side)
	case "end-phase":
		s.Active = (s.Active + 1) % len(s.Sides)
	}
	return nil
}

func (s *cardsState) Clone() rules.State {
	c := *s
	c.Deck = s.Deck.Clone()
	c.Hands = map[string]rules.Hand{}
	for k, h := range s.Hands {
		c.Hands[k] = slices.Clone(h)
	}
	c.Played = slices.Clone(s.Played)
	c.Units = s.Units.Clone()
	return &c
}

// Status: the game is over when all five cards have been played.
func (s *cardsState) Status() rules.Status {
	if len(s.Played) == 5 {
		return rules.Status{Phase: "cards", PhaseName: "Cards", Over: true, Result: "draw: every card played"}
	}
	return rules.Status{Phase: "cards", PhaseName: "Cards", Active: []string{s.Sides[s.Active]}}
}

func (s *cardsState) View(side string) rules.View {
	v := rules.View{Side: side, Status: s.Status()}
	for _, sd := range s.Sides {
		v.SetSide(sd, rules.SideEntry{Key: "hand", Label: "Hand", Items: s.Hands[sd], To: rules.SidesOnly(sd)})
		v.SetSide(sd, rules.SideEntry{Key: "hand-size", Label: "Cards in hand", Number: len(s.Hands[sd])})
	}
	return v.For(side)
}

func init() { rules.Register(cards{}) }

func newCards(t *testing.T, seed uint64, manual bool) *rules.Game {
	t.Helper()
	s, err := scenarios.Builtin("test-square")
	if err != nil {
		t.Fatal(err)
	}
	c := *s
	c.Module = "cards-test"
	g, err := rules.NewGame(&c, nil, seed, manual)
	if err != nil {
		t.Fatal(err)
	}
	g.Ref = "builtin:test-square"
	return g
}

func cardsOpen(string) (*scenarios.Scenario, error) {
	s, err := scenarios.Builtin("test-square")
	if err != nil {
		return nil, err
	}
	c := *s
	c.Module = "cards-test"
	return &c, nil
}

// A drawn card is the drawer's secret: in the log as the other side reads
// it, neither the draw record nor an event names it.
func TestDrawIsTheDrawersSecret(t *testing.T) {
	g := newCards(t, 3, false)
	me := g.Status().Active[0]
	other := g.Scenario.Sides[1].ID
	if other == me {
		other = g.Scenario.Sides[0].ID
	}
	e := act(t, g, me+" draw")
	if len(e.Draws) != 1 || len(e.Faces) != 0 {
		t.Fatalf("entry draws %v faces %v, want one draw and no public faces", e.Draws, e.Faces)
	}
	card := e.Draws[0].Item
	if !e.Final || !strings.Contains(e.Why, "drew") {
		t.Errorf("a draw must be final (no undo to draw again): final %v, why %q", e.Final, e.Why)
	}
	mine := g.LogFor(me)[0]
	if len(mine.Draws) != 1 || !strings.Contains(eventsText(mine), "drew "+card) {
		t.Errorf("the drawer's log %v does not show the card %s", mine, card)
	}
	theirs := g.LogFor(other)[0]
	if len(theirs.Draws) != 0 || strings.Contains(eventsText(theirs), card) || !strings.Contains(eventsText(theirs), "drew a card") {
		t.Errorf("the other side's log %+v must say a card was drawn and not which", theirs)
	}
	// Views: the drawer's hand is its own; the other side sees its size only.
	if h := g.State().View(me).Sides[me].Get("hand"); h == nil || !slices.Equal(h.Items, []string{card}) {
		t.Errorf("drawer's view hand = %v, want [%s]", h, card)
	}
	ov := g.State().View(other)
	if ov.Sides[me].Get("hand") != nil || ov.Sides[me].Get("hand-size").Number != 1 {
		t.Errorf("other side's view of the drawer = %+v, want only the hand size 1", ov.Sides[me])
	}
	b, _ := json.Marshal(ov)
	if strings.Contains(string(b), `"`+card+`"`) {
		t.Errorf("other side's view JSON names the card: %s", b)
	}
	if ok, _ := g.CanUndo(); ok {
		t.Error("a draw can be undone")
	}
	if final, why := g.WouldBeFinal(rules.Action{Side: me, Verb: "draw"}); !final || why != "it draws from a deck or cup" {
		t.Errorf("WouldBeFinal(draw) = %v %q", final, why)
	}
}

func eventsText(e rules.Entry) string {
	var b strings.Builder
	for _, ev := range e.Events {
		b.WriteString(ev.String() + "\n")
	}
	return b.String()
}

// The deck in the state is a sorted set: its JSON holds no order to read
// the next card from, however many draws and returns came before.
func TestDeckHoldsNoOrder(t *testing.T) {
	g := newCards(t, 11, false)
	me := g.Status().Active[0]
	act(t, g, me+" draw")
	act(t, g, me+" draw")
	st := g.State().(*cardsState)
	if !slices.IsSorted(st.Deck.Items) || st.Deck.Len() != 3 {
		t.Fatalf("deck items %v: want 3 left, sorted", st.Deck.Items)
	}
	all := append(slices.Clone(st.Deck.Items), st.Hands[me]...)
	slices.Sort(all)
	if !slices.Equal(all, []string{"c1", "c2", "c3", "c4", "c5"}) {
		t.Errorf("deck and hand hold %v, want each card once", all)
	}
	d := rules.NewDeck("d", "card", "b", "a")
	d.Discard("z")
	d.Discard("c")
	d.Reshuffle()
	if !slices.Equal(d.Items, []string{"a", "b", "c", "z"}) || d.Discards != nil {
		t.Errorf("after Reshuffle items %v discards %v", d.Items, d.Discards)
	}
}

// Every card can come up: the draw is uniform over what is left, not the
// first or last of the sorted items. With five cards and 60 seeds, each
// card turns up as the first draw of some seed (the seeded dice are fixed,
// so this cannot flicker).
func TestDrawReachesEveryCard(t *testing.T) {
	seen := map[string]int{}
	for seed := uint64(1); seed <= 60; seed++ {
		g := newCards(t, seed, false)
		e := act(t, g, g.Status().Active[0]+" draw")
		seen[e.Draws[0].Item]++
	}
	if len(seen) != 5 {
		t.Errorf("first draws over 60 seeds: %v, want all five cards", seen)
	}
}

// Manual play: the engine asks for a physical draw like it asks for dice,
// refuses a card not in the deck (discarding the entry), and takes the
// one entered.
func TestManualDraws(t *testing.T) {
	g := newCards(t, 1, true)
	me := g.Status().Active[0]
	draw := rules.Action{Side: me, Verb: "draw"}
	_, err := g.Apply(draw)
	var nd *rules.NeedDraw
	if !errors.As(err, &nd) || !errors.Is(err, rules.ErrNeedDraw) || nd.Kind != "card" || nd.From != "shared deck" {
		t.Fatalf("Apply without a draw entered: %v, want a NeedDraw for a card of the shared deck", err)
	}
	if err.Error() != "rules: draw a card from the shared deck and enter it (drew card ID)" {
		t.Errorf("NeedDraw text %q", err)
	}
	if final, why := g.WouldBeFinal(draw); !final || why != "it draws from a deck or cup" {
		t.Errorf("WouldBeFinal in manual play = %v %q", final, why)
	}
	g.EnterDraw("c9")
	_, err = g.Apply(draw)
	var bad *rules.BadDraw
	if !errors.As(err, &bad) || bad.Item != "c9" || g.PendingDraws() != 0 || len(g.Log()) != 0 {
		t.Fatalf("card not in the deck: err %v, pending %d, log %d; want a BadDraw, the entry discarded, nothing applied", err, g.PendingDraws(), len(g.Log()))
	}
	kind, item, err := rules.ParseDraw("drew card c4")
	if err != nil || kind != "card" {
		t.Fatal(kind, item, err)
	}
	g.EnterDraw(item)
	e, err := g.Apply(draw)
	if err != nil || e.Draws[0].Item != "c4" || !g.State().(*cardsState).Hands[me].Has("c4") {
		t.Fatalf("after drew card c4: %v %+v", err, e)
	}
	roundTrip(t, g)
}

// Saves keep the draws, so loading replays them exactly, seeded or manual;
// a seeded save whose draw was edited is refused on the line at fault.
func TestSavedDrawsReplay(t *testing.T) {
	g := newCards(t, 5, false)
	me := g.Status().Active[0]
	act(t, g, me+" draw")
	act(t, g, me+" draw")
	act(t, g, me+" end-phase")
	roundTrip(t, g)
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	first := g.Log()[0].Draws[0].Item
	other := "c1"
	if first == other {
		other = "c2"
	}
	bad := strings.Replace(buf.String(), `drew = ["`+first+`"]`, `drew = ["`+other+`"]`, 1)
	if bad == buf.String() {
		t.Fatalf("no drew line for %s in\n%s", first, buf.String())
	}
	_, err := rules.LoadSave("save.toml", []byte(bad), cardsOpen)
	want := `: the file was altered or damaged: the draws of action 1 ("` + me + ` draw") do not replay: `
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("edited draw: %v, want %q", err, want)
	}
}

func roundTrip(t *testing.T, g *rules.Game) {
	t.Helper()
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		t.Fatal(err)
	}
	h, err := rules.LoadSave("save.toml", buf.Bytes(), cardsOpen)
	if err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	a, _ := g.Checksum()
	b, _ := h.Checksum()
	if a != b {
		t.Error("loaded game differs from the saved one")
	}
}

func TestParseDraw(t *testing.T) {
	for _, c := range []struct{ in, kind, item, err string }{
		{"drew card 37", "card", "37", ""},
		{"  drew   chit 2 ", "chit", "2", ""},
		{"drew card", "", "", "not a draw"},
		{"card 37", "", "", "not a draw"},
		{"drew card 3 7", "", "", "not a draw"},
	} {
		k, it, err := rules.ParseDraw(c.in)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("ParseDraw(%q) err = %v, want %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil || k != c.kind || it != c.item {
			t.Errorf("ParseDraw(%q) = %q %q %v", c.in, k, it, err)
		}
	}
}

// Random play with draws, mints and re-hides replays and saves exactly,
// and undo never crosses a draw.
func TestCardsRandomPlay(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		g := newCards(t, seed, false)
		c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 1))}
		// The generic checker finds no card of one side in the other's
		// log, draws or side data.
		sc := &rulestest.SecretsChecker{Rand: rand.New(rand.NewPCG(seed, 2)), Probes: 2}
		if _, err := rulestest.RandomPlayChecked(g, c, 2000, sc.Check); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if err := rulestest.CheckReplayAndSave(g); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}
