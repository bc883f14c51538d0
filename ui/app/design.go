package app

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	native "github.com/sqweek/dialog"

	"sandtable/design"
	"sandtable/importer/tiled"
	"sandtable/internal/plural"
	"sandtable/rules"
	"sandtable/scenarios"
	"sandtable/ui/designer"
)

// designState is the window's Design mode. While the designer is up
// (d not nil) the window has lent it its board and session: the session
// holds the designer's preview game, whose changes the window's Play
// work (autosave, hand-over, decisions, the View menu) leaves alone.
type designState struct {
	// d is the designer while Design mode is up; nil in Play mode.
	d *designer.Designer
	// back is the designer a game of "Play this scenario" came from, nil
	// when the game in play is not one: Back to the designer returns to
	// it, its project and undo history as they were.
	back *designer.Designer
	// kept is the game in play when Design mode began, given back when
	// the designer closes; playSolitaire is Play's setting of
	// Session.Solitaire.
	kept          *keptGame
	playSolitaire bool
	// undo and redo are the Edit menu's items, renamed after every edit.
	undo, redo *fyne.MenuItem
	// bar is "Back to the designer" above the board in a game of Play
	// this scenario.
	bar *fyne.Container
	// pickDir asks for a folder (pickFolder; tests answer it).
	pickDir func(title, startDir string, done func(dir string))
	// hooked are the designers whose refreshes rename Undo and Redo.
	hooked map[*designer.Designer]bool
	// lastDir is the folder a design was last opened, imported or saved
	// in: where file dialogs start for a design without a folder.
	lastDir string
	// autosaveLater is the autosave's path while a window opened in
	// Design mode (RunDesign) has not played yet: an autosave left
	// behind is offered, and written, once the designer closes.
	autosaveLater string
}

// RunDesign opens the window in Design mode on ref (a scenario, map or
// counters file, "builtin:NAME", or "" for a new design) and runs until
// it is closed. Play mode, when the designer closes, has the bundled
// default game.
func RunDesign(ref string, comp Compositors) error {
	return run("", comp, func(w *Window) { w.startDesign(ref) })
}

// startDesign puts a new window in Design mode on ref; the autosave of
// a game left open is offered when the designer closes.
func (w *Window) startDesign(ref string) {
	w.ds.autosaveLater, w.autosaveTo = w.autosaveTo, ""
	proj, err := openDesign(ref)
	if err != nil {
		w.restoreKept()
		w.showOpenError(ref, err, nil) // after: its status line stays
		return
	}
	w.enterDesign(proj)
}

// keptGame is a game put aside while designing.
type keptGame struct {
	g     *rules.Game
	path  string
	dirty bool
	locks *rules.Locks
}

// designing reports whether the window is in Design mode.
func (w *Window) designing() bool { return w.ds.d != nil }

// trying reports whether the game in play is a try of the designer's
// scenario (Play this scenario): it has no file to autosave against.
func (w *Window) trying() bool { return w.ds.back != nil }

// Designer is the window's designer while Design mode is up, else nil.
func (w *Window) Designer() *designer.Designer { return w.ds.d }

// designFrom opens ref ("builtin:NAME", a scenario, map or catalogue
// file; "" for a new design) in the designer, first asking about unsaved
// moves as New does: the game in play is kept and comes back when the
// designer closes.
func (w *Window) designFrom(ref string) {
	ask := w.confirmDiscard
	if w.trying() {
		// The try is not saved; the design it came from is asked about.
		back := w.ds.back
		ask = func(then func()) { w.confirmDesignDiscard(back, then) }
	}
	ask(func() {
		proj, err := openDesign(ref)
		if err != nil {
			w.showOpenError(ref, err, nil)
			return
		}
		w.enterDesign(proj)
	})
}

// designThis opens the designer on the scenario of the game in play
// (File > Design…); in a try of the design, the designer it came from.
func (w *Window) designThis() {
	if w.trying() {
		w.backToDesigner()
		return
	}
	if !w.sess.Solitaire && w.sess.HasSecrets() {
		// The designer shows the scenario as its file has it: every side's
		// set-up, face-down counters too. At a hotseat table that is
		// another side's secret, so the player at the screen says first.
		w.showConfirm("Design this scenario?",
			"The designer shows the scenario's whole set-up, every side's\n"+
				"face-down counters included. At a hotseat table, open it only\n"+
				"where the other sides' players cannot see the screen.",
			"Open the designer", "Cancel", func(ok bool) {
				if ok {
					w.designFrom(w.sess.Game.Ref)
				}
			})
		return
	}
	w.designFrom(w.sess.Game.Ref)
}

