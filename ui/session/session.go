// Package session is the game a window is playing: the rules.Game, the side
// whose view is shown, the selected cell, the save path, and change
// notifications for the board and the panels. It has no GUI dependency, so
// everything players can do from the window is testable without one.
package session

import (
	"cmp"
	"errors"
	"fmt"
	"slices"

	"sandtable/rules"
)

// Place is a cell or box on one of the scenario's maps.
type Place struct {
	Loc rules.Location
}

// Change says what changed, so listeners redraw only what they must.
type Change int

// Kinds of change.
const (
	GameChanged       Change = 1 << iota // an action was applied, undone or redone, or a game loaded
	SelectionChanged                     // a different cell or unit is selected
	PreviewChanged                       // the log preview point moved
	StackOrderChanged                    // the players reordered the counters of a stack on screen
	ViewerChanged                        // the screen is handed over: nothing of the game shows until TakeOver
)

// Session is one open game.
type Session struct {
	Game *rules.Game
	// Path is where the game was last saved or loaded from ("" if never).
	Path string
	// Dirty is true when actions were applied since the last save.
	Dirty bool
	// Seat is the side the players at the screen are; "" means the view
	// follows the side that acts now (hotseat), or shows everything when
	// Solitaire is set.
	Seat string
	// Solitaire is one person playing every side: nothing is hidden from
	// them and there is no hand-over between sides.
	Solitaire bool
	// OnNeedDice, when set, is called when an action needs real dice that
	// have not been entered (a manual-dice game): the window asks the
	// players for them and applies the action again. Apply still returns
	// the *rules.NeedDice, and the game is unchanged.
	OnNeedDice func(a rules.Action, nd *rules.NeedDice)
	// OnNeedDraw, when set, is called when an action needs a card or chit
	// drawn by the players that has not been entered (a manual-dice game),
	// or when the entered one is not in the deck or cup (bad is that
	// *rules.BadDraw, else nil): the window asks the players to draw and
	// enter it and applies the action again. Apply still returns the
	// error, and the game is unchanged.
	OnNeedDraw func(a rules.Action, nd *rules.NeedDraw, bad *rules.BadDraw)
	// Locks are the passphrase keys the game's saves are sealed under
	// (docs/secrets-in-saves.md); nil: saves are plain.
	Locks *rules.Locks

	handover  bool           // hotseat: play passed to another side, not yet confirmed
	served    string         // the side the window serves among the active ones
	looker    string         // hotseat: the side looking at the screen, "" while handing over
	seen      map[string]int // hotseat: per side, the log length when it last looked
	away      []AwayEntry    // "while you were away" for the side at the screen
	selected  *rules.Location
	preview   *rules.Game // board at an earlier point of the log, or nil
	previewAt int
	listeners []func(Change)
	// stackOrder is the players' order of the counters at a location, top
	// first, as unit view IDs: how this window shows the stack, not part
	// of the game (never saved, undone or sent to the rules).
	stackOrder map[rules.Location][]string
	// overlays caches Overlays for overlaysKey: a module's overlays (the
	// supply of every hex...) cost a millisecond or so, and a click that
	// only selects must not work them out again.
	overlays    []rules.Overlay
	overlaysKey overlaysKey
}

// overlaysKey is what the module's overlays depend on: the game shown, its
// log's length and the viewer; valid is cleared by any change of the game
// or of what is shown (notify).
type overlaysKey struct {
	game   *rules.Game
	log    int
	viewer string
	valid  bool
}

// New wraps a game.
func New(g *rules.Game) *Session {
	s := &Session{Game: g}
	s.start()
	return s
}

// start begins watching a new game: its acting side is at the screen.
func (s *Session) start() {
	s.seen, s.away, s.served, s.looker = map[string]int{}, nil, "", ""
	s.served = s.Actor()
	s.looker = s.served
	// What happened before this window opened the game is not "while
	// you were away": a side's summary starts here.
	for _, sd := range s.Game.Scenario.Sides {
		s.seen[sd.ID] = len(s.Game.Log())
	}
}

// OnChange registers fn to be called after every change.
func (s *Session) OnChange(fn func(Change)) { s.listeners = append(s.listeners, fn) }

func (s *Session) notify(c Change) {
	if c&^(SelectionChanged|StackOrderChanged) != 0 {
		s.overlaysKey.valid = false
	}
	for _, fn := range s.listeners {
		fn(c)
	}
}

