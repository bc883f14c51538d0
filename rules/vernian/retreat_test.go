package vernian

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// 000 Part II Tanks: "Only one Tank unit can be in a stack" and "It must
// always be stacked with an Infantry unit" - an attacker's retreat takes
// the stack's tank along, so it may not end where a tank already is. The
// German stack at W0706 (two infantry and a tank) attacks W0605, whose own
// tank keeps theirs out of the attack: 4+4 against 3 is 2:1, die 5 reads
// AR. With the stacking limit at 3, W0805 and W0707 are full and W0705
// holds the Allies; W0806 (next to no enemy) holds a German tank, so the
// stack and its tank must go to W0606, the one hex left.
func TestAttackerRetreatTakesTankNotIntoSecondTank(t *testing.T) {
	st := fresh(t, rules.Options{OptStackLimit: 3}, PhaseGerCombat)
	a1 := add(t, st, "ger-inf", "W0706")
	a2 := add(t, st, "ger-inf", "W0706")
	tank := add(t, st, "ger-tank", "W0706")
	add(t, st, "ger-inf", "W0806")
	other := add(t, st, "ger-tank", "W0806")
	for range 3 {
		add(t, st, "ger-inf", "W0805")
		add(t, st, "ger-inf", "W0707")
	}
	add(t, st, "fra-inf", "W0605")
	add(t, st, "bri-tank", "W0605")
	add(t, st, "fra-inf", "W0705")
	do(t, st, act(Germans, "attack", "W0605"), nil)
	if f, _ := st.Forecast(act(Germans, "resolve")); f.Strength != "8 vs 3" {
		t.Fatalf("strength %s, want 8 vs 3 (no tank against a tank)", f.Strength)
	}
	lines := do(t, st, act(Germans, "resolve"), manual(5))
	noDecision(t, st) // one hex open: nothing to choose
	for _, id := range []string{a1, a2, tank} {
		if got := where(t, st, id); got != "W0606" {
			t.Errorf("%s at %s, want W0606\n%s", id, got, strings.Join(lines, "\n"))
		}
	}
	if where(t, st, other) != "W0806" {
		t.Errorf("the other tank moved to %s", where(t, st, other))
	}
	if !hasLine(lines, "retreat", "German tank", "W0606") {
		t.Errorf("the tank's retreat is not logged:\n%s", strings.Join(lines, "\n"))
	}
}

// 000 Part II Tanks: "Only one Tank unit can be in a stack" - retreats
// respect it like stacking.
func TestRetreatNotIntoSecondTank(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	for range 3 {
		add(t, st, "ger-inf", "W0706")
	}
	d := add(t, st, "fra-inf", "W0605")
	tk := add(t, st, "bri-tank", "W0605")
	// Every hex the stack could retreat to but one holds an Allied tank
	// (with infantry).
	var free []string
	for _, n := range neighbours(t, st, "W0605") {
		if n != "W0706" {
			free = append(free, n)
		}
	}
	for _, n := range free[1:] {
		add(t, st, "fra-inf", n)
		add(t, st, "bri-tank", n)
	}
	do(t, st, act(Germans, "attack", "W0605"), nil)
	// 12 against 3 is 4:1; die 2 reads D1/DR.
	lines := do(t, st, act(Germans, "resolve"), manual(2))
	noDecision(t, st) // one hex open: nothing to choose
	if where(t, st, d) != free[0] || where(t, st, tk) != free[0] {
		t.Errorf("retreated to %s (tank %s), want %s, the one hex without a tank\n%s", where(t, st, d), where(t, st, tk), free[0], strings.Join(lines, "\n"))
	}
}

// RULINGS.md Ground combat: fortresses do not move ("fortresses do not
// move"), so a defender retreat leaves a fortress in its hex while the
// other defenders go.
func TestFortressDoesNotRetreat(t *testing.T) {
	retreats := 0
	for face := 1; face <= 6; face++ {
		st := fresh(t, nil, PhaseGerCombat)
		for range 3 {
			add(t, st, "ger-inf", "W0706")
		}
		inf := add(t, st, "fra-inf", "W0605")
		fort := add(t, st, "fra-fort", "W0605")
		do(t, st, act(Germans, "attack", "W0605"), nil)
		do(t, st, act(Germans, "resolve"), manual(face))
		for d := st.Status().Decision; d != nil && d.Default.Verb == "retreat"; d = st.Status().Decision {
			// The owner chooses where the division goes; the fortress is
			// not among the units that retreat.
			if d.Side == Allies && (strings.Contains(d.Prompt, "fortress") || !strings.Contains(d.Prompt, "French infantry")) {
				t.Errorf("die %d: prompt %q", face, d.Prompt)
			}
			do(t, st, d.Default, nil)
		}
		if where(t, st, inf) != "W0605" && where(t, st, inf) != "eliminated" {
			retreats++
			if got := where(t, st, fort); got != "W0605" && got != "eliminated" {
				t.Errorf("die %d: the fortress moved to %s with the retreat", face, got)
			}
		}
	}
	if retreats == 0 {
		t.Fatal("no die face made the defenders retreat: the test proves nothing")
	}
}

