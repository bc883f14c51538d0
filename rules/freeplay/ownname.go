package freeplay

import (
	"strings"

	"sandtable/rules"
)

var _ rules.OwnNamer = (*State)(nil)

// OwnName is the face-down counter ref names (rules.OwnNamer): every
// side's log reads it by alias and nation (name), its owner as the log
// names a face-up counter, marked face down: "ger-hq/1 (German army HQ,
// face down)".
func (st *State) OwnName(ref string) (rules.HiddenName, bool) {
	i := st.Units.Resolve(ref)
	if i < 0 || !st.Units[i].Hidden {
		return rules.HiddenName{}, false
	}
	u := &st.Units[i]
	name := rules.Describe(st.fixed.s, u)
	if open, ok := strings.CutSuffix(name, ")"); ok {
		name = open + ", face down)"
	} else {
		name += " (face down)"
	}
	return rules.HiddenName{Side: u.Side, Cover: st.name(i), Name: name}, true
}
