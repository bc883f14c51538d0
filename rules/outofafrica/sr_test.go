package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

func init() {
	targeted[VerbSR] = func(t *testing.T) *rules.Game {
		return rulestest.PositionGame(t, lane4Scenario, srState(t, 1, 5))
	}
	targeted[VerbSRSea] = func(t *testing.T) *rules.Game {
		st := srState(t, 2, 5)
		put(t, st, "dr-army", "Alexandria")
		return rulestest.PositionGame(t, lane4Scenario, st)
	}
}

// srState is lane 4's scenario in the Allies' first action round of turn
// with points SR points to spend.
func srState(t testing.TB, turn, points int) *State {
	t.Helper()
	st := stateOf(t, lane4Scenario)
	st.Phase, st.Round, st.Side, st.Turn = PhaseAction, 1, AP, turn
	if err := beginPoints(st, rules.NewContext(nil), AP, ForSR, points, "test card for SR"); err != nil {
		t.Fatal(err)
	}
	return st
}

func srAction(st *State, verb string, i int, space string) rules.Action {
	return rules.Action{Side: st.Units[i].Side, Verb: verb, Args: []string{st.Units.Ref(i), space}}
}

// TestSR: a Draka corps in Sinai redeploys through Allied-controlled
// spaces (Egypt) only: Port Said, Alexandria, Cairo and Upper Egypt, not
// Turkish Aqaba or Beersheba; a corps costs 1 SR point, an army 4
// (Sandtable's defaults). With 5 points, the Cairo army and a corps go,
// then nothing costing more than the 0 left; each unit redeploys once.
func TestSR(t *testing.T) {
	st := srState(t, 1, 5)
	dr := unitAt(t, st, "dr-corps", "Sinai")
	if got, want := st.srDestinations(dr), []string{"Port Said", "Alexandria", "Cairo", "Upper Egypt"}; !slices.Equal(got, want) {
		t.Errorf("SR destinations %v, want %v", got, want)
	}
	wantRefused(t, st, srAction(st, VerbSR, dr, "Aqaba"), RuleSR, "Aqaba is not one")
	army := unitAt(t, st, "dr-army", "Cairo")
	log := applyChecked(t, st, srAction(st, VerbSR, army, "Alexandria"))
	if !strings.Contains(strings.Join(log, "\n"), "redeploys from Cairo to Alexandria (4 SR; 1 left)") {
		t.Errorf("log %q", log)
	}
	wantRefused(t, st, srAction(st, VerbSR, army, "Cairo"), RuleSR, "has redeployed this round already")
	applyChecked(t, st, srAction(st, VerbSR, dr, "Cairo"))
	other := unitAt(t, st, "dr-corps", "Sinai")
	wantRefused(t, st, srAction(st, VerbSR, other, "Cairo"), RuleSR, "costs 1 SR points, and 0 are left")
}

// TestSRJanissary: redeployment is operating (ruling OA-21): a J corps in
// Laibach, with Laibach, Villach and Innsbruck Allied, may redeploy to
// Villach but not to Innsbruck, outside the Janissary Zone.
func TestSRJanissary(t *testing.T) {
	st := srState(t, 1, 5)
	for _, sp := range []string{"Laibach", "Villach", "Innsbruck"} {
		st.Control.Set(st.fixed.m, mustCell(t, st, sp), AP)
	}
	j := put(t, st, "dr-j-corps", "Laibach")
	if got := st.srDestinations(j); !slices.Equal(got, []string{"Villach"}) {
		t.Errorf("SR destinations %v, want [Villach]", got)
	}
	wantRefused(t, st, srAction(st, VerbSR, j, "Innsbruck"), RuleJanissaryZone, "may only operate in the Janissary Zone")
}

// TestArmyBySea: "The Allies may SR up to one Army by sea per turn ...
// Draka, BR, FR and USA. This type of Army SR starts Turn 2" (L148). A
// Draka army in Alexandria may go to Odessa (both Allied ports) on turn 2,
// not on turn 1, and a second army may not go the same turn; a Russian
// army may not.
func TestArmyBySea(t *testing.T) {
	st := srState(t, 1, 8)
	army := put(t, st, "dr-army", "Alexandria")
	wantRefused(t, st, srAction(st, VerbSRSea, army, "Odessa"), RuleSealift, "the army by sea starts on turn 2")
	st = srState(t, 2, 8)
	army = put(t, st, "dr-army", "Alexandria")
	second := put(t, st, "dr-army", "Alexandria")
	ru := unitAt(t, st, "ru-army", "Odessa")
	wantRefused(t, st, srAction(st, VerbSRSea, ru, "Alexandria"), RuleSealift, "a Russia army may not go by sea")
	log := applyChecked(t, st, srAction(st, VerbSRSea, army, "Odessa"))
	if !strings.Contains(strings.Join(log, "\n"), "goes by sea from Alexandria to Odessa (4 SR; 4 left") {
		t.Errorf("log %q", log)
	}
	wantRefused(t, st, srAction(st, VerbSRSea, second, "Odessa"), RuleSealift, "sent their army by sea this turn already")
}

// BenchmarkLegalSR lists the Allies' legal actions in a redeployment on
// lane 4's test map.
func BenchmarkLegalSR(b *testing.B) {
	st := srState(b, 2, 8)
	for range b.N {
		if len(st.Legal(AP)) == 0 {
			b.Fatal("nothing legal")
		}
	}
}
