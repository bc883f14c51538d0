package greenfields

import "sandtable/rules"

// This file holds stand-ins for functions other sections of the module
// own, so the air, pioneers, reserves and assault-end sections build and
// test on their own branch. Each is replaced by its owner's version when
// the branches are merged: delete this file then.

// identify marks unit i identified by its enemy (stand-in for the
// observation section's): "positively identifying the units and unit
// strengths within the zones".
func (st *State) identify(i int, ctx *rules.Context) {
	if st.Units[i].Hidden {
		st.Units[i].Hidden = false
		ctx.Logf("%s is identified", st.unitName(i))
	}
}
