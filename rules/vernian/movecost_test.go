package vernian

import (
	"maps"
	"slices"
	"testing"

	"sandtable/rules"
)

// legalDests are the destinations of each unit's move actions in
// Legal(side), by unit reference.
func legalDests(st *State, side string) map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for _, a := range st.Legal(side) {
		if a.Verb != "move" {
			continue
		}
		if out[a.Args[0]] == nil {
			out[a.Args[0]] = map[string]bool{}
		}
		out[a.Args[0]][a.Args[1]] = true
	}
	return out
}

// moveCosts calls MoveCosts through the interface the board uses.
func moveCosts(st *State, side, unit string) (map[string]int, int, bool) {
	var mc rules.MoveCoster = st
	return mc.MoveCosts(side, unit)
}

// rules.MoveCoster: "Destinations that are not legal moves now must not be
// in costs." In a movement phase MoveCosts lists exactly the destinations
// of the unit's move actions in Legal(side), for every unit of side; a
// unit with ok false has no move action.
func TestMoveCostsAreTheLegalMoves(t *testing.T) {
	scenarioAt := func(phase string) func(t *testing.T) *State {
		return func(t *testing.T) *State {
			st := newTestState(t, nil)
			toPhase(t, st, phase)
			return st
		}
	}
	tests := []struct {
		name string
		side string
		make func(t *testing.T) *State
	}{
		{"scenario set-up, German movement, Operational Turn 1 (doubled)", Germans, scenarioAt(PhaseGerMovement)},
		{"scenario set-up, Allied movement", Allies, scenarioAt(PhaseAllMovement)},
		{"after German moves: part spent, one normal move into Luxembourg", Germans, func(t *testing.T) *State {
			st := newTestState(t, nil)
			toPhase(t, st, PhaseGerMovement)
			do(t, st, act(Germans, "move", st.Units.Ref(idx(t, st, "ger-cav/1")), "W0705"), nil)
			do(t, st, act(Germans, "move", st.Units.Ref(idx(t, st, "ger-hq-13/1")), "W0907"), nil)
			return st
		}},
		{"Allied movement: AFBs in and out of Attack Supply, a fortress, a unit starting out of Attack Supply", Allies, func(t *testing.T) *State {
			st := fresh(t, nil, PhaseAllMovement)
			add(t, st, "fra-afb", "W0607")
			afbOut := add(t, st, "fra-afb", "W1107")
			add(t, st, "fra-fort", "W0606")
			add(t, st, "fra-inf", "W0606")
			oos := add(t, st, "fra-inf", "W1008")
			add(t, st, "ger-inf", "W0605")
			startMovement(st)
			if st.SupplyOf(idx(t, st, afbOut)) == AttackSupply || !st.Units[idx(t, st, oos)].HasFlag(flagOOSStart) {
				t.Fatal("test board: W1107 and W1008 must be out of Allied Attack Supply")
			}
			return st
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := tc.make(t)
			legal := legalDests(st, tc.side)
			moving := 0
			for j := range st.Units {
				u := &st.Units[j]
				ref := st.Units.Ref(j)
				costs, _, ok := moveCosts(st, u.Side, ref)
				if u.Side != tc.side {
					if ok {
						t.Errorf("%s (%s) is not a %s unit, yet ok", ref, u.Side, tc.side)
					}
					continue
				}
				if !ok {
					if len(legal[ref]) > 0 {
						t.Errorf("%s at %s: ok false, but Legal has %d moves for it", ref, st.text(u.Loc), len(legal[ref]))
					}
					continue
				}
				got := slices.Sorted(maps.Keys(costs))
				want := slices.Sorted(maps.Keys(legal[ref]))
				if !slices.Equal(got, want) {
					t.Errorf("%s at %s: MoveCosts destinations\n  %v\nLegal's\n  %v", ref, st.text(u.Loc), got, want)
				}
				if len(want) > 0 {
					moving++
				}
			}
			if moving < 2 {
				t.Errorf("only %d units of %s with moves: the case checks too little", moving, tc.side)
			}
		})
	}
}

