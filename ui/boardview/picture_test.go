package boardview

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/maps"
	"sandtable/rules"
	"sandtable/scenarios"
)

// A map's picture is part of the board's map layer: an opaque red one
// over the whole of test-hex-flat shows red in the middle of a cell with
// nothing else in it, and the grid still shows over it.
func TestMapPictureOnTheBoard(t *testing.T) {
	dir := t.TempDir()
	img := image.NewNRGBA(image.Rect(0, 0, 10, 10))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+3] = 255, 255 // red
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	write := func(name string, data []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("red.png", buf.Bytes())
	mapText, _, err := maps.BuiltinData("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	write("flat.toml", append(mapText, "\n[picture]\nfile = \"red.png\"\nscale = 80.0\n"...))
	scenText, err := os.ReadFile("../../scenarios/data/test-hex-flat.toml")
	if err != nil {
		t.Fatal(err)
	}
	write("s.toml", []byte(strings.Replace(string(scenText), `"builtin:test-hex-flat"`, `"flat.toml"`, 1)))
	s, err := scenarios.LoadFile(filepath.Join(dir, "s.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Maps[0].Picture == nil {
		t.Fatal("the map has no picture")
	}
	b, _, frames, rec := toolBoard(t, s)
	img2 := waitFrame(t, frames)
	if rec.Compositor.(*SoftCompositor).render.Pending() > 0 {
		img2 = settleBoard(t, rec, frames) // tiles still to draw: frames to come
	}
	m := b.scenario.Maps[0]
	found := false
	for i := 0; i < m.Topology.Len() && !found; i++ {
		c := m.Topology.Cell(i)
		if len(b.sess.UnitsAt(rules.Location{Map: m.ID, Cell: c})) > 0 || len(m.PlacesAt(c)) > 0 || len(m.LinksAt(c)) > 0 {
			continue
		}
		p := m.Topology.Center(c)
		p.X += b.layout.Offsets[0].X
		p.Y += b.layout.Offsets[0].Y
		if x, y := b.view.ToScreen(p); x < 0 || y < 0 || int(x) >= img2.Rect.Dx() || int(y) >= img2.Rect.Dy() {
			continue
		}
		found = true
		if got := screenPixel(b, img2, p); got != (color.RGBA{255, 0, 0, 255}) {
			t.Errorf("the middle of %s, under an opaque red picture, is %v", m.Label(c), got)
		}
		// A corner of the cell: the grid's line, over the picture.
		corner := m.Topology.Polygon(c, nil)[0]
		corner.X += b.layout.Offsets[0].X
		corner.Y += b.layout.Offsets[0].Y
		if got := screenPixel(b, img2, corner); got.G == 0 && got.B == 0 {
			t.Errorf("a corner of %s is %v: no grid over the picture", m.Label(c), got)
		}
	}
	if !found {
		t.Fatal("no empty cell in view")
	}
}
