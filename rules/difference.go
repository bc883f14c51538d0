package rules

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"sandtable/scenarios"
)

// Secrets are proved by difference: change what a side may not see (a
// face-down unit's type, an unseen unit, another side's secret choice) and
// nothing the side is given may change — its view, its log, its legal
// actions, its refusals, its status lines, the public part of a sealed
// save. A check of words (SecretWords) finds a name that leaks; only a
// difference finds what is derived from a secret: a count, the movement
// points left, how many dice were rolled. rulestest.DiffChecker runs the
// comparison during random play; a module makes it possible by
// implementing SecretVariants.

// SecretVariants is implemented by a module state that keeps secrets from
// a side: it gives copies of itself that differ only in what side may not
// see.
type SecretVariants interface {
	// SecretVariants returns up to a few deep copies of the state, each
	// differing from it only in what side may not see (a face-down unit of
	// another type or strength, an unseen unit added or taken away,
	// another side's pending secret choice made otherwise), chosen with r.
	// Each copy must be a state the rules could reach, so that play can go
	// on from it. None when side sees everything now.
	SecretVariants(side string, r *rand.Rand) []Variant
}

// Variant is one state that differs from another in a secret only.
type Variant struct {
	// What says what was changed, for the checker's message ("hidden:4
	// is a German cavalry corps").
	What  string
	State State
}

// Fork is a game with g's scenario, options, seed and log whose state is
// st (nil: g's own), for the checks by difference: they apply the same
// actions with the same faces to g and to forks of changed states
// (ApplyEntry) and compare what a side is given. A fork's log does not lead
// to its state, so do not undo, replay or save it.
func (g *Game) Fork(st State) *Game {
	if st == nil {
		st = g.state
	}
	f := *g
	f.state = st.Clone()
	f.log = slices.Clone(g.log)
	f.redo = nil
	f.baseIndex, f.baseState = len(f.log), f.state.Clone()
	// Manual dice take the original's faces and draws (ApplyEntry); the
	// seeded generator tops them up when the fork rolls more.
	f.Mode, f.Manual = DiceManual, true
	f.manual, f.random, f.replaying = &ManualDice{}, nil, nil
	f.seeded = NewSeededDice(g.Seed ^ uint64(len(g.log)))
	return &f
}

// ApplyEntry applies e's action to a fork (see Fork) with the faces and
// draws e recorded, in order, as far as they go: a fork whose secret makes
// it roll more dice, or other dice, rolls the rest from its own generator,
// and faces it does not use are dropped. The entry it makes is the fork's
// answer to "what would this side have been given had the secret been
// otherwise".
func (g *Game) ApplyEntry(e Entry) (*Entry, error) {
	if !g.Manual {
		return nil, fmt.Errorf("rules: ApplyEntry is for forks (Game.Fork)")
	}
	defer g.manual.Clear()
	g.manual.queue = slices.Clone(e.Faces)
	g.manual.draws, g.manual.engine = splitDraws(e.Draws)
	for range 1000 {
		got, err := g.Apply(e.Action)
		var nd *NeedDice
		var bad *BadDice
		switch {
		case errors.As(err, &nd):
			faces, _ := g.seeded.Roll(nd.N, nd.Sides)
			g.manual.Enter(faces...)
		case errors.As(err, &bad):
			// The queue is gone (Apply cleared it): roll afresh.
		default:
			return got, err
		}
	}
	return nil, fmt.Errorf("rules: ApplyEntry: %q kept asking for dice", e.Action)
}

// ApplyEntryAs is ApplyEntry for the checks of what side is given: the
// rolls of the action side reads get, in order, the faces they had in e,
// wherever the fork rolls them. A secret may make the fork roll more or
// fewer dice before them (at a unit side cannot see, or one more unit in a
// zone under gas): with the faces shared out in order, a roll side reads
// would then show other faces for no reason but the order of the dice,
// which tells nothing. The fork's other rolls keep their own faces. When
// the action's dice are not all in its logged rolls, in order, this is
// ApplyEntry.
func (g *Game) ApplyEntryAs(e Entry, side string) (*Entry, error) {
	st0, n0, seeded0 := g.state.Clone(), len(g.log), g.seeded.Clone()
	base0, baseState0 := g.baseIndex, g.baseState
	got, err := g.ApplyEntry(e)
	for range 4 {
		if err != nil || side == "" {
			break
		}
		faces, ok := alignFaces(e, *got, side)
		if !ok || slices.Equal(faces, got.Faces) {
			break
		}
		g.state, g.log, g.seeded = st0.Clone(), g.log[:n0], seeded0.Clone()
		g.baseIndex, g.baseState = base0, baseState0
		again := e
		again.Faces = faces
		got, err = g.ApplyEntry(again)
	}
	return got, err
}

// loggedRoll is one roll of an entry: where its faces stand in the
// entry's Faces, and, when side reads it, its text as side reads it.
type loggedRoll struct {
	at, n int
	seen  bool
	what  string
}