// Costs are the maps' (RULINGS.md Movement: "the seed gives no terrain
// chart ... clear 1, forest/rough and flood plain 2, mountain 3, +1 across
// a river"), along the cheapest path; on Operational Turn 1 a German
// doubled move stays in Germany, France and Belgium (000 Movement). Every
// figure is worked out by hand from testdata/west.toml (flat hexes, even
// columns shoved down: W0607 is next to W0507 and W0508, not W0506).
func TestMoveCostsByTheMap(t *testing.T) {
	tests := []struct {
		phase, typ, from, to string
		want                 int
		why                  string
	}{
		{PhaseAllMovement, "fra-inf", "W0607", "W0606", 1, "Nancy to Verdun: a clear hex next to it"},
		{PhaseAllMovement, "fra-inf", "W0607", "W0507", 2, "flood plain next to it"},
		{PhaseAllMovement, "fra-inf", "W0607", "W0707", 2, "clear Metz across the Nancy/Metz river: 1+1"},
		{PhaseAllMovement, "fra-inf", "W0607", "W0608", 3, "mountain next to it"},
		{PhaseAllMovement, "fra-inf", "W0607", "W0708", 4, "mountain across the river: 3+1"},
		{PhaseAllMovement, "fra-inf", "W0607", "W0605", 2, "two clear hexes by Verdun: 1+1"},
		{PhaseAllMovement, "fra-inf", "W0607", "W0406", 3, "Chalons: the one two-hex path crosses the flood plain W0507 (2+1); round by W0508 and W0407, 1+1+1"},
		{PhaseGerMovement, "ger-inf", "W0706", "W0705", 1, "Luxembourg, clear: a normal move"},
		{PhaseGerMovement, "ger-inf", "W0706", "W0704", 4, "forest two hexes north: the doubled move goes round Luxembourg by W0805 and W0804, 1+1+2 (3 through Luxembourg is not the move made: RULINGS.md Movement)"},
		{PhaseGerMovement, "ger-inf", "W0706", "W0707", 1, "Metz, clear, no river between"},
	}
	for _, tc := range tests {
		t.Run(tc.from+"-"+tc.to, func(t *testing.T) {
			st := fresh(t, nil, tc.phase)
			u := add(t, st, tc.typ, tc.from)
			startMovement(st)
			side := st.phase().Side
			costs, _, ok := moveCosts(st, side, u)
			if !ok {
				t.Fatalf("%s at %s: ok false in the %s", u, tc.from, st.phase().Name)
			}
			got, listed := costs[tc.to]
			if !listed || got != tc.want {
				t.Errorf("%s from %s to %s costs %d (listed %v), want %d: %s", tc.typ, tc.from, tc.to, got, listed, tc.want, tc.why)
			}
			// And the move spends just that.
			do(t, st, act(side, "move", u, tc.to), nil)
			if spent := st.Spent[u]; spent != tc.want {
				t.Errorf("the move spent %d MP, labelled %d", spent, tc.want)
			}
		})
	}
}

