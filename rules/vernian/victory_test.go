package vernian

import (
	"strings"
	"testing"
)

// frenchCities are the test map's non-edge French city hexes: seven single
// cities and Paris's two hexes (worth two each) = 11.
var frenchCities = []string{"W0205", "W0304", "W0505", "W0606", "W0607", "W0209", "W0509"}

// 000 Victory: "The Germans win the instant they control a) 11 French
// city hexes (Paris hexes each count as two)". 000 Part II: "board edge
// hexes are not considered city nor victory point hexes" (Brest, W0106).
func TestVictoryGermanFrenchCities(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	control(t, st, Germans, frenchCities...)
	control(t, st, Germans, "W0106") // Brest, on the edge
	if got := st.CityCount(Germans, "france"); got != 7 {
		t.Errorf("seven cities and Brest: %d, want 7", got)
	}
	control(t, st, Germans, "W0307")
	if got := st.CityCount(Germans, "france"); got != 9 {
		t.Errorf("with one Paris hex: %d, want 9", got)
	}
	// Still no win: the last Paris hex is taken by moving in.
	u := add(t, st, "ger-inf", "W0408")
	add(t, st, "ger-hq-03", "W0408") // keeps W0308 in Attack Supply
	startMovement(st)
	endPhase(t, st) // any action checks victory; none yet
	if st.Over {
		t.Fatalf("over at 9: %s", st.Result)
	}
	toPhase(t, st, PhaseGerMovement)
	startMovement(st)
	lines := do(t, st, act(Germans, "move", u, "W0308"), nil)
	if !st.Over || !strings.HasPrefix(st.Result, "Germans win") || !strings.Contains(st.Result, "11 French city hexes") {
		t.Errorf("after taking the second Paris hex: over %v %q\n%s", st.Over, st.Result, strings.Join(lines, "\n"))
	}
	if st.Status().Over != true || len(st.Legal(Germans)) != 0 {
		t.Errorf("status %+v", st.Status())
	}
}

// 000 Victory: "b) the London hex and all six adjacent hexes."
func TestVictoryGermanLondon(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	ring := []string{"E0604", "E0603", "E0503", "E0403", "E0404"}
	for _, h := range ring {
		control(t, st, Germans, "test-england:"+h)
	}
	control(t, st, Germans, "test-england:E0504")
	if st.holdsLondon() {
		t.Fatal("five of six neighbours")
	}
	u := add(t, st, "ger-inf", "test-england:E0605")
	startMovement(st)
	do(t, st, act(Germans, "move", u, "test-england:E0505"), nil)
	if !st.Over || !strings.Contains(st.Result, "London and all six adjacent hexes") {
		t.Errorf("over %v %q", st.Over, st.Result)
	}
}

// 000 Victory: "The Allies win the instant they control 6 German city
// hexes (Ruhr hexes each count as two)." Berlin (W1205) is on the edge.
func TestVictoryAlliedGermanCities(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	control(t, st, Allies, "W0904", "W1205", "W0703") // one Ruhr hex (2), Berlin (edge: 0), Aachen (1)
	if got := st.CityCount(Allies, "germany"); got != 3 {
		t.Errorf("Ruhr hex, Berlin and Aachen: %d, want 3", got)
	}
	control(t, st, Allies, "W0803", "W1007") // Cologne, Frankfurt: 5
	u := add(t, st, "fra-inf", "W0906")
	startMovement(st)
	do(t, st, act(Allies, "move", u, "W0905"), nil) // the second Ruhr hex: 7
	if !st.Over || !strings.HasPrefix(st.Result, "Allies win") {
		t.Errorf("over %v %q (count %d)", st.Over, st.Result, st.CityCount(Allies, "germany"))
	}
}

// 000 Part II: "the game ends at the start of Strategic Turn "H," not
// "G."" - a draw, "a negotiated peace occurs".
func TestDrawAtStartOfStrategicTurnH(t *testing.T) {
	st := newTestState(t, nil)
	toTurn(t, st, 6) // G
	for k := 0; k < 200 && !st.Over; k++ {
		if why := mustFinishWhy(st); why != "" && st.phaseKind() == "attrition" {
			do(t, st, act(st.active(), "attrition"), manual(6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6))
		}
		if st.Clock.Turn != 6 {
			t.Fatalf("left G without the game ending: %+v", st.Clock)
		}
		endPhase(t, st)
	}
	if !st.Over || !strings.HasPrefix(st.Result, "draw") || !strings.Contains(st.Result, "Strategic Turn H") {
		t.Errorf("over %v %q", st.Over, st.Result)
	}
	if st.Clock.Turn != 7 || st.Status().TurnName != "H" {
		t.Errorf("ended at %+v (%s)", st.Clock, st.Status().TurnName)
	}
}

// RULINGS.md Victory and control: "A hex is controlled by the side whose
// ground units last stood in it alone; at the start each country's hexes
// belong to its side".
func TestInitialControl(t *testing.T) {
	st := newTestState(t, nil)
	for _, c := range []struct{ hex, side string }{
		{"W0307", Allies}, {"W0402", Allies}, {"W0904", Germans}, {"W0707", Germans},
		{"W0801", ""}, {"W0705", ""}, // Netherlands, Luxembourg
		{"test-england:E0504", Allies},
		{dover, Germans}, // the German "B" units stand there
	} {
		l := loc(t, st, c.hex)
		if got := st.Control.Of(st.mapOf(l), l.Cell); got != c.side {
			t.Errorf("%s controlled by %q, want %q", c.hex, got, c.side)
		}
	}
}
