package designer

import (
	"fmt"
	"image"
	"image/color"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"sandtable/counterface"
	"sandtable/counters"
	"sandtable/design"
)

// unitEditor is the Units tab: the catalogue's unit types (searchable,
// filtered by nation), a form for the selected one with its steps, and a
// live preview of its counter's front and back.
type unitEditor struct {
	ce *countersEditor

	all   []design.UnitSpec // every unit, in file order
	shown []int             // indexes in all that pass the search and filter
	selID string            // the selected unit's id in the file; "" for none

	search *widget.Entry
	filter *widget.Select
	list   *widget.List

	id, name, code, count, stripe, back *widget.Entry
	nation, kind, size                  *widget.Select
	steps                               []*stepRow
	stepBox                             *fyne.Container
	problem                             *widget.Label
	front, rear                         *canvas.Image
	form                                fyne.CanvasObject

	addStepBtn, dupBtn, removeBtn, applyBtn *widget.Button
}

// stepRow is one step's fields: its printed factors, values and label.
type stepRow struct {
	print, values, label *widget.Entry
	row                  *fyne.Container
}

func newUnitEditor(ce *countersEditor) *unitEditor {
	u := &unitEditor{ce: ce}
	u.search = widget.NewEntry()
	u.search.SetPlaceHolder("Search units by name or id")
	u.search.OnChanged = func(string) { u.applyFilter() }
	u.filter = widget.NewSelect(nil, func(string) { u.applyFilter() })
	u.list = widget.NewList(func() int { return len(u.shown) },
		func() fyne.CanvasObject {
			sw := canvas.NewRectangle(color.Transparent)
			sw.SetMinSize(fyne.NewSize(16, 16))
			return container.NewHBox(sw, widget.NewLabel(""))
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			box := o.(*fyne.Container)
			us := u.all[u.shown[id]]
			box.Objects[0].(*canvas.Rectangle).FillColor = u.nationColour(us.Nation)
			box.Objects[0].Refresh()
			box.Objects[1].(*widget.Label).SetText(fmt.Sprintf("%s — %s · %s", us.Name, ce.nationName(us.Nation), us.Kind))
		})
	u.list.OnSelected = func(id widget.ListItemID) {
		if id < len(u.shown) {
			u.showUnit(u.all[u.shown[id]])
		}
	}

	entry := func() *widget.Entry {
		e := widget.NewEntry()
		e.OnChanged = func(string) { u.changed() }
		e.OnSubmitted = func(string) { u.commit() }
		return e
	}
	sel := func(opts []string) *widget.Select { return widget.NewSelect(opts, func(string) { u.changed() }) }
	u.id, u.name, u.code, u.count, u.stripe, u.back = entry(), entry(), entry(), entry(), entry(), entry()
	u.nation = sel(nil)
	u.kind = sel(counters.UnitKinds)
	u.size = sel(append([]string{"(none)"}, counters.UnitSizes...))
	form := widget.NewForm(
		widget.NewFormItem("Id", u.id), widget.NewFormItem("Name", u.name),
		widget.NewFormItem("Nation", u.nation), widget.NewFormItem("Kind", u.kind),
		widget.NewFormItem("Size", u.size), widget.NewFormItem("Code", u.code),
		widget.NewFormItem("Count", u.count), widget.NewFormItem("Stripe", u.stripe),
		widget.NewFormItem("Back", u.back))
	u.stepBox = container.NewVBox()
	u.addStepBtn = widget.NewButton("Add step", func() { u.addStep(design.StepSpec{}); u.changed() })
	u.problem = widget.NewLabel("")
	u.problem.Wrapping = fyne.TextWrapWord
	u.problem.Importance = widget.DangerImportance
	blank := image.NewRGBA(image.Rect(0, 0, previewPx, previewPx))
	u.front, u.rear = canvas.NewImageFromImage(blank), canvas.NewImageFromImage(blank)
	u.front.FillMode, u.rear.FillMode = canvas.ImageFillOriginal, canvas.ImageFillOriginal
	u.applyBtn = widget.NewButton("Apply", u.commit)
	u.applyBtn.Importance = widget.HighImportance
	u.dupBtn = widget.NewButton("New unit (copy)", u.duplicate)
	u.removeBtn = widget.NewButton("Remove", u.remove)
	u.form = container.NewVBox(
		container.NewHBox(layout.NewSpacer(),
			container.NewVBox(u.front, widget.NewLabelWithStyle("Front", fyne.TextAlignCenter, fyne.TextStyle{})),
			container.NewVBox(u.rear, widget.NewLabelWithStyle("Back", fyne.TextAlignCenter, fyne.TextStyle{})),
			layout.NewSpacer()),
		form,
		widget.NewLabelWithStyle("Steps (full strength first): printed factors, values as name=number, label", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		u.stepBox, u.addStepBtn,
		container.NewHBox(u.dupBtn, layout.NewSpacer(), u.removeBtn, u.applyBtn),
		u.problem)
	return u
}

func (u *unitEditor) content() fyne.CanvasObject {
	top := container.NewBorder(nil, nil, nil, u.filter, u.search)
	return container.NewVSplit(container.NewBorder(top, nil, nil, nil, u.list), container.NewVScroll(u.form))
}

// refresh reads the units again and shows the selected one.
func (u *unitEditor) refresh() {
	f := u.ce.file()
	u.all = nil
	for _, i := range f.Items("unit") {
		var us design.UnitSpec
		if f.Decode(i, &us) != nil {
			continue
		}
		u.all = append(u.all, us)
	}
	opts := []string{"All nations"}
	for _, c := range u.ce.nationChoices() {
		opts = append(opts, c.label)
	}
	keep := u.filter.SelectedIndex()
	u.filter.Options = opts
	if keep < 0 || keep >= len(opts) {
		keep = 0
	}
	u.filter.SetSelectedIndex(keep) // applies the filter
	u.applyFilter()
	sel := -1
	for k, i := range u.shown {
		if u.all[i].ID == u.selID {
			sel = k
		}
	}
	if sel < 0 && len(u.shown) > 0 {
		sel = 0
	}
	if sel >= 0 {
		u.list.Select(sel)
		u.showUnit(u.all[u.shown[sel]])
	} else {
		u.selID = ""
		u.list.UnselectAll()
		// No unit to show: the form is a new unit's, its nation one of
		// the catalogue's (the one chosen kept, else the first).
		cs := u.ce.nationChoices()
		nation := ""
		for _, c := range cs {
			if c.label == u.nation.Selected {
				nation = c.id
			}
		}
		if nation == "" && len(cs) > 0 {
			nation = cs[0].id
		}
		setChoice(u.nation, cs, nation, false)
		u.problem.SetText("")
	}
	if len(u.ce.nationChoices()) == 0 {
		u.problem.SetText(noNation)
	}
}

// noNation is what the Units tab says while the catalogue has no nation
// (a unit must be of one).
const noNation = "There is no nation yet: add a nation first (Nations tab), then make its units here."

// applyFilter lists the units whose name or id holds the search text
// and whose nation is the filter's.
func (u *unitEditor) applyFilter() {
	q := strings.ToLower(strings.TrimSpace(u.search.Text))
	nation := ""
	if k := u.filter.SelectedIndex(); k > 0 {
		if cs := u.ce.nationChoices(); k-1 < len(cs) {
			nation = cs[k-1].id
		}
	}
	u.shown = u.shown[:0]
	for i, us := range u.all {
		if nation != "" && us.Nation != nation {
			continue
		}
		if q != "" && !strings.Contains(strings.ToLower(us.Name), q) && !strings.Contains(strings.ToLower(us.ID), q) {
			continue
		}
		u.shown = append(u.shown, i)
	}
	// The list's rows are new: none is highlighted, the form keeps the
	// unit it shows (and what the designer typed in it).
	u.list.UnselectAll()
	u.list.Refresh()
}

// nationColour is the colour of nation id's counters, for the list.
func (u *unitEditor) nationColour(id string) color.Color {
	f := u.ce.file()
	for _, i := range f.Items("nation") {
		var n design.NationSpec
		if f.Decode(i, &n) == nil && n.ID == id {
			return colourOf(n.Color)
		}
	}
	return color.Transparent
}

// showUnit puts us in the form.
func (u *unitEditor) showUnit(us design.UnitSpec) {
	u.selID = us.ID
	u.id.SetText(us.ID)
	u.name.SetText(us.Name)
	u.code.SetText(us.Code)
	u.count.SetText("")
	if us.Count != nil {
		u.count.SetText(strconv.Itoa(*us.Count))
	}
	u.stripe.SetText(us.Stripe)
	u.back.SetText(us.Back)
	setChoice(u.nation, u.ce.nationChoices(), us.Nation, false)
	setChoice(u.kind, plainChoices(counters.UnitKinds), us.Kind, false)
	setChoice(u.size, plainChoices(counters.UnitSizes), us.Size, true)
	u.steps = nil
	u.stepBox.RemoveAll()
	for _, s := range us.Steps {
		u.addStep(s)
	}
	u.problem.SetText("")
	u.changed()
}

// setChoice shows the choices in s with id selected ("(none)" first when
// optional; an id not among them kept as it is).
func setChoice(s *widget.Select, cs []choice, id string, optional bool) {
	var opts []string
	if optional {
		opts = append(opts, "(none)")
	}
	at := -1
	if optional && id == "" {
		at = 0
	}
	for _, c := range cs {
		if c.id == id {
			at = len(opts)
		}
		opts = append(opts, c.label)
	}
	if at < 0 && id != "" {
		at = len(opts)
		opts = append(opts, id)
	}
	s.Options = opts
	if at >= 0 {
		s.SetSelectedIndex(at)
	} else {
		s.ClearSelected()
	}
}

// chosen is the id s has selected among cs.
func chosen(s *widget.Select, cs []choice, optional bool) string {
	i := s.SelectedIndex()
	if optional {
		i--
	}
	switch {
	case i >= 0 && i < len(cs):
		return cs[i].id
	case i >= len(cs):
		return s.Selected
	}
	return ""
}

// addStep adds a row of fields for step s.
func (u *unitEditor) addStep(s design.StepSpec) {
	r := &stepRow{print: widget.NewEntry(), values: widget.NewEntry(), label: widget.NewEntry()}
	r.print.SetPlaceHolder("5-3")
	r.values.SetPlaceHolder("combat=5 move=3")
	r.label.SetPlaceHolder("label")
	r.print.SetText(s.Print)
	r.values.SetText(valuesText(s.Values))
	r.label.SetText(s.Label)
	for _, e := range []*widget.Entry{r.print, r.values, r.label} {
		e.OnChanged = func(string) { u.changed() }
		e.OnSubmitted = func(string) { u.commit() }
	}
	del := widget.NewButton("Remove", nil)
	del.OnTapped = func() {
		for k, x := range u.steps {
			if x == r {
				u.steps = append(u.steps[:k], u.steps[k+1:]...)
				u.stepBox.Remove(r.row)
			}
		}
		u.changed()
	}
	r.row = container.NewBorder(nil, nil, nil, del, container.NewGridWithColumns(3, r.print, r.values, r.label))
	u.steps = append(u.steps, r)
	u.stepBox.Add(r.row)
}

// valuesText writes a step's values for its field: "combat=5 move=3".
func valuesText(v map[string]int) string {
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s=%d", k, v[k])
	}
	return strings.Join(parts, " ")
}

