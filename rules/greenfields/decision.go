package greenfields

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the choices the rules leave to a player in the middle of
// play ("Where the rules give a player a choice ... the player makes
// it"): which zone a wavering unit falls back to, whether a defender opens
// opportunity fire on a unit that came within one zone, which unit leads a
// zone's next round of close assault. A section queues a Pending; while
// one is queued, its side alone acts and only with the verbs answering it.

// Pending is one choice the game waits for.
type Pending struct {
	// Kind names the choice's stage (choice): "retreat", "opfire",
	// "lead"...
	Kind string `json:"kind"`
	// Side is who chooses.
	Side string `json:"side"`
	// Units are the units concerned (the wavering unit; the moving units
	// an opportunity fire may target...), by index.
	Units []int `json:"units,omitempty"`
	// Zone is the zone concerned (location text), "" for none.
	Zone string `json:"zone,omitempty"`
	// Path, for an opportunity fire question, is the zones the moving unit
	// still means to enter: its move goes on along them once the question
	// is answered (opportunity.go).
	Path []string `json:"path,omitempty"`
	// Orders, for an opportunity fire question, are the fires its chooser
	// ordered at zones of Path, each opened when the moving unit gets
	// there.
	Orders []Order `json:"orders,omitempty"`
}

// Order is an opportunity fire ordered at a zone further along a move's
// path: Unit fires when the moving unit enters Zone.
type Order struct {
	Unit int    `json:"unit"`
	Zone string `json:"zone"`
}

// choice is the stage of a kind of choice, answered by verbs (each
// generating exactly the choices while the choice is first in the
// queue), citing rule: its chooser is the first pending choice's side.
// prompt words the choice for viewer: its chooser (and the referee, "")
// may read what only its side knows, everyone else (another side, or
// every side at once) only what all may see. def is the default choice
// (one of the legal actions).
func choice(kind, name, rule string, verbs []string, prompt func(st *State, p *Pending, viewer string) string, def func(st *State, p *Pending) rules.Action) kit.Stage[*State] {
	return kit.Stage[*State]{ID: kind, Name: name, Rule: rule, Choice: true, Verbs: verbs,
		Who:     func(st *State) []string { return []string{st.Pending[0].Side} },
		Prompt:  func(st *State, viewer string) string { return prompt(st, &st.Pending[0], viewer) },
		Default: func(st *State) rules.Action { return def(st, &st.Pending[0]) }}
}

// pendingKind is the kind of the choice the game waits for, "" when none.
func (st *State) pendingKind() string {
	if len(st.Pending) == 0 {
		return ""
	}
	return st.Pending[0].Kind
}

// ask queues a choice for p.Side.
func (st *State) ask(p Pending) { st.Pending = append(st.Pending, p) }

// answered drops the first pending choice: its verb's apply calls it.
func (st *State) answered() {
	if len(st.Pending) > 0 {
		st.Pending = st.Pending[1:]
		if len(st.Pending) == 0 {
			st.Pending = nil
		}
	}
}
