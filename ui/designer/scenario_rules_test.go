package designer

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"sandtable/design"
)

func TestScenarioAddOption(t *testing.T) {
	proj := vernianProject(t)
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	o := st.options
	if len(o.specs) != 3 || o.specs[0].ID != "operational_turns" {
		t.Fatalf("options list %v", o.specs)
	}
	o.id.SetText("zeppelin_raids")
	o.name.SetText("Zeppelin raids on London")
	o.kind.SetSelected("int")
	o.def.SetText("2")
	o.choices.SetText("0, 2, 4")
	test.Tap(o.add)
	anchor := "the hex each retreating stack goes to, and which units an Armored Front Buster's push sends back. " +
		"On: the game takes them by default (losses: Crack Troops first when they must, the unit with the most steps left, " +
		"HQs last; retreats: a hex next to no enemy unit, then one in Attack Supply).\"\ndefault = false\n"
	added := replaceOnce(t, orig, anchor, anchor+"\n[[option]]\nid = \"zeppelin_raids\"\nname = \"Zeppelin raids on London\"\n"+
		"default = 2\nchoices = [0, 2, 4]\n")
	wantScenarioText(t, f, added, "after adding an option")
	if !f.Result().OK() {
		t.Errorf("the new option is refused: %v", f.Result().Messages)
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undo")

	// A default that is not of the option's type is no edit.
	o.list.UnselectAll()
	o.clear()
	o.id.SetText("x")
	o.kind.SetSelected("bool")
	o.def.SetText("yes")
	test.Tap(o.add)
	wantScenarioText(t, f, orig, "after a default that is not true or false")
	if !strings.Contains(d.status.Text, `"yes" is not true or false`) {
		t.Errorf("status %q", d.status.Text)
	}
}

// crtRow0 is the vernian CRT's first row as the file writes it.
const crtRow0 = `{ min = 1, max = 1, results = ["AE", "AE", "A1", "A1", "EX", "EX", "D1", "D1"] }`

func TestScenarioEditCRTCell(t *testing.T) {
	proj := vernianProject(t)
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	c := st.crt
	if c.table != "rules.crt" || len(c.heads) != 8 || len(c.cells) != 6 || c.heads[3].Text != "2:1" || c.cells[5][7].Text != "DE" ||
		c.spans[2].Text != "3" {
		t.Fatalf("the grid shows table %q, %d columns, %d rows", c.table, len(c.heads), len(c.cells))
	}
	typeIn(c.cells[0][1], "AR")
	wantScenarioText(t, f, replaceOnce(t, orig, crtRow0, `{ min = 1, max = 1, results = ["AE", "AR", "A1", "A1", "EX", "EX", "D1", "D1"] }`),
		"after editing a cell")
	if !f.Result().OK() {
		t.Errorf("AR is refused: %v", f.Result().Messages)
	}
	if c.cells[0][1].Text != "AR" {
		t.Errorf("the grid shows %q", c.cells[0][1].Text)
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undo")
	if c.cells[0][1].Text != "AE" {
		t.Errorf("after undo the grid shows %q", c.cells[0][1].Text)
	}

	// A result the module cannot read: the edit is made, the module's
	// check refuses it with the cell's key, and the CRT tab shows it.
	typeIn(c.cells[0][1], "XX")
	if f.Result().OK() || !strings.Contains(c.module.Text, "rules.crt.rows[0].results[1]") {
		t.Errorf("the CRT tab shows %q; check %v", c.module.Text, f.Result().Messages)
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the bad result")
	if c.module.Text != "" {
		t.Errorf("after undo the CRT tab still shows %q", c.module.Text)
	}

	// A row's die results.
	typeIn(c.spans[5], "6-7")
	wantScenarioText(t, f, replaceOnce(t, orig, `{ min = 6, max = 6, results = ["EX"`, `{ min = 6, max = 7, results = ["EX"`), "after widening the last row")
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the span")
}

func TestScenarioAddCRTColumnRefusedUntilFilled(t *testing.T) {
	proj := vernianProject(t)
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	c := st.crt
	c.newCol.SetText("7:1")
	c.addColumn()
	cols := `columns = ["1:2", "1:1", "3:2", "2:1", "3:1", "4:1", "5:1", "6:1"]`
	wider := replaceOnce(t, orig, cols, strings.TrimSuffix(cols, "]")+`, "7:1"]`)
	wantScenarioText(t, f, wider, "after adding a column")
	// The rows have no result in it: the module refuses the table, and
	// says which row.
	want := `kit: CRT "Ground combat (Sandtable original default, not GWIE's)": row 1 (1) has 8 results for 9 columns`
	if f.Result().OK() || !strings.Contains(c.module.Text, want) || !strings.Contains(st.rules.module.Text, want) {
		t.Fatalf("the CRT tab shows %q; check %v", c.module.Text, f.Result().Messages)
	}
	if len(c.heads) != 9 || len(c.cells[0]) != 9 || c.cells[0][8].Text != "" {
		t.Fatalf("the grid has %d columns", len(c.heads))
	}
	// Filling the new column, row by row, makes the table whole.
	for r := range 6 {
		typeIn(c.cells[r][8], "DE")
	}
	if !f.Result().OK() || c.module.Text != "" {
		t.Errorf("the filled table is refused: %q %v", c.module.Text, f.Result().Messages)
	}
	if !strings.Contains(string(f.Bytes()), `{ min = 6, max = 6, results = ["EX", "D1", "DR", "D1/DR", "D1/DR", "DE", "DE", "DE", "DE"] },`) {
		t.Errorf("the last row is not filled in place:\n%s", f.Bytes())
	}
	for range 6 {
		undo(t, d, f)
	}
	wantScenarioText(t, f, wider, "after undoing the results")
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the column")
}

func TestScenarioAddCRTRow(t *testing.T) {
	proj := vernianProject(t)
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	st.crt.addRow()
	last := `  { min = 6, max = 6, results = ["EX", "D1", "DR", "D1/DR", "D1/DR", "DE", "DE", "DE"] },` + "\n"
	wantScenarioText(t, f, replaceOnce(t, orig, last, last+`  { min = 7, max = 7, results = ["EX", "D1", "DR", "D1/DR", "D1/DR", "DE", "DE", "DE"] },`+"\n"),
		"after adding a row")
	if !f.Result().OK() || len(st.crt.cells) != 7 {
		t.Errorf("the new row: %d rows, check %v", len(st.crt.cells), f.Result().Messages)
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undo")
}

func TestScenarioRulesValueEditor(t *testing.T) {
	proj := vernianProject(t)
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	r := st.rules
	if len(r.tables) != 7 || r.tables[0].name != "rules" || r.tables[3].name != "rules.crt" {
		t.Fatalf("rules tables %d", len(r.tables))
	}
	r.tree.Select(rulesKeyNode("rules", "supply_range"))
	if r.value.Text != "4" || r.path.Text != "rules.supply_range" {
		t.Fatalf("editor shows %q at %q", r.value.Text, r.path.Text)
	}
	// Not a TOML value: said at once, and Set is off.
	r.value.SetText("[4,")
	if r.valueErr.Text == "" || !r.set.Disabled() {
		t.Errorf("an unfinished array: error %q, set disabled %v", r.valueErr.Text, r.set.Disabled())
	}
	r.value.SetText("5")
	if r.valueErr.Text != "" || r.set.Disabled() {
		t.Errorf("5: error %q", r.valueErr.Text)
	}
	test.Tap(r.set)
	wantScenarioText(t, f, replaceOnce(t, orig, "supply_range = 4\n", "supply_range = 5\n"), "after setting supply_range")
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undo")

	// An inline table keeps its keys' order.
	r.tree.Select(rulesKeyNode("rules", "terrain_shifts"))
	if r.value.Text != "{ forest = -1, mountain = -2, flood_plain = -1 }" {
		t.Errorf("terrain_shifts shows %q", r.value.Text)
	}

	// A value the module refuses: the edit is made, the refusal shown.
	r.tree.Select(rulesKeyNode("rules.tunnel", "stack_size"))
	r.value.SetText("0")
	test.Tap(r.set)
	wantScenarioText(t, f, replaceOnce(t, orig, "stack_size = 5\n", "stack_size = 0\n"), "after a stack size of 0")
	if !strings.Contains(r.module.Text, "rules.tunnel.stack_size: must be at least 1") {
		t.Errorf("the rules tab shows %q; check %v", r.module.Text, f.Result().Messages)
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing it")

	// A row of an air combat table, as one element.
	node := rulesElemNode("rules.air_combat.fighter-flyer", "rows", 0)
	r.tree.Select(node)
	row := `{ die = 6, result = "target-shot-down", text = "B or CS type shot down." }`
	if r.value.Text != row {
		t.Fatalf("row shows %q", r.value.Text)
	}
	r.value.SetText(strings.Replace(row, "target-shot-down", "target-aborts", 1))
	test.Tap(r.set)
	wantScenarioText(t, f, replaceOnce(t, orig, row, strings.Replace(row, "target-shot-down", "target-aborts", 1)), "after editing a row")
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the row")

	// Add a key to a table, and a table.
	r.tree.Select(rulesTableNode("rules.tunnel"))
	r.newKey.SetText("note")
	r.newVal.SetText(`"dug 1913"`)
	test.Tap(r.addKey)
	withKey := replaceOnce(t, orig, "stack_size = 5\n", "stack_size = 5\nnote = \"dug 1913\"\n")
	wantScenarioText(t, f, withKey, "after adding a key")
	if f.Result().OK() || !strings.Contains(r.module.Text, "rules.tunnel.note") {
		t.Errorf("an unknown key: the rules tab shows %q", r.module.Text)
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the key")
}

func TestScenarioCRTColumnShift(t *testing.T) {
	proj := vernianProject(t)
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	shift := st.crt.shiftAt["city_shift"]
	if shift == nil || shift.Text != "-1" || st.crt.shiftAt["terrain_shifts"] == nil {
		t.Fatalf("the shifts are %v", st.crt.shiftAt)
	}
	typeIn(shift, "-2")
	wantScenarioText(t, f, replaceOnce(t, orig, "city_shift = -1\n", "city_shift = -2\n"), "after a city shift of -2")
	// Not a value: no edit, the status bar says why.
	typeIn(st.crt.shiftAt["river_shift"], "minus one")
	wantScenarioText(t, f, replaceOnce(t, orig, "city_shift = -1\n", "city_shift = -2\n"), "after a river shift that is no value")
	if !strings.Contains(d.status.Text, "rules.river_shift: not a TOML value") {
		t.Errorf("status %q", d.status.Text)
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undo")
}

func TestScenarioEditAndRemoveOption(t *testing.T) {
	proj := vernianProject(t)
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	o := st.options
	o.list.Select(1)
	if o.id.Text != "doubled_movement" || o.kind.Selected != "string" || o.def.Text != "first" || o.choices.Text != "first, each" {
		t.Fatalf("form shows %q %q %q %q", o.id.Text, o.kind.Selected, o.def.Text, o.choices.Text)
	}
	o.def.SetText("each")
	test.Tap(o.save)
	wantScenarioText(t, f, replaceOnce(t, orig, "default = \"first\"\n", "default = \"each\"\n"), "after changing the default")
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the change")

	// A default that is not among the choices: the loader refuses it.
	o.list.Select(0)
	o.def.SetText("9")
	test.Tap(o.save)
	if f.Result().OK() || !strings.Contains(f.Result().Messages[0].Text, "option[0].default") {
		t.Errorf("a default outside the choices: check %v", f.Result().Messages)
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the bad default")

	second := f.Entry(f.Items("option")[1]).Text
	o.list.Select(1)
	test.Tap(o.remove)
	wantScenarioText(t, f, replaceOnce(t, orig, second, ""), "after removing an option")
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the removal")
}

// A lone map has no scenario: the tab says so and edits nothing.
func TestScenarioTabWithoutScenario(t *testing.T) {
	m, err := design.OpenBuiltin("maps", "test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	_, st := scenarioTabFor(t, &design.Project{Maps: []*design.File{m}})
	stack := st.content.(*fyne.Container)
	if stack.Objects[0].Visible() || !stack.Objects[1].Visible() {
		t.Error("the tab shows the scenario's editors for a lone map")
	}
	if err := st.edit(func(f *design.File) error { return f.SetKey(0, "name", "x") }); err != design.ErrNoScenario {
		t.Errorf("an edit without a scenario: %v", err)
	}
}
