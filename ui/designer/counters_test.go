package designer

import (
	"bytes"
	"flag"
	"image"
	"image/draw"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"sandtable/design"
	"sandtable/internal/golden"
)

var updateCounters = flag.Bool("update-counters", false, "rewrite the Counters tab's golden images in testdata")

// countersFixture is the Counters tab on the bundled test catalogue
// (counters/data/test.toml), in a test window, previews drawn at once.
type countersFixture struct {
	d    *Designer
	ce   *countersEditor
	f    *design.File
	orig []byte
}

func newCountersFixture(t *testing.T) *countersFixture {
	t.Helper()
	test.NewTempApp(t)
	f, err := design.OpenBuiltin("counters", "test")
	if err != nil {
		t.Fatal(err)
	}
	if !f.Result().OK() {
		t.Fatalf("the test catalogue does not pass check: %v", f.Result().Messages)
	}
	d := &Designer{Proj: &design.Project{Counters: []*design.File{f}}, status: widget.NewLabel("")}
	ce := d.newCountersEditor(0)
	w := test.NewTempWindow(t, ce.content())
	w.Resize(fyne.NewSize(700, 1000))
	return &countersFixture{d: d, ce: ce, f: f, orig: append([]byte(nil), f.Bytes()...)}
}

// undo undoes the last edit as the designer's Ctrl+Z does. Until
// design.Project keeps the history (helper "project"), Designer.Undo
// does nothing; then the file's own undo stands in, and the panels are
// refreshed as Designer.Undo would.
func (fx *countersFixture) undo(t *testing.T) {
	t.Helper()
	before := string(fx.f.Bytes())
	fx.d.Undo()
	if string(fx.f.Bytes()) == before {
		if !fx.f.Undo() {
			t.Fatal("nothing to undo")
		}
		fx.d.changed(fx.f, nil)
	}
}

// wantText compares the catalogue's text with want, showing the first
// difference.
func (fx *countersFixture) wantText(t *testing.T, step, want string) {
	t.Helper()
	got := string(fx.f.Bytes())
	if got == want {
		return
	}
	k := 0
	for k < len(got) && k < len(want) && got[k] == want[k] {
		k++
	}
	lo := max(0, k-80)
	t.Fatalf("%s: the file differs at byte %d:\ngot  …%q…\nwant …%q…", step, k, got[lo:min(len(got), k+120)], want[lo:min(len(want), k+120)])
}

// wantUndone undoes the last edit and checks the file is its opened bytes.
func (fx *countersFixture) wantUndone(t *testing.T) {
	t.Helper()
	fx.undo(t)
	if !bytes.Equal(fx.f.Bytes(), fx.orig) {
		fx.wantText(t, "after undo", string(fx.orig))
	}
}

// insertAfter is text with add inserted after the first occurrence of
// anchor.
func insertAfter(t *testing.T, text, anchor, add string) string {
	t.Helper()
	k := strings.Index(text, anchor)
	if k < 0 {
		t.Fatalf("no %q in the catalogue", anchor)
	}
	return text[:k+len(anchor)] + add + text[k+len(anchor):]
}

// enter presses Enter in e.
func enter(e *widget.Entry) { e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) }

// selectUnit searches the Units tab for q and selects the only match.
func (fx *countersFixture) selectUnit(t *testing.T, q, id string) {
	t.Helper()
	u := fx.ce.units
	u.search.SetText("")
	test.Type(u.search, q)
	if len(u.shown) != 1 || u.all[u.shown[0]].ID != id {
		var ids []string
		for _, i := range u.shown {
			ids = append(ids, u.all[i].ID)
		}
		t.Fatalf("searching %q lists %v, want only %s", q, ids, id)
	}
	u.list.Select(0)
	if u.selID != id || u.id.Text != id {
		t.Fatalf("selected %q, form shows %q; want %s", u.selID, u.id.Text, id)
	}
}

const alliesSide = "[[side]]\nid = \"allies\"\nname = \"Allies\"\ncolor = \"#b5956a\"\n"

