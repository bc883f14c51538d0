// Package app is Sandtable's desktop window: the board, the side panels,
// menus, shortcuts, file dialogs and autosave, around one session.
package app

import (
	"errors"
	"fmt"
	"image/png"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"unicode"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/internal/atomicfile"
	"sandtable/internal/plural"
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

	// content is the window's board, panels and status bar; the
	// hand-over screen takes its place (handover.go).
	content  fyne.CanvasObject
	handover *handOverScreen
	away     *awayBar
	// passUp is the passphrase screen while it is up (passscreen.go).
	passUp *passScreen
	// modals are the dialogs shown, newest last: the top one has the
	// keyboard (modal.go); nativeDialog covers the window while a native
	// file dialog is open.
	modals       []*modal
	nativeDialog *widget.PopUp
	// unitPopUp is the last counter menu opened (countermenu.go), and
	// unitMenuShown its items.
	unitPopUp     *widget.PopUpMenu
	unitMenuShown *fyne.Menu
	// help is the rules reference window, nil when closed.
	help fyne.Window
	// afterDice is what waits for an action the dice or draw dialog is
	// getting real dice or a real draw for (applyThen).
	afterDice func(*rules.Entry)
	// shortcutActs are the window's shortcuts by name, as bound (guarded
	// by blocked).
	shortcutActs map[string]func()
	// pick asks for a file (pickFile; tests answer it themselves).
	pick func(save bool, title, startDir, startFile, filterName string, exts []string, done func(path string))
	// askPass asks a side for its passphrase (passphraseScreen; tests
	// answer it themselves).
	askPass func(req passRequest, done func(pass string, ok bool))
	// decisionShown is set while a pending decision's dialog is up;
	// choosing while a dialog closes on a choice or a roll that goes on
	// with the game (decision.go, dice.go): the decision is not asked for
	// again until that is done.
	decisionShown bool
	choosing      bool
	// army is the army design's dialog while it is up; armyHidden the
	// side (of its game: armyKey) that put it away ("Later"), the actions
	// panel's buttons making its edits meanwhile (army.go).
	army       *armyDialog
	armyHidden string
	// battle is the battle dialog while it is up (battle.go).
	battle *battleDialog
	// purchase is the purchase screen while it is up; purchaseHidden the
	// purchase phase (purchaseKey) in which it was put away (purchase.go).
	purchase       *purchaseDialog
	purchaseHidden string
	// lookup opens the rules reference at lookupRule, the rule the status
	// bar's message cites.
	lookup     *widget.Button
	lookupRule string
	// menuScenario is the scenario whose overlays the View menu lists,
	// menuOverlays their ids.
	menuScenario *scenarios.Scenario
	menuOverlays []string

	// ds is Design mode (design.go).
	ds designState

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
	if !strings.HasPrefix(ref, scenarios.BuiltinPrefix) {
		switch sniffFormat(ref) {
		case rules.SaveFormat:
			g, err = rules.LoadSaveFile(ref)
			return g, ref, err
		case rules.SealedSaveFormat: // the window asks the passphrases (sealed.go)
			return nil, "", fmt.Errorf("app: %s: %w", ref, rules.ErrSealedSave)
		}
	}
	g, err = rules.StartNewGame(ref, nil, false)
	return g, "", err
}

// Run opens the window on ref and runs until it is closed. ref "" is a
// plain start: the bundled default game, and the offer of a game left
// open when the program last ended without quitting (offerRestore). A
// scenario or save named (ref, from the command line) opens without that
// offer, and its autosave goes beside the one left (startAutosave), which
// the next plain start offers.
func Run(ref string, comp Compositors) error { return run(ref, comp, nil) }

