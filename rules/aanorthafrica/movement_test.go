package aanorthafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// moveScenario is lane E's test scenario (testdata/aant-move.toml): the
// test map with an AA gun and two tanks for Italy. The road is Tripoli,
// Sirte, Benghazi, Tobruk, Sollum, Mersa Matruh, Alexandria.
const moveScenario = "testdata/aant-move.toml"

// testEntered, when set, is asked by the test entered hook whether the
// units of e stop (a minefield's part, played by the test).
var testEntered func(st *State, e Entry) bool

var _ = addEntered(func(st *State, _ *rules.Context, e Entry) (bool, error) {
	if testEntered == nil {
		return false, nil
	}
	return testEntered(st, e), nil
})

// newMoveState sets up a game of the movement test scenario.
func newMoveState(t testing.TB) *State { return stateOf(t, moveScenario) }

// unitIn is the first unit of type typ in space l.
func unitIn(t testing.TB, st *State, typ, l string) int {
	t.Helper()
	for _, i := range st.At(l) {
		if st.Units[i].Type == typ {
			return i
		}
	}
	t.Fatalf("no %s in %s", typ, l)
	return -1
}

// toPhase ends phases until it is nation's phase of round; it returns
// the log lines written on the way.
func toPhase(t testing.TB, st *State, round int, nation, phase string) []string {
	t.Helper()
	var log []string
	for n := 0; st.Round != round || st.Nation() != nation || st.Phase != phase; n++ {
		if n > 100 {
			t.Fatalf("never reached %s's %s in round %d", nation, phase, round)
		}
		if st.Phase == PhaseCombat {
			playBattles(t.(*testing.T), st)
		}
		log = append(log, endPhase(t.(*testing.T), st)...)
	}
	return log
}

// act is the acting side's verb on unit i to space l.
func act(st *State, verb string, i int, l string) rules.Action {
	return rulestest.Act(st.ActingSide(), verb, st.Units.Ref(i), l)
}

// has reports whether some line of log contains every part.
func has(log []string, parts ...string) bool {
	return slices.ContainsFunc(log, func(l string) bool {
		for _, p := range parts {
			if !strings.Contains(l, p) {
				return false
			}
		}
		return true
	})
}

// Combat move (A&A Europe): land units stop in the first enemy space they
// enter; armour blitzes through one empty enemy-controlled space and takes
// it as it passes. Jalo → Siwa (the UK's, empty) → Sollum (the UK's, with
// artillery) is 2 spaces, the tank's move; infantry would stop at Siwa.
// The entered hook runs for Siwa and for Sollum.
func TestBlitzThroughEmptyEnemySpace(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseCombatMove)
	var entered []string
	testEntered = func(_ *State, e Entry) bool { entered = append(entered, e.From+">"+e.Space); return false }
	defer func() { testEntered = nil }()
	tank := unitIn(t, st, "ita-arm", "Jalo")
	log := rulestest.Do(t, st, act(st, rules.VerbMove, tank, "Sollum"), nil)
	want := []string{"Italian armour 2-2-2 moves Jalo → Siwa (combat move)",
		"Italian armour 2-2-2 blitzes through Siwa and takes it for Italy (Movement)",
		"Italian armour 2-2-2 goes on Siwa → Sollum (combat move)"}
	if !slices.Equal(log, want) {
		t.Errorf("log %q, want %q", log, want)
	}
	if st.Owner["Siwa"] != Italy || st.SpaceOf(tank) != "Sollum" {
		t.Errorf("Siwa owned by %q, tank at %s; want Italy's, Sollum", st.Owner["Siwa"], st.SpaceOf(tank))
	}
	if !slices.Equal(entered, []string{"Jalo>Siwa", "Siwa>Sollum"}) {
		t.Errorf("entered hook ran for %q, want Jalo>Siwa, Siwa>Sollum", entered)
	}
	mv := st.movedIn(tank)
	if mv.Start != "Jalo" || mv.Prev != "Siwa" || !mv.Combat || mv.Dashed {
		t.Errorf("Moved %+v", mv)
	}
	// Having entered the attack, it stays to fight.
	rulestest.RefusedSaying(t, st, act(st, rules.VerbMove, tank, "Siwa"), RuleMovement, "stays to fight")
}

