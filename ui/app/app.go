// Package app is Sandtable's desktop window: the board, the side panels,
// menus, shortcuts, file dialogs and autosave, around one session.
package app

import (
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"sandtable/internal/atomicfile"
	"sandtable/rules"
	"sandtable/scenarios"
	"sandtable/ui/boardview"
	"sandtable/ui/panels"
	"sandtable/ui/session"
)

// Compositors makes the board's compositor; the client passes Ebiten's,
// tests the pure-Go one.
type Compositors func(boardview.ShowFunc) (boardview.Compositor, error)

// Window is the main window around one session.
type Window struct {
	app    fyne.App
	win    fyne.Window
	sess   *session.Session
	board  *boardview.Board
	status *widget.Label
	comp   Compositors

	handoverShown bool
	// menuScenario is the scenario whose overlays the View menu lists.
	menuScenario *scenarios.Scenario

	autosaveTo   string // "" disables autosave (tests)
	autosaveMu   sync.Mutex
	autosaveSeq  int
	autosaveDone int
}

// Open starts a game of the scenario or save at ref ("builtin:NAME", a
// scenario file or a save file).
func Open(ref string) (*rules.Game, error) {
	g, _, err := open(ref)
	return g, err
}

// open is Open, also returning ref when it is a saved game (which Save
// writes back to), "" when not: the file is read for its format once.
func open(ref string) (g *rules.Game, savePath string, err error) {
	if !strings.HasPrefix(ref, scenarios.BuiltinPrefix) && sniffFormat(ref) == rules.SaveFormat {
		g, err = rules.LoadSaveFile(ref)
		return g, ref, err
	}
	g, err = rules.StartGame(ref, nil, newSeed(), false)
	return g, "", err
}

// Run opens the window on ref and runs until it is closed.
func Run(ref string, comp Compositors) error {
	// The game loads on another core while Fyne starts GLFW (NewWindow).
	type opened struct {
		g        *rules.Game
		savePath string
		err      error
	}
	loaded := make(chan opened, 1)
	go func() {
		g, savePath, err := open(ref)
		loaded <- opened{g, savePath, err}
	}()
	a := fyneapp.NewWithID("io.sandtable.app")
	fw := a.NewWindow("Sandtable")
	o := <-loaded
	if o.err != nil {
		return o.err
	}
	w, err := newWindow(a, fw, o.savePath, o.g, comp)
	if err != nil {
		return err
	}
	w.autosaveTo = autosavePath()
	w.win.Show()
	w.fitScreen(screenPixels())
	w.offerRestore()
	a.Run()
	return nil
}

// NewWindow builds the window on a new game of ref (not yet shown).
func NewWindow(a fyne.App, ref string, comp Compositors) (*Window, error) {
	g, savePath, err := open(ref)
	if err != nil {
		return nil, err
	}
	return newWindow(a, a.NewWindow("Sandtable"), savePath, g, comp)
}

// newWindow builds the window in fw on game g; savePath is the saved game
// it was opened from, "" for a new game.
func newWindow(a fyne.App, fw fyne.Window, savePath string, g *rules.Game, comp Compositors) (*Window, error) {
	w := &Window{app: a, sess: session.New(g), status: widget.NewLabel(""), comp: comp, win: fw}
	w.sess.Path = savePath // Save writes back to the save that was opened
	// The status bar is never cut off: a long message (a refusal and the
	// rule it cites) wraps onto more lines.
	w.status.Wrapping = fyne.TextWrapWord
	b, err := boardview.NewBoard(w.sess, comp, w.setStatus)
	if err != nil {
		return nil, err
	}
	w.board = b
	side := w.sidePanels()
	split := container.NewHSplit(b, side)
	split.Offset = 0.72
	w.win.SetContent(container.NewBorder(nil, w.status, nil, nil, split))
	w.win.SetMainMenu(w.menu())
	w.shortcuts()
	w.win.Resize(fyne.NewSize(1200, 780))
	w.sess.OnChange(func(c session.Change) {
		w.updateTitle()
		w.handOver()
		if c&session.GameChanged != 0 {
			w.autosave()
			if w.sess.Game.Scenario != w.menuScenario {
				w.win.SetMainMenu(w.menu()) // another game: its own overlays
			}
		}
	})
	w.updateTitle()
	w.win.SetCloseIntercept(w.quit)
	w.setStatus(welcome(g))
	return w, nil
}

