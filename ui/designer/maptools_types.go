package designer

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
	"sandtable/internal/plural"
	"sandtable/maps"
)

// The Map tab's panels of types: terrain types, edge feature types and
// regions, each a list (colour swatch and name) and a form.

// swatch is a small square of colour c.
func swatch(c color.Color) *canvas.Rectangle {
	r := canvas.NewRectangle(c)
	r.SetMinSize(fyne.NewSize(18, 18))
	r.StrokeColor = color.Gray{Y: 90}
	r.StrokeWidth = 1
	return r
}

// colourField is a colour typed as "#rrggbb" with a swatch that follows
// it and Fyne's colour picker.
type colourField struct {
	entry  *widget.Entry
	sw     *canvas.Rectangle
	pick   *widget.Button
	object fyne.CanvasObject
}

func newColourField(win fyne.Window, text string) *colourField {
	c := &colourField{entry: widget.NewEntry(), sw: swatch(color.Transparent)}
	c.entry.Validator = func(s string) error {
		if _, err := parseColour(s); err != nil {
			return fmt.Errorf("colour: #rrggbb, #rgb or a colour name")
		}
		return nil
	}
	c.entry.OnChanged = func(s string) {
		if col, err := parseColour(s); err == nil {
			c.sw.FillColor = col
			c.sw.Refresh()
		}
	}
	c.entry.SetText(text)
	c.pick = widget.NewButton("Pick…", func() {
		d := dialog.NewColorPicker("Colour", "", func(col color.Color) {
			r, g, b, _ := col.RGBA()
			c.entry.SetText(fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8))
		}, win)
		d.Advanced = true
		d.Show()
	})
	c.object = container.NewBorder(nil, nil, c.sw, c.pick, c.entry)
	return c
}

// terrainPanel lists the map's terrain types: choosing one makes it the
// brush's; the form below changes it, adds one or removes an unused one.
type terrainPanel struct {
	t       *mapTab
	list    *widget.List
	items   []design.TerrainSpec
	colours []color.Color
	form    *terrainEditor
	box     *fyne.Container
	add     *widget.Button
	content fyne.CanvasObject
}

// terrainEditor is the form of a terrain type.
type terrainEditor struct {
	orig                   string // the id edited, "" for a new type
	id, name, symbol, cost *widget.Entry
	colour                 *colourField
	pattern                *widget.Select
	impassable             *widget.Check
	save, remove           *widget.Button
}

func newTerrainPanel(t *mapTab) *terrainPanel {
	p := &terrainPanel{t: t, box: container.NewVBox()}
	p.list = widget.NewList(func() int { return len(p.items) },
		func() fyne.CanvasObject { return container.NewHBox(swatch(color.Transparent), widget.NewLabel("")) },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			c := o.(*fyne.Container)
			s := c.Objects[0].(*canvas.Rectangle)
			s.FillColor = p.colours[i]
			s.Refresh()
			c.Objects[1].(*widget.Label).SetText(terrainLine(p.items[i]))
		})
	p.list.OnSelected = func(i widget.ListItemID) {
		if i < len(p.items) {
			t.terrain = p.items[i].ID
			t.showOptions()
			p.edit(p.items[i].ID)
		}
	}
	p.add = widget.NewButton("Add terrain type…", func() { p.edit("") })
	tall := canvas.NewRectangle(color.Transparent)
	tall.SetMinSize(fyne.NewSize(1, 200))
	p.content = container.NewVBox(container.NewStack(tall, p.list), p.add, p.box)
	return p
}

// terrainLine is a terrain type as the list shows it.
func terrainLine(tr design.TerrainSpec) string {
	s := named(tr.Name, tr.ID)
	if tr.Symbol != "" {
		s += "  “" + tr.Symbol + "”"
	}
	if tr.Pattern != "" && tr.Pattern != "none" {
		s += "  " + tr.Pattern
	}
	if tr.Impassable {
		s += "  impassable"
	} else if tr.MoveCost != nil {
		s += fmt.Sprintf("  cost %d", *tr.MoveCost)
	}
	return s
}

