package designer

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
	"sandtable/internal/plural"
)

// refreshPlacements lists the placements at the cell or box selected on
// the board (every placement while none is), each with its face-down
// toggle, strength, note and a remove button.
func (t *setupTab) refreshPlacements() {
	ps := t.setups()
	var objs []fyne.CanvasObject
	var ks []int
	if t.hasSel {
		ks = t.setupsAt(t.sel)
		head := widget.NewLabelWithStyle("At "+t.whereName(t.sel), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		all := widget.NewButton("Show all", func() {
			t.hasSel = false
			t.refreshPlacements()
			t.acc.Refresh()
		})
		objs = append(objs, container.NewBorder(nil, nil, nil, all, head))
		if len(ks) == 0 {
			objs = append(objs, widget.NewLabel("Nothing set up here: drag a counter from the tray."))
		}
	} else {
		for k, p := range ps {
			if p.Unit != "" {
				ks = append(ks, k)
			}
		}
		hint := widget.NewLabel(fmt.Sprintf("%s. Click a stack on the board to see its own; drag it to move the top one.", plural.Count(len(ks), "placement")))
		hint.Wrapping = fyne.TextWrapWord
		objs = append(objs, hint)
	}
	rows := make(map[int]placementRowOf, len(ks))
	for _, k := range ks {
		key := fmt.Sprintf("%s|%v|%s|%s", ps[k].Text(), k == t.chosen, t.unitName(ps[k].Unit), t.whereName(t.where(ps[k])))
		r, ok := t.rows[k]
		if !ok || r.key != key {
			r = placementRowOf{key: key, obj: t.placementRow(k, ps[k])}
		}
		rows[k] = r
		objs = append(objs, r.obj)
	}
	t.rows = rows
	t.placements.Objects = objs
	t.placements.Refresh()
}

// placementRowOf is a row placementRow built, with the key of what it
// shows: the placement's text, whether it is the chosen one, its unit's
// name and where it is. A row whose key is unchanged is kept: an edit of
// one placement builds one row, not the hundreds of a big set-up (and a
// number being typed in another row is not lost).
type placementRowOf struct {
	key string
	obj fyne.CanvasObject
}

// placementRow is one [[setup]]: counter, name, where, and its controls.
func (t *setupTab) placementRow(k int, p design.PlacementSpec) fyne.CanvasObject {
	cat, u := t.unit(p.Unit)
	title := t.unitName(p.Unit)
	if n := count(p); n > 1 {
		title = fmt.Sprintf("%d × %s", n, title)
	}
	name := widget.NewLabel(title + " — " + t.whereName(t.where(p)))
	name.Wrapping = fyne.TextWrapWord
	if k == t.chosen {
		name.TextStyle.Bold = true
	}
	hidden := widget.NewCheck("Face down", func(on bool) {
		if on != p.Hidden {
			_ = t.setHidden(k, on)
		}
	})
	hidden.Checked = p.Hidden
	controls := container.NewHBox(hidden)
	step := 0
	switch {
	case p.Reduced:
		step = 1
	case p.Step > 0:
		step = p.Step - 1
	}
	if u != nil && len(u.Steps) > 1 {
		var opts []string
		for i, s := range u.Steps {
			o := strconv.Itoa(i+1) + ": "
			switch {
			case i == 0:
				o += "full"
			case s.Label != "":
				o += s.Label
			default:
				o += "reduced"
			}
			opts = append(opts, o)
		}
		sel := widget.NewSelect(opts, nil)
		if step < len(opts) {
			sel.SetSelectedIndex(step)
		}
		sel.OnChanged = func(string) {
			if n := sel.SelectedIndex() + 1; n != step+1 {
				_ = t.setStep(k, n)
			}
		}
		controls.Add(sel)
	}
	choose := widget.NewButtonWithIcon("", theme.VisibilityIcon(), func() {
		t.chosen = k
		w := t.where(p)
		t.selectWhere(w)
		if m := t.mapOf(w.Map); m != nil && w.At != "" {
			if c, err := m.Topology.Parse(w.At); err == nil {
				t.d.board.ShowCell(m.ID, c)
			}
		}
	})
	remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
		t.chosen = -1 // the indexes after k shift
		_ = t.remove(k)
	})
	controls.Add(choose)
	controls.Add(remove)
	num := widget.NewEntry()
	num.SetText(strconv.Itoa(count(p)))
	num.Validator = func(s string) error {
		if n, err := strconv.Atoi(s); err != nil || n < 1 || n > 100 {
			return fmt.Errorf("designer: count must be a whole number from 1 to 100")
		}
		return nil
	}
	num.OnSubmitted = func(s string) {
		if err := num.Validator(s); err != nil {
			t.d.SetStatus(err.Error())
			return
		}
		n, _ := strconv.Atoi(s)
		_ = t.setCount(k, n)
	}
	controls.Add(widget.NewLabel("×"))
	controls.Add(num)
	note := widget.NewEntry()
	note.SetPlaceHolder("note")
	note.SetText(p.Note)
	note.OnSubmitted = func(s string) { _ = t.setNote(k, s) }
	var pic fyne.CanvasObject = widget.NewIcon(theme.QuestionIcon())
	if u != nil {
		pic = t.counterPicture(cat, u, step, p.Hidden)
	}
	return container.NewBorder(nil, widget.NewSeparator(), pic, nil, container.NewVBox(name, controls, note))
}
