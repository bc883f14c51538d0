package main

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// TestVersion1SavesStillLoad loads saves written by the code before the
// secret model (save format version 1, made with "sandtable play ...
// --save") and checks each replays to the game it recorded: the same
// actions, the same faces, the same dice mode. Saving one again writes the
// current version.
func TestVersion1SavesStillLoad(t *testing.T) {
	for _, tc := range []struct {
		file    string
		actions int
		manual  bool
		faces   [][]int // the faces of the actions that rolled, in order
	}{
		{"testdata/v1-freeplay-seeded.save.toml", 6, false, [][]int{{1, 4}, {6}}},
		{"testdata/v1-freeplay-manual.save.toml", 6, true, [][]int{{4, 2}, {6}}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			g, err := rules.LoadSaveFile(tc.file)
			if err != nil {
				t.Fatal(err)
			}
			if len(g.Log()) != tc.actions || g.Manual != tc.manual {
				t.Fatalf("loaded %d actions, manual %v; want %d, %v", len(g.Log()), g.Manual, tc.actions, tc.manual)
			}
			var faces [][]int
			for _, e := range g.Log() {
				if len(e.Faces) > 0 {
					faces = append(faces, e.Faces)
				}
			}
			if !slices.EqualFunc(faces, tc.faces, slices.Equal) {
				t.Errorf("faces %v, the save recorded %v", faces, tc.faces)
			}
			var buf bytes.Buffer
			if err := g.Save(&buf); err != nil {
				t.Fatal(err)
			}
			if want := "version = 2\n"; !strings.Contains(buf.String(), want) {
				t.Errorf("saved again without %q:\n%s", want, buf.String())
			}
		})
	}
}

// TestChangedBundledScenarioIsNamed: a version-1 save of the Vernian game
// made before the air war was added (issue 12 changed the bundled
// scenario's phases, tables and counters) is refused at its digest line,
// with the reason, rather than replayed into a different game; the file
// itself is left as it was.
func TestChangedBundledScenarioIsNamed(t *testing.T) {
	const file = "testdata/v1-vernian-seeded.save.toml"
	before, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	_, err = rules.LoadSaveFile(file)
	if err == nil {
		t.Fatal("a save of the Vernian game before the air war loaded")
	}
	for _, want := range []string{file + ":7:1", "scenario_digest", "has changed since this game was saved"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	after, err := os.ReadFile(file)
	if err != nil || !bytes.Equal(before, after) {
		t.Errorf("the save changed on loading (err %v)", err)
	}
}

// TestSaveVersionOutOfRange: a save of a version this program does not
// know is refused at its version line.
func TestSaveVersionOutOfRange(t *testing.T) {
	for _, v := range []string{"0", "3"} {
		data := strings.Replace(mustRead(t, "testdata/v1-freeplay-seeded.save.toml"), "version = 1", "version = "+v, 1)
		_, err := rules.LoadSave("x.toml", []byte(data), nil)
		if err == nil || !strings.Contains(err.Error(), "version") || !strings.Contains(err.Error(), v+" is not supported") {
			t.Errorf("version %s: %v, want a refusal naming the version", v, err)
		}
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
