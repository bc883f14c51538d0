package rules_test

import (
	"encoding/json"
	"strings"
	"testing"

	"sandtable/rules"
)

// A view's Turned unit says so in JSON ("turned": true, read back the
// same), and an upright one says nothing, so views and the replay goldens
// of modules that never turn a counter are unchanged.
func TestTurnedInJSON(t *testing.T) {
	for _, turned := range []bool{true, false} {
		v := rules.View{Units: []rules.UnitView{{ID: "ita-arm/1", Nation: "italy", Side: "axis", Turned: turned, Flags: []string{"out of gas"}}}}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(string(b), `"turned":true`); got != turned || strings.Contains(string(b), `"turned":false`) {
			t.Errorf("turned %v: %s", turned, b)
		}
		var back rules.View
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if back.Units[0].Turned != turned {
			t.Errorf("turned %v read back as %v", turned, back.Units[0].Turned)
		}
	}
}
