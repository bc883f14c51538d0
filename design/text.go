package design

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// findKey finds the key/value statement of key in an entry's text (not
// inside its header line).
func findKey(text, key string) (statement, bool) {
	for _, st := range statements(text) {
		if !st.header && !st.comment && (st.key == key || st.key != "" && st.key[0] == '"' && sameKey(st.key, key)) {
			return st, true
		}
	}
	return statement{}, false
}

// sameKey reports whether key, as written (quoted), is the bare key
// name.
func sameKey(written, name string) bool {
	parts := keyParts(written)
	return len(parts) == 1 && parts[0] == name
}

// keysEnd is where a new key goes in an entry's text: just after its last
// key or header statement.
func keysEnd(text string) int {
	end := 0
	for _, st := range statements(text) {
		if !st.comment {
			end = st.end
		}
	}
	return end
}

// setKey sets key in entry i to the TOML value text val: the key's value
// is rewritten where it stands (the key as written, its indentation and
// a comment after the value kept), or "key = val" is added after the
// entry's last key.
func (t *tx) setKey(i int, key, val string) {
	if t.err != nil {
		return
	}
	if i < 0 || i >= len(t.f.entries) {
		t.err = errEntry(i, len(t.f.entries))
		return
	}
	text := t.f.entries[i].Text
	if st, ok := findKey(text, key); ok {
		a, b := valueSpan(text, st)
		t.replace(i, a, text[a:b], val)
		return
	}
	t.insertAt(i, keysEnd(text), key+" = "+val+"\n")
}

// insertAt inserts s into entry i at byte off, after a newline when the
// text before off does not end with one.
func (t *tx) insertAt(i, off int, s string) {
	if t.err != nil {
		return
	}
	text := t.f.entries[i].Text
	if off > 0 && text[off-1] != '\n' {
		s = "\n" + s
	}
	t.replace(i, off, "", s)
}

// deleteKey takes key's statement out of entry i, if it is there.
func (t *tx) deleteKey(i int, key string) {
	if t.err != nil {
		return
	}
	text := t.f.entries[i].Text
	if st, ok := findKey(text, key); ok {
		t.replace(i, st.start, text[st.start:st.end], "")
	}
}

// strLit is a string literal in a text: its content's byte span and
// whether it is a basic string (with escapes).
type strLit struct {
	start, end int
	basic      bool
}

// stringsIn lists the one-line string literals of the value of statement
// st of text, in order (the row strings of terrain_rows).
func stringsIn(text string, st statement) []strLit {
	var out []strLit
	i := st.start
	if eq := strings.IndexByte(text[i:st.end], '='); eq >= 0 {
		i += eq + 1
	}
	for i < st.end {
		switch c := text[i]; c {
		case '#':
			i = lineEnd(text, i)
		case '"':
			end := skipBasic(text, i+1)
			out = append(out, strLit{i + 1, end - 1, true})
			i = end
		case '\'':
			n := strings.IndexAny(text[i+1:], "'\n")
			if n < 0 {
				return out
			}
			out = append(out, strLit{i + 1, i + 1 + n, false})
			i += n + 2
		default:
			i++
		}
	}
	return out
}

// charAt is the byte span (relative to the literal's content) of the
// n-th character of literal s of text, counting an escape as one
// character; ok is false when the string is shorter.
func charAt(text string, s strLit, n int) (int, int, bool) {
	i, k := s.start, 0
	for i < s.end {
		w := 1
		if s.basic && text[i] == '\\' && i+1 < s.end {
			switch text[i+1] {
			case 'u':
				w = 6
			case 'U':
				w = 10
			default:
				w = 2
			}
		} else {
			_, w = utf8.DecodeRuneInString(text[i:s.end])
		}
		if k == n {
			return i, min(i+w, s.end), true
		}
		i += w
		k++
	}
	return 0, 0, false
}

// charSpans are the byte spans of every character of literal s of text,
// counting an escape as one character, as charAt counts them.
func charSpans(text string, s strLit) [][2]int {
	var out [][2]int
	for i := s.start; i < s.end; {
		w := 1
		if s.basic && text[i] == '\\' && i+1 < s.end {
			switch text[i+1] {
			case 'u':
				w = 6
			case 'U':
				w = 10
			default:
				w = 2
			}
		} else {
			_, w = utf8.DecodeRuneInString(text[i:s.end])
		}
		out = append(out, [2]int{i, min(i+w, s.end)})
		i += w
	}
	return out
}

// symbolText writes the symbol r as it stands inside a basic string.
func symbolText(r rune) string {
	q := Quote(string(r))
	return q[1 : len(q)-1]
}

