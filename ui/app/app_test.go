package app

import (
	"bytes"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/internal/heavytest"
	"sandtable/rules"
	_ "sandtable/rules/freeplay"
	_ "sandtable/rules/outofafrica" // its bundled scenario is among those every test of them opens
	_ "sandtable/rules/vernian"
	"sandtable/scenarios"
	"sandtable/ui/boardview"
)

// soft is the window tests' compositor: the pure-Go one, whose pictures
// are not shown. Fyne's test driver runs fyne.Do at
// once on the calling goroutine, so the compositor's goroutine would set
// the board's image while the test goroutine lays the window out, a data
// race the real app (fyne.Do queued on the paint thread) does not have.
// These tests read dialogs, panels and the session, never the board's
// pixels; TestWindowGolden, which does, makes showing and capturing take
// turns.
func soft(boardview.ShowFunc) (boardview.Compositor, error) {
	return boardview.NewSoftCompositor(func(*image.RGBA) {}), nil
}

func newTestWindow(t *testing.T) *Window {
	t.Helper()
	t.Setenv("XDG_CONFIG_HOME", t.TempDir()) // recent games, autosave: never the user's
	a := test.NewTempApp(t)
	w, err := NewWindow(a, "builtin:test-hex-flat", soft)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Fyne().Close) // and with it the board's compositor
	w.Fyne().Resize(fyne.NewSize(1000, 700))
	waitAutosaves(t, w)
	// A new hotseat game with secrets starts handed over to the first
	// side to act (TestNewHotseatGameStartsHandedOver): its player takes
	// the screen.
	takeOver(t, w)
	return w
}

// takeOver has the player the screen is handed to take it, when it is
// handed over (a hotseat game with secrets starts so).
func takeOver(t *testing.T, w *Window) {
	t.Helper()
	if w.sess.HandingOver() {
		w.takeOver()
	}
	if w.handover != nil || w.sess.HandingOver() {
		t.Fatal("the hand-over screen is still up")
	}
}

// waitAutosaves makes the test's end wait for w's autosaves still being
// written, before the temporary directories registered earlier are removed
// (cleanups run last first).
func waitAutosaves(t *testing.T, w *Window) {
	t.Cleanup(func() {
		if !autosavesWritten(w) {
			t.Error("an autosave was still being written 5 s after the test")
		}
	})
}

