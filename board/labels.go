package board

import (
	"fmt"
	"strconv"
	"strings"
)

// labeler turns zero-based offset column/row pairs of a cols×rows grid into
// player-visible labels and back.
type labeler struct {
	what     string // "hex" or "square", for error messages
	style    LabelStyle
	prefix   string
	firstCol int
	firstRow int
	digits   int
	cols     int
	rows     int
}

// maxDigits bounds Labels.Digits.
const maxDigits = 9

func newLabeler(what string, l Labels, cols, rows int) (labeler, error) {
	lb := labeler{what: what, style: l.Style, prefix: l.Prefix, firstCol: l.FirstCol,
		firstRow: l.FirstRow, digits: l.Digits, cols: cols, rows: rows}
	bad := func(format string, args ...any) (labeler, error) {
		return labeler{}, fmt.Errorf("board: %s grid: labels: "+format, append([]any{what}, args...)...)
	}
	if lb.digits == 0 {
		lb.digits = 2
	}
	switch {
	case l.Style != Numeric && l.Style != LetterNumber:
		return bad("unknown style %d", int(l.Style))
	case l.Digits < 0 || l.Digits > maxDigits:
		return bad("digits must be between 0 and %d, got %d", maxDigits, l.Digits)
	case l.Style == LetterNumber && l.FirstCol < 1:
		return bad("first column must be at least 1 (column A) for letter labels, got %d", l.FirstCol)
	case l.FirstCol < 0:
		return bad("first column must be at least 0, got %d", l.FirstCol)
	case l.FirstRow < 0:
		return bad("first row must be at least 0, got %d", l.FirstRow)
	}
	// Numbers wider than digits print wider; if both column and row numbers
	// can, "110" could be column 1 row 10 or column 11 row 0. The default
	// widens to fit the narrower of the two; an explicit width is an error.
	lastCol, lastRow := strconv.Itoa(lb.firstCol+cols-1), strconv.Itoa(lb.firstRow+rows-1)
	if w := min(len(lastCol), len(lastRow)); l.Digits == 0 && w > lb.digits {
		lb.digits = w
	}
	if lb.style == Numeric && len(lastCol) > lb.digits && len(lastRow) > lb.digits {
		return bad("column numbers up to %s and row numbers up to %s are both wider than %d digits, "+
			"which makes labels ambiguous; set Digits to at least %d",
			lastCol, lastRow, lb.digits, min(len(lastCol), len(lastRow)))
	}
	return lb, nil
}

// label names offset (col,row); it does not check the map's extent.
func (l *labeler) label(col, row int) string {
	var b strings.Builder
	b.Grow(len(l.prefix) + 2*l.digits + 2)
	b.WriteString(l.prefix)
	if l.style == LetterNumber {
		b.WriteString(ColumnLetters(col + l.firstCol))
		b.WriteString(strconv.Itoa(row + l.firstRow))
		return b.String()
	}
	l.pad(&b, col+l.firstCol)
	l.pad(&b, row+l.firstRow)
	return b.String()
}

func (l *labeler) pad(b *strings.Builder, n int) {
	s := strconv.Itoa(n)
	for i := len(s); i < l.digits; i++ {
		b.WriteByte('0')
	}
	b.WriteString(s)
}

// parse turns a label back into offset (col,row) on the map.
func (l *labeler) parse(s string) (col, row int, err error) {
	rest, ok := l.cutPrefix(strings.TrimSpace(s))
	if !ok || rest == "" {
		return 0, 0, l.notLabel(s)
	}
	if l.style == LetterNumber {
		return l.parseLetters(s, rest)
	}
	return l.parseNumeric(s, rest)
}

func (l *labeler) cutPrefix(s string) (string, bool) {
	if rest, ok := strings.CutPrefix(s, l.prefix); ok {
		return rest, true
	}
	if len(s) >= len(l.prefix) && strings.EqualFold(s[:len(l.prefix)], l.prefix) {
		return s[len(l.prefix):], true
	}
	return "", false
}

// parseNumeric splits rest into a column and a row number, each either
// exactly digits long or longer without a leading zero (as pad writes them).
// Since newLabeler refuses grids where both numbers can be wide, at most one
// split names a cell on the map.
func (l *labeler) parseNumeric(s, rest string) (int, int, error) {
	for i := 0; i < len(rest); i++ {
		if rest[i] < '0' || rest[i] > '9' {
			return 0, 0, l.notLabel(s)
		}
	}
	valid := func(part string) (int, bool) {
		if len(part) < l.digits || (len(part) > l.digits && part[0] == '0') {
			return 0, false
		}
		n, err := strconv.Atoi(part)
		return n, err == nil
	}
	found := false
	for k := l.digits; k <= len(rest)-l.digits; k++ {
		cn, ok1 := valid(rest[:k])
		rn, ok2 := valid(rest[k:])
		if !ok1 || !ok2 {
			continue
		}
		found = true
		if col, row := cn-l.firstCol, rn-l.firstRow; l.onMap(col, row) {
			return col, row, nil
		}
	}
	if !found {
		return 0, 0, l.notLabel(s)
	}
	return 0, 0, l.offMap(s)
}

func (l *labeler) parseLetters(s, rest string) (int, int, error) {
	i := 0
	for i < len(rest) && isLetter(rest[i]) {
		i++
	}
	letters, digits := rest[:i], rest[i:]
	if letters == "" || digits == "" {
		return 0, 0, l.notLabel(s)
	}
	for j := 0; j < len(digits); j++ {
		if digits[j] < '0' || digits[j] > '9' {
			return 0, 0, l.notLabel(s)
		}
	}
	cn, ok := parseColumnLetters(letters)
	rn, err := strconv.Atoi(digits)
	if !ok || err != nil {
		return 0, 0, l.offMap(s)
	}
	col, row := cn-l.firstCol, rn-l.firstRow
	if !l.onMap(col, row) {
		return 0, 0, l.offMap(s)
	}
	return col, row, nil
}

func (l *labeler) onMap(col, row int) bool {
	return col >= 0 && col < l.cols && row >= 0 && row < l.rows
}

func (l *labeler) notLabel(s string) error {
	return fmt.Errorf("board: label %q is not a %s label like %q", s, l.what, l.label(0, 0))
}

func (l *labeler) offMap(s string) error {
	first, last := strconv.Itoa(l.firstCol), strconv.Itoa(l.firstCol+l.cols-1)
	if l.style == LetterNumber {
		first, last = ColumnLetters(l.firstCol), ColumnLetters(l.firstCol+l.cols-1)
	}
	return fmt.Errorf("board: label %q is off the map (columns %s-%s, rows %d-%d)",
		s, first, last, l.firstRow, l.firstRow+l.rows-1)
}

// ColumnLetters spells column number n (1 = "A") as map columns are lettered:
// A..Z, AA..AZ, BA.. ("bijective base 26"). It is "" for n < 1.
func ColumnLetters(n int) string {
	var buf [16]byte
	i := len(buf)
	for n > 0 {
		n--
		i--
		buf[i] = byte('A' + n%26)
		n /= 26
	}
	return string(buf[i:])
}

// parseColumnLetters inverts ColumnLetters, ignoring case.
func parseColumnLetters(s string) (int, bool) {
	if len(s) > 12 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20 // lower case
		n = n*26 + int(c-'a') + 1
	}
	return n, true
}

func isLetter(c byte) bool { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') }
