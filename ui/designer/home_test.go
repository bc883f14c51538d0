package designer

import (
	"testing"

	"fyne.io/fyne/v2"

	"sandtable/design"
	"sandtable/ui/render"
)

// The designer's first view shows the whole first map with its title
// above it, however small its counters come out: Play's home view zooms
// in until counters can be read, which showed a designer a corner of
// test-graph with its title cut off the top.
func TestHomeShowsTheWholeMapAndItsTitle(t *testing.T) {
	for _, name := range []string{"test-graph", "test-hex-flat"} {
		t.Run(name, func(t *testing.T) {
			d := newTestDesigner(t)
			d.win.Resize(fyne.NewSize(1200, 780))
			f, err := design.OpenBuiltin("maps", name)
			if err != nil {
				t.Fatal(err)
			}
			p, err := design.NewProjectFrom(f.Name, f.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			d.Proj = p
			p.OnChange(func(*design.File) {})
			d.Resume()
			b := d.Board()
			b.Home()
			sz := b.Size()
			tl, ok1 := b.ToolPointAt(fyne.NewPos(0, 0))
			br, ok2 := b.ToolPointAt(fyne.NewPos(sz.Width-1, sz.Height-1))
			if !ok1 || !ok2 {
				t.Fatalf("no board points at the corners of a %v board", sz)
			}
			r := d.preview.Maps[0].Bounds()
			const px = 3 // the corner pixels' own width, in map pixels
			r.Min.X, r.Min.Y, r.Max.X, r.Max.Y = r.Min.X+px, r.Min.Y+px, r.Max.X-px, r.Max.Y-px
			if tl.MapAt.X > r.Min.X || tl.MapAt.Y > r.Min.Y-render.TitleHeight || br.MapAt.X < r.Max.X || br.MapAt.Y < r.Max.Y {
				t.Errorf("the first view shows %v–%v of the map, want all of %v and the title's %.0f px above it", tl.MapAt, br.MapAt, r, render.TitleHeight)
			}
		})
	}
}