// autosavesWritten waits up to 5 s for every autosave w started to be on
// disk, and reports whether they are.
func autosavesWritten(w *Window) bool {
	for range 500 {
		w.autosaveMu.Lock() // held by a writer until its file is written
		done := w.autosaveDone == w.autosaveSeq
		w.autosaveMu.Unlock()
		if done {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}

func TestWindowTitleMenusAndStatus(t *testing.T) {
	w := newTestWindow(t)
	if !strings.Contains(w.Fyne().Title(), "Test flat hex") {
		t.Errorf("title %q", w.Fyne().Title())
	}
	var names []string
	for _, m := range w.Fyne().MainMenu().Items {
		names = append(names, m.Label)
	}
	if strings.Join(names, ",") != "File,Edit,View,Help" {
		t.Errorf("menus %v", names)
	}
	if !strings.Contains(w.status.Text, "Freeplay") {
		t.Errorf("status %q", w.status.Text)
	}
}

// Space ends the phase; an end that hands play to the other side cannot
// be undone, so while the side could still move the window asks first
// (issue 10 item 3), and Enter in that question means Go back.
func TestSpaceAsksBeforeAFinalEndThenUndoIsRefusedAcrossIt(t *testing.T) {
	w := newTestWindow(t)
	first := w.sess.Actor()
	typeKey(w, fyne.KeySpace)
	over := w.Fyne().Canvas().Overlays().Top()
	if over == nil || len(w.sess.Game.Log()) != 0 {
		t.Fatalf("space with moves left must ask first: overlay %v, log %d", over, len(w.sess.Game.Log()))
	}
	text := strings.Join(labels(over), "\n")
	if !strings.Contains(text, "You could still: ") || !strings.Contains(text, "move") || !strings.Contains(text, "play passes to the Allies") {
		t.Errorf("the question should say what is left and why it is final:\n%s", text)
	}
	typeKey(w, fyne.KeyReturn) // the safe answer
	if len(w.sess.Game.Log()) != 0 || w.blocked() {
		t.Fatalf("Enter must go back: log %d, blocked %v", len(w.sess.Game.Log()), w.blocked())
	}
	typeKey(w, fyne.KeySpace)
	tapButton(t, w.Fyne().Canvas().Overlays().Top(), "End phase")
	if w.sess.Actor() == first || len(w.sess.Game.Log()) != 1 {
		t.Fatalf("End phase did not end the phase: actor %q, log %d", w.sess.Actor(), len(w.sess.Game.Log()))
	}
	if !w.sess.HandingOver() || w.handover == nil || w.Fyne().Content() != w.handover.obj {
		t.Fatal("no hand-over screen when play passed to the other side")
	}
	w.sess.TakeOver()
	if !w.sess.Dirty || !strings.HasPrefix(w.Fyne().Title(), "• ") {
		t.Errorf("an unsaved game must show it: title %q", w.Fyne().Title())
	}
	w.undo()
	if len(w.sess.Game.Log()) != 1 || !strings.Contains(w.status.Text, "play passed to another side") {
		t.Errorf("undo across the phase end: log %d, status %q", len(w.sess.Game.Log()), w.status.Text)
	}
}

// typeKey types a key into the window as the keyboard would when no
// widget has the focus.
func typeKey(w *Window, k fyne.KeyName) {
	w.Fyne().Canvas().(software.WindowlessCanvas).OnTypedKey()(&fyne.KeyEvent{Name: k})
}

func TestSaveToAndReopen(t *testing.T) {
	w := newTestWindow(t)
	a := w.sess.LegalWith("move", "")[0]
	if _, err := w.sess.Apply(a); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "g.toml")
	w.saveTo(path)
	if w.sess.Dirty || w.sess.Path != path || !strings.Contains(w.status.Text, "saved 1 action ") {
		t.Fatalf("after save: dirty %v path %q status %q", w.sess.Dirty, w.sess.Path, w.status.Text)
	}
	g, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Log()) != 1 || !g.Log()[0].Action.Equal(a) {
		t.Errorf("reopened log %v, want [%v]", g.Log(), a)
	}
	// A window opened on the save saves back to it; one opened on a
	// scenario asks where to save.
	w2, err := NewWindow(w.app, path, soft)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w2.Fyne().Close) // and with it the board's compositor
	waitAutosaves(t, w2)
	if w2.sess.Path != path || len(w2.sess.Game.Log()) != 1 {
		t.Errorf("window on the save: path %q, %d actions; want %q, 1", w2.sess.Path, len(w2.sess.Game.Log()), path)
	}
	w2.openPath(path)
	if w2.sess.Path != path {
		t.Errorf("File > Open of the save: path %q, want %q", w2.sess.Path, path)
	}
	w3, err := NewWindow(w.app, "builtin:test-hex-flat", soft)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w3.Fyne().Close) // and with it the board's compositor
	waitAutosaves(t, w3)
	if w3.sess.Path != "" {
		t.Errorf("window on a scenario: path %q, want none", w3.sess.Path)
	}
}

// Every action is autosaved; the autosave replays to the same game; a
// normal quit removes it.
func TestAutosaveAfterEveryActionAndCleanQuit(t *testing.T) {
	w := newTestWindow(t)
	w.autosaveTo = filepath.Join(t.TempDir(), "autosave.toml")
	waitAutosaves(t, w)
	a := w.sess.LegalWith("move", "")[0]
	if _, err := w.sess.Apply(a); err != nil {
		t.Fatal(err)
	}
	var g *rules.Game
	for i := 0; i < 100 && g == nil; i++ { // written off Fyne's thread
		g, _ = rules.LoadSaveFile(w.autosaveTo)
		time.Sleep(20 * time.Millisecond)
	}
	if g == nil || len(g.Log()) != 1 || !g.Log()[0].Action.Equal(a) {
		t.Fatalf("autosave does not hold the move: %v", g)
	}
	w.sess.Dirty = false // nothing to confirm
	w.quit()
	if _, err := os.Stat(w.autosaveTo); !os.IsNotExist(err) {
		t.Errorf("a normal quit left the autosave behind: %v", err)
	}
}

