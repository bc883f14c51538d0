package boardview

import (
	"image"
	"math"
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/scenarios"
	"sandtable/ui/render"
	"sandtable/ui/session"
)

// Board is the board widget: it shows the session's maps and counters as
// the viewer may see them, pans (drag empty space, middle button, arrow
// keys), zooms (wheel, +/-), selects on click, and moves counters by drag
// and drop, acting only through the session's legal actions.
type Board struct {
	widget.BaseWidget

	sess   *session.Session
	status func(string)
	comp   Compositor
	// closeOnce closes comp once (Close).
	closeOnce sync.Once
	img       *canvas.Image
	// ghost is the dragged stack under the pointer (see ghost.go).
	ghost *canvas.Image
	// marksImg is the picture of a tool's marks over the board
	// (tool_marks.go); awaiting is the layer whose whole picture held
	// marks wait for, read by the compositor's show function.
	marksImg *canvas.Image
	awaiting atomic.Pointer[MapLayer]
	marksMu  sync.Mutex

	// scenario is the scenario whose maps layout and layer show.
	scenario *scenarios.Scenario

	mu     sync.Mutex // guards view and size, read by the frame builder
	view   View
	pxSize image.Point
	layout render.Layout
	// layer is the static map layer of scenario, drawn by the compositor
	// in tiles.
	layer *MapLayer
	// userView is set once the player pans or zooms; until then the board
	// keeps its home view (Home) or fit (Fit) as the window is resized.
	userView bool
	// fitAll is set by Fit: the view kept on resizes is the whole board,
	// not the home view.
	fitAll bool

	drag     *dragState
	modifier fyne.KeyModifier
	midPan   bool          // the middle button is panning
	midAt    fyne.Position // where the pointer was at the last pan step
	lastMove *Arrow
	// lastMoveAt is when lastMove was made (checkLastMove drops it).
	lastMoveAt lastMoveMark
	// pieces are the frame's stacks, control tints and module overlays,
	// which do not depend on the view: panning and zooming reuse them. nil
	// after any change of the session or of the overlays shown, and when a
	// drag starts or ends.
	pieces *framePieces
	// actionTargets are the selection's target highlights (targetsOfSelection),
	// nil when they must be worked out again (and unitRanges with them).
	actionTargets []Highlight
	// unitRanges are the selected units' ranges (selectionRanges).
	unitRanges selRanges

	// ShowCoords draws cell labels on the map layer (Restatic after a change).
	ShowCoords bool
	// ShowControl tints every controlled cell in its controller's colour.
	ShowControl bool
	// overlays are the module's overlays shown, by id (SetOverlay).
	overlays map[string]bool
	// hideSupply hides the module's supply state on counters (DS, OOS).
	hideSupply bool
	// hideRanges hides the selection's targets (targetsOfSelection).
	hideRanges bool
	// OnOpenStack is called on a double click on a cell or box (the window
	// shows its stack panel).
	OnOpenStack func(loc rules.Location)
	// OnAct performs an action a drop means other than a move (a flyer
	// landing, a Sweep), the window's way; nil applies it directly.
	OnAct func(rules.Action)
	// OnChoose asks the player which of several actions a drop means (a
	// flyer dropped where it may both Sweep and Escort) and calls do with
	// the one chosen; nil takes the first.
	OnChoose func(acts []rules.Action, do func(rules.Action))
	// OnKey receives keys the board does not use while it has the focus.
	OnKey func(ev *fyne.KeyEvent)
	// HomeArea, when set, widens the rectangle (board-layout pixels) the
	// home view shows around the first map: the designer gives a small
	// graph map room to add spaces in, rather than a view zoomed in until
	// one space fills the board.
	HomeArea func(r board.Rect) board.Rect
	// HomeWhole makes Home show the whole rectangle however small the
	// counters come out (Design mode), never zoomed in for them to read.
	HomeWhole bool
	// OnRune receives the characters typed that the board does not use
	// (it uses + - = 0), whether it has the focus or the window passes
	// them on (the designer's tool keys).
	OnRune func(r rune)

	// OnUnitMenu opens the menu of unit u at loc at absolute canvas
	// position at: a right click on its counter, or the menu key on the
	// selection (unitmenu.go). nil: no menu.
	OnUnitMenu func(loc rules.Location, u rules.UnitView, at fyne.Position)
	// UnitText is unit u as the tooltip shows it, its name and values as
	// the viewer may see them (tip.go); nil: no tooltip.
	UnitText func(u rules.UnitView) string

	// tip is the tooltip shown when the pointer rests on a counter.
	tip tipState
	// shiftHeld is set while Shift is down (KeyDown): Shift+F10.
	shiftHeld bool

	// tools are the designer's hooks (tool.go).
	tools toolHooks
	// picking is pick mode (pick.go), nil outside it.
	picking *pickState
}

