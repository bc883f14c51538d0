package design

import (
	"fmt"
	"strings"
)

// Op is what a patch does to the entries.
type Op int

// The patch operations.
const (
	// Replace changes bytes [Off, Off+len(Before)) of entry Entry, which
	// are Before, to After.
	Replace Op = iota
	// Insert adds an entry whose text is After at index Entry.
	Insert
	// Remove takes away entry Entry, whose text is Before.
	Remove
)

// Patch is one change to a file's entries: undoing it is applying its
// inverse.
type Patch struct {
	Op     Op
	Entry  int
	Off    int // Replace only: where in the entry's text
	Before string
	After  string
	Kind   EntryKind // Insert and Remove: the entry's kind
	Name   string    // Insert and Remove: the entry's name
}

// Inverse is the patch that undoes p.
func (p Patch) Inverse() Patch {
	q := p
	q.Before, q.After = p.After, p.Before
	switch p.Op {
	case Insert:
		q.Op = Remove
	case Remove:
		q.Op = Insert
	}
	return q
}

// Edit is one designer action (paint a cell, add a place), as the patches
// it made, in order; undo applies their inverses in reverse order.
type Edit struct {
	Name    string // what the action was, for an Undo menu item: "paint W0304"
	Patches []Patch
}

// apply makes patch p on the entries, refusing it when the entry is not
// what p expects.
func (f *File) apply(p Patch) error {
	switch p.Op {
	case Replace:
		if p.Entry < 0 || p.Entry >= len(f.entries) {
			return errEntry(p.Entry, len(f.entries))
		}
		e := &f.entries[p.Entry]
		if p.Off < 0 || p.Off+len(p.Before) > len(e.Text) || e.Text[p.Off:p.Off+len(p.Before)] != p.Before {
			return fmt.Errorf("design: entry %d does not hold the text the edit changes", p.Entry)
		}
		e.Text = e.Text[:p.Off] + p.After + e.Text[p.Off+len(p.Before):]
		if e.Kind == Table || e.Kind == ArrayItem {
			e.Name = tableEntry(e.Text).Name // the header may have changed
		}
	case Insert:
		if p.Entry < 1 || p.Entry > len(f.entries) {
			return errEntry(p.Entry, len(f.entries))
		}
		f.entries = append(f.entries, Entry{})
		copy(f.entries[p.Entry+1:], f.entries[p.Entry:])
		f.entries[p.Entry] = Entry{Kind: p.Kind, Name: p.Name, Text: p.After}
	case Remove:
		if p.Entry < 1 || p.Entry >= len(f.entries) || f.entries[p.Entry].Text != p.Before {
			return fmt.Errorf("design: entry %d is not the one the edit removes", p.Entry)
		}
		f.entries = append(f.entries[:p.Entry], f.entries[p.Entry+1:]...)
	}
	return nil
}

// tx is an edit being made: each patch is applied at once, so that the
// next one sees its result; commit records the edit, rollback undoes it.
type tx struct {
	f    *File
	edit Edit
	err  error
}

// begin starts an edit called name.
func (f *File) begin(name string) *tx { return &tx{f: f, edit: Edit{Name: name}} }

// do applies p unless an earlier patch failed.
func (t *tx) do(p Patch) {
	if t.err != nil {
		return
	}
	if err := t.f.apply(p); err != nil {
		t.err = err
		return
	}
	// The patch keeps copies of its texts: a cut of the entry's text
	// (a painted cell's one character) would keep the whole entry as it
	// was alive for as long as the edit can be undone.
	p.Before, p.After = strings.Clone(p.Before), strings.Clone(p.After)
	t.edit.Patches = append(t.edit.Patches, p)
}

// replace changes entry i's bytes [off, off+len(before)) to after.
func (t *tx) replace(i, off int, before, after string) {
	if before != after {
		t.do(Patch{Op: Replace, Entry: i, Off: off, Before: before, After: after})
	}
}

// setText changes entry i's whole text to text.
func (t *tx) setText(i int, text string) {
	if i >= 0 && i < len(t.f.entries) {
		t.replace(i, 0, t.f.entries[i].Text, text)
		return
	}
	t.err = errEntry(i, len(t.f.entries))
}

// insert adds text as a new entry at index i; the entry before it gets a
// final newline first when it lacks one.
func (t *tx) insert(i int, text string) {
	if i < 1 || i > len(t.f.entries) {
		t.err = errEntry(i, len(t.f.entries))
		return
	}
	if prev := t.f.entries[i-1].Text; prev != "" && !strings.HasSuffix(prev, "\n") {
		t.replace(i-1, len(prev), "", "\n")
	}
	e := tableEntry(text)
	t.do(Patch{Op: Insert, Entry: i, After: text, Kind: e.Kind, Name: e.Name})
}

// insertText adds the entries of text (tables or array items, with
// their lead comments) at index i, in order.
func (t *tx) insertText(i int, text string) {
	es := split(text)
	if es[0].Text != "" {
		t.err = fmt.Errorf("design: keys before the first table header cannot be an entry")
		return
	}
	for k, e := range es[1:] {
		t.insert(i+k, e.Text)
	}
}

