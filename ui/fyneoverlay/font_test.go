package fyneoverlay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// fontSamples are measured in every style: plain text, and runes the
// theme's Noto Sans lacks ("→", "✓"), which the patched loader finds
// through its lazy language-font lookup.
var fontSamples = []string{"Strategic Turn A", "ab", "a→✓b", "Ärmelkanal 12:1 (−1 column: forest)"}

var fontStyles = []fyne.TextStyle{{}, {Bold: true}, {Italic: true}, {Bold: true, Italic: true}, {Monospace: true}}

// fontWidths measures every sample in every style at 14 points.
func fontWidths(t *testing.T) map[string]fyne.Size {
	t.Helper()
	if fyne.CurrentApp() == nil {
		// Without a display there is no real app (TestMain); with one, a
		// test app would take over the loop tests' animations.
		test.NewTempApp(t)
	}
	out := map[string]fyne.Size{}
	for _, st := range fontStyles {
		for _, s := range fontSamples {
			out[fmt.Sprintf("%+v %q", st, s)] = fyne.MeasureText(s, 14, st)
		}
	}
	return out
}

// The patched font loading (fonts parsed once, the system language font
// looked up only for runes the theme lacks) measures text exactly as
// Fyne's own does: built with the overlay, the test measures again in a
// build without it and compares every width. In either build, the same
// string measures the same twice over, and the runes the theme lacks take
// room.
func TestFontPatchMeasures(t *testing.T) {
	got := fontWidths(t)
	again := fontWidths(t)
	for k, v := range got {
		if again[k] != v || v.Width <= 0 {
			t.Errorf("%s: %v then %v", k, v, again[k])
		}
	}
	plain, with := got[fmt.Sprintf("%+v %q", fyne.TextStyle{}, "ab")], got[fmt.Sprintf("%+v %q", fyne.TextStyle{}, "a→✓b")]
	if with.Width <= plain.Width+4 {
		t.Errorf("runes the theme lacks take no room: %v vs %v", with, plain)
	}
	if !overlaid {
		return // this is the unpatched build: nothing to compare with
	}
	want := unpatchedFontWidths(t)
	if len(want) != len(got) {
		t.Fatalf("the unpatched build measured %d samples, this one %d", len(want), len(got))
	}
	for k, v := range got {
		if want[k] != v {
			t.Errorf("%s: %v with the patched font loading, %v without", k, v, want[k])
		}
	}
}

// unpatchedFontWidths runs TestFontWidthsChild in a build of this package
// without the overlay (plain go test) and reads the widths it prints.
func unpatchedFontWidths(t *testing.T) map[string]fyne.Size {
	t.Helper()
	// go test puts its own GOROOT/bin first on the PATH of the tests it
	// runs, so this is the go that built this test.
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("no go command to build the unpatched child: %v", err)
	}
	cmd := exec.Command(goBin, "test", "-count=1", "-v", "-run", "^TestFontWidthsChild$", ".")
	cmd.Env = append(os.Environ(), "SANDTABLE_FONT_WIDTHS=1", "DISPLAY=") // no loop: the child measures with a test app
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("measuring with unpatched Fyne: %v\n%s", err, out)
	}
	i := bytes.Index(out, []byte("WIDTHS "))
	if i < 0 {
		t.Fatalf("the unpatched build printed no widths:\n%s", out)
	}
	line := out[i+len("WIDTHS "):]
	if j := bytes.IndexByte(line, '\n'); j >= 0 {
		line = line[:j]
	}
	var want map[string]fyne.Size
	if err := json.Unmarshal(line, &want); err != nil {
		t.Fatalf("widths from the unpatched build: %v", err)
	}
	return want
}

// TestFontWidthsChild is the unpatched half of TestFontPatchMeasures: run
// by it (SANDTABLE_FONT_WIDTHS=1), it prints the widths on one line.
func TestFontWidthsChild(t *testing.T) {
	if os.Getenv("SANDTABLE_FONT_WIDTHS") != "1" {
		return // only as TestFontPatchMeasures' child
	}
	if overlaid {
		t.Fatal("the child must be built without the overlay")
	}
	b, err := json.Marshal(fontWidths(t))
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("WIDTHS %s\n", b)
}