// run is Run; with then (not nil), the window is handed to then once
// shown instead of offering to restore an autosave (RunDesign).
func run(ref string, comp Compositors, then func(w *Window)) error {
	plain := ref == ""
	if plain {
		ref = scenarios.BuiltinPrefix + scenarios.Default
	}
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
	tap := tapFyneLog() // until the window is shown: did GLFW make it?
	defer tap.stop()
	fw := a.NewWindow("Sandtable")
	o := <-loaded
	w, err := startWindow(a, fw, ref, o.g, o.savePath, o.err, comp)
	if err != nil {
		return err
	}
	w.win.Show()
	if err := tap.shown(w.win); err != nil {
		return err
	}
	w.fitScreen(screenPixels())
	if then != nil {
		w.autosaveTo = autosavePath()
		then(w)
		a.Run()
		return nil
	}
	w.startAutosave(autosavePath(), plain && o.err == nil)
	w.askDecision() // a save opened while the rules wait for a choice
	w.askArmy()
	w.askPurchase()
	a.Run()
	return nil
}

// startWindow builds the window on the game opened from ref, or, when it
// could not be opened (openErr), on the bundled default game with the
// error shown and then the start screen (issue 10 item 15): a broken file
// never leaves the player with only a terminal message.
func startWindow(a fyne.App, fw fyne.Window, ref string, g *rules.Game, savePath string, openErr error, comp Compositors) (*Window, error) {
	if openErr != nil {
		var err error
		g, err = rules.StartNewGame(scenarios.BuiltinPrefix+scenarios.Default, nil, false)
		if err != nil {
			return nil, fmt.Errorf("%v (and the bundled game did not load either: %v)", openErr, err)
		}
		savePath = ""
	}
	w, err := newWindow(a, fw, savePath, g, comp)
	if err != nil {
		return nil, err
	}
	switch {
	case errors.Is(openErr, rules.ErrSealedSave):
		w.openSealed(ref) // asks the passphrases (sealed.go)
	case openErr != nil:
		w.showOpenError(ref, openErr, w.showStart)
	}
	return w, nil
}

// showOpenError tells that ref could not be opened, with the loader's
// message (file, line, field), then runs then.
func (w *Window) showOpenError(ref string, err error, then func()) {
	msg := widget.NewLabel(err.Error())
	msg.Wrapping = fyne.TextWrapWord
	body := container.NewVScroll(msg)
	body.SetMinSize(fyne.NewSize(560, 160))
	d := dialog.NewCustom("Could not open "+filepath.Base(ref), "OK", body, w.win)
	w.setStatus("could not open " + ref + ": " + err.Error())
	if then != nil {
		d.SetOnClosed(then)
	}
	w.showModal(d, d.Hide, d.Hide)
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
	w.sess.Solitaire = w.playBothSides() // how these players last chose to play
	w.pick = w.pickFile
	w.ds.pickDir = w.pickFolder
	w.askPass = w.passphraseScreen
	// Save writes back to the save that was opened; a hotseat game with
	// secrets, new or saved, opens handed over to the side to act.
	w.sess.Replace(g, savePath)
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
	w.away = newAwayBar(w)
	w.ds.bar = w.newBackBar()
	// Each bar directly a border's top: hidden, it takes no room.
	w.content = container.NewBorder(w.away.obj, w.statusBar(), nil, nil, container.NewBorder(w.ds.bar, nil, nil, nil, split))
	w.win.SetContent(w.content)
	w.win.SetMainMenu(w.menu())
	w.shortcuts()
	w.counterHooks()
	w.win.Resize(fyne.NewSize(1200, 780))
	w.sess.OnNeedDice = w.askDice
	w.sess.OnNeedDraw = w.askDraw
	w.sess.OnChange(func(c session.Change) {
		if w.designing() {
			// The designer's preview game: nothing to autosave, hand
			// over or decide, and Design mode has its own menu.
			return
		}
		w.updateTitle()
		w.handOver()
		w.askDecision()
		w.askArmy()
		w.askPurchase()
		if c&session.GameChanged != 0 {
			w.autosave()
			// Another game, or overlays come or go: the View menu lists
			// them. Not behind the hand-over or passphrase screen, whose
			// menu is Quit alone (it puts the full menu back when it goes).
			if w.sess.Game.Scenario != w.menuScenario || !slices.Equal(overlayIDs(w.sess.Overlays()), w.menuOverlays) {
				w.setPlayMenu()
			}
		}
	})
	w.updateTitle()
	w.handOver()
	w.win.SetCloseIntercept(w.quit)
	// The board's compositor (its goroutines, tiles, Ebiten) goes with
	// the window, not with a renderer Fyne drops while the board is unseen.
	w.win.SetOnClosed(b.Close)
	w.setStatus(welcome(g))
	return w, nil
}