// welcome is the first status message: the game and how to play it. The
// scenario's name is said once, also when the rules module's name repeats it.
func welcome(g *rules.Game) string {
	name, mod := g.Scenario.Name, g.Module.Name()
	switch {
	case strings.Contains(mod, name):
		name = mod
	case !strings.Contains(name, mod):
		name += " · " + mod
	}
	return name + ". Drag a counter to move it; Shift-drag moves the stack; the wheel zooms."
}

// Fyne is the window's Fyne window (for tests and screenshots).
func (w *Window) Fyne() fyne.Window { return w.win }

// Session is the window's session.
func (w *Window) Session() *session.Session { return w.sess }

// Board is the window's board widget.
func (w *Window) Board() *boardview.Board { return w.board }

func (w *Window) setStatus(s string) { w.status.SetText(s) }

func (w *Window) updateTitle() {
	name := w.sess.Game.Scenario.Name
	if w.sess.Path != "" {
		name = filepath.Base(w.sess.Path) + " — " + name
	}
	if w.sess.Dirty {
		name = "• " + name
	}
	w.win.SetTitle(name + " — Sandtable")
}

// handOver covers the board when play passes to another side at a shared
// screen: the next player presses Continue, and only then does the board
// show that side's face-down counters.
func (w *Window) handOver() {
	if !w.sess.HandingOver() || w.handoverShown {
		return
	}
	w.handoverShown = true
	name := w.sess.Actor()
	if sd := w.sess.Game.Scenario.Counters.Side(name); sd != nil {
		name = sd.Name
	}
	msg := widget.NewLabel(fmt.Sprintf("%s to play.\n\nHand the screen to the %s player, then press Continue.\nUntil then every face-down counter stays face down.", name, name))
	msg.Alignment = fyne.TextAlignCenter
	d := dialog.NewCustom("Hand over", "Continue", msg, w.win)
	d.SetOnClosed(func() {
		w.handoverShown = false
		w.sess.TakeOver()
	})
	d.Show()
}

// menu is the main menu.
func (w *Window) menu() *fyne.MainMenu {
	newItems := []*fyne.MenuItem{}
	for _, n := range scenarios.BuiltinNames() {
		n := n
		newItems = append(newItems, fyne.NewMenuItem(n, func() { w.newGame(scenarios.BuiltinPrefix + n) }))
	}
	newMenu := fyne.NewMenuItem("New game of", nil)
	newMenu.ChildMenu = fyne.NewMenu("", newItems...)
	recentItems := []*fyne.MenuItem{}
	for _, p := range recentGames() {
		p := p
		recentItems = append(recentItems, fyne.NewMenuItem(filepath.Base(p), func() { w.confirmDiscard(func() { w.openPath(p) }) }))
	}
	if len(recentItems) == 0 {
		recentItems = append(recentItems, fyne.NewMenuItem("(none yet)", nil))
	}
	recentMenu := fyne.NewMenuItem("Recent", nil)
	recentMenu.ChildMenu = fyne.NewMenu("", recentItems...)
	file := fyne.NewMenu("File",
		fyne.NewMenuItem("New…", w.showStart),
		newMenu,
		fyne.NewMenuItem("Open…", w.open),
		recentMenu,
		fyne.NewMenuItem("Save", w.save),
		fyne.NewMenuItem("Save As…", w.saveAs),
		fyne.NewMenuItem("Export board PNG…", w.exportPNG),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Quit", w.quit),
	)
	edit := fyne.NewMenu("Edit",
		fyne.NewMenuItem("Undo", w.undo),
		fyne.NewMenuItem("Redo", w.redo),
	)
	view := fyne.NewMenu("View", w.viewItems()...)
	help := fyne.NewMenu("Help",
		fyne.NewMenuItem("Keyboard shortcuts", w.showShortcuts),
		fyne.NewMenuItem("Rules of this game", w.showRules),
	)
	return fyne.NewMainMenu(file, edit, view, help)
}

