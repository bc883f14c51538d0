package greenfields

import (
	"slices"

	"sandtable/rules"
)

// AirOps is the turn's air operations (the air section fills this in).
type AirOps struct {
	// Choice is both sides' secret commitment of aircraft.
	Choice rules.SecretChoice `json:"choice"`
}

func (a AirOps) clone() AirOps {
	c := a
	c.Choice.Asked = slices.Clone(a.Choice.Asked)
	c.Choice.Committed = slices.Clone(a.Choice.Committed)
	return c
}

// waiting are the sides still to commit their aircraft.
func (a *AirOps) waiting() []string { return a.Choice.Waiting() }
