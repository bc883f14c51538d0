package designer

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/board"
	"sandtable/design"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/ui/boardview"
)

// mapTab is the side panel's Map tab: the tool palette, the terrain and
// edge-feature panels, the lists of regions and boxes, the form of the
// thing being edited (a place, a box, a link, a space) and, for graph
// maps, the map's picture. Its tools act on the map under the
// pointer; its panels on the map chosen in its select (the first map
// when there is one).
type mapTab struct {
	d *Designer

	// mapID is the map the panels show; "" for the project's first map.
	mapID  string
	mapSel *widget.Select

	// good is each map file's map as last checked good: tools need its
	// geometry and colours while a file has a problem the designer is
	// fixing.
	good map[*design.File]*maps.Map

	tools   []*mapTool
	tool    *mapTool
	toolBox *fyne.Container
	hint    *widget.Label

	// The tools' options.
	terrain  string // brush and fill terrain id
	feature  string // edge tool's feature id
	roadType string // road tool's road type id
	region   string // region brush's region id
	// pending is a region added in the Regions panel and not yet painted:
	// its first stroke adds it with its cells, in one edit (a region
	// without cells does not check).
	pending  *design.RegionSpec
	bigBrush bool // brush of 7 hexes (a hex and its ring) or 3×3 squares
	areas    bool // the space tool adds areas (a square polygon), not points
	sizeSel  *widget.RadioGroup
	featSel  *widget.Select
	roadSel  *widget.Select
	regSel   *widget.Select
	shapeSel *widget.RadioGroup
	options  *fyne.Container
	// areaMode is the area tool's mode (areaModes), chosen in areaSel.
	areaMode string
	areaSel  *widget.RadioGroup

	terrains *terrainPanel
	features *featurePanel
	regions  *regionPanel
	boxes    *boxPanel
	picture  *picturePanel
	// acc holds the panels above, in sections (accSection* indexes).
	acc *widget.Accordion

	// details holds the form of the thing being edited (a place, box,
	// link, space, terrain type...).
	details *fyne.Container
	// form is the form shown in details, nil for none (tests reach the
	// widgets through it).
	form any

	body    *fyne.Container
	content *container.Scroll
}

// mapTool is one tool of the palette.
type mapTool struct {
	name, key, hint string
	graph, grid     bool // offered on graph maps, on hex and square maps
	tool            boardview.Tool
	button          *widget.Button
}

// mapPanel is the side panel's Map tab.
func (d *Designer) mapPanel() fyne.CanvasObject {
	t := newMapTab(d)
	d.mapTab = t
	return t.content
}