func (p *terrainPanel) refresh() {
	p.items, p.colours = nil, nil
	if f := p.t.curFile(); f != nil {
		p.items = f.Terrains()
	}
	for _, tr := range p.items {
		c, err := parseColour(tr.Color)
		if err != nil {
			p.colours = append(p.colours, color.Transparent)
		} else {
			p.colours = append(p.colours, c)
		}
	}
	p.list.Refresh()
}

// used reports whether terrain id is on a cell or space of m (or is its
// default).
func terrainUsed(m *maps.Map, id string) bool {
	if m == nil {
		return true
	}
	if m.DefaultTerrain != nil && m.DefaultTerrain.ID == id {
		return true
	}
	for i := 0; i < m.Topology.Len(); i++ {
		if tr := m.TerrainAt(m.Topology.Cell(i)); tr != nil && tr.ID == id {
			return true
		}
	}
	return false
}

// edit shows the form of terrain type id ("" for a new one).
func (p *terrainPanel) edit(id string) {
	f := p.t.curFile()
	if f == nil {
		return
	}
	tr := design.TerrainSpec{Color: "#c8c8c8"}
	if id != "" {
		var err error
		if tr, err = f.Terrain(id); err != nil {
			p.t.d.SetStatus(err.Error())
			return
		}
	}
	e := &terrainEditor{orig: id, id: widget.NewEntry(), name: widget.NewEntry(), symbol: widget.NewEntry(), cost: widget.NewEntry(),
		colour: newColourField(p.t.d.win, tr.Color), pattern: widget.NewSelect(maps.Patterns, nil),
		impassable: widget.NewCheck("Impassable", nil)}
	e.id.SetText(tr.ID)
	e.name.SetText(tr.Name)
	e.symbol.SetText(tr.Symbol)
	e.symbol.Validator = func(s string) error {
		if len([]rune(s)) > 1 {
			return fmt.Errorf("symbol: one character")
		}
		return nil
	}
	if tr.MoveCost != nil {
		e.cost.SetText(strconv.Itoa(*tr.MoveCost))
	}
	e.cost.SetPlaceHolder("1")
	e.pattern.SetSelected(tr.Pattern)
	e.impassable.SetChecked(tr.Impassable)
	e.save = widget.NewButton("Add terrain", func() { p.save(f, e) })
	onEnter(e.save, e.id, e.name, e.symbol, e.cost, e.colour.entry)
	e.remove = p.t.removeTypeButton(f, p.box, "terrain."+id, func() bool { return terrainUsed(p.t.good[f], id) },
		"Terrain "+id+" is in use (painted, or the default): paint its cells over first.")
	p.form = e
	p.t.showTypeForm(p.box, accTerrains, "terrain", id, e.id, widget.NewForm(widget.NewFormItem("Id", e.id), widget.NewFormItem("Name", e.name),
		widget.NewFormItem("Colour", e.colour.object), widget.NewFormItem("Symbol", e.symbol),
		widget.NewFormItem("Pattern", e.pattern), widget.NewFormItem("Move cost", e.cost)),
		e.impassable, e.save, e.remove)
}

// removeTypeButton is the Remove button of the form of the type at table
// key (terrain.ID, edge_feature.ID) in f: while inUse() it refuses, the
// status bar saying why, else it removes the table and empties box.
func (t *mapTab) removeTypeButton(f *design.File, box *fyne.Container, key string, inUse func() bool, why string) *widget.Button {
	return widget.NewButton("Remove", func() {
		if inUse() {
			t.d.SetStatus(why)
			return
		}
		i := f.Find(design.Table, key)
		if t.edit(f, "", nil, func() error { return f.RemoveEntry(i) }) == nil {
			box.RemoveAll()
		}
	})
}

