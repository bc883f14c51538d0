package rules

import (
	"slices"
	"strings"
	"testing"
)

// A secret choice of two sides: both act at once, a committed side may
// choose no more, and the last commit reveals, once, with a public log.
func TestSecretChoice(t *testing.T) {
	c := NewSecretChoice("red", "blue")
	if !slices.Equal(c.Waiting(), []string{"red", "blue"}) || !c.MayChoose("red") {
		t.Fatalf("new choice: waiting %v", c.Waiting())
	}
	refusal := func(side, want string) {
		t.Helper()
		err := c.Check(Action{Side: side, Verb: "pick"})
		r, ok := err.(*Refusal)
		if !ok || !strings.Contains(r.Reason, want) || r.Rule != RuleSecretChoice {
			t.Errorf("%s picks: %v, want a refusal saying %q", side, err, want)
		}
	}
	refusal("green", "not asked")

	ctx := NewContext(nil)
	c.Choose(ctx, "red", "red picked a chit")
	if ctx.to.Sees("blue") || !ctx.to.Sees("red") || ctx.cover != "red picked a chit" {
		t.Errorf("a choice is not red's secret: %+v %q", ctx.to, ctx.cover)
	}
	revealed := 0
	reveal := func(ctx *Context) { revealed++; ctx.Logf("red: chit 3, blue: chit 1") }

	ctx = NewContext(nil)
	c.Commit(ctx, "red", "Reds", "chits", reveal)
	if revealed != 0 || ctx.Secret() != "" || !slices.Equal(c.Waiting(), []string{"blue"}) {
		t.Fatalf("after one commit: revealed %d, secret %q, waiting %v", revealed, ctx.Secret(), c.Waiting())
	}
	refusal("red", "has committed its choice and may not change it")
	if c.Check(Action{Side: "blue", Verb: "pick"}) != nil {
		t.Error("blue, still choosing, is refused")
	}

	ctx = NewContext(nil)
	c.Commit(ctx, "blue", "Blues", "chits", reveal)
	var lines []string
	for _, e := range ctx.Events() {
		if !e.To.Public() {
			t.Errorf("reveal line not public: %s", e)
		}
		lines = append(lines, e.Text)
	}
	want := []string{"the Blues have committed", "every side has committed: the chits are revealed", "red: chit 3, blue: chit 1"}
	if revealed != 1 || ctx.Secret() != "chits" || !slices.Equal(lines, want) {
		t.Errorf("last commit: revealed %d, secret %q, log %q", revealed, ctx.Secret(), lines)
	}
	if c.Open() || c.Waiting() != nil {
		t.Errorf("after the reveal: open %v, waiting %v", c.Open(), c.Waiting())
	}
	refusal("blue", "have been revealed")
}