// newMapTab makes the Map tab of d.
func newMapTab(d *Designer) *mapTab {
	t := &mapTab{d: d, good: map[*design.File]*maps.Map{}}
	t.hint = widget.NewLabel("")
	t.hint.Wrapping = fyne.TextWrapWord
	t.mapSel = widget.NewSelect(nil, func(s string) {
		id, _, _ := strings.Cut(s, " — ")
		if id != t.mapID {
			t.mapID = id
			t.refresh(nil)
		}
	})
	t.tools = []*mapTool{
		{name: "Select", key: "1", hint: "Select (1, S): click a cell to see its label, terrain, places and region.", grid: true, graph: true, tool: &selectTool{t}},
		{name: "Brush", key: "2", hint: "Brush (2, B): drag to paint the chosen terrain.", grid: true, tool: &brushTool{t: t}},
		{name: "Fill", key: "3", hint: "Fill (3, F): click to paint the chosen terrain over the cells of the same terrain joined to it.", grid: true, tool: &fillTool{t}},
		{name: "Edge", key: "4", hint: "Edge (4, E): drag along the sides between cells to draw the chosen edge feature (a river); start on a side that has it to erase; click a side to toggle it.", grid: true, graph: true, tool: &edgeTool{t: t}},
		{name: "Place", key: "5", hint: "Place (5, P): click a cell to add a place there, or a place to change or remove it.", grid: true, graph: true, tool: &placeTool{t}},
		{name: "Region", key: "6", hint: "Region (6, R): drag to paint the chosen region (None takes cells out of regions).", grid: true, tool: &brushTool{t: t, region: true}},
		{name: "Box", key: "7", hint: "Box (7, X): click beside the map to add an off-map box there, or a box to change it.", grid: true, graph: true, tool: &boxTool{t}},
		{name: "Link", key: "8", hint: "Link (8, L): click a cell, then the cell of another map to link it to.", grid: true, graph: true, tool: &linkTool{t}},
		{name: "Space", key: "9", hint: "Space (9, A): click to add a space, drag a space to move it, click a space to change it.", graph: true, tool: &spaceTool{t: t}},
		{name: "Connect", key: "C", hint: "Connect (C): drag from one space to another to connect them; click a connection to remove it.", graph: true, tool: &connectTool{t: t}},
		{name: "Road", key: "D", hint: "Road (D): drag from cell to cell to draw a road or railway through their centres; start along a road of that type to erase it.", grid: true, tool: &roadTool{t: t}},
		{name: "Area", key: "O", hint: "Area (O): draw an outline corner by corner (click the first corner to close it); move, add or delete corners; drag across an area to split it, from one into its neighbour to merge them. Corners snap onto neighbours' borders.", graph: true, tool: &areaTool{t: t}},
		{name: "Picture", key: "G", hint: "Picture (G): drag the map's picture to move it; drag its bottom-right corner to scale it. Import one in the Picture section.", grid: true, graph: true, tool: &pictureTool{t: t}},
	}
	for _, mt := range t.tools {
		mt := mt
		mt.button = widget.NewButton(mt.name, func() { t.choose(mt) })
	}
	t.toolBox = container.NewGridWrap(fyne.NewSize(78, 34))

	t.sizeSel = widget.NewRadioGroup([]string{"1 cell", "Large (7 hexes / 3×3)"}, func(s string) { t.bigBrush = strings.HasPrefix(s, "Large") })
	t.sizeSel.Horizontal = true
	t.sizeSel.SetSelected("1 cell")
	t.featSel = widget.NewSelect(nil, func(s string) {
		if s == newFeatureItem {
			// The select keeps showing the feature the tool puts down;
			// the form of the new type opens in its section.
			t.featSel.Selected = ""
			if e := t.curEdgeType(); e != "" {
				t.featSel.Selected = e
			}
			t.featSel.Refresh()
			t.features.edit("")
			return
		}
		t.feature = idOf(s)
	})
	t.regSel = widget.NewSelect(nil, func(s string) { t.region = idOf(s) })
	t.roadSel = widget.NewSelect(nil, t.pickRoadType)
	t.shapeSel = widget.NewRadioGroup([]string{"Point", "Area"}, func(s string) { t.areas = s == "Area" })
	t.shapeSel.Horizontal = true
	t.shapeSel.SetSelected("Point")
	t.areaSel = widget.NewRadioGroup(areaModes, func(s string) {
		if at, ok := t.tools[len(t.tools)-1].tool.(*areaTool); ok && s != areaDraw {
			at.cancelDrawing()
		}
		t.areaMode = s
	})
	t.areaSel.SetSelected(areaDraw)
	t.options = container.NewVBox()

	t.details = container.NewVBox()
	t.terrains = newTerrainPanel(t)
	t.features = newFeaturePanel(t)
	t.regions = newRegionPanel(t)
	t.boxes = newBoxPanel(t)
	t.picture = newPicturePanel(t)
	t.acc = widget.NewAccordion(
		widget.NewAccordionItem("Terrain types", t.terrains.content),
		widget.NewAccordionItem("Edge features", t.features.content),
		widget.NewAccordionItem("Regions", t.regions.content),
		widget.NewAccordionItem("Off-map boxes", t.boxes.content),
		widget.NewAccordionItem("Picture (under the grid)", t.picture.content),
	)
	t.acc.MultiOpen = true
	t.acc.Open(accTerrains)
	t.body = container.NewVBox(t.mapSel, t.toolBox, t.hint, t.options, widget.NewSeparator(), t.details, t.acc)
	t.content = container.NewVScroll(t.body)
	d.OnRefresh(t.refresh)
	t.refresh(nil)
	t.choose(t.tools[0])
	return t
}

// The sections of the Map tab's accordion, in order.
const (
	accTerrains = iota
	accFeatures
	accRegions
	accBoxes
	accPicture
)

// curEdgeType is the edge tool's feature as its select names it, "" for
// none.
func (t *mapTab) curEdgeType() string {
	if m := t.curMap(); m != nil {
		if e := m.EdgeType(t.feature); e != nil {
			return named(e.Name, e.ID)
		}
	}
	return ""
}

// newFeatureItem is the edge tool's select item that opens the form for
// a new edge feature type.
const newFeatureItem = "New edge feature…"

// idOf is the id in a select item "Name (id)", or the item itself.
func idOf(s string) string {
	if i := strings.LastIndex(s, " ("); i >= 0 && strings.HasSuffix(s, ")") {
		return s[i+2 : len(s)-1]
	}
	if s == "None" {
		return ""
	}
	return s
}