// openDesign opens ref as a project; "" is a new design.
func openDesign(ref string) (*design.Project, error) {
	if ref == "" {
		return design.NewProject(), nil
	}
	return design.OpenProject(ref)
}

// enterDesign puts the window in Design mode on proj, keeping the game in
// play aside (it was autosaved with its last action).
func (w *Window) enterDesign(proj *design.Project) {
	if w.trying() {
		// A game of Play this scenario is over: the designer it came
		// from is dropped for the new project.
		w.ds.back = nil
		w.ds.bar.Hide()
	} else if w.ds.kept == nil {
		w.ds.kept = &keptGame{g: w.sess.Game, path: w.sess.Path, dirty: w.sess.Dirty, locks: w.sess.Locks}
		w.ds.playSolitaire = w.sess.Solitaire
	}
	w.sess.Preview(-1)
	d := designer.New(w.win, w.sess, w.board, proj, w.designPick)
	w.lend(d)
	w.board.Home()
}

// designPick is the window's file dialog for the designer, starting in
// the design's folder unless told where (designDir).
func (w *Window) designPick(save bool, title, startDir, startFile, filterName string, exts []string, done func(path string)) {
	if startDir == "" {
		startDir = w.designDir()
	}
	w.pick(save, title, startDir, startFile, filterName, exts, done)
}

// designDir is the folder the designer's file dialogs start in: the
// design's own, else the one a design was last opened, imported or saved
// in; "" (the dialog's choice, the current directory) when there is none.
func (w *Window) designDir() string {
	if d := w.ds.d; d != nil && d.Proj.Dir != "" {
		return d.Proj.Dir
	}
	return w.ds.lastDir
}

// dialogDir is where a file dialog of the window starts: in Design mode
// the design's folder (designDir), in Play mode the saved game's.
func (w *Window) dialogDir() string {
	if w.designing() {
		return w.designDir()
	}
	if w.sess.Path != "" {
		return filepath.Dir(w.sess.Path)
	}
	return ""
}

// lend shows designer d: its content and menu, the window's board and
// session lent to it.
func (w *Window) lend(d *designer.Designer) {
	w.ds.d = d
	d.OnClose = w.closeDesigner
	d.OnPlay = func(*scenarios.Scenario) { w.playDesign() }
	d.OnTitle = func(title string) {
		if w.ds.d == d {
			w.win.SetTitle(title)
		}
	}
	if w.ds.hooked == nil {
		w.ds.hooked = map[*designer.Designer]bool{}
	}
	if !w.ds.hooked[d] {
		w.ds.hooked[d] = true
		d.OnRefresh(func(*design.File) {
			if w.ds.d == d {
				w.renameUndo()
			}
		})
	}
	// The tool keys (1–9, C, letters) typed on the board, or with no
	// field focused, go to the designer's tab shown.
	w.board.OnRune = w.designRune
	w.sess.Solitaire = true
	w.win.SetContent(d.Content())
	w.win.SetMainMenu(w.designMenu())
	w.win.SetTitle(d.Title())
}

// designRune passes a character typed on the board (or with no field
// focused) to the designer while Design mode is up and no dialog is: on
// the Map tab it chooses a tool. A text field with the focus gets its
// characters itself.
func (w *Window) designRune(r rune) {
	if w.designing() && !w.blocked() {
		w.ds.d.TypedRune(r)
	}
}

// closeDesigner leaves Design mode (File > Close designer), first asking
// about unsaved edits; the game in play before comes back.
func (w *Window) closeDesigner() { w.leaveDesignThen(nil) }

// leaveDesignThen asks about the design's unsaved edits (Save, Don't
// save, Cancel), goes back to Play mode with the game kept, and runs then
// (nil: nothing). In a game of Play this scenario it asks about the
// designer's edits too: its project goes.
func (w *Window) leaveDesignThen(then func()) {
	d := w.ds.d
	if d == nil {
		d = w.ds.back
	}
	if d == nil {
		if then != nil {
			then()
		}
		return
	}
	w.confirmDesignDiscard(d, func() {
		if w.designing() {
			w.backToPlay()
		} else {
			// A try of the design: the game kept from before comes back.
			w.ds.back = nil
			w.ds.bar.Hide()
			w.restoreKept()
		}
		if then != nil {
			then()
		}
	})
}