// welcome is the first status message: the game and how to play it.
func welcome(g *rules.Game) string {
	return gameName(g.Scenario.Name, g.Module.Name()) + ". Drag a counter to move it; Shift-drag moves the stack; the wheel zooms."
}

// gameName names a game by its scenario and rules module, saying a title
// once also when both names repeat it: one holding the other is said
// alone; two of one title with their own brackets share it ("20,000
// Leagues under the Trenches (face-down Germans; Vernian GWIE)").
func gameName(scenario, module string) string {
	split := func(s string) (title, note string) {
		if strings.HasSuffix(s, ")") {
			if i := strings.LastIndex(s, " ("); i > 0 {
				return s[:i], s[i+2 : len(s)-1]
			}
		}
		return s, ""
	}
	st, sn := split(scenario)
	mt, mn := split(module)
	switch {
	case strings.Contains(module, scenario):
		return module
	case strings.Contains(scenario, module):
		return scenario
	case st == mt && sn != "" && mn != "":
		return st + " (" + sn + "; " + mn + ")"
	}
	return scenario + " · " + module
}

// Fyne is the window's Fyne window (for tests and screenshots).
func (w *Window) Fyne() fyne.Window { return w.win }

// Session is the window's session.
func (w *Window) Session() *session.Session { return w.sess }

// Board is the window's board widget.
func (w *Window) Board() *boardview.Board { return w.board }

// setStatus shows s in the status bar, with a button to look up the rule
// it cites when the rules reference has it.
func (w *Window) setStatus(s string) {
	w.status.SetText(s)
	if w.ds.d != nil {
		w.ds.d.SetStatus(s) // Design mode shows the designer's status bar
	}
	if w.lookup == nil {
		return
	}
	if rule := w.ruleInText(s); rule != "" {
		w.lookupRule = rule
		w.lookup.SetText("Rule: " + rule)
		w.lookup.Show()
		return
	}
	w.lookup.Hide()
}

// statusBar is the status line and its rule look-up button.
func (w *Window) statusBar() fyne.CanvasObject {
	w.lookup = widget.NewButton("", func() { w.showReference(w.lookupRule, "", "") })
	w.lookup.Importance = widget.LowImportance
	w.lookup.Hide()
	return container.NewBorder(nil, nil, nil, w.lookup, w.status)
}

func (w *Window) updateTitle() {
	if w.designing() {
		return // the designer's title (design.go)
	}
	if w.sess.HandingOver() || w.passUp != nil {
		// Nothing on screen while the screen is handed over: not even the
		// title names the game or where it stands.
		w.win.SetTitle(handOverTitle)
		return
	}
	name := w.sess.Game.Scenario.Name
	if w.sess.Path != "" {
		name = filepath.Base(w.sess.Path) + " — " + name
	}
	if w.sess.Dirty {
		name = "• " + name
	}
	w.win.SetTitle(name + " — Sandtable")
}

