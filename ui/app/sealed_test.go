package app

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/internal/heavytest"
	"sandtable/rules"
	"sandtable/ui/boardview"
)

// passBook answers the passphrase dialog from a table, recording who was
// asked; a side missing from it cancels.
type passBook struct {
	pass  map[string][]string // side -> answers, in order
	asked []passRequest
}

func (b *passBook) ask(req passRequest, done func(string, bool)) {
	b.asked = append(b.asked, req)
	answers := b.pass[req.Side]
	if len(answers) == 0 {
		done("", false)
		return
	}
	b.pass[req.Side] = answers[1:]
	done(answers[0], true)
}

// sealedSaveOf is a file of its own, in the test's temporary folder, that
// holds a sealed save of a new test-hex-flat game after one move, sealed
// under central's and the Allies' passphrases. The save is made once for
// all the tests (sealedSave): sealing derives a key from each passphrase,
// deliberately slow.
func sealedSaveOf(t *testing.T) string {
	t.Helper()
	data, err := sealedSave()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "sealed.toml")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// sealedSave makes the bytes of sealedSaveOf's file, once.
var sealedSave = sync.OnceValues(func() ([]byte, error) {
	g, err := rules.StartGame("builtin:test-hex-flat", nil, 5, false)
	if err != nil {
		return nil, err
	}
	a := g.Legal(g.Status().Active[0])[0]
	if _, err := g.Apply(a); err != nil {
		return nil, err
	}
	l, err := rules.NewLocks(g, map[string]string{"central": "c-pass", "allies": "a-pass"})
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := g.SaveSealed(&buf, l); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
})

func fileFormat(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{rules.SealedSaveFormat, rules.SaveFormat} {
		if strings.Contains(string(data), fmt.Sprintf("format = %q", f)) {
			return f
		}
	}
	return ""
}

// The Save dialog says what the file holds (issue 11: "a hotseat save
// holds every secret: say so in the Save dialog"); passphrases chosen at
// the start seal every save and autosave.
func TestPassphrasesSealSavesAndAutosaves(t *testing.T) {
	w := newTestWindow(t)
	var title string
	w.pick = func(_ bool, t string, _, _, _ string, _ []string, done func(string)) { title = t; done("") }
	w.saveAs()
	if !strings.Contains(title, "holds every side's secrets") {
		t.Errorf("Save dialog title %q does not say the file holds every side's secrets", title)
	}

	book := &passBook{pass: map[string][]string{"central": {"c-pass"}, "allies": {"a-pass"}}}
	w.askPass = book.ask
	w.setPassphrases()
	if w.sess.Locks == nil || len(book.asked) != 2 || !book.asked[0].Choose || book.asked[0].SideName != "Central Powers" {
		t.Fatalf("File > Passphrases: locks %v, asked %+v", w.sess.Locks, book.asked)
	}
	w.saveAs()
	if !strings.Contains(title, "sealed under its passphrase") {
		t.Errorf("Save dialog title %q does not say the secrets are sealed", title)
	}

	if _, err := w.sess.Apply(w.sess.LegalWith("move", "")[0]); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "g.toml")
	if !w.saveTo(path) || fileFormat(t, path) != rules.SealedSaveFormat {
		t.Errorf("Save wrote %q; want a sealed save", fileFormat(t, path))
	}
	w.autosaveTo = filepath.Join(t.TempDir(), "autosave.toml")
	w.autosave()
	for i := 0; i < 500; i++ { // it is written off Fyne's thread
		if _, err := os.Stat(w.autosaveTo); err == nil {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if got := fileFormat(t, w.autosaveTo); got != rules.SealedSaveFormat {
		t.Errorf("the autosave is %q; want a sealed save (a plain one would put every secret on disk)", got)
	}

	// After the first action it is too late: a save may already hold them.
	w2 := newTestWindow(t)
	if _, err := w2.sess.Apply(w2.sess.LegalWith("move", "")[0]); err != nil {
		t.Fatal(err)
	}
	w2.askPass = book.ask
	w2.setPassphrases()
	if w2.sess.Locks != nil || !strings.Contains(topText(w2), "before its first action") {
		t.Errorf("passphrases after the first action: locks %v, dialog %q", w2.sess.Locks, topText(w2))
	}
}

// Opening a sealed save asks each side in turn, asks again after a wrong
// passphrase, and keeps the game sealed.
func TestOpenSealedSaveAsksEachSide(t *testing.T) {
	heavytest.Skip(t, "keys derived from passphrases on the test goroutine; TestOpenSealedSaveOnThePassphraseScreen opens a sealed save, its autosave written, under -race")
	path := sealedSaveOf(t)
	w := newTestWindow(t)
	book := &passBook{pass: map[string][]string{"central": {"c-pass"}, "allies": {"c-pass", "a-pass"}}}
	w.askPass = book.ask
	w.openPath(path)
	var got []string
	for _, r := range book.asked {
		got = append(got, r.Side+"/"+r.Again)
	}
	want := []string{"central/", "allies/", "allies/That passphrase does not open the secrets of the Allies."}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("asked %q; want %q", got, want)
	}
	if len(w.sess.Game.Log()) != 1 || w.sess.Path != path || w.sess.Locks == nil {
		t.Fatalf("after opening: %d actions, path %q, locks %v", len(w.sess.Game.Log()), w.sess.Path, w.sess.Locks)
	}
	if !w.saveTo(path) || fileFormat(t, path) != rules.SealedSaveFormat {
		t.Error("saving the opened game did not keep it sealed")
	}
}