// named is a select item for a thing with a name and an id.
func named(name, id string) string {
	if name == "" || name == id {
		return id
	}
	return name + " (" + id + ")"
}

// MapKey chooses the Map tab's tool whose key is r (1-9, C, D, O, G, or the
// tool's letter: S, B, F, E, P, R, X, L, A); false when r is none. The
// window calls it for the keys typed while Design mode shows the Map tab.
func (d *Designer) MapKey(r rune) bool {
	if d.mapTab == nil {
		return false
	}
	return d.mapTab.key(r)
}

// letters are the tools' letter keys, in palette order.
var letters = "SBFEPRXLACDOG"

func (t *mapTab) key(r rune) bool {
	r = unicode.ToUpper(r)
	for i, mt := range t.tools {
		if mt.key == string(r) || rune(letters[i]) == r {
			if t.offered(mt) {
				t.choose(mt)
				return true
			}
		}
	}
	return false
}

// choose makes mt the current tool: the board's left button goes to it
// (while the Map tab shows). The form of another tool goes: each tool
// shows its own form, or none.
func (t *mapTab) choose(mt *mapTool) {
	if t.tool != mt && t.form != nil {
		t.show(nil)
	}
	t.tool = mt
	for _, o := range t.tools {
		o.button.Importance = widget.MediumImportance
		if o == mt {
			o.button.Importance = widget.HighImportance
		}
		o.button.Refresh()
	}
	t.hint.SetText(mt.hint)
	t.d.toolForTab()
	t.showOptions()
}

// showOptions shows the current tool's options.
func (t *mapTab) showOptions() {
	var objs []fyne.CanvasObject
	switch t.tool.tool.(type) {
	case *brushTool:
		if t.tool.tool.(*brushTool).region {
			objs = append(objs, widget.NewLabel("Region:"), t.regSel)
		} else {
			objs = append(objs, widget.NewLabel("Terrain: "+t.terrainName(t.terrain)+" (choose it in Terrain types)"))
		}
		objs = append(objs, t.sizeSel)
	case *fillTool:
		objs = append(objs, widget.NewLabel("Terrain: "+t.terrainName(t.terrain)+" (choose it in Terrain types)"))
	case *edgeTool:
		objs = append(objs, widget.NewLabel("Edge feature:"), t.featSel)
	case *roadTool:
		objs = append(objs, widget.NewLabel("Road type:"), t.roadSel, widget.NewButton("Change road type…", func() {
			if m := t.curMap(); m != nil && m.RoadType(t.roadType) != nil {
				t.editRoadType(t.roadType)
			}
		}))
	case *spaceTool:
		objs = append(objs, widget.NewLabel("New spaces are:"), t.shapeSel)
	case *areaTool:
		objs = append(objs, t.areaSel)
	}
	t.options.Objects = objs
	t.options.Refresh()
	t.relayout()
}

// offered reports whether mt works on the panel's map (grid tools on
// grids, graph tools on graphs).
func (t *mapTab) offered(mt *mapTool) bool {
	m := t.curMap()
	if m == nil {
		return true
	}
	if m.Kind() == board.Graph {
		return mt.graph
	}
	return mt.grid
}

