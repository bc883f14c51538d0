package rules

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"

	"sandtable/scenarios"
)

// Entry is one applied action in the log, with what it did.
type Entry struct {
	Action Action
	Events []Event
	Faces  []int // every die face the action used, in order
	// Final says undo may not go back past this entry, and Why says why
	// (it rolled dice, revealed a secret, or handed play to another side).
	Final bool
	Why   string
	// To is who may see the action itself (public by default); the
	// others read Cover in its place (see Context.Private).
	To    Audience
	Cover string
}

// Game is a scenario being played: options, dice seed and the action log,
// with the module state they produce. It is not safe for concurrent use.
type Game struct {
	Scenario *scenarios.Scenario
	// Ref is how to load the scenario again, written into saves:
	// "builtin:NAME" or a file path.
	Ref     string
	Module  Module
	Options Options
	Seed    uint64
	Manual  bool // players enter real dice; otherwise seeded dice

	state State
	log   []Entry
	redo  []Entry

	seeded *SeededDice
	manual *ManualDice

	// The undo base: the state right after the last final entry. Undo
	// replays from here, never from further back; actions after it roll no
	// dice, so the generator needs no saving.
	baseIndex int
	baseState State
}

// NewGame sets up a new game of s with its module, options (nil: the
// defaults) and dice: seeded by seed, or manual.
func NewGame(s *scenarios.Scenario, opts Options, seed uint64, manual bool) (*Game, error) {
	m, err := Lookup(s.Module)
	if err != nil {
		return nil, err
	}
	o := DefaultOptions(s)
	for k, v := range opts {
		opt := s.Option(k)
		if opt == nil {
			return nil, fmt.Errorf("rules: scenario %q has no option %q", s.ID, k)
		}
		if fmt.Sprintf("%T", v) != fmt.Sprintf("%T", opt.Default) {
			return nil, fmt.Errorf("rules: option %q wants a %s, got %v", k, opt.Kind(), v)
		}
		if len(opt.Choices) > 0 && !slices.Contains(opt.Choices, v) {
			return nil, fmt.Errorf("rules: option %q: %v is not one of %v", k, v, opt.Choices)
		}
		o[k] = v
	}
	st, err := m.New(s, o, NewSetupRand(seed))
	if err != nil {
		return nil, err
	}
	g := &Game{Scenario: s, Module: m, Options: o, Seed: seed, Manual: manual,
		state: st, baseState: st.Clone(), seeded: NewSeededDice(seed), manual: &ManualDice{}}
	return g, nil
}

// setupStream is the PCG stream of the set-up randomness; the dice use
// another (NewSeededDice), so set-up draws never change a roll.
const setupStream = 0x53657475704f7264 // "SetupOrd"

// NewSetupRand is the set-up randomness NewGame gives the module of a game
// seeded with seed (see Module.New): deterministic, so replays and saves set
// up the same game, and independent of the dice. Manual-dice games use it
// too. Whoever knows the seed can recompute it, and so the aliases of hidden
// units, just as they could foresee the seeded dice: hotseat players must
// not look at the seed.
func NewSetupRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, setupStream)) }

// State is the current state. Do not change it; act through Apply.
func (g *Game) State() State { return g.state }

// Status is the current state's status.
func (g *Game) Status() Status { return g.state.Status() }

// Log is the applied actions, oldest first. Do not change it.
func (g *Game) Log() []Entry { return g.log }

// Legal lists side's legal actions now.
func (g *Game) Legal(side string) []Action {
	if g.state.Status().Over {
		return nil
	}
	return g.state.Legal(side)
}

// EnterDice queues faces of real dice for a manual-dice game.
func (g *Game) EnterDice(faces ...int) { g.manual.Enter(faces...) }

// PendingDice is how many entered faces wait to be used.
func (g *Game) PendingDice() int { return g.manual.Pending() }

// ClearDice discards entered faces not used yet.
func (g *Game) ClearDice() { g.manual.Clear() }

// dice is the generator actions roll with.
func (g *Game) dice() Dice {
	if g.Manual {
		return g.manual
	}
	return g.seeded
}

// Apply performs a if it is legal. A refused action returns a *Refusal; a
// manual-dice game short of dice returns a *NeedDice (enter them and apply
// again). Either way the game is exactly as it was.
func (g *Game) Apply(a Action) (*Entry, error) {
	if st := g.state.Status(); st.Over {
		// The module's refusal cites its own rule (the last turn, victory).
		if err := g.state.Check(a); err != nil {
			return nil, err
		}
		return nil, Refuse(a, RuleGameOver, "the game is over: %s", st.Result)
	}
	if err := g.state.Check(a); err != nil {
		return nil, err
	}
	e, err := g.step(a, g.dice())
	if err != nil {
		return nil, err
	}
	g.redo = nil
	return e, nil
}

