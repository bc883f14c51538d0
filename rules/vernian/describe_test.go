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
