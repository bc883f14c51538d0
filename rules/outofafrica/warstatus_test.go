package outofafrica

import (
	"os"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// A card played for its event adds its war status value to its
// alliance's track: in the cards scenario (Limited War at 2, Total War
// at 4) the CP's C06 Propaganda (ws 1) takes them from 1 to 2, Limited
// War, at once; the war status phase then adds their 4 Limited War cards
// to their deck, and not their Total War cards.
func TestWarStatusFromEvents(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
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

// cardsWith is the cards scenario with old replaced by new in its file
// (loaded under a name of its own beside the test data; nothing is
// written), set up.
func cardsWith(t testing.TB, old, new string) *State {
	t.Helper()
	raw, err := os.ReadFile(cardsScenario)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(raw), old, new, 1)
	if text == string(raw) {
		t.Fatalf("%q is not in %s", old, cardsScenario)
	}
	s, err := scenarios.Load("testdata/oa-cards-"+strings.ReplaceAll(t.Name(), "/", "-")+".toml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	st, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// A scenario that starts later in the war: [rules.war_status] start = {
// cp = 2 } puts the CP at Limited War from the start, their 4 Limited War
// cards in their deck with the 6 Mobilization ones, and their first hand
// is of 5 (hand_war).
func TestWarStatusStart(t *testing.T) {
	st := cardsWith(t, "[rules.war_status]\n", "[rules.war_status]\nstart = { cp = 2 }\n")
	if st.warLevel(CP) != LevelLW || len(st.Cards.Decks[CP].Items) != 10 || len(st.Cards.Decks[AP].Items) != 6 {
		t.Fatalf("CP at %s, decks CP %d AP %d", st.warLevel(CP), len(st.Cards.Decks[CP].Items), len(st.Cards.Decks[AP].Items))
	}
	beginCards(t, st)
	if len(st.Cards.Hands[CP]) != 5 || len(st.Cards.Hands[AP]) != 4 {
		t.Fatalf("first hands CP %d AP %d, want 5 and 4", len(st.Cards.Hands[CP]), len(st.Cards.Hands[AP]))
	}
}
