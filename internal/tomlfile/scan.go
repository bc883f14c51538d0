package tomlfile

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Pos is a 1-based line and byte column in a file.
type Pos struct{ Line, Col int }

// Limits that keep the scanner linear on hostile input.
const (
	maxDepth   = 32   // nesting of arrays and inline tables that is followed
	maxPathLen = 4096 // longer key paths are not recorded
)

// Positions scans TOML text and returns the position of the first
// definition of every key path in it: keys ("grid.cols"), tables and arrays
// of tables ("terrain.forest", "setup", "setup[3]"), dotted keys, keys of
// inline tables ("unit[0].step[1].values.attack") and array elements
// ("terrain_rows[7]", "polygon[2][0]"). Key paths are written with Join and
// Index. It never fails: on text that is not valid TOML it records what it
// can.
func Positions(src []byte) map[string]Pos {
	s := &scanner{src: stripBOM(src), line: 1, pos: map[string]Pos{}, aot: map[string]int{}}
	s.top()
	return s.pos
}

// stripBOM drops a byte-order mark, as the TOML parser does, so that
// columns on the first line agree with its errors.
func stripBOM(src []byte) []byte {
	switch {
	case len(src) >= 3 && src[0] == 0xef && src[1] == 0xbb && src[2] == 0xbf:
		return src[3:]
	case len(src) >= 2 && (src[0] == 0xff && src[1] == 0xfe || src[0] == 0xfe && src[1] == 0xff):
		return src[2:]
	}
	return src
}

type scanner struct {
	src       []byte
	i         int
	line      int
	lineStart int
	depth     int
	table     string         // path of the current [table] or [[array]] element
	pos       map[string]Pos // first position of every path
	aot       map[string]int // elements seen so far of each array of tables
}

func (s *scanner) eof() bool { return s.i >= len(s.src) }

func (s *scanner) peek() byte {
	if s.i >= len(s.src) {
		return 0
	}
	return s.src[s.i]
}

func (s *scanner) peekAt(n int) byte {
	if s.i+n >= len(s.src) {
		return 0
	}
	return s.src[s.i+n]
}

func (s *scanner) at() Pos { return Pos{s.line, s.i - s.lineStart + 1} }

func (s *scanner) adv() {
	if s.i >= len(s.src) {
		return
	}
	if s.src[s.i] == '\n' {
		s.line++
		s.lineStart = s.i + 1
	}
	s.i++
}

func (s *scanner) record(path string, p Pos) {
	if path == "" || len(path) > maxPathLen {
		return
	}
	if _, ok := s.pos[path]; !ok {
		s.pos[path] = p
	}
}

// join and index build child paths unless the path is already too long to
// be recorded, in which case the parent path is reused.
func join(path, k string) string {
	if len(path)+len(k) > maxPathLen {
		return path
	}
	return Join(path, k)
}

func index(path string, i int) string {
	if len(path) > maxPathLen {
		return path
	}
	return Index(path, i)
}

func (s *scanner) skipBlank() {
	for c := s.peek(); c == ' ' || c == '\t'; c = s.peek() {
		s.adv()
	}
}

func (s *scanner) skipComment() {
	for !s.eof() && s.peek() != '\n' {
		s.adv()
	}
}

// skipSpace skips blanks, newlines and comments (inside arrays and inline
// tables).
func (s *scanner) skipSpace() {
	for !s.eof() {
		switch s.peek() {
		case ' ', '\t', '\r', '\n':
			s.adv()
		case '#':
			s.skipComment()
		default:
			return
		}
	}
}

func (s *scanner) top() {
	for !s.eof() {
		s.skipBlank()
		switch s.peek() {
		case 0:
			if s.eof() {
				return
			}
			s.adv()
		case '\n', '\r':
			s.adv()
		case '#':
			s.skipComment()
		case '[':
			s.header()
		default:
			start := s.i
			s.keyval(s.table)
			if s.i == start {
				s.adv()
			}
			s.skipComment() // the rest of the line: blanks and a comment
		}
	}
}

// header reads a [table] or [[array.of.tables]] header and makes it the
// current table.
func (s *scanner) header() {
	p := s.at()
	s.adv()
	isArray := s.peek() == '['
	if isArray {
		s.adv()
	}
	segs := s.keyPath()
	s.skipBlank()
	if s.peek() == ']' {
		s.adv()
		if isArray && s.peek() == ']' {
			s.adv()
		}
	}
	cur := ""
	for k, seg := range segs {
		cur = join(cur, seg)
		s.record(cur, p)
		if isArray && k == len(segs)-1 {
			n := s.aot[cur]
			s.aot[cur] = n + 1
			cur = index(cur, n)
		} else if n := s.aot[cur]; n > 0 {
			cur = index(cur, n-1)
		}
		s.record(cur, p)
	}
	s.table = cur
	s.skipComment()
}

// keyPath reads a possibly dotted key and returns its parts.
func (s *scanner) keyPath() []string {
	var segs []string
	for {
		s.skipBlank()
		seg, ok := s.keyPart()
		if !ok {
			return segs
		}
		segs = append(segs, seg)
		s.skipBlank()
		if s.peek() != '.' {
			return segs
		}
		s.adv()
	}
}

