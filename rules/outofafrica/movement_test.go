package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// moveAction is side's move of unit i to space.
func moveAction(st *State, i int, space string) rules.Action {
	return rules.Action{Side: st.Units[i].Side, Verb: rules.VerbMove, Args: []string{st.Units.Ref(i), space}}
}

// TestMoveReach: a Turkish corps (3 MP) activated in Gaza, every space
// costing 1 MP on the test map. Sinai holds Draka units: never entered.
// Jerusalem and Beersheba are 1 MP away; Damascus, Amman (from Jerusalem)
// and Aqaba (from Beersheba) 2; Adana and Baghdad (from Damascus) and
// Medina (Aqaba/Medina, a dotted line the Turks may use) 3. Arabia's
// dotted lines to Jerusalem, Amman and Aqaba are closed to the Turks
// ([rules.dotted]: no one) and Medina/Arabia would be the 4th MP.
func TestMoveReach(t *testing.T) {
	st := opsState(t, CP, 2)
	act(t, st, "Gaza", UseMove)
	tu := unitAt(t, st, "tu-corps", "Gaza")
	want := []string{"Adana", "Damascus", "Baghdad", "Jerusalem", "Amman", "Beersheba", "Aqaba", "Medina"}
	if got := st.destinations(tu); !slices.Equal(got, want) {
		t.Errorf("destinations %v, want %v", got, want)
	}
	var listed []string
	for _, a := range st.LegalWith(CP, rules.VerbMove, st.Units.Ref(tu)) {
		listed = append(listed, a.Args[1])
	}
	if !slices.Equal(listed, want) {
		t.Errorf("legal moves to %v, want %v", listed, want)
	}
	wantRefused(t, st, moveAction(st, tu, "Sinai"), RuleMovement, "enemy units stand in Sinai")
	wantRefused(t, st, moveAction(st, tu, "Arabia"), RuleMovement, "cannot reach Arabia with the 3 movement points")
	// Units that were not activated do not move.
	ba := unitAt(t, st, "tu-corps", "Baghdad")
	wantRefused(t, st, moveAction(st, ba, "Basra"), RuleActivation, "was not activated for movement")
}

// TestMoveControlByEntry: a Draka corps (4 MP) from Sinai to Jerusalem
// goes by Beersheba (2 MP; Gaza holds Turks) and takes both Turkish
// spaces for the Allies; it may then go on with its 2 MP left, to Damascus
// (1 MP), but not into Baghdad, which holds a Turkish corps.
func TestMoveControlByEntry(t *testing.T) {
	st := opsState(t, AP, 1)
	act(t, st, "Sinai", UseMove)
	dr := unitAt(t, st, "dr-corps", "Sinai")
	log := strings.Join(applyChecked(t, st, moveAction(st, dr, "Jerusalem")), "\n")
	for _, w := range []string{"Draka corps 2-2-4 moves Sinai → Beersheba → Jerusalem (2 MP; 2 left)", "Beersheba passes to the Allies", "Jerusalem passes to the Allies"} {
		if !strings.Contains(log, w) {
			t.Errorf("log %q: want %q", log, w)
		}
	}
	if st.ControlOf("Beersheba") != AP || st.ControlOf("Jerusalem") != AP || st.SpaceOf(dr) != "Jerusalem" {
		t.Fatalf("Beersheba %q, Jerusalem %q, corps at %s", st.ControlOf("Beersheba"), st.ControlOf("Jerusalem"), st.SpaceOf(dr))
	}
	applyChecked(t, st, moveAction(st, dr, "Damascus"))
	if st.mpLeft(dr) != 1 {
		t.Errorf("MP left %d, want 1", st.mpLeft(dr))
	}
	wantRefused(t, st, moveAction(st, dr, "Baghdad"), RuleMovement, "enemy units stand in Baghdad")
}

// TestMoveNotBySea: Odessa and Constantinople are joined by a sea lane
// (kind "sea"), which is no land move: a Russian army (3 MP) goes the
// land way, Ploesti and Adrianople, 3 MP.
func TestMoveNotBySea(t *testing.T) {
	st := opsState(t, AP, 1)
	emptySpace(st, "Constantinople")
	act(t, st, "Odessa", UseMove)
	ru := unitAt(t, st, "ru-army", "Odessa")
	log := strings.Join(applyChecked(t, st, moveAction(st, ru, "Constantinople")), "\n")
	if !strings.Contains(log, "Odessa → Ploesti → Adrianople → Constantinople (3 MP; 0 left)") {
		t.Errorf("log %q: want the land way, 3 MP", log)
	}
}