// showTypeForm shows the form of a terrain or edge feature type (what) in
// box, under a title: its fields, the impassable check, Save and Remove. A
// new type (id "") cannot be removed yet; a type's id cannot change, as
// cells and edges name it.
func (t *mapTab) showTypeForm(box *fyne.Container, section int, what, id string, idEntry *widget.Entry, form *widget.Form,
	impassable *widget.Check, save, remove *widget.Button) {
	title := "New " + what + " type"
	if id != "" {
		title = strings.ToUpper(what[:1]) + what[1:] + " " + id
		save.SetText("Save " + what)
		idEntry.Disable()
	} else {
		remove.Disable()
	}
	box.Objects = []fyne.CanvasObject{widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		form, impassable, container.NewHBox(save, remove)}
	box.Refresh()
	t.reveal(section, box)
}

// colourRefusal is the status bar's word on a colour field: "" when s
// reads as a colour.
func colourRefusal(s string) string {
	if _, err := parseColour(s); err != nil {
		return fmt.Sprintf("Colour %q: write #rrggbb, #rgb or a colour name.", s)
	}
	return ""
}

// save writes the form's terrain type: a new one, or the one edited.
func (p *terrainPanel) save(f *design.File, e *terrainEditor) {
	tr := design.TerrainSpec{ID: strings.TrimSpace(e.id.Text), Name: strings.TrimSpace(e.name.Text),
		Color: strings.TrimSpace(e.colour.entry.Text), Symbol: e.symbol.Text, Pattern: e.pattern.Selected,
		Impassable: e.impassable.Checked}
	if tr.Pattern == "none" {
		tr.Pattern = ""
	}
	if tr.ID == "" {
		p.t.d.SetStatus("A terrain type needs an id (letters, digits, _ - .).")
		return
	}
	if why := colourRefusal(tr.Color); why != "" {
		p.t.d.SetStatus(why)
		return
	}
	if s := strings.TrimSpace(e.cost.Text); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			p.t.d.SetStatus(fmt.Sprintf("Move cost %q: a whole number, 0 or more.", s))
			return
		}
		tr.MoveCost = &n
	}
	edit := f.AddTerrain
	if e.orig != "" {
		edit = f.SetTerrain
	}
	if p.t.edit(f, "", nil, func() error { return edit(tr) }) == nil {
		p.t.terrain = tr.ID
		p.edit(tr.ID)
	}
}

// featurePanel lists the map's edge feature types, with a form to change
// one or add one.
type featurePanel struct {
	t       *mapTab
	list    *fyne.Container
	form    *featureEditor
	box     *fyne.Container
	add     *widget.Button
	content fyne.CanvasObject
}

// featureEditor is the form of an edge feature type.
type featureEditor struct {
	orig                  string
	id, name, width, cost *widget.Entry
	colour                *colourField
	style                 *widget.Select
	impassable            *widget.Check
	save, remove          *widget.Button
}

func newFeaturePanel(t *mapTab) *featurePanel {
	p := &featurePanel{t: t, list: container.NewVBox(), box: container.NewVBox()}
	p.add = widget.NewButton("New edge feature…", func() { p.edit("") })
	p.content = container.NewVBox(p.list, p.add, p.box)
	return p
}

func (p *featurePanel) refresh() {
	p.list.Objects = nil
	if m := p.t.curMap(); m != nil {
		for _, et := range m.EdgeTypes {
			id := et.ID
			line := fmt.Sprintf("%s  %s, width %s", named(et.Name, et.ID), et.Style, design.Float(et.Width))
			if et.Impassable {
				line += ", impassable"
			} else if et.MoveCost != 0 {
				line += fmt.Sprintf(", +%d to cross", et.MoveCost)
			}
			p.list.Add(container.NewBorder(nil, nil, swatch(et.Color), nil, widget.NewButton(line, func() {
				p.t.feature = id
				p.t.refresh(nil)
				p.edit(id)
			})))
		}
	}
	p.list.Refresh()
}