// remove takes away entry i with the sub-tables that belong to it
// (Span), the last first.
func (t *tx) remove(i int) {
	if i < 1 || i >= len(t.f.entries) {
		t.err = errEntry(i, len(t.f.entries))
		return
	}
	_, end := t.f.Span(i)
	for k := end - 1; k >= i; k-- {
		t.removeOne(k)
	}
}

// removeOne takes away entry i alone.
func (t *tx) removeOne(i int) {
	if i < 1 || i >= len(t.f.entries) {
		t.err = errEntry(i, len(t.f.entries))
		return
	}
	e := t.f.entries[i]
	t.do(Patch{Op: Remove, Entry: i, Before: e.Text, Kind: e.Kind, Name: e.Name})
}

// commit records the edit for undo (when it changed anything) and checks
// the file; on an error it undoes what was done and returns the error.
func (t *tx) commit() error {
	if t.err != nil {
		t.rollback()
		return t.err
	}
	if len(t.edit.Patches) == 0 {
		return nil
	}
	f := t.f
	f.undo = append(f.undo, t.edit)
	f.redo = f.redo[:0]
	if f.saved > len(f.undo)-1 {
		f.saved = -1 // the saved state was on the redo stack
	}
	f.changed()
	return nil
}

// The undo history of a file keeps at most MaxUndo edits, and of their
// patches' texts at most MaxUndoBytes: the oldest edits beyond go. Left
// alone it grew with every edit for as long as the designer ran (each
// painted cell kept a copy of the whole terrain_rows entry: 10.7 KB an
// edit on a 100×100 map, 21 MB after 2,000).
const (
	MaxUndo      = 1000
	MaxUndoBytes = 8 << 20
)

// boundUndo (Project.Edit, after each edit) drops the oldest edits of the undo history beyond MaxUndo
// edits or MaxUndoBytes of text (the last edit always stays). The saved
// state, when it was one of them, can no longer be undone back to.
func (f *File) boundUndo() {
	n, size := 0, 0
	for k := len(f.undo) - 1; k >= 0; k-- {
		size += f.undo[k].size()
		if n == MaxUndo || n > 0 && size > MaxUndoBytes {
			break
		}
		n++
	}
	drop := len(f.undo) - n
	if drop == 0 {
		return
	}
	f.undo = append(f.undo[:0:0], f.undo[drop:]...)
	if f.saved >= 0 {
		f.saved -= drop
		if f.saved < 0 {
			f.saved = -1
		}
	}
}

// size is the bytes of text an edit holds.
func (e Edit) size() int {
	n := len(e.Name)
	for _, p := range e.Patches {
		n += len(p.Before) + len(p.After) + len(p.Name)
	}
	return n
}

// rollback undoes the patches made so far.
func (t *tx) rollback() {
	for k := len(t.edit.Patches) - 1; k >= 0; k-- {
		if err := t.f.apply(t.edit.Patches[k].Inverse()); err != nil {
			panic("design: cannot roll back an edit: " + err.Error())
		}
	}
	t.edit.Patches = nil
}

// Apply makes edit e (for instance one taken from another File's
// history) as a new edit.
func (f *File) Apply(e Edit) error {
	t := f.begin(e.Name)
	for _, p := range e.Patches {
		t.do(p)
	}
	return t.commit()
}

// ReplaceEntry changes entry i's whole text to text, as one edit. The
// text must be an entry of the same kind: top-level keys for entry 0, one
// table or array item with its keys for the others.
func (f *File) ReplaceEntry(i int, text string) error {
	if i < 0 || i >= len(f.entries) {
		return errEntry(i, len(f.entries))
	}
	if err := oneEntry(text, f.entries[i].Kind); err != nil {
		return err
	}
	t := f.begin("edit " + f.describe(i))
	t.setText(i, text)
	return t.commit()
}

// InsertEntry adds text (a [table] or [[array]] item with its keys) as a
// new entry at index i, as one edit.
func (f *File) InsertEntry(i int, text string) error {
	if err := oneEntry(text, Table); err != nil {
		return err
	}
	t := f.begin("add entry")
	t.insert(i, text)
	return t.commit()
}

// RemoveEntry takes entry i away with the sub-tables that belong to it
// (Span: a [[unit]]'s [[unit.step]] items), as one edit.
func (f *File) RemoveEntry(i int) error {
	t := f.begin("remove " + f.describe(i))
	t.remove(i)
	return t.commit()
}

// describe names entry i for an edit's name: "place", "terrain.clear".
func (f *File) describe(i int) string {
	if i < 0 || i >= len(f.entries) {
		return "entry"
	}
	switch e := f.entries[i]; e.Kind {
	case Header:
		return "top-level keys"
	case Trailer:
		return "end comments"
	default:
		return e.Name
	}
}

// CanUndo reports whether there is an edit to undo; UndoName names it.
func (f *File) CanUndo() bool { return len(f.undo) > 0 }

// CanRedo reports whether there is an undone edit to redo.
func (f *File) CanRedo() bool { return len(f.redo) > 0 }

