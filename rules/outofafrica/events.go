package outofafrica

import (
	"slices"

	"sandtable/rules"
)

// This file plays a card's event (PLAN.md §2.5): the card's war status
// value is added to its alliance's track, then the event happens. The
// seed's own events, and the base events whose whole effect the card's
// text states, are automated (addEvent: events_ap.go, events_cp.go, and
// the sections whose rules an event applies). A combat card's event puts
// it in play. Any other event is shown to both sides with its text, and
// its player carries it out by hand in the adjudication (adjust.go),
// every adjustment logged with the card's name.

// eventRefusal is why side may not play card id for its event now, nil
// when it may: the event's own conditions (Event.Can), or an event the
// card's owner may never use.
func (st *State) eventRefusal(side, id string) *rules.Refusal {
	if e, ok := eventOf(id); ok && e.Can != nil {
		if r := e.Can(st, side); r != nil {
			return r
		}
	}
	return nil
}

// playEvent plays side's card c for its event.
func (st *State) playEvent(ctx *rules.Context, side string, c *CardData) error {
	if err := st.raiseWarStatus(ctx, side, c.WS, c.ID+" "+c.Name); err != nil {
		return err
	}
	switch e, ok := eventOf(c.ID); {
	case ok:
		if err := e.Do(st, ctx, side); err != nil {
			return err
		}
	case c.CC:
		if st.Cards.InPlay == nil {
			st.Cards.InPlay = map[string][]string{}
		}
		cc := slices.Clone(st.Cards.InPlay[side])
		cc = append(cc, c.ID)
		slices.Sort(cc)
		st.Cards.InPlay[side] = cc
		ctx.Logf("%s is in play for the combats of the %s: %s", c.ID+" "+c.Name, st.SideName(side), c.Text)
		return nil
	default:
		ctx.Logf("Event %s %s: %s", c.ID, c.Name, c.Text)
		st.adjudicate(ctx, side, c.ID+" "+c.Name+", by hand")
	}
	if c.Once {
		st.removeCard(c.ID)
		ctx.Logf("%s %s leaves the game", c.ID, c.Name)
	} else {
		st.discard(side, c.ID)
	}
	return nil
}
