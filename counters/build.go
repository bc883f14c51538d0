package counters

import (
	"image/color"
	"unicode"
	"unicode/utf8"

	"sandtable/internal/tomlfile"
)

// Limits on counts in a catalogue.
const (
	maxCount  = 1000 // counters of one type in the mix
	maxLevels = 20   // levels of a marker
	maxValue  = 1000 // a printed value
	maxCode   = 4    // characters in a unit's reinforcement code
)

var (
	black = color.RGBA{0, 0, 0, 0xff}
	white = color.RGBA{0xff, 0xff, 0xff, 0xff}
	grey  = color.RGBA{0x80, 0x80, 0x80, 0xff}
)

// builder checks a decoded file and builds the Catalogue.
type builder struct {
	doc *tomlfile.Doc
	f   *FileCatalogue
	c   *Catalogue
}

func (b *builder) build() {
	d, f, c := b.doc, b.f, b.c
	if d.CheckID("id", f.ID) {
		c.ID = f.ID
	}
	c.Name, c.Description = f.Name, f.Description
	if c.Name == "" {
		c.Name = f.ID
	}
	b.sides()
	b.nations()
	b.units()
	b.markers()
}

// unique checks the id at path and that it was not used before in seen,
// in the same case or another.
func (b *builder) unique(path, id string, seen *tomlfile.IDs) {
	if b.doc.CheckID(tomlfile.Join(path, "id"), id) {
		seen.Add(tomlfile.Join(path, "id"), id, path)
	}
}

// contrast is black or white, whichever reads better on bg.
func contrast(bg color.RGBA) color.RGBA {
	if 299*int(bg.R)+587*int(bg.G)+114*int(bg.B) > 128_000 {
		return black
	}
	return white
}

func (b *builder) sides() {
	d, f, c := b.doc, b.f, b.c
	if len(f.Sides) == 0 {
		d.Report("side", "missing; declare the sides with [[side]] entries")
	}
	seen := b.doc.NewIDs()
	for i, fs := range f.Sides {
		path := tomlfile.Index("side", i)
		b.unique(path, fs.ID, seen)
		s := &Side{ID: fs.ID, Name: fs.Name, Color: d.Color(tomlfile.Join(path, "color"), fs.Color, grey)}
		if s.Name == "" {
			s.Name = fs.ID
		}
		c.Sides = append(c.Sides, s)
	}
}

func (b *builder) nations() {
	d, f, c := b.doc, b.f, b.c
	seen := b.doc.NewIDs()
	for i, fn := range f.Nations {
		path := tomlfile.Index("nation", i)
		b.unique(path, fn.ID, seen)
		n := &Nation{ID: fn.ID, Name: fn.Name, Side: fn.Side}
		if n.Name == "" {
			n.Name = fn.ID
		}
		if fn.Side == "" {
			d.Report(tomlfile.Join(path, "side"), "missing")
		} else if c.Side(fn.Side) == nil {
			d.Report(tomlfile.Join(path, "side"), "no side %q in this catalogue", fn.Side)
		}
		if fn.Color == "" {
			d.Report(tomlfile.Join(path, "color"), "missing")
		}
		n.Color = d.Color(tomlfile.Join(path, "color"), fn.Color, grey)
		n.TextColor = d.Color(tomlfile.Join(path, "text_color"), fn.TextColor, contrast(n.Color))
		if fn.StripeColor != "" {
			sc := d.Color(tomlfile.Join(path, "stripe_color"), fn.StripeColor, grey)
			n.StripeColor = &sc
		}
		c.Nations = append(c.Nations, n)
	}
}

