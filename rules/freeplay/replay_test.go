package freeplay_test

import (
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// longLog plays test-hex-flat with random legal actions until its log holds
// n actions, ending a phase every perPhase actions so the game lasts.
func longLog(tb testing.TB, n, perPhase int) *rules.Game {
	tb.Helper()
	s, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		tb.Fatal(err)
	}
	g, err := rules.NewGame(s, nil, 99, false)
	if err != nil {
		tb.Fatal(err)
	}
	g.Ref = "builtin:test-hex-flat"
	r := rand.New(rand.NewPCG(99, 1))
	for len(g.Log()) < n && !g.Status().Over {
		side := g.Status().Active[0]
		legal := g.Legal(side)
		a := legal[r.IntN(len(legal))]
		if len(g.Log())%perPhase == perPhase-1 {
			a = rules.Action{Side: side, Verb: "end-phase"}
		} else if a.Verb == "end-phase" {
			continue
		}
		if _, err := g.Apply(a); err != nil {
			tb.Fatal(err)
		}
	}
	if len(g.Log()) < n {
		tb.Fatalf("the game ended after %d actions, wanted %d", len(g.Log()), n)
	}
	return g
}

// BenchmarkReplay10000 replays a 10,000-action log from the start, checking
// every action's legality and dice as a load does (target: under 1 s).
func BenchmarkReplay10000(b *testing.B) {
	g := longLog(b, 10000, 400)
	log := g.Log()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := rules.Replay(g.Scenario, g.Options, g.Seed, g.Manual, log)
		if err != nil {
			b.Fatal(err)
		}
		if len(r.Log()) != 10000 {
			b.Fatal("short replay")
		}
	}
}

func TestLongLogReplaysExactly(t *testing.T) {
	if testing.Short() {
		t.Skip("long log")
	}
	g := longLog(t, 3000, 150)
	if err := rulestest.CheckReplayAndSave(g); err != nil {
		t.Fatal(err)
	}
}

// FuzzRandomPlay is the random-legal-play fuzzer on freeplay: from any seed
// and bias, every bundled scenario must play to its end, or for as many
// actions as fuzzActions allows, without a panic, a refused "legal"
// action, a dead end or a secret reaching a side. Run longer with:
// go test -run='^$' -fuzz=FuzzRandomPlay -fuzztime=1m ./rules/freeplay
func FuzzRandomPlay(f *testing.F) {
	f.Add(uint64(1), uint8(30))
	f.Add(uint64(2), uint8(1))
	f.Add(uint64(12345), uint8(200))
	names := freeplayNames(f)
	suite := suite(f)
	f.Fuzz(func(t *testing.T, seed uint64, bias uint8) {
		s, err := scenarios.Builtin(names[seed%uint64(len(names))])
		if err != nil {
			t.Fatal(err)
		}
		var opts rules.Options
		if s.Option(freeplay.OptionSecretSetup) != nil && seed%2 == 1 {
			opts = rules.Options{freeplay.OptionSecretSetup: true} // face-down set-up on odd seeds
		}
		g, err := rules.NewGame(s, opts, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		rulestest.FuzzPlay(t, suite, g, seed, bias, fuzzActions(bias))
	})
}

// fuzzActions is how many actions one input of FuzzRandomPlay plays at
// most: 150 to 405, more with a higher end bias, whose games are shorter,
// so that one input takes a second or so under the fuzzer's
// instrumentation, well within its 10 s per input (a secret set-up can
// take thousands of random placements before a side commits). Games to
// their end are TestConformance's and TestSecretSetupRandomPlayKeepsSecrets',
// and the seed corpus's under make soak (rulestest.Sample).
func fuzzActions(bias uint8) int { return 150 + int(bias) }

// freeplayNames are the bundled scenarios played under freeplay (the
// others belong to their own modules and are tested there). A bundled
// scenario that fails to load fails the test instead of dropping out of it.
func freeplayNames(t testing.TB) []string {
	t.Helper()
	var out []string
	for _, n := range scenarios.BuiltinNames() {
		s, err := scenarios.Builtin(n)
		if err != nil {
			t.Fatalf("bundled scenario %s does not load: %v", n, err)
		}
		if s.Module == "freeplay" {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		t.Fatal("no bundled scenario is played under freeplay")
	}
	return out
}
