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

// crtEditor edits a combat results table of the [rules] tables (one with
// columns and rows of results, rules/kit's CRT: `[rules.crt]`) as a grid:
// the column headers (odds or differences), one line per die result
// ("1" or "2-3") and its results. Each cell typed rewrites one element of
// the table (a column label, or one row as an inline table), so the rest
// of the table keeps its layout and comments; the module's validation of
// the table is shown under the grid. Beside it, the [rules] keys that are
// column shifts (names with "shift": city_shift, terrain_shifts).
type crtEditor struct {
	st      *scenarioTab
	content *fyne.Container
	pick    *widget.Select // which CRT, when the tables have more than one
	table   string         // the CRT's table name ("rules.crt"), "" for none
	grid    *fyne.Container
	heads   []*widget.Entry   // column labels
	spans   []*widget.Entry   // each row's die results
	cells   [][]*widget.Entry // [row][column] results
	kind    *widget.Label
	newCol  *widget.Entry
	shifts  *fyne.Container
	shiftAt map[string]*widget.Entry
	module  *widget.Label
	newCRT  *widget.Button // shown while the tables have no CRT

	rows []crtRow // the rows as decoded
	doc  *tomlDoc
}

// crtRow is one decoded row: its keys in order, for a rewrite that keeps
// keys the grid does not edit.
type crtRow struct {
	vals    map[string]any
	results []string
	min     int
	max     int
}

func newCRTEditor(st *scenarioTab) *crtEditor {
	c := &crtEditor{st: st, grid: container.NewGridWithColumns(1), shiftAt: map[string]*widget.Entry{}}
	c.pick = widget.NewSelect(nil, func(name string) {
		if st.refreshing || name == c.table {
			return
		}
		c.table = name
		if f := st.file(); f != nil {
			c.refresh(f)
		}
	})
	c.kind = widget.NewLabel("")
	c.kind.Wrapping = fyne.TextWrapWord
	c.newCol = widget.NewEntry()
	c.newCol.SetPlaceHolder("new column: 7:1 (odds) or +4 (differential)")
	c.newCol.OnSubmitted = func(string) { c.addColumn() }
	addCol := widget.NewButton("Add column", func() { c.addColumn() })
	addRow := widget.NewButton("Add row", func() { c.addRow() })
	removeRow := widget.NewButton("Remove last row", func() { c.removeRow() })
	c.shifts = container.NewVBox()
	c.module = widget.NewLabel("")
	c.module.Wrapping = fyne.TextWrapWord
	c.module.Importance = widget.DangerImportance
	c.newCRT = widget.NewButton("New CRT", func() { c.create() })
	c.newCRT.Importance = widget.HighImportance
	c.content = container.NewVBox(c.pick, c.kind, c.newCRT, c.grid,
		container.NewBorder(nil, nil, nil, addCol, c.newCol), container.NewHBox(addRow, removeRow),
		c.module, widget.NewSeparator(),
		widget.NewLabelWithStyle("Column shifts ([rules])", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), c.shifts)
	return c
}

// crtTables are the [rules] tables that are CRTs: a columns list and rows
// with results.
func crtTables(f *design.File) []string {
	var out []string
	for i, e := range f.Entries() {
		if e.Kind != design.Table || !strings.HasPrefix(e.Name, "rules.") {
			continue
		}
		doc, err := decodeTOML(f.Entry(i).Text)
		if err != nil {
			continue
		}
		t := doc.table(e.Name)
		if _, ok := t["columns"].([]any); !ok {
			continue
		}
		if rows, ok := t["rows"].([]any); ok && len(rows) > 0 {
			if r, ok := rows[0].(map[string]any); ok && r["results"] != nil {
				out = append(out, e.Name)
			}
		}
	}
	return out
}

