package vernian

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

const dover = "test-england:E0806"

// stackUnits are the unit ids of the tunnel stacks, by Strategic Turn
// index.
func stackUnits(st *State) map[int][]string {
	out := map[int][]string{}
	for _, s := range st.Tunnel.Stacks {
		out[s.Turn] = append(out[s.Turn], s.Units...)
	}
	return out
}

// toTurn ends phases until Strategic Turn t (an index) has begun.
func toTurn(t testing.TB, st *State, turn int) {
	t.Helper()
	for k := 0; k < 2000 && (st.Setup || st.Clock.Turn < turn); k++ {
		if st.Over {
			t.Fatalf("game over: %s", st.Result)
		}
		if why := mustFinishWhy(st); why != "" && st.phaseKind() == "attrition" {
			do(t, st, act(st.active(), "attrition"), manual(slices.Repeat([]int{6}, 50)...))
		}
		endPhase(t, st)
	}
	if st.Clock.Turn != turn {
		t.Fatalf("at turn %d, want %d", st.Clock.Turn, turn)
	}
}

// 000 England b: "German units with reinforcement codes I and J and O
// should be sorted into stacks of 5 infantry divisions, with at most one
// HQ per stack. Place these stacks on the Turn Record Track, one stack per
// Strategic Turn, starting with A."
func TestTunnelStacksSorted(t *testing.T) {
	st := newTestState(t, nil)
	want := map[int][]string{
		0: {"ger-inf-i/1", "ger-inf-i/2", "ger-inf-i/3", "ger-inf-i/4", "ger-inf-i/5", "ger-hq-ijo/1"},
		1: {"ger-inf-j/1", "ger-inf-j/2", "ger-inf-j/3", "ger-inf-j/4", "ger-inf-j/5", "ger-hq-ijo/2"},
		2: {"ger-inf-o/1", "ger-inf-o/2"},
	}
	got := stackUnits(st)
	for turn, ids := range want {
		if !slices.Equal(got[turn], ids) {
			t.Errorf("stack due on %d: %v, want %v", turn, got[turn], ids)
		}
	}
}

// 000 England b: "Each Strategic Turn, remove the appropriate stack and
// place it in Dover during the Reinforcements Phase. If it can't fit, only
// place what will fit; traffic in the tunnel backs up, excess units are
// bumped to the next Strategic Turn, and the same number of excess units
// are bumped from each stack down the line."
func TestTunnelArrivalsAndBumping(t *testing.T) {
	st := newTestState(t, nil) // stack limit 6; two "B" divisions start in Dover
	toTurn(t, st, 0)
	var inDover []string
	for _, i := range st.groundAt(loc(t, st, dover), Germans) {
		inDover = append(inDover, st.Units[i].ID)
	}
	wantDover := []string{"ger-inf-b/1", "ger-inf-b/2", "ger-inf-i/1", "ger-inf-i/2", "ger-inf-i/3", "ger-inf-i/4", "ger-hq-ijo/1"}
	if !slices.Equal(inDover, wantDover) {
		t.Errorf("Dover after stack A: %v, want %v", inDover, wantDover)
	}
	got := stackUnits(st)
	// One division bumped: it heads stack B, whose last division goes on
	// to C, whose last goes on to a new stack on D. Each stack keeps five
	// divisions and its HQ.
	want := map[int][]string{
		1: {"ger-inf-i/5", "ger-inf-j/1", "ger-inf-j/2", "ger-inf-j/3", "ger-inf-j/4", "ger-hq-ijo/2"},
		2: {"ger-inf-j/5", "ger-inf-o/1"},
		3: {"ger-inf-o/2"},
	}
	for turn := 0; turn <= 4; turn++ {
		if !slices.Equal(got[turn], want[turn]) {
			t.Errorf("stack due on %d after the bump: %v, want %v", turn, got[turn], want[turn])
		}
	}
	// Each Strategic Turn brings the next stack: make room for four of its
	// divisions (two stay in Dover) and go on to B.
	for _, id := range []string{"ger-inf-i/1", "ger-inf-i/2", "ger-inf-i/3", "ger-inf-i/4"} {
		put(t, st, id, "test-england:E0706")
	}
	toTurn(t, st, 1)
	inDover = nil
	for _, i := range st.groundAt(loc(t, st, dover), Germans) {
		inDover = append(inDover, st.Units[i].ID)
	}
	wantDover = []string{"ger-hq-ijo/1", "ger-hq-ijo/2", "ger-inf-b/1", "ger-inf-b/2", "ger-inf-i/5", "ger-inf-j/1", "ger-inf-j/2", "ger-inf-j/3"}
	slices.Sort(inDover)
	if !slices.Equal(inDover, wantDover) {
		t.Errorf("Dover after stack B: %v, want %v", inDover, wantDover)
	}
	got = stackUnits(st)
	// j/4 bumped: it heads C, which passes o/1 on to D, which passes o/2
	// on to a new stack on E.
	want = map[int][]string{
		2: {"ger-inf-j/4", "ger-inf-j/5"},
		3: {"ger-inf-o/1"},
		4: {"ger-inf-o/2"},
	}
	for turn := 1; turn <= 4; turn++ {
		if !slices.Equal(got[turn], want[turn]) {
			t.Errorf("after B: stack due on %d: %v, want %v", turn, got[turn], want[turn])
		}
	}
}

