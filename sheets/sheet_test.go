package sheets

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/counters"
	"sandtable/scenarios"
)

func tinyCatalogue(t *testing.T) *counters.Catalogue {
	t.Helper()
	cat, err := counters.LoadFile(filepath.Join("testdata", "tiny-counters.toml"))
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// names lists the counters' names and what their two sides print.
func names(cs []Counter) []string {
	var out []string
	for _, c := range cs {
		s := c.Name + " " + c.Front.Print + "/" + c.Back.Print
		if c.Back.Hidden {
			s += " plain"
		}
		if c.Back.Note != "" {
			s += " " + c.Back.Note
		}
		out = append(out, s)
	}
	return out
}

// TestCatalogueCounters: tiny-counters.toml has red infantry count 3 (4-4,
// reduced 2-4), red artillery with no count (one, one step, back "crack"),
// blue infantry count 2 (one step), a control marker and a trench marker
// with 3 levels.
func TestCatalogueCounters(t *testing.T) {
	got := names(CatalogueCounters(tinyCatalogue(t)))
	want := []string{
		"Red infantry 4-4/2-4", "Red infantry 4-4/2-4", "Red infantry 4-4/2-4",
		"Red artillery 3-2/3-2 plain crack",
		"Blue infantry 5-3/5-3 plain", "Blue infantry 5-3/5-3 plain",
		"Control C/C",
		"Trench T1/T1", "Trench T2/T2", "Trench T3/T3",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("catalogue counters:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestScenarioCounters: tiny-scenario.toml sets up two blue infantry and
// one red infantry (reduced: still printed full strength on its front),
// and brings two red infantry as reinforcements; the red artillery is not
// in play. Then the markers.
func TestScenarioCounters(t *testing.T) {
	s, err := scenarios.LoadFile(filepath.Join("testdata", "tiny-scenario.toml"))
	if err != nil {
		t.Fatal(err)
	}
	got := names(ScenarioCounters(s))
	want := []string{
		"Blue infantry 5-3/5-3 plain", "Blue infantry 5-3/5-3 plain",
		"Red infantry 4-4/2-4", "Red infantry 4-4/2-4", "Red infantry 4-4/2-4",
		"Control C/C",
		"Trench T1/T1", "Trench T2/T2", "Trench T3/T3",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("scenario counters:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestWriteMakesAPDF(t *testing.T) {
	cs := CatalogueCounters(tinyCatalogue(t))
	var buf bytes.Buffer
	n, err := Write(&buf, cs, Options{Paper: Letter, Side: 16, Title: "Tiny"})
	if err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Errorf("%d sheets for 10 counters, want 1", n)
	}
	if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) {
		t.Errorf("the output does not start with %%PDF-: %q", buf.Bytes()[:min(20, buf.Len())])
	}
	if got := bytes.Count(buf.Bytes(), []byte("/Type /Page\n")); got != 2 {
		t.Errorf("%d pages, want 2 (a front and a back)", got)
	}
	if _, err := Write(&buf, nil, Options{}); err == nil || !strings.Contains(err.Error(), "no counters") {
		t.Errorf("no counters: %v, want an error saying so", err)
	}
	if _, err := Write(&buf, make([]Counter, MaxCounters+1), Options{}); err == nil || !strings.Contains(err.Error(), "more than") {
		t.Errorf("too many counters: %v, want an error saying so", err)
	}
	if _, err := Write(&buf, cs, Options{Side: 100}); err == nil || !strings.Contains(err.Error(), "counter size") {
		t.Errorf("100 mm counters: %v, want an error about the counter size", err)
	}
}

// TestSheetPrintsAsLaidOut prints the tiny catalogue and rasterises the
// PDF with pdftoppm (poppler-utils; scripts/install-deps test installs
// it): on the front page the first counter (red infantry) fills the top
// left cell with red; on the back page the same counter is at the top
// right, still red, and the top left cell (no counter's back: only 10 of
// 11 in the row) is blank paper. The pages are kept in
// $SANDTABLE_SHEETS_PNG when set, to look at.
func TestSheetPrintsAsLaidOut(t *testing.T) {
	pdftoppm, err := exec.LookPath("pdftoppm")
	if err != nil {
		t.Skip("pdftoppm is not installed (apt-get install poppler-utils, or scripts/install-deps test): the PDF is not rasterised")
	}
	dir := t.TempDir()
	if d := os.Getenv("SANDTABLE_SHEETS_PNG"); d != "" {
		dir = d
	}
	pdf := filepath.Join(dir, "tiny.pdf")
	f, err := os.Create(pdf)
	if err != nil {
		t.Fatal(err)
	}
	cs := CatalogueCounters(tinyCatalogue(t))
	if _, err := Write(f, cs, Options{Paper: A4, Side: 16, Title: "Tiny counters"}); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	const dpi = 100
	out, err := exec.Command(pdftoppm, "-r", "100", "-png", pdf, filepath.Join(dir, "tiny")).CombinedOutput()
	if err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	page := func(n int) image.Image {
		t.Helper()
		r, err := os.Open(filepath.Join(dir, "tiny-"+string(rune('0'+n))+".png"))
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		img, err := png.Decode(r)
		if err != nil {
			t.Fatal(err)
		}
		return img
	}
	front, back := page(1), page(2)
	g, _ := NewGrid(A4, 16)
	// A point in a cell clear of the symbol, text, edge and bevel: 1.5 mm
	// in from the left, half way down.
	at := func(img image.Image, r Rect) color.RGBA {
		x := int((r.X + 1.5) / 25.4 * dpi)
		y := int((r.Y + r.H/2) / 25.4 * dpi)
		return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
	}
	near := func(c color.RGBA, r, g, b uint8) bool {
		d := func(a, b uint8) bool { return int(a) > int(b)+12 || int(b) > int(a)+12 }
		return !d(c.R, r) && !d(c.G, g) && !d(c.B, b)
	}
	if c := at(front, g.Cell(0, 0)); !near(c, 0xc0, 0x30, 0x30) {
		t.Errorf("front, top left: %v, want red infantry's #c03030", c)
	}
	if c := at(front, g.Cell(4, 0)); !near(c, 0x30, 0x50, 0xc0) {
		t.Errorf("front, fifth in the top row: %v, want blue infantry's #3050c0", c)
	}
	if c := at(back, g.Cell(10, 0)); !near(c, 0xc0, 0x30, 0x30) {
		t.Errorf("back, top right: %v, want red infantry's #c03030", c)
	}
	if c := at(back, g.Cell(6, 0)); !near(c, 0x30, 0x50, 0xc0) {
		t.Errorf("back, seventh in the top row: %v, want blue infantry's back #3050c0", c)
	}
	if c := at(back, g.Cell(0, 0)); !near(c, 255, 255, 255) {
		t.Errorf("back, top left: %v, want white paper (the row holds 10 counters of 11)", c)
	}
	t.Logf("pages in %s", dir)
}
