package aanorthafrica

import (
	"errors"
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// The minefields' secrets proved by difference (rulestest.DiffChecker,
// SecretVariants): "they are not revealed to the enemy until he stumbles
// into the space containing it". In each position the Axis's view, log,
// legal list, refusals, status and the question's prompt must not change
// when the Allied mine stands elsewhere or was forfeited; the positions
// also give the conformance suite its targeted states for the minefield
// verbs.

func init() {
	targeted["lay-mine"] = func(t *testing.T) *rules.Game { return minesGame(t, layPosition(t)) }
	targeted["declare"] = func(t *testing.T) *rules.Game { return minesGame(t, questionPosition(t, "Siwa")) }
	targeted["forfeit"] = func(t *testing.T) *rules.Game { return minesGame(t, questionPosition(t, "Siwa")) }
}

// minesGame is a game of the minefield scenario in position st.
func minesGame(t *testing.T, st *State) *rules.Game {
	t.Helper()
	return rulestest.PositionGame(t, minesScenario, st)
}

// layPosition: the UK's place phase, a British mine laid at Sidi Omar and
// another waiting in the Allied box.
func layPosition(t *testing.T) *State {
	st := newMinesState(t, PhasePlace)
	st.Turn = 1
	mintMine(t, st, "uk-mine", "Sidi Omar")
	mintMine(t, st, "uk-mine", "")
	return st
}

// questionPosition: Italy's combat move; Italian armour has entered Siwa
// and the Allies, whose mine lies at mineAt ("" in their box), are asked.
func questionPosition(t *testing.T, mineAt string) *State {
	st := newMinesState(t, PhaseCombatMove)
	mintMine(t, st, "uk-mine", mineAt)
	enter(t, st, Italy, "Siwa", "Jalo", nil, unitOf(t, st, "ita-arm", "Jalo"))
	return st
}

// checkByDifference runs the DiffChecker on g with several draws of the
// variants, then follows the forks of the last draw through the next
// actions (the decision's suggested answer, then end-phase), returning
// the comparisons made.
func checkByDifference(t *testing.T, g *rules.Game, follow int) int {
	t.Helper()
	var dc *rulestest.DiffChecker
	compared := 0
	for k := range 8 {
		dc = &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(uint64(k), 3)), Follow: follow + 1}
		if err := dc.Check(g); err != nil {
			t.Fatal(err)
		}
		compared += dc.Compared
	}
	for range follow {
		st := g.Status()
		if st.Over || len(st.Active) == 0 {
			break
		}
		a := rules.Action{Side: st.Active[0], Verb: rules.VerbEndPhase}
		if st.Decision != nil {
			a = st.Decision.Default
		}
		for {
			_, err := g.Apply(a)
			var nd *rules.NeedDice
			if errors.As(err, &nd) { // a fork rolls manual dice: 1s and 6s in turn
				for k := range nd.N {
					g.EnterDice(1 + 5*(k%2))
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s: %v", a, err)
			}
			break
		}
		if err := dc.Check(g); err != nil {
			t.Fatal(err)
		}
	}
	return compared + dc.Compared
}

func TestMinesSecretByDifference(t *testing.T) {
	for _, c := range []struct {
		name string
		st   func(t *testing.T) *State
	}{
		{"the UK lays a mine, another laid", layPosition},
		{"the question, mine there", func(t *testing.T) *State { return questionPosition(t, "Siwa") }},
		{"the question, mine elsewhere", func(t *testing.T) *State { return questionPosition(t, "Sidi Omar") }},
		{"Italy's combat move, mines laid", func(t *testing.T) *State {
			st := newMinesState(t, PhaseCombatMove)
			mintMine(t, st, "uk-mine", "Siwa")
			mintMine(t, st, "ita-mine", "Jalo")
			return st
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if n := checkByDifference(t, minesGame(t, c.st(t)), 3); n == 0 {
				t.Error("no comparison made: the variants vary nothing")
			}
		})
	}
}

// The variants themselves: a laid hidden Allied mine moves to the other
// space it may be in, or is forfeited; nothing varies for the Allies,
// who see their own mines, nor with no hidden mine laid.
func TestMineVariants(t *testing.T) {
	st := newMinesState(t, PhaseCombatMove)
	m := mintMine(t, st, "uk-mine", "Siwa")
	vs := st.SecretVariants(Axis, rand.New(rand.NewPCG(1, 1)))
	if len(vs) != 2 {
		t.Fatalf("%d variants, want 2 (moved, forfeited)", len(vs))
	}
	if moved := vs[0].State.(*State); moved.SpaceOf(m) != "Sidi Omar" {
		t.Errorf("moved variant: the mine is at %q, want Sidi Omar (%s)", moved.SpaceOf(m), vs[0].What)
	}
	if gone := vs[1].State.(*State); !gone.Units[m].Loc.IsEliminated() || !gone.Units[m].Hidden {
		t.Errorf("forfeited variant: the mine is at %v (hidden %v)", gone.Units[m].Loc, gone.Units[m].Hidden)
	}
	if vs := st.SecretVariants(Allies, rand.New(rand.NewPCG(1, 1))); len(vs) != 0 {
		t.Errorf("the Allies' variants: %d, want none", len(vs))
	}
}
