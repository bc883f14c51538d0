package vernian

import (
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// benchScenarios are the scenarios the benchmarks run on: the small test
// scenario and, when it is bundled, the real one.
func benchScenarios(b *testing.B) map[string]*scenarios.Scenario {
	out := map[string]*scenarios.Scenario{"test": loadTest(b)}
	if s, err := scenarios.Builtin("vernian"); err == nil {
		out["bundled"] = s
	}
	return out
}

// playedGame is a game of s played at random (seed 1) for n actions or to
// its end.
func playedGame(b *testing.B, s *scenarios.Scenario, n int) *rules.Game {
	b.Helper()
	g, err := rules.NewGame(s, nil, 1, false)
	if err != nil {
		b.Fatal(err)
	}
	c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(1, 7)), EndBias: 0.03}
	if _, err := rulestest.RandomPlay(g, c, n); err != nil && !g.Status().Over && len(g.Log()) < n {
		b.Fatal(err)
	}
	return g
}

// BenchmarkSupplyAllUnits works out the supply state of every unit in play
// (both sides' supply nets from scratch), mid-game. Target: under 2 ms.
func BenchmarkSupplyAllUnits(b *testing.B) {
	for name, s := range benchScenarios(b) {
		b.Run(name, func(b *testing.B) {
			g := playedGame(b, s, 300)
			st := g.State().(*State)
			b.ResetTimer()
			for range b.N {
				st.memo.reset()
				for i := range st.Units {
					st.SupplyOf(i)
				}
			}
		})
	}
}

// BenchmarkLegalMovementPhase lists every legal action of the German
// Ground Movement Phase of Strategic Turn A, Operational Turn 1 (doubled
// movement: the largest ranges), nothing derived in advance. Target:
// under 20 ms.
func BenchmarkLegalMovementPhase(b *testing.B) {
	for name, s := range benchScenarios(b) {
		b.Run(name, func(b *testing.B) {
			st0, err := Module{}.New(s, rules.DefaultOptions(s), nil)
			if err != nil {
				b.Fatal(err)
			}
			st := st0.(*State)
			toPhase(b, st, PhaseGerMovement)
			n := 0
			b.ResetTimer()
			for range b.N {
				st.memo.reset()
				n = len(st.Legal(Germans))
			}
			b.ReportMetric(float64(n), "actions")
		})
	}
}

// BenchmarkReplayGame replays a whole random game from its log, checking
// every action and its dice as loading a save does. Target: under 1 s.
func BenchmarkReplayGame(b *testing.B) {
	for name, s := range benchScenarios(b) {
		b.Run(name, func(b *testing.B) {
			g := playedGame(b, s, 100000)
			if !g.Status().Over {
				b.Fatal("the game did not end")
			}
			log := g.Log()
			b.ResetTimer()
			for range b.N {
				if _, err := rules.Replay(g.Scenario, g.Options, g.Seed, g.Manual, log); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(log)), "actions")
		})
	}
}

// BenchmarkLegalBaseChange28Zeppelins lists every legal action of a German
// Base Change Phase with 28 Zeppelins on the map (the schedule's 5 + 5 +
// 7 + 4 + 4 + 3 + set-up), nothing derived in advance: "stacked" five to a
// German city from Aachen on (Zeppelins of a hex share their range),
// "spread" one to a hex across Germany. Target: under 10 ms.
func BenchmarkLegalBaseChange28Zeppelins(b *testing.B) {
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		b.Skip("no bundled scenario:", err)
	}
	for _, layout := range []string{"stacked", "spread"} {
		b.Run(layout, func(b *testing.B) {
			st0, err := Module{}.New(s, rules.DefaultOptions(s), nil)
			if err != nil {
				b.Fatal(err)
			}
			st := st0.(*State)
			toPhase(b, st, PhaseGerNewUnits)
			// Off the map: the set-up's five (they are among the 28
			// placed below).
			for i := range st.Units {
				if st.isZeppelin(&st.Units[i]) {
					st.Units[i].Loc = rules.Eliminated
				}
			}
			m := st.fixed.west
			var hexes []string
			if layout == "stacked" {
				for _, c := range sortedCells(m, st.fixed.cities[m.ID]) {
					if inRegion(m, c, []string{st.fixed.t.GermanRegion}) {
						for range 5 {
							hexes = append(hexes, st.text(rules.CellLocation(m, c)))
						}
					}
				}
			} else {
				for k := 0; k < m.Topology.Len(); k += 7 {
					c := m.Topology.Cell(k)
					if l := rules.CellLocation(m, c); inRegion(m, c, []string{st.fixed.t.GermanRegion}) && !st.isWater(l) {
						hexes = append(hexes, st.text(l))
					}
				}
			}
			if len(hexes) < 28 {
				b.Fatalf("only %d hexes", len(hexes))
			}
			types := []string{"ger-zep-3", "ger-zep-4", "ger-zep-6"}
			for k := range 28 {
				add(b, st, types[k%3], hexes[k])
			}
			setPhase(b, st, PhaseGerBaseChange)
			n := 0
			b.ResetTimer()
			for range b.N {
				st.memo.reset()
				n = len(st.Legal(Germans))
			}
			b.ReportMetric(float64(n), "actions")
		})
	}
}