// edit shows the form of edge feature type id ("" for a new one).
func (p *featurePanel) edit(id string) {
	f := p.t.curFile()
	if f == nil {
		return
	}
	fe := design.EdgeFeatureSpec{Color: "#2a5db0", Style: "line"}
	if id != "" {
		if i := f.Find(design.Table, "edge_feature."+id); i >= 0 {
			_ = f.Decode(i, &fe)
			fe.ID = id
		}
	}
	e := &featureEditor{orig: id, id: widget.NewEntry(), name: widget.NewEntry(), width: widget.NewEntry(), cost: widget.NewEntry(),
		colour: newColourField(p.t.d.win, fe.Color), style: widget.NewSelect(maps.EdgeStyles, nil),
		impassable: widget.NewCheck("Impassable (cannot be crossed)", nil)}
	e.id.SetText(fe.ID)
	e.name.SetText(fe.Name)
	if fe.Width != nil {
		e.width.SetText(design.Float(*fe.Width))
	}
	e.width.SetPlaceHolder("4")
	e.cost.SetText(strconv.Itoa(fe.MoveCost))
	e.cost.Validator = intValidator("move cost", 0)
	e.style.SetSelected(fe.Style)
	e.impassable.SetChecked(fe.Impassable)
	e.save = widget.NewButton("Add edge feature", func() { p.save(f, e) })
	onEnter(e.save, e.id, e.name, e.width, e.cost, e.colour.entry)
	e.remove = p.t.removeTypeButton(f, p.box, "edge_feature."+id, func() bool { return featureUsed(f, id) },
		"Edge feature "+id+" is on edges of the map: take it off them first (Edge tool).")
	p.form = e
	p.t.showTypeForm(p.box, accFeatures, "edge feature", id, e.id, widget.NewForm(widget.NewFormItem("Id", e.id), widget.NewFormItem("Name", e.name),
		widget.NewFormItem("Colour", e.colour.object), widget.NewFormItem("Width", e.width),
		widget.NewFormItem("Style", e.style), widget.NewFormItem("Move cost", e.cost)),
		e.impassable, e.save, e.remove)
}

// featureUsed reports whether edge feature id is on an [[edge]] or a
// [[connection]] of f.
func featureUsed(f *design.File, id string) bool {
	for _, i := range f.Items("edge") {
		var e maps.FileEdge
		if f.Decode(i, &e) != nil || e.Feature == id {
			return true
		}
	}
	for _, i := range f.Items("connection") {
		var c design.ConnectionSpec
		if f.Decode(i, &c) != nil || c.Kind == id || slices.Contains(c.Features, id) {
			return true
		}
	}
	return false
}

// save writes the form's edge feature type.
func (p *featurePanel) save(f *design.File, e *featureEditor) {
	fe := design.EdgeFeatureSpec{ID: strings.TrimSpace(e.id.Text), Name: strings.TrimSpace(e.name.Text),
		Color: strings.TrimSpace(e.colour.entry.Text), Style: e.style.Selected, Impassable: e.impassable.Checked}
	if fe.ID == "" {
		p.t.d.SetStatus("An edge feature needs an id (river, road...).")
		return
	}
	if why := colourRefusal(fe.Color); why != "" {
		p.t.d.SetStatus(why)
		return
	}
	if s := strings.TrimSpace(e.width.Text); s != "" {
		w, err := strconv.ParseFloat(s, 64)
		if err != nil || w <= 0 {
			p.t.d.SetStatus(fmt.Sprintf("Width %q: a number of pixels above 0.", s))
			return
		}
		fe.Width = &w
	}
	n, err := strconv.Atoi(strings.TrimSpace(e.cost.Text))
	if err != nil || n < 0 {
		p.t.d.SetStatus(fmt.Sprintf("Move cost %q: a whole number, 0 or more.", e.cost.Text))
		return
	}
	fe.MoveCost = n
	edit := func() error { return f.AddEdgeFeature(fe) }
	if e.orig != "" {
		edit = func() error {
			i := f.Find(design.Table, "edge_feature."+e.orig)
			if i < 0 {
				return fmt.Errorf("designer: the map has no edge feature %q", e.orig)
			}
			return f.SetEntry(i, fe)
		}
	}
	if p.t.edit(f, "", nil, edit) == nil {
		p.t.feature = fe.ID
		p.t.refresh(nil)
		p.edit(fe.ID)
	}
}