// An autosave that cannot be replayed is kept aside, never deleted.
func TestBrokenAutosaveIsKeptAside(t *testing.T) {
	w := newTestWindow(t)
	dir := t.TempDir()
	w.autosaveTo = filepath.Join(dir, "autosave.toml")
	os.WriteFile(w.autosaveTo, []byte("format = \"sandtable-save\"\nversion = 1\nscenario = 3\n"), 0o644)
	w.offerRestore()
	kept, _ := filepath.Glob(filepath.Join(dir, "autosave.toml.*.broken"))
	if len(kept) != 1 || !strings.Contains(w.status.Text, "could not be restored") {
		t.Errorf("kept %v, status %q", kept, w.status.Text)
	}
}

// A good autosave left behind is offered for restore.
func TestLeftoverAutosaveIsOffered(t *testing.T) {
	w := newTestWindow(t)
	w.autosaveTo = filepath.Join(t.TempDir(), "autosave.toml")
	waitAutosaves(t, w)
	w.sess.Apply(w.sess.LegalWith("move", "")[0])
	if err := w.sess.Game.SaveFile(w.autosaveTo); err != nil {
		t.Fatal(err)
	}
	w.offerRestore()
	if len(w.Fyne().Canvas().Overlays().List()) == 0 {
		t.Error("no restore dialog for a leftover autosave")
	}
}

// A file named on the command line opens without the offer of a game left
// by a crash, and autosaves beside it, never over it: the next plain start
// offers the game left, the last played first when the named file's
// session ended without quitting too, and then the other (issue 24).
func TestNamedFileKeepsTheLeftAutosaveForAPlainStart(t *testing.T) {
	dir := t.TempDir()
	base := filepath.Join(dir, "autosave.toml")
	// The game left by a crash: one move.
	crashed := newTestWindow(t)
	crashed.sess.Apply(crashed.sess.LegalWith("move", "")[0])
	if err := crashed.sess.Game.SaveFile(base); err != nil {
		t.Fatal(err)
	}
	left, _ := os.ReadFile(base)
	old := time.Now().Add(-time.Hour)
	os.Chtimes(base, old, old)

	// Started on a file named on the command line: no offer; its own
	// actions go to a free slot, the game left stays as it was.
	named := newTestWindow(t)
	named.startAutosave(base, false)
	if n := len(named.Fyne().Canvas().Overlays().List()); n != 0 {
		t.Fatalf("%d dialogs over the file named on the command line: %v", n, labels(named.Fyne().Canvas().Overlays().Top()))
	}
	if named.autosaveTo == base {
		t.Fatal("the named file's game autosaves over the game left")
	}
	named.sess.Apply(named.sess.LegalWith("move", "")[0])
	named.sess.Apply(named.sess.LegalWith("move", "")[0])
	flushAutosaves(t, named)
	if now, _ := os.ReadFile(base); !bytes.Equal(now, left) {
		t.Fatal("the game left by the crash was written over")
	}
	if g, err := rules.LoadSaveFile(named.autosaveTo); err != nil || len(g.Log()) != 2 {
		t.Fatalf("the named file's autosave holds %v (%v), want its 2 actions", g, err)
	}

	// That session ends without quitting too: the next plain start
	// offers its game, the last played; discarded, the one after offers
	// the game left first, which restores with its move.
	restore := func(answer fyne.KeyName) *Window {
		w := newTestWindow(t)
		w.startAutosave(base, true)
		if len(w.Fyne().Canvas().Overlays().List()) == 0 {
			t.Fatal("a plain start offered no game left")
		}
		typeKey(w, answer)
		takeOver(t, w)
		return w
	}
	w := restore(fyne.KeyEscape) // Discard
	if _, err := os.Stat(named.autosaveTo); !os.IsNotExist(err) {
		t.Fatalf("the discarded game is still there: %v", err)
	}
	if now, _ := os.ReadFile(base); !bytes.Equal(now, left) {
		t.Fatal("discarding the last game played touched the one left before it")
	}
	w.sess.Apply(w.sess.LegalWith("move", "")[0])
	flushAutosaves(t, w)
	if w.autosaveTo == base {
		t.Fatal("the plain start autosaves over the game still left")
	}
	w.sess.Dirty = false
	w.quit()
	w = restore(fyne.KeyReturn) // Restore
	if n := len(w.sess.Game.Log()); n != 1 {
		t.Fatalf("restored %d actions, want the 1 left by the crash", n)
	}
	if w.autosaveTo != base {
		t.Errorf("the restored game autosaves to %s, not where it was left (%s)", w.autosaveTo, base)
	}
}