// viewItems are the View menu: zoom, then toggles for coordinates and
// every overlay: control, supply tags, the selection's ranges, and the
// module's own (rules.Overlayer: zones of control, supply per hex...).
func (w *Window) viewItems() []*fyne.MenuItem {
	toggle := func(name string, on bool, set func(bool)) *fyne.MenuItem {
		it := fyne.NewMenuItem(name, nil)
		it.Checked = on
		it.Action = func() {
			it.Checked = !it.Checked
			set(it.Checked)
			w.win.MainMenu().Refresh()
		}
		return it
	}
	b := w.board
	items := []*fyne.MenuItem{
		fyne.NewMenuItem("Zoom in", func() { b.ZoomCenter(1.25) }),
		fyne.NewMenuItem("Zoom out", func() { b.ZoomCenter(0.8) }),
		fyne.NewMenuItem("Fit board", b.Fit),
		fyne.NewMenuItemSeparator(),
		toggle("Coordinates", b.ShowCoords, func(on bool) { b.ShowCoords = on; b.Restatic() }),
		toggle("Control overlay", b.ShowControl, func(on bool) { b.ShowControl = on; b.Refresh() }),
		toggle("Supply on counters (DS, OOS)", b.SupplyTags(), b.SetSupplyTags),
		toggle("Ranges of the selection", b.Ranges(), b.SetRanges),
	}
	w.menuScenario = w.sess.Game.Scenario
	for _, o := range w.sess.Overlays() {
		id := o.ID
		items = append(items, toggle(o.Name, b.OverlayShown(id), func(on bool) { b.SetOverlay(id, on) }))
	}
	return items
}

// shortcuts binds the keyboard.
func (w *Window) shortcuts() {
	c := w.win.Canvas()
	ctrl := func(k fyne.KeyName, fn func()) {
		c.AddShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { fn() })
	}
	// Fyne turns Ctrl+Z / Ctrl+Y into its own undo and redo shortcuts.
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { w.undo() })
	c.AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { w.redo() })
	ctrl(fyne.KeyS, w.save)
	ctrl(fyne.KeyO, w.open)
	ctrl(fyne.KeyN, w.showStart)
	ctrl(fyne.KeyQ, w.quit)
	ctrl(fyne.KeyEqual, func() { w.board.ZoomCenter(1.25) })
	ctrl(fyne.KeyMinus, func() { w.board.ZoomCenter(0.8) })
	keys := func(ev *fyne.KeyEvent) {
		switch ev.Name {
		case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
			w.endPhase()
		}
	}
	w.board.OnKey = keys
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch ev.Name {
		case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
			keys(ev)
		default:
			w.board.TypedKey(ev)
		}
	})
	c.SetOnTypedRune(func(r rune) {
		if r != ' ' {
			w.board.TypedRune(r)
		}
	})
}

const shortcutsText = `Ctrl+N  new game (choose a scenario, hotseat or solitaire)
Ctrl+O  open a scenario or saved game
Ctrl+S  save
Ctrl+Z  undo     Ctrl+Y  redo
Space or Enter  end the phase
Arrow keys  pan      + / -  zoom      0  fit the board
Mouse: drag a counter to move it (Shift: the whole stack),
drag empty space to pan, wheel to zoom, click to select,
double-click to open a stack.
Stack tab (top counter first): the arrows, or drag a unit's grip,
reorder the stack on the board; on a focused grip Up / Down,
Home / End move the unit.`

func (w *Window) showShortcuts() {
	dialog.ShowInformation("Keyboard shortcuts", shortcutsText, w.win)
}

func (w *Window) showRules() {
	g := w.sess.Game
	text := fmt.Sprintf("%s\n\nRules module: %s (%s)\n\n%s", g.Scenario.Name, g.Module.Name(), g.Module.ID(), g.Scenario.Description)
	if g.Module.ID() == "freeplay" {
		text += "\n\nSandtable does not know this game's rules: players adjudicate. Any counter may be moved anywhere, flipped or removed; dice are rolled on demand and every action and roll is logged. The verbs are listed in docs/actions.md."
	}
	dialog.ShowInformation("Rules", text, w.win)
}

