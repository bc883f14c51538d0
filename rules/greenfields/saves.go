package greenfields

import "sandtable/rules"

// saveMods are the "Experience dice modifier chart" modifiers of unit t
// against sh (the fire section fills this in).
func (st *State) saveMods(t int, sh shot) []rules.Modifier {
	var neg []rules.Modifier
	if sh.Moving {
		neg = append(neg, rules.Modifier{Value: -1, Reason: "moving"})
	}
	return neg
}
