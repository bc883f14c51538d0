package greenfields

// Section 2, "Bombardment" (the weekly turn's step 6):
//
//	"Artillery fire can be called down on any zone upon the game map that
//	is within range of the player's guns. Heavy guns have a range of 12
//	zones. Medium guns have a range of 6 zones, and field guns have a range
//	of 3 zones (and yes, Virginia, heavy artillery CAN bombard the enemy
//	depot). All fire is announced by players in turn, but is adjudicated
//	simultaneously."
//
//	"If fire is made against a zone that cannot be seen from any of the
//	firing player's own zones, then halve the firer's "hit" dice (rounding
//	down). Areas that have been trench raided or spotted by observation
//	planes count as being "observed" (for example - a heavy artillery piece
//	firing at the enemy depot rolls half dice unless a spotting aircraft
//	braved the flak and performed a recce flight over the depot this
//	turn.)"
//
//	"Artillery units may elect to fire up to two mission per weekly turn."
//	"Whenever an artillery unit fires, it consumes 1 point of SHELLS from
//	the army ammunition dump."

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// toWeekBombard puts a fresh weekly game at the first bombardment stage of
// week 1, declarer declaring first (the steps before are other sections').
func toWeekBombard(t *testing.T, declarer string) *State {
	t.Helper()
	st := newWeekState(t, nil)
	st.Declarer = declarer
	st.Step = slices.IndexFunc(weekPhases, func(ph phase) bool { return ph.ID == PhaseWkBombFirst })
	if got := st.activeSides(); !slices.Equal(got, []string{declarer}) {
		t.Fatalf("first bombardment stage: acting %v, want %s", got, declarer)
	}
	return st
}

// TestWeeklyRanges: "Heavy guns have a range of 12 zones. Medium guns
// have a range of 6 zones, and field guns have a range of 3 zones" —
// from D6, diagonal steps counting one zone, as part 1. The assault's
// ranges (heavy unlimited) are part 1's, unchanged.
func TestWeeklyRanges(t *testing.T) {
	for _, tc := range []struct {
		class   Class
		in, out string // the farthest zone in range from D6, the nearest beyond
		reason  string
	}{
		{FieldArtillery, "G3", "H6", "is 4 zones from"},
		{MediumArtillery, "J6", "K9", "is 7 zones from"},
		{HeavyArtillery, "P1", "Q6", "is 13 zones from"},
	} {
		st := toWeekBombard(t, Allies)
		gun := unit(t, st, "brit-fa", 1)
		st.fixed.class["brit-fa"] = tc.class
		ref := st.Units.Ref(gun)
		if err := st.Check(act(Allies, "barrage", ref, tc.in)); err != nil {
			t.Errorf("%s at %s: %v", tc.class, tc.in, err)
		}
		if err := st.Check(act(Allies, "box", ref, tc.in)); err != nil {
			t.Errorf("%s box at %s: %v", tc.class, tc.in, err)
		}
		refusal(t, st, act(Allies, "barrage", ref, tc.out), RuleWeekBombard, tc.reason)
		refusal(t, st, act(Allies, "box", ref, tc.out), RuleWeekBombard, "Heavy guns have a range of 12 zones")
		// Legal is the list: every zone in range, and no other.
		r := weekRange(tc.class)
		n := 0
		for _, a := range st.LegalWith(Allies, "barrage", ref) {
			if l, ok := st.zoneLoc(a.Args[1]); ok && st.fixed.topo.Distance(st.Units[gun].Loc.Cell, l.Cell) > r {
				t.Errorf("%s: %s listed, beyond %d zones", tc.class, a, r)
			}
			n++
		}
		if n == 0 {
			t.Errorf("%s: no barrage listed", tc.class)
		}
	}
	// The assault turn keeps "unlimited tabletop range for heavy artillery".
	st := newTestState(t, nil)
	st.fixed.class["ger-fa"] = HeavyArtillery
	if err := st.Check(act(Central, "barrage", st.Units.Ref(unit(t, st, "ger-fa", 1)), "A16")); err != nil {
		t.Errorf("assault heavy artillery across the map: %v", err)
	}
}