// step applies a (already checked) on a clone and commits it only if the
// module succeeds; dice used by a failed attempt are given back.
func (g *Game) step(a Action, d Dice) (*Entry, error) {
	next := g.state.Clone()
	var savedSeeded *SeededDice
	var savedManual []int
	switch d := d.(type) {
	case *SeededDice:
		savedSeeded = d.Clone()
	case *ManualDice:
		savedManual = slices.Clone(d.queue)
	}
	ctx := &Context{dice: d}
	if err := next.Apply(a, ctx); err != nil {
		switch d := d.(type) {
		case *SeededDice:
			*d = *savedSeeded
		case *ManualDice:
			d.queue = savedManual
			var bad *BadDice
			if errors.As(err, &bad) {
				d.Clear() // they were mistyped: never let a later roll use them
			}
		}
		return nil, err
	}
	before, after := g.state.Status(), next.Status()
	g.state = next
	e := Entry{Action: a, Events: ctx.events, Faces: ctx.faces, To: ctx.to, Cover: ctx.cover}
	switch {
	case len(ctx.faces) > 0:
		e.Final, e.Why = true, "it rolled dice"
	case ctx.secret != "":
		e.Final, e.Why = true, "it revealed "+ctx.secret
	case !slices.Equal(before.Active, after.Active):
		e.Final, e.Why = true, "play passed to another side"
	}
	// A phase that ends with nothing irreversible (no roll, no reveal, the
	// same side acting next) may be undone like any move: an End phase
	// pressed by accident is taken back with Ctrl+Z. Its automatic steps
	// are replayed exactly by undo, since they roll no dice.
	g.log = append(g.log, e)
	if e.Final {
		g.baseIndex, g.baseState = len(g.log), g.state.Clone()
	}
	return &g.log[len(g.log)-1], nil
}

// CanUndo says whether Undo would work, and if not, why.
func (g *Game) CanUndo() (bool, string) {
	switch {
	case len(g.log) == 0:
		return false, "nothing to undo"
	case len(g.log) <= g.baseIndex:
		last := g.log[len(g.log)-1]
		return false, fmt.Sprintf("cannot undo %q: %s", last.Action, last.Why)
	}
	return true, ""
}

// WouldBeFinal says whether applying a now could not be undone, and why:
// it would roll dice, reveal a secret or hand play to another side. The
// window asks before such an action when the player could still do other
// things. It tries a on a copy of the game (seeded dice on a copy of the
// generator; with manual dice an action that needs dice is final), so the
// game is untouched. An illegal action is not final (ok is false).
func (g *Game) WouldBeFinal(a Action) (final bool, why string) {
	if g.state.Status().Over || g.state.Check(a) != nil {
		return false, ""
	}
	var d Dice = g.seeded.Clone()
	if g.Manual {
		d = &ManualDice{}
	}
	next := g.state.Clone()
	ctx := &Context{dice: d}
	if err := next.Apply(a, ctx); err != nil {
		if errors.Is(err, ErrNeedDice) {
			return true, "it rolls dice"
		}
		return false, ""
	}
	switch {
	case len(ctx.faces) > 0:
		return true, "it rolls dice"
	case ctx.secret != "":
		return true, "it reveals " + ctx.secret
	case !slices.Equal(g.state.Status().Active, next.Status().Active):
		return true, "play passes to " + g.sidesName(next.Status().Active)
	}
	return false, ""
}

// sidesName names sides for people: "the Allies", "the Germans and the
// Allies", "another side" when none acts.
func (g *Game) sidesName(ids []string) string {
	var names []string
	for _, id := range ids {
		name := id
		if sd := g.Scenario.Counters.Side(id); sd != nil {
			name = sd.Name
		}
		names = append(names, "the "+name)
	}
	if len(names) == 0 {
		return "another side"
	}
	return strings.Join(names, " and ")
}

// ErrUndo is returned (wrapped, with the reason) when undo is not allowed.
var ErrUndo = errors.New("rules: undo refused")

// Undo takes back the last action, if it is after the last die roll,
// revealed secret or change of side.
func (g *Game) Undo() error {
	if ok, why := g.CanUndo(); !ok {
		return fmt.Errorf("%w: %s", ErrUndo, why)
	}
	last := g.log[len(g.log)-1]
	keep := g.log[:len(g.log)-1]
	// Rebuild from the undo base: only reversible actions lie after it.
	state := g.baseState.Clone()
	for _, e := range keep[g.baseIndex:] {
		ctx := &Context{dice: g.seeded}
		if err := state.Apply(e.Action, ctx); err != nil {
			return fmt.Errorf("rules: undo: replaying %q failed: %v", e.Action, err)
		}
	}
	g.state = state
	g.log = keep
	g.redo = append(g.redo, last)
	return nil
}