// keyPart reads one bare, basic-quoted or literal-quoted key.
func (s *scanner) keyPart() (string, bool) {
	switch c := s.peek(); {
	case c == '"':
		raw := s.singleLine('"', true)
		return unescape(raw), true
	case c == '\'':
		return s.singleLine('\'', false), true
	case isBareChar(c):
		start := s.i
		for isBareChar(s.peek()) {
			s.adv()
		}
		return string(s.src[start:s.i]), true
	}
	return "", false
}

// keyval reads key = value, the key relative to base.
func (s *scanner) keyval(base string) {
	p := s.at()
	segs := s.keyPath()
	if len(segs) == 0 {
		return
	}
	cur := base
	for _, seg := range segs {
		cur = join(cur, seg)
		s.record(cur, p)
	}
	s.skipBlank()
	if s.peek() != '=' {
		return
	}
	s.adv()
	s.skipBlank()
	s.value(cur)
}

func (s *scanner) value(path string) {
	if s.depth >= maxDepth {
		s.scalar()
		return
	}
	switch s.peek() {
	case '"':
		if s.peekAt(1) == '"' && s.peekAt(2) == '"' {
			s.multiLine('"', true)
		} else {
			s.singleLine('"', true)
		}
	case '\'':
		if s.peekAt(1) == '\'' && s.peekAt(2) == '\'' {
			s.multiLine('\'', false)
		} else {
			s.singleLine('\'', false)
		}
	case '[':
		s.depth++
		s.array(path)
		s.depth--
	case '{':
		s.depth++
		s.inline(path)
		s.depth--
	default:
		s.scalar()
	}
}

// scalar skips a number, boolean or date: up to a separator, a comment or
// the end of the line (dates may contain a space).
func (s *scanner) scalar() {
	for !s.eof() {
		switch s.peek() {
		case ',', ']', '}', '#', '\n', '\r':
			return
		}
		s.adv()
	}
}

func (s *scanner) array(path string) {
	s.adv() // [
	n := 0
	for !s.eof() {
		s.skipSpace()
		switch s.peek() {
		case ']':
			s.adv()
			return
		case ',':
			s.adv()
			continue
		case '}':
			// Not valid here; leave it to the parser's error.
			s.adv()
			continue
		}
		start := s.i
		el := index(path, n)
		s.record(el, s.at())
		s.value(el)
		n++
		if s.i == start {
			s.adv()
		}
	}
}

func (s *scanner) inline(path string) {
	s.adv() // {
	for !s.eof() {
		s.skipSpace()
		switch s.peek() {
		case '}':
			s.adv()
			return
		case ',':
			s.adv()
			continue
		}
		start := s.i
		s.keyval(path)
		if s.i == start {
			s.adv()
		}
	}
}

// singleLine reads a one-line string opened by quote and returns its raw
// text without the quotes; a newline or the end of input ends it too.
func (s *scanner) singleLine(quote byte, escapes bool) string {
	s.adv()
	start := s.i
	for !s.eof() {
		c := s.peek()
		switch {
		case c == quote:
			raw := string(s.src[start:s.i])
			s.adv()
			return raw
		case c == '\n':
			return string(s.src[start:s.i])
		case escapes && c == '\\':
			s.adv()
			if s.peek() != '\n' {
				s.adv()
			}
			continue
		}
		s.adv()
	}
	return string(s.src[start:s.i])
}

// multiLine skips a """ or ”' string; up to two quotes just before the
// closing three belong to the string.
func (s *scanner) multiLine(quote byte, escapes bool) {
	s.adv()
	s.adv()
	s.adv()
	for !s.eof() {
		c := s.peek()
		if escapes && c == '\\' {
			s.adv()
			s.adv()
			continue
		}
		if c == quote && s.peekAt(1) == quote && s.peekAt(2) == quote {
			n := 0
			for n < 5 && s.peek() == quote {
				s.adv()
				n++
			}
			return
		}
		s.adv()
	}
}

// unescape decodes the escapes of a TOML basic string, leaving any it does
// not understand as they are.
func unescape(raw string) string {
	if !strings.Contains(raw, `\`) {
		return raw
	}
	var b strings.Builder
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c != '\\' || i+1 >= len(raw) {
			b.WriteByte(c)
			continue
		}
		i++
		switch raw[i] {
		case 'b':
			b.WriteByte('\b')
		case 't':
			b.WriteByte('\t')
		case 'n':
			b.WriteByte('\n')
		case 'f':
			b.WriteByte('\f')
		case 'r':
			b.WriteByte('\r')
		case 'e':
			b.WriteByte(0x1b)
		case '"':
			b.WriteByte('"')
		case '\\':
			b.WriteByte('\\')
		case 'x', 'u', 'U':
			n := map[byte]int{'x': 2, 'u': 4, 'U': 8}[raw[i]]
			if i+n < len(raw) {
				if v, err := strconv.ParseUint(raw[i+1:i+1+n], 16, 32); err == nil && utf8.ValidRune(rune(v)) {
					b.WriteRune(rune(v))
					i += n
					continue
				}
			}
			b.WriteByte('\\')
			b.WriteByte(raw[i])
		default:
			b.WriteByte('\\')
			b.WriteByte(raw[i])
		}
	}
	return b.String()
}
