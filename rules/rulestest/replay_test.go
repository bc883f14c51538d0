package rulestest_test

import (
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"sandtable/rules"
	_ "sandtable/rules/freeplay"
	"sandtable/rules/greenfields"
	"sandtable/rules/rulestest"
	"sandtable/rules/vernian"
)

// update rewrites the replay fixtures from today's rules: only when asked,
// go test ./rules/rulestest -run TestBundledGamesReplay -update, since
// the fixtures exist to show that a change of the rules modules left the
// bundled games as they were.
var update = flag.Bool("update", false, "record the replay fixtures in testdata/replay anew (only when the games are meant to change)")

// replayDir holds the replay fixtures.
var replayDir = filepath.Join("testdata", "replay")

// chooser is a random player with an end bias; rare verbs seldom picked.
func chooser(stream uint64, bias float64, rare ...string) func(uint64) rulestest.Chooser {
	return func(seed uint64) rulestest.Chooser {
		return rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, stream)), EndBias: bias, Rare: rare, RareP: 0.02}
	}
}

// fixtureGames are the saved random games of every bundled game: Vernian's
// two scenarios (three seeds and two, under different options), Green
// Fields' 1914 (three seeds) and Somme, 1916 (two, the second with the
// Germans attacking), and freeplay's test scenarios (one each, one with the secret
// set-up, and the point-to-point map). Vernian's whole game is some 1,300 actions: its fixtures are
// its first 250 (the set-up and the first Operational Turns), so that the
// test replays in seconds.
var fixtureGames = []rulestest.FixtureGame{
	{Name: "vernian-1", Scenario: "builtin:vernian", Seed: 1, Chooser: chooser(9, 0.03), Actions: 250},
	{Name: "vernian-2", Scenario: "builtin:vernian", Seed: 2, Options: rules.Options{vernian.OptAutoLosses: true}, Chooser: chooser(9, 0.05), Actions: 250},
	{Name: "vernian-3", Scenario: "builtin:vernian", Seed: 3, Options: rules.Options{vernian.OptDoubling: "each", vernian.OptOperationalTurns: 1}, Chooser: chooser(9, 0.08), Actions: 250},
	{Name: "vernian-hidden-1", Scenario: "builtin:vernian-hidden", Seed: 1, Chooser: chooser(9, 0.03), Actions: 250},
	{Name: "vernian-hidden-2", Scenario: "builtin:vernian-hidden", Seed: 2, Options: rules.Options{vernian.OptAutoLosses: true}, Chooser: chooser(9, 0.05), Actions: 250},
	{Name: "greenfields-1914-1", Scenario: "builtin:greenfields-1914", Seed: 1, Chooser: chooser(11, 0.05, "buy", "buy-shells", "halt"), Actions: 160},
	{Name: "greenfields-1914-2", Scenario: "builtin:greenfields-1914", Seed: 2, Options: rules.Options{greenfields.OptAttacker: greenfields.Allies, greenfields.OptSeason: "winter"}, Chooser: chooser(11, 0.1, "buy", "buy-shells", "halt"), Actions: 160},
	{Name: "greenfields-1914-3", Scenario: "builtin:greenfields-1914", Seed: 3, Options: rules.Options{greenfields.OptSeason: "spring"}, Chooser: chooser(11, 0.15, "buy-shells", "halt"), Actions: 200},
	{Name: "greenfields-somme-1916-1", Scenario: "builtin:greenfields-somme-1916", Seed: 1, Chooser: chooser(11, 0.05, "buy", "buy-shells", "halt"), Actions: 160},
	{Name: "greenfields-somme-1916-2", Scenario: "builtin:greenfields-somme-1916", Seed: 2, Options: rules.Options{greenfields.OptAttacker: greenfields.Central}, Chooser: chooser(11, 0.1, "buy", "buy-shells", "halt"), Actions: 160},
	{Name: "test-hex-flat", Scenario: "builtin:test-hex-flat", Seed: 1, Chooser: chooser(7, 0.05), Actions: 150},
	{Name: "test-hex-flat-secret", Scenario: "builtin:test-hex-flat", Seed: 2, Options: rules.Options{"secret_setup": true}, Chooser: chooser(7, 0.05), Actions: 150},
	{Name: "test-graph", Scenario: "builtin:test-graph", Seed: 5, Chooser: chooser(7, 0.05), Actions: 150},
}

// Every bundled game's saved random games replay to exactly the game they
// recorded: the same final status, and every side's view and log the
// same, line for line (testdata/replay/NAME.golden). The saves load as a
// player's would too, checksum included: a save written before a change
// of a rules module still opens after it.
func TestBundledGamesReplay(t *testing.T) {
	if *update {
		if err := os.MkdirAll(replayDir, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, f := range fixtureGames {
			if err := rulestest.RecordFixture(replayDir, f); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, f := range fixtureGames {
		t.Run(f.Name, func(t *testing.T) {
			if err := rulestest.CheckFixture(replayDir, f.Name); err != nil {
				t.Error(err)
			}
			if _, err := rules.LoadSaveFile(filepath.Join(replayDir, f.Name+".toml")); err != nil {
				t.Errorf("the save does not load: %v", err)
			}
		})
	}
}
