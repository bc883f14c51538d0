package designer

import (
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
	"sandtable/internal/textdiff"
	"sandtable/rules"
	_ "sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/boardview"
	"sandtable/ui/session"
)

// setupTestDesigner is a designer on the bundled test-hex-flat scenario
// (two maps, one catalogue), the project assembled by hand from the
// bundled files, with its Set-up tab shown.
func setupTestDesigner(t *testing.T) (*Designer, *setupTab, []byte) {
	t.Helper()
	return setupTestDesignerOf(t, "test-hex-flat", "test-hex-flat", "test-hex-pointy")
}

// setupTestDesignerOf is setupTestDesigner on bundled scenario name,
// whose maps are mapNames and catalogue "test".
func setupTestDesignerOf(t *testing.T, name string, mapNames ...string) (*Designer, *setupTab, []byte) {
	t.Helper()
	test.NewTempApp(t)
	open := func(kind, name string) *design.File {
		f, err := design.OpenBuiltin(kind, name)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	proj := &design.Project{
		Scenario: open("scenarios", name),
		Counters: []*design.File{open("counters", "test")},
	}
	for _, m := range mapNames {
		proj.Maps = append(proj.Maps, open("maps", m))
	}
	s, err := scenarios.Builtin(name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(s, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	sess := session.New(g)
	b, err := boardview.NewBoard(sess, func(show boardview.ShowFunc) (boardview.Compositor, error) {
		return boardview.NewSoftCompositor(func(*image.RGBA) {}), nil
	}, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	win := test.NewTempWindow(t, nil)
	d := New(win, sess, b, proj, nil)
	win.SetContent(d.Content())
	win.Resize(fyne.NewSize(1400, 900))
	d.ShowTab("Set-up")
	var tab *setupTab
	for _, it := range d.tabs.Items {
		if st, ok := it.Content.(*setupTab); ok {
			tab = st
		}
	}
	if tab == nil {
		t.Fatal("no Set-up tab")
	}
	return d, tab, proj.Scenario.Bytes()
}

// undoSetup undoes the scenario's last edit as Designer.Undo does (the
// file's edit undone, then the board and panels brought up to date) and
// checks the file is back to orig. The project's own history
// (Project.Undo) is helper "project"'s; until it is merged the edit is
// undone on the file it was made on, which is what Project.Undo undoes.
func undoSetup(t *testing.T, d *Designer, orig []byte) {
	t.Helper()
	if !d.Proj.Scenario.Undo() {
		t.Fatal("nothing to undo")
	}
	d.changed(d.Proj.Scenario, nil)
	if got := string(d.Proj.Scenario.Bytes()); got != string(orig) {
		t.Fatalf("after undo the scenario is not as opened:\n%s", textdiff.FirstLine("opened", string(orig), "after undo", got))
	}
}

// wantText checks the scenario's text is orig with old replaced by new
// (once), and that the scenario still checks good.
func wantSetupText(t *testing.T, d *Designer, orig []byte, old, new string) {
	t.Helper()
	if !strings.Contains(string(orig), old) {
		t.Fatalf("test is wrong: %q is not in the scenario", old)
	}
	want := strings.Replace(string(orig), old, new, 1)
	got := string(d.Proj.Scenario.Bytes())
	if got != want {
		t.Fatalf("scenario text:\n%s", textdiff.FirstLine("want", want, "got", got))
	}
	if r := d.Proj.Scenario.Result(); !r.OK() {
		t.Fatalf("scenario no longer checks: %v", r.Messages)
	}
}

// setupObjects are the widgets of the tab's sections, depth first.
func setupObjects(o fyne.CanvasObject) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		out = append(out, o)
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

// cellAt is the tool point of cell label of map mapID, as the board
// gives it.
func cellAt(mapID, label string) boardview.ToolPoint {
	return boardview.ToolPoint{Map: mapID, OnCell: true, Label: label}
}

// lastSetup is the end of the scenario's last [[setup]], before the
// reinforcements, where AddSetup puts a new one.
const lastSetup = "[[setup]]\nunit = \"brit-flyer\"\nbox = \"allied-reserve\"\n"

func TestSetupDropOnCell(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	if err := tab.drop("ger-art", cellAt("test-hex-flat", "W0606")); err != nil {
		t.Fatal(err)
	}
	wantSetupText(t, d, orig, lastSetup, lastSetup+"\n[[setup]]\nunit = \"ger-art\"\nat = \"W0606\"\n")
	undoSetup(t, d, orig)
}

func TestSetupDropHiddenInBoxOfSecondMap(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	test.Tap(tab.faceDown)
	p := boardview.ToolPoint{Map: "test-hex-pointy", Box: "available"}
	if err := tab.drop("fr-inf", p); err != nil {
		t.Fatal(err)
	}
	wantSetupText(t, d, orig, lastSetup, lastSetup+
		"\n[[setup]]\nunit = \"fr-inf\"\nmap = \"test-hex-pointy\"\nbox = \"available\"\nhidden = true\n")
	undoSetup(t, d, orig)
}

func TestSetupDropOffTheCellsRefused(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	if err := tab.drop("ger-art", boardview.ToolPoint{Map: "test-hex-flat"}); err == nil {
		t.Fatal("a drop on no cell or box was taken")
	}
	if !strings.Contains(d.status.Text, "no cell or box") {
		t.Errorf("status %q does not say why", d.status.Text)
	}
	if string(d.Proj.Scenario.Bytes()) != string(orig) {
		t.Error("a refused drop changed the scenario")
	}
}

// The tray's unit chosen with a tap, then a click on a cell sets it up
// (the touchpad's way).
func TestSetupTrayTapThenClick(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	var item *trayItem
	for _, o := range setupObjects(tab.tray) {
		if it, ok := o.(*trayItem); ok && it.id == "brit-tank" {
			item = it
		}
	}
	if item == nil {
		t.Fatal("no British tank in the tray")
	}
	test.Tap(item)
	if tab.armed != "brit-tank" {
		t.Fatalf("armed %q after tapping the tank", tab.armed)
	}
	tab.tool.Press(cellAt("test-hex-flat", "W0405"))
	tab.tool.Release(cellAt("test-hex-flat", "W0405"))
	wantSetupText(t, d, orig, lastSetup, lastSetup+"\n[[setup]]\nunit = \"brit-tank\"\nat = \"W0405\"\n")
	undoSetup(t, d, orig)
}

// The tray counts what is set up and brought in of each unit.
func TestSetupTrayCounts(t *testing.T) {
	_, tab, _ := setupTestDesigner(t)
	// ger-inf: 2 at W0906 and 1 at W0805; 1 reinforcement on turn 4; the
	// catalogue has 8.
	var found bool
	for _, o := range setupObjects(tab.tray) {
		if it, ok := o.(*trayItem); ok && it.id == "ger-inf" {
			for _, c := range setupObjects(it.content) {
				if l, ok := c.(*widget.Label); ok && l.Text == "3 set up, 1 later of 8" {
					found = true
				}
			}
		}
	}
	if !found {
		t.Error("the German infantry's tray item does not say 3 set up, 1 later of 8")
	}
}

func TestSetupMoveByDrag(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	tab.tool.Press(cellAt("test-hex-flat", "W1005"))
	tab.tool.Drag(cellAt("test-hex-flat", "W1006"))
	tab.tool.Drag(cellAt("test-hex-flat", "W1007"))
	tab.tool.Release(cellAt("test-hex-flat", "W1007"))
	wantSetupText(t, d, orig, "unit = \"ger-art\"\nat = \"W1005\"\n", "unit = \"ger-art\"\nat = \"W1007\"\n")
	undoSetup(t, d, orig)
}

func TestSetupMoveIntoBox(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	tab.tool.Press(cellAt("test-hex-flat", "W0506"))
	tab.tool.Drag(boardview.ToolPoint{Map: "test-hex-flat", Box: "allied-reserve"})
	tab.tool.Release(boardview.ToolPoint{Map: "test-hex-flat", Box: "allied-reserve"})
	wantSetupText(t, d, orig, "unit = \"brit-cav\"\nat = \"W0506\"\n", "unit = \"brit-cav\"\nbox = \"allied-reserve\"\n")
	undoSetup(t, d, orig)
}

// A drag from a stack of two placements moves the one chosen in the list.
func TestSetupMoveChosen(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	// Two placements at W0906: ger-inf (2) and, added here, ger-art.
	if err := tab.drop("ger-art", cellAt("test-hex-flat", "W0906")); err != nil {
		t.Fatal(err)
	}
	added := d.Proj.Scenario.Bytes()
	tab.chosen = 0 // the ger-inf pair
	tab.tool.Press(cellAt("test-hex-flat", "W0906"))
	tab.tool.Drag(cellAt("test-hex-flat", "W0907"))
	tab.tool.Release(cellAt("test-hex-flat", "W0907"))
	wantSetupText(t, d, added, "unit = \"ger-inf\"\ncount = 2\nat = \"W0906\"\n", "unit = \"ger-inf\"\ncount = 2\nat = \"W0907\"\n")
	undoSetup(t, d, added)
	undoSetup(t, d, orig)
}

// selectAt clicks cell label of the first map with the tool: the
// placements list then shows that cell's.
func selectAt(tab *setupTab, label string) {
	tab.tool.Press(cellAt("test-hex-flat", label))
	tab.tool.Release(cellAt("test-hex-flat", label))
}

func TestSetupHiddenToggle(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	selectAt(tab, "W1004")
	var box *widget.Check
	for _, o := range setupObjects(tab.placements) {
		if c, ok := o.(*widget.Check); ok && c.Text == "Face down" {
			box = c
		}
	}
	if box == nil || box.Checked {
		t.Fatalf("no unticked face-down box for the crack infantry at W1004 (%v)", box)
	}
	test.Tap(box)
	wantSetupText(t, d, orig, "unit = \"ger-inf-crack\"\nat = \"W1004\"\n", "unit = \"ger-inf-crack\"\nat = \"W1004\"\nhidden = true\n")
	undoSetup(t, d, orig)

	// And face up again.
	selectAt(tab, "W1106")
	for _, o := range setupObjects(tab.placements) {
		if c, ok := o.(*widget.Check); ok && c.Text == "Face down" {
			box = c
		}
	}
	if !box.Checked {
		t.Fatal("the HQ at W1106 is set up face down, but its box is not ticked")
	}
	test.Tap(box)
	wantSetupText(t, d, orig, "at = \"W1106\"\nhidden = true\n", "at = \"W1106\"\n")
	undoSetup(t, d, orig)
}

// buttonsWithIcon finds the buttons of a section showing icon.
func buttonsWithIcon(o fyne.CanvasObject, icon fyne.Resource) []*widget.Button {
	name := icon.Name()
	var out []*widget.Button
	for _, c := range setupObjects(o) {
		if b, ok := c.(*widget.Button); ok && b.Icon != nil && b.Icon.Name() == name {
			out = append(out, b)
		}
	}
	return out
}

func TestSetupRemove(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	selectAt(tab, "W0506")
	del := buttonsWithIcon(tab.placements, theme.DeleteIcon())
	if len(del) != 1 {
		t.Fatalf("%d remove buttons at W0506, want 1", len(del))
	}
	test.Tap(del[0])
	wantSetupText(t, d, orig, "[[setup]]\nunit = \"brit-cav\"\nat = \"W0506\"\n\n", "")
	undoSetup(t, d, orig)
}

func TestSetupStrength(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	selectAt(tab, "W0906")
	var sel *widget.Select
	for _, o := range setupObjects(tab.placements) {
		if s, ok := o.(*widget.Select); ok {
			sel = s
		}
	}
	if sel == nil || sel.SelectedIndex() != 0 {
		t.Fatalf("no strength at full for the infantry at W0906 (%v)", sel)
	}
	sel.SetSelectedIndex(1)
	wantSetupText(t, d, orig, "count = 2\nat = \"W0906\"\n", "count = 2\nat = \"W0906\"\nreduced = true\n")
	undoSetup(t, d, orig)

	// W0805's infantry starts reduced: back to full strength.
	selectAt(tab, "W0805")
	for _, o := range setupObjects(tab.placements) {
		if s, ok := o.(*widget.Select); ok {
			sel = s
		}
	}
	if sel.SelectedIndex() != 1 {
		t.Fatalf("the reduced infantry at W0805 shows strength %d", sel.SelectedIndex()+1)
	}
	sel.SetSelectedIndex(0)
	wantSetupText(t, d, orig, "at = \"W0805\"\nreduced = true\n", "at = \"W0805\"\n")
	undoSetup(t, d, orig)
}

func TestSetupNote(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	selectAt(tab, "W0506")
	var e *widget.Entry
	for _, o := range setupObjects(tab.placements) {
		if x, ok := o.(*widget.Entry); ok && x.PlaceHolder == "note" {
			e = x
		}
	}
	if e == nil {
		t.Fatal("no note field")
	}
	test.Type(e, "Screening the coast")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantSetupText(t, d, orig, "unit = \"brit-cav\"\nat = \"W0506\"\n", "unit = \"brit-cav\"\nat = \"W0506\"\nnote = \"Screening the coast\"\n")
	undoSetup(t, d, orig)
}

// lastReinforcement is the end of the scenario's last [[reinforcement]].
const lastReinforcement = "turn = 4\nunit = \"ger-inf\"\nbox = \"central-reserve\"\n"

// reinforcementForm is the Reinforcements section's form as it stands
// (it is made again after every edit).
type reinforcementForm struct {
	unit, turn *widget.Select
	at         *widget.SelectEntry
	hidden     *widget.Check
	add        *widget.Button
}

func findReinforcementForm(t *testing.T, tab *setupTab) reinforcementForm {
	t.Helper()
	var f reinforcementForm
	var sels []*widget.Select
	for _, o := range setupObjects(tab.reinf) {
		switch x := o.(type) {
		case *widget.Select:
			sels = append(sels, x)
		case *widget.SelectEntry:
			f.at = x
		case *widget.Check:
			f.hidden = x
		case *widget.Button:
			if x.Text == "Add reinforcement" {
				f.add = x
			}
		}
	}
	if len(sels) != 2 || f.at == nil || f.hidden == nil || f.add == nil {
		t.Fatalf("reinforcement form: %d selects, %+v", len(sels), f)
	}
	f.unit, f.turn = sels[0], sels[1]
	return f
}

func TestSetupAddReinforcement(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	f := findReinforcementForm(t, tab)
	f.unit.SetSelected("Zeppelin squadron")
	f.turn.SetSelected("Strategic Turn D")
	test.Type(f.at, "W1105")
	test.Tap(f.add)
	wantSetupText(t, d, orig, lastReinforcement, lastReinforcement+
		"\n[[reinforcement]]\nturn = \"D\"\nunit = \"ger-zeppelin\"\nat = \"W1105\"\n")
	undoSetup(t, d, orig)

	// Into a box, by its name, face down.
	f = findReinforcementForm(t, tab)
	f.unit.SetSelected("Zeppelin squadron")
	f.turn.SetSelected("Strategic Turn H")
	f.at.SetText("Central reserve")
	test.Tap(f.hidden)
	test.Tap(f.add)
	wantSetupText(t, d, orig, lastReinforcement, lastReinforcement+
		"\n[[reinforcement]]\nturn = \"H\"\nunit = \"ger-zeppelin\"\nbox = \"central-reserve\"\nhidden = true\n")
	undoSetup(t, d, orig)

	// A click on the board fills in where; the unit and turn chosen stay.
	selectAt(tab, "W0707")
	f = findReinforcementForm(t, tab)
	if f.unit.Selected != "Zeppelin squadron" || f.turn.Selected != "Strategic Turn H" || f.at.Text != "W0707" {
		t.Errorf("after a click on W0707 the form has %q, %q, %q", f.unit.Selected, f.turn.Selected, f.at.Text)
	}

	// A cell that is not on the map is refused before any edit.
	f.at.SetText("W9999")
	test.Tap(f.add)
	if got := string(d.Proj.Scenario.Bytes()); got != string(orig) {
		t.Fatal("a reinforcement to no cell was added")
	}
	if !strings.Contains(d.status.Text, "W9999") {
		t.Errorf("status %q does not name the bad cell", d.status.Text)
	}
}

func TestSetupRemoveReinforcement(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	del := buttonsWithIcon(tab.reinf, theme.DeleteIcon())
	if len(del) != 3 {
		t.Fatalf("%d remove buttons for 3 reinforcements", len(del))
	}
	// Listed by turn: C (brit-tank), 4 = D (ger-inf), E (fr-inf).
	test.Tap(del[1])
	wantSetupText(t, d, orig, "\n[[reinforcement]]\n"+lastReinforcement, "")
	undoSetup(t, d, orig)
}

// turnsTable is the scenario's [turns] as bundled.
const turnsTable = `[turns]
names = ["A", "B", "C", "D", "E", "F", "G", "H"]
label = "Strategic Turn"
sub_turns = 2
sub_turn_label = "Operational Turn"
`

// turnEntries are the turn track's name fields, in order.
func turnEntries(tab *setupTab) []*widget.Entry {
	var out []*widget.Entry
	for _, o := range setupObjects(tab.turns) {
		if e, ok := o.(*widget.Entry); ok && e.Validator == nil && e.PlaceHolder == "" {
			out = append(out, e)
		}
	}
	return out
}

func TestSetupTurnNames(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	es := turnEntries(tab)
	if len(es) != 8 || es[2].Text != "C" {
		t.Fatalf("%d turn name fields", len(es))
	}
	// F: no reinforcement or victory condition names it.
	es[5].SetText("")
	test.Type(es[5], "Z")
	es[5].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantSetupText(t, d, orig, turnsTable, strings.Replace(turnsTable, `"E", "F", "G"`, `"E", "Z", "G"`, 1))
	undoSetup(t, d, orig)

	// Add a turn: the next letter.
	var add *widget.Button
	for _, o := range setupObjects(tab.turns) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Add turn" {
			add = b
		}
	}
	test.Tap(add)
	wantSetupText(t, d, orig, turnsTable, strings.Replace(turnsTable, `"G", "H"]`, `"G", "H", "I"]`, 1))
	undoSetup(t, d, orig)

	// Move B down: after C.
	down := buttonsWithIcon(tab.turns, theme.MoveDownIcon())
	if len(down) != 8 {
		t.Fatalf("%d move-down buttons", len(down))
	}
	test.Tap(down[1])
	wantSetupText(t, d, orig, turnsTable, strings.Replace(turnsTable, `"A", "B", "C"`, `"A", "C", "B"`, 1))
	undoSetup(t, d, orig)

	// A name given twice is refused with check's words, nothing edited.
	es = turnEntries(tab)
	es[1].SetText("")
	test.Type(es[1], "A")
	es[1].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if string(d.Proj.Scenario.Bytes()) != string(orig) {
		t.Fatal("a turn named twice was written")
	}
	if !strings.Contains(d.status.Text, `"A" is listed twice`) {
		t.Errorf("status %q", d.status.Text)
	}
}

func TestSetupTurnsNumbered(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	var mode *widget.RadioGroup
	for _, o := range setupObjects(tab.turns) {
		if r, ok := o.(*widget.RadioGroup); ok {
			mode = r
		}
	}
	mode.SetSelected("Numbered turns")
	want := "[turns]\ncount = 8\nlabel = \"Strategic Turn\"\nsub_turns = 2\nsub_turn_label = \"Operational Turn\"\n"
	got := string(d.Proj.Scenario.Bytes())
	if !strings.Contains(got, want) {
		t.Fatalf("numbered turns not written:\n%s", textdiff.FirstLine("want", strings.Replace(string(orig), turnsTable, want, 1), "got", got))
	}
	// The reinforcements name turns C and E, which a numbered track does
	// not have: check says so.
	if d.Proj.Scenario.Result().OK() {
		t.Error("turn names the reinforcements use are gone, and check did not say so")
	}
	undoSetup(t, d, orig)
}

// A tray counter dragged and dropped back on the panel (off the board)
// sets nothing up, and the status bar says so.
func TestSetupTrayDropOffBoard(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	var item *trayItem
	for _, o := range setupObjects(tab.tray) {
		if it, ok := o.(*trayItem); ok && it.id == "ger-art" {
			item = it
		}
	}
	if item == nil {
		t.Fatal("no artillery in the tray")
	}
	// Scroll the panel to show it.
	sc := tab.root.(*container.Scroll)
	sc.Offset.Y += fyne.CurrentApp().Driver().AbsolutePositionForObject(item).Y - 300
	sc.Refresh()
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(item).Add(fyne.NewPos(10, 10))
	test.Drag(d.Window().Canvas(), at, 30, 5)
	if got := string(d.Proj.Scenario.Bytes()); got != string(orig) {
		t.Fatal("a counter dropped on the panel was set up")
	}
	if o := d.Window().Canvas().Overlays().Top(); o != nil {
		t.Errorf("the dragged counter's picture (%T) is left over the window", o)
	}
	if !strings.Contains(d.status.Text, "off the board") {
		t.Errorf("status %q does not say the drop missed the board", d.status.Text)
	}
	// The drop point is read in the board's coordinates (test.Drag's one
	// drag event is at the start of the drag).
	board := fyne.CurrentApp().Driver().AbsolutePositionForObject(d.board)
	if want := at.Subtract(board); item.boardPos() != want {
		t.Errorf("drop at %v in the board's coordinates, want %v", item.boardPos(), want)
	}
}

// Renaming a turn a reinforcement arrives on is written (the designer may
// rename the reinforcement next), and the status bar gives check's
// message.
func TestSetupTurnRenameReportsCheck(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	es := turnEntries(tab)
	es[2].SetText("")
	test.Type(es[2], "X")
	es[2].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantTextRaw(t, d, orig, turnsTable, strings.Replace(turnsTable, `"B", "C", "D"`, `"B", "X", "D"`, 1))
	if want := `reinforcement[0].turn: no turn "C" (turns are A to H)`; !strings.Contains(d.status.Text, want) {
		t.Errorf("status %q does not give check's %q", d.status.Text, want)
	}
	undoSetup(t, d, orig)
}

// wantTextRaw is wantText for an edit that leaves the scenario with
// problems.
func wantTextRaw(t *testing.T, d *Designer, orig []byte, old, new string) {
	t.Helper()
	want := strings.Replace(string(orig), old, new, 1)
	if got := string(d.Proj.Scenario.Bytes()); got != want {
		t.Fatalf("scenario text:\n%s", textdiff.FirstLine("want", want, "got", got))
	}
}

func TestSetupCount(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	countField := func() *widget.Entry {
		for _, o := range setupObjects(tab.placements) {
			if e, ok := o.(*widget.Entry); ok && e.Validator != nil {
				return e
			}
		}
		t.Fatal("no count field")
		return nil
	}
	selectAt(tab, "W0506")
	e := countField()
	if e.Text != "1" {
		t.Fatalf("the cavalry at W0506 shows count %q", e.Text)
	}
	e.SetText("3")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantSetupText(t, d, orig, "unit = \"brit-cav\"\nat = \"W0506\"\n", "unit = \"brit-cav\"\nat = \"W0506\"\ncount = 3\n")
	undoSetup(t, d, orig)

	// Back to one: count is left out.
	selectAt(tab, "W0906")
	e = countField()
	e.SetText("1")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantSetupText(t, d, orig, "unit = \"ger-inf\"\ncount = 2\nat = \"W0906\"\n", "unit = \"ger-inf\"\nat = \"W0906\"\n")
	undoSetup(t, d, orig)

	// Nought is refused before any edit.
	e = countField()
	e.SetText("0")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if string(d.Proj.Scenario.Bytes()) != string(orig) {
		t.Fatal("a count of 0 was written")
	}
	if !strings.Contains(d.status.Text, "from 1 to 100") {
		t.Errorf("status %q", d.status.Text)
	}
}

// On a numbered track a reinforcement's turn is written as its number,
// and the track's length is a number field.
func TestSetupNumberedTrack(t *testing.T) {
	d, tab, orig := setupTestDesignerOf(t, "test-hex-pointy", "test-hex-pointy")
	f := findReinforcementForm(t, tab)
	f.unit.SetSelected("British cavalry division")
	f.turn.SetSelected("Turn 3")
	f.at.SetText("0604")
	test.Tap(f.add)
	last := "turn = 2\nunit = \"ger-inf\"\ncount = 2\nbox = \"available\"\n"
	wantSetupText(t, d, orig, last, last+"\n[[reinforcement]]\nturn = 3\nunit = \"brit-cav\"\nat = \"0604\"\n")
	undoSetup(t, d, orig)

	var count *widget.Entry
	for _, o := range setupObjects(tab.turns) {
		if e, ok := o.(*widget.Entry); ok && e.Validator != nil && e.Text == "6" {
			count = e
		}
	}
	if count == nil {
		t.Fatal("no field for the 6 turns")
	}
	count.SetText("10")
	count.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantSetupText(t, d, orig, "[turns]\ncount = 6\n", "[turns]\ncount = 10\n")
	undoSetup(t, d, orig)
}

// A lone map has no set-up: the tab says so, and a drop sets nothing up.
func TestSetupNoScenario(t *testing.T) {
	d, tab, _ := setupTestDesigner(t)
	d.Proj.Scenario = nil
	tab.refresh(nil)
	var said bool
	for _, o := range setupObjects(tab.tray) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, "no scenario") {
			said = true
		}
	}
	if !said {
		t.Error("the Set-up tab of a lone map does not say it has no scenario")
	}
	if err := tab.drop("ger-art", cellAt("test-hex-flat", "W0606")); err == nil {
		t.Error("a drop was taken without a scenario")
	}
	if !strings.Contains(d.status.Text, "no scenario") {
		t.Errorf("status %q", d.status.Text)
	}
}

