package app

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"sandtable/internal/atomicfile"
	"sandtable/rules"
)

// autosavePath is where the game in play is written after every action; it
// is removed when the program quits normally, so finding it at start means
// the last session ended without quitting (a crash, a power cut).
func autosavePath() string { return filepath.Join(configDir(), "autosave.toml") }

// autosave writes the game after a change: serialised here (the game is
// not safe to read from other goroutines) and written atomically off Fyne's
// thread, so play never waits for the disk. A game with no actions has
// nothing to lose and removes the autosave.
func (w *Window) autosave() {
	if w.autosaveTo == "" || w.designing() || w.trying() {
		// The designer's preview and a try of the design are games of a
		// scenario on no file: a save of them could not be loaded again.
		return
	}
	g := w.sess.Game
	if len(g.Log()) == 0 {
		os.Remove(w.autosaveTo)
		return
	}
	var buf bytes.Buffer
	if err := g.SaveSealed(&buf, w.sess.Locks); err != nil { // never a sealed game's secrets in the clear
		w.setStatus("autosave failed: " + err.Error())
		return
	}
	path := w.autosaveTo
	w.autosaveSeq++
	seq := w.autosaveSeq
	go func() {
		w.autosaveMu.Lock() // one writer at a time, newest last
		defer w.autosaveMu.Unlock()
		if seq < w.autosaveDone {
			return
		}
		w.autosaveDone = seq
		atomicfile.Write(path, func(wr io.Writer) error { _, err := wr.Write(buf.Bytes()); return err })
	}()
}

// offerRestore asks, when an autosave was left behind, whether to go on
// with that game.
func (w *Window) offerRestore() {
	path := w.autosaveTo
	fi, err := os.Stat(path)
	if err != nil {
		return
	}
	if rules.IsSealedSave(readAutosave(path)) {
		w.offerRestoreSealed(path, fi.ModTime()) // sealed.go
		return
	}
	g, err := rules.LoadSaveFile(path)
	if err != nil {
		// It cannot be replayed (changed data or rules): keep it aside for
		// the players rather than delete their game.
		kept := path + "." + time.Now().Format("20060102-150405") + ".broken"
		os.Rename(path, kept)
		w.setStatus(fmt.Sprintf("the game left open last time could not be restored (%v); it was kept as %s", err, kept))
		return
	}
	msg := fmt.Sprintf("Sandtable did not close normally last time.\n\nRestore that game?\n%s, %d actions, last played %s",
		g.Scenario.Name, len(g.Log()), fi.ModTime().Format("2 Jan 15:04"))
	w.showConfirm("Restore game", msg, "Restore", "Discard", func(ok bool) {
		if !ok {
			os.Remove(path)
			return
		}
		w.sess.Replace(g, "")
		w.sess.Dirty = true // it was never saved by the players
		w.updateTitle()
		w.board.Home()
		w.setStatus(fmt.Sprintf("restored %s (%d actions)", g.Scenario.Name, len(g.Log())))
	})
}