// regionPanel lists the map's regions (colour, name, side) and adds one.
type regionPanel struct {
	t                *mapTab
	list             *fyne.Container
	id, name, symbol *widget.Entry
	side             *widget.SelectEntry
	colour           *colourField
	add              *widget.Button
	content          fyne.CanvasObject
}

func newRegionPanel(t *mapTab) *regionPanel {
	p := &regionPanel{t: t, list: container.NewVBox(), id: widget.NewEntry(), name: widget.NewEntry(), side: widget.NewSelectEntry(t.ids("side")),
		symbol: widget.NewEntry(), colour: newColourField(t.d.win, "#3b6fb6")}
	p.symbol.SetPlaceHolder("chosen for you")
	p.add = widget.NewButton("Add region", p.addRegion)
	p.content = container.NewVBox(p.list, widget.NewForm(widget.NewFormItem("Id", p.id), widget.NewFormItem("Name", p.name),
		widget.NewFormItem("Colour", p.colour.object), widget.NewFormItem("Side", p.side), widget.NewFormItem("Symbol", p.symbol)),
		p.add, widget.NewLabel("Then paint it with the Region tool."))
	return p
}

func (p *regionPanel) refresh() {
	p.side.SetOptions(p.t.ids("side"))
	p.list.Objects = nil
	if m := p.t.curMap(); m != nil {
		for _, r := range m.Regions {
			line := named(r.Name, r.ID)
			if r.Side != "" {
				line += " — " + r.Side
			}
			line += " (" + plural.Count(len(r.Cells), "cell") + ")"
			p.list.Add(container.NewHBox(swatch(r.Color), widget.NewLabel(line)))
		}
	}
	p.list.Refresh()
}

// addRegion makes the region the form says (with a free symbol when none
// is given) the region brush's; its first stroke adds it to the map.
func (p *regionPanel) addRegion() {
	f := p.t.curFile()
	if f == nil {
		return
	}
	r := design.RegionSpec{ID: strings.TrimSpace(p.id.Text), Name: strings.TrimSpace(p.name.Text),
		Color: strings.TrimSpace(p.colour.entry.Text), Side: strings.TrimSpace(p.side.Text), Symbol: p.symbol.Text, Cells: []string{}}
	if r.ID == "" {
		p.t.d.SetStatus("A region needs an id.")
		return
	}
	if why := colourRefusal(r.Color); why != "" {
		p.t.d.SetStatus(why)
		return
	}
	if r.Symbol == "" {
		r.Symbol = freeSymbol(f, r.ID)
	}
	if m := p.t.curMap(); m != nil && m.Region(r.ID) != nil {
		p.t.d.SetStatus("The map has a region " + r.ID + " already.")
		return
	}
	// The region is added with its first stroke: a region without cells
	// does not check.
	p.t.pending, p.t.region = &r, r.ID
	p.id.SetText("")
	p.name.SetText("")
	p.t.refresh(nil)
	for _, mt := range p.t.tools {
		if b, ok := mt.tool.(*brushTool); ok && b.region {
			p.t.choose(mt)
		}
	}
	p.t.d.SetStatus("Paint " + named(r.Name, r.ID) + "'s cells with the Region tool: its first stroke adds it.")
}

// freeSymbol is a region symbol not taken: id's first letter if free,
// else another letter.
func freeSymbol(f *design.File, id string) string {
	taken := map[string]bool{".": true}
	for _, i := range f.Items("region") {
		var r design.RegionSpec
		if f.Decode(i, &r) == nil {
			taken[r.Symbol] = true
		}
	}
	cands := strings.ToLower(id) + "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	for _, r := range cands {
		if s := string(r); !taken[s] && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return s
		}
	}
	return "?"
}
