package greenfields

import (
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// withReserves gives the test state reserve boxes (the test map has
// none; the bundled scenario names its boxes in [rules.reserve]).
func withReserves(st *State) {
	st.fixed.t.Reserve = map[string]string{Allies: "allied-reserve", Central: "german-reserve"}
}

// 003 Bringing up reserves: "Units held off board ... are now brought into
// play", moving "on the board from the player's rear table edge".
func TestEnterFromReserve(t *testing.T) {
	st := newTestState(t, nil)
	withReserves(st)
	toPhase(t, st, PhaseReserveFirst) // the Germans, first on turn 1
	res := addUnit(t, st, "ger-res", "")
	box, _ := st.reserveLoc(Central)
	st.Units[res].Loc = box
	ref := st.Units.Ref(res)
	refusal(t, st, act(Central, "enter", ref, "W6"), RuleReserves, "not on your base line")
	refusal(t, st, act(Central, "enter", st.Units.Ref(unit(t, st, "ger-reg", 1)), "X6"), RuleReserves, "not held off board")
	for k := 1; k <= 3; k++ {
		place(t, st, unit(t, st, "ger-reg", k), "X7")
	}
	refusal(t, st, act(Central, "enter", ref, "X7"), RuleStacking, "already holds 3 units")
	lines := do(t, st, act(Central, "enter", ref, "X6"), manual())
	x6, _ := st.zoneLoc("X6")
	if st.Units[res].Loc != x6 || st.Troops[res].Wave != 1 {
		t.Fatalf("the reserve regiment is at %s wave %d, want X6 wave 1\n%s", st.locText(st.Units[res].Loc), st.Troops[res].Wave, strings.Join(lines, "\n"))
	}
}

// "Military units can be acquired for a cost in victory points equal to
// HALF their points cost"; "if brought on during an assault turn they must
// dice each turn they attempt to enter the board, needing a 5 or 6 to
// appear on table."
func TestBuyWithVictoryPointsThenDiceToEnter(t *testing.T) {
	st := newTestState(t, nil)
	toPhase(t, st, PhaseReserveFirst)
	refusal(t, st, act(Central, "buy", "ger-res"), RuleReserves, "no reserve box")
	withReserves(st)
	refusal(t, st, act(Central, "buy", "bef-inf"), RuleVictory, "not a unit type of your side")
	do(t, st, act(Central, "buy", "ger-res"), nil)
	// German reserves 3-2-12: 12 strength x 1 + 2 experience x 3 + 3
	// morale x 2 = 24 points; half is 12 victory points.
	if st.VPSpent[Central] != 12 {
		t.Fatalf("spent %d victory points, want 12", st.VPSpent[Central])
	}
	bought := len(st.Units) - 1
	box, _ := st.reserveLoc(Central)
	if u := st.Units[bought]; u.Type != "ger-res" || u.Loc != box || !u.HasFlag(FlagVPBought) || st.Troops[bought].Strength != 12 {
		t.Fatalf("bought unit %+v %+v", u, st.Troops[bought])
	}
	ref := st.Units.Ref(bought)
	do(t, st, act(Central, "enter", ref, "X6"), manual(4))
	if st.Units[bought].Loc != box {
		t.Fatal("a roll of 4 does not bring it on")
	}
	refusal(t, st, act(Central, "enter", ref, "X5"), RuleReserves, "may try again next turn")
	runMoment(t, st, kit.TurnStart, rules.NewContext(nil))
	do(t, st, act(Central, "enter", ref, "X6"), manual(5))
	if x6, _ := st.zoneLoc("X6"); st.Units[bought].Loc != x6 || st.Units[bought].HasFlag(FlagVPBought) {
		t.Fatalf("a 5 brings it on at X6: at %s, flags %v", st.locText(st.Units[bought].Loc), st.Units[bought].Flags)
	}
}

// Units held off board "move on the board from the player's rear table
// edge", not into a zone the side sees the enemy holding. An enemy unit on
// the side's own ground is always seen ("observers present in every map
// zone that they control"; RULINGS.md), even unidentified in a trench: it
// keeps the side out.
func TestEnterKeptOutOfEnemyHeldBaseLine(t *testing.T) {
	st := newTestState(t, nil)
	withReserves(st)
	toPhase(t, st, PhaseReserveFirst) // the Germans
	res := addUnit(t, st, "ger-res", "")
	box, _ := st.reserveLoc(Central)
	st.Units[res].Loc = box
	fr := addUnit(t, st, "fr-inf", "X12")
	st.Units[fr].Hidden = true
	x12, _ := st.zoneLoc("X12")
	z := st.zone(x12)
	z.Trench = 1
	st.setZone(x12, z)
	if !st.sees(Central, fr) {
		t.Fatal("the French in a trench on the Germans' base line, unidentified: the Germans should see them")
	}
	refusal(t, st, act(Central, "enter", st.Units.Ref(res), "X12"), RuleReserves, "X12 holds enemy units")
}
