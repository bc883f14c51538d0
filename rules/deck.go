package rules

import (
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// Deck is a deck of cards, a cup of chits or any pile drawn from at
// random, in a form module states embed. No module draws from one yet:
// it is kept for "Out of Africa", the Draka variant of Paths of Glory
// (seed 004: each side's strategy cards, 8-card hands, gas chits) and
// Eurofront's activation chits (seed 001); the draws themselves
// (Context.Draw, real cards entered by hand) serve every module. It has no order: its Items are
// kept sorted, and a draw takes one of them at random (drawing the top card
// of a well-shuffled deck is the same thing). So the state, its JSON and
// the game's checksum hold what is in the deck but never an order that
// would tell a player what comes next, and shuffling needs no randomness:
// Reshuffle only puts the discards back.
type Deck struct {
	Name     string   `json:"name"`               // for people: "Allied cards", "German activation cup"
	Kind     string   `json:"kind"`               // what one item is: "card", "chit" (the word of "drew card 37")
	Items    []string `json:"items"`              // what is in it, sorted
	Discards []string `json:"discards,omitempty"` // the discard pile, sorted (Reshuffle puts it back)
}

// NewDeck is a deck of the given items (any order; ids of cards or chits,
// without blanks).
func NewDeck(name, kind string, items ...string) Deck {
	d := Deck{Name: name, Kind: kind, Items: slices.Clone(items)}
	slices.Sort(d.Items)
	return d
}

// Clone is a deep copy.
func (d Deck) Clone() Deck {
	d.Items, d.Discards = slices.Clone(d.Items), slices.Clone(d.Discards)
	return d
}

// Len is how many items are left to draw.
func (d *Deck) Len() int { return len(d.Items) }

// Draw takes one item at random out of the deck through ctx (see
// Context.Draw): the drawn item is a secret of to (the drawer, usually
// SidesOnly(side)) in the log as every side reads it. The module logs what
// the others may know ("the Germans drew a card") and keeps the item, e.g.
// in a Hand, until it is played or revealed. An empty deck is an error.
func (d *Deck) Draw(ctx *Context, to Audience) (string, error) {
	if len(d.Items) == 0 {
		return "", fmt.Errorf("rules: the %s is empty", d.Name)
	}
	item, err := ctx.Draw(d.Name, d.Kind, d.Items, to)
	if err != nil {
		return "", err
	}
	d.Items = removeSorted(d.Items, item)
	return item, nil
}

// Discard puts item on the discard pile.
func (d *Deck) Discard(item string) { d.Discards = insertSorted(d.Discards, item) }

// Return puts item back into the deck (a card shuffled back in).
func (d *Deck) Return(item string) { d.Items = insertSorted(d.Items, item) }

// Reshuffle puts the discards back into the deck. A deck has no order, so
// this draws nothing: the next Draw is at random among them all.
func (d *Deck) Reshuffle() {
	for _, it := range d.Discards {
		d.Items = insertSorted(d.Items, it)
	}
	d.Discards = nil
}

// Hand is the items a side holds (cards in hand, chits drawn and not yet
// played), sorted. It is a secret of its side: show it in that side's view
// only (SideData with SidesOnly), and only its size to the others.
type Hand []string

// Add puts item in the hand.
func (h *Hand) Add(item string) { *h = Hand(insertSorted(*h, item)) }

// Has reports whether the hand holds item.
func (h Hand) Has(item string) bool { _, ok := slices.BinarySearch(h, item); return ok }

// Remove takes item out of the hand (playing it); false when it is not there.
func (h *Hand) Remove(item string) bool {
	if !h.Has(item) {
		return false
	}
	*h = Hand(removeSorted(*h, item))
	return true
}

func insertSorted(s []string, v string) []string {
	i, _ := slices.BinarySearch(s, v)
	return slices.Insert(slices.Clone(s), i, v)
}

func removeSorted(s []string, v string) []string {
	i, ok := slices.BinarySearch(s, v)
	if !ok {
		return s
	}
	out := slices.Delete(slices.Clone(s), i, i+1)
	if len(out) == 0 {
		return nil
	}
	return out
}

// Draw is one item an action drew, recorded with its log entry so the
// action replays exactly (like Entry.Faces), with the audience that may
// see it: a side reading the log (Entry.For) sees only the draws addressed
// to it, so no other side learns the card from the log.
type Draw struct {
	From string   `json:"from"` // the deck or cup, by name
	Item string   `json:"item"` // the card or chit drawn
	To   Audience `json:"to,omitzero"`
	// Engine marks a draw the engine makes, not the players (a fresh
	// alias, see Units.Rehide): with manual dice it comes from fresh
	// entropy rather than from a physical draw.
	Engine bool `json:"engine,omitempty"`
}

// Draw picks one of items at random for a draw from the deck or cup named
// from (its Kind is what one item is called: "card", "chit"), records it
// as a secret of to and returns it. Seeded (and every other generated) dice
// pick it with one roll of a len(items)-sided die that is not logged as a
// face; manual dice take the item the players drew and entered
// (Game.EnterDraw, "drew card 37"), and return a *NeedDraw when none was
// entered, which Apply must return unchanged, or a *BadDraw when the entered
// item is not in items.
func (c *Context) Draw(from, kind string, items []string, to Audience) (string, error) {
	if len(items) == 0 {
		return "", fmt.Errorf("rules: nothing to draw from the %s", from)
	}
	var item string
	if md, ok := c.dice.(*ManualDice); ok {
		if len(md.draws) == 0 {
			return "", &NeedDraw{Kind: kind, From: from}
		}
		item = md.draws[0]
		if !slices.Contains(items, item) {
			return "", &BadDraw{Kind: kind, From: from, Item: item}
		}
		md.draws = md.draws[1:]
	} else {
		f, err := c.dice.Roll(1, len(items))
		if err != nil {
			return "", err
		}
		item = items[f[0]-1]
	}
	c.draws = append(c.draws, Draw{From: from, Item: item, To: to})
	return item, nil
}

// engineIndex is a uniform index in 0..n-1 the engine draws for itself
// (fresh aliases), recorded as a draw of audience to so replay is exact.
// Generated dice roll it; manual dice, whose players have no die to roll
// for it, take it from fresh entropy, or on replay from the recorded draw.
func (c *Context) engineIndex(from string, n int, to Audience) (int, error) {
	var i int
	if md, ok := c.dice.(*ManualDice); ok {
		if len(md.engine) > 0 {
			v, err := parseIndex(md.engine[0], n)
			if err != nil {
				return 0, err
			}
			i, md.engine = v, md.engine[1:]
		} else {
			v, err := rand.Int(rand.Reader, big.NewInt(int64(n)))
			if err != nil {
				return 0, fmt.Errorf("rules: no fresh entropy for the %s: %w", from, err)
			}
			i = int(v.Int64())
		}
	} else {
		f, err := c.dice.Roll(1, n)
		if err != nil {
			return 0, err
		}
		i = f[0] - 1
	}
	c.draws = append(c.draws, Draw{From: from, Item: fmt.Sprint(i), To: to, Engine: true})
	return i, nil
}

// parseIndex reads a recorded engine draw back.
func parseIndex(s string, n int) (int, error) {
	var v int
	if _, err := fmt.Sscan(s, &v); err != nil || v < 0 || v >= n || fmt.Sprint(v) != s {
		return 0, fmt.Errorf("rules: recorded engine draw %q is not a number from 0 to %d", s, n-1)
	}
	return v, nil
}

// Draws are the items drawn so far.
func (c *Context) Draws() []Draw { return c.draws }

// NeedDraw is the error of a manual-dice game whose players must draw from
// a deck or cup first: the engine leaves the state untouched and the
// caller asks them to draw and enter what they drew (Game.EnterDraw), then
// tries again, as with NeedDice.
type NeedDraw struct {
	Kind string // "card", "chit"
	From string // the deck or cup: "Allied cards"
}

func (e *NeedDraw) Error() string {
	return fmt.Sprintf("rules: draw a %s from the %s and enter it (drew %s ID)", e.Kind, e.From, e.Kind)
}

// ErrNeedDraw matches any *NeedDraw with errors.Is.
var ErrNeedDraw = errors.New("rules: draw needed")

// Is makes errors.Is(err, ErrNeedDraw) true for a *NeedDraw.
func (e *NeedDraw) Is(target error) bool { return target == ErrNeedDraw }

// BadDraw is the error of an entered draw that is not in the deck or cup
// drawn from. The game discards the entered draws, so players enter them
// again (as with BadDice).
type BadDraw struct {
	Kind, From, Item string
}

func (e *BadDraw) Error() string {
	return fmt.Sprintf("rules: entered %s %q is not in the %s; the entered draws were discarded, enter them again", e.Kind, e.Item, e.From)
}

// ParseDraw reads what players enter after a physical draw: "drew card 37",
// "drew chit 2" (the word "drew", the kind, the item's id), and returns
// the kind and the item.
func ParseDraw(s string) (kind, item string, err error) {
	f := strings.Fields(s)
	if len(f) != 3 || f[0] != "drew" {
		return "", "", fmt.Errorf("rules: %q is not a draw; write drew KIND ID, e.g. drew card 37", s)
	}
	return f[1], f[2], nil
}

// EnterDraw queues items players drew from decks or cups for a
// manual-dice game, in the order they were drawn.
func (g *Game) EnterDraw(items ...string) { g.manual.draws = append(g.manual.draws, items...) }

// PendingDraws is how many entered draws wait to be used.
func (g *Game) PendingDraws() int { return len(g.manual.draws) }

// sameDraws reports whether two entries drew the same items: the same
// players' draws in order and the same engine draws in order (a save keeps
// the two apart, and no deck names or audiences: they come from replay).
func sameDraws(a, b []Draw) bool {
	for _, engine := range []bool{false, true} {
		if !slices.Equal(drawItemsOf(a, engine), drawItemsOf(b, engine)) {
			return false
		}
	}
	return true
}

func drawItemsOf(ds []Draw, engine bool) []string {
	var out []string
	for _, d := range ds {
		if d.Engine == engine {
			out = append(out, d.Item)
		}
	}
	return out
}

// drawItems lists the items drawn, for messages.
func drawItems(ds []Draw) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.Item
	}
	return out
}

// drawWhy is why an action that drew cannot be undone: players' draws if
// it made any, else the engine's (fresh aliases).
func drawWhy(ds []Draw, players, engine string) string {
	for _, d := range ds {
		if !d.Engine {
			return players
		}
	}
	return engine
}

// ClearDraws discards entered draws not used yet.
func (g *Game) ClearDraws() { g.manual.draws = nil }