// backToPlay shows Play mode again with the game kept when Design mode
// began.
func (w *Window) backToPlay() {
	w.board.SetTool(nil)
	w.board.SetToolMarks(nil)
	w.board.HomeArea, w.board.HomeWhole = nil, false
	w.ds.d = nil
	w.ds.back = nil
	w.ds.bar.Hide()
	w.win.SetContent(w.content)
	w.restoreKept()
}

// restoreKept puts the game kept aside back in play, with Play's
// solitaire setting.
func (w *Window) restoreKept() {
	w.sess.Solitaire = w.ds.playSolitaire
	if k := w.ds.kept; k != nil {
		w.ds.kept = nil
		w.sess.ReplaceLocked(k.g, k.path, k.locks)
		w.sess.Dirty = k.dirty
	}
	w.setPlayMenu()
	w.board.Home()
	w.updateTitle()
	w.handOver()
	w.setStatus(welcome(w.sess.Game))
	if w.ds.autosaveLater != "" {
		w.autosaveTo, w.ds.autosaveLater = w.ds.autosaveLater, ""
		w.offerRestore()
	}
}

// confirmDesignDiscard runs then, first asking what to do with d's
// unsaved edits: save them (then runs once saved), don't save, or cancel.
func (w *Window) confirmDesignDiscard(d *designer.Designer, then func()) {
	if !d.Proj.Modified() {
		then()
		return
	}
	var dlg *dialog.CustomDialog
	save := widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), func() {
		dlg.Hide()
		w.designSaveThen(d, then)
	})
	save.Importance = widget.HighImportance
	discard := widget.NewButton("Don't save", func() { dlg.Hide(); then() })
	cancel := widget.NewButton("Cancel", func() { dlg.Hide() })
	msg := widget.NewLabel(fmt.Sprintf("The design %q has edits that are not saved.\nSave them first?", designName(d)))
	dlg = dialog.NewCustomWithoutButtons("Unsaved design", msg, w.win)
	dlg.SetButtons([]fyne.CanvasObject{cancel, discard, save})
	w.showModal(dlg, save.OnTapped, dlg.Hide)
}

// designName is the project's first file's name, for people.
func designName(d *designer.Designer) string {
	if fs := d.Proj.Files(); len(fs) > 0 {
		return filepath.Base(fs[0].Name)
	}
	return "New design"
}

// designSaveThen saves d's project (Save As when it has no folder of its
// own yet: new, or a bundled scenario) and runs then (nil: nothing) once
// saved. Files another program changed since, or made read-only, are
// asked about first (askOverwrite).
func (w *Window) designSaveThen(d *designer.Designer, then func()) {
	w.designSaveReplacing(d, nil, then)
}

// designSaveReplacing is designSaveThen allowed to write over the files
// named in replace.
func (w *Window) designSaveReplacing(d *designer.Designer, replace []string, then func()) {
	err := d.Proj.SaveReplacing(replace)
	var exists *design.ExistsError
	var conflict *design.ConflictError
	switch {
	case errors.Is(err, design.ErrNotSaved):
		w.designSaveAsThen(d, then)
		return
	case errors.As(err, &exists):
		// A file the design made has a namesake it did not open: ask.
		w.designSaveIn(d, d.Proj.Dir, nil, then)
		return
	case errors.As(err, &conflict):
		w.askOverwrite(d, conflict, func() { w.designSaveReplacing(d, append(replace, conflict.Names()...), then) }, then)
		return
	case err != nil:
		w.showError(err)
		return
	}
	w.designSaved(d, d.Proj.Dir)
	if then != nil {
		then()
	}
}