// elements lists the byte spans [start, end) of the elements of the
// array value of statement st of text (strings, numbers, inline tables,
// arrays), in order, and the offsets of its brackets; ok is false when
// the value is not an array.
func elements(text string, st statement) (spans [][2]int, open, close int, ok bool) {
	i := st.start
	if eq := strings.IndexByte(text[i:st.end], '='); eq >= 0 {
		i += eq + 1
	}
	for i < st.end && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i >= st.end || text[i] != '[' {
		return nil, 0, 0, false
	}
	open = i
	depth, cur := 0, -1
	last := -1 // end of the last significant character of the element
	for i < st.end {
		c := text[i]
		switch {
		case c == '#':
			i = lineEnd(text, i)
			continue
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
			continue
		}
		if depth == 1 && cur < 0 && c != ']' && c != ',' {
			cur = i
		}
		if j, ok := skipString(text, i); ok {
			i, last = j, j
			continue
		}
		switch {
		case c == '[' || c == '{':
			depth++
			i++
		case c == ']' || c == '}':
			depth--
			if depth == 0 {
				if cur >= 0 {
					spans = append(spans, [2]int{cur, last})
				}
				return spans, open, i, true
			}
			i++
		case c == ',' && depth == 1:
			if cur >= 0 {
				spans = append(spans, [2]int{cur, last})
			}
			cur = -1
			i++
			continue
		default:
			i++
		}
		last = i
	}
	return nil, 0, 0, false
}

// appendString adds string s at the end of the array of strings key of
// entry i: appendValue of s quoted.
func (t *tx) appendString(i int, key, s string) { t.appendValue(i, key, Quote(s)) }

// appendValue adds the TOML value text val at the end of the array key of
// entry i, keeping the array's layout: on a line of its own before a "]"
// that stands alone on its line, else after the last element. The key is
// added when it is missing.
func (t *tx) appendValue(i int, key, val string) {
	if t.err != nil {
		return
	}
	text := t.f.entries[i].Text
	st, ok := findKey(text, key)
	var els [][2]int
	var c int
	if ok {
		els, _, c, ok = elements(text, st)
	}
	if !ok {
		t.setKey(i, key, "["+val+"]")
		return
	}
	if len(els) == 0 {
		open := strings.LastIndexByte(text[:c], '[')
		t.replace(i, open+1, text[open+1:c], val)
		return
	}
	last := els[len(els)-1][1]
	between := text[last:c]
	comma := strings.HasPrefix(strings.TrimLeft(between, " \t"), ",")
	ls := strings.LastIndexByte(text[:c], '\n') + 1
	if ls > last && strings.TrimSpace(text[ls:c]) == "" {
		// "]" alone on its line: the new value on a line before it,
		// indented as the last element's line.
		ll := strings.LastIndexByte(text[:els[len(els)-1][0]], '\n') + 1
		indent := text[ll : ll+len(text[ll:])-len(strings.TrimLeft(text[ll:], " \t"))]
		t.replace(i, ls, "", indent+val+",\n")
		if !comma {
			t.replace(i, last, "", ",")
		}
		return
	}
	if comma {
		k := last + strings.IndexByte(between, ',') + 1
		t.replace(i, k, "", " "+val)
		return
	}
	t.replace(i, last, "", ", "+val)
}

// removeString takes the k-th element out of the array key of entry i:
// removeValue.
func (t *tx) removeString(i int, key string, k int) { t.removeValue(i, key, k) }

// removeValue takes the k-th element out of the array key of entry i,
// with the comma and space that separate it from its neighbours; when
// that space holds a comment, the comment stays and only the element
// and its comma go.
func (t *tx) removeValue(i int, key string, k int) {
	if t.err != nil {
		return
	}
	text := t.f.entries[i].Text
	st, ok := findKey(text, key)
	var els [][2]int
	if ok {
		els, _, _, ok = elements(text, st)
	}
	if !ok {
		t.err = fmt.Errorf("design: no array %s to remove from", key)
		return
	}
	if k < 0 || k >= len(els) {
		t.err = fmt.Errorf("design: %s has no element %d", key, k)
		return
	}
	var a, b int
	switch {
	case k+1 < len(els): // up to the next element
		a, b = els[k][0], els[k+1][0]
	case k > 0: // from the end of the one before
		a, b = els[k-1][1], els[k][1]
	default: // the only one
		a, b = els[k][0], els[k][1]
	}
	if strings.Contains(text[a:b], "#") { // keep the comment: the element and one comma only
		a, b = els[k][0], els[k][1]
		if c := strings.IndexByte(text[b:], ','); c >= 0 && strings.TrimSpace(text[b:b+c]) == "" {
			b += c + 1
		}
	}
	t.replace(i, a, text[a:b], "")
}

// setValue replaces the k-th element of the array key of entry i with the
// TOML value text val, leaving the rest of the array as it is.
func (t *tx) setValue(i int, key string, k int, val string) {
	if t.err != nil {
		return
	}
	text := t.f.entries[i].Text
	st, ok := findKey(text, key)
	var els [][2]int
	if ok {
		els, _, _, ok = elements(text, st)
	}
	if !ok || k < 0 || k >= len(els) {
		t.err = fmt.Errorf("design: %s has no element %d", key, k)
		return
	}
	t.replace(i, els[k][0], text[els[k][0]:els[k][1]], val)
}
