package designer

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/board"
	"sandtable/design"
	"sandtable/internal/atomicfile"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
	"sandtable/ui/boardview"
)

// A map's picture ([picture]): a PNG or JPEG drawn over the terrain and
// under the grid, in the designer, in play and in prints. The Map tab's
// Picture section imports it (copied beside the map file when it is
// elsewhere), places it by numbers, fits it to the map and sets its
// opacity; the Picture tool drags it, or its bottom-right corner to scale
// it. Every change is one edit of the map's [picture], undone as one.

// picturePanel is the Map tab's Picture section.
type picturePanel struct {
	t                 *mapTab
	info              *widget.Label
	load, fit, remove *widget.Button
	apply             *widget.Button
	x, y, scale       *widget.Entry
	opacity           *widget.Slider
	content           fyne.CanvasObject
	refreshing        bool // the widgets are being set from the file
}

func newPicturePanel(t *mapTab) *picturePanel {
	p := &picturePanel{t: t, info: widget.NewLabel("No picture.")}
	p.info.Wrapping = fyne.TextWrapWord
	p.load = widget.NewButton("Import picture…", p.pick)
	p.fit = widget.NewButton("Fit to map", func() { p.set(p.fitted) })
	p.remove = widget.NewButton("Take the picture away", func() {
		if f := t.curFile(); f != nil {
			t.edit(f, "", nil, func() error { return f.SetPicture(nil) })
		}
	})
	p.x, p.y, p.scale = widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
	p.apply = widget.NewButton("Apply", p.applyFields)
	onEnter(p.apply, p.x, p.y, p.scale)
	p.opacity = widget.NewSlider(0, 1)
	p.opacity.Step = 0.05
	p.opacity.OnChangeEnded = func(v float64) {
		if p.refreshing {
			return
		}
		v = math.Round(v*100) / 100 // the slider's steps add up to 0.7500000000000001
		p.set(func(s *design.PictureSpec, _ *maps.Map) { s.Opacity = &v })
	}
	form := widget.NewForm(widget.NewFormItem("X", p.x), widget.NewFormItem("Y", p.y),
		widget.NewFormItem("Scale", p.scale), widget.NewFormItem("Opacity", p.opacity))
	hint := widget.NewLabel("Drawn over the terrain, under the grid, in play and in prints. The Picture tool (G) drags it; drag its bottom-right corner to scale it.")
	hint.Wrapping = fyne.TextWrapWord
	p.content = container.NewVBox(p.load, p.info, form, container.NewGridWithColumns(2, p.apply, p.fit), p.remove, hint)
	return p
}

// refresh shows the current map's picture.
func (p *picturePanel) refresh() {
	p.refreshing = true
	defer func() { p.refreshing = false }()
	f := p.t.curFile()
	var spec design.PictureSpec
	has := false
	if f != nil {
		spec, has = f.Picture()
	}
	fields := []fyne.Disableable{p.fit, p.remove, p.apply, p.x, p.y, p.scale, p.opacity}
	for _, w := range fields {
		if has {
			w.Enable()
		} else {
			w.Disable()
		}
	}
	if !has {
		p.info.SetText("No picture. Import a PNG or JPEG to trace the map over, or as its art.")
		for _, e := range []*widget.Entry{p.x, p.y, p.scale} {
			e.SetText("")
		}
		return
	}
	info := spec.File
	if m := p.t.curMap(); m != nil && m.Picture != nil && m.Picture.File == spec.File {
		b := m.Picture.Image.Rect
		info = fmt.Sprintf("%s, %d×%d pixels", spec.File, b.Dx(), b.Dy())
	}
	p.info.SetText(info)
	p.x.SetText(num(spec.X))
	p.y.SetText(num(spec.Y))
	p.scale.SetText(num(deref(spec.Scale, 1)))
	p.opacity.SetValue(deref(spec.Opacity, 1))
}

func deref(v *float64, def float64) float64 {
	if v == nil {
		return def
	}
	return *v
}

