package outofafrica

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// withRules is the test scenario with text appended to its [rules] table
// (its last table: later tables are [rules.X]), loaded under a name of its
// own beside the test data (nothing is written).
func withRules(t testing.TB, text string) (*scenarios.Scenario, error) {
	t.Helper()
	base, err := os.ReadFile(testScenario)
	if err != nil {
		t.Fatal(err)
	}
	path := "testdata/oa-test-" + strings.ReplaceAll(t.Name(), "/", "-") + ".toml"
	return scenarios.Load(path, append(append(base, '\n'), text...))
}

// stateWithRules sets up a game of the test scenario with more [rules].
func stateWithRules(t testing.TB, text string) *State {
	t.Helper()
	s, err := withRules(t, text)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// rulesError is New's error with more [rules], failing t when there is
// none.
func rulesError(t testing.TB, text string) string {
	t.Helper()
	s, err := withRules(t, text)
	if err != nil {
		return err.Error()
	}
	if _, err = (Module{}).New(s, rules.DefaultOptions(s), nil); err == nil {
		t.Fatalf("no error with %q", text)
	}
	return err.Error()
}

// The [rules] table is decoded strictly: an unknown key is an error
// naming the file, the line and the key; so is what names no nation,
// space, region or side.
func TestRulesErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"unknown key", "[rules.turn]\nhand_size = 8\n", []string{"oa-test-", ".toml:", "rules.turn.hand_size", "unknown key"}},
		{"unknown nation", "[rules.nations.xx]\nalliance = \"cp\"\n", []string{"rules.nations.xx", `no nation "xx"`}},
		{"wrong type", "[rules.nations.xx]\ngreat_power = 1\n", []string{"rules.nations.xx.great_power"}},
		{"actions", "[rules.turn]\nactions = 0\n", []string{"rules.turn.actions", "at least 1"}},
		{"no action phase", "[rules.turn]\nphases = [\"draw\"]\n", []string{"rules.turn.phases", `must include "action"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := rulesError(t, tc.text)
			for _, w := range tc.want {
				if !strings.Contains(err, w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
			if !strings.HasPrefix(err, "outofafrica: ") {
				t.Errorf("error %q does not name the package", err)
			}
		})
	}
}

// The checks against the map and the counters: a nation's alliance must
// be its side in the counters, a capital a space, a counts-as another
// nation; control names sides and spaces; the last turn is one of the
// scenario's.
func TestRulesChecks(t *testing.T) {
	s, err := scenarios.LoadFile(testScenario)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		edit func(r *Rules)
		want string
	}{
		{"alliance", func(r *Rules) { n := r.Nations["dr"]; n.Alliance = CP; r.Nations["dr"] = n }, `alliance "cp": nation dr is on side "ap"`},
		{"capital", func(r *Rules) { n := r.Nations["dr"]; n.Capitals = []string{"Pretoria"}; r.Nations["dr"] = n }, `no space "Pretoria"`},
		{"counts as", func(r *Rules) { n := r.Nations["dr"]; n.CountsAs = []string{"dr"}; r.Nations["dr"] = n }, `"dr" is not another nation`},
		{"region", func(r *Rules) { n := r.Nations["dr"]; n.Regions = []string{"natal"}; r.Nations["dr"] = n }, `no region "natal"`},
		{"missing", func(r *Rules) { delete(r.Nations, "us") }, `nation "us" of counters oa-test-counters has no [rules.nations.us]`},
		{"control space", func(r *Rules) { r.Control[AP] = []string{"Tripoli"} }, `no space "Tripoli"`},
		{"control side", func(r *Rules) { r.Control[Draka] = []string{"Cairo"} }, `no side "dr"`},
		{"control twice", func(r *Rules) { r.Control[AP] = []string{"Medina"} }, `Medina is given to both ap and cp`},
		{"offmap", func(r *Rules) { r.Offmap = []string{"Tripoli"} }, `no space "Tripoli"`},
		{"last turn", func(r *Rules) { r.LastTurn = 4 }, `last_turn 4: the scenario has turns 1 to 3`},
		{"near east", func(r *Rules) { r.NearEast = "levant" }, `no value type "levant"`},
		{"dice", func(r *Rules) { r.TwoDiceFrom = 16 }, `two_dice_from (16) must come after die_until (16)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := loadRules(s)
			if err != nil {
				t.Fatal(err)
			}
			tc.edit(r)
			err = r.check(s)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want %q", err, tc.want)
			}
		})
	}
}

// The lanes' keys are embedded types in their own files: no key may be
// declared twice (the decoder would keep the outer field and drop the
// other silently), at any depth.
func TestRulesKeysUnique(t *testing.T) {
	var walk func(t reflect.Type, path string)
	seen := map[reflect.Type]bool{}
	walk = func(typ reflect.Type, path string) {
		for typ.Kind() == reflect.Pointer || typ.Kind() == reflect.Slice || typ.Kind() == reflect.Map {
			typ = typ.Elem()
		}
		if typ.Kind() != reflect.Struct || seen[typ] {
			return
		}
		seen[typ] = true
		keys := map[string]string{}
		var add func(typ reflect.Type, owner string)
		add = func(typ reflect.Type, owner string) {
			for i := range typ.NumField() {
				f := typ.Field(i)
				tag, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
				if f.Anonymous && tag == "" && f.Type.Kind() == reflect.Struct {
					add(f.Type, f.Type.Name())
					continue
				}
				if !f.IsExported() || tag == "-" {
					continue
				}
				if tag == "" {
					tag = f.Name
				}
				if o, dup := keys[tag]; dup {
					t.Errorf("%s.%s is declared by both %s and %s", path, tag, o, owner)
				}
				keys[tag] = owner
				walk(f.Type, path+"."+tag)
			}
		}
		add(typ, typ.Name())
	}
	walk(reflect.TypeOf(Rules{}), "rules")
}

// Defaults of the scaffold's keys: 7 action rounds (L125), the die action
// to turn 16 and two dice from 17 (ruling OA-30), the Near East map value
// "neareast", the last turn the scenario's last.
func TestRulesDefaults(t *testing.T) {
	s, err := withRules(t, "")
	if err != nil {
		t.Fatal(err)
	}
	r, err := loadRules(s)
	if err != nil {
		t.Fatal(err)
	}
	if r.Turn.Actions != 7 || r.DieUntil != 16 || r.TwoDiceFrom != 17 || r.NearEast != "neareast" || r.LastTurn != 3 {
		t.Fatalf("defaults: actions %d, die_until %d, two_dice_from %d, neareast %q, last_turn %d",
			r.Turn.Actions, r.DieUntil, r.TwoDiceFrom, r.NearEast, r.LastTurn)
	}
	if len(r.Turn.Phases) != len(Phases) {
		t.Fatalf("default phases %v", r.Turn.Phases)
	}
}
