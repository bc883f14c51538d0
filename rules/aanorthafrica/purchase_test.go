package aanorthafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// act checks and applies "side verb args..." and returns the log lines.
func buyAct(t *testing.T, st *State, side, verb string, args ...string) []string {
	t.Helper()
	return applyChecked(t, st, rules.Action{Side: side, Verb: verb, Args: args})
}

// refused checks that "side verb args..." is refused, not listed, citing
// rule with a reason containing want.
func refused(t *testing.T, st *State, rule, want, side, verb string, args ...string) {
	t.Helper()
	a := rules.Action{Side: side, Verb: verb, Args: args}
	err := st.Check(a)
	r, ok := rules.AsRefusal(err)
	if !ok {
		t.Fatalf("%s %s %v: got %v, want a refusal", side, verb, args, err)
	}
	if r.Rule != rule || !strings.Contains(r.Reason, want) {
		t.Errorf("%s %s %v refused %q (%s), want %q (%s)", side, verb, args, r.Reason, r.Rule, want, rule)
	}
	if slices.ContainsFunc(st.Legal(side), a.Equal) {
		t.Errorf("%s %s %v refused but listed", side, verb, args)
	}
}

// lastUnit is the ref of the unit bought last.
func lastUnit(st *State) string { return st.Units.Ref(len(st.Units) - 1) }

// "Italian units are slightly weaker and therefore slightly cheaper: Inf-
// 1/1, 2 IPC ... Fit- 2/3, 10 IPC"; "Allied & German units are priced and
// purchased as normal" (infantry 3, the standard row); minefields "cost 8
// IPCs"; "Bom- normal cost" (15).
func TestPrices(t *testing.T) {
	st := newTestState(t)
	for typ, want := range map[string]int{"ita-inf": 2, "ita-art": 3, "ita-arm": 4, "ita-ftr": 10, "ita-bmb": 15, "ita-aa": 5, "ita-mine": 8,
		"ger-inf": 3, "ger-ftr": 10, "uk-inf": 3, "uk-arm": 5} {
		if got := st.Price(typ); got != want {
			t.Errorf("%s costs %d, want %d", typ, got, want)
		}
	}
}

// Italy buys from the Axis bank (11 in the test scenario): artillery 3 and
// infantry 2 leave 6, so a fighter (10) is refused with the numbers, and
// buying another nation's units is refused.
func TestBuyFromTheBank(t *testing.T) {
	st := newTestState(t)
	log := buyAct(t, st, Axis, "buy", "ita-art")
	if !slices.Contains(log, "Italy buys an Italian artillery for 3 IPCs (the Axis bank: 11 - 3 = 8)") {
		t.Errorf("log: %q", log)
	}
	buyAct(t, st, Axis, "buy", "ita-inf")
	if st.Bank[Axis] != 6 {
		t.Fatalf("Axis bank %d, want 11-3-2 = 6", st.Bank[Axis])
	}
	refused(t, st, RuleReinforcements, "an Italian fighter costs 10 IPCs; the Axis bank holds 6", Axis, "buy", "ita-ftr")
	refused(t, st, RuleReinforcements, "a German infantry is not Italy's", Axis, "buy", "ger-inf")
	refused(t, st, RuleTurn, "", Allies, "buy", "uk-inf")
	box, _ := st.toPlaceBox(Axis)
	if n := len(st.Units.At(box)); n != 2 {
		t.Errorf("%d units in the Axis box, want 2", n)
	}
	d := st.View(Axis).Sides[Axis]
	if e := d.Get(BoughtKey); e == nil || !slices.Equal(e.Items, []string{"Italian artillery (3 IPC)", "Italian infantry (2 IPC)"}) {
		t.Errorf("bought side data: %v", e)
	}
	if e := d.Get(PricesKey); e == nil || !slices.Contains(e.Items, "ita-ftr: Italian fighter 2/3, move 4, 10 IPC") {
		t.Errorf("prices side data: %v", e)
	}
}

