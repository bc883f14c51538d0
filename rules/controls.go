package rules

import (
	"fmt"
	"slices"

	"sandtable/scenarios"
)

// Every legal action can be played in the window (issue 25): ControlFor
// says which of the window's controls plays it, from what the acting side
// sees. The window lists its buttons by it, and rulestest's window
// contract fails a module with a legal action no control plays.

// Control is a kind of window control that plays an action.
type Control int

// The window's controls.
const (
	// NoControl plays nothing: the action cannot be played in the window.
	NoControl Control = iota
	// Drag is dragging the unit's counter onto the place on the board
	// ("move UNIT PLACE").
	Drag
	// StackButton is a button on the unit's row in the stack panel (flip,
	// reveal, hide, remove).
	StackButton
	// DicePanel is a Roll button of the dice panel ("roll 2d6").
	DicePanel
	// PhaseButton is the phase panel's End phase button.
	PhaseButton
	// PlaceButton is a button under "Actions here" while a place the
	// action names, or the place of a unit it names, is selected (or a
	// pick on the board among many such places).
	PlaceButton
	// PhaseList is a button under "This phase", shown whatever is
	// selected: the action names no unit and no place ("buy TYPE",
	// "halt").
	PhaseList
	// DecisionDialog is the dialog of a pending decision (Status.Decision)
	// that lists its choices.
	DecisionDialog
)

// String is the control as the window names it.
func (c Control) String() string {
	switch c {
	case Drag:
		return "drag on the board"
	case StackButton:
		return "stack panel button"
	case DicePanel:
		return "dice panel"
	case PhaseButton:
		return "End phase button"
	case PlaceButton:
		return `button under "Actions here"`
	case PhaseList:
		return `button under "This phase"`
	case DecisionDialog:
		return "decision dialog"
	}
	return "no control"
}

// ControlFor is the window control that plays a, an action of the side
// whose view v is (s the game's scenario); false when none does
// (Controls.Why says why). It is Controls.For; to classify many actions
// of one view, make its Controls once.
func ControlFor(s *scenarios.Scenario, v View, a Action) (Control, bool) {
	return NewControls(s, v).For(a)
}

// Controls classifies the actions of the side whose view it was made
// from to the window's controls.
type Controls struct {
	s     *scenarios.Scenario
	units map[string]UnitView // v's units by view id
	// decision is the side whose pending decision v shows, "" for none.
	decision string
}

// NewControls classifies actions for the side whose view v is, in
// scenario s.
func NewControls(s *scenarios.Scenario, v View) *Controls {
	c := &Controls{s: s, units: make(map[string]UnitView, len(v.Units))}
	for _, u := range v.Units {
		c.units[u.ID] = u
	}
	if d := v.Status.Decision; d != nil {
		c.decision = d.Side
	}
	return c
}

// For is the control that plays a; false when none does. While the view
// shows a decision of a's side pending, its choices are the
// DecisionDialog's (the actions panel lists them as well, where Button
// puts them); otherwise For is Button.
func (c *Controls) For(a Action) (Control, bool) {
	if c.decision != "" && c.decision == a.Side {
		return DecisionDialog, true
	}
	return c.Button(a)
}

// Button is the control that plays a by its verb and arguments, pending
// decisions aside; false when none does:
//   - "move UNIT PLACE" of a unit with a counter on the board to a place
//     on a map (a cell or a box, in its canonical text): Drag. A move of
//     a unit aboard another (it has no counter of its own) or to a place
//     the board does not show (Green Fields' "off" the rear edge):
//     PlaceButton on the unit; a move of a unit not on the board
//     (eliminated) to a place on a map: PlaceButton at that place.
//   - "end-phase": PhaseButton; "roll DICE": DicePanel; "flip", "reveal",
//     "hide" and "remove UNIT" of a unit on the board: StackButton (of a
//     unit off it, eliminated: PhaseList).
//   - any other verb: PlaceButton when an argument names a unit on the
//     board (or aboard one) or a place on a map (Places); else PhaseList:
//     the action names no unit on the board and no place ("buy TYPE").
//
// A module's drag verbs (Dragger) besides move are PlaceButtons here: the
// board also drops a counter for them.
func (c *Controls) Button(a Action) (Control, bool) {
	k, _ := c.classify(a)
	return k, k != NoControl
}

// Droppable reports whether dropping a unit on the board can send a: a
// is "VERB UNIT PLACE", UNIT a unit on the board (a counter, or a
// passenger whose row in the stack panel is dragged) and PLACE a place on
// a map (a cell or a box) spelt as the board spells it (Location.Text).
// The board drags moves and a module's other drag verbs (Dragger) only
// where they are droppable.
func (c *Controls) Droppable(a Action) bool {
	if len(a.Args) != 2 {
		return false
	}
	if _, _, ok := c.unit(a.Args[0]); !ok {
		return false
	}
	dest, err := ParseLocation(c.s, a.Args[1])
	return err == nil && dest.Map != "" && dest.Text(c.s) == a.Args[1]
}