// num writes v as the fields show it: no more than four decimals.
func num(v float64) string { return strconv.FormatFloat(math.Round(v*1e4)/1e4, 'f', -1, 64) }

// set changes the current map's picture with change, as one edit.
func (p *picturePanel) set(change func(s *design.PictureSpec, m *maps.Map)) {
	f, m := p.t.curFile(), p.t.curMap()
	if f == nil || m == nil {
		p.t.d.SetStatus("designer: the map has problems to fix first (see Problems)")
		return
	}
	spec, ok := f.Picture()
	if !ok {
		p.t.d.SetStatus("designer: the map has no picture; import one first")
		return
	}
	change(&spec, m)
	p.t.edit(f, "", nil, func() error { return f.SetPicture(&spec) })
}

// fitted places the picture of spec over map m: as large as fits in the
// map's cells' bounds, centred.
func (p *picturePanel) fitted(spec *design.PictureSpec, m *maps.Map) {
	if m.Picture == nil || m.Picture.File != spec.File {
		return
	}
	fitPicture(spec, m.Topology.Bounds(), m.Picture.Image.Rect.Dx(), m.Picture.Image.Rect.Dy())
}

// fitPicture sets spec's place and scale so that a w×h picture is as
// large as fits in r, centred in it.
func fitPicture(spec *design.PictureSpec, r board.Rect, w, h int) {
	rw, rh := r.Max.X-r.Min.X, r.Max.Y-r.Min.Y
	s := math.Min(rw/float64(w), rh/float64(h))
	s = math.Max(maps.MinPictureScale, math.Min(maps.MaxPictureScale, math.Round(s*1e4)/1e4))
	spec.Scale = &s
	spec.X = math.Round((r.Min.X+(rw-s*float64(w))/2)*10) / 10
	spec.Y = math.Round((r.Min.Y+(rh-s*float64(h))/2)*10) / 10
}

// applyFields makes the picture's place and scale what the fields say.
func (p *picturePanel) applyFields() {
	var vals [3]float64
	for i, e := range []*widget.Entry{p.x, p.y, p.scale} {
		v, err := strconv.ParseFloat(strings.TrimSpace(e.Text), 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			p.t.d.SetStatus(fmt.Sprintf("designer: picture %s: %q is not a number", []string{"x", "y", "scale"}[i], e.Text))
			return
		}
		vals[i] = v
	}
	p.set(func(s *design.PictureSpec, _ *maps.Map) {
		s.X, s.Y = vals[0], vals[1]
		s.Scale = &vals[2]
	})
}

// pictureExts are the file dialog's filter: endings without the dot, as
// the dialogs take them, in both cases (GTK's patterns heed case).
var pictureExts = []string{"png", "jpg", "jpeg", "PNG", "JPG", "JPEG"}

// pick asks for a picture and imports it into the current map.
func (p *picturePanel) pick() {
	f := p.t.curFile()
	if f == nil || p.t.d.pick == nil {
		return
	}
	if f.Builtin || p.t.d.Proj.Dir == "" {
		p.t.d.SetStatus("designer: save the design first (File ▸ Save As…): the picture goes in the map file's folder")
		return
	}
	p.t.d.pick(false, "Picture for the map", filepath.Dir(f.Name), "", "PNG or JPEG picture", pictureExts, func(path string) {
		if path == "" {
			return
		}
		if err := p.importFile(path); err != nil {
			p.t.d.SetStatus(err.Error())
		}
	})
}

