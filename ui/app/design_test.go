package app

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/counters"
	"sandtable/design"
	"sandtable/importer/tiled"
	"sandtable/internal/heavytest"
	"sandtable/internal/textdiff"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/scenarios"
	"sandtable/ui/designer"
)

// menuItem is the item of the window's main menu whose label starts with
// label, in the menu named menu; it fails the test when there is none.
func menuItem(t *testing.T, w *Window, menu, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range w.win.MainMenu().Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if it.Label == label || strings.HasPrefix(it.Label, label+" ") {
				return it
			}
		}
	}
	t.Fatalf("no %s > %s in the menu", menu, label)
	return nil
}

// hasMenu reports whether the main menu has a menu named name.
func hasMenu(w *Window, name string) bool {
	for _, m := range w.win.MainMenu().Items {
		if m.Label == name {
			return true
		}
	}
	return false
}

// loneMap is a project of one bundled map, assembled by hand (what
// Import Tiled map makes of an imported map).
func loneMap(t *testing.T, name string) *design.Project {
	t.Helper()
	f, err := design.OpenBuiltin("maps", name)
	if err != nil {
		t.Fatal(err)
	}
	return &design.Project{Maps: []*design.File{f}}
}

// playedWindow is a test window whose game has one move, not saved.
func playedWindow(t *testing.T) (*Window, *rules.Game) {
	t.Helper()
	w := newTestWindow(t)
	if _, err := w.sess.Apply(w.sess.LegalWith("move", "")[0]); err != nil {
		t.Fatal(err)
	}
	if !w.sess.Dirty {
		t.Fatal("a move did not make the game unsaved")
	}
	return w, w.sess.Game
}

// Design mode takes the window's content, menu and solitaire setting,
// and File > Close designer gives the game in play back as it was: the
// same game, its move, still unsaved, hotseat again.
func TestDesignModeAndBackKeepsTheGame(t *testing.T) {
	w, g := playedWindow(t)
	w.sess.Solitaire = false
	w.enterDesign(loneMap(t, "test-hex-flat"))
	d := w.Designer()
	if d == nil || w.win.Content() != d.Content() {
		t.Fatal("the window does not show the designer")
	}
	if !hasMenu(w, "Design") || !w.sess.Solitaire {
		t.Fatalf("Design mode: menu has Design %v, solitaire %v", hasMenu(w, "Design"), w.sess.Solitaire)
	}
	menuItem(t, w, "File", "Close designer").Action()
	// A hotseat game with secrets comes back handed over, as it opens,
	// behind a hand-over screen whose menu is Quit alone (the walkthrough
	// found the full Play menu there after Close designer).
	if !w.sess.HandingOver() {
		t.Fatal("Close designer did not hand the hotseat game over")
	}
	if m := w.win.MainMenu(); len(m.Items) != 1 || len(m.Items[0].Items) != 1 || m.Items[0].Items[0].Label != "Quit" {
		t.Errorf("behind the hand-over screen the menu has %d menus, the first %q with %d items; want File > Quit alone", len(m.Items), m.Items[0].Label, len(m.Items[0].Items))
	}
	takeOver(t, w)
	if w.Designer() != nil || w.win.Content() != w.content || hasMenu(w, "Design") {
		t.Fatalf("Close designer did not go back to Play mode: designer %v, content %v, Design menu %v", w.Designer() != nil, w.win.Content() == w.content, hasMenu(w, "Design"))
	}
	if w.sess.Game != g || len(g.Log()) != 1 || !w.sess.Dirty || w.sess.Solitaire {
		t.Errorf("back in Play: same game %v, %d actions, unsaved %v, solitaire %v (want the game kept, 1, true, false)",
			w.sess.Game == g, len(w.sess.Game.Log()), w.sess.Dirty, w.sess.Solitaire)
	}
	if !strings.Contains(w.win.Title(), g.Scenario.Name) {
		t.Errorf("title %q does not name the game again", w.win.Title())
	}
}