func (c *crtEditor) refresh(f *design.File) {
	names := crtTables(f)
	c.pick.Options = names
	if !hasString(names, c.table) {
		c.table = ""
		if len(names) > 0 {
			c.table = names[0]
		}
	}
	c.pick.SetSelected(c.table)
	c.module.SetText(moduleRefusal(c.st.messages()))
	c.refreshShifts(f)
	c.grid.Objects = nil
	c.heads, c.spans, c.cells, c.rows = nil, nil, nil, nil
	if c.table == "" {
		c.kind.SetText("The [rules] tables have no CRT (a [rules.NAME] table with columns and rows of results): New CRT makes one to edit, [rules.crt].")
		c.newCRT.Show()
		c.grid.Refresh()
		return
	}
	c.newCRT.Hide()
	i := f.Find(design.Table, c.table)
	doc, err := decodeTOML(f.Entry(i).Text)
	if err != nil {
		c.kind.SetText(err.Error())
		return
	}
	c.doc = doc
	t := doc.table(c.table)
	var cols []string
	for _, v := range t["columns"].([]any) {
		cols = append(cols, fmt.Sprint(v))
	}
	kind, _ := t["kind"].(string)
	if kind == "" {
		kind = "odds"
	}
	dice, _ := t["dice"].(string)
	name, _ := t["name"].(string)
	c.kind.SetText(fmt.Sprintf("%s: %s CRT, %s; rows are the dice total", name, kind, dice))
	rows, _ := t["rows"].([]any)
	width := len(cols)
	for _, rv := range rows {
		m, _ := rv.(map[string]any)
		row := crtRow{vals: m}
		row.min, row.max = tomlInt(m["min"]), tomlInt(m["max"])
		if rs, ok := m["results"].([]any); ok {
			for _, x := range rs {
				row.results = append(row.results, fmt.Sprint(x))
			}
		}
		width = max(width, len(row.results))
		c.rows = append(c.rows, row)
	}
	c.grid.Layout = container.NewGridWithColumns(width + 1).Layout
	c.grid.Add(widget.NewLabelWithStyle("Roll", fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	for k := 0; k < width; k++ {
		e := widget.NewEntry()
		if k < len(cols) {
			e.SetText(cols[k])
		} else {
			e.SetPlaceHolder("?")
		}
		e.OnSubmitted = func(s string) { c.setColumn(k, s) }
		c.heads = append(c.heads, e)
		c.grid.Add(e)
	}
	for r, row := range c.rows {
		span := widget.NewEntry()
		span.SetText(crtSpanText(row.min, row.max))
		span.OnSubmitted = func(s string) { c.setSpan(r, s) }
		c.spans = append(c.spans, span)
		c.grid.Add(span)
		var line []*widget.Entry
		for k := 0; k < width; k++ {
			e := widget.NewEntry()
			if k < len(row.results) {
				e.SetText(row.results[k])
			} else {
				e.SetPlaceHolder("—")
			}
			e.OnSubmitted = func(s string) { c.setResult(r, k, s) }
			line = append(line, e)
			c.grid.Add(e)
		}
		c.cells = append(c.cells, line)
	}
	c.grid.Refresh()
	c.content.Refresh() // the refusal's wrapped lines need their height
}

// refreshShifts lists the [rules] keys that are column shifts.
func (c *crtEditor) refreshShifts(f *design.File) {
	c.shifts.Objects = nil
	c.shiftAt = map[string]*widget.Entry{}
	i := f.Find(design.Table, "rules")
	if i < 0 {
		c.shifts.Refresh()
		return
	}
	doc, err := decodeTOML(f.Entry(i).Text)
	if err != nil {
		c.shifts.Refresh()
		return
	}
	t := doc.table("rules")
	for _, k := range doc.keys("rules", t) {
		if !strings.Contains(k, "shift") {
			continue
		}
		w, err := doc.writable("rules."+k, t[k])
		if err != nil {
			continue
		}
		e := widget.NewEntry()
		e.SetText(design.Value(w))
		e.OnSubmitted = func(s string) {
			v, err := parseTOMLValue(s)
			if err != nil {
				c.st.d.SetStatus("rules." + k + ": " + err.Error())
				return
			}
			_ = c.st.edit(func(f *design.File) error {
				i, err := rulesEntry(f, "rules")
				if err != nil {
					return err
				}
				return f.SetKey(i, tomlKey(k), v)
			})
		}
		c.shiftAt[k] = e
		c.shifts.Add(container.NewBorder(nil, nil, widget.NewLabel(k), nil, e))
	}
	c.shifts.Refresh()
}

// toInt reads a decoded whole number.
func tomlInt(v any) int {
	if n, ok := v.(int64); ok {
		return int(n)
	}
	return 0
}

// spanText writes a row's die results: "3", or "2-4".
func crtSpanText(lo, hi int) string {
	if lo == hi {
		return strconv.Itoa(lo)
	}
	return fmt.Sprintf("%d-%d", lo, hi)
}

// parseSpan reads "3" or "2-4" (or "2–4").
func parseCRTSpan(s string) (int, int, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), "–", "-")
	a, b, found := strings.Cut(s[min(1, len(s)):], "-") // a leading minus is a sign
	a = s[:min(1, len(s))] + a
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi := lo
	var err2 error
	if found {
		hi, err2 = strconv.Atoi(strings.TrimSpace(b))
	}
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("%q is not a die result like 3 or 2-4", s)
	}
	return lo, hi, nil
}

