package counterface

import (
	"image/color"
	"strconv"

	"sandtable/counters"
)

// Unit is how unit type u looks at the given step (0 = full strength), in
// its nation's colours; hidden shows only the back.
func Unit(cat *counters.Catalogue, u *counters.Unit, step int, hidden bool) Face {
	f := Face{Kind: u.Kind, Size: u.Size, Hidden: hidden,
		Fill: color.RGBA{200, 200, 200, 255}, Ink: color.RGBA{0, 0, 0, 255}}
	if n := cat.Nation(u.Nation); n != nil {
		f.Fill, f.Ink = n.Color, n.TextColor
		if n.StripeColor != nil {
			f.Stripe = *n.StripeColor
		}
	}
	if u.Stripe != nil {
		f.Stripe = *u.Stripe
	}
	if len(u.Steps) > 0 {
		if step < 0 || step >= len(u.Steps) {
			step = 0
		}
		f.Print = u.Steps[step].Print
		f.Reduced = step > 0
	}
	return f
}

// Front is the printed front of a counter of unit type u: its full
// strength, with its reinforcement code (if any) in the corner.
func Front(cat *counters.Catalogue, u *counters.Unit) Face {
	f := Unit(cat, u, 0, false)
	f.Tag = u.Code
	return f
}

// Back is the printed reverse side of a counter of unit type u: its first
// reduced step when it has one, else a plain back in its nation's colour;
// the catalogue's note on the back (u.Back) is written on it either way.
func Back(cat *counters.Catalogue, u *counters.Unit) Face {
	if len(u.Steps) > 1 {
		f := Unit(cat, u, 1, false)
		f.Tag = u.Code
		f.Note = u.Back
		return f
	}
	f := Unit(cat, u, 0, true)
	f.Note = u.Back
	return f
}

// Marker is how marker type mk looks; level > 0 is printed on it.
func Marker(mk *counters.Marker, level int) Face {
	f := Face{Kind: "marker", Fill: mk.Color, Ink: mk.TextColor, Print: mk.Text}
	if level > 0 {
		f.Print = mk.Text + strconv.Itoa(level)
	}
	return f
}
