package rules

import "slices"

// Audience says who may see a log entry, an event or a roll: every side
// (the zero value), some sides only, or the referee only. The referee
// (side "") sees everything; a side always sees what is addressed to it.
// Views, the log panel, replay, state --side and the hand-over summary
// show a side only what its audience allows (Game.LogFor).
type Audience struct {
	// Sides that may see it; empty with Referee false: every side.
	Sides []string `json:"sides,omitempty"`
	// Referee: no side may see it, only the referee's view.
	Referee bool `json:"referee,omitempty"`
}

// Everyone is the audience of public things: every side.
func Everyone() Audience { return Audience{} }

// SidesOnly is the audience of a secret of the given sides (an owner's
// choice, a face-down unit's identity seen by its owner).
func SidesOnly(sides ...string) Audience { return Audience{Sides: slices.Clone(sides)} }

// RefereeOnly is the audience of what no side may see (a deck's order).
func RefereeOnly() Audience { return Audience{Referee: true} }

// Public reports whether every side may see it.
func (a Audience) Public() bool { return !a.Referee && len(a.Sides) == 0 }

// Sees reports whether side may see it; the referee ("") sees all.
func (a Audience) Sees(side string) bool {
	switch {
	case side == "":
		return true
	case a.Referee:
		return false
	case len(a.Sides) == 0:
		return true
	}
	return slices.Contains(a.Sides, side)
}

// LogFor is the log as side may see it ("" for the referee: all of it,
// every face-down unit named).
// An entry whose action side may not see keeps only its side, its Cover
// and the events side may see: its verb, arguments and dice are gone.
// Events side may not see are left out of every entry, and so are the
// faces of rolls side may not read (Entry.FacesSeenBy); the events it sees
// are worded for it: its own face-down units by their names (Event.Own).
func (g *Game) LogFor(side string) []Entry {
	out := make([]Entry, 0, len(g.log))
	for _, e := range g.log {
		out = append(out, e.For(side))
	}
	return out
}

// For is the entry as side may see it (see Game.LogFor).
func (e Entry) For(side string) Entry {
	if side == "" {
		if !slices.ContainsFunc(e.Events, func(ev Event) bool { return len(ev.Own) > 0 }) {
			return e
		}
		f := e
		f.Events = make([]Event, len(e.Events))
		for k, ev := range e.Events {
			f.Events[k] = ev.forSide("")
		}
		return f
	}
	f := e
	f.Events = nil
	for _, ev := range e.Events {
		if ev.To.Sees(side) {
			f.Events = append(f.Events, ev.forSide(side))
		}
	}
	f.Draws = nil
	for _, d := range e.Draws {
		if d.To.Sees(side) {
			f.Draws = append(f.Draws, d)
		}
	}
	f.Faces = e.FacesSeenBy(side)
	if !e.To.Sees(side) {
		f.Action = Action{Side: e.Action.Side, Verb: SecretVerb}
		f.Draws = nil
	} else {
		// A side that reads the action reads no cover: whether the others
		// were given one may be theirs to know alone (a move kept secret
		// because they could not see the unit).
		f.Cover = ""
	}
	return f
}

// SecretVerb stands for the verb of an action a side may not see, in the
// log as that side reads it.
const SecretVerb = "secret"