// Nobody is the viewer during a hotseat hand-over: a side no scenario
// has, so every face-down counter of every side stays face down.
const Nobody = "(hand-over)"

// Viewer is the side whose view the window shows now.
func (s *Session) Viewer() string {
	if s.Seat != "" {
		return s.Seat
	}
	if s.Solitaire {
		return "" // the referee's view: one person sees everything
	}
	if s.handover {
		return Nobody
	}
	return s.Actor() // "" when the game is over: everything may be shown
}

// View is what the window shows: the viewer's view of the current game,
// or of the previewed point of the log.
func (s *Session) View() rules.View {
	g := s.Game
	if s.preview != nil {
		g = s.preview
	}
	return g.State().View(s.Viewer())
}

// Status is the present game's status as the viewer may see it (its view's
// status): the checklist and a pending decision's prompt may name what
// only their own side may see, so the window shows the viewer's, never
// the referee's Game.Status.
func (s *Session) Status() rules.Status {
	return s.Game.State().View(s.Viewer()).Status
}

// Overlays are the module's overlays (rules.Overlayer) of the game the
// window shows, as the viewer may see them; nil when it has none. They
// are worked out once per state of the game: callers must not change them.
func (s *Session) Overlays() []rules.Overlay {
	g := s.Game
	if s.preview != nil {
		g = s.preview
	}
	key := overlaysKey{game: g, log: len(g.Log()), viewer: s.Viewer(), valid: true}
	if key == s.overlaysKey {
		return s.overlays
	}
	s.overlays = nil
	if o, ok := g.State().(rules.Overlayer); ok {
		s.overlays = o.Overlays(key.viewer)
	}
	s.overlaysKey = key
	return s.overlays
}

// UnitRanges are the ranges of the units with view IDs units (their
// UnitView.ID), unit by unit, in the game the window shows, as the viewer
// may see them (rules.UnitRanger); nil when the module has none.
func (s *Session) UnitRanges(units []string) []rules.Overlay {
	g := s.Game
	if s.preview != nil {
		g = s.preview
	}
	if _, ok := g.State().(rules.UnitRanger); !ok || len(units) == 0 {
		return nil
	}
	st, viewer := g.State(), s.Viewer() // once: the viewer takes the game's status
	var out []rules.Overlay
	for _, u := range units {
		out = append(out, rules.UnitRangesOf(st, viewer, u)...)
	}
	return out
}

// Actor is the side the window serves now, "" when none acts. When several
// sides are active it is the fixed seat's side if that is one of them,
// else the side served so far while it stays active (PassTo serves
// another), else the first active side.
func (s *Session) Actor() string {
	act := s.Game.Status().Active
	switch {
	case len(act) == 0:
		return ""
	case s.Seat != "" && slices.Contains(act, s.Seat):
		return s.Seat
	case slices.Contains(act, s.served):
		return s.served
	}
	return act[0]
}

// Log is the log as the viewer may see it (Game.LogFor): the log panel,
// the dice panel and every other panel read this, never Game.Log, so a
// side at a shared screen sees only what its audience allows.
func (s *Session) Log() []rules.Entry {
	return s.Game.LogFor(s.Viewer())
}

// Legal lists the actor's legal actions. The list may be huge (every
// move of every counter of a free-play game): the window asks for parts
// of it with LegalVerbs and LegalWith.
func (s *Session) Legal() []rules.Action { return s.Game.Legal(s.Actor()) }

// LegalVerbs lists the verbs of the actor's legal actions, each once.
func (s *Session) LegalVerbs() []string { return s.Game.LegalVerbs(s.Actor()) }

// LegalWith lists the actor's legal actions with the given verb whose first
// argument is arg0 ("" for any).
func (s *Session) LegalWith(verb, arg0 string) []rules.Action {
	return s.Game.LegalWith(s.Actor(), verb, arg0)
}

// ErrPreviewing is returned when acting while the board shows an earlier
// point of the log.
var ErrPreviewing = errors.New("session: the board shows an earlier point of the log; return to the present to act")

