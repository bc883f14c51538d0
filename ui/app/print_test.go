package app

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"sandtable/internal/heavytest"
)

// File > Print counter sheet… writes the scenario's counter sheets where
// the player chose, .pdf added; File > Export map as PDF… the maps.
func TestFileMenuPrints(t *testing.T) {
	heavytest.Skip(t, "two PDFs drawn and written on the test goroutine, offThread running in turn in tests")
	w := newTestWindow(t)
	dir := t.TempDir()
	items := map[string]*fyne.MenuItem{}
	for _, it := range w.Fyne().MainMenu().Items[0].Items {
		items[it.Label] = it
	}
	for label, file := range map[string]string{"Print counter sheet…": "sheet", "Export map as PDF…": "map"} {
		it := items[label]
		if it == nil || it.Action == nil {
			t.Fatalf("no File > %s", label)
		}
		var suggested string
		w.pick = func(save bool, _, _, startFile, _ string, exts []string, done func(string)) {
			suggested = startFile
			if !save || len(exts) != 1 || exts[0] != "pdf" {
				t.Errorf("%s: asked save %v for %v, want to save a pdf", label, save, exts)
			}
			done(filepath.Join(dir, file))
		}
		it.Action()
		if !strings.HasSuffix(suggested, ".pdf") || !strings.Contains(suggested, "Test flat hex") {
			t.Errorf("%s suggested %q, want the scenario's name and .pdf", label, suggested)
		}
		want := map[string]string{"sheet": "on 1 sheet to " + filepath.Join(dir, "sheet.pdf"), "map": "7 pages: Test flat hex on 4 pages (2×2, a4 landscape"}[file]
		if !strings.Contains(w.status.Text, want) {
			t.Errorf("%s: status %q, want it to say %q", label, w.status.Text, want)
		}
		data, err := os.ReadFile(filepath.Join(dir, file+".pdf"))
		if err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
			t.Errorf("%s: %s.pdf is not a PDF (%v)", label, file, err)
		}
	}
}

// In Design mode File > Print counter sheet… and Export map as PDF…
// suggest the design's name, not the preview game's turn ("Test flat
// hex - turn A Allies counters.pdf"): a design has no turn in play.
func TestDesignPrintNames(t *testing.T) {
	heavytest.Skip(t, "suggested names on the test goroutine; the other Design tests open the designer under -race")
	w := designWindow(t, "test-hex-flat")
	for label, want := range map[string]string{"Print counter sheet…": "Test flat hex counters.pdf", "Export map as PDF…": "Test flat hex map.pdf"} {
		suggested := ""
		w.pick = func(_ bool, _, _, startFile, _ string, _ []string, done func(string)) {
			suggested = startFile
			done("") // cancelled: nothing written
		}
		menuItem(t, w, "File", label).Action()
		if suggested != want {
			t.Errorf("File > %s in Design mode suggested %q, want %q", label, suggested, want)
		}
	}
}
