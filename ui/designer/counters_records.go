package designer

import (
	"fmt"
	"image"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"sandtable/counters"
	"sandtable/design"
	"sandtable/internal/tomlfile"
	"sandtable/ui/boardview"
)

// choice is one option of a select field: the id the file writes and
// the words a designer reads.
type choice struct{ id, label string }

// recField is one field of a record's form.
type recField struct {
	key, label string
	// choices, when set, make the field a select of these (an optional
	// field offers "(none)" first).
	choices  func() []choice
	optional bool
	// colour fields get a swatch beside them.
	colour bool
}

// record says how the Counters tab edits one array of a catalogue
// ([[side]], [[nation]], [[marker]]) with a generic list and form.
type record struct {
	array, noun string
	fields      []recField
	// read is the form's values of entry i.
	read func(f *design.File, i int) (map[string]string, error)
	// spec turns the form's values into the item (what a change of the
	// selected item sets, design.File.SetEntry) and the typed add edit.
	spec func(v map[string]string) (item design.Spec, add func(f *design.File) error, err error)
	// line is what the list shows of an item.
	line func(v map[string]string) string
	// swatch is the key of the colour the list shows beside an item.
	swatch string
	// fresh is a new item's values (for Add), given the ids taken.
	fresh func(taken map[string]bool) map[string]string
	// preview, when set, draws the form's item from the catalogue the
	// trial edit loaded.
	preview func(cat *counters.Catalogue, v map[string]string) image.Image
}

// recordEditor is a list of the items of one array and a form for the
// selected one, with Add, Apply and Remove.
type recordEditor struct {
	ce  *countersEditor
	rec record

	items  []int // entry indexes, in file order
	values []map[string]string
	sel    int // index in items; -1 for none

	list    *widget.List
	entries map[string]*widget.Entry
	selects map[string]*widget.Select
	swatch  map[string]*canvas.Rectangle
	problem *widget.Label
	img     *canvas.Image
	apply   *widget.Button
	remove  *widget.Button
	addBtn  *widget.Button
	form    *fyne.Container
}

func newRecordEditor(ce *countersEditor, rec record) *recordEditor {
	r := &recordEditor{ce: ce, rec: rec, sel: -1, entries: map[string]*widget.Entry{},
		selects: map[string]*widget.Select{}, swatch: map[string]*canvas.Rectangle{}}
	r.list = widget.NewList(func() int { return len(r.items) },
		func() fyne.CanvasObject {
			sw := canvas.NewRectangle(color.Transparent)
			sw.SetMinSize(fyne.NewSize(16, 16))
			return container.NewHBox(sw, widget.NewLabel(""))
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			box := o.(*fyne.Container)
			v := r.values[id]
			box.Objects[0].(*canvas.Rectangle).FillColor = colourOf(v[rec.swatch])
			box.Objects[0].Refresh()
			box.Objects[1].(*widget.Label).SetText(rec.line(v))
		})
	r.list.OnSelected = func(id widget.ListItemID) { r.show(id) }
	r.problem = widget.NewLabel("")
	r.problem.Wrapping = fyne.TextWrapWord
	r.problem.Importance = widget.DangerImportance
	form := widget.NewForm()
	for _, fd := range rec.fields {
		var w fyne.CanvasObject
		if fd.choices != nil {
			s := widget.NewSelect(nil, func(string) { r.changed() })
			r.selects[fd.key] = s
			w = s
		} else {
			e := widget.NewEntry()
			e.OnChanged = func(string) { r.changed() }
			e.OnSubmitted = func(string) { r.commit() }
			r.entries[fd.key] = e
			w = e
			if fd.colour {
				sw := canvas.NewRectangle(color.Transparent)
				sw.SetMinSize(fyne.NewSize(24, 24))
				r.swatch[fd.key] = sw
				w = container.NewBorder(nil, nil, nil, sw, e)
			}
		}
		form.Append(fd.label, w)
	}
	r.apply = widget.NewButton("Apply", r.commit)
	r.apply.Importance = widget.HighImportance
	r.remove = widget.NewButton("Remove", r.del)
	r.addBtn = widget.NewButton("Add "+rec.noun, r.add)
	r.form = container.NewVBox(form, container.NewHBox(r.addBtn, layout.NewSpacer(), r.remove, r.apply), r.problem)
	if rec.preview != nil {
		r.img = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, previewPx, previewPx)))
		r.img.FillMode = canvas.ImageFillOriginal
		r.form.Objects = append([]fyne.CanvasObject{container.NewCenter(r.img)}, r.form.Objects...)
	}
	return r
}

