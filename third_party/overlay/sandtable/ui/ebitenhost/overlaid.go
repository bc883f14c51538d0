package ebitenhost

// Added by the overlay (third_party/overlay/overlay.txt): the tests know
// that this binary was built with the patched Ebiten.
func init() { overlaid = true }
