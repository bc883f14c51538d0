package main

import (
	"image"
	"image/color"
	"os"
	"strings"
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
	t.Setenv("SANDTABLE_COMPOSITOR", "ebiten") // whatever this system's default
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

// Each system draws with the compositor proven there: Ebiten (after a
// first pure-Go picture) on Linux, where it runs on X11; pure Go on
// Windows, macOS and the BSDs (never tried). SANDTABLE_COMPOSITOR overrides that, and
// SANDTABLE_SOFTWARE=1 still asks for pure Go; a value not known is
// reported, naming the accepted ones, and the default used.
func TestCompositorPerSystemAndOverride(t *testing.T) {
	tests := []struct {
		goos     string
		env      map[string]string
		want     string
		warnings []string // what the warning must say; none when empty
	}{
		{goos: "linux", want: "ebiten"},
		{goos: "freebsd", want: "software"},
		{goos: "openbsd", want: "software"},
		{goos: "windows", want: "software"},
		{goos: "darwin", want: "software"},
		{goos: "plan9", want: "software"},
		{goos: "linux", env: map[string]string{"SANDTABLE_COMPOSITOR": "software"}, want: "software"},
		{goos: "windows", env: map[string]string{"SANDTABLE_COMPOSITOR": "ebiten"}, want: "ebiten"},
		{goos: "darwin", env: map[string]string{"SANDTABLE_COMPOSITOR": " Ebiten "}, want: "ebiten"},
		{goos: "linux", env: map[string]string{"SANDTABLE_SOFTWARE": "1"}, want: "software"},
		{goos: "linux", env: map[string]string{"SANDTABLE_SOFTWARE": "0"}, want: "ebiten"},
		// The new variable, being named, wins over the old one.
		{goos: "linux", env: map[string]string{"SANDTABLE_SOFTWARE": "1", "SANDTABLE_COMPOSITOR": "ebiten"}, want: "ebiten"},
		{goos: "linux", env: map[string]string{"SANDTABLE_COMPOSITOR": "gpu"}, want: "ebiten",
			warnings: []string{`SANDTABLE_COMPOSITOR="gpu"`, "software", "ebiten", "drawing with ebiten"}},
		{goos: "windows", env: map[string]string{"SANDTABLE_COMPOSITOR": "opengl"}, want: "software",
			warnings: []string{`SANDTABLE_COMPOSITOR="opengl"`, "software", "ebiten", "drawing with software"}},
		// A value not known leaves the choice to the older switch when set.
		{goos: "linux", env: map[string]string{"SANDTABLE_COMPOSITOR": "gpu", "SANDTABLE_SOFTWARE": "1"}, want: "software",
			warnings: []string{`SANDTABLE_COMPOSITOR="gpu"`, "drawing with software"}},
	}
	for _, tc := range tests {
		kind, warning := chooseCompositor(tc.goos, func(k string) string { return tc.env[k] })
		if kind != tc.want {
			t.Errorf("%s %v: compositor %q, want %q", tc.goos, tc.env, kind, tc.want)
		}
		if len(tc.warnings) == 0 && warning != "" {
			t.Errorf("%s %v: unexpected warning %q", tc.goos, tc.env, warning)
		}
		for _, w := range tc.warnings {
			if !strings.Contains(warning, w) {
				t.Errorf("%s %v: warning %q does not say %q", tc.goos, tc.env, warning, w)
			}
		}
	}
}

// SANDTABLE_COMPOSITOR=software gives the pure-Go compositor alone: no
// Ebiten, even where a display would let it start.
func TestSoftwareCompositorIsPureGo(t *testing.T) {
	t.Setenv("SANDTABLE_COMPOSITOR", "software")
	comp, err := compositor()(func(*image.RGBA) {})
	if err != nil {
		t.Fatal(err)
	}
	defer comp.Close()
	if _, ok := comp.(*boardview.SoftCompositor); !ok {
		t.Errorf("compositor %T, want *boardview.SoftCompositor", comp)
	}
}
