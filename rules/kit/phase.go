package kit

import (
	"fmt"

	"sandtable/scenarios"
)

// Phase is one step of a turn sequence: who acts in it and which verbs it
// allows. Modules declare their sequences as data, quoting the seed.
type Phase struct {
	ID    string   // "ground-movement"
	Name  string   // "Ground Movement Phase"
	Side  string   // the side that acts; "" when nobody acts (automatic)
	Verbs []string // verbs allowed in this phase (besides "end-phase")
	Rule  string   // where the seed lists it, e.g. "000 Operational Turn Sequence"
}

// Allows reports whether verb may be used in this phase.
func (p *Phase) Allows(verb string) bool {
	for _, v := range p.Verbs {
		if v == verb {
			return true
		}
	}
	return false
}

// Sequence is an ordered list of phases, e.g. one operational turn: the
// German sequence then the Allied one.
type Sequence struct {
	ID     string
	Name   string
	Phases []Phase
}

// TurnPlan is a game's whole turn structure: named turns, each made of
// SubTurns repetitions (operational turns in a strategic turn; 1 when there
// are none) of a sequence that may depend on the turn (003's weekly and
// assault turns).
type TurnPlan struct {
	Turns    []string
	SubTurns int
	// SequenceFor picks the sequence of a turn and sub-turn. It must return
	// a sequence with at least one phase.
	SequenceFor func(turn, sub int) *Sequence
}

// Clock is a position in a TurnPlan. The zero Clock is the first phase of
// the first sub-turn of the first turn.
type Clock struct {
	Turn, Sub, Phase int
}

// Phase is the phase at c.
func (p *TurnPlan) Phase(c Clock) *Phase {
	seq := p.SequenceFor(c.Turn, c.Sub)
	return &seq.Phases[c.Phase]
}

// Next is the clock after c's phase ends, and whether the plan has run out
// (c was the last phase of the last turn).
func (p *TurnPlan) Next(c Clock) (Clock, bool) {
	seq := p.SequenceFor(c.Turn, c.Sub)
	c.Phase++
	if c.Phase < len(seq.Phases) {
		return c, false
	}
	c.Phase = 0
	c.Sub++
	subs := p.SubTurns
	if subs < 1 {
		subs = 1
	}
	if c.Sub < subs {
		return c, false
	}
	c.Sub = 0
	c.Turn++
	return c, c.Turn >= len(p.Turns)
}

// Describe is "Turn B, operational turn 2, Ground Movement Phase" (the
// turn read as scenarios.TurnTitle reads it: "Week 1", not "Week Week 1").
func (p *TurnPlan) Describe(c Clock, turnLabel, subLabel string) string {
	s := scenarios.TurnTitle(turnLabel, p.Turns[min(c.Turn, len(p.Turns)-1)])
	if p.SubTurns > 1 {
		if subLabel == "" {
			subLabel = "sub-turn"
		}
		s += fmt.Sprintf(", %s %d", subLabel, c.Sub+1)
	}
	if c.Turn < len(p.Turns) {
		s += ", " + p.Phase(c).Name
	}
	return s
}

// Validate checks every sequence the plan can reach has phases with ids.
func (p *TurnPlan) Validate() error {
	if len(p.Turns) == 0 {
		return fmt.Errorf("kit: turn plan has no turns")
	}
	if p.SequenceFor == nil {
		return fmt.Errorf("kit: turn plan has no sequence")
	}
	for t := range p.Turns {
		for s := 0; s < max(1, p.SubTurns); s++ {
			seq := p.SequenceFor(t, s)
			if seq == nil || len(seq.Phases) == 0 {
				return fmt.Errorf("kit: turn %s sub-turn %d has no phases", p.Turns[t], s+1)
			}
			for i, ph := range seq.Phases {
				if ph.ID == "" {
					return fmt.Errorf("kit: sequence %q phase %d has no id", seq.ID, i+1)
				}
			}
		}
	}
	return nil
}