// Apply applies a for its side and notifies listeners. The entry it
// returns holds only what the player at the screen as it acted may see.
func (s *Session) Apply(a rules.Action) (*rules.Entry, error) {
	if s.preview != nil {
		return nil, ErrPreviewing
	}
	viewer := s.Viewer() // who is at the screen as it acts
	e, err := s.Game.Apply(a)
	if err != nil {
		var nd *rules.NeedDice
		if errors.As(err, &nd) && s.OnNeedDice != nil {
			s.OnNeedDice(a, nd)
		}
		var ndr *rules.NeedDraw
		var bad *rules.BadDraw
		switch {
		case s.OnNeedDraw == nil:
		case errors.As(err, &ndr):
			s.OnNeedDraw(a, ndr, nil)
		case errors.As(err, &bad):
			s.OnNeedDraw(a, &rules.NeedDraw{Kind: bad.Kind, From: bad.From}, bad)
		}
		return nil, err
	}
	s.Dirty = true
	// Hotseat: when another side is to act and it may not see
	// everything, the player who just acted must not see its secrets:
	// the window asks for the hand-over (follow).
	s.follow()
	s.notify(GameChanged)
	// What the window shows of it (its result dialog, the status line) is
	// what the player at the screen may see: a hidden unit's saves and
	// losses are its owner's alone.
	if viewer != "" {
		f := e.For(viewer)
		e = &f
	}
	return e, nil
}

// Undo takes back the acting side's last action, within the rules' limits
// and per side: see CanUndo.
func (s *Session) Undo() error {
	if s.preview != nil {
		return ErrPreviewing
	}
	if ok, why := s.CanUndo(); !ok {
		return fmt.Errorf("%w: %s", rules.ErrUndo, why)
	}
	var err error
	if s.hotseat() {
		err = s.Game.UndoFor(s.Actor())
	} else {
		err = s.Game.Undo()
	}
	if err != nil {
		return err
	}
	s.Dirty = true
	s.follow()
	s.notify(GameChanged)
	return nil
}

// CanRedo says whether Redo would give something back: in hotseat, an
// action the side at the screen undid (never another side's).
func (s *Session) CanRedo() bool {
	if s.hotseat() {
		return s.Game.CanRedoFor(s.Actor())
	}
	return s.Game.CanRedo()
}

// Redo re-applies the last action the side at the screen undid (in
// hotseat never another side's).
func (s *Session) Redo() error {
	if s.preview != nil {
		return ErrPreviewing
	}
	var err error
	switch {
	case !s.CanRedo():
		return fmt.Errorf("%w: nothing to redo", rules.ErrUndo)
	case s.hotseat():
		err = s.Game.RedoFor(s.Actor())
	default:
		err = s.Game.Redo()
	}
	if err != nil {
		return err
	}
	s.Dirty = true
	s.follow()
	s.notify(GameChanged)
	return nil
}

// Select selects a location (nil: nothing).
func (s *Session) Select(loc *rules.Location) {
	if loc == nil && s.selected == nil || loc != nil && s.selected != nil && *loc == *s.selected {
		return
	}
	s.selected = loc
	s.notify(SelectionChanged)
}

// Selected is the selected location, or nil.
func (s *Session) Selected() *rules.Location { return s.selected }

// UnitsAt lists the viewer's view of the units at loc.
func (s *Session) UnitsAt(loc rules.Location) []rules.UnitView {
	var out []rules.UnitView
	for _, u := range s.View().Units {
		if at, ok := s.UnitLocation(u); ok && at == loc {
			out = append(out, u)
		}
	}
	return out
}

// Stack lists the viewer's view of the units at loc in the order the
// window shows them, top counter first: see InStackOrder.
func (s *Session) Stack(loc rules.Location) []rules.UnitView {
	return s.InStackOrder(loc, s.UnitsAt(loc))
}

// InStackOrder returns units, the view's units at loc in view order (as
// UnitsAt lists them), in the order the window shows them, top counter
// first. By default that is the view's order reversed: the unit the view
// lists last stands on top. Once the players reorder the stack
// (MoveInStack) their order holds; units they have not placed since (a
// unit that moved in) come on top.
func (s *Session) InStackOrder(loc rules.Location, units []rules.UnitView) []rules.UnitView {
	out := make([]rules.UnitView, len(units))
	for i, u := range units {
		out[len(units)-1-i] = u
	}
	order := s.stackOrder[loc]
	if len(order) == 0 {
		return out
	}
	rank := make(map[string]int, len(order))
	for i, id := range order {
		rank[id] = i
	}
	slices.SortStableFunc(out, func(a, b rules.UnitView) int {
		ra, okA := rank[a.ID]
		rb, okB := rank[b.ID]
		switch {
		case !okA && okB:
			return -1 // not placed by the players: on top
		case okA && !okB:
			return 1
		case !okA:
			return 0 // both unplaced: keep the default order
		}
		return cmp.Compare(ra, rb)
	})
	return out
}

