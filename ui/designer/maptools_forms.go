package designer

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
	"sandtable/maps"
)

// The forms of the things the Map tab's tools add and change: places,
// boxes, links, spaces. Each edits only through the designer's Edit.

// placeEditor is the form of a place.
type placeEditor struct {
	key                 string // the place's id (or name) when it exists, "" for a new one
	id, name, vp, cells *widget.Entry
	side, nation        *widget.SelectEntry
	kinds               *widget.CheckGroup
	save, remove        *widget.Button
}

// placeForm shows the form of place key of f ("" for a new place p).
func (t *mapTab) placeForm(f *design.File, key string, p design.PlaceSpec) {
	if key != "" {
		for _, q := range f.Places() {
			if q.ID == key || q.ID == "" && q.Name == key {
				p = q
			}
		}
	}
	e := &placeEditor{key: key, id: widget.NewEntry(), name: widget.NewEntry(), vp: widget.NewEntry(),
		side: widget.NewSelectEntry(t.ids("side")), nation: widget.NewSelectEntry(t.ids("nation")), cells: widget.NewEntry(),
		kinds: widget.NewCheckGroup(maps.PlaceKinds, nil)}
	e.id.SetText(p.ID)
	e.name.SetText(p.Name)
	e.vp.SetText(strconv.Itoa(p.VP))
	e.vp.Validator = intValidator("vp", 0)
	e.side.SetText(p.Side)
	e.nation.SetText(p.Nation)
	e.cells.SetText(strings.Join(p.Cells, ", "))
	e.kinds.SetSelected(p.Kinds)
	e.save = widget.NewButton("Add place", func() {
		q, err := e.spec(p)
		if err != nil {
			t.d.SetStatus(err.Error())
			return
		}
		if e.key == "" {
			if t.edit(f, "", nil, func() error { return f.AddPlace(q) }) == nil {
				t.placeForm(f, keyOf(q.ID, q.Name), q)
			}
			return
		}
		if t.edit(f, "", nil, func() error { return f.SetPlace(e.key, q) }) == nil {
			t.placeForm(f, keyOf(q.ID, q.Name), q)
		}
	})
	e.remove = widget.NewButton("Remove place", func() {
		if t.edit(f, "", nil, func() error { return f.RemovePlace(e.key) }) == nil {
			t.show(nil)
		}
	})
	onEnter(e.save, e.id, e.name, e.vp, e.cells, &e.side.Entry, &e.nation.Entry)
	title := "New place"
	if key != "" {
		e.save.SetText("Save place")
		title = "Place " + p.Name
	} else {
		e.remove.Disable()
	}
	form := widget.NewForm(widget.NewFormItem("Id", e.id), widget.NewFormItem("Name", e.name),
		widget.NewFormItem("Cells", e.cells), widget.NewFormItem("VP", e.vp),
		widget.NewFormItem("Side", e.side), widget.NewFormItem("Nation", e.nation))
	t.show(e, widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), form,
		widget.NewLabel("Kinds:"), e.kinds, container.NewHBox(e.save, e.remove))
}

// keyOf is how a place is found: its id, or its name when it has none.
func keyOf(id, name string) string {
	if id != "" {
		return id
	}
	return name
}

// spec is the place the form says (the old p's other keys kept).
func (e *placeEditor) spec(p design.PlaceSpec) (design.PlaceSpec, error) {
	p.ID = strings.TrimSpace(e.id.Text)
	p.Name = strings.TrimSpace(e.name.Text)
	if p.Name == "" {
		return p, fmt.Errorf("designer: a place needs a name")
	}
	vp, err := strconv.Atoi(strings.TrimSpace(e.vp.Text))
	if err != nil || vp < 0 {
		return p, fmt.Errorf("designer: VP: %q is not a whole number of victory points (0 or more)", e.vp.Text)
	}
	p.VP = vp
	p.Side = strings.TrimSpace(e.side.Text)
	p.Nation = strings.TrimSpace(e.nation.Text)
	p.Cells = splitList(e.cells.Text)
	if len(p.Cells) == 0 {
		return p, fmt.Errorf("designer: a place needs at least one cell")
	}
	p.Kinds = slices.Clone(e.kinds.Selected)
	if len(p.Kinds) == 0 {
		return p, fmt.Errorf("designer: a place needs at least one kind (city, town, port…)")
	}
	return p, nil
}

// splitList reads a list typed as "a, b c".
func splitList(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == ';' })
}

