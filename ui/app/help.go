package app

import (
	"fmt"
	"image/color"
	"regexp"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"sandtable/maps"
	"sandtable/rules"
	"sandtable/ui/render"
)

// Help > Rules reference (issue 10 item 9): the module's rules reference
// (phases, verbs, supply, the CRT with the current attack's column marked,
// terrain effects, result codes), the map legend drawn by the map's own
// drawing code, and what every colour and mark of the board means. It is a
// window of its own, so players can keep the CRT beside the board; it
// shows only public rules and map data, never a side's secrets.

// Titles of the reference window's own pages, after the module's sections.
const (
	pageMapLegend = "Map legend"
	pageColours   = "Board colours and marks"
	pageKeys      = "Keyboard and mouse"
)

// reference is the game's rules reference, nil when its module has none.
func (w *Window) reference() *rules.Reference {
	if r, ok := w.sess.Game.State().(rules.Referencer); ok {
		ref := r.Reference()
		return &ref
	}
	return nil
}

// ruleInText finds the rule a status message cites, "(000 Movement)" at
// its end, when the reference has a section for it.
var ruleAtEnd = regexp.MustCompile(`\(([^()]+)\)\s*$`)

func (w *Window) ruleInText(s string) string {
	m := ruleAtEnd.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	ref := w.reference()
	if ref == nil || ref.RuleSection(m[1]) == nil {
		return ""
	}
	return m[1]
}

// showReference opens (or brings up) the reference window at the section
// of rule (a refusal's rule; "" for the first page), or at the table with
// id tableID with column marked.
func (w *Window) showReference(rule, tableID, column string) {
	ref := w.reference()
	var pages []string
	var sections []rules.RefSection
	title := "Rules reference"
	if ref != nil {
		sections = ref.Sections
		if ref.Title != "" {
			title = ref.Title
		}
	}
	for _, s := range sections {
		pages = append(pages, s.Title)
	}
	pages = append(pages, pageMapLegend, pageColours, pageKeys)
	start := 0
	for i, s := range sections {
		if rule != "" && ref.RuleSection(rule) == &ref.Sections[i] {
			start = i
		}
		for _, t := range s.Tables {
			if tableID != "" && t.ID == tableID {
				start = i
			}
		}
	}
	if ref == nil && rule == "" && tableID == "" {
		start = len(pages) - 3 // the map legend
	}
	content := container.NewStack()
	show := func(i int) {
		var page fyne.CanvasObject
		switch {
		case i < len(sections):
			page = w.sectionPage(sections[i], tableID, column)
		case pages[i] == pageMapLegend:
			page = w.mapLegendPage()
		case pages[i] == pageColours:
			page = w.coloursPage()
		default:
			page = textPage(pageKeys, shortcutsText)
		}
		content.Objects = []fyne.CanvasObject{container.NewVScroll(page)}
		content.Refresh()
	}
	if w.help == nil {
		hw := w.app.NewWindow("")
		hw.SetOnClosed(func() { w.help = nil })
		hw.Resize(fyne.NewSize(900, 680))
		// Escape closes it, as the Close button does: keys typed here
		// never reach the game.
		hw.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
			if ev.Name == fyne.KeyEscape {
				hw.Close()
			}
		})
		w.help = hw
	}
	hw := w.help
	// The list of pages takes the keyboard once a page is clicked: it
	// closes the window on Escape too (the window's own handler hears
	// keys only while nothing has the focus).
	list := newEscList(func() int { return len(pages) },
		func() fyne.CanvasObject { return widget.NewLabel("a section title of some length") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(pages[i]) },
		hw.Close)
	list.OnSelected = func(i widget.ListItemID) { show(i) }
	split := container.NewHSplit(list, content)
	split.Offset = 0.28
	closeBtn := widget.NewButton("Close (Esc)", func() { hw.Close() })
	w.help.SetTitle(title + " — " + w.sess.Game.Scenario.Name)
	w.help.SetContent(container.NewBorder(nil, container.NewHBox(layout.NewSpacer(), closeBtn), nil, nil, split))
	list.Select(start)
	w.help.Show()
	w.help.RequestFocus()
}

// escList is a list that runs onEscape when Escape is typed while it has
// the keyboard; other keys move through it as in any list.
type escList struct {
	widget.List
	onEscape func()
}

func newEscList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject), onEscape func()) *escList {
	l := &escList{onEscape: onEscape}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

// TypedKey runs onEscape on Escape, else moves through the list.
func (l *escList) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		l.onEscape()
		return
	}
	l.List.TypedKey(ev)
}

