package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// #32 (L657), the seed's example: "card played Turn 5 and a "3" is
// rolled; the above units return to the Allied Reserve Box during the
// Replacement Phase of Turn 8." The Allies choose the corps; a 3 is
// rolled; they pick the Draka corps (the test's stand-ins for 1 CF and 2
// J corps) among those in play: only the two at Sinai are (those of the
// force pool are not), so those two go (ruling OA-K9). They are away in
// turns 5 to 7 and back in the Allied reserve box as the replacement
// phase of turn 8 begins, not of turn 7.
func TestC32RevoltSeedExample(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	st.Turn = 5
	giveCard(st, CP, "C32")
	applyChecked(t, st, rules.Action{Side: CP, Verb: "play", Args: []string{"C32", "event"}})
	if book.Current(st).ID != StageEventChoice || !slices.Equal(st.Status().Active, []string{AP}) {
		t.Fatalf("stage %s, active %v", book.Current(st).ID, st.Status().Active)
	}
	applyWithDice(t, st, rules.Action{Side: AP, Verb: "choose", Args: []string{"corps"}}, cardDice(3))
	opts := slices.Clone(st.Cards.Choice.Options)
	// The Draka corps on the map: the two at Sinai (those of the pool are
	// not in play and may not be sent).
	if len(opts) != 2 {
		t.Fatalf("options %v, want the 2 Draka corps at Sinai", opts)
	}
	for _, o := range opts {
		applyChecked(t, st, rules.Action{Side: AP, Verb: "choose", Args: []string{o}})
	}
	if st.Cards.Choice != nil || len(st.Cards.Returns) != 2 {
		t.Fatalf("choice %+v, returns %+v", st.Cards.Choice, st.Cards.Returns)
	}
	for _, r := range st.Cards.Returns {
		if r.Turn != 8 || st.Units[r.Unit].Loc.Box != "ap-pool" {
			t.Fatalf("return %+v at %+v", r, st.Units[r.Unit].Loc)
		}
	}
	ctx := rules.NewContext(nil)
	st.Turn = 7
	if err := book.Run(st, kit.Enter(PhaseReplacement), ctx); err != nil {
		t.Fatal(err)
	}
	if len(st.Cards.Returns) != 2 {
		t.Fatal("the corps returned in turn 7")
	}
	st.Turn = 8
	if err := book.Run(st, kit.Enter(PhaseReplacement), ctx); err != nil {
		t.Fatal(err)
	}
	for _, o := range opts {
		if st.Units[st.Units.Resolve(o)].Loc.Box != "ap-reserve" {
			t.Fatalf("%s not back in the Allied reserve in turn 8", o)
		}
	}
}

// #32's option: "the Allies could accept the loss of +2 VP rather than
// send the 3 corps units": +4 halves on the CP-positive track, no roll.
func TestC32VP(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	giveCard(st, CP, "C32")
	applyChecked(t, st, rules.Action{Side: CP, Verb: "play", Args: []string{"C32", "event"}})
	vp := st.VPHalves
	ctx := applyWithDice(t, st, rules.Action{Side: AP, Verb: "choose", Args: []string{"vp"}}, cardDice())
	if st.VPHalves != vp+4 || st.Cards.Choice != nil || len(ctx.Faces()) != 0 {
		t.Fatalf("VP halves %d, choice %+v, faces %v", st.VPHalves, st.Cards.Choice, ctx.Faces())
	}
}

// #27 (L655): "Can be used to subtract 3 FR RPs rather than 4 BR RPs."
// The CP choose: with 5 British RPs, br leaves 1; the French choice takes
// 3 from 2, leaving 0, never less.
func TestC27ZeppelinRaids(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	st.Tracks.RP = map[string]int{"br": 5, "fr": 2}
	giveCard(st, CP, "C27")
	applyChecked(t, st, rules.Action{Side: CP, Verb: "play", Args: []string{"C27", "event"}})
	if c := st.Cards.Choice; c == nil || c.Side != CP || !slices.Equal(c.Options, []string{"br", "fr"}) {
		t.Fatalf("choice %+v", c)
	}
	applyChecked(t, st, rules.Action{Side: CP, Verb: "choose", Args: []string{"br"}})
	if st.Tracks.RP["br"] != 1 || st.Tracks.RP["fr"] != 2 || st.Cards.Choice != nil {
		t.Fatalf("RP %v, choice %+v", st.Tracks.RP, st.Cards.Choice)
	}
	st.Cards.Choice = &EventChoice{Card: "C27", Side: CP, Options: []string{"br", "fr"}}
	applyChecked(t, st, rules.Action{Side: CP, Verb: "choose", Args: []string{"fr"}})
	if st.Tracks.RP["fr"] != 0 {
		t.Fatalf("RP %v", st.Tracks.RP)
	}
}
