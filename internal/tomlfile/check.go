package tomlfile

import (
	"math"
	"strings"
)

// ValidID reports whether s is a usable identifier in a data file: ASCII
// letters, digits, '_', '-' and '.', beginning with a letter or digit, at
// most 64 bytes.
func ValidID(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		alnum := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
		if !alnum && (i == 0 || c != '_' && c != '-' && c != '.') {
			return false
		}
	}
	return true
}

// CheckID reports, at path, an id that is missing or not ValidID.
func (d *Doc) CheckID(path, id string) bool {
	switch {
	case id == "":
		d.Report(path, "missing")
		return false
	case !ValidID(id):
		d.Report(path, "%q is not a valid id (use letters, digits, '_', '-' and '.', at most 64)", id)
		return false
	}
	return true
}

// Required reports, at path, a string value that is missing or blank.
func (d *Doc) Required(path, v string) bool {
	if strings.TrimSpace(v) == "" {
		d.Report(path, "missing")
		return false
	}
	return true
}

// CheckOneOf reports, at path, a value that is not one of allowed.
func (d *Doc) CheckOneOf(path, v string, allowed []string) bool {
	for _, a := range allowed {
		if v == a {
			return true
		}
	}
	d.Report(path, "%q is not one of %s", v, strings.Join(allowed, ", "))
	return false
}

// CheckFinite reports, at path, a float that is infinite or not a number
// (TOML allows inf and nan).
func (d *Doc) CheckFinite(path string, v float64) bool {
	if math.IsInf(v, 0) || math.IsNaN(v) {
		d.Report(path, "must be a finite number, got %v", v)
		return false
	}
	return true
}

// IDs is one namespace of ids in a file (the terrain types of a map, its
// regions...), where ids that differ only in case are the same id: a
// player who types "Clear" or a script that says "clear" must not find two
// different things. Make one with NewIDs.
type IDs struct {
	doc  *Doc
	seen map[string]idUse // by lower-case id
}

type idUse struct{ id, where string }

// NewIDs is an empty namespace of ids of d.
func (d *Doc) NewIDs() *IDs { return &IDs{doc: d, seen: map[string]idUse{}} }

// Add records id, defined at path and described in errors as where
// ("region[3]", "terrain.clear"); it reports at path, and returns false,
// an id used before, in the same case or another.
func (s *IDs) Add(path, id, where string) bool {
	key := strings.ToLower(id)
	prev, dup := s.seen[key]
	switch {
	case !dup:
		s.seen[key] = idUse{id, where}
		return true
	case prev.id == id:
		s.doc.Report(path, "%q is also the id of %s", id, prev.where)
	default:
		s.doc.Report(path, "%q differs only in case from %q, the id of %s; ids must differ in more than case", id, prev.id, prev.where)
	}
	return false
}