// setPlayMenu puts Play mode's menu up, unless the hand-over or passphrase
// screen is up: their menu is Quit alone, and they put the full one back
// when they go. Nothing acts on a game behind those screens.
func (w *Window) setPlayMenu() {
	if w.handover == nil && w.passUp == nil {
		w.win.SetMainMenu(w.menu())
	}
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
	// Menu items show their keys (issue 10 item 15); on Linux and Windows
	// the labels are for show, the keys themselves are bound in shortcuts.
	key := w.withKey
	ctrl := fyne.KeyModifierShortcutDefault
	file := fyne.NewMenu("File",
		key(fyne.NewMenuItem("New…", w.showStart), fyne.KeyN, ctrl),
		newMenu,
		key(fyne.NewMenuItem("Open…", w.open), fyne.KeyO, ctrl),
		recentMenu,
		key(fyne.NewMenuItem("Save", w.save), fyne.KeyS, ctrl),
		key(fyne.NewMenuItem("Save As…", w.saveAs), fyne.KeyS, ctrl|fyne.KeyModifierShift),
		fyne.NewMenuItem("Passphrases…", w.setPassphrases),
		fyne.NewMenuItem("Export board PNG…", w.exportPNG),
		fyne.NewMenuItem("Print counter sheet…", w.printCounterSheet),
		fyne.NewMenuItem("Export map as PDF…", w.exportMapPDF),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Design…", w.designThis),
		fyne.NewMenuItem("New design", w.newDesign),
		fyne.NewMenuItemSeparator(),
		key(fyne.NewMenuItem("Quit", w.quit), fyne.KeyQ, ctrl),
	)
	if w.trying() {
		file.Items = append([]*fyne.MenuItem{fyne.NewMenuItem("Back to the designer", w.backToDesigner), fyne.NewMenuItemSeparator()}, file.Items...)
	}
	ask := fyne.NewMenuItem("Ask before ending a phase", nil)
	ask.Checked = w.askBeforeEnd()
	ask.Action = func() {
		w.app.Preferences().SetBool(prefAskBeforeEnd, !w.askBeforeEnd())
		w.win.SetMainMenu(w.menu())
	}
	undo := fyne.NewMenuItem("Undo", w.undo)
	undo.Shortcut = &fyne.ShortcutUndo{}
	redo := fyne.NewMenuItem("Redo", w.redo)
	redo.Shortcut = &fyne.ShortcutRedo{}
	edit := fyne.NewMenu("Edit",
		undo,
		redo,
		fyne.NewMenuItemSeparator(),
		key(fyne.NewMenuItem("End phase", w.endPhase), fyne.KeySpace, 0),
		fyne.NewMenuItem("Pass the screen to the next side acting", w.passScreen),
		fyne.NewMenuItem("Purchase units…", w.openPurchase),
		ask,
	)
	view := fyne.NewMenu("View", w.viewItems()...)
	help := fyne.NewMenu("Help",
		fyne.NewMenuItem("Keyboard shortcuts", w.showShortcuts),
		fyne.NewMenuItem("Rules reference and map legend", func() { w.showReference("", "", "") }),
		fyne.NewMenuItem("About this game", w.showRules),
	)
	return fyne.NewMainMenu(file, edit, view, help)
}

// withKey labels a menu item with its keyboard shortcut. Fyne's GLFW
// driver runs a main-menu item's action itself when its keys are pressed,
// before the canvas's shortcuts (shortcuts) see them: so the action, like
// those, does nothing while a dialog is up (modal.go). Ctrl+N pressed in
// the New game dialog opened a second one over it.
func (w *Window) withKey(it *fyne.MenuItem, k fyne.KeyName, mod fyne.KeyModifier) *fyne.MenuItem {
	it.Shortcut = &desktop.CustomShortcut{KeyName: k, Modifier: mod}
	if act := it.Action; act != nil {
		it.Action = func() {
			if !w.blocked() {
				act()
			}
		}
	}
	return it
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
		w.withKey(fyne.NewMenuItem("Zoom in", func() { b.ZoomCenter(1.25) }), fyne.KeyEqual, fyne.KeyModifierShortcutDefault),
		w.withKey(fyne.NewMenuItem("Zoom out", func() { b.ZoomCenter(0.8) }), fyne.KeyMinus, fyne.KeyModifierShortcutDefault),
		w.withKey(fyne.NewMenuItem("Fit board", b.Fit), fyne.Key0, 0),
		fyne.NewMenuItemSeparator(),
		toggle("Coordinates", b.ShowCoords, func(on bool) { b.ShowCoords = on; b.Restatic() }),
		toggle("Control overlay", b.ShowControl, func(on bool) { b.ShowControl = on; b.Refresh() }),
		toggle("Supply on counters (DS, OOS)", b.SupplyTags(), b.SetSupplyTags),
		toggle("Ranges of the selection", b.Ranges(), b.SetRanges),
	}
	w.menuScenario = w.sess.Game.Scenario
	ovs := w.sess.Overlays()
	w.menuOverlays = overlayIDs(ovs)
	for _, o := range ovs {
		id := o.ID
		items = append(items, toggle(o.Name, b.OverlayShown(id), func(on bool) { b.SetOverlay(id, on) }))
	}
	return items
}