func (r *recordEditor) content() fyne.CanvasObject {
	return container.NewVSplit(r.list, container.NewVScroll(r.form))
}

// refresh reads the items from the file again and shows the selected one
// (kept by its id).
func (r *recordEditor) refresh() {
	f := r.ce.file()
	keep := ""
	if r.sel >= 0 && r.sel < len(r.values) {
		keep = r.values[r.sel]["id"]
	}
	r.items, r.values = nil, nil
	for _, i := range f.Items(r.rec.array) {
		v, err := r.rec.read(f, i)
		if err != nil {
			v = map[string]string{"id": "?", "name": err.Error()}
		}
		r.items = append(r.items, i)
		r.values = append(r.values, v)
	}
	r.list.Refresh()
	r.sel = -1
	for k, v := range r.values {
		if v["id"] == keep {
			r.sel = k
		}
	}
	if r.sel < 0 && len(r.values) > 0 {
		r.sel = 0
	}
	if r.sel >= 0 {
		r.list.Select(r.sel)
		r.show(r.sel)
	} else {
		r.list.UnselectAll()
		r.fill(map[string]string{})
	}
	r.apply.Disable()
	if r.sel >= 0 {
		r.apply.Enable()
		r.remove.Enable()
	} else {
		r.remove.Disable()
	}
}

// show puts item k in the form.
func (r *recordEditor) show(k int) {
	if k < 0 || k >= len(r.values) {
		return
	}
	r.sel = k
	r.fill(r.values[k])
}

// fill sets the form's fields to v.
func (r *recordEditor) fill(v map[string]string) {
	for _, fd := range r.rec.fields {
		if s := r.selects[fd.key]; s != nil {
			setChoice(s, fd.choices(), v[fd.key], fd.optional)
			continue
		}
		r.entries[fd.key].SetText(v[fd.key])
	}
	r.problem.SetText("")
	r.changed()
}

// formValues reads the form's values.
func (r *recordEditor) formValues() map[string]string {
	v := map[string]string{}
	for _, fd := range r.rec.fields {
		if s := r.selects[fd.key]; s != nil {
			v[fd.key] = chosen(s, fd.choices(), fd.optional)
			continue
		}
		v[fd.key] = strings.TrimSpace(r.entries[fd.key].Text)
	}
	return v
}

// changed follows the form as the designer types: swatches at once, the
// preview after a pause.
func (r *recordEditor) changed() {
	for key, sw := range r.swatch {
		sw.FillColor = colourOf(r.entries[key].Text)
		sw.Refresh()
	}
	if r.rec.preview != nil {
		r.ce.later(&r.img, r.previewNow)
	}
}

// previewNow draws the form's item as the catalogue would have it.
func (r *recordEditor) previewNow() {
	v := r.formValues()
	item, add, err := r.rec.spec(v)
	if err != nil {
		r.problem.SetText(err.Error())
		return
	}
	res, err := trial(r.ce.file(), r.edit(item, add))
	if err != nil {
		r.problem.SetText(err.Error())
		return
	}
	if msg := checkText(res); msg != "" {
		r.problem.SetText(msg)
		return
	}
	r.problem.SetText("")
	r.img.Image = r.rec.preview(res.Catalogue, v)
	r.img.Refresh()
}

// edit is the edit committing item: a change of the selected item (only
// the keys that differ: its comments and keys the form does not show
// stay), or add when none is selected.
func (r *recordEditor) edit(item design.Spec, add func(f *design.File) error) func(g *design.File) error {
	if r.sel < 0 {
		return add
	}
	i := r.items[r.sel]
	return func(g *design.File) error { return g.SetEntry(i, item) }
}

// commit writes the form into the selected item (Apply, Enter).
func (r *recordEditor) commit() {
	if r.sel < 0 {
		return
	}
	v := r.formValues()
	item, add, err := r.rec.spec(v)
	if err != nil {
		r.ce.d.SetStatus(err.Error())
		r.problem.SetText(err.Error())
		return
	}
	edit := r.edit(item, add)
	old := r.values[r.sel]["id"]
	r.values[r.sel]["id"] = v["id"] // the refresh keeps it selected under its new id
	if err := r.ce.commit(edit); err != nil {
		r.values[r.sel]["id"] = old
		r.problem.SetText(r.ce.d.status.Text)
		return
	}
	r.ce.d.SetStatus(fmt.Sprintf("Changed %s %s", r.rec.noun, v["id"]))
}