func (b *builder) units() {
	d, f, c := b.doc, b.f, b.c
	seen := b.doc.NewIDs()
	for i, fu := range f.Units {
		path := tomlfile.Index("unit", i)
		b.unique(path, fu.ID, seen)
		u := &Unit{ID: fu.ID, Name: fu.Name, Nation: fu.Nation, Kind: fu.Kind, Size: fu.Size, Back: fu.Back, Count: 1}
		if u.Name == "" {
			u.Name = fu.ID
		}
		if fu.Nation == "" {
			d.Report(tomlfile.Join(path, "nation"), "missing")
		} else if c.Nation(fu.Nation) == nil {
			d.Report(tomlfile.Join(path, "nation"), "no nation %q in this catalogue", fu.Nation)
		}
		if fu.Kind == "" {
			d.Report(tomlfile.Join(path, "kind"), "missing; e.g. kind = \"infantry\"")
		} else {
			d.CheckOneOf(tomlfile.Join(path, "kind"), fu.Kind, UnitKinds)
		}
		if fu.Size != "" {
			d.CheckOneOf(tomlfile.Join(path, "size"), fu.Size, UnitSizes)
		}
		if fu.Stripe != "" {
			sc := d.Color(tomlfile.Join(path, "stripe"), fu.Stripe, grey)
			u.Stripe = &sc
		} else if n := c.Nation(fu.Nation); n != nil {
			u.Stripe = n.StripeColor
		}
		if d.Has(tomlfile.Join(path, "code")) {
			u.Code = fu.Code
			b.code(tomlfile.Join(path, "code"), fu.Code)
		}
		if fu.Count != nil {
			u.Count = *fu.Count
			if u.Count < 1 || u.Count > maxCount {
				d.Report(tomlfile.Join(path, "count"), "must be between 1 and %d, got %d", maxCount, u.Count)
			}
		}
		if len(fu.Steps) == 0 {
			d.Report(tomlfile.Join(path, "step"), "missing; give at least one [[unit.step]] (full strength)")
		}
		for j, fs := range fu.Steps {
			u.Steps = append(u.Steps, b.step(tomlfile.Index(tomlfile.Join(path, "step"), j), fs))
		}
		c.Units = append(c.Units, u)
	}
}

// code checks a unit's reinforcement code: 1 to maxCode printable
// characters, no spaces.
func (b *builder) code(path, code string) {
	d := b.doc
	if code == "" {
		d.Report(path, "empty; leave code out for a unit without one")
		return
	}
	if n := utf8.RuneCountInString(code); n > maxCode {
		d.Report(path, "%q is %d characters; a code has at most %d (e.g. \"B\" or \"+3\")", code, n, maxCode)
		return
	}
	for _, r := range code {
		switch {
		case unicode.IsSpace(r):
			d.Report(path, "%q has a space; a code is one word (e.g. \"B\" or \"+3\")", code)
			return
		case !unicode.IsPrint(r):
			d.Report(path, "%q has the unprintable character %U", code, r)
			return
		}
	}
}

func (b *builder) step(path string, fs FileStep) Step {
	d := b.doc
	s := Step{Print: fs.Print, Values: fs.Values, Label: fs.Label}
	if s.Values == nil {
		s.Values = map[string]int{}
	}
	for _, k := range sortedKeys(fs.Values) {
		vp := tomlfile.Join(tomlfile.Join(path, "values"), k)
		if !tomlfile.ValidID(k) {
			d.Report(vp, "%q is not a valid value name", k)
		}
		if v := fs.Values[k]; v < 0 || v > maxValue {
			d.Report(vp, "must be between 0 and %d, got %d", maxValue, v)
		}
	}
	derived, keys := derivePrint(s.Values)
	s.Keys = keys
	if s.Print == "" {
		if len(s.Values) == 0 {
			d.Report(path, "give print (e.g. \"5-3\") or values, or both")
		}
		s.Print = derived
	}
	return s
}

func (b *builder) markers() {
	d, f, c := b.doc, b.f, b.c
	seen := b.doc.NewIDs()
	for i, fm := range f.Markers {
		path := tomlfile.Index("marker", i)
		b.unique(path, fm.ID, seen)
		m := &Marker{ID: fm.ID, Name: fm.Name, Kind: fm.Kind, Side: fm.Side, Nation: fm.Nation,
			Levels: fm.Levels, Text: fm.Caption}
		if m.Name == "" {
			m.Name = fm.ID
		}
		if fm.Kind == "" {
			d.Report(tomlfile.Join(path, "kind"), "missing; e.g. kind = \"control\"")
		} else {
			d.CheckOneOf(tomlfile.Join(path, "kind"), fm.Kind, MarkerKinds)
		}
		if fm.Side != "" && c.Side(fm.Side) == nil {
			d.Report(tomlfile.Join(path, "side"), "no side %q in this catalogue", fm.Side)
		}
		if fm.Nation != "" && c.Nation(fm.Nation) == nil {
			d.Report(tomlfile.Join(path, "nation"), "no nation %q in this catalogue", fm.Nation)
		}
		def := white
		if n := c.Nation(fm.Nation); n != nil {
			def = n.Color
		} else if s := c.Side(fm.Side); s != nil {
			def = s.Color
		}
		m.Color = d.Color(tomlfile.Join(path, "color"), fm.Color, def)
		m.TextColor = d.Color(tomlfile.Join(path, "text_color"), fm.TextColor, contrast(m.Color))
		if fm.Levels < 0 || fm.Levels > maxLevels {
			d.Report(tomlfile.Join(path, "levels"), "must be between 0 and %d, got %d", maxLevels, fm.Levels)
		}
		c.Markers = append(c.Markers, m)
	}
}
