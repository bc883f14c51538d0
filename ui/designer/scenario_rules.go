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

// rulesTable is one [rules] or [rules.*] table of the scenario, decoded.
type rulesTable struct {
	name string
	doc  *tomlDoc
	vals map[string]any
	keys []string
}

// rulesEditor is the generic editor of the rules module's [rules] tables:
// a tree of the tables, their keys and the elements of their arrays of
// tables (a CRT's rows); the node selected is edited as TOML text,
// checked as it is typed (it must be one TOML value) and, once set, by the
// module (its refusal is shown under the tree).
type rulesEditor struct {
	st      *scenarioTab
	content fyne.CanvasObject
	tree    *widget.Tree
	tables  []*rulesTable
	sel     string // the node selected ("" for none)

	path     *widget.Label
	value    *widget.Entry
	valueErr *widget.Label
	set      *widget.Button
	remove   *widget.Button
	newKey   *widget.Entry
	newVal   *widget.Entry
	addKey   *widget.Button
	newTable *widget.Entry
	module   *widget.Label // the module's refusal of the tables, if any
}

// Node ids of the tree: "T\x00table", "K\x00table\x00key",
// "E\x00table\x00key\x00k".
const rulesNodeSep = "\x00"

func rulesTableNode(t string) string  { return "T" + rulesNodeSep + t }
func rulesKeyNode(t, k string) string { return "K" + rulesNodeSep + t + rulesNodeSep + k }
func rulesElemNode(t, k string, n int) string {
	return "E" + rulesNodeSep + t + rulesNodeSep + k + rulesNodeSep + strconv.Itoa(n)
}

// parseNode splits a node id: its kind ('T', 'K', 'E'), table, key and
// element.
func parseRulesNode(id string) (kind byte, table, key string, elem int) {
	parts := strings.Split(id, rulesNodeSep)
	if len(parts) < 2 {
		return 0, "", "", -1
	}
	kind, table, elem = parts[0][0], parts[1], -1
	if len(parts) > 2 {
		key = parts[2]
	}
	if len(parts) > 3 {
		elem, _ = strconv.Atoi(parts[3])
	}
	return kind, table, key, elem
}

func newRulesEditor(st *scenarioTab) *rulesEditor {
	r := &rulesEditor{st: st}
	r.tree = widget.NewTree(r.children, r.isBranch,
		func(bool) fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.TreeNodeID, _ bool, o fyne.CanvasObject) { o.(*widget.Label).SetText(r.nodeTitle(id)) })
	r.tree.OnSelected = func(id widget.TreeNodeID) { r.show(id) }
	r.path = widget.NewLabel("Select a table, key or row of the [rules] tables.")
	r.path.Wrapping = fyne.TextWrapWord
	r.value = widget.NewMultiLineEntry()
	r.value.SetMinRowsVisible(3)
	r.value.OnChanged = func(s string) { r.validate(s) }
	r.valueErr = widget.NewLabel("")
	r.valueErr.Wrapping = fyne.TextWrapWord
	r.valueErr.Importance = widget.DangerImportance
	r.set = widget.NewButton("Set value", func() { r.setValue() })
	r.remove = widget.NewButton("Remove", func() { r.removeNode() })
	r.newKey = widget.NewEntry()
	r.newKey.SetPlaceHolder("new key")
	r.newVal = widget.NewEntry()
	r.newVal.SetPlaceHolder("its value as TOML: 4, \"text\", [1, 2]")
	r.addKey = widget.NewButton("Add key", func() { r.addKeyToTable() })
	r.newTable = widget.NewEntry()
	r.newTable.SetPlaceHolder("rules.NAME")
	r.newTable.OnSubmitted = func(string) { r.addTable() }
	addTable := widget.NewButton("Add table", func() { r.addTable() })
	r.module = widget.NewLabel("")
	r.module.Wrapping = fyne.TextWrapWord
	r.module.Importance = widget.DangerImportance
	editor := container.NewVBox(r.path, r.value, r.valueErr, container.NewHBox(r.set, r.remove),
		widget.NewSeparator(),
		container.NewBorder(nil, nil, nil, r.addKey, container.NewGridWithColumns(2, r.newKey, r.newVal)),
		container.NewBorder(nil, nil, nil, addTable, r.newTable),
		widget.NewSeparator(), r.module)
	r.content = container.NewVSplit(r.tree, container.NewVScroll(editor))
	r.show("")
	return r
}

// table finds a decoded table by name.
func (r *rulesEditor) table(name string) *rulesTable {
	for _, t := range r.tables {
		if t.name == name {
			return t
		}
	}
	return nil
}

