package tomlfile

import "fmt"

// Header is the pair of keys that begins every Sandtable data file:
// format = "sandtable-map" (or -counters, -scenario) and version = 1.
// Embed it in a file's top-level struct.
type Header struct {
	Format  string `toml:"format"`
	Version int    `toml:"version"`
}

// CheckHeader reports, on d, a missing or wrong format or version; want is
// the format the loader expects ("sandtable-map").
func (h Header) CheckHeader(d *Doc, want string) {
	switch {
	case !d.Has("format"):
		d.add(&Error{File: d.file, Line: 1, Col: 1, Field: "format",
			Msg: fmt.Sprintf("missing; a %s file begins with format = %q and version = %d", want, want, Version)})
	case h.Format != want:
		d.Report("format", "is %q, expected %q", h.Format, want)
	}
	switch {
	case !d.Has("version"):
		d.add(&Error{File: d.file, Line: 1, Col: 1, Field: "version", Msg: fmt.Sprintf("missing; expected version = %d", Version)})
	case h.Version != Version:
		d.Report("version", "%d is not supported; this program reads version %d", h.Version, Version)
	}
}

// Version is the data-file format version this program reads.
const Version = 1

// Sniff reads the format key of a data file without decoding the rest, so
// that a caller can pick the loader: after checking the whole text
// against MaxSize and Bound, it parses only the text up to the line of the
// top-level format key (or, without one, up to the first table header). A
// file whose top-level keys do not parse, or have no format string, is an
// error; the Doc lets the caller report an unknown format at its position.
func Sniff(file string, data []byte) (string, *Doc, error) {
	d := &Doc{file: file, pos: map[string]Pos{}}
	if e := bound(file, data); e != nil {
		d.add(e)
		return "", d, d.Err()
	}
	top := topLevel(data)
	d.pos = Positions(top)
	raw, err := parse(top)
	if err != nil {
		d.add(parseError(file, top, err))
		return "", d, d.Err()
	}
	v, ok := raw["format"]
	if !ok {
		d.add(&Error{File: file, Line: 1, Col: 1, Field: "format",
			Msg: `missing; a data file begins with format = "sandtable-map", "sandtable-counters" or "sandtable-scenario"`})
		return "", d, d.Err()
	}
	s, ok := v.(string)
	if !ok {
		d.Report("format", "expected a string, got %s", describe(v))
		return "", d, d.Err()
	}
	return s, d, nil
}

// TopKeys parses only the top-level keys of a data file, those before its
// first table header, after checking the whole text against MaxSize and
// Bound as Sniff does: what a list of files shows of each (a scenario's
// name and description) without decoding, let alone building, the rest.
// Values come as the TOML parser gives them (string, int64, []any...).
func TopKeys(file string, data []byte) (map[string]any, error) {
	if e := bound(file, data); e != nil {
		return nil, Errors{e}
	}
	top := topKeys(data)
	raw, err := parse(top)
	if err != nil {
		return nil, Errors{parseError(file, top, err)}
	}
	return raw, nil
}

// Claims reports whether data says, in its top-level keys, that it is a
// file of format (`format = "sandtable-map"`). A file named inside another
// file is read only when it claims the expected format, so that nothing of
// another kind of file (a password file, a picture) reaches an error
// message.
func Claims(data []byte, format string) bool {
	f, _, err := Sniff("", data)
	return err == nil && f == format
}
