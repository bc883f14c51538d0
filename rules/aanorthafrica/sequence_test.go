package aanorthafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// "Order of Turns: 1.Italy 2.England 3.Germany", each turn the A&A
// phases, income collected by each nation into its side's bank (ruling
// N-1). The test scenario's values: Italy owns Tripoli 4, Sirte 1, Jalo 1
// (6); the UK Sollum 1, Mersa Matruh 2, Alexandria 5, Siwa 1, Cairo 4
// (13); Germany Benghazi 3, Tobruk 2 (5). Banks start at Axis 11, Allies 13.
func TestOrderOfTurnsAndIncome(t *testing.T) {
	st := newTestState(t)
	wantPhases := []string{"Italy: Purchase units", "Italy: Combat move", "Italy: Conduct combat", "Italy: Non-combat move", "Italy: Place new units"}
	var got []string
	var log []string
	for range 5 {
		got = append(got, st.Status().PhaseName)
		if a := st.Status().Active; !slices.Equal(a, []string{Axis}) {
			t.Fatalf("%s: active %v, want the Axis", st.Phase, a)
		}
		log = endPhase(t, st)
	}
	if !slices.Equal(got, wantPhases) {
		t.Fatalf("phases %q, want %q", got, wantPhases)
	}
	if !slices.Contains(log, "Italy collects 6 IPCs (Tripoli 4, Sirte 1, Jalo 1)") {
		t.Errorf("Italy's income log: %q", log)
	}
	if st.Bank[Axis] != 17 || st.Nation() != UK || st.Phase != PhasePurchase || st.Round != 1 {
		t.Fatalf("after Italy: Axis bank %d (want 11+6 = 17), nation %s, phase %s, round %d", st.Bank[Axis], st.Nation(), st.Phase, st.Round)
	}
	if a := st.Status().Active; !slices.Equal(a, []string{Allies}) {
		t.Fatalf("UK turn: active %v, want the Allies", a)
	}
	for range 5 {
		log = endPhase(t, st)
	}
	if !slices.Contains(log, "United Kingdom collects 13 IPCs (Sollum 1, Mersa Matruh 2, Alexandria 5, Siwa 1, Cairo 4)") {
		t.Errorf("UK income log: %q", log)
	}
	if st.Bank[Allies] != 26 || st.Nation() != Germany {
		t.Fatalf("after the UK: Allied bank %d (want 13+13 = 26), nation %s", st.Bank[Allies], st.Nation())
	}
	for range 5 {
		log = endPhase(t, st)
	}
	if !slices.Contains(log, "Germany collects 5 IPCs (Benghazi 3, Tobruk 2)") {
		t.Errorf("Germany's income log: %q", log)
	}
	if st.Bank[Axis] != 22 || st.Nation() != Italy || st.Round != 2 || st.Phase != PhasePurchase {
		t.Fatalf("after Germany: Axis bank %d (want 17+5 = 22), nation %s, round %d, phase %s", st.Bank[Axis], st.Nation(), st.Round, st.Phase)
	}
	if !strings.Contains(strings.Join(log, "\n"), "Round 2: Italy's turn") {
		t.Errorf("no round 2 line: %q", log)
	}
}

// The bank and bonus are public: both sides' views hold both sides'.
func TestBankAndBonusPublic(t *testing.T) {
	st := newTestState(t)
	for _, viewer := range Sides {
		v := st.View(viewer)
		for side, want := range map[string]int{Axis: 11, Allies: 13} {
			if e := v.Sides[side].Get("ipcs"); e == nil || e.Number != want {
				t.Errorf("%s's view of the %s bank: %v, want %d", viewer, side, e, want)
			}
			if e := v.Sides[side].Get("bonus"); e == nil || e.Number != 12 {
				t.Errorf("%s's view of the %s bonus: %v, want 12", viewer, side, e)
			}
		}
	}
}

// Out of turn: in Italy's purchase the Allies do not act, and the
// refusal says whose phase it is.
func TestOutOfTurnRefused(t *testing.T) {
	st := newTestState(t)
	rulestest.RefusedSaying(t, st, rulestest.Act(Allies, rules.VerbEndPhase), RuleTurn, "it is the Purchase units phase of Italy's turn: the Allies do not act now")
}

// Income reads as people say it: a nation whose spaces are worth 1 IPC in
// all "collects 1 IPC" (seen in the window: "Germany collects 1 IPCs
// (Marada 1)").
func TestIncomeOfOneIPC(t *testing.T) {
	st := newTestState(t)
	for l, o := range st.Owner {
		if o == Germany {
			st.Owner[l] = Italy
		}
	}
	st.Owner["Jalo"] = Germany // an oasis, 1 IPC
	var log []string
	for st.Nation() != Germany || st.Phase != PhaseIncome {
		log = endPhase(t, st)
		if st.Round > 1 {
			break
		}
	}
	if !slices.Contains(log, "Germany collects 1 IPC (Jalo 1)") {
		t.Errorf("Germany's income log: %q", log)
	}
}

// The purchase phase's prompt names the turn-1 bonus ("a one-time bonus of
// 12 IPCs ... to spend or save as desired") only while the side has some
// left: in the window Germany read "Buy units with your IPCs (and the
// turn-1 bonus)" with the Axis bonus spent by Italy.
func TestPurchasePromptOnlyWithBonusLeft(t *testing.T) {
	st := newTestState(t)
	if p := st.Status().Prompt; p != "Italy: Buy units with your IPCs (and the turn-1 bonus), then end the phase" {
		t.Errorf("with the bonus: %q", p)
	}
	st.Bonus[Axis] = 0
	if p := st.Status().Prompt; p != "Italy: Buy units with your IPCs, then end the phase" {
		t.Errorf("bonus spent: %q", p)
	}
}