func TestSaveAddsToRecentAndStartScreenOpens(t *testing.T) {
	heavytest.Skip(t, "a save and the start screen's picture on the test goroutine (offThread runs in turn in tests); TestAutosaveAfterEveryActionAndCleanQuit saves off it under -race")
	w := newTestWindow(t)
	w.sess.Apply(w.sess.LegalWith("move", "")[0])
	path := filepath.Join(t.TempDir(), "r.toml")
	w.saveTo(path)
	if got := recentGames(); len(got) != 1 || got[0] != path {
		t.Errorf("recent games %v, want [%s]", got, path)
	}
	w.showStart()
	if len(w.Fyne().Canvas().Overlays().List()) == 0 {
		t.Fatal("the start screen did not open")
	}
}

func TestSolitaireNewGameShowsEverything(t *testing.T) {
	w := newTestWindow(t)
	w.newGameMode("builtin:test-hex-flat", true, nil, false, false)
	if !w.sess.Solitaire || w.sess.Viewer() != "" {
		t.Errorf("solitaire %v viewer %q", w.sess.Solitaire, w.sess.Viewer())
	}
}

// The start screen offers the scenario's options, and the game starts with
// what the players chose: vernian's operational turns per Strategic Turn.
func TestStartScreenOptions(t *testing.T) {
	w := newTestWindow(t)
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	opts := rules.DefaultOptions(s)
	rows := optionWidgets(s, opts, nil)
	if len(rows) != len(s.Options) {
		t.Fatalf("%d option rows for %d options", len(rows), len(s.Options))
	}
	var sel *widget.Select
	for _, r := range rows {
		for _, o := range r.(*fyne.Container).Objects {
			if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "Operational turns") {
				for _, o2 := range r.(*fyne.Container).Objects {
					if s2, ok := o2.(*widget.Select); ok {
						sel = s2
					}
				}
			}
		}
	}
	if sel == nil {
		t.Fatal("no list for the operational turns option")
	}
	sel.SetSelected("3")
	if opts["operational_turns"] != 3 {
		t.Fatalf("choosing 3 set %v", opts["operational_turns"])
	}
	w.newGameMode("builtin:vernian", false, opts, false, false)
	if got := w.sess.Game.Status().SubTurns; got != 3 {
		t.Errorf("the game has %d operational turns per Strategic Turn, want 3", got)
	}
}

// flushAutosaves waits until every autosave w started is on disk.
func flushAutosaves(t *testing.T, w *Window) {
	t.Helper()
	if !autosavesWritten(w) {
		t.Fatal("the autosave was not written in 5 s")
	}
}

// A game restored after a crash keeps the save it came from: File > Save
// writes the restored actions back there without asking. A game never
// saved, or an autosave whose record of its save was written for other
// bytes (a crash between the two writes), asks where as before.
func TestRestoredAutosaveSavesBackToItsFile(t *testing.T) {
	for _, tc := range []struct {
		name        string
		saved       bool // saved before the crash
		staleOrigin bool // the autosave changed after its origin was recorded
		wantSaveTo  bool // Save writes to the save without asking
	}{
		{"saved then played", true, false, true},
		{"never saved", false, false, false},
		{"origin of other bytes", true, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newTestWindow(t)
			dir := t.TempDir()
			w.autosaveTo = filepath.Join(dir, "autosave.toml")
			waitAutosaves(t, w)
			save := filepath.Join(dir, "mine.toml")
			w.sess.Apply(w.sess.LegalWith("move", "")[0])
			if tc.saved {
				w.saveTo(save)
			}
			w.sess.Apply(w.sess.LegalWith("move", "")[0]) // not saved: the crash comes
			flushAutosaves(t, w)
			if tc.staleOrigin {
				data, _ := os.ReadFile(w.autosaveTo)
				os.WriteFile(w.autosaveTo, append(data, "\n# written after its origin\n"...), 0o644)
			}

			// The next start, after the crash.
			w2 := newTestWindow(t)
			w2.autosaveTo = w.autosaveTo
			waitAutosaves(t, w2)
			w2.offerRestore()
			typeKey(w2, fyne.KeyReturn) // Restore
			takeOver(t, w2)
			if n := len(w2.sess.Game.Log()); n != 2 {
				t.Fatalf("restored %d actions, want 2", n)
			}
			asked := false
			w2.pick = func(_ bool, _, _, _, _ string, _ []string, done func(string)) { asked = true; done("") }
			w2.save()
			if tc.wantSaveTo {
				if asked || w2.sess.Path != save || w2.sess.Dirty {
					t.Fatalf("Save asked %v, path %q dirty %v; want written to %s", asked, w2.sess.Path, w2.sess.Dirty, save)
				}
				g, err := rules.LoadSaveFile(save)
				if err != nil || len(g.Log()) != 2 {
					t.Fatalf("the save holds %v (%v), want the 2 restored actions", g, err)
				}
				return
			}
			if !asked || w2.sess.Path != "" {
				t.Errorf("Save asked %v, path %q; want asked where", asked, w2.sess.Path)
			}
			if tc.saved {
				if g, err := rules.LoadSaveFile(save); err != nil || len(g.Log()) != 1 {
					t.Errorf("the save the game came from was changed: %v (%v)", g, err)
				}
			}
		})
	}
}

