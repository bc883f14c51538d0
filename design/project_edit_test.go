package design

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// texts are the files' texts, by file.
func texts(p *Project) map[*File]string {
	out := map[*File]string{}
	for _, f := range p.Files() {
		out[f] = string(f.Bytes())
	}
	return out
}

// sameTexts fails the test for each file whose text is not in want.
func sameTexts(t *testing.T, what string, p *Project, want map[*File]string) {
	t.Helper()
	for _, f := range p.Files() {
		if got := string(f.Bytes()); got != want[f] {
			t.Errorf("%s: %s is not as it should be", what, f.Name)
		}
	}
}

// Edits of the map, the catalogue and the scenario are one history: Undo
// takes back the last whichever file it changed, Redo makes it again,
// OnChange hears of each, and a new edit ends what could be redone.
func TestProjectHistoryAcrossFiles(t *testing.T) {
	p, err := OpenProject("builtin:test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	m, c, s := p.Maps[0], p.Counters[0], p.Scenario
	var heard []*File
	p.OnChange(func(f *File) { heard = append(heard, f) })
	steps := []struct {
		f    *File
		edit func() error
		want string // in the file's text after the edit
	}{
		{m, func() error { return m.PaintCell(2, 0, "forest") }, `"~~f.ff..rrmm",`}, // row 1 was "~~..ff..rrmm"
		{c, func() error { return c.AddSide(SideSpec{ID: "neutral", Name: "Neutral", Color: "#999999"}) }, "[[side]]\nid = \"neutral\"\n"},
		{s, func() error {
			_, err := s.AddSetup(PlacementSpec{Unit: "ger-inf", At: "W0301"})
			return err
		}, "[[setup]]\nunit = \"ger-inf\"\nat = \"W0301\"\n"},
	}
	before := []map[*File]string{texts(p)}
	var names []string
	for k, st := range steps {
		if err := p.Edit(st.f, st.edit); err != nil {
			t.Fatalf("edit %d: %v", k, err)
		}
		if !strings.Contains(string(st.f.Bytes()), st.want) {
			t.Errorf("edit %d: %s does not hold %q", k, st.f.Name, st.want)
		}
		if p.UndoName() == "" || p.UndoName() != st.f.UndoName() {
			t.Errorf("edit %d: UndoName %q, the file's edit is %q", k, p.UndoName(), st.f.UndoName())
		}
		names = append(names, p.UndoName())
		before = append(before, texts(p))
	}
	if len(heard) != 3 || heard[0] != m || heard[1] != c || heard[2] != s || !p.Modified() {
		t.Fatalf("OnChange heard %d changes; modified %v", len(heard), p.Modified())
	}
	checkOK(t, "after the edits", p)
	for k := len(steps) - 1; k >= 0; k-- {
		if p.UndoName() != names[k] {
			t.Errorf("undo %d: UndoName %q, want %q", k, p.UndoName(), names[k])
		}
		if f := p.Undo(); f != steps[k].f {
			t.Fatalf("undo %d changed %v, want %s", k, f, steps[k].f.Name)
		}
		sameTexts(t, "after undo", p, before[k])
		if p.RedoName() != names[k] {
			t.Errorf("undo %d: RedoName %q, want %q", k, p.RedoName(), names[k])
		}
	}
	if p.Undo() != nil || p.UndoName() != "" || p.Modified() {
		t.Errorf("everything undone: Undo still has %q; modified %v", p.UndoName(), p.Modified())
	}
	for _, f := range p.Files() {
		if !bytes.Equal(f.Bytes(), bundledText(t, f)) {
			t.Errorf("everything undone: %s is not the bundled file", f.Name)
		}
	}
	for k := range steps {
		if f := p.Redo(); f != steps[k].f {
			t.Fatalf("redo %d changed %v, want %s", k, f, steps[k].f.Name)
		}
		sameTexts(t, "after redo", p, before[k+1])
	}
	if p.Redo() != nil {
		t.Error("Redo with nothing undone did something")
	}
	if len(heard) != 9 {
		t.Errorf("OnChange heard %d changes, want 3 edits, 3 undos, 3 redos", len(heard))
	}
	// Undo the scenario's and the catalogue's edits, then edit the map:
	// nothing is left to redo, in any file.
	p.Undo()
	p.Undo()
	if err := p.Edit(m, func() error { return m.PaintCell(3, 0, "rough") }); err != nil {
		t.Fatal(err)
	}
	if p.RedoName() != "" || p.Redo() != nil || c.CanRedo() || s.CanRedo() {
		t.Errorf("a new edit left %q to redo", p.RedoName())
	}
	p.Undo()
	p.Undo()
	sameTexts(t, "after undoing the new edit and the first", p, before[0])
}

// What Edit records: nothing for an fn that changes nothing; nothing, and
// every file as it was, for one that fails or is refused; one step for
// several edits of the file.
func TestProjectEditOutcomes(t *testing.T) {
	stop := errors.New("stop")
	for _, tc := range []struct {
		name  string
		edit  func(p *Project) error
		err   string // "" when the edit succeeds
		steps int    // the history's new steps
	}{
		{"no change", func(p *Project) error { return p.Edit(p.Maps[0], func() error { return nil }) }, "", 0},
		{"an edit the file refuses", func(p *Project) error {
			return p.Edit(p.Maps[0], func() error { return p.Maps[0].PaintCell(0, 0, "lava") })
		}, "lava", 0},
		{"fails after editing", func(p *Project) error {
			return p.Edit(p.Maps[0], func() error {
				if err := p.Maps[0].PaintCell(0, 0, "forest"); err != nil {
					return err
				}
				return stop
			})
		}, "stop", 0},
		{"changes another file", func(p *Project) error {
			return p.Edit(p.Maps[0], func() error {
				if err := p.Maps[0].PaintCell(0, 0, "forest"); err != nil {
					return err
				}
				return p.Counters[0].AddSide(SideSpec{ID: "neutral", Name: "Neutral"})
			})
		}, "an edit of maps/data/test-hex-flat.toml changed counters/data/test.toml too", 0},
		{"undoes inside", func(p *Project) error {
			return p.Edit(p.Maps[0], func() error { p.Maps[0].Undo(); return nil })
		}, "use the design's Undo and Redo", 0},
		{"a file not in the design", func(p *Project) error {
			f := NewMap("other.toml", "other", "Other", newGrid)
			return p.Edit(f, func() error { return f.PaintCell(0, 0, "clear") })
		}, "not in this design", 0},
		{"several edits, one step", func(p *Project) error {
			return p.Edit(p.Maps[0], func() error {
				if err := p.Maps[0].PaintCell(0, 0, "forest"); err != nil {
					return err
				}
				return p.Maps[0].PaintCell(1, 0, "forest")
			})
		}, "", 1},
	} {
		p, err := OpenProject("builtin:test-hex-flat")
		if err != nil {
			t.Fatal(err)
		}
		// A history with something to undo and something to redo.
		m := p.Maps[0]
		for _, x := range []int{5, 6} {
			if err := p.Edit(m, func() error { return m.PaintCell(x, 9, "forest") }); err != nil {
				t.Fatal(err)
			}
		}
		p.Undo()
		was, undo, redo := texts(p), p.UndoName(), p.RedoName()
		heard := 0
		p.OnChange(func(*File) { heard++ })
		err = tc.edit(p)
		if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
		}
		if tc.steps == 0 {
			sameTexts(t, tc.name, p, was)
			if p.UndoName() != undo || p.RedoName() != redo || heard != 0 {
				t.Errorf("%s: undo %q redo %q, heard %d; want %q, %q, 0", tc.name, p.UndoName(), p.RedoName(), heard, undo, redo)
			}
			if m.Result() != nil && !m.Result().OK() {
				t.Errorf("%s: the map's check is not of its text: %v", tc.name, m.Result().Messages)
			}
			continue
		}
		if heard != 1 || p.RedoName() != "" {
			t.Errorf("%s: heard %d changes, redo %q", tc.name, heard, p.RedoName())
		}
		for range tc.steps {
			p.Undo()
		}
		sameTexts(t, tc.name+", undone", p, was)
	}
}
