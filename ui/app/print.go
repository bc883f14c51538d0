package app

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"sandtable/internal/atomicfile"
	"sandtable/internal/plural"
	"sandtable/sheets"
	"sandtable/ui/render"
)

// printCounterSheet asks where to save the scenario's counter sheets (its
// set-up and reinforcements, A4, 16 mm counters: `sandtable sheet`'s
// defaults) and writes them as a PDF. The counters are the scenario's,
// known to every side: nothing of the game in play is printed.
func (w *Window) printCounterSheet() {
	s := w.sess.Game.Scenario
	name := w.printName() + " counters.pdf"
	w.pick(true, "Print counter sheets (PDF: print double-sided, flipping on the long edge)", w.dialogDir(), name, "PDF documents", []string{"pdf"}, func(path string) {
		if path == "" {
			return
		}
		if filepath.Ext(path) == "" {
			path += ".pdf"
		}
		cs := sheets.ScenarioCounters(s)
		w.setStatus("printing counter sheets to " + path + "…")
		n := 0
		offThread(func() error {
			return atomicfile.Write(path, func(wr io.Writer) error {
				var err error
				n, err = sheets.Write(wr, cs, sheets.Options{Title: s.Name})
				return err
			})
		}, func(err error) {
			if err != nil {
				w.setStatus("")
				w.showError(err)
				return
			}
			w.setStatus(fmt.Sprintf("printed %s on %s to %s: print it double-sided, flipping on the long edge", plural.Count(len(cs), "counter"), plural.Count(n, "sheet"), path))
		})
	})
}

// printName is the start of a printed PDF's suggested file name: in Play
// mode the game's (the scenario and its turn), in Design mode the
// design's own name, not the preview game's turn: the designed scenario's
// name, or a lone map's or catalogue's file name.
func (w *Window) printName() string {
	if !w.designing() {
		return trimTOML(suggestedSaveName(w.sess.Game, w.sess.Path))
	}
	p := w.Designer().Proj
	if p.Scenario != nil {
		if r := p.Scenario.Result(); r.Scenario != nil && r.Scenario.Name != "" {
			return safeFileName(r.Scenario.Name)
		}
	}
	for _, f := range p.Files() {
		return strings.TrimSuffix(filepath.Base(f.Name), filepath.Ext(f.Name))
	}
	return safeFileName(w.sess.Game.Scenario.Name)
}

// exportMapPDF asks where to save the scenario's maps as a PDF to print
// and play on (A4, at the scale of 16 mm counters, tiled across pages
// with overlaps; no counters on it) and writes it.
func (w *Window) exportMapPDF() {
	s := w.sess.Game.Scenario
	name := w.printName() + " map.pdf"
	w.pick(true, "Export the map as PDF (to print at the scale of 16 mm counters)", w.dialogDir(), name, "PDF documents", []string{"pdf"}, func(path string) {
		if path == "" {
			return
		}
		if filepath.Ext(path) == "" {
			path += ".pdf"
		}
		w.setStatus("exporting the map to " + path + "…")
		var pm render.PrintedMaps
		offThread(func() error {
			return atomicfile.Write(path, func(wr io.Writer) error {
				var err error
				pm, err = render.PrintMaps(wr, s, render.ScenarioOptions{MapOptions: render.MapOptions{Coords: true, Names: true}, NoCounters: true},
					sheets.DefaultSide, sheets.MapOptions{Title: s.Name, Scale: sheets.FormatMM(sheets.DefaultSide) + " counters"})
				return err
			})
		}, func(err error) {
			if err != nil {
				w.setStatus("")
				w.showError(err)
				return
			}
			w.setStatus(fmt.Sprintf("exported the maps to %s: %s", path, pm.Summary()))
		})
	})
}