// refresh brings the tab up to date after f changed (nil: anything).
func (t *mapTab) refresh(f *design.File) {
	for _, mf := range t.d.Proj.Maps {
		if f == nil || f == mf {
			if r := mf.Result(); r != nil && r.Map != nil {
				t.good[mf] = r.Map
			}
		}
	}
	// The map select: shown when there are several maps.
	var items []string
	cur := ""
	for _, mf := range t.d.Proj.Maps {
		m := t.good[mf]
		if m == nil {
			continue
		}
		it := m.ID + " — " + m.Name
		items = append(items, it)
		if m.ID == t.mapID || cur == "" && t.mapID == "" {
			cur = it
		}
	}
	t.mapSel.Options = items
	if len(items) > 1 {
		t.mapSel.Show()
	} else {
		t.mapSel.Hide()
	}
	if cur != "" && t.mapSel.Selected != cur {
		t.mapSel.Selected = cur
	}
	t.mapSel.Refresh()
	// The palette: the tools the map's kind offers.
	var buttons []fyne.CanvasObject
	for _, mt := range t.tools {
		if t.offered(mt) {
			buttons = append(buttons, mt.button)
		}
	}
	t.toolBox.Objects = buttons
	t.toolBox.Refresh()
	if t.tool != nil && !t.offered(t.tool) {
		t.choose(t.tools[0])
	}
	m := t.curMap()
	// The tools' choices.
	if m != nil {
		if t.terrain == "" || m.Terrain(t.terrain) == nil {
			t.terrain = ""
			if len(m.Terrains) > 0 {
				t.terrain = m.Terrains[0].ID
			}
		}
		ids, names := make([]string, len(m.EdgeTypes)), make([]string, len(m.EdgeTypes))
		for i, e := range m.EdgeTypes {
			ids[i], names[i] = e.ID, e.Name
		}
		fillTypeSelect(t.featSel, &t.feature, ids, names, newFeatureItem)
		t.refreshRoadTypes(m)
		regs := []string{"None"}
		for _, r := range m.Regions {
			regs = append(regs, named(r.Name, r.ID))
		}
		if t.pending != nil && m.Region(t.pending.ID) == nil {
			regs = append(regs, named(t.pending.Name, t.pending.ID))
		}
		t.regSel.Options = regs
		t.regSel.Selected = "None"
		if r := m.Region(t.region); r != nil {
			t.regSel.Selected = named(r.Name, r.ID)
		} else if t.pending != nil && t.pending.ID == t.region {
			t.regSel.Selected = named(t.pending.Name, t.pending.ID)
		} else {
			t.region = ""
		}
		t.regSel.Refresh()
	}
	t.terrains.refresh()
	t.features.refresh()
	t.regions.refresh()
	t.boxes.refresh()
	t.picture.refresh()
	if t.tool != nil {
		t.showOptions()
	}
}

// curFile is the file of the map the panels show.
func (t *mapTab) curFile() *design.File { return t.file(t.mapID) }

// curMap is the panels' map as last checked good, nil when it never was.
func (t *mapTab) curMap() *maps.Map {
	if f := t.curFile(); f != nil {
		return t.good[f]
	}
	return nil
}

// file is the file of map mapID ("" for the first).
func (t *mapTab) file(mapID string) *design.File {
	if f := t.d.Proj.MapFile(mapID); f != nil {
		return f
	}
	for _, f := range t.d.Proj.Maps {
		if m := t.good[f]; mapID == "" || m != nil && m.ID == mapID {
			return f
		}
	}
	return nil
}

// at is the file and map under a tool point, with ok false (and the
// status bar saying why) when there is none to edit.
func (t *mapTab) at(p boardview.ToolPoint) (*design.File, *maps.Map, bool) {
	if p.Map == "" {
		return nil, nil, false
	}
	f := t.file(p.Map)
	if f == nil {
		t.d.SetStatus(fmt.Sprintf("Map %q is not one of the project's files.", p.Map))
		return nil, nil, false
	}
	m := t.good[f]
	if m == nil {
		t.d.SetStatus("The map " + f.Name + " has problems to fix first (see Problems).")
		return nil, nil, false
	}
	if p.Map != t.mapID && len(t.d.Proj.Maps) > 1 {
		t.mapID = p.Map
		t.refresh(nil)
	}
	return f, m, true
}

// edit makes an edit of map file f through the designer; cells are the
// cells of map mapID it changes (nil: any). The status bar then says what
// was done, or the first problem `sandtable check` finds in the file now
// (the Problems tab lists them all).
func (t *mapTab) edit(f *design.File, mapID string, cells []board.Cell, fn func() error) error {
	var locs []rules.Location
	for _, c := range cells {
		locs = append(locs, rules.Location{Map: mapID, Cell: c})
	}
	if err := t.d.Edit(f, locs, fn); err != nil {
		return err
	}
	if r := f.Result(); r != nil && len(r.Messages) > 0 {
		more := ""
		if n := len(r.Messages) - 1; n > 0 {
			more = fmt.Sprintf(" (and %d more: see Problems)", n)
		}
		t.d.SetStatus(r.Messages[0].Text + more)
	} else if name := f.UndoName(); name != "" {
		t.d.SetStatus("Done: " + name)
	}
	return nil
}

// terrainName is the name of terrain id on the panels' map.
func (t *mapTab) terrainName(id string) string {
	if m := t.curMap(); m != nil {
		if tr := m.Terrain(id); tr != nil {
			return named(tr.Name, tr.ID)
		}
	}
	if id == "" {
		return "none"
	}
	return id
}

// offsets are cells as the design package counts them (column, row);
// false on a graph map.
func offsets(m *maps.Map, cells []board.Cell) ([]design.Cell, bool) {
	g, ok := m.Topology.(board.OffsetGrid)
	if !ok {
		return nil, false
	}
	out := make([]design.Cell, len(cells))
	for i, c := range cells {
		col, row := g.Offset(c)
		out[i] = design.Cell{Col: col, Row: row}
	}
	return out, true
}