// dragState is a stack being dragged.
type dragState struct {
	from    rules.Location
	refs    []string // units picked up (their action names)
	faces   []render.CounterFace
	at      board.Point   // pointer, board-layout pixels
	pos     fyne.Position // pointer, in the widget
	targets map[string]bool
	// costs are the movement points a move to each target costs, when the
	// module tells (rules.MoveCoster); left is what the first unit has.
	costs   map[string]int
	left    int
	panning bool
	// refused is a drag that started on counters none of which may move
	// now: it neither moves nor pans (the status bar said why).
	refused bool
	// highlights are the targets' highlights, made once per drag.
	highlights []Highlight
	// ghostScale is the view scale the ghost was drawn at; ghostHalf is
	// half its side in Fyne units.
	ghostScale float64
	ghostHalf  float32
	// foreign is a unit dragged in from another widget (the stack
	// panel: DragUnit); placing is a unit being placed by a click
	// (StartMove); aboard is set when the unit is aboard a carrier at
	// from, so that a drop on from is a move too (disembarking there).
	foreign, placing, aboard bool
}

// framePieces are the parts of a frame made from the session's view.
type framePieces struct {
	stacks    []Stack
	control   []Highlight
	controlOn bool // whether control holds the control tints
	overlays  []Highlight
	marks     []Mark // the overlays' marks
}

