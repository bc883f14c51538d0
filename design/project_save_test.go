package design

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sandtable/scenarios"
)

// onDisk fails the test unless each file of p is on disk with its text.
func onDisk(t *testing.T, what string, p *Project) {
	t.Helper()
	for _, f := range p.Files() {
		if f.Builtin {
			continue
		}
		disk, err := os.ReadFile(f.Name)
		if err != nil || !bytes.Equal(disk, f.Bytes()) {
			t.Errorf("%s: %s is not on disk as the design holds it (%v)", what, f.Name, err)
		}
	}
}

// checkFile fails the test unless `sandtable check` passes path.
func checkFile(t *testing.T, what, path string) {
	t.Helper()
	if _, err := scenarios.CheckFile(path); err != nil {
		t.Errorf("%s: sandtable check %s: %v", what, path, err)
	}
}

// A new project saved into a folder is three files `sandtable check`
// passes, reopened with the same bytes; Save then writes edits in place.
func TestSaveAsNewProject(t *testing.T) {
	p := NewProject()
	m, c := p.Maps[0], p.Counters[0]
	if err := p.Edit(m, func() error { return m.PaintCell(3, 4, "clear") }); err != nil {
		t.Fatal(err)
	}
	if err := p.Edit(c, func() error { return c.AddSide(SideSpec{ID: "green", Name: "Green", Color: "#3a9a3a"}) }); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "new", "game") // made when missing
	if err := p.SaveAs(dir); err != nil {
		t.Fatal(err)
	}
	for f, name := range map[*File]string{p.Scenario: "scenario.toml", m: "map.toml", c: "counters.toml"} {
		if f.Name != filepath.Join(dir, name) {
			t.Errorf("saved as %s, want %s", f.Name, name)
		}
	}
	onDisk(t, "saved", p)
	checkFile(t, "saved", filepath.Join(dir, "scenario.toml"))
	if p.Dir != dir || p.Modified() || p.PlayRef() != filepath.Join(dir, "scenario.toml") {
		t.Errorf("Dir %s, modified %v, PlayRef %q", p.Dir, p.Modified(), p.PlayRef())
	}
	checkOK(t, "saved", p)
	q, err := OpenProject(filepath.Join(dir, "scenario.toml"))
	if err != nil {
		t.Fatal(err)
	}
	for k, f := range q.Files() {
		if !bytes.Equal(f.Bytes(), p.Files()[k].Bytes()) {
			t.Errorf("reopened: %s differs", f.Name)
		}
	}
	// Save writes the edited file and no other.
	before, _ := os.Stat(filepath.Join(dir, "counters.toml"))
	if err := p.Edit(m, func() error { return m.PaintCell(5, 5, "clear") }); err != nil {
		t.Fatal(err)
	}
	if err := p.Save(); err != nil {
		t.Fatal(err)
	}
	onDisk(t, "after Save", p)
	if after, _ := os.Stat(filepath.Join(dir, "counters.toml")); !after.ModTime().Equal(before.ModTime()) || p.Modified() {
		t.Errorf("Save wrote the unedited catalogue, or left the design modified (%v)", p.Modified())
	}
	// Saving into the same folder again replaces the design's own files.
	if err := p.SaveAs(dir); err != nil {
		t.Errorf("SaveAs into the design's own folder: %v", err)
	}
}

