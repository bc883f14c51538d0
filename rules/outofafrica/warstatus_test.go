package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
)

// A card played for its event adds its war status value to its
// alliance's track: in the cards scenario (Limited War at 2, Total War
// at 4) the CP's C06 Propaganda (ws 1) takes them from 1 to 2, Limited
// War, at once; the war status phase then adds their 4 Limited War cards
// to their deck, and not their Total War cards.
func TestWarStatusFromEvents(t *testing.T) {
	st := newCardsState(t)
	begin(t, st)
	st.Tracks.WarStatus = map[string]int{CP: 1}
	giveCard(st, CP, "C06")
	log := applyChecked(t, st, rules.Action{Side: CP, Verb: "play", Args: []string{"C06", "event"}})
	if st.Tracks.WarStatus[CP] != 2 || st.warLevel(CP) != LevelLW || st.warLevel(AP) != LevelMob {
		t.Fatalf("war status %v: CP %s, AP %s", st.Tracks.WarStatus, st.warLevel(CP), st.warLevel(AP))
	}
	for _, want := range []string{"Central Powers war status +1 (C06 Propaganda): 2", "The Central Powers are at Limited War"} {
		if !slices.Contains(log, want) {
			t.Errorf("log %q lacks %q", log, want)
		}
	}
	deck := len(st.Cards.Decks[CP].Items)
	ctx := rules.NewContext(nil)
	for _, side := range Sides {
		st.joinCards(ctx, side)
	}
	if got := len(st.Cards.Decks[CP].Items); got != deck+4 {
		t.Fatalf("deck %d after Limited War, want %d", got, deck+4)
	}
	for _, id := range []string{"C15", "C16", "C32", "C54"} {
		if !slices.Contains(st.Cards.Decks[CP].Items, id) {
			t.Errorf("%s did not join the deck", id)
		}
	}
	if slices.Contains(st.Cards.Decks[CP].Items, "C45") || len(st.Cards.Decks[AP].Items) != 2 {
		t.Errorf("the wrong cards joined: CP %v, Allies %v", st.Cards.Decks[CP].Items, st.Cards.Decks[AP].Items)
	}
	// A second war status phase adds nothing more.
	st.joinCards(ctx, CP)
	if got := len(st.Cards.Decks[CP].Items); got != deck+4 {
		t.Fatalf("deck %d after a second war status phase, want %d", got, deck+4)
	}
}

// WarStatusChanged runs when an alliance reaches a new level, and only
// then: from 0 by 1 (no), to 2 (Limited War: yes), to 3 (no), by 2 to 5
// (Total War: yes).
func TestWarStatusChangedMoment(t *testing.T) {
	st := newCardsState(t)
	before := ranWarStatusChanged
	ctx := rules.NewContext(nil)
	steps := []struct{ by, want int }{{1, 0}, {1, 1}, {1, 1}, {2, 2}}
	for _, s := range steps {
		if err := st.raiseWarStatus(ctx, AP, s.by, "test"); err != nil {
			t.Fatal(err)
		}
		if got := ranWarStatusChanged - before; got != s.want {
			t.Fatalf("after +%d (war status %d): the moment ran %d times, want %d", s.by, st.Tracks.WarStatus[AP], got, s.want)
		}
	}
	if st.warLevel(AP) != LevelTW {
		t.Fatalf("Allies at %s, want Total War", st.warLevel(AP))
	}
}

// ranWarStatusChanged counts the WarStatusChanged moments (a test
// handler).
var ranWarStatusChanged int

func init() {
	on(WarStatusChanged, func(*State, *rules.Context) error { ranWarStatusChanged++; return nil })
}
