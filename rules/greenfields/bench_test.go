package greenfields

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// bigScenario writes a 50×50 square map with diagonals (ridges of hill1
// and hill2 crests, woods, towns; 10 deployment columns each side) and a
// scenario on it with 40 regiments and a balloon a side, and loads it.
func bigScenario(tb testing.TB) *scenarios.Scenario {
	tb.Helper()
	const n = 50
	var rows, regions []string
	for y := 0; y < n; y++ {
		var t, r strings.Builder
		for x := 0; x < n; x++ {
			c := byte('.')
			switch {
			case (x+2*y)%17 < 3 && y%11 < 8: // ridges running across the map
				c = '1'
				if (x+2*y)%17 == 1 {
					c = '2'
				}
			case (3*x+y)%23 < 2 && x%7 < 4: // woods
				c = 'w'
			case x%13 == 6 && y%9 == 4: // towns
				c = 't'
			}
			t.WriteByte(c)
			switch {
			case x == 0:
				r.WriteByte('a')
			case x < 10:
				r.WriteByte('d')
			case x == n-1:
				r.WriteByte('b')
			case x >= n-10:
				r.WriteByte('g')
			default:
				r.WriteByte('.')
			}
		}
		rows = append(rows, fmt.Sprintf("  %q,", t.String()))
		regions = append(regions, fmt.Sprintf("  %q,", r.String()))
	}
	mapTOML := `format = "sandtable-map"
version = 1
id = "gf-big"
name = "Green Fields 50x50 benchmark"
default_terrain = "open"
terrain_rows = [
` + strings.Join(rows, "\n") + `
]
region_rows = [
` + strings.Join(regions, "\n") + `
]
[grid]
kind = "square"
cols = 50
rows = 50
size = 48
diagonals = true
[grid.labels]
style = "letter-number"
first_col = 1
first_row = 1
[terrain.open]
name = "Open"
color = "#e3e7bf"
symbol = "."
[terrain.woods]
name = "Woods"
color = "#6f9a5c"
symbol = "w"
[terrain.town]
name = "Town"
color = "#bfaea3"
symbol = "t"
[terrain.hill1]
name = "Hill 1"
color = "#d9c797"
symbol = "1"
[terrain.hill2]
name = "Hill 2"
color = "#c4a670"
symbol = "2"
[[region]]
id = "allied-base-line"
name = "Allied base line"
color = "#c9a15a"
symbol = "a"
side = "allies"
[[region]]
id = "allied-deployment"
name = "Allied deployment"
color = "#d8bf8a"
symbol = "d"
side = "allies"
[[region]]
id = "german-deployment"
name = "German deployment"
color = "#a3adb6"
symbol = "g"
side = "central"
[[region]]
id = "german-base-line"
name = "German base line"
color = "#7d8a96"
symbol = "b"
side = "central"
`
	// 40 regiments a side spread over the middle of the map: the French
	// in columns M-Y, the Germans in columns Z-AL.
	var units string
	for k := 0; k < 40; k++ {
		y := (k*7)%50 + 1
		units += fmt.Sprintf("[[setup]]\nunit = \"fr-inf\"\nat = \"%s%d\"\n", board.ColumnLetters(13+k%13), y)
		units += fmt.Sprintf("[[setup]]\nunit = \"ger-reg\"\nat = \"%s%d\"\n", board.ColumnLetters(26+k%13), y)
	}
	scen := `format = "sandtable-scenario"
version = 1
id = "gf-big"
name = "Green Fields benchmark"
description = "50x50 observation benchmark."
module = "greenfields"
maps = ["big.toml"]
counters = ["builtin:greenfields"]
sides = ["allies", "central"]
[turns]
names = ["Day 1"]
` + units + `
[[setup]]
unit = "brit-balloon"
at = "E20"
[[setup]]
unit = "ger-balloon"
at = "AT30"
[rules.classes]
"fr-inf" = "infantry"
"ger-reg" = "infantry"
"brit-balloon" = "balloon"
"ger-balloon" = "balloon"
[rules.terrain]
open = { going = "open" }
woods = { going = "rough", woods = true }
town = { going = "rough", town = true }
hill1 = { going = "open", elevation = 1 }
hill2 = { going = "open", elevation = 2 }
[rules.base_lines]
allies = ["allied-base-line"]
central = ["german-base-line"]
`
	dir := tb.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "big.toml"), []byte(mapTOML), 0o644); err != nil {
		tb.Fatal(err)
	}
	p := filepath.Join(dir, "scenario.toml")
	if err := os.WriteFile(p, []byte(scen), 0o644); err != nil {
		tb.Fatal(err)
	}
	s, err := scenarios.LoadFile(p)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// BenchmarkObservation50x50 is every zone's visibility for the Allies on
// a 50×50 map with hills and woods, both sides' regiments spread across
// its middle and a balloon each (target: under 20 ms).
func BenchmarkObservation50x50(b *testing.B) {
	s := bigScenario(b)
	st0, err := Module{}.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		b.Fatal(err)
	}
	st := st0.(*State)
	b.ResetTimer()
	seen := 0
	for range b.N {
		s := st.sightOf(Allies)
		seen = 0
		for z := range s.margin {
			if s.zoneSeen(z) {
				seen++
			}
		}
	}
	b.ReportMetric(float64(seen), "zones-seen")
}

