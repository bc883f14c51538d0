package designer

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
)

// entrySpec is an entry of an array of tables as its form reads it: it
// writes its own canonical TOML item.
type entrySpec interface{ Text() string }

// entryList is the frame the Scenario tab's editors of an array of tables
// ([[victory]], [[option]]) share: the entries in a list above, the one
// selected (or a new one) in a form below, and the buttons New, Add as new,
// Save changes and Remove, each one edit of the scenario.
type entryList[S entrySpec] struct {
	st                *scenarioTab
	key               string // the array's name: "victory", "option"
	content           fyne.CanvasObject
	list              *widget.List
	specs             []S
	sel               int // the entry in the form, -1 for a new one
	add, save, remove *widget.Button

	clearForm func()                          // empties the form's fields
	showForm  func(S)                         // puts an entry in the form's fields
	readForm  func() (S, error)               // reads the form's fields
	addSpec   func(f *design.File, s S) error // adds s after the last entry
}

// newEntryList builds the list (each line title(k)), the buttons (New is
// labelled newLabel) and the layout around form.
func (l *entryList[S]) build(st *scenarioTab, key, newLabel string, title func(k int) string, form *widget.Form) {
	l.st, l.key, l.sel = st, key, -1
	l.list = widget.NewList(func() int { return len(l.specs) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(title(i)) })
	l.list.OnSelected = func(i widget.ListItemID) { l.show(i) }
	l.add = widget.NewButton("Add as new", func() { l.commit(true) })
	l.save = widget.NewButton("Save changes", func() { l.commit(false) })
	l.remove = widget.NewButton("Remove", func() {
		if l.sel < 0 {
			return
		}
		k := l.sel
		if l.st.edit(func(f *design.File) error { return f.RemoveEntry(f.Items(l.key)[k]) }) == nil {
			l.clear()
		}
	})
	newButton := widget.NewButton(newLabel, func() { l.list.UnselectAll(); l.clear() })
	buttons := container.NewHBox(newButton, l.add, l.save, l.remove)
	split := container.NewVSplit(l.list, container.NewVScroll(container.NewVBox(form, buttons)))
	split.Offset = 0.3
	l.content = split
	l.clear()
}

// refresh reads the entries from f again and shows the selected one (or
// none if it is gone).
func (l *entryList[S]) refresh(f *design.File) {
	l.specs = l.specs[:0]
	for _, i := range f.Items(l.key) {
		var s S
		_ = f.Decode(i, &s) // an entry that does not decode shows empty; check says why
		l.specs = append(l.specs, s)
	}
	l.list.Refresh()
	if l.sel >= len(l.specs) {
		l.list.UnselectAll()
		l.clear()
	} else if l.sel >= 0 {
		l.show(l.sel)
	}
}

// clear empties the form for a new entry.
func (l *entryList[S]) clear() {
	l.sel = -1
	l.clearForm()
	l.save.Disable()
	l.remove.Disable()
}

// show puts entry k in the form.
func (l *entryList[S]) show(k int) {
	if k < 0 || k >= len(l.specs) {
		return
	}
	l.sel = k
	l.showForm(l.specs[k])
	l.save.Enable()
	l.remove.Enable()
}

// commit adds the form as a new entry, or saves it over the one selected
// (its comments kept). A form that does not read is no edit: the status
// bar says why.
func (l *entryList[S]) commit(asNew bool) {
	s, err := l.readForm()
	if err != nil {
		l.st.d.SetStatus(err.Error())
		return
	}
	if asNew {
		if l.st.edit(func(f *design.File) error { return l.addSpec(f, s) }) == nil {
			l.sel = len(l.specs) - 1
			l.list.Select(l.sel)
		}
		return
	}
	if l.sel < 0 {
		return
	}
	k := l.sel
	_ = l.st.edit(func(f *design.File) error {
		i := f.Items(l.key)[k]
		return f.SetEntry(i, s)
	})
}
