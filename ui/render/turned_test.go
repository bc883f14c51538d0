package render

import (
	"image/color"
	"path/filepath"
	"testing"

	"sandtable/board"
	"sandtable/counterface"
	"sandtable/internal/golden"
)

// turnedFace is a khaki armour counter with a tag and printed values, so
// that a turn shows on every part of it.
func turnedFace(turned bool) CounterFace {
	return CounterFace{Kind: "armor", Fill: color.RGBA{196, 178, 128, 255}, Ink: color.RGBA{20, 20, 20, 255},
		Print: "3-3-2", Size: "III", Tag: "7A", Turned: turned}
}

// TestGoldenTurnedCounter draws an upright counter, the same counter
// turned on its side (rules.UnitView.Turned: out of gas), and a stack of
// two whose top counter is turned, and compares them with the reviewed
// testdata/golden/turned-counter.png. The turned counter reads top to
// bottom, its tag at the top right. After a deliberate change, look at the
// new image and run: go test ./ui/render -run TurnedCounter -update
func TestGoldenTurnedCounter(t *testing.T) {
	c := NewCanvas(240, 90, board.Point{}, 1.5)
	c.Fill(paperInk)
	c.Counter(board.Point{X: 28, Y: 30}, 40, turnedFace(false))
	c.Counter(board.Point{X: 80, Y: 30}, 40, turnedFace(true))
	c.Stack(board.Point{X: 132, Y: 30}, 40, []CounterFace{turnedFace(false), turnedFace(true)})
	got := c.Img
	path := filepath.Join("testdata", "golden", "turned-counter.png")
	if *update {
		golden.Write(t, path, got)
		return
	}
	want := golden.Read(t, path)
	if want.Bounds() != got.Bounds() {
		t.Fatalf("size %v, golden %v", got.Bounds(), want.Bounds())
	}
	differ := golden.Differ(got, want, 24)
	if limit := got.Bounds().Dx() * got.Bounds().Dy() / 500; differ > limit {
		out := filepath.Join(t.TempDir(), "turned-counter.png")
		golden.Write(t, out, got)
		t.Errorf("%d pixels differ from %s (limit %d); the new drawing is %s", differ, path, limit, out)
	}
}

// TestTurnedCounterIsTheUprightOneTurned: on a counter centred on a pixel
// corner, the turned drawing is the upright drawing's pixels turned a
// quarter clockwise about the centre, pixel for pixel (so it covers the
// same square, where the board picks and outlines it); centred anywhere
// else, it covers the upright counter's square to within a pixel.
func TestTurnedCounterIsTheUprightOneTurned(t *testing.T) {
	const n = 60
	up := NewCanvas(n, n, board.Point{}, 1)
	counterface.Draw(up, board.Point{X: 30, Y: 30}, 44, turnedFace(false))
	turned := NewCanvas(n, n, board.Point{}, 1)
	turned.turned(board.Point{X: 30, Y: 30}, 44, turnedFace(true))
	bad := 0
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			// Pixel (x, y) turned clockwise about (30, 30) is (59-y, x).
			if golden.Far(up.Img.RGBAAt(x, y), turned.Img.RGBAAt(n-1-y, x), 0) {
				bad++
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d pixels of the turned counter are not the upright one's turned", bad)
	}
	// Off the pixel grid, at another scale: the turned counter covers
	// what the upright one covers (its square and the outline's stroke),
	// to within a pixel.
	box := func(c *Canvas) (b [4]int) {
		b = [4]int{1 << 30, 1 << 30, -1, -1}
		for y := 0; y < n*2; y++ {
			for x := 0; x < n*2; x++ {
				if c.Img.RGBAAt(x, y).A != 0 {
					b = [4]int{min(b[0], x), min(b[1], y), max(b[2], x), max(b[3], y)}
				}
			}
		}
		return b
	}
	for _, at := range []board.Point{{X: 30.3, Y: 29.6}, {X: 29.75, Y: 30.5}} {
		up := NewCanvas(n*2, n*2, board.Point{}, 2)
		counterface.Draw(up, at, 44, turnedFace(false))
		c := NewCanvas(n*2, n*2, board.Point{}, 2)
		c.turned(at, 44, turnedFace(true))
		want, got := box(up), box(c)
		for i := range got {
			if got[i] != want[i] || want[2]-want[0] < 85 {
				t.Errorf("at %v: the turned counter covers %v, the upright one %v", at, got, want)
				break
			}
		}
	}
}
