package session

import (
	"encoding/json"
	"fmt"
	"slices"

	"sandtable/rules"
)

// Hotseat: several people share one screen. The window serves one side at
// a time (the served side, among the active ones); whenever the side
// looking at the screen changes and that side may not see everything, the
// screen is handed over: nothing shows until the next player confirms.
// Then "while you were away" lists the other sides' actions since that
// side last looked, as it may see them (Game.LogFor), never the referee's
// log.

// SecretKeeper is a module state that says itself whether it keeps
// secrets (a hand of cards before the first draw, a secret choice to
// come), when its views alone would not show it.
type SecretKeeper interface {
	HasSecrets() bool
}

// HasSecrets reports whether some side may not see everything: a side's
// view of the game differs from the referee's, the log holds something
// not every side may see, or the module says it keeps secrets.
func (s *Session) HasSecrets() bool {
	st := s.Game.State()
	if k, ok := st.(SecretKeeper); ok && k.HasSecrets() {
		return true
	}
	for _, e := range s.Game.Log() {
		if !e.To.Public() {
			return true
		}
		for _, ev := range e.Events {
			if !ev.To.Public() {
				return true
			}
		}
	}
	ref, err := viewBytes(st.View(""))
	if err != nil {
		return true // cannot tell: keep the secrets
	}
	for _, sd := range s.Game.Scenario.Sides {
		b, err := viewBytes(st.View(sd.ID))
		if err != nil || string(b) != string(ref) {
			return true
		}
	}
	return false
}

// viewBytes is v without the viewing side, to compare views.
func viewBytes(v rules.View) ([]byte, error) {
	v.Side = ""
	return json.Marshal(v)
}

// hotseat reports whether sides take turns at this screen: no fixed seat
// and not one person playing every side.
func (s *Session) hotseat() bool { return s.Seat == "" && !s.Solitaire }

// follow is called after every change of the game: the window serves the
// side that acts now, and when another side is to look at the screen and
// it may not see everything, the screen is handed over.
func (s *Session) follow() {
	want := s.Actor()
	if want != "" {
		s.served = want
	}
	if !s.hotseat() {
		return
	}
	if s.looker != "" {
		// The side at the screen saw everything up to now, its own last
		// action included.
		s.seen[s.looker] = len(s.Game.Log())
	}
	if s.handover || want == "" || want == s.looker {
		return
	}
	if s.HasSecrets() {
		s.handover = true
		s.looker = ""
		// What the last player had selected (the counter it moved in
		// secret) must not greet the next.
		s.Select(nil)
		return
	}
	s.lookAt(want)
}

// lookAt makes side the one looking at the screen: what happened since
// it last looked becomes its "while you were away" summary, and undo
// starts afresh (it never crosses a hand-over).
func (s *Session) lookAt(side string) {
	log := s.Game.Log()
	from := min(s.seen[side], len(log))
	s.away = nil
	for i, e := range s.Game.LogFor(side)[from:] {
		if e.Action.Side != side {
			s.away = append(s.away, AwayEntry{Index: from + i, Entry: e})
		}
	}
	s.looker = side
	s.seen[side] = len(log)
	if s.hotseat() {
		s.Game.HandOver(side) // no undo crosses it, for any side
	}
}

// HandingOver reports whether the screen is being handed to another side
// and its player has not yet taken over.
func (s *Session) HandingOver() bool { return s.handover }

// HandOverTo is the side the screen is being handed to ("" when none).
func (s *Session) HandOverTo() string {
	if !s.handover {
		return ""
	}
	return s.Actor()
}

// StartHandOver hands the screen to the side to act when the person at
// it may be another side's player (after each player typed a passphrase
// on the window's passphrase screen): in hotseat, with secrets kept,
// nothing shows until that side's player takes over.
func (s *Session) StartHandOver() {
	if s.handover || !s.hotseat() || s.Actor() == "" || !s.HasSecrets() {
		return
	}
	s.handover, s.looker = true, ""
	s.Select(nil)
	s.notify(ViewerChanged) // the game did not change: nothing to autosave
}

// TakeOver ends the hand-over: the board shows the served side's view,
// and Away holds what happened since that side last looked.
func (s *Session) TakeOver() {
	if !s.handover {
		return
	}
	s.handover = false
	s.lookAt(s.Actor())
	s.notify(GameChanged)
}

// AwayEntry is one action of "while you were away": the log entry as the
// side at the screen may see it, and its index in the log (Preview(Index+1)
// shows the board right after it).
type AwayEntry struct {
	Index int
	Entry rules.Entry
}

// Away is "while you were away": the other sides' actions since the side
// at the screen last looked, as that side may see them (Game.LogFor: a
// secret action reads as its cover, with only the events it may see).
// It is empty outside hotseat and once DoneAway was called.
func (s *Session) Away() []AwayEntry { return s.away }

// DoneAway forgets the "while you were away" summary and shows the
// present.
func (s *Session) DoneAway() {
	s.away = nil
	s.Preview(-1)
}

// Serving lists the sides that may act now, the served one first when
// several are active: the window serves them in turn.
func (s *Session) Serving() []string {
	act := slices.Clone(s.Game.Status().Active)
	if i := slices.Index(act, s.Actor()); i > 0 {
		act = append(act[i:], act[:i]...)
	}
	return act
}

// PassTo lets the next active side use the screen while several sides
// act at once (each enters its part: a secret deployment, a chit); the
// screen is handed over to it when it may not see everything.
func (s *Session) PassTo(side string) error {
	if s.preview != nil {
		return ErrPreviewing
	}
	if !slices.Contains(s.Game.Status().Active, side) {
		return fmt.Errorf("session: %s may not act now", side)
	}
	if side == s.Actor() {
		return nil
	}
	s.served = side
	s.follow()
	s.notify(GameChanged)
	return nil
}

// CanUndo says whether Undo would take anything back, and if not, why:
// undo is per side, so the acting side may take back only its own actions
// since it took the screen (never another side's, never past a hand-over,
// a die roll or a reveal).
func (s *Session) CanUndo() (bool, string) {
	if !s.hotseat() {
		return s.Game.CanUndo() // one player plays every side: the last action
	}
	actor := s.Actor()
	ok, why := s.Game.CanUndoFor(actor)
	log := s.Game.Log()
	if ok || len(log) == 0 || log[len(log)-1].Action.Side == actor {
		return ok, why
	}
	last := log[len(log)-1]
	because := ""
	if last.Why != "" {
		because = " (" + last.Why + ")"
	}
	return false, fmt.Sprintf("cannot undo: the last action is by the %s%s, and undo takes back only actions of the %s",
		s.sideName(last.Action.Side), because, s.sideName(actor))
}

// sideName is side's display name.
func (s *Session) sideName(id string) string {
	if sd := s.Game.Scenario.Counters.Side(id); sd != nil && sd.Name != "" {
		return sd.Name
	}
	if id == "" {
		return "nobody"
	}
	return id
}