// 000 England b: "One German infantry division must stay in Dover at all
// times to keep the tunnel open ... The German player may not voluntarily
// close the tunnel - Kaiser's orders."
func TestTunnelLastInfantryCannotLeaveDover(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	hq := add(t, st, "ger-hq-13", dover)
	startMovement(st)
	wantRefused(t, st, act(Germans, "move", "ger-inf-b/1", "test-england:E0805"), RuleTunnel, "Kaiser's orders", RuleTunnel)
	wantLegal(t, st, act(Germans, "move", hq, "test-england:E0805"))
	add(t, st, "ger-inf-b", dover)
	startMovement(st)
	wantLegal(t, st, act(Germans, "move", "ger-inf-b/1", "test-england:E0805"))
}

// 000 England b: "If for any reason Dover is ever empty of a German
// infantry division the tunnel is permanently sealed closed".
func TestTunnelSealedByBombardPermanently(t *testing.T) {
	st := fresh(t, nil, PhaseAllBombard)
	hq := add(t, st, "bri-hq-k", "test-england:E0805")
	st.Units[idx(t, st, "ger-inf-b/1")].Step = 1
	do(t, st, act(Allies, "bombard", hq, dover), nil)
	lines := do(t, st, act(Allies, "fire"), manual(1))
	if !st.Tunnel.Sealed || st.Tunnel.SealedTurn != 0 || !hasLine(lines, "tunnel is sealed") {
		t.Fatalf("sealed %v (turn %d)\n%s", st.Tunnel.Sealed, st.Tunnel.SealedTurn, strings.Join(lines, "\n"))
	}
	// German infantry back in Dover does not reopen it.
	add(t, st, "ger-inf-b", dover)
	endPhase(t, st)
	if !st.Tunnel.Sealed {
		t.Errorf("reopened")
	}
	if got := supplyAt(t, st, Germans, "test-england:E0705"); got == AttackSupply {
		t.Errorf("Dover is still an ultimate source once sealed")
	}
}

// 000 England b: the tunnel seals "for any reason": combat too.
func TestTunnelSealedByCombat(t *testing.T) {
	st := fresh(t, nil, PhaseAllCombat)
	st.Units[idx(t, st, "ger-inf-b/1")].Step = 1 // one step left
	for range 3 {
		add(t, st, "bri-inf-k", "test-england:E0805")
	}
	do(t, st, act(Allies, "attack", dover), nil)
	// 9 against 2: 4:1, -1 for the town: 3:1; die 2 reads D1.
	lines := do(t, st, act(Allies, "resolve"), manual(2))
	if !gone(t, st, "ger-inf-b/1") || !st.Tunnel.Sealed {
		t.Errorf("Dover emptied by combat: division %s, sealed %v\n%s", where(t, st, "ger-inf-b/1"), st.Tunnel.Sealed, strings.Join(lines, "\n"))
	}
}

// 000 England b: "If the Tunnel is ever closed, reverse the order of the
// stacks on the Turn Record Track; now these stacks appear in Germany
// instead ... There is a delay of two strategic turns before they start
// to appear. (For example: if the Tunnel is closed by British action
// between Strategic Turns B and C, starting on Turn E the "last" stack in
// line will re-emerge in Germany as normal reinforcements, the second to
// last stack will appear on F, etc.)"
func TestTunnelSealedStacksReverseAfterTwoTurns(t *testing.T) {
	st := newTestState(t, nil)
	toTurn(t, st, 1) // Strategic Turn B: its stack has come
	if st.Tunnel.Sealed {
		t.Fatal("sealed already")
	}
	// Two stacks in line, due on C and D.
	c, d := []string{"ger-inf-o/1"}, []string{"ger-inf-o/2"}
	st.Tunnel.Stacks = []TunnelStack{{Turn: 2, Units: c}, {Turn: 3, Units: d}}
	// The British empty Dover "between Strategic Turns B and C".
	for _, i := range st.groundAt(loc(t, st, dover), Germans) {
		st.Units[i].Loc = rules.Eliminated
	}
	st.memo.reset()
	endPhase(t, st)
	if !st.Tunnel.Sealed || st.Tunnel.SealedTurn != 1 {
		t.Fatalf("sealed %v in %d", st.Tunnel.Sealed, st.Tunnel.SealedTurn)
	}
	got := stackUnits(st)
	if !slices.Equal(got[4], d) || !slices.Equal(got[5], c) || len(got) != 2 {
		t.Fatalf("after sealing: %v; want the last stack %v on E (4), %v on F (5)", got, d, c)
	}
	box := st.availableBox(Germans)
	for turn := 2; turn <= 5; turn++ {
		toTurn(t, st, turn)
		for _, id := range d {
			if (st.Units[idx(t, st, id)].Loc == box) != (turn >= 4) {
				t.Errorf("turn %s: %s at %s", st.fixed.s.Turns.Names[turn], id, where(t, st, id))
			}
		}
		for _, id := range c {
			if (st.Units[idx(t, st, id)].Loc == box) != (turn >= 5) {
				t.Errorf("turn %s: %s at %s", st.fixed.s.Turns.Names[turn], id, where(t, st, id))
			}
		}
		for _, i := range st.groundAt(loc(t, st, dover), Germans) {
			t.Errorf("turn %d: %s came through to Dover", turn, st.Units[i].ID)
		}
	}
}