// askOverwrite asks, naming each file of c and what is the matter with
// it (changed by another program since the design opened or saved it,
// read-only), whether to write over them: Overwrite runs overwrite, Save
// as… saves the design in another folder (and runs then), Cancel (Escape,
// Enter) writes nothing at all.
func (w *Window) askOverwrite(d *designer.Designer, c *design.ConflictError, overwrite, then func()) {
	var whys []string
	for _, f := range c.Files {
		whys = append(whys, "• "+f.Why()+".")
	}
	msg := widget.NewLabel(fmt.Sprintf("Saving the design would write over files in %s:\n\n%s\n\n"+
		"Overwrite them with the design's, save the design in another folder,\nor cancel: nothing is saved.",
		c.Dir, strings.Join(whys, "\n")))
	msg.Wrapping = fyne.TextWrapWord
	var dlg *dialog.CustomDialog
	cancel := widget.NewButton("Cancel", func() { dlg.Hide() })
	saveAs := widget.NewButton("Save as…", func() {
		dlg.Hide()
		w.designSaveAsThen(d, then)
	})
	over := widget.NewButton("Overwrite", func() {
		dlg.Hide()
		overwrite()
	})
	over.Importance = widget.DangerImportance
	dlg = dialog.NewCustomWithoutButtons("Overwrite files?", msg, w.win)
	dlg.SetButtons([]fyne.CanvasObject{cancel, saveAs, over})
	dlg.Resize(fyne.NewSize(640, 200))
	w.showModal(dlg, dlg.Hide, dlg.Hide)
}

// designSaveAsThen asks for a folder, saves every file of d's project
// there and runs then (nil: nothing).
func (w *Window) designSaveAsThen(d *designer.Designer, then func()) {
	w.ds.pickDir("Save the design's files in a folder", w.designDir(), func(dir string) {
		if dir == "" {
			return
		}
		w.designSaveIn(d, dir, nil, then)
	})
}

// designSaveIn saves d's project in dir, replacing the files of dir
// named in replace, and runs then (nil: nothing) once saved. Files of dir
// the design would write over are not replaced unasked: the designer
// chooses Replace (they are named) or Cancel (nothing is written); nor
// are its own files changed by another program since, or read-only
// (askOverwrite).
func (w *Window) designSaveIn(d *designer.Designer, dir string, replace []string, then func()) {
	err := d.Proj.SaveAsReplacing(dir, replace)
	var exists *design.ExistsError
	var conflict *design.ConflictError
	if errors.As(err, &exists) && replace == nil {
		msg := widget.NewLabel(fmt.Sprintf("%s already has %s.\nReplace them with the design's?", dir, strings.Join(exists.Files, ", ")))
		msg.Wrapping = fyne.TextWrapWord
		var dlg *dialog.CustomDialog
		cancel := widget.NewButton("Cancel", func() { dlg.Hide() })
		rep := widget.NewButton("Replace", func() {
			dlg.Hide()
			w.designSaveIn(d, dir, exists.Files, then)
		})
		rep.Importance = widget.DangerImportance
		dlg = dialog.NewCustomWithoutButtons("Replace files?", msg, w.win)
		dlg.SetButtons([]fyne.CanvasObject{cancel, rep})
		dlg.Resize(fyne.NewSize(520, 200))
		w.showModal(dlg, dlg.Hide, dlg.Hide)
		return
	}
	if errors.As(err, &conflict) {
		w.askOverwrite(d, conflict, func() { w.designSaveIn(d, dir, append(replace, conflict.Names()...), then) }, then)
		return
	}
	if err != nil {
		w.showError(err)
		return
	}
	w.designSaved(d, dir)
	if then != nil {
		then()
	}
}

// designSaved says where the design went and takes the unsaved mark off
// the title.
func (w *Window) designSaved(d *designer.Designer, dir string) {
	// Only the files changed since the last save are written: a count of
	// the design's files would say more were.
	w.ds.lastDir = dir
	where := dir // "." for a design opened by a relative name says nothing
	if abs, err := filepath.Abs(dir); err == nil {
		where = abs
	}
	switch n := len(d.Proj.Written()); n {
	case 0:
		d.SetStatus("nothing to save: no file changed since the last save, in " + where)
	default:
		d.SetStatus("saved " + plural.Count(n, "file") + " in " + where)
	}
	if w.ds.d == d {
		w.win.SetTitle(d.Title())
	}
}

// pickFolder asks for a folder with the desktop's native dialog, Fyne's
// when there is none; done gets "" when cancelled.
func (w *Window) pickFolder(title, startDir string, done func(string)) {
	uncover := w.coverNative(title)
	go func() {
		var dir string
		var err error
		onDialogThread(func() {
			defer func() {
				if r := recover(); r != nil {
					err = fmt.Errorf("native dialog: %v", r)
				}
			}()
			b := native.Directory().Title(title)
			if startDir != "" {
				b = b.SetStartDir(startDir)
			}
			dir, err = b.Browse()
		})
		fyne.Do(func() {
			uncover()
			switch {
			case err == nil:
				done(dir)
			case errors.Is(err, native.ErrCancelled):
				done("")
			default:
				fd := dialog.NewFolderOpen(func(u fyne.ListableURI, err error) {
					if err != nil || u == nil {
						done("")
						return
					}
					done(uriPath(u))
				}, w.win)
				w.showModal(fd, nil, fd.Hide)
			}
		})
	}()
}

