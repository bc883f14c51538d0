package rules

import (
	"errors"
	"regexp"
	"slices"
	"strings"
)

// People read names, scripts read ids (names.go), and an alias is an id: a
// side must not read its own face-down unit as "face-down unit of Germany
// (hidden:7)". A module's log lines are strings made once, at Apply time,
// in words every side may read, so they name such a unit by its cover;
// the engine gives the unit's owner its own wording of each line that
// names one (Event.Own), and Entry.For hands every side its wording. The
// other sides read the line as the module wrote it; the referee, who sees
// everything (one person playing every side, a game that is over), reads
// every unit named.

// HiddenName is how a module's texts name a face-down unit and how its
// owner reads it instead.
type HiddenName struct {
	Side  string // the unit's owner
	Cover string // the words every side reads: "face-down unit of Germany (hidden:7)"
	Name  string // the words its owner reads: "German infantry division 4-4-4 (face down)"
}

// OwnNamer is implemented by modules whose texts (log lines, refusals,
// forecasts) name a face-down unit by a cover that holds its reference
// ("hidden:7", Units.Ref). OwnName is the unit ref names now, ok false when
// it names no face-down unit. The engine rewrites Cover into Name in the
// texts the unit's owner reads; a module without it leaves its texts as
// they are for every side.
type OwnNamer interface {
	OwnName(ref string) (HiddenName, bool)
}

// Wording is how one side reads an event that names its own face-down
// units: Text, and Roll when the roll's words name them (nil: the event's
// own roll).
type Wording struct {
	Side string `json:"side"`
	Text string `json:"text"`
	Roll *Roll  `json:"roll,omitempty"`
}

// hiddenRef matches a face-down unit's reference in a text.
var hiddenRef = regexp.MustCompile(regexp.QuoteMeta(HiddenRefPrefix) + `[0-9]+`)

// hiddenNamesIn are the face-down units text names by reference, as the
// first of states that knows each ref names it (the state before an
// action, then after it: a unit revealed by the action is named as it
// was, one hidden by it as it is), keyed by ref.
func hiddenNamesIn(text string, states ...State) map[string]HiddenName {
	if !strings.Contains(text, HiddenRefPrefix) {
		return nil
	}
	var out map[string]HiddenName
	for _, ref := range hiddenRef.FindAllString(text, -1) {
		if _, done := out[ref]; done {
			continue
		}
		for _, st := range states {
			n, ok := st.(OwnNamer)
			if !ok {
				continue
			}
			if h, ok := n.OwnName(ref); ok && h.Cover != "" && h.Side != "" {
				if out == nil {
					out = map[string]HiddenName{}
				}
				out[ref] = h
				break
			}
		}
	}
	return out
}

// ownText is text with the covers of side's units among names replaced by
// their names (every unit's for the referee, side "").
func ownText(text, side string, names map[string]HiddenName) string {
	for _, h := range names {
		if side == "" || h.Side == side {
			text = strings.ReplaceAll(text, h.Cover, h.Name)
		}
	}
	return text
}

// ownRoll is r as side reads it (ownText of each of its words), nil when
// that changes nothing.
func ownRoll(r *Roll, side string, names map[string]HiddenName) *Roll {
	if r == nil {
		return nil
	}
	c := *r
	c.For, c.Table, c.Result = ownText(r.For, side, names), ownText(r.Table, side, names), ownText(r.Result, side, names)
	c.Modifiers = slices.Clone(r.Modifiers)
	for k := range c.Modifiers {
		c.Modifiers[k].Reason = ownText(c.Modifiers[k].Reason, side, names)
	}
	if c.String() == r.String() {
		return nil
	}
	return &c
}

// rollWords are the texts of r that may name a unit.
func rollWords(r *Roll) string {
	if r == nil {
		return ""
	}
	return r.String()
}

