// Package scenarios loads Sandtable scenario files, which name the maps,
// counter catalogues and rules module of a game, its options, set-up,
// reinforcement schedule, turn track and victory conditions, and checks
// every reference among them. It also checks any Sandtable data file by
// its format key (Check, CheckFile) for "sandtable check".
//
// Scenario files are TOML beginning with format = "sandtable-scenario"
// and version = 1; docs/formats.md describes every key. Bundled scenarios
// are embedded in the binary and named by Builtin and BuiltinNames.
package scenarios
