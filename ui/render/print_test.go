package render

import (
	"bytes"
	"image/color"
	"testing"

	"sandtable/board"
	"sandtable/scenarios"
	"sandtable/sheets"
)

// TestPrintMapsEachOnItsOwnPages prints test-hex-flat's two maps at 16 mm
// counters on A4. Each map is printed alone, at the scale that makes a
// 16 mm counter fit its own cells, on white paper:
//   - "Test flat hex" is 1060×824 board pixels laid out (its 1000×730
//     bounds, 30 px around, 34 px of title), a counter 41.6 px: 407.7×316.9
//     mm. Landscape (277×190 mm printable, 10 mm overlap) takes
//     ceil(397.7/267)×ceil(306.9/180) = 2×2 pages, portrait 3×2: 4 pages.
//   - "Test pointy hex" is 930×544 pixels, a counter 32.42 px: 458.9×268.4
//     mm. Landscape takes 2×2 pages, portrait ceil(448.9/180)×ceil(258.4/267)
//     = 3×1: 3 pages, portrait.
//
// Side by side they were one 754×317 mm drawing of 3×2 pages, the pointy
// map cut across two of them, every page grey around the maps.
func TestPrintMapsEachOnItsOwnPages(t *testing.T) {
	s, err := scenarios.LoadFile("builtin:test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	pm, err := PrintMaps(&buf, s, ScenarioOptions{MapOptions: MapOptions{Names: true}, NoCounters: true}, 16, sheets.MapOptions{DPI: 50, Title: s.Name})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		name       string
		cols, rows int
		landscape  bool
	}{{"Test flat hex", 2, 2, true}, {"Test pointy hex", 3, 1, false}}
	if len(pm.Maps) != len(want) {
		t.Fatalf("%d maps printed, want %d", len(pm.Maps), len(want))
	}
	for i, w := range want {
		got := pm.Maps[i]
		if got.Name != w.name || got.Cols != w.cols || got.Rows != w.rows || got.Landscape != w.landscape || len(got.Tiles) != w.cols*w.rows {
			t.Errorf("map %d: %q on %d×%d pages (%d), landscape %v; want %q on %d×%d, landscape %v",
				i, got.Name, got.Cols, got.Rows, len(got.Tiles), got.Landscape, w.name, w.cols, w.rows, w.landscape)
		}
	}
	if pm.Pages != 7 {
		t.Errorf("%d pages, want 7", pm.Pages)
	}
	if n := bytes.Count(buf.Bytes(), []byte("/Type /Page\n")); n != 7 {
		t.Errorf("%d pages in the PDF, want 7", n)
	}
	if got := pm.Summary(); got != "7 pages: Test flat hex on 4 pages (2×2, a4 landscape, 408×317 mm), Test pointy hex on 3 pages (3×1, a4 portrait, 459×268 mm)" {
		t.Errorf("Summary() = %q", got)
	}
}

// TestMapPartOnPaper: a printed map's page is white around the map (the
// window's grey table is not paper), and the map itself is drawn.
func TestMapPartOnPaper(t *testing.T) {
	s, err := scenarios.LoadFile("builtin:test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	m := s.Maps[1] // the pointy map: drawn alone, at its own place
	img := MapPart(s, m, ScenarioOptions{NoCounters: true}, board.Point{}, 0.25, 240, 140)
	white := color.RGBA{255, 255, 255, 255}
	if got := img.RGBAAt(2, 2); got != white {
		t.Errorf("corner of the page %v, want white paper", got)
	}
	if got := img.RGBAAt(239, 139); got != white {
		t.Errorf("bottom right, below and right of the map, %v, want white paper", got)
	}
	// The map's first hex, 0101, is at board pixels (30+31, 64+36)
	// of the layout, (15, 25) at a quarter: its colour, not paper.
	if got := img.RGBAAt(15, 26); got == white {
		t.Errorf("inside the map's first hex: white, want the map drawn")
	}
}