func TestCountersAddSide(t *testing.T) {
	fx := newCountersFixture(t)
	test.Tap(fx.ce.sides.addBtn)
	added := "\n[[side]]\nid = \"side-1\"\nname = \"Side 1\"\ncolor = \"#888888\"\n"
	want := insertAfter(t, string(fx.orig), alliesSide, added)
	fx.wantText(t, "add side", want)
	if r := fx.f.Result(); !r.OK() || len(r.Catalogue.Sides) != 3 {
		t.Fatalf("after adding a side: %v", r.Messages)
	}
	// The new side is selected: rename it and give it a colour, Enter commits.
	s := fx.ce.sides
	if s.entries["id"].Text != "side-1" {
		t.Fatalf("the form shows side %q, want the new side-1", s.entries["id"].Text)
	}
	s.entries["name"].SetText("Neutrals")
	s.entries["color"].SetText("#336699")
	enter(s.entries["color"])
	fx.wantText(t, "rename side", insertAfter(t, string(fx.orig), alliesSide,
		"\n[[side]]\nid = \"side-1\"\nname = \"Neutrals\"\ncolor = \"#336699\"\n"))
	fx.undo(t)
	fx.wantText(t, "undo rename", want)
	fx.wantUndone(t)
}

func TestCountersAddNation(t *testing.T) {
	fx := newCountersFixture(t)
	test.Tap(fx.ce.nations.addBtn)
	france := "stripe_color = \"#d33a2c\"\n"
	// A new nation is on the first side, Central Powers.
	want := insertAfter(t, string(fx.orig), france,
		"\n[[nation]]\nid = \"nation-1\"\nname = \"Nation 1\"\nside = \"central\"\ncolor = \"#cccccc\"\ntext_color = \"#111111\"\n")
	fx.wantText(t, "add nation", want)
	// Put it on the Allies' side: the select shows sides by name.
	n := fx.ce.nations
	n.selects["side"].SetSelected("Allies (allies)")
	test.Tap(n.apply)
	fx.wantText(t, "nation's side", insertAfter(t, string(fx.orig), france,
		"\n[[nation]]\nid = \"nation-1\"\nname = \"Nation 1\"\nside = \"allies\"\ncolor = \"#cccccc\"\ntext_color = \"#111111\"\n"))
	fx.undo(t)
	fx.wantText(t, "undo side", want)
	fx.wantUndone(t)
}

// TestCountersRemoveNationInUse: a nation units still name cannot go;
// the refusal is check's own message about the first unit naming it, and
// the file is unchanged.
func TestCountersRemoveNationInUse(t *testing.T) {
	fx := newCountersFixture(t)
	n := fx.ce.nations
	n.list.Select(0)
	if n.entries["id"].Text != "germany" {
		t.Fatalf("first nation is %q, want germany", n.entries["id"].Text)
	}
	test.Tap(n.remove)
	if !bytes.Equal(fx.f.Bytes(), fx.orig) {
		t.Fatal("removing a nation in use changed the file")
	}
	if st := fx.d.status.Text; !strings.Contains(st, `unit[0].nation`) || !strings.Contains(st, `no nation "germany" in this catalogue`) {
		t.Errorf("status %q, want check's message about unit[0].nation", st)
	}
	if n.problem.Text != fx.d.status.Text {
		t.Errorf("the form says %q, the status bar %q", n.problem.Text, fx.d.status.Text)
	}
}

