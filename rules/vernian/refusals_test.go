package vernian

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// Every refusal reads "refused: REASON (RULE)" once: whatever the verb,
// the side and the arguments (none, a unit, a hex, garbage), in the
// set-up, an attack being put together, a step loss waiting for its
// owner, the Mission Allocation Phase and a game that is over, no refusal
// repeats its prefix ("refused: refused:") or carries a Go package's
// ("refused: rules: location ..."), and every one cites a rule.
func TestRefusalsSayRefusedOnce(t *testing.T) {
	over := fresh(t, nil, PhaseAllMovement)
	over.Over, over.Result = true, "draw: the game ends at the start of Strategic Turn H"
	states := []struct {
		name string
		st   *State
	}{
		{"set-up", newTestState(t, nil)},
		{"attack with a tank", func() *State { st, _, _ := tankStackAttack(t); return st }()},
		{"step loss pending", func() *State { st, _, _, _ := defenderEX(t, nil); return st }()},
		{"missions", missionsPhase(t, func(st *State) {
			add(t, st, "bri-flyer-f", "W0307")
			add(t, st, "bri-flyer-cs", "W0307")
			add(t, st, "ger-zep-3", "W0605")
			st.Air.Storms = []string{"W0405"}
			st.Air.Generators = []string{"W0905"}
		})},
		{"game over", over},
	}
	verbList := append(book.Names(), rules.VerbFlip, rules.VerbReveal, rules.VerbHide, rules.VerbRemove, "bogus")
	checked := 0
	for _, s := range states {
		st := s.st
		var units []string
		for i := range st.Units {
			if st.Units[i].Loc.OnMap() {
				units = append(units, st.Units.Ref(i))
			}
		}
		slices.Sort(units)
		units = units[:min(len(units), 6)]
		var argSets [][]string
		argSets = append(argSets, nil, []string{"zz"}, []string{""}, []string{"W0605"}, []string{"W0605", "zz"})
		for _, u := range units {
			argSets = append(argSets, []string{u}, []string{u, "zz"}, []string{u, "W0706"}, []string{u, u}, []string{u, "W0605", "x"})
		}
		for _, side := range []string{Germans, Allies, "nobody"} {
			for _, v := range verbList {
				for _, args := range argSets {
					a := act(side, v, args...)
					err := st.Check(a)
					if err == nil {
						continue
					}
					checked++
					r, ok := err.(*rules.Refusal)
					if !ok {
						t.Fatalf("%s: %s refused with %T %v, want a *rules.Refusal", s.name, a, err, err)
					}
					text := err.Error()
					switch {
					case !strings.HasPrefix(text, "refused: ") || strings.Count(text, "refused:") != 1:
						t.Errorf("%s: %s: %q does not say \"refused: \" exactly once", s.name, a, text)
					case slices.ContainsFunc([]string{"rules: ", "vernian: ", "maps: ", "kit: ", "board: "}, func(p string) bool { return strings.Contains(r.Reason, p) }):
						t.Errorf("%s: %s: the reason %q carries a Go package's prefix", s.name, a, r.Reason)
					case r.Rule == "" || st.Reference().RuleSection(r.Rule) == nil:
						t.Errorf("%s: %s: %q cites %q, which no section of the rules reference has", s.name, a, text, r.Rule)
					}
				}
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d refusals checked", checked)
	}
}