// Every turn-track edit says what it did in the status bar, as the other
// set-up edits do.
func TestSetupTurnStatus(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	es := turnEntries(tab)
	es[5].SetText("")
	test.Type(es[5], "Dusk")
	es[5].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if want := `Renamed turn 6 "F" to "Dusk".`; d.status.Text != want {
		t.Errorf("after a rename the status says %q, want %q", d.status.Text, want)
	}
	undoSetup(t, d, orig)
	var add *widget.Button
	for _, o := range setupObjects(tab.turns) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Add turn" {
			add = b
		}
	}
	test.Tap(add)
	if want := `Added turn 9 "I".`; d.status.Text != want {
		t.Errorf("after Add turn the status says %q, want %q", d.status.Text, want)
	}
	undoSetup(t, d, orig)
	test.Tap(buttonsWithIcon(tab.turns, theme.MoveDownIcon())[1])
	if want := `Moved turn "B" to place 3.`; d.status.Text != want {
		t.Errorf("after moving B down the status says %q, want %q", d.status.Text, want)
	}
	undoSetup(t, d, orig)
}

// The turn track's boxes are as wide as their names and a margin: a long
// name reads whole (it was cut at 36 px).
func TestSetupTurnBoxesFitNames(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	es := turnEntries(tab)
	es[5].SetText("")
	test.Type(es[5], "Dawnbreak")
	es[5].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantSetupText(t, d, orig, turnsTable, strings.Replace(turnsTable, `"E", "F", "G"`, `"E", "Dawnbreak", "G"`, 1))
	track := tab.turns.Objects[0].(*container.Scroll).Content.(*fyne.Container)
	n := 0
	for _, box := range track.Objects {
		for _, o := range setupObjects(box) {
			txt, ok := o.(*canvas.Text)
			if !ok || txt.TextSize != theme.TextSize() {
				continue
			}
			n++
			need := fyne.MeasureText(txt.Text, txt.TextSize, txt.TextStyle).Width + 2*theme.Padding()
			if w := box.MinSize().Width; w < need {
				t.Errorf("turn %q's box is %.0f wide, its name needs %.0f", txt.Text, w, need)
			}
		}
	}
	if n != 8 {
		t.Errorf("%d turn names on the track, want 8", n)
	}
}

