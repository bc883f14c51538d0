package scenarios

import "sandtable/internal/tomlfile"

// The fileXxx types mirror the TOML keys of a scenario file one to one.

type fileScenario struct {
	tomlfile.Header
	ID             string              `toml:"id"`
	Name           string              `toml:"name"`
	Description    string              `toml:"description"`
	Picture        string              `toml:"picture"`
	Module         string              `toml:"module"`
	Maps           []string            `toml:"maps"`
	Counters       []string            `toml:"counters"`
	Sides          []string            `toml:"sides"`
	Options        []fileOption        `toml:"option"`
	Turns          *fileTurns          `toml:"turns"`
	Setup          []filePlacement     `toml:"setup"`
	Reinforcements []fileReinforcement `toml:"reinforcement"`
	Victory        []fileVictory       `toml:"victory"`
	// Rules is the rules module's own data ([rules] and its sub-tables):
	// the scenario loader keeps it as text; the module decodes it strictly
	// with Scenario.DecodeRules.
	Rules map[string]any `toml:"rules"`
}

type fileOption struct {
	ID          string `toml:"id"`
	Name        string `toml:"name"`
	Description string `toml:"description"`
	Default     any    `toml:"default"`
	Choices     []any  `toml:"choices"`
}

type fileTurns struct {
	Names        []string `toml:"names"`
	Count        int      `toml:"count"`
	Label        string   `toml:"label"`
	SubTurns     int      `toml:"sub_turns"`
	SubTurnLabel string   `toml:"sub_turn_label"`
}

type filePlacement struct {
	Unit    string `toml:"unit"`
	Count   *int   `toml:"count"`
	Map     string `toml:"map"`
	At      string `toml:"at"`
	Box     string `toml:"box"`
	Hidden  bool   `toml:"hidden"`
	Reduced bool   `toml:"reduced"`
	Step    int    `toml:"step"`
	Note    string `toml:"note"`
}

type fileReinforcement struct {
	Turn any `toml:"turn"`
	filePlacement
}

type fileVictory struct {
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
	Turn   any      `toml:"turn"`
	Note   string   `toml:"note"`
}
