package designer

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
	"sandtable/scenarios"
)

// setupReinforcement is a scenario's [[reinforcement]] as the file has
// it: the turn (a name, or a number from 1) and the placement.
type setupReinforcement = scenarios.FileReinforcement

// reinforcements are the scenario's [[reinforcement]] items in file order
// (index k is the k-th); an item that does not read is a zero value.
func (t *setupTab) reinforcements() []setupReinforcement {
	f := t.d.Proj.Scenario
	if f == nil {
		return nil
	}
	items := f.Items("reinforcement")
	out := make([]setupReinforcement, len(items))
	for k, i := range items {
		_ = f.Decode(i, &out[k])
	}
	return out
}

// turnsSpec is the scenario's [turns] table (zero when it has none).
func (t *setupTab) turnsSpec() design.TurnsSpec {
	var ts design.TurnsSpec
	f := t.d.Proj.Scenario
	if f == nil {
		return ts
	}
	if i := f.Find(design.Table, "turns"); i >= 0 {
		_ = f.Decode(i, &ts)
	}
	return ts
}

// turnNames are the turns' names in order ("1".."N" for a counted track).
func turnNames(ts design.TurnsSpec) []string {
	if len(ts.Names) > 0 {
		return ts.Names
	}
	var out []string
	for i := 1; i <= ts.Count && i <= 1000; i++ {
		out = append(out, strconv.Itoa(i))
	}
	return out
}

// turnIndex is the index on the track of a reinforcement's turn, -1 when
// it is not on it.
func turnIndex(ts design.TurnsSpec, turn any) int {
	names := turnNames(ts)
	switch v := turn.(type) {
	case string:
		for i, n := range names {
			if n == v {
				return i
			}
		}
	case int64:
		if v >= 1 && int(v) <= len(names) {
			return int(v - 1)
		}
	}
	return -1
}

// turnTitle is how people read turn name n ("Strategic Turn C").
func turnTitle(ts design.TurnsSpec, n string) string {
	label := ts.Label
	if label == "" {
		label = "Turn"
	}
	return scenarios.Turns{Names: turnNames(ts), Label: label}.Title(n)
}

// addReinforcement brings unit id in on turn (index on the track) at w,
// face down when hidden (AddReinforcement): the turn is written by name, or by number for a
// counted track.
func (t *setupTab) addReinforcement(id string, turn int, w setupWhere, hidden bool) error {
	if _, u := t.unit(id); u == nil {
		err := fmt.Errorf("designer: choose a unit to bring in")
		t.d.SetStatus(err.Error())
		return err
	}
	ts := t.turnsSpec()
	names := turnNames(ts)
	if turn < 0 || turn >= len(names) {
		err := fmt.Errorf("designer: choose a turn of the track")
		t.d.SetStatus(err.Error())
		return err
	}
	var tv any = names[turn]
	if len(ts.Names) == 0 {
		tv = turn + 1
	}
	p := design.PlacementSpec{Unit: id, Map: t.fileMap(w.Map), At: w.At, Box: w.Box, Hidden: hidden}
	if err := t.edit(func(f *design.File) error { return f.AddReinforcement(tv, p) }); err != nil {
		return err
	}
	t.done(fmt.Sprintf("%s arrives on %s at %s.", t.unitName(id), turnTitle(ts, names[turn]), t.whereName(w)))
	return nil
}

// removeReinforcement takes the k-th [[reinforcement]] away.
func (t *setupTab) removeReinforcement(k int) error {
	f := t.d.Proj.Scenario
	if f == nil {
		return fmt.Errorf("designer: no scenario")
	}
	items := f.Items("reinforcement")
	if k < 0 || k >= len(items) {
		return fmt.Errorf("designer: no reinforcement %d", k)
	}
	return t.edit(func(f *design.File) error { return f.RemoveEntry(items[k]) })
}

