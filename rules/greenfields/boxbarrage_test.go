package greenfields

// Section 2, "Bombardment", its box barrage:
//
//	"This causes casualties to any reinforcements being sent to units in
//	the target zone, and to units that move in or out of the target zone
//	(eg. because of morale check, or because of redeployment next turn).
//	These targets count as MOVING, and so roll 1 less experience dice than
//	usual! Box barrages consume 1 ammunition point per artillery
//	battalion."
//
// and "Troop deployment": "Remember that moving into and out of areas that
// were under box barrage will cause the moving unit to take casualties."

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// layGermanBox has the German field battery, moved to J6, lay a box
// barrage on G6 (3 zones off) in week 1's bombardment, the Allies
// declaring first; the BEF regiment (morale 3, experience 5, strength 6)
// stands in G6.
func layGermanBox(t *testing.T) (*State, int) {
	t.Helper()
	st := toWeekBombard(t, Allies)
	gun := unit(t, st, "ger-fa", 1)
	place(t, st, gun, "J6")
	endStep(t, st, nil) // the Allies announce nothing
	do(t, st, act(Central, "box", st.Units.Ref(gun), "G6"), nil)
	if st.Shells[Central] != 5 {
		t.Errorf("the box barrage took %d SHELLS, want 1: \"Box barrages consume 1 ammunition point per artillery battalion\"", 6-st.Shells[Central])
	}
	log := strings.Join(endStep(t, st, nil), "\n")
	if !strings.Contains(log, "lays a box barrage on G6") || len(st.Box) != 1 {
		t.Fatalf("the box barrage is not laid (%v):\n%s", st.Box, log)
	}
	return st, unit(t, st, "bef-inf", 1)
}

