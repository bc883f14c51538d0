package app

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// defaultWindowSize is the window's size when the screen's is not known
// (tests, a driver without monitors).
var defaultWindowSize = fyne.NewSize(1200, 780)

// screenShare is how much of the screen's width and height the window
// takes when it opens: most of it, leaving room for a title bar and a
// panel of the desktop.
const screenShare = 0.9

// windowSize is the size the window opens at on a screen of size screen,
// both in Fyne units; screen is zero when unknown.
func windowSize(screen fyne.Size) fyne.Size {
	if screen.Width <= 0 || screen.Height <= 0 {
		return defaultWindowSize
	}
	return fyne.NewSize(float32(int(screen.Width*screenShare)), float32(int(screen.Height*screenShare)))
}

// screenPixels is the primary monitor's size in pixels, 0 and 0 when not
// known. GLFW asks only on the main goroutine once the driver has started
// (Fyne's NewWindow starts it), before the app runs.
func screenPixels() (w, h int) {
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return 0, 0
	}
	v := m.GetVideoMode()
	if v == nil {
		return 0, 0
	}
	return v.Width, v.Height
}

// fitScreen sizes the shown window to most of a screen of px pixels
// (windowSize) and centres it. Fyne knows the canvas scale (pixels per
// unit) only once the window is shown.
func (w *Window) fitScreen(pxW, pxH int) {
	k := w.win.Canvas().Scale()
	if k <= 0 {
		k = 1
	}
	w.win.Resize(windowSize(fyne.NewSize(float32(pxW)/k, float32(pxH)/k)))
	w.win.CenterOnScreen()
}