// The designer's preview game is never autosaved: the autosave keeps the
// game in play, not a game of a scenario on no file. (Play's autosave is
// checked first, so the test can tell.)
func TestDesignPreviewIsNotAutosaved(t *testing.T) {
	w, _ := playedWindow(t)
	w.autosaveTo = filepath.Join(t.TempDir(), "autosave.toml")
	waitAutosaves(t, w)
	w.sess.Apply(w.sess.LegalWith("move", "")[0])
	if !waitFile(w.autosaveTo) {
		t.Fatal("Play's autosave did not write the move")
	}
	os.Remove(w.autosaveTo)
	w.enterDesign(loneMap(t, "test-hex-flat"))
	// The designer's preview: a freeplay game in the lent session, moved.
	pg, err := rules.StartNewGame("builtin:test-hex-flat", nil, false)
	if err != nil {
		t.Fatal(err)
	}
	w.sess.Replace(pg, "")
	if _, err := w.sess.Apply(w.sess.LegalWith("move", "")[0]); err != nil {
		t.Fatal(err)
	}
	if waitFile(w.autosaveTo) {
		t.Error("the preview game was autosaved")
	}
	if !strings.Contains(w.win.Title(), "Design") {
		t.Errorf("title %q: Play's title came back over the designer's", w.win.Title())
	}
}

// waitFile reports whether path appears within half a second (autosaves
// are written off Fyne's thread).
func waitFile(path string) bool {
	for range 25 {
		if _, err := os.Stat(path); err == nil {
			return true
		}
		time.Sleep(20 * time.Millisecond)
	}
	return false
}

// designWindow is a test window in Design mode on builtin:NAME, entered
// the designer's way: File > Design… on a game of it.
func designWindow(t *testing.T, name string) *Window {
	t.Helper()
	w := newTestWindow(t)
	w.newGame(scenarios.BuiltinPrefix + name)
	takeOver(t, w)
	menuItem(t, w, "File", "Design…").Action()
	if w.Designer() == nil && len(w.modals) > 0 {
		typeKey(w, fyne.KeyReturn) // a hotseat game with secrets asks first
	}
	if w.Designer() == nil {
		t.Fatalf("File > Design… on builtin:%s: not in Design mode (status %q)", name, w.status.Text)
	}
	return w
}

// File > Design… in a hotseat game whose sides keep secrets asks first:
// the designer shows every side's set-up, face-down counters included.
// Escape stays in Play; Enter opens the designer.
func TestDesignFromHotseatAsksFirst(t *testing.T) {
	heavytest.Skip(t, "a question before the designer opens, on the test goroutine; the other Design tests open the designer under -race")
	w := newTestWindow(t) // test-hex-flat, hotseat, with face-down counters
	if w.sess.Solitaire || !w.sess.HasSecrets() {
		t.Fatal("the test needs a hotseat game with secrets")
	}
	menuItem(t, w, "File", "Design…").Action()
	if w.Designer() != nil || len(w.modals) == 0 {
		t.Fatalf("Design… opened the designer at once (modals %d)", len(w.modals))
	}
	text := strings.Join(labels(w.win.Canvas().Overlays().Top()), "\n")
	if !strings.Contains(text, "face-down counters") {
		t.Errorf("the question does not say what the designer shows: %q", text)
	}
	typeKey(w, fyne.KeyEscape)
	if w.Designer() != nil || len(w.modals) != 0 {
		t.Fatal("Escape did not cancel")
	}
	menuItem(t, w, "File", "Design…").Action()
	typeKey(w, fyne.KeyReturn)
	if w.Designer() == nil {
		t.Fatal("Enter did not open the designer")
	}
	// Solitaire: nothing is hidden from the one player, no question.
	w2 := newTestWindow(t)
	w2.sess.Solitaire = true
	menuItem(t, w2, "File", "Design…").Action()
	if w2.Designer() == nil {
		t.Error("Design… in a solitaire game asked a question")
	}
}

// answerDir answers the window's folder dialog with dir.
func answerDir(w *Window, dir string) {
	w.ds.pickDir = func(_, _ string, done func(string)) { done(dir) }
}

