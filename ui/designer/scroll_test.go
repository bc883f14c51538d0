package designer

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Every control of every tab is reachable at the window's default size
// (1200×780) with the wheel, wherever the pointer rests: each tab's
// scrolls, wheeled with the pointer over their forms (entries, which have
// scrollers of their own, and the turn track's sideways scroll), come to
// their ends, and the last button of each is then inside the scroll's
// view. The forms' buttons were out of reach: an entry under the pointer
// took the wheel and did nothing with it.
func TestTabsScrollToTheirLastControls(t *testing.T) {
	d, _, _ := setupTestDesigner(t)
	d.win.Resize(fyne.NewSize(1200, 780))
	c := d.win.Canvas()
	for _, tab := range []string{"Map", "Counters/Sides", "Counters/Nations", "Counters/Units", "Counters/Markers", "Set-up", "Scenario"} {
		name, sub, _ := strings.Cut(tab, "/")
		d.ShowTab(name)
		if sub != "" {
			for _, o := range setupObjects(d.win.Content()) {
				if at, ok := o.(*container.AppTabs); ok && len(at.Items) == 4 && at.Items[2].Text == "Units" {
					for k, it := range at.Items {
						if it.Text == sub {
							at.SelectIndex(k)
						}
					}
				}
			}
		}
		scrolls := 0
		for _, o := range setupObjects(d.tabs.Selected().Content) {
			s, ok := o.(*container.Scroll)
			if !ok || !visibleIn(d.win.Content(), s) || s.Direction == container.ScrollHorizontalOnly || s.Direction == container.ScrollNone {
				continue
			}
			content := s.Content.MinSize().Height
			if content <= s.Size().Height || s.Size().Height < 100 {
				continue // nothing to scroll (an entry's own scroller, a short list)
			}
			if isListScroll(d.win.Content(), s) {
				continue
			}
			scrolls++
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(s)
			point := at.Add(fyne.NewPos(s.Size().Width*0.7, s.Size().Height*0.5))
			for range 100 {
				test.Scroll(c, point, 0, -40)
			}
			if want := content - s.Size().Height; s.Offset.Y < want-1 {
				t.Errorf("%s: the wheel stopped at %.0f of %.0f px (pointer at %v; built without the overlay, scripts/overlay?)", tab, s.Offset.Y, want, point)
			}
			last := lastButton(s.Content)
			if last == nil {
				t.Errorf("%s: no button in a scroll %.0f px tall", tab, content)
				continue
			}
			b := fyne.CurrentApp().Driver().AbsolutePositionForObject(last)
			if b.Y < at.Y || b.Y+last.Size().Height > at.Y+s.Size().Height+1 {
				t.Errorf("%s: the last button %q is at y %.0f–%.0f, out of the scroll's view %.0f–%.0f", tab, last.Text,
					b.Y, b.Y+last.Size().Height, at.Y, at.Y+s.Size().Height)
			}
		}
		if scrolls == 0 && (tab == "Counters/Units" || tab == "Set-up") {
			t.Errorf("%s: no scroll taller than its view at 1200×780 (the test lays out nothing?)", tab)
		}
	}
}

// visibleIn reports whether o and every object holding it in root are
// visible.
func visibleIn(root, o fyne.CanvasObject) bool {
	for _, x := range pathOf(root, o) {
		if !x.Visible() {
			return false
		}
	}
	return pathOf(root, o) != nil
}

// isListScroll reports whether s is the scroller of a list (a list's rows
// are not a form; the list scrolls itself).
func isListScroll(root fyne.CanvasObject, s *container.Scroll) bool {
	p := pathOf(root, s)
	for _, x := range p {
		switch x.(type) {
		case *widget.List, *widget.Tree, *widget.Table, *widget.GridWrap:
			return true
		}
	}
	return false
}

// pathOf is the objects from root down to o, nil when o is not in root.
func pathOf(root, o fyne.CanvasObject) []fyne.CanvasObject {
	if root == o {
		return []fyne.CanvasObject{o}
	}
	var kids []fyne.CanvasObject
	switch x := root.(type) {
	case *fyne.Container:
		kids = x.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(x).Objects()
	}
	for _, k := range kids {
		if p := pathOf(k, o); p != nil {
			return append([]fyne.CanvasObject{root}, p...)
		}
	}
	return nil
}

// lastButton is the visible button lowest in o.
func lastButton(o fyne.CanvasObject) *widget.Button {
	var last *widget.Button
	lastY := float32(-1)
	for _, x := range setupObjects(o) {
		b, ok := x.(*widget.Button)
		if !ok || !visibleIn(o, b) || b.Size().Height == 0 {
			continue
		}
		if y := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).Y; y >= lastY {
			last, lastY = b, y
		}
	}
	return last
}
