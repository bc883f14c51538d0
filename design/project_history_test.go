package design

import (
	"os"
	"path/filepath"
	"testing"
)

// copyFixture copies the fixture's files named (slash paths) into dir.
func copyFixture(t *testing.T, dir string, names ...string) {
	t.Helper()
	for _, name := range names {
		name = filepath.FromSlash(name)
		text, err := os.ReadFile(filepath.Join(fixture, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// gameFiles are the fixture's game's files on disk: the scenario, its map
// and its catalogue (slash paths relative to the fixture).
var gameFiles = []string{"game.toml", "maps/plain.toml", "counters.toml"}

// savedFixture is the fixture's game opened from a copy in a folder of
// its own.
func savedFixture(t *testing.T) *Project {
	t.Helper()
	dir := t.TempDir()
	copyFixture(t, dir, gameFiles...)
	p, err := OpenProject(filepath.Join(dir, "game.toml"))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// paint is an edit of the design's first map: cell (x, 0) painted (the
// fixture's first row is clear).
func paint(t *testing.T, p *Project, x int, terrain string) {
	t.Helper()
	m := p.Maps[0]
	before := string(m.Bytes())
	if err := p.Edit(m, func() error { return m.PaintCell(x, 0, terrain) }); err != nil {
		t.Fatal(err)
	}
	if string(m.Bytes()) == before {
		t.Fatalf("painting cell (%d, 0) %s changed nothing", x, terrain)
	}
}

// addSide is an edit of the design's catalogue.
func addSide(t *testing.T, p *Project) {
	t.Helper()
	c := p.Counters[0]
	if err := p.Edit(c, func() error { return c.AddSide(SideSpec{ID: "neutral", Name: "Neutral", Color: "#999999"}) }); err != nil {
		t.Fatal(err)
	}
}

// Saved after edit A, A undone, then edit B: the text is neither the
// saved one nor the one before A, so the map and the design are modified,
// whether B is of the map or of another file (it ends the redo of A,
// which could have brought the saved text back).
func TestEditAfterUndoOfSavedEditIsModified(t *testing.T) {
	for _, tc := range []struct {
		name string
		b    func(t *testing.T, p *Project)
	}{
		{"B of the same file", func(t *testing.T, p *Project) { paint(t, p, 1, "forest") }},
		{"B of another file", func(t *testing.T, p *Project) { addSide(t, p) }},
	} {
		p := savedFixture(t)
		m := p.Maps[0]
		paint(t, p, 0, "forest") // A
		if err := p.Save(); err != nil {
			t.Fatal(err)
		}
		if m.Modified() || p.Modified() {
			t.Fatalf("%s: modified right after the save", tc.name)
		}
		p.Undo()
		if !m.Modified() || !p.Modified() {
			t.Errorf("%s: A undone: the map modified %v, the design %v; want both", tc.name, m.Modified(), p.Modified())
		}
		tc.b(t, p)
		if !m.Modified() || !p.Modified() {
			t.Errorf("%s: then B: the map modified %v, the design %v; want both (the saved text has A)", tc.name, m.Modified(), p.Modified())
		}
		// Whatever is undone now, A's saved text cannot come back: the map
		// stays modified.
		for p.Undo() != nil {
		}
		if !m.Modified() || !p.Modified() {
			t.Errorf("%s: everything undone: the map modified %v, the design %v; want both", tc.name, m.Modified(), p.Modified())
		}
	}
}

// A new edit after an Undo ends the redo history: nothing is left to
// redo, in the design or in any file, whether the new edit is of the file
// undone or of another.
func TestNewEditAfterUndoEndsRedo(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(t *testing.T, p *Project)
	}{
		{"an edit of the same file", func(t *testing.T, p *Project) { paint(t, p, 2, "forest") }},
		{"an edit of another file", func(t *testing.T, p *Project) { addSide(t, p) }},
	} {
		p := savedFixture(t)
		paint(t, p, 0, "forest")
		paint(t, p, 1, "forest")
		p.Undo()
		if p.RedoName() == "" {
			t.Fatalf("%s: nothing to redo after an Undo", tc.name)
		}
		tc.edit(t, p)
		before := texts(p)
		if name := p.RedoName(); name != "" {
			t.Errorf("%s: Redo still offers %q", tc.name, name)
		}
		if f := p.Redo(); f != nil {
			t.Errorf("%s: Redo changed %s", tc.name, f.Name)
		}
		for _, f := range p.Files() {
			if f.CanRedo() {
				t.Errorf("%s: %s can still redo %q", tc.name, f.Name, f.RedoName())
			}
		}
		sameTexts(t, tc.name+", Redo tried", p, before)
	}
}