// textPage is a page of plain text under a title.
func textPage(title, text string) fyne.CanvasObject {
	body := widget.NewLabel(text)
	body.Wrapping = fyne.TextWrapWord
	return container.NewVBox(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), body)
}

// sectionPage is one section of the module's reference: its rule name,
// its text (markdown-like: paragraphs and "- " lists) and its tables, the
// column named column of table tableID marked.
func (w *Window) sectionPage(s rules.RefSection, tableID, column string) fyne.CanvasObject {
	box := container.NewVBox(widget.NewLabelWithStyle(s.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	if s.Rule != "" {
		box.Add(widget.NewLabelWithStyle("Cited as: "+s.Rule, fyne.TextAlignLeading, fyne.TextStyle{Italic: true}))
	}
	if s.Text != "" {
		t := widget.NewRichTextFromMarkdown(s.Text)
		t.Wrapping = fyne.TextWrapWord
		box.Add(t)
	}
	for _, t := range s.Tables {
		mark := ""
		if t.ID != "" && t.ID == tableID {
			mark = column
		}
		box.Add(refTable(t, mark))
	}
	return box
}

// markFill is the colour behind the marked column of a table.
var markFill = color.NRGBA{230, 120, 20, 110}

// refTable draws a chart as a grid of cells, the column headed mark
// tinted (the current attack's column).
func refTable(t rules.RefTable, mark string) fyne.CanvasObject {
	box := container.NewVBox()
	if t.Caption != "" {
		box.Add(widget.NewLabelWithStyle(t.Caption, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	if mark != "" {
		box.Add(widget.NewLabel("Marked: column " + mark + ", the attack being resolved."))
	}
	n := len(t.Columns)
	for _, r := range t.Rows {
		n = max(n, len(r))
	}
	if n == 0 {
		return box
	}
	grid := container.NewGridWithColumns(n)
	cell := func(text string, col int, head bool) {
		l := widget.NewLabelWithStyle(text, fyne.TextAlignCenter, fyne.TextStyle{Bold: head})
		l.Wrapping = fyne.TextWrapWord // long printed results wrap inside the window
		if mark != "" && col < len(t.Columns) && strings.TrimSpace(t.Columns[col]) == mark {
			grid.Add(container.NewStack(canvas.NewRectangle(markFill), l))
			return
		}
		grid.Add(l)
	}
	for i := 0; i < n; i++ {
		text := ""
		if i < len(t.Columns) {
			text = t.Columns[i]
		}
		cell(text, i, true)
	}
	for _, r := range t.Rows {
		for i := 0; i < n; i++ {
			text := ""
			if i < len(r) {
				text = r[i]
			}
			cell(text, i, false)
		}
	}
	box.Add(grid)
	if t.Notes != "" {
		notes := widget.NewLabel(t.Notes)
		notes.Wrapping = fyne.TextWrapWord
		box.Add(notes)
	}
	return box
}

// swatchPx is the size of a legend swatch, in Fyne units.
const swatchPx = 36

// legendRow is a swatch picture and its meaning.
func legendRow(img *canvas.Image, text string) fyne.CanvasObject {
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(swatchPx, swatchPx))
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return container.NewBorder(nil, nil, img, nil, l)
}

// mapLegendPage shows every terrain, edge feature and place symbol of the
// game's maps as the map draws them, with their movement effects.
func (w *Window) mapLegendPage() fyne.CanvasObject {
	box := container.NewVBox(widget.NewLabelWithStyle(pageMapLegend, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	px := swatchPx * 2 // drawn at twice the size for sharpness on any screen
	seen := map[string]bool{}
	box.Add(widget.NewLabelWithStyle("Terrain", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for _, m := range w.sess.Game.Scenario.Maps {
		for _, t := range m.Terrains {
			if seen["t:"+t.Name] {
				continue
			}
			seen["t:"+t.Name] = true
			box.Add(legendRow(canvas.NewImageFromImage(render.TerrainSwatch(t, px)), t.Name+": "+terrainEffect(t)))
		}
	}
	var edges []fyne.CanvasObject
	for _, m := range w.sess.Game.Scenario.Maps {
		for _, e := range m.EdgeTypes {
			if seen["e:"+e.Name] {
				continue
			}
			seen["e:"+e.Name] = true
			edges = append(edges, legendRow(canvas.NewImageFromImage(render.EdgeSwatch(e, px)), e.Name+": "+edgeEffect(e)))
		}
	}
	var roads []fyne.CanvasObject
	for _, m := range w.sess.Game.Scenario.Maps {
		for _, r := range m.RoadTypes {
			if seen["r:"+r.Name] {
				continue
			}
			seen["r:"+r.Name] = true
			roads = append(roads, legendRow(canvas.NewImageFromImage(render.RoadSwatch(r, px)), r.Name+": "+roadEffect(m, r)))
		}
	}
	if len(roads) > 0 {
		box.Add(widget.NewLabelWithStyle("Roads and railways", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		box.Objects = append(box.Objects, roads...)
	}
	if len(edges) > 0 {
		box.Add(widget.NewLabelWithStyle("Hexside and edge features", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		box.Objects = append(box.Objects, edges...)
	}
	kinds := map[string]bool{}
	vp := false
	for _, m := range w.sess.Game.Scenario.Maps {
		for _, p := range m.Places {
			for _, k := range p.Kinds {
				kinds[k] = true
			}
			vp = vp || p.VP > 0 && !p.Is("victory")
		}
	}
	if len(kinds) > 0 || vp {
		box.Add(widget.NewLabelWithStyle("Places", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	for _, k := range maps.PlaceKinds {
		if kinds[k] {
			box.Add(legendRow(canvas.NewImageFromImage(render.PlaceSwatch([]string{k}, 0, px)), placeKindText(k)))
		}
	}
	if vp {
		box.Add(legendRow(canvas.NewImageFromImage(render.PlaceSwatch(nil, 1, px)), "★ victory points"))
	}
	return box
}

// terrainEffect is a terrain's movement effect in words.
func terrainEffect(t *maps.Terrain) string {
	switch {
	case t.Impassable:
		return "impassable"
	case t.MoveCost > 1:
		return fmt.Sprintf("%d movement points to enter", t.MoveCost)
	}
	return "1 movement point to enter"
}

// edgeEffect is an edge feature's movement effect in words.
func edgeEffect(e *maps.EdgeType) string {
	switch {
	case e.Impassable:
		return "cannot be crossed"
	case e.MoveCost == 1:
		return "+1 movement point to cross"
	case e.MoveCost > 1:
		return fmt.Sprintf("+%d movement points to cross", e.MoveCost)
	}
	return "no movement cost"
}

// roadEffect is a road type's movement effect in words.
func roadEffect(m *maps.Map, r *maps.RoadType) string {
	s := "as the terrain entered (the rules say what a road gives)"
	switch {
	case r.MoveCost == 1:
		s = "1 movement point a cell along it"
	case r.MoveCost >= 0:
		s = fmt.Sprintf("%d movement points a cell along it", r.MoveCost)
	}
	if len(r.Bridges) > 0 {
		names := make([]string, len(r.Bridges))
		for i, id := range r.Bridges {
			names[i] = strings.ToLower(m.EdgeType(id).Name)
		}
		s += "; bridges " + strings.Join(names, ", ")
	}
	return s
}

// placeKindText says what a place kind's symbol is.
func placeKindText(k string) string {
	words := map[string]string{
		"city": "city", "town": "town", "fortress": "fortress", "port": "port",
		"capital": "capital", "victory": "victory objective", "supply_source": "supply source",
		"reinforcement_zone": "reinforcement zone", "airfield": "airfield",
	}
	if s, ok := words[k]; ok {
		return s
	}
	return strings.ReplaceAll(k, "_", " ")
}

// coloursPage explains every tint and mark the board may show now, and the
// counters' tags.
func (w *Window) coloursPage() fyne.CanvasObject {
	box := container.NewVBox(widget.NewLabelWithStyle(pageColours, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	px := swatchPx * 2
	for _, e := range w.board.Legend() {
		box.Add(legendRow(canvas.NewImageFromImage(render.ColourSwatch(e.Fill, px)), e.Label))
	}
	tags := map[string]string{
		"DS":  "on a counter: in Defense Supply (attack halved)",
		"OOS": "on a counter: Out of Supply",
		"H":   "on a counter: face down; only its owner sees what it is",
	}
	keys := make([]string, 0, len(tags))
	for k := range tags {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	box.Add(widget.NewLabelWithStyle("Tags on counters", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for _, k := range keys {
		box.Add(widget.NewLabel(k + "  " + tags[k]))
	}
	box.Add(legendRow(canvas.NewImageFromImage(render.TurnedSwatch(px)), turnedLegend))
	return box
}

// turnedLegend says what a counter turned on its side means.
const turnedLegend = "A counter turned on its side: a status the rules mark by turning the counter (out of gas in A&A North Africa); the stack panel says which"
