package scenarios

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/counters"
	"sandtable/maps"
)

// renamed is the bundled map test-square under map id id.
func renamed(t *testing.T, id string) string {
	t.Helper()
	text, _, err := maps.BuiltinData("test-square")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Replace(string(text), `id = "test-square"`, fmt.Sprintf("id = %q", id), 1)
}

// A text held in memory is read in place of the file it names, whether or
// not that file is on disk; a reference without one is read from disk.
func TestLoadWithReadsTheOverlayFirst(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"a.toml":      renamed(t, "on-disk-a"),
		"maps/b.toml": renamed(t, "on-disk-b"),
	})
	s := strings.Replace(refScenario("x"), `maps = ["x"]`, `maps = ["a.toml", "maps/b.toml", "c.toml"]`, 1)
	file := filepath.Join(dir, "s.toml")
	for _, tc := range []struct {
		name  string
		files map[string][]byte
		want  []string // map ids, or
		err   string   // the error's first line
	}{
		{"disk only: c.toml is missing", nil, nil,
			fmt.Sprintf(`maps[2]: cannot load map "c.toml": open %s: no such file or directory`, filepath.Join(dir, "c.toml"))},
		{"a file not on disk", map[string][]byte{filepath.Join(dir, "c.toml"): []byte(renamed(t, "memory-c"))},
			[]string{"on-disk-a", "on-disk-b", "memory-c"}, ""},
		{"texts in place of files on disk", map[string][]byte{
			filepath.Join(dir, "c.toml"):      []byte(renamed(t, "memory-c")),
			filepath.Join(dir, "maps/b.toml"): []byte(renamed(t, "memory-b")),
		}, []string{"on-disk-a", "memory-b", "memory-c"}, ""},
		{"keys are cleaned paths", map[string][]byte{
			dir + "/./maps/../c.toml": []byte(renamed(t, "memory-c")),
		}, []string{"on-disk-a", "on-disk-b", "memory-c"}, ""},
	} {
		got, err := LoadWith(file, []byte(s), tc.files)
		if tc.err != "" {
			first, _, _ := strings.Cut(errText(err), "\n")
			if !strings.HasSuffix(first, tc.err) {
				t.Errorf("%s: got %v\nwant ...%s", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		var ids []string
		for _, m := range got.Maps {
			ids = append(ids, m.ID)
		}
		if strings.Join(ids, " ") != strings.Join(tc.want, " ") {
			t.Errorf("%s: maps %v, want %v", tc.name, ids, tc.want)
		}
	}
}

// A text in memory fails exactly as the same text on disk would: the same
// messages at the same positions, size limit and format check included.
func TestLoadWithErrorsAreTheDiskErrors(t *testing.T) {
	good := renamed(t, "good")
	big := good + "# " + strings.Repeat("x", maps.MaxFileSize) + "\n"
	for _, tc := range []struct {
		name, text string
		want       string // a part of the error
	}{
		{"unknown key", strings.Replace(good, "\n[grid]", "\ncolour = 3\n[grid]", 1), `colour: unknown key`},
		{"syntax", strings.Replace(good, "\n[grid]", "\nname = \n[grid]", 1), `expected value`},
		{"bad cell", strings.Replace(good, `"....ww......"`, `"....ww.....z"`, 1), `terrain_rows[0]: column 12 (L1)`},
		{"too large", big, "more than the 2 MB a map file may have"},
		{"not a map", "password = \"hunter2\"\n", `is not a Sandtable map: it does not begin with format = "sandtable-map"`},
	} {
		dir := t.TempDir()
		file, m := filepath.Join(dir, "s.toml"), filepath.Join(dir, "m.toml")
		s := []byte(refScenario("m.toml"))
		writeFiles(t, dir, map[string]string{"m.toml": tc.text})
		_, diskErr := Load(file, s)
		writeFiles(t, dir, map[string]string{"m.toml": good})
		_, memErr := LoadWith(file, s, map[string][]byte{m: []byte(tc.text)})
		if diskErr == nil || !strings.Contains(diskErr.Error(), tc.want) {
			t.Errorf("%s: on disk: got %v, want ...%s", tc.name, diskErr, tc.want)
		}
		if errText(memErr) != errText(diskErr) {
			t.Errorf("%s: in memory:\n%v\non disk:\n%v", tc.name, memErr, diskErr)
		}
	}
}

// Texts in memory count against the scenario's budget as files do.
func TestLoadWithBudget(t *testing.T) {
	dir := t.TempDir()
	padding := "# " + strings.Repeat("x", 3<<19) + "\n" // 1.5 MB of comment
	files := map[string][]byte{}
	var refs []string
	for i := range 3 {
		name := fmt.Sprintf("m%d.toml", i)
		files[filepath.Join(dir, name)] = []byte(renamed(t, fmt.Sprintf("m%d", i)) + padding)
		refs = append(refs, fmt.Sprintf("%q", name))
	}
	s := strings.Replace(refScenario("x"), `maps = ["x"]`, "maps = ["+strings.Join(refs, ", ")+"]", 1)
	_, err := LoadWith(filepath.Join(dir, "s.toml"), []byte(s), files)
	want := fmt.Sprintf(`maps[2]: cannot load map "m2.toml": %s: brings the scenario and the files it names to 4.6 MB, more than the 4 MB they may have together`,
		filepath.Join(dir, "m2.toml"))
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v\nwant ...%s", err, want)
	}
}

// A text in memory cannot take a file outside the scenario's folder: the
// reference is refused before any text is looked up.
func TestLoadWithKeepsToTheFolder(t *testing.T) {
	dir := t.TempDir()
	outside := filepath.Join(dir, "outside.toml")
	_, err := LoadWith(filepath.Join(dir, "game", "s.toml"), []byte(refScenario("../outside.toml")),
		map[string][]byte{outside: []byte(renamed(t, "outside"))})
	want := `cannot load map "../outside.toml": leaves the scenario's folder`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want ...%s", err, want)
	}
}