func (w *Window) endPhase() {
	for _, a := range w.sess.LegalWith("end-phase", "") {
		if _, err := w.sess.Apply(a); err != nil {
			w.setStatus(panels.ReasonText(err))
		}
		return
	}
	w.setStatus("the phase cannot end now: " + firstRequired(w.sess.Game.Status()))
}

// firstRequired names what the phase still requires.
func firstRequired(st rules.Status) string {
	for _, c := range st.Checklist {
		if c.Required && !c.Done {
			return c.Text
		}
	}
	if st.Over {
		return "the game is over"
	}
	return "it is not your phase"
}

func (w *Window) undo() {
	if err := w.sess.Undo(); err != nil {
		w.setStatus(panels.ReasonText(err))
		return
	}
	w.setStatus("undone")
}

func (w *Window) redo() {
	if err := w.sess.Redo(); err != nil {
		w.setStatus(panels.ReasonText(err))
		return
	}
	w.setStatus("redone")
}

// confirmDiscard asks before throwing away unsaved actions.
func (w *Window) confirmDiscard(then func()) {
	if !w.sess.Dirty {
		then()
		return
	}
	dialog.ShowConfirm("Unsaved game", "This game has moves that are not saved. Discard them?", func(ok bool) {
		if ok {
			then()
		}
	}, w.win)
}

func (w *Window) newGame(ref string) { w.newGameMode(ref, w.sess.Solitaire, nil) }

// newGameMode starts a new game of ref, hotseat or solitaire, with the
// scenario options opts (nil: the defaults).
func (w *Window) newGameMode(ref string, solitaire bool, opts rules.Options) {
	w.confirmDiscard(func() {
		g, err := rules.StartGame(ref, opts, newSeed(), false)
		if err != nil {
			dialog.ShowError(err, w.win)
			return
		}
		w.sess.Solitaire = solitaire
		w.sess.Replace(g, "")
		w.board.Home()
		mode := "hotseat"
		if solitaire {
			mode = "solitaire"
		}
		w.setStatus(fmt.Sprintf("new %s game: %s", mode, g.Scenario.Name))
	})
}

func (w *Window) open() {
	w.confirmDiscard(func() {
		w.pickFile(false, "Open a scenario or saved game", "", "Sandtable files", []string{"toml"}, func(path string) {
			if path != "" {
				w.openPath(path)
			}
		})
	})
}

// openPath opens a scenario or saved game file in this window.
func (w *Window) openPath(path string) {
	g, saved, err := open(path)
	if err != nil {
		dialog.ShowError(err, w.win)
		return
	}
	if saved != "" {
		addRecent(path)
	}
	w.sess.Replace(g, saved)
	w.board.Home()
	w.setStatus(fmt.Sprintf("opened %s (%d actions)", path, len(g.Log())))
}

func (w *Window) save() {
	if w.sess.Path == "" {
		w.saveAs()
		return
	}
	w.saveTo(w.sess.Path)
}

func (w *Window) saveAs() {
	w.pickFile(true, "Save the game", "", "Sandtable saved games", []string{"toml"}, func(path string) {
		if path == "" {
			return
		}
		if filepath.Ext(path) == "" {
			path += ".toml"
		}
		w.saveTo(path)
	})
}

func (w *Window) saveTo(path string) {
	if err := w.sess.SaveAs(path); err != nil {
		dialog.ShowError(err, w.win)
		return
	}
	w.updateTitle()
	addRecent(path)
	w.setStatus(fmt.Sprintf("saved %d actions to %s", len(w.sess.Game.Log()), path))
}

func (w *Window) exportPNG() {
	w.pickFile(true, "Export the board as PNG", "", "PNG images", []string{"png"}, func(path string) {
		if path == "" {
			return
		}
		if filepath.Ext(path) == "" {
			path += ".png"
		}
		img := w.board.Snapshot(1.5)
		err := atomicfile.Write(path, func(wr io.Writer) error { return png.Encode(wr, img) })
		if err != nil {
			dialog.ShowError(err, w.win)
			return
		}
		w.setStatus("exported " + path)
	})
}

func (w *Window) quit() {
	w.confirmDiscard(func() {
		if w.autosaveTo != "" {
			w.autosaveMu.Lock() // let a write in flight finish first
			os.Remove(w.autosaveTo)
			w.autosaveMu.Unlock()
		}
		w.app.Quit()
	})
}