// BenchmarkView1914 is one side's secrets-safe view of the test scenario
// on the 24×16 1914 map (its sight worked out afresh, as every call does).
func BenchmarkView1914(b *testing.B) {
	st := newTestState(b, nil)
	b.ResetTimer()
	for range b.N {
		st.View(Allies)
	}
}

// BenchmarkReplayRandomAssault replays a whole random game of the bundled
// "1914: the Green Fields" (played to its end: the days run out or the
// assault ends) from its log, checking every action and its dice as
// loading a save does. Target: under 1 s.
func BenchmarkReplayRandomAssault(b *testing.B) {
	g, err := rules.StartGame("builtin:greenfields-1914", nil, 1, false)
	if err != nil {
		b.Fatal(err)
	}
	// Purchases and halts are rare, as in TestRandomPlayBundled: taken at
	// every chance they end the game in a few turns.
	c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(1, 11)), EndBias: 0.05, Rare: []string{"buy", "buy-shells", "halt"}, RareP: 0.02}
	if _, err := rulestest.RandomPlay(g, c, 40000); err != nil && !g.Status().Over {
		b.Fatal(err)
	}
	if !g.Status().Over {
		b.Fatal("the game did not end")
	}
	log := g.Log()
	b.Logf("%d actions: %s", len(log), g.Status().Result)
	b.ResetTimer()
	for range b.N {
		if _, err := rules.Replay(g.Scenario, g.Options, g.Seed, g.Manual, log); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(log)), "actions")
}

// weeklyBenchGame is a random game of the weekly turn's scenario path
// lengthened to weeks weeks, played until week until begins (or the game
// ends): assaults are opened at one chance in openP (random play opens
// one at every chance otherwise).
func weeklyBenchGame(b *testing.B, path string, weeks, until int, openP float64) *rules.Game {
	b.Helper()
	g0, err := rules.StartGame(path, nil, 1, false)
	if err != nil {
		b.Fatal(err)
	}
	s := *g0.Scenario // a copy: a bundled scenario is shared
	s.Turns.Names = nil
	for k := 1; k <= weeks; k++ {
		s.Turns.Names = append(s.Turns.Names, fmt.Sprintf("Week %d", k))
	}
	g, err := rules.NewGame(&s, nil, 1, false)
	if err != nil {
		b.Fatal(err)
	}
	// A player gives a few orders a step, not hundreds: a step ends (or a
	// secret step's orders are committed) at one chance in five.
	c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(1, 27)), EndBias: 0.2,
		Rare: []string{"open-assault", "buy", "buy-shells", "buy-depot"}, RareP: openP}
	for n := 0; n < 100000 && !g.Status().Over && g.State().(*State).Week < until; n++ {
		st := g.Status()
		var legal []rules.Action
		for _, side := range st.Active {
			legal = append(legal, g.Legal(side)...)
		}
		if len(legal) == 0 {
			b.Fatalf("dead end at %s", st.PhaseName)
		}
		a := c.Choose(legal)
		if k := slices.IndexFunc(legal, func(a rules.Action) bool { return a.Verb == rules.CommitVerb }); k >= 0 && c.Rand.Float64() < c.EndBias {
			a = legal[k]
		}
		if _, err := g.Apply(a); err != nil {
			b.Fatalf("%s was legal but: %v", a, err)
		}
	}
	return g
}

// BenchmarkWeeklyTurn replays the first whole weekly turn (its ten steps,
// no assault opened) of the weekly scenario from its log, every action
// checked against the legal list and its dice as loading a save does.
// Target (issue 27): under 50 ms.
func BenchmarkWeeklyTurn(b *testing.B) {
	g := weeklyBenchGame(b, "builtin:greenfields-somme-1916", 2, 1, 0)
	if st := g.State().(*State); st.Week != 1 || st.Mode != ModeWeek {
		b.Fatalf("the game is in week %d, mode %q, not at the second week's start", st.Week+1, st.Mode)
	}
	log := g.Log()
	b.ResetTimer()
	for range b.N {
		if _, err := rules.Replay(g.Scenario, g.Options, g.Seed, g.Manual, log); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(log)), "actions")
}

// BenchmarkReplay20Weeks replays a random game of 20 weeks of the bundled
// Somme (assaults opened now and then: a pick of open-assault is kept at
// one chance in 25, as are purchases with victory points) from its log.
// The game may end before its 20 weeks, when a side reaches -30 victory
// points; its log says how far it went.
// Target (issue 27): under 2 s.
func BenchmarkReplay20Weeks(b *testing.B) {
	g := weeklyBenchGame(b, "builtin:greenfields-somme-1916", 20, 20, 0.04)
	log := g.Log()
	opened := 0
	for _, e := range log {
		if e.Action.Verb == "open-assault" {
			opened++
		}
	}
	b.Logf("%d actions, %d weeks played, %d assaults: %s", len(log), g.State().(*State).Week, opened, g.Status().Result)
	b.ResetTimer()
	for range b.N {
		if _, err := rules.Replay(g.Scenario, g.Options, g.Seed, g.Manual, log); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(log)), "actions")
}
