package main

import (
	"image"
	"image/color"
	"os"
	"testing"
	"time"

	"sandtable/ui/boardview"
)

// The board's first picture is drawn in pure Go at once; Ebiten starts
// only after it (gpuStartDelay) and then draws every later frame.
func TestHandoverStartsEbitenAfterTheFirstPicture(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display (DISPLAY unset): run under Xvfb, e.g. `make test`")
	}
	t.Setenv("SANDTABLE_SOFTWARE", "")
	pics := make(chan *image.RGBA, 16)
	comp, err := compositor()(func(img *image.RGBA) { pics <- img })
	if err != nil {
		t.Fatal(err)
	}
	c := comp.(*handover)
	defer c.Close()
	frame := func(bg color.RGBA) *boardview.Frame {
		return &boardview.Frame{Size: image.Pt(64, 48), View: boardview.View{Scale: 1}, Background: bg}
	}
	t0 := time.Now()
	c.Submit(frame(color.RGBA{10, 20, 30, 255}))
	select {
	case img := <-pics:
		if got := img.RGBAAt(5, 5); got != (color.RGBA{10, 20, 30, 255}) {
			t.Errorf("first picture %v", got)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no first picture")
	}
	if c.gpu.Load() != nil && time.Since(t0) < gpuStartDelay {
		t.Error("Ebiten started before the first picture had time to show")
	}
	deadline := time.Now().Add(20 * time.Second)
	for c.gpu.Load() == nil {
		if time.Now().After(deadline) {
			t.Fatal("Ebiten never took over")
		}
		time.Sleep(20 * time.Millisecond)
	}
	c.Submit(frame(color.RGBA{200, 100, 50, 255}))
	// Ebiten may first draw the frame handed over to it (the first one,
	// if it came before this one); then this one.
	timeout := time.After(10 * time.Second)
	for {
		select {
		case img := <-pics:
			switch got := img.RGBAAt(5, 5); got {
			case color.RGBA{200, 100, 50, 255}:
				return
			case color.RGBA{10, 20, 30, 255}:
			default:
				t.Fatalf("Ebiten's picture %v", got)
			}
		case <-timeout:
			t.Fatal("no picture of the new frame from Ebiten")
		}
	}
}