// TestCountersNewUnitCopies: "New unit" copies the selected unit, both
// its steps, under a new id, and selects the copy; a step added in the
// form and applied is a second undo step.
func TestCountersNewUnitCopies(t *testing.T) {
	fx := newCountersFixture(t)
	fx.selectUnit(t, "crack", "ger-inf-crack")
	u := fx.ce.units
	test.Tap(u.dupBtn)
	crack := "[[unit]]\nid = \"ger-inf-crack\"\nname = \"German crack infantry\"\nnation = \"germany\"\nkind = \"infantry\"\nsize = \"XXX\"\nstripe = \"yellow\"\nback = \"crack\"\ncount = 3\n" +
		"[[unit.step]]\nprint = \"6-3\"\nvalues = { combat = 6, move = 3 }\n[[unit.step]]\nprint = \"4-3\"\nvalues = { combat = 4, move = 3 }\nlabel = \"reduced\"\n"
	if !strings.Contains(string(fx.orig), crack) {
		t.Fatal("the test catalogue's ger-inf-crack is not as this test expects")
	}
	copied := strings.Replace(crack, `id = "ger-inf-crack"`, `id = "ger-inf-crack-1"`, 1)
	copied = strings.Replace(copied, `"German crack infantry"`, `"German crack infantry (copy)"`, 1)
	r := fx.f.Result()
	if !r.OK() {
		t.Fatalf("after the copy: %v", r.Messages)
	}
	last := r.Catalogue.Units[len(r.Catalogue.Units)-1]
	if last.ID != "ger-inf-crack-1" || len(last.Steps) != 2 || last.Steps[0].Print != "6-3" || last.Steps[1].Print != "4-3" {
		t.Fatalf("the last unit is %+v, want the copy with steps 6-3 and 4-3", last)
	}
	if !strings.Contains(string(fx.f.Bytes()), "\n"+copied) || len(fx.f.Bytes()) != len(fx.orig)+len(copied)+1 {
		t.Fatalf("the file does not hold the copy, and only it, once:\n%s", fx.f.Bytes())
	}
	copyText := string(fx.f.Bytes())
	if u.selID != "ger-inf-crack-1" || u.id.Text != "ger-inf-crack-1" || len(u.steps) != 2 {
		t.Fatalf("the form shows %q with %d steps, want the copy with 2", u.id.Text, len(u.steps))
	}
	// A third step, 2-3, as a remnant.
	test.Tap(u.addStepBtn)
	test.Type(u.steps[2].print, "2-3")
	test.Type(u.steps[2].values, "combat=2 move=3")
	test.Type(u.steps[2].label, "remnant")
	test.Tap(u.applyBtn)
	want := strings.Replace(copyText, copied, copied+"[[unit.step]]\nprint = \"2-3\"\nvalues = { combat = 2, move = 3 }\nlabel = \"remnant\"\n", 1)
	fx.wantText(t, "third step", want)
	fx.undo(t)
	fx.wantText(t, "undo the step", copyText)
	fx.wantUndone(t)
}

// TestCountersEditFactor changes ger-inf's full-strength combat factor
// from 5 to 6: the preview's front changes as the designer types (its
// back, the reduced 3-3, does not), nothing is written until Enter, and
// then only that value's line.
func TestCountersEditFactor(t *testing.T) {
	fx := newCountersFixture(t)
	fx.ce.units.filter.SetSelected("Germany (germany)")
	fx.selectUnit(t, "corps", "ger-inf")
	u := fx.ce.units
	front0, back0 := u.front.Image, u.rear.Image
	if u.steps[0].values.Text != "combat=5 move=3" {
		t.Fatalf("step 1's values read %q", u.steps[0].values.Text)
	}
	u.steps[0].values.SetText("combat=6 move=3")
	if n := differ(front0, u.front.Image); n == 0 {
		t.Error("the front preview did not change with the factor")
	}
	if n := differ(back0, u.rear.Image); n != 0 {
		t.Errorf("the back preview changed in %d pixels; its step did not", n)
	}
	if !bytes.Equal(fx.f.Bytes(), fx.orig) {
		t.Fatal("typing changed the file before Enter")
	}
	enter(u.steps[0].values)
	fx.wantText(t, "factor", strings.Replace(string(fx.orig), "values = { combat = 5, move = 3 }", "values = { combat = 6, move = 3 }", 1))
	fx.wantUndone(t)
	if u.steps[0].values.Text != "combat=5 move=3" {
		t.Errorf("after undo the form shows %q", u.steps[0].values.Text)
	}
}

// TestCountersBadValue: a count that is no number is refused with a
// message in the status bar and the form, as is a step's value typed
// wrong, and the file is unchanged; a code check refuses (longer than 4
// characters) is refused with check's own message.
func TestCountersBadValue(t *testing.T) {
	fx := newCountersFixture(t)
	fx.ce.units.filter.SetSelected("Germany (germany)")
	fx.selectUnit(t, "corps", "ger-inf")
	u := fx.ce.units
	u.count.SetText("eight")
	test.Tap(u.applyBtn)
	if !bytes.Equal(fx.f.Bytes(), fx.orig) {
		t.Fatal("a bad count changed the file")
	}
	want := `designer: a unit's count must be a whole number, not "eight"`
	if fx.d.status.Text != want || u.problem.Text != want {
		t.Errorf("status %q, form %q; want %q", fx.d.status.Text, u.problem.Text, want)
	}
	u.count.SetText("8")
	// While the designer types, the preview says what is wrong.
	u.steps[0].values.SetText("combat=x move=3")
	want = `designer: step 1's values: "combat=x" is not name=number`
	if fx.d.status.Text != want || u.problem.Text != want {
		t.Errorf("while typing: status %q, form %q; want %q", fx.d.status.Text, u.problem.Text, want)
	}
	u.steps[0].values.SetText("combat=5 move=3")
	u.code.SetText("TOOLONG")
	test.Tap(u.applyBtn)
	if !bytes.Equal(fx.f.Bytes(), fx.orig) {
		t.Fatal("a bad code changed the file")
	}
	if st := fx.d.status.Text; !strings.Contains(st, "unit[0].code") {
		t.Errorf("status %q, want check's message about unit[0].code", st)
	}
}

