package outofafrica

import (
	"testing"
)

// withDrakaControl makes spaces hold Draka control markers for the test
// (lane 6 provides the real ones), restoring the provider afterwards.
func withDrakaControl(t *testing.T, spaces ...string) {
	old := drakaControl
	drakaControl = func(_ *State, space string) bool {
		for _, s := range spaces {
			if s == space {
				return true
			}
		}
		return false
	}
	t.Cleanup(func() { drakaControl = old })
}

// TestRussiansNearEast (Errata 6), with Draka control at Adana:
//   - a Russian corps in Kars (wholly Near East) may not move into
//     Erzurum, which is next to Adana;
//   - a Russian corps in Erzurum, activated next to Draka control, may not
//     enter Adana ("never enter Draka controlled wholly Near East
//     spaces"), may end its move in Kars (not next to Draka control), and
//     may enter Constantinople, next to Adana but on both maps;
//   - a Draka corps may never enter Kars, a Russian space of the Near East
//     the Allies control.
func TestRussiansNearEast(t *testing.T) {
	withDrakaControl(t, "Adana")
	st := opsState(t, AP, 4)
	emptySpace(st, "Constantinople")
	kars := put(t, st, "ru-corps", "Kars")
	act(t, st, "Kars", UseMove)
	wantRefused(t, st, moveAction(st, kars, "Erzurum"), RuleRussians, "may not move or attack into Erzurum, next to Draka control")

	st = opsState(t, AP, 4)
	emptySpace(st, "Constantinople")
	erz := put(t, st, "ru-corps", "Erzurum")
	act(t, st, "Erzurum", UseMove)
	wantRefused(t, st, moveAction(st, erz, "Adana"), RuleRussians, "may never enter Adana, under Draka control")
	applyChecked(t, st, moveAction(st, erz, "Constantinople"))

	st = opsState(t, AP, 4)
	erz = put(t, st, "ru-corps", "Erzurum")
	act(t, st, "Erzurum", UseMove)
	applyChecked(t, st, moveAction(st, erz, "Kars"))

	st = opsState(t, AP, 4)
	dr := put(t, st, "dr-corps", "Erzurum")
	act(t, st, "Erzurum", UseMove)
	wantRefused(t, st, moveAction(st, dr, "Kars"), RuleRussians, "Draka units may never enter Kars")
}

// TestRussianMustEndAway: "Russian units activated for movement in spaces
// in the Near East that are adjacent to Draka control may only move away
// so they end their turn not adjacent to Draka control." A Russian corps
// activated in Constantinople (next to Draka-controlled Adana) may not end
// in Erzurum (next to Adana; from Constantinople, on both maps, the first
// sentence does not stop it entering).
func TestRussianMustEndAway(t *testing.T) {
	withDrakaControl(t, "Adana")
	st := opsState(t, AP, 4)
	emptySpace(st, "Constantinople")
	ru := put(t, st, "ru-corps", "Constantinople")
	act(t, st, "Constantinople", UseMove)
	wantRefused(t, st, moveAction(st, ru, "Erzurum"), RuleRussians, "must end its move away from it")
	applyChecked(t, st, moveAction(st, ru, "Adrianople"))
}
