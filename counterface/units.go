package counterface

import (
	"image/color"
	"slices"
	"strconv"
	"strings"

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
		f.Note = playerNote(cat, u.Back)
		return f
	}
	f := Unit(cat, u, 0, true)
	f.Note = playerNote(cat, u.Back)
	return f
}

// playerNote is the catalogue's note on a counter's back as players read
// it: an aside in brackets that names an id of cat (of a unit type,
// marker, nation or side) is a note for developers and is left out, and an
// id standing alone is written as the name it stands for.
func playerNote(cat *counters.Catalogue, note string) string {
	name := func(id string) (string, bool) {
		if u := cat.Unit(id); u != nil {
			return u.Name, true
		}
		if m := cat.Marker(id); m != nil {
			return m.Name, true
		}
		if n := cat.Nation(id); n != nil {
			return n.Name, true
		}
		if s := cat.Side(id); s != nil {
			return s.Name, true
		}
		return "", false
	}
	var b strings.Builder
	for rest := note; rest != ""; {
		open := strings.IndexByte(rest, '(')
		if open < 0 {
			b.WriteString(rest)
			break
		}
		end := strings.IndexByte(rest[open:], ')')
		if end < 0 {
			b.WriteString(rest)
			break
		}
		end += open + 1
		b.WriteString(rest[:open])
		aside := rest[open:end]
		if !slices.ContainsFunc(noteWords(aside), func(w string) bool { _, ok := name(w); return ok }) {
			b.WriteString(aside)
		}
		rest = rest[end:]
	}
	var out strings.Builder
	s := b.String()
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && idByte(s[j]) {
			j++
		}
		if j == i {
			out.WriteByte(s[i])
			i++
			continue
		}
		if n, ok := name(s[i:j]); ok {
			out.WriteString(n)
		} else {
			out.WriteString(s[i:j])
		}
		i = j
	}
	return strings.Trim(strings.Join(strings.Fields(out.String()), " "), " ;,:")
}

// idByte reports whether c may be part of an id.
func idByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
}

// noteWords are the runs of s that could be ids.
func noteWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r >= 0x80 || !idByte(byte(r)) })
}

// Marker is how marker type mk looks; level > 0 is printed on it.
func Marker(mk *counters.Marker, level int) Face {
	f := Face{Kind: "marker", Fill: mk.Color, Ink: mk.TextColor, Print: mk.Text}
	if level > 0 {
		f.Print = mk.Text + strconv.Itoa(level)
	}
	return f
}
