package vernian

import (
	"strings"
	"testing"

	"sandtable/rules/kit"
)

// 000 Reinforcement Schedule C: "Germans may flip one 0-3-3 Zeppelin to
// its improved side" (a 0-3-4 only from D on); D: "two 0-3-3 or 0-3-4
// Zeppelins"; none before C; a 0-3-6 never.
// The improved side is Sandtable's 0-3-6 (RULINGS.md): it sorties twelve
// hexes.
func TestZeppelinFlips(t *testing.T) {
	st := airFresh(t, nil, PhaseGerNewUnits)
	z3 := add(t, st, "ger-zep-3", "W0703")
	z4 := add(t, st, "ger-zep-4", "W0703")
	z6 := add(t, st, "ger-zep-6", "W0703")
	wantRefused(t, st, act(Germans, "improve", z3), RuleNewUnits, "no Zeppelin on Strategic Turn A")
	st.Clock.Turn = 2 // C
	st.memo.reset()
	wantRefused(t, st, act(Germans, "improve", z6), RuleNewUnits, "may not be flipped on Strategic Turn C", "only Über-Zeppelin fleet 0-3-3")
	wantRefused(t, st, act(Germans, "improve", z4), RuleNewUnits, "may not be flipped on Strategic Turn C")
	wantRefused(t, st, act(Allies, "improve", z3), RuleTurn, "it is the")
	lines := do(t, st, act(Germans, "improve", z3), nil)
	if !hasLine(lines, "flipped to its improved side", "0-3-6") {
		t.Errorf("log %v", lines)
	}
	u := &st.Units[idx(t, st, z3)]
	if u.Type != "ger-zep-3i" || st.value(u, "sortie") != 6 {
		t.Errorf("flipped to %s with sortie %d, want ger-zep-3i, 6", u.Type, st.value(u, "sortie"))
	}
	wantRefused(t, st, act(Germans, "improve", add(t, st, "ger-zep-3", "W0703")), RuleNewUnits, "may flip 1 Zeppelin(s) on Strategic Turn C and have flipped them")
	// A 0-3-6 (improved) sorties twelve hexes.
	setPhase(t, st, PhaseGerSortie)
	wantLegal(t, st, act(Germans, "move", z3, "W0308"))

	// The count starts again with the next Strategic Turn: D allows two.
	setPhase(t, st, PhaseGerNewUnits)
	st.Clock.Turn = 3
	if err := book.Run(st, kit.TurnStart, nil); err != nil {
		t.Fatal(err)
	}
	st.memo.reset()
	wantRefused(t, st, act(Germans, "improve", z6), RuleNewUnits, "only Über-Zeppelin fleet 0-3-3 and Über-Zeppelin fleet 0-3-4")
	do(t, st, act(Germans, "improve", z4), nil)
	z3b := add(t, st, "ger-zep-3", "box:german-available")
	do(t, st, act(Germans, "improve", z3b), nil) // in the Available box too
	z3c := add(t, st, "ger-zep-3", "W0703")
	wantRefused(t, st, act(Germans, "improve", z3c), RuleNewUnits, "have flipped them")
}

// The schedule's flips are data; the loader refuses what it cannot use.
func TestZeppelinFlipTablesChecked(t *testing.T) {
	s := loadTest(t)
	tb, err := loadTables(s)
	if err != nil {
		t.Fatal(err)
	}
	if tb.ZeppelinFlips["C"] != 1 || tb.ZeppelinFlips["D"] != 2 || tb.ZeppelinFlips["G"] != 3 || tb.ZeppelinImproved["ger-zep-4"] != "ger-zep-4i" || len(tb.ZeppelinFlipTypes["C"]) != 1 {
		t.Errorf("flips %v, improved %v", tb.ZeppelinFlips, tb.ZeppelinImproved)
	}
	for _, c := range []struct {
		flips    map[string]int
		improved map[string]string
		want     string
	}{
		{map[string]int{"Z": 1}, nil, "no Strategic Turn"},
		{map[string]int{"C": -1}, nil, "0 or more"},
		{nil, map[string]string{"ger-zep-3": "nope"}, "no unit type"},
		{nil, map[string]string{"ger-zep-3": "ger-inf"}, "not a zeppelin"},
		{nil, map[string]string{"ger-zep-3": "ger-zep-4", "ger-zep-4": "ger-zep-3i"}, "flipped again"},
		{nil, nil, "no improved side"},
	} {
		tb.ZeppelinFlips, tb.ZeppelinImproved = c.flips, c.improved
		tb.ZeppelinFlipTypes = map[string][]string{"C": {"ger-zep-3"}}
		if c.improved == nil && c.flips == nil {
			tb.ZeppelinFlipTypes = map[string][]string{"C": {"ger-zep-6"}}
		}
		err := checkZeppelinTables(s, tb)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v %v: %v, want %q", c.flips, c.improved, err, c.want)
		}
	}
}
