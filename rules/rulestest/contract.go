package rulestest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// CheckWindowContract plays up to n random legal actions (c chooses) and,
// before each, checks that what sides are offered and shown keeps the
// window's contract (rules/contract.go): every legal action is played by
// one of the window's controls (rules.ControlFor: a drag, a button, the
// dice panel, a decision's dialog...), the verbs the window has controls
// for take the arguments those controls send, every unit's supply
// state is one the board can tag, and every unit the board shows turned
// on its side has Flags that say why (so a view that blanks a face-down
// enemy unit's Flags blanks its Turned too). A module that spells a verb or a supply
// state its own way, or offers an action no control plays, fails here
// (naming the action and why) instead of silently losing the control.
func CheckWindowContract(g *rules.Game, sides []string, c Chooser, n int) error {
	for i := 0; ; i++ {
		for _, side := range sides {
			if err := checkContractNow(g, side); err != nil {
				return fmt.Errorf("rulestest: after %d actions: %w", len(g.Log()), err)
			}
		}
		st := g.Status()
		if i >= n || st.Over {
			return nil
		}
		var legal []rules.Action
		for _, side := range st.Active {
			legal = append(legal, g.Legal(side)...)
		}
		if len(legal) == 0 {
			return nil
		}
		if _, err := g.Apply(c.Choose(legal)); err != nil {
			return fmt.Errorf("rulestest: %w", err)
		}
	}
}

func checkContractNow(g *rules.Game, side string) error {
	view := g.State().View(side)
	controls := rules.NewControls(g.Scenario, view)
	for _, a := range g.Legal(side) {
		want := -1
		switch a.Verb {
		case rules.VerbEndPhase:
			want = 0
		case rules.VerbMove:
			want = 2
		case rules.VerbRoll, rules.VerbFlip, rules.VerbReveal, rules.VerbHide, rules.VerbRemove:
			want = 1
		}
		if want >= 0 && len(a.Args) != want {
			return fmt.Errorf("%q: the window's %s control sends %d arguments", a, a.Verb, want)
		}
		if a.Verb == rules.VerbRoll && strings.HasPrefix(a.Args[0], kit.CRTRollPrefix) {
			h, ok := g.State().(kit.HandCRT)
			var crt kit.CRT
			if ok {
				crt, ok = h.HandCRT()
			}
			if !ok || crt.ColumnIndex(strings.TrimPrefix(a.Args[0], kit.CRTRollPrefix)) < 0 {
				return fmt.Errorf("%q: the dice panel rolls on a column of the state's CRT (kit.HandCRT), and there is no such column", a)
			}
		} else if a.Verb == rules.VerbRoll {
			if _, err := kit.ParseDiceExpr(a.Args[0]); err != nil {
				return fmt.Errorf("%q: the dice panel rolls dice, and %v", a, err)
			}
		}
		if _, ok := controls.For(a); !ok {
			return fmt.Errorf("%q: no window control plays it: %s", a, controls.Why(a))
		}
	}
	for _, u := range view.Units {
		if u.Supply != "" && !slices.Contains(rules.SupplyStates, u.Supply) {
			return fmt.Errorf("%s's view: unit %s has supply %q: the board tags only %v", side, u.ID, u.Supply, rules.SupplyStates)
		}
		if u.Turned && len(u.Flags) == 0 {
			return fmt.Errorf("%s's view: unit %s is turned on its side with no Flags to say why: a view that leaves a unit's Flags out (a face-down enemy unit) leaves Turned out too", side, u.ID)
		}
	}
	return nil
}

// ContractChooser is a Chooser for CheckWindowContract that ends phases
// now and then, so a short game sees several phases.
func ContractChooser(seed uint64) Chooser {
	return Chooser{Rand: rand.New(rand.NewPCG(seed, 5)), EndBias: 0.2}
}
