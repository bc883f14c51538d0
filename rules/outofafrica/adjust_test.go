package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// An event with no handler is shown to both sides with its text and
// carried out by hand: C01 Guns of August (a "*" card, ws 1) played for
// its event raises the CP's war status by 1, logs its text, opens the
// adjudication for the CP (nothing else is legal meanwhile: not even
// the end of the round), leaves the game; the CP reduce the Turkish army
// at Constantinople by hand, logged with the card, and say done.
func TestManualEventAdjudicated(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	giveCard(st, CP, "C01")
	log := applyChecked(t, st, rules.Action{Side: CP, Verb: "play", Args: []string{"C01", "event"}})
	for _, want := range []string{
		"Central Powers war status +1 (C01 Guns of August): 1",
		"Event C01 Guns of August: Test card: the German armies march (done by hand).",
		"The Central Powers carry out the event of C01 Guns of August by hand, then say done",
		"C01 Guns of August leaves the game",
	} {
		if !slices.Contains(log, want) {
			t.Errorf("log %q lacks %q", log, want)
		}
	}
	if !slices.Contains(st.Cards.Removed, "C01") || slices.Contains(st.Cards.Decks[CP].Discards, "C01") {
		t.Fatalf("C01 removed %v, discards %v", st.Cards.Removed, st.Cards.Decks[CP].Discards)
	}
	s := st.Status()
	if s.Phase != PhaseAction || book.Current(st).ID != StageAdjudicate || !slices.Equal(s.Active, []string{CP}) {
		t.Fatalf("stage %s, active %v", book.Current(st).ID, s.Active)
	}
	if err := st.Check(rules.Action{Side: CP, Verb: rules.VerbEndPhase}); err == nil {
		t.Fatal("the round may end during the adjudication")
	}
	tu := unitAt(t, st, "tu-army", "Constantinople")
	log = applyChecked(t, st, rules.Action{Side: CP, Verb: "adjust-step", Args: []string{st.Units.Ref(tu), "flip"}})
	if st.Units[tu].Step != 1 || !strings.Contains(strings.Join(log, "\n"), "(the event of C01 Guns of August, by hand)") {
		t.Fatalf("after the flip: step %d, log %q", st.Units[tu].Step, log)
	}
	vp := st.VPHalves
	applyChecked(t, st, rules.Action{Side: CP, Verb: "adjust-vp", Args: []string{"+1"}})
	if st.VPHalves != vp+1 {
		t.Fatalf("VP halves %d, want %d", st.VPHalves, vp+1)
	}
	applyChecked(t, st, rules.Action{Side: CP, Verb: "done"})
	if st.Tracks.Adjudicate != nil || book.Current(st).ID != PhaseAction {
		t.Fatalf("after done: %+v", st.Tracks.Adjudicate)
	}
	if err := st.Check(rules.Action{Side: CP, Verb: rules.VerbEndPhase}); err != nil {
		t.Fatalf("end of the round after the event: %v", err)
	}
}

// A combat card played for its event stays in play beside its owner's
// hand (public), neither discarded nor removed, until a combat uses it;
// then it goes to the discards.
func TestCombatCardInPlay(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	giveCard(st, CP, "C05")
	applyChecked(t, st, rules.Action{Side: CP, Verb: "play", Args: []string{"C05", "event"}})
	if !st.inPlay(CP, "C05") || st.Tracks.Adjudicate != nil || slices.Contains(st.Cards.Decks[CP].Discards, "C05") {
		t.Fatalf("in play %v, adjudicate %v, discards %v", st.Cards.InPlay, st.Tracks.Adjudicate, st.Cards.Decks[CP].Discards)
	}
	if e := st.View(AP).Sides[CP].Get("in-play"); e == nil || !strings.HasPrefix(e.Items[0], "C05 Artillery barrage") {
		t.Fatalf("the Allies do not see the CP's combat card in play: %+v", e)
	}
	if !st.useCombatCard(CP, "C05") || st.inPlay(CP, "C05") || !slices.Contains(st.Cards.Decks[CP].Discards, "C05") {
		t.Fatalf("after use: in play %v, discards %v", st.Cards.InPlay, st.Cards.Decks[CP].Discards)
	}
}

// A card is played only from the player's own hand, for what it has:
// the Allies' A02 (no RPs) for its RPs is refused, and so is a CP card.
func TestPlayRefusals(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	playOn(t, st, PhaseAction, AP)
	giveCard(st, AP, "A02")
	if r := cardRefusal(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A02", "rp"}}); r.Rule != RuleCards || r.Reason != "A02 has no replacement points" {
		t.Fatalf("A02 for RPs: %v", r)
	}
	if r := cardRefusal(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"C03", "ops"}}); r.Reason != "C03 is not in your hand" {
		t.Fatalf("a CP card: %v", r)
	}
}

// "IT: Ignore IT RPs on Allied Cards, as Italy is CP." (L63): an Allied
// card giving ru 2, br 1 and it 1 gives the Allies ru 2 and br 1 and says
// the Italian RP is ignored.
func TestAlliedCardItalianRPIgnored(t *testing.T) {
	st := cardsWith(t, "rp = { ru = 2, br = 1 }", "rp = { ru = 2, br = 1, it = 1 }")
	beginCards(t, st)
	playOn(t, st, PhaseAction, AP)
	giveCard(st, AP, "A03")
	log := applyChecked(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A03", "rp"}})
	if st.Tracks.RP["it"] != 0 || st.Tracks.RP["ru"] != 2 || st.Tracks.RP["br"] != 1 {
		t.Fatalf("RP %v", st.Tracks.RP)
	}
	if !slices.ContainsFunc(log, func(l string) bool { return strings.Contains(l, "RPs on a card of the Allies are ignored") }) {
		t.Fatalf("log %q", log)
	}
}
