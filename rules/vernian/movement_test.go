package vernian

import (
	"testing"

	"sandtable/rules"
)

// destCost is the cost of unit id's move to text, -1 when it may not go
// there.
func destCost(t testing.TB, st *State, id, text string) int {
	t.Helper()
	l := loc(t, st, text)
	for _, d := range st.moveDestinations(idx(t, st, id)) {
		if d.loc == l {
			return d.cost
		}
	}
	return -1
}

// maxCost is the dearest destination of unit id.
func maxCost(t testing.TB, st *State, id string) int {
	t.Helper()
	best := 0
	for _, d := range st.moveDestinations(idx(t, st, id)) {
		best = max(best, d.cost)
	}
	return best
}

// startMovement marks who starts the movement phase out of Attack Supply,
// as entering the phase does, after a test arranged the board.
func startMovement(st *State) {
	st.memo.reset()
	st.markStartSupply()
	st.memo.reset()
}

// 000 Supply 1: "Units cannot voluntarily move out of Attack Supply."
func TestMoveNotOutOfAttackSupply(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, "", "")
	u := add(t, st, "ger-inf", "W0906")
	startMovement(st)
	if supplyAt(t, st, Germans, "W0805") == AttackSupply || supplyAt(t, st, Germans, "W1006") != AttackSupply {
		t.Fatal("test board: W0805 must be out of Attack Supply, W1006 in it")
	}
	wantRefused(t, st, act(Germans, "move", u, "W0805"), RuleSupply+" 1", "units cannot voluntarily move out of Attack Supply", RuleSupply+" 1")
	wantLegal(t, st, act(Germans, "move", u, "W1006"))
}

// 000 Supply 1: "If they start the turn out of Attack Supply they may not
// move unless their move improves their supply status or ends up taking
// them closer to a secondary or ultimate supply source by whatever route."
func TestMoveStartingOutOfAttackSupply(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, "", "")
	u := add(t, st, "ger-inf", "W0210")
	startMovement(st)
	if got := st.SupplyOf(idx(t, st, u)); got != OutOfSupply {
		t.Fatalf("W0210: %s", got)
	}
	if !st.Units[idx(t, st, u)].HasFlag(flagOOSStart) {
		t.Fatal("not marked as starting out of Attack Supply")
	}
	net := st.supply(Germans)
	d := func(h string) int { return net.Distance(loc(t, st, h)) }
	if !(d("W0310") < d("W0210") && d("W0110") > d("W0210")) {
		t.Fatalf("distances W0310 %d, W0210 %d, W0110 %d", d("W0310"), d("W0210"), d("W0110"))
	}
	wantLegal(t, st, act(Germans, "move", u, "W0310"))
	wantRefused(t, st, act(Germans, "move", u, "W0110"), RuleSupply+" 1", "started the phase out of Attack Supply", RuleSupply+" 1")
	// Orleans is a city: Defense Supply, an improvement, though no closer.
	if d("W0209") < d("W0210") {
		t.Fatalf("Orleans is closer: %d < %d", d("W0209"), d("W0210"))
	}
	wantLegal(t, st, act(Germans, "move", u, "W0209"))
}

// 000 Movement: "Units always move with their printed movement factors,
// except for German units moving in Germany, France and Belgium on
// Operational Turn 1, which get doubled movement factors for that one
// turn." 000 England d: "nobody gets doubled movement in England, not even
// the Germans during the first turn."
func TestMoveDoubledOnOperationalTurn1(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	inf := add(t, st, "ger-inf", "W1107") // move 4
	lux := add(t, st, "ger-inf", "W0705") // Luxembourg
	eng := add(t, st, "ger-inf", "test-england:E0705")
	fra := add(t, st, "fra-inf", "W0209")
	startMovement(st)
	if st.Clock.Turn != 0 || st.Clock.Sub != 0 {
		t.Fatalf("clock %+v", st.Clock)
	}
	for _, c := range []struct {
		id   string
		want int
	}{{inf, 8}, {lux, 4}, {eng, 4}, {fra, 4}} {
		if got := st.allowance(idx(t, st, c.id)); got != c.want {
			t.Errorf("%s at %s on Operational Turn 1: allowance %d, want %d", c.id, where(t, st, c.id), got, c.want)
		}
	}
	if got := maxCost(t, st, inf); got <= 4 || got > 8 {
		t.Errorf("doubled German move: dearest destination costs %d, want 5..8", got)
	}
	if got := maxCost(t, st, eng); got > 4 {
		t.Errorf("German move in England on Operational Turn 1 costs %d, want at most 4", got)
	}
	// Operational Turn 2: printed factors.
	endPhase(t, st)
	toPhase(t, st, PhaseGerMovement)
	if st.Clock.Sub != 1 {
		t.Fatalf("clock %+v", st.Clock)
	}
	put(t, st, inf, "W1107")
	startMovement(st)
	if got := st.allowance(idx(t, st, inf)); got != 4 {
		t.Errorf("Operational Turn 2: allowance %d, want 4", got)
	}
	if got := maxCost(t, st, inf); got > 4 {
		t.Errorf("Operational Turn 2: dearest destination costs %d", got)
	}
}

// RULINGS.md Movement: option doubled_movement "first" (the game's first
// Operational Turn 1 only, the default) or "each" (every Strategic Turn's).
func TestMoveDoubledOption(t *testing.T) {
	for _, c := range []struct {
		opt  string
		want int
	}{{"first", 4}, {"each", 8}} {
		st := fresh(t, rules.Options{OptDoubling: c.opt}, PhaseGerMovement)
		inf := add(t, st, "ger-inf", "W1107")
		st.Clock.Turn = 1 // Strategic Turn B, Operational Turn 1
		if got := st.allowance(idx(t, st, inf)); got != c.want {
			t.Errorf("%s: Strategic Turn B, Operational Turn 1: allowance %d, want %d", c.opt, got, c.want)
		}
	}
}

