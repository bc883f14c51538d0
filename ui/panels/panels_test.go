package panels

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"sandtable/rules"
	_ "sandtable/rules/freeplay"
	"sandtable/scenarios"
	"sandtable/ui/session"
)

// newSession starts a Fyne test app and a freeplay game of test-hex-flat
// (seed 42) in a session.
func newSession(t testing.TB, manual bool) *session.Session {
	t.Helper()
	test.NewTempApp(t)
	sc, err := scenarios.Builtin("test-hex-flat")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(sc, nil, 42, manual)
	if err != nil {
		t.Fatal(err)
	}
	return session.New(g)
}

// statusLog records what panels pass to their status callback.
type statusLog struct{ msgs []string }

func (l *statusLog) fn(msg string) { l.msgs = append(l.msgs, msg) }

// last is the newest status message ("" when none).
func (l *statusLog) last() string {
	if len(l.msgs) == 0 {
		return ""
	}
	return l.msgs[len(l.msgs)-1]
}

// loc parses a location of the session's scenario.
func loc(t *testing.T, s *session.Session, text string) *rules.Location {
	t.Helper()
	l, err := rules.ParseLocation(s.Game.Scenario, text)
	if err != nil {
		t.Fatal(err)
	}
	return &l
}

// unit is the referee's view of the unit named ref now.
func unit(t *testing.T, s *session.Session, ref string) rules.UnitView {
	t.Helper()
	for _, u := range s.Game.State().View("").Units {
		if u.ID == ref {
			return u
		}
	}
	t.Fatalf("no unit %q in the game", ref)
	return rules.UnitView{}
}

// legal is the actor's legal action with verb and arguments, which must
// exist.
func legal(t *testing.T, s *session.Session, verb string, args ...string) rules.Action {
	t.Helper()
	for _, a := range s.Legal() {
		if a.Verb == verb && strings.Join(a.Args, " ") == strings.Join(args, " ") {
			return a
		}
	}
	t.Fatalf("%s %v is not legal now", verb, args)
	return rules.Action{}
}

// endPhaseBehindSessionsBack ends the phase on the game directly, so the
// session notifies nobody: the panels still offer actions of the old phase,
// as they would when the game moved on between showing and tapping.
func endPhaseBehindSessionsBack(t *testing.T, s *session.Session) {
	t.Helper()
	if _, err := s.Game.Apply(legal(t, s, "end-phase")); err != nil {
		t.Fatal(err)
	}
}

func TestReasonText(t *testing.T) {
	a := rules.Action{Side: "central", Verb: "flip", Args: []string{"ger-inf/1"}}
	ref := rules.Refuse(a, "freeplay: a counter flips to its next step", "%s has only one step", "ger-hq/1")
	for _, tc := range []struct {
		err  error
		want string
	}{
		{nil, ""},
		{ref, "Refused: ger-hq/1 has only one step (freeplay: a counter flips to its next step)"},
		{rules.Refuse(a, "", "no reason given"), "Refused: no reason given"},
		{fmt.Errorf("redo: %w", ref), "Refused: ger-hq/1 has only one step (freeplay: a counter flips to its next step)"},
		{&rules.NeedDice{N: 2, Sides: 6}, "Roll 2 d6 and enter the results"},
		{session.ErrPreviewing, "The board shows an earlier point of the log; return to the present to act"},
		{errors.New("disk full"), "Disk full"},
	} {
		if got := ReasonText(tc.err); got != tc.want {
			t.Errorf("ReasonText(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
}

func TestSideNames(t *testing.T) {
	s := newSession(t, false)
	if got := sideNames(s, []string{"central", "allies"}); got != "Central Powers and Allies" {
		t.Errorf("sideNames = %q", got)
	}
	if got := sideNames(s, []string{"nobody"}); got != "nobody" {
		t.Errorf("unknown side shows as %q, want its id", got)
	}
}
