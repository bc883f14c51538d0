package designer

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
)

// optionKinds are the types an option's values can have.
var optionKinds = []string{"bool", "int", "string"}

// optionEditor lists the scenario's [[option]]s and edits the one selected
// (or a new one) in a form.
type optionEditor struct {
	st      *scenarioTab
	content fyne.CanvasObject
	list    *widget.List
	specs   []design.OptionSpec
	sel     int

	id, name, description, def, choices *widget.Entry
	kind                                *widget.Select
	add, save, remove                   *widget.Button
}

func newOptionEditor(st *scenarioTab) *optionEditor {
	o := &optionEditor{st: st, sel: -1}
	o.list = widget.NewList(func() int { return len(o.specs) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, c fyne.CanvasObject) { c.(*widget.Label).SetText(optionTitle(o.specs[i])) })
	o.list.OnSelected = func(i widget.ListItemID) { o.show(i) }
	o.id, o.name, o.def, o.choices = widget.NewEntry(), widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
	o.description = widget.NewMultiLineEntry()
	o.description.Wrapping = fyne.TextWrapWord
	o.id.SetPlaceHolder("doubled_movement")
	o.def.SetPlaceHolder("true, 2 or first")
	o.choices.SetPlaceHolder("allowed values, comma-separated; empty for any")
	o.kind = widget.NewSelect(optionKinds, nil)
	o.add = widget.NewButton("Add as new", func() { o.commit(true) })
	o.save = widget.NewButton("Save changes", func() { o.commit(false) })
	o.remove = widget.NewButton("Remove", func() {
		if o.sel < 0 {
			return
		}
		k := o.sel
		if o.st.edit(func(f *design.File) error { return f.RemoveEntry(f.Items("option")[k]) }) == nil {
			o.clear()
		}
	})
	newButton := widget.NewButton("New option", func() { o.list.UnselectAll(); o.clear() })
	form := widget.NewForm(
		widget.NewFormItem("ID", o.id), widget.NewFormItem("Name", o.name),
		widget.NewFormItem("Description", o.description), widget.NewFormItem("Type", o.kind),
		widget.NewFormItem("Default", o.def), widget.NewFormItem("Choices", o.choices),
	)
	split := container.NewVSplit(o.list, container.NewVScroll(container.NewVBox(form,
		container.NewHBox(newButton, o.add, o.save, o.remove))))
	split.Offset = 0.3
	o.content = split
	o.clear()
	return o
}

// optionTitle is an option as the list shows it: its name and default.
func optionTitle(s design.OptionSpec) string {
	name := s.Name
	if name == "" {
		name = s.ID
	}
	return fmt.Sprintf("%s (default %v)", name, s.Default)
}

func (o *optionEditor) refresh(f *design.File) {
	o.specs = o.specs[:0]
	for _, i := range f.Items("option") {
		var s design.OptionSpec
		_ = f.Decode(i, &s)
		o.specs = append(o.specs, s)
	}
	o.list.Refresh()
	if o.sel >= len(o.specs) {
		o.list.UnselectAll()
		o.clear()
	} else if o.sel >= 0 {
		o.show(o.sel)
	}
}

func (o *optionEditor) clear() {
	o.sel = -1
	for _, e := range []*widget.Entry{o.id, o.name, o.description, o.def, o.choices} {
		e.SetText("")
	}
	o.kind.SetSelected("bool")
	o.save.Disable()
	o.remove.Disable()
}

// show puts option k in the form.
func (o *optionEditor) show(k int) {
	if k < 0 || k >= len(o.specs) {
		return
	}
	s := o.specs[k]
	o.sel = k
	o.id.SetText(s.ID)
	o.name.SetText(s.Name)
	o.description.SetText(s.Description)
	switch s.Default.(type) {
	case bool:
		o.kind.SetSelected("bool")
	case int64, int:
		o.kind.SetSelected("int")
	default:
		o.kind.SetSelected("string")
	}
	o.def.SetText(fmt.Sprint(s.Default))
	var cs []string
	for _, c := range s.Choices {
		cs = append(cs, fmt.Sprint(c))
	}
	o.choices.SetText(strings.Join(cs, ", "))
	o.save.Enable()
	o.remove.Enable()
}

// optionValue reads s as a value of the option's type kind.
func optionValue(kind, s string) (any, error) {
	s = strings.TrimSpace(s)
	switch kind {
	case "bool":
		b, err := strconv.ParseBool(s)
		if err != nil || s != "true" && s != "false" {
			return nil, fmt.Errorf("%q is not true or false", s)
		}
		return b, nil
	case "int":
		n, err := strconv.Atoi(s)
		if err != nil {
			return nil, fmt.Errorf("%q is not a whole number", s)
		}
		return n, nil
	}
	return s, nil
}

// spec reads the form.
func (o *optionEditor) spec() (design.OptionSpec, error) {
	s := design.OptionSpec{ID: strings.TrimSpace(o.id.Text), Name: strings.TrimSpace(o.name.Text),
		Description: strings.TrimSpace(o.description.Text)}
	kind := o.kind.Selected
	def, err := optionValue(kind, o.def.Text)
	if err != nil {
		return s, fmt.Errorf("option default: %v", err)
	}
	s.Default = def
	for _, c := range idList(o.choices.Text) {
		v, err := optionValue(kind, c)
		if err != nil {
			return s, fmt.Errorf("option choices: %v", err)
		}
		s.Choices = append(s.Choices, v)
	}
	return s, nil
}

// commit adds the form as a new option, or saves it over the one selected
// (its comments kept).
func (o *optionEditor) commit(asNew bool) {
	s, err := o.spec()
	if err != nil {
		o.st.d.SetStatus(err.Error())
		return
	}
	if asNew {
		if o.st.edit(func(f *design.File) error { return f.AddOption(s) }) == nil {
			o.sel = len(o.specs) - 1
			o.list.Select(o.sel)
		}
		return
	}
	if o.sel < 0 {
		return
	}
	k := o.sel
	_ = o.st.edit(func(f *design.File) error {
		i := f.Items("option")[k]
		return f.ReplaceEntry(i, entryLead(f.Entry(i).Text)+s.Text())
	})
}