// defenderDR is a German attack that makes a French division and its
// tank at W0605 retreat, the hexes around them arranged by hand. Three
// German divisions (4 each) at W0706 attack the French division (3; the
// tank defends nothing): 12 against 3 is 4:1, die 2 reads D1/DR; the
// division's step loss is forced (the tank takes none). Around W0605:
// W0706 holds the attackers; a German division at W0405 stands next to
// W0505 and W0506; W0505 Reims holds six French divisions (the limit);
// W0506 holds a French division with an Allied tank; W0606 Verdun and
// W0705 are next to the attackers. So W0604 is the one hex next to no
// enemy unit, and the open hexes are W0604, W0606 and W0705.
func defenderDR(t *testing.T, opts rules.Options) (st *State, inf, tank string) {
	t.Helper()
	st = fresh(t, opts, PhaseGerCombat)
	for range 3 {
		add(t, st, "ger-inf", "W0706")
	}
	add(t, st, "ger-inf", "W0405")
	inf = add(t, st, "fra-inf", "W0605")
	tank = add(t, st, "bri-tank", "W0605")
	for range 6 {
		add(t, st, "fra-inf", "W0505")
	}
	add(t, st, "fra-inf", "W0506")
	add(t, st, "bri-tank", "W0506")
	do(t, st, act(Germans, "attack", "W0605"), nil)
	if f, _ := st.Forecast(act(Germans, "resolve")); f.Strength != "12 vs 3" {
		t.Fatalf("strength %s, want 12 vs 3", f.Strength)
	}
	do(t, st, act(Germans, "resolve"), manual(2))
	return st, inf, tank
}

// The owner retreats its units (RULINGS.md Retreats): on the Germans' DR
// the Allies choose, during the German Combat Phase, among exactly the
// hexes the rules leave open; the hexes they may not enter are refused
// with the rule; the stack and its tank go where the owner says, not
// where the default would send them.
func TestDefenderChoosesRetreatHex(t *testing.T) {
	st, inf, tank := defenderDR(t, nil)
	if st.Units[idx(t, st, inf)].Step != 1 {
		t.Fatalf("the D1 was not taken from the division (step %d)", st.Units[idx(t, st, inf)].Step)
	}
	d := wantDecision(t, st, Allies, "retreat", "W0604", "W0606", "W0705")
	if d.Rule != RuleRetreat || d.Default.Args[0] != "W0604" {
		t.Errorf("decision %+v, want the default W0604 (next to no enemy unit)", d)
	}
	for _, part := range []string{"Allies", "French infantry division", "Allied tank", "from W0605", "D1/DR"} {
		if !strings.Contains(d.Prompt, part) {
			t.Errorf("prompt %q does not say %q", d.Prompt, part)
		}
	}
	wantRefused(t, st, act(Germans, "end-phase"), RuleRetreat, "the game waits for the Allies to choose")
	wantRefused(t, st, act(Allies, "retreat", "W0706"), RuleRetreat, "never enters a hex holding enemy ground units", "W0706", RuleRetreat)
	wantRefused(t, st, act(Allies, "retreat", "W0505"), RuleStacking, "W0505 Reims would hold more than 6 divisions", RuleStacking)
	wantRefused(t, st, act(Allies, "retreat", "W0506"), RuleTanks, "only one tank can be in a stack", RuleTanks)
	wantRefused(t, st, act(Allies, "retreat", "W0404"), RuleRetreat, "a retreat is one hex", RuleRetreat)
	wantRefused(t, st, act(Allies, "retreat", "W0605", "W0604"), RuleRetreat, "retreat takes HEX")
	if got, ok := st.Describe(act(Allies, "retreat", "W0606"), Allies); !ok || got != "Retreat to W0606 Verdun" {
		t.Errorf("Describe = %q, %v", got, ok)
	}
	lines := do(t, st, act(Allies, "retreat", "W0606"), nil)
	noDecision(t, st)
	if where(t, st, inf) != "W0606" || where(t, st, tank) != "W0606" {
		t.Errorf("retreated to %s (tank %s), want the chosen W0606\n%s", where(t, st, inf), where(t, st, tank), strings.Join(lines, "\n"))
	}
	if !hasLine(lines, "retreat", "French infantry division", "Allied tank", "W0605", "W0606 Verdun") {
		t.Errorf("the retreat is not logged:\n%s", strings.Join(lines, "\n"))
	}
	// Play is back with the Germans, who may advance into the emptied hex.
	if got := st.Status().Active; !slices.Equal(got, []string{Germans}) {
		t.Errorf("after the retreat %v act, want the Germans", got)
	}
	if st.After == nil || !st.After.Vacated || len(choices(st, Germans, "advance")) == 0 {
		t.Errorf("no advance into W0605 after the retreat: %+v", st.After)
	}
	wantRefused(t, st, act(Allies, "retreat", "W0604"), RuleTurn, "it is the German Ground Combat Phase")
	wantRefused(t, st, act(Germans, "retreat", "W0604"), RuleLosses, "there is no choice to make now", RuleLosses)
}

