package rules_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// A scenario name goes into the save's first line, a TOML comment, where
// control characters are not allowed: they are written as escapes, so the
// save loads whatever the name holds.
func TestSaveCommentEscapesControlCharacters(t *testing.T) {
	for _, tc := range []struct{ name, line string }{
		{"Bad\x7fname", `# Sandtable saved game: Bad\x7fname, 0 actions.`},
		{"\x1b[31mRed\x1b[0m", `# Sandtable saved game: \x1b[31mRed\x1b[0m, 0 actions.`},
		{"Nul\x00 and C1 \u009b2J", `# Sandtable saved game: Nul\x00 and C1 \u009b2J, 0 actions.`},
		{"Two\nlines\tand  tabs", `# Sandtable saved game: Two lines and tabs, 0 actions.`},
		{"Verdun 1916 — été", `# Sandtable saved game: Verdun 1916 — été, 0 actions.`},
	} {
		s := raceScenario()
		s.Name = tc.name
		g, err := rules.NewGame(s, nil, 1, false)
		if err != nil {
			t.Fatal(err)
		}
		g.Ref = "builtin:test-square"
		var buf bytes.Buffer
		if err := g.Save(&buf); err != nil {
			t.Fatal(err)
		}
		if first, _, _ := strings.Cut(buf.String(), "\n"); first != tc.line {
			t.Errorf("%q: first line %q, want %q", tc.name, first, tc.line)
		}
		if _, err := rules.LoadSave("s.toml", buf.Bytes(), func(string) (*scenarios.Scenario, error) { return s, nil }); err != nil {
			t.Errorf("%q: the save does not load: %v", tc.name, err)
		}
	}
}

// A save is read within MaxSaveSize, and the scenario it names only when
// that file says it is a scenario: nothing of another file reaches the
// error. The scenario may be outside the save's folder.
func TestLoadSaveFileBounds(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	text, _, err := scenarios.BuiltinData("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	scen := write("scenarios/s.toml", string(text))
	g, err := rules.StartGame(scen, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "saves", "good.toml")
	os.MkdirAll(filepath.Dir(good), 0o755)
	if err := g.SaveFile(good); err != nil {
		t.Fatal(err)
	}
	if _, err := rules.LoadSaveFile(good); err != nil {
		t.Fatalf("a save naming ../scenarios/s.toml: %v", err)
	}
	saved, _ := os.ReadFile(good)
	secret := write("saves/passwd.toml", "root:x:0:0:root:/root:/bin/bash\n")
	edited := write("saves/edited.toml", strings.Replace(string(saved), `scenario = "../scenarios/s.toml"`, `scenario = "passwd.toml"`, 1))
	_, err = rules.LoadSaveFile(edited)
	want := edited + `:6:1: scenario: cannot load "passwd.toml": scenarios: ` + secret + ` is not a Sandtable scenario: it does not begin with format = "sandtable-scenario" (check it with: sandtable check FILE)`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
	huge := write("saves/huge.toml", string(saved)+"# "+strings.Repeat("x", rules.MaxSaveSize)+"\n")
	_, err = rules.LoadSaveFile(huge)
	want = "rules: " + huge + ": is 1.1 MB, more than the 1 MB a saved game file may have"
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}