// importFile makes the picture at path the current map's, at half
// opacity, fitted to a grid map's cells or at the origin of a graph map
// (one picture pixel a board pixel, for spaces placed on it): named where it is when it is in the map file's
// folder (or below), else copied there first under a name no other file
// there has (or the name of a copy with the same bytes).
func (p *picturePanel) importFile(path string) error {
	f, m := p.t.curFile(), p.t.curMap()
	if f == nil || m == nil {
		return fmt.Errorf("designer: the map has problems to fix first (see Problems)")
	}
	data, err := tomlfile.ReadFile(path, "picture", maps.MaxPictureBytes)
	if err != nil {
		return fmt.Errorf("designer: picture: %v", err)
	}
	img, err := maps.DecodePicture(filepath.Base(path), data)
	if err != nil {
		return fmt.Errorf("designer: picture %v", err)
	}
	dir := filepath.Dir(f.Name)
	name, err := pictureName(dir, path, data)
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(name))); err != nil {
		if err := atomicfile.Write(filepath.Join(dir, filepath.FromSlash(name)), func(w io.Writer) error {
			_, err := w.Write(data)
			return err
		}); err != nil {
			return fmt.Errorf("designer: cannot copy the picture beside the map: %v", err)
		}
	}
	spec, _ := f.Picture()
	spec.File = name
	half := 0.5
	if spec.Opacity == nil {
		spec.Opacity = &half
	}
	if m.Kind() == board.Graph {
		// A graph map's spaces are placed on the picture: one picture
		// pixel a board pixel, from the origin.
		one := 1.0
		spec.X, spec.Y, spec.Scale = 0, 0, &one
	} else {
		fitPicture(&spec, m.Topology.Bounds(), img.Rect.Dx(), img.Rect.Dy())
	}
	return p.t.edit(f, "", nil, func() error { return f.SetPicture(&spec) })
}

// pictureName is what a map file in dir calls the picture at path, whose
// bytes are data: its path from dir when it is in dir or below, else the
// name of the copy to make in dir (its own name, or NAME-2... when a file
// of that name with other bytes is there already).
func pictureName(dir, path string, data []byte) (string, error) {
	if absDir, err := filepath.Abs(dir); err == nil {
		if abs, err := filepath.Abs(path); err == nil {
			if rel, err := filepath.Rel(absDir, abs); err == nil && filepath.IsLocal(rel) {
				name := filepath.ToSlash(rel)
				if _, err := maps.PicturePath(dir, name); err == nil {
					return name, nil
				}
			}
		}
	}
	base := filepath.Base(path)
	ext := filepath.Ext(base)
	stem := strings.TrimSuffix(base, ext)
	for n := 1; n < 1000; n++ {
		name := base
		if n > 1 {
			name = fmt.Sprintf("%s-%d%s", stem, n, ext)
		}
		if _, err := maps.PicturePath(dir, name); err != nil {
			return "", fmt.Errorf("designer: picture: %v", err)
		}
		have, err := os.ReadFile(filepath.Join(dir, name))
		if os.IsNotExist(err) || err == nil && bytes.Equal(have, data) {
			return name, nil
		}
	}
	return "", fmt.Errorf("designer: picture: too many files called %s in %s", base, dir)
}

// pictureTool drags the current map's picture: from inside it to move
// it, from its bottom-right corner to scale it (its top-left corner stays,
// its proportions too). The new place shows as an outline while the
// button is down and becomes one edit when it comes up.
type pictureTool struct {
	t *mapTab

	f       *design.File
	pic     *maps.Picture
	off     board.Point // layout pixels minus map pixels
	from    board.Point // where the drag began, map pixels
	scaling bool
	at      board.Point // the picture's top left now
	scale   float64
}

// handleSize is half the side of the square drawn at the corner of a
// w×h picture (board pixels); a press within twice that of the corner
// scales the picture.
func handleSize(w, h float64) float64 { return math.Max(6, math.Min(w, h)*0.03) }

