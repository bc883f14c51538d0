package vernian

import (
	"testing"
)

// 000 Part II Tanks: "Only one Tank unit can be in a stack" - also after
// an advance: a stack whose tank would follow it may not advance into a
// hex where the other attacking stack's tank already went.
func TestAdvanceNotTwoTanks(t *testing.T) {
	const target = "W0605"
	for face := 1; face <= 6; face++ {
		st := fresh(t, nil, PhaseGerCombat)
		var stacks []string
		for _, n := range neighbours(t, st, target) {
			l := loc(t, st, n)
			if len(stacks) < 2 && len(st.at(l)) == 0 && st.passable(st.mapOf(l), l.Cell, loc(t, st, target).Cell) {
				stacks = append(stacks, n)
			}
		}
		if len(stacks) < 2 {
			t.Fatal("no two free hexes next to the target")
		}
		var infs [2][2]string
		for k, h := range stacks {
			infs[k] = [2]string{add(t, st, "ger-inf", h), add(t, st, "ger-inf", h)}
			add(t, st, "ger-tank", h)
		}
		add(t, st, "fra-inf", target)
		do(t, st, act(Germans, "attack", target), nil)
		do(t, st, act(Germans, "resolve"), manual(face))
		if st.After == nil || !st.After.Vacated || len(st.After.Units) < 4 {
			continue // this die did not clear the hex with every attacker alive
		}
		do(t, st, act(Germans, "advance", infs[0][0], target), nil)
		do(t, st, act(Germans, "advance", infs[0][1], target), nil) // the tank follows
		if st.tankAt(loc(t, st, target), Germans) < 0 {
			t.Fatal("the first stack's tank did not follow its last infantry")
		}
		do(t, st, act(Germans, "advance", infs[1][0], target), nil)
		wantRefused(t, st, act(Germans, "advance", infs[1][1], target), RuleTanks)
		return
	}
	t.Fatal("no die face cleared the hex with every attacker alive: the test proves nothing")
}