func TestCountersRemoveUnit(t *testing.T) {
	fx := newCountersFixture(t)
	fx.selectUnit(t, "crack", "ger-inf-crack")
	test.Tap(fx.ce.units.removeBtn)
	start := strings.Index(string(fx.orig), "[[unit]]\nid = \"ger-inf-crack\"")
	end := strings.Index(string(fx.orig), "[[unit]]\nid = \"ger-hq\"")
	want := string(fx.orig[:start]) + string(fx.orig[end:])
	fx.wantText(t, "remove", want)
	fx.wantUndone(t)
}

func TestCountersAddMarker(t *testing.T) {
	fx := newCountersFixture(t)
	m := fx.ce.markers
	test.Tap(m.addBtn)
	want := string(fx.orig) + "\n[[marker]]\nid = \"marker-1\"\nname = \"Marker 1\"\nkind = \"control\"\ncolor = \"#ffffff\"\ntext_color = \"#111111\"\n"
	fx.wantText(t, "add marker", want)
	before := m.img.Image
	m.entries["text"].SetText("HQ")
	if differ(before, m.img.Image) == 0 {
		t.Error("the marker's preview did not change with its text")
	}
	enter(m.entries["text"])
	fx.wantText(t, "marker text", want+"text = \"HQ\"\n")
	fx.undo(t)
	fx.wantText(t, "undo marker text", want)
	fx.wantUndone(t)
}

// TestCountersPreviewGolden compares the preview of ger-inf-crack (front
// 6-3 with the yellow stripe, back its reduced 4-3 with the note
// "crack") with the reviewed testdata/counters-ger-inf-crack.png. After
// a deliberate change to counters' drawing, look at the new image and
// run: go test ./ui/designer -run PreviewGolden -update-counters
func TestCountersPreviewGolden(t *testing.T) {
	fx := newCountersFixture(t)
	fx.selectUnit(t, "crack", "ger-inf-crack")
	u := fx.ce.units
	got := image.NewRGBA(image.Rect(0, 0, 2*previewPx, previewPx))
	draw.Draw(got, image.Rect(0, 0, previewPx, previewPx), u.front.Image, image.Point{}, draw.Src)
	draw.Draw(got, image.Rect(previewPx, 0, 2*previewPx, previewPx), u.rear.Image, image.Point{}, draw.Src)
	path := filepath.Join("testdata", "counters-ger-inf-crack.png")
	if *updateCounters {
		golden.Write(t, path, got)
		return
	}
	want := golden.Read(t, path)
	if n := differ(want, got); n > got.Bounds().Dx()*got.Bounds().Dy()/500 {
		out := filepath.Join(t.TempDir(), "counters-ger-inf-crack.png")
		golden.Write(t, out, got)
		t.Errorf("%d pixels differ from %s; the new preview is %s", n, path, out)
	}
}

// differ counts the pixels of a and b that are far apart (anti-aliasing
// allowed); every pixel differs when the sizes do.
func differ(a, b image.Image) int {
	if a == nil || b == nil || a.Bounds().Size() != b.Bounds().Size() {
		return 1 << 30
	}
	n := 0
	ab, bb := a.Bounds(), b.Bounds()
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			if golden.Far(golden.At(a, ab.Min.X+x, ab.Min.Y+y), golden.At(b, bb.Min.X+x, bb.Min.Y+y), 24) {
				n++
			}
		}
	}
	return n
}

// oneSide is a catalogue with a side and nothing else: no nation, unit
// or marker, as a designer starts one.
const oneSide = "format = \"sandtable-counters\"\nversion = 1\n\nid = \"t\"\nname = \"T\"\n\n[[side]]\nid = \"blue\"\nname = \"Blue\"\ncolor = \"#3a6ea5\"\n"

