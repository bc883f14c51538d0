package app

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"sandtable/internal/atomicfile"
	"sandtable/internal/plural"
	"sandtable/rules"
)

// autosavePath is where the game in play is written after every action; it
// is removed when the program quits normally, so finding it at start means
// the last session ended without quitting (a crash, a power cut). When a
// game is left there, a window writes to the first free numbered slot
// beside it instead (autosaveSlot).
func autosavePath() string { return filepath.Join(configDir(), "autosave.toml") }

// autosaveSlot is where a window writes its autosave, given the first
// slot base (autosavePath): base when no game is left there, else the
// first of "autosave-2.toml", "autosave-3.toml"... beside it that holds
// none. A game left by a crash is never written over.
func autosaveSlot(base string) string {
	p := base
	for n := 2; ; n++ {
		if _, err := os.Lstat(p); os.IsNotExist(err) {
			return p
		}
		p = numberedSlot(base, n)
	}
}

// numberedSlot is the nth slot beside base: "autosave-N.toml".
func numberedSlot(base string, n int) string {
	ext := filepath.Ext(base)
	return fmt.Sprintf("%s-%d%s", strings.TrimSuffix(base, ext), n, ext)
}

// leftoverAutosaves are the games left in base and its numbered slots by
// sessions that did not quit normally, the last played first.
func leftoverAutosaves(base string) []string {
	ext := filepath.Ext(base)
	found, _ := filepath.Glob(strings.TrimSuffix(base, ext) + "-*" + ext)
	found = slices.DeleteFunc(found, func(p string) bool {
		n := strings.TrimSuffix(strings.TrimPrefix(p, strings.TrimSuffix(base, ext)+"-"), ext)
		_, err := strconv.Atoi(n)
		return err != nil
	})
	if _, err := os.Lstat(base); err == nil {
		found = append(found, base)
	}
	modTime := func(p string) time.Time {
		fi, err := os.Stat(p)
		if err != nil {
			return time.Time{}
		}
		return fi.ModTime()
	}
	slices.SortStableFunc(found, func(a, b string) int { return modTime(b).Compare(modTime(a)) })
	return found
}

// startAutosave settles where the window autosaves, base being the first
// slot (autosavePath). A plain start (offer) offers the last game left by
// a session that did not quit normally (offerRestore). A start on a file
// named on the command line opens that file and no offer over it; it
// writes to a free slot, so the game left stays for the next plain start.
func (w *Window) startAutosave(base string, offer bool) {
	w.autosaveTo = autosaveSlot(base)
	if offer {
		w.autosaveTo = base
		w.offerRestore()
	}
}

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
		os.Remove(originPath(w.autosaveTo))
		return
	}
	var buf bytes.Buffer
	if err := g.SaveSealed(&buf, w.sess.Locks); err != nil { // never a sealed game's secrets in the clear
		w.setStatus("autosave failed: " + err.Error())
		return
	}
	path := w.autosaveTo
	from := w.sess.Path
	if from != "" {
		if abs, err := filepath.Abs(from); err == nil {
			from = abs
		}
	}
	w.autosaveSeq++
	seq := w.autosaveSeq
	go func() {
		w.autosaveMu.Lock() // one writer at a time, newest last
		defer w.autosaveMu.Unlock()
		if seq < w.autosaveDone {
			return
		}
		w.autosaveDone = seq
		// The origin first: a crash between the two writes leaves an
		// origin that names other bytes, which restoring then ignores.
		writeOrigin(path, buf.Bytes(), from)
		atomicfile.Write(path, func(wr io.Writer) error { _, err := wr.Write(buf.Bytes()); return err })
	}()
}

// originPath is the file beside the autosave at path that names the save
// its game was opened from or last saved to, so that a restored game's
// Save writes back there.
func originPath(path string) string { return path + ".from" }

