package rules

// Overlay is a set of cells a module marks for the players on request:
// zones of control, the supply state of each hex, ranges... The window's
// View menu lists a game's overlays by name and tints their cells.
type Overlay struct {
	ID   string // stable, for settings: "zoc", "supply-germans"
	Name string // for the menu: "Zones of control"
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
}

// Overlayer is implemented by modules with overlays of their own.
// Overlays lists them as viewer (a side, or "" for everything) may see
// them now: an overlay must not reveal what the viewer's view hides.
type Overlayer interface {
	Overlays(viewer string) []Overlay
}