// With the option automatic_losses the game retreats the stack itself,
// to the default: the one hex next to no enemy ground unit, W0604.
func TestAutomaticRetreatTakesTheDefault(t *testing.T) {
	st, inf, tank := defenderDR(t, auto)
	noDecision(t, st)
	if where(t, st, inf) != "W0604" || where(t, st, tank) != "W0604" {
		t.Errorf("automatic retreat to %s (tank %s), want W0604", where(t, st, inf), where(t, st, tank))
	}
}

// A stack with no hex to retreat to is eliminated, without asking: the
// French division at W0605 has Germans all around it (the attackers at
// W0706 and every other neighbour). Nine German divisions against 3 is
// past 4:1; die 2 reads D1/DR.
func TestNoRetreatHexEliminatesWithoutAsking(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	for range 3 {
		add(t, st, "ger-inf", "W0706")
	}
	for _, n := range neighbours(t, st, "W0605") {
		if n != "W0706" {
			add(t, st, "ger-inf", n)
		}
	}
	inf := add(t, st, "fra-inf", "W0605")
	do(t, st, act(Germans, "attack", "W0605"), nil)
	lines := do(t, st, act(Germans, "resolve"), manual(2))
	noDecision(t, st)
	if !gone(t, st, inf) || !hasLine(lines, "French infantry division", "cannot retreat from W0605", "eliminated") {
		t.Errorf("the division is at %s\n%s", where(t, st, inf), strings.Join(lines, "\n"))
	}
}

// On an AR each attacking stack retreats, its owner choosing one hex per
// stack, one stack after the other. A German division at W0706 and one
// at W0604 (forest: the defender's hex is clear, no shift) attack a
// French division at W0605: 8 against 3 is 2:1, die 5 reads AR. Each
// stack may go to any neighbour but W0605 (the French hold it); the
// attackers who retreated do not advance.
func TestAttackerStacksEachChooseRetreat(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	east := add(t, st, "ger-inf", "W0706")
	west := add(t, st, "ger-inf", "W0604")
	add(t, st, "fra-inf", "W0605")
	do(t, st, act(Germans, "attack", "W0605"), nil)
	if f, _ := st.Forecast(act(Germans, "resolve")); f.Strength != "8 vs 3" {
		t.Fatalf("strength %s, want 8 vs 3", f.Strength)
	}
	do(t, st, act(Germans, "resolve"), manual(5))
	open := map[string][]string{
		east: {"W0806", "W0805", "W0705", "W0606", "W0707"},
		west: {"W0705", "W0704", "W0603", "W0504", "W0505"},
	}
	went := map[string]string{}
	for range 2 {
		d := st.Status().Decision
		if d == nil {
			t.Fatalf("no retreat decision; %s at %s, %s at %s", east, where(t, st, east), west, where(t, st, west))
		}
		id := east
		if strings.Contains(d.Prompt, "from W0604") {
			id = west
		}
		if went[id] != "" {
			t.Fatalf("asked twice for %s: %s", id, d.Prompt)
		}
		wantDecision(t, st, Germans, "retreat", open[id]...)
		// The last hex of each list: not the default, so the choice counts.
		to := open[id][len(open[id])-1]
		if d.Default.Args[0] == to {
			to = open[id][0]
		}
		do(t, st, act(Germans, "retreat", to), nil)
		went[id] = to
	}
	noDecision(t, st)
	for id, to := range went {
		if got := where(t, st, id); got != to {
			t.Errorf("%s at %s, want the chosen %s", id, got, to)
		}
	}
	if st.After != nil && len(st.After.Units) > 0 {
		t.Errorf("retreated attackers may advance: %v", st.After.Units)
	}
}

// While a retreat waits, the state is JSON and clones deeply: choosing on
// a clone leaves the original waiting, its group in place.
func TestPendingRetreatClonesDeeply(t *testing.T) {
	st, inf, _ := defenderDR(t, nil)
	c := st.Clone().(*State)
	do(t, c, act(Allies, "retreat", "W0606"), nil)
	if where(t, st, inf) != "W0605" || st.pendingRetreat() == nil || len(st.Pending.Retreats[0].Units) != 2 {
		t.Fatalf("choosing on the clone changed the original: %s at %s, pending %+v", inf, where(t, st, inf), st.Pending)
	}
	b, err := json.Marshal(st.Pending)
	if err != nil {
		t.Fatal(err)
	}
	var back Pending
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if b2, _ := json.Marshal(back.clone()); string(b2) != string(b) || !strings.Contains(string(b), `"retreats":[{"side":"allies","from":"W0605"`) {
		t.Errorf("the pending retreat does not round-trip through JSON:\n%s\n%s", b, b2)
	}
}
