package outofafrica

import "testing"

// The bundled game's force pools are where the module looks for units
// not yet in play: Romania's armies wait in the Allied pool and
// Bulgaria's corps in the Central Powers' (scenarios/data/out-of-africa:
// they enter with their cards), and nothing of the other side's pool is
// found for a side.
func TestBundledForcePools(t *testing.T) {
	st := stateOf(t, "builtin:out-of-africa")
	for _, c := range []struct {
		side, typ string
		found     bool
	}{{AP, "ro-army-1", true}, {CP, "bu-corps", true}, {CP, "ro-army-1", false}, {AP, "bu-corps", false}} {
		if got := st.poolUnit(c.side, c.typ) >= 0; got != c.found {
			t.Errorf("poolUnit(%s, %s) found %v, want %v", c.side, c.typ, got, c.found)
		}
	}
}
