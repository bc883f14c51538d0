package aanorthafrica

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// toPlace ends phases until the acting nation's placement phase.
func toPlace(t *testing.T, st *State) {
	t.Helper()
	for st.Phase != PhasePlace {
		endPhase(t, st)
	}
}

// accepted checks that "side verb args..." is legal (listed, Check nil)
// without applying it.
func accepted(t *testing.T, st *State, side, verb string, args ...string) {
	t.Helper()
	a := rules.Action{Side: side, Verb: verb, Args: args}
	if err := st.Check(a); err != nil {
		t.Errorf("%s %s %v: %v", side, verb, args, err)
	}
}

// endRefused checks that the phase may not end yet, citing rule.
func endRefused(t *testing.T, st *State, rule, want string) {
	t.Helper()
	r, ok := rules.AsRefusal(st.Check(rules.Action{Side: st.ActingSide(), Verb: rules.VerbEndPhase}))
	if !ok || r.Rule != rule || !strings.Contains(r.Reason, want) {
		t.Errorf("end-phase: %v, want a refusal %q (%s)", r, want, rule)
	}
}

// "Allied & German units ... enter the game through any or all of the
// purchaser's 3 Reinforcement Zones"; "There is no limit to how many units
// may be built in any RZ." Germany (Axis bank 11 + Italy's income 6 = 17)
// buys five infantry (5 × 3 = 15, 2 left): Jalo, Italy's oasis, is no RZ;
// Alexandria is an Allied RZ; Tripoli, Italy's RZ, is an Axis RZ Germany
// may use (ruling N-18); Benghazi, Germany's, takes all five.
func TestPlaceInReinforcementZones(t *testing.T) {
	st := newTestState(t)
	for st.Nation() != Germany {
		endTurnPlacing(t, st)
	}
	var bought []string
	for range 5 {
		buyAct(t, st, Axis, "buy", "ger-inf")
		bought = append(bought, lastUnit(st))
	}
	if st.Bank[Axis] != 2 {
		t.Fatalf("Axis bank %d, want 17-15 = 2", st.Bank[Axis])
	}
	toPlace(t, st)
	refused(t, st, RuleRZ, "Jalo is not a Reinforcement Zone", Axis, "place", bought[0], "Jalo")
	refused(t, st, RuleRZ, "Alexandria is a Reinforcement Zone the Axis do not control", Axis, "place", bought[0], "Alexandria")
	accepted(t, st, Axis, "place", bought[0], "Tripoli")
	for _, u := range bought {
		endRefused(t, st, RuleRZ, "German infantry")
		buyAct(t, st, Axis, "place", u, "Benghazi")
	}
	if n := len(st.At("Benghazi")); n != 6 {
		t.Errorf("Benghazi holds %d units, want 1 + 5 placed", n)
	}
	endPhase(t, st)
}

// "Units purchased with this money must be placed upon the game board in
// any space or spaces the owner controls": an infantry bought with the
// bonus goes to Jalo (Italy's, no RZ), not to Sollum (the UK's), nor to
// the Qattara Depression even if it were Italy's (land units may not go
// there); the flag goes once it is placed.
func TestBonusUnitPlacedInAnyControlledSpace(t *testing.T) {
	st := newTestState(t)
	buyAct(t, st, Axis, "buy", "ita-inf", "bonus")
	inf := lastUnit(st)
	toPlace(t, st)
	refused(t, st, RuleBonus, "Sollum is not a space the Axis control", Axis, "place", inf, "Sollum")
	st.Owner["Qattara Depression"] = Italy
	refused(t, st, RuleRZ, "Qattara Depression is rough, where land units may not go", Axis, "place", inf, "Qattara Depression")
	delete(st.Owner, "Qattara Depression")
	buyAct(t, st, Axis, "place", inf, "Jalo")
	if i := st.Units.Resolve(inf); st.SpaceOf(i) != "Jalo" || st.Units[i].HasFlag(FlagBonus) {
		t.Errorf("the infantry is at %q, flags %v", st.SpaceOf(i), st.Units[i].Flags)
	}
}

// "Either side may control and capture any RZs, and build units on any
// RZ" (ruling N-3): with Tobruk, Germany's RZ, taken by the UK, the UK
// places an infantry there.
func TestPlaceInCapturedRZ(t *testing.T) {
	st := newTestState(t)
	endTurnPlacing(t, st)
	st.Owner["Tobruk"] = UK
	for _, i := range st.At("Tobruk") {
		st.Units[i].Loc = rules.Eliminated
	}
	buyAct(t, st, Allies, "buy", "uk-inf")
	inf := lastUnit(st)
	toPlace(t, st)
	buyAct(t, st, Allies, "place", inf, "Tobruk")
	if st.SpaceOf(st.Units.Resolve(inf)) != "Tobruk" {
		t.Error("the infantry is not at Tobruk")
	}
}

// Ruling N-4: a unit with nowhere to go does not hold the placement open;
// it waits in the box and is placed in a later placement phase. Ruling
// D-2: one AA gun per space.
func TestUnplaceableWaitsAndOneAAGun(t *testing.T) {
	st := newTestState(t)
	buyAct(t, st, Axis, "buy", "ita-aa")
	aa1 := lastUnit(st)
	buyAct(t, st, Axis, "buy", "ita-aa")
	aa2 := lastUnit(st)
	toPlace(t, st)
	buyAct(t, st, Axis, "place", aa1, "Tripoli")
	refused(t, st, RuleOneAA, "Tripoli already holds an AA gun", Axis, "place", aa2, "Tripoli")
	saved := st.Owner
	st.Owner = map[string]string{"Tripoli": Italy, "Sirte": Italy, "Jalo": Italy}
	for k, v := range saved {
		if _, ok := st.Owner[k]; !ok && st.SideOf(v) == Allies {
			st.Owner[k] = v
		}
	}
	// Tripoli, Italy's only RZ now, has its AA gun: the second waits.
	endPhase(t, st)
	i := st.Units.Resolve(aa2)
	if box, _ := st.toPlaceBox(Axis); st.Units[i].Loc != box {
		t.Fatalf("the second AA gun is at %v, want in the box", st.Units[i].Loc)
	}
	st.Owner = saved
	for st.Nation() != Italy || st.Phase != PhasePlace {
		endTurnPlacing(t, st)
		if st.Nation() == Italy {
			toPlace(t, st)
		}
	}
	endRefused(t, st, RuleRZ, "Italian")
	buyAct(t, st, Axis, "place", aa2, "Benghazi")
}

// The rules purchase and placement cite have their sections in the rules
// reference, which lists the scenario's RZs.
func TestPurchaseRulesHaveSections(t *testing.T) {
	ref := newTestState(t).Reference()
	for _, r := range []string{RuleReinforcements, RuleRZ, RuleOneAA} {
		if ref.RuleSection(r) == nil {
			t.Errorf("no section of the rules reference for %q", r)
		}
	}
	if s := ref.RuleSection(RuleRZ); s == nil || !strings.Contains(s.Text, "Tripoli, Benghazi, Tobruk, Alexandria, Cairo, Mersa Matruh") {
		t.Errorf("RZ section: %+v", s)
	}
}
