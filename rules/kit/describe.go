package kit

import (
	"sandtable/rules"
	"sandtable/scenarios"
)

// ArgUnit words a's k-th argument, a unit reference, as name(i) of the
// unit resolve finds (its index); ok is false when a has no such
// argument or it names no unit. Describe functions word their units so.
func ArgUnit(a rules.Action, k int, resolve func(ref string) int, name func(i int) string) (string, bool) {
	if k >= len(a.Args) {
		return "", false
	}
	i := resolve(a.Args[k])
	if i < 0 {
		return "", false
	}
	return name(i), true
}

// ArgPlace words a's k-th argument, a location of s, as name(it); ok is
// false when a has no such argument or it is not a location.
func ArgPlace(s *scenarios.Scenario, a rules.Action, k int, name func(loc string) string) (string, bool) {
	if k >= len(a.Args) {
		return "", false
	}
	if _, err := rules.ParseLocation(s, a.Args[k]); err != nil {
		return "", false
	}
	return name(a.Args[k]), true
}
