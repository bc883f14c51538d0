package render

import (
	"image/color"

	"sandtable/counters"
)

// UnitFace is how unit type u looks at the given step (0 = full strength),
// in its nation's colours; hidden shows only the back.
func UnitFace(cat *counters.Catalogue, u *counters.Unit, step int, hidden bool) CounterFace {
	f := CounterFace{Kind: u.Kind, Size: u.Size, Hidden: hidden,
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

// MarkerFace is how marker type mk looks; level > 0 is printed on it.
func MarkerFace(mk *counters.Marker, level int) CounterFace {
	f := CounterFace{Kind: "marker", Fill: mk.Color, Ink: mk.TextColor, Print: mk.Text}
	if level > 0 {
		f.Print = mk.Text + string(rune('0'+level%10))
	}
	return f
}