// ownWordings gives each event of an action from before to after that
// names a face-down unit by its cover the wording of that unit's owner,
// when the owner may read the event, and the referee's.
func ownWordings(before, after State, events []Event) {
	for k := range events {
		ev := &events[k]
		names := hiddenNamesIn(ev.Text+"\n"+rollWords(ev.Roll), before, after)
		if len(names) == 0 {
			continue
		}
		sides := []string{""}
		for _, h := range names {
			if ev.To.Sees(h.Side) && !slices.Contains(sides, h.Side) {
				sides = append(sides, h.Side)
			}
		}
		slices.Sort(sides)
		for _, side := range sides {
			w := Wording{Side: side, Text: ownText(ev.Text, side, names), Roll: ownRoll(ev.Roll, side, names)}
			if w.Text != ev.Text || w.Roll != nil {
				ev.Own = append(ev.Own, w)
			}
		}
	}
}

// forSide is the event as side ("" the referee) reads it: its own
// wording when it has one. Nobody gets another's wording.
func (e Event) forSide(side string) Event {
	own := e.Own
	e.Own = nil
	for _, w := range own {
		if w.Side == side {
			e.Text = w.Text
			if w.Roll != nil {
				e.Roll = w.Roll
			}
		}
	}
	return e
}

// OwnWords is text, made now for side alone (a refusal of its action, a
// forecast of it), as side reads it: its own face-down units named by
// their names where the module's words name them by their covers (every
// unit for the referee, side "").
func (g *Game) OwnWords(side, text string) string {
	return ownText(text, side, hiddenNamesIn(text, g.state))
}

// ownRefusal is err, a refusal of a, as a's side reads it (OwnWords).
// Other errors are returned as they are.
func (g *Game) ownRefusal(a Action, err error) error {
	var r *Refusal
	if !errors.As(err, &r) {
		return err
	}
	reason := g.OwnWords(a.Side, r.Reason)
	if reason == r.Reason {
		return err
	}
	return &Refusal{Action: r.Action, Reason: reason, Rule: r.Rule}
}

// Check says whether a is legal now, as State.Check does, with a refusal
// worded for a's side (OwnWords): the window's own probes (may this
// counter move there?) read it.
func (g *Game) Check(a Action) error {
	if err := g.state.Check(a); err != nil {
		return g.ownRefusal(a, err)
	}
	return nil
}

// Forecast is the module's forecast of a (Forecaster), worded for a's side
// (OwnWords); ok is false when the module makes none.
func (g *Game) Forecast(a Action) (Forecast, bool) {
	fc, ok := g.state.(Forecaster)
	if !ok {
		return Forecast{}, false
	}
	f, ok := fc.Forecast(a)
	if !ok {
		return f, false
	}
	w := func(s string) string { return g.OwnWords(a.Side, s) }
	f.Title, f.Strength, f.Table = w(f.Title), w(f.Strength), w(f.Table)
	f.Attackers, f.Defenders = ownAll(f.Attackers, w), ownAll(f.Defenders, w)
	f.Modifiers = slices.Clone(f.Modifiers)
	for k := range f.Modifiers {
		f.Modifiers[k].Reason = w(f.Modifiers[k].Reason)
	}
	f.Outcomes = ownOutcomes(f.Outcomes, w)
	f.Parts = slices.Clone(f.Parts)
	for k := range f.Parts {
		f.Parts[k].Title, f.Parts[k].Note = w(f.Parts[k].Title), w(f.Parts[k].Note)
		f.Parts[k].Outcomes = ownOutcomes(f.Parts[k].Outcomes, w)
	}
	return f, true
}

// ownOutcomes is d with w applied to each result, a new slice.
func ownOutcomes(d Distribution, w func(string) string) Distribution {
	d = slices.Clone(d)
	for k := range d {
		d[k].Result = w(d[k].Result)
	}
	return d
}

// ownAll is texts with w applied to each, a new slice.
func ownAll(texts []string, w func(string) string) []string {
	if texts == nil {
		return nil
	}
	out := make([]string, len(texts))
	for k, t := range texts {
		out[k] = w(t)
	}
	return out
}