// rowValue is row r as an inline table with the changes made: the keys
// the grid does not edit stay, in their order.
func (c *crtEditor) rowValue(r int, lo, hi int, results []string) design.Inline {
	row := c.rows[r]
	res := make([]any, len(results))
	for i, s := range results {
		res[i] = s
	}
	path := c.table + ".rows"
	var in design.Inline
	done := map[string]bool{}
	for _, k := range c.doc.keys(path, row.vals) {
		done[k] = true
		switch k {
		case "min":
			in = append(in, design.KV{Key: k, Val: lo, Keep: true})
		case "max":
			in = append(in, design.KV{Key: k, Val: hi, Keep: true})
		case "results":
			in = append(in, design.KV{Key: k, Val: res, Keep: true})
		default:
			if w, err := c.doc.writable(path+"."+k, row.vals[k]); err == nil {
				in = append(in, design.KV{Key: k, Val: w, Keep: true})
			}
		}
	}
	for _, kv := range []design.KV{{Key: "min", Val: lo, Keep: true}, {Key: "max", Val: hi, Keep: true}, {Key: "results", Val: res, Keep: true}} {
		if !done[kv.Key] {
			in = append(in, kv)
		}
	}
	return in
}

// setRow rewrites row r of the CRT: one element of its rows.
func (c *crtEditor) setRow(r int, v design.Inline) {
	_ = c.st.edit(func(f *design.File) error {
		i, err := rulesEntry(f, c.table)
		if err != nil {
			return err
		}
		return f.SetElement(i, "rows", r, v)
	})
}

// setResult sets the result of row r in column k.
func (c *crtEditor) setResult(r, k int, s string) {
	s = strings.TrimSpace(s)
	row := c.rows[r]
	results := append([]string(nil), row.results...)
	for len(results) <= k {
		results = append(results, "")
	}
	results[k] = s
	c.setRow(r, c.rowValue(r, row.min, row.max, results))
}

// setSpan sets the die results row r covers.
func (c *crtEditor) setSpan(r int, s string) {
	lo, hi, err := parseCRTSpan(s)
	if err != nil {
		c.st.d.SetStatus(c.table + ".rows: " + err.Error())
		return
	}
	c.setRow(r, c.rowValue(r, lo, hi, c.rows[r].results))
}

// setColumn sets column k's label.
func (c *crtEditor) setColumn(k int, s string) {
	s = strings.TrimSpace(s)
	_ = c.st.edit(func(f *design.File) error {
		i, err := rulesEntry(f, c.table)
		if err != nil {
			return err
		}
		if k >= c.columnCount() { // a column the rows have and the labels lack
			return f.AppendElement(i, "columns", s)
		}
		return f.SetElement(i, "columns", k, s)
	})
}

