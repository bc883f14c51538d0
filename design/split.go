package design

import "strings"

// statement is one TOML statement of a text: a table header line or a
// key/value (which may run over several lines), or a run of comment and
// blank lines; start and end are byte offsets, end just past its last
// newline (or the end of the text).
type statement struct {
	start, end int
	header     bool   // a [table] or [[array]] header line
	comment    bool   // only comments and blank lines
	key        string // the key of a key/value, as written ("a.b", "\"x y\"")
}

// statements splits src into statements. It knows TOML's strings (basic,
// literal, multi-line) and brackets well enough that a line beginning with
// "[" inside a multi-line array is not taken for a header. It never fails:
// text that is not TOML still splits, line by line.
func statements(src string) []statement {
	var out []statement
	i := 0
	for i < len(src) {
		start := i
		// The first non-blank character of the line says what it is.
		j := i
		for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		switch {
		case j >= len(src) || src[j] == '\n' || src[j] == '\r' || src[j] == '#':
			i = lineEnd(src, j)
			if n := len(out); n > 0 && out[n-1].comment {
				out[n-1].end = i
			} else {
				out = append(out, statement{start: start, end: i, comment: true})
			}
			continue
		case src[j] == '[':
			i = scanValue(src, j, true)
			out = append(out, statement{start: start, end: i, header: true})
			continue
		}
		key, k := scanKey(src, j)
		i = scanValue(src, k, false)
		out = append(out, statement{start: start, end: i, key: key})
	}
	return out
}

// lineEnd is the offset just past the newline ending the line that holds
// offset i (the end of src when there is none).
func lineEnd(src string, i int) int {
	if n := strings.IndexByte(src[i:], '\n'); n >= 0 {
		return i + n + 1
	}
	return len(src)
}

// scanKey reads a key (bare, quoted or dotted) starting at i, up to the
// "=", and returns it trimmed and the offset just past the "=" (or the
// end of the line when there is none).
func scanKey(src string, i int) (string, int) {
	start := i
	for i < len(src) && src[i] != '=' && src[i] != '\n' {
		switch src[i] {
		case '"':
			i = skipBasic(src, i+1)
			continue
		case '\'':
			if n := strings.IndexAny(src[i+1:], "'\n"); n >= 0 {
				i += n + 2
				continue
			}
			i = len(src)
			continue
		}
		i++
	}
	key := strings.TrimSpace(src[start:min(i, len(src))])
	if i < len(src) && src[i] == '=' {
		i++
	}
	return key, i
}

// skipBasic skips a one-line basic string whose opening quote is just
// before i, returning the offset past its closing quote (or the end of the
// line).
func skipBasic(src string, i int) int {
	for i < len(src) {
		switch src[i] {
		case '\\':
			i += 2
			continue
		case '"':
			return i + 1
		case '\n':
			return i
		}
		i++
	}
	return len(src)
}

// scanValue reads from i to the end of the statement: the end of the line
// where every bracket opened since i is closed, outside strings; comments
// are skipped. It returns the offset just past that line's newline.
func scanValue(src string, i int, header bool) int {
	end, _ := scanStatement(src, i, header)
	return end
}

// scanStatement is scanValue, also giving the offset just past the
// statement's last character that is not a comment, a space or a line's
// end: where its value ends.
func scanStatement(src string, i int, header bool) (end, last int) {
	depth := 0
	last = i
	for i < len(src) {
		c := src[i]
		if j, ok := skipString(src, i); ok {
			i, last = j, j
			continue
		}
		switch {
		case c == '\n':
			if depth <= 0 || header {
				return i + 1, last
			}
			i++
		case c == '#':
			i = lineEnd(src, i) - 1 // stop on the newline
			if i < 0 || src[i] != '\n' {
				return len(src), last
			}
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '[' || c == '{':
			depth++
			i++
			last = i
		case c == ']' || c == '}':
			depth--
			i++
			last = i
		default:
			i++
			last = i
		}
	}
	return len(src), last
}

// skipString skips the string literal (basic, literal or multi-line)
// starting at i, returning the offset just past it; false when no string
// starts there. An unclosed one-line string ends at its line's end.
func skipString(src string, i int) (int, bool) {
	switch {
	case strings.HasPrefix(src[i:], `"""`):
		return skipMulti(src, i+3, `"""`, true), true
	case strings.HasPrefix(src[i:], `'''`):
		return skipMulti(src, i+3, `'''`, false), true
	case src[i] == '"':
		return skipBasic(src, i+1), true
	case src[i] == '\'':
		if n := strings.IndexAny(src[i+1:], "'\n"); n >= 0 && src[i+1+n] == '\'' {
			return i + n + 2, true
		}
		return i + 1, true
	}
	return i, false
}

// skipMulti skips a multi-line string whose opening delimiter ends just
// before i, returning the offset past its closing delimiter (a closing
// delimiter may be followed by up to two more quotes, which belong to the
// string).
func skipMulti(src string, i int, delim string, escapes bool) int {
	for i < len(src) {
		if escapes && src[i] == '\\' {
			i += 2
			continue
		}
		if strings.HasPrefix(src[i:], delim) {
			i += 3
			for k := 0; k < 2 && i < len(src) && src[i] == delim[0]; k++ {
				i++
			}
			return i
		}
		i++
	}
	return len(src)
}
