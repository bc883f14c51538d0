package counters

import "sandtable/internal/tomlfile"

// The fileXxx types mirror the TOML keys of a catalogue file one to one.

type fileCatalogue struct {
	tomlfile.Header
	ID          string       `toml:"id"`
	Name        string       `toml:"name"`
	Description string       `toml:"description"`
	Sides       []fileSide   `toml:"side"`
	Nations     []fileNation `toml:"nation"`
	Units       []fileUnit   `toml:"unit"`
	Markers     []fileMarker `toml:"marker"`
}

type fileSide struct {
	ID    string `toml:"id"`
	Name  string `toml:"name"`
	Color string `toml:"color"`
}

type fileNation struct {
	ID          string `toml:"id"`
	Name        string `toml:"name"`
	Side        string `toml:"side"`
	Color       string `toml:"color"`
	TextColor   string `toml:"text_color"`
	StripeColor string `toml:"stripe_color"`
}

type fileUnit struct {
	ID     string     `toml:"id"`
	Name   string     `toml:"name"`
	Nation string     `toml:"nation"`
	Kind   string     `toml:"kind"`
	Size   string     `toml:"size"`
	Stripe string     `toml:"stripe"`
	Back   string     `toml:"back"`
	Code   string     `toml:"code"`
	Count  *int       `toml:"count"`
	Steps  []fileStep `toml:"step"`
}

type fileStep struct {
	Print  string         `toml:"print"`
	Values map[string]int `toml:"values"`
	Label  string         `toml:"label"`
}

type fileMarker struct {
	ID        string `toml:"id"`
	Name      string `toml:"name"`
	Kind      string `toml:"kind"`
	Side      string `toml:"side"`
	Nation    string `toml:"nation"`
	Color     string `toml:"color"`
	TextColor string `toml:"text_color"`
	Levels    int    `toml:"levels"`
	Text      string `toml:"text"`
}
