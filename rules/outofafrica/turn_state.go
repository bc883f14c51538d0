package outofafrica

import (
	"maps"
	"slices"
)

// TurnState is lane 3's state of the turn and the game's tracks (State's
// Tracks): what the current action round's action was and the points it
// gave, the die action used this turn, each alliance's war status, the
// replacement points by pool, and a pending adjudication.
type TurnState struct {
	// Acted is set once the acting side has taken its action round's
	// action (a card played, the die rolled, or a pass): the round may
	// then end.
	Acted bool `json:"acted,omitempty"`
	// Action is the current round's action: "ops", "sr", "rp", "event",
	// "die-ops", "die-sr", "pass" ("" before it is taken).
	Action string `json:"action,omitempty"`
	// Card is the card played this round ("" for the die or a pass).
	Card string `json:"card,omitempty"`
	// Points are the operations or strategic redeployment points the
	// round's action gave (a record: lane 4's operations and SR stages,
	// opened through beginPoints, keep what is left to spend).
	Points int `json:"points,omitempty"`
	// DieUsed marks the alliances that used the one-die action this turn.
	DieUsed map[string]bool `json:"die_used,omitempty"`
	// WarStatus is each alliance's war status track.
	WarStatus map[string]int `json:"war_status,omitempty"`
	// RP are the replacement points to spend this turn by pool: a nation
	// id, or a pool a section names (addRPPool: "dr-cf", "dr-j").
	RP map[string]int `json:"rp,omitempty"`
	// Mandated are the alliances' mandated offensives not yet made this
	// turn: the nation by side.
	Mandated map[string]string `json:"mandated,omitempty"`
	// Y1919 are the 1919 events that have happened, by side (y1919.go).
	Y1919 map[string][]string `json:"y1919,omitempty"`
	// Adjudicate is the pending adjudication (adjust.go), nil when none;
	// AdjudicateNext those waiting after it, first first.
	Adjudicate     *Adjudication  `json:"adjudicate,omitempty"`
	AdjudicateNext []Adjudication `json:"adjudicate_next,omitempty"`
}

// Adjudication is a step the players do by hand (adjust.go): who adjusts
// and why.
type Adjudication struct {
	Side string `json:"side"`
	Why  string `json:"why"`
}

// clone is a deep copy.
func (s TurnState) clone() TurnState {
	c := s
	c.DieUsed = maps.Clone(s.DieUsed)
	c.WarStatus = maps.Clone(s.WarStatus)
	c.RP = maps.Clone(s.RP)
	c.Mandated = maps.Clone(s.Mandated)
	c.Y1919 = map[string][]string{}
	for k, v := range s.Y1919 {
		c.Y1919[k] = slices.Clone(v)
	}
	c.AdjudicateNext = slices.Clone(s.AdjudicateNext)
	if s.Adjudicate != nil {
		a := *s.Adjudicate
		c.Adjudicate = &a
	}
	return c
}
