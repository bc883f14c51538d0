package vernian

import (
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// 000 Weird, Huge Inventions at the Eleventh Hour: the rolls for Weather
// Control Projection Devices and Gigantic Van der Graaf Generators.
//
// On the test maps Paris is W0307-W0308 and the Ruhr W0904-W0905, London
// E0504 on the England map. The French city hexes off the board edge are
// Paris (two), Rouen W0205, Amiens W0304, Reims W0505, Verdun W0606,
// Nancy W0607, Orleans W0209 and Dijon W0509 (Brest, W0106, is on the
// edge); the German ones the Ruhr (two), Aachen W0703, Cologne W0803,
// Frankfurt W1007 and Munich W1109 (Berlin, W1205, is on the edge).

// atPhase is the fresh test board (one German division in Dover, control
// as the maps give it) with the clock set to Strategic Turn turn, the
// first Operational Turn, phase id: tests arrange the moment as they
// arrange the board.
func atPhase(t testing.TB, turn int, id string) *State {
	t.Helper()
	st := fresh(t, nil, PhaseGerNewUnits)
	st.Clock.Turn, st.Clock.Sub = turn, 0
	k := slices.IndexFunc(st.fixed.op.Phases, func(p kit.Phase) bool { return p.ID == id })
	if k < 0 {
		t.Fatalf("no phase %s", id)
	}
	st.Clock.Phase = k
	st.memo.reset()
	return st
}

const turnA, turnB, turnC, turnD = 0, 1, 2, 3

// "If German infantry units are within three hexes of London or Paris, or
// control 8 or more French city hexes, the Allies can roll once per
// Strategic Turn ... No WCPD's can be rolled for until Strategic Turn B at
// the earliest."
func TestWCPDTrigger(t *testing.T) {
	none := "no German infantry is within three hexes of London or Paris, and the Germans control fewer than 8 French city hexes"
	for _, c := range []struct {
		name  string
		turn  int
		setup func(t *testing.T, st *State)
		why   string // "" legal
	}{
		{"nothing near, 0 cities", turnB, func(*testing.T, *State) {}, none},
		{"infantry 3 hexes from Paris", turnB, func(t *testing.T, st *State) {
			if d := distToPlace(t, st, "W0607", "paris"); d != 3 {
				t.Fatalf("W0607 is %d from Paris", d)
			}
			add(t, st, "ger-inf", "W0607")
		}, ""},
		{"infantry 4 hexes from Paris", turnB, func(t *testing.T, st *State) {
			if d := distToPlace(t, st, "W0610", "paris"); d != 4 {
				t.Fatalf("W0610 is %d from Paris", d)
			}
			add(t, st, "ger-inf", "W0610")
		}, none},
		{"cavalry next to Paris is not infantry", turnB, func(t *testing.T, st *State) { add(t, st, "ger-cav", "W0407") }, none},
		{"an HQ next to Paris is not infantry", turnB, func(t *testing.T, st *State) { add(t, st, "ger-hq-03", "W0407") }, none},
		{"Crack Troops are infantry", turnB, func(t *testing.T, st *State) { add(t, st, "ger-crack", "W0407") }, ""},
		{"infantry 3 hexes from London", turnB, func(t *testing.T, st *State) {
			if d := distToPlace(t, st, "test-england:E0805", "london"); d != 3 {
				t.Fatalf("E0805 is %d from London", d)
			}
			add(t, st, "ger-inf", "test-england:E0805")
		}, ""},
		{"the Dover division is 4 from London", turnB, func(t *testing.T, st *State) {
			if d := distToPlace(t, st, "test-england:E0806", "london"); d != 4 {
				t.Fatalf("Dover is %d from London", d)
			}
		}, none},
		{"8 French city hexes", turnB, func(t *testing.T, st *State) {
			control(t, st, Germans, "W0307", "W0308", "W0205", "W0304", "W0505", "W0606", "W0607", "W0209")
		}, ""},
		// Paris counts two for victory alone: these are 7 hexes (9 points).
		{"7 French city hexes, Paris both, and Brest on the edge", turnB, func(t *testing.T, st *State) {
			control(t, st, Germans, "W0307", "W0308", "W0205", "W0304", "W0505", "W0606", "W0607", "W0106")
		}, none},
		{"Strategic Turn A", turnA, func(t *testing.T, st *State) { add(t, st, "ger-inf", "W0407") },
			"no invention can be rolled for until Strategic Turn B at the earliest"},
		{"a face-down unit counts once face up", turnB, func(t *testing.T, st *State) {
			st.Units[idx(t, st, add(t, st, "ger-inf", "W0407"))].Hidden = true
		}, none},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := atPhase(t, c.turn, PhaseStorms)
			c.setup(t, st)
			a := act(Allies, "invent")
			if c.why != "" {
				wantRefused(t, st, a, RuleStorms, c.why)
				if why := mustFinishWhy(st); why != "" {
					t.Errorf("the phase may not end: %s", why)
				}
				return
			}
			wantLegal(t, st, a)
			wantRefused(t, st, act(Allies, "end-phase"), RuleStorms, "roll for a Weather Control Projection Device first")
		})
	}
}

