package designer

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
	"sandtable/scenarios"
)

// victoryEditor lists the scenario's [[victory]] conditions and edits the
// one selected (or a new one) in a form.
type victoryEditor struct {
	st      *scenarioTab
	content fyne.CanvasObject
	list    *widget.List
	specs   []design.VictorySpec
	sel     int // the condition in the form, -1 for a new one

	id, name, mapID, places, cells, units, count, vp, turn *widget.Entry
	note                                                   *widget.Entry
	side, kind                                             *widget.Select
	add, save, remove                                      *widget.Button
}

func newVictoryEditor(st *scenarioTab) *victoryEditor {
	v := &victoryEditor{st: st, sel: -1}
	v.list = widget.NewList(func() int { return len(v.specs) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(v.title(i)) })
	v.list.OnSelected = func(i widget.ListItemID) { v.show(i) }
	v.id, v.name, v.mapID = widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
	v.places, v.cells, v.units = widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
	v.count, v.vp, v.turn = widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
	v.note = widget.NewMultiLineEntry()
	v.note.Wrapping = fyne.TextWrapWord
	v.id.SetPlaceHolder("german-cities")
	v.mapID.SetPlaceHolder("map id; empty for the first map")
	v.places.SetPlaceHolder("place ids, comma-separated")
	v.cells.SetPlaceHolder("cell labels, comma-separated")
	v.units.SetPlaceHolder("unit ids, comma-separated")
	v.turn.SetPlaceHolder("turn name or number; empty for the game's end")
	v.side = widget.NewSelect(nil, nil)
	v.kind = widget.NewSelect(scenarios.VictoryKinds, nil)
	v.add = widget.NewButton("Add as new", func() { v.commit(true) })
	v.save = widget.NewButton("Save changes", func() { v.commit(false) })
	v.remove = widget.NewButton("Remove", func() {
		if v.sel < 0 {
			return
		}
		k := v.sel
		if v.st.edit(func(f *design.File) error { return f.RemoveEntry(f.Items("victory")[k]) }) == nil {
			v.clear()
		}
	})
	newButton := widget.NewButton("New condition", func() { v.list.UnselectAll(); v.clear() })
	form := widget.NewForm(
		widget.NewFormItem("ID", v.id), widget.NewFormItem("Name", v.name),
		widget.NewFormItem("Side", v.side), widget.NewFormItem("Kind", v.kind),
		widget.NewFormItem("Map", v.mapID), widget.NewFormItem("Places", v.places),
		widget.NewFormItem("Cells", v.cells), widget.NewFormItem("Units", v.units),
		widget.NewFormItem("Count", v.count), widget.NewFormItem("VP", v.vp),
		widget.NewFormItem("Turn", v.turn), widget.NewFormItem("Note", v.note),
	)
	buttons := container.NewHBox(newButton, v.add, v.save, v.remove)
	split := container.NewVSplit(v.list, container.NewVScroll(container.NewVBox(form, buttons)))
	split.Offset = 0.3
	v.content = split
	v.clear()
	return v
}

// victoryTitle is a condition as the list shows it: its name, kind and
// side.
func victoryTitle(s design.VictorySpec) string {
	name := s.Name
	if name == "" {
		name = s.ID
	}
	side := s.Side
	if side == "" {
		side = "any side"
	}
	return fmt.Sprintf("%s — %s, %s", name, strings.ReplaceAll(s.Kind, "_", " "), side)
}

// title is condition k as the list shows it, its side by name.
func (v *victoryEditor) title(k int) string {
	s := v.specs[k]
	s.Side = v.st.sideName(s.Side)
	return victoryTitle(s)
}

func (v *victoryEditor) refresh(f *design.File) {
	v.specs = v.specs[:0]
	for _, i := range f.Items("victory") {
		var s design.VictorySpec
		_ = f.Decode(i, &s) // a condition that does not decode shows empty; check says why
		v.specs = append(v.specs, s)
	}
	v.side.Options = append([]string{""}, readScenarioHeader(f).Sides...)
	v.list.Refresh()
	if v.sel >= len(v.specs) {
		v.list.UnselectAll()
		v.clear()
	} else if v.sel >= 0 {
		v.show(v.sel)
	}
}

