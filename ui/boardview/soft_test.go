package boardview

import (
	"bytes"
	"image"
	"image/color"
	"testing"

	"sandtable/board"
)

// The soft compositor's drag path (the board under the dragged stack drawn
// once, then copied) gives exactly the picture Compose gives, frame after
// frame, and redraws the board when something under the stack changes.
func TestSoftCompositorDragMatchesCompose(t *testing.T) {
	b, _, _, _, _ := testBoard(t)
	view := b.sess.View()
	f := &Frame{Size: image.Pt(400, 300), View: View{Scale: 1}, Static: b.renderStatic(1), Stacks: b.stacks(view)}
	if len(f.Stacks) == 0 {
		t.Fatal("no stacks to drag")
	}
	c := &SoftCompositor{}
	got := image.NewRGBA(image.Rect(0, 0, 400, 300))
	want := image.NewRGBA(image.Rect(0, 0, 400, 300))
	for k, at := range []board.Point{{X: 50, Y: 60}, {X: 120, Y: 90}, {X: 200, Y: 150}} {
		g := *f
		g.Drag = &Stack{At: at, Side: f.Stacks[0].Side, Faces: f.Stacks[0].Faces}
		if k == 2 {
			g.Highlights = []Highlight{{Polygon: []board.Point{{X: 0, Y: 0}, {X: 80, Y: 0}, {X: 0, Y: 80}}, Fill: color.NRGBA{200, 40, 40, 120}}}
		}
		c.compose(got, &g)
		Compose(want, &g)
		if !bytes.Equal(got.Pix, want.Pix) {
			t.Fatalf("frame %d: the cached drag picture differs from Compose's", k)
		}
	}
}
