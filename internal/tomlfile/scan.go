package tomlfile

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Pos is a 1-based line and byte column in a file.
type Pos struct{ Line, Col int }

// Limits on the structure of a file, checked by a scan before the TOML
// parser runs: the parser's time and memory grow with the square of the
// nesting and with the length of key paths, so a few kilobytes of nested
// brackets or dotted keys would take gigabytes. Real data files stay far
// below these.
const (
	// MaxDepth is how deep values may nest: each part of a table header or
	// dotted key, each array and each inline table is one level
	// ("[a.b]\nc = [[1]]" reaches 5).
	MaxDepth = 16
	// MaxKeyLen is the longest key (one part of a dotted key), in bytes.
	MaxKeyLen = 128
	// MaxValues is how many keys, table headers and array elements a file
	// may have.
	MaxValues = 100_000
	// MaxKeyBytes bounds the full key paths ("terrain.forest.color") of
	// every key and table header of a file, added up.
	MaxKeyBytes = 4 << 20
)

// maxPathLen bounds the key paths the scanner records; longer ones cannot
// pass MaxDepth and MaxKeyLen anyway.
const maxPathLen = 4096

// Positions scans TOML text and returns the position of the first
// definition of every key path in it: keys ("grid.cols"), tables and arrays
// of tables ("terrain.forest", "setup", "setup[3]"), dotted keys, keys of
// inline tables ("unit[0].step[1].values.attack") and array elements
// ("terrain_rows[7]", "polygon[2][0]"). Key paths are written with Join and
// Index. It never fails: on text that is not valid TOML it records what it
// can. It stops at the first place the text goes beyond MaxDepth,
// MaxKeyLen, MaxValues or MaxKeyBytes.
func Positions(src []byte) map[string]Pos {
	return scan(src).pos
}

// scan runs the scanner over src: the positions, and where the text first
// goes beyond a limit.
func scan(src []byte) *scanner {
	s := &scanner{src: stripBOM(src), line: 1, pos: map[string]Pos{}, aot: map[string]int{}}
	s.top()
	return s
}

// Values counts the keys, table headers and array elements of TOML text,
// without parsing it; it stops counting past MaxValues.
func Values(src []byte) int {
	s := &scanner{src: stripBOM(src), line: 1, count: true}
	s.top()
	return s.values
}

// Bound checks TOML text against MaxDepth, MaxKeyLen, MaxValues and
// MaxKeyBytes without parsing it, in one pass that takes no memory to
// speak of: an error positioned where the text first goes beyond one.
// Decode and Sniff call it before parsing.
func Bound(file string, src []byte) *Error {
	s := &scanner{src: stripBOM(src), line: 1, count: true}
	s.top()
	if s.over == nil {
		return nil
	}
	e := *s.over
	e.File = file
	return &e
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

// topLevel is the part of src (without a byte-order mark) that holds its
// format key: up to the end of the line of the top-level format key, or
// when there is none, up to the first table header (the top-level keys).
func topLevel(src []byte) []byte {
	s := &scanner{src: stripBOM(src), line: 1, count: true, topOnly: true, formatOnly: true}
	s.top()
	return s.src[:s.i]
}

// topKeys is the part of src (without a byte-order mark) before its first
// table header: its top-level keys.
func topKeys(src []byte) []byte {
	s := &scanner{src: stripBOM(src), line: 1, count: true, topOnly: true}
	s.top()
	return s.src[:s.i]
}

type scanner struct {
	src        []byte
	i          int
	line       int
	lineStart  int
	table      string         // path of the current [table] or [[array]] element
	tableLvl   int            // its nesting level: the parts of its name
	tableLen   int            // the length of its name as the parser spells it
	pos        map[string]Pos // first position of every path
	aot        map[string]int // elements seen so far of each array of tables
	count      bool           // only count (Bound): build and record no paths
	topOnly    bool           // stop at the first table header (topKeys)
	formatOnly bool           // with topOnly, stop after the format key too (topLevel)
	atFormat   bool           // the last key read was the top-level format key
	values     int            // keys, headers and array elements so far
	keyBytes   int            // their key paths' lengths, added up
	over       *Error         // the first limit exceeded; it stops the scan
}

// eof is true at the end of the text, and once a limit is exceeded, so
// that every loop of the scanner ends.
func (s *scanner) eof() bool { return s.i >= len(s.src) || s.over != nil }

// exceed stops the scan at p with an error about a limit.
func (s *scanner) exceed(p Pos, format string, args ...any) {
	if s.over == nil {
		s.over = &Error{Line: p.Line, Col: p.Col, Msg: fmt.Sprintf(format, args...)}
	}
}

// nest checks a value's nesting level at p.
func (s *scanner) nest(lvl int, p Pos) {
	if lvl > MaxDepth {
		s.exceed(p, "nested more than %d levels deep (each part of a table name or dotted key, each array and each inline table is a level)", MaxDepth)
	}
}

// tally counts one key, header or array element at p, and the length of
// its key path (0 for an array element).
func (s *scanner) tally(p Pos, keyLen int) {
	s.values++
	s.keyBytes += keyLen
	switch {
	case s.values > MaxValues:
		s.exceed(p, "more than %d keys, tables and array elements", MaxValues)
	case s.keyBytes > MaxKeyBytes:
		s.exceed(p, "the key paths of all keys and tables add up to more than %d MB", MaxKeyBytes>>20)
	}
}

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
	if s.count || path == "" || len(path) > maxPathLen {
		return
	}
	if _, ok := s.pos[path]; !ok {
		s.pos[path] = p
	}
}