// parseValues reads a step's values field.
func parseValues(step int, s string) (map[string]int, error) {
	v := map[string]int{}
	for _, part := range strings.Fields(strings.ReplaceAll(s, ",", " ")) {
		name, num, ok := strings.Cut(part, "=")
		n, err := strconv.Atoi(strings.TrimSpace(num))
		if !ok || name == "" || err != nil {
			return nil, fmt.Errorf("designer: step %d's values: %q is not name=number", step, part)
		}
		v[name] = n
	}
	if len(v) == 0 {
		return nil, nil
	}
	return v, nil
}

// spec is the unit the form describes.
func (u *unitEditor) spec() (design.UnitSpec, error) {
	us := design.UnitSpec{ID: strings.TrimSpace(u.id.Text), Name: strings.TrimSpace(u.name.Text),
		Nation: chosen(u.nation, u.ce.nationChoices(), false), Kind: chosen(u.kind, plainChoices(counters.UnitKinds), false),
		Size: chosen(u.size, plainChoices(counters.UnitSizes), true), Code: strings.TrimSpace(u.code.Text),
		Stripe: strings.TrimSpace(u.stripe.Text), Back: strings.TrimSpace(u.back.Text)}
	if s := strings.TrimSpace(u.count.Text); s != "" { // none: one counter
		n, err := atoi("a unit's count", s)
		if err != nil {
			return us, err
		}
		us.Count = &n
	}
	for k, r := range u.steps {
		v, err := parseValues(k+1, r.values.Text)
		if err != nil {
			return us, err
		}
		us.Steps = append(us.Steps, design.StepSpec{Print: strings.TrimSpace(r.print.Text), Values: v, Label: strings.TrimSpace(r.label.Text)})
	}
	return us, nil
}

