package render

import (
	"fmt"
	"image"
	"io"

	"sandtable/board"
	"sandtable/scenarios"
	"sandtable/sheets"
)

// PrintedMaps is a scenario's maps printed by PrintMaps.
type PrintedMaps struct {
	sheets.MapLayout
	W, H float64 // the maps' size at counter scale, mm
}

// PrintMaps prints the maps of s (with what opt asks for: coordinates,
// the set-up unless opt.NoCounters) to out as a PDF at the scale of
// printed counters counterMM wide: a counter on the first map is as wide
// as one on the sheets `sandtable sheet` prints at that size. Each page is
// drawn by the board's own drawing at mo.DPI (sheets.WriteMap tiles them).
func PrintMaps(out io.Writer, s *scenarios.Scenario, opt ScenarioOptions, counterMM float64, mo sheets.MapOptions) (PrintedMaps, error) {
	if len(s.Maps) == 0 {
		return PrintedMaps{}, fmt.Errorf("render: scenario %q has no map to print", s.Name)
	}
	l := LayoutMaps(s.Maps)
	mm := counterMM / CounterSize(s.Maps[0].Topology) // mm per board pixel
	draw := func(r sheets.Rect, w, h int) image.Image {
		return ScenarioPart(s, opt, board.Point{X: r.X / mm, Y: r.Y / mm}, float64(w)/(r.W/mm), w, h)
	}
	p := PrintedMaps{W: l.Size.X * mm, H: l.Size.Y * mm}
	var err error
	p.MapLayout, err = sheets.WriteMap(out, p.W, p.H, draw, mo)
	return p, err
}
