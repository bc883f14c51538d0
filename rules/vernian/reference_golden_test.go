package vernian

import (
	"flag"
	"path/filepath"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

var updateReference = flag.Bool("update-reference", false, "rewrite testdata/reference/*.golden from today's rules reference")

// The rules reference of the bundled Vernian scenarios and of the test
// scenario (with the default options, and with every option that changes
// the reference's words set otherwise) reads exactly as recorded in
// testdata/reference: the sections moved into their rules' files
// (kit.Section) must say what the one function said, in the same order.
func TestReferenceGolden(t *testing.T) {
	cases := []struct {
		name, scenario string
		opts           rules.Options
	}{
		{"vernian", "../../scenarios/data/vernian.toml", nil},
		{"vernian-hidden", "../../scenarios/data/vernian-hidden.toml", nil},
		{"vernian-test", testScenario, nil},
		{"vernian-test-options", testScenario, rules.Options{OptOperationalTurns: 3, OptStackLimit: 4, OptDoubling: "each"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := scenarios.LoadFile(c.scenario)
			if err != nil {
				t.Fatal(err)
			}
			o := rules.DefaultOptions(s)
			for k, v := range c.opts {
				o[k] = v
			}
			st, err := Module{}.New(s, o, nil)
			if err != nil {
				t.Fatal(err)
			}
			rulestest.CheckReferenceGolden(t, filepath.Join("testdata", "reference", c.name+".golden"), st.(*State).Reference(), *updateReference)
		})
	}
}