// rollsOf are e's rolls, in the order rolled, as side reads them; ok is
// false when e's faces are not all in its logged rolls, in order (a roll
// logged in several copies, one per audience, counts once).
func rollsOf(e Entry, side string) (rolls []loggedRoll, ok bool) {
	pos := 0
	for _, ev := range e.Events {
		if ev.Roll == nil {
			continue
		}
		d := ev.Roll.Dice
		switch {
		case pos+len(d) <= len(e.Faces) && slices.Equal(e.Faces[pos:pos+len(d)], d):
			rolls = append(rolls, loggedRoll{at: pos, n: len(d)})
			pos += len(d)
		case len(rolls) > 0 && slices.Equal(e.Faces[rolls[len(rolls)-1].at:pos], d):
			// Another copy of the last roll.
		default:
			return nil, false
		}
		if ev.To.Sees(side) {
			r := &rolls[len(rolls)-1]
			r.seen, r.what = true, ev.Roll.For
		}
	}
	return rolls, pos == len(e.Faces)
}

// alignFaces are the faces for applying e's action again to the fork that
// made got, so that the rolls side reads get e's faces (ApplyEntryAs): the
// k-th roll side reads in got takes the faces of the k-th it read in e,
// when both are rolls of as many dice for the same thing.
func alignFaces(e, got Entry, side string) ([]int, bool) {
	real, ok1 := rollsOf(e, side)
	fork, ok2 := rollsOf(got, side)
	if !ok1 || !ok2 {
		return nil, false
	}
	var seen []loggedRoll
	for _, r := range real {
		if r.seen {
			seen = append(seen, r)
		}
	}
	var out []int
	k := 0
	for _, r := range fork {
		faces := got.Faces[r.at : r.at+r.n]
		if r.seen {
			if k < len(seen) && seen[k].what == r.what && seen[k].n == r.n {
				faces = e.Faces[seen[k].at : seen[k].at+r.n]
			}
			k++
		}
		out = append(out, faces...)
	}
	return out, true
}

// FacesSeenBy are the faces of e's dice that side sees. Of a public
// action: every face when they all stand in rolls side may read, in the
// order rolled, else only those of the rolls side may read, so a roll
// logged to one side only (a hidden unit's save, a barrage on a zone the
// others cannot see) gives the others neither its faces nor how many dice
// it took. Of a hidden action: all of them to its audience (as its sealed
// secrets hold them), none to the others. The referee ("") sees them all.
func (e Entry) FacesSeenBy(side string) []int {
	switch {
	case side == "" || len(e.Faces) == 0:
		return e.Faces
	case !e.To.Sees(side):
		return nil
	case !e.To.Public():
		return e.Faces
	}
	var seen []int
	for _, ev := range e.Events {
		if ev.Roll != nil && ev.To.Sees(side) {
			seen = append(seen, ev.Roll.Dice...)
		}
	}
	if slices.Equal(seen, e.Faces) {
		return e.Faces
	}
	return seen
}

// publicFaces are the faces of e's rolls every side may read, in order
// (none of a hidden action): what a sealed save's public part holds.
func (e Entry) publicFaces() []int {
	if !e.To.Public() {
		return nil
	}
	var seen []int
	for _, ev := range e.Events {
		if ev.Roll != nil && ev.To.Public() {
			seen = append(seen, ev.Roll.Dice...)
		}
	}
	return seen
}

// facesPublic reports whether every face e rolled stands in a roll every
// side may read, in order: then a sealed save's public part holds them
// all, else the whole-game secrets hold them too.
func (e Entry) facesPublic() bool {
	return e.To.Public() && slices.Equal(e.publicFaces(), e.Faces)
}

// VaryUnseen is a copy of us in which the units side may not see
// (unseen(i)) are told otherwise, for a module's SecretVariants: one such
// unit takes another type of its nation (at full strength when the type
// has fewer steps), or two of them of one nation swap types and steps.
// Ids, aliases, places and flags stay. ok is false when there is nothing
// to vary (no unseen unit, or no other type for its nation).
func VaryUnseen(s *scenarios.Scenario, us Units, unseen func(i int) bool, r *rand.Rand) (out Units, what string, ok bool) {
	var idx []int
	for i := range us {
		if unseen(i) {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return nil, "", false
	}
	out = us.Clone()
	if r.IntN(2) == 0 {
		// Two of one nation, of different types or steps, swap.
		i := idx[r.IntN(len(idx))]
		var others []int
		for _, j := range idx {
			if j != i && us[j].Nation == us[i].Nation && (us[j].Type != us[i].Type || us[j].Step != us[i].Step) {
				others = append(others, j)
			}
		}
		if len(others) > 0 {
			j := others[r.IntN(len(others))]
			out[i].Type, out[j].Type = us[j].Type, us[i].Type
			out[i].Step, out[j].Step = us[j].Step, us[i].Step
			return out, fmt.Sprintf("%s and %s swap types (%s, %s)", us.Ref(i), us.Ref(j), us[i].Type, us[j].Type), true
		}
	}
	i := idx[r.IntN(len(idx))]
	var types []string
	for _, t := range s.Counters.Units {
		if t.Nation == us[i].Nation && t.ID != us[i].Type {
			types = append(types, t.ID)
		}
	}
	if len(types) == 0 {
		return nil, "", false
	}
	t := types[r.IntN(len(types))]
	out[i].Type = t
	if out[i].Step >= StepCount(s, &out[i]) {
		out[i].Step = 0
	}
	return out, fmt.Sprintf("%s is a %s, not a %s", us.Ref(i), t, us[i].Type), true
}