// columnCount is the number of column labels the table has.
func (c *crtEditor) columnCount() int {
	t := c.doc.table(c.table)
	cols, _ := t["columns"].([]any)
	return len(cols)
}

// addColumn adds a column label at the right; the rows then need a result
// in it, which the module's validation asks for until each is typed.
func (c *crtEditor) addColumn() {
	s := strings.TrimSpace(c.newCol.Text)
	if s == "" || c.table == "" {
		c.st.d.SetStatus("Type the new column's label: 7:1 on an odds CRT, +4 on a differential one.")
		return
	}
	if c.st.edit(func(f *design.File) error {
		i, err := rulesEntry(f, c.table)
		if err != nil {
			return err
		}
		return f.AppendElement(i, "columns", s)
	}) == nil {
		c.newCol.SetText("")
	}
}

// addRow adds a row for the next die result, with the last row's results
// to change.
func (c *crtEditor) addRow() {
	if c.table == "" {
		return
	}
	row := design.Inline{{Key: "min", Val: 1, Keep: true}, {Key: "max", Val: 1, Keep: true}, {Key: "results", Val: []any{}, Keep: true}}
	if n := len(c.rows); n > 0 {
		last := c.rows[n-1]
		row = c.rowValue(n-1, last.max+1, last.max+1, last.results)
	}
	_ = c.st.edit(func(f *design.File) error {
		i, err := rulesEntry(f, c.table)
		if err != nil {
			return err
		}
		return f.AppendElement(i, "rows", row)
	})
}

// removeRow takes the last row away.
func (c *crtEditor) removeRow() {
	if c.table == "" || len(c.rows) == 0 {
		return
	}
	n := len(c.rows) - 1
	_ = c.st.edit(func(f *design.File) error {
		i, err := rulesEntry(f, c.table)
		if err != nil {
			return err
		}
		return f.RemoveElement(i, "rows", n)
	})
}

// newCRTText is the [rules.crt] New CRT adds: a 1d6 odds table of five
// columns and a row per face, with the usual results (attacker or
// defender eliminated or retreating, exchange), for the designer to
// change.
const newCRTText = `
[rules.crt]
name = "Combat results"
dice = "1d6"
columns = ["1:2", "1:1", "2:1", "3:1", "4:1"]
rows = [
  { min = 1, max = 1, results = ["AR", "DR", "DR", "DE", "DE"] },
  { min = 2, max = 2, results = ["AR", "EX", "DR", "DR", "DE"] },
  { min = 3, max = 3, results = ["AE", "AR", "EX", "DR", "DR"] },
  { min = 4, max = 4, results = ["AE", "AR", "AR", "EX", "DR"] },
  { min = 5, max = 5, results = ["AE", "AE", "AR", "EX", "EX"] },
  { min = 6, max = 6, results = ["AE", "AE", "AR", "AR", "EX"] },
]
`

// create adds a CRT to the [rules] tables ([rules.crt], after the other
// [rules...] tables, else at the end of the file): one edit.
func (c *crtEditor) create() {
	f := c.st.file()
	if f == nil {
		return
	}
	if f.Find(design.Table, "rules.crt") >= 0 {
		c.st.d.SetStatus("The scenario has a [rules.crt] table that is not a CRT: give it columns and rows in the Rules tab.")
		return
	}
	if c.st.edit(func(f *design.File) error {
		at := f.Len()
		if at > 1 && f.Entry(at-1).Kind == design.Trailer {
			at--
		}
		for i, e := range f.Entries() {
			if e.Kind == design.Table && (e.Name == "rules" || strings.HasPrefix(e.Name, "rules.")) {
				at = i + 1
			}
		}
		return f.InsertEntry(at, newCRTText)
	}) == nil {
		c.table = "rules.crt"
		c.refresh(c.st.file())
	}
}