// refreshReinforcements lists the schedule by turn and the form that adds
// to it.
func (t *setupTab) refreshReinforcements() {
	ts := t.turnsSpec()
	names := turnNames(ts)
	rs := t.reinforcements()
	var objs []fyne.CanvasObject
	byTurn := make([][]int, len(names)+1) // the last: not on the track
	for k, r := range rs {
		i := turnIndex(ts, r.Turn)
		if i < 0 {
			i = len(names)
		}
		byTurn[i] = append(byTurn[i], k)
	}
	for i, ks := range byTurn {
		if len(ks) == 0 {
			continue
		}
		title := "Not on the turn track"
		if i < len(names) {
			title = turnTitle(ts, names[i])
		}
		objs = append(objs, widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		for _, k := range ks {
			r := rs[k]
			text := t.unitName(r.Unit)
			if n := count(design.PlacementSpec(r.FilePlacement)); n > 1 {
				text = fmt.Sprintf("%d × %s", n, text)
			}
			text += " — " + t.whereName(t.where(design.PlacementSpec(r.FilePlacement)))
			if r.Hidden {
				text += " (face down)"
			}
			l := widget.NewLabel(text)
			l.Wrapping = fyne.TextWrapWord
			del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { _ = t.removeReinforcement(k) })
			var pic fyne.CanvasObject
			if cat, u := t.unit(r.Unit); u != nil {
				pic = t.counterPicture(cat, u, 0, r.Hidden)
			}
			objs = append(objs, container.NewBorder(nil, nil, pic, del, l))
		}
	}
	if len(rs) == 0 {
		objs = append(objs, widget.NewLabel("No reinforcements yet."))
	}
	objs = append(objs, widget.NewSeparator(), t.reinforcementForm(ts, names))
	t.reinf.Objects = objs
	t.reinf.Refresh()
}

// reinforcementForm chooses a unit, a turn and where, and adds the
// reinforcement; where starts as the cell or box selected on the board.
func (t *setupTab) reinforcementForm(ts design.TurnsSpec, names []string) fyne.CanvasObject {
	var ids, unitOpts []string
	for _, c := range t.catalogues() {
		for _, u := range c.Units {
			ids = append(ids, u.ID)
			unitOpts = append(unitOpts, u.Name)
		}
	}
	// The form is made again after every edit and click on the board:
	// what was chosen in it stays chosen (the tray's unit when none was).
	unit := widget.NewSelect(unitOpts, nil)
	unit.PlaceHolder = "unit"
	want := t.rfUnit
	if want == "" {
		want = t.armed
	}
	for i, id := range ids {
		if id == want {
			unit.SetSelectedIndex(i)
		}
	}
	unit.OnChanged = func(string) {
		if i := unit.SelectedIndex(); i >= 0 {
			t.rfUnit = ids[i]
		}
	}
	var turnOpts []string
	for _, n := range names {
		turnOpts = append(turnOpts, turnTitle(ts, n))
	}
	turn := widget.NewSelect(turnOpts, nil)
	turn.PlaceHolder = "turn"
	if t.rfTurn >= 0 && t.rfTurn < len(turnOpts) {
		turn.SetSelectedIndex(t.rfTurn)
	}
	turn.OnChanged = func(string) { t.rfTurn = turn.SelectedIndex() }
	at := widget.NewSelectEntry(t.whereChoices())
	at.SetPlaceHolder("cell label or box (click the board)")
	if t.hasSel {
		at.SetText(t.whereName(t.sel))
		if t.sel.At != "" {
			at.SetText(t.sel.At)
			if t.sel.Map != t.firstMap() {
				at.SetText(t.sel.Map + ":" + t.sel.At)
			}
		}
	}
	hidden := widget.NewCheck("Arrives face down (hidden)", func(on bool) { t.rfHidden = on })
	hidden.Checked = t.rfHidden
	add := widget.NewButtonWithIcon("Add reinforcement", theme.ContentAddIcon(), func() {
		w, err := t.parseWhere(at.Text)
		if err != nil {
			t.d.SetStatus(err.Error())
			return
		}
		i := unit.SelectedIndex()
		if i < 0 {
			t.d.SetStatus("designer: choose a unit to bring in")
			return
		}
		_ = t.addReinforcement(ids[i], turn.SelectedIndex(), w, hidden.Checked)
	})
	return container.NewVBox(widget.NewLabel("Add a reinforcement"), unit, turn, at, hidden, add)
}
