package greenfields

// Tests of deployoffboard.go, the asterisked paragraph of the seed's
// "Troop deployment" (seed 003, Section 2, lines 255-256):
//
//	"*Units deployed off board who have lost points of morale may now have
//	their morale restored by expending 1 point of "luxuries". Units placed
//	off board may receive reinforcements as their lost strength points are
//	replenished."

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// RuleDeploy: "*Units deployed off board who have lost points of morale
// may now have their morale restored by expending 1 point of "luxuries"."
// The French regiment off board at morale 2 (printed 5) is restored to 5
// for 1 point (W-2.3, `luxury_restores = all`), to 3 with "one"; a unit on
// the map may not have luxuries, nor a unit once the luxuries are spent.
func TestLuxuriesRestoreMorale(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		want int
	}{{"", 5}, {LuxuryOne, 3}} {
		opts := rules.Options{}
		if tc.opt != "" {
			opts[OptLuxury] = tc.opt
		}
		st, d := toDeploy(t, opts, 1, 1, 1, 1, 1, 1, 1, 1)
		fr, bef := unit(t, st, "fr-inf", 1), unit(t, st, "bef-inf", 1)
		toBox(st, fr)
		st.Troops[fr].Morale, st.Troops[bef].Morale = 2, 1
		st.setStores(Allies, Stores{Luxuries: 1})
		refusal(t, st, act(Allies, "luxury", st.Units.Ref(bef)), RuleDeploy, "not off board")
		do(t, st, act(Allies, "luxury", st.Units.Ref(fr)), d)
		if st.Troops[fr].Morale != 2 {
			t.Errorf("morale %d before the reveal, want 2", st.Troops[fr].Morale)
		}
		do(t, st, act(Allies, "post", st.Units.Ref(bef)), d)
		refusal(t, st, act(Allies, "luxury", st.Units.Ref(bef)), RuleDeploy, "no luxuries left")
		ctx := commitDeploy(t, st, d)
		if st.Troops[fr].Morale != tc.want || st.stores(Allies).Luxuries != 0 {
			t.Errorf("%q: morale %d luxuries %d, want %d and 0", tc.opt, st.Troops[fr].Morale, st.stores(Allies).Luxuries, tc.want)
		}
		if st.Troops[bef].Morale != 1 || !st.inReserve(bef) {
			t.Errorf("BEF regiment: morale %d, in reserve %v; want 1, posted off board", st.Troops[bef].Morale, st.inReserve(bef))
		}
		if got := lines(ctx, Central); strings.Contains(got, "luxur") || strings.Contains(got, "off board") {
			t.Errorf("the Germans read:\n%s", got)
		}
	}
}

// RuleDeploy: "Units placed off board may receive reinforcements as their
// lost strength points are replenished." With 5 strength points in the
// pool, the French regiment off board at 8 (of 12) takes 3 (4 refused: it
// lost 4... and 5 is more than it lost), the BEF regiment posted off board
// at 3 (of 6) takes the 2 left (3 refused: the pool holds 2). The
// graveyard keeps what was lost.
func TestReinforceOffBoard(t *testing.T) {
	st, d := toDeploy(t, nil, 1, 1, 1, 1, 1, 1, 1, 1)
	fr, bef := unit(t, st, "fr-inf", 1), unit(t, st, "bef-inf", 1)
	toBox(st, fr)
	st.Troops[fr].Strength, st.Troops[bef].Strength = 8, 3
	st.Losses[Allies] = 7
	st.setStores(Allies, Stores{Pool: 5})
	refusal(t, st, act(Allies, "reinforce", st.Units.Ref(bef), "1"), RuleDeploy, "not off board")
	refusal(t, st, act(Allies, "reinforce", st.Units.Ref(fr), "5"), RuleDeploy, "has lost 4 strength")
	do(t, st, act(Allies, "reinforce", st.Units.Ref(fr), "3"), d)
	do(t, st, act(Allies, "post", st.Units.Ref(bef)), d)
	refusal(t, st, act(Allies, "reinforce", st.Units.Ref(bef), "3"), RuleDeploy, "pool holds 2")
	do(t, st, act(Allies, "reinforce", st.Units.Ref(bef), "2"), d)
	if st.Troops[fr].Strength != 8 || st.stores(Allies).Pool != 5 {
		t.Errorf("before the reveal: strength %d pool %d, want 8 and 5", st.Troops[fr].Strength, st.stores(Allies).Pool)
	}
	ctx := commitDeploy(t, st, d)
	if st.Troops[fr].Strength != 11 || st.Troops[bef].Strength != 5 || st.stores(Allies).Pool != 0 {
		t.Errorf("after: French %d BEF %d pool %d, want 11, 5, 0", st.Troops[fr].Strength, st.Troops[bef].Strength, st.stores(Allies).Pool)
	}
	if st.Losses[Allies] != 7 {
		t.Errorf("graveyard %d, want 7", st.Losses[Allies])
	}
	if got := lines(ctx, Central); strings.Contains(got, "reinforce") || strings.Contains(got, "pool") {
		t.Errorf("the Germans read:\n%s", got)
	}
}
