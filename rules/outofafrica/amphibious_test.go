package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// invasionRound is the Allies' round 1 of the combat scenario on turn 2
// (Sep 1914), with the American corps in the Reserve Box and a Draka
// corps there too.
func invasionRound(t testing.TB) (st *State, us, dr int) {
	t.Helper()
	st = alliedRound(t)
	st.Turn = 2
	reserve := rules.BoxLocation(st.fixed.m, st.fixed.m.Box("ap-reserve"))
	us = unitAt(t, st, "us-corps", "ap-pool")
	dr = unitAt(t, st, "dr-corps", "Aqaba")
	st.Units[us].Loc, st.Units[dr].Loc = reserve, reserve
	return st, us, dr
}

func init() {
	targeted["invade"] = func(t *testing.T) *rules.Game {
		st, _, _ := invasionRound(t)
		return rulestest.PositionGame(t, combatScenario, st)
	}
}

// An invasion of an empty Adana by the American corps: the Turks have no
// units to fire; the corps (2) fires on the Corps table's column 2 at -1
// (a 3 reads row 2: none), then advances and takes Adana.
func TestInvasion(t *testing.T) {
	st, us, dr := invasionRound(t)
	ref := st.Units.Ref
	// In the counters' order: the Draka corps was set up before the
	// American one.
	want := []rules.Action{actOf(AP, "invade", "Adana", ref(dr)), actOf(AP, "invade", "Adana", ref(us))}
	if got := st.LegalWith(AP, "invade", "Adana"); !slices.EqualFunc(got, want, rules.Action.Equal) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	f, ok := st.Forecast(want[1])
	if !ok || f.Title != "Invasion of Adana" || !slices.Equal(f.Modifiers, []rules.Modifier{{Value: -1, Reason: "die roll: amphibious invasion (SSR 17)"}}) ||
		len(f.Attackers) != 1 || f.Attackers[0] != "American corps 2-1-4 from Allied reserve: 2" {
		t.Fatalf("forecast %v %+v", ok, f)
	}
	log := applyFaces(t, st, want[1], 3)
	wantLog := []string{
		"The Allies invade Adana: American corps 2-1-4 from Allied reserve against no defenders",
		"Allies fire at Adana: 1d6 [3] -1 amphibious invasion (SSR 17) = 2 on Corps fire table 2 (strength 2): -",
		"The Central Powers have no units to fire at Adana",
		"No defender is left in Adana",
	}
	if !slices.Equal(log, wantLog) {
		t.Fatalf("log %q\nwant %q", log, wantLog)
	}
	if got := st.Legal(AP); !slices.EqualFunc(got, []rules.Action{actOf(AP, "advance", ref(us)), actOf(AP, "stop-advance")}, rules.Action.Equal) {
		t.Fatalf("legal %v", got)
	}
	applyChecked(t, st, actOf(AP, "advance", ref(us)))
	if st.SpaceOf(us) != "Adana" || st.ControlOf("Adana") != AP || st.Battle.InvadedTurn != 2 {
		t.Fatalf("at %s, Adana %q, invaded %d", st.SpaceOf(us), st.ControlOf("Adana"), st.Battle.InvadedTurn)
	}
}

// The invasions' limits, each refused with its rule.
func TestInvasionRefusals(t *testing.T) {
	st, us, dr := invasionRound(t)
	ref := st.Units.Ref
	refused := func(a rules.Action, rule, why string) {
		t.Helper()
		err := st.Check(a)
		if r, ok := rules.AsRefusal(err); !ok || r.Rule != rule || r.Reason != why {
			t.Errorf("%v: %v, want %q (%s)", a.Args, err, why, rule)
		}
	}
	refused(actOf(AP, "invade", "Gaza", ref(us)), RuleFleet, "the A-H Fleet in Constantinople blocks invasions of Gaza")
	refused(actOf(AP, "invade", "Adana", ref(dr), ref(us)), RuleYankees, "Draka and American units may not invade together")
	refused(actOf(AP, "invade", "Jerusalem", ref(us)), RuleInvasion, "Jerusalem is not an invasion target")
	st.Control.Set(st.fixed.m, mustCell(t, st, "Alexandria"), CP)
	refused(actOf(AP, "invade", "Alexandria", ref(us)), RuleInvasion, "only the Draka may invade Alexandria")
	if err := st.Check(actOf(AP, "invade", "Alexandria", ref(dr))); err != nil {
		t.Errorf("the Draka into Alexandria: %v", err)
	}
	refused(actOf(AP, "invade", "Adana", ref(unitAt(t, st, "dr-army", "Beersheba"))), RuleInvasion, "Draka army 5-4-4 is not a corps")
	refused(actOf(AP, "invade", "Adana", ref(unitAt(t, st, "dr-corps", "Jerusalem"))), RuleInvasion, "Draka corps 2-2-4 is neither in an Allied port nor in the Reserve Box")
	st.Battle.InvadedTurn = 1
	refused(actOf(AP, "invade", "Adana", ref(us)), RuleInvasion, "corps invasions may not be made on consecutive turns (the last was in Aug 1914)")
	st.Turn = 3
	refused(actOf(AP, "invade", "Adana", ref(us)), RuleInvasion, "a corps invasion is once per year, and there was one in 1914 (Aug 1914)")
	st.Turn, st.Battle.InvadedTurn = 1, 0
	refused(actOf(AP, "invade", "Adana", ref(us)), RuleInvasion, "no corps invasion in the Mediterranean on the first turn (Aug 1914)")
	// The fleet goes for good when the Allies take Constantinople; Gaza
	// may then be invaded.
	st.Turn = 2
	log := logOf(func(ctx *rules.Context) { _ = st.setControl(ctx, "Constantinople", AP, nil) })
	if st.Battle.Fleet != "" || !slices.Contains(log, "The A-H Fleet is removed for good: the Allies have taken its base, Constantinople") {
		t.Fatalf("fleet %q, log %q", st.Battle.Fleet, log)
	}
	if err := st.Check(actOf(AP, "invade", "Gaza", ref(us))); err != nil {
		t.Errorf("Gaza without the fleet: %v", err)
	}
}

// Card #36's combat part (L608): the CP trench at Constantinople down by
// one and the A-H Fleet based there eliminated; C23 moves the fleet.
func TestDirigibleRaidAndFleetMove(t *testing.T) {
	st := alliedRound(t)
	st.setTrench("Constantinople", 2)
	log := logOf(func(ctx *rules.Context) { st.dirigibleRaid(ctx, "Constantinople") })
	want := []string{"The trench at Constantinople is reduced to level 1 (#36)", "The A-H Fleet at Constantinople is eliminated (#36)"}
	if !slices.Equal(log, want) || st.trenchLevel("Constantinople") != 1 || st.Battle.Fleet != "" {
		t.Fatalf("log %q, trench %d, fleet %q", log, st.trenchLevel("Constantinople"), st.Battle.Fleet)
	}
	st = alliedRound(t)
	log = logOf(func(ctx *rules.Context) { st.moveFleet(ctx, "Trieste") })
	if st.Battle.Fleet != "Trieste" || !slices.Equal(log, []string{"The A-H Fleet moves from Constantinople to Trieste"}) {
		t.Fatalf("fleet %q, log %q", st.Battle.Fleet, log)
	}
	// In Trieste it blocks Salonika ([rules.ahfleet] blocks), no longer Gaza.
	if !st.fleetBlocks("Salonika") || st.fleetBlocks("Gaza") {
		t.Fatal("the fleet's blocks after the move")
	}
}
