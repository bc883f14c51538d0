package designer

// The Set-up tab: the tray of the catalogues' counters, the placements of
// the scenario's [[setup]] on the board and in boxes, the reinforcement
// schedule and the turn track. Every change is one design.File edit of the
// scenario made through Designer.Edit, so it can be undone.

import (
	"fmt"
	"image"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"sandtable/counters"
	"sandtable/design"
	"sandtable/maps"
	"sandtable/rules"
)

// setupWhere is where a placement is: a cell (At, a label) or an off-map
// box (Box) of map Map, always named by its id (the scenario's first map
// included, which the file leaves out).
type setupWhere struct {
	Map, At, Box string
}

// setupTab is the Set-up tab's content: a widget of its own so that it
// knows when the tab is shown (it then gives the board its tool).
type setupTab struct {
	widget.BaseWidget
	d    *Designer
	tool *setupTool

	// faceDown is the tray's "face down (hidden)" toggle for new
	// placements and reinforcements.
	faceDown *widget.Check
	// armed is the unit chosen in the tray, placed by clicking a cell
	// (or by typing where); "" for none.
	armed string
	// sel is the cell or box last clicked with the tool; hasSel is false
	// until one is.
	sel    setupWhere
	hasSel bool
	// chosen is the [[setup]] index chosen in the placements list (the one
	// a drag from its cell moves), -1 for none.
	chosen int

	// rfUnit, rfTurn and rfHidden are what the reinforcement form has
	// chosen: unit id, turn index (-1 none) and face down.
	rfUnit   string
	rfTurn   int
	rfHidden bool

	// The sections, rebuilt after every edit.
	tray, armedBox, placements, reinf, turns *fyne.Container
	acc                                      *widget.Accordion
	root                                     fyne.CanvasObject

	faces map[string]*image.RGBA
	// rows are the placements list's rows by [[setup]] index, kept while
	// unchanged (refreshPlacements); dropped with faces when the counters
	// or a map change.
	rows map[int]placementRowOf
	// stale: an edit came while the tab was hidden, and its sections
	// were not rebuilt (refresh); showing the tab rebuilds them.
	stale bool
}

// setupPanel is the Set-up tab.
func (d *Designer) setupPanel() fyne.CanvasObject {
	t := &setupTab{d: d, faces: map[string]*image.RGBA{}, chosen: -1, rfTurn: -1}
	t.ExtendBaseWidget(t)
	t.tool = &setupTool{t: t}
	t.faceDown = widget.NewCheck("Place face down (hidden)", nil)
	t.tray = container.NewVBox()
	t.armedBox = container.NewVBox()
	t.placements = container.NewVBox()
	t.reinf = container.NewVBox()
	t.turns = container.NewVBox()
	// The tray comes first: the placements list changes height with every
	// drop (it shows the stack dropped on), and a tray below it would move
	// under the pointer, so that the next drag took another unit.
	t.acc = widget.NewAccordion(
		widget.NewAccordionItem("Counters (drag onto the board)", container.NewVBox(t.faceDown, t.armedBox, t.tray)),
		widget.NewAccordionItem("Placements (click a stack on the board)", t.placements),
		widget.NewAccordionItem("Reinforcements", t.reinf),
		widget.NewAccordionItem("Turn track", t.turns),
	)
	t.acc.MultiOpen = true
	t.acc.OpenAll()
	t.root = container.NewVScroll(t.acc)
	d.OnRefresh(func(f *design.File) { t.refresh(f) })
	t.refresh(nil)
	return t
}

// CreateRenderer draws the tab's sections.
func (t *setupTab) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.root) }

// Show is the tab coming forward: the board's left button goes to the
// set-up tool. (The tabs call Show at every layout; only a hidden tab
// being shown counts.)
func (t *setupTab) Show() {
	was := t.Visible()
	t.BaseWidget.Show()
	if !was {
		if t.stale {
			t.rebuild()
		}
		t.d.board.SetTool(t.tool)
	}
}

// refresh rebuilds the sections after f changed (nil: anything may have).
func (t *setupTab) refresh(f *design.File) {
	if f != nil && f != t.d.Proj.Scenario && !t.isCounters(f) && !t.isMap(f) {
		return
	}
	if f == nil || t.isCounters(f) {
		t.faces = map[string]*image.RGBA{}
	}
	if f == nil || f != t.d.Proj.Scenario { // the counters or a map: pictures and names
		t.rows = nil
	}
	// Hidden, the tab is rebuilt when shown, not at every edit: a brush
	// stroke on the Map tab rebuilt every placement row, the tray and the
	// turn track, 40% of what a designing session allocated (and widgets
	// Fyne keeps for a minute after they go).
	if !t.Visible() {
		t.stale = true
		return
	}
	t.rebuild()
}

