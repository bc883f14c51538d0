package app

import (
	"errors"
	"fmt"
	"time"

	"sandtable/internal/plural"
	"sandtable/internal/tomlfile"
	"sandtable/rules"
)

// Passphrases in the window (docs/secrets-in-saves.md, "The window"): the
// players may choose one per side at the start of a hotseat game (the New
// game screen's check box, or File > Passphrases…); the session then keeps
// the derived keys (never the passphrases) and every save and autosave
// seals each side's secrets under its own. Opening a sealed save asks each
// side in turn for its passphrase: continuing the game needs the whole
// state. Every passphrase is typed on the opaque passphrase screen
// (passscreen.go).

// saveDialogTitle is the Save dialog's title: it says what the file holds.
func (w *Window) saveDialogTitle() string {
	if w.sess.Locks != nil {
		return "Save the game (each side's secrets sealed under its passphrase)"
	}
	return "Save the game (the file holds every side's secrets)"
}

// passRequest is what the passphrase dialog asks of one side.
type passRequest struct {
	Side     string // side id
	SideName string // for people
	Choose   bool   // choosing a new passphrase (typed twice, may be empty)
	Again    string // why asked again ("" the first time)
}

// maxPassTries is how often a side may mistype its passphrase before the
// load is abandoned (the game shown stays as it was).
const maxPassTries = 3

// askEach asks each of sides in turn for its passphrase; check (nil: none)
// tries one, and a side whose passphrase it refuses is asked again, up to
// maxPassTries times. done gets the passphrases, or ok false when a player
// cancelled or ran out of tries.
//
// Each side types on the passphrase screen, so whoever is at the window
// after a cancel may be another side's player: the game shown is then
// handed over to its side to act (Session.StartHandOver).
func (w *Window) askEach(sides, names []string, choose bool, check func(side, pass string) error, finished func(pass map[string]string, ok bool)) {
	done := func(pass map[string]string, ok bool) {
		if !ok {
			w.sess.StartHandOver()
		}
		finished(pass, ok)
	}
	got := map[string]string{}
	var ask func(i, try int, again string)
	ask = func(i, try int, again string) {
		if i == len(sides) {
			done(got, true)
			return
		}
		w.askPass(passRequest{Side: sides[i], SideName: names[i], Choose: choose, Again: again}, func(pass string, ok bool) {
			if !ok {
				done(nil, false)
				return
			}
			if check != nil {
				if err := check(sides[i], pass); err != nil {
					if !errors.Is(err, rules.ErrPassphrase) || try+1 >= maxPassTries {
						w.showError(err)
						done(nil, false)
						return
					}
					ask(i, try+1, "That passphrase does not open the secrets of the "+names[i]+".")
					return
				}
			}
			got[sides[i]] = pass
			ask(i+1, 0, "")
		})
	}
	ask(0, 0, "")
}

// setPassphrases (File > Passphrases…) lets each side of a hotseat game
// choose a passphrase before the first action: from then on the game's
// saves and autosaves seal each side's secrets under its own.
func (w *Window) setPassphrases() {
	g := w.sess.Game
	switch {
	case w.sess.Solitaire:
		w.showInfo("Passphrases", "In a solitaire game one player sees every side: there is nothing to keep from anyone.")
		return
	case len(g.Log()) > 0:
		w.showInfo("Passphrases", "Passphrases are chosen at the start of a game, before its first action: a save or autosave made since then may already hold the secrets in the clear. Start a new game to choose them.")
		return
	}
	w.choosePassphrases()
}

// choosePassphrases has each side of the game shown, in turn on the
// passphrase screen, choose its passphrase, and seals the game's saves
// under them.
func (w *Window) choosePassphrases() {
	g := w.sess.Game
	var sides, names []string
	for _, sd := range g.Scenario.Sides {
		sides, names = append(sides, sd.ID), append(names, w.sideName(sd.ID))
	}
	w.askEach(sides, names, true, nil, func(pass map[string]string, ok bool) {
		// The last player to type may not be the side to act.
		defer w.sess.StartHandOver()
		if !ok || w.sess.Game != g {
			w.setStatus("passphrases not set: saves hold every secret")
			return
		}
		l, err := rules.NewLocks(g, pass)
		if err != nil {
			w.showError(err)
			return
		}
		w.sess.Locks = l
		if l == nil {
			w.setStatus("no passphrase: saves hold every secret")
			return
		}
		w.setStatus("each side's secrets will be sealed under its passphrase in every save")
		w.autosave()
	})
}

