package design

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A design with a scenario gets a second map made from nothing: a new map
// file beside the scenario, named in its maps list by one edit (undone by
// one Undo), that plays and saves.
func TestAddMap(t *testing.T) {
	m := NewMap(filepath.Join(Untitled, "first.toml"), "first", "First", GridSpec{Kind: "hex", Cols: 6, Rows: 5})
	p, err := NewProjectFrom(m.Name, m.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.AddMap(GridSpec{Kind: "square", Cols: 4, Rows: 3}, "second", "Second"); !errors.Is(err, ErrNoScenario) {
		t.Errorf("AddMap without a scenario: %v", err)
	}
	if err := p.AddScenario(); err != nil {
		t.Fatal(err)
	}
	if _, err := p.AddMap(GridSpec{Kind: "square", Cols: 4, Rows: 3}, "first", "Again"); err == nil || !strings.Contains(err.Error(), `"first"`) {
		t.Errorf("AddMap of a taken id: %v", err)
	}
	f, err := p.AddMap(GridSpec{Kind: "square", Cols: 4, Rows: 3}, "second", "Second")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Maps) != 2 || p.Maps[1] != f || f.Name != filepath.Join(Untitled, "maps", "second.toml") {
		t.Fatalf("maps after AddMap: %d, the new one %q", len(p.Maps), f.Name)
	}
	if !strings.Contains(string(p.Scenario.Bytes()), `maps = ["first.toml", "maps/second.toml"]`) {
		t.Errorf("the scenario's maps:\n%s", p.Scenario.Bytes())
	}
	checkOK(t, "with two maps", p)
	s, err := p.PlayScenario()
	newGame(t, "two maps", s, err)
	if len(s.Maps) != 2 || s.Maps[1].ID != "second" {
		t.Errorf("played with %d maps", len(s.Maps))
	}
	if p.UndoName() == "" {
		t.Fatal("nothing to undo")
	}
	p.Undo()
	if strings.Contains(string(p.Scenario.Bytes()), "second") {
		t.Errorf("after undo the scenario still names the map:\n%s", p.Scenario.Bytes())
	}
	p.Redo()
	dir := t.TempDir()
	if err := p.SaveAs(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "maps", "second.toml")); err != nil {
		t.Errorf("the new map was not saved: %v", err)
	}
	checkFile(t, "saved", filepath.Join(dir, "scenario.toml"))
}