// left is the allowance this phase less what the unit has spent (000
// Movement: printed factors, doubled for German units in Germany, France
// and Belgium on Operational Turn 1, never in England: 000 England d),
// including after part of a move.
func TestMoveCostsLeft(t *testing.T) {
	type step struct {
		to   string // a move first, "" for none
		left int
	}
	tests := []struct {
		name   string
		opts   rules.Options
		phase  string
		turn   int // Strategic Turn (0 = A)
		sub    int // Operational Turn within it (0 = the first)
		typ    string
		from   string
		steps  []step
		reason string
	}{
		{"Allied infantry, printed 4, moving a hex at a time", nil, PhaseAllMovement, 0, 0, "fra-inf", "W0607",
			[]step{{"", 4}, {"W0606", 3}, {"W0605", 2}, {"W0604", 0}}, "clear 1, clear 1, then forest 2"},
		{"German infantry, Operational Turn 1: doubled", nil, PhaseGerMovement, 0, 0, "ger-inf", "W1107",
			[]step{{"", 8}, {"W1007", 7}, {"W0806", 5}}, "Frankfurt next to it, clear 1; then two clear hexes by W0907 to Trier"},
		{"German cavalry, Operational Turn 1: doubled", nil, PhaseGerMovement, 0, 0, "ger-cav", "W1107",
			[]step{{"", 12}}, "printed 6"},
		{"German infantry into Luxembourg: a normal move ends the doubling", nil, PhaseGerMovement, 0, 0, "ger-inf", "W0706",
			[]step{{"", 8}, {"W0705", 3}}, "the printed 4 less 1, not 8 less 1"},
		{"German infantry in England on Operational Turn 1", nil, PhaseGerMovement, 0, 0, "ger-inf", "test-england:E0705",
			[]step{{"", 4}}, "never doubled in England"},
		{"German infantry, Operational Turn 2", nil, PhaseGerMovement, 0, 1, "ger-inf", "W1107",
			[]step{{"", 4}}, "printed factors after Operational Turn 1"},
		{"doubled_movement=first, Strategic Turn B, Operational Turn 1", rules.Options{OptDoubling: "first"}, PhaseGerMovement, 1, 0, "ger-inf", "W1107",
			[]step{{"", 4}}, "only the game's first Operational Turn 1"},
		{"doubled_movement=each, Strategic Turn B, Operational Turn 1", rules.Options{OptDoubling: "each"}, PhaseGerMovement, 1, 0, "ger-inf", "W1107",
			[]step{{"", 8}, {"W1007", 7}}, "every Strategic Turn's Operational Turn 1"},
		{"Armored Front Buster in Attack Supply", nil, PhaseAllMovement, 0, 0, "fra-afb", "W0607",
			[]step{{"", 1}, {"W0606", 0}}, "one hex per turn"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := fresh(t, tc.opts, tc.phase)
			for st.Clock.Turn != tc.turn || st.Clock.Sub != tc.sub {
				endPhase(t, st)
				toPhase(t, st, tc.phase)
			}
			clearBoard(t, st, "ger-inf-b/1")
			u := add(t, st, tc.typ, tc.from)
			startMovement(st)
			side := st.phase().Side
			for _, s := range tc.steps {
				if s.to != "" {
					do(t, st, act(side, "move", u, s.to), nil)
				}
				costs, left, ok := moveCosts(st, side, u)
				if !ok {
					t.Fatalf("at %s: ok false", where(t, st, u))
				}
				if left != s.left {
					t.Errorf("at %s after spending %d: left %d, want %d (%s)", where(t, st, u), st.Spent[u], left, s.left, tc.reason)
				}
				if left == 0 && len(costs) > 0 {
					t.Errorf("at %s with nothing left: costs %v", where(t, st, u), costs)
				}
			}
		})
	}
}

// 000 Part II AFB: "a movement rate of one hex per turn if in Attack
// Supply, otherwise zero": left 0 and no costs, though it has not moved.
func TestMoveCostsAFBOutOfAttackSupply(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	controlAll(t, st, "", "")
	afb := add(t, st, "fra-afb", "W1107")
	startMovement(st)
	if st.SupplyOf(idx(t, st, afb)) == AttackSupply {
		t.Fatal("W1107 in Allied Attack Supply")
	}
	costs, left, ok := moveCosts(st, Allies, afb)
	if !ok || left != 0 || len(costs) != 0 {
		t.Errorf("MoveCosts = %v, %d, %v; want no costs, 0 left, ok", costs, left, ok)
	}
}

