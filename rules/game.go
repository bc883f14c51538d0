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
	Faces  []int  // every die face the action used, in order
	Draws  []Draw // every card, chit or engine draw it made, in order (see Context.Draw)
	// Final says undo may not go back past this entry, and Why says why
	// (it rolled dice, revealed a secret, handed play to another side, or
	// the window handed the game over after it).
	Final bool
	Why   string
	// Reveals is what the action showed players that was secret until
	// then (Context.Reveal, RevealToOthers), "" when nothing.
	Reveals string
	// SealsSide says the entry's own side may not undo past it (it ended
	// that side's part of a phase others still play, as a commit of a
	// secret choice); the other sides may still undo their actions.
	SealsSide bool
	// HandedTo is the side the window handed the game to after this
	// entry (Game.HandOver), "" when none.
	HandedTo string
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
	// Seed is the set-up seed (the aliases of hidden units) and, with
	// seeded dice, the dice's seed too.
	Seed uint64
	// Mode is where new rolls come from; Manual says it is DiceManual.
	Mode   DiceMode
	Manual bool // players enter real dice

	state State
	log   []Entry
	redo  []Entry

	seeded *SeededDice
	manual *ManualDice
	random *RandomDice
	// replaying holds the faces of the logged action being replayed in a
	// random-dice game: replay takes them from the log, as with manual dice.
	replaying *ManualDice

	// The undo base: the state right after the last final entry. Undo
	// replays from here, never from further back; actions after it roll no
	// dice, so the generator needs no saving.
	baseIndex int
	baseState State
}

// NewGame sets up a new game of s with its module, options (nil: the
// defaults) and dice: seeded by seed, or manual.
func NewGame(s *scenarios.Scenario, opts Options, seed uint64, manual bool) (*Game, error) {
	mode := DiceSeeded
	if manual {
		mode = DiceManual
	}
	return NewGameMode(s, opts, seed, mode)
}

// NewGameMode sets up a new game of s with options (nil: the defaults),
// set-up seed and dice mode. In normal play the seed should come from
// NewSetupSeed and the mode be DiceRandom (or DiceManual).
func NewGameMode(s *scenarios.Scenario, opts Options, seed uint64, mode DiceMode) (*Game, error) {
	switch mode {
	case DiceRandom, DiceSeeded, DiceManual:
	default:
		return nil, fmt.Errorf("rules: no dice mode %q (random, seeded or manual)", mode)
	}
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
	g := &Game{Scenario: s, Module: m, Options: o, Seed: seed, Mode: mode, Manual: mode == DiceManual,
		state: st, baseState: st.Clone(), seeded: NewSeededDice(seed), manual: &ManualDice{}}
	if mode == DiceRandom {
		g.random = NewRandomDice()
	}
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
	switch {
	case g.replaying != nil:
		return g.replaying
	case g.Manual:
		return g.manual
	case g.Mode == DiceRandom:
		return g.random
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
		return nil, g.ownRefusal(a, err) // worded for a's side (ownnames.go)
	}
	e, err := g.step(a, g.dice())
	if err != nil {
		return nil, err
	}
	g.redo = slices.DeleteFunc(g.redo, func(r Entry) bool { return r.Action.Side == a.Side })
	return e, nil
}

