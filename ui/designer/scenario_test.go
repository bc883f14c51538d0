package designer

import (
	"image"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
	"sandtable/rules"
	_ "sandtable/rules/freeplay"
	_ "sandtable/rules/vernian"
	"sandtable/scenarios"
	"sandtable/ui/boardview"
	"sandtable/ui/session"
)

// vernianProject is the bundled vernian scenario with its maps and
// catalogue, assembled into a project by hand.
func vernianProject(t *testing.T) *design.Project {
	t.Helper()
	open := func(kind, name string) *design.File {
		f, err := design.OpenBuiltin(kind, name)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	return &design.Project{
		Scenario: open("scenarios", "vernian"),
		Maps:     []*design.File{open("maps", "vernian-west"), open("maps", "vernian-england")},
		Counters: []*design.File{open("counters", "vernian")},
	}
}

// scenarioTabFor makes a designer for proj on a board of its own (the
// soft compositor) and the Scenario tab in a window of its own, for the
// tests to drive.
func scenarioTabFor(t *testing.T, proj *design.Project) (*Designer, *scenarioTab) {
	t.Helper()
	a := test.NewTempApp(t)
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(s, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	sess := session.New(g)
	b, err := boardview.NewBoard(sess, func(boardview.ShowFunc) (boardview.Compositor, error) {
		return boardview.NewSoftCompositor(func(*image.RGBA) {}), nil
	}, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	win := a.NewWindow("design")
	d := New(win, sess, b, proj, nil)
	st := newScenarioTab(d)
	w2 := a.NewWindow("scenario")
	w2.SetContent(st.content)
	w2.Resize(fyne.NewSize(700, 900))
	return d, st
}

// undo undoes the designer's last edit of f. Until design.Project keeps
// the history (helper "project"), the file's own undo stands in for it.
func undo(t *testing.T, d *Designer, f *design.File) {
	t.Helper()
	if d.Proj.UndoName() != "" {
		d.Undo()
		return
	}
	if !f.Undo() {
		t.Fatal("nothing to undo")
	}
	d.changed(f, nil)
}

// typeIn replaces an entry's text as the designer would, typing it, and
// presses Enter.
func typeIn(e *widget.Entry, s string) {
	e.SetText("")
	test.Type(e, s)
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// wantText fails unless the scenario file's text is want.
func wantScenarioText(t *testing.T, f *design.File, want, when string) {
	t.Helper()
	if got := string(f.Bytes()); got != want {
		t.Fatalf("%s: the scenario file is\n%s\nwant\n%s", when, diffAround(got, want), diffAround(want, got))
	}
}

// diffAround is the part of a around where it first differs from b.
func diffAround(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return a[max(0, i-120):min(len(a), i+200)]
}

// replaceOnce replaces old by new in s, failing unless old is there once.
func replaceOnce(t *testing.T, s, old, new string) string {
	t.Helper()
	if n := strings.Count(s, old); n != 1 {
		t.Fatalf("%q is %d times in the file, want once", old, n)
	}
	return strings.Replace(s, old, new, 1)
}

func TestScenarioSetName(t *testing.T) {
	proj := vernianProject(t)
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	if st.header.name.Text != "20,000 Leagues under the Trenches" {
		t.Fatalf("the name field shows %q", st.header.name.Text)
	}
	typeIn(st.header.name, "Twenty Thousand Leagues")
	wantScenarioText(t, f, replaceOnce(t, orig, `name = "20,000 Leagues under the Trenches"`, `name = "Twenty Thousand Leagues"`), "after setting the name")
	if !f.Result().OK() {
		t.Errorf("a new name is refused: %v", f.Result().Messages)
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undo")
	if st.header.name.Text != "20,000 Leagues under the Trenches" {
		t.Errorf("after undo the name field shows %q", st.header.name.Text)
	}
	// The description, set with its button: one line, escaped.
	st.header.description.SetText("Summer 1914.\nA short one.")
	test.Tap(st.header.setDesc)
	if got := string(f.Bytes()); !strings.Contains(got, "\ndescription = \"Summer 1914.\\nA short one.\"\npicture") || strings.Contains(got, "Schlieffen") {
		t.Errorf("after setting the description:\n%s", diffAround(got, orig))
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the description")

	// An empty name is no edit: the status bar says a name is needed.
	typeIn(st.header.name, "   ")
	wantScenarioText(t, f, orig, "after an empty name")
	if !strings.Contains(d.status.Text, "needs a name") {
		t.Errorf("status %q, want it to say a scenario needs a name", d.status.Text)
	}
}

func TestScenarioChangeModule(t *testing.T) {
	proj := vernianProject(t)
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	if st.header.module.Selected != "vernian" || !hasString(st.header.module.Options, "freeplay") {
		t.Fatalf("module select shows %q of %v", st.header.module.Selected, st.header.module.Options)
	}
	st.header.module.SetSelected("freeplay")
	wantScenarioText(t, f, replaceOnce(t, orig, `module = "vernian"`, `module = "freeplay"`), "after choosing freeplay")
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undo")
	if st.header.module.Selected != "vernian" {
		t.Errorf("after undo the select shows %q", st.header.module.Selected)
	}
}

func TestScenarioRemoveAndAddMapReference(t *testing.T) {
	proj := vernianProject(t)
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	maps := st.header.lists["maps"]
	if len(maps.rows.Objects) != 2 {
		t.Fatalf("maps list has %d rows, want 2", len(maps.rows.Objects))
	}
	remove := maps.rows.Objects[1].(*fyne.Container).Objects[1].(*widget.Button)
	test.Tap(remove)
	removed := replaceOnce(t, orig, `maps = ["builtin:vernian-west", "builtin:vernian-england"]`, `maps = ["builtin:vernian-west"]`)
	wantScenarioText(t, f, removed, "after removing the England map")
	// Without England's map, the set-up there has no map: the check
	// says so, and the status bar shows its first message.
	if f.Result().OK() || !strings.Contains(d.status.Text, `setup[25].map: no map "vernian-england" in this scenario`) {
		t.Errorf("status %q; check %v", d.status.Text, f.Result().Messages)
	}
	typeIn(maps.add, "builtin:vernian-england")
	wantScenarioText(t, f, orig, "after adding it back")
	undo(t, d, f)
	wantScenarioText(t, f, removed, "after undoing the add")
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the removal")
}

// fillVictory fills the form with the condition the tests add.
func fillVictory(v *victoryEditor) {
	v.id.SetText("paris")
	v.name.SetText("German victory: Paris")
	v.side.SetSelected("germans")
	v.kind.SetSelected("control_places")
	v.places.SetText("paris")
	v.vp.SetText("5")
	v.turn.SetText("H")
}

func TestScenarioVictoryAddEditRemove(t *testing.T) {
	proj := vernianProject(t)
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	v := st.victory
	if len(v.specs) != 3 || v.specs[2].ID != "allied-cities" {
		t.Fatalf("victory list %v", v.specs)
	}
	if got := v.title(0); got != "German victory: France — sudden death, Germans" {
		t.Errorf("list line %q", got)
	}

	// Add.
	fillVictory(v)
	test.Tap(v.add)
	anchor := "Otherwise a draw at the start of Strategic Turn H.\"\n"
	added := replaceOnce(t, orig, anchor, anchor+"\n[[victory]]\nid = \"paris\"\nname = \"German victory: Paris\"\n"+
		"side = \"germans\"\nkind = \"control_places\"\nplaces = [\"paris\"]\nvp = 5\nturn = \"H\"\n")
	wantScenarioText(t, f, added, "after adding a condition")
	if !f.Result().OK() {
		t.Errorf("the new condition is refused: %v", f.Result().Messages)
	}
	if len(v.specs) != 4 || v.sel != 3 {
		t.Errorf("after adding, list has %d, selected %d", len(v.specs), v.sel)
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the add")

	// Edit: the first condition's name; its other lines and comments stay.
	v.list.Select(0)
	if v.id.Text != "german-cities" || v.kind.Selected != "sudden_death" || v.side.Selected != "germans" {
		t.Fatalf("form shows %q %q %q", v.id.Text, v.kind.Selected, v.side.Selected)
	}
	v.name.SetText("Germans take France")
	test.Tap(v.save)
	wantScenarioText(t, f, replaceOnce(t, orig, `name = "German victory: France"`, `name = "Germans take France"`), "after editing a condition")
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the edit")

	// Edit refused by the loader: a place that is not on the maps.
	v.list.Select(0)
	v.kind.SetSelected("control_places")
	v.places.SetText("atlantis")
	test.Tap(v.save)
	if f.Result().OK() || !strings.Contains(f.Result().Messages[0].Text, "atlantis") {
		t.Errorf("a victory place not on the maps: check %v", f.Result().Messages)
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the bad edit")

	// Remove the third.
	third := f.Entry(f.Items("victory")[2]).Text
	v.list.Select(2)
	test.Tap(v.remove)
	wantScenarioText(t, f, replaceOnce(t, orig, third, ""), "after removing a condition")
	if len(v.specs) != 2 {
		t.Errorf("after removing, the list has %d", len(v.specs))
	}
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the removal")

	// A condition needs a kind: no edit, the status bar says so.
	v.list.UnselectAll()
	v.clear()
	v.id.SetText("nothing")
	test.Tap(v.add)
	wantScenarioText(t, f, orig, "after adding a condition without a kind")
	if !strings.Contains(d.status.Text, "needs a kind") {
		t.Errorf("status %q", d.status.Text)
	}
}

// TestScenarioOptionAddEditRemove drives the Options form: add an option,
// change its default, a default that is not of its type (no edit, the
// status bar says why), remove it; each edit undone to the original bytes.
func TestScenarioOptionAddEditRemove(t *testing.T) {
	proj := vernianProject(t)
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	o := st.options
	if len(o.specs) != 3 || o.specs[2].ID != "automatic_losses" || !o.save.Disabled() || !o.remove.Disabled() {
		t.Fatalf("options list %v; with none selected, Save changes and Remove are off", o.specs)
	}

	// Add.
	o.id.SetText("doubled")
	o.name.SetText("Doubled movement")
	o.kind.SetSelected("int")
	o.def.SetText("2")
	o.choices.SetText("1, 2")
	test.Tap(o.add)
	item := "[[option]]\nid = \"doubled\"\nname = \"Doubled movement\"\ndefault = 2\nchoices = [1, 2]\n"
	added := string(f.Bytes())
	if strings.Count(added, item) != 1 || len(added) != len(orig)+len(item)+1 {
		t.Fatalf("after adding, the file does not hold the option once:\n%s", added)
	}
	if len(o.specs) != 4 || o.sel != 3 || optionTitle(o.specs[3]) != "Doubled movement (default 2)" {
		t.Errorf("after adding, list %v, selected %d", o.specs, o.sel)
	}

	// Edit its default.
	o.def.SetText("1")
	test.Tap(o.save)
	wantScenarioText(t, f, strings.Replace(added, item, strings.Replace(item, "default = 2", "default = 1", 1), 1), "after editing the option")
	undo(t, d, f)
	wantScenarioText(t, f, added, "after undoing the edit")

	// A default that is not a whole number: no edit, the status bar says why.
	o.list.Select(3)
	o.def.SetText("two")
	test.Tap(o.save)
	wantScenarioText(t, f, added, "after a default that is not a number")
	if !strings.Contains(d.status.Text, `"two" is not a whole number`) {
		t.Errorf("status %q", d.status.Text)
	}

	// Remove.
	o.list.Select(3)
	test.Tap(o.remove)
	if len(o.specs) != 3 || o.sel != -1 || string(f.Bytes()) != orig {
		t.Errorf("after removing, list %v, selected %d", o.specs, o.sel)
	}
	undo(t, d, f)
	wantScenarioText(t, f, added, "after undoing the removal")
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the add")
}

// A scenario made by "New scenario on this map" names no sides (all of its
// catalogue's play): the victory form offers them all the same, so that
// a condition can be given a side.
func TestScenarioVictorySidesOfNewScenario(t *testing.T) {
	m := design.NewMap(filepath.Join(design.Untitled, "lone.toml"), "lone", "Lone", design.GridSpec{Kind: "hex", Cols: 6, Rows: 5})
	proj, err := design.NewProjectFrom(m.Name, m.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if err := proj.AddScenario(); err != nil {
		t.Fatal(err)
	}
	_, st := scenarioTabFor(t, proj)
	if got, want := st.victory.side.Options, []string{"", "blue", "red"}; !slices.Equal(got, want) {
		t.Errorf("victory sides %q, want %q", got, want)
	}
}

// The CRT tab makes a CRT from nothing: New CRT adds a [rules.crt] the
// rules module accepts, shown in the grid to edit; it is one undo step.
func TestScenarioNewCRT(t *testing.T) {
	m := design.NewMap(filepath.Join(design.Untitled, "lone.toml"), "lone", "Lone", design.GridSpec{Kind: "hex", Cols: 6, Rows: 5})
	proj, err := design.NewProjectFrom(m.Name, m.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if err := proj.AddScenario(); err != nil {
		t.Fatal(err)
	}
	d, st := scenarioTabFor(t, proj)
	f := proj.Scenario
	orig := string(f.Bytes())
	c := st.crt
	if c.table != "" || !c.newCRT.Visible() {
		t.Fatalf("a new scenario's CRT tab shows %q, New CRT visible %v", c.table, c.newCRT.Visible())
	}
	test.Tap(c.newCRT)
	if c.table != "rules.crt" || len(c.heads) != 5 || len(c.cells) != 6 {
		t.Fatalf("after New CRT the grid shows %q with %d columns and %d rows", c.table, len(c.heads), len(c.cells))
	}
	if r := st.result(); !r.OK() {
		t.Fatalf("the new CRT is refused: %v", r.Messages)
	}
	if !strings.Contains(string(f.Bytes()), "\n[rules.crt]\nname = \"Combat results\"\ndice = \"1d6\"\n") {
		t.Errorf("no [rules.crt] in the file:\n%s", f.Bytes())
	}
	if c.newCRT.Visible() {
		t.Error("New CRT still offered with a CRT")
	}
	// Edit a result: the module still accepts it.
	c.cells[0][0].SetText("DE")
	c.cells[0][0].OnSubmitted("DE")
	if !strings.Contains(string(f.Bytes()), `results = ["DE", `) {
		t.Errorf("the edited result is not in the file:\n%s", f.Bytes())
	}
	undo(t, d, f)
	undo(t, d, f)
	wantScenarioText(t, f, orig, "after undoing the new CRT")
}

// A second map made from nothing (Design > Add a new map): the scenario
// names it, and its row in the header's Maps list shows above the entry
// to add one, not under it.
func TestScenarioAddMapRowShows(t *testing.T) {
	m := design.NewMap(filepath.Join(design.Untitled, "lone.toml"), "lone", "Lone", design.GridSpec{Kind: "hex", Cols: 6, Rows: 5})
	proj, err := design.NewProjectFrom(m.Name, m.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if err := proj.AddScenario(); err != nil {
		t.Fatal(err)
	}
	d, st := scenarioTabFor(t, proj)
	l := st.header.lists["maps"]
	if len(l.rows.Objects) != 1 {
		t.Fatalf("%d map rows", len(l.rows.Objects))
	}
	if err := d.AddMap(design.GridSpec{Kind: "square", Cols: 5, Rows: 4}, "second", "Second"); err != nil {
		t.Fatal(err)
	}
	if len(proj.Maps) != 2 || len(l.rows.Objects) != 2 {
		t.Fatalf("after AddMap: %d maps, %d rows", len(proj.Maps), len(l.rows.Objects))
	}
	if mt := d.mapTab; mt == nil || len(mt.mapSel.Options) != 2 || mt.mapID != "second" {
		t.Errorf("the Map tab does not offer the new map")
	}
	last := l.rows.Objects[1]
	entry := fyne.CurrentApp().Driver().AbsolutePositionForObject(l.add)
	bottom := fyne.CurrentApp().Driver().AbsolutePositionForObject(last).Y + last.Size().Height
	if last.Size().Height <= 0 || bottom > entry.Y {
		t.Errorf("the new map's row ends at %v (height %v), under the entry at %v", bottom, last.Size().Height, entry.Y)
	}
}
