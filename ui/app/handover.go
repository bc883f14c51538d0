package app

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/internal/plural"
	"sandtable/rules"
	"sandtable/ui/panels"
	"sandtable/ui/session"
)

// The hotseat hand-over, for every module: whenever the side looking at
// the screen changes and that side may not see everything (session.follow),
// the window shows an opaque screen in place of the board, the log, the
// panels and the status bar, naming the side to take the laptop, until a
// click on its button (keys never confirm it: the player who just acted
// may still be pressing Enter or Space). Then "while you were away" shows
// the other sides' actions as this side saw them, replayed on the board.

// handOverTitle is the window's title during a hand-over: it names
// nothing of the game.
const handOverTitle = "Hand over — Sandtable"

// handOverScreen is the hand-over screen while it is up.
type handOverScreen struct {
	obj  fyne.CanvasObject
	take *widget.Button
	m    *modal // drops every key while the screen is up
}

// sideTitle is side's display name ("Central Powers").
func (w *Window) sideTitle(id string) string {
	if sd := w.sess.Game.Scenario.Counters.Side(id); sd != nil && sd.Name != "" {
		return sd.Name
	}
	return id
}

// handOver shows the hand-over screen when the session hands the screen
// over, and takes it away when the hand-over is over.
func (w *Window) handOver() {
	switch {
	case w.sess.HandingOver() && w.handover == nil:
		w.showHandOver()
	case !w.sess.HandingOver() && w.handover != nil:
		w.hideHandOver()
	}
}

// showHandOver puts the hand-over screen in place of the window's
// content and menus.
func (w *Window) showHandOver() {
	w.away.hide()
	if w.battle != nil {
		w.battle.close(w) // the other side decides, behind the screen
	}
	// The status bar holds the last player's words ("moved German
	// regulars ... to K8"), which the next player may not read.
	w.setStatus(welcome(w.sess.Game))
	name := w.sideTitle(w.sess.HandOverTo())
	head := widget.NewLabelWithStyle(fmt.Sprintf("Hand the screen to the %s", name), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	head.SizeName = theme.SizeNameHeadingText
	msg := widget.NewLabel(fmt.Sprintf("The %s play next. Pass the laptop to their player.\n"+
		"Nothing of the game shows until that player clicks the button below.", name))
	msg.Alignment = fyne.TextAlignCenter
	h := &handOverScreen{m: &modal{}}
	h.take = widget.NewButton(fmt.Sprintf("I play the %s: show my view", name), w.takeOver)
	h.take.Importance = widget.HighImportance
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	h.obj = container.NewStack(bg, container.NewCenter(container.NewVBox(head, msg, container.NewCenter(h.take))))
	w.handover = h
	// Keys are dropped (modal with no Enter or Escape action) and the
	// menus shrink to Quit: nothing acts on the game behind the screen.
	w.modals = append(w.modals, h.m)
	if c := w.win.Canvas(); c != nil {
		c.Unfocus()
	}
	if w.passUp == nil { // else it shows when the passphrases are typed
		w.win.SetContent(h.obj)
		w.win.SetMainMenu(fyne.NewMainMenu(fyne.NewMenu("File", fyne.NewMenuItem("Quit", w.quit))))
	}
	w.updateTitle()
}

// takeOver is the hand-over screen's button: the next player has the
// screen.
func (w *Window) takeOver() {
	w.sess.TakeOver() // notifies: handOver hides the screen
	w.hideHandOver()
}

// hideHandOver puts the window's content and menus back and shows "while
// you were away".
func (w *Window) hideHandOver() {
	h := w.handover
	if h == nil {
		return
	}
	w.handover = nil
	if w.passUp == nil {
		w.win.SetContent(w.content)
		w.win.SetMainMenu(w.menu())
	}
	w.updateTitle()
	// Whatever the last player's action wrote there after the screen went
	// up is theirs: the new player starts from the game's welcome line.
	w.setStatus(welcome(w.sess.Game))
	// The summary first: the screen's modal going asks for a pending
	// decision, which must wait while the summary shows the past (issue
	// 24: it opened over the replay, and a choice made in it was lost).
	w.away.show()
	w.popModal(h.m)
}

// passScreen lets the next of several active sides use the screen
// (Game > Pass the screen): each enters its part in turn.
func (w *Window) passScreen() {
	serving := w.sess.Serving()
	if len(serving) < 2 {
		w.setStatus("only the " + w.sideTitle(w.sess.Actor()) + " act now: there is no other side to pass the screen to")
		return
	}
	if err := w.sess.PassTo(serving[1]); err != nil {
		w.setStatus(panels.ReasonText(err))
		return
	}
	if !w.sess.HandingOver() {
		w.setStatus("the " + w.sideTitle(serving[1]) + " have the screen")
	}
}

// awayBar is "while you were away", above the board after a hand-over:
// the other sides' actions since this side last looked, as it saw them
// (Session.Away), stepped through on the board with Previous and Next, or
// all at once.
type awayBar struct {
	w               *Window
	obj             *fyne.Container
	title, text     *widget.Label
	prev, next, all *widget.Button
	done            *widget.Button
	entries         []session.AwayEntry
	step            int // the entry the board shows the result of; len(entries): all
}

func newAwayBar(w *Window) *awayBar {
	b := &awayBar{w: w, title: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), text: widget.NewLabel("")}
	b.text.Wrapping = fyne.TextWrapWord
	b.prev = widget.NewButtonWithIcon("Previous", theme.NavigateBackIcon(), func() { b.show1(b.step - 1) })
	b.next = widget.NewButtonWithIcon("Next", theme.NavigateNextIcon(), func() { b.show1(b.step + 1) })
	b.all = widget.NewButton("Show all", func() { b.show1(len(b.entries)) })
	b.done = widget.NewButtonWithIcon("Done", theme.ConfirmIcon(), b.finish)
	b.done.Importance = widget.HighImportance
	scroll := container.NewVScroll(b.text)
	scroll.SetMinSize(fyne.NewSize(0, 5*theme.TextSize()*1.4))
	buttons := container.NewHBox(b.title, layout.NewSpacer(), b.prev, b.next, b.all, b.done)
	b.obj = container.NewVBox(buttons, scroll, widget.NewSeparator())
	b.obj.Hide()
	return b
}

