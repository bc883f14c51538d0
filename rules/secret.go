package rules

import (
	"fmt"
	"slices"
)

// CommitVerb is the verb by which a side closes its secret choice (see
// SecretChoice): "central commit".
const CommitVerb = "commit"

// RuleSecretChoice is the rule refusals of a secret choice cite.
const RuleSecretChoice = "secret choices: each side chooses unseen; all are revealed together when the last side commits"

// SecretChoice is the engine's building block for a phase in which several
// sides make a secret choice at once: a deployment, an activation chit, a
// minefield purchase. A module keeps one in its state (it marshals to
// JSON, so the checksum covers it) and, while it is open:
//
//   - lists its Waiting sides as Status.Active, all acting at once;
//   - calls Choose in Apply for every action that makes or changes a side's
//     choice, so that the action is that side's secret and the others read
//     only its cover;
//   - offers each waiting side the action "SIDE commit" and applies it
//     with Commit, which reveals every choice at once, and logs the reveal,
//     when the last side has committed.
//
// A side that has committed can change nothing more: Check refuses it, and
// its undo stops at the commit (the commit seals its side, see
// Entry.SealsSide). The sides still choosing may go on changing their own
// choices, which they make without having seen anything of the committed
// ones. The reveal is final for every side: no undo crosses it.
type SecretChoice struct {
	// Asked are the sides asked to choose, in play order.
	Asked []string `json:"asked"`
	// Committed are the sides that have committed, in the order they did.
	Committed []string `json:"committed,omitempty"`
	// Revealed: every side has committed and the choices are public.
	Revealed bool `json:"revealed,omitempty"`
}

// NewSecretChoice asks sides for a secret choice.
func NewSecretChoice(sides ...string) SecretChoice {
	return SecretChoice{Asked: slices.Clone(sides)}
}

// Open reports whether the choice is still being made.
func (c *SecretChoice) Open() bool { return !c.Revealed && len(c.Asked) > 0 }

// Waiting are the sides that have not committed yet, in play order: the
// active sides while the choice is open.
func (c *SecretChoice) Waiting() []string {
	if !c.Open() {
		return nil
	}
	var out []string
	for _, s := range c.Asked {
		if !slices.Contains(c.Committed, s) {
			out = append(out, s)
		}
	}
	return out
}

// MayChoose reports whether side may still make or change its choice.
func (c *SecretChoice) MayChoose(side string) bool {
	return c.Open() && slices.Contains(c.Waiting(), side)
}

// Check refuses an action of a side that may not choose now: one not asked,
// or one that has committed, or any once the choices are revealed. It
// returns nil when a.Side may choose; the module checks the choice itself.
func (c *SecretChoice) Check(a Action) error {
	switch {
	case !c.Open():
		return Refuse(a, RuleSecretChoice, "the secret choices have been revealed")
	case !slices.Contains(c.Asked, a.Side):
		return Refuse(a, RuleSecretChoice, "the %s side is not asked for a secret choice", a.Side)
	case slices.Contains(c.Committed, a.Side):
		return Refuse(a, RuleSecretChoice, "the %s side has committed its choice and may not change it", a.Side)
	}
	return nil
}

// CommitAction is side's "commit" action.
func CommitAction(side string) Action { return Action{Side: side, Verb: CommitVerb} }

// Choose marks the action being applied as a secret of its side: the other
// sides read cover ("the Central Powers placed a counter face down") and
// nothing else of it. Log what the side itself should read with
// ctx.LogTo(SidesOnly(side), ...).
func (c *SecretChoice) Choose(ctx *Context, side, cover string) {
	ctx.Private(SidesOnly(side), cover)
}

// Commit closes side's choice (the module has checked it with Check),
// logging that side (named sideName for people) committed. what names the
// choices for the reveal's log line ("secret set-ups"). When it is the last side to commit, reveal
// is called to make every choice public and log them (with public events
// naming what was revealed), and the action is marked as revealing what
// (Context.Reveal), so no undo crosses it.
func (c *SecretChoice) Commit(ctx *Context, side, sideName, what string, reveal func(*Context)) {
	c.Committed = append(c.Committed, side)
	ctx.Logf("the %s have committed", sideName)
	if len(c.Waiting()) > 0 {
		return
	}
	c.Revealed = true
	ctx.Reveal(what)
	ctx.Logf("every side has committed: the %s are revealed", what)
	reveal(ctx)
}

// String is the choice's state for people.
func (c *SecretChoice) String() string {
	if c.Revealed {
		return "revealed"
	}
	return fmt.Sprintf("waiting for %v", c.Waiting())
}

// SecretWords is implemented by a module state that knows words giving
// away what a side may not see beyond those a checker derives from the
// views (rulestest.CheckSecrets derives the types of the units a side's
// view shows face down): the instance ids of face-down units ("ger-hq/1"),
// a secret chit's name. Nothing given to side (its view, its log, its
// legal actions, its refusals) may contain one of SecretWords(side).
type SecretWords interface {
	SecretWords(side string) []string
}