// edit is the edit that writes us: a change of the selected unit.
func (u *unitEditor) edit(us design.UnitSpec) func(g *design.File) error {
	id := u.selID
	return func(g *design.File) error { return g.SetUnit(id, us) }
}

// changed follows the form as the designer types: the preview is drawn
// again after a pause.
func (u *unitEditor) changed() {
	if u.selID == "" {
		return
	}
	u.ce.later(u, u.previewNow)
}

// previewNow draws the form's unit, front and back, as the board would
// with the catalogue so edited; a form check refuses shows its message.
func (u *unitEditor) previewNow() {
	if u.selID == "" {
		return
	}
	us, err := u.spec()
	if err != nil {
		u.problem.SetText(err.Error())
		u.ce.d.SetStatus(err.Error())
		return
	}
	res, err := trial(u.ce.file(), u.edit(us))
	if err != nil {
		u.problem.SetText(err.Error())
		return
	}
	if msg := checkText(res); msg != "" {
		u.problem.SetText(msg)
		u.ce.d.SetStatus(msg)
		return
	}
	cu := res.Catalogue.Unit(us.ID)
	if cu == nil {
		return
	}
	u.problem.SetText("")
	u.front.Image = drawFace(counterface.Front(res.Catalogue, cu))
	u.rear.Image = drawFace(counterface.Back(res.Catalogue, cu))
	u.front.Refresh()
	u.rear.Refresh()
}