// elements are the value's elements when it is an array of tables or of
// arrays (shown as children), else nil.
func tomlElements(v any) []any {
	a, ok := v.([]any)
	if !ok || len(a) == 0 {
		if m, ok := v.([]map[string]any); ok {
			out := make([]any, len(m))
			for i := range m {
				out[i] = m[i]
			}
			return out
		}
		return nil
	}
	for _, e := range a {
		switch e.(type) {
		case map[string]any, []any:
		default:
			return nil
		}
	}
	return a
}

func (r *rulesEditor) children(id widget.TreeNodeID) []widget.TreeNodeID {
	var out []widget.TreeNodeID
	if id == "" {
		for _, t := range r.tables {
			out = append(out, rulesTableNode(t.name))
		}
		return out
	}
	kind, table, key, _ := parseRulesNode(id)
	t := r.table(table)
	if t == nil {
		return nil
	}
	switch kind {
	case 'T':
		for _, k := range t.keys {
			out = append(out, rulesKeyNode(table, k))
		}
	case 'K':
		for n := range tomlElements(t.vals[key]) {
			out = append(out, rulesElemNode(table, key, n))
		}
	}
	return out
}

func (r *rulesEditor) isBranch(id widget.TreeNodeID) bool {
	if id == "" {
		return true
	}
	kind, table, key, _ := parseRulesNode(id)
	if kind == 'T' {
		return true
	}
	if t := r.table(table); kind == 'K' && t != nil {
		return tomlElements(t.vals[key]) != nil
	}
	return false
}

// text is the TOML text of the value at a node, "" for a table.
func (r *rulesEditor) text(id string) string {
	kind, table, key, elem := parseRulesNode(id)
	t := r.table(table)
	if t == nil || kind == 'T' {
		return ""
	}
	v, path := t.vals[key], table+"."+key
	if kind == 'E' {
		els := tomlElements(v)
		if elem < 0 || elem >= len(els) {
			return ""
		}
		v = els[elem]
	}
	w, err := t.doc.writable(path, v)
	if err != nil {
		return ""
	}
	return design.Value(w)
}

func (r *rulesEditor) nodeTitle(id string) string {
	kind, table, key, elem := parseRulesNode(id)
	switch kind {
	case 'T':
		return "[" + table + "]"
	case 'K':
		if r.isBranch(id) {
			return key
		}
		return key + " = " + shortText(r.text(id), 60)
	case 'E':
		return fmt.Sprintf("%s[%d] %s", key, elem, shortText(r.text(id), 60))
	}
	return ""
}

// shorten cuts s to n characters for a tree line.
func shortText(s string, n int) string {
	if rs := []rune(s); len(rs) > n {
		return string(rs[:n-1]) + "…"
	}
	return s
}

func (r *rulesEditor) refresh(f *design.File) {
	r.tables = r.tables[:0]
	for i, e := range f.Entries() {
		if e.Kind != design.Table || e.Name != "rules" && !strings.HasPrefix(e.Name, "rules.") {
			continue
		}
		t := &rulesTable{name: e.Name}
		if doc, err := decodeTOML(f.Entry(i).Text); err == nil {
			t.doc, t.vals = doc, doc.table(e.Name)
			t.keys = doc.keys(e.Name, t.vals)
		} else {
			t.doc = &tomlDoc{raw: map[string]any{}, order: map[string][]string{}}
		}
		r.tables = append(r.tables, t)
	}
	r.tree.Refresh()
	r.module.SetText(moduleRefusal(r.st.messages()))
	r.content.Refresh() // the refusal's wrapped lines need their height
	if r.sel != "" && r.table(rulesTableOf(r.sel)) == nil {
		r.sel = ""
	}
	r.show(r.sel)
}

// tableOf is the table of a node.
func rulesTableOf(id string) string {
	_, t, _, _ := parseRulesNode(id)
	return t
}

// moduleRefusal is what the check says about the rules module and its
// tables: the messages at a [rules] key, or the module's refusal of the
// scenario; "" when it has nothing to say.
func moduleRefusal(msgs []design.Message) string {
	var out []string
	for _, m := range msgs {
		if m.Place.Path == "rules" || strings.HasPrefix(m.Place.Path, "rules.") || strings.Contains(m.Text, "rules do not accept") ||
			m.Place.Path == "module" {
			out = append(out, m.Text)
		}
	}
	return strings.Join(out, "\n")
}

