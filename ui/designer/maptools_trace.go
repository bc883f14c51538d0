package designer

import (
	"fmt"
	"image"
	_ "image/png" // trace pictures
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/internal/picture"
	"sandtable/internal/tomlfile"
)

// The picture a designer traces a graph map over: a PNG shown under the
// counters at an opacity, never saved in the map.

// Bounds on a trace picture, checked before it is decoded: its file, each
// side, and its pixels (16 million: 64 MB decoded, 16-bit colour counted
// double, as picture.Size counts them).
const (
	maxTraceBytes  = 20 << 20
	maxTraceSide   = 8000
	maxTracePixels = 16 << 20
)

// tracePanel loads, shows and takes away the trace picture.
type tracePanel struct {
	t       *mapTab
	mapID   string
	img     image.Image
	load    *widget.Button
	clear   *widget.Button
	opacity *widget.Slider
	info    *widget.Label
	content fyne.CanvasObject
}

func newTracePanel(t *mapTab) *tracePanel {
	p := &tracePanel{t: t, info: widget.NewLabel("No picture.")}
	p.info.Wrapping = fyne.TextWrapWord
	p.opacity = widget.NewSlider(0, 1)
	p.opacity.Step = 0.05
	p.opacity.Value = 0.5
	p.opacity.OnChanged = func(float64) { p.show() }
	p.load = widget.NewButton("Trace picture…", func() {
		if t.d.pick == nil {
			return
		}
		t.d.pick(false, "Picture to trace over", "", "", "PNG picture", []string{".png"}, func(path string) {
			if path == "" {
				return
			}
			if err := p.loadFile(path); err != nil {
				t.d.SetStatus(err.Error())
			}
		})
	})
	p.clear = widget.NewButton("Take the picture away", func() {
		if p.img != nil {
			t.d.board.SetTracePicture(p.mapID, nil, 0)
		}
		p.img = nil
		p.info.SetText("No picture.")
	})
	p.content = container.NewVBox(p.load, container.NewBorder(nil, nil, widget.NewLabel("Opacity"), nil, p.opacity), p.info, p.clear)
	return p
}

// loadFile reads the picture at path, bounded, and shows it on the
// panel's map.
func (p *tracePanel) loadFile(path string) error {
	name := filepath.Base(path)
	data, err := tomlfile.ReadFile(path, "trace picture", maxTraceBytes)
	if err != nil {
		return fmt.Errorf("designer: trace picture: %v", err)
	}
	img, _, err := picture.Decode(name, "trace picture", data, picture.Limits{MaxSide: maxTraceSide, MaxPixels: maxTracePixels})
	if err != nil {
		return fmt.Errorf("designer: trace picture %v", err)
	}
	m := p.t.curMap()
	if m == nil {
		return fmt.Errorf("designer: trace picture: the map has problems to fix first (see Problems)")
	}
	if p.img != nil && p.mapID != m.ID {
		p.t.d.board.SetTracePicture(p.mapID, nil, 0)
	}
	p.img, p.mapID = img, m.ID
	b := img.Bounds()
	p.info.SetText(fmt.Sprintf("%s, %d×%d px, on map %s.", name, b.Dx(), b.Dy(), m.ID))
	p.show()
	return nil
}

// show puts the picture on the board at the slider's opacity.
func (p *tracePanel) show() {
	if p.img != nil {
		p.t.d.board.SetTracePicture(p.mapID, p.img, p.opacity.Value)
	}
}

func (p *tracePanel) refresh() {}
