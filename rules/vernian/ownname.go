package vernian

import "sandtable/rules"

var _ rules.OwnNamer = (*State)(nil)

// OwnName is the face-down unit ref names (rules.OwnNamer): every side's
// texts name it by nation and alias (hiddenName), its owner reads it in
// full, marked face down (nameFor), as Describe words it for the owner.
func (st *State) OwnName(ref string) (rules.HiddenName, bool) {
	i := st.Units.Resolve(ref)
	if i < 0 || !st.Units[i].Hidden {
		return rules.HiddenName{}, false
	}
	side := st.Units[i].Side
	return rules.HiddenName{Side: side, Cover: st.hiddenName(i), Name: st.nameFor(i, side)}, true
}