// newEmptyCountersFixture is the Counters tab on oneSide.
func newEmptyCountersFixture(t *testing.T) *countersFixture {
	t.Helper()
	test.NewTempApp(t)
	f := design.Open("t.toml", []byte(oneSide))
	if !f.Result().OK() {
		t.Fatalf("the one-side catalogue does not pass check: %v", f.Result().Messages)
	}
	d := &Designer{Proj: &design.Project{Counters: []*design.File{f}}, status: widget.NewLabel("")}
	ce := d.newCountersEditor(0)
	w := test.NewTempWindow(t, ce.content())
	w.Resize(fyne.NewSize(700, 1000))
	return &countersFixture{d: d, ce: ce, f: f, orig: append([]byte(nil), f.Bytes()...)}
}

// TestCountersAddTypedNation: what the designer types in the empty
// nation form is the nation Add makes (its id made from its name), not a
// placeholder; one undo step.
func TestCountersAddTypedNation(t *testing.T) {
	fx := newEmptyCountersFixture(t)
	n := fx.ce.nations
	if n.sel >= 0 || n.entries["name"].Text != "" {
		t.Fatalf("the nation form shows %q (selected %d), want it empty", n.entries["name"].Text, n.sel)
	}
	test.Type(n.entries["name"], "Blue army")
	n.selects["side"].SetSelected("Blue (blue)")
	test.Type(n.entries["color"], "#3a6ea5")
	test.Tap(n.addBtn)
	fx.wantText(t, "add typed nation", oneSide+"\n[[nation]]\nid = \"blue-army\"\nname = \"Blue army\"\nside = \"blue\"\ncolor = \"#3a6ea5\"\n")
	if st := fx.d.status.Text; st != "Added nation blue-army" {
		t.Errorf("status %q, want Added nation blue-army", st)
	}
	if n.sel != 0 || n.entries["id"].Text != "blue-army" {
		t.Errorf("the form shows %q, want the new blue-army selected", n.entries["id"].Text)
	}
	fx.wantUndone(t)
}

// TestCountersAddTypedNationRefused: a typed nation check would refuse
// (no colour) is not added; the status bar and form say check's message
// and what was typed stays in the form.
func TestCountersAddTypedNationRefused(t *testing.T) {
	fx := newEmptyCountersFixture(t)
	n := fx.ce.nations
	test.Type(n.entries["id"], "blues")
	test.Type(n.entries["name"], "Blue army")
	n.selects["side"].SetSelected("Blue (blue)")
	test.Tap(n.addBtn)
	if !bytes.Equal(fx.f.Bytes(), fx.orig) {
		fx.wantText(t, "refused nation", string(fx.orig))
	}
	if st := fx.d.status.Text; !strings.Contains(st, "nation[0].color") || !strings.Contains(st, "missing") {
		t.Errorf("status %q, want check's message that nation[0].color is missing", st)
	}
	if n.problem.Text != fx.d.status.Text {
		t.Errorf("the form says %q, the status bar %q", n.problem.Text, fx.d.status.Text)
	}
	if n.entries["id"].Text != "blues" || n.entries["name"].Text != "Blue army" {
		t.Errorf("the form lost what was typed: id %q, name %q", n.entries["id"].Text, n.entries["name"].Text)
	}
}

// TestCountersAddTypedSide: a side's form showing a side, given an id no
// side has, adds a side of the form's values (the shown side unchanged).
func TestCountersAddTypedSide(t *testing.T) {
	fx := newEmptyCountersFixture(t)
	s := fx.ce.sides
	if s.entries["id"].Text != "blue" {
		t.Fatalf("the side form shows %q, want blue", s.entries["id"].Text)
	}
	s.entries["id"].SetText("red")
	s.entries["name"].SetText("Red")
	s.entries["color"].SetText("#b8433a")
	test.Tap(s.addBtn)
	fx.wantText(t, "add typed side", oneSide+"\n[[side]]\nid = \"red\"\nname = \"Red\"\ncolor = \"#b8433a\"\n")
	fx.wantUndone(t)
}

