package greenfields

import "sandtable/rules"

// This file is the choices the rules leave to a player in the middle of
// play ("Where the rules give a player a choice ... the player makes
// it"): which zone a wavering unit falls back to, whether a defender opens
// opportunity fire on a unit that came within one zone, which unit leads a
// zone's next round of close assault. A section queues a Pending; while
// one is queued, its side alone acts and only with the verbs answering it.

// Pending is one choice the game waits for.
type Pending struct {
	// Kind names the decision kind (decisionKinds): "retreat", "opfire",
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

// decisionKind is how a kind of decision is asked: the verbs that answer
// it (each registered with addVerb, generating exactly the choices while
// the decision is first in the queue), its rule, its prompt and default.
type decisionKind struct {
	verbs []string
	rule  string
	// prompt words the choice for viewer: its chooser (and the referee,
	// "") may read what only its side knows, everyone else (another side,
	// or every side at once) only what all may see.
	prompt func(st *State, p *Pending, viewer string) string
	// def is the default choice (one of the legal actions).
	def func(st *State, p *Pending) rules.Action
}

// decisionKinds are the decision kinds by Kind; each section registers its
// own (addDecision).
var decisionKinds = map[string]decisionKind{}

// addDecision registers a decision kind.
func addDecision(kind string, d decisionKind) {
	if _, dup := decisionKinds[kind]; dup {
		panic("greenfields: decision " + kind + " registered twice")
	}
	decisionKinds[kind] = d
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

// decision is the choice the game waits for now, as every side may read
// it, nil when none.
func (st *State) decision() *rules.Decision { return st.decisionFor(everyone) }

// decisionFor is the choice the game waits for now as viewer reads it (a
// side, the referee "" or everyone), nil when none.
func (st *State) decisionFor(viewer string) *rules.Decision {
	if len(st.Pending) == 0 {
		return nil
	}
	p := &st.Pending[0]
	k := decisionKinds[p.Kind]
	d := &rules.Decision{Side: p.Side, Rule: k.rule}
	if k.prompt != nil {
		d.Prompt = k.prompt(st, p, viewer)
	}
	if k.def != nil {
		d.Default = k.def(st, p)
	}
	return d
}
