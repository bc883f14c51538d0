package rulestest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"sandtable/rules"
)

// SecretsChecker checks, after every action of a game, that nothing given
// to a side names what that side may not see: its view (as JSON), the new
// entries of its log (actions, covers, event and roll texts), its legal
// actions and the refusals of illegal actions of that side probed around
// them. The forbidden words of a side are derived from the views: for
// every unit the side's view shows face down (no type) the referee's view
// gives the type id and name, forbidden unless a unit the side does see
// carries the same type; a module adds its own (the instance ids of
// face-down units...) through rules.SecretWords. Per-side data and draws
// are checked too: a side's view must hold no side entry it may not see
// (View.CheckSides), its log no draw it may not see, and neither its log
// nor its view may name an item (a card, a chit) that only another side's
// entries hold (another side's hand; items that are bare numbers are
// checked in the draws only). Log entries are checked
// once, against the words after the action that made them: a unit named
// before it was hidden is history, one named after is a leak.
//
// Call Check after every action, from the start of the game (or from a
// Skip).
type SecretsChecker struct {
	// Rand picks the illegal actions probed; Probes is how many per side
	// and call (0: 20).
	Rand   *rand.Rand
	Probes int

	checked int // log entries already checked
	// before is what each side's view gave at the last Check, to judge
	// the units that left play since (see gone).
	before map[string]*lastSeen
}

// lastSeen is what one side's view gave at a Check: the types of the enemy
// units it showed in full (by id) and face down (by reference, the type
// from the referee's view); and the units of the referee's view (their
// references) and how many of each type it held.
type lastSeen struct {
	full, down map[string]string
	refs       map[string]bool
	count      map[string]int
}

// Skip takes the log entries g holds now as checked, for a checker that
// starts in the middle of a game (a window of a long random game): it
// checks the entries that follow only, since those before were to be
// checked against the words of their time, which it never saw.
func (c *SecretsChecker) Skip(g *rules.Game) { c.checked = len(g.Log()) }

// Check runs the checks on g now for every side of its scenario.
func (c *SecretsChecker) Check(g *rules.Game) error {
	log := g.Log()
	if c.checked > len(log) { // undone
		c.checked = len(log)
	}
	st := g.State()
	ref := st.View("")
	now := map[string]*lastSeen{}
	for _, sd := range g.Scenario.Sides {
		side := sd.ID
		view := st.View(side)
		now[side] = lastSeenIn(ref, view)
		if err := view.CheckSides(side); err != nil {
			return fmt.Errorf("rulestest: the view given to the %s: %v", side, err)
		}
		private := privateItems(ref, view, side)
		for i, e := range newEntries(g, side, c.checked) {
			for _, d := range e.Draws {
				switch {
				case !d.To.Sees(side):
					return fmt.Errorf("rulestest: log entry %d given to the %s holds a draw from the %s that only %v may see", c.checked+i+1, side, d.From, d.To)
				case private[d.Item]:
					return fmt.Errorf("rulestest: log entry %d given to the %s shows the draw of %q from the %s, which another side holds in secret", c.checked+i+1, side, d.Item, d.From)
				}
			}
		}
		words, seen := c.forbidden(g, st, ref, view, side)
		var items []string
		for it := range private {
			if strings.Trim(it, "0123456789") != "" { // a bare number is everywhere in JSON
				items = append(items, it)
			}
		}
		slices.Sort(items) // in a stable order, for a stable message
		words = append(words, items...)
		// The log entries since the last Check: as words, less the types of
		// units the side had in full before and that left play since, plus
		// those of units it had face down (gone).
		entryWords := words
		if b := c.before[side]; b != nil {
			entryWords = gone(g, b, now[side], seen, words)
		}
		if len(words) == 0 && len(entryWords) == 0 {
			continue
		}
		leak := func(words []string, what, text string) error {
			if w, k := firstWord(text, words); k >= 0 {
				return fmt.Errorf("rulestest: %s given to the %s names %q, which they may not see, in %q", what, side, w, text[max(0, k-120):min(len(text), k+len(w)+120)])
			}
			return nil
		}
		v, err := json.Marshal(view)
		if err != nil {
			return fmt.Errorf("rulestest: view of %s: %v", side, err)
		}
		if err := leak(words, "the view", string(v)); err != nil {
			return err
		}
		for i, e := range newEntries(g, side, c.checked) {
			var b strings.Builder
			b.WriteString(e.Action.String() + "\n" + e.Cover + "\n")
			for _, ev := range e.Events {
				b.WriteString(ev.String() + "\n")
			}
			if err := leak(entryWords, fmt.Sprintf("log entry %d", c.checked+i+1), b.String()); err != nil {
				return err
			}
		}
		legal := g.Legal(side)
		for _, a := range legal {
			if err := leak(words, "the legal action", a.String()); err != nil {
				return err
			}
		}
		if err := c.probe(st, side, legal, view, func(what, text string) error { return leak(words, what, text) }); err != nil {
			return err
		}
	}
	c.checked, c.before = len(log), now
	return nil
}

