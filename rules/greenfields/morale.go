package greenfields

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// moraleCheck is unit t's morale check after cas casualties (the morale
// section fills this in).
func (st *State) moraleCheck(t, cas int, ctx *rules.Context) (string, error) {
	return kit.MoraleContinues, nil
}

// experienceRise raises t's experience after an all-dice save (the morale
// section fills this in).
func (st *State) experienceRise(t int, save rules.Roll, hits int, ctx *rules.Context) {}