// intValidator checks an entry holds a whole number of at least min.
func intValidator(what string, min int) func(string) error {
	return func(s string) error {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < min {
			return fmt.Errorf("%s: a whole number of at least %d", what, min)
		}
		return nil
	}
}

// floatValidator checks an entry holds a number.
// optionalInt is a validator of an entry that holds a whole number or
// nothing.
func optionalInt(what string) func(string) error {
	return func(s string) error {
		if strings.TrimSpace(s) == "" {
			return nil
		}
		if _, err := strconv.Atoi(strings.TrimSpace(s)); err != nil {
			return fmt.Errorf("%s: a whole number, or nothing", what)
		}
		return nil
	}
}

func floatValidator(what string) func(string) error {
	return func(s string) error {
		if _, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err != nil {
			return fmt.Errorf("%s: %q is not a number", what, s)
		}
		return nil
	}
}

// linkEditor is the form of a new link.
type linkEditor struct {
	from               *design.File // the map linked from
	cell, toCell, note *widget.Entry
	toMap              *widget.SelectEntry
	kinds              *widget.CheckGroup
	add                *widget.Button
}

// linkForm shows the form of a new link from l.Cell, and the map's links
// with a button to remove each.
func (t *mapTab) linkForm(f *design.File, l design.LinkSpec) {
	var others []string
	for _, mf := range t.d.Proj.Maps {
		if m := t.good[mf]; m != nil && mf != f {
			others = append(others, m.ID)
		}
	}
	e := &linkEditor{from: f, cell: widget.NewEntry(), toCell: widget.NewEntry(), note: widget.NewEntry(),
		toMap: widget.NewSelectEntry(others), kinds: widget.NewCheckGroup(maps.LinkKinds, nil)}
	e.cell.SetText(l.Cell)
	if len(others) > 0 {
		e.toMap.SetText(others[0])
	}
	e.add = widget.NewButton("Add link", func() {
		l := design.LinkSpec{Cell: strings.TrimSpace(e.cell.Text), ToMap: strings.TrimSpace(e.toMap.Text),
			ToCell: strings.TrimSpace(e.toCell.Text), Kinds: slices.Clone(e.kinds.Selected), Note: strings.TrimSpace(e.note.Text)}
		if l.Cell == "" || l.ToMap == "" || l.ToCell == "" {
			t.d.SetStatus("A link needs its cell, the other map and the cell there.")
			return
		}
		if t.edit(f, "", nil, func() error { return f.AddLink(l) }) == nil {
			t.linkForm(f, design.LinkSpec{Cell: l.Cell})
		}
	})
	onEnter(e.add, e.cell, e.toCell, e.note, &e.toMap.Entry)
	objs := []fyne.CanvasObject{widget.NewLabelWithStyle("New link", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewForm(widget.NewFormItem("From cell", e.cell), widget.NewFormItem("To map", e.toMap),
			widget.NewFormItem("To cell", e.toCell), widget.NewFormItem("Note", e.note)),
		widget.NewLabel("Kinds (none: any):"), e.kinds, e.add}
	if len(others) > 0 {
		hint := widget.NewLabel("Click the cell to link to on the other map, or type it.")
		hint.Wrapping = fyne.TextWrapWord
		objs = append(objs[:1], append([]fyne.CanvasObject{hint}, objs[1:]...)...)
	}
	for k, i := range f.Items("link") {
		var ls design.LinkSpec
		if f.Decode(i, &ls) != nil {
			continue
		}
		k := k
		objs = append(objs, container.NewBorder(nil, nil, nil, widget.NewButton("Remove", func() {
			if t.edit(f, "", nil, func() error { return f.RemoveLink(k) }) == nil {
				t.linkForm(f, design.LinkSpec{Cell: e.cell.Text})
			}
		}), widget.NewLabel(fmt.Sprintf("%s → %s %s", ls.Cell, ls.ToMap, ls.ToCell))))
	}
	t.show(e, objs...)
}

// spaceEditor is the form of a graph space.
type spaceEditor struct {
	key                    string
	id, name, x, y, radius *widget.Entry
	terrain                *widget.Select
	save, remove           *widget.Button
	// values are the entries of the map's value types (IPC...), by id;
	// newValue names a value type to add.
	values   map[string]*widget.Entry
	newValue *widget.Entry
	addValue *widget.Button
}

// spaceForm shows the form of space id of f.
func (t *mapTab) spaceForm(f *design.File, id string) {
	idx := -1
	var s design.SpaceSpec
	for _, i := range f.Items("space") {
		var v design.SpaceSpec
		if f.Decode(i, &v) == nil && strings.EqualFold(v.ID, id) {
			idx, s = i, v
		}
	}
	if idx < 0 {
		t.show(nil)
		return
	}
	e := &spaceEditor{key: s.ID, id: widget.NewEntry(), name: widget.NewEntry(), x: widget.NewEntry(), y: widget.NewEntry(),
		radius: widget.NewEntry()}
	var terrains []string
	for _, tr := range f.Terrains() {
		terrains = append(terrains, tr.ID)
	}
	e.terrain = widget.NewSelect(append([]string{"(default)"}, terrains...), nil)
	e.terrain.SetSelected("(default)")
	if s.Terrain != "" {
		e.terrain.SetSelected(s.Terrain)
	}
	e.id.SetText(s.ID)
	e.name.SetText(s.Name)
	e.x.SetText(design.Float(s.X))
	e.y.SetText(design.Float(s.Y))
	if s.Radius != 0 {
		e.radius.SetText(design.Float(s.Radius))
	}
	e.radius.SetPlaceHolder("20 (the default)")
	e.x.Validator, e.y.Validator = floatValidator("x"), floatValidator("y")
	e.values = map[string]*widget.Entry{}
	var valueItems []*widget.FormItem
	for _, v := range f.Values() {
		en := widget.NewEntry()
		if n, ok := s.Values[v.ID]; ok {
			en.SetText(strconv.Itoa(n))
		}
		en.SetPlaceHolder("none")
		en.Validator = optionalInt(v.ID)
		e.values[v.ID] = en
		valueItems = append(valueItems, widget.NewFormItem(named(v.Name, v.ID), en))
	}
	e.newValue = widget.NewEntry()
	e.newValue.SetPlaceHolder("ipc")
	e.addValue = widget.NewButton("Add value type", func() {
		id := strings.TrimSpace(e.newValue.Text)
		if !idPattern.MatchString(id) {
			t.d.SetStatus(fmt.Sprintf("%q is not an id (letters, digits, _ - and .).", id))
			return
		}
		v := design.ValueSpec{ID: id, Name: strings.ToUpper(id), Show: true}
		if t.edit(f, "", nil, func() error { return f.AddValue(v) }) == nil {
			t.spaceForm(f, s.ID)
		}
	})
	e.save = widget.NewButton("Save space", func() {
		n := s
		n.ID, n.Name = strings.TrimSpace(e.id.Text), strings.TrimSpace(e.name.Text)
		for _, v := range []struct {
			e *widget.Entry
			p *float64
		}{{e.x, &n.X}, {e.y, &n.Y}, {e.radius, &n.Radius}} {
			if v.e == e.radius && strings.TrimSpace(v.e.Text) == "" {
				n.Radius = 0
				continue
			}
			x, err := strconv.ParseFloat(strings.TrimSpace(v.e.Text), 64)
			if err != nil {
				t.d.SetStatus(fmt.Sprintf("%q is not a number.", v.e.Text))
				return
			}
			*v.p = x
		}
		if n.X != s.X || n.Y != s.Y {
			for _, p := range n.Polygon {
				if len(p) == 2 {
					p[0], p[1] = p[0]+n.X-s.X, p[1]+n.Y-s.Y
				}
			}
		}
		n.Values = nil
		for id, en := range e.values {
			txt := strings.TrimSpace(en.Text)
			if txt == "" {
				continue
			}
			v, err := strconv.Atoi(txt)
			if err != nil {
				t.d.SetStatus(fmt.Sprintf("%s: %q is not a whole number.", id, en.Text))
				return
			}
			if n.Values == nil {
				n.Values = map[string]int{}
			}
			n.Values[id] = v
		}
		n.Terrain = e.terrain.Selected
		if n.Terrain == "(default)" {
			n.Terrain = ""
		}
		if n.ID == "" {
			t.d.SetStatus("A space needs an id.")
			return
		}
		if !strings.EqualFold(n.ID, s.ID) && spaceNamed(f, s.ID) {
			t.d.SetStatus("Space " + s.ID + " is named by connections, edges, places or links: change its name (not its id), or take those away first.")
			return
		}
		if t.edit(f, "", nil, func() error { return f.SetEntry(idx, n) }) == nil {
			t.spaceForm(f, n.ID)
		}
	})
	onEnter(e.save, e.id, e.name, e.x, e.y, e.radius)
	for _, en := range e.values {
		onEnter(e.save, en)
	}
	onEnter(e.addValue, e.newValue)
	e.remove = widget.NewButton("Remove space", func() {
		if t.edit(f, "", nil, func() error { return f.RemoveSpace(s.ID) }) == nil {
			t.show(nil)
		}
	})
	t.show(e, widget.NewLabelWithStyle("Space "+s.ID, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewForm(widget.NewFormItem("Id", e.id), widget.NewFormItem("Name", e.name),
			widget.NewFormItem("x", e.x), widget.NewFormItem("y", e.y), widget.NewFormItem("Radius", e.radius),
			widget.NewFormItem("Terrain", e.terrain)),
		widget.NewForm(valueItems...),
		container.NewBorder(nil, nil, widget.NewLabel("New value:"), e.addValue, e.newValue),
		container.NewHBox(e.save, e.remove))
}

// boxEditor is the form of an off-map box.
type boxEditor struct {
	key                         string
	id, name, x, y, w, h, slots *widget.Entry
	side                        *widget.SelectEntry
	kind                        *widget.Select
	save, remove                *widget.Button
}

// boxForm shows the form of box key of f ("" for a new box b).
func (t *mapTab) boxForm(f *design.File, key string, b design.BoxSpec) {
	if key != "" {
		for _, i := range f.Items("box") {
			var v design.BoxSpec
			if f.Decode(i, &v) == nil && v.ID == key {
				b = v
			}
		}
	}
	e := &boxEditor{key: key, id: widget.NewEntry(), name: widget.NewEntry(), side: widget.NewSelectEntry(t.ids("side")),
		x: widget.NewEntry(), y: widget.NewEntry(), w: widget.NewEntry(), h: widget.NewEntry(), slots: widget.NewEntry(),
		kind: widget.NewSelect(maps.BoxKinds, nil)}
	e.id.SetText(b.ID)
	e.name.SetText(b.Name)
	e.side.SetText(b.Side)
	e.kind.SetSelected(b.Kind)
	e.slots.SetText(strings.Join(b.Slots, ", "))
	for _, v := range []struct {
		e *widget.Entry
		x float64
		n string
	}{{e.x, b.X, "x"}, {e.y, b.Y, "y"}, {e.w, b.W, "width"}, {e.h, b.H, "height"}} {
		v.e.SetText(design.Float(v.x))
		v.e.Validator = floatValidator(v.n)
	}
	e.save = widget.NewButton("Add box", func() {
		n := b
		n.ID, n.Name, n.Side, n.Kind = strings.TrimSpace(e.id.Text), strings.TrimSpace(e.name.Text), strings.TrimSpace(e.side.Text), e.kind.Selected
		n.Slots = splitList(e.slots.Text)
		for _, v := range []struct {
			e *widget.Entry
			p *float64
		}{{e.x, &n.X}, {e.y, &n.Y}, {e.w, &n.W}, {e.h, &n.H}} {
			x, err := strconv.ParseFloat(strings.TrimSpace(v.e.Text), 64)
			if err != nil {
				t.d.SetStatus(fmt.Sprintf("%q is not a number.", v.e.Text))
				return
			}
			*v.p = x
		}
		if n.ID == "" || n.Kind == "" {
			t.d.SetStatus("A box needs an id and a kind.")
			return
		}
		if n.W <= 0 || n.H <= 0 {
			t.d.SetStatus("A box needs a width and a height above 0.")
			return
		}
		edit := func() error { return f.AddBox(n) }
		if e.key != "" {
			edit = func() error {
				i := boxItem(f, e.key)
				if i < 0 {
					return fmt.Errorf("designer: the map has no box %q", e.key)
				}
				return f.SetEntry(i, n)
			}
		}
		if t.edit(f, "", nil, edit) == nil {
			t.boxForm(f, n.ID, n)
		}
	})
	e.remove = widget.NewButton("Remove box", func() {
		if t.edit(f, "", nil, func() error { return f.RemoveBox(e.key) }) == nil {
			t.show(nil)
		}
	})
	onEnter(e.save, e.id, e.name, e.x, e.y, e.w, e.h, e.slots, &e.side.Entry)
	title := "New box"
	if key != "" {
		e.save.SetText("Save box")
		title = "Box " + b.ID
	} else {
		e.remove.Disable()
	}
	t.show(e, widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewForm(widget.NewFormItem("Id", e.id), widget.NewFormItem("Name", e.name), widget.NewFormItem("Kind", e.kind),
			widget.NewFormItem("Side", e.side), widget.NewFormItem("x", e.x), widget.NewFormItem("y", e.y),
			widget.NewFormItem("Width", e.w), widget.NewFormItem("Height", e.h), widget.NewFormItem("Slots (turn track)", e.slots)),
		container.NewHBox(e.save, e.remove))
}

// boxItem is the entry of box id, or -1.
func boxItem(f *design.File, id string) int {
	for _, i := range f.Items("box") {
		var v design.BoxSpec
		if f.Decode(i, &v) == nil && v.ID == id {
			return i
		}
	}
	return -1
}

// boxPanel lists the map's boxes, to change or remove, and adds one
// beside the grid.
type boxPanel struct {
	t       *mapTab
	list    *fyne.Container
	add     *widget.Button
	content fyne.CanvasObject
}

func newBoxPanel(t *mapTab) *boxPanel {
	p := &boxPanel{t: t, list: container.NewVBox()}
	p.add = widget.NewButton("Add box beside the map…", func() {
		f := t.curFile()
		if f == nil {
			return
		}
		b := design.BoxSpec{Kind: "holding", W: 200, H: 150, ID: fmt.Sprintf("box%d", len(f.Items("box"))+1)}
		if m := t.curMap(); m != nil {
			r := m.Bounds()
			b.X, b.Y = float64(int(r.Max.X)+20), float64(int(r.Min.Y))
		}
		t.boxForm(f, "", b)
	})
	p.content = container.NewVBox(p.list, p.add)
	return p
}

func (p *boxPanel) refresh() {
	p.list.Objects = nil
	m := p.t.curMap()
	if m == nil {
		p.list.Refresh()
		return
	}
	for _, b := range m.Boxes {
		id := b.ID
		p.list.Add(widget.NewButton(fmt.Sprintf("%s — %s", named(b.Name, b.ID), b.Kind), func() { p.edit(id) }))
	}
	p.list.Refresh()
}

// edit shows the form of box id of the panels' map.
func (p *boxPanel) edit(id string) {
	if f := p.t.curFile(); f != nil {
		p.t.boxForm(f, id, design.BoxSpec{})
	}
}

// spaceNamed reports whether a connection, edge, place or link of f
// names space id: renaming it would break them.
func spaceNamed(f *design.File, id string) bool { return spaceReferred(f, id, true) }

// namedBeyondConnections reports whether a place, edge or link of f
// names space id (MergeAreas moves its connections itself).
func namedBeyondConnections(f *design.File, id string) bool { return spaceReferred(f, id, false) }

// spaceReferred reports whether a place, edge or link of f (and, with
// connections, a connection) names space id.
func spaceReferred(f *design.File, id string, connections bool) bool {
	var refs []string
	if connections {
		for _, i := range f.Items("connection") {
			var c design.ConnectionSpec
			if f.Decode(i, &c) == nil {
				refs = append(refs, c.A, c.B)
			}
		}
	}
	for _, p := range f.Places() {
		refs = append(refs, p.Cells...)
	}
	for _, i := range f.Items("edge") {
		var e maps.FileEdge
		if f.Decode(i, &e) == nil {
			for _, b := range e.Between {
				x, y, _ := strings.Cut(b, "/")
				refs = append(refs, x, y)
			}
		}
	}
	for _, i := range f.Items("link") {
		var l design.LinkSpec
		if f.Decode(i, &l) == nil {
			refs = append(refs, l.Cell)
		}
	}
	for _, r := range refs {
		if strings.EqualFold(strings.TrimSpace(r), id) {
			return true
		}
	}
	return false
}

// ids are the ids of the project's catalogues' [[side]] (or [[nation]])
// items: what a place, box or region may name as its owner.
func (t *mapTab) ids(array string) []string {
	var out []string
	for _, f := range t.d.Proj.Counters {
		for _, i := range f.Items(array) {
			var v struct {
				ID string `toml:"id"`
			}
			if f.Decode(i, &v) == nil && v.ID != "" && !slices.Contains(out, v.ID) {
				out = append(out, v.ID)
			}
		}
	}
	return out
}

// onEnter makes Enter in each of entries press button b (save the form).
func onEnter(b *widget.Button, entries ...*widget.Entry) {
	for _, e := range entries {
		e.OnSubmitted = func(string) {
			if !b.Disabled() && b.OnTapped != nil {
				b.OnTapped()
			}
		}
	}
}