// overlayIDs are the ids of overlays, in order.
func overlayIDs(ovs []rules.Overlay) []string {
	ids := make([]string, len(ovs))
	for i, o := range ovs {
		ids[i] = o.ID
	}
	return ids
}

// shortcuts binds the keyboard.
func (w *Window) shortcuts() {
	c := w.win.Canvas()
	// No shortcut acts while a dialog is up (modal.go).
	w.shortcutActs = map[string]func(){}
	design := w.designKeys()
	add := func(sc fyne.Shortcut, fn func()) {
		act := func() {
			if w.blocked() {
				return
			}
			if w.designing() {
				// Design mode's own keys; Play's that it has not (zoom)
				// act as in Play.
				if dfn, ok := design[sc.ShortcutName()]; ok {
					dfn()
					return
				}
			}
			if fn != nil {
				fn()
			}
		}
		w.shortcutActs[sc.ShortcutName()] = act
		c.AddShortcut(sc, func(fyne.Shortcut) { act() })
	}
	ctrl := func(k fyne.KeyName, fn func()) {
		add(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}, fn)
	}
	// Fyne turns Ctrl+Z / Ctrl+Y into its own undo and redo shortcuts.
	add(&fyne.ShortcutUndo{}, w.undo)
	add(&fyne.ShortcutRedo{}, w.redo)
	ctrl(fyne.KeyS, w.save)
	add(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, w.saveAs)
	ctrl(fyne.KeyO, w.open)
	ctrl(fyne.KeyN, w.showStart)
	ctrl(fyne.KeyQ, w.quit)
	add(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, w.redo)
	ctrl(fyne.KeyR, nil) // Design mode: Play this scenario
	ctrl(fyne.KeyEqual, func() { w.board.ZoomCenter(1.25) })
	ctrl(fyne.KeyMinus, func() { w.board.ZoomCenter(0.8) })
	keys := func(ev *fyne.KeyEvent) {
		if w.modalKey(ev) {
			return
		}
		if w.designing() {
			if ev.Name == fyne.KeyF5 && !w.blocked() {
				w.playDesign()
			}
			return
		}
		switch ev.Name {
		case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
			w.endPhase()
		}
	}
	w.board.OnKey = keys
	w.board.OnAct = w.act
	w.board.OnChoose = w.chooseDrop
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if w.modalKey(ev) {
			return
		}
		switch ev.Name {
		case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter, fyne.KeyF5:
			keys(ev)
		default:
			w.board.TypedKey(ev)
		}
	})
	c.SetOnTypedRune(func(r rune) {
		if r != ' ' && !w.blocked() {
			w.board.TypedRune(r)
		}
	})
}

const shortcutsText = `Ctrl+N  new game (choose a scenario, hotseat or solitaire)
Ctrl+O  open a scenario or saved game
Ctrl+S  save     Ctrl+Shift+S  save as
Ctrl+Z  undo     Ctrl+Y  redo
Space or Enter  end the phase
Arrow keys  pan      + / -  zoom      0  fit the board
Escape  give up choosing a place on the board for an action
Mouse: drag a counter to move it (Shift: the whole stack),
drag empty space or with the middle button to pan, wheel to zoom,
click to select, double-click to open a stack; rest the pointer on
a counter to read it; right-click it (or Shift+F10, the menu key
on the selection) for what it may do.
Stack tab (top counter first): drag a unit's row onto the board
to move that unit alone; the arrows, or drag a row up or down,
reorder the stack on the board; on a focused grip Up / Down,
Home / End move the unit.`

func (w *Window) showShortcuts() {
	w.showInfo("Keyboard shortcuts", shortcutsText)
}

