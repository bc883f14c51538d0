package render

import (
	"fmt"
	"image"
	"image/color"
	"io"
	"strings"

	"sandtable/board"
	"sandtable/internal/plural"
	"sandtable/maps"
	"sandtable/scenarios"
	"sandtable/sheets"
)

// PrintedMap is one map of a scenario printed by PrintMaps: its pages.
type PrintedMap struct {
	Name string
	sheets.MapLayout
	W, H float64 // the map's size at counter scale, mm
}

// PrintedMaps is a scenario's maps printed by PrintMaps, each on pages of
// its own, in the scenario's order.
type PrintedMaps struct {
	Maps  []PrintedMap
	Pages int // all the maps' pages
}

// Paper is the colour around a printed map: the paper's, no ink.
var Paper = color.RGBA{255, 255, 255, 255}

// PrintMaps prints the maps of s (with what opt asks for: coordinates,
// the set-up unless opt.NoCounters) to out as a PDF at the scale of
// printed counters counterMM wide: a counter on each map is as wide as one
// on the sheets `sandtable sheet` prints at that size. Each map is printed
// on pages of its own (sheets.WriteMaps lays out and tiles each one),
// on white paper; each page is drawn by the board's own drawing at mo.DPI.
func PrintMaps(out io.Writer, s *scenarios.Scenario, opt ScenarioOptions, counterMM float64, mo sheets.MapOptions) (PrintedMaps, error) {
	if len(s.Maps) == 0 {
		return PrintedMaps{}, fmt.Errorf("render: scenario %q has no map to print", s.Name)
	}
	if opt.MapNames == nil { // links name the maps they lead to, printed or not
		opt.MapNames = make(map[string]string, len(s.Maps))
		for _, m := range s.Maps {
			opt.MapNames[m.ID] = m.Name
		}
	}
	var p PrintedMaps
	ds := make([]sheets.MapDrawing, len(s.Maps))
	for i, m := range s.Maps {
		l := LayoutMaps([]*maps.Map{m})
		mm := counterMM / CounterSize(m.Topology) // mm per board pixel
		ds[i] = sheets.MapDrawing{Name: m.Name, W: l.Size.X * mm, H: l.Size.Y * mm, Draw: func(r sheets.Rect, w, h int) image.Image {
			return MapPart(s, m, opt, board.Point{X: r.X / mm, Y: r.Y / mm}, float64(w)/(r.W/mm), w, h)
		}}
		p.Maps = append(p.Maps, PrintedMap{Name: m.Name, W: ds[i].W, H: ds[i].H})
	}
	ls, err := sheets.WriteMaps(out, ds, mo)
	if err != nil {
		return PrintedMaps{}, err
	}
	for i, l := range ls {
		p.Maps[i].MapLayout = l
		p.Pages += len(l.Tiles)
	}
	return p, nil
}

// MapPart draws w×h image pixels of map m of s alone, laid out as
// LayoutMaps([]*maps.Map{m}) lays it out (its title above it), at scale
// with board pixel origin at the top left, on white paper: a map printed on
// pages of its own. The set-up on m is drawn unless opt.NoCounters.
func MapPart(s *scenarios.Scenario, m *maps.Map, opt ScenarioOptions, origin board.Point, scale float64, w, h int) *image.RGBA {
	c := NewCanvas(w, h, origin, scale)
	c.Fill(Paper)
	l := LayoutMaps([]*maps.Map{m})
	c.Squares(512, func(sq *Canvas) { sq.Maps([]*maps.Map{m}, l, opt.MapOptions) })
	if !opt.NoCounters {
		Shifted(c, l.Offsets[0]).setup(s, m, opt.Reveal)
	}
	return c.Img
}

// Summary says in a line how the maps were printed: "7 pages: West on 4 pages
// (2×2, a4 landscape, 408×317 mm), East on 3 (...)".
func (p PrintedMaps) Summary() string {
	parts := make([]string, len(p.Maps))
	for i, m := range p.Maps {
		orient := "portrait"
		if m.Landscape {
			orient = "landscape"
		}
		parts[i] = fmt.Sprintf("%s on %s (%d×%d, %s %s, %.0f×%.0f mm)", m.Name, plural.Count(len(m.Tiles), "page"), m.Cols, m.Rows, m.Paper.Name, orient, m.W, m.H)
	}
	return plural.Count(p.Pages, "page") + ": " + strings.Join(parts, ", ")
}
