package design

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/internal/tomlfile"
	"sandtable/scenarios"
)

// checkLines is what `sandtable check` prints on stderr for the file at
// path, before its count line: scenarios.CheckFile's errors one per line
// (the module check runs only on files that pass it).
func checkLines(t *testing.T, path string) []string {
	t.Helper()
	_, err := scenarios.CheckFile(path)
	var list tomlfile.Errors
	switch {
	case err == nil:
		return nil
	case errors.As(err, &list):
		var out []string
		for _, e := range list {
			out = append(out, e.Error())
		}
		return out
	}
	return []string{err.Error()}
}

// breakText makes one change to a bundled file's text, failing the test
// when old is not in it.
func breakText(t *testing.T, text []byte, old, new string) []byte {
	t.Helper()
	if !strings.Contains(string(text), old) {
		t.Fatalf("%q is not in the file", old)
	}
	return []byte(strings.Replace(string(text), old, new, 1))
}

// TestMessagesArePlaced breaks bundled files in ways whose messages name a
// cell, an edge, a place and a unit, writes them to disk to learn what
// check prints, and checks that the designer shows the same lines, each
// with the place a designer would jump to.
func TestMessagesArePlaced(t *testing.T) {
	mapText := builtinText(t, "maps", "test-hex-flat")
	scenText := builtinText(t, "scenarios", "test-hex-flat")
	dir := t.TempDir()
	cases := []struct {
		name, file string
		text       []byte
		kind       PlaceKind
		label      string
		path       string
	}{
		{"bad symbol in terrain_rows", "map.toml", breakText(t, mapText, `"~~...ff.rrmm"`, `"~~...fZ.rrmm"`), AtCell, "W0702", "terrain_rows[1]"},
		{"edge between cells that do not touch", "map.toml", breakText(t, mapText, `"W0204/W0304"`, `"W0204/W0904"`), AtEdge, "W0204/W0904", "edge[1].between[0]"},
		{"place with a bad kind", "map.toml", breakText(t, mapText, `kinds = ["town"]`, `kinds = ["village"]`), AtPlace, "millbrook", "place[1].kinds[0]"},
		{"place off the map", "map.toml", breakText(t, mapText, `cells = ["W1004"]`, `cells = ["W1044"]`), AtPlace, "fort-grise", "place[2].cells[0]"},
		{"terrain_at cell off the map", "map.toml", breakText(t, mapText, `cells = ["W0808", "W0809"]`, `cells = ["W0808", "W0899"]`), AtCell, "W0899", "terrain_at[0].cells[1]"},
		{"link from a cell off the map", "map.toml", breakText(t, mapText, `cell = "W0401"`, `cell = "W0444"`), AtCell, "W0444", "link[0].cell"},
		{"road through cells that do not touch", "map.toml", append(bytes.Clone(mapText), "\n[road_type.road]\n\n[[road]]\ntype = \"road\"\npath = [\"W0101\", \"W0103\"]\n"...), AtCell, "W0103", "road[0].path[1]"},
		{"unit set up off the map", "scen.toml", breakText(t, scenText, "count = 2\nat = \"W0906\"", "count = 2\nat = \"W0999\""), AtUnit, "ger-inf", "setup[0].at"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(dir, c.file)
			text := c.text
			if err := os.WriteFile(path, text, 0o644); err != nil {
				t.Fatal(err)
			}
			want := checkLines(t, path)
			if len(want) == 0 {
				t.Fatal("check finds nothing wrong with the broken file")
			}
			f := Open(path, text)
			r := f.Result()
			if len(r.Messages) != len(want) {
				t.Fatalf("designer has %d messages, check %d:\n%v\n%v", len(r.Messages), len(want), r.Messages, want)
			}
			found := false
			for k, m := range r.Messages {
				if m.Text != want[k] {
					t.Errorf("message %d is %q, check prints %q", k, m.Text, want[k])
				}
				if m.Place.Path == c.path {
					found = true
					if m.Place.Kind != c.kind || m.Place.Label != c.label {
						t.Errorf("%s: place %+v, want kind %d label %q", m.Text, m.Place, c.kind, c.label)
					}
					if m.Place.Entry < 0 || !strings.Contains(f.Entry(m.Place.Entry).Text, strings.SplitN(c.path, "[", 2)[0]) {
						t.Errorf("%s: entry %d does not hold %s", m.Text, m.Place.Entry, c.path)
					}
				}
			}
			if !found {
				t.Errorf("no message at %s: %v", c.path, r.Messages)
			}
		})
	}
}

// TestModuleRefusal: a scenario its rules module refuses (a Vernian HQ
// set up face down: "HQs ... are always face up") gets check's one line
// for it, naming the file as check is given it, with no position.
func TestModuleRefusal(t *testing.T) {
	f, err := OpenBuiltin("scenarios", "vernian")
	if err != nil {
		t.Fatal(err)
	}
	r := f.Result()
	if !r.OK() || r.Scenario == nil || r.Summary == "" {
		t.Fatalf("vernian does not check: %v", r.Messages)
	}
	i := -1
	for _, k := range f.Items("setup") {
		if strings.Contains(f.Entry(k).Text, `unit = "ger-hq-22"`) {
			i = k
		}
	}
	if i < 0 {
		t.Fatal("no set-up of ger-hq-22")
	}
	tx := f.begin("hide the HQ")
	tx.setKey(i, "hidden", "true")
	if err := tx.commit(); err != nil {
		t.Fatal(err)
	}
	r = f.Result()
	if len(r.Messages) != 1 {
		t.Fatalf("%d messages, want 1: %v", len(r.Messages), r.Messages)
	}
	m := r.Messages[0]
	const prefix = "builtin:vernian: the vernian rules do not accept this scenario: "
	if !strings.HasPrefix(m.Text, prefix) || !strings.Contains(m.Text, "ger-hq-22") || m.Err != nil || m.Place.Kind != AtFile {
		t.Errorf("message %q at %+v", m.Text, m.Place)
	}
	t.Log(m.Text)
	f.Undo()
	if !f.Result().OK() {
		t.Errorf("undo did not make it good again")
	}
}
