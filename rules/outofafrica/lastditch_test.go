package outofafrica

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/rules/rulestest"
)

// lastDitchReady is the Central Powers' replacement phase of turn 1 at
// LW, with a Draka corps in Adana, next to Constantinople (Turkey's
// capital on the test map; moved there by hand once the phase has come,
// as it would be out of supply at attrition).
func lastDitchReady(t *testing.T) *State {
	t.Helper()
	st := newTestState(t)
	for st.Phase != PhaseReplacement || st.Side != CP {
		endPhase(t, st)
	}
	moveTo(st, unitAt(t, st, "dr-corps", "Sinai"), "Adana")
	return st
}

func init() {
	targeted["last-ditch"] = func(t *testing.T) *rules.Game {
		warStatusIs(t, map[string]string{CP: WarLimited})
		return rulestest.PositionGame(t, testScenario, lastDitchReady(t))
	}
}

// L572: with the Draka next to Constantinople, at LW, once per game:
// Turkey gets 2 RPs and may use up to 5 this phase (3 otherwise).
func TestLastDitch(t *testing.T) {
	warStatusIs(t, map[string]string{CP: WarLimited})
	st := lastDitchReady(t)
	if ok, most := st.turkishRP(); !ok || most != 3 {
		t.Fatalf("before: %v %d", ok, most)
	}
	applyChecked(t, st, rules.Action{Side: CP, Verb: "last-ditch"})
	if ok, most := st.turkishRP(); !ok || most != 5 || st.Forces.ExtraRP[Turkey] != 2 {
		t.Fatalf("after: %v %d, extra %v", ok, most, st.Forces.ExtraRP)
	}
	if n := st.takeExtraRP(Turkey); n != 2 || st.Forces.ExtraRP[Turkey] != 0 {
		t.Fatalf("taken %d, left %v", n, st.Forces.ExtraRP)
	}
	err := st.Check(rules.Action{Side: CP, Verb: "last-ditch"})
	if err := rulestest.RefusalIs(err, RuleLastDitch, "once per game"); err != nil {
		t.Fatal(err)
	}
}

// Refused at mobilization or TW, and with no Draka near a capital.
func TestLastDitchRefused(t *testing.T) {
	for _, tc := range []struct {
		name, status, part string
		far                bool
	}{
		{"at mobilization", WarMobilization, "only at Limited War", false},
		{"at TW", WarTotal, "only at Limited War", false},
		{"no Draka near", WarLimited, "no Draka unit is in or next to a Turkish capital", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			warStatusIs(t, map[string]string{CP: tc.status})
			st := lastDitchReady(t)
			if tc.far {
				moveTo(st, unitAt(t, st, "dr-corps", "Adana"), "Sinai")
			}
			err := st.Check(rules.Action{Side: CP, Verb: "last-ditch"})
			if err := rulestest.RefusalIs(err, RuleLastDitch, tc.part); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// L31: the free RP comes from the first full turn at LW while the Central
// Powers hold both capitals (one on the test map): LW reached in turn 1
// gives nothing in turn 1 and 1 RP as turn 2 begins; with Constantinople
// lost, none, and Turkey may receive no RPs at all.
func TestTurkishFreeRP(t *testing.T) {
	status := map[string]string{}
	warStatusIs(t, status)
	st := newTestState(t)
	ctx := rules.NewContext(nil)
	status[CP] = WarLimited
	if err := book.Run(st, WarStatusChanged, ctx); err != nil {
		t.Fatal(err)
	}
	if err := st.turkishFreeRP(ctx); err != nil || st.Forces.ExtraRP[Turkey] != 0 {
		t.Fatalf("turn 1: %v", st.Forces.ExtraRP)
	}
	st.Turn = 2
	if err := book.Run(st, kit.TurnStart, ctx); err != nil || st.Forces.ExtraRP[Turkey] != 1 {
		t.Fatalf("turn 2: %v", st.Forces.ExtraRP)
	}
	setCtl(st, "Constantinople", AP)
	st.Turn = 3
	if err := st.turkishFreeRP(ctx); err != nil || st.Forces.ExtraRP[Turkey] != 1 {
		t.Fatalf("turn 3 without the capital: %v", st.Forces.ExtraRP)
	}
	if ok, _ := st.turkishRP(); ok {
		t.Fatal("Turkey receives RPs without a capital")
	}
}
