package greenfields

import (
	"encoding/json"
	"flag"
	"os"
	"testing"

	"sandtable/rules"
)

var updateReference = flag.Bool("update-reference", false, "rewrite testdata/reference-*.json from the rules reference")

// The rules reference of the bundled "1914: the Green Fields" (and of the
// test scenario in winter, the Allies attacking) is, byte for byte, the
// one recorded in testdata: the sections declared in their rules' files
// assemble the reference Help showed when one function wrote it all (a
// section moved, reordered or reworded fails here; rewrite the golden
// with -update-reference only for a change meant to be seen in Help).
func TestReferenceGolden(t *testing.T) {
	for _, tc := range []struct {
		scenario, golden string
		opts             rules.Options
	}{
		{"builtin:greenfields-1914", "testdata/reference-1914.json", nil},
		{testScenario, "testdata/reference-gf-test-winter.json", rules.Options{OptAttacker: Allies, OptSeason: "winter"}},
	} {
		g, err := rules.StartGame(tc.scenario, tc.opts, 1, false)
		if err != nil {
			t.Fatal(err)
		}
		got, err := json.MarshalIndent(g.State().(rules.Referencer).Reference(), "", "\t")
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, '\n')
		if *updateReference {
			if err := os.WriteFile(tc.golden, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(tc.golden)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%s: the rules reference differs from %s (run with -update-reference to see the difference in git diff)", tc.scenario, tc.golden)
		}
	}
}