// TestDottedLines: "Only the ANA can use the lines Arabia/Amman,
// Arabia/Jerusalem, and Arabia/Aqaba for move/attack" (L160): a Turkish
// corps (3 MP) in Jerusalem may not step to Arabia, citing the rule (the
// way round by Amman, Aqaba and Medina is 4 MP); "Draka forces
// may freely use the dotted lines Arabia/Medina and Aqaba/Medina" (L150):
// a Draka corps in Aqaba may step to Medina.
func TestDottedLines(t *testing.T) {
	st := opsState(t, CP, 1)
	tu := put(t, st, "tu-corps", "Jerusalem")
	act(t, st, "Jerusalem", UseMove)
	wantRefused(t, st, moveAction(st, tu, "Arabia"), RuleDotted, "the dotted line Jerusalem/Arabia may not be used by Turkey")

	st = opsState(t, AP, 1)
	dr := put(t, st, "dr-corps", "Aqaba")
	act(t, st, "Aqaba", UseMove)
	applyChecked(t, st, moveAction(st, dr, "Medina"))
	if supplyPass(st, Draka, "Aqaba", "Medina") {
		t.Error("supply traced along a dotted line (ruling OA-26)")
	}
}

// TestOffmapSpaces: "CP units may not enter these spaces, but may attack
// into them" (L11). A Turkish corps in Cairo (the Draka gone) may not move
// into the empty Upper Egypt; it may be activated to attack into it when
// Draka units stand there.
func TestOffmapSpaces(t *testing.T) {
	st := opsState(t, CP, 2)
	emptySpace(st, "Cairo")
	tu := put(t, st, "tu-corps", "Cairo")
	act(t, st, "Cairo", UseMove)
	wantRefused(t, st, moveAction(st, tu, "Upper Egypt"), RuleMapChanges, "Central Powers units may not enter Upper Egypt")
	if r := mayEnter(st, tu, "Cairo", "Upper Egypt", MotionAttack); r != nil {
		t.Errorf("attack into Upper Egypt refused: %v", r)
	}
	st = opsState(t, CP, 2)
	emptySpace(st, "Cairo")
	put(t, st, "tu-corps", "Cairo")
	put(t, st, "dr-corps", "Upper Egypt")
	act(t, st, "Cairo", UseAttack)
}

// TestMoveCosts: the window's costs of the Turkish corps in Gaza (3 MP)
// are each destination's cheapest way (TestMoveReach).
func TestMoveCosts(t *testing.T) {
	st := opsState(t, CP, 2)
	act(t, st, "Gaza", UseMove)
	tu := unitAt(t, st, "tu-corps", "Gaza")
	costs, left, ok := st.MoveCosts(CP, st.Units.Ref(tu))
	want := map[string]int{"Jerusalem": 1, "Beersheba": 1, "Damascus": 2, "Amman": 2, "Aqaba": 2, "Adana": 3, "Baghdad": 3, "Medina": 3}
	if !ok || left != 3 || len(costs) != len(want) {
		t.Fatalf("costs %v left %d ok %v, want %v left 3", costs, left, ok, want)
	}
	for k, v := range want {
		if costs[k] != v {
			t.Errorf("%s costs %d, want %d", k, costs[k], v)
		}
	}
	if _, _, ok := st.MoveCosts(CP, st.Units.Ref(unitAt(t, st, "tu-corps", "Baghdad"))); ok {
		t.Error("a unit not activated has move costs")
	}
}

// BenchmarkLegalOps lists the Allies' legal actions in operations with
// four spaces activated for movement on lane 4's test map.
func BenchmarkLegalOps(b *testing.B) {
	st := opsState(b, AP, 8)
	put(b, st, "dr-j-corps", "Belgrade")
	put(b, st, "dr-j-corps", "Laibach")
	for _, sp := range []string{"Sinai", "Cairo", "Belgrade", "Laibach"} {
		act(b, st, sp, UseMove)
	}
	b.ResetTimer()
	for range b.N {
		if len(st.Legal(AP)) == 0 {
			b.Fatal("nothing legal")
		}
	}
}

// TestStopEnteringEnemyControl: with [rules.movement]
// stop_entering_enemy_control, a Draka corps from Sinai stops in
// Turkish-held Beersheba and Aqaba: Jerusalem, beyond Beersheba, is out of
// reach (Gaza holds Turks).
func TestStopEnteringEnemyControl(t *testing.T) {
	st := opsState(t, AP, 1)
	st.fixed.r.Movement.StopEnteringEnemyControl = true
	act(t, st, "Sinai", UseMove)
	dr := unitAt(t, st, "dr-corps", "Sinai")
	got := st.destinations(dr)
	if slices.Contains(got, "Jerusalem") || !slices.Contains(got, "Beersheba") || !slices.Contains(got, "Aqaba") {
		t.Errorf("destinations %v: want Beersheba and Aqaba, not Jerusalem", got)
	}
}