// ok is false where moves cost nothing (000 The Kaiser's Drill-Borer
// Brigade set-up, the New Units Phase's placements), for units that make
// no ground move, and where side may not move unit now (000 Sequence of
// Play: only the phasing side acts; not a unit of side).
func TestMoveCostsNotOK(t *testing.T) {
	// firstMover is the unit of side's first move action, "" when none.
	firstMover := func(st *State, side string) string {
		for _, a := range st.Legal(side) {
			if a.Verb == "move" {
				return a.Args[0]
			}
		}
		return ""
	}
	ref := func(t *testing.T, st *State, id string) string { return st.Units.Ref(idx(t, st, id)) }
	tests := []struct {
		name string
		// make returns the state, the side asking and the unit reference.
		make func(t *testing.T) (*State, string, string)
		// placing: Legal holds move actions for the unit, which cost nothing.
		placing bool
	}{
		{"Allied set-up", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			return st, Allies, firstMover(st, Allies)
		}, true},
		{"German set-up", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			endPhase(t, st)
			return st, Germans, firstMover(st, Germans)
		}, true},
		{"Allied New Units Phase: a new unit", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			toPhase(t, st, PhaseAllNewUnits)
			return st, Allies, firstMover(st, Allies)
		}, true},
		{"German New Units Phase: a unit on the map", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			toPhase(t, st, PhaseGerNewUnits)
			return st, Germans, ref(t, st, "ger-inf/1")
		}, false},
		{"German movement: an Allied unit asked for by the Allies", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			toPhase(t, st, PhaseGerMovement)
			return st, Allies, ref(t, st, "fra-inf/1")
		}, false},
		{"German movement: an Allied unit asked for by the Germans", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			toPhase(t, st, PhaseGerMovement)
			return st, Germans, ref(t, st, "fra-inf/1")
		}, false},
		{"German movement: a German unit asked for by the Allies", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			toPhase(t, st, PhaseGerMovement)
			return st, Allies, ref(t, st, "ger-inf/1")
		}, false},
		{"German movement: no side", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			toPhase(t, st, PhaseGerMovement)
			return st, "", ref(t, st, "ger-inf/1")
		}, false},
		{"German movement: no such unit", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			toPhase(t, st, PhaseGerMovement)
			return st, Germans, "ger-inf/99"
		}, false},
		{"German movement: a fortress", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			toPhase(t, st, PhaseGerMovement)
			return st, Germans, ref(t, st, "ger-fort/1")
		}, false},
		{"German movement: a unit in the tunnel", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			toPhase(t, st, PhaseGerMovement)
			return st, Germans, ref(t, st, "ger-inf-o/1")
		}, false},
		{"German movement: a Zeppelin", func(t *testing.T) (*State, string, string) {
			st := fresh(t, nil, PhaseGerMovement)
			return st, Germans, add(t, st, "ger-zep-3", "W1107")
		}, false},
		{"German combat", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			toPhase(t, st, PhaseGerCombat)
			return st, Germans, ref(t, st, "ger-inf/1")
		}, false},
		{"game over in German movement", func(t *testing.T) (*State, string, string) {
			st := newTestState(t, nil)
			toPhase(t, st, PhaseGerMovement)
			st.Over, st.Result = true, "draw: test"
			return st, Germans, ref(t, st, "ger-inf/1")
		}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, side, unit := tc.make(t)
			if unit == "" {
				t.Fatal("no unit to ask about")
			}
			if costs, left, ok := moveCosts(st, side, unit); ok || costs != nil || left != 0 {
				t.Errorf("MoveCosts(%q, %q) = %v, %d, %v in the %s; want nil, 0, false", side, unit, costs, left, ok, st.phase().Name)
			}
			if n := len(legalDests(st, side)[unit]); tc.placing != (n > 0) {
				t.Errorf("Legal(%q) has %d move actions for %s, want them only for placements", side, n, unit)
			}
		})
	}
}
