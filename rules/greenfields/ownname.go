package greenfields

import "sandtable/rules"

var _ rules.OwnNamer = (*State)(nil)

// OwnName is the unit ref names while its enemy has not identified it
// (rules.OwnNamer): every side's texts name it by nation and alias
// (aliasName), its owner by its counter's name, as the lines only the
// owner reads already do (ownText).
func (st *State) OwnName(ref string) (rules.HiddenName, bool) {
	i := st.Units.Resolve(ref)
	if i < 0 || !st.Units[i].Hidden || st.fixed.types[st.Units[i].Type] == nil {
		return rules.HiddenName{}, false
	}
	return rules.HiddenName{Side: st.Units[i].Side, Cover: st.aliasName(i), Name: st.fixed.types[st.Units[i].Type].Name}, true
}
