package app

import (
	"path/filepath"
	"strings"
	"testing"
)

// In Design mode the file dialogs start in the design's folder, not the
// program's current directory: Open design…, Import Tiled map…, the
// prints and Save As….
func TestDesignFileDialogsStartInTheDesignsFolder(t *testing.T) {
	w, _, dir := savedDesignWindow(t, "test-hex-flat")
	for _, it := range [][2]string{{"File", "Open design…"}, {"File", "Import Tiled map…"}, {"File", "Print counter sheet…"}, {"File", "Export map as PDF…"}} {
		started := "(not asked)"
		w.pick = func(_ bool, _, startDir, _, _ string, _ []string, done func(string)) {
			started = startDir
			done("")
		}
		menuItem(t, w, it[0], it[1]).Action()
		if started != dir {
			t.Errorf("%s ▸ %s: the dialog starts in %q, want the design's folder %q", it[0], it[1], started, dir)
		}
	}
	started := "(not asked)"
	w.ds.pickDir = func(_, startDir string, done func(string)) { started = startDir; done("") }
	menuItem(t, w, "File", "Save As…").Action()
	if started != dir {
		t.Errorf("Save As… starts in %q, want %q", started, dir)
	}
}

// Save says how many files it wrote, those changed alone, with the noun
// agreeing: Save As of test-hex-flat writes its scenario (its bundled
// maps and counter set stay bundled), "1 file"; a Save with nothing
// changed writes none.
func TestDesignSaveCountsTheFilesWritten(t *testing.T) {
	w, d, dir := savedDesignWindow(t, "test-hex-flat")
	if got, want := d.Status(), "saved 1 file in "+dir; got != want {
		t.Errorf("after Save As: status %q, want %q", got, want)
	}
	menuItem(t, w, "File", "Save").Action()
	if got := d.Status(); !strings.HasPrefix(got, "nothing to save") || strings.Contains(got, "saved") {
		t.Errorf("Save with nothing changed: status %q", got)
	}
	// An edit of a bundled map: Save writes its copy and the scenario
	// naming it, 2 files.
	f := breakW0702(t, d)
	menuItem(t, w, "File", "Save").Action()
	if got, want := d.Status(), "saved 2 files in "+dir; got != want {
		t.Errorf("after editing %s: status %q, want %q", filepath.Base(f.Name), got, want)
	}
}
