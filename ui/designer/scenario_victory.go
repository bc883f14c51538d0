package designer

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
	"sandtable/scenarios"
)

// victoryEditor lists the scenario's [[victory]] conditions and edits the
// one selected (or a new one) in a form.
type victoryEditor struct {
	entryList[design.VictorySpec]

	id, name, mapID, places, cells, units, count, vp, turn *widget.Entry
	note                                                   *widget.Entry
	side, kind                                             *widget.Select
}

func newVictoryEditor(st *scenarioTab) *victoryEditor {
	v := &victoryEditor{}
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
	form := widget.NewForm(
		widget.NewFormItem("ID", v.id), widget.NewFormItem("Name", v.name),
		widget.NewFormItem("Side", v.side), widget.NewFormItem("Kind", v.kind),
		widget.NewFormItem("Map", v.mapID), widget.NewFormItem("Places", v.places),
		widget.NewFormItem("Cells", v.cells), widget.NewFormItem("Units", v.units),
		widget.NewFormItem("Count", v.count), widget.NewFormItem("VP", v.vp),
		widget.NewFormItem("Turn", v.turn), widget.NewFormItem("Note", v.note),
	)
	v.clearForm, v.showForm, v.readForm = v.clearFields, v.showFields, v.spec
	v.addSpec = func(f *design.File, s design.VictorySpec) error { return f.AddVictory(s) }
	v.build(st, "victory", "New condition", v.title, form)
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

// refresh offers the scenario's sides, then reads the conditions again.
// A scenario without a sides list plays every side of its catalogues: the
// loaded scenario's, when it loads.
func (v *victoryEditor) refresh(f *design.File) {
	sides := readScenarioHeader(f).Sides
	if r := v.st.checked; len(sides) == 0 && r != nil && r.Scenario != nil {
		for _, s := range r.Scenario.Sides {
			sides = append(sides, s.ID)
		}
	}
	v.side.Options = append([]string{""}, sides...)
	v.entryList.refresh(f)
}

// clearFields empties the form.
func (v *victoryEditor) clearFields() {
	for _, e := range []*widget.Entry{v.id, v.name, v.mapID, v.places, v.cells, v.units, v.count, v.vp, v.turn, v.note} {
		e.SetText("")
	}
	v.side.ClearSelected()
	v.kind.ClearSelected()
}

// showFields puts condition s in the form.
func (v *victoryEditor) showFields(s design.VictorySpec) {
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
}

// blankZero writes n for a form field: "" for 0.
func blankZero(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// victoryTurnText writes a condition's turn (a name, or a number) for the form.
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