func (w *Window) showRules() {
	g := w.sess.Game
	text := fmt.Sprintf("%s\n\nRules module: %s (%s)\n\n%s", g.Scenario.Name, g.Module.Name(), g.Module.ID(), g.Scenario.Description)
	if g.Module.ID() == "freeplay" {
		text += "\n\nSandtable does not know this game's rules: players adjudicate. Any counter may be moved anywhere, flipped or removed; dice are rolled on demand and every action and roll is logged. The verbs are listed in docs/actions.md."
	}
	w.showInfo("Rules", text)
}

// endPhase ends the actor's phase (Space, Enter, the End phase button). An
// end that can be undone (no roll, no reveal, the same side acts next) is
// applied at once; one that cannot is confirmed first when the side could
// still do something this phase (issue 10 item 3), unless the players
// turned the question off.
func (w *Window) endPhase() {
	ends := w.sess.LegalWith(rules.VerbEndPhase, "")
	if len(ends) == 0 {
		w.setStatus("the phase cannot end now: " + firstRequired(w.sess.Status()))
		return
	}
	a := ends[0]
	if w.askBeforeEnd() {
		if final, why := w.sess.Game.WouldBeFinal(a); final {
			if left := w.stillToDo(); len(left) > 0 {
				w.confirmEndPhase(a, why, left)
				return
			}
		}
	}
	w.doEndPhase(a)
}

// doEndPhase applies the end of the phase and says whether it can be undone.
func (w *Window) doEndPhase(a rules.Action) {
	phase := w.sess.Game.Status().PhaseName
	w.applyThen(a, func(e *rules.Entry) {
		if !e.Final {
			w.setStatus(phase + " ended. Ctrl+Z takes it back.")
			return
		}
		w.setStatus(phase + " ended.")
	})
}

// prefAskBeforeEnd is the preference behind "Ask before ending a phase".
const prefAskBeforeEnd = "ask-before-end-phase"

func (w *Window) askBeforeEnd() bool {
	return w.app.Preferences().BoolWithFallback(prefAskBeforeEnd, true)
}

// stillToDo lists, for people, what the actor could still do this phase
// besides ending it: its legal verbs ("move", "attack").
func (w *Window) stillToDo() []string {
	var out []string
	for _, v := range w.sess.LegalVerbs() {
		if v != rules.VerbEndPhase {
			out = append(out, strings.ReplaceAll(v, "-", " "))
		}
	}
	return out
}

// confirmEndPhase asks before an end that cannot be undone, naming what
// the side could still do, with "Don't ask again".
func (w *Window) confirmEndPhase(a rules.Action, why string, left []string) {
	st := w.sess.Game.Status()
	msg := widget.NewLabel(fmt.Sprintf("You could still: %s.\n\nEnding the %s cannot be undone: %s.",
		strings.Join(left, ", "), st.PhaseName, why))
	msg.Wrapping = fyne.TextWrapWord
	again := widget.NewCheck("Don't ask again (Edit menu: Ask before ending a phase)", nil)
	d := dialog.NewCustomConfirm("End the "+st.PhaseName+"?", "End phase", "Go back", container.NewVBox(msg, again), func(ok bool) {
		if again.Checked {
			w.app.Preferences().SetBool(prefAskBeforeEnd, false)
			w.win.SetMainMenu(w.menu())
		}
		if ok {
			w.doEndPhase(a)
		}
	}, w.win)
	d.SetConfirmImportance(widget.WarningImportance)
	d.Resize(fyne.NewSize(460, 220))
	// Enter, which ended the phase by accident, must not confirm it: it
	// is the safe answer, Go back; the End phase button confirms.
	w.showModal(d, d.Hide, d.Hide)
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
	log := w.sess.Game.Log()
	var last rules.Action
	if len(log) > 0 {
		last = log[len(log)-1].Action
	}
	if err := w.sess.Undo(); err != nil {
		w.setStatus(panels.ReasonText(err))
		return
	}
	w.setStatus("Undone: " + w.describe(last))
}

func (w *Window) redo() {
	if err := w.sess.Redo(); err != nil {
		w.setStatus(panels.ReasonText(err))
		return
	}
	log := w.sess.Game.Log()
	w.setStatus("Redone: " + w.describe(log[len(log)-1].Action))
}