// "the Germans can try to build Gigantic Van der Graaf Generators" if "the
// Allies control two or more German city hexes, or Allied infantry units
// are within three hexes of a Ruhr hex"; "The procedure is the same as the
// Allied roll for WCPD's" - so from Strategic Turn B too (RULINGS.md).
func TestGeneratorTrigger(t *testing.T) {
	none := "the Allies control fewer than two German city hexes, and no Allied infantry is within three hexes of a Ruhr hex"
	for _, c := range []struct {
		name  string
		turn  int
		setup func(t *testing.T, st *State)
		why   string
	}{
		{"nothing", turnB, func(*testing.T, *State) {}, none},
		{"two German city hexes", turnB, func(t *testing.T, st *State) { control(t, st, Allies, "W0703", "W0803") }, ""},
		{"one German city hex and Berlin on the edge", turnB, func(t *testing.T, st *State) { control(t, st, Allies, "W0703", "W1205") }, none},
		{"a Ruhr hex counts one", turnB, func(t *testing.T, st *State) { control(t, st, Allies, "W0904") }, none},
		{"infantry 3 hexes from the Ruhr", turnB, func(t *testing.T, st *State) {
			if d := distToPlace(t, st, "W0603", "ruhr"); d != 3 {
				t.Fatalf("W0603 is %d from the Ruhr", d)
			}
			add(t, st, "bel-inf", "W0603")
		}, ""},
		{"infantry 4 hexes from the Ruhr", turnB, func(t *testing.T, st *State) {
			if d := distToPlace(t, st, "W0503", "ruhr"); d != 4 {
				t.Fatalf("W0503 is %d from the Ruhr", d)
			}
			add(t, st, "bel-inf", "W0503")
		}, none},
		{"cavalry is not infantry", turnB, func(t *testing.T, st *State) { add(t, st, "fra-cav", "W0705") }, none},
		{"Strategic Turn A", turnA, func(t *testing.T, st *State) { control(t, st, Allies, "W0703", "W0803") },
			"no invention can be rolled for until Strategic Turn B at the earliest"},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := atPhase(t, c.turn, PhaseGerNewUnits)
			c.setup(t, st)
			a := act(Germans, "invent")
			if c.why != "" {
				wantRefused(t, st, a, RuleGenerators, c.why)
				return
			}
			wantLegal(t, st, a)
			wantRefused(t, st, act(Germans, "end-phase"), RuleGenerators, "roll for a Gigantic Van der Graaf Generator first")
		})
	}
	// The Allies roll in their Storm Placement, the Germans in their New
	// Units Phase, each side only for its own invention.
	st := atPhase(t, turnB, PhaseStorms)
	control(t, st, Allies, "W0703", "W0803")
	if slices.ContainsFunc(st.Legal(Allies), func(a rules.Action) bool { return a.Verb == "invent" }) {
		t.Error("the Allies may roll for the Germans' generator")
	}
	st = atPhase(t, turnB, PhaseAllNewUnits)
	add(t, st, "ger-inf", "W0407")
	wantRefused(t, st, act(Allies, "invent"), RuleSequence, "rolling for an invention is not done in the Allied New Units Phase")
}

