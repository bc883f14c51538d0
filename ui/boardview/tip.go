package boardview

import (
	"fmt"
	"math"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The tooltip: when the pointer rests on a counter for tipDelay, a small
// box by it says what the counter is (UnitText: its name and values as the
// viewer may see them), and for a stack how many more stand under it. Any
// move off it, a click, the wheel or a change of the game hides it. It is
// armed only when the window says what it shows (UnitText).

// tipDelay is how long the pointer rests on a counter before its tooltip
// shows.
const tipDelay = 500 * time.Millisecond

// tipSlack is how far (Fyne units) the pointer may wander while the
// tooltip shows before it goes.
const tipSlack = 4

// tipState is the tooltip's box and timing.
type tipState struct {
	box   *fyne.Container
	label *widget.Label
	// at is where the pointer rests; moved is when it last moved, zero
	// when no tooltip waits; timer runs tipDue once the pointer has
	// rested (tipWait).
	at    fyne.Position
	moved time.Time
	timer *time.Timer
	shown bool
}

// tipWait has fn run on Fyne's thread d from now, instead of when it
// was to run: each move of the pointer puts the check off, so a moving
// pointer wakes the window's loop not at all (each fyne.Do keeps Fyne's
// loop ticking a while). Tests replace it.
var tipWait = func(t *tipState, d time.Duration, fn func()) {
	if t.timer == nil {
		t.timer = time.AfterFunc(d, func() { fyne.Do(fn) })
		return
	}
	t.timer.Reset(d)
}

// make builds the tooltip's box, hidden.
func (t *tipState) make() {
	t.label = widget.NewLabel("")
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	bg.StrokeWidth = 1
	bg.CornerRadius = theme.InputRadiusSize()
	t.box = container.NewStack(bg, t.label)
	t.box.Hide()
}

// hover notes that the pointer is at pos (no button down): a tooltip is
// due when it rests there.
func (b *Board) hover(pos fyne.Position) {
	t := &b.tip
	if b.UnitText == nil {
		return
	}
	if t.shown && math.Abs(float64(pos.X-t.at.X)) <= tipSlack && math.Abs(float64(pos.Y-t.at.Y)) <= tipSlack {
		return
	}
	b.hideTip()
	t.at, t.moved = pos, time.Now()
	tipWait(t, tipDelay, b.tipDue)
}

// tipDue shows the tooltip if the pointer has rested long enough (a move
// since the timer fired has set it again).
func (b *Board) tipDue() {
	t := &b.tip
	if t.moved.IsZero() || time.Since(t.moved) < tipDelay {
		return
	}
	b.showTip(t.at)
}

// showTip shows the tooltip of the counter at pos, if there is one.
func (b *Board) showTip(pos fyne.Position) {
	t := &b.tip
	text := b.TipText(pos)
	if text == "" || b.drag != nil {
		return
	}
	t.label.SetText(text)
	sz := t.box.MinSize()
	t.box.Resize(sz)
	// Below and right of the pointer, or where it fits in the board.
	at := pos.AddXY(12, 18)
	bs := b.Size()
	if at.X+sz.Width > bs.Width {
		at.X = max(0, pos.X-12-sz.Width)
	}
	if at.Y+sz.Height > bs.Height {
		at.Y = max(0, pos.Y-8-sz.Height)
	}
	t.box.Move(at)
	t.box.Show()
	t.shown = true
	b.repaintTip()
}

// repaintTip has the window paint the tooltip's box again. Fyne knows
// the canvas of an object only once it has painted it, which it never did
// of a hidden one: the board's canvas is told instead.
func (b *Board) repaintTip() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		c.Refresh(b.tip.box)
	}
}

// hideTip hides the tooltip and forgets one waiting.
func (b *Board) hideTip() {
	t := &b.tip
	t.moved = time.Time{}
	if t.shown {
		t.shown = false
		t.box.Hide()
		b.repaintTip()
	}
}

// TipText is the tooltip of the counter at widget position pos: "" when
// pos is not on a counter. It is what UnitText says of the counter (on a
// cell the top one), with "+N more" for the others of its stack. Units
// are read from the viewer's view, never the game's full state: a side
// learns nothing it may not see.
func (b *Board) TipText(pos fyne.Position) string {
	if b.UnitText == nil {
		return ""
	}
	p := b.toBoard(pos)
	loc, u, ok := b.pick(p)
	if !ok {
		return ""
	}
	more := 0
	if u == nil {
		units := b.sess.Stack(loc)
		if len(units) == 0 || !loc.OnMap() {
			return ""
		}
		// On the counters, not anywhere in the hex.
		c, side := b.cellPoint(b.mapIndex(loc.Map), loc.Cell), b.counterSide(loc)
		if math.Abs(p.X-c.X) > side*0.7 || math.Abs(p.Y-c.Y) > side*0.7 {
			return ""
		}
		u, more = &units[0], len(units)-1
	}
	lines := []string{b.UnitText(*u)}
	for _, v := range b.sess.View().Units {
		if v.Aboard == u.ID {
			lines = append(lines, "aboard: "+b.unitName(v))
		}
	}
	if more > 0 {
		lines = append(lines, fmt.Sprintf("+%d more", more))
	}
	return strings.Join(lines, "\n")
}

// TipShown is the tooltip's text while it shows, "" when it does not.
func (b *Board) TipShown() string {
	if !b.tip.shown {
		return ""
	}
	return b.tip.label.Text
}
