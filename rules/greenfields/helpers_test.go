package greenfields

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// testScenario is the path of the small test scenario.
const testScenario = "testdata/gf-test.toml"

func loadTest(t testing.TB) *scenarios.Scenario {
	t.Helper()
	s, err := scenarios.LoadFile(testScenario)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// newTestState is the test scenario's starting state with opts over the
// defaults.
func newTestState(t testing.TB, opts rules.Options) *State {
	t.Helper()
	s := loadTest(t)
	o := rules.DefaultOptions(s)
	for k, v := range opts {
		o[k] = v
	}
	st, err := Module{}.New(s, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// do checks and applies a with the given dice (seeded when nil) and
// returns the log lines.
func do(t testing.TB, st *State, a rules.Action, d rules.Dice) []string {
	t.Helper()
	if d == nil {
		d = rules.NewSeededDice(1)
	}
	if err := st.Check(a); err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	ctx := rules.NewContext(d)
	if err := st.Apply(a, ctx); err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	var out []string
	for _, e := range ctx.Events() {
		out = append(out, e.String())
	}
	return out
}

// manual is manual dice with faces queued.
func manual(faces ...int) *rules.ManualDice {
	d := &rules.ManualDice{}
	d.Enter(faces...)
	return d
}

func act(side, verb string, args ...string) rules.Action {
	return rules.Action{Side: side, Verb: verb, Args: args}
}

// unit is the index of the n-th (from 1) unit of type typ.
func unit(t testing.TB, st *State, typ string, n int) int {
	t.Helper()
	for i := range st.Units {
		if st.Units[i].Type == typ {
			n--
			if n == 0 {
				return i
			}
		}
	}
	t.Fatalf("no unit %s number %d", typ, n)
	return -1
}

// place puts unit i at the zone labelled label.
func place(t testing.TB, st *State, i int, label string) {
	t.Helper()
	l, ok := st.zoneLoc(label)
	if !ok {
		t.Fatalf("no zone %s", label)
	}
	st.Units[i].Loc = l
	st.restack(nil)
}

// refusal checks that a is refused citing rule, with reason containing want.
func refusal(t testing.TB, st *State, a rules.Action, rule, want string) {
	t.Helper()
	err := st.Check(a)
	r, ok := err.(*rules.Refusal)
	if !ok {
		t.Fatalf("%s: want a refusal citing %q, got %v", a, rule, err)
	}
	if r.Rule != rule || !contains(r.Reason, want) {
		t.Fatalf("%s: refused with %q / %q, want %q / ...%q...", a, r.Rule, r.Reason, rule, want)
	}
}

func contains(s, sub string) bool {
	return len(sub) == 0 || len(s) >= len(sub) && (s == sub || indexOf(s, sub) >= 0)
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

// addUnit mints a unit of type typ (its side from its nation) and places
// it at the zone labelled at ("" leaves it nowhere).
func addUnit(t testing.TB, st *State, typ, at string) int {
	t.Helper()
	m := rules.Mint{Units: len(st.Units), Aliases: len(st.Units)}
	u, err := m.New(st.fixed.s, typ, rules.Location{})
	if err != nil {
		t.Fatal(err)
	}
	st.Units = append(st.Units, u)
	i := len(st.Units) - 1
	st.Troops = append(st.Troops, st.printedTroop(&st.Units[i]))
	if at != "" {
		place(t, st, i, at)
	}
	return i
}

// identifyAll identifies every unit to its enemy, for tests of rules that
// are not about secrets (the game starts with none identified).
func identifyAll(st *State) {
	for i := range st.Units {
		st.Units[i].Hidden = false
	}
}

// holdFire answers a pending opportunity fire offer with hold, for tests
// of movement that are not about opportunity fire.
func holdFire(t testing.TB, st *State) {
	t.Helper()
	for len(st.Pending) > 0 && st.Pending[0].Kind == "opfire" {
		do(t, st, act(st.Pending[0].Side, "hold"), nil)
	}
}

// runMoment runs the handlers of moment m (a turn's start, a day's...) as
// play would.
func runMoment(t testing.TB, st *State, m kit.Moment, ctx *rules.Context) {
	t.Helper()
	if err := book.Run(st, m, ctx); err != nil {
		t.Fatal(err)
	}
}

// ruleReason is refusal r's rule and reason, "" and "" for none.
func ruleReason(r *rules.Refusal) (rule, reason string) {
	if r == nil {
		return "", ""
	}
	return r.Rule, r.Reason
}

// decision is the choice the game waits for now, as every side may read
// it, nil when none.
func (st *State) decision() *rules.Decision { return book.Decision(st, everyone) }
