package main

import (
	"fmt"
	"io"

	"sandtable/internal/atomicfile"
	"sandtable/sheets"
	"sandtable/ui/render"
)

// pdfOptions are render's flags for --format pdf.
type pdfOptions struct {
	paper, counter    string
	setup, fit, force bool
	coords, reveal    bool
	dpi               float64
}

// renderPDF prints a scenario's maps to a PDF at the scale of printed
// counters of the asked size (a counter on the board is as wide as one on
// the counter sheet `sandtable sheet --size` prints), tiled across pages,
// each page drawn at print resolution by the board's own drawing.
func renderPDF(ref, out string, o pdfOptions, stdout io.Writer) error {
	side, err := sheets.ParseSide(o.counter)
	if err != nil {
		return fmt.Errorf("%w: --counter: %v", errUsage, err)
	}
	p, err := sheets.PaperNamed(o.paper)
	if err != nil {
		return fmt.Errorf("%w: --paper: %v", errUsage, err)
	}
	if !(o.dpi >= 50 && o.dpi <= 600) {
		return fmt.Errorf("%w: --dpi %v: want 50 to 600", errUsage, o.dpi)
	}
	if err := refuseOverwrite(out, o.force); err != nil {
		return err
	}
	s, lone, err := loadRendered(ref)
	if err != nil {
		return err
	}
	opt := render.ScenarioOptions{MapOptions: render.MapOptions{Coords: o.coords, Names: true}, Reveal: o.reveal, NoCounters: !o.setup || lone}
	var pm render.PrintedMaps
	err = atomicfile.Write(out, func(w io.Writer) error {
		var err error
		pm, err = render.PrintMaps(w, s, opt, side, sheets.MapOptions{Paper: p, DPI: o.dpi, Fit: o.fit,
			Title: s.Name, Scale: sheets.FormatMM(side) + " counters"})
		return err
	})
	if err != nil {
		return fmt.Errorf("render: %s: %w", out, err)
	}
	fmt.Fprintf(stdout, "%s: %s", out, pm.Summary())
	if o.fit {
		fmt.Fprintf(stdout, ", each fitted to its page")
	}
	fmt.Fprintln(stdout)
	return nil
}
