package session_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// bothActive is freeplay where every side is active at once, as in a
// phase that asks each side for a secret choice.
type bothActive struct{ rules.State }

func (b bothActive) Status() rules.Status {
	st := b.State.Status()
	st.Active = []string{"central", "allies"}
	return st
}

func (b bothActive) Clone() rules.State { return bothActive{b.State.Clone()} }

type bothModule struct{ freeplay.Module }

func (bothModule) ID() string { return "test-both-active" }

func (m bothModule) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := m.Module.New(s, o, r)
	return bothActive{st}, err
}

func init() { rules.Register(bothModule{}) }

func newBothSession(t *testing.T) *session.Session {
	t.Helper()
	s, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	sc := *s
	sc.Module = "test-both-active"
	g, err := rules.NewGame(&sc, nil, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	return session.New(g)
}

// Several sides acting: the window serves one at a time, hands the screen
// over between them, and one side's undo never takes back the other's
// action nor crosses the hand-over.
func TestSeveralActiveSidesAreServedInTurn(t *testing.T) {
	s := newBothSession(t)
	if s.Actor() != "central" || s.Viewer() != "central" {
		t.Fatalf("actor %q viewer %q, want central first", s.Actor(), s.Viewer())
	}
	mv := s.LegalWith("move", "")
	if len(mv) == 0 {
		t.Fatal("central has no move")
	}
	if _, err := s.Apply(mv[0]); err != nil {
		t.Fatal(err)
	}
	if s.HandingOver() {
		t.Fatal("a move by the side at the screen must not hand it over")
	}
	if err := s.PassTo("allies"); err != nil {
		t.Fatal(err)
	}
	if !s.HandingOver() || s.Viewer() != session.Nobody || s.HandOverTo() != "allies" {
		t.Fatalf("passing to the allies: handing over %v to %q, viewer %q", s.HandingOver(), s.HandOverTo(), s.Viewer())
	}
	s.TakeOver()
	if s.Actor() != "allies" || s.Viewer() != "allies" {
		t.Fatalf("after take-over actor %q viewer %q", s.Actor(), s.Viewer())
	}
	if got := s.Serving(); len(got) != 2 || got[0] != "allies" {
		t.Errorf("serving %v, want the allies first", got)
	}
	ok, why := s.CanUndo()
	if ok || !strings.Contains(why, "by the Central Powers") || !strings.Contains(why, "of the Allies") {
		t.Errorf("the allies may undo the central move: %v %q", ok, why)
	}
	if err := s.Undo(); !errors.Is(err, rules.ErrUndo) || len(s.Game.Log()) != 1 {
		t.Fatalf("undo by the allies: %v, %d actions", err, len(s.Game.Log()))
	}
	// Back to the central player: its move came before a hand-over.
	if err := s.PassTo("central"); err != nil {
		t.Fatal(err)
	}
	s.TakeOver()
	if ok, why := s.CanUndo(); ok || !strings.Contains(why, "handed over") {
		t.Errorf("central may undo across the hand-over: %v %q", ok, why)
	}
	if err := s.PassTo("nobody"); err == nil {
		t.Error("passing to a side that may not act was accepted")
	}
}

// "While you were away" is the other side's actions as the side taking
// over may see them: its visible moves, a cover for a secret action, and
// nothing from the referee's log.
func TestAwayIsTheOtherSidesActionsAsThisSideSawThem(t *testing.T) {
	s := newSession(t)
	first := s.Actor()
	hides, moves := s.LegalWith("hide", ""), s.LegalWith("move", "")
	if len(hides) == 0 || len(moves) == 0 {
		t.Fatal("no hide or move for the first side")
	}
	hide, move := hides[0], moves[0]
	for _, a := range []rules.Action{move, hide, {Side: first, Verb: "end-phase"}} {
		if _, err := s.Apply(a); err != nil {
			t.Fatal(a, err)
		}
	}
	if !s.HandingOver() {
		t.Fatal("no hand-over")
	}
	if away := s.Away(); len(away) != 0 {
		t.Fatalf("away shown before the take-over: %d", len(away))
	}
	s.TakeOver()
	next := s.Actor()
	away := s.Away()
	if len(away) != 3 {
		t.Fatalf("away has %d entries; want the first side's 3 actions", len(away))
	}
	want := s.Game.LogFor(next)
	for i, ae := range away {
		e := ae.Entry
		if ae.Index != i {
			t.Errorf("away %d has log index %d", i, ae.Index)
		}
		if e.Action.String() != want[i].Action.String() || len(e.Events) != len(want[i].Events) {
			t.Errorf("away %d is %q, the %s saw %q", i, e.Action, next, want[i].Action)
		}
		if e.Action.Side != first {
			t.Errorf("away %d is the %s's own action", i, e.Action.Side)
		}
	}
	// Nothing the second side may not see: every event it reads is
	// addressed to it.
	for _, ae := range away {
		for _, ev := range ae.Entry.Events {
			if !ev.To.Sees(next) {
				t.Errorf("away shows %q, an event the %s may not see", ev, next)
			}
		}
	}
	s.DoneAway()
	if away := s.Away(); away != nil {
		t.Error("away kept after DoneAway")
	}
	// The first side's next look shows the second side's actions only.
	s.Apply(rules.Action{Side: next, Verb: "end-phase"})
	s.TakeOver()
	if away := s.Away(); len(away) != 1 || away[0].Index != 3 || away[0].Entry.Action.Side != next {
		t.Errorf("the first side's away: %v", away)
	}
}

// The panels read the viewer's log: during a hand-over nobody's secrets,
// in solitaire all of it.
func TestLogIsTheViewersLog(t *testing.T) {
	s := newSession(t)
	first := s.Actor()
	s.Apply(rules.Action{Side: first, Verb: "end-phase"})
	if got, want := len(s.Log()), len(s.Game.LogFor(session.Nobody)); got != want {
		t.Errorf("hand-over log has %d entries, want %d", got, want)
	}
	s.TakeOver()
	if got := s.Log(); len(got) != len(s.Game.LogFor(s.Actor())) {
		t.Errorf("log %d entries", len(got))
	}
}

// A game where every side sees everything has no hand-over.
func TestNoSecretsNoHandOver(t *testing.T) {
	s := newSession(t)
	for turn := 0; turn < 2; turn++ {
		for _, a := range s.LegalWith("reveal", "") {
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.Apply(rules.Action{Side: s.Actor(), Verb: "end-phase"}); err != nil {
			t.Fatal(err)
		}
		if turn == 0 && !s.HandingOver() {
			t.Fatal("the second side's counters are still face down: the screen must be handed over")
		}
		s.TakeOver()
	}
	if s.HasSecrets() {
		t.Fatal("every counter is face up and the log is public, yet the session sees secrets")
	}
	first := s.Actor()
	s.Apply(rules.Action{Side: first, Verb: "end-phase"})
	if s.HandingOver() || s.Viewer() == first || s.Viewer() != s.Actor() {
		t.Errorf("no secrets: handing over %v, viewer %q, actor %q", s.HandingOver(), s.Viewer(), s.Actor())
	}
}

// A saved hotseat game opens handed over to the side to act, and its
// "while you were away" starts at the load: the actions before it are in
// the log, not news.
func TestOpenedSaveHandsOverWithoutOldNews(t *testing.T) {
	s := newSession(t)
	for _, a := range []rules.Action{s.LegalWith("move", "")[0], {Side: s.Actor(), Verb: "end-phase"}} {
		if _, err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	s.TakeOver()
	path := t.TempDir() + "/g.toml"
	if err := s.SaveAs(path); err != nil {
		t.Fatal(err)
	}
	g, err := rules.LoadSaveFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Replace(g, path)
	if !s.HandingOver() || s.HandOverTo() != g.Status().Active[0] {
		t.Fatalf("opened save: handing over %v to %q", s.HandingOver(), s.HandOverTo())
	}
	s.TakeOver()
	if away := s.Away(); len(away) != 0 {
		t.Errorf("away after opening a save lists %d old actions", len(away))
	}
}

// A new hotseat game whose sides keep secrets starts handed over to the
// side to act, as an opened save does; with one player on every side it
// starts on the view of everything (TestNoSecretsNoHandOver: a game with
// no secrets never hands over).
func TestNewGameWithSecretsStartsHandedOver(t *testing.T) {
	for _, c := range []struct {
		ref       string
		solitaire bool
		want      bool
	}{
		{"builtin:test-hex-flat", false, true}, // face-down counters on both sides
		{"builtin:test-hex-flat", true, false},
	} {
		g, err := rules.StartGame(c.ref, nil, 1, false)
		if err != nil {
			t.Fatal(err)
		}
		s := session.New(g)
		s.Solitaire = c.solitaire
		if got := session.New(g).HasSecrets(); got != c.want && !c.solitaire {
			t.Fatalf("%s: HasSecrets %v, want %v", c.ref, got, c.want)
		}
		s.Replace(g, "")
		if s.HandingOver() != c.want {
			t.Errorf("%s (solitaire %v): new game handing over %v, want %v", c.ref, c.solitaire, s.HandingOver(), c.want)
		}
		if c.want && (s.HandOverTo() != g.Status().Active[0] || s.Viewer() != session.Nobody) {
			t.Errorf("%s: handed to %q, viewer %q", c.ref, s.HandOverTo(), s.Viewer())
		}
	}
}

// The locks of a sealed game are in place when the listeners hear of it:
// the window's autosave on that change seals the secrets.
func TestReplaceLockedSetsLocksBeforeNotifying(t *testing.T) {
	s := newSession(t)
	l, err := rules.NewLocks(s.Game, map[string]string{"central": "c", "allies": "a"})
	if err != nil || l == nil {
		t.Fatalf("locks %v, %v", l, err)
	}
	var heard *rules.Locks
	s.OnChange(func(session.Change) { heard = s.Locks })
	s.ReplaceLocked(s.Game, "", l)
	if heard != l || s.Locks != l {
		t.Errorf("listeners saw locks %p, session has %p; want %p", heard, s.Locks, l)
	}
	s.Replace(s.Game, "")
	if s.Locks != nil {
		t.Error("Replace keeps the old game's locks")
	}
}

// StartHandOver hands the screen to the side to act, once, in hotseat
// with secrets only.
func TestStartHandOver(t *testing.T) {
	s := newSession(t)
	actor := s.Actor()
	s.StartHandOver()
	if !s.HandingOver() || s.HandOverTo() != actor || s.Viewer() != session.Nobody {
		t.Fatalf("handing over %v to %q, viewer %q", s.HandingOver(), s.HandOverTo(), s.Viewer())
	}
	s.TakeOver()
	if s.Viewer() != actor {
		t.Errorf("after the take-over the viewer is %q, want %q", s.Viewer(), actor)
	}
	s.Solitaire = true
	s.StartHandOver()
	if s.HandingOver() {
		t.Error("one player on every side: no hand-over")
	}
}
