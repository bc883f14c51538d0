package outofafrica

import (
	"maps"
	"slices"

	"sandtable/rules"
)

// CardState is lane 3's state of the cards (State's Cards): each
// alliance's deck (rules.Deck: what is left to draw, and its discards),
// its secret hand (rules.Hand, shown to its owner only, its size to all),
// the cards out of the game, the combat cards in play, and which war
// status decks have joined each alliance's draw pile.
type CardState struct {
	// Decks are each alliance's draw pile and discards, by side.
	Decks map[string]rules.Deck `json:"decks,omitempty"`
	// Hands are each alliance's hand, by side: a secret of that side.
	Hands map[string]rules.Hand `json:"hands,omitempty"`
	// Removed are the cards out of the game (a "*" event played), sorted.
	Removed []string `json:"removed,omitempty"`
	// InPlay are the combat cards played for their event and not yet
	// used, by side, sorted (public).
	InPlay map[string][]string `json:"in_play,omitempty"`
	// Joined is the last war status ("mob", "lw", "tw") whose cards have
	// joined each alliance's deck.
	Joined map[string]string `json:"joined,omitempty"`
	// Events are the cards whose event has been played, sorted (public):
	// the sections whose rules an event turns on ask eventPlayed.
	Events []string `json:"events,omitempty"`
	// EventTurns are the turn each of Events was played in (#55 "this
	// turn and next turn", #49 "within the next 3 turns").
	EventTurns map[string]int `json:"event_turns,omitempty"`
	// Choice is an event's pending choice (events_cp.go), nil when none.
	Choice *EventChoice `json:"choice,omitempty"`
	// Returns are units an event took out of play for some turns (#32).
	Returns []EventReturn `json:"returns,omitempty"`
	// Dealt is set once the first hands are drawn (turn 1).
	Dealt bool `json:"dealt,omitempty"`
}

// clone is a deep copy.
func (s CardState) clone() CardState {
	c := s
	c.Decks = map[string]rules.Deck{}
	for k, d := range s.Decks {
		c.Decks[k] = d.Clone()
	}
	c.Hands = map[string]rules.Hand{}
	for k, h := range s.Hands {
		c.Hands[k] = slices.Clone(h)
	}
	c.Removed = slices.Clone(s.Removed)
	c.Events = slices.Clone(s.Events)
	c.InPlay = map[string][]string{}
	for k, v := range s.InPlay {
		c.InPlay[k] = slices.Clone(v)
	}
	c.Joined = maps.Clone(s.Joined)
	c.EventTurns = maps.Clone(s.EventTurns)
	c.Returns = slices.Clone(s.Returns)
	if s.Choice != nil {
		ch := *s.Choice
		ch.Options = slices.Clone(s.Choice.Options)
		ch.Left = maps.Clone(s.Choice.Left)
		c.Choice = &ch
	}
	return c
}
