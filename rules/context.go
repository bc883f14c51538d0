package rules

import "fmt"

// Event is one line of the game log an action produced: a move, a loss, a
// phase change, or a roll with its table, modifiers and result.
type Event struct {
	Text string `json:"text"`
	Roll *Roll  `json:"roll,omitempty"`
	// To is who may see the event (its text and roll); public by default.
	To Audience `json:"to,omitzero"`
	// Own is how the owners of the face-down units it names by their
	// covers read it (see OwnNamer): the game fills it in, Entry.For
	// gives each side its own wording and no other's.
	Own []Wording `json:"own,omitempty"`
}

// String is the event as a log line.
func (e Event) String() string {
	if e.Roll != nil {
		if e.Text != "" {
			return e.Text + ": " + e.Roll.String()
		}
		return e.Roll.String()
	}
	return e.Text
}

// Context is what a module's Apply works through: dice and the log.
type Context struct {
	dice   Dice
	events []Event
	faces  []int
	draws  []Draw // cards, chits and engine draws (see Context.Draw)
	secret string
	// finalSecret is the first secret shown to the acting side (Reveal),
	// not only to the others (RevealToOthers): undo may not cross it.
	finalSecret string
	// to and cover: the action's own audience, and what the others read
	// in its place (see Private).
	to    Audience
	cover string
}

// NewContext is a context rolling with d, for tests of a module's Apply and
// for tools; games make their own.
func NewContext(d Dice) *Context { return &Context{dice: d} }

// Roll rolls n dice of sides faces; every face is recorded for the log and
// for replay. With manual dice not yet entered it returns a *NeedDice, and
// Apply must return that error unchanged.
func (c *Context) Roll(n, sides int) ([]int, error) {
	f, err := c.dice.Roll(n, sides)
	if err != nil {
		return nil, err
	}
	c.faces = append(c.faces, f...)
	return f, nil
}

// Dice is the context as a Dice, for table resolvers that take one.
func (c *Context) Dice() Dice { return contextDice{c} }

type contextDice struct{ c *Context }

func (d contextDice) Roll(n, sides int) ([]int, error) { return d.c.Roll(n, sides) }

// Logf adds a line to the log.
func (c *Context) Logf(format string, args ...any) {
	c.events = append(c.events, Event{Text: fmt.Sprintf(format, args...)})
}

// LogRoll adds a resolved roll to the log, with text before it (may be "").
func (c *Context) LogRoll(text string, r Roll) {
	c.events = append(c.events, Event{Text: text, Roll: &r})
}

// LogTo adds a line to the log that only audience to may see.
func (c *Context) LogTo(to Audience, format string, args ...any) {
	c.events = append(c.events, Event{Text: fmt.Sprintf(format, args...), To: to})
}

// LogRollTo adds a resolved roll to the log that only audience to may see.
func (c *Context) LogRollTo(to Audience, text string, r Roll) {
	c.events = append(c.events, Event{Text: text, Roll: &r, To: to})
}

// Private makes the action being applied itself a secret of audience to
// (a secret deployment, a chosen chit): the others see cover in its place
// ("the Germans chose an activation chit"), never its verb's arguments.
// Its events keep their own audiences; log the secret ones with LogTo.
func (c *Context) Private(to Audience, cover string) { c.to, c.cover = to, cover }

// Reveal records that the action showed players a secret (a hidden unit, a
// minefield); undo may not go back past it.
func (c *Context) Reveal(what string) {
	if c.secret == "" {
		c.secret = what
	}
	if c.finalSecret == "" {
		c.finalSecret = what
	}
}

// RevealToOthers records that the action showed a secret to sides other
// than the acting one, and not to it (a move that uncovers to the enemy a
// unit of the mover's side the enemy could not see): the checks by
// difference stop comparing there, as after Reveal, but undo may still
// take it back, since the sides it showed it to look at the game only
// when play or the screen passes to them (both final), and refusing the
// undo would tell the acting side what the others see. A module may also
// use it for what the acting side sees as play passes from it (its undo
// is refused anyway): then Game.WouldBeFinal, asked before the action,
// gives the usual reason, not that something will come into sight.
func (c *Context) RevealToOthers(what string) {
	if c.secret == "" {
		c.secret = what
	}
}

// Secret is what the action revealed so far ("" when nothing).
func (c *Context) Secret() string { return c.secret }

// Events are the lines logged so far.
func (c *Context) Events() []Event { return c.events }

// SetEvents replaces the lines logged so far: a module rewording its own
// lines before its Apply returns, one line every side read becoming a line
// for each side, in place (its faces, draws and reveals stay as they are).
func (c *Context) SetEvents(events []Event) { c.events = events }

// Faces are the die faces rolled so far.
func (c *Context) Faces() []int { return c.faces }
