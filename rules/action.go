package rules

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Action is one decision of one side: a verb and its arguments, e.g.
// {Side: "central", Verb: "move", Args: ["u3", "W0405"]}. Actions are plain
// values; their text form is what scripts, saves and the log use, one per
// line: "central move u3 W0405".
type Action struct {
	Side string
	Verb string
	Args []string
}

// String is the action's text form; arguments holding spaces, quotes or '#'
// are quoted Go-style so ParseAction reads them back.
func (a Action) String() string {
	var b strings.Builder
	b.WriteString(quoteArg(a.Side))
	b.WriteByte(' ')
	b.WriteString(quoteArg(a.Verb))
	for _, x := range a.Args {
		b.WriteByte(' ')
		b.WriteString(quoteArg(x))
	}
	return b.String()
}

// Equal reports whether two actions are the same decision.
func (a Action) Equal(b Action) bool {
	if a.Side != b.Side || a.Verb != b.Verb || len(a.Args) != len(b.Args) {
		return false
	}
	for i := range a.Args {
		if a.Args[i] != b.Args[i] {
			return false
		}
	}
	return true
}

func quoteArg(s string) string {
	if s == "" || strings.ContainsAny(s, "\"'#\\") || strings.IndexFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || !unicode.IsPrint(r)
	}) >= 0 {
		return strconv.Quote(s)
	}
	return s
}

// ParseAction reads an action's text form: side, verb, then arguments,
// separated by blanks; "quoted strings" for arguments with blanks; a '#'
// outside quotes starts a comment. A blank or comment-only line is an error
// (callers skip those first).
func ParseAction(line string) (Action, error) {
	var toks []string
	s := strings.TrimSpace(line)
	for len(s) > 0 {
		switch {
		case s[0] == '#':
			s = ""
		case s[0] == '"':
			q, err := strconv.QuotedPrefix(s)
			if err != nil {
				return Action{}, fmt.Errorf("rules: action %q: unterminated or bad quoted argument", line)
			}
			v, _ := strconv.Unquote(q)
			toks = append(toks, v)
			s = strings.TrimLeft(s[len(q):], " \t")
		default:
			end := strings.IndexAny(s, " \t#")
			if end < 0 {
				end = len(s)
			}
			toks = append(toks, s[:end])
			s = strings.TrimLeft(s[end:], " \t")
		}
	}
	if len(toks) < 2 {
		return Action{}, fmt.Errorf("rules: action %q: want SIDE VERB [ARGS...], e.g. \"central move u3 W0405\"", strings.TrimSpace(line))
	}
	return Action{Side: toks[0], Verb: toks[1], Args: toks[2:]}, nil
}

// Refusal is why an action is not legal, citing the rule:
// "refused: Zeppelin may not end a move over water (000 Über-Zeppelins, How They Move)".
//
// It is the one refusal type of the engine, modules and toolkit. The rule
// cited is the rule the reason comes from, not the rule of whoever asked:
// a stacking limit found while checking a move cites the stacking rule. So
// a helper that can refuse (rules/kit) returns a *Refusal carrying its own
// rule, never a bare reason string for its caller to wrap.
type Refusal struct {
	Action Action
	Reason string // what is wrong, for players
	Rule   string // the rule that says so, e.g. "000 Supply 1"
}

func (r *Refusal) Error() string {
	if r.Rule == "" {
		return "refused: " + r.Reason
	}
	return fmt.Sprintf("refused: %s (%s)", r.Reason, r.Rule)
}

// RuleGameOver is the engine's own rule for an action after the end, cited
// when the module's Check would accept it.
const RuleGameOver = "rules: a game that is over takes no more actions"

// Refuse makes a Refusal for a.
func Refuse(a Action, rule, format string, args ...any) *Refusal {
	return &Refusal{Action: a, Reason: fmt.Sprintf(format, args...), Rule: rule}
}

// ReasonOf is err worded as the reason of a refusal: a refusal's own
// Reason (its rule is the caller's to keep or cite), else err's text
// without the package prefixes it begins with ("rules: location \"zz\":
// ..." reads "location \"zz\": ..."). A module that refuses because a
// helper failed (an argument that is not a location) words the refusal
// with it, so that the refusal never reads "refused: rules: ..." or
// "refused: refused: ...". A nil err is "".
func ReasonOf(err error) string {
	if err == nil {
		return ""
	}
	if r, ok := AsRefusal(err); ok {
		return r.Reason
	}
	msg := err.Error()
	for {
		trimmed := msg
		for _, p := range errorPrefixes {
			trimmed = strings.TrimPrefix(trimmed, p)
		}
		if trimmed == msg {
			return msg
		}
		msg = trimmed
	}
}

// errorPrefixes begin the errors of the packages whose helpers a module
// calls while checking an action: players do not read package names.
var errorPrefixes = []string{"refused: ", "rules: ", "maps: ", "board: ", "kit: "}

// AsRefusal is the *Refusal in err's chain, if any: tests and the window
// read its Rule and Reason instead of matching the error text.
func AsRefusal(err error) (*Refusal, bool) {
	var r *Refusal
	if errors.As(err, &r) {
		return r, true
	}
	return nil, false
}