// UndoName is the name of the edit Undo would undo, or "".
func (f *File) UndoName() string {
	if len(f.undo) == 0 {
		return ""
	}
	return f.undo[len(f.undo)-1].Name
}

// RedoName is the name of the edit Redo would make again, or "".
func (f *File) RedoName() string {
	if len(f.redo) == 0 {
		return ""
	}
	return f.redo[len(f.redo)-1].Name
}

// Undo undoes the last edit; false when there is none.
func (f *File) Undo() bool {
	if len(f.undo) == 0 {
		return false
	}
	e := f.undo[len(f.undo)-1]
	for k := len(e.Patches) - 1; k >= 0; k-- {
		if err := f.apply(e.Patches[k].Inverse()); err != nil {
			panic("design: undo does not fit the file: " + err.Error())
		}
	}
	f.undo = f.undo[:len(f.undo)-1]
	f.redo = append(f.redo, e)
	f.changed()
	return true
}

// Redo makes the last undone edit again; false when there is none.
func (f *File) Redo() bool {
	if len(f.redo) == 0 {
		return false
	}
	e := f.redo[len(f.redo)-1]
	for _, p := range e.Patches {
		if err := f.apply(p); err != nil {
			panic("design: redo does not fit the file: " + err.Error())
		}
	}
	f.redo = f.redo[:len(f.redo)-1]
	f.undo = append(f.undo, e)
	f.changed()
	return true
}

// changed notes that the text changed: the last check is stale, and is
// made again at once under AutoCheck.
func (f *File) changed() {
	f.check = nil
	if f.AutoCheck {
		f.Check()
	}
}

// SetKey sets key of entry i to v (a value the canonical writer writes:
// string, int, float64, bool, []string...), as one edit: the key's line
// is rewritten, or added after the entry's last key; the rest of the
// entry, comments included, is kept.
func (f *File) SetKey(i int, key string, v any) error {
	t := f.begin("set " + key)
	t.setKey(i, key, Value(v))
	return t.commit()
}

// DeleteKey takes key out of entry i, as one edit (nothing when it is not
// there).
func (f *File) DeleteKey(i int, key string) error {
	t := f.begin("remove " + key)
	t.deleteKey(i, key)
	return t.commit()
}

// AddItem adds a [[name]] item with keys kvs after the last item of the
// array name (before the end comments when there is none yet), as one
// edit; it returns the new entry's index.
func (f *File) AddItem(name string, kvs []KV) (int, error) {
	at := f.afterLast(ArrayItem, name)
	t := f.begin("add " + name)
	t.insert(at, withGap(WriteTable(name, true, kvs)))
	return at, t.commit()
}

// oneEntry refuses text that is not one entry of kind: for Header, keys
// with no table header; for Trailer, only comments; for tables and array
// items, one header with the comments before it and the keys after it.
func oneEntry(text string, kind EntryKind) error {
	headers, keys := 0, false
	for _, st := range statements(text) {
		switch {
		case st.header:
			headers++
		case !st.comment:
			keys = keys || headers == 0
		}
	}
	switch {
	case kind == Header && headers > 0:
		return fmt.Errorf("design: the top-level keys cannot hold a table header")
	case kind == Trailer && (headers > 0 || keys):
		return fmt.Errorf("design: the end of the file can hold only comments")
	case (kind == Table || kind == ArrayItem) && (headers != 1 || keys):
		return fmt.Errorf("design: an entry is one [table] or [[array]] item, with its keys after its header")
	}
	return nil
}

// Span is the entries [i, end) that make up entry i's item: an array item
// and the sub-tables and sub-array items after it that belong to it
// ([[unit]] and its [[unit.step]]s); for any other entry, i alone.
func (f *File) Span(i int) (int, int) {
	end := i + 1
	if i < 0 || i >= len(f.entries) {
		return i, i
	}
	if e := f.entries[i]; e.Kind == ArrayItem {
		for end < len(f.entries) && f.entries[end].Kind != Header && f.entries[end].Kind != Trailer &&
			strings.HasPrefix(f.entries[end].Name, e.Name+".") {
			end++
		}
	}
	return i, end
}

// SetElement replaces the k-th element of the array key of entry i with
// v (any Value: a CRT row as an Inline, a string...), as one edit; the
// rest of the array, its layout and comments stay.
func (f *File) SetElement(i int, key string, k int, v any) error {
	t := f.begin(fmt.Sprintf("set %s[%d]", key, k))
	t.setValue(i, key, k, Value(v))
	return t.commit()
}

// AppendElement adds v at the end of the array key of entry i (making the
// key when it is missing), as one edit, in the array's own layout.
func (f *File) AppendElement(i int, key string, v any) error {
	t := f.begin("add to " + key)
	t.appendValue(i, key, Value(v))
	return t.commit()
}

// RemoveElement takes the k-th element out of the array key of entry i,
// as one edit.
func (f *File) RemoveElement(i int, key string, k int) error {
	t := f.begin(fmt.Sprintf("remove %s[%d]", key, k))
	t.removeValue(i, key, k)
	return t.commit()
}
