package greenfields

import "sandtable/rules"

var _ rules.Dragger = (*State)(nil)

// DragVerbs are the verbs the window performs by dragging a counter onto
// a zone (rules.Dragger): a step of movement, a reserve coming on from
// the side's box, a unit deployed in the weekly turn's troop deployment.
func (st *State) DragVerbs() []string { return []string{"move", "enter", "deploy"} }
