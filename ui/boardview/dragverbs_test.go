package boardview

import (
	"math/rand/v2"
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
)

// lander is freeplay without moves, whose first unit on the map may only
// "land" on one neighbouring cell, or "sweep" or "escort" to another
// (rules.Dragger verbs): the module drops of other verbs than move are
// tested with.
type lander struct{}

func (lander) ID() string   { return "lander" }
func (lander) Name() string { return "Lander (test)" }
func (lander) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := freeplay.Module{}.New(s, o, r)
	return &landerState{State: st, s: s}, err
}

type landerState struct {
	rules.State
	s *scenarios.Scenario
}

func (l *landerState) DragVerbs() []string { return []string{"land", "sweep", "escort"} }

// targets are the unit, the cell it may land on and the one it may sweep
// or escort to.
func (l *landerState) targets() (unit string, land, fly rules.Location) {
	for _, u := range l.State.View("").Units {
		if u.Cell == "" {
			continue
		}
		m := l.s.Map(u.Map)
		c, _ := m.Cell(u.Cell)
		nb := m.Topology.Neighbors(c, nil)
		return u.ID, rules.CellLocation(m, nb[0]), rules.CellLocation(m, nb[1])
	}
	return "", rules.Location{}, rules.Location{}
}

func (l *landerState) Legal(side string) []rules.Action {
	out := slices.DeleteFunc(l.State.Legal(side), func(a rules.Action) bool { return a.Verb == rules.VerbMove })
	if len(out) == 0 {
		return nil
	}
	u, land, fly := l.targets()
	return append(out,
		rules.Action{Side: side, Verb: "land", Args: []string{u, land.Text(l.s)}},
		rules.Action{Side: side, Verb: "sweep", Args: []string{u, fly.Text(l.s)}},
		rules.Action{Side: side, Verb: "escort", Args: []string{u, fly.Text(l.s)}})
}

func (l *landerState) Check(a rules.Action) error {
	for _, x := range l.Legal(a.Side) {
		if x.Equal(a) {
			return nil
		}
	}
	return rules.Refuse(a, "lander 1", "not here")
}

func (l *landerState) Apply(a rules.Action, ctx *rules.Context) error {
	if err := l.Check(a); err != nil {
		return err
	}
	if a.Verb == rules.VerbEndPhase {
		return l.State.Apply(a, ctx)
	}
	ctx.Logf("%s %s", a.Verb, a.Args[1])
	return nil
}

func (l *landerState) Clone() rules.State { return &landerState{State: l.State.Clone(), s: l.s} }

func init() { rules.Register(lander{}) }

// A counter whose only legal actions are a module's drag verbs
// (rules.Dragger) can be dragged: dropped where one of them is legal it
// does that one; where several are, the window is asked which (OnChoose),
// and nothing happens until it answers.
func TestDropPerformsTheModulesDragVerbs(t *testing.T) {
	b, sess, _, frames, status := testBoardOf(t, "lander")
	waitFrame(t, frames)
	st := sess.Game.State().(*landerState)
	unit, land, fly := st.targets()
	from, _ := b.unitLocOf(unit)
	drag(b, screenOf(b, from), screenOf(b, land))
	log := sess.Game.Log()
	if len(log) != 1 || log[0].Action.Verb != "land" || log[0].Action.Args[1] != land.Text(sess.Game.Scenario) {
		t.Fatalf("log %v after a drop on the landing cell (status %q), want one land there", log, *status)
	}
	var offered []rules.Action
	var answer func(rules.Action)
	b.OnChoose = func(acts []rules.Action, do func(rules.Action)) { offered, answer = acts, do }
	drag(b, screenOf(b, from), screenOf(b, fly))
	if len(offered) != 2 || offered[0].Verb != "sweep" || offered[1].Verb != "escort" {
		t.Fatalf("offered %v, want the sweep and the escort", offered)
	}
	if len(sess.Game.Log()) != 1 {
		t.Fatal("the drop acted before the player chose")
	}
	answer(offered[1])
	if log := sess.Game.Log(); len(log) != 2 || log[1].Action.Verb != "escort" {
		t.Fatalf("log %v, want the escort chosen", log)
	}
}