// lastSeenIn is what view gives of the units of ref (the referee's view).
func lastSeenIn(ref, view rules.View) *lastSeen {
	ls := &lastSeen{full: map[string]string{}, down: map[string]string{}, refs: map[string]bool{}, count: map[string]int{}}
	types := map[string]string{}
	for _, u := range ref.Units {
		types[u.ID] = u.Type
		ls.refs[u.ID] = true
		ls.count[u.Type]++
	}
	for _, u := range view.Units {
		switch {
		case u.Side == view.Side:
		case u.Type != "":
			ls.full[u.ID] = u.Type
		case types[u.ID] != "":
			ls.down[u.ID] = types[u.ID]
		}
	}
	return ls
}

// gone are the words a side may not meet in the log entries made since
// before, given words, those it may not meet now, and seen, the type ids
// and names it sees now: a unit that left play since (its reference is
// gone from the referee's view, and a unit of its type with it) is judged
// as the side saw it last. Its type and name are allowed when the side had
// it in full (a unit it had identified is history it may read: "German
// regulars destroyed"), else forbidden when the side had it face down
// (its type was never the side's to know), unless it sees a unit of that
// type now.
func gone(g *rules.Game, before, now *lastSeen, seen map[string]bool, words []string) []string {
	left := func(ref, typ string) bool {
		return !now.refs[ref] && now.count[typ] < before.count[typ]
	}
	allowed := map[string]bool{}
	var forbid []string
	name := func(typ string) string {
		if t := g.Scenario.Counters.Unit(typ); t != nil {
			return t.Name
		}
		return ""
	}
	for ref, typ := range before.full {
		if left(ref, typ) {
			allowed[typ], allowed[name(typ)] = true, true
		}
	}
	for ref, typ := range before.down {
		if !left(ref, typ) {
			continue
		}
		if !seen[typ] {
			forbid = append(forbid, typ)
		}
		if n := name(typ); n != "" && !nameSeen(seen, n) {
			forbid = append(forbid, n)
		}
	}
	var out []string
	for _, w := range words {
		if !allowed[w] {
			out = append(out, w)
		}
	}
	slices.Sort(forbid) // in a stable order, for a stable message
	for _, w := range forbid {
		if !allowed[w] && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// probe tries illegal actions of side made from its legal ones and the
// units its view names, checking their refusals.
func (c *SecretsChecker) probe(st rules.State, side string, legal []rules.Action, view rules.View, leak func(string, string) error) error {
	n := c.Probes
	if n == 0 {
		n = 20
	}
	var names []string
	for _, u := range view.Units {
		names = append(names, u.ID)
	}
	verbs := []string{"move", "attack", "reveal", "hide", "flip", "remove", rules.CommitVerb, "end-phase"}
	for i := 0; i < n; i++ {
		var a rules.Action
		if len(legal) > 0 && c.Rand.IntN(2) == 0 {
			a = legal[c.Rand.IntN(len(legal))]
			a.Args = slices.Clone(a.Args)
		} else {
			a = rules.Action{Side: side, Verb: verbs[c.Rand.IntN(len(verbs))]}
		}
		if len(names) > 0 {
			if len(a.Args) == 0 {
				a.Args = []string{names[c.Rand.IntN(len(names))]}
			} else {
				a.Args[c.Rand.IntN(len(a.Args))] = names[c.Rand.IntN(len(names))]
			}
		}
		if err := st.Check(a); err != nil {
			if e := leak(fmt.Sprintf("the refusal of %q", a), err.Error()); e != nil {
				return e
			}
		}
	}
	return nil
}

// newEntries are the entries of g's log from the from-th on as side reads
// them: g.LogFor(side)[from:] without making the copy of the whole log
// for every action (which made a long game's checks quadratic).
func newEntries(g *rules.Game, side string, from int) []rules.Entry {
	log := g.Log()[from:]
	out := make([]rules.Entry, len(log))
	for i, e := range log {
		out[i] = e.For(side)
	}
	return out
}

// privateItems are the items (cards, chits) of the side entries of the
// referee's view that side may not see (another side's hand), less those
// side sees in an entry of its own view (a public discard pile).
func privateItems(ref, view rules.View, side string) map[string]bool {
	out := map[string]bool{}
	for _, d := range ref.Sides {
		for _, e := range d {
			if !e.To.Sees(side) {
				for _, it := range e.Items {
					out[it] = true
				}
			}
		}
	}
	for _, d := range view.Sides {
		for _, e := range d {
			for _, it := range e.Items {
				delete(out, it)
			}
		}
	}
	return out
}

// forbidden are the words side may not meet, given ref, the referee's
// view, and v, the side's: the types (ids and names) of the units its
// view shows face down that no unit it sees carries, and the module's own
// SecretWords; seen are the type ids and names it sees.
func (c *SecretsChecker) forbidden(g *rules.Game, st rules.State, ref, v rules.View, side string) (words []string, seen map[string]bool) {
	seen = map[string]bool{} // type ids and names side sees
	hidden := map[string]bool{}
	for _, u := range v.Units {
		if u.Type != "" {
			seen[u.Type] = true
			if t := g.Scenario.Counters.Unit(u.Type); t != nil {
				seen[t.Name] = true
			}
		} else {
			hidden[u.ID] = true
		}
	}
	add := func(w string) {
		if w != "" && !seen[w] && !slices.Contains(words, w) {
			words = append(words, w)
		}
	}
	for _, u := range ref.Units {
		if !hidden[u.ID] || u.Type == "" {
			continue
		}
		add(u.Type)
		if t := g.Scenario.Counters.Unit(u.Type); t != nil && !nameSeen(seen, t.Name) {
			add(t.Name)
		}
	}
	if sw, ok := st.(rules.SecretWords); ok {
		for _, w := range sw.SecretWords(side) {
			add(w)
		}
	}
	return words, seen
}

// nameSeen reports whether the type name n is in one of the type names
// seen: a name one the side sees contains is no secret ("German infantry"
// when it sees "German infantry corps").
func nameSeen(seen map[string]bool, n string) bool {
	for s := range seen {
		if strings.Contains(s, n) {
			return true
		}
	}
	return false
}

// firstWord is the first of words that text names as a whole word, and
// where; -1 when none.
func firstWord(text string, words []string) (string, int) {
	for _, w := range words {
		if k := wordAt(text, w); k >= 0 {
			return w, k
		}
	}
	return "", -1
}

// wordAt is where w occurs in text as a whole word, or -1: not inside a
// longer id ("ger-inf" is not in "ger-inf-crack" nor in "ger-inf/2").
func wordAt(text, w string) int {
	for i := 0; ; {
		k := strings.Index(text[i:], w)
		if k < 0 {
			return -1
		}
		k += i
		end := k + len(w)
		if (k == 0 || !idByte(text[k-1])) && (end == len(text) || !idByte(text[end])) {
			return k
		}
		i = k + 1
	}
}

func idByte(b byte) bool {
	return b == '-' || b == '_' || b == '/' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// NamesWord reports whether text names w as a whole word (see
// SecretsChecker): "ger-inf" is not named by "ger-inf/2".
func NamesWord(text, w string) bool { return wordAt(text, w) >= 0 }
