package fyneoverlay

// Added by the overlay (third_party/overlay/overlay.txt): the tests know
// that this binary was built with the patched Fyne loop.
func init() { overlaid = true }