// Terrain costs (the map's): clear 1, mountain 3, river hexside +1; sea and
// neutral countries may not be entered; never into enemy units.
func TestMoveTerrainCosts(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	u := add(t, st, "fra-inf", "W0607") // Nancy
	startMovement(st)
	for _, c := range []struct {
		to   string
		want int
	}{
		{"W0606", 1}, // clear
		{"W0707", 2}, // across the river
		{"W0608", 3}, // mountain
		{"W0708", 4}, // mountain across the river
	} {
		if got := destCost(t, st, u, c.to); got != c.want {
			t.Errorf("Nancy to %s costs %d, want %d", c.to, got, c.want)
		}
	}
	add(t, st, "ger-inf", "W0606")
	wantRefused(t, st, act(Allies, "move", u, "W0606"), RuleMovement, "holds enemy units")
	b := add(t, st, "bel-inf", "W0602")
	startMovement(st)
	wantRefused(t, st, act(Allies, "move", b, "W0702"), RuleMovement, "neutral")
	wantRefused(t, st, act(Allies, "move", b, "W0101"), RuleSupply+" 1")
	wantRefused(t, st, act(Allies, "move", b, "test-england:E0101"), RuleEngland, RuleEngland)
}

// RULINGS.md Stacking: option stack_limit; "Infantry, cavalry, fortresses
// and the AFB count one; HQs, tanks, Zeppelins and flyers count nothing."
// 000 Part II Tanks: "Only one Tank unit can be in a stack".
func TestMoveStacking(t *testing.T) {
	st := fresh(t, rules.Options{OptStackLimit: 3}, PhaseAllMovement)
	for range 3 {
		add(t, st, "fra-inf", "W0505")
	}
	add(t, st, "bri-tank", "W0505")
	inf := add(t, st, "fra-inf", "W0605")
	hq := add(t, st, "fra-hq-13", "W0605")
	tank := add(t, st, "bri-tank", "W0605")
	startMovement(st)
	wantRefused(t, st, act(Allies, "move", inf, "W0505"), RuleStacking, "more than 3 divisions")
	wantLegal(t, st, act(Allies, "move", hq, "W0505"))
	wantRefused(t, st, act(Allies, "move", tank, "W0505"), RuleTanks, "only one Tank")
}

// RULINGS (Movement): a doubled move must stay inside Germany, France and
// Belgium. A German unit that steps out into Luxembourg with a normal move
// and back has used its normal allowance: it gets no doubled one after.
func TestDoubledMoveCannotBeSplitThroughLuxembourg(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	var from string
	for _, h := range neighbours(t, st, "W0705") {
		l := loc(t, st, h)
		if r := st.mapOf(l).RegionAt(l.Cell); r != nil && r.ID == "germany" && len(st.at(l)) == 0 {
			from = h
			break
		}
	}
	if from == "" {
		t.Fatal("no empty German hex next to Luxembourg in the test map")
	}
	u := add(t, st, "ger-inf", from)
	startMovement(st)
	if got := st.allowance(idx(t, st, u)); got != 8 {
		t.Fatalf("allowance %d, want 8 (doubled)", got)
	}
	do(t, st, act(Germans, "move", u, "W0705"), nil) // out: a normal move
	do(t, st, act(Germans, "move", u, from), nil)    // and back
	i := idx(t, st, u)
	if got := st.allowance(i); got != 4 {
		t.Errorf("after leaving the doubling countries the allowance is %d, want the printed 4", got)
	}
	if left := 4 - st.Spent[st.Units[i].ID]; maxCost(t, st, u) > max(left, 0) {
		t.Errorf("destinations cost up to %d with %d normal movement points left", maxCost(t, st, u), left)
	}
}

// RULINGS.md Movement: where a doubled move reaches a hex, the move made
// is the doubled one, charged the cheapest path staying in Germany, France
// and Belgium, even where a normal move through Luxembourg is cheaper. The
// cost a destination lists is what Apply spends, for every destination.
func TestMoveDestinationCostIsWhatApplySpends(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, Germans, "")
	ger := add(t, st, "ger-inf", "W0706") // move 4, doubled to 8
	cav := add(t, st, "ger-cav", "W0506")
	startMovement(st)
	// By hand from testdata/west.toml: through Luxembourg (W0705, clear)
	// into the forest at W0704 is 1+2 = 3, a normal move; the doubled
	// move goes round by W0805 and W0804, clear, then the forest: 1+1+2 =
	// 4.
	if got := destCost(t, st, ger, "W0704"); got != 4 {
		t.Errorf("W0706 to W0704 on Operational Turn 1 lists %d MP, want the doubled move's 4", got)
	}
	if got := destCost(t, st, ger, "W0705"); got != 1 {
		t.Errorf("W0706 to Luxembourg lists %d MP, want 1 (a normal move)", got)
	}
	for _, id := range []string{ger, cav} {
		i := idx(t, st, id)
		for _, d := range st.moveDestinations(i) {
			s2 := st.Clone().(*State)
			do(t, s2, act(Germans, "move", id, st.text(d.loc)), nil)
			if got := s2.Spent[id]; got != d.cost {
				t.Errorf("%s from %s to %s: lists %d MP, Apply spends %d", id, where(t, st, id), st.text(d.loc), d.cost, got)
			}
		}
	}
}