// A bundled scenario is saved as a copy: the edited bundled map too, the
// scenario naming it; an unedited one stays bundled.
func TestSaveAsBundledScenario(t *testing.T) {
	p, err := OpenProject("builtin:test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Save(); !errors.Is(err, ErrNotSaved) {
		t.Errorf("Save of a bundled scenario: %v, want ErrNotSaved", err)
	}
	m := p.Maps[0]
	if err := p.Edit(m, func() error { return m.PaintCell(2, 0, "forest") }); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := p.SaveAs(dir); err != nil {
		t.Fatal(err)
	}
	var names []string
	_ = filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, path)
			names = append(names, filepath.ToSlash(rel))
		}
		return nil
	})
	if strings.Join(names, " ") != "maps/test-hex-flat.toml test-hex-flat.toml" {
		t.Errorf("saved %v, want the scenario and the edited map", names)
	}
	text := string(p.Scenario.Bytes())
	if !strings.Contains(text, `maps = ["maps/test-hex-flat.toml", "builtin:test-hex-pointy"]`) ||
		!strings.Contains(text, `counters = ["builtin:test"]`) {
		t.Errorf("the copy names its files as\n%s", text[:strings.Index(text, "[turns]")])
	}
	onDisk(t, "saved", p)
	checkFile(t, "saved", filepath.Join(dir, "test-hex-flat.toml"))
	s, err := scenarios.LoadFile(filepath.Join(dir, "test-hex-flat.toml"))
	if err != nil || !strings.Contains(string(m.Bytes()), `"~~f.ff..rrmm"`) || m.Result().Map == nil || s.Maps[0].Digest != m.Result().Map.Digest {
		t.Errorf("the saved scenario does not play the edited map: %v", err)
	}
	if p.Scenario.Builtin || m.Builtin || !p.Maps[1].Builtin || p.Modified() {
		t.Errorf("after SaveAs: scenario builtin %v, map %v, pointy %v, modified %v", p.Scenario.Builtin, m.Builtin, p.Maps[1].Builtin, p.Modified())
	}
	if p.UndoName() != "name the saved copies of bundled files" {
		t.Errorf("UndoName %q", p.UndoName())
	}
	checkOK(t, "saved", p)
}

// SaveAs does not replace files it did not open: it names them and writes
// nothing, unless told to replace them.
func TestSaveAsRefusesOtherFiles(t *testing.T) {
	dir := t.TempDir()
	theirs := []byte("# someone else's map\n")
	if err := os.WriteFile(filepath.Join(dir, "map.toml"), theirs, 0o644); err != nil {
		t.Fatal(err)
	}
	p := NewProject()
	err := p.SaveAs(dir)
	var exists *ExistsError
	if !errors.As(err, &exists) || strings.Join(exists.Files, " ") != "map.toml" || !strings.Contains(err.Error(), "map.toml") {
		t.Fatalf("SaveAs over map.toml: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if disk, _ := os.ReadFile(filepath.Join(dir, "map.toml")); len(entries) != 1 || !bytes.Equal(disk, theirs) || p.Dir != "" {
		t.Errorf("a refused SaveAs wrote something: %d files, Dir %q", len(entries), p.Dir)
	}
	if err := p.SaveAsReplacing(dir, exists.Files); err != nil {
		t.Fatal(err)
	}
	onDisk(t, "replaced", p)
	checkFile(t, "replaced", filepath.Join(dir, "scenario.toml"))
}

// An imported Tiled map becomes a design of one unsaved map; AddScenario
// puts a freeplay scenario and two sides around it, which play and save.
func TestAddScenarioOnImportedMap(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "imported", "finite_flat_top_odd.toml")) // see its README
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewProjectFrom(filepath.Join(Untitled, "finite.toml"), text)
	if err != nil {
		t.Fatal(err)
	}
	if !p.Modified() || p.Scenario != nil || len(p.Maps) != 1 {
		t.Fatalf("imported: modified %v, scenario %v, %d maps", p.Modified(), p.Scenario != nil, len(p.Maps))
	}
	checkOK(t, "imported", p)
	if _, err := p.PlayScenario(); !errors.Is(err, ErrNoScenario) {
		t.Errorf("PlayScenario without a scenario: %v", err)
	}
	s, err := p.PreviewScenario()
	newGame(t, "preview of the lone map", s, err)
	if err := p.AddScenario(); err != nil {
		t.Fatal(err)
	}
	if p.Scenario == nil || len(p.Counters) != 1 || p.Scenario.Name != filepath.Join(Untitled, "scenario.toml") {
		t.Fatalf("AddScenario made %d catalogues", len(p.Counters))
	}
	checkOK(t, "with a scenario", p)
	s, err = p.PlayScenario()
	newGame(t, "play", s, err)
	if len(s.Sides) != 2 || s.Maps[0].File != p.Maps[0].Name || s.Module != "freeplay" {
		t.Errorf("played with %d sides on %s by %s", len(s.Sides), s.Maps[0].File, s.Module)
	}
	if err := p.AddScenario(); err == nil {
		t.Error("a second AddScenario")
	}
	dir := t.TempDir()
	if err := p.SaveAs(dir); err != nil {
		t.Fatal(err)
	}
	onDisk(t, "saved", p)
	checkFile(t, "saved", filepath.Join(dir, "scenario.toml"))
	if p.Modified() {
		t.Error("modified after SaveAs")
	}
}

