package rulestest_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// derived is freeplay with one deliberate leak of something derived from
// a face-down counter, never its name, so that the words checker cannot
// see it: "note" tells every view how many face-down counters have more
// than one step, "line" logs a move of a face-down counter with the
// movement points its type would have left, "check" adds a checklist item
// per face-down counter of the acting side whose type has steps, "dice"
// rolls, in public, one die per step of the counter moved. "none" leaks
// nothing, nor does "order", which rolls one die per step for the mover
// alone, then one die in public: with the forks' faces shared out in
// order, the public die would show another face in a fork whose counter
// has other steps, for no reason but the order of the dice.
type derived struct {
	*freeplay.State
	s     *scenarios.Scenario
	where string
}

type derivedModule struct{ where string }

func (m derivedModule) ID() string   { return "derived-" + m.where }
func (m derivedModule) Name() string { return "Derived-leak toy" }
func (m derivedModule) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	if err != nil {
		return nil, err
	}
	return &derived{st.(*freeplay.State), s, m.where}, nil
}

func (d *derived) Clone() rules.State {
	return &derived{d.State.Clone().(*freeplay.State), d.s, d.where}
}

func (d *derived) SecretVariants(side string, r *rand.Rand) []rules.Variant {
	var out []rules.Variant
	for _, v := range d.State.SecretVariants(side, r) {
		out = append(out, rules.Variant{What: v.What, State: &derived{v.State.(*freeplay.State), d.s, d.where}})
	}
	return out
}

// multiStep counts the face-down units with more than one step.
func (d *derived) multiStep(side string) int {
	n := 0
	for i := range d.Units {
		if u := &d.Units[i]; u.Hidden && (side == "" || u.Side == side) && rules.StepCount(d.s, u) > 1 {
			n++
		}
	}
	return n
}

func (d *derived) Apply(a rules.Action, ctx *rules.Context) error {
	var moved *rules.Unit
	if a.Verb == "move" && len(a.Args) > 0 {
		if i := d.Units.Resolve(a.Args[0]); i >= 0 && d.Units[i].Hidden {
			u := d.Units[i]
			moved = &u
		}
	}
	if err := d.State.Apply(a, ctx); err != nil {
		return err
	}
	if moved == nil {
		return nil
	}
	steps := rules.StepCount(d.s, moved)
	switch d.where {
	case "line":
		ctx.Logf("(1 MP, %d left)", 3+len(moved.Type))
	case "dice":
		f, err := ctx.Roll(steps, 6)
		if err != nil {
			return err
		}
		ctx.LogRoll("steps", rules.Roll{For: "a step roll", Dice: f, Sides: 6, Total: f[0]})
	case "order":
		f, err := ctx.Roll(steps, 6)
		if err != nil {
			return err
		}
		ctx.LogRollTo(rules.SidesOnly(a.Side), "steps", rules.Roll{For: "a step roll", Dice: f, Sides: 6, Total: f[0]})
		g, err := ctx.Roll(1, 6)
		if err != nil {
			return err
		}
		ctx.LogRoll("luck", rules.Roll{For: "a public roll", Dice: g, Sides: 6, Total: g[0]})
	}
	return nil
}

func (d *derived) View(side string) rules.View {
	v := d.State.View(side)
	v.Status = d.Status()
	if d.where == "note" {
		v.Notes = append(v.Notes, fmt.Sprintf("%d face-down counters have steps", d.multiStep("")))
	}
	return v
}

func (d *derived) Status() rules.Status {
	st := d.State.Status()
	if d.where == "check" {
		for range d.multiStep("central") {
			st.Checklist = append(st.Checklist, rules.CheckItem{Text: "one of your counters has steps"})
		}
	}
	return st
}

func init() {
	for _, w := range []string{"note", "line", "check", "dice", "order", "none"} {
		rules.Register(derivedModule{w})
	}
}

// The differential checker finds what the words checker cannot: a count,
// the movement points left, a checklist item per secret unit, the number
// of dice rolled. Each toy passes the words checker.
func TestDiffCheckerCatchesDerivedLeaks(t *testing.T) {
	base, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ where, want string }{
		{"note", "the view given to the"},
		{"line", "(1 MP, "},
		{"check", "one of your counters has steps"},
		{"dice", "step roll"},
		{"order", ""},
		{"none", ""},
	} {
		t.Run(tc.where, func(t *testing.T) {
			s := *base
			s.Module = "derived-" + tc.where
			play := func(check func(*rules.Game) error) error {
				g, err := rules.NewGame(&s, rules.Options{freeplay.OptionSecretSetup: true}, 1, false)
				if err != nil {
					t.Fatal(err)
				}
				c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(3, 4)), EndBias: 0.05}
				if err := check(g); err != nil {
					return err
				}
				_, err = rulestest.RandomPlayChecked(g, c, 300, check)
				if err != nil && strings.Contains(err.Error(), "did not end") {
					return nil
				}
				return err
			}
			sc := &rulestest.SecretsChecker{Rand: rand.New(rand.NewPCG(1, 2))}
			if err := play(sc.Check); err != nil {
				t.Fatalf("the words checker should not see this leak (or there is another): %v", err)
			}
			dc := &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(5, 6))}
			err := play(dc.Check)
			wantLeak(t, err, tc.want)
			if tc.want == "" && dc.Compared < 50 {
				t.Errorf("only %d comparisons: the no-leak case proves little", dc.Compared)
			}
			t.Log(err)
		})
	}
}
