package aanorthafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// A&A rounds with casualties chosen by their owners and the attacker's
// retreat "to one space from which attacking land units came". Two German
// infantry and an artillery attack Tobruk (British infantry, 3 artillery)
// from Benghazi.
// Round 1: inf@2 (supported) [1], inf@1 [6], art@2 [6] — 1 hit; British
// infantry@2 [6], artillery@2 [2 6 6] — 1 hit. The Axis choose first:
// infantry suggested (3 IPC), the artillery taken instead; then the
// Allies: their infantry suggested and taken.
// Round 2: inf@1 [6 6] (no artillery left to support them) — 0; British
// artillery@2 [6 6 1] — 1 hit, on one of the two alike infantry, no one
// asked. The Germans retreat to Benghazi; the battle is over, the phase
// ends (no battle left).
func TestTwoRoundsAndRetreat(t *testing.T) {
	st := combatState(t, Germany)
	attackWith(t, st, "Tobruk", "Benghazi", "ger-inf/1", "ger-inf/2", "ger-art/1")
	do(t, st, rulestest.Act(Axis, "fight", "Tobruk"), 1, 6, 6, 6, 2, 6, 6)
	if d := st.Status().Decision; d == nil || d.Side != Axis || d.Default.String() != "axis lose ger-inf/1" {
		t.Fatalf("decision %+v, want the Axis' casualty, infantry suggested", d)
	}
	if l := legalLines(st, Allies); len(l) != 0 {
		t.Fatalf("the Allies may not act while the Axis choose: %v", l)
	}
	if p := st.Status().Prompt; p != "The Axis take 1 hit at Tobruk (Combat, round 1): lose which unit? (suggested: German infantry 1-2-1)" {
		t.Errorf("prompt %q", p)
	}
	do(t, st, rulestest.Act(Axis, "lose", "ger-art/1"))
	if d := st.Status().Decision; d == nil || d.Side != Allies || d.Default.String() != "allies lose uk-inf/1" {
		t.Fatalf("decision %+v, want the Allies' casualty, infantry suggested", d)
	}
	do(t, st, rulestest.Act(Allies, "lose", "uk-inf/1"))
	if got, want := legalLines(st, Axis), []string{"axis press-on", "axis retreat Benghazi"}; !slices.Equal(got, want) {
		t.Fatalf("after round 1 the Axis may %v, want %v", got, want)
	}
	if p := st.Status().Prompt; p != "After the battle at Tobruk, round 1 (attackers left: 2, defenders: 3): press on, or retreat?" {
		t.Errorf("prompt %q", p)
	}
	log := do(t, st, rulestest.Act(Axis, "press-on"), 6, 6, 6, 6, 1)
	hasLine(t, log, "Germany attacks at Tobruk, round 2 (Combat: hit on the attack value or less): infantry@1 [6 6] — 0 hits")
	hasLine(t, log, "artillery@2 [6 6 1] — 1 hit")
	rulestest.RefusedSaying(t, st, rulestest.Act(Axis, "retreat", "Sollum"), RuleRetreat, "from which attacking land units came")
	log = do(t, st, rulestest.Act(Axis, "retreat", "Benghazi"))
	hasLine(t, log, "Germany retreats from Tobruk to Benghazi: German infantry")
	left := 0
	for _, id := range []string{"ger-inf/1", "ger-inf/2"} {
		switch st.SpaceOf(unit(t, st, id)) {
		case "Benghazi":
			left++
		case "":
		default:
			t.Errorf("%s at %s", id, st.SpaceOf(unit(t, st, id)))
		}
	}
	if left != 1 || st.Owner["Tobruk"] != UK || !endable(st) {
		t.Errorf("%d infantry back at Benghazi (want 1), Tobruk %q (want uk), end-phase legal %v (want true)", left, st.Owner["Tobruk"], endable(st))
	}
}