// A cancelled passphrase, or three wrong ones, open nothing and leave the
// game shown and the file as they were.
func TestOpenSealedSaveCancelledOrWrong(t *testing.T) {
	heavytest.Skip(t, "keys derived from passphrases on the test goroutine; TestOpenSealedSaveOnThePassphraseScreen opens a sealed save under -race")
	path := sealedSaveOf(t)
	before, _ := os.ReadFile(path)
	for name, answers := range map[string]map[string][]string{
		"cancelled":   {"central": {"c-pass"}},
		"three wrong": {"central": {"x", "y", "z"}},
	} {
		t.Run(name, func(t *testing.T) {
			w := newTestWindow(t)
			shown := w.sess.Game
			w.askPass = (&passBook{pass: answers}).ask
			w.openPath(path)
			if w.sess.Game != shown || w.sess.Locks != nil || !strings.Contains(w.status.Text, "did not open") {
				t.Errorf("game replaced or status %q", w.status.Text)
			}
			if name == "three wrong" && !strings.Contains(strings.ToLower(topText(w)), "wrong passphrase for central") {
				t.Errorf("no error naming the side: %q", topText(w))
			}
			if after, _ := os.ReadFile(path); string(after) != string(before) {
				t.Error("the save changed")
			}
		})
	}
}

// A sealed save given on the command line opens on the passphrase screen,
// which says whom to hand the laptop to.
func TestStartOnSealedSaveAsksThePassphrase(t *testing.T) {
	path := sealedSaveOf(t)
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	g, saved, err := open(path)
	if !errors.Is(err, rules.ErrSealedSave) || g != nil || saved != "" {
		t.Fatalf("open(sealed save) = %v, %q, %v; want rules.ErrSealedSave", g, saved, err)
	}
	a := test.NewTempApp(t)
	w, err := startWindow(a, a.NewWindow("t"), path, nil, "", err, soft)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Fyne().Close) // and with it the board's compositor
	assertPassScreen(t, w, "Hand the laptop to the Central Powers: type your passphrase")
}

// assertPassScreen checks that the window shows the passphrase screen
// with heading, and nothing of the game: no board, status bar, panels,
// log, menus or title, and the passphrase entry has the keyboard.
func assertPassScreen(t *testing.T, w *Window, heading string) {
	t.Helper()
	if w.passUp == nil {
		t.Fatal("no passphrase screen")
	}
	content := w.Fyne().Content()
	if content != w.passUp.obj {
		t.Fatal("the window shows something else than the passphrase screen")
	}
	for _, obj := range test.LaidOutObjects(content) {
		switch obj.(type) {
		case *boardview.Board:
			t.Error("the board shows behind the passphrase screen")
		case *widget.List, *container.AppTabs:
			t.Errorf("a panel (%T) shows on the passphrase screen", obj)
		}
		if obj == w.status {
			t.Error("the status bar shows on the passphrase screen")
		}
	}
	text := strings.Join(labels(content), "\n")
	if !strings.Contains(text, heading) {
		t.Errorf("the passphrase screen does not say %q:\n%s", heading, text)
	}
	if strings.Contains(text, w.sess.Game.Scenario.Name) || strings.Contains(text, "move") {
		t.Errorf("the passphrase screen names the game or its log:\n%s", text)
	}
	if got := w.Fyne().Title(); got != handOverTitle {
		t.Errorf("title %q during the passphrase screen", got)
	}
	if n := len(w.Fyne().MainMenu().Items); n != 1 {
		t.Errorf("the passphrase screen's menu has %d menus, want File (Quit) only", n)
	}
	if top := w.Fyne().Canvas().Overlays().Top(); top != nil && top.Visible() {
		t.Errorf("a dialog is over the passphrase screen:\n%s", topText(w))
	}
	if f := w.Fyne().Canvas().Focused(); f != w.passUp.pass {
		t.Errorf("the keyboard goes to %T, not the passphrase entry", f)
	}
}