// rebuild makes the tab's sections again from the project.
func (t *setupTab) rebuild() {
	t.stale = false
	if t.d.Proj.Scenario == nil {
		msg := widget.NewLabel("This project has no scenario: set-ups belong to a scenario (Design ▸ New scenario on this map).")
		msg.Wrapping = fyne.TextWrapWord
		t.tray.Objects = []fyne.CanvasObject{msg}
		t.tray.Refresh()
		for _, c := range []*fyne.Container{t.armedBox, t.placements, t.reinf, t.turns} {
			c.Objects = nil
			c.Refresh()
		}
		t.acc.Refresh()
		return
	}
	t.refreshTray()
	t.refreshArmed()
	t.refreshPlacements()
	t.refreshReinforcements()
	t.refreshTurns()
	t.acc.Refresh()
}

func (t *setupTab) isCounters(f *design.File) bool {
	for _, c := range t.d.Proj.Counters {
		if c == f {
			return true
		}
	}
	return false
}

func (t *setupTab) isMap(f *design.File) bool {
	for _, m := range t.d.Proj.Maps {
		if m == f {
			return true
		}
	}
	return false
}

// catalogues are the project's counter catalogues that load; a catalogue
// with problems is left out (the Problems tab says what they are).
func (t *setupTab) catalogues() []*counters.Catalogue {
	var out []*counters.Catalogue
	for _, f := range t.d.Proj.Counters {
		if r := f.Result(); r != nil && r.Catalogue != nil {
			out = append(out, r.Catalogue)
		}
	}
	return out
}

// unit finds unit id in the catalogues, with its catalogue.
func (t *setupTab) unit(id string) (*counters.Catalogue, *counters.Unit) {
	for _, c := range t.catalogues() {
		if u := c.Unit(id); u != nil {
			return c, u
		}
	}
	return nil, nil
}

// unitName is the name people read for unit id (the id when the
// catalogues do not have it).
func (t *setupTab) unitName(id string) string {
	if _, u := t.unit(id); u != nil && u.Name != "" {
		return u.Name
	}
	return id
}

// maps are the project's maps that load, in the scenario's order.
func (t *setupTab) maps() []*maps.Map {
	var out []*maps.Map
	for _, f := range t.d.Proj.Maps {
		if r := f.Result(); r != nil && r.Map != nil {
			out = append(out, r.Map)
		}
	}
	return out
}

// firstMap is the id of the scenario's first map, which placements leave
// out; "" when there is none that loads.
func (t *setupTab) firstMap() string {
	if len(t.d.Proj.Maps) > 0 {
		if r := t.d.Proj.Maps[0].Result(); r != nil && r.Map != nil {
			return r.Map.ID
		}
	}
	if s, _ := t.d.Preview(); s != nil && len(s.Maps) > 0 {
		return s.Maps[0].ID
	}
	return ""
}

// mapOf is the loaded map id ("" for the first).
func (t *setupTab) mapOf(id string) *maps.Map {
	if id == "" {
		id = t.firstMap()
	}
	for _, m := range t.maps() {
		if m.ID == id {
			return m
		}
	}
	return nil
}

// where is where placement p is.
func (t *setupTab) where(p design.PlacementSpec) setupWhere {
	w := setupWhere{Map: p.Map, At: p.At, Box: p.Box}
	if w.Map == "" {
		w.Map = t.firstMap()
	}
	return w
}

// fileMap is the map key a placement on map id is written with: none for
// the first map.
func (t *setupTab) fileMap(id string) string {
	if id == t.firstMap() {
		return ""
	}
	return id
}

// whereName says where w is as people read it: the cell's label, or the
// box's name, with the map's name when the scenario has several maps.
func (t *setupTab) whereName(w setupWhere) string {
	m := t.mapOf(w.Map)
	s := w.At
	if w.Box != "" {
		s = w.Box
		if m != nil {
			for _, b := range m.Boxes {
				if b.ID == w.Box && b.Name != "" {
					s = b.Name
				}
			}
		}
	}
	if len(t.d.Proj.Maps) > 1 && m != nil {
		name := m.Name
		if name == "" {
			name = m.ID
		}
		s += " (" + name + ")"
	}
	return s
}