// AddScenario on a map opened from a folder names its new files so as
// not to take the names of files there.
func TestAddScenarioNamesFreeFiles(t *testing.T) {
	dir := t.TempDir()
	text, err := os.ReadFile(filepath.Join(fixture, "maps", "plain.toml"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"plain.toml": text, "scenario.toml": []byte("# taken\n")} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p, err := OpenProject(filepath.Join(dir, "plain.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := p.AddScenario(); err != nil {
		t.Fatal(err)
	}
	if p.Scenario.Name != filepath.Join(dir, "scenario-2.toml") || p.Counters[0].Name != filepath.Join(dir, "counters.toml") || !p.Modified() {
		t.Errorf("new files %s, %s", p.Scenario.Name, p.Counters[0].Name)
	}
	if err := p.Save(); err != nil {
		t.Fatal(err)
	}
	onDisk(t, "saved", p)
	checkFile(t, "saved", filepath.Join(dir, "scenario-2.toml"))
	if disk, _ := os.ReadFile(filepath.Join(dir, "scenario.toml")); string(disk) != "# taken\n" {
		t.Error("Save wrote over scenario.toml")
	}
}

// A bundled map opened alone is saved as a file of its own.
func TestSaveAsBundledMap(t *testing.T) {
	p, err := OpenProject("builtin:maps/test-square")
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Save(); !errors.Is(err, ErrNotSaved) {
		t.Errorf("Save: %v, want ErrNotSaved", err)
	}
	dir := t.TempDir()
	if err := p.SaveAs(dir); err != nil {
		t.Fatal(err)
	}
	m := p.Maps[0]
	if m.Name != filepath.Join(dir, "test-square.toml") || m.Builtin || p.Modified() {
		t.Errorf("saved as %s (builtin %v, modified %v)", m.Name, m.Builtin, p.Modified())
	}
	onDisk(t, "saved", p)
	checkFile(t, "saved", m.Name)
}

// Told to replace one file the design did not open, SaveAs into a folder
// holding two such files refuses, naming the other alone, and writes
// nothing: both files keep their bytes, and the design stays unsaved.
func TestSaveAsReplacingOneOfTwoRefusesTheOther(t *testing.T) {
	dir := t.TempDir()
	theirs := map[string][]byte{"map.toml": []byte("# someone else's map\n"), "counters.toml": []byte("# someone else's counters\n")}
	for name, text := range theirs {
		if err := os.WriteFile(filepath.Join(dir, name), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := NewProject()
	c := p.Counters[0]
	if err := p.Edit(c, func() error { return c.AddSide(SideSpec{ID: "green", Name: "Green", Color: "#3a9a3a"}) }); err != nil {
		t.Fatal(err)
	}
	err := p.SaveAsReplacing(dir, []string{"map.toml"})
	var exists *ExistsError
	if !errors.As(err, &exists) || strings.Join(exists.Files, " ") != "counters.toml" ||
		!strings.Contains(err.Error(), "counters.toml") || strings.Contains(err.Error(), "map.toml") {
		t.Fatalf("SaveAsReplacing(map.toml) over map.toml and counters.toml: %v; want a refusal naming counters.toml alone", err)
	}
	for name, text := range theirs {
		if disk, _ := os.ReadFile(filepath.Join(dir, name)); !bytes.Equal(disk, text) {
			t.Errorf("the refused save changed %s", name)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 || p.Dir != "" || !p.Modified() {
		t.Errorf("the refused save left %d files, folder %q, modified %v", len(entries), p.Dir, p.Modified())
	}
}

// A file the design opened or saved that is now read-only, or that
// another program changed since (its text, not just its time), is not
// written over unasked: Save returns a ConflictError naming it and saying
// what changed, and writes nothing at all, the design's other edited
// files included. SaveReplacing with the names writes the design.
func TestSaveAsksBeforeWritingOverChangedOrReadOnlyFiles(t *testing.T) {
	for _, tc := range []struct {
		name    string
		saved   bool                                      // save once before the other program acts
		act     func(t *testing.T, counters string) error // the other program, on the catalogue
		why     string                                    // "" for no conflict
		changed bool
	}{
		{"changed since opened", false, func(t *testing.T, path string) error {
			return os.WriteFile(path, []byte("# theirs\n"), 0o644)
		}, "counters.toml was changed by another program since the design opened it (it is now 9 bytes", true},
		{"changed since saved", true, func(t *testing.T, path string) error {
			return os.WriteFile(path, []byte("# theirs\n"), 0o644)
		}, "counters.toml was changed by another program since the design last saved it", true},
		{"made read-only", false, func(t *testing.T, path string) error {
			return os.Chmod(path, 0o444)
		}, "counters.toml is read-only", false},
		{"touched, same text", false, func(t *testing.T, path string) error {
			later := time.Now().Add(time.Hour)
			return os.Chtimes(path, later, later)
		}, "", false},
		{"the same bytes written again", false, func(t *testing.T, path string) error {
			text, err := os.ReadFile(path)
			if err == nil {
				err = os.WriteFile(path, text, 0o644)
			}
			return err
		}, "", false},
	} {
		p := savedFixture(t)
		c := p.Counters[0]
		addSide(t, p)
		if tc.saved {
			if err := p.Save(); err != nil {
				t.Fatal(err)
			}
			if err := p.Edit(c, func() error { return c.AddSide(SideSpec{ID: "grey", Name: "Grey", Color: "#777777"}) }); err != nil {
				t.Fatal(err)
			}
		}
		paint(t, p, 0, "forest") // a second edited file
		if err := tc.act(t, c.Name); err != nil {
			t.Fatal(err)
		}
		disk := map[string][]byte{}
		for _, f := range p.Files() {
			if !f.Builtin {
				disk[f.Name], _ = os.ReadFile(f.Name)
			}
		}
		err := p.Save()
		if tc.why == "" {
			if err != nil {
				t.Errorf("%s: Save: %v", tc.name, err)
			}
			onDisk(t, tc.name, p)
			continue
		}
		var conflict *ConflictError
		if !errors.As(err, &conflict) || len(conflict.Files) != 1 || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s: Save: %v; want a ConflictError saying %q", tc.name, err, tc.why)
			continue
		}
		if got := conflict.Files[0]; got.File != "counters.toml" || got.Changed != tc.changed || got.ReadOnly == tc.changed {
			t.Errorf("%s: the conflict is %+v", tc.name, got)
		}
		for name, text := range disk {
			if now, _ := os.ReadFile(name); !bytes.Equal(now, text) {
				t.Errorf("%s: the refused save wrote %s", tc.name, name)
			}
		}
		if !p.Modified() {
			t.Errorf("%s: the refused save marked the design saved", tc.name)
		}
		if err := p.SaveReplacing(conflict.Names()); err != nil {
			t.Fatalf("%s: SaveReplacing(%v): %v", tc.name, conflict.Names(), err)
		}
		onDisk(t, tc.name+", replaced", p)
		checkFile(t, tc.name+", replaced", p.Scenario.Name)
		if p.Modified() {
			t.Errorf("%s: modified after SaveReplacing", tc.name)
		}
		// Saved by the design, the file asks no more (unless still
		// read-only).
		addSide2 := func() error { return c.AddSide(SideSpec{ID: "white", Name: "White", Color: "#eeeeee"}) }
		if err := p.Edit(c, addSide2); err != nil {
			t.Fatal(err)
		}
		if err := p.Save(); tc.changed && err != nil || !tc.changed && !errors.As(err, &conflict) {
			t.Errorf("%s: the next Save: %v", tc.name, err)
		}
	}
}