// CanRedo says whether there is an undone action to redo.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// Redo re-applies the last undone action. A new action clears redo.
func (g *Game) Redo() error {
	if len(g.redo) == 0 {
		return fmt.Errorf("%w: nothing to redo", ErrUndo)
	}
	e := g.redo[len(g.redo)-1]
	if err := g.state.Check(e.Action); err != nil {
		return err
	}
	if _, err := g.step(e.Action, g.dice()); err != nil {
		return err
	}
	g.redo = g.redo[:len(g.redo)-1]
	return nil
}

// ReplayTo is a new game of the same scenario, options and dice with the
// first n actions of this one's log replayed (0 <= n <= len(Log())): the
// board at any point of the log, or the start of a "what if" branch.
func (g *Game) ReplayTo(n int) (*Game, error) {
	if n < 0 || n > len(g.log) {
		return nil, fmt.Errorf("rules: replay to %d: the log has %d actions", n, len(g.log))
	}
	r, err := Replay(g.Scenario, g.Options, g.Seed, g.Manual, g.log[:n])
	if err != nil {
		return nil, err
	}
	r.Ref = g.Ref
	return r, nil
}

// Replay rebuilds a game by applying entries in order, checking each is
// legal and, with seeded dice, that it rolls the faces recorded (a
// different roll means the log belongs to another game or module version).
// Manual-dice games take their faces from the entries.
func Replay(s *scenarios.Scenario, opts Options, seed uint64, manual bool, entries []Entry) (*Game, error) {
	g, err := NewGame(s, opts, seed, manual)
	if err != nil {
		return nil, err
	}
	for i, e := range entries {
		if _, err := g.replayEntry(e); err != nil {
			return nil, fmt.Errorf("rules: replay: action %d %q: %w", i+1, e.Action, err)
		}
	}
	return g, nil
}

// ReplayField names the part of a logged entry a replay failed on: "do"
// (the action is refused or fails) or "dice" (the dice do not match).
type ReplayField string

// replayEntry applies a logged entry again: manual games take its recorded
// faces; seeded games must roll exactly those faces.
func (g *Game) replayEntry(e Entry) (ReplayField, error) {
	if g.Manual {
		g.manual.queue = append(g.manual.queue[:0], e.Faces...)
	}
	got, err := g.Apply(e.Action)
	if err != nil {
		var nd *NeedDice
		if errors.As(err, &nd) {
			return "dice", fmt.Errorf("the action needs %d more dice than were recorded", nd.N)
		}
		return "do", err
	}
	switch {
	case !g.Manual && e.Faces != nil && !slices.Equal(got.Faces, e.Faces):
		return "dice", fmt.Errorf("replay rolled %v where the log says %v: the log does not match this scenario, seed and rules version", got.Faces, e.Faces)
	case g.Manual && g.manual.Pending() > 0:
		return "dice", fmt.Errorf("the action used %d of the %d dice recorded with it", len(got.Faces), len(e.Faces))
	}
	return "", nil
}

// Checksum identifies the game exactly: a hash of the module state's JSON
// (module states must marshal deterministically: exported fields, no
// pointers shared in ways JSON cannot show), the options, the dice mode and
// generator, and every logged action with its faces. An edited save, even
// one whose edit would only matter later, fails it.
func (g *Game) Checksum() (string, error) {
	b, err := json.Marshal(g.state)
	if err != nil {
		return "", fmt.Errorf("rules: checksum: %w", err)
	}
	o, err := json.Marshal(g.Options) // encoding/json sorts the keys
	if err != nil {
		return "", fmt.Errorf("rules: checksum: %w", err)
	}
	h := sha256.New()
	h.Write(b)
	h.Write(o)
	fmt.Fprintf(h, "manual=%v seed=%d\n", g.Manual, g.Seed)
	if !g.Manual {
		d, _ := g.seeded.State()
		h.Write(d)
	}
	for _, e := range g.log {
		fmt.Fprintf(h, "%s %v\n", e.Action, e.Faces)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// StartGame starts a new game of the scenario at ref ("builtin:NAME" or a
// file path) and remembers ref for saves, a file path made absolute so
// saving elsewhere still finds it.
func StartGame(ref string, opts Options, seed uint64, manual bool) (*Game, error) {
	s, err := scenarios.LoadFile(ref)
	if err != nil {
		return nil, err
	}
	g, err := NewGame(s, opts, seed, manual)
	if err != nil {
		return nil, err
	}
	g.Ref = ref
	if !strings.HasPrefix(ref, scenarios.BuiltinPrefix) {
		if abs, err := filepath.Abs(ref); err == nil {
			g.Ref = abs
		}
	}
	return g, nil
}