// breakW0702 edits the designed scenario's first map (test-hex-flat) so
// that check finds a bad terrain symbol at W0702 (design's
// TestMessagesArePlaced), returning the map file.
func breakW0702(t *testing.T, d *designer.Designer) *design.File {
	t.Helper()
	f := d.Proj.Maps[0]
	for i, e := range f.Entries() {
		if strings.Contains(e.Text, `"~~...ff.rrmm"`) {
			err := d.Edit(f, nil, func() error {
				return f.ReplaceEntry(i, strings.Replace(e.Text, `"~~...ff.rrmm"`, `"~~...fZ.rrmm"`, 1))
			})
			if err != nil {
				t.Fatal(err)
			}
			return f
		}
	}
	t.Fatal("test-hex-flat has no row \"~~...ff.rrmm\"")
	return nil
}

// Edit > Undo names the edit, puts the file back to its bytes before it,
// and Redo (Ctrl+Shift+Z) makes it again.
func TestDesignUndoRedoMenu(t *testing.T) {
	w := designWindow(t, "test-hex-flat")
	d := w.Designer()
	f := d.Proj.Maps[0]
	before := bytes.Clone(f.Bytes())
	if it := menuItem(t, w, "Edit", "Undo"); !it.Disabled {
		t.Errorf("Undo is %q and enabled with nothing to undo", it.Label)
	}
	breakW0702(t, d)
	after := bytes.Clone(f.Bytes())
	undo := menuItem(t, w, "Edit", "Undo")
	if undo.Disabled || undo.Label != "Undo "+d.Proj.UndoName() || d.Proj.UndoName() == "" {
		t.Fatalf("after an edit the menu says %q (disabled %v), the project %q", undo.Label, undo.Disabled, d.Proj.UndoName())
	}
	undo.Action()
	if !bytes.Equal(f.Bytes(), before) {
		t.Error("Undo did not give the file its bytes back")
	}
	redo := menuItem(t, w, "Edit", "Redo")
	if redo.Disabled || redo.Label == "Redo" {
		t.Fatalf("after Undo the menu says %q (disabled %v)", redo.Label, redo.Disabled)
	}
	w.shortcutActs[(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}).ShortcutName()]()
	if !bytes.Equal(f.Bytes(), after) {
		t.Error("Ctrl+Shift+Z did not make the edit again")
	}
	w.shortcutActs[(&fyne.ShortcutUndo{}).ShortcutName()]()
	w.shortcutActs[(&fyne.ShortcutRedo{}).ShortcutName()]()
	if !bytes.Equal(f.Bytes(), after) {
		t.Error("Ctrl+Z then Ctrl+Y did not end on the edit")
	}
}

