package design

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/BurntSushi/toml"
)

// Spec is an entry as a designer form models it (PlaceSpec, BoxSpec,
// UnitSpec...): a struct whose toml tags are the keys it knows, writing
// its own canonical text.
type Spec interface{ Text() string }

// SetEntry makes entry i (a table or array item, with the sub-items of
// its Span) say s, as one edit, changing only what differs: a key s
// models whose value reads the same stays as it is written; a changed
// value is rewritten where it stands (its indentation and the comment
// after it kept); a key s leaves out (a zero value) goes; a key s gives
// that the entry lacks is added after the keys before it in the format's
// order. Keys s does not model, comments (inside the entry too) and blank
// lines stay byte for byte. A changed header name ([terrain.ID]) is
// rewritten; sub-items ([[unit.step]]) are matched in order, the extra
// ones added or removed.
func (f *File) SetEntry(i int, s Spec) error {
	if i < 1 || i >= len(f.entries) {
		return errEntry(i, len(f.entries))
	}
	t := f.begin("change " + f.describe(i))
	t.setSpec(i, s)
	return t.commit()
}

// setSpec is SetEntry inside an edit.
func (t *tx) setSpec(i int, s Spec) {
	if t.err != nil {
		return
	}
	v := reflect.Indirect(reflect.ValueOf(s))
	if v.Kind() != reflect.Struct {
		t.err = fmt.Errorf("design: cannot set an entry from a %T", s)
		return
	}
	es := split(s.Text())
	if len(es) < 2 || es[0].Text != "" || es[1].Kind != t.f.entries[i].Kind {
		t.err = fmt.Errorf("design: a %T is not a %s entry", s, t.f.describe(i))
		return
	}
	old := t.f.entries[i].Name
	_, end := t.f.Span(i)
	t.setHeader(i, es[1].Text)
	t.setKeys(i, v, es[1].Text)
	sub, field, ok := subItems(v)
	if !ok {
		return
	}
	var have []int // the entry's sub-items of that array, in order
	for k := i + 1; k < end; k++ {
		if t.f.entries[k].Name == old+"."+sub {
			have = append(have, k)
		}
	}
	want := es[2:]
	for k := 0; k < len(want) && k < len(have); k++ {
		t.setHeader(have[k], want[k].Text)
		t.setKeys(have[k], field.Index(k), want[k].Text)
	}
	at := end
	if len(have) > 0 {
		at = have[len(have)-1] + 1
	}
	for k := len(have); k < len(want); k++ {
		t.insert(at, want[k].Text)
		at++
	}
	for k := len(have) - 1; k >= len(want); k-- {
		t.removeOne(have[k])
	}
}

// subItems is the array of tables of struct v written as sub-items of its
// entry (UnitSpec's [[unit.step]]): its key and its value.
func subItems(v reflect.Value) (string, reflect.Value, bool) {
	for k := 0; k < v.NumField(); k++ {
		sf := v.Type().Field(k)
		if tag := tomlKey(sf); tag != "" && sf.Type.Kind() == reflect.Slice && sf.Type.Elem().Kind() == reflect.Struct {
			return tag, v.Field(k), true
		}
	}
	return "", reflect.Value{}, false
}

// tomlKey is the key a struct field is written under ("" for none).
func tomlKey(sf reflect.StructField) string {
	tag, _, _ := strings.Cut(sf.Tag.Get("toml"), ",")
	if tag == "-" || !sf.IsExported() {
		return ""
	}
	return tag
}

// setHeader rewrites the table name in entry i's header line as canonical
// text's header names it, when the names differ; a comment after it
// stays.
func (t *tx) setHeader(i int, canonical string) {
	if t.err != nil {
		return
	}
	e := t.f.entries[i]
	want := tableEntry(canonical)
	if want.Name == e.Name {
		return
	}
	var hs, ns statement
	for _, st := range statements(e.Text) {
		if st.header {
			hs = st
			break
		}
	}
	for _, st := range statements(canonical) {
		if st.header {
			ns = st
			break
		}
	}
	line := e.Text[hs.start:hs.end]
	open := strings.IndexByte(line, '[')
	end := hs.start + open + headerEnd(line[open:])
	t.replace(i, hs.start+open, e.Text[hs.start+open:end], strings.TrimRight(canonical[ns.start:ns.end], "\r\n"))
}

