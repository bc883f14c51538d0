package designer

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/BurntSushi/toml"

	"sandtable/design"
	"sandtable/rules"
	"sandtable/scenarios"
)

// scenarioTab is the Scenario tab: the scenario's header (name,
// description, rules module, the maps, catalogues and sides it names),
// its victory conditions, its options and the rules module's [rules]
// tables with a CRT grid. Every change is one d.Edit of the scenario file
// with design.File's own edits; the panel reads the file again after
// every edit, undo and redo.
type scenarioTab struct {
	d       *Designer
	content fyne.CanvasObject
	// refreshing is true while the panel fills its widgets from the file,
	// so that the widgets' change callbacks make no edits.
	refreshing bool
	// checked is the scenario's check as of the last refresh (the
	// project's check runs every file: once per refresh is enough).
	checked *design.Result

	header  *scenarioHeader
	victory *victoryEditor
	options *optionEditor
	rules   *rulesEditor
	crt     *crtEditor
	// headerScroll scrolls the header; laid out again after a refresh, so
	// that a list grown by a row pushes down what is under it.
	headerScroll *container.Scroll
}

// scenarioPanel is the side panel's Scenario tab.
func (d *Designer) scenarioPanel() fyne.CanvasObject { return newScenarioTab(d).content }

// newScenarioTab builds the tab and registers its refresh.
func newScenarioTab(d *Designer) *scenarioTab {
	st := &scenarioTab{d: d}
	st.header = newScenarioHeader(st)
	st.victory = newVictoryEditor(st)
	st.options = newOptionEditor(st)
	st.rules = newRulesEditor(st)
	st.crt = newCRTEditor(st)
	st.headerScroll = container.NewVScroll(st.header.content)
	tabs := container.NewAppTabs(
		container.NewTabItem("Header", st.headerScroll),
		container.NewTabItem("Victory", st.victory.content),
		container.NewTabItem("Options", st.options.content),
		container.NewTabItem("Rules", st.rules.content),
		container.NewTabItem("CRT", container.NewScroll(st.crt.content)),
	)
	none := widget.NewLabel("This project has no scenario: Design > New scenario on this map makes one.")
	none.Wrapping = fyne.TextWrapWord
	st.content = container.NewStack(tabs, none)
	d.OnRefresh(func(f *design.File) {
		if f == nil || f == d.Proj.Scenario {
			st.refresh()
		}
	})
	st.refresh()
	return st
}

// file is the scenario file, nil for a lone map or catalogue.
func (st *scenarioTab) file() *design.File {
	if st.d.Proj == nil {
		return nil
	}
	return st.d.Proj.Scenario
}

// refresh fills every part of the tab from the scenario file.
func (st *scenarioTab) refresh() {
	st.refreshing = true
	defer func() { st.refreshing = false }()
	stack := st.content.(*fyne.Container)
	f := st.file()
	if f == nil {
		stack.Objects[0].Hide()
		stack.Objects[1].Show()
		return
	}
	stack.Objects[0].Show()
	stack.Objects[1].Hide()
	st.checked = st.result()
	st.header.refresh(f)
	st.headerScroll.Refresh() // the lists' rows may have changed their height
	st.victory.refresh(f)
	st.options.refresh(f)
	st.rules.refresh(f)
	st.crt.refresh(f)
}

// edit makes one edit of the scenario file (fn calls one of its edit
// methods) through the designer, so that the project records it for undo;
// a refused edit leaves the status bar saying why.
func (st *scenarioTab) edit(fn func(f *design.File) error) error {
	f := st.file()
	if f == nil {
		return design.ErrNoScenario
	}
	if err := st.d.Edit(f, nil, func() error { return fn(f) }); err != nil {
		return err
	}
	if msgs := st.messages(); len(msgs) > 0 {
		st.d.SetStatus(msgs[0].Text)
	} else if r := st.checked; r != nil {
		st.d.SetStatus(r.Summary)
	}
	return nil
}

// result is the scenario's last check: the project's (with the other
// files' unsaved texts) when it has one, else the file's own.
func (st *scenarioTab) result() *design.Result {
	f := st.file()
	if f == nil {
		return nil
	}
	if m := st.d.Proj.Check(); m != nil && m[f] != nil {
		return m[f]
	}
	return f.Result()
}

// messages are the scenario's check messages, as of the last refresh.
func (st *scenarioTab) messages() []design.Message {
	if r := st.checked; r != nil {
		return r.Messages
	}
	return nil
}

// sideName is side id's name as players read it (from the catalogue, when
// the scenario loads), else the id.
func (st *scenarioTab) sideName(id string) string {
	if r := st.checked; r != nil && r.Scenario != nil {
		for _, s := range r.Scenario.Sides {
			if s.ID == id && s.Name != "" {
				return s.Name
			}
		}
	}
	return id
}