// setups are the scenario's [[setup]] placements in file order (index k
// is the k-th [[setup]]); an item that does not read is a zero spec.
func (t *setupTab) setups() []design.PlacementSpec {
	f := t.d.Proj.Scenario
	if f == nil {
		return nil
	}
	n := len(f.Items("setup"))
	out := make([]design.PlacementSpec, n)
	for k := range n {
		out[k], _ = f.Setup(k)
	}
	return out
}

// setupsAt are the indexes of the [[setup]] placements at w, in file
// order (the last is the top of the stack).
func (t *setupTab) setupsAt(w setupWhere) []int {
	var out []int
	for k, p := range t.setups() {
		if p.Unit != "" && t.where(p) == w {
			out = append(out, k)
		}
	}
	return out
}

// count is how many counters a placement puts down.
func count(p design.PlacementSpec) int {
	if p.Count != nil {
		return *p.Count
	}
	return 1
}

// edit makes one edit of the scenario file: only the scenario changed, so
// no map tile needs drawing again.
func (t *setupTab) edit(fn func(f *design.File) error) error {
	f := t.d.Proj.Scenario
	if f == nil {
		err := fmt.Errorf("designer: this project has no scenario to set up")
		t.d.SetStatus(err.Error())
		return err
	}
	err := t.d.Edit(f, []rules.Location{}, func() error { return fn(f) })
	if err == nil {
		t.done("")
	}
	return err
}

// done says msg in the status bar, followed by check's first message when
// the scenario no longer checks (a turn renamed that a reinforcement
// names...): the Problems tab lists them all.
func (t *setupTab) done(msg string) {
	if r := t.d.Proj.Scenario.Result(); r != nil && !r.OK() && len(r.Messages) > 0 {
		msg = strings.TrimSpace(msg + " Check: " + r.Messages[0].Text)
	}
	if msg != "" {
		t.d.SetStatus(msg)
	}
}

// place sets up unit id at w (AddSetup), face down when the tray's toggle
// says so.
func (t *setupTab) place(id string, w setupWhere) error {
	if _, u := t.unit(id); u == nil {
		err := fmt.Errorf("designer: no unit %q in the counters", id)
		t.d.SetStatus(err.Error())
		return err
	}
	p := design.PlacementSpec{Unit: id, Map: t.fileMap(w.Map), At: w.At, Box: w.Box, Hidden: t.faceDown.Checked}
	if err := t.edit(func(f *design.File) error { _, err := f.AddSetup(p); return err }); err != nil {
		return err
	}
	t.done(fmt.Sprintf("Set up %s at %s.", t.unitName(id), t.whereName(w)))
	t.selectWhere(w)
	return nil
}

// move moves the k-th [[setup]] to w (MoveSetup).
func (t *setupTab) move(k int, w setupWhere) error {
	ps := t.setups()
	if k < 0 || k >= len(ps) {
		return fmt.Errorf("designer: no placement %d", k)
	}
	from := t.where(ps[k])
	if err := t.edit(func(f *design.File) error { return f.MoveSetup(k, t.fileMap(w.Map), w.At, w.Box) }); err != nil {
		return err
	}
	t.done(fmt.Sprintf("Moved %s from %s to %s.", t.unitName(ps[k].Unit), t.whereName(from), t.whereName(w)))
	t.selectWhere(w)
	return nil
}

// setHidden sets the k-th [[setup]] face down or up (SetSetupHidden).
func (t *setupTab) setHidden(k int, hidden bool) error {
	return t.edit(func(f *design.File) error { return f.SetSetupHidden(k, hidden) })
}

// remove takes the k-th [[setup]] away (RemoveSetup).
func (t *setupTab) remove(k int) error {
	ps := t.setups()
	if k < 0 || k >= len(ps) {
		return fmt.Errorf("designer: no placement %d", k)
	}
	if err := t.edit(func(f *design.File) error { return f.RemoveSetup(k) }); err != nil {
		return err
	}
	t.done(fmt.Sprintf("Took %s off %s.", t.unitName(ps[k].Unit), t.whereName(t.where(ps[k]))))
	return nil
}

