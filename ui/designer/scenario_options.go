package designer

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
)

// optionKinds are the types an option's values can have.
var optionKinds = []string{"bool", "int", "string"}

// optionEditor lists the scenario's [[option]]s and edits the one selected
// (or a new one) in a form.
type optionEditor struct {
	entryList[design.OptionSpec]

	id, name, description, def, choices *widget.Entry
	kind                                *widget.Select
}

func newOptionEditor(st *scenarioTab) *optionEditor {
	o := &optionEditor{}
	o.id, o.name, o.def, o.choices = widget.NewEntry(), widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
	o.description = widget.NewMultiLineEntry()
	o.description.Wrapping = fyne.TextWrapWord
	o.id.SetPlaceHolder("doubled_movement")
	o.def.SetPlaceHolder("true, 2 or first")
	o.choices.SetPlaceHolder("allowed values, comma-separated; empty for any")
	o.kind = widget.NewSelect(optionKinds, nil)
	form := widget.NewForm(
		widget.NewFormItem("ID", o.id), widget.NewFormItem("Name", o.name),
		widget.NewFormItem("Description", o.description), widget.NewFormItem("Type", o.kind),
		widget.NewFormItem("Default", o.def), widget.NewFormItem("Choices", o.choices),
	)
	o.clearForm, o.showForm, o.readForm = o.clearFields, o.showFields, o.spec
	o.addSpec = func(f *design.File, s design.OptionSpec) error { return f.AddOption(s) }
	o.build(st, "option", "New option", func(k int) string { return optionTitle(o.specs[k]) }, form)
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

// clearFields empties the form.
func (o *optionEditor) clearFields() {
	for _, e := range []*widget.Entry{o.id, o.name, o.description, o.def, o.choices} {
		e.SetText("")
	}
	o.kind.SetSelected("bool")
}

// showFields puts option s in the form.
func (o *optionEditor) showFields(s design.OptionSpec) {
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