// add adds a new item (the typed Add edit) and selects it. When the form
// holds a new item (something typed in an empty form, or an id no item
// has), the item is the form's, checked like any commit and refused with
// check's message when bad, so what the designer typed is never lost; a
// form showing an existing item adds a placeholder to fill in.
func (r *recordEditor) add() {
	taken := map[string]bool{}
	for _, v := range r.values {
		taken[v["id"]] = true
	}
	v := r.formValues()
	if r.holdsNew(v, taken) {
		if v["id"] == "" {
			v["id"] = idFrom(v["name"], r.rec.array, taken)
		}
	} else {
		v = r.rec.fresh(taken)
	}
	_, add, err := r.rec.spec(v)
	if err != nil {
		r.ce.d.SetStatus(err.Error())
	} else {
		err = r.ce.commit(add)
	}
	if err != nil {
		r.problem.SetText(r.ce.d.status.Text)
		return
	}
	r.selectID(v["id"])
	r.ce.d.SetStatus(fmt.Sprintf("Added %s %s", r.rec.noun, v["id"]))
}

// holdsNew says whether the form's values v are a new item: the form is
// not empty and its id is none of the items' (taken).
func (r *recordEditor) holdsNew(v map[string]string, taken map[string]bool) bool {
	if taken[v["id"]] {
		return false
	}
	for _, x := range v {
		if x != "" {
			return true
		}
	}
	return false
}

// idFrom is an id for an item named name: its words in lower case joined
// by hyphens ("Blue army" -> "blue-army"), or prefix-N when that is taken
// or the name has no letters or digits.
func idFrom(name, prefix string, taken map[string]bool) string {
	var b strings.Builder
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9')
	}) {
		if b.Len() > 0 {
			b.WriteByte('-')
		}
		b.WriteString(w)
	}
	if id := b.String(); tomlfile.ValidID(id) && !taken[id] {
		return id
	}
	return freshID(prefix, taken)
}

// selectID selects the item with id id.
func (r *recordEditor) selectID(id string) {
	for k, v := range r.values {
		if v["id"] == id {
			r.list.Select(k)
			r.show(k)
		}
	}
}

// del removes the selected item, refused with check's message when
// something still names it (a nation of a side, a unit of a nation).
func (r *recordEditor) del() {
	if r.sel < 0 {
		return
	}
	i, id := r.items[r.sel], r.values[r.sel]["id"]
	if err := r.ce.commit(func(g *design.File) error { return g.RemoveEntry(i) }); err != nil {
		r.problem.SetText(r.ce.d.status.Text)
		return
	}
	r.ce.d.SetStatus(fmt.Sprintf("Removed %s %s", r.rec.noun, id))
}

// later runs fn after the editor's delay, once for the latest of several
// calls with the same key (at once when the delay is 0).
func (ce *countersEditor) later(key any, fn func()) {
	if ce.delay == 0 {
		fn()
		return
	}
	// The latest call per key wins: an earlier one finds its generation
	// gone stale when its time comes.
	if ce.timers == nil {
		ce.timers = map[any]int{}
	}
	ce.timers[key]++
	gen := ce.timers[key]
	boardview.Later(ce.delay, func() {
		if ce.timers[key] == gen {
			fn()
		}
	})
}

// colourOf reads a colour as the data files write it (check's own
// reading), transparent when it is not one.
func colourOf(s string) color.Color {
	c, err := tomlfile.ParseColor(strings.TrimSpace(s))
	if err != nil {
		return color.Transparent
	}
	return c
}

// atoi reads an optional whole number field.
func atoi(what, s string) (int, error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("designer: %s must be a whole number, not %q", what, s)
	}
	return n, nil
}

// freshID is prefix-N for the smallest N not taken.
func freshID(prefix string, taken map[string]bool) string {
	for n := 1; ; n++ {
		id := fmt.Sprintf("%s-%d", prefix, n)
		if !taken[id] {
			return id
		}
	}
}