// Bundled maps and catalogues are looked up under their reported names,
// for "builtin:NAME" references and a bundled scenario's plain names.
func TestLoadWithBundledData(t *testing.T) {
	_, mapFile, err := maps.BuiltinData("test-square")
	if err != nil {
		t.Fatal(err)
	}
	catText, catFile, err := counters.BuiltinData("test")
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(catText), `name = "Central Powers"`, `name = "Edited Powers"`, 1)
	files := map[string][]byte{mapFile: []byte(renamed(t, "edited-square")), catFile: []byte(edited)}
	plain := strings.Replace(refScenario("test-square"), `"builtin:test"`, `"test"`, 1)
	for _, tc := range []struct {
		name string
		load func() (*Scenario, error)
	}{
		{"builtin: references", func() (*Scenario, error) {
			return LoadWith(filepath.Join(t.TempDir(), "s.toml"), []byte(refScenario("builtin:test-square")), files)
		}},
		{"builtin:maps/ references", func() (*Scenario, error) {
			return LoadWith(filepath.Join(t.TempDir(), "s.toml"), []byte(refScenario("builtin:maps/test-square")), files)
		}},
		{"plain names in a bundled scenario", func() (*Scenario, error) {
			return LoadBuiltinTextWith("scenarios/data/s.toml", []byte(plain), files)
		}},
	} {
		s, err := tc.load()
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if s.Maps[0].ID != "edited-square" || s.Maps[0].File != mapFile {
			t.Errorf("%s: map %q from %s, want edited-square from %s", tc.name, s.Maps[0].ID, s.Maps[0].File, mapFile)
		}
		if side := s.Counters.Side("central"); side == nil || side.Name != "Edited Powers" {
			t.Errorf("%s: side central is %+v, want the edited name", tc.name, side)
		}
	}
	// Without texts, the bundled data as it is.
	s, err := LoadWith(filepath.Join(t.TempDir(), "s.toml"), []byte(refScenario("builtin:test-square")), nil)
	if err != nil || s.Maps[0].ID != "test-square" {
		t.Errorf("bundled map without texts: %v", err)
	}
}

// An edited bundled map with an error reports it under the bundled
// file's name and position, as the designer's map file does.
func TestLoadWithBundledErrors(t *testing.T) {
	_, mapFile, err := maps.BuiltinData("test-square")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(renamed(t, "x"), `"....ww......"`, `"....ww.....z"`, 1)
	_, derr := maps.Load(mapFile, []byte(bad))
	if derr == nil {
		t.Fatal("the edited map should not load")
	}
	_, err = LoadWith(filepath.Join(t.TempDir(), "s.toml"), []byte(refScenario("builtin:test-square")),
		map[string][]byte{mapFile: []byte(bad)})
	if err == nil || !strings.Contains(err.Error(), derr.Error()) {
		t.Errorf("got %v\nwant it to hold the map's own error %v", err, derr)
	}
}
