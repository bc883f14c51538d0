// Package panels holds the side panels of the desktop window: the selected
// stack, the phase and its checklist, the game log and the dice. Each panel
// shows a session.Session, refreshes itself from Session.OnChange, and acts
// only through Session.Apply with actions taken from the session's legal
// list; a refused action's reason goes to the status callback the panel was
// made with (the window's status bar).
//
// Like the session, the panels belong to Fyne's thread: change the session
// from other goroutines only inside fyne.Do, so listeners run there too.
package panels

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"sandtable/rules"
	"sandtable/ui/session"
)

// ReasonText is err as players should read it in the status bar: a refusal
// as "Refused: REASON (RULE)", keeping the rule it cites, and other errors
// without the Go package prefix ("rules: ", "session: "), capitalised. A nil
// error is "".
func ReasonText(err error) string {
	if err == nil {
		return ""
	}
	var r *rules.Refusal
	if errors.As(err, &r) {
		return "Refused: " + strings.TrimPrefix(r.Error(), "refused: ")
	}
	msg := err.Error()
	for {
		trimmed := strings.TrimPrefix(strings.TrimPrefix(msg, "rules: "), "session: ")
		if trimmed == msg {
			break
		}
		msg = trimmed
	}
	return capitalise(msg)
}

// capitalise upper-cases the first letter of s.
func capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// say passes msg to status, if there is one.
func say(status func(string), msg string) {
	if status != nil {
		status(msg)
	}
}

// apply applies a, an action from the session's legal list, through the
// session; a refusal (the game may have moved on since the list was made)
// is reported through status, success clears it. It reports whether a was
// applied.
func apply(s *session.Session, a rules.Action, status func(string)) bool {
	if _, err := s.Apply(a); err != nil {
		say(status, ReasonText(err))
		return false
	}
	say(status, "")
	return true
}

// actions are the legal actions with verb whose first argument is arg0
// ("" for any) that the players at this screen may take now: the actor's,
// except while the board shows an earlier point of the log or when the
// screen's seat is another side than the one acting.
func actions(s *session.Session, verb, arg0 string) []rules.Action {
	if _, past := s.Previewing(); past {
		return nil
	}
	if s.Seat != "" && s.Seat != s.Actor() {
		return nil
	}
	return s.LegalWith(verb, arg0)
}

// sideName is the display name of side id ("Central Powers").
func sideName(s *session.Session, id string) string {
	if sd := s.Game.Scenario.Counters.Side(id); sd != nil && sd.Name != "" {
		return sd.Name
	}
	return id
}

// sideNames joins the display names of sides ("Allies and Central Powers").
func sideNames(s *session.Session, ids []string) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = sideName(s, id)
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// nationName is the display name of nation id ("Germany").
func nationName(s *session.Session, id string) string {
	if n := s.Game.Scenario.Counters.Nation(id); n != nil && n.Name != "" {
		return n.Name
	}
	return id
}

// plural is "1 die", "3 dice" style counting.
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
