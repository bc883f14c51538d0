package designer

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/board"
	"sandtable/counters"
	"sandtable/design"
	"sandtable/ui/boardview"
	"sandtable/ui/render"
)

// trayFacePx is the side of a tray counter's picture in pixels.
const trayFacePx = 40

// counterPicture is unit u's counter at step as the board draws it (face
// down when hidden), trayFacePx square.
func (t *setupTab) counterPicture(cat *counters.Catalogue, u *counters.Unit, step int, hidden bool) *canvas.Image {
	key := fmt.Sprintf("%s/%s/%d/%t", cat.ID, u.ID, step, hidden)
	img, ok := t.faces[key]
	if !ok {
		h := float64(trayFacePx) / 2
		c := render.NewCanvas(trayFacePx, trayFacePx, board.Point{X: -h, Y: -h}, 1)
		if step >= len(u.Steps) {
			step = 0
		}
		c.Counter(board.Point{}, trayFacePx*0.82, render.UnitFace(cat, u, step, hidden))
		img = c.Img
		t.faces[key] = img
	}
	pic := canvas.NewImageFromImage(img)
	pic.FillMode = canvas.ImageFillContain
	pic.SetMinSize(fyne.NewSize(trayFacePx, trayFacePx))
	return pic
}

// refreshTray lists the catalogues' units by side and nation, with how
// many the scenario sets up and brings in as reinforcements.
func (t *setupTab) refreshTray() {
	placed, later := map[string]int{}, map[string]int{}
	for _, p := range t.setups() {
		placed[p.Unit] += count(p)
	}
	for _, r := range t.reinforcements() {
		later[r.Unit] += count(design.PlacementSpec(r.FilePlacement))
	}
	var objs []fyne.CanvasObject
	cats := t.catalogues()
	if len(cats) == 0 {
		l := widget.NewLabel("No counters to place: the scenario's catalogue does not load (see Problems) or it has no units yet (Counters tab).")
		l.Wrapping = fyne.TextWrapWord
		objs = append(objs, l)
	}
	for _, cat := range cats {
		listed := map[string]bool{}
		group := func(title string, col color.Color, units []*counters.Unit) {
			if len(units) == 0 {
				return
			}
			head := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			sw := canvas.NewRectangle(col)
			sw.SetMinSize(fyne.NewSize(12, 12))
			objs = append(objs, container.NewBorder(nil, nil, container.NewCenter(sw), nil, head))
			for _, u := range units {
				listed[u.ID] = true
				objs = append(objs, newTrayItem(t, cat, u, placed[u.ID], later[u.ID]))
			}
		}
		for _, n := range cat.Nations {
			var us []*counters.Unit
			for _, u := range cat.Units {
				if u.Nation == n.ID {
					us = append(us, u)
				}
			}
			title := n.Name
			if sd := cat.Side(n.Side); sd != nil {
				title = sd.Name + " — " + n.Name
			}
			group(title, n.Color, us)
		}
		var rest []*counters.Unit
		for _, u := range cat.Units {
			if !listed[u.ID] {
				rest = append(rest, u)
			}
		}
		group("Other units", color.Gray{160}, rest)
	}
	t.tray.Objects = objs
	t.tray.Refresh()
}

// refreshArmed shows the unit chosen in the tray, with a field to type
// where to set it up (for a keyboard).
func (t *setupTab) refreshArmed() {
	t.armedBox.Objects = nil
	if t.armed != "" {
		name := t.unitName(t.armed)
		at := widget.NewSelectEntry(t.whereChoices())
		at.SetPlaceHolder("cell label or box")
		put := func() {
			w, err := t.parseWhere(at.Text)
			if err != nil {
				t.d.SetStatus(err.Error())
				return
			}
			_ = t.place(t.armed, w)
		}
		at.OnSubmitted = func(string) { put() }
		t.armedBox.Objects = []fyne.CanvasObject{
			widget.NewLabel("Click cells or boxes to set up: " + name),
			container.NewBorder(nil, nil, widget.NewLabel("or at"), container.NewHBox(
				widget.NewButton("Set up", put),
				widget.NewButton("Done", func() { t.arm("") }),
			), at),
		}
	}
	t.armedBox.Refresh()
}

// arm chooses unit id in the tray ("" for none): clicks on the board then
// set it up.
func (t *setupTab) arm(id string) {
	t.armed = id
	t.refreshArmed()
	t.refreshTray()
	t.acc.Refresh()
	if id != "" {
		t.d.board.SetTool(t.tool)
		t.d.SetStatus(fmt.Sprintf("Click a cell or box to set up %s, or drag it from the tray.", t.unitName(id)))
	}
}