// Opening a save whose log was edited says the file was altered or
// damaged, naming it and the action by its number, not "refused:" as if a
// player had tried an illegal move; the game shown stays (issue 24).
func TestOpenAlteredSaveSaysTheFileWasAltered(t *testing.T) {
	w := newTestWindow(t)
	a := w.sess.LegalWith("move", "")[0]
	w.sess.Apply(a)
	path := filepath.Join(t.TempDir(), "mine.toml")
	if !w.saveTo(path) {
		t.Fatal("not saved")
	}
	other := w.sess.Game.Scenario.Sides[0].ID
	if other == a.Side {
		other = w.sess.Game.Scenario.Sides[1].ID
	}
	data, _ := os.ReadFile(path)
	edited := strings.Replace(string(data), `do = "`+a.Side+" ", `do = "`+other+" ", 1)
	if edited == string(data) {
		t.Fatalf("no action of %s in\n%s", a.Side, data)
	}
	os.WriteFile(path, []byte(edited), 0o644)
	shown := w.sess.Game
	w.openPath(path)
	text := strings.Join(labels(w.Fyne().Canvas().Overlays().Top()), "\n")
	want := path + ":20:3: the file was altered or damaged: action 1 (\"" + other + " " + strings.TrimPrefix(a.String(), a.Side+" ") + "\") could not have been played at that point of the game: "
	if !strings.Contains(text, want) || strings.Contains(text, "refused") {
		t.Errorf("the dialog says\n%s\nwant %q and no \"refused\"", text, want)
	}
	if w.sess.Game != shown {
		t.Error("the altered save replaced the game shown")
	}
}

// An option whose choices are sides lists them by the sides' names and
// sets the side's id: Green Fields' "Side announcing the assault" reads
// "Central Powers", not "central" (issue 24).
func TestStartScreenOptionNamesSides(t *testing.T) {
	s, err := scenarios.Builtin("greenfields-1914")
	if err != nil {
		t.Fatal(err)
	}
	opts := rules.DefaultOptions(s)
	var sel *widget.Select
	for _, r := range optionWidgets(s, opts, nil) {
		objs := r.(*fyne.Container).Objects
		for _, o := range objs {
			if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "Side announcing the assault") {
				for _, o2 := range objs {
					if s2, ok := o2.(*widget.Select); ok {
						sel = s2
					}
				}
			}
		}
	}
	if sel == nil {
		t.Fatal("no list for the side announcing the assault")
	}
	// The choices are ["central", "allies"], the default "central".
	name := func(id string) string { return s.Counters.Side(id).Name }
	want := []string{name("central"), name("allies")}
	if want[0] == "central" || want[1] == "allies" {
		t.Fatalf("the sides have no names: %q", want)
	}
	if strings.Join(sel.Options, "|") != strings.Join(want, "|") || sel.Selected != want[0] {
		t.Fatalf("the list offers %q, %q selected; want the sides' names %q, %q selected", sel.Options, sel.Selected, want, want[0])
	}
	sel.SetSelected(want[1])
	if opts["attacker"] != "allies" {
		t.Errorf("choosing %s set %v, want \"allies\"", want[1], opts["attacker"])
	}
}
