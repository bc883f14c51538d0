package maps

import (
	"sort"
	"strings"

	"sandtable/board"
)

// Default cell sizes in pixels when the file gives none.
const (
	defaultHexSize    = 40
	defaultSquareSize = 48
)

// GridKinds are the values of grid.kind.
var GridKinds = []string{"hex", "square", "graph"}

// grid builds the Topology; false when it cannot be built.
func (b *builder) grid() bool {
	d, g := b.doc, b.f.Grid
	if !d.Has("grid") {
		d.Report("grid", "missing; add a [grid] table with kind = \"hex\", \"square\" or \"graph\"")
		return false
	}
	if !d.CheckOneOf("grid.kind", g.Kind, GridKinds) {
		return false
	}
	// Keys that belong to other kinds of grid are mistakes, not noise.
	only := map[string][]string{
		"orientation": {"hex"}, "shove": {"hex"}, "diagonals": {"square"},
		"cols": {"hex", "square"}, "rows": {"hex", "square"}, "size": {"hex", "square"},
		"labels": {"hex", "square"}, "adjacency": {"graph"},
	}
	for _, key := range sortedKeys(only) {
		path := "grid." + key
		if d.Has(path) && !contains(only[key], g.Kind) {
			d.Report(path, "not used by %s maps", g.Kind)
		}
	}
	var err error
	switch g.Kind {
	case "hex":
		err = b.hex()
	case "square":
		err = b.square()
	case "graph":
		return b.graph()
	}
	if err != nil {
		d.Report("grid", "%s", strings.TrimPrefix(err.Error(), "board: "))
		return false
	}
	return b.m.Topology != nil
}

// dims checks cols, rows and size; ok is false when the grid cannot be
// built from them.
func (b *builder) dims(defSize float64) (size float64, ok bool) {
	d, g := b.doc, b.f.Grid
	ok = true
	for _, c := range []struct {
		key string
		v   int
	}{{"cols", g.Cols}, {"rows", g.Rows}} {
		path := "grid." + c.key
		switch {
		case !d.Has(path):
			d.Report(path, "missing")
			ok = false
		case c.v < 1 || c.v > MaxCells:
			d.Report(path, "must be between 1 and %d, got %d", MaxCells, c.v)
			ok = false
		}
	}
	if ok && g.Cols*g.Rows > MaxCells {
		d.Report("grid", "%d×%d is %d cells, more than the limit of %d", g.Cols, g.Rows, g.Cols*g.Rows, MaxCells)
		ok = false
	}
	size = defSize
	if d.Has("grid.size") {
		size = g.Size
		if !d.CheckFinite("grid.size", size) || size <= 0 || size > 1000 {
			d.Report("grid.size", "must be a number of pixels between 0 and 1000, got %v", size)
			ok = false
		}
	}
	return size, ok
}

func (b *builder) labels() (board.Labels, bool) {
	d, fl := b.doc, b.f.Grid.Labels
	l := board.Labels{FirstCol: 1, FirstRow: 1}
	if fl == nil {
		return l, true
	}
	ok := true
	switch fl.Style {
	case "", "numeric":
		l.Style = board.Numeric
	case "letter-number":
		l.Style = board.LetterNumber
	default:
		d.Report("grid.labels.style", "%q is not one of numeric, letter-number", fl.Style)
		ok = false
	}
	l.Prefix = fl.Prefix
	if strings.ContainsAny(fl.Prefix, "0123456789 \t/") {
		d.Report("grid.labels.prefix", "must not contain digits, spaces or '/', got %q", fl.Prefix)
		ok = false
	}
	if fl.FirstCol != nil {
		l.FirstCol = *fl.FirstCol
	}
	if fl.FirstRow != nil {
		l.FirstRow = *fl.FirstRow
	}
	for _, c := range []struct {
		key    string
		v, min int
	}{{"first_col", l.FirstCol, 0}, {"first_row", l.FirstRow, 0}} {
		if c.key == "first_col" && l.Style == board.LetterNumber {
			c.min = 1
		}
		if c.v < c.min || c.v > 999_999 {
			d.Report("grid.labels."+c.key, "must be between %d and 999999, got %d", c.min, c.v)
			ok = false
		}
	}
	if fl.Digits < 0 || fl.Digits > 9 {
		d.Report("grid.labels.digits", "must be between 0 and 9, got %d", fl.Digits)
		ok = false
	}
	l.Digits = fl.Digits
	return l, ok
}

func (b *builder) hex() error {
	d, g := b.doc, b.f.Grid
	size, ok := b.dims(defaultHexSize)
	pointy := false
	switch g.Orientation {
	case "", "flat":
	case "pointy":
		pointy = true
	default:
		d.Report("grid.orientation", "%q is not one of flat, pointy", g.Orientation)
		ok = false
	}
	shoveOdd := true
	switch g.Shove {
	case "", "odd":
	case "even":
		shoveOdd = false
	default:
		d.Report("grid.shove", "%q is not one of odd, even", g.Shove)
		ok = false
	}
	l, lok := b.labels()
	if !ok || !lok {
		return nil
	}
	t, err := board.NewHex(board.HexSpec{Pointy: pointy, Cols: g.Cols, Rows: g.Rows, Size: size, ShoveOdd: shoveOdd, Labels: l})
	b.m.Topology = t
	return err
}

func (b *builder) square() error {
	g := b.f.Grid
	size, ok := b.dims(defaultSquareSize)
	l, lok := b.labels()
	if !ok || !lok {
		return nil
	}
	t, err := board.NewSquare(board.SquareSpec{Cols: g.Cols, Rows: g.Rows, Size: size, Diagonals: g.Diagonals, Labels: l})
	b.m.Topology = t
	return err
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func sortedKeys[T any](m map[string]T) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