// dropAt sets up unit id where the tray's counter was dropped: pos is in
// the board widget's coordinates.
func (t *setupTab) dropAt(id string, pos fyne.Position) error {
	p, ok := t.d.board.ToolPointAt(pos)
	if !ok {
		err := fmt.Errorf("designer: dropped off the board: nothing set up")
		t.d.SetStatus(err.Error())
		return err
	}
	return t.drop(id, p)
}

// drop sets up unit id at board point p (a cell or box).
func (t *setupTab) drop(id string, p boardview.ToolPoint) error {
	w, ok := whereAt(p)
	if !ok {
		err := fmt.Errorf("designer: dropped on no cell or box: nothing set up")
		t.d.SetStatus(err.Error())
		return err
	}
	return t.place(id, w)
}

// trayItem is one unit in the tray: its counter, name and how many are
// set up. A tap chooses it (then clicks on the board set it up); a drag
// onto the board sets one up where it is dropped.
type trayItem struct {
	widget.BaseWidget
	t       *setupTab
	id      string
	content fyne.CanvasObject
	// last is where the pointer was in the drag, in absolute coordinates.
	last     fyne.Position
	dragging bool
	// ghost is the counter following the pointer during the drag (an
	// overlay of the window's canvas); pic is the counter's picture.
	ghost *fyne.Container
	pic   *canvas.Image
}

func newTrayItem(t *setupTab, cat *counters.Catalogue, u *counters.Unit, placed, later int) *trayItem {
	it := &trayItem{t: t, id: u.ID}
	it.ExtendBaseWidget(it)
	name := widget.NewLabel(u.Name)
	name.Truncation = fyne.TextTruncateEllipsis
	if u.ID == t.armed {
		name.TextStyle.Bold = true
		name.Importance = widget.HighImportance
	}
	n := fmt.Sprintf("%d set up", placed)
	if later > 0 {
		n += fmt.Sprintf(", %d later", later)
	}
	n += fmt.Sprintf(" of %d", u.Count)
	cnt := widget.NewLabel(n)
	if placed+later > u.Count {
		cnt.Importance = widget.WarningImportance
		cnt.SetText(n + ": more than the mix has")
	}
	cnt.SizeName = theme.SizeNameCaptionText
	it.pic = t.counterPicture(cat, u, 0, false)
	it.content = container.NewBorder(nil, nil, it.pic, nil,
		container.NewVBox(name, cnt))
	return it
}

// CreateRenderer draws the counter, the name and the count.
func (it *trayItem) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(it.content)
}

// Tapped chooses the unit (or, tapped again, no unit).
func (it *trayItem) Tapped(*fyne.PointEvent) {
	if it.t.armed == it.id {
		it.t.arm("")
		return
	}
	it.t.arm(it.id)
}

// Dragged follows a drag of the counter towards the board.
func (it *trayItem) Dragged(ev *fyne.DragEvent) {
	// The event's position is the pointer's in the item's coordinates
	// (AbsolutePosition is not set by every driver).
	it.last = fyne.CurrentApp().Driver().AbsolutePositionForObject(it).Add(ev.Position)
	c := it.t.d.win.Canvas()
	if !it.dragging {
		it.dragging = true
		it.t.d.SetStatus(fmt.Sprintf("Drop %s on a cell or box of the board.", it.t.unitName(it.id)))
		g := canvas.NewImageFromImage(it.pic.Image)
		g.Resize(fyne.NewSize(trayFacePx, trayFacePx))
		it.ghost = container.NewWithoutLayout(g)
		c.Overlays().Add(it.ghost)
	}
	if it.ghost != nil {
		// Where the overlay is on the canvas: the pointer, the counter's
		// middle under it.
		at := it.last.Subtract(fyne.CurrentApp().Driver().AbsolutePositionForObject(it.ghost))
		it.ghost.Objects[0].Move(at.Subtract(fyne.NewPos(trayFacePx/2, trayFacePx/2)))
		it.ghost.Refresh()
	}
	if p, ok := it.t.d.board.ToolPointAt(it.boardPos()); ok {
		if w, ok := whereAt(p); ok {
			if h, ok := it.t.tool.mark(w, color.NRGBA{40, 160, 60, 110}); ok {
				it.t.d.board.SetToolMarks([]boardview.Highlight{h})
				return
			}
		}
	}
	it.t.d.board.SetToolMarks(nil)
}

// DragEnd sets one up where the counter was dropped.
func (it *trayItem) DragEnd() {
	it.dragging = false
	if it.ghost != nil {
		it.t.d.win.Canvas().Overlays().Remove(it.ghost)
		it.ghost = nil
	}
	it.t.d.board.SetToolMarks(nil)
	_ = it.t.dropAt(it.id, it.boardPos())
}

// boardPos is the drag's last point in the board widget's coordinates.
func (it *trayItem) boardPos() fyne.Position {
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(it.t.d.board)
	return it.last.Subtract(abs)
}
