package vernian

import (
	"testing"
)

// 000 England a: "No unit in England may ever leave England while fighting
// continues. British units there may be removed from the map and added to
// the Available Units box ... following the elimination of all German
// units from England."
func TestBritishLeaveEnglandOnlyWhenClear(t *testing.T) {
	st := fresh(t, nil, PhaseAllNewUnits)
	b := add(t, st, "bri-inf-k", "test-england:E0206")
	ger := add(t, st, "ger-inf-b", "test-england:E0504")
	wantRefused(t, st, act(Allies, "move", b, "box:allied-available"), RuleEngland+" a", "nobody leaves England")
	put(t, st, ger, "eliminated")
	wantRefused(t, st, act(Allies, "move", b, "box:allied-available"), RuleEngland+" a", "nobody leaves England") // Dover's garrison
	put(t, st, "ger-inf-b/1", "eliminated")
	lines := do(t, st, act(Allies, "move", b, "box:allied-available"), nil)
	if !hasLine(lines, "leaves England") || where(t, st, b) != "box:allied-available" {
		t.Errorf("with England clear the British unit should go to the Available box: %v, at %s", lines, where(t, st, b))
	}
}