// commit writes the form into the selected unit (Apply, Enter): one edit.
// With no unit shown (a catalogue without units yet), what the designer
// typed is added as a new unit, as New unit does.
func (u *unitEditor) commit() {
	if u.selID == "" {
		if strings.TrimSpace(u.id.Text+u.name.Text) == "" {
			msg := "Type the new unit's name, kind and steps, then Apply (or New unit)."
			if len(u.ce.nationChoices()) == 0 {
				msg = noNation
			}
			u.ce.d.SetStatus(msg)
			u.problem.SetText(msg)
			return
		}
		u.duplicate()
		return
	}
	us, err := u.spec()
	if err != nil {
		u.ce.d.SetStatus(err.Error())
		u.problem.SetText(err.Error())
		return
	}
	edit, old := u.edit(us), u.selID
	u.selID = us.ID // the refresh keeps it selected under its new id
	if err := u.ce.commit(edit); err != nil {
		u.selID = old
		u.problem.SetText(u.ce.d.status.Text)
		return
	}
	u.ce.d.SetStatus("Changed unit " + us.ID)
}

// duplicate adds a copy of the selected unit under a new id (designers
// make counter sets by copying), or a plain one when there is none, and
// selects it.
func (u *unitEditor) duplicate() {
	if len(u.ce.nationChoices()) == 0 {
		u.ce.d.SetStatus(noNation)
		u.problem.SetText(noNation)
		return
	}
	one := 1
	us := design.UnitSpec{Name: "New unit", Kind: "infantry", Count: &one,
		Steps: []design.StepSpec{{Values: map[string]int{"attack": 1, "defense": 1, "move": 4}}}}
	us.Nation = u.ce.nationChoices()[0].id
	base := "unit"
	for _, x := range u.all {
		if x.ID == u.selID {
			us, base = x, x.ID
			us.Name += " (copy)"
		}
	}
	taken := map[string]bool{}
	for _, x := range u.all {
		taken[x.ID] = true
	}
	us.ID = freshID(base, taken)
	if u.selID == "" && strings.TrimSpace(u.id.Text+u.name.Text) != "" {
		// No unit shown: what the designer typed in the form is the new
		// unit, checked like any commit.
		typed, err := u.spec()
		if err != nil {
			u.ce.d.SetStatus(err.Error())
			u.problem.SetText(err.Error())
			return
		}
		if typed.ID == "" {
			typed.ID = idFrom(typed.Name, "unit", taken)
		}
		us = typed
	}
	add := func(g *design.File) error { return g.AddUnit(us) }
	u.search.SetText("")
	old := u.selID
	u.selID = us.ID // the refresh selects the copy
	if err := u.ce.commit(add); err != nil {
		u.selID = old
		u.problem.SetText(u.ce.d.status.Text)
		return
	}
	u.ce.d.SetStatus("Added unit " + us.ID)
}

// remove takes the selected unit and its steps away.
func (u *unitEditor) remove() {
	id := u.selID
	if id == "" {
		return
	}
	if err := u.ce.commit(func(g *design.File) error { return g.RemoveUnit(id) }); err != nil {
		u.problem.SetText(u.ce.d.status.Text)
		return
	}
	u.ce.d.SetStatus("Removed unit " + id)
}
