package boardview

// ViewScale is the view's scale: screen pixels per board pixel. Tools
// measure "near" in screen pixels with it (a corner within 10 pixels on
// the screen at any zoom).
func (b *Board) ViewScale() float64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.view.Scale <= 0 {
		return 1
	}
	return b.view.Scale
}