// The same rule on the scenario's own line (bumped stacks included):
// every stack still waiting when the tunnel is sealed in Strategic Turn T
// comes out in reverse order, one per turn, the first on T+3.
func TestTunnelSealedReversesWholeLine(t *testing.T) {
	st := newTestState(t, nil)
	toTurn(t, st, 1)
	var before []TunnelStack
	for _, s := range st.Tunnel.Stacks {
		if s.Turn > 1 {
			before = append(before, s)
		}
	}
	if len(before) < 2 {
		t.Fatalf("line %v", st.Tunnel.Stacks)
	}
	for _, i := range st.groundAt(loc(t, st, dover), Germans) {
		st.Units[i].Loc = rules.Eliminated
	}
	st.memo.reset()
	endPhase(t, st)
	after := st.Tunnel.Stacks
	if len(after) != len(before) {
		t.Fatalf("%d stacks before, %d after", len(before), len(after))
	}
	for k, s := range after {
		if s.Turn != 1+3+k || !slices.Equal(s.Units, before[len(before)-1-k].Units) {
			t.Errorf("stack %d: due %d with %v; want due %d with %v", k, s.Turn, s.Units, 4+k, before[len(before)-1-k].Units)
		}
	}
}

// 000 England b: "The German player may not voluntarily close the tunnel
// - Kaiser's orders." An advance after combat is voluntary: the last
// German infantry division in Dover may not advance out of it.
func TestTunnelNoAdvanceOutOfDover(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	b := add(t, st, "bri-inf-k", "test-england:E0805")
	st.Units[idx(t, st, b)].Step = 1
	do(t, st, act(Germans, "attack", "test-england:E0805"), nil)
	// 4 against 2 is 2:1, -1 for the town: 1:1; die 1 reads EX: the
	// British division goes, the German loses a step and stays.
	do(t, st, act(Germans, "resolve"), manual(1))
	if !gone(t, st, b) || st.After == nil || !st.After.Vacated {
		t.Fatalf("British %s, after %+v", where(t, st, b), st.After)
	}
	wantRefused(t, st, act(Germans, "advance", "ger-inf-b/1", "test-england:E0805"), RuleTunnel)
	do(t, st, act(Germans, "done"), nil)
	if st.Tunnel.Sealed {
		t.Errorf("sealed")
	}
}

// 000 England b: "If for any reason Dover is ever empty of a German
// infantry division the tunnel is permanently sealed closed". An HQ is
// not an infantry division: a German HQ left alone in Dover does not keep
// the tunnel open. The bombard's one hit falls on the infantry, not on
// the HQ (000 Monstrous Artilleries f: HQs "are always the last units in
// a stack to be killed"): the British 1-3 HQ next to Dover (a town: +1,
// spotted) rolls 1, 1+1 = 2, a hit on 3 or less; the German division has
// one step left.
func TestTunnelSealedWithOnlyAnHQInDover(t *testing.T) {
	st := fresh(t, nil, PhaseAllBombard)
	ghq := add(t, st, "ger-hq-b", dover)
	st.Units[idx(t, st, "ger-inf-b/1")].Step = 1
	bhq := add(t, st, "bri-hq-k", "test-england:E0805")
	do(t, st, act(Allies, "bombard", bhq, dover), nil)
	lines := do(t, st, act(Allies, "fire"), manual(1))
	if !gone(t, st, "ger-inf-b/1") || where(t, st, ghq) != dover {
		t.Fatalf("division %s, HQ %s: want the division gone, the HQ in Dover\n%s", where(t, st, "ger-inf-b/1"), where(t, st, ghq), strings.Join(lines, "\n"))
	}
	if !st.Tunnel.Sealed || !hasLine(lines, "tunnel is sealed") {
		t.Errorf("Dover holds only a German HQ: sealed %v\n%s", st.Tunnel.Sealed, strings.Join(lines, "\n"))
	}
	if got := supplyAt(t, st, Germans, "test-england:E0705"); got == AttackSupply {
		t.Errorf("Dover, held by an HQ alone, is still a German ultimate source")
	}
}