// A problem in the Problems tab, tapped, centres the board near its cell;
// the tab counts the problems, and the status bar named it when the edit
// made it.
func TestDesignProblemClickShowsTheCell(t *testing.T) {
	w := designWindow(t, "test-hex-flat")
	w.win.Resize(fyne.NewSize(1400, 900))
	d := w.Designer()
	f := breakW0702(t, d)
	// Two problems: the map's own, placed on its cell, and the scenario's
	// line naming the map that has errors (as check reports them).
	probs := d.Problems()
	var msg string
	for _, p := range probs {
		if p.File == f && p.Msg.Place.Label == "W0702" {
			msg = p.Msg.Text
		}
	}
	if len(probs) != 2 || msg == "" {
		t.Fatalf("problems after the edit: %+v", probs)
	}
	if st := d.Status(); st != probs[0].Msg.Text && st != msg {
		t.Errorf("status after the edit %q, want a problem the edit made", st)
	}
	var tabs *container.AppTabs
	for _, o := range test.LaidOutObjects(d.Content()) {
		if at, ok := o.(*container.AppTabs); ok {
			tabs = at
		}
	}
	if tabs == nil || tabs.Items[len(tabs.Items)-1].Text != "Problems (2)" {
		t.Errorf("the Problems tab's title is not \"Problems (2)\"")
	}
	d.ShowTab("Problems")
	d.Board().Home()
	var btn *widget.Hyperlink
	for _, o := range test.LaidOutObjects(d.Content()) {
		if b, ok := o.(*widget.Hyperlink); ok && b.Text == msg {
			btn = b
		}
	}
	if btn == nil {
		t.Fatal("the problem is not a button")
	}
	test.TapAt(btn, fyne.NewPos(20, 12)) // on its text: a link answers only there
	sz := d.Board().Size()
	at, ok := d.Board().ToolPointAt(fyne.NewPos(sz.Width/2, sz.Height/2))
	m, _ := maps.Builtin("test-hex-flat")
	want, _ := m.Cell("W0702")
	if !ok || at.Map != m.ID || abs(at.Cell.X-want.X) > 1 || abs(at.Cell.Y-want.Y) > 1 {
		t.Errorf("after the click the board's middle is %+v, want W0702 on %s or a neighbour", at, m.ID)
	}
	d.Undo()
	if n := len(d.Problems()); n != 0 || tabs.Items[len(tabs.Items)-1].Text != "Problems" {
		t.Errorf("after Undo: %d problems, tab %q", n, tabs.Items[len(tabs.Items)-1].Text)
	}
	if !strings.HasPrefix(d.Status(), "Undone: ") {
		t.Errorf("status after Undo %q", d.Status())
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// savedDesignWindow is designWindow on builtin:NAME saved (Save As) in a
// folder of its own, with the designer and the folder.
func savedDesignWindow(t *testing.T, name string) (*Window, *designer.Designer, string) {
	t.Helper()
	w := designWindow(t, name)
	dir := t.TempDir()
	answerDir(w, dir)
	menuItem(t, w, "File", "Save As…").Action()
	return w, w.Designer(), dir
}

// Save As writes the design in a folder, and what it writes loads and
// starts a game as `sandtable check` and play would have it.
func TestDesignSaveAsWritesCheckedFiles(t *testing.T) {
	_, d, dir := savedDesignWindow(t, "test-hex-flat")
	if d.Proj.Dir != dir || d.Proj.Modified() {
		t.Fatalf("after Save As: folder %q, modified %v", d.Proj.Dir, d.Proj.Modified())
	}
	// The scenario alone: its maps and catalogue, bundled and unedited,
	// stay bundled data (builtin:NAME), not copies.
	saved := readDir(t, dir)
	if len(saved) != 1 {
		t.Fatalf("Save As wrote %v", keys(saved))
	}
	for rel, text := range saved {
		p := filepath.Join(dir, rel)
		if r := design.Open(p, text).Check(); !r.OK() {
			t.Errorf("check refuses the saved %s: %v", p, r.Messages)
		}
	}
	if _, err := rules.StartNewGame(savedPath(dir, d.Proj.Scenario), nil, false); err != nil {
		t.Errorf("the saved scenario does not start a game: %v", err)
	}
}

// Save As into a folder that has files of the design's names asks before
// replacing them: Cancel writes nothing (the file there keeps its bytes),
// Replace writes the design.
func TestDesignSaveAsOverFilesAsks(t *testing.T) {
	heavytest.Skip(t, "two designers' Save As and their question on the test goroutine; TestDesignSaveAsWritesCheckedFiles saves a design under -race")
	dir := t.TempDir()
	first := designWindow(t, "test-hex-flat")
	answerDir(first, dir)
	menuItem(t, first, "File", "Save As…").Action()
	saved := readDir(t, dir)
	if len(saved) != 1 {
		t.Fatalf("the first Save As wrote %v", keys(saved))
	}
	rel := keys(saved)[0]
	mine := []byte("# someone else's file\n")
	if err := os.WriteFile(filepath.Join(dir, rel), mine, 0o644); err != nil {
		t.Fatal(err)
	}

	w := designWindow(t, "test-hex-flat")
	d := w.Designer()
	answerDir(w, dir)
	menuItem(t, w, "File", "Save As…").Action()
	top := w.win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(strings.Join(labels(top), "\n"), rel) {
		t.Fatalf("Save As over %s did not ask (status %q)", rel, d.Proj.Dir)
	}
	tapButton(t, top, "Cancel")
	if got, _ := os.ReadFile(filepath.Join(dir, rel)); !bytes.Equal(got, mine) || d.Proj.Dir == dir {
		t.Fatalf("after Cancel: the file there is %q, the design's folder %q", got, d.Proj.Dir)
	}
	menuItem(t, w, "File", "Save As…").Action()
	tapButton(t, w.win.Canvas().Overlays().Top(), "Replace")
	got, _ := os.ReadFile(filepath.Join(dir, rel))
	if !bytes.Equal(got, d.Proj.Scenario.Bytes()) || d.Proj.Dir != dir || d.Proj.Modified() {
		t.Errorf("after Replace: the file there is %d bytes (the design's %d), folder %q, modified %v",
			len(got), len(d.Proj.Scenario.Bytes()), d.Proj.Dir, d.Proj.Modified())
	}
}

// Once a design has a folder, Save writes there without asking again,
// though its maps are still bundled data: an edited bundled map is saved
// as a copy beside the scenario, which names it.
func TestDesignSaveAfterSaveAsKeepsTheFolder(t *testing.T) {
	heavytest.Skip(t, "saves on the test goroutine; TestDesignSaveAsWritesCheckedFiles saves a design, TestDesignUndoRedoMenu redraws an edited map, under -race")
	w, d, dir := savedDesignWindow(t, "test-hex-flat")
	asked := 0
	w.ds.pickDir = func(_, _ string, done func(string)) { asked++; done(t.TempDir()) }
	breakW0702(t, d)
	menuItem(t, w, "File", "Save").Action()
	if asked != 0 || d.Proj.Dir != dir || d.Proj.Modified() {
		t.Fatalf("Save after Save As: asked for a folder %d times, folder %q (want %q), modified %v", asked, d.Proj.Dir, dir, d.Proj.Modified())
	}
	saved := readDir(t, dir)
	if len(saved) != 2 {
		t.Errorf("Save wrote %v; want the scenario and the edited map's copy", keys(saved))
	}
}

// Save over a file of the design that another program changed since, or
// made read-only, asks first, naming the file and what changed: Cancel
// writes nothing at all (not even the design's other edited file),
// Overwrite writes the design, Save as… saves it in another folder and
// leaves the changed file as the other program wrote it.
func TestDesignSaveOverChangedFileAsks(t *testing.T) {
	heavytest.Skip(t, "saves and their questions on the test goroutine; TestDesignSaveAsWritesCheckedFiles saves a design, TestDesignUndoRedoMenu redraws an edited map and its undo, under -race")
	w, d, dir := savedDesignWindow(t, "test-hex-flat")
	scenario := d.Proj.Scenario.Name
	theirs := []byte("# another program's text\n")
	if err := os.WriteFile(scenario, theirs, 0o644); err != nil {
		t.Fatal(err)
	}
	breakW0702(t, d) // saved as a copy beside the scenario, which names it

	menuItem(t, w, "File", "Save").Action()
	top := w.win.Canvas().Overlays().Top()
	text := strings.Join(labels(top), "\n")
	for _, want := range []string{filepath.Base(scenario) + " was changed by another program since the design last saved it",
		fmt.Sprintf("it is now %d bytes", len(theirs)), "Overwrite", "Save as…", "Cancel"} {
		if !strings.Contains(text, want) {
			t.Errorf("the question does not say %q:\n%s", want, text)
		}
	}
	tapButton(t, top, "Cancel")
	if saved := readDir(t, dir); len(saved) != 1 || !bytes.Equal(saved[filepath.Base(scenario)], theirs) || !d.Proj.Modified() {
		t.Fatalf("after Cancel the folder holds %v (the scenario the other program's: %v), modified %v",
			keys(saved), bytes.Equal(saved[filepath.Base(scenario)], theirs), d.Proj.Modified())
	}

	// Save as…: the design goes to another folder; the changed file stays.
	other := t.TempDir()
	answerDir(w, other)
	menuItem(t, w, "File", "Save").Action()
	tapButton(t, w.win.Canvas().Overlays().Top(), "Save as…")
	if d.Proj.Dir != other || d.Proj.Modified() || len(readDir(t, other)) != 2 {
		t.Errorf("after Save as…: folder %q (want %q), modified %v, %v written", d.Proj.Dir, other, d.Proj.Modified(), keys(readDir(t, other)))
	}
	if got, _ := os.ReadFile(scenario); !bytes.Equal(got, theirs) {
		t.Error("Save as… wrote over the changed file")
	}

	// Overwrite: read-only now, and said so.
	scenario = d.Proj.Scenario.Name
	if err := os.Chmod(scenario, 0o444); err != nil {
		t.Fatal(err)
	}
	d.Undo() // an edit of the scenario (naming the map's copy) undone
	menuItem(t, w, "File", "Save").Action()
	top = w.win.Canvas().Overlays().Top()
	if text := strings.Join(labels(top), "\n"); !strings.Contains(text, filepath.Base(scenario)+" is read-only") {
		t.Errorf("the question does not say the scenario is read-only:\n%s", text)
	}
	tapButton(t, top, "Overwrite")
	if got, _ := os.ReadFile(scenario); !bytes.Equal(got, d.Proj.Scenario.Bytes()) || d.Proj.Modified() {
		t.Errorf("after Overwrite: the scenario on disk is the design's: %v; modified %v", bytes.Equal(got, d.Proj.Scenario.Bytes()), d.Proj.Modified())
	}
}

// savedPath is where f was saved in dir: its name, which Save As makes
// the path it wrote.
func savedPath(dir string, f *design.File) string {
	if filepath.IsAbs(f.Name) {
		return f.Name
	}
	return filepath.Join(dir, f.Name)
}

// Closing the designer, or the window, with edits not saved asks first:
// Cancel stays, Don't save goes.
func TestDesignCloseWithUnsavedEditsAsks(t *testing.T) {
	heavytest.Skip(t, "questions on the test goroutine; TestDesignUndoRedoMenu redraws an edited map under -race")
	w := designWindow(t, "test-hex-flat")
	breakW0702(t, w.Designer())
	for _, close := range []func(){w.closeDesigner, w.quit} {
		close()
		top := w.win.Canvas().Overlays().Top()
		if top == nil || !strings.Contains(strings.Join(labels(top), "\n"), "not saved") {
			t.Fatal("no question about the unsaved design")
		}
		tapButton(t, top, "Cancel")
		if w.Designer() == nil {
			t.Fatal("Cancel left the designer")
		}
	}
	w.closeDesigner()
	tapButton(t, w.win.Canvas().Overlays().Top(), "Don't save")
	if w.Designer() != nil {
		t.Error("Don't save did not close the designer")
	}
}

// Play this scenario starts a game of the design as it is, and Back to
// the designer returns to the same project with its undo history.
func TestDesignPlayAndBack(t *testing.T) {
	w := designWindow(t, "test-hex-flat")
	d := w.Designer()
	breakW0702(t, d)
	d.Undo() // playable again; the edit stays to redo
	redo := d.Proj.RedoName()
	menuItem(t, w, "Design", "Play this scenario").Action()
	tapButton(t, w.win.Canvas().Overlays().Top(), "One player on both sides")
	if w.Designer() != nil || !w.trying() || !w.sess.Solitaire || w.sess.Game.Scenario.Name != "Test flat hex" {
		t.Fatalf("Play this scenario: designing %v, trying %v, solitaire %v", w.Designer() != nil, w.trying(), w.sess.Solitaire)
	}
	if w.ds.bar.Hidden {
		t.Error("no Back to the designer bar")
	}
	menuItem(t, w, "File", "Back to the designer").Action()
	if w.Designer() != d || d.Proj.RedoName() != redo || redo == "" {
		t.Errorf("back: same designer %v, redo %q (want %q)", w.Designer() == d, d.Proj.RedoName(), redo)
	}
}

// Every bundled scenario opens in the designer through the window (File >
// Design… on builtin:NAME) and saves back byte-identical: its maps and
// catalogues as bundled, the scenario as bundled but for the references
// Save As points at the copies; and the saved design, opened again and
// saved unchanged, gives the same bytes in every file.
func TestDesignEveryBundledScenarioRoundTrips(t *testing.T) {
	heavytest.Skip(t, "Save As and Open of every bundled scenario on the test goroutine; TestDesignSaveAsWritesCheckedFiles saves a design under -race")
	for _, name := range scenarios.BuiltinNames() {
		t.Run(name, func(t *testing.T) {
			w := designWindow(t, name)
			d := w.Designer()
			// The bundled bytes of every file, by the file.
			bundled := map[*design.File][]byte{}
			data, _, err := scenarios.BuiltinData(name)
			if err != nil {
				t.Fatal(err)
			}
			bundled[d.Proj.Scenario] = data
			for _, f := range d.Proj.Maps {
				b, _, err := maps.BuiltinData(strings.TrimSuffix(filepath.Base(f.Name), ".toml"))
				if err != nil {
					t.Fatalf("map %s: %v", f.Name, err)
				}
				bundled[f] = b
			}
			for _, f := range d.Proj.Counters {
				b, _, err := counters.BuiltinData(strings.TrimSuffix(filepath.Base(f.Name), ".toml"))
				if err != nil {
					t.Fatalf("counters %s: %v", f.Name, err)
				}
				bundled[f] = b
			}
			dir1, dir2 := t.TempDir(), t.TempDir()
			answerDir(w, dir1)
			menuItem(t, w, "File", "Save As…").Action()
			// Unedited, the bundled maps and catalogues stay bundled
			// data: Save As writes the scenario alone, pointing at them.
			saved1 := readDir(t, dir1)
			if len(saved1) != 1 {
				t.Fatalf("Save As wrote %v for %d files", keys(saved1), len(d.Proj.Files()))
			}
			for f, want := range bundled {
				if f != d.Proj.Scenario {
					if !bytes.Equal(f.Bytes(), want) {
						t.Errorf("%s in the designer differs from the bundled file:\n%s", f.Name, textdiff.FirstLine("designer", string(f.Bytes()), "bundled", string(want)))
					}
					continue
				}
				got, err := os.ReadFile(savedPath(dir1, f))
				switch {
				case err != nil:
					t.Errorf("%s was not saved where its name says: %v", f.Name, err)
				case withoutRefs(got) != withoutRefs(want):
					t.Errorf("the scenario saved differs from the bundled one beyond its references:\n%s", textdiff.FirstLine("saved", withoutRefs(got), "bundled", withoutRefs(want)))
				}
			}
			// Opened again from the folder and saved unchanged elsewhere.
			scen := savedPath(dir1, d.Proj.Scenario)
			w.pick = func(_ bool, _, _, _, _ string, _ []string, done func(string)) { done(scen) }
			menuItem(t, w, "File", "Open design…").Action()
			if w.Designer() == d {
				t.Fatal("Open design… did not open the saved scenario")
			}
			answerDir(w, dir2)
			menuItem(t, w, "File", "Save As…").Action()
			saved2 := readDir(t, dir2)
			if len(saved2) != len(saved1) {
				t.Errorf("saved again: %v, first: %v", keys(saved2), keys(saved1))
			}
			for rel, b := range saved1 {
				if !bytes.Equal(saved2[rel], b) {
					t.Errorf("%s: opened and saved unchanged, the bytes changed:\n%s", rel, textdiff.FirstLine("saved", string(saved2[rel]), "opened", string(b)))
				}
			}
		})
	}
}

// readDir reads every file under dir, by its path relative to dir.
func readDir(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out[rel] = b
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func keys(m map[string][]byte) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// withoutRefs is a scenario's text without its maps and counters lines,
// the references Save As rewrites to the copies it writes beside it.
func withoutRefs(b []byte) string {
	var keep []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "maps = ") || strings.HasPrefix(l, "counters = ") {
			continue
		}
		keep = append(keep, l)
	}
	return strings.Join(keep, "\n")
}

// File > Import Tiled map… designs the imported map as a lone map (its
// text the importer's) and shows the importer's report; Play mode's File
// menu offers the designer, Design mode's menus what docs/designer.md
// lists.
func TestDesignImportTiledAndMenus(t *testing.T) {
	w := newTestWindow(t)
	menuItem(t, w, "File", "Design…")
	menuItem(t, w, "File", "New design")
	w.enterDesign(loneMap(t, "test-hex-flat"))
	for _, it := range [][2]string{
		{"File", "New design"}, {"File", "New map…"}, {"File", "Open design…"}, {"File", "Import Tiled map…"},
		{"File", "Save"}, {"File", "Save As…"}, {"File", "Print counter sheet…"}, {"File", "Export map as PDF…"},
		{"File", "Close designer"}, {"Edit", "Undo"}, {"Edit", "Redo"},
		{"Design", "Play this scenario"}, {"Design", "New scenario on this map"},
	} {
		menuItem(t, w, it[0], it[1])
	}
	path, err := filepath.Abs("../../importer/tiled/testdata/bevy_ecs_tiled/maps/hexagonal/finite_flat_top_odd.tmx")
	if err != nil {
		t.Fatal(err)
	}
	w.pick = func(_ bool, _, _, _, _ string, exts []string, done func(string)) {
		if !slices.Contains(exts, "tmx") || !slices.Contains(exts, "tmj") {
			t.Errorf("the import dialog filters %v", exts)
		}
		done(path)
	}
	menuItem(t, w, "File", "Import Tiled map…").Action()
	d := w.Designer()
	r, err := tiled.ImportFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if d.Proj.Scenario != nil || len(d.Proj.Maps) != 1 || !bytes.Equal(d.Proj.Maps[0].Bytes(), r.TOML) || d.Proj.Maps[0].Name != filepath.Join(design.Untitled, "finite_flat_top_odd.toml") {
		t.Fatalf("the imported design: scenario %v, %d maps", d.Proj.Scenario != nil, len(d.Proj.Maps))
	}
	top := w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no report of the import")
	}
	text := strings.Join(labels(top), "\n")
	for _, line := range r.Report {
		if !strings.Contains(text, line) {
			t.Errorf("the report dialog lacks %q", line)
		}
	}
	if len(r.Report) == 0 && !strings.Contains(text, "Everything") {
		t.Errorf("the report dialog says %q", text)
	}
	// The imported map gets a scenario around it and plays (the walkthrough
	// found this menu item crashing on an imported map).
	menuItem(t, w, "Design", "New scenario on this map").Action()
	if d.Proj.Scenario == nil || len(d.Proj.Counters) != 1 {
		t.Fatalf("after New scenario on this map: scenario %v, %d catalogues", d.Proj.Scenario != nil, len(d.Proj.Counters))
	}
	s, err := d.Proj.PlayScenario()
	if err != nil {
		t.Fatalf("the imported map's scenario: %v", err)
	}
	if _, err := rules.NewGame(s, nil, 1, false); err != nil {
		t.Errorf("the imported map's scenario does not start a game: %v", err)
	}
}