// designMenu is the main menu in Design mode.
func (w *Window) designMenu() *fyne.MainMenu {
	key := w.withKey
	ctrl := fyne.KeyModifierShortcutDefault
	file := fyne.NewMenu("File",
		key(fyne.NewMenuItem("New design", w.newDesign), fyne.KeyN, ctrl),
		fyne.NewMenuItem("New map…", w.newMap),
		key(fyne.NewMenuItem("Open design…", w.openDesign), fyne.KeyO, ctrl),
		fyne.NewMenuItem("Import Tiled map…", w.importTiled),
		fyne.NewMenuItemSeparator(),
		key(fyne.NewMenuItem("Save", w.designSave), fyne.KeyS, ctrl),
		key(fyne.NewMenuItem("Save As…", w.designSaveAs), fyne.KeyS, ctrl|fyne.KeyModifierShift),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Print counter sheet…", w.printCounterSheet),
		fyne.NewMenuItem("Export map as PDF…", w.exportMapPDF),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Close designer", w.closeDesigner),
		key(fyne.NewMenuItem("Quit", w.quit), fyne.KeyQ, ctrl),
	)
	w.ds.undo = fyne.NewMenuItem("Undo", w.designUndo)
	w.ds.undo.Shortcut = &fyne.ShortcutUndo{}
	w.ds.redo = fyne.NewMenuItem("Redo", w.designRedo)
	w.ds.redo.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: ctrl | fyne.KeyModifierShift}
	w.renameUndo()
	edit := fyne.NewMenu("Edit", w.ds.undo, w.ds.redo)
	des := fyne.NewMenu("Design",
		key(fyne.NewMenuItem("Play this scenario", w.playDesign), fyne.KeyR, ctrl),
		fyne.NewMenuItem("New scenario on this map", w.addScenario),
		fyne.NewMenuItem("Add a new map…", func() { w.ds.d.AddMapDialog() }),
	)
	b := w.board
	view := fyne.NewMenu("View",
		key(fyne.NewMenuItem("Zoom in", func() { b.ZoomCenter(1.25) }), fyne.KeyEqual, ctrl),
		key(fyne.NewMenuItem("Zoom out", func() { b.ZoomCenter(0.8) }), fyne.KeyMinus, ctrl),
		key(fyne.NewMenuItem("Fit board", b.Fit), fyne.Key0, 0),
	)
	help := fyne.NewMenu("Help",
		fyne.NewMenuItem("Keyboard shortcuts", func() { w.showInfo("Keyboard shortcuts", designShortcutsText) }),
	)
	return fyne.NewMainMenu(file, edit, des, view, help)
}

const designShortcutsText = `Design mode
Ctrl+N  new design     Ctrl+O  open a scenario, map or counters file
Ctrl+S  save           Ctrl+Shift+S  save as (in a folder)
Ctrl+Z  undo           Ctrl+Shift+Z or Ctrl+Y  redo
Ctrl+R or F5  play this scenario
Arrow keys  pan      + / -  zoom      0  fit the board
Map tab, no field focused: 1–9 and C, or S B F E P R X L A, choose a tool
  (Select, Brush, Fill, Edge, Place, Region, Box, Link, Space, Connect)`

// renameUndo names the edit Undo and Redo would undo or make again
// ("Undo paint W0304"), greyed when there is none.
func (w *Window) renameUndo() {
	d := w.ds.d
	if d == nil || w.ds.undo == nil {
		return
	}
	set := func(it *fyne.MenuItem, verb, name string) {
		it.Label, it.Disabled = verb, name == ""
		if name != "" {
			it.Label = verb + " " + name
		}
	}
	set(w.ds.undo, "Undo", d.Proj.UndoName())
	set(w.ds.redo, "Redo", d.Proj.RedoName())
	if m := w.win.MainMenu(); m != nil {
		m.Refresh()
	}
}

func (w *Window) designUndo() {
	if w.ds.d != nil {
		w.ds.d.Undo()
	}
}

