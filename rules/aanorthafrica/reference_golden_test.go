package aanorthafrica

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

var updateReference = flag.Bool("update-reference", false, "rewrite testdata/reference/*.golden from today's rules reference")

// bundledScenario is the bundled "Axis & Allies: North Africa".
const bundledScenario = "../../scenarios/data/aa-north-africa.toml"

// loadBundledWith loads the bundled scenario with each old text of its
// file replaced by the new one (none: as bundled); an old text the file
// does not hold fails the test, so a case never silently tests the
// bundled data instead of its variant.
func loadBundledWith(t *testing.T, edits [][2]string) *scenarios.Scenario {
	t.Helper()
	if len(edits) == 0 {
		s, err := scenarios.LoadFile(bundledScenario)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	text, err := os.ReadFile(bundledScenario)
	if err != nil {
		t.Fatal(err)
	}
	src := string(text)
	for _, e := range edits {
		if strings.Count(src, e[0]) != 1 {
			t.Fatalf("%s holds %q %d times, want once", bundledScenario, e[0], strings.Count(src, e[0]))
		}
		src = strings.Replace(src, e[0], e[1], 1)
	}
	s, err := scenarios.Load(bundledScenario, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The rules reference of the bundled scenario (with the default options,
// with a rounds limit, and with a bank per Axis nation: the choices that
// change the reference's words) reads exactly as recorded in
// testdata/reference, which was read whole against the seed before it was
// recorded. A section reworded, moved or dropped fails here; rewrite the
// goldens with -update-reference only for a change meant to be seen in
// Help, and read the diff.
func TestReferenceGolden(t *testing.T) {
	cases := []struct {
		name  string
		edits [][2]string // [rules] data changed in the scenario's text
		opts  rules.Options
	}{
		{"aa-north-africa", nil, nil},
		{"aa-north-africa-rounds", nil, rules.Options{OptRounds: 6}},
		{"aa-north-africa-nation-banks", [][2]string{
			{`bank = { axis = 22, allies = 24 }`, `bank = { italy = 21, germany = 1, uk = 24 }`},
			{`axis_bank = "shared"`, `axis_bank = "nation"`},
		}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := loadBundledWith(t, c.edits)
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
