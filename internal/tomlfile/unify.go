package tomlfile

import (
	"encoding"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"time"
	"unicode"
)

// unifier fills Go values from the parser's generic values, reporting
// errors with full key paths (array indexes included).
type unifier struct {
	doc  *Doc
	root *structFields // keys of the top-level struct, for hints
}

func (u *unifier) unify(path string, data any, rv reflect.Value) {
	if rv.CanAddr() && rv.Kind() != reflect.Pointer {
		if tu, ok := rv.Addr().Interface().(encoding.TextUnmarshaler); ok {
			str, isStr := data.(string)
			if !isStr {
				u.mismatch(path, "a string", data)
			} else if err := tu.UnmarshalText([]byte(str)); err != nil {
				u.doc.Report(path, "%s", err)
			}
			return
		}
	}
	switch rv.Kind() {
	case reflect.Pointer:
		if rv.IsNil() {
			rv.Set(reflect.New(rv.Type().Elem()))
		}
		u.unify(path, data, rv.Elem())
	case reflect.Interface:
		if rv.NumMethod() != 0 {
			u.doc.Report(path, "tomlfile: cannot decode into %s", rv.Type())
			return
		}
		if data != nil {
			rv.Set(reflect.ValueOf(data))
		}
	case reflect.Struct:
		u.unifyStruct(path, data, rv)
	case reflect.Map:
		u.unifyMap(path, data, rv)
	case reflect.Slice:
		u.unifySlice(path, data, rv)
	case reflect.String:
		if s, ok := data.(string); ok {
			if r, bad := controlChar(s); bad {
				u.doc.Report(path, "contains the control character %U; text may have tabs and line breaks but no other control characters", r)
				return
			}
			rv.SetString(s)
		} else {
			u.mismatch(path, "a string", data)
		}
	case reflect.Bool:
		if b, ok := data.(bool); ok {
			rv.SetBool(b)
		} else {
			u.mismatch(path, "true or false", data)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, ok := data.(int64)
		switch {
		case !ok:
			u.mismatch(path, "an integer", data)
		case rv.OverflowInt(n):
			u.doc.Report(path, "%d is out of range", n)
		default:
			rv.SetInt(n)
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, ok := data.(int64)
		switch {
		case !ok:
			u.mismatch(path, "an integer", data)
		case n < 0 || rv.OverflowUint(uint64(n)):
			u.doc.Report(path, "%d is out of range", n)
		default:
			rv.SetUint(uint64(n))
		}
	case reflect.Float32, reflect.Float64:
		switch n := data.(type) {
		case float64:
			rv.SetFloat(n)
		case int64:
			rv.SetFloat(float64(n))
		default:
			u.mismatch(path, "a number", data)
		}
	default:
		u.doc.Report(path, "tomlfile: cannot decode into %s", rv.Type())
	}
}

func (u *unifier) unifyStruct(path string, data any, rv reflect.Value) {
	m, ok := data.(map[string]any)
	if !ok {
		u.mismatch(path, "a table", data)
		return
	}
	fields := fieldsOf(rv.Type())
	for _, k := range sortedKeys(m) {
		child := Join(path, k)
		i, ok := fields.index[k]
		if !ok {
			u.unknown(path, child, k, fields)
			continue
		}
		u.unify(child, m[k], rv.FieldByIndex(i))
	}
}

// unknown reports an unknown key. A top-level key written after a [table]
// header lands in that table, the commonest slip in TOML, so say so.
func (u *unifier) unknown(parent, path, k string, fields *structFields) {
	if u.doc.full() {
		u.doc.dropped++ // no hint worked out for an error not shown
		return
	}
	if _, top := u.root.index[k]; top && parent != "" {
		u.doc.Report(path, "unknown key; %q is a top-level key and must come before the first [table] header", k)
		return
	}
	u.doc.Report(path, "unknown key%s", suggest(k, fields.names))
}

func (u *unifier) unifyMap(path string, data any, rv reflect.Value) {
	m, ok := data.(map[string]any)
	if !ok {
		u.mismatch(path, "a table", data)
		return
	}
	t := rv.Type()
	if t.Key().Kind() != reflect.String {
		u.doc.Report(path, "tomlfile: cannot decode into %s", t)
		return
	}
	if rv.IsNil() {
		rv.Set(reflect.MakeMapWithSize(t, len(m)))
	}
	for _, k := range sortedKeys(m) {
		ev := reflect.New(t.Elem()).Elem()
		u.unify(Join(path, k), m[k], ev)
		rv.SetMapIndex(reflect.ValueOf(k).Convert(t.Key()), ev)
	}
}

func (u *unifier) unifySlice(path string, data any, rv reflect.Value) {
	var items []any
	switch a := data.(type) {
	case []any:
		items = a
	case []map[string]any:
		items = make([]any, len(a))
		for i, m := range a {
			items[i] = m
		}
	default:
		u.mismatch(path, "an array", data)
		return
	}
	s := reflect.MakeSlice(rv.Type(), len(items), len(items))
	for i, item := range items {
		u.unify(Index(path, i), item, s.Index(i))
	}
	rv.Set(s)
}

// controlChar finds a control character other than tab, line feed and
// carriage return in s: C0, DEL or C1 (a terminal may take one for the
// start of an escape sequence, and TOML comments may not hold one).
func controlChar(s string) (rune, bool) {
	for _, r := range s {
		if unicode.IsControl(r) && r != '\t' && r != '\n' && r != '\r' {
			return r, true
		}
	}
	return 0, false
}

func (u *unifier) mismatch(path, want string, data any) {
	u.doc.Report(path, "expected %s, got %s", want, describe(data))
}

// describe names the TOML type of a parsed value, with the value itself
// when it is short.
func describe(data any) string {
	switch v := data.(type) {
	case string:
		if len(v) > 40 {
			v = v[:37] + "..."
		}
		return fmt.Sprintf("string %q", v)
	case int64:
		return fmt.Sprintf("integer %d", v)
	case float64:
		return fmt.Sprintf("float %v", v)
	case bool:
		return fmt.Sprintf("boolean %v", v)
	case time.Time:
		return "a date-time"
	case []any, []map[string]any:
		return "an array"
	case map[string]any:
		return "a table"
	case nil:
		return "nothing"
	}
	if strings.Contains(fmt.Sprintf("%T", data), "Local") {
		return "a date-time"
	}
	return fmt.Sprintf("%T", data)
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

type structFields struct {
	index map[string][]int // TOML key -> field index (through embedded structs)
	names []string         // TOML keys, sorted
}

// fieldsOf lists the keys of a struct: the name in each exported field's
// `toml:"name"` tag, or the field name when there is no tag; "-" skips.
// The fields of an untagged embedded struct are keys of the outer one.
// (Not cached: a cache would make fuzzing coverage depend on history.)
func fieldsOf(t reflect.Type) *structFields {
	f := &structFields{index: map[string][]int{}}
	addFields(f, t, nil)
	sort.Strings(f.names)
	return f
}

func addFields(f *structFields, t reflect.Type, prefix []int) {
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		idx := append(append([]int(nil), prefix...), i)
		tag, _, _ := strings.Cut(sf.Tag.Get("toml"), ",")
		if sf.Anonymous && tag == "" && sf.Type.Kind() == reflect.Struct {
			addFields(f, sf.Type, idx)
			continue
		}
		if !sf.IsExported() || tag == "-" {
			continue
		}
		name := tag
		if name == "" {
			name = sf.Name
		}
		if _, dup := f.index[name]; dup {
			continue // the outer field wins
		}
		f.index[name] = idx
		f.names = append(f.names, name)
	}
}