// confirmDiscard runs then, first asking what to do with unsaved actions:
// save them (then runs once they are saved), don't save, or cancel.
func (w *Window) confirmDiscard(then func()) {
	if w.trying() {
		// A try of the design is not saved: the design's edits are what
		// another game would lose.
		w.confirmDesignDiscard(w.ds.back, func() { w.endTry(); then() })
		return
	}
	if !w.sess.Dirty {
		then()
		return
	}
	var d *dialog.CustomDialog
	save := widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), func() {
		d.Hide()
		w.saveThen(then)
	})
	save.Importance = widget.HighImportance
	discard := widget.NewButton("Don't save", func() {
		d.Hide()
		then()
	})
	cancel := widget.NewButton("Cancel", func() { d.Hide() })
	n := len(w.sess.Game.Log())
	msg := widget.NewLabel(fmt.Sprintf("This game (%s, %s) has moves that are not saved.\nSave them first?", w.sess.Game.Scenario.Name, plural.Count(n, "action")))
	d = dialog.NewCustomWithoutButtons("Unsaved game", msg, w.win)
	d.SetButtons([]fyne.CanvasObject{cancel, discard, save})
	// Enter is the safe answer: save. Escape cancels.
	w.showModal(d, save.OnTapped, d.Hide)
}

func (w *Window) newGame(ref string) {
	w.newGameMode(ref, w.sess.Solitaire, nil, w.sess.Game.Manual, false)
}

// newGameMode starts a new game of ref, hotseat or solitaire, with the
// scenario options opts (nil: the defaults), rolling the computer's dice
// or, with manual, asking the players for the faces of real dice. With
// protect, each side of a hotseat game with secrets then chooses its
// passphrase on the passphrase screen, before the hand-over screen to the
// first side to act.
func (w *Window) newGameMode(ref string, solitaire bool, opts rules.Options, manual, protect bool) {
	w.confirmDiscard(func() {
		g, err := rules.StartNewGame(ref, opts, manual)
		if err != nil {
			w.showError(err)
			return
		}
		w.sess.Solitaire = solitaire
		w.app.Preferences().SetBool(prefBothSides, solitaire)
		w.sess.Replace(g, "")
		w.board.Home()
		mode := "hotseat"
		if solitaire {
			mode = "one player on both sides"
		}
		if manual {
			mode += ", real dice"
		}
		w.setStatus(fmt.Sprintf("new %s game: %s", mode, g.Scenario.Name))
		if protect && !solitaire && w.sess.HasSecrets() {
			w.choosePassphrases()
		}
	})
}

func (w *Window) open() {
	w.confirmDiscard(func() {
		w.pick(false, "Open a scenario or saved game", "", "", "Sandtable files", []string{"toml"}, func(path string) {
			if path != "" {
				w.openPath(path)
			}
		})
	})
}

// openPath opens a scenario or saved game file in this window.
func (w *Window) openPath(path string) {
	if sniffFormat(path) == rules.SealedSaveFormat {
		w.openSealed(path) // sealed.go
		return
	}
	g, saved, err := open(path)
	if err != nil {
		w.showOpenError(path, err, nil)
		return
	}
	if saved != "" {
		addRecent(path)
	}
	w.sess.Replace(g, saved)
	w.board.Home()
	w.setStatus(fmt.Sprintf("opened %s (%s)", path, plural.Count(len(g.Log()), "action")))
}

func (w *Window) save() { w.saveThen(nil) }

// saveThen saves the game (asking where when it was never saved) and then
// runs then, if not nil and the game was saved.
func (w *Window) saveThen(then func()) {
	if w.sess.Path == "" {
		w.saveAsThen(then)
		return
	}
	if w.saveTo(w.sess.Path) && then != nil {
		then()
	}
}

func (w *Window) saveAs() { w.saveAsThen(nil) }

