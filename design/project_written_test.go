package design

import (
	"path/filepath"
	"slices"
	"testing"
)

// Written names the files a save wrote: Save As of a new project writes
// its three; an edit of the map then makes Save write the map alone; a
// Save with nothing changed writes none.
func TestWrittenCountsTheFilesSaved(t *testing.T) {
	p := NewProject()
	dir := t.TempDir()
	if err := p.SaveAs(dir); err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, "scenario.toml"), filepath.Join(dir, "map.toml"), filepath.Join(dir, "counters.toml")}
	if got := p.Written(); len(got) != 3 || !slices.Equal(sorted(got), sorted(want)) {
		t.Errorf("Save As wrote %q, want %q", got, want)
	}
	c := p.Counters[0]
	if err := p.Edit(c, func() error { return c.AddSide(SideSpec{ID: "green", Name: "Green", Color: "#3a9a3a"}) }); err != nil {
		t.Fatal(err)
	}
	if err := p.Save(); err != nil {
		t.Fatal(err)
	}
	if got := p.Written(); !slices.Equal(got, []string{filepath.Join(dir, "counters.toml")}) {
		t.Errorf("Save after a counter set's edit wrote %q, want it alone", got)
	}
	if err := p.Save(); err != nil {
		t.Fatal(err)
	}
	if got := p.Written(); len(got) != 0 {
		t.Errorf("Save with nothing changed wrote %q", got)
	}
}

func sorted(s []string) []string { s = slices.Clone(s); slices.Sort(s); return s }
