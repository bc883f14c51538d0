package rules

// Overlay is a set of cells a module marks for the players: zones of
// control, the supply state of each hex, ranges, markers on the map... The
// window's View menu lists a game's overlays by name and tints their cells.
type Overlay struct {
	ID   string // stable, for settings: "zoc", "supply-germans"
	Name string // for the menu: "Zones of control"
	// Shown marks an overlay of game pieces a player must see (storms,
	// generators, interdicted hexes): the window shows it until the player
	// turns it off in the View menu. Other overlays (supply, zones of
	// control) are off until turned on.
	Shown bool
	// Rule is the rule the overlay shows, cited in its tooltip and help.
	Rule string
	// Meaning and LightMeaning say what a tinted cell and a pale (Light)
	// one mean, for the window's legend: "in Attack Supply", "in Defense
	// Supply only". Either may be empty.
	Meaning, LightMeaning string
	Cells                 []OverlayCell
}

// OverlayCell is one marked cell.
type OverlayCell struct {
	Map  string // map id
	Cell string // cell label on that map
	// Side is whose mark it is: the cell is tinted in that side's colour
	// ("" grey).
	Side string
	// Light marks a weaker state (Defense Supply beside Attack Supply): a
	// paler tint.
	Light bool
	// Mark is a short text the window writes in the cell, over any
	// counters, such as the marker standing there ("Storm", "VdG",
	// "Interdicted"); "" for none. Keep it to a word or two: it must fit a
	// hex.
	Mark string
}

// Overlayer is implemented by modules with overlays of their own.
// Overlays lists them as viewer (a side, or "" for everything) may see
// them now: an overlay must not reveal what the viewer's view hides.
type Overlayer interface {
	Overlays(viewer string) []Overlay
}

// UnitRanger is implemented by modules whose units have ranges worth
// showing whenever one is selected, whatever the phase: a Zeppelin's Base
// Change and Sortie ranges, a flyer's mission range. UnitRanges lists the
// ranges of unit (named as the viewer's view names it: its UnitView.ID)
// as viewer (a side, or "" for everything) may see them, nearest first,
// each an Overlay whose Name and Meaning say what it is for the legend
// ("Zeppelin Base Change range (6 hexes)"). None (nil) for a unit without
// ranges, or one the viewer may not see. The window shows them under the
// selection's range toggle.
type UnitRanger interface {
	UnitRanges(viewer, unit string) []Overlay
}

// UnitRangesOf are unit's ranges in state s as viewer may see them
// (UnitRanger), nil when the module has none.
func UnitRangesOf(s State, viewer, unit string) []Overlay {
	if r, ok := s.(UnitRanger); ok {
		return r.UnitRanges(viewer, unit)
	}
	return nil
}