func (pt *pictureTool) Press(p boardview.ToolPoint) {
	pt.f = nil
	f, m, ok := pt.t.at(p)
	if !ok {
		return
	}
	if m.Picture == nil {
		pt.t.d.SetStatus("This map has no picture: import one in the Map tab's Picture section.")
		return
	}
	pt.f, pt.pic = f, m.Picture
	pt.off = board.Point{X: p.At.X - p.MapAt.X, Y: p.At.Y - p.MapAt.Y}
	pt.from, pt.at, pt.scale = p.MapAt, m.Picture.At, m.Picture.Scale
	r := m.Picture.Rect()
	hs := handleSize(r.Max.X-r.Min.X, r.Max.Y-r.Min.Y)
	pt.scaling = math.Abs(p.MapAt.X-r.Max.X) <= 2*hs && math.Abs(p.MapAt.Y-r.Max.Y) <= 2*hs
	pt.marks()
}

func (pt *pictureTool) Drag(p boardview.ToolPoint) {
	if pt.f == nil {
		return
	}
	at := board.Point{X: p.At.X - pt.off.X, Y: p.At.Y - pt.off.Y} // in the map's pixels
	if pt.scaling {
		w, h := float64(pt.pic.Image.Rect.Dx()), float64(pt.pic.Image.Rect.Dy())
		dx, dy := at.X-pt.pic.At.X, at.Y-pt.pic.At.Y
		// The pointer projected on the picture's diagonal.
		s := (dx*w + dy*h) / (w*w + h*h)
		pt.scale = math.Max(maps.MinPictureScale, math.Min(maps.MaxPictureScale, math.Round(s*1e4)/1e4))
	} else {
		pt.at = board.Point{X: math.Round((pt.pic.At.X+at.X-pt.from.X)*10) / 10, Y: math.Round((pt.pic.At.Y+at.Y-pt.from.Y)*10) / 10}
	}
	pt.marks()
}

func (pt *pictureTool) Release(p boardview.ToolPoint) {
	if pt.f == nil {
		return
	}
	pt.Drag(p)
	f := pt.f
	pt.f = nil
	pt.t.d.board.SetToolMarks(nil)
	if pt.at == pt.pic.At && pt.scale == pt.pic.Scale {
		return
	}
	spec, ok := f.Picture()
	if !ok {
		return
	}
	spec.X, spec.Y = pt.at.X, pt.at.Y
	s := pt.scale
	if spec.Scale != nil || s != 1 {
		spec.Scale = &s
	}
	pt.t.edit(f, "", nil, func() error { return f.SetPicture(&spec) })
}

func (pt *pictureTool) Hover(p boardview.ToolPoint) {
	if pt.f != nil {
		return
	}
	_, m, ok := pt.t.at(p)
	if !ok || m.Picture == nil {
		pt.t.d.board.SetToolMarks(nil)
		return
	}
	pt.pic, pt.at, pt.scale = m.Picture, m.Picture.At, m.Picture.Scale
	pt.off = board.Point{X: p.At.X - p.MapAt.X, Y: p.At.Y - p.MapAt.Y}
	pt.marks()
}

// pictureInk is the outline of the picture being placed and its handle.
var pictureInk = boardview.FlashInk

// marks shows the picture's outline where it would go, and the handle
// at its bottom-right corner.
func (pt *pictureTool) marks() {
	w, h := float64(pt.pic.Image.Rect.Dx())*pt.scale, float64(pt.pic.Image.Rect.Dy())*pt.scale
	o := board.Point{X: pt.at.X + pt.off.X, Y: pt.at.Y + pt.off.Y}
	rect := []board.Point{o, {X: o.X + w, Y: o.Y}, {X: o.X + w, Y: o.Y + h}, {X: o.X, Y: o.Y + h}}
	hs := handleSize(w, h)
	c := rect[2]
	handle := []board.Point{{X: c.X - hs, Y: c.Y - hs}, {X: c.X + hs, Y: c.Y - hs}, {X: c.X + hs, Y: c.Y + hs}, {X: c.X - hs, Y: c.Y + hs}}
	width := math.Max(2, math.Min(w, h)*0.004)
	pt.t.d.board.SetToolMarks([]boardview.Highlight{boardview.OutlineMark(rect, width, pictureInk), boardview.OutlineMark(handle, width, pictureInk)})
}