// Importing a Tiled map over a design with unsaved edits asks about them
// first, and the import's report comes after, with the map: Cancel keeps
// the design and shows no report of an import that did not happen.
func TestDesignImportOverUnsavedEditsAsksFirst(t *testing.T) {
	heavytest.Skip(t, "a question and an import on the test goroutine; TestDesignImportTiledAndMenus puts an imported map on the board under -race")
	w := designWindow(t, "test-hex-flat")
	d := w.Designer()
	breakW0702(t, d)
	path, err := filepath.Abs("../../importer/tiled/testdata/bevy_ecs_tiled/maps/hexagonal/finite_flat_top_odd.tmx")
	if err != nil {
		t.Fatal(err)
	}
	w.importTiledFrom(path)
	top := w.win.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(strings.Join(labels(top), "\n"), "not saved") {
		t.Fatalf("the top dialog is not the question about unsaved edits: %q", labels(top))
	}
	tapButton(t, top, "Cancel")
	if top := w.win.Canvas().Overlays().Top(); top != nil {
		t.Errorf("after Cancel a dialog still shows: %q", labels(top))
	}
	if w.Designer() != d || !d.Proj.Modified() {
		t.Fatal("Cancel did not keep the design")
	}
	w.importTiledFrom(path)
	tapButton(t, w.win.Canvas().Overlays().Top(), "Don't save")
	top = w.win.Canvas().Overlays().Top()
	if w.Designer() == d || top == nil || !strings.Contains(strings.Join(labels(top), "\n"), "New scenario on this map") {
		t.Errorf("after Don't save: the import's report does not show (%q)", labels(top))
	}
}
