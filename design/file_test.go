package design

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestReplaceEntryKeepsItsKind refuses entry texts that would change the
// file's entry structure.
func TestReplaceEntryKeepsItsKind(t *testing.T) {
	f := openFlat(t)
	grid := f.Find(Table, "grid")
	cases := []struct {
		entry int
		text  string
		ok    bool
	}{
		{grid, "[grid]\nkind = \"hex\"\ncols = 12\nrows = 10\n", true},
		{grid, "# lead\n[grid]\nkind = \"hex\"\ncols = 12\nrows = 10\n", true},
		{grid, "[grid]\nkind = \"hex\"\n[grid.x]\n", false},
		{grid, "kind = \"hex\"\n[grid]\n", false},
		{grid, "kind = \"hex\"\n", false},
		{0, "format = \"sandtable-map\"\n[grid]\n", false},
	}
	for _, c := range cases {
		before := f.Bytes()
		err := f.ReplaceEntry(c.entry, c.text)
		if (err == nil) != c.ok {
			t.Errorf("ReplaceEntry(%d, %q): %v", c.entry, c.text, err)
		}
		if err == nil {
			f.Undo()
		}
		if !bytes.Equal(f.Bytes(), before) {
			t.Errorf("ReplaceEntry(%d, %q) and undo changed the file", c.entry, c.text)
		}
	}
	if err := f.InsertEntry(1, "[a]\n[b]\n"); err == nil {
		t.Errorf("InsertEntry took two tables")
	}
}

// TestWriteFile saves an edited file and reads back its bytes; it is
// then not modified, and named by its path.
func TestWriteFile(t *testing.T) {
	f := openFlat(t)
	if err := f.PaintCell(0, 0, "forest"); err != nil {
		t.Fatal(err)
	}
	if !f.Modified() {
		t.Fatal("an edited file is not modified")
	}
	path := filepath.Join(t.TempDir(), "m.toml")
	if err := f.WriteFile(path); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(got, f.Bytes()) {
		t.Fatalf("read back %d bytes (%v), saved %d", len(got), err, len(f.Bytes()))
	}
	if f.Modified() || f.Name != path || f.Builtin {
		t.Errorf("after saving: modified %v, name %q, builtin %v", f.Modified(), f.Name, f.Builtin)
	}
	f.Undo()
	if !f.Modified() {
		t.Errorf("undoing past the save does not make the file modified")
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("the save left %d files in the folder", len(entries))
	}
}

// TestDecode reads entries back as the bundled test-hex-flat writes them.
func TestDecode(t *testing.T) {
	f := openFlat(t)
	ps := f.Places()
	if len(ps) != 5 || ps[0].ID != "aubrecourt" || ps[0].VP != 2 || len(ps[0].Cells) != 2 || ps[0].Cells[1] != "W0403" {
		t.Errorf("places are %+v", ps)
	}
	var b BoxSpec
	if err := f.Decode(f.Items("box")[2], &b); err != nil || b.ID != "turns" || len(b.Slots) != 8 || b.H != 380 {
		t.Errorf("box turns is %+v (%v)", b, err)
	}
	tr, err := f.Terrain("sea")
	if err != nil || tr.Symbol != "~" || !tr.Impassable || tr.MoveCost != nil || tr.Pattern != "water" {
		t.Errorf("sea is %+v (%v)", tr, err)
	}
	if err := f.Decode(0, &b); err == nil {
		t.Errorf("Decode of the top-level keys as a box did not fail")
	}
}