// footprint is the brush's cells around c: c alone, or with the large
// brush a hex and its ring (7) or the 3×3 squares around a square.
func (t *mapTab) footprint(m *maps.Map, c board.Cell) []board.Cell {
	if !t.bigBrush {
		return []board.Cell{c}
	}
	out := []board.Cell{c}
	if g, ok := m.Topology.(board.OffsetGrid); ok && m.Kind() == board.Square {
		col, row := g.Offset(c)
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				if n := g.FromOffset(col+dc, row+dr); (dc != 0 || dr != 0) && g.Index(n) >= 0 {
					out = append(out, n)
				}
			}
		}
		return out
	}
	return m.Topology.Neighbors(c, out)
}

// mark is a highlight of cell c of map mapID filled with col.
func (t *mapTab) mark(mapID string, c board.Cell, col color.RGBA, alpha uint8) boardview.Highlight {
	return boardview.Highlight{Polygon: t.d.board.CellPolygon(mapID, c), Fill: color.NRGBA{col.R, col.G, col.B, alpha}}
}

// lineMark is a highlight along the polyline pts, w pixels wide.
func lineMark(pts []board.Point, w float64, col color.NRGBA) []boardview.Highlight {
	var out []boardview.Highlight
	for i := 0; i+1 < len(pts); i++ {
		a, b := pts[i], pts[i+1]
		dx, dy := b.X-a.X, b.Y-a.Y
		l := math.Hypot(dx, dy)
		if l == 0 {
			continue
		}
		nx, ny := -dy/l*w/2, dx/l*w/2
		out = append(out, boardview.Highlight{Fill: col, Polygon: []board.Point{
			{X: a.X + nx, Y: a.Y + ny}, {X: b.X + nx, Y: b.Y + ny}, {X: b.X - nx, Y: b.Y - ny}, {X: a.X - nx, Y: a.Y - ny}}})
	}
	return out
}

// parseColour reads a colour as the data files write it.
func parseColour(s string) (color.RGBA, error) { return tomlfile.ParseColor(strings.TrimSpace(s)) }

// show puts form's widgets in the details area and brings it into view;
// nil clears it.
func (t *mapTab) show(form any, objs ...fyne.CanvasObject) {
	t.form = form
	t.details.Objects = objs
	t.details.Refresh()
	t.relayout()
	if form != nil {
		t.reveal(-1, t.details)
	}
}

// reveal brings obj into view: the accordion's section (-1: none) is
// opened, the Map tab shown, and the tab scrolled to obj's top when obj
// is not all in view. A form opened in a closed section, or below the
// fold, would otherwise show nothing.
func (t *mapTab) reveal(section int, obj fyne.CanvasObject) {
	if t.acc != nil && section >= 0 && section < len(t.acc.Items) && !t.acc.Items[section].Open {
		t.acc.Open(section)
	}
	t.relayout()
	t.d.ShowTab("Map")
	t.scrollTo(obj)
	// The window's driver lays a section just opened out when it next
	// draws: measured now, obj may still be where it was; measure again
	// once it is drawn.
	boardview.Later(80*time.Millisecond, func() { t.scrollTo(obj) })
}

// scrollTo scrolls the tab so that obj shows: its top, and all of it
// when it fits.
func (t *mapTab) scrollTo(obj fyne.CanvasObject) {
	a := fyne.CurrentApp()
	if a == nil || t.content.Size().Height <= 0 || !obj.Visible() {
		return
	}
	drv := a.Driver()
	top := drv.AbsolutePositionForObject(obj).Y - drv.AbsolutePositionForObject(t.body).Y
	if top < 0 {
		return // not laid out yet
	}
	bottom := top + obj.MinSize().Height
	view := t.content.Size().Height
	off := t.content.Offset.Y
	if top >= off && bottom <= off+view {
		return // in view already
	}
	y := top - 8
	if obj.MinSize().Height < view && bottom > off+view && top >= off {
		y = bottom - view + 8 // just enough to see all of it
	}
	if y < 0 {
		y = 0
	}
	t.content.ScrollToOffset(fyne.NewPos(0, y))
}

// relayout lays the tab out again after a part of it changed size (a
// form shown or taken away).
func (t *mapTab) relayout() {
	if t.body == nil {
		return
	}
	t.body.Refresh()
	t.content.Refresh()
}