// headerEnd is the offset just past the closing bracket(s) of header line
// s, which starts with "[".
func headerEnd(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			i = skipBasic(s, i+1) - 1
		case '\'':
			if n := strings.IndexByte(s[i+1:], '\''); n >= 0 {
				i += n + 1
			}
		case '[':
			depth++
		case ']':
			depth--
			if depth == 0 && (i+1 >= len(s) || s[i+1] != ']') {
				return i + 1
			}
		case '#', '\n':
			return i
		}
	}
	return len(s)
}

// setKeys sets the keys struct v models in entry i to v's values, with
// canonical (v's canonical text) giving the values' text and order:
// SetEntry's rule, key by key.
func (t *tx) setKeys(i int, v reflect.Value, canonical string) {
	vals := map[string]statement{}
	var order []string
	for _, st := range statements(canonical) {
		if !st.header && !st.comment {
			vals[st.key] = st
			order = append(order, st.key)
		}
	}
	for k := 0; k < v.NumField(); k++ {
		sf := v.Type().Field(k)
		key := tomlKey(sf)
		if key == "" || sf.Type.Kind() == reflect.Slice && sf.Type.Elem().Kind() == reflect.Struct {
			continue
		}
		if t.err != nil {
			return
		}
		text := t.f.entries[i].Text
		st, has := findKey(text, key)
		nst, give := vals[key]
		switch {
		case has && give && sameValue(text[st.start:st.end], canonical[nst.start:nst.end], sf.Type):
		case has && !give && sameAs(text[st.start:st.end], v.Field(k)):
		case has && give:
			a, b := valueSpan(text, st)
			na, nb := valueSpan(canonical, nst)
			t.replace(i, a, text[a:b], canonical[na:nb])
		case has:
			t.replace(i, st.start, text[st.start:st.end], "")
		case give:
			t.insertAt(i, keyAfter(text, key, order), canonical[nst.start:nst.end])
		}
	}
}

// keyAfter is where key, missing from an entry's text, goes: just after
// the nearest key before it in order that the text has, else just after
// the header line.
func keyAfter(text, key string, order []string) int {
	k := 0
	for k < len(order) && order[k] != key {
		k++
	}
	for k--; k >= 0; k-- {
		if st, ok := findKey(text, order[k]); ok {
			return st.end
		}
	}
	for _, st := range statements(text) {
		if st.header {
			return st.end
		}
	}
	return keysEnd(text)
}

// decodeValue decodes a "key = value" statement's value into a new value
// of type typ; false when it does not decode.
func decodeValue(stmt string, typ reflect.Type) (reflect.Value, bool) {
	var m map[string]toml.Primitive
	md, err := toml.Decode(stmt, &m)
	if err != nil || len(m) != 1 {
		return reflect.Value{}, false
	}
	p := reflect.New(typ)
	for _, prim := range m {
		if md.PrimitiveDecode(prim, p.Interface()) != nil {
			return reflect.Value{}, false
		}
	}
	return p.Elem(), true
}

// sameValue reports whether statements a and b give the same value of
// type typ.
func sameValue(a, b string, typ reflect.Type) bool {
	x, ok1 := decodeValue(a, typ)
	y, ok2 := decodeValue(b, typ)
	return ok1 && ok2 && reflect.DeepEqual(x.Interface(), y.Interface())
}

// sameAs reports whether statement a gives the value v.
func sameAs(a string, v reflect.Value) bool {
	x, ok := decodeValue(a, v.Type())
	return ok && reflect.DeepEqual(x.Interface(), v.Interface())
}

// valueSpan is the byte span of the value of key/value statement st of
// text: from the first character after "=" and its spaces to the last
// character of the value, leaving out a comment after it and the line's
// end.
func valueSpan(text string, st statement) (int, int) {
	i := st.start
	if eq := strings.IndexByte(text[i:st.end], '='); eq >= 0 {
		i += eq + 1
	}
	for i < st.end && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	_, last := scanStatement(text[:st.end], i, false)
	return i, last
}