// "a one-time bonus of 12 IPCs ... to spend or save as desired": Italy
// spends 10 of it on turn 1 (a fighter), the 2 left are refused for a
// German infantry (3) and still there in round 2, when Italy spends them
// on an infantry (2).
func TestBonusSpentAndSaved(t *testing.T) {
	st := newTestState(t)
	buyAct(t, st, Axis, "buy", "ita-ftr", "bonus")
	if st.Bonus[Axis] != 2 || st.Bank[Axis] != 11 {
		t.Fatalf("bonus %d (want 12-10 = 2), bank %d (want 11)", st.Bonus[Axis], st.Bank[Axis])
	}
	if u := &st.Units[len(st.Units)-1]; !u.HasFlag(FlagBonus) {
		t.Error("a unit bought with the bonus has no bonus flag")
	}
	refused(t, st, RuleBonus, "an Italian fighter costs 10 IPCs; the Axis bonus holds 2", Axis, "buy", "ita-ftr", "bonus")
	for st.Nation() != Germany {
		endTurnPlacing(t, st)
	}
	refused(t, st, RuleBonus, "a German infantry costs 3 IPCs; the Axis bonus holds 2", Axis, "buy", "ger-inf", "bonus")
	for st.Nation() != Italy {
		endTurnPlacing(t, st)
	}
	buyAct(t, st, Axis, "buy", "ita-inf", "bonus")
	if st.Round != 2 || st.Bonus[Axis] != 0 {
		t.Errorf("round %d, bonus %d: want round 2, bonus 2-2 = 0", st.Round, st.Bonus[Axis])
	}
}

// endTurnPlacing ends phases until the next nation's turn, placing what
// is bought on its first legal space.
func endTurnPlacing(t *testing.T, st *State) {
	t.Helper()
	n := st.Nation()
	for st.Nation() == n {
		if st.Phase == PhasePlace {
			for _, a := range st.Legal(st.ActingSide()) {
				if a.Verb == "place" && st.Check(a) == nil {
					buyAct(t, st, a.Side, a.Verb, a.Args...)
				}
			}
		}
		endPhase(t, st)
	}
}

// Taking a unit back refunds the pot that paid for it; only this phase's
// purchases can be taken back.
func TestUnbuyRefunds(t *testing.T) {
	st := newTestState(t)
	n := len(st.Units)
	buyAct(t, st, Axis, "buy", "ita-inf", "bonus")
	bonusInf := lastUnit(st)
	buyAct(t, st, Axis, "buy", "ita-arm")
	arm := lastUnit(st)
	if st.Bonus[Axis] != 10 || st.Bank[Axis] != 7 {
		t.Fatalf("bonus %d (want 12-2), bank %d (want 11-4)", st.Bonus[Axis], st.Bank[Axis])
	}
	log := buyAct(t, st, Axis, "unbuy", bonusInf)
	if st.Bonus[Axis] != 12 || st.Bank[Axis] != 7 || len(st.Units) != n+1 {
		t.Fatalf("after unbuy: bonus %d (want 12), bank %d (want 7), %d units (want %d)", st.Bonus[Axis], st.Bank[Axis], len(st.Units), n+1)
	}
	if !slices.Contains(log, "Italy takes back an Italian infantry (the Axis bonus: 10 + 2 = 12)") {
		t.Errorf("log: %q", log)
	}
	if st.Units.Ref(len(st.Units)-1) != arm || st.Buy.Bought[0].Unit != len(st.Units)-1 {
		t.Errorf("the armour after the unbuy: %v, bought %v", st.Units[len(st.Units)-1].ID, st.Buy.Bought)
	}
	endPhase(t, st)
	refused(t, st, RuleSequence, "", Axis, "unbuy", arm)
}

// "they are not revealed to the enemy": a minefield bought is in its
// owner's view only; the enemy reads "a minefield" in the log and the
// bank going down, nothing of the unit.
func TestMinefieldBoughtHidden(t *testing.T) {
	st := newTestState(t)
	log := buyAct(t, st, Axis, "buy", "ita-mine")
	if !slices.Contains(log, "Italy buys a minefield for 8 IPCs (the Axis bank: 11 - 8 = 3)") {
		t.Errorf("log: %q", log)
	}
	i := len(st.Units) - 1
	if !st.Units[i].Hidden {
		t.Fatal("a minefield bought is face up")
	}
	for _, u := range st.View(Allies).Units {
		if u.Type == "ita-mine" || u.ID == st.Units.Ref(i) {
			t.Errorf("the Allies see the minefield: %+v", u)
		}
	}
	if !slices.Contains(st.SecretWords(Allies), st.Units[i].ID) {
		t.Error("the minefield's id is not secret from the Allies")
	}
	if !slices.ContainsFunc(st.View(Axis).Units, func(u rules.UnitView) bool { return u.Type == "ita-mine" }) {
		t.Error("the Axis do not see their own minefield")
	}
	if e := st.View(Allies).Sides[Axis].Get(BoughtKey); e == nil || !slices.Equal(e.Items, []string{"minefield (8 IPC)"}) {
		t.Errorf("bought, as the Allies read it: %v", e)
	}
	for st.Phase != PhasePlace {
		endPhase(t, st)
	}
	if slices.ContainsFunc(st.Legal(Axis), func(a rules.Action) bool { return a.Verb == "place" }) {
		t.Error("a minefield is listed for place")
	}
	endPhase(t, st) // the minefield does not hold the placement open
}
