package rules

// MoveCoster is implemented by modules whose moves spend movement points:
// the board labels each legal destination of a dragged unit with its cost.
type MoveCoster interface {
	// MoveCosts returns, for unit (a unit reference as in the first
	// argument of side's move actions), the movement points a move to each
	// destination costs now, keyed by the destination's text (the second
	// argument of the move action), and the points the unit has left before
	// the move. ok is false when moves have no cost now (set-up, placing
	// new units, not a unit of side, ...). Destinations that are not legal
	// moves now must not be in costs.
	MoveCosts(side, unit string) (costs map[string]int, left int, ok bool)
}