// Why says why no control plays a (For), "" when one does.
func (c *Controls) Why(a Action) string {
	if k, _ := c.For(a); k != NoControl {
		return ""
	}
	_, why := c.classify(a)
	return why
}

// Places are the places on the board at which the actions panel lists a
// (a PlaceButton) while one of them is selected: for each argument, the
// place it names on a map, or the place of the unit it names (a
// passenger's carrier's), in argument order, each once. A move is listed
// at its unit's place, or when its unit is not on the board (eliminated,
// off it) at its destination.
func (c *Controls) Places(a Action) []Location {
	var out []Location
	if a.Verb == VerbMove && len(a.Args) == 2 {
		if loc, _, ok := c.unit(a.Args[0]); ok {
			return []Location{loc}
		}
		if loc, err := ParseLocation(c.s, a.Args[1]); err == nil && loc.Map != "" {
			return []Location{loc}
		}
		return nil
	}
	add := func(l Location) {
		if !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	for _, arg := range a.Args {
		if loc, _, ok := c.unit(arg); ok {
			add(loc)
		} else if loc, err := ParseLocation(c.s, arg); err == nil && loc.Map != "" {
			add(loc)
		}
	}
	return out
}

// classify is Button's control, or NoControl and why.
func (c *Controls) classify(a Action) (Control, string) {
	argc := func(want int, k Control) (Control, string) {
		if len(a.Args) != want {
			return NoControl, fmt.Sprintf("the window's %s sends %d arguments", k, want)
		}
		return k, ""
	}
	switch a.Verb {
	case VerbEndPhase:
		return argc(0, PhaseButton)
	case VerbRoll:
		return argc(1, DicePanel)
	case VerbFlip, VerbReveal, VerbHide, VerbRemove:
		if k, why := argc(1, StackButton); k == NoControl {
			return k, why
		}
		if _, _, ok := c.unit(a.Args[0]); ok {
			return StackButton, ""
		}
		// A counter off the board (eliminated) has no row in the stack
		// panel: its button is in the phase's list.
		return PhaseList, ""
	case VerbMove:
		if k, why := argc(2, Drag); k == NoControl {
			return k, why
		}
		_, counter, ok := c.unit(a.Args[0])
		if counter && c.Droppable(a) {
			return Drag, ""
		}
		if dest, err := ParseLocation(c.s, a.Args[1]); ok || err == nil && dest.Map != "" {
			return PlaceButton, ""
		}
		return NoControl, fmt.Sprintf("a move is dragged, or chosen at its unit or its destination, and %s, and %q is no place on a map", c.whyNot(a.Args[0]), a.Args[1])
	}
	if len(c.Places(a)) > 0 {
		return PlaceButton, ""
	}
	return PhaseList, ""
}

// unit is where the unit with view id ref is on the board: its place, or
// for a unit aboard another its carrier's (8 carriers deep at most, as the
// window lists passengers); counter is whether it has a counter of its
// own there (it is not aboard); ok is false when it is not on the board.
func (c *Controls) unit(ref string) (loc Location, counter, ok bool) {
	for depth := 0; depth < 8; depth++ {
		u, found := c.units[ref]
		if !found {
			return Location{}, false, false
		}
		if u.Aboard == "" {
			loc, ok := ViewPlace(c.s, u)
			if !ok || loc.IsEliminated() {
				return Location{}, false, false
			}
			return loc, depth == 0, true
		}
		ref = u.Aboard
	}
	return Location{}, false, false
}

// whyNot says why the unit ref is not on the board.
func (c *Controls) whyNot(ref string) string {
	u, ok := c.units[ref]
	switch {
	case !ok:
		return fmt.Sprintf("the side's view has no unit %q", ref)
	case u.Aboard != "":
		return fmt.Sprintf("unit %q is aboard %q, which is not on the board", ref, u.Aboard)
	case u.Box == EliminatedBox:
		return fmt.Sprintf("unit %q is eliminated (the board does not show it)", ref)
	}
	return fmt.Sprintf("unit %q is at map %q cell %q, not a place of the scenario", ref, u.Map, u.Cell)
}

// ViewPlace is where unit view u stands, as a Location: its box (or
// Eliminated) or its cell; false when its map or cell is not in scenario
// s, or when it is aboard another unit (the window lists it under its
// carrier, not as a counter of its own).
func ViewPlace(s *scenarios.Scenario, u UnitView) (Location, bool) {
	switch {
	case u.Aboard != "":
		return Location{}, false
	case u.Box == EliminatedBox:
		return Eliminated, true
	case u.Box != "":
		return Location{Map: u.Map, Box: u.Box}, true
	}
	m := s.Map(u.Map)
	if m == nil {
		return Location{}, false
	}
	c, err := m.Cell(u.Cell)
	if err != nil {
		return Location{}, false
	}
	return Location{Map: u.Map, Cell: c}, true
}