// "They succeed on a 1 or 2 on a d6. Up to two WCPD's can be built, at
// most one per Strategic Turn." The Allies "roll once per Strategic Turn".
func TestWCPDRollsOncePerTurnUpToTwo(t *testing.T) {
	st := atPhase(t, turnB, PhaseStorms)
	add(t, st, "ger-inf", "W0407") // next to Paris
	lines := do(t, st, act(Allies, "invent"), manual(3))
	if st.Air.WCPDs != 0 || !hasLine(lines, "Weather Control Projection Device", "within three hexes of Paris", "[3]", "not built") {
		t.Fatalf("a 3: %d WCPDs, log %q", st.Air.WCPDs, lines)
	}
	// Once per Strategic Turn, in its later Operational Turns too.
	wantRefused(t, st, act(Allies, "invent"), RuleStorms, "already rolled for a Weather Control Projection Device this Strategic Turn")
	st.Clock.Sub = 1
	wantRefused(t, st, act(Allies, "invent"), RuleStorms, "once per Strategic Turn")
	wantLegal(t, st, act(Allies, "end-phase"))

	st.Clock.Turn, st.Clock.Sub = turnC, 0
	lines = do(t, st, act(Allies, "invent"), manual(2))
	if st.Air.WCPDs != 1 || !hasLine(lines, "[2]", "built (1 of 2)") {
		t.Fatalf("a 2: %d WCPDs, log %q", st.Air.WCPDs, lines)
	}
	// At most one per Strategic Turn: the turn's roll is spent.
	wantRefused(t, st, act(Allies, "invent"), RuleStorms, "once per Strategic Turn")

	st.Clock.Turn = turnD
	do(t, st, act(Allies, "invent"), manual(1))
	if st.Air.WCPDs != 2 {
		t.Fatalf("a 1: %d WCPDs, want 2", st.Air.WCPDs)
	}
	st.Clock.Turn = turnD + 1
	wantRefused(t, st, act(Allies, "invent"), RuleStorms, "both Weather Control Projection Devices are built: up to two can be built")
	if got := st.Air.Invented[Allies]; !slices.Equal(got, []int{turnB, turnC, turnD}) {
		t.Errorf("rolled in %v, want B, C, D", got)
	}
}

// The Germans' roll: "The procedure is the same"; a generator built waits
// to be placed.
func TestGeneratorRoll(t *testing.T) {
	st := atPhase(t, turnB, PhaseGerNewUnits)
	control(t, st, Allies, "W0703", "W0803")
	lines := do(t, st, act(Germans, "invent"), manual(1))
	if st.Air.GeneratorsBuilt != 1 || st.Air.ToPlace != 1 || !hasLine(lines, "Gigantic Van der Graaf Generator", "the Allies control 2 German city hexes", "built (1 of 2)") {
		t.Fatalf("built %d, to place %d, log %q", st.Air.GeneratorsBuilt, st.Air.ToPlace, lines)
	}
	wantRefused(t, st, act(Germans, "invent"), RuleGenerators, "once per Strategic Turn")
	st.Clock.Turn = turnC
	do(t, st, act(Germans, "invent"), manual(4))
	if st.Air.GeneratorsBuilt != 1 {
		t.Fatalf("a 4 built one: %d", st.Air.GeneratorsBuilt)
	}
	st.Air.GeneratorsBuilt = 2 // two built, placed or not, destroyed or not
	st.Clock.Turn = turnD
	wantRefused(t, st, act(Germans, "invent"), RuleGenerators, "up to two can be built")
}
