package greenfields

import (
	"errors"
	"math/rand/v2"
	"os"
	"testing"

	"sandtable/rules"
)

// TestZZWalkSetup drives the bundled game to the walkthrough's position
// (temporary; deleted after the walkthrough).
func TestZZWalkSetup(t *testing.T) {
	if os.Getenv("GF_WALK") == "" {
		t.Skip()
	}
	g, err := rules.StartGame("builtin:greenfields-1914", nil, 3, true)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	apply := func(a rules.Action) {
		for k := 0; k < 50; k++ {
			_, err := g.Apply(a)
			var nd *rules.NeedDice
			if errors.As(err, &nd) {
				for j := 0; j < nd.N; j++ {
					g.EnterDice(1 + rng.IntN(4)) // no hits while we walk
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s: %v", a, err)
			}
			return
		}
		t.Fatalf("%s: dice never enough", a)
	}
	st := func() *State { return g.State().(*State) }
	goal := map[string]string{}
	s0 := st()
	for i := range s0.Units {
		u := &s0.Units[i]
		if !u.Loc.OnMap() {
			continue
		}
		switch s0.label(u.Loc) {
		case "S7", "S9", "S5":
			if u.Type == "ger-reg" {
				goal[u.ID] = "L8"
			}
		case "E7":
			if u.Type == "bef-inf" {
				goal[u.ID] = "J8"
			}
		}
	}
	t.Logf("goals %v", goal)
	at := func(id string) string { s := st(); return s.label(s.Units[s.Units.Index(id)].Loc) }
	done := func() bool {
		for id, z := range goal {
			if at(id) != z {
				return false
			}
		}
		return true
	}
	for n := 0; n < 3000; n++ {
		s := st()
		if s.Over {
			t.Fatal("over")
		}
		side := s.activeSides()[0]
		fresh := true
		for id := range goal {
			if s.Troops[s.Units.Index(id)].Moved > 0 {
				fresh = false
			}
		}
		if done() && fresh && !s.night() && (s.phase().ID == PhaseMoveFirst || s.phase().ID == PhaseMoveSecond) && s.phaseSide() == Central && len(s.Pending) == 0 {
			t.Logf("ready: %s, %s", s.turnName(), s.phaseName())
			f, err := os.Create("/tmp/walk1.toml")
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Save(f); err != nil {
				t.Fatal(err)
			}
			f.Close()
			return
		}
		if len(s.Pending) > 0 {
			p := s.Pending[0]
			if p.Kind == "opfire" {
				apply(act(p.Side, "hold"))
			} else {
				apply(s.decision().Default)
			}
			continue
		}
		if s.phase().Both {
			apply(rules.CommitAction(side))
			continue
		}
		if s.phase().ID == PhaseMoveFirst || s.phase().ID == PhaseMoveSecond {
			var best rules.Action
			bestD := 99
			for _, a := range s.LegalWith(side, "move", "") {
				i := s.Units.Resolve(a.Args[0])
				g, ok := goal[s.Units[i].ID]
				if !ok || s.label(s.Units[i].Loc) == g || a.Args[1] == "off" {
					continue
				}
				to, _ := s.zoneLoc(a.Args[1])
				gl, _ := s.zoneLoc(g)
				from := s.Units[i].Loc
				d := s.fixed.topo.Distance(to.Cell, gl.Cell)
				if d >= s.fixed.topo.Distance(from.Cell, gl.Cell) {
					continue
				}
				if d < bestD {
					best, bestD = a, d
				}
			}
			if best.Verb != "" {
				apply(best)
				continue
			}
		}
		apply(act(side, "end-phase"))
	}
	t.Fatal("never ready")
}
