package tomlfile

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/BurntSushi/toml"
)

// Doc is a decoded file: its name, the positions of its keys and the
// errors found so far. Loaders add semantic errors to it with Report and
// collect them all with Err.
type Doc struct {
	file    string
	pos     map[string]Pos
	errs    []*Error
	dropped int
}

// Decode parses TOML data from file and fills v (a pointer to a struct or
// map) strictly: every unknown key and every value of the wrong type is an
// error at its position. The returned Doc is never nil, so callers can keep
// reporting against it; the error is nil or Errors.
func Decode(file string, data []byte, v any) (*Doc, error) {
	return decode(file, data, "", v)
}

// DecodeTable decodes only the table under key of the TOML data from file
// into v, as strictly as Decode: a rules module reads its part of a
// scenario file this way ("[rules]"), with errors positioned in that file
// and named by their full path ("rules.crt.columns"). A missing table
// leaves v as it is.
func DecodeTable(file string, data []byte, key string, v any) (*Doc, error) {
	return decode(file, data, key, v)
}

// NewDoc is a Doc of file's positions with no decoding, for errors about
// values decoded earlier (Errorf, Report).
func NewDoc(file string, data []byte) *Doc {
	return &Doc{file: file, pos: Positions(data)}
}

// decode fills v from the whole document (key "") or from the table under
// key, which may be missing.
func decode(file string, data []byte, key string, v any) (*Doc, error) {
	if e := bound(file, data); e != nil {
		d := &Doc{file: file, pos: map[string]Pos{}}
		d.add(e)
		return d, d.Err()
	}
	d := NewDoc(file, data)
	raw, err := parse(data)
	if err != nil {
		d.add(parseError(file, data, err))
		return d, d.Err()
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		d.add(&Error{File: file, Msg: fmt.Sprintf("tomlfile: cannot decode into %T", v)})
		return d, d.Err()
	}
	u := unifier{doc: d, root: &structFields{}}
	if key == "" {
		if t := rv.Elem().Type(); t.Kind() == reflect.Struct {
			u.root = fieldsOf(t)
		}
		u.unify("", raw, rv.Elem())
		return d, d.Err()
	}
	sub, ok := raw[key]
	if !ok {
		return d, nil
	}
	u.unify(Key(key), sub, rv.Elem())
	return d, d.Err()
}

// MaxSize is the largest text Decode, DecodeTable and Sniff parse, in
// bytes: the largest limit of a kind of file (Bundle.MaxSize), which may
// be lower.
const MaxSize = 2 << 20

// bound refuses data longer than MaxSize or beyond the limits of Bound,
// before anything parses it.
func bound(file string, data []byte) *Error {
	if len(data) > MaxSize {
		return &Error{File: file, Msg: fmt.Sprintf("is %s, more than the %s limit of a Sandtable data file", Size(int64(len(data))), Size(MaxSize))}
	}
	return Bound(file, data)
}

// parse runs the TOML parser into generic values, turning a panic of the
// parser (which would be a bug there) into an error.
func parse(data []byte) (raw map[string]any, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("toml parser failed: %v", r)
		}
	}()
	_, err = toml.Decode(string(data), &raw)
	if raw == nil {
		raw = map[string]any{}
	}
	return raw, err
}

// parseError positions a parser error. The line and column are worked out
// again from the byte offset, because the parser counts an error found at
// a newline as being on the next line.
func parseError(file string, data []byte, err error) *Error {
	var pe toml.ParseError
	if !errors.As(err, &pe) {
		return &Error{File: file, Msg: err.Error()}
	}
	e := &Error{File: file, Line: pe.Position.Line, Col: pe.Position.Col, Msg: pe.Message}
	src := stripBOM(data)
	if start := pe.Position.Start; start >= 0 && start <= len(src) && e.Line > 0 {
		e.Line, e.Col = 1, 1
		for _, c := range src[:start] {
			if c == '\n' {
				e.Line++
				e.Col = 1
			} else {
				e.Col++
			}
		}
	}
	return e
}

// File is the file name the Doc was decoded from.
func (d *Doc) File() string { return d.file }

// Pos is the position where path is first defined in the file.
func (d *Doc) Pos(path string) (Pos, bool) {
	p, ok := d.pos[path]
	return p, ok
}

// Has reports whether path appears in the file.
func (d *Doc) Has(path string) bool {
	_, ok := d.pos[path]
	return ok
}

// At is the position of path or, when path is not in the file, of the
// nearest enclosing table or array that is; the zero Pos when none is.
func (d *Doc) At(path string) Pos {
	for p := path; ; p = Parent(p) {
		if pos, ok := d.pos[p]; ok {
			return pos
		}
		if p == "" {
			return Pos{}
		}
	}
}

// Errorf makes an error about the value at path, positioned at path (or at
// its nearest enclosing table when path is absent from the file).
func (d *Doc) Errorf(path, format string, args ...any) *Error {
	p := d.At(path)
	return &Error{File: d.file, Line: p.Line, Col: p.Col, Field: path, Msg: fmt.Sprintf(format, args...)}
}

// Report records an error about the value at path (see Errorf).
func (d *Doc) Report(path, format string, args ...any) {
	if d.full() {
		d.dropped++ // not even formatted: a hostile file may have millions
		return
	}
	d.add(d.Errorf(path, format, args...))
}

// Add records err: Errors and *Error values (from this file or from a file
// it references) are kept as they are, any other error becomes an error of
// this file without a position.
func (d *Doc) Add(err error) {
	for _, e := range AsErrors(d.file, err) {
		d.add(e)
	}
}

// full reports whether the Doc keeps no more errors, only counts them.
func (d *Doc) full() bool { return len(d.errs) >= MaxErrors }

func (d *Doc) add(e *Error) {
	if d.full() {
		d.dropped++
		return
	}
	d.errs = append(d.errs, e)
}

// Failed reports whether any error has been recorded.
func (d *Doc) Failed() bool { return len(d.errs) > 0 }

// Err returns every recorded error, sorted by position, as Errors; nil when
// there are none.
func (d *Doc) Err() error {
	if len(d.errs) == 0 {
		return nil
	}
	out := make(Errors, len(d.errs), len(d.errs)+1)
	copy(out, d.errs)
	sortErrors(out, d.file)
	if d.dropped > 0 {
		out = append(out, &Error{File: d.file, Msg: fmt.Sprintf("too many errors; %d more not shown", d.dropped)})
	}
	return out
}
