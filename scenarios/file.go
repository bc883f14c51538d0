package scenarios

import "sandtable/internal/tomlfile"

// The FileXxx types mirror the TOML keys of a scenario file one to one.
// They are exported for the designer (package design), which edits
// scenarios with these same structs: one schema.

// FileScenario is a scenario file's keys, one field per key: what the
// loader decodes strictly (an unknown key is an error) and the designer
// edits.
type FileScenario struct {
	tomlfile.Header
	ID             string              `toml:"id"`
	Name           string              `toml:"name"`
	Description    string              `toml:"description"`
	Picture        string              `toml:"picture"`
	Module         string              `toml:"module"`
	Maps           []string            `toml:"maps"`
	Counters       []string            `toml:"counters"`
	Sides          []string            `toml:"sides"`
	Options        []FileOption        `toml:"option"`
	Turns          *FileTurns          `toml:"turns"`
	Setup          []FilePlacement     `toml:"setup"`
	Reinforcements []FileReinforcement `toml:"reinforcement"`
	Victory        []FileVictory       `toml:"victory"`
	// Rules is the rules module's own data ([rules] and its sub-tables):
	// the scenario loader keeps it as text; the module decodes it strictly
	// with Scenario.DecodeRules.
	Rules map[string]any `toml:"rules"`
}

// FileOption is a scenario's [[option]]: a choice the players make
// before play.
type FileOption struct {
	ID          string `toml:"id"`
	Name        string `toml:"name"`
	Description string `toml:"description"`
	Default     any    `toml:"default"` // bool, int or string
	Choices     []any  `toml:"choices"` // of Default's type; none for any
}

// FileTurns is a scenario's [turns] table.
type FileTurns struct {
	Names        []string `toml:"names"`
	Count        int      `toml:"count"`
	Label        string   `toml:"label"`
	SubTurns     int      `toml:"sub_turns"`
	SubTurnLabel string   `toml:"sub_turn_label"`
}

// FilePlacement is a scenario's [[setup]] item (and the placement part
// of a [[reinforcement]]): counters of one unit on a cell or in a box.
type FilePlacement struct {
	Unit    string `toml:"unit"`
	Count   *int   `toml:"count"` // nil for one
	Map     string `toml:"map"`   // "" for the scenario's first map
	At      string `toml:"at"`    // a cell label, or "" when in a box
	Box     string `toml:"box"`   // a box id, or "" when on a cell
	Hidden  bool   `toml:"hidden"`
	Reduced bool   `toml:"reduced"`
	Step    int    `toml:"step"`
	Note    string `toml:"note"`
}

// FileReinforcement is a scenario's [[reinforcement]]: a placement
// arriving on a turn.
type FileReinforcement struct {
	Turn any `toml:"turn"`
	FilePlacement
}

// FileVictory is a scenario's [[victory]] condition.
type FileVictory struct {
	ID     string   `toml:"id"`
	Name   string   `toml:"name"`
	Side   string   `toml:"side"`
	Kind   string   `toml:"kind"`
	Map    string   `toml:"map"`
	Places []string `toml:"places"`
	Cells  []string `toml:"cells"`
	Units  []string `toml:"units"`
	Count  int      `toml:"count"`
	VP     int      `toml:"vp"`
	Turn   any      `toml:"turn"` // a turn name, or a number; nil for none
	Note   string   `toml:"note"`
}
