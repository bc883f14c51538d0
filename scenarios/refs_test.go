package scenarios

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/maps"
)

// writeFiles writes name -> text under dir, making folders as needed.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// refScenario is a scenario naming mapRef as its only map.
func refScenario(mapRef string) string {
	return fmt.Sprintf("format = \"sandtable-scenario\"\nversion = 1\nid = \"s\"\nname = \"S\"\nmodule = \"freeplay\"\n"+
		"maps = [%q]\ncounters = [\"builtin:test\"]\n[turns]\ncount = 1\n", mapRef)
}

// loadRef loads dir/game/s.toml naming mapRef; the error of maps[0], or "".
func loadRef(t *testing.T, dir, mapRef string) string {
	t.Helper()
	p := filepath.Join(dir, "game", "s.toml")
	writeFiles(t, dir, map[string]string{"game/s.toml": refScenario(mapRef)})
	_, err := LoadFile(p)
	if err == nil {
		return ""
	}
	first, _, _ := strings.Cut(err.Error(), "\n")
	return strings.TrimPrefix(first, p+":6:9: maps[0]: ")
}

// References inside a scenario name .toml files in its folder or below;
// the scenario itself may be anywhere.
func TestReferencesStayInTheScenarioFolder(t *testing.T) {
	dir := t.TempDir()
	mapText, _, err := maps.BuiltinData("test-square")
	if err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{
		"outside.toml":         string(mapText),
		"game/maps/inner.toml": string(mapText),
		"game/notes.txt":       string(mapText),
	})
	abs := filepath.Join(dir, "outside.toml")
	for _, tc := range []struct{ ref, err string }{
		{"maps/inner.toml", ""},
		{"./maps/../maps/inner.toml", ""},
		{"../outside.toml", `cannot load map "../outside.toml": leaves the scenario's folder; a referenced file must be in that folder or below it`},
		{"maps/../../outside.toml", `cannot load map "maps/../../outside.toml": leaves the scenario's folder; a referenced file must be in that folder or below it`},
		{abs, fmt.Sprintf("cannot load map %q: is an absolute path; name files relative to the scenario's folder", abs)},
		{"notes.txt", `cannot load map "notes.txt": is not a .toml file; name a data file in the scenario's folder ("maps/west.toml") or a bundled one ("builtin:NAME")`},
		{"", `cannot load map "": is empty`},
	} {
		if got := loadRef(t, dir, tc.ref); got != tc.err {
			t.Errorf("%q:\n got %s\nwant %s", tc.ref, got, tc.err)
		}
	}
	// The scenario named directly may be anywhere, ".." and all.
	writeFiles(t, dir, map[string]string{"game/s.toml": refScenario("maps/inner.toml")})
	if _, err := LoadFile(filepath.Join(dir, "game", "maps", "..", "s.toml")); err != nil {
		t.Errorf("a path given by the user: %v", err)
	}
}

// A referenced file that is not a map shows nothing of what it holds.
func TestReferencedNonDataFileIsNotQuoted(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"game/passwd.toml": "root:x:0:0:root:/root:/bin/bash\n",
		"game/secret.toml": "password = \"hunter2\"\nformat = \"sandtable-counters\"\n",
	})
	for _, ref := range []string{"passwd.toml", "secret.toml"} {
		p := filepath.Join(dir, "game", ref)
		got := loadRef(t, dir, ref)
		want := fmt.Sprintf("cannot load map %q: %s is not a Sandtable map: it does not begin with format = \"sandtable-map\" (check it with: sandtable check FILE)", ref, p)
		if got != want {
			t.Errorf("%s:\n got %s\nwant %s", ref, got, want)
		}
		_, err := LoadFile(filepath.Join(dir, "game", "s.toml"))
		for _, secret := range []string{"root", "bin/bash", "password", "hunter2", "counters"} {
			if strings.Contains(err.Error(), secret) {
				t.Errorf("%s: the error shows %q: %v", ref, secret, err)
			}
		}
	}
}

// The scenario and the files it names are bounded together: maps that are
// each within the limit of a map file may not add up past MaxTotalSize.
func TestScenarioFilesAreBoundedTogether(t *testing.T) {
	dir := t.TempDir()
	mapText, _, err := maps.BuiltinData("test-square")
	if err != nil {
		t.Fatal(err)
	}
	padding := "# " + strings.Repeat("x", 3<<19) + "\n" // 1.5 MB of comment
	var refs []string
	files := map[string]string{}
	for i := range 3 {
		name := fmt.Sprintf("m%d.toml", i)
		files[name] = strings.Replace(string(mapText), `id = "test-square"`, fmt.Sprintf(`id = "m%d"`, i), 1) + padding
		refs = append(refs, fmt.Sprintf("%q", name))
	}
	files["s.toml"] = strings.Replace(refScenario("x"), `maps = ["x"]`, "maps = ["+strings.Join(refs, ", ")+"]", 1)
	writeFiles(t, dir, files)
	_, err = LoadFile(filepath.Join(dir, "s.toml"))
	m2 := filepath.Join(dir, "m2.toml")
	want := fmt.Sprintf(`maps[2]: cannot load map "m2.toml": %s: brings the scenario and the files it names to 4.6 MB, more than the 4 MB they may have together`, m2)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v\nwant ...%s", err, want)
	}
	if strings.Contains(errText(err), "maps[0]") || strings.Contains(errText(err), "maps[1]") {
		t.Errorf("the first two maps are within the limit: %v", err)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