func (w *Window) designRedo() {
	if w.ds.d != nil {
		w.ds.d.Redo()
	}
}

func (w *Window) designSave() {
	if w.ds.d != nil {
		w.designSaveThen(w.ds.d, nil)
	}
}

func (w *Window) designSaveAs() {
	if w.ds.d != nil {
		w.designSaveAsThen(w.ds.d, nil)
	}
}

// replaceDesign asks about the project's unsaved edits, then designs proj
// (made by open) instead and runs then (nil: nothing). Cancel runs
// neither.
func (w *Window) replaceDesign(open func() (*design.Project, error), what string, then func()) {
	w.confirmDesignDiscard(w.ds.d, func() {
		proj, err := open()
		if err != nil {
			w.showOpenError(what, err, nil)
			return
		}
		w.enterDesign(proj)
		if then != nil {
			then()
		}
	})
}

// newDesign starts a design from nothing (File > New design).
func (w *Window) newDesign() {
	if !w.designing() {
		w.designFrom("")
		return
	}
	w.replaceDesign(func() (*design.Project, error) { return design.NewProject(), nil }, "New design", nil)
}

// openDesign opens a scenario, map or counters file in the designer.
func (w *Window) openDesign() {
	w.pick(false, "Open a scenario, map or counters file to design", w.dialogDir(), "", "Sandtable data", []string{"toml"}, func(path string) {
		if path == "" {
			return
		}
		w.ds.lastDir = filepath.Dir(path)
		w.replaceDesign(func() (*design.Project, error) { return design.OpenProject(path) }, path, nil)
	})
}

// newMap asks for a new map (grid kind, size, numbering) and designs it
// as a lone map (File > New map…): Design > New scenario on this map
// then gives it a scenario to play.
func (w *Window) newMap() {
	w.ds.d.NewMapDialog(func(g design.GridSpec, id, name string) {
		f := design.NewMap(filepath.Join(design.Untitled, id+".toml"), id, name, g)
		w.replaceDesign(func() (*design.Project, error) { return design.NewProjectFrom(f.Name, f.Bytes()) }, f.Name, nil)
	})
}

// importTiled imports a Tiled map (.tmx, .tmj) as a lone map to design,
// showing the importer's report of what was not imported.
func (w *Window) importTiled() {
	w.pick(false, "Import a Tiled map", w.dialogDir(), "", "Tiled maps", []string{"tmx", "tmj", "json"}, func(path string) {
		if path == "" {
			return
		}
		w.ds.lastDir = filepath.Dir(path)
		w.importTiledFrom(path)
	})
}

// importTiledFrom imports the Tiled map at path into the designer.
func (w *Window) importTiledFrom(path string) {
	r, err := tiled.ImportFile(path)
	if err != nil {
		w.showOpenError(path, err, nil)
		return
	}
	name := filepath.Join(design.Untitled, strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))+".toml")
	report := "Everything in the map was imported."
	if len(r.Report) > 0 {
		report = "Not imported, or imported with a guess:\n\n" + strings.Join(r.Report, "\n")
	}
	// The report once the map is in the designer: not over the question
	// about unsaved edits, and not at all when that is cancelled.
	w.replaceDesign(func() (*design.Project, error) { return design.NewProjectFrom(name, r.TOML) }, path, func() {
		w.showInfo("Imported "+filepath.Base(path), report+"\n\nDesign > New scenario on this map makes it playable.")
	})
}

// addScenario gives a lone map a scenario around it (Design > New
// scenario on this map).
func (w *Window) addScenario() {
	d := w.ds.d
	if d == nil {
		return
	}
	if d.Proj.Scenario != nil {
		d.SetStatus("this design has a scenario already: " + d.Proj.Scenario.Name)
		return
	}
	if err := d.Proj.AddScenario(); err != nil {
		d.SetStatus(err.Error())
		return
	}
	d.Resume()
	d.SetStatus("a scenario was made around the map: the Scenario and Set-up tabs edit it")
}

