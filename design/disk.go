package design

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// stamp is what the project knows of one of its files on disk, as it
// opened or last saved it: to tell, before saving over it, whether
// another program changed it since.
type stamp struct {
	size  int64
	mod   time.Time
	sum   [sha256.Size]byte
	saved bool // recorded by a save, not by the open
}

// own records that the file at path, whose text is text, is the
// project's, to replace when saved; saved tells whether the project has
// just written it (else opened it).
func (p *Project) own(path string, text []byte, saved bool) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return
	}
	if p.owned == nil {
		p.owned = map[string]stamp{}
	}
	s := stamp{size: int64(len(text)), sum: sha256.Sum256(text), saved: saved}
	if fi, err := os.Stat(path); err == nil {
		s.mod = fi.ModTime()
	}
	p.owned[abs] = s
}

// owns reports whether the file at path is one the project opened or
// saved.
func (p *Project) owns(path string) bool {
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	_, ok := p.owned[abs]
	return ok
}

// A Conflict is a file of the project that a save would write over but
// asks first: it is read-only, or another program changed it since the
// project opened it or last saved it.
type Conflict struct {
	// File is its path relative to the folder saved in ("maps/west.toml"),
	// as SaveReplacing and SaveAsReplacing take it.
	File string
	// ReadOnly: the file may not be written.
	ReadOnly bool
	// Changed: its text on disk is not the one the project opened or
	// saved; Size and Mod are its size and time now, WasSize and WasMod as
	// the project last knew them, Saved whether that was a save.
	Changed       bool
	Size, WasSize int64
	Mod, WasMod   time.Time
	Saved         bool
}

// Why says what is the matter with the file, in a sentence naming it.
func (c Conflict) Why() string {
	var parts []string
	if c.Changed {
		since := "opened"
		if c.Saved {
			since = "last saved"
		}
		parts = append(parts, fmt.Sprintf("was changed by another program since the design %s it (it is now %d bytes, modified %s; it was %d bytes, modified %s)",
			since, c.Size, when(c.Mod), c.WasSize, when(c.WasMod)))
	}
	if c.ReadOnly {
		parts = append(parts, "is read-only")
	}
	return c.File + " " + strings.Join(parts, ", and ")
}

// when is a file's time for people: the time of day, with the date when
// it is not today.
func when(t time.Time) string {
	if t.IsZero() {
		return "at an unknown time"
	}
	if y, m, d := t.Date(); y == time.Now().Year() && m == time.Now().Month() && d == time.Now().Day() {
		return t.Format("15:04:05")
	}
	return t.Format("2006-01-02 15:04:05")
}

// ConflictError is a save's refusal to write over files of the project
// that are read-only or were changed by another program since it opened
// or saved them: nothing was written. SaveReplacing (SaveAsReplacing)
// writes over the Files named when the designer agrees.
type ConflictError struct {
	Dir   string
	Files []Conflict
}

// Error names each file and what is the matter with it.
func (e *ConflictError) Error() string {
	var whys []string
	for _, c := range e.Files {
		whys = append(whys, c.Why())
	}
	return fmt.Sprintf("design: nothing was saved in %s: %s; save over it anyway, save the design elsewhere, or cancel",
		e.Dir, strings.Join(whys, "; "))
}

// Names are the files' names, as SaveReplacing takes them.
func (e *ConflictError) Names() []string {
	var out []string
	for _, c := range e.Files {
		out = append(out, c.File)
	}
	return out
}

// conflicts are the files of plan, saved in dir, that ask before they are
// written over (see Conflict), those named in replace aside.
func (p *Project) conflicts(dir string, plan []saving, replace []string) []Conflict {
	var out []Conflict
	for _, s := range plan {
		abs, err := filepath.Abs(s.path)
		if err != nil {
			continue
		}
		was, ok := p.owned[abs]
		if !ok {
			continue // not the project's: ExistsError's business
		}
		fi, err := os.Stat(s.path)
		if err != nil {
			continue // gone: written anew
		}
		c := Conflict{File: relName(dir, s.path), ReadOnly: fi.Mode().Perm()&0o200 == 0,
			Size: fi.Size(), Mod: fi.ModTime(), WasSize: was.size, WasMod: was.mod, Saved: was.saved}
		if text, err := os.ReadFile(s.path); err != nil || sha256.Sum256(text) != was.sum {
			c.Changed = true
		}
		if (c.ReadOnly || c.Changed) && !slices.Contains(replace, c.File) {
			out = append(out, c)
		}
	}
	return out
}

// relName is path's name relative to dir (as ExistsError names files);
// path itself when it is not below dir.
func relName(dir, path string) string {
	rel, err := filepath.Rel(dir, path)
	if err != nil || !filepath.IsLocal(rel) {
		return path
	}
	return rel
}
