package design

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"sandtable/counters"
	"sandtable/internal/atomicfile"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
	"sandtable/scenarios"
)

// EntryKind says what an entry of a file is.
type EntryKind int

// The kinds of entry.
const (
	// Header is the file's top-level keys (format, version, id...,
	// terrain_rows), always entry 0, possibly empty.
	Header EntryKind = iota
	// Table is a [table] and its keys.
	Table
	// ArrayItem is one [[array]] item and its keys.
	ArrayItem
	// Trailer is the comments and blank lines after the last statement.
	Trailer
)

// Entry is one top-level part of a file, as text: its header line (none
// for the Header entry), its keys, and the comments and blank lines before
// it.
type Entry struct {
	Kind EntryKind
	// Name is the table's or array's name as its header writes it
	// ("terrain.clear", "place"); "" for Header and Trailer.
	Name string
	// Text is the entry's text, verbatim; the file is the entries' texts
	// one after another.
	Text string
}

// File is one Sandtable data file being designed: its text as entries,
// with undo and redo of every edit and the messages of its last check.
// The zero File is not usable: make one with Open.
type File struct {
	// Name is the file name errors are reported under, as the loaders and
	// `sandtable check` write it ("maps/data/test-hex-flat.toml" for a
	// bundled file, the path otherwise).
	Name string
	// Builtin is true for a bundled file: a bundled scenario's plain map
	// and catalogue names are bundled data.
	Builtin bool
	// AutoCheck, when true (Open's default), checks the file after every
	// edit, undo and redo; when false, Check runs only when called.
	AutoCheck bool

	entries []Entry
	undo    []Edit
	redo    []Edit
	saved   int // len(undo) when last saved or opened; -1 when unreachable
	check   *Result
	good    *maps.Map // the map as last checked good
	// loadScenario, for a scenario in a Project, loads its text with the
	// project's unsaved maps and catalogues (scenarios.LoadWith); nil to
	// read them from disk and bundle.
	loadScenario func(text []byte) (*scenarios.Scenario, error)
}

// Open splits text, the content of the data file called name, into
// entries and checks it.
func Open(name string, text []byte) *File {
	f := &File{Name: name, AutoCheck: true}
	f.entries = split(string(text))
	f.Check()
	return f
}

// split cuts src into entries: the top-level keys (entry 0), then one
// entry per table header, each starting with the comments and blank lines
// just before its header, then any comments after the last statement.
func split(src string) []Entry {
	sts := statements(src)
	// start of each entry: the header statement, or the comment run
	// just before it.
	var starts []int
	for k, st := range sts {
		if !st.header {
			continue
		}
		s := st.start
		if k > 0 && sts[k-1].comment {
			s = sts[k-1].start
		}
		starts = append(starts, s)
	}
	trailer := len(src)
	if n := len(sts); n > 0 && sts[n-1].comment && (len(starts) > 0 || n > 1) {
		trailer = sts[n-1].start
		if len(starts) > 0 && trailer < starts[len(starts)-1] {
			trailer = len(src) // the comment run is the last table's lead
		}
	}
	first := trailer
	if len(starts) > 0 {
		first = starts[0]
	}
	entries := []Entry{{Kind: Header, Text: src[:first]}}
	for k, s := range starts {
		end := trailer
		if k+1 < len(starts) {
			end = starts[k+1]
		}
		entries = append(entries, tableEntry(src[s:end]))
	}
	if trailer < len(src) {
		entries = append(entries, Entry{Kind: Trailer, Text: src[trailer:]})
	}
	return entries
}

// tableEntry makes the entry of text, which holds one table header.
func tableEntry(text string) Entry {
	for _, st := range statements(text) {
		if st.header {
			name, array := headerName(text[st.start:st.end])
			if array {
				return Entry{Kind: ArrayItem, Name: name, Text: text}
			}
			return Entry{Kind: Table, Name: name, Text: text}
		}
	}
	return Entry{Kind: Trailer, Text: text}
}

// headerName reads "[a.b]" or "[[a]]" (with any comment after it) as its
// name, written as tomlfile.Join writes key paths (`terrain.clear`,
// `terrain."a.b"`), and whether it is an array item.
func headerName(line string) (string, bool) {
	s := strings.TrimSpace(line)
	array := strings.HasPrefix(s, "[[")
	s = strings.TrimLeft(s, "[")
	name := ""
	for _, p := range keyParts(s) {
		name = tomlfile.Join(name, p)
	}
	return name, array
}