// playDesign plays the scenario as designed (Design > Play this
// scenario): a new game in Play mode, asking hotseat or one player on
// both sides as New does; "Back to the designer" returns to the project
// as it was, undo history and all.
func (w *Window) playDesign() {
	d := w.ds.d
	if d == nil {
		return
	}
	s, err := d.Proj.PlayScenario()
	if err != nil {
		d.SetStatus(err.Error())
		return
	}
	g, err := rules.NewGame(s, nil, uint64(time.Now().UnixNano()), false)
	if err != nil {
		d.SetStatus("the scenario cannot be played yet: " + err.Error())
		return
	}
	solo := widget.NewButton("One player on both sides", nil)
	hot := widget.NewButton("Hotseat", nil)
	cancel := widget.NewButton("Cancel", nil)
	msg := widget.NewLabel(fmt.Sprintf("Play %s (%s) as designed, unsaved.\nBack to the designer returns to the design.", s.Name, g.Module.Name()))
	dlg := dialog.NewCustomWithoutButtons("Play this scenario", msg, w.win)
	start := func(solitaire bool) {
		dlg.Hide()
		w.startTry(d, g, solitaire)
	}
	solo.OnTapped = func() { start(true) }
	solo.Importance = widget.HighImportance
	hot.OnTapped = func() { start(false) }
	cancel.OnTapped = dlg.Hide
	dlg.SetButtons([]fyne.CanvasObject{cancel, hot, solo})
	w.showModal(dlg, solo.OnTapped, dlg.Hide)
}

// startTry leaves Design mode for a game g of designer d's scenario.
func (w *Window) startTry(d *designer.Designer, g *rules.Game, solitaire bool) {
	w.board.SetTool(nil)
	w.board.SetToolMarks(nil)
	w.board.HomeArea, w.board.HomeWhole = nil, false
	w.ds.d = nil
	w.ds.back = d
	w.win.SetContent(w.content)
	w.sess.Solitaire = solitaire
	w.sess.Replace(g, "")
	w.setPlayMenu()
	w.ds.bar.Show()
	w.board.Home()
	w.updateTitle()
	w.handOver()
	w.setStatus(fmt.Sprintf("trying %s as designed: Back to the designer (above the board) returns to it", g.Scenario.Name))
}

// endTry ends a try of the design for another game (New, Open...),
// after its designer's edits were asked about: the designer and the game
// kept from before Design mode go.
func (w *Window) endTry() {
	if w.ds.back != nil {
		delete(w.ds.hooked, w.ds.back)
	}
	w.ds.back = nil
	w.ds.kept = nil
	w.ds.bar.Hide()
	w.sess.Solitaire = w.ds.playSolitaire
	w.setPlayMenu()
}

// backToDesigner ends a game of Play this scenario and returns to the
// designer it came from, its project and undo history as they were.
func (w *Window) backToDesigner() {
	d := w.ds.back
	if d == nil {
		return
	}
	// The try is not saved (the bar says so): its scenario is on no file
	// yet, so a save of it could not be loaded again.
	w.ds.back = nil
	w.ds.bar.Hide()
	w.lend(d)
	d.Resume()
	d.SetStatus("back in the designer")
}

// newBackBar is the bar above the board in a game of Play this scenario.
func (w *Window) newBackBar() *fyne.Container {
	b := widget.NewButtonWithIcon("Back to the designer", theme.NavigateBackIcon(), w.backToDesigner)
	b.Importance = widget.HighImportance
	title := widget.NewLabelWithStyle("Trying the scenario as designed (not saved)", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	bar := container.NewVBox(container.NewHBox(title, layout.NewSpacer(), b), widget.NewSeparator())
	bar.Hide()
	return bar
}

// designKeys are the keys of Design mode, by shortcut name; the window's
// shortcuts run them instead of Play's while the designer is up.
func (w *Window) designKeys() map[string]func() {
	ctrl := fyne.KeyModifierShortcutDefault
	name := func(k fyne.KeyName, mod fyne.KeyModifier) string {
		return (&desktop.CustomShortcut{KeyName: k, Modifier: mod}).ShortcutName()
	}
	return map[string]func(){
		(&fyne.ShortcutUndo{}).ShortcutName():       w.designUndo,
		(&fyne.ShortcutRedo{}).ShortcutName():       w.designRedo,
		name(fyne.KeyZ, ctrl|fyne.KeyModifierShift): w.designRedo,
		name(fyne.KeyS, ctrl):                       w.designSave,
		name(fyne.KeyS, ctrl|fyne.KeyModifierShift): w.designSaveAs,
		name(fyne.KeyO, ctrl):                       w.openDesign,
		name(fyne.KeyN, ctrl):                       w.newDesign,
		name(fyne.KeyR, ctrl):                       w.playDesign,
		name(fyne.KeyF5, 0):                         w.playDesign,
	}
}
