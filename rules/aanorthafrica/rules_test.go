package aanorthafrica

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// loadAltered loads the test scenario with old replaced by new (copying
// the map and counters beside it) and sets up a game.
func loadAltered(t *testing.T, old, new string) error {
	t.Helper()
	dir := t.TempDir()
	for _, f := range []string{"aant-map.toml", "aant-counters.toml"} {
		b, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(testScenario)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), old) {
		t.Fatalf("the test scenario has no %q", old)
	}
	path := filepath.Join(dir, "aant-test.toml")
	if err := os.WriteFile(path, []byte(strings.Replace(string(b), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := scenarios.LoadFile(path)
	if err != nil {
		return err
	}
	_, err = Module{}.New(s, rules.DefaultOptions(s), nil)
	return err
}

// The [rules] table is strict: an unknown key, a space not on the map, a
// class that is none, a counter type with no class are errors naming the
// module, the file, the line and the key.
func TestRulesDecodeErrors(t *testing.T) {
	for _, c := range []struct {
		old, new string
		want     []string
	}{
		{"rounds = 3", "rounds = 3\nround = 3", []string{"aanorthafrica: ", "aant-test.toml:75:", "rules.round: unknown key"}},
		{`axis = "Tripoli", allies`, `axis = "Tripolis", allies`, []string{"aanorthafrica: ", "aant-test.toml:", "rules.capitals.axis", `no space "Tripolis"`}},
		{`"Sirte", "Jalo"]`, `"Sirte", "Jallo"]`, []string{"aanorthafrica: ", "rules.owner.italy", `no space "Jallo"`}},
		{`"Tobruk", "Sollum", "Mersa`, `"Tobruk", "Salum", "Mersa`, []string{"rules.road", `road[4]: no space "Salum"`}},
		{`"ita-bmb" = "bomber"`, `"ita-bmb" = "bomb"`, []string{"rules.classes.ita-bmb", `class "bomb"`}},
		{`"uk-mine" = "minefield"`, ``, []string{"rules.classes", `counter type "uk-mine" has no class`}},
		{`order = ["italy", "uk", "germany"]`, `order = ["italy", "england", "germany"]`, []string{"rules.order", `no nation "england"`}},
		{`income = "ipc"`, `income = "vp"`, []string{"rules.income", `no value type "vp"`}},
		{`axis_bank = "shared"`, `axis_bank = "split"`, []string{"rules.axis_bank", `"split"`}},
		{`bank = { axis = 11, allies = 13 }`, `bank = { italy = 11, allies = 13 }`, []string{"rules.bank.italy", `no bank "italy"`}},
		{`land_blocked = ["rough"`, `land_blocked = ["mountain"`, []string{"rules.terrain.land_blocked", `no terrain "mountain"`}},
	} {
		err := loadAltered(t, c.old, c.new)
		if err == nil {
			t.Errorf("%q -> %q: accepted", c.old, c.new)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%q -> %q: %v, want it to say %q", c.old, c.new, err, w)
			}
		}
	}
}

// With axis_bank = "nation" each nation has a bank of its own.
func TestNationBanks(t *testing.T) {
	if err := loadAltered(t, `bank = { axis = 11, allies = 13 }
axis_bank = "shared"`, `bank = { italy = 6, germany = 5, uk = 13 }
axis_bank = "nation"`); err != nil {
		t.Fatal(err)
	}
}
