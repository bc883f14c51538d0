package greenfields

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// "Exit a unit off enemy rear zone board edge: +10"; "Capture and hold 1
// enemy zone: +2"; "Lose one zone to enemy: -2"; less what was spent.
// The French infantry holds T10 (German deployment zone) alone; a German
// regiment holds A1 (Allied base line) alone; the BEF in T6 with the
// German guns and a German regiment in D6 with the British guns hold
// nothing; the German aeroplane over A2 holds nothing. One Allied unit
// exited; the Germans spent 5 VP.
//
//	Allies:  10x1 + 2x1 - 2x1 - 0 = 10
//	Germans:  0   + 2x1 - 2x1 - 5 = -5
func TestVictoryPoints(t *testing.T) {
	st := newTestState(t, nil)
	if st.victoryPoints(Allies) != 0 || st.victoryPoints(Central) != 0 {
		t.Fatalf("at the start: %d and %d VP, want 0 and 0", st.victoryPoints(Allies), st.victoryPoints(Central))
	}
	place(t, st, unit(t, st, "fr-inf", 1), "T10")
	place(t, st, unit(t, st, "bef-inf", 1), "T6")
	place(t, st, unit(t, st, "ger-reg", 1), "D6")
	place(t, st, unit(t, st, "ger-reg", 2), "A1")
	place(t, st, unit(t, st, "ger-obs", 1), "A2")
	st.Exited[Allies] = 1
	st.VPSpent[Central] = 5
	if h := st.held(Allies); h != 1 {
		t.Errorf("the Allies hold %d German zones, want 1 (T10)", h)
	}
	if h := st.held(Central); h != 1 {
		t.Errorf("the Germans hold %d Allied zones, want 1 (A1)", h)
	}
	if a, c := st.victoryPoints(Allies), st.victoryPoints(Central); a != 10 || c != -5 {
		t.Errorf("VP: Allies %d, Germans %d; want 10 and -5", a, c)
	}
	v := st.View(Allies)
	if v.VP[Allies] != 10 || v.VP[Central] != -5 {
		t.Errorf("the view's VP %v, want allies 10, central -5", v.VP)
	}
}

// "If any player reaches +30 victory points, they automatically win the
// game": three German units exited (3 x 10 = 30) end the game after the
// next action, with the score and both graveyards logged.
func TestThirtyWinsAtOnce(t *testing.T) {
	st := newTestState(t, nil)
	st.Exited[Central] = 3
	st.Losses[Allies] = 23
	log := do(t, st, act(Central, "end-phase"), nil)
	if !st.Over || !strings.Contains(st.Result, "the Germans win: Allies 0, Germans 30 victory points (the Germans reached +30 victory points)") {
		t.Fatalf("over %v, result %q", st.Over, st.Result)
	}
	for _, want := range []string{"Graveyard of the Allies: 23 strength points lost: Rum show", "Graveyard of the Germans: 0 strength points lost: Girl's blouse"} {
		if !slices.Contains(log, want) {
			t.Errorf("log %q lacks %q", log, want)
		}
	}
	refusal(t, st, act(Allies, "end-phase"), RuleVictory, "the game is over")
}

// "If any player reaches -30 victory points, they lose the game": the
// Allies have spent 30 (at -30), the Germans 28 (at -28): the Germans win
// though their own total is negative.
func TestMinusThirtyLosesAtOnce(t *testing.T) {
	st := newTestState(t, nil)
	st.VPSpent[Allies] = 30
	st.VPSpent[Central] = 28
	do(t, st, act(Central, "end-phase"), nil)
	if !st.Over || !strings.HasPrefix(st.Result, "the Germans win: Allies -30, Germans -28") {
		t.Fatalf("over %v, result %q", st.Over, st.Result)
	}
	// -29 does not end it.
	st = newTestState(t, nil)
	st.VPSpent[Allies] = 29
	do(t, st, act(Central, "end-phase"), nil)
	if st.Over {
		t.Fatalf("the game ended at -29: %s", st.Result)
	}
}

// "Otherwise, victory goes to the player who has the highest total of
// victory points": at the scenario's end the Allies hold T10 and U10
// (+4), the Germans A1 (+2): Allies 4 - 2 = 2, Germans 2 - 4 = -2. Equal
// totals draw.
func TestGameEndResult(t *testing.T) {
	st := newTestState(t, nil)
	place(t, st, unit(t, st, "fr-inf", 1), "T10")
	place(t, st, unit(t, st, "bef-inf", 1), "U10")
	place(t, st, unit(t, st, "ger-reg", 1), "A1")
	st.Day = len(st.fixed.s.Turns.Names) // as after the last day's night
	ctx := rules.NewContext(rules.NewSeededDice(1))
	runMoment(t, st, gameEnd, ctx)
	if !st.Over || st.Result != "the Allies win: Allies 2, Germans -2 victory points (the scenario's days are over)" {
		t.Errorf("result %q", st.Result)
	}
	// The assault ending earlier ends the game the same way.
	st = newTestState(t, nil)
	runMoment(t, st, gameEnd, nil)
	if !st.Over || st.Result != "draw: Allies 0, Germans 0 victory points (the assault is over)" {
		t.Errorf("level game at the assault's end: result %q", st.Result)
	}
	// The last day played out through the turn sequence.
	st = newTestState(t, nil)
	st.Day, st.Turn = len(st.fixed.s.Turns.Names)-1, st.turnsPerDay()-1
	st.endTurn(nil)
	if !st.Over || st.Result != "draw: Allies 0, Germans 0 victory points (the scenario's days are over)" {
		t.Errorf("level game: result %q", st.Result)
	}
}

// The seed's graveyard: "0 to 20 losses Girl's blouse / 21-50 losses Rum
// show / 51-100 losses Definite history book material! / 101 losses+
// General Haig".
func TestGraveyardRating(t *testing.T) {
	for losses, want := range map[int]string{0: "Girl's blouse", 20: "Girl's blouse", 21: "Rum show", 50: "Rum show",
		51: "Definite history book material!", 100: "Definite history book material!", 101: "General Haig", 400: "General Haig"} {
		if got := graveyardRating(losses); got != want {
			t.Errorf("%d losses: %q, want %q", losses, got, want)
		}
	}
}

// A side's view shows its own graveyard, not the enemy's (his losses would
// tell what his secret strengths were); the referee sees both, and so does
// everyone once the game is over.
func TestGraveyardInView(t *testing.T) {
	st := newTestState(t, nil)
	st.Losses[Allies], st.Losses[Central] = 12, 60
	notes := func(side string) string { return strings.Join(st.View(side).Notes, "\n") }
	own, enemy := "Graveyard of the Allies: 12 strength points lost: Girl's blouse", "Graveyard of the Germans: 60 strength points lost: Definite history book material!"
	if n := notes(Allies); !strings.Contains(n, own) || strings.Contains(n, "Graveyard of the Germans") {
		t.Errorf("the Allies' notes: %q", n)
	}
	if n := notes(""); !strings.Contains(n, own) || !strings.Contains(n, enemy) {
		t.Errorf("the referee's notes: %q", n)
	}
	if n := notes(Central); !strings.Contains(n, "Victory points: Allies 0") {
		t.Errorf("the Germans' notes give no victory points: %q", n)
	}
	runMoment(t, st, gameEnd, nil)
	if n := notes(Central); !strings.Contains(n, own) || !strings.Contains(n, enemy) {
		t.Errorf("after the game, the Germans' notes: %q", n)
	}
}
