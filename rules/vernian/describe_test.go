package vernian

import (
	"strings"
	"testing"
)

// People read names, scripts read ids: the log and the action buttons
// name units by their counters' name and printed values (the counters'
// data: fra-inf is "French infantry division", 3-3-4) and hexes by label
// and place (W0505 is Reims on the test map).
func TestNamesForPeople(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	f := add(t, st, "fra-inf", "W0605")
	startMovement(st)
	a := act(Allies, "move", f, "W0505")
	if got, ok := st.Describe(a, Allies); !ok || got != "Move French infantry division 3-3-4 to W0505 Reims" {
		t.Errorf("Describe(%s) = %q, %v", a, got, ok)
	}
	// Clear costs 1 of the division's 4 movement points.
	lines := do(t, st, a, nil)
	if want := "French infantry division 3-3-4 moves W0605 → W0505 Reims (1 MP, 3 left)"; !hasLine(lines, want) {
		t.Errorf("log %q, want %q", lines, want)
	}

	st = fresh(t, nil, PhaseGerBombard)
	hq := add(t, st, "ger-hq-22", "W0704")
	add(t, st, "bel-inf", "W0603")
	b := act(Germans, "bombard", hq, "W0603")
	if got, _ := st.Describe(b, ""); got != "Bombard W0603 Liege with German HQ (2-2 Monstrous Artillery)" {
		t.Errorf("Describe(%s) = %q", b, got)
	}
	lines = do(t, st, b, nil)
	if !hasLine(lines, "German HQ (2-2 Monstrous Artillery) at W0704 designated to bombard W0603 Liege") {
		t.Errorf("log %q", lines)
	}
	for _, l := range lines {
		if strings.Contains(l, hq) {
			t.Errorf("the log names the HQ by its id: %q", l)
		}
	}
}

// A step loss waiting for its owner is worded with the unit's name and
// where it stands; a reduced unit shows its reduced side.
func TestDescribeStepLoss(t *testing.T) {
	st, g, _, _ := defenderEX(t, nil)
	if got, _ := st.Describe(act(Germans, "lose", g), Germans); got != "German infantry division 4-4-4 at W0706 takes the step loss" {
		t.Errorf("lose: %q", got)
	}
	do(t, st, act(Germans, "lose", g), nil)
	if got := st.name(idx(t, st, g)); got != "German infantry division 2-2-4 (reduced)" {
		t.Errorf("reduced: %q", got)
	}
}

// An action in the log reads the same whatever phase is in play when it
// is read: a German move made in the German Movement phase, read in the
// Allies' New Units phase that follows ("While you were away"), is a
// move, not the Allies' "Place … at" (Describe words a move by the phase
// in play). The attack steps name no attack but their own.
func TestDescribeLoggedKeepsTheMovesWords(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	g := add(t, st, "ger-inf", "W0706")
	startMovement(st)
	a := act(Germans, "move", g, "W0705")
	const want = "Move German infantry division 4-4-4 to W0705"
	if got, ok := st.DescribeLogged(a, Allies); !ok || got != want {
		t.Errorf("in the German Movement phase: DescribeLogged(%s) = %q, %v; want %q", a, got, ok, want)
	}
	do(t, st, a, nil)
	toPhase(t, st, PhaseAllNewUnits)
	if got, _ := st.Describe(a, Allies); !strings.HasPrefix(got, "Place ") {
		t.Fatalf("Describe(%s) in the Allies' New Units = %q: the test no longer shows the phase's verb", a, got)
	}
	if got, ok := st.DescribeLogged(a, Allies); !ok || got != want {
		t.Errorf("in the Allies' New Units phase: DescribeLogged(%s) = %q, %v; want %q", a, got, ok, want)
	}
	for _, v := range []string{"resolve", "cancel", "done"} {
		if got, _ := st.DescribeLogged(act(Germans, v), Allies); strings.Contains(got, "the hex") || strings.Contains(got, " W") {
			t.Errorf("DescribeLogged(%s) = %q names an attack by the present", v, got)
		}
	}
}