// An edit of one placement builds that row again and keeps the others as
// they are: a count half typed in another row is not lost (and a big
// set-up is not rebuilt row by row at every keystroke's edit).
func TestSetupEditKeepsOtherRows(t *testing.T) {
	d, tab, orig := setupTestDesigner(t)
	rows := func() []fyne.CanvasObject { return append([]fyne.CanvasObject(nil), tab.placements.Objects[1:]...) } // after the hint
	before := rows()
	if len(before) < 2 {
		t.Fatalf("%d placements listed; the test wants two or more", len(before))
	}
	var first *widget.Entry // the first row's note
	for _, o := range setupObjects(before[0]) {
		if x, ok := o.(*widget.Entry); ok && x.PlaceHolder == "note" {
			first = x
		}
	}
	var last *widget.Entry // the last row's count
	for _, o := range setupObjects(before[len(before)-1]) {
		if x, ok := o.(*widget.Entry); ok && x.PlaceHolder != "note" {
			last = x
		}
	}
	if first == nil || last == nil {
		t.Fatal("no note in the first row or no count in the last")
	}
	test.Type(last, "2") // typed, not yet submitted
	typed := last.Text
	test.Type(first, "Screening the coast")
	first.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	after := rows()
	if len(after) != len(before) {
		t.Fatalf("%d rows after the edit, %d before", len(after), len(before))
	}
	if after[0] == before[0] {
		t.Errorf("the edited row was not built again")
	}
	for i := 1; i < len(after); i++ {
		if after[i] != before[i] {
			t.Errorf("row %d was built again though its placement did not change", i)
		}
	}
	if last.Text != typed || typed == "1" {
		t.Errorf("the count being typed in the last row reads %q, want %q", last.Text, typed)
	}
	undoSetup(t, d, orig)
}

// TestSetupTrayStaysPut: after a counter from the tray is set up, the
// tray's counters are where they were, so the next drag from the same
// place takes the same unit (the placements list used to grow above the
// tray and push it down by a row per drop).
func TestSetupTrayStaysPut(t *testing.T) {
	d, tab, _ := setupTestDesigner(t)
	where := func() fyne.Position {
		t.Helper()
		for _, o := range setupObjects(tab.tray) {
			if it, ok := o.(*trayItem); ok && it.id == "ger-art" {
				return fyne.CurrentApp().Driver().AbsolutePositionForObject(it)
			}
		}
		t.Fatal("no artillery in the tray")
		return fyne.Position{}
	}
	d.Window().Content().Refresh()
	before := where()
	for _, at := range []string{"W0606", "W0607"} {
		if err := tab.drop("ger-art", cellAt("test-hex-flat", at)); err != nil {
			t.Fatal(err)
		}
		d.Window().Content().Refresh()
		if after := where(); after != before {
			t.Fatalf("after a drop at %s the artillery is at %v in the tray, was at %v", at, after, before)
		}
	}
}