// join and index build child paths unless the path is already too long to
// be recorded, in which case the parent path is reused.
func (s *scanner) join(path, k string) string {
	if s.count || len(path)+len(k) > maxPathLen {
		return path
	}
	return Join(path, k)
}

func (s *scanner) index(path string, i int) string {
	if s.count || len(path) > maxPathLen {
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
			if s.topOnly {
				return
			}
			s.header()
		default:
			start := s.i
			s.keyval(s.table, s.tableLvl, s.tableLen)
			if s.i == start {
				s.adv()
			}
			s.skipComment() // the rest of the line: blanks and a comment
			if s.topOnly && s.formatOnly && s.atFormat {
				if s.peek() == '\r' {
					s.adv()
				}
				if s.peek() == '\n' {
					s.adv() // the line ends here, as the parser expects
				}
				return
			}
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
		cur = s.join(cur, seg)
		s.record(cur, p)
		if isArray && k == len(segs)-1 {
			n := s.aot[cur]
			if !s.count {
				s.aot[cur] = n + 1
			}
			cur = s.index(cur, n)
		} else if n := s.aot[cur]; n > 0 {
			cur = s.index(cur, n-1)
		}
		s.record(cur, p)
	}
	s.table = cur
	s.tableLvl = len(segs)
	s.tableLen = keyLen(0, segs)
	s.nest(s.tableLvl, p)
	s.tally(p, s.tableLen)
	s.skipComment()
}

// keyLen is the length of a key path of base bytes with segs added, as
// the parser spells it (parts joined by dots).
func keyLen(base int, segs []string) int {
	n := base
	for _, seg := range segs {
		if n > 0 {
			n++
		}
		n += len(seg)
	}
	return n
}

// keyPath reads a possibly dotted key and returns its parts; it stops the
// scan at a part longer than MaxKeyLen, and at more parts than MaxDepth.
func (s *scanner) keyPath() []string {
	var segs []string
	for {
		s.skipBlank()
		p := s.at()
		seg, ok := s.keyPart()
		if !ok {
			return segs
		}
		if len(seg) > MaxKeyLen {
			s.exceed(p, "a key is longer than %d bytes", MaxKeyLen)
			return segs
		}
		if len(segs) == MaxDepth {
			s.nest(MaxDepth+1, p)
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
		return unescape(string(raw)), true
	case c == '\'':
		return string(s.singleLine('\'', false)), true
	case isBareChar(c):
		start := s.i
		for isBareChar(s.peek()) {
			s.adv()
		}
		return string(s.src[start:s.i]), true
	}
	return "", false
}

// keyval reads key = value, the key relative to base, whose nesting level
// is lvl and whose key path is klen bytes long.
func (s *scanner) keyval(base string, lvl, klen int) {
	p := s.at()
	segs := s.keyPath()
	if len(segs) == 0 {
		return
	}
	cur := base
	for _, seg := range segs {
		cur = s.join(cur, seg)
		s.record(cur, p)
	}
	s.atFormat = lvl == 0 && len(segs) == 1 && segs[0] == "format"
	lvl += len(segs)
	klen = keyLen(klen, segs)
	s.nest(lvl, p)
	s.tally(p, klen)
	s.skipBlank()
	if s.peek() != '=' {
		return
	}
	s.adv()
	s.skipBlank()
	s.value(cur, lvl, klen)
}

// value reads the value at path, at nesting level lvl.
func (s *scanner) value(path string, lvl, klen int) {
	if s.eof() {
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
		s.nest(lvl+1, s.at())
		s.array(path, lvl+1, klen)
	case '{':
		s.nest(lvl+1, s.at())
		s.inline(path, lvl+1, klen)
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

func (s *scanner) array(path string, lvl, klen int) {
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
		el := s.index(path, n)
		p := s.at()
		s.record(el, p)
		s.tally(p, 0)
		s.value(el, lvl, klen)
		n++
		if s.i == start {
			s.adv()
		}
	}
}

func (s *scanner) inline(path string, lvl, klen int) {
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
		s.keyval(path, lvl, klen)
		if s.i == start {
			s.adv()
		}
	}
}

// singleLine reads a one-line string opened by quote and returns its raw
// text without the quotes (a slice of the source); a newline or the end of
// input ends it too.
func (s *scanner) singleLine(quote byte, escapes bool) []byte {
	s.adv()
	start := s.i
	for !s.eof() {
		c := s.peek()
		switch {
		case c == quote:
			raw := s.src[start:s.i]
			s.adv()
			return raw
		case c == '\n':
			return s.src[start:s.i]
		case escapes && c == '\\':
			s.adv()
			if s.peek() != '\n' {
				s.adv()
			}
			continue
		}
		s.adv()
	}
	return s.src[start:s.i]
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
