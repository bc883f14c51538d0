package design

import (
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"

	"sandtable/maps"
)

// decodeEntry decodes the keys of entry e (a table or array item) into v.
func decodeEntry(e Entry, v any) error {
	var top map[string]toml.Primitive
	md, err := toml.Decode(e.Text, &top)
	if err != nil {
		return fmt.Errorf("design: %s: %v", e.Name, err)
	}
	parts := nameParts(e.Name)
	prim, ok := top[parts[0]]
	for _, p := range parts[1:] {
		var m map[string]toml.Primitive
		if !ok || md.PrimitiveDecode(prim, &m) != nil {
			return fmt.Errorf("design: cannot read [%s]", e.Name)
		}
		prim, ok = m[p]
	}
	if !ok {
		return fmt.Errorf("design: cannot read [%s]", e.Name)
	}
	if e.Kind == ArrayItem {
		var items []toml.Primitive
		if err := md.PrimitiveDecode(prim, &items); err != nil || len(items) != 1 {
			return fmt.Errorf("design: cannot read [[%s]]", e.Name)
		}
		prim = items[0]
	}
	return md.PrimitiveDecode(prim, v)
}

// headerValue decodes top-level key of the file into v; false when the
// key is not there or does not decode.
func (f *File) headerValue(key string, v any) bool {
	text := f.entries[0].Text
	st, ok := findKey(text, key)
	if !ok {
		return false
	}
	var m map[string]toml.Primitive
	md, err := toml.Decode(text[st.start:st.end], &m)
	if err != nil {
		return false
	}
	return md.PrimitiveDecode(m[key], v) == nil
}

// grid reads the map's [grid].
func (f *File) grid() (maps.FileGrid, error) {
	var g maps.FileGrid
	i := f.Find(Table, "grid")
	if i < 0 {
		return g, fmt.Errorf("design: the map has no [grid]")
	}
	err := decodeEntry(f.entries[i], &g)
	return g, err
}

// afterLast is where a new entry of the array or table family name goes:
// after the last one, else after the last entry of the first of after
// that the file has, else before the trailer.
func (f *File) afterLast(kind EntryKind, name string, after ...string) int {
	last := func(kind EntryKind, name string) int {
		at := -1
		for i, e := range f.entries {
			if e.Kind == kind && e.Name == name || kind == Table && e.Kind == Table && strings.HasPrefix(e.Name, name+".") {
				at = i
			}
		}
		return at
	}
	if i := last(kind, name); i >= 0 {
		_, end := f.Span(i) // an array item's sub-tables go with it
		return end
	}
	for _, a := range after {
		if i := last(Table, a); i >= 0 {
			return i + 1
		}
		if i := last(ArrayItem, a); i >= 0 {
			_, end := f.Span(i)
			return end
		}
	}
	n := len(f.entries)
	if f.entries[n-1].Kind == Trailer {
		return n - 1
	}
	return n
}

// withGap puts a blank line before a new entry's canonical text.
func withGap(text string) string { return "\n" + text }

// Decode decodes the keys of entry i (a table or array item, with the
// sub-tables of its Span: a [[unit]]'s steps) into v, a pointer to a
// struct with toml tags (PlaceSpec, BoxSpec, UnitSpec): what an editor
// panel shows of the entry.
func (f *File) Decode(i int, v any) error {
	if i < 1 || i >= len(f.entries) {
		return errEntry(i, len(f.entries))
	}
	e := f.entries[i]
	_, end := f.Span(i)
	for k := i + 1; k < end; k++ {
		e.Text += f.entries[k].Text
	}
	return decodeEntry(e, v)
}