// saveAsThen asks where to save, suggesting a name, saves, then runs then.
func (w *Window) saveAsThen(then func()) {
	dir, name := "", suggestedSaveName(w.sess.Game, w.sess.Path)
	if w.sess.Path != "" {
		dir = filepath.Dir(w.sess.Path)
	}
	title := w.saveDialogTitle()
	if w.sess.HasSecrets() {
		// In the dialog's title and in the status bar under it (a
		// desktop may cut a long title short).
		note := HotseatSaveNote
		if w.sess.Locks != nil {
			note = SealedSaveNote
		}
		title += ". " + note
		w.setStatus(note)
	}
	w.pick(true, title, dir, name, "Sandtable saved games", []string{"toml"}, func(path string) {
		if path == "" {
			return
		}
		if filepath.Ext(path) == "" {
			path += ".toml"
		}
		if w.saveTo(path) && then != nil {
			then()
		}
	})
}

// HotseatSaveNote is what the Save dialog says a save of a game with
// secrets holds. One shared file keeps every side's secrets.
const HotseatSaveNote = "This save holds every side's secrets (face-down counters, secret choices): " +
	"anyone with the file can read them, unless the players set passphrases (File > Passphrases, before the first action)."

// SealedSaveNote is what the Save dialog says of a game whose players set
// passphrases.
const SealedSaveNote = "Each side's secrets are sealed under its passphrase: opening the save asks every player for theirs."

// suggestedSaveName is the file name the Save dialog offers: the save's
// own name, else the scenario and where the game stands ("20,000 Leagues
// under the Trenches - B2 Allied Movement.toml" made file-safe).
func suggestedSaveName(g *rules.Game, path string) string {
	if path != "" {
		return filepath.Base(path)
	}
	st := g.Status()
	name := g.Scenario.Name + " - " + st.TurnName
	if slices.Contains(g.Scenario.Turns.Names, st.TurnName) {
		name = g.Scenario.Name + " - turn " + st.TurnName
		if st.SubTurns > 1 || st.SubTurns == 0 && g.Scenario.Turns.SubTurns > 1 {
			name += fmt.Sprintf(".%d", st.SubTurn+1)
		}
	}
	if st.PhaseName != "" {
		name += " " + st.PhaseName
	}
	return safeFileName(name) + ".toml"
}

// safeFileName keeps letters, digits, spaces and "-_.,()" and turns the rest
// into "-", trimmed to 80 characters.
func safeFileName(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(" -_.,()", r):
			b.WriteRune(r)
		default:
			b.WriteRune('-')
		}
	}
	out := strings.TrimSpace(b.String())
	if r := []rune(out); len(r) > 80 {
		out = strings.TrimSpace(string(r[:80]))
	}
	if out == "" {
		out = "game"
	}
	return out
}

// saveTo saves to path and reports whether it worked.
func (w *Window) saveTo(path string) bool {
	if err := w.sess.SaveAs(path); err != nil {
		w.showError(err)
		return false
	}
	w.updateTitle()
	addRecent(path)
	w.autosave() // now from path: a game restored after a crash saves there
	w.setStatus(fmt.Sprintf("saved %s to %s", plural.Count(len(w.sess.Game.Log()), "action"), path))
	return true
}

func (w *Window) exportPNG() {
	w.pick(true, "Export the board as PNG", "", trimTOML(suggestedSaveName(w.sess.Game, w.sess.Path))+".png", "PNG images", []string{"png"}, func(path string) {
		if path == "" {
			return
		}
		if filepath.Ext(path) == "" {
			path += ".png"
		}
		img := w.board.Snapshot(1.5)
		err := atomicfile.Write(path, func(wr io.Writer) error { return png.Encode(wr, img) })
		if err != nil {
			w.showError(err)
			return
		}
		w.setStatus("exported " + path)
	})
}

func (w *Window) quit() {
	// In Design mode (or trying a design) the design's edits first, then
	// the game in play.
	if w.designing() || w.trying() {
		w.leaveDesignThen(w.quit)
		return
	}
	w.confirmDiscard(func() {
		if w.autosaveTo != "" {
			w.autosaveMu.Lock() // let a write in flight finish first
			removeAutosave(w.autosaveTo)
			w.autosaveMu.Unlock()
		}
		w.app.Quit()
	})
}