// show puts a node in the editor.
func (r *rulesEditor) show(id string) {
	r.sel = id
	kind, table, key, elem := parseRulesNode(id)
	r.valueErr.SetText("")
	switch kind {
	case 'T':
		r.path.SetText("[" + table + "]")
		r.value.SetText("")
		r.value.Disable()
		r.set.Disable()
		r.remove.SetText("Remove table")
		r.remove.Enable()
		r.addKey.Enable()
	case 'K', 'E':
		p := table + "." + key
		if kind == 'E' {
			p += fmt.Sprintf("[%d]", elem)
		}
		r.path.SetText(p)
		r.value.Enable()
		r.value.SetText(r.text(id))
		r.set.Enable()
		r.remove.SetText("Remove")
		r.remove.Enable()
		r.addKey.Enable()
	default:
		r.path.SetText("Select a table, key or row of the [rules] tables.")
		r.value.SetText("")
		r.value.Disable()
		r.set.Disable()
		r.remove.Disable()
		r.addKey.Disable()
	}
}

// validate says at once whether s is one TOML value.
func (r *rulesEditor) validate(s string) {
	if r.value.Disabled() {
		return
	}
	if _, err := parseTOMLValue(s); err != nil {
		r.valueErr.SetText(err.Error())
		r.set.Disable()
		return
	}
	r.valueErr.SetText("")
	r.set.Enable()
}

// entry is the index of table name in f.
func rulesEntry(f *design.File, name string) (int, error) {
	if i := f.Find(design.Table, name); i >= 0 {
		return i, nil
	}
	return -1, fmt.Errorf("designer: the scenario has no [%s] table", name)
}

// setValue sets the selected key or element to the editor's text.
func (r *rulesEditor) setValue() {
	kind, table, key, elem := parseRulesNode(r.sel)
	v, err := parseTOMLValue(r.value.Text)
	if err != nil {
		r.valueErr.SetText(err.Error())
		r.st.d.SetStatus(table + "." + key + ": " + err.Error())
		return
	}
	_ = r.st.edit(func(f *design.File) error {
		i, err := rulesEntry(f, table)
		if err != nil {
			return err
		}
		if kind == 'E' {
			return f.SetElement(i, tomlKey(key), elem, v)
		}
		return f.SetKey(i, tomlKey(key), v)
	})
}

// removeNode takes the selected table, key or element away.
func (r *rulesEditor) removeNode() {
	kind, table, key, elem := parseRulesNode(r.sel)
	_ = r.st.edit(func(f *design.File) error {
		i, err := rulesEntry(f, table)
		if err != nil {
			return err
		}
		switch kind {
		case 'T':
			return f.RemoveEntry(i)
		case 'E':
			return f.RemoveElement(i, tomlKey(key), elem)
		}
		return f.DeleteKey(i, tomlKey(key))
	})
}

// addKeyToTable adds the new key to the selected node's table.
func (r *rulesEditor) addKeyToTable() {
	table := rulesTableOf(r.sel)
	key := strings.TrimSpace(r.newKey.Text)
	if table == "" || key == "" {
		r.st.d.SetStatus("Select a [rules] table and type the new key's name.")
		return
	}
	if t := r.table(table); t != nil && hasString(t.keys, key) {
		r.st.d.SetStatus(fmt.Sprintf("[%s] already has %s: select it to change it.", table, key))
		return
	}
	v, err := parseTOMLValue(r.newVal.Text)
	if err != nil {
		r.st.d.SetStatus(table + "." + key + ": " + err.Error())
		return
	}
	if r.st.edit(func(f *design.File) error {
		i, err := rulesEntry(f, table)
		if err != nil {
			return err
		}
		return f.SetKey(i, tomlKey(key), v)
	}) == nil {
		r.newKey.SetText("")
		r.newVal.SetText("")
	}
}

// addTable adds an empty [rules...] table after the last one (or, for
// the first, at the end of the file).
func (r *rulesEditor) addTable() {
	name := strings.TrimSpace(r.newTable.Text)
	if name != "rules" && !strings.HasPrefix(name, "rules.") {
		r.st.d.SetStatus("A rules module's table is [rules] or [rules.NAME].")
		return
	}
	for _, p := range tomlPath(name) {
		if p == "" {
			r.st.d.SetStatus(fmt.Sprintf("[%s]: a table name has no empty parts.", name))
			return
		}
	}
	if r.table(name) != nil {
		r.st.d.SetStatus(fmt.Sprintf("The scenario already has [%s].", name))
		return
	}
	var header []string
	for _, p := range tomlPath(name) {
		header = append(header, tomlKey(p))
	}
	if r.st.edit(func(f *design.File) error {
		at := f.Len()
		if at > 1 && f.Entry(at-1).Kind == design.Trailer {
			at--
		}
		for i, e := range f.Entries() {
			if e.Kind == design.Table && (e.Name == "rules" || strings.HasPrefix(e.Name, "rules.")) {
				at = i + 1
			}
		}
		return f.InsertEntry(at, "\n["+strings.Join(header, ".")+"]\n")
	}) == nil {
		r.newTable.SetText("")
	}
}