// NewBoard makes the board widget for sess. Pictures are composed by the
// compositor newComp makes (Ebiten in the client, SoftCompositor in tests);
// status receives refusal reasons and hints for the status bar.
func NewBoard(sess *session.Session, newComp func(ShowFunc) (Compositor, error), status func(string)) (*Board, error) {
	b := &Board{sess: sess, status: status, ShowCoords: true}
	b.img = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
	b.img.FillMode = canvas.ImageFillStretch
	b.img.ScaleMode = canvas.ImageScalePixels
	b.ghost = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
	b.ghost.FillMode = canvas.ImageFillStretch
	b.ghost.ScaleMode = canvas.ImageScalePixels
	b.ghost.Hide()
	b.marksImg = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
	b.marksImg.FillMode = canvas.ImageFillStretch
	b.marksImg.ScaleMode = canvas.ImageScalePixels
	b.marksImg.Hide()
	b.tip.make()
	// Pictures can arrive faster than Fyne paints: keep only the newest and
	// at most one fyne.Do in flight, which shows whatever is newest then.
	// A compositor plans, composes and shows one picture at a time, so the
	// layer awaited is whole in the picture shown when its last plan had
	// every tile (MapLayer.Whole), read here on the compositor's goroutine.
	type shown struct {
		img   *image.RGBA
		whole *MapLayer
	}
	var latest atomic.Pointer[shown]
	var queued atomic.Bool
	comp, err := newComp(func(img *image.RGBA) {
		s := &shown{img: img}
		if l := b.awaiting.Load(); l != nil && l.Whole() {
			s.whole = l
		}
		latest.Store(s)
		if queued.CompareAndSwap(false, true) {
			fyne.Do(func() {
				queued.Store(false)
				s := latest.Load()
				b.img.Image = s.img
				b.img.Refresh()
				b.pictureShown(s.whole)
			})
		}
	})
	if err != nil {
		return nil, err
	}
	b.comp = comp
	b.scenario = sess.Game.Scenario
	b.layout = render.LayoutMaps(b.scenario.Maps)
	b.layer = ScenarioLayer(b.scenario, b.ShowCoords)
	sess.OnChange(func(c session.Change) {
		b.pieces = nil
		b.hideTip()
		if d := b.drag; d != nil && d.placing && c&(session.GameChanged|session.PreviewChanged|session.ViewerChanged) != 0 {
			b.endPlacing() // the game moved on: the unit may be elsewhere now
		}
		if c&session.GameChanged != 0 {
			b.checkLastMove()
		}
		if c&session.GameChanged != 0 && b.sess.Game.Scenario != b.scenario {
			if sameMaps(b.scenario, b.sess.Game.Scenario) {
				// The same maps (a designer's preview made again after
				// an edit elsewhere, or after EditMaps): the layer stays.
				b.scenario = b.sess.Game.Scenario
				b.layer = b.layer.sameWith(b.layerDraw())
			} else {
				// Another game: other maps.
				b.scenario = b.sess.Game.Scenario
				b.layout = render.LayoutMaps(b.scenario.Maps)
				b.layer = ScenarioLayer(b.scenario, b.ShowCoords)
				b.dropHeld()
			}
		}
		if c&(session.GameChanged|session.SelectionChanged|session.PreviewChanged) != 0 {
			b.actionTargets = nil // the selection's targets are worked out again
		}
		if c&(session.GameChanged|session.ViewerChanged) != 0 {
			b.picking = nil // the places picked from were the game's before
		}
		b.redraw()
	})
	b.ExtendBaseWidget(b)
	return b, nil
}

// CreateRenderer is Fyne's hook: the board is one image.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	return &boardRenderer{b: b}
}

type boardRenderer struct{ b *Board }

func (r *boardRenderer) Layout(s fyne.Size) {
	r.b.img.Resize(s)
	r.b.resized(s)
}
func (r *boardRenderer) MinSize() fyne.Size { return fyne.NewSize(200, 150) }
func (r *boardRenderer) Refresh()           { r.b.img.Refresh() }
func (r *boardRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.b.img, r.b.marksImg, r.b.ghost, r.b.tip.box}
}

// Destroy does not stop the board's compositor: Fyne destroys the
// renderer of a widget that has been out of the window for a minute (the
// board behind a hotseat hand-over screen, or lent to the designer) and
// makes a new one when it is back, and the board must draw then as before
// (Ebiten's loop cannot even start again in the same process). The
// compositor lives as long as the board: Close stops it.
func (r *boardRenderer) Destroy() {}

// Close stops the board's compositor, for good: call it when the board is
// no longer needed (its window closed).
func (b *Board) Close() {
	b.closeOnce.Do(func() {
		if b.comp != nil {
			b.comp.Close()
		}
	})
}

// pixelScale is Fyne's canvas scale (device pixels per Fyne unit).
func (b *Board) pixelScale() float32 {
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		return c.Scale()
	}
	return 1
}

func (b *Board) resized(s fyne.Size) {
	k := b.pixelScale()
	px := image.Pt(int(s.Width*k+0.5), int(s.Height*k+0.5))
	b.mu.Lock()
	changed := px != b.pxSize
	b.pxSize = px
	b.mu.Unlock()
	if changed {
		if !b.userView && px.X > 1 && px.Y > 1 {
			if b.fitAll {
				b.Fit()
			} else {
				b.Home()
			}
		}
		b.redraw()
	}
}

