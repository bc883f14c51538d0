package rulestest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/scenarios"
)

// The helpers of a rules module's own tests, which play set positions on a
// State: an action, dice, an action done, an action refused.

// Act is the action "SIDE VERB ARGS...".
func Act(side, verb string, args ...string) rules.Action {
	return rules.Action{Side: side, Verb: verb, Args: args}
}

// Manual is manual dice with faces queued, for an action that rolls them.
func Manual(faces ...int) *rules.ManualDice {
	d := &rules.ManualDice{}
	d.Enter(faces...)
	return d
}

// Do checks a against st and applies it with dice d (seeded dice of seed
// 1 when nil), failing t with the refusal or error; it returns the log
// lines the action wrote.
func Do(t testing.TB, st rules.State, a rules.Action, d rules.Dice) []string {
	t.Helper()
	var out []string
	for _, e := range DoContext(t, st, a, d).Events() {
		out = append(out, e.String())
	}
	return out
}

// DoContext is Do returning the action's context (its events, secret).
func DoContext(t testing.TB, st rules.State, a rules.Action, d rules.Dice) *rules.Context {
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
	return ctx
}

// PositionGame is a game of the scenario at ref (seed 1) whose state is
// st (rules.Game.Fork): a position a test set up by hand, for checks that
// work on games (a targeted state of a conformance suite, the checks by
// difference).
func PositionGame(t testing.TB, ref string, st rules.State) *rules.Game {
	t.Helper()
	g, err := rules.StartGame(ref, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	return g.Fork(st)
}

// RefusalIs reports (as an error) how err is not a *rules.Refusal citing
// exactly rule whose reason contains every one of parts; nil when it is.
func RefusalIs(err error, rule string, parts ...string) error {
	r, ok := rules.AsRefusal(err)
	if !ok {
		return fmt.Errorf("want a refusal citing %q, got %v", rule, err)
	}
	if r.Rule != rule {
		return fmt.Errorf("refused %q citing %q, want %q", r.Reason, r.Rule, rule)
	}
	for _, p := range parts {
		if !strings.Contains(r.Reason, p) {
			return fmt.Errorf("refused %q (%s), want it to say %q", r.Reason, r.Rule, p)
		}
	}
	return nil
}

// Refused checks that st refuses a, not listed in its Legal, with a
// *rules.Refusal citing exactly rule (a section of st's rules reference,
// when it has one) with exactly reason.
func Refused(t testing.TB, st rules.State, a rules.Action, rule, reason string) {
	t.Helper()
	r := refused(t, st, a, rule)
	if r != nil && r.Reason != reason {
		t.Errorf("%s refused %q, want %q", a, r.Reason, reason)
	}
}

// RefusedSaying is Refused for a reason that contains every one of parts
// (one at least), for reasons that name what changes with the position.
func RefusedSaying(t testing.TB, st rules.State, a rules.Action, rule string, parts ...string) {
	t.Helper()
	if len(parts) == 0 {
		t.Fatalf("%s: RefusedSaying needs what the reason says", a)
	}
	r := refused(t, st, a, rule)
	if r == nil {
		return
	}
	if err := RefusalIs(r, rule, parts...); err != nil {
		t.Errorf("%s: %v", a, err)
	}
}

// refused checks that st refuses a citing rule, which st's reference has,
// and does not list it; it returns the refusal (nil after a failure).
func refused(t testing.TB, st rules.State, a rules.Action, rule string) *rules.Refusal {
	t.Helper()
	err := st.Check(a)
	if err == nil {
		t.Fatalf("%s is legal, want it refused citing %q", a, rule)
	}
	r, ok := err.(*rules.Refusal)
	if !ok {
		t.Fatalf("%s refused with %T %v, want a *rules.Refusal", a, err, err)
	}
	if r.Rule != rule {
		t.Errorf("%s refused %q citing %q, want %q", a, r.Reason, r.Rule, rule)
		return nil
	}
	if ref, ok := st.(rules.Referencer); ok && ref.Reference().RuleSection(rule) == nil {
		t.Errorf("%s: the refusal cites %q, which no section of the rules reference has", a, rule)
	}
	if slices.ContainsFunc(st.Legal(a.Side), a.Equal) {
		t.Fatalf("%s is refused but listed as legal", a)
	}
	return r
}

// NewState sets up a game of the scenario at path with its default
// options and no set-up randomness, as module m's state type S: a
// module's tests' starting state.
func NewState[S rules.State](t testing.TB, m rules.Module, path string) S {
	t.Helper()
	s, err := scenarios.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	st, err := m.New(s, rules.DefaultOptions(s), nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(S)
}

// ApplyChecked checks a against st and applies it with no dice (an
// action that rolls fails t: use Do for those), failing t with the
// refusal or error; it returns the text of the log lines it wrote.
func ApplyChecked(t testing.TB, st rules.State, a rules.Action) []string {
	t.Helper()
	if err := st.Check(a); err != nil {
		t.Fatalf("%s %s %v: %v", a.Side, a.Verb, a.Args, err)
	}
	ctx := rules.NewContext(nil)
	if err := st.Apply(a, ctx); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ctx.Events() {
		out = append(out, e.Text)
	}
	return out
}