// show shows what happened while the side now at the screen was away,
// the board at the start of it; nothing when nothing happened.
func (b *awayBar) show() {
	b.entries = b.w.sess.Away()
	if len(b.entries) == 0 {
		b.hide()
		return
	}
	who := b.w.sideTitle(b.w.sess.Viewer())
	b.title.SetText(fmt.Sprintf("While you were away (%s): %s", who, plural.Count(len(b.entries), "action")))
	b.obj.Show()
	b.show1(0)
}

// hide takes the bar away.
func (b *awayBar) hide() {
	b.entries = nil
	b.obj.Hide()
}

// show1 shows the board right after entry i of the summary (len: the
// present), and the summary with that entry marked.
func (b *awayBar) show1(i int) {
	i = max(0, min(i, len(b.entries)))
	b.step = i
	at := -1 // the present
	if i < len(b.entries) {
		at = b.entries[i].Index + 1
	}
	if err := b.w.sess.Preview(at); err != nil {
		b.w.setStatus(panels.ReasonText(err))
	}
	var lines []string
	for k, ae := range b.entries {
		e := ae.Entry
		mark := "   "
		if k == i || i == len(b.entries) {
			mark = "▶ "
		}
		lines = append(lines, mark+b.w.entryText(e))
		for _, ev := range e.Events {
			lines = append(lines, "        "+ev.String())
		}
	}
	b.text.SetText(strings.Join(lines, "\n"))
	b.prev.Enable()
	b.next.Enable()
	b.all.Enable()
	if i == 0 {
		b.prev.Disable()
	}
	if i >= len(b.entries)-1 {
		b.next.Disable()
	}
	if i == len(b.entries) {
		b.all.Disable()
	}
}

// toPresent brings the board back to the present before the player acts
// (issue 24): an action chosen while "while you were away" or the Log tab
// shows an earlier point would otherwise be refused by the session and
// lost. The summary stays up, showing all of it.
func (w *Window) toPresent() {
	if _, past := w.sess.Previewing(); !past {
		return
	}
	// The player is acting: a pending decision is not asked for on the
	// way (its dialog would sit under the action's own); it is asked for
	// when that action is done or cancelled, if still pending.
	was := w.choosing
	w.choosing = true
	defer func() { w.choosing = was }()
	if b := w.away; b != nil && len(b.entries) > 0 {
		b.show1(len(b.entries))
	}
	if err := w.sess.Preview(-1); err != nil {
		w.setStatus(panels.ReasonText(err))
	}
}

// finish closes the summary: the board shows the present, and play goes
// on.
func (b *awayBar) finish() {
	b.hide()
	b.w.sess.DoneAway()
}

// entryText is a log entry as the viewer reads it: "Central Powers: move
// German infantry 3-3 W0405", or the cover of a secret action.
func (w *Window) entryText(e rules.Entry) string {
	what := panels.SecretText(e)
	if e.Action.Verb != rules.SecretVerb {
		what = w.sess.Game.DescribeLogged(e.Action, w.sess.Viewer())
	}
	return w.sideTitle(e.Action.Side) + ": " + what
}