// Fit zooms and pans so every map fits the widget, centred. A board of
// another shape than the widget leaves a margin on one side.
func (b *Board) Fit() {
	b.mu.Lock()
	px := b.pxSize
	sz := b.layout.Size
	b.mu.Unlock()
	if px.X <= 0 || px.Y <= 0 || sz.X <= 0 {
		return
	}
	b.fitAll = true
	b.showRect(board.Rect{Max: sz}, 0)
}

// ReadableCounter is the side, in Fyne units, counters get in the home
// view when the first map fitted to the widget would make them smaller
// than MinReadableCounter, below which their factors cannot be read.
// Between the two the map is shown whole.
const (
	ReadableCounter    = 34
	MinReadableCounter = 26
)

// Home is the view a board opens at: the first map (with its boxes)
// filling the widget, or, when its counters would then be smaller than
// MinReadableCounter, zoomed in around its middle until they are
// ReadableCounter.
func (b *Board) Home() {
	s := b.sess.Game.Scenario
	b.mu.Lock()
	px := b.pxSize
	b.mu.Unlock()
	if len(s.Maps) == 0 || len(b.layout.Offsets) == 0 || px.X <= 0 || px.Y <= 0 {
		b.Fit()
		return
	}
	r := s.Maps[0].Bounds()
	off := b.layout.Offsets[0]
	r.Min.X, r.Min.Y, r.Max.X, r.Max.Y = r.Min.X+off.X, r.Min.Y+off.Y, r.Max.X+off.X, r.Max.Y+off.Y
	if b.HomeArea != nil {
		r = b.HomeArea(r)
	}
	perUnit := float64(b.pixelScale()) / b.counterSide(rules.Location{Map: s.Maps[0].ID})
	fit := math.Min(float64(px.X)/(r.Max.X-r.Min.X), float64(px.Y)/(r.Max.Y-r.Min.Y))
	minScale := 0.0
	if fit < MinReadableCounter*perUnit && !b.HomeWhole {
		minScale = ReadableCounter * perUnit
	}
	b.fitAll = false
	b.showRect(r, minScale)
}

// showRect shows board-layout rectangle r as large as the widget allows,
// centred, at a scale of at least minScale (then r is cropped around its
// middle).
func (b *Board) showRect(r board.Rect, minScale float64) {
	b.mu.Lock()
	px := b.pxSize
	b.mu.Unlock()
	w, h := r.Max.X-r.Min.X, r.Max.Y-r.Min.Y
	if px.X <= 0 || px.Y <= 0 || w <= 0 || h <= 0 {
		return
	}
	scale := math.Max(minScale, math.Min(float64(px.X)/w, float64(px.Y)/h))
	scale = math.Max(0.1, math.Min(8, scale)) // Zoom's limits
	c := board.Point{X: (r.Min.X + r.Max.X) / 2, Y: (r.Min.Y + r.Max.Y) / 2}
	b.userView = false
	b.setView(View{Scale: scale, Origin: board.Point{X: c.X - float64(px.X)/scale/2, Y: c.Y - float64(px.Y)/scale/2}})
}

// Zoom multiplies the scale by f keeping the board point under screen
// pixel (x, y) in place.
func (b *Board) Zoom(f float64, x, y float64) {
	b.mu.Lock()
	v := b.view
	b.mu.Unlock()
	p := v.ToBoard(x, y)
	s := math.Max(0.1, math.Min(8, v.Scale*f))
	b.userView = true
	b.setView(View{Scale: s, Origin: board.Point{X: p.X - x/s, Y: p.Y - y/s}})
}

// ZoomCenter zooms around the middle of the widget (keyboard zoom).
func (b *Board) ZoomCenter(f float64) {
	b.mu.Lock()
	px := b.pxSize
	b.mu.Unlock()
	b.Zoom(f, float64(px.X)/2, float64(px.Y)/2)
}

// Pan moves the view by (dx, dy) screen pixels.
func (b *Board) Pan(dx, dy float64) {
	b.mu.Lock()
	v := b.view
	b.mu.Unlock()
	v.Origin.X -= dx / v.Scale
	v.Origin.Y -= dy / v.Scale
	b.userView = true
	b.setView(v)
}

