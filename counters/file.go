package counters

import "sandtable/internal/tomlfile"

// The FileXxx types mirror the TOML keys of a catalogue file one to one.
// They are exported for the designer (package design), which edits
// catalogues with these same structs: one schema.

// FileCatalogue is a counter catalogue file's keys, one field per key:
// what the loader decodes strictly (an unknown key is an error) and the
// designer edits.
type FileCatalogue struct {
	tomlfile.Header
	ID          string       `toml:"id"`
	Name        string       `toml:"name"`
	Description string       `toml:"description"`
	Sides       []FileSide   `toml:"side"`
	Nations     []FileNation `toml:"nation"`
	Units       []FileUnit   `toml:"unit"`
	Markers     []FileMarker `toml:"marker"`
}

// FileSide is a catalogue's [[side]].
type FileSide struct {
	ID    string `toml:"id"`
	Name  string `toml:"name"`
	Color string `toml:"color"`
}

// FileNation is a catalogue's [[nation]].
type FileNation struct {
	ID          string `toml:"id"`
	Name        string `toml:"name"`
	Side        string `toml:"side"`
	Color       string `toml:"color"`
	TextColor   string `toml:"text_color"`
	StripeColor string `toml:"stripe_color"`
}

// FileUnit is a catalogue's [[unit]] with its [[unit.step]] items, full
// strength first.
type FileUnit struct {
	ID     string     `toml:"id"`
	Name   string     `toml:"name"`
	Nation string     `toml:"nation"`
	Kind   string     `toml:"kind"`
	Size   string     `toml:"size"`
	Stripe string     `toml:"stripe"`
	Back   string     `toml:"back"`
	Code   string     `toml:"code"`
	Count  *int       `toml:"count"` // nil for one
	Steps  []FileStep `toml:"step"`
}

// FileStep is one [[unit.step]]: the printed factors of one strength.
type FileStep struct {
	Print  string         `toml:"print"`
	Values map[string]int `toml:"values"`
	Label  string         `toml:"label"`
}

// FileMarker is a catalogue's [[marker]].
type FileMarker struct {
	ID        string `toml:"id"`
	Name      string `toml:"name"`
	Kind      string `toml:"kind"`
	Side      string `toml:"side"`
	Nation    string `toml:"nation"`
	Color     string `toml:"color"`
	TextColor string `toml:"text_color"`
	Levels    int    `toml:"levels"`
	Caption   string `toml:"text"` // the short text printed on it
}