// A hidden minefield (the entered hook) may stop a blitzing tank: it stays
// in the space, which does not change hands.
func TestBlitzStoppedByEnteredHook(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseCombatMove)
	testEntered = func(_ *State, e Entry) bool { return e.Space == "Siwa" }
	defer func() { testEntered = nil }()
	tank := unitIn(t, st, "ita-arm", "Jalo")
	rulestest.Do(t, st, act(st, rules.VerbMove, tank, "Sollum"), nil)
	if st.SpaceOf(tank) != "Siwa" || st.Owner["Siwa"] != UK {
		t.Errorf("tank at %s, Siwa %q's; want stopped at Siwa, still the UK's", st.SpaceOf(tank), st.Owner["Siwa"])
	}
}

// Infantry does not blitz: from Jalo, Sollum is 2 spaces beyond Siwa,
// where it would stop, and 3 by Benghazi and Tobruk. Non-combat move: only through and into the side's spaces.
func TestInfantryStopsAndNonCombatRefusesEnemySpaces(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseCombatMove)
	inf := unitIn(t, st, "ita-inf", "Tripoli")
	st.Units[inf].Loc = st.Loc("Jalo")
	rulestest.Refused(t, st, act(st, VerbDash, inf, "Sollum"), RuleMovement, "Sollum is 3 spaces away: Italian infantry 1-1-1 may go 2 more this turn, with a mechanized move")
	rulestest.RefusedSaying(t, st, act(st, rules.VerbMove, inf, "Cairo"), RuleMovement, "cannot reach Cairo: land units stop in the first enemy space")
	toPhase(t, st, 1, Italy, PhaseNoncombatMove)
	tank := unitIn(t, st, "ita-arm", "Jalo")
	rulestest.Refused(t, st, act(st, rules.VerbMove, tank, "Siwa"), RuleMovement,
		"non-combat moves go only through and into your side's spaces: Siwa is enemy territory")
}

// A land unit that moved in the combat move may not move in the
// non-combat move.
func TestCombatMoversStayForNonCombat(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, Italy, PhaseCombatMove)
	tank := unitIn(t, st, "ita-arm", "Tripoli")
	rulestest.Do(t, st, act(st, rules.VerbMove, tank, "Sirte"), nil)
	toPhase(t, st, 1, Italy, PhaseNoncombatMove)
	rulestest.RefusedSaying(t, st, act(st, rules.VerbMove, tank, "Benghazi"), RuleMovement, "moved in the combat move")
}

// Legal at the start of Italy's combat move, every unit's reachable
// spaces listed: on lane E's test scenario and on the bundled game.
func BenchmarkLegalMoves(b *testing.B) {
	for _, path := range []string{moveScenario, "builtin:aa-north-africa"} {
		b.Run(path, func(b *testing.B) {
			s, err := scenarios.LoadFile(path)
			if err != nil {
				b.Fatal(err)
			}
			g, err := Module{}.New(s, rules.DefaultOptions(s), nil)
			if err != nil {
				b.Fatal(err)
			}
			st := g.(*State)
			for st.Phase != PhaseCombatMove {
				if err := st.Apply(rules.Action{Side: Axis, Verb: rules.VerbEndPhase}, rules.NewContext(nil)); err != nil {
					b.Fatal(err)
				}
			}
			b.ResetTimer()
			for range b.N {
				if len(st.Legal(Axis)) == 0 {
					b.Fatal("no legal actions")
				}
			}
		})
	}
}

// "People read names, scripts read ids": an enemy counter dragged in the
// window (the Allies, in their turn, on an Italian infantry at Tripoli) is
// refused by its name, not its id; an id that names nothing still reads as
// written.
func TestMoveEnemyUnitRefusedByName(t *testing.T) {
	st := newMoveState(t)
	toPhase(t, st, 1, UK, PhaseCombatMove)
	inf := unitIn(t, st, "ita-inf", "Tripoli")
	rulestest.Refused(t, st, rules.Action{Side: Allies, Verb: rules.VerbMove, Args: []string{st.Units.Ref(inf), "Sirte"}}, RuleMovement,
		"Italian infantry 1-1-1 is not yours: it is the Axis's")
	rulestest.Refused(t, st, rules.Action{Side: Allies, Verb: rules.VerbMove, Args: []string{"uk-inf/99", "Sirte"}}, RuleMovement,
		"no unit uk-inf/99 of yours on the board")
}