// TestTwoMissions: "Artillery units may elect to fire up to two mission
// per weekly turn" and "Whenever an artillery unit fires, it consumes 1
// point of SHELLS": two missions take two SHELLS, a third is refused
// with the rule's words, cancelling gives the last one's SHELL back; both
// fall when the second side ends its step.
func TestTwoMissions(t *testing.T) {
	st := toWeekBombard(t, Allies)
	gun := st.Units.Ref(unit(t, st, "brit-fa", 1))
	do(t, st, act(Allies, "barrage", gun, "F6"), nil)
	do(t, st, act(Allies, "box", gun, "F7"), nil)
	if st.Shells[Allies] != 4 || len(st.Bombard) != 2 {
		t.Fatalf("after two missions: %d SHELLS, %d missions; want 4, 2", st.Shells[Allies], len(st.Bombard))
	}
	refusal(t, st, act(Allies, "barrage", gun, "F5"), RuleWeekBombard, "up to two mission per weekly turn")
	refusal(t, st, act(Allies, "box", gun, "F5"), RuleWeekBombard, "up to two mission per weekly turn")
	do(t, st, act(Allies, "cancel-barrage", gun), nil)
	if st.Shells[Allies] != 5 || len(st.Bombard) != 1 || st.Bombard[0].Box {
		t.Fatalf("after cancelling the last: %d SHELLS, missions %+v; want 5 and the barrage on F6", st.Shells[Allies], st.Bombard)
	}
	do(t, st, act(Allies, "box", gun, "F7"), nil)
	// No gas shells in the weekly turn (W-7.5).
	refusal(t, st, act(Allies, "barrage", gun, "F5", "gas"), RuleWeekBombard, "fired in an assault turn alone")
	d := manual(1, 1, 1) // the field battery's 3 dice at F6, empty: no hits
	endStep(t, st, d)    // the Allies' stage: nothing falls yet
	if len(st.Bombard) != 2 || st.phase().ID != PhaseWkBombSecond {
		t.Fatalf("after the declarer's stage: phase %s, %d missions", st.phase().ID, len(st.Bombard))
	}
	log := strings.Join(endStep(t, st, d), "\n")
	if len(st.Bombard) != 0 || st.Shells[Allies] != 4 {
		t.Errorf("after the fire: %d missions left, %d SHELLS; want 0, 4", len(st.Bombard), st.Shells[Allies])
	}
	for _, want := range []string{"1 barrages and 1 box barrages fall together", "barrage on F6 (no unit there)", "lays a box barrage on F7"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	if !st.Units[unit(t, st, "brit-fa", 1)].HasFlag(FlagBombarded) {
		t.Errorf("the gun is not marked as having bombarded this week")
	}
}

// TestBombardDepotExample is the seed's own example: "a heavy artillery
// piece firing at the enemy depot rolls half dice unless a spotting
// aircraft braved the flak and performed a recce flight over the depot
// this turn" — 18 strength points, 6 dice: 3 unspotted, 6 spotted. And
// "(and yes, Virginia, heavy artillery CAN bombard the enemy depot)": from
// M6, 11 zones from the German base line (column X), the depot beyond it
// is 12 zones off, in a heavy gun's range; a medium gun there is refused
// for range, and so is a heavy gun off board (25 zones). Each hit takes a
// depot point, no save (W-9.6).
func TestBombardDepotExample(t *testing.T) {
	for _, tc := range []struct {
		spotted bool
		faces   []int
		dice    string
		left    int
	}{
		{false, []int{6, 5, 1}, "3d6 [6 5 1] on Hit dice (3d6: 5 = 1 hit, 6 = 2 hits; 3 dice, not 6", 2},
		{true, []int{6, 5, 5, 1, 2, 3}, "6d6 [6 5 5 1 2 3] on Hit dice (6d6: 5 = 1 hit, 6 = 2 hits): 4 hits", 1},
	} {
		st := toWeekBombard(t, Allies)
		withReserves(st)
		i := unit(t, st, "brit-fa", 1)
		st.fixed.class["brit-fa"] = HeavyArtillery
		st.Troops[i].Strength = 18
		place(t, st, i, "M6")
		st.setStores(Central, Stores{Depot: 5, DepotStart: 5})
		if tc.spotted {
			st.Recce = map[string][]string{Allies: {TargetDepot}}
		}
		gun := st.Units.Ref(i)
		if !slices.ContainsFunc(st.LegalWith(Allies, "barrage", gun), func(a rules.Action) bool { return a.Args[1] == TargetDepot }) {
			t.Fatalf("barrage %s depot not listed", gun)
		}
		refusal(t, st, act(Allies, "box", gun, TargetDepot), RuleBox, "not on the depot")
		do(t, st, act(Allies, "barrage", gun, TargetDepot), nil)
		d := manual(tc.faces...)
		endStep(t, st, d)
		log := strings.Join(endStep(t, st, d), "\n")
		if !strings.Contains(log, "barrage on the depot of the Germans") || !strings.Contains(log, "the depot of the Germans loses") {
			t.Errorf("log:\n%s", log)
		}
		if !strings.Contains(log, tc.dice) {
			t.Errorf("spotted %v: want the roll %q in the log:\n%s", tc.spotted, tc.dice, log)
		}
		if !tc.spotted && !strings.Contains(log, "no recce flight spotted it this week: half dice, rounding down") {
			t.Errorf("unspotted: the halving's reason is not logged:\n%s", log)
		}
		if got := st.Stores[Central].Depot; got != tc.left {
			t.Errorf("spotted %v: depot %d, want %d (1 point a hit, no save)", tc.spotted, got, tc.left)
		}
	}
	// A medium gun at M6 is 12 zones from the depot: beyond its 6.
	st := toWeekBombard(t, Allies)
	withReserves(st)
	i := unit(t, st, "brit-fa", 1)
	st.fixed.class["brit-fa"] = MediumArtillery
	place(t, st, i, "M6")
	refusal(t, st, act(Allies, "barrage", st.Units.Ref(i), TargetDepot), RuleWeekBombard, "(one zone beyond their rear edge) is 12 zones from")
	// Off board (W-7.1), a heavy gun stands beyond the Allies' rear edge:
	// 25 zones from the German depot, but it reaches the map's column L
	// (11 zones past the base line, column A: 12 from beyond the edge).
	st.fixed.class["brit-fa"] = HeavyArtillery
	box, _ := st.reserveLoc(Allies)
	st.Units[i].Loc = box
	st.restack(nil)
	refusal(t, st, act(Allies, "barrage", st.Units.Ref(i), TargetDepot), RuleWeekBombard, "is 25 zones from")
	if err := st.Check(act(Allies, "barrage", st.Units.Ref(i), "L6")); err != nil {
		t.Errorf("off board, L6: %v", err)
	}
	refusal(t, st, act(Allies, "barrage", st.Units.Ref(i), "M6"), RuleWeekBombard, "off board, beyond your rear edge")
}

// "Bombardment": the stage passes by itself when the side has no SHELLS
// (public, W-9.4), never on its guns (off board, they are its secret).
func TestWeekBombardPassesWithoutShells(t *testing.T) {
	st := toWeekBombard(t, Allies)
	st.Shells[Central] = 0
	gun := st.Units.Ref(unit(t, st, "brit-fa", 1))
	do(t, st, act(Allies, "barrage", gun, "F6"), nil)
	d := manual(1, 1, 1)
	endStep(t, st, d)
	if id := st.phase().ID; id == PhaseWkBombSecond {
		t.Errorf("the Central Powers have no SHELLS: their bombardment stage should pass by itself")
	}
	if len(st.Bombard) != 0 {
		t.Errorf("the Allies' barrage did not fall when the second stage passed")
	}
}

// TestWeeklyUnobservedHalved: "If fire is made against a zone that cannot
// be seen from any of the firing player's own zones, then halve the
// firer's "hit" dice (rounding down). Areas that have been trench raided
// or spotted by observation planes count as being "observed"": a heavy
// battery of 18 strength points (6 dice) at D6 fires at N6, 7 zones past
// the nearest Allied eyes (G6): 3 dice; the same zone once raided (a
// spotter, as the raids section adds one) takes all 6.
func TestWeeklyUnobservedHalved(t *testing.T) {
	for _, raided := range []bool{false, true} {
		st := toWeekBombard(t, Allies)
		i := unit(t, st, "brit-fa", 1)
		st.fixed.class["brit-fa"] = HeavyArtillery
		st.Troops[i].Strength = 18
		if raided {
			defer func(old []func(*State, string, string) bool) { weekSpotters = old }(weekSpotters)
			weekSpotters = append(weekSpotters, func(st *State, side, target string) bool { return side == Allies && target == "N6" })
		}
		do(t, st, act(Allies, "barrage", st.Units.Ref(i), "N6"), nil)
		d := manual(1, 1, 1, 1, 1, 1)
		endStep(t, st, d)
		log := strings.Join(endStep(t, st, d), "\n")
		want, halved := "6d6 [1 1 1 1 1 1]", false
		if !raided {
			want, halved = "3d6 [1 1 1]", true
		}
		if !strings.Contains(log, want) || strings.Contains(log, "cannot be seen from any of the firing player's own zones: half dice, rounding down") != halved {
			t.Errorf("raided %v: want %s, halved %v; log:\n%s", raided, want, halved, log)
		}
	}
}
