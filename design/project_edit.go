package design

import (
	"fmt"

	"sandtable/maps"
)

// snapshot is a file as it was before an edit of the project, to put it
// back when the edit fails.
type snapshot struct {
	entries    []Entry
	undo, redo []Edit
	saved      int
	check      *Result
	good       *maps.Map
}

func takeSnapshot(f *File) snapshot {
	return snapshot{entries: append([]Entry(nil), f.entries...), undo: append([]Edit(nil), f.undo...),
		redo: append([]Edit(nil), f.redo...), saved: f.saved, check: f.check, good: f.good}
}

func (s snapshot) restore(f *File) {
	f.entries, f.undo, f.redo, f.saved, f.check, f.good = s.entries, s.undo, s.redo, s.saved, s.check, s.good
}

// changed reports whether f is not as s was.
func (s snapshot) changed(f *File) bool {
	if len(f.entries) != len(s.entries) || len(f.undo) != len(s.undo) || len(f.redo) != len(s.redo) {
		return true
	}
	for i, e := range f.entries {
		if e.Text != s.entries[i].Text {
			return true
		}
	}
	return false
}

// Edit runs fn, an edit of f made with f's own methods, and records it in
// the project's history (Undo undoes the project's last edit, whichever
// file it changed); then it tells the OnChange functions. Several edits
// fn makes are one step of the history, named after the first. An fn
// that changes nothing records nothing and tells no one; an fn that fails
// leaves every file as it was (edits it made before failing undone) and
// returns its error; an fn that changes another file than f is refused
// and undone, as is an fn that undoes or redoes.
func (p *Project) Edit(f *File, fn func() error) error {
	return p.edit(f, fn, true)
}

// edit is Edit; sync false leaves the scenario's files as they are (a
// scenario edit naming files not opened yet).
func (p *Project) edit(f *File, fn func() error, sync bool) error {
	if f == nil || !p.has(f) {
		return fmt.Errorf("design: the edit is of a file that is not in this design")
	}
	files := p.Files()
	snaps := make([]snapshot, len(files))
	for k, g := range files {
		snaps[k] = takeSnapshot(g)
	}
	undo := func() {
		for k, g := range files {
			if snaps[k].changed(g) {
				snaps[k].restore(g)
			}
		}
	}
	if err := fn(); err != nil {
		undo()
		return err
	}
	var own snapshot
	for k, g := range files {
		if g == f {
			own = snaps[k]
			continue
		}
		if snaps[k].changed(g) {
			undo()
			return fmt.Errorf("design: an edit of %s changed %s too; edit one file at a time", f.Name, g.Name)
		}
	}
	if !own.changed(f) {
		return nil
	}
	n := len(own.undo)
	if len(f.undo) <= n {
		undo()
		return fmt.Errorf("design: an edit of %s undid or redid; use the design's Undo and Redo", f.Name)
	}
	if len(f.undo) > n+1 { // one step of the history
		merged := Edit{Name: f.undo[n].Name}
		for _, e := range f.undo[n:] {
			merged.Patches = append(merged.Patches, e.Patches...)
		}
		f.undo = append(f.undo[:n:n], merged)
		if f.saved > n {
			f.saved = -1
		}
	}
	// A new edit ends what could be redone, in every file.
	for _, g := range files {
		if g != f && len(g.redo) > 0 {
			if g.saved > len(g.undo) {
				g.saved = -1
			}
			g.redo = nil
		}
	}
	f.boundUndo()
	p.journal = append(p.journal, f)
	p.rejournal = nil
	if sync {
		p.afterChange(f)
	} else if f != p.Scenario && p.Scenario != nil {
		p.Scenario.check = nil
	}
	p.notify(f)
	return nil
}

// Undo undoes the project's last edit; it returns the file changed, or nil
// when there was none.
func (p *Project) Undo() *File {
	if len(p.journal) == 0 {
		return nil
	}
	f := p.journal[len(p.journal)-1]
	if !f.Undo() {
		p.journal = nil // out of step with the file: nothing to undo
		return nil
	}
	p.journal = p.journal[:len(p.journal)-1]
	p.rejournal = append(p.rejournal, f)
	p.afterChange(f)
	p.notify(f)
	return f
}

// Redo makes the last undone edit again; it returns the file changed, or
// nil.
func (p *Project) Redo() *File {
	if len(p.rejournal) == 0 {
		return nil
	}
	f := p.rejournal[len(p.rejournal)-1]
	if !f.Redo() {
		p.rejournal = nil
		return nil
	}
	p.rejournal = p.rejournal[:len(p.rejournal)-1]
	p.journal = append(p.journal, f)
	p.afterChange(f)
	p.notify(f)
	return f
}

// UndoName and RedoName name the edit Undo and Redo would undo or make, or
// "".
func (p *Project) UndoName() string {
	if len(p.journal) == 0 {
		return ""
	}
	return p.journal[len(p.journal)-1].UndoName()
}

// RedoName: see UndoName.
func (p *Project) RedoName() string {
	if len(p.rejournal) == 0 {
		return ""
	}
	return p.rejournal[len(p.rejournal)-1].RedoName()
}

// dropLast takes the project's last edit back and forgets it (a save that
// failed after naming its copies).
func (p *Project) dropLast() {
	f := p.Undo()
	if f == nil {
		return
	}
	p.rejournal = p.rejournal[:len(p.rejournal)-1]
	f.redo = f.redo[:len(f.redo)-1]
}

// inHistory reports whether f has an edit the project's Undo or Redo may
// reach.
func (p *Project) inHistory(f *File) bool {
	for _, g := range p.journal {
		if g == f {
			return true
		}
	}
	for _, g := range p.rejournal {
		if g == f {
			return true
		}
	}
	return false
}