// TestCountersAddTypedMarker: the empty marker form's typing is the
// marker Add makes; an empty form still adds a placeholder.
func TestCountersAddTypedMarker(t *testing.T) {
	fx := newEmptyCountersFixture(t)
	m := fx.ce.markers
	test.Type(m.entries["id"], "turn")
	test.Type(m.entries["name"], "Turn")
	m.selects["kind"].SetSelected("turn")
	test.Type(m.entries["color"], "#ffffff")
	test.Tap(m.addBtn)
	want := oneSide + "\n[[marker]]\nid = \"turn\"\nname = \"Turn\"\nkind = \"turn\"\ncolor = \"#ffffff\"\n"
	fx.wantText(t, "add typed marker", want)
	fx.wantUndone(t)
}

// TestCountersNoNation: the Units tab of a catalogue with no nation says
// to add one first, and New unit refuses with the same words.
func TestCountersNoNation(t *testing.T) {
	fx := newEmptyCountersFixture(t)
	u := fx.ce.units
	if !strings.Contains(u.problem.Text, "add a nation first (Nations tab)") {
		t.Errorf("the unit form says %q, want it to ask for a nation first", u.problem.Text)
	}
	test.Tap(u.dupBtn)
	if !bytes.Equal(fx.f.Bytes(), fx.orig) || !strings.Contains(fx.d.status.Text, "add a nation first") {
		t.Errorf("New unit without a nation: status %q, file changed %v", fx.d.status.Text, !bytes.Equal(fx.f.Bytes(), fx.orig))
	}
	// With a nation, the empty unit form offers it and makes a unit of
	// what was typed.
	n := fx.ce.nations
	test.Type(n.entries["name"], "Blue army")
	n.selects["side"].SetSelected("Blue (blue)")
	test.Type(n.entries["color"], "#3a6ea5")
	test.Tap(n.addBtn)
	if u.problem.Text != "" || u.nation.Selected != "Blue army (blue-army)" {
		t.Fatalf("with a nation the unit form says %q, nation %q", u.problem.Text, u.nation.Selected)
	}
	withNation := string(fx.f.Bytes())
	test.Type(u.name, "Blue infantry")
	u.kind.SetSelected("infantry")
	test.Tap(u.addStepBtn)
	test.Type(u.steps[0].values, "attack=2 move=4")
	test.Tap(u.dupBtn)
	fx.wantText(t, "typed unit", withNation+"\n[[unit]]\nid = \"blue-infantry\"\nname = \"Blue infantry\"\nnation = \"blue-army\"\nkind = \"infantry\"\n[[unit.step]]\nvalues = { attack = 2, move = 4 }\n")
}

// TestCountersApplyAddsFirstUnit: in a catalogue with a nation and no
// unit, Apply on the (empty) unit form the designer filled in adds that
// unit, as New unit does; before, it silently did nothing.
func TestCountersApplyAddsFirstUnit(t *testing.T) {
	fx := newEmptyCountersFixture(t)
	n := fx.ce.nations
	test.Type(n.entries["name"], "Blue army")
	n.selects["side"].SetSelected("Blue (blue)")
	test.Type(n.entries["color"], "#3a6ea5")
	test.Tap(n.addBtn)
	withNation := string(fx.f.Bytes())
	u := fx.ce.units
	test.Type(u.name, "Blue infantry")
	u.kind.SetSelected("infantry")
	test.Tap(u.addStepBtn)
	test.Type(u.steps[0].values, "attack=2 move=4")
	test.Tap(u.applyBtn)
	fx.wantText(t, "applied unit", withNation+"\n[[unit]]\nid = \"blue-infantry\"\nname = \"Blue infantry\"\nnation = \"blue-army\"\nkind = \"infantry\"\n[[unit.step]]\nvalues = { attack = 2, move = 4 }\n")
	if st := fx.d.status.Text; st != "Added unit blue-infantry" {
		t.Errorf("status %q, want Added unit blue-infantry", st)
	}
	if u.selID != "blue-infantry" {
		t.Errorf("selected %q after Apply, want the new unit", u.selID)
	}
	// An empty form, Apply says what to do rather than nothing.
	fx2 := newEmptyCountersFixture(t)
	test.Tap(fx2.ce.units.applyBtn)
	if fx2.d.status.Text == "" || !bytes.Equal(fx2.f.Bytes(), fx2.orig) {
		t.Errorf("Apply on an empty form: status %q, file changed %v", fx2.d.status.Text, !bytes.Equal(fx2.f.Bytes(), fx2.orig))
	}
}