// MoveInStack moves the unit with view ID id to place to (0: the top) of
// the stack at loc as the window shows it (to is clamped to the stack),
// and notifies StackOrderChanged. It reports whether the order changed.
// The order is a view preference of this session: it outlives selection
// changes and moves, and goes with Replace.
func (s *Session) MoveInStack(loc rules.Location, id string, to int) bool {
	units := s.Stack(loc)
	from := slices.IndexFunc(units, func(u rules.UnitView) bool { return u.ID == id })
	if from < 0 {
		return false
	}
	to = max(0, min(to, len(units)-1))
	if to == from {
		return false
	}
	u := units[from]
	units = slices.Insert(slices.Delete(units, from, from+1), to, u)
	ids := make([]string, 0, len(units))
	for _, u := range units {
		ids = append(ids, u.ID)
	}
	// Units placed before that are not shown now (moved away, or face
	// down to this viewer) keep their place after these.
	for _, old := range s.stackOrder[loc] {
		if !slices.Contains(ids, old) {
			ids = append(ids, old)
		}
	}
	if s.stackOrder == nil {
		s.stackOrder = map[rules.Location][]string{}
	}
	s.stackOrder[loc] = ids
	s.notify(StackOrderChanged)
	return true
}

// UnitLocation is where a unit view stands, as a Location (false when
// its map or cell is not in the scenario, or when it is aboard another
// unit: the stack panel lists it under its carrier, the board not at all).
func (s *Session) UnitLocation(u rules.UnitView) (rules.Location, bool) {
	return rules.ViewPlace(s.Game.Scenario, u)
}

// Preview shows the board after the first n actions of the log (n < 0 or
// n >= len(log): back to the present).
func (s *Session) Preview(n int) error {
	if n < 0 || n >= len(s.Game.Log()) {
		if s.preview == nil {
			return nil
		}
		s.preview = nil
		s.notify(PreviewChanged)
		return nil
	}
	g, err := s.Game.ReplayTo(n)
	if err != nil {
		return err
	}
	s.preview, s.previewAt = g, n
	s.notify(PreviewChanged)
	return nil
}

// Previewing is the log point shown, and whether the board shows the past.
func (s *Session) Previewing() (int, bool) { return s.previewAt, s.preview != nil }

// Replace swaps in another game (New, Open) and notifies everyone: its
// saves are plain until Locks are set (see ReplaceLocked).
func (s *Session) Replace(g *rules.Game, path string) { s.ReplaceLocked(g, path, nil) }

// ReplaceLocked swaps in another game whose saves are sealed under locks
// (nil: plain), set before anyone is notified: the autosave written on
// the change must never hold a sealed game's secrets in the clear.
//
// In hotseat, a game whose sides keep secrets, new or opened, starts with
// the screen handed to the side to act: whoever clicked Start or opened
// the file must not see that side's secrets by chance.
func (s *Session) ReplaceLocked(g *rules.Game, path string, locks *rules.Locks) {
	s.Game, s.Path, s.Dirty, s.selected, s.preview, s.handover = g, path, false, nil, nil, false
	s.Locks = locks
	s.stackOrder = nil // another game: other units
	s.start()
	if s.hotseat() && s.Actor() != "" && s.HasSecrets() {
		s.handover, s.looker = true, ""
	}
	s.notify(GameChanged | SelectionChanged | PreviewChanged | StackOrderChanged)
}

// SaveAs saves the game to path atomically and remembers the path.
func (s *Session) SaveAs(path string) error {
	if err := s.Game.SaveSealedFile(path, s.Locks); err != nil {
		return err
	}
	s.Path, s.Dirty = path, false
	return nil
}

// HasVerb reports whether the actor may use verb now.
func (s *Session) HasVerb(verb string) bool {
	return slices.Contains(s.LegalVerbs(), verb)
}