// Out of gas: "they may even retreat if the attack goes bad, but only one
// space back". A German infantry from Benghazi and one out of gas from
// Siwa (held by Germany here) attack Tobruk; no hits in round 1 (6s). The
// retreat to Benghazi takes the first there, the second back to Siwa.
func TestOutOfGasRetreat(t *testing.T) {
	st := combatState(t, Germany)
	st.Owner["Siwa"] = Germany
	attackWith(t, st, "Tobruk", "Benghazi", "ger-inf/1")
	attackWith(t, st, "Tobruk", "Siwa", "ger-inf/2")
	st.Moves.Moved[unit(t, st, "ger-inf/2")] = Moved{Start: "Jalo", Prev: "Siwa", Combat: true, Dashed: true}
	if st.Moves.Gas == nil {
		st.Moves.Gas = map[int]int{}
	}
	st.Moves.Gas[unit(t, st, "ger-inf/2")] = st.refuelRound(Germany) // dashed off the road: out of gas
	do(t, st, rulestest.Act(Axis, "fight", "Tobruk"), 6, 6, 6, 6, 6, 6)
	if got, want := legalLines(st, Axis), []string{"axis press-on", "axis retreat Benghazi", "axis retreat Siwa"}; !slices.Equal(got, want) {
		t.Fatalf("the Axis may %v, want %v", got, want)
	}
	log := do(t, st, rulestest.Act(Axis, "retreat", "Benghazi"))
	hasLine(t, log, "Germany retreats from Tobruk to Siwa (out of gas: only one space back)")
	if a, b := st.SpaceOf(unit(t, st, "ger-inf/1")), st.SpaceOf(unit(t, st, "ger-inf/2")); a != "Benghazi" || b != "Siwa" {
		t.Errorf("infantry at %s and %s, want Benghazi and Siwa", a, b)
	}
}

// Planes stay when the land units retreat, and the space fights no more.
func TestRetreatLeavesPlanes(t *testing.T) {
	st := combatState(t, Germany)
	attackWith(t, st, "Sollum", "Benghazi", "ger-inf/1", "ger-ftr/1")
	// Round 1: infantry@1 [6], fighter@3 [6]; British infantry@2 [6 6], armour@3 [6].
	do(t, st, rulestest.Act(Axis, "fight", "Sollum"), 6, 6, 6, 6, 6)
	do(t, st, rulestest.Act(Axis, "retreat", "Benghazi"))
	if st.SpaceOf(unit(t, st, "ger-ftr/1")) != "Sollum" || st.SpaceOf(unit(t, st, "ger-inf/1")) != "Benghazi" {
		t.Errorf("fighter at %s (want Sollum), infantry at %s (want Benghazi)", st.SpaceOf(unit(t, st, "ger-ftr/1")), st.SpaceOf(unit(t, st, "ger-inf/1")))
	}
	if len(st.pendingBattles()) != 0 || st.Units[unit(t, st, "ger-ftr/1")].Loc == rules.Eliminated {
		t.Errorf("battles left %v", st.pendingBattles())
	}
}

// "If he gets his roll he may then remove the chip and take control of the
// space, and if not then he must retreat" (Minefield Combat): German
// infantry clears empty Siwa, where the UK's minefield was declared this
// turn, and fails the sweep [6] (2 or less at the first incursion). The
// question says why there is no pressing on, naming the minefield and its
// rule, and only the retreat is legal (the window's battle dialog offers
// no Press on then).
func TestFailedSweepPromptNamesTheMinefield(t *testing.T) {
	st := combatState(t, Germany)
	m := mintMine(t, st, "uk-mine", "Siwa")
	st.Units[m].Hidden = false
	st.Mines.Declared = map[int]MineRecord{m: {Round: st.Round, Turn: st.Turn, Rolls: 1}}
	st.Owner["Jalo"] = Germany
	attackWith(t, st, "Siwa", "Jalo", "ger-inf/1")
	do(t, st, rulestest.Act(Axis, "fight", "Siwa"), 6)
	d := st.Status().Decision
	if d == nil || d.Side != Axis {
		t.Fatalf("decision %+v, want the Axis' forced retreat", d)
	}
	if want := "The minefield at Siwa is not swept: your units must retreat (Minefield Combat). Retreat to where?"; d.Prompt != want {
		t.Errorf("prompt %q, want %q", d.Prompt, want)
	}
	if got, want := legalLines(st, Axis), []string{"axis retreat Jalo"}; !slices.Equal(got, want) {
		t.Errorf("legal %v, want %v", got, want)
	}
}

// After the failed sweep the battle does not go on: no forecast of
// pressing on (the battle dialog showed the sweep's chances, the sweep
// already rolled and failed).
func TestNoForecastAfterFailedSweep(t *testing.T) {
	st := combatState(t, Germany)
	m := mintMine(t, st, "uk-mine", "Siwa")
	st.Units[m].Hidden = false
	st.Mines.Declared = map[int]MineRecord{m: {Round: st.Round, Turn: st.Turn, Rolls: 1}}
	st.Owner["Jalo"] = Germany
	attackWith(t, st, "Siwa", "Jalo", "ger-inf/1")
	if _, ok := st.Forecast(rulestest.Act(Axis, "fight", "Siwa")); !ok {
		t.Fatal("no forecast before the fight")
	}
	do(t, st, rulestest.Act(Axis, "fight", "Siwa"), 6)
	for _, side := range []string{Axis, Allies} {
		if f, ok := st.Forecast(rulestest.Act(side, "press-on")); ok {
			t.Errorf("%s: a press-on forecast after the failed sweep: %+v", side, f.Parts)
		}
	}
}