// readSealed reads the sealed save at path.
func readSealed(path string) (*rules.SealedSave, error) {
	data, err := tomlfile.ReadFile(path, "saved game", rules.MaxSaveSize)
	if err != nil {
		return nil, err
	}
	return rules.ReadSealedSave(path, data)
}

// loadSealed asks each side of the sealed save at path for its passphrase
// and loads the game; done gets it with its locks, or nil when a player
// cancelled or the file is refused (already shown).
func (w *Window) loadSealed(path string, done func(*rules.Game, *rules.Locks)) {
	s, err := readSealed(path)
	if err != nil {
		w.showOpenError(path, err, nil)
		done(nil, nil)
		return
	}
	names := s.Sides() // ids, unless the scenario loads (Load says why not)
	if sc, err := s.ScenarioAt(path); err == nil {
		for i, side := range names {
			if sd := sc.Counters.Side(side); sd != nil {
				names[i] = sd.Name
			}
		}
	}
	w.askEach(s.Sides(), names, false, func(side, pass string) error {
		_, err := s.OpenSide(side, pass)
		return err
	}, func(_ map[string]string, ok bool) {
		if !ok {
			done(nil, nil)
			return
		}
		// Every side is open: Load asks nothing more.
		g, l, err := s.LoadAt(path, func(side string) (string, error) {
			return "", fmt.Errorf("app: the passphrase of %s was not given", side)
		})
		if err != nil {
			w.showOpenError(path, err, nil)
			done(nil, nil)
			return
		}
		done(g, l)
	})
}

// openSealed opens a sealed save in this window, asking each side's
// passphrase; a cancel or a wrong passphrase leaves the game shown as it
// was and the file untouched.
func (w *Window) openSealed(path string) {
	w.loadSealed(path, func(g *rules.Game, l *rules.Locks) {
		if g == nil {
			w.setStatus("did not open " + path)
			return
		}
		addRecent(path)
		w.sess.ReplaceLocked(g, path, l) // the autosave on the change is sealed
		w.board.Home()
		w.setStatus(fmt.Sprintf("opened %s (%s; each side's secrets sealed under its passphrase)", path, plural.Count(len(g.Log()), "action")))
	})
}

// readAutosave is the autosave's text, nil when it cannot be read.
func readAutosave(path string) []byte {
	data, err := tomlfile.ReadFile(path, "saved game", rules.MaxSaveSize)
	if err != nil {
		return nil
	}
	return data
}

// offerRestoreSealed offers to restore a sealed autosave at path: each
// side then types its passphrase. A cancelled or failed restore keeps the
// file (and the window autosaves to a free slot beside base, the first).
// Save then writes back to from, the save it came from ("" asks where).
func (w *Window) offerRestoreSealed(path, base, from string, played time.Time) {
	msg := fmt.Sprintf("Sandtable did not close normally last time.\n\nRestore that game (last played %s)?%s\nEach side's secrets in it are sealed: each player will type their passphrase.",
		played.Format("2 Jan 15:04"), savedAsLine(from))
	w.showConfirm("Restore game", msg, "Restore", "Discard", func(ok bool) {
		if !ok {
			removeAutosave(path)
			w.autosaveTo = autosaveSlot(base)
			return
		}
		w.loadSealed(path, func(g *rules.Game, l *rules.Locks) {
			if g == nil {
				w.setStatus("the game left open last time was not restored; it is kept as " + path)
				return
			}
			w.autosaveTo = path // the game goes on autosaving where it was left
			w.sess.ReplaceLocked(g, from, l)
			w.sess.Dirty = true // its last actions may never have been saved
			w.updateTitle()
			w.board.Home()
			w.setStatus(restoredStatus(g, from))
		})
	})
}
