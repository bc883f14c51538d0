package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// toAlliedRound plays st on to the Allies' first action round of turn 1.
func toAlliedRound(t testing.TB) *State {
	t.Helper()
	st := newCardsState(t)
	beginCards(t, st)
	playOn(t, st, PhaseAction, AP)
	return st
}

// #17 Draka Full Mobilization (L594): "Advance War Status by 2, Draka
// Tantor+ & Rhino+ J Armies arrive as Reinforcements along with 1 CF
// corps & 2 J corps." With the cards scenario's stand-ins (two Draka
// armies reduced, three Draka corps, to Alexandria or Cairo, L119, and
// wherever else the Draka's own arrival rules allow): the
// Allies go from 1 to 3 (Limited War at 2), the two armies come from the
// pool on their reduced side, the Allies place the first (a choice of
// the two spaces), and the card leaves the game; A17 counts as played
// (the BAF and Kempf ask it).
func TestA17DrakaFullMobilization(t *testing.T) {
	st := toAlliedRound(t)
	st.Tracks.WarStatus = map[string]int{AP: 1}
	giveCard(st, AP, "A17")
	var poolArmies []int
	for i, u := range st.Units {
		if u.Type == "dr-army" && u.Loc.Box == "ap-pool" {
			poolArmies = append(poolArmies, i)
		}
	}
	applyChecked(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A17", "event"}})
	if st.Tracks.WarStatus[AP] != 3 || st.warLevel(AP) != LevelLW {
		t.Fatalf("war status %v", st.Tracks.WarStatus)
	}
	if len(st.Arrivals) != 5 || book.Current(st).ID != StageArrival {
		t.Fatalf("arrivals %+v, stage %s", st.Arrivals, book.Current(st).ID)
	}
	first := st.Arrivals[0].Unit
	if sp := st.Arrivals[0].Spaces; st.Units[first].Type != "dr-army" || st.Units[first].Step != 1 || len(sp) < 2 || !slices.Equal(sp[:2], []string{"Alexandria", "Cairo"}) {
		t.Fatalf("first arrival %+v (step %d)", st.Arrivals[0], st.Units[first].Step)
	}
	for len(st.Arrivals) > 0 {
		applyChecked(t, st, st.Legal(AP)[0]) // the first open space
	}
	for _, i := range poolArmies {
		if !st.Units[i].Loc.OnMap() || st.Units[i].Step != 1 {
			t.Errorf("%s at %q (box %q), step %d: want on the map, reduced", st.unitName(i), st.SpaceOf(i), st.Units[i].Loc.Box, st.Units[i].Step)
		}
	}
	if !st.eventPlayed("A17") || !slices.Contains(st.Cards.Removed, "A17") {
		t.Fatalf("played %v, removed %v", st.Cards.Events, st.Cards.Removed)
	}
}

// #40's prerequisite (L615): refused before a USA Reinforcements card,
// citing the card; after #38 (2 US corps to the Allied reserve) it is
// legal, unless U-boats Unleashed (CP #36) is in effect and not canceled
// by Convoy. Its effects: a US corps (the test's stand-in for the
// Republican Guard) placed by the Allies, and the Allies get -1 VP (two
// halves off the Central Powers' track).
func TestA40Prerequisites(t *testing.T) {
	st := toAlliedRound(t)
	giveCard(st, AP, "A40")
	r := cardRefusal(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A40", "event"}})
	if r.Rule != RuleA40 || !strings.Contains(r.Reason, "USA Reinforcements card (#38, #43 or #47)") {
		t.Fatalf("#40 before a US card: %v", r)
	}
	if slices.ContainsFunc(st.Legal(AP), func(a rules.Action) bool { return a.Verb == "play" && a.Args[0] == "A40" && a.Args[1] == UseEvent }) {
		t.Fatal("#40's event is in the legal list")
	}
	st.Cards.Events = []string{"A38", "C36"}
	if r := cardRefusal(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A40", "event"}}); !strings.Contains(r.Reason, "U-boats Unleashed") {
		t.Fatalf("#40 with U-boats in effect: %v", r)
	}
	st.Cards.Events = []string{"A38", "A39", "C36"} // Convoy cancels it
	vp := st.VPHalves
	log := applyChecked(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A40", "event"}})
	if st.VPHalves != vp-2 || !slices.ContainsFunc(log, func(l string) bool { return strings.HasPrefix(l, "The Allies get -1 VP (#40): ") }) {
		t.Fatalf("VP halves %d, log %q", st.VPHalves, log)
	}
	if len(st.Arrivals) != 1 || st.Units[st.Arrivals[0].Unit].Type != "us-corps" {
		t.Fatalf("arrivals %+v", st.Arrivals)
	}
}

// #38 "Becomes 2 USA Corps" (L610): with the test data, two US corps
// from the pool to the Allied reserve box.
func TestA38USACorps(t *testing.T) {
	st := toAlliedRound(t)
	giveCard(st, AP, "A38")
	applyChecked(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A38", "event"}})
	n := 0
	for _, u := range st.Units {
		if u.Type == "us-corps" && u.Loc.Box == "ap-reserve" {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("%d US corps in the reserve, want 2", n)
	}
}

// #41 (L621): "The Allied Player cannot use the event on the card,
// however if this card is played for OPS, SRs or RPs the CP Player
// immediately receives the ANA in Arabia or Medina, and the card is then
// permanently removed from play." Its event is refused citing the card;
// played for OPS it gives the Allies its 4 OPS, the CP place the ANA (the
// test's stand-in: the Turkish corps of the pool), and it leaves the game
// rather than going to the discards.
func TestA41ANA(t *testing.T) {
	st := toAlliedRound(t)
	giveCard(st, AP, "A41")
	if r := cardRefusal(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A41", "event"}}); r.Rule != RuleA41 {
		t.Fatalf("#41's event: %v", r)
	}
	applyChecked(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A41", "ops"}})
	if st.Tracks.Points != 4 || !slices.Contains(st.Cards.Removed, "A41") || slices.Contains(st.Cards.Decks[AP].Discards, "A41") {
		t.Fatalf("OPS %d, removed %v, discards %v", st.Tracks.Points, st.Cards.Removed, st.Cards.Decks[AP].Discards)
	}
	if len(st.Arrivals) != 1 || st.Units[st.Arrivals[0].Unit].Side != CP || !slices.Equal(st.Status().Active, []string{CP}) {
		t.Fatalf("arrivals %+v, active %v", st.Arrivals, st.Status().Active)
	}
	applyChecked(t, st, rules.Action{Side: CP, Verb: "place", Args: []string{st.Units.Ref(st.Arrivals[0].Unit), "Medina"}})
	if !slices.Equal(st.Status().Active, []string{AP}) {
		t.Fatalf("after the placement, active %v: the Allies' round goes on", st.Status().Active)
	}
}

// CP #54 "Germany gets an extra 2-1-4 Corps in the Reserve Box (new
// unit)" (L667): with the test data, the German corps of the pool goes to
// the CP reserve box.
func TestC54HLTakeCommand(t *testing.T) {
	st := newCardsState(t)
	beginCards(t, st)
	giveCard(st, CP, "C54")
	applyChecked(t, st, rules.Action{Side: CP, Verb: "play", Args: []string{"C54", "event"}})
	if i := unitAt(t, st, "ge-corps", "cp-reserve"); st.Units[i].Step != 0 {
		t.Fatalf("the new corps arrived reduced")
	}
	if st.Tracks.Adjudicate != nil {
		t.Fatal("C54 is adjudicated by hand")
	}
}

// #36 (L608): "The CP must still control that space in order for this
// event to be played. Reduce TU RPs by 2, any CP Trench Level in the
// space is reduced by one, and the A-H Fleet if based in the space is
// eliminated." Refused while the Allies hold Constantinople, citing the
// card; with the CP holding it, 3 TU RPs become 1, and the trench and the
// fleet are left to the Allies by hand (no combat section registers them
// yet); a second time 1 TU RP becomes 0, never less.
func TestA36DirigibleRaid(t *testing.T) {
	st := toAlliedRound(t)
	giveCard(st, AP, "A36")
	ctx := rules.NewContext(nil)
	if err := st.setControl(ctx, "Constantinople", AP, nil); err != nil {
		t.Fatal(err)
	}
	if r := cardRefusal(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A36", "event"}}); r.Rule != RuleA36 || !strings.Contains(r.Reason, "control Constantinople") {
		t.Fatalf("#36 with the Allies in Constantinople: %v", r)
	}
	if err := st.setControl(ctx, "Constantinople", CP, nil); err != nil {
		t.Fatal(err)
	}
	st.Tracks.RP = map[string]int{"tu": 3}
	st.setTrench("Constantinople", 2)
	st.Battle.Fleet = "Constantinople"
	applyChecked(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A36", "event"}})
	if st.Tracks.RP["tu"] != 1 {
		t.Fatalf("TU RP %d, want 1", st.Tracks.RP["tu"])
	}
	// "any CP Trench Level in the space is reduced by one, and the A-H
	// Fleet if based in the space is eliminated": all of it done, nothing
	// left to the players.
	if lvl := st.trenchLevel("Constantinople"); lvl != 1 || st.Battle.Fleet != "" || st.Tracks.Adjudicate != nil {
		t.Fatalf("after #36: trench %d, fleet %q, adjudication %+v", lvl, st.Battle.Fleet, st.Tracks.Adjudicate)
	}
	st.addRP(ctx, "tu", -2, "#36 again")
	if st.Tracks.RP["tu"] != 0 {
		t.Fatalf("TU RP %d, want 0", st.Tracks.RP["tu"])
	}
}

// #49's prerequisite (L627): "capture one or both of the Turkish
// capitals". With Constantinople (the test scenario's Turkish capital)
// held by the CP it is refused, citing the card; once the Allies hold it,
// legal, and A49 counts as played in turn 1.
func TestA49Prerequisite(t *testing.T) {
	st := toAlliedRound(t)
	giveCard(st, AP, "A49")
	if r := cardRefusal(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A49", "event"}}); r.Rule != RuleA49 {
		t.Fatalf("#49 with no Turkish capital taken: %v", r)
	}
	if err := st.setControl(rules.NewContext(nil), "Constantinople", AP, nil); err != nil {
		t.Fatal(err)
	}
	applyChecked(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A49", "event"}})
	if !st.eventPlayed("A49") || st.eventTurn("A49") != 1 {
		t.Fatalf("events %v turns %v", st.Cards.Events, st.Cards.EventTurns)
	}
}

// #53 (L641): the French Orient Army placed (the test's stand-in, a US
// corps, to Salonika, its only space: placed at once) and "1 RP as well
// for immediate use": one French RP this turn (ruling OA-K11).
func TestA53FrenchOrientArmy(t *testing.T) {
	st := toAlliedRound(t)
	giveCard(st, AP, "A53")
	applyChecked(t, st, rules.Action{Side: AP, Verb: "play", Args: []string{"A53", "event"}})
	if len(st.At("Salonika")) != 1 || st.Tracks.RP["fr"] != 1 {
		t.Fatalf("at Salonika %v, RP %v", st.At("Salonika"), st.Tracks.RP)
	}
}
