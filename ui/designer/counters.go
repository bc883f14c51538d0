package designer

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
)

// countersEditor is the Counters tab: the catalogue of the game (one of
// the project's catalogues, picked with a select when there are several),
// its sides, nations, units and markers, each a list with a form, and a
// live preview of a unit's or marker's counter as the board draws it.
//
// It changes the catalogue only through Designer.Edit with design.File's
// own edits, one edit (one undo step) per commit. A commit the catalogue
// would fail `sandtable check` with is refused and check's message shown,
// unless the catalogue already fails (then the Problems tab says why and
// the commit goes through, so the designer can mend it step by step).
type countersEditor struct {
	d *Designer
	// cat is the index of the catalogue shown in d.Proj.Counters.
	cat int
	// delay is how long the preview waits after a keystroke before it is
	// drawn again; 0 draws at once (tests).
	delay time.Duration

	pick    *widget.Select
	sides   *recordEditor
	nations *recordEditor
	units   *unitEditor
	markers *recordEditor
	tabs    *container.AppTabs
	empty   *widget.Label
	// timers count the previews asked for, by what they draw: only the
	// latest one asked for is drawn.
	timers map[any]int
}

// countersPanel is the side panel's Counters tab.
func (d *Designer) countersPanel() fyne.CanvasObject {
	ce := d.newCountersEditor(250 * time.Millisecond)
	return ce.content()
}

// newCountersEditor makes the Counters tab's editor (the preview drawn
// delay after the last keystroke; 0: at once) and registers its
// refresh with the designer.
func (d *Designer) newCountersEditor(delay time.Duration) *countersEditor {
	ce := &countersEditor{d: d, delay: delay}
	ce.pick = widget.NewSelect(nil, func(string) {
		if i := ce.pick.SelectedIndex(); i >= 0 && i != ce.cat {
			ce.cat = i
			ce.refresh(nil)
		}
	})
	ce.sides = newRecordEditor(ce, sideRecord(ce))
	ce.nations = newRecordEditor(ce, nationRecord(ce))
	ce.units = newUnitEditor(ce)
	ce.markers = newRecordEditor(ce, markerRecord(ce))
	ce.tabs = container.NewAppTabs(
		container.NewTabItem("Sides", ce.sides.content()),
		container.NewTabItem("Nations", ce.nations.content()),
		container.NewTabItem("Units", ce.units.content()),
		container.NewTabItem("Markers", ce.markers.content()),
	)
	ce.empty = widget.NewLabel("This design has no counter catalogue.")
	d.OnRefresh(ce.refresh)
	ce.refresh(nil)
	return ce
}

// content is the tab's widget tree.
func (ce *countersEditor) content() fyne.CanvasObject {
	return container.NewBorder(container.NewVBox(ce.pick, ce.empty), nil, nil, nil, ce.tabs)
}

// file is the catalogue being edited, nil when the project has none.
func (ce *countersEditor) file() *design.File {
	cs := ce.d.Proj.Counters
	if len(cs) == 0 {
		return nil
	}
	if ce.cat >= len(cs) {
		ce.cat = 0
	}
	return cs[ce.cat]
}

// refresh shows the catalogue again after f changed (nil: anything).
func (ce *countersEditor) refresh(f *design.File) {
	cs := ce.d.Proj.Counters
	if f != nil && ce.file() != f {
		return
	}
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.Name
	}
	ce.pick.SetOptions(names)
	if len(cs) > 0 {
		ce.pick.SetSelectedIndex(ce.cat)
	}
	if len(cs) > 1 {
		ce.pick.Show()
	} else {
		ce.pick.Hide()
	}
	if len(cs) == 0 {
		ce.empty.Show()
		ce.tabs.Hide()
		return
	}
	ce.empty.Hide()
	ce.tabs.Show()
	ce.sides.refresh()
	ce.nations.refresh()
	ce.units.refresh()
	ce.markers.refresh()
}

// errCheck is a commit refused because the catalogue would fail check.
var errCheck = errors.New("designer: the catalogue would not pass check")

// trial makes edit on a scratch copy of f and checks it: what the
// catalogue would be after the edit, without touching f.
func trial(f *design.File, edit func(g *design.File) error) (*design.Result, error) {
	g := design.Open(f.Name, f.Bytes())
	g.AutoCheck = false
	if err := edit(g); err != nil {
		return nil, err
	}
	return g.Check(), nil
}

// checkText is the first of check's messages in r, "" when r is good.
func checkText(r *design.Result) string {
	if r == nil || r.OK() {
		return ""
	}
	return r.Messages[0].Text
}

// commit makes edit on the catalogue as one designer edit, refused with
// check's message when it would break a catalogue that passes check. It
// returns the error shown in the status bar, nil when the edit was made.
func (ce *countersEditor) commit(edit func(g *design.File) error) error {
	f := ce.file()
	if f == nil {
		return errors.New("designer: this design has no counter catalogue")
	}
	r, err := trial(f, edit)
	if err != nil {
		ce.d.SetStatus(err.Error())
		return err
	}
	if msg := checkText(r); msg != "" && f.Result().OK() {
		ce.d.SetStatus(msg)
		return errCheck
	}
	return ce.d.Edit(f, nil, func() error { return edit(f) })
}
