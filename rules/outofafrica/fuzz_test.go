package outofafrica

import (
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// fuzzSuite is the conformance suite FuzzRandomPlay plays with: the
// differential secrets check after every action (a hand must change
// nothing the other side receives).
func fuzzSuite() rulestest.Suite {
	return rulestest.Suite{Verbs: book.Names(), Invariants: func(g *rules.Game) rulestest.Invariant {
		diff := &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(g.Seed, 3))}
		return func(g *rules.Game, _ rules.Status) error { return diff.Check(g) }
	}}
}

// FuzzRandomPlay is random legal play from any seed and end bias, on the
// test scenario, the cards' (hands and decks: secrets) and the bundled
// game: no panic, no refused "legal" action, no dead end, no secret
// reaching a side that may not see it, to the end or for as many actions
// as fuzzActions allows. Run longer with:
// go test -run='^$' -fuzz=FuzzRandomPlay -fuzztime=1m ./rules/outofafrica
func FuzzRandomPlay(f *testing.F) {
	f.Add(uint64(1), uint8(30), uint8(0))
	f.Add(uint64(2), uint8(1), uint8(0))
	f.Add(uint64(12345), uint8(200), uint8(0))
	f.Add(uint64(3), uint8(40), uint8(1))
	f.Add(uint64(4), uint8(60), uint8(2))
	var ss []*scenarios.Scenario
	for _, path := range []string{testScenario, "testdata/oa-cards.toml", "builtin:out-of-africa"} {
		s, err := scenarios.LoadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		ss = append(ss, s)
	}
	f.Fuzz(func(t *testing.T, seed uint64, bias, which uint8) {
		g, err := rules.NewGame(ss[int(which)%len(ss)], rules.Options{}, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		rulestest.FuzzPlay(t, fuzzSuite(), g, seed, bias, fuzzActions(bias))
	})
}

// fuzzActions is how many actions one input plays at most: 30 to 93
// (the differential secrets check after each action views the whole
// game twice over: with hands and supply that is some 15 ms an action),
// a second or two under the fuzzer's instrumentation, well within its
// 10 s per input.
func fuzzActions(bias uint8) int { return 30 + int(bias)/4 }
