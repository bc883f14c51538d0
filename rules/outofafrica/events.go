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
	if i, ok := slices.BinarySearch(st.Cards.Events, c.ID); !ok {
		st.Cards.Events = slices.Insert(st.Cards.Events, i, c.ID)
	}
	if st.Cards.EventTurns == nil {
		st.Cards.EventTurns = map[string]int{}
	}
	st.Cards.EventTurns[c.ID] = st.Turn
	if err := st.raiseWarStatus(ctx, side, c.WS, c.ID+" "+c.Name); err != nil {
		return err
	}
	switch e, ok := eventOf(c.ID); {
	case ok:
		ctx.Logf("Event %s %s: %s", c.ID, c.Name, c.Text)
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
	case len(st.fixed.r.EventUnits[c.ID]) > 0:
		ctx.Logf("Event %s %s: %s", c.ID, c.Name, c.Text)
		st.eventUnits(ctx, c.ID)
	default:
		ctx.Logf("Event %s %s: %s", c.ID, c.Name, c.Text)
		st.adjudicate(ctx, side, "the event of "+c.ID+" "+c.Name)
	}
	if c.Once {
		st.removeCard(c.ID)
		ctx.Logf("%s %s leaves the game", c.ID, c.Name)
	} else {
		st.discard(side, c.ID)
	}
	return nil
}

// eventPlayed reports whether card id's event has been played this game
// (A17 for the Draka BAF and Army Det. Kempf, A38/A43/A47 for A40).
func (st *State) eventPlayed(id string) bool {
	_, ok := slices.BinarySearch(st.Cards.Events, id)
	return ok
}

// eventTurn is the turn card id's event was last played in, 0 when never.
func (st *State) eventTurn(id string) int { return st.Cards.EventTurns[id] }

// addEventPart and eventTurn are for the other lanes; listed so that the
// linter does not report them before a section calls them.
var _ = []any{addEventPart, (*State).eventTurn}

// eventParts are the parts of events other sections carry out, by card
// id (addEventPart).
var eventParts = map[string][]func(st *State, ctx *rules.Context, side string) error{}

// addEventPart registers a part of card id's event that another section
// carries out (A36's trench level and A-H fleet at Constantinople: lane
// 5), run after the event's own handler. Call it from a package var.
func addEventPart(id string, fn func(st *State, ctx *rules.Context, side string) error) bool {
	eventParts[id] = append(eventParts[id], fn)
	return true
}

// runEventParts runs card id's parts from other sections; false when none
// is registered (the caller then leaves that part to the players).
func (st *State) runEventParts(ctx *rules.Context, id, side string) (bool, error) {
	for _, fn := range eventParts[id] {
		if err := fn(st, ctx, side); err != nil {
			return true, err
		}
	}
	return len(eventParts[id]) > 0, nil
}

// eventUnits brings into play the units [[rules.arrivals.ID]] gives card
// id's event: each taken from its alliance's force pool, on its reduced
// side if so, into its box or placed by its owner in one of its spaces
// (arrive, which adds the spaces the unit's own arrival rules allow). A
// unit the pool no longer holds is logged as missing.
func (st *State) eventUnits(ctx *rules.Context, id string) {
	c := st.card(id)
	why := id + " " + c.Name
	for _, eu := range st.fixed.r.EventUnits[id] {
		for range max(eu.Count, 1) {
			i := st.eventPoolUnit(eu.Unit)
			if i < 0 {
				ctx.Logf("%s: no %s left in the force pool", why, eu.Unit)
				continue
			}
			u := &st.Units[i]
			if eu.Reduced {
				u.Step = max(rules.StepCount(st.fixed.s, u)-1, 0)
			}
			if box := st.fixed.m.Box(eu.To[0]); box != nil {
				u.Loc = rules.BoxLocation(st.fixed.m, box)
				ctx.Logf("%s goes to the %s (%s)", st.unitName(i), box.Name, why)
				continue
			}
			st.arrive(ctx, i, why, eu.To...)
		}
	}
}

// eventPoolUnit is the first unit of counter type typ in its alliance's force
// pool (a box of kind poolKind, "available", of that side) not already
// waiting to arrive, -1
// when none.
func (st *State) eventPoolUnit(typ string) int {
	for i := range st.Units {
		u := &st.Units[i]
		if u.Type != typ || u.Loc.Box == "" || slices.ContainsFunc(st.Arrivals, func(a Arrival) bool { return a.Unit == i }) {
			continue
		}
		if b := st.fixed.m.Box(u.Loc.Box); b != nil && b.Kind == poolKind && b.Side == u.Side {
			return i
		}
	}
	return -1
}