func (b *Board) setView(v View) {
	b.mu.Lock()
	b.view = v
	b.mu.Unlock()
	b.redraw()
}

// Refresh redraws the board (Fyne calls it; so can the window).
func (b *Board) Refresh() {
	b.redraw()
	b.BaseWidget.Refresh()
}

// Restatic redraws the map layer (after toggling coordinates); the old
// one shows until the new one's tiles are drawn.
func (b *Board) Restatic() {
	b.layer = b.layer.Redrawn(b.layerDraw())
	b.redraw()
}

// redraw builds a frame from the session and submits it.
func (b *Board) redraw() {
	if b.comp == nil {
		return
	}
	b.mu.Lock()
	v, px := b.view, b.pxSize
	b.mu.Unlock()
	if px.X <= 1 || px.Y <= 1 || v.Scale == 0 {
		return
	}
	f := &Frame{Size: px, View: v, Background: render.Background, Map: b.layer, Arrow: b.lastMove}
	if p := b.pieces; p == nil || p.controlOn != b.ShowControl {
		view := b.sess.View() // once: stacks and overlays share it
		p = &framePieces{stacks: b.stacks(view), controlOn: b.ShowControl}
		if b.ShowControl {
			p.control = b.controlHighlights(view)
		}
		p.overlays, p.marks = b.overlayHighlights()
		b.pieces = p
	}
	f.Stacks = b.pieces.stacks
	f.Highlights = append(f.Highlights, b.pieces.control...)
	f.Highlights = append(f.Highlights, b.pieces.overlays...)
	f.Marks = b.pieces.marks
	if b.actionTargets == nil {
		b.actionTargets = b.targetsOfSelection()
		b.unitRanges = b.selectionRanges()
	}
	if !b.hideRanges && b.picking == nil { // pick mode's tints alone, clear
		f.Highlights = append(f.Highlights, b.unitRanges.highlights...)
		f.Highlights = append(f.Highlights, b.unitRanges.outlineAt(v.Scale)...)
		f.Highlights = append(f.Highlights, b.actionTargets...)
	}
	f.Highlights = append(f.Highlights, b.pickHighlights()...)
	if d := b.drag; d != nil && d.moving() {
		if d.highlights == nil {
			d.highlights = b.targetHighlights(d)
		}
		f.Highlights = append(f.Highlights, d.highlights...)
		if d.ghostScale != v.Scale {
			b.paintGhost(d, v.Scale) // zoomed while dragging
		}
	}
	// ShowCell's flash, over the others and under the counters; a tool's
	// marks are a picture of their own over the board (tool_marks.go),
	// painted again for the view.
	f.Highlights = append(f.Highlights, b.tools.flash...)
	b.comp.Submit(f)
	b.paintMarks()
}

// maxSnapshot bounds a snapshot's pixels (256 MB): beyond it the scale is
// lowered.
const maxSnapshot = 64 << 20

// Snapshot draws the whole board as it stands (every map, the viewer's
// counters, the last move, the marks of the overlays shown) at scale, or
// smaller when that picture would pass maxSnapshot pixels, in pure Go:
// File > Export board PNG.
func (b *Board) Snapshot(scale float64) *image.RGBA {
	sz := b.layout.Size
	if a := sz.X * sz.Y * scale * scale; a > maxSnapshot {
		scale *= math.Sqrt(maxSnapshot / a)
	}
	px := image.Pt(int(math.Ceil(sz.X*scale)), int(math.Ceil(sz.Y*scale)))
	_, marks := b.overlayHighlights() // markers on the map, such as storms
	f := &Frame{Size: px, View: View{Scale: scale}, Background: render.Background,
		Map: b.layer, Stacks: b.stacks(b.sess.View()), Arrow: b.lastMove, Marks: marks}
	img := image.NewRGBA(image.Rectangle{Max: px})
	Compose(img, f)
	return img
}
