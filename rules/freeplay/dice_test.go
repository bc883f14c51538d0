package freeplay_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// nextRolls loads save and rolls a d20 eight times for the Central
// Powers, returning the faces.
func nextRolls(t *testing.T, s *scenarios.Scenario, save []byte) []int {
	t.Helper()
	g, err := rules.LoadSave("s.toml", save, func(string) (*scenarios.Scenario, error) { return s, nil })
	if err != nil {
		t.Fatal(err)
	}
	var faces []int
	for range 8 {
		e := mustApply(t, g, act("central", "roll", "1d20"))
		faces = append(faces, e.Faces...)
	}
	return faces
}

// The rolls of a game in normal play cannot be derived from its save: two
// games loaded from the same save (the same seed field, the same log) roll
// differently next (eight d20s alike by chance: 1 in 20^8). With seeded
// dice, the mode play --seed and tests use, they roll alike; replay of a
// random-dice game takes its faces from the log.
func TestRandomDiceUnforeseeable(t *testing.T) {
	s := load(t, "test-hex-flat")
	for _, mode := range []rules.DiceMode{rules.DiceRandom, rules.DiceSeeded} {
		g, err := rules.NewGameMode(s, nil, 42, mode)
		if err != nil {
			t.Fatal(err)
		}
		g.Ref = "builtin:test-hex-flat"
		first := mustApply(t, g, act("central", "roll", "2d6")).Faces
		var buf bytes.Buffer
		if err := g.Save(&buf); err != nil {
			t.Fatal(err)
		}
		if want := `dice = "` + string(mode) + `"`; !strings.Contains(buf.String(), want) {
			t.Errorf("the save does not say %s:\n%s", want, buf.String())
		}
		a, b := nextRolls(t, s, buf.Bytes()), nextRolls(t, s, buf.Bytes())
		if same := slices.Equal(a, b); same != (mode == rules.DiceSeeded) {
			t.Errorf("%s dice: two loads of one save rolled %v and %v", mode, a, b)
		}
		r, err := g.ReplayTo(1)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Log()[0].Faces; !slices.Equal(got, first) {
			t.Errorf("%s dice: replay rolled %v, the log says %v", mode, got, first)
		}
	}
}

// Normal play draws its set-up seed afresh too: two new games name their
// hidden units differently (with overwhelming probability).
func TestNewGameSetupSeedIsFresh(t *testing.T) {
	seen := map[uint64]bool{}
	for range 4 {
		g, err := rules.StartNewGame("builtin:test-hex-flat", nil, false)
		if err != nil {
			t.Fatal(err)
		}
		if g.Mode != rules.DiceRandom || seen[g.Seed] {
			t.Fatalf("mode %s, seed %d (seen before: %v)", g.Mode, g.Seed, seen[g.Seed])
		}
		seen[g.Seed] = true
	}
}
