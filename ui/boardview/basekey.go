package boardview

import (
	"image"
	"image/color"
	"slices"

	"sandtable/board"
	"sandtable/ui/render"
)

// BaseKey is what a compositor's base image shows: a deep copy of a frame
// but its dragged stack, kept to tell whether the next frame shows the same
// board. While a stack is dragged, frames usually differ only in where the
// dragged stack is: compositors draw everything under it once into a base
// image and each frame is that image plus the dragged stack. It is copied,
// not referenced, because callers may reuse the slices of frames already
// drawn.
type BaseKey struct {
	valid      bool
	size       image.Point
	view       View
	background color.RGBA
	static     *Static
	arrow      *Arrow // points at arrowCopy, or nil
	arrowCopy  Arrow
	highlights []Highlight
	stacks     []Stack
	points     []board.Point        // backing store of the highlights' polygons
	faces      []render.CounterFace // backing store of the stacks' faces
}

// Same reports whether f shows what the key shows, its dragged stack aside.
func (k *BaseKey) Same(f *Frame) bool {
	if !k.valid || f.Size != k.size || f.View != k.view || f.Background != k.background || f.Static != k.static ||
		(f.Arrow == nil) != (k.arrow == nil) || (f.Arrow != nil && *f.Arrow != *k.arrow) ||
		len(f.Highlights) != len(k.highlights) || len(f.Stacks) != len(k.stacks) {
		return false
	}
	for i := range f.Highlights {
		a, b := &f.Highlights[i], &k.highlights[i]
		if a.Fill != b.Fill || a.Label != b.Label || a.LabelAt != b.LabelAt || !slices.Equal(a.Polygon, b.Polygon) {
			return false
		}
	}
	for i := range f.Stacks {
		a, b := &f.Stacks[i], &k.stacks[i]
		if a.At != b.At || a.Side != b.Side || a.Selected != b.Selected || !slices.Equal(a.Faces, b.Faces) {
			return false
		}
	}
	return true
}

// Set makes the key show f, its dragged stack aside.
func (k *BaseKey) Set(f *Frame) {
	k.valid, k.size, k.view, k.background, k.static = true, f.Size, f.View, f.Background, f.Static
	k.arrow = nil
	if f.Arrow != nil {
		k.arrowCopy = *f.Arrow
		k.arrow = &k.arrowCopy
	}
	k.points = k.points[:0]
	for _, h := range f.Highlights {
		k.points = append(k.points, h.Polygon...)
	}
	k.highlights = append(k.highlights[:0], f.Highlights...)
	n := 0
	for i := range k.highlights {
		m := len(k.highlights[i].Polygon)
		k.highlights[i].Polygon = k.points[n : n+m : n+m]
		n += m
	}
	k.faces = k.faces[:0]
	for _, s := range f.Stacks {
		k.faces = append(k.faces, s.Faces...)
	}
	k.stacks = append(k.stacks[:0], f.Stacks...)
	n = 0
	for i := range k.stacks {
		m := len(k.stacks[i].Faces)
		k.stacks[i].Faces = k.faces[n : n+m : n+m]
		n += m
	}
}