// clear empties the form for a new condition.
func (v *victoryEditor) clear() {
	v.sel = -1
	for _, e := range []*widget.Entry{v.id, v.name, v.mapID, v.places, v.cells, v.units, v.count, v.vp, v.turn, v.note} {
		e.SetText("")
	}
	v.side.ClearSelected()
	v.kind.ClearSelected()
	v.save.Disable()
	v.remove.Disable()
}

// show puts condition k in the form.
func (v *victoryEditor) show(k int) {
	if k < 0 || k >= len(v.specs) {
		return
	}
	s := v.specs[k]
	v.sel = k
	v.id.SetText(s.ID)
	v.name.SetText(s.Name)
	v.side.SetSelected(s.Side)
	v.kind.SetSelected(s.Kind)
	v.mapID.SetText(s.Map)
	v.places.SetText(strings.Join(s.Places, ", "))
	v.cells.SetText(strings.Join(s.Cells, ", "))
	v.units.SetText(strings.Join(s.Units, ", "))
	v.count.SetText(blankZero(s.Count))
	v.vp.SetText(blankZero(s.VP))
	v.turn.SetText(victoryTurnText(s.Turn))
	v.note.SetText(s.Note)
	v.save.Enable()
	v.remove.Enable()
}

// numText writes n for a form field: "" for 0.
func blankZero(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// turnText writes a condition's turn (a name, or a number) for the form.
func victoryTurnText(t any) string {
	switch x := t.(type) {
	case nil:
		return ""
	case string:
		return x
	default:
		return fmt.Sprint(x)
	}
}

// spec reads the form.
func (v *victoryEditor) spec() (design.VictorySpec, error) {
	s := design.VictorySpec{ID: strings.TrimSpace(v.id.Text), Name: strings.TrimSpace(v.name.Text),
		Side: v.side.Selected, Kind: v.kind.Selected, Map: strings.TrimSpace(v.mapID.Text),
		Places: idList(v.places.Text), Cells: idList(v.cells.Text), Units: idList(v.units.Text),
		Note: strings.TrimSpace(v.note.Text)}
	if s.Kind == "" {
		return s, fmt.Errorf("a victory condition needs a kind: one of %s", strings.Join(scenarios.VictoryKinds, ", "))
	}
	var err error
	if s.Count, err = wholeField("count", v.count.Text); err != nil {
		return s, err
	}
	if s.VP, err = wholeField("vp", v.vp.Text); err != nil {
		return s, err
	}
	if t := strings.TrimSpace(v.turn.Text); t != "" {
		if n, err := strconv.Atoi(t); err == nil {
			s.Turn = n
		} else {
			s.Turn = t
		}
	}
	return s, nil
}

// commit adds the form as a new condition, or saves it over the one
// selected (its comments kept).
func (v *victoryEditor) commit(asNew bool) {
	s, err := v.spec()
	if err != nil {
		v.st.d.SetStatus(err.Error())
		return
	}
	if asNew {
		if v.st.edit(func(f *design.File) error { return f.AddVictory(s) }) == nil {
			v.sel = len(v.specs) - 1
			v.list.Select(v.sel)
		}
		return
	}
	if v.sel < 0 {
		return
	}
	k := v.sel
	_ = v.st.edit(func(f *design.File) error {
		i := f.Items("victory")[k]
		return f.ReplaceEntry(i, entryLead(f.Entry(i).Text)+s.Text())
	})
}

// leadComments are the comments and blank lines before an entry's header
// line, which a rewrite of the entry keeps.
func entryLead(text string) string {
	off := 0
	for off < len(text) {
		end := strings.IndexByte(text[off:], '\n')
		line := text[off:]
		if end >= 0 {
			line = text[off : off+end+1]
		}
		if t := strings.TrimSpace(line); t != "" && !strings.HasPrefix(t, "#") {
			break
		}
		off += len(line)
	}
	return text[:off]
}