// keyParts reads the parts of a dotted key at the start of s, unquoted,
// up to the first character that cannot continue it ("]", "=", "#").
func keyParts(s string) []string {
	var parts []string
	i := 0
	for i < len(s) {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		if i >= len(s) {
			break
		}
		switch s[i] {
		case '"':
			end := skipBasic(s, i+1)
			v := s[i:max(end, i+1)]
			if u, err := strconv.Unquote(v); err == nil {
				v = u
			} else {
				v = strings.Trim(v, `"`)
			}
			parts = append(parts, v)
			i = end
		case '\'':
			n := strings.IndexByte(s[i+1:], '\'')
			if n < 0 {
				return append(parts, s[i+1:])
			}
			parts = append(parts, s[i+1:i+1+n])
			i += n + 2
		default:
			j := i
			for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9' || s[j] == '_' || s[j] == '-') {
				j++
			}
			if j == i {
				return parts
			}
			parts = append(parts, s[i:j])
			i = j
		}
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		if i >= len(s) || s[i] != '.' {
			return parts
		}
		i++
	}
	return parts
}

// nameParts splits an entry name made by headerName back into its keys.
func nameParts(name string) []string { return keyParts(name) }

// Bytes is the file's text: its entries one after another.
func (f *File) Bytes() []byte {
	n := 0
	for _, e := range f.entries {
		n += len(e.Text)
	}
	b := make([]byte, 0, n)
	for _, e := range f.entries {
		b = append(b, e.Text...)
	}
	return b
}

// Entries is a copy of the file's entries, in order.
func (f *File) Entries() []Entry { return append([]Entry(nil), f.entries...) }

// Len is the number of entries.
func (f *File) Len() int { return len(f.entries) }

// Entry is entry i.
func (f *File) Entry(i int) Entry { return f.entries[i] }

// Find is the index of the first entry of kind and name (the table
// "grid.labels", the array "place"), or -1.
func (f *File) Find(kind EntryKind, name string) int {
	for i, e := range f.entries {
		if e.Kind == kind && e.Name == name {
			return i
		}
	}
	return -1
}

// Items are the indexes of the entries of the array of tables name, in
// file order: Items("place")[3] is the entry of place[3].
func (f *File) Items(name string) []int {
	var out []int
	for i, e := range f.entries {
		if e.Kind == ArrayItem && e.Name == name {
			out = append(out, i)
		}
	}
	return out
}

// Tables are the indexes of the tables whose name begins with prefix and
// a dot ("terrain" gives terrain.clear, terrain.forest...), in file order.
func (f *File) Tables(prefix string) []int {
	var out []int
	for i, e := range f.entries {
		if e.Kind == Table && strings.HasPrefix(e.Name, prefix+".") {
			out = append(out, i)
		}
	}
	return out
}

// Modified reports whether the file differs from when it was opened or
// last marked saved (an edit undone is no difference).
func (f *File) Modified() bool { return f.saved != len(f.undo) }

// MarkSaved records that the file's current text is what is on disk.
func (f *File) MarkSaved() { f.saved = len(f.undo) }

// entryAt is the index of the entry holding 1-based line of the text, and
// that line's first byte offset inside the entry.
func (f *File) entryAt(line int) (int, int) {
	cur := 1
	for i, e := range f.entries {
		n := strings.Count(e.Text, "\n")
		if line < cur+n || i == len(f.entries)-1 && line <= cur+n {
			off := 0
			for k := cur; k < line; k++ {
				off += strings.IndexByte(e.Text[off:], '\n') + 1
			}
			return i, off
		}
		cur += n
	}
	return -1, 0
}

// errEntry is the error for a bad entry index.
func errEntry(i, n int) error {
	return fmt.Errorf("design: no entry %d (the file has %d)", i, n)
}

// OpenBuiltin opens the bundled file name of kind "maps", "counters" or
// "scenarios", under the name its errors are reported under
// ("maps/data/test-hex-flat.toml").
func OpenBuiltin(kind, name string) (*File, error) {
	var data func(string) ([]byte, string, error)
	switch kind {
	case "maps":
		data = maps.BuiltinData
	case "counters":
		data = counters.BuiltinData
	case "scenarios":
		data = scenarios.BuiltinData
	default:
		return nil, fmt.Errorf("design: no bundled %q files (use maps, counters or scenarios)", kind)
	}
	text, file, err := data(name)
	if err != nil {
		return nil, err
	}
	f := &File{Name: file, Builtin: true, AutoCheck: true}
	f.entries = split(string(text))
	f.Check()
	return f, nil
}

// WriteFile saves the file's text to path, with internal/atomicfile: a
// failed save leaves the old file whole. The file is then called path and
// marked saved.
func (f *File) WriteFile(path string) error {
	err := atomicfile.Write(path, func(w io.Writer) error {
		_, err := w.Write(f.Bytes())
		return err
	})
	if err != nil {
		return fmt.Errorf("design: %w", err)
	}
	f.Name, f.Builtin = path, false
	f.MarkSaved()
	return nil
}
