package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/rules"
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

// sealedSaveOf saves a new test-hex-flat game, after one move, sealed under
// central's and the Allies' passphrases.
func sealedSaveOf(t *testing.T) string {
	t.Helper()
	g, err := rules.StartGame("builtin:test-hex-flat", nil, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	a := g.Legal(g.Status().Active[0])[0]
	if _, err := g.Apply(a); err != nil {
		t.Fatal(err)
	}
	l, err := rules.NewLocks(g, map[string]string{"central": "c-pass", "allies": "a-pass"})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "sealed.toml")
	if err := g.SaveSealedFile(path, l); err != nil {
		t.Fatal(err)
	}
	return path
}

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
	path := sealedSaveOf(t)
	w := newTestWindow(t)
	book := &passBook{pass: map[string][]string{"central": {"c-pass"}, "allies": {"c-pass", "a-pass"}}}
	w.askPass = book.ask
	w.openPath(path)
	var got []string
	for _, r := range book.asked {
		got = append(got, r.Side+"/"+r.Again)
	}
	want := []string{"central/", "allies/", "allies/That passphrase does not open the secrets of Allies."}
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

// A sealed save given on the command line opens on the passphrase dialog,
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
	if text := topText(w); !strings.Contains(text, "Hand the laptop to Central Powers") {
		t.Errorf("the first dialog is not central's passphrase:\n%s", text)
	}
}

// A sealed autosave is restored after each side types its passphrase; a
// cancelled passphrase keeps the file (never renamed as broken).
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
			w.offerRestore()
			if !strings.Contains(topText(w), "each player will type their passphrase") {
				t.Fatalf("restore dialog:\n%s", topText(w))
			}
			typeKey(w, fyne.KeyReturn) // Restore
			if cancel {
				if w.sess.Locks != nil || !strings.Contains(w.status.Text, "kept as "+w.autosaveTo) {
					t.Errorf("cancelled: locks %v, status %q", w.sess.Locks, w.status.Text)
				}
				if _, err := os.Stat(w.autosaveTo); err != nil {
					t.Errorf("the autosave is gone: %v", err)
				}
				return
			}
			if len(w.sess.Game.Log()) != 1 || w.sess.Locks == nil || !w.sess.Dirty {
				t.Errorf("restored: %d actions, locks %v, dirty %v", len(w.sess.Game.Log()), w.sess.Locks, w.sess.Dirty)
			}
		})
	}
}
