package design

import (
	"path/filepath"
	"strings"
	"testing"

	"sandtable/scenarios"
)

// savedGame is the fixture game saved into a folder of its own.
func savedGame(t *testing.T) (*Project, string) {
	t.Helper()
	p, err := OpenProject(filepath.Join(fixture, "game.toml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := p.SaveAs(dir); err != nil {
		t.Fatal(err)
	}
	return p, dir
}

// Check reports each file's problems against that file, with the other
// files' unsaved texts: an unsaved map edit the disk knows nothing of
// is the map's message, and the scenario's is its line naming the map.
func TestCheckUnsavedEdits(t *testing.T) {
	for _, tc := range []struct {
		name   string
		file   func(p *Project) *File
		edit   func(f *File) error
		line   int    // of the message in the file edited
		text   string // the message's end
		place  PlaceKind
		label  string
		refers string // the scenario's own message's end, "" for none
	}{
		{"a map's own error", func(p *Project) *File { return p.Maps[0] },
			func(f *File) error { return f.SetKey(0, "default_terrain", "lava") },
			8, `default_terrain: no terrain "lava" is declared`, AtPath, "",
			`maps[0]: map "maps/plain.toml" has errors`},
		{"a bundled map that no longer fits", func(p *Project) *File { return p.Maps[1] },
			func(f *File) error { return f.SetKey(f.Items("place")[2], "side", "neutral") },
			129, `place[2].side: no side "neutral" in the scenario's counters (have allies, central)`, AtPlace, "depot",
			`maps[1]: map "test-square" does not fit this scenario (1 error in maps/data/test-square.toml)`},
		{"a catalogue's own error", func(p *Project) *File { return p.Counters[0] },
			func(f *File) error { return f.SetKey(f.Items("nation")[0], "side", "nobody") },
			22, `nation[0].side: no side "nobody" in this catalogue`, AtPath, "",
			`counters[0]: catalogue "counters.toml" has errors`},
	} {
		p, dir := savedGame(t)
		f := tc.file(p)
		if err := p.Edit(f, func() error { return tc.edit(f) }); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if _, err := scenarios.CheckFile(filepath.Join(dir, "game.toml")); err != nil {
			t.Errorf("%s: the saved files do not check: %v", tc.name, err)
		}
		res := p.Check()
		for g, r := range res {
			switch g {
			case f:
				if len(r.Messages) != 1 {
					t.Errorf("%s: %s has %d messages, want 1: %v", tc.name, g.Name, len(r.Messages), r.Messages)
					continue
				}
				m := r.Messages[0]
				if !strings.HasPrefix(m.Text, f.Name+":") || !strings.HasSuffix(m.Text, tc.text) ||
					m.Place.Line != tc.line || m.Place.Kind != tc.place || m.Place.Label != tc.label {
					t.Errorf("%s: %s: %q at %+v\nwant ...%s on line %d, about %q", tc.name, g.Name, m.Text, m.Place, tc.text, tc.line, tc.label)
				}
			case p.Scenario:
				if len(r.Messages) != 1 || !strings.HasSuffix(r.Messages[0].Text, tc.refers) {
					t.Errorf("%s: the scenario's messages are %v, want one ending %s", tc.name, r.Messages, tc.refers)
				}
			default:
				if !r.OK() {
					t.Errorf("%s: %s has messages %v", tc.name, g.Name, r.Messages)
				}
			}
		}
		p.Undo()
		checkOK(t, tc.name+", undone", p)
	}
}

// An untitled project's scenario reads its map from memory too.
func TestCheckUntitled(t *testing.T) {
	p := NewProject()
	m := p.Maps[0]
	if err := p.Edit(m, func() error { return m.SetKey(0, "default_terrain", "lava") }); err != nil {
		t.Fatal(err)
	}
	res := p.Check()
	mine, scen := res[m].Messages, res[p.Scenario].Messages
	want := filepath.FromSlash("untitled/map.toml") + ":"
	if len(mine) != 1 || !strings.HasPrefix(mine[0].Text, want) || len(scen) != 1 ||
		!strings.HasSuffix(scen[0].Text, `maps[0]: map "map.toml" has errors`) {
		t.Errorf("map: %v\nscenario: %v", mine, scen)
	}
	if _, err := p.PreviewScenario(); err == nil {
		t.Error("a map with errors previews")
	}
	p.Undo()
	checkOK(t, "undone", p)
	if _, err := p.PreviewScenario(); err != nil {
		t.Error(err)
	}
}
