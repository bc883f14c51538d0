package design

import (
	"bytes"
	"strings"
	"testing"

	"sandtable/counters"
	"sandtable/maps"
	"sandtable/scenarios"

	_ "sandtable/rules/aanorthafrica" // registers the modules the bundled scenarios name
	_ "sandtable/rules/freeplay"      // (as cmd/sandtable does)
	_ "sandtable/rules/greenfields"
	_ "sandtable/rules/outofafrica"
	_ "sandtable/rules/vernian"
)

// bundled is every bundled data file, as kind and name.
func bundled() [][2]string {
	var out [][2]string
	for _, n := range maps.BuiltinNames() {
		out = append(out, [2]string{"maps", n})
	}
	for _, n := range counters.BuiltinNames() {
		out = append(out, [2]string{"counters", n})
	}
	for _, n := range scenarios.BuiltinNames() {
		out = append(out, [2]string{"scenarios", n})
	}
	return out
}

func builtinText(t *testing.T, kind, name string) []byte {
	t.Helper()
	var text []byte
	var err error
	switch kind {
	case "maps":
		text, _, err = maps.BuiltinData(name)
	case "counters":
		text, _, err = counters.BuiltinData(name)
	default:
		text, _, err = scenarios.BuiltinData(name)
	}
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// TestBundledRoundTrip opens every bundled map, catalogue and scenario
// and saves it unchanged: the same bytes; and the bundled files check
// clean, as `sandtable check` finds them.
func TestBundledRoundTrip(t *testing.T) {
	files := bundled()
	if len(files) < 15 {
		t.Fatalf("only %d bundled files found", len(files))
	}
	for _, kn := range files {
		t.Run(kn[0]+"/"+kn[1], func(t *testing.T) {
			want := builtinText(t, kn[0], kn[1])
			f, err := OpenBuiltin(kn[0], kn[1])
			if err != nil {
				t.Fatal(err)
			}
			if got := f.Bytes(); !bytes.Equal(got, want) {
				t.Fatalf("saved %d bytes differ from the %d opened", len(got), len(want))
			}
			if r := f.Result(); !r.OK() {
				t.Fatalf("bundled file does not check: %v", r.Messages)
			}
			if f.Len() < 2 {
				t.Errorf("split into %d entries; a bundled file has tables", f.Len())
			}
			for i, e := range f.Entries() {
				if i > 0 && e.Kind == Header || i == 0 && e.Kind != Header {
					t.Errorf("entry %d is of kind %d", i, e.Kind)
				}
			}
		})
	}
}

// TestBundledEditAndUndo makes edits on every bundled file and undoes
// them: the file is then byte-identical to what was opened, and while
// edited, every entry the edit did not patch kept its bytes, comments
// included. The edits: removing each entry in turn (with what belongs to
// it), renaming the file
// (a key of the top-level entry), and on grid maps painting a cell.
func TestBundledEditAndUndo(t *testing.T) {
	for _, kn := range bundled() {
		t.Run(kn[0]+"/"+kn[1], func(t *testing.T) {
			f, err := OpenBuiltin(kn[0], kn[1])
			if err != nil {
				t.Fatal(err)
			}
			f.AutoCheck = false // thousands of edits; checked below where it matters
			opened := f.Bytes()
			before := f.Entries()
			undone := func(what string) {
				t.Helper()
				if !f.Undo() {
					t.Fatalf("%s: nothing to undo", what)
				}
				if !bytes.Equal(f.Bytes(), opened) {
					t.Fatalf("%s and undo: not the bytes opened", what)
				}
			}
			for i := 1; i < len(before); i++ {
				_, end := f.Span(i) // a [[unit]] goes with its [[unit.step]]s
				if err := f.RemoveEntry(i); err != nil {
					t.Fatal(err)
				}
				var want []byte
				for k, e := range before {
					if k < i || k >= end {
						want = append(want, e.Text...)
					}
				}
				if !bytes.Equal(f.Bytes(), want) {
					t.Fatalf("removing entry %d changed others", i)
				}
				undone("removing an entry")
			}

			tx := f.begin("rename")
			tx.setKey(0, "name", Quote("Renamed"))
			if err := tx.commit(); err != nil {
				t.Fatal(err)
			}
			untouched(t, before, f)
			if r := f.Check(); !r.OK() {
				t.Fatalf("renamed file does not check: %v", r.Messages)
			}
			undone("renaming")

			if g, err := f.grid(); kn[0] == "maps" && err == nil && g.Kind != "graph" {
				// a terrain other than the one the last cell has
				var to TerrainSpec
				for _, tr := range f.Terrains() {
					if tr.Symbol != "" && tr.Symbol != f.symbolAt("terrain_rows", Cell{g.Cols - 1, g.Rows - 1}) {
						to = tr
					}
				}
				if err := f.PaintCell(g.Cols-1, g.Rows-1, to.ID); err != nil {
					t.Fatal(err)
				}
				untouched(t, before, f)
				r := f.Check()
				if !r.OK() {
					t.Fatalf("painted map does not check: %v", r.Messages)
				}
				c, _ := r.Map.CellAt(g.Cols-1, g.Rows-1)
				if r.Map.TerrainAt(c).ID != to.ID {
					// terrain_at may override the rows; then the rows changed but not the cell
					if !strings.Contains(string(f.Bytes()), "terrain_at") {
						t.Errorf("the last cell is %s, not %s", r.Map.TerrainAt(c).ID, to.ID)
					}
				}
				undone("painting")
			}
			if f.Modified() {
				t.Errorf("the file says it is modified after every edit was undone")
			}
		})
	}
}

// TestCRLFAndBOM: a map saved by an editor with a byte-order mark and
// CRLF line ends opens, checks, saves the same bytes, and takes a paint,
// a new key line and an undo without changing its other line ends.
func TestCRLFAndBOM(t *testing.T) {
	text := builtinText(t, "maps", "test-hex-flat")
	crlf := append([]byte("\xef\xbb\xbf"), bytes.ReplaceAll(text, []byte("\n"), []byte("\r\n"))...)
	f := Open("crlf.toml", crlf)
	if !bytes.Equal(f.Bytes(), crlf) {
		t.Fatal("not saved as opened")
	}
	if r := f.Result(); !r.OK() {
		t.Fatalf("does not check: %v", r.Messages)
	}
	if err := f.PaintCell(2, 0, "forest"); err != nil {
		t.Fatal(err)
	}
	if err := f.RenamePlace("millbrook", "Millbrook Mills"); err != nil {
		t.Fatal(err)
	}
	got := string(f.Bytes())
	if !strings.Contains(got, "\r\n  \"~~f.ff..rrmm\",\r\n") || !strings.Contains(got, "\r\nname = \"Millbrook Mills\"\r\n") {
		t.Errorf("edits did not keep CRLF:\n%q", got)
	}
	if r := f.Result(); !r.OK() {
		t.Fatalf("edited file does not check: %v", r.Messages)
	}
	f.Undo()
	f.Undo()
	if !bytes.Equal(f.Bytes(), crlf) {
		t.Error("undo did not give back the bytes opened")
	}
}
