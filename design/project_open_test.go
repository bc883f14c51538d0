package design

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fixture is the folder of the project tests' game.
var fixture = filepath.Join("testdata", "project")

// OpenProject opens a scenario with the files it names (local and
// bundled), a lone map or catalogue, and refuses what is not a Sandtable
// data file with an error naming it.
func TestOpenProjectFiles(t *testing.T) {
	big := filepath.Join(t.TempDir(), "big.toml")
	text := "format = \"sandtable-scenario\"\nversion = 1\n# " + strings.Repeat("x", 1<<20) + "\n"
	if err := os.WriteFile(big, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path  string
		files []string // the project's files' names, scenario, maps, catalogues
		err   string
	}{
		{filepath.Join(fixture, "game.toml"), []string{"testdata/project/game.toml", "testdata/project/maps/plain.toml",
			"maps/data/test-square.toml", "testdata/project/counters.toml"}, ""},
		{filepath.Join(fixture, "maps", "..", "maps", "plain.toml"), []string{"testdata/project/maps/plain.toml"}, ""},
		{filepath.Join(fixture, "counters.toml"), []string{"testdata/project/counters.toml"}, ""},
		// The outside file is not opened; the check says why.
		{filepath.Join(fixture, "escape.toml"), []string{"testdata/project/escape.toml", "testdata/project/counters.toml"}, ""},
		{filepath.Join(fixture, "notes.toml"), nil,
			`design: testdata/project/notes.toml: format "sandtable-notes" is not a Sandtable data format`},
		{filepath.Join(fixture, "missing.toml"), nil, "design: open testdata/project/missing.toml: no such file or directory"},
		{fixture, nil, "design: testdata/project: is a folder, not a file"},
		{big, nil, big + ": is 1.1 MB, more than the 1 MB a scenario file may have"},
	} {
		p, err := OpenProject(tc.path)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), filepath.FromSlash(tc.err)) {
				t.Errorf("%s: error %v, want %s", tc.path, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.path, err)
			continue
		}
		var names []string
		for _, f := range p.Files() {
			names = append(names, filepath.ToSlash(f.Name))
			if f.Builtin {
				if !bytes.Equal(f.Bytes(), bundledText(t, f)) {
					t.Errorf("%s: %s is not the bundled file", tc.path, f.Name)
				}
			} else if disk, err := os.ReadFile(f.Name); err != nil || !bytes.Equal(disk, f.Bytes()) {
				t.Errorf("%s: %s is not the file on disk (%v)", tc.path, f.Name, err)
			}
		}
		if strings.Join(names, " ") != strings.Join(tc.files, " ") {
			t.Errorf("%s: files %v, want %v", tc.path, names, tc.files)
		}
		if p.Dir != filepath.Dir(p.Files()[0].Name) || p.Modified() {
			t.Errorf("%s: Dir %q, modified %v", tc.path, p.Dir, p.Modified())
		}
	}
	p, err := OpenProject(filepath.Join(fixture, "escape.toml"))
	if err != nil {
		t.Fatal(err)
	}
	msgs := p.Check()[p.Scenario].Messages
	if len(msgs) != 1 || !strings.HasSuffix(msgs[0].Text, `maps[0]: cannot load map "../outside.toml": leaves the scenario's folder; a referenced file must be in that folder or below it`) {
		t.Errorf("escape.toml checks as %v", msgs)
	}
}

// A scenario's files open in its order; MapFile finds them by map id.
func TestMapFile(t *testing.T) {
	p, err := OpenProject(filepath.Join(fixture, "game.toml"))
	if err != nil {
		t.Fatal(err)
	}
	checkOK(t, "game", p)
	for id, want := range map[string]string{"": "plain.toml", "plain": "plain.toml", "test-square": "test-square.toml", "Plain": "", "nowhere": ""} {
		f := p.MapFile(id)
		if got := ""; f != nil {
			got = filepath.Base(f.Name)
			if got != want {
				t.Errorf("MapFile(%q) is %s, want %s", id, got, want)
			}
		} else if want != "" {
			t.Errorf("MapFile(%q) is nil, want %s", id, want)
		}
	}
	if abs, _ := filepath.Abs(filepath.Join(fixture, "game.toml")); p.PlayRef() != abs {
		t.Errorf("PlayRef %q, want %q", p.PlayRef(), abs)
	}
}

// A scenario edit naming another map opens it; undone, the old order is
// back.
func TestScenarioReferenceEdits(t *testing.T) {
	p, err := OpenProject("builtin:test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	pointy := p.Maps[1]
	s := p.Scenario
	if err := p.Edit(s, func() error { return s.SetElement(0, "maps", 1, "builtin:test-square") }); err != nil {
		t.Fatal(err)
	}
	if len(p.Maps) != 2 || p.Maps[1].Name != "maps/data/test-square.toml" || p.MapFile("test-square") != p.Maps[1] {
		t.Fatalf("after naming test-square: %d maps, the second %s", len(p.Maps), p.Maps[1].Name)
	}
	if p.Undo() != s || len(p.Maps) != 2 || p.Maps[1] != pointy {
		t.Errorf("undone: the second map is %s, want the same file as before", p.Maps[1].Name)
	}
	// An edited map the scenario no longer names stays in the design.
	if err := p.Edit(pointy, func() error { return pointy.PaintCell(0, 0, "forest") }); err != nil {
		t.Fatal(err)
	}
	if err := p.Edit(s, func() error { return s.RemoveElement(0, "maps", 1) }); err != nil {
		t.Fatal(err)
	}
	if len(p.Maps) != 2 || p.Maps[1] != pointy {
		t.Errorf("an edited map left out of the scenario is not kept: %d maps", len(p.Maps))
	}
}
