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