// readScenarioHeader reads the top-level keys of scenario file f (those
// that decode; the check says what is wrong with the others): the header
// edits name, description, module, maps, counters and sides.
func readScenarioHeader(f *design.File) scenarios.FileScenario {
	var h scenarios.FileScenario
	_, _ = toml.Decode(f.Entry(0).Text, &h)
	return h
}

// scenarioHeader edits the scenario's top-level keys.
type scenarioHeader struct {
	st          *scenarioTab
	content     fyne.CanvasObject
	name        *widget.Entry
	description *widget.Entry
	setDesc     *widget.Button
	module      *widget.Select
	lists       map[string]*refList // "maps", "counters", "sides"
}

func newScenarioHeader(st *scenarioTab) *scenarioHeader {
	h := &scenarioHeader{st: st, lists: map[string]*refList{}}
	h.name = widget.NewEntry()
	h.name.SetPlaceHolder("the scenario's name, as players read it")
	h.name.OnSubmitted = func(s string) {
		if strings.TrimSpace(s) == "" {
			st.d.SetStatus("A scenario needs a name.")
			return
		}
		_ = st.edit(func(f *design.File) error { return f.SetKey(0, "name", s) })
	}
	h.description = widget.NewMultiLineEntry()
	h.description.Wrapping = fyne.TextWrapWord
	h.description.SetMinRowsVisible(4)
	h.setDesc = widget.NewButton("Set description", func() {
		_ = st.edit(func(f *design.File) error { return f.SetKey(0, "description", h.description.Text) })
	})
	h.module = widget.NewSelect(rules.Modules(), func(id string) {
		if st.refreshing || id == "" {
			return
		}
		_ = st.edit(func(f *design.File) error { return f.SetKey(0, "module", id) })
	})
	form := widget.NewForm(
		widget.NewFormItem("Name", h.name),
		widget.NewFormItem("Description", container.NewBorder(nil, h.setDesc, nil, nil, h.description)),
		widget.NewFormItem("Rules module", h.module),
	)
	h.lists["maps"] = newRefList(st, "maps", "Maps", "builtin:NAME or maps/west.toml")
	h.lists["counters"] = newRefList(st, "counters", "Counter catalogues", "builtin:NAME or counters.toml")
	h.lists["sides"] = newRefList(st, "sides", "Sides, in play order", "a side id of the catalogue")
	h.content = container.NewVBox(form, h.lists["maps"].content, h.lists["counters"].content, h.lists["sides"].content)
	return h
}

func (h *scenarioHeader) refresh(f *design.File) {
	k := readScenarioHeader(f)
	h.name.SetText(k.Name)
	h.description.SetText(k.Description)
	opts := rules.Modules()
	if k.Module != "" && !hasString(opts, k.Module) {
		opts = append(opts, k.Module) // unregistered: the check says so
	}
	h.module.Options = opts
	h.module.SetSelected(k.Module)
	h.lists["maps"].refresh(k.Maps)
	h.lists["counters"].refresh(k.Counters)
	h.lists["sides"].refresh(k.Sides)
}

// refList edits one of the header's arrays of references: each element
// with a Remove button, and an entry to add one.
type refList struct {
	st      *scenarioTab
	key     string
	content *fyne.Container
	rows    *fyne.Container
	add     *widget.Entry
}

func newRefList(st *scenarioTab, key, title, hint string) *refList {
	l := &refList{st: st, key: key, rows: container.NewVBox()}
	l.add = widget.NewEntry()
	l.add.SetPlaceHolder(hint)
	l.add.OnSubmitted = func(s string) { l.addRef(s) }
	addButton := widget.NewButton("Add", func() { l.addRef(l.add.Text) })
	l.content = container.NewVBox(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		l.rows, container.NewBorder(nil, nil, nil, addButton, l.add))
	return l
}

func (l *refList) addRef(s string) {
	s = strings.TrimSpace(s)
	if s == "" {
		return
	}
	if l.st.edit(func(f *design.File) error { return f.AppendElement(0, l.key, s) }) == nil {
		l.add.SetText("")
	}
}

func (l *refList) refresh(refs []string) {
	l.rows.Objects = nil
	for k, r := range refs {
		remove := widget.NewButton("Remove", func() {
			_ = l.st.edit(func(f *design.File) error { return f.RemoveElement(0, l.key, k) })
		})
		l.rows.Add(container.NewBorder(nil, nil, nil, remove, widget.NewLabel(r)))
	}
	l.rows.Refresh()
}

// contains reports whether list holds s.
func hasString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// splitList reads a comma-separated list of ids typed by the designer.
func idList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// intField reads a whole number typed by the designer ("" is 0).
func wholeField(what, s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	var n int
	if _, err := fmt.Sscan(s, &n); err != nil || fmt.Sprint(n) != strings.TrimPrefix(s, "+") {
		return 0, fmt.Errorf("%s: %q is not a whole number", what, s)
	}
	return n, nil
}