// writeOrigin records, beside the autosave at path about to hold data, the
// save from that the game came from: the SHA-256 of data on the first line,
// the save's path after it. A game never saved (from "") has no origin.
func writeOrigin(path string, data []byte, from string) {
	op := originPath(path)
	if from == "" {
		os.Remove(op)
		return
	}
	sum := sha256.Sum256(data)
	atomicfile.Write(op, func(wr io.Writer) error {
		_, err := io.WriteString(wr, hex.EncodeToString(sum[:])+"\n"+from)
		return err
	})
}

// autosaveOrigin is the save the autosave at path (whose bytes are data)
// came from, "" when it has none or the record beside it was written for
// other bytes (a crash between the two writes, another game since).
func autosaveOrigin(path string, data []byte) string {
	rec, err := os.ReadFile(originPath(path))
	if err != nil || data == nil {
		return ""
	}
	sumHex, from, ok := strings.Cut(string(rec), "\n")
	sum := sha256.Sum256(data)
	if !ok || sumHex != hex.EncodeToString(sum[:]) || !filepath.IsAbs(from) {
		return ""
	}
	return from
}

// savedAsLine is the restore question's line naming the save the game
// came from, "" for a game never saved.
func savedAsLine(from string) string {
	if from == "" {
		return ""
	}
	return "\nsaved as " + filepath.Base(from) + " (Save writes back to it)"
}

// removeAutosave removes the autosave at path and the record of its origin.
func removeAutosave(path string) {
	os.Remove(path)
	os.Remove(originPath(path))
}

// restoredStatus is what the status bar says of a restored game: its
// actions and, when it came from a save, that Save writes back there.
func restoredStatus(g *rules.Game, from string) string {
	s := fmt.Sprintf("restored %s (%s)", g.Scenario.Name, plural.Count(len(g.Log()), "action"))
	if from != "" {
		s += "; Save writes it back to " + from
	}
	return s
}

// offerRestore asks, when an autosave was left behind in the window's
// first slot (w.autosaveTo) or beside it, whether to go on with that game:
// the last played when several were (each plain start offers the next).
// Until the game is restored, the window autosaves to a free slot.
func (w *Window) offerRestore() {
	base := w.autosaveTo
	left := leftoverAutosaves(base)
	if len(left) == 0 {
		return
	}
	path := left[0]
	w.autosaveTo = autosaveSlot(base)
	fi, err := os.Stat(path)
	if err != nil {
		return
	}
	data := readAutosave(path)
	from := autosaveOrigin(path, data)
	if rules.IsSealedSave(data) {
		w.offerRestoreSealed(path, base, from, fi.ModTime()) // sealed.go
		return
	}
	g, err := rules.LoadSaveFile(path)
	if err != nil {
		// It cannot be replayed (changed data or rules): keep it aside for
		// the players rather than delete their game.
		kept := path + "." + time.Now().Format("20060102-150405") + ".broken"
		os.Rename(path, kept)
		os.Remove(originPath(path))
		w.autosaveTo = autosaveSlot(base)
		w.setStatus(fmt.Sprintf("the game left open last time could not be restored (%v); it was kept as %s", err, kept))
		return
	}
	msg := fmt.Sprintf("Sandtable did not close normally last time.\n\nRestore that game?\n%s, %s, last played %s%s",
		g.Scenario.Name, plural.Count(len(g.Log()), "action"), fi.ModTime().Format("2 Jan 15:04"), savedAsLine(from))
	w.showConfirm("Restore game", msg, "Restore", "Discard", func(ok bool) {
		if !ok {
			removeAutosave(path)
			w.autosaveTo = autosaveSlot(base)
			return
		}
		// The restored game goes on autosaving where it was left. Save
		// writes back to the save the game came from; a game never
		// saved asks where, as before.
		w.autosaveTo = path
		w.sess.Replace(g, from)
		w.sess.Dirty = true // its last actions may never have been saved
		w.updateTitle()
		w.board.Home()
		w.setStatus(restoredStatus(g, from))
	})
}
