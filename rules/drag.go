package rules

// Dragger is implemented by modules with verbs a player naturally does by
// dragging a counter onto a place, beyond "move": a flyer landing at a base
// ("land FLYER HEX"), flying a mission to a hex ("sweep F HEX"). Each verb
// it lists takes exactly a unit and a place (VERB UNIT PLACE); the window
// lets a counter be dragged wherever one of them, or a move, is legal, and
// a drop does the one legal action there (or asks which, when several
// are).
type Dragger interface {
	DragVerbs() []string
}

// DragVerbsOf are the verbs a drag performs in state s: VerbMove first,
// then the module's (Dragger).
func DragVerbsOf(s State) []string {
	out := []string{VerbMove}
	if d, ok := s.(Dragger); ok {
		for _, v := range d.DragVerbs() {
			if v != VerbMove {
				out = append(out, v)
			}
		}
	}
	return out
}