// setCount sets how many counters the k-th [[setup]] puts down (1 is
// written by leaving count out).
func (t *setupTab) setCount(k, n int) error {
	f := t.d.Proj.Scenario
	items := f.Items("setup")
	if k < 0 || k >= len(items) {
		return fmt.Errorf("designer: no placement %d", k)
	}
	p, err := f.Setup(k)
	if err != nil {
		return err
	}
	if count(p) == n && (n != 1 || p.Count == nil) {
		return nil
	}
	return t.edit(func(f *design.File) error {
		if n == 1 {
			return f.DeleteKey(items[k], "count")
		}
		return f.SetKey(items[k], "count", n)
	})
}

// setNote sets the k-th [[setup]]'s note ("" takes it away).
func (t *setupTab) setNote(k int, note string) error {
	f := t.d.Proj.Scenario
	items := f.Items("setup")
	if k < 0 || k >= len(items) {
		return fmt.Errorf("designer: no placement %d", k)
	}
	if p, _ := f.Setup(k); p.Note == note {
		return nil
	}
	return t.edit(func(f *design.File) error {
		if note == "" {
			return f.DeleteKey(items[k], "note")
		}
		return f.SetKey(items[k], "note", note)
	})
}

// setStep sets the strength the k-th [[setup]] starts at: step n, 1 being
// full strength, as one edit. Step 2 is written "reduced = true" unless
// the placement already counts its steps; a higher step is "step = n".
func (t *setupTab) setStep(k, n int) error {
	f := t.d.Proj.Scenario
	items := f.Items("setup")
	if k < 0 || k >= len(items) {
		return fmt.Errorf("designer: no placement %d", k)
	}
	p, err := f.Setup(k)
	if err != nil {
		return err
	}
	i := items[k]
	cur := 1
	switch {
	case p.Reduced:
		cur = 2
	case p.Step > 0:
		cur = p.Step
	}
	if cur == n && !(p.Reduced && p.Step > 0) {
		return nil
	}
	return t.edit(func(f *design.File) error {
		switch {
		case p.Reduced && p.Step > 0:
			// Both given (check refuses that): write the entry afresh.
		case n == 1 && p.Reduced:
			return f.DeleteKey(i, "reduced")
		case n == 1:
			return f.DeleteKey(i, "step")
		case p.Step > 0:
			return f.SetKey(i, "step", n)
		case n == 2:
			return f.SetKey(i, "reduced", true)
		case !p.Reduced:
			return f.SetKey(i, "step", n)
		}
		q := p
		q.Reduced, q.Step = false, 0
		if n == 2 {
			q.Reduced = true
		} else if n > 2 {
			q.Step = n
		}
		return f.SetEntry(i, q)
	})
}

// selectWhere makes w the selected cell or box: its placements are
// listed, and it is where a reinforcement goes.
func (t *setupTab) selectWhere(w setupWhere) {
	t.sel, t.hasSel = w, true
	t.refreshPlacements()
	t.refreshReinforcements()
	t.acc.Refresh()
}

// parseWhere reads where a designer typed: a box's name or id, a cell
// label of the first map, or MAPID:LABEL.
func (t *setupTab) parseWhere(s string) (setupWhere, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return setupWhere{}, fmt.Errorf("designer: say where: a cell label or a box")
	}
	for _, m := range t.maps() {
		for _, b := range m.Boxes {
			if strings.EqualFold(s, b.ID) || strings.EqualFold(s, b.Name) || s == t.whereName(setupWhere{Map: m.ID, Box: b.ID}) {
				return setupWhere{Map: m.ID, Box: b.ID}, nil
			}
		}
	}
	mapID, label := "", s
	if a, b, ok := strings.Cut(s, ":"); ok {
		mapID, label = a, b
	}
	m := t.mapOf(mapID)
	if m == nil {
		if mapID != "" {
			return setupWhere{}, fmt.Errorf("designer: no map %q in this scenario", mapID)
		}
		return setupWhere{}, fmt.Errorf("designer: the scenario's map does not load yet")
	}
	c, err := m.Topology.Parse(label)
	if err != nil {
		return setupWhere{}, fmt.Errorf("designer: %q is no cell or box of %s: %v", s, m.ID, err)
	}
	return setupWhere{Map: m.ID, At: m.Topology.Label(c)}, nil
}

// whereChoices are the names a where field offers: every box.
func (t *setupTab) whereChoices() []string {
	var out []string
	for _, m := range t.maps() {
		for _, b := range m.Boxes {
			out = append(out, t.whereName(setupWhere{Map: m.ID, Box: b.ID}))
		}
	}
	return out
}