// TestBoxBarrageRedeployment: "(eg. ... because of redeployment next
// turn)" and "These targets count as MOVING, and so roll 1 less
// experience dice than usual!": laid in week 1, the box fires at the BEF
// regiment redeploying out of G6 in week 2's deployment — the battery's 3
// dice (9 strength points) [6 5 1] = 3 hits, the regiment saving with 4
// dice, not 5 ("-1 unit is moving"), [1 1 1 1]: 3 casualties. It wavers
// (morale 3, -1 for two casualties, 2 dice [5 5] = 2 hits, fewer than 3),
// but it is moving already: it stays where it stands for the deployment to
// move it. After week 2's deployment the box is lifted (W-7.3).
func TestBoxBarrageRedeployment(t *testing.T) {
	st, bef := layGermanBox(t)
	deploy := slices.IndexFunc(weekPhases, func(ph phase) bool { return ph.ID == PhaseDeploy })
	st.Week, st.Step, st.Declarer = 1, deploy, ""
	ctx := rules.NewContext(manual(6, 5, 1, 1, 1, 1, 1, 5, 5))
	if err := st.boxFireOnMove(ctx, bef, "G6", "E6"); err != nil {
		t.Fatal(err)
	}
	log := strings.Join(eventLines(ctx), "\n")
	for _, want := range []string{"box barrage on G6 (003 Box barrage, moving out of it) at", "3d6 [6 5 1]", "4d6 [1 1 1 1]", "-1 unit is moving", "already on the move under the box barrage"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	if st.Troops[bef].Strength != 3 || st.label(st.Units[bef].Loc) != "G6" || !st.suppressed(bef) {
		t.Errorf("BEF regiment: strength %d at %s suppressed %v; want 3 at G6 (the deployment moves it), suppressed",
			st.Troops[bef].Strength, st.locText(st.Units[bef].Loc), st.suppressed(bef))
	}
	// Off board, into the boxed zone: fired at as it arrives, back in the
	// box for the deployment to place it.
	withReserves(st)
	fr := unit(t, st, "fr-inf", 1)
	box, _ := st.reserveLoc(Allies)
	st.Units[fr].Loc = box
	st.restack(nil)
	ctx = rules.NewContext(manual(1, 1, 1))
	if err := st.boxFireOnMove(ctx, fr, "", "G6"); err != nil {
		t.Fatal(err)
	}
	if st.Units[fr].Loc != box || len(ctx.Events()) == 0 || !strings.Contains(ctx.Events()[0].String(), "moving into it") {
		t.Errorf("into G6 from off board: at %s, log %v", st.locText(st.Units[fr].Loc), ctx.Events())
	}
	// After week 2's deployment, no more fire.
	st.Step = deploy + 1
	if got := st.boxesOn(Allies, "G6"); len(got) != 0 {
		t.Errorf("week 2 after its deployment: box barrages still live %v", got)
	}
	st.Step = deploy
	runMoment(t, st, kit.Leave(PhaseDeploy), rules.NewContext(nil))
	if len(st.Box) != 0 {
		t.Errorf("last week's box barrage outlives this week's deployment: %v", st.Box)
	}
}

// TestBoxBarrageUnseen: what the box does to a unit its enemy does not see
// (in a trench, not identified) is logged to the unit's own side alone:
// "Unit strength and morale/experience are still kept secret", and the
// barraging side must not learn that a unit moved.
func TestBoxBarrageUnseen(t *testing.T) {
	st, bef := layGermanBox(t)
	st.Zones = mapSet(st.Zones, "G6", Zone{Trench: 1})
	if st.sees(Central, bef) {
		t.Fatal("the Germans see the BEF regiment in its trench")
	}
	ctx := rules.NewContext(manual(6, 5, 1, 1, 1, 1, 1, 1, 5, 5))
	if err := st.boxFireOnMove(ctx, bef, "G6", "F6"); err != nil {
		t.Fatal(err)
	}
	if len(ctx.Events()) == 0 {
		t.Fatal("no fire")
	}
	for _, e := range ctx.Events() {
		if e.To.Public() || slices.Contains(e.To.Sides, Central) {
			t.Errorf("the Germans read %q", e.String())
		}
	}
}

// TestBoxBarrageMoraleRetreat: "(eg. because of morale check ...)" and
// "count as MOVING": the German battery at J6 fires a barrage on G6 and
// lays a box on it, its two missions. The box is laid as the fire falls:
// the BEF regiment, broken by the barrage, falls back under it. Barrage 3
// dice [6 6 1] = 4 hits, saves [1 1 1 1 1]: 4 casualties (2 left); morale
// 3 -1 = 2 dice [5 1] = 1 hit, fewer than 4: it wavers, and chooses F6 of
// three zones back. Falling back out of G6 it takes the box's fire: 3
// dice [5 1 1] = 1 hit, saves with 4 dice not 5 (-1 unit is moving) [1 1
// 1 1]: 1 casualty; morale 1 die [5]: it holds, and reaches F6.
func TestBoxBarrageMoraleRetreat(t *testing.T) {
	st := toWeekBombard(t, Allies)
	gun := unit(t, st, "ger-fa", 1)
	place(t, st, gun, "J6")
	bef := unit(t, st, "bef-inf", 1)
	endStep(t, st, nil)
	ref := st.Units.Ref(gun)
	do(t, st, act(Central, "barrage", ref, "G6"), nil)
	do(t, st, act(Central, "box", ref, "G6"), nil)
	endStep(t, st, manual(6, 6, 1, 1, 1, 1, 1, 1, 5, 1))
	if d := st.decision(); d == nil || st.Troops[bef].Strength != 2 {
		t.Fatalf("after the barrage: strength %d, decision %v; want 2 and the fall-back's choice", st.Troops[bef].Strength, d)
	}
	log := strings.Join(do(t, st, act(Allies, "retreat", st.Units.Ref(bef), "F6"), manual(5, 1, 1, 1, 1, 1, 1, 5)), "\n")
	for _, want := range []string{"box barrage on G6 (003 Box barrage, moving out of it) at", "3d6 [5 1 1]", "4d6 [1 1 1 1]", "-1 unit is moving", "falls back from G6 to F6"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	if st.Troops[bef].Strength != 1 || st.label(st.Units[bef].Loc) != "F6" {
		t.Errorf("BEF regiment: strength %d at %s; want 1 at F6", st.Troops[bef].Strength, st.locText(st.Units[bef].Loc))
	}
}

// TestBoxBarrageReinforcements: "This causes casualties to any
// reinforcements being sent to units in the target zone": 3 strength
// points sent to the BEF regiment in G6 take the box's 3 dice [6 1 1] = 2
// hits, saving with 4 dice [1 1 1 1]: 2 fall, 1 arrives (W-7.6: only the
// points sent). Reinforcements are a secret order: every line is the
// Allies'.
func TestBoxBarrageReinforcements(t *testing.T) {
	st, bef := layGermanBox(t)
	ctx := rules.NewContext(manual(6, 1, 1, 1, 1, 1, 1))
	got, err := st.boxFireOnReinforce(ctx, bef, 3)
	if err != nil {
		t.Fatal(err)
	}
	if got != 1 || st.Troops[bef].Strength != 6 || st.Losses[Allies] != 2 {
		t.Errorf("arrive %d (want 1), strength %d (want 6, untouched), graveyard %d (want 2)", got, st.Troops[bef].Strength, st.Losses[Allies])
	}
	for _, e := range ctx.Events() {
		if e.To.Public() || slices.Contains(e.To.Sides, Central) {
			t.Errorf("the Germans read %q", e.String())
		}
	}
}

// TestBoxBarrageInAssault: W-7.3, "(eg. because of morale check ...)" —
// a box laid this week still fires in the week's assault (its fall-backs)
// unless the scenario's option box_in_assault is "no"; the next week it
// lasts only through the deployment.
func TestBoxBarrageInAssault(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		live bool
	}{{"", true}, {"yes", true}, {"no", false}} {
		st := newWeekState(t, rules.Options{OptBoxInAssault: tc.opt})
		gun := unit(t, st, "ger-fa", 1)
		st.Box = []BoxBarrage{{Side: Central, Zone: "G6", Gun: gun, Week: 0}}
		st.Mode = ModeAssault
		if got := len(st.boxesOn(Allies, "G6")) == 1; got != tc.live {
			t.Errorf("box_in_assault %q: live in the week's assault %v, want %v", tc.opt, got, tc.live)
		}
		if len(st.boxOverlays()) == 1 != tc.live {
			t.Errorf("box_in_assault %q: its marker shown %v, want %v", tc.opt, !tc.live, tc.live)
		}
		if len(st.boxesOn(Central, "G6")) != 0 {
			t.Errorf("a side's own box barrage fires at its own units")
		}
	}
}