// typePass types s and then key as the desktop driver delivers keys: to
// the focused widget, else to the window's handlers.
func typePass(w *Window, s string, key fyne.KeyName) {
	c := w.Fyne().Canvas()
	if f := c.Focused(); f != nil {
		for _, r := range s {
			f.TypedRune(r)
		}
		f.TypedKey(&fyne.KeyEvent{Name: key})
		return
	}
	test.TypeOnCanvas(c, s)
	typeKey(w, key)
}

// Opening a sealed save asks each side on the opaque passphrase screen:
// what is typed goes to the passphrase entry only (a space there does not
// end the phase behind), Enter submits it, a wrong one is asked again, and
// the game opens handed over to the side to act.
func TestOpenSealedSaveOnThePassphraseScreen(t *testing.T) {
	path := sealedSaveOf(t)
	w := newTestWindow(t)
	w.autosaveTo = filepath.Join(t.TempDir(), "autosave.toml")
	before := len(w.sess.Game.Log())
	w.openPath(path)
	assertPassScreen(t, w, "Hand the laptop to the Central Powers: type your passphrase")
	typePass(w, "c-pass", fyne.KeyReturn)
	assertPassScreen(t, w, "Hand the laptop to the Allies: type your passphrase")
	typePass(w, "c pass ", fyne.KeyReturn) // wrong, with spaces (Space ends a phase on the board)
	assertPassScreen(t, w, "Hand the laptop to the Allies: type your passphrase")
	if text := strings.Join(labels(w.Fyne().Content()), "\n"); !strings.Contains(text, "That passphrase does not open the secrets of the Allies.") {
		t.Errorf("a wrong passphrase is not said:\n%s", text)
	}
	if w.sess.Path == path || len(w.sess.Game.Log()) != before {
		t.Fatal("the game changed before every passphrase was typed")
	}
	typePass(w, "a-pass", fyne.KeyEnter)
	if w.passUp != nil || w.sess.Path != path || w.sess.Locks == nil || len(w.sess.Game.Log()) != 1 {
		t.Fatalf("after the passphrases: screen %v, path %q, locks %v, %d actions", w.passUp != nil, w.sess.Path, w.sess.Locks, len(w.sess.Game.Log()))
	}
	if !w.sess.HandingOver() || w.Fyne().Content() != w.handover.obj {
		t.Fatal("the opened game does not start behind the hand-over screen")
	}
	// The autosave written as the game opened keeps it sealed.
	for i := 0; i < 500; i++ { // it is written off Fyne's thread
		if _, err := os.Stat(w.autosaveTo); err == nil {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if got := fileFormat(t, w.autosaveTo); got != rules.SealedSaveFormat {
		t.Errorf("the autosave of the opened game is %q; want a sealed save", got)
	}
}

// Escape on the passphrase screen cancels: nothing opens, the game shown
// is kept, and it comes back behind the hand-over screen (the player who
// cancelled may be another side's).
func TestPassphraseScreenEscapeCancels(t *testing.T) {
	heavytest.Skip(t, "keys derived from passphrases on the test goroutine; TestOpenSealedSaveOnThePassphraseScreen opens a sealed save under -race")
	path := sealedSaveOf(t)
	for name, viaEntry := range map[string]bool{"focused entry": true, "window": false} {
		t.Run(name, func(t *testing.T) {
			w := newTestWindow(t)
			shown := w.sess.Game
			w.openPath(path)
			typePass(w, "c-pass", fyne.KeyReturn)
			if !viaEntry {
				w.Fyne().Canvas().Unfocus()
			}
			typePass(w, "a-p", fyne.KeyEscape)
			if w.passUp != nil || w.sess.Game != shown || w.sess.Locks != nil || !strings.Contains(w.status.Text, "did not open") {
				t.Fatalf("after Escape: screen %v, game replaced %v, locks %v, status %q", w.passUp != nil, w.sess.Game != shown, w.sess.Locks, w.status.Text)
			}
			if !w.sess.HandingOver() || w.Fyne().Content() != w.handover.obj {
				t.Error("after a cancel the game shown is not handed over to its side")
			}
		})
	}
}

// File > Passphrases has each side choose its passphrase on the opaque
// screen, typed twice (Enter goes on to the second entry; two different
// ones are asked again), then hands the screen to the side to act.
func TestChoosePassphrasesOnThePassphraseScreen(t *testing.T) {
	heavytest.Skip(t, "keys derived from passphrases on the test goroutine; TestPassphrasesSealSavesAndAutosaves seals a game and its autosave under -race")
	w := newTestWindow(t)
	w.setPassphrases()
	assertPassScreen(t, w, "Hand the laptop to the Central Powers: choose your passphrase")
	typePass(w, "c-pass", fyne.KeyReturn)
	if f := w.Fyne().Canvas().Focused(); f != w.passUp.again {
		t.Fatalf("Enter in the first entry should go on to the second, keyboard at %T", f)
	}
	typePass(w, "c-pasz", fyne.KeyReturn)
	if text := strings.Join(labels(w.Fyne().Content()), "\n"); !strings.Contains(text, "The two passphrases differ") {
		t.Fatalf("two different passphrases are not refused:\n%s", text)
	}
	typePass(w, "c-pass", fyne.KeyReturn)
	assertPassScreen(t, w, "Hand the laptop to the Allies: choose your passphrase")
	typePass(w, "a-pass", fyne.KeyReturn)
	typePass(w, "a-pass", fyne.KeyReturn)
	if w.passUp != nil || w.sess.Locks == nil || len(w.sess.Game.Log()) != 0 {
		t.Fatalf("after choosing: screen %v, locks %v, %d actions", w.passUp != nil, w.sess.Locks, len(w.sess.Game.Log()))
	}
	if !w.sess.HandingOver() || w.sess.HandOverTo() != "central" || w.Fyne().Content() != w.handover.obj {
		t.Fatal("the Allies' player, last to type, sees the Central Powers' view: no hand-over")
	}
	// The passphrases are the ones typed once: they open a save.
	path := filepath.Join(t.TempDir(), "g.toml")
	if !w.saveTo(path) {
		t.Fatal("save failed")
	}
	s, err := readSealed(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.OpenSide("central", "c-pass"); err != nil {
		t.Errorf("central's passphrase does not open the save: %v", err)
	}
	if _, err := s.OpenSide("allies", "a-pass"); err != nil {
		t.Errorf("the Allies' passphrase does not open the save: %v", err)
	}
}

// A sealed autosave is restored after each side types its passphrase; a
// cancelled passphrase keeps the file (never renamed as broken), and the
// window's own autosave goes elsewhere, not over it.
func TestRestoreSealedAutosave(t *testing.T) {
	for _, cancel := range []bool{false, true} {
		t.Run(fmt.Sprintf("cancel=%v", cancel), func(t *testing.T) {
			saved := sealedSaveOf(t)
			w := newTestWindow(t)
			w.autosaveTo = filepath.Join(t.TempDir(), "autosave.toml")
			data, _ := os.ReadFile(saved)
			if err := os.WriteFile(w.autosaveTo, data, 0o644); err != nil {
				t.Fatal(err)
			}
			book := &passBook{pass: map[string][]string{"central": {"c-pass"}, "allies": {"a-pass"}}}
			if cancel {
				delete(book.pass, "allies")
			}
			w.askPass = book.ask
			left := w.autosaveTo
			w.offerRestore()
			if !strings.Contains(topText(w), "each player will type their passphrase") {
				t.Fatalf("restore dialog:\n%s", topText(w))
			}
			typeKey(w, fyne.KeyReturn) // Restore
			if cancel {
				if w.sess.Locks != nil || !strings.Contains(w.status.Text, "kept as "+left) {
					t.Errorf("cancelled: locks %v, status %q", w.sess.Locks, w.status.Text)
				}
				if _, err := os.Stat(left); err != nil {
					t.Errorf("the autosave is gone: %v", err)
				}
				if w.autosaveTo == left {
					t.Error("the window autosaves over the game it kept")
				}
				return
			}
			if len(w.sess.Game.Log()) != 1 || w.sess.Locks == nil || !w.sess.Dirty {
				t.Errorf("restored: %d actions, locks %v, dirty %v", len(w.sess.Game.Log()), w.sess.Locks, w.sess.Dirty)
			}
		})
	}
}

// Restoring a sealed autosave after a crash asks each side on the
// passphrase screen too, never over the board.
func TestRestoreSealedAutosaveOnThePassphraseScreen(t *testing.T) {
	saved := sealedSaveOf(t)
	w := newTestWindow(t)
	w.autosaveTo = filepath.Join(t.TempDir(), "autosave.toml")
	data, _ := os.ReadFile(saved)
	if err := os.WriteFile(w.autosaveTo, data, 0o644); err != nil {
		t.Fatal(err)
	}
	w.offerRestore()
	typeKey(w, fyne.KeyReturn) // Restore
	assertPassScreen(t, w, "Hand the laptop to the Central Powers: type your passphrase")
	typePass(w, "c-pass", fyne.KeyReturn)
	assertPassScreen(t, w, "Hand the laptop to the Allies: type your passphrase")
	typePass(w, "a-pass", fyne.KeyReturn)
	if w.passUp != nil || len(w.sess.Game.Log()) != 1 || w.sess.Locks == nil {
		t.Fatalf("restored: screen %v, %d actions, locks %v", w.passUp != nil, len(w.sess.Game.Log()), w.sess.Locks)
	}
	if !w.sess.HandingOver() || w.Fyne().Content() != w.handover.obj {
		t.Error("the restored game does not start behind the hand-over screen")
	}
}