// step applies a (already checked) on a clone and commits it only if the
// module succeeds; dice used by a failed attempt are given back.
func (g *Game) step(a Action, d Dice) (*Entry, error) {
	var savedSeeded *SeededDice
	var savedManual ManualDice
	switch d := d.(type) {
	case *SeededDice:
		savedSeeded = d.Clone()
	case *ManualDice:
		savedManual = ManualDice{queue: slices.Clone(d.queue), draws: slices.Clone(d.draws), engine: slices.Clone(d.engine)}
	}
	next, e, err := g.try(g.state, a, d)
	if err != nil {
		switch d := d.(type) {
		case *SeededDice:
			*d = *savedSeeded
		case *ManualDice:
			*d = savedManual
			var bad *BadDice
			if errors.As(err, &bad) {
				d.Clear() // they were mistyped: never let a later roll use them
			}
			var badDraw *BadDraw
			if errors.As(err, &badDraw) {
				d.draws = nil
			}
		}
		return nil, err
	}
	g.state = next
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

// try applies a to a clone of st, returning the new state and the entry
// it makes, with its finality: an action is final (no side may undo past
// it) when it rolled dice, revealed a secret, or gave play to a side that
// was not acting (or ended the game); it seals its own side (that side may
// not undo past it, the others still may undo theirs) when its side stops
// acting while other sides go on, as a side committing a secret choice.
func (g *Game) try(st State, a Action, d Dice) (State, Entry, error) {
	next := st.Clone()
	ctx := &Context{dice: d}
	if err := next.Apply(a, ctx); err != nil {
		return nil, Entry{}, err
	}
	before, after := st.Status().Active, next.Status().Active
	ownWordings(st, next, ctx.events) // each owner reads its face-down units by name (ownnames.go)
	// The log's own copy of the arguments: a module may cut its legal
	// actions' from one array, which must not stay alive with the log.
	a.Args = slices.Clone(a.Args)
	e := Entry{Action: a, Events: ctx.events, Faces: ctx.faces, Draws: ctx.draws, To: ctx.to, Cover: ctx.cover, Reveals: ctx.secret}
	newcomer := slices.ContainsFunc(after, func(s string) bool { return !slices.Contains(before, s) })
	switch {
	case len(ctx.faces) > 0:
		e.Final, e.Why = true, "it rolled dice"
	case len(ctx.draws) > 0:
		e.Final, e.Why = true, drawWhy(ctx.draws, "it drew from a deck or cup", "it hid units under fresh aliases")
	case ctx.finalSecret != "":
		e.Final, e.Why = true, "it revealed "+ctx.finalSecret
	case newcomer || (len(after) == 0 && len(before) > 0):
		e.Final, e.Why = true, "play passed to another side"
	case slices.Contains(before, a.Side) && !slices.Contains(after, a.Side):
		e.SealsSide, e.Why = true, "the "+g.sideName(a.Side)+" finished their part of the phase"
	}
	return next, e, nil
}

// HandOver records that the window handed the game to side to (the
// hand-over screen): no undo may go back past this point, so one player
// can never take back what the other has already seen or answered. It is
// not an action: it changes no state, and the save keeps it on the last
// action. Before any action it does nothing.
func (g *Game) HandOver(to string) {
	if len(g.log) == 0 {
		return
	}
	e := &g.log[len(g.log)-1]
	e.HandedTo = to
	if !e.Final {
		e.Final, e.Why = true, "the game was handed over to "+g.sidesName([]string{to})
		g.baseIndex, g.baseState = len(g.log), g.state.Clone()
	}
	g.redo = nil
}

// CanUndo says whether Undo would work, and if not, why.
func (g *Game) CanUndo() (bool, string) {
	if len(g.log) == 0 {
		return false, "nothing to undo"
	}
	return g.CanUndoFor(g.log[len(g.log)-1].Action.Side)
}

// lastOf is the index of side's last action in the log, or -1.
func (g *Game) lastOf(side string) int {
	for i := len(g.log) - 1; i >= 0; i-- {
		if g.log[i].Action.Side == side {
			return i
		}
	}
	return -1
}

// CanUndoFor says whether UndoFor(side) would work, and if not, why: side
// has an action to take back, and no roll, reveal, change of side or
// hand-over lies at or after it (nor, when it is side's own last action,
// a commit that sealed side's part).
func (g *Game) CanUndoFor(side string) (bool, string) {
	i := g.lastOf(side)
	if i < 0 {
		return false, "nothing of the " + g.sideName(side) + " to undo"
	}
	for j := len(g.log) - 1; j >= i; j-- {
		if e := g.log[j]; e.Final || (j == i && e.SealsSide) {
			return false, fmt.Sprintf("cannot undo %q: %s", g.log[i].Action, e.Why)
		}
	}
	return true, ""
}

// WouldBeFinal says whether applying a now could not be undone, and why:
// it would roll dice, reveal a secret, hand play to another side or end
// its side's part of the phase. The window asks before such an action when
// the player could still do other things. It tries a on a copy of the game
// (seeded dice on a copy of the generator; with manual dice an action that
// needs dice is final), so the game is untouched. An illegal action is not
// final (ok is false).
func (g *Game) WouldBeFinal(a Action) (final bool, why string) {
	if g.state.Status().Over || g.state.Check(a) != nil {
		return false, ""
	}
	var d Dice = g.seeded.Clone() // random dice: any generator tells
	if g.Manual {
		d = &ManualDice{}
	}
	next, e, err := g.try(g.state, a, d)
	if err != nil {
		if errors.Is(err, ErrNeedDice) {
			return true, "it rolls dice"
		}
		if errors.Is(err, ErrNeedDraw) {
			return true, "it draws from a deck or cup"
		}
		return false, ""
	}
	switch {
	case len(e.Faces) > 0:
		return true, "it rolls dice"
	case len(e.Draws) > 0:
		return true, drawWhy(e.Draws, "it draws from a deck or cup", "it hides units under fresh aliases")
	case strings.HasPrefix(e.Why, "it revealed "):
		return true, "it reveals " + strings.TrimPrefix(e.Why, "it revealed ")
	case e.Final:
		return true, "play passes to " + g.sidesName(next.Status().Active)
	case e.SealsSide:
		return true, "it ends the part of the " + g.sideName(a.Side) + " in this phase"
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

// sideName is side id's name for people ("Allies"), or the id.
func (g *Game) sideName(id string) string {
	if sd := g.Scenario.Counters.Side(id); sd != nil {
		return sd.Name
	}
	return id
}

// ErrUndo is returned (wrapped, with the reason) when undo is not allowed.
var ErrUndo = errors.New("rules: undo refused")

// Undo takes back the last action, if it is after the last die roll,
// revealed secret, change of side or hand-over: UndoFor the side of the
// last action.
func (g *Game) Undo() error {
	if len(g.log) == 0 {
		return fmt.Errorf("%w: nothing to undo", ErrUndo)
	}
	return g.UndoFor(g.log[len(g.log)-1].Action.Side)
}

// UndoFor takes back side's last action, keeping every later action of the
// other sides (while several sides act at once, one side's undo never
// takes back another's). It refuses when CanUndoFor does, and when a later
// action of another side is no longer legal without it.
func (g *Game) UndoFor(side string) error {
	if ok, why := g.CanUndoFor(side); !ok {
		return fmt.Errorf("%w: %s", ErrUndo, why)
	}
	i := g.lastOf(side)
	// Rebuild from the undo base: only reversible actions lie after it, so
	// no dice are rolled.
	state := g.baseState.Clone()
	var kept []Entry
	for j, e := range g.log[g.baseIndex:] {
		if g.baseIndex+j == i {
			continue
		}
		if err := state.Check(e.Action); err != nil {
			return fmt.Errorf("%w: the %s's later %q depends on it", ErrUndo, g.sideName(e.Action.Side), e.Action)
		}
		next, ne, err := g.try(state, e.Action, g.seeded.Clone())
		if err != nil {
			return fmt.Errorf("rules: undo: replaying %q failed: %v", e.Action, err)
		}
		if ne.Final || len(ne.Faces) > 0 {
			return fmt.Errorf("%w: the %s's later %q would then end the phase", ErrUndo, g.sideName(e.Action.Side), e.Action)
		}
		ne.HandedTo = e.HandedTo
		state, kept = next, append(kept, ne)
	}
	removed := g.log[i]
	g.log = append(g.log[:g.baseIndex:g.baseIndex], kept...)
	g.state = state
	g.redo = append(g.redo, removed)
	return nil
}

// CanRedo says whether there is an undone action to redo.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// CanRedoFor says whether side has an undone action to redo.
func (g *Game) CanRedoFor(side string) bool { return g.lastRedo(side) >= 0 }

// lastRedo is the index in the redo stack of side's last undone action, or
// -1; side "" means anyone's.
func (g *Game) lastRedo(side string) int {
	for i := len(g.redo) - 1; i >= 0; i-- {
		if side == "" || g.redo[i].Action.Side == side {
			return i
		}
	}
	return -1
}

// Redo re-applies the last undone action. A new action clears redo of its
// side.
func (g *Game) Redo() error { return g.redoAt(g.lastRedo("")) }

// RedoFor re-applies side's last undone action.
func (g *Game) RedoFor(side string) error { return g.redoAt(g.lastRedo(side)) }

func (g *Game) redoAt(k int) error {
	if k < 0 {
		return fmt.Errorf("%w: nothing to redo", ErrUndo)
	}
	e := g.redo[k]
	if err := g.state.Check(e.Action); err != nil {
		return err
	}
	if _, err := g.step(e.Action, g.dice()); err != nil {
		return err
	}
	g.redo = slices.Delete(g.redo, k, k+1)
	return nil
}

// ReplayTo is a new game of the same scenario, options and dice with the
// first n actions of this one's log replayed (0 <= n <= len(Log())): the
// board at any point of the log, or the start of a "what if" branch.
func (g *Game) ReplayTo(n int) (*Game, error) {
	if n < 0 || n > len(g.log) {
		return nil, fmt.Errorf("rules: replay to %d: the log has %d actions", n, len(g.log))
	}
	r, err := ReplayMode(g.Scenario, g.Options, g.Seed, g.Mode, g.log[:n])
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
	mode := DiceSeeded
	if manual {
		mode = DiceManual
	}
	return ReplayMode(s, opts, seed, mode, entries)
}

// ReplayMode is Replay with a dice mode: a random-dice game takes its
// faces from the entries, like a manual one, and rolls fresh dice after.
func ReplayMode(s *scenarios.Scenario, opts Options, seed uint64, mode DiceMode, entries []Entry) (*Game, error) {
	g, err := NewGameMode(s, opts, seed, mode)
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
// faces; seeded games must roll exactly those faces. A hand-over recorded
// after it is marked again.
func (g *Game) replayEntry(e Entry) (ReplayField, error) {
	fromLog := g.Manual || g.Mode == DiceRandom
	switch {
	case g.Manual:
		g.manual.queue = append(g.manual.queue[:0], e.Faces...)
		g.manual.draws, g.manual.engine = splitDraws(e.Draws)
	case g.Mode == DiceRandom:
		d := &ManualDice{queue: slices.Clone(e.Faces)}
		d.draws, d.engine = splitDraws(e.Draws)
		g.replaying = d
		defer func() { g.replaying = nil }()
	}
	got, err := g.Apply(e.Action)
	if err != nil {
		var nd *NeedDice
		if errors.As(err, &nd) {
			return "dice", fmt.Errorf("the action needs %d more dice than were recorded", nd.N)
		}
		if errors.Is(err, ErrNeedDraw) {
			return "drew", fmt.Errorf("the action draws more than was recorded: %v", err)
		}
		return "do", err
	}
	switch {
	case !fromLog && e.Faces != nil && !slices.Equal(got.Faces, e.Faces):
		return "dice", fmt.Errorf("replay rolled %v where the log says %v: the log does not match this scenario, seed and rules version", got.Faces, e.Faces)
	case fromLog && g.dice().(*ManualDice).Pending() > 0:
		return "dice", fmt.Errorf("the action used %d of the %d dice recorded with it", len(got.Faces), len(e.Faces))
	case e.Draws != nil && !sameDraws(got.Draws, e.Draws):
		return "drew", fmt.Errorf("replay drew %v where the log says %v: the log does not match this scenario, seed and rules version", drawItems(got.Draws), drawItems(e.Draws))
	}
	if e.HandedTo != "" {
		g.HandOver(e.HandedTo)
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
	if g.Mode == DiceRandom {
		fmt.Fprintf(h, "dice=random seed=%d\n", g.Seed)
	} else {
		fmt.Fprintf(h, "manual=%v seed=%d\n", g.Manual, g.Seed)
	}
	if g.Mode == DiceSeeded {
		d, _ := g.seeded.State()
		h.Write(d)
	}
	for _, e := range g.log {
		fmt.Fprintf(h, "%s %v", e.Action, e.Faces)
		for _, d := range e.Draws { // none in games before decks: same sum
			fmt.Fprintf(h, " %q", d.Item)
		}
		fmt.Fprintln(h)
		if e.HandedTo != "" {
			fmt.Fprintf(h, "handed over to %s\n", e.HandedTo)
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// StartGame starts a new game of the scenario at ref ("builtin:NAME" or a
// file path) and remembers ref for saves, a file path made absolute so
// saving elsewhere still finds it.
func StartGame(ref string, opts Options, seed uint64, manual bool) (*Game, error) {
	mode := DiceSeeded
	if manual {
		mode = DiceManual
	}
	return StartGameMode(ref, opts, seed, mode)
}

// StartNewGame starts a game of normal play: a set-up seed from
// NewSetupSeed and dice nobody can foresee (DiceRandom), or players' real
// dice when manual.
func StartNewGame(ref string, opts Options, manual bool) (*Game, error) {
	mode := DiceRandom
	if manual {
		mode = DiceManual
	}
	return StartGameMode(ref, opts, NewSetupSeed(), mode)
}

// StartGameMode is StartGame with a dice mode.
func StartGameMode(ref string, opts Options, seed uint64, mode DiceMode) (*Game, error) {
	s, err := scenarios.LoadFile(ref)
	if err != nil {
		return nil, err
	}
	g, err := NewGameMode(s, opts, seed, mode)
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

// splitDraws parts logged draws into the players' draws and the engine's,
// the two queues a replay takes them from.
func splitDraws(ds []Draw) (players, engine []string) {
	for _, d := range ds {
		if d.Engine {
			engine = append(engine, d.Item)
		} else {
			players = append(players, d.Item)
		}
	}
	return players, engine
}
