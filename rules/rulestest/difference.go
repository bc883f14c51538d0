package rulestest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"sandtable/internal/textdiff"
	"sandtable/rules"
)

// DiffChecker proves by difference that nothing given to a side depends on
// what that side may not see. After every action of a game it asks the
// module for variants of the state that differ only in a secret kept from
// a side S (rules.SecretVariants: a face-down unit of another type or
// strength, an unseen unit added or taken away, another side's secret
// choice made otherwise) and compares, for S, the real game and a fork of
// each variant (rules.Game.Fork):
//
//   - S's view (as JSON, its status and checklist included), the game's
//     shared status, its legal actions, the refusals of actions of S
//     probed around them (Game.Check), how the window words some of its
//     legal actions and their forecasts (Game.Describe, Game.Forecast),
//     the module's overlays and some units' ranges as S sees them, and the
//     status lines `replay --side S` ends with (Game.StatusLines): at once;
//   - then, for the next few actions of the game applied to the fork too
//     with the same faces (Game.ApplyEntryAs: the rolls S reads keep their
//     faces, whatever the fork rolls before them), each new log entry as S
//     reads it (action or cover, event and roll lines, the faces it sees,
//     the log panel's words for the action: the log panel, "While you were
//     away", `replay --side S`, the sealed save's snapshot) and as a
//     sealed save's public part holds it
//     (Game.PublicRecord), and the observations above again.
//
// Any difference is a leak of something derived from the secret: a count,
// movement points left, how many dice were rolled. A fork that refuses the
// game's next action has diverged (the secret changes what the acting side
// may do, which S cannot see) and is dropped. The words checker
// (SecretsChecker) finds names that leak; this one finds the rest.
//
// Call Check after every action, from the start of the game, like
// SecretsChecker.Check.
type DiffChecker struct {
	// Rand picks the variants and the refusals probed.
	Rand *rand.Rand
	// Probes is how many illegal actions of S are probed per comparison
	// (0: 5). Follow is how many actions a fork is followed for (0: 2).
	Probes, Follow int

	forks   []fork
	logLen  int
	started bool
	cache   map[string]*seen // the real game's, during one Check
	// Compared counts the comparisons made, Diverged the forks dropped
	// because the game's next action was refused there: a test can check
	// the checker was not idle.
	Compared, Diverged int
	// Revealed counts the forks dropped because an action revealed a
	// secret (Entry.Reveals) in the game or the fork.
	Revealed int
}

// fork is a variant of the game followed in step with it.
type fork struct {
	side, what string
	g          *rules.Game
	left       int // actions it is still followed for
}

// Check compares the game with forks of the variants of its state; call it
// after every action (and once before the first).
func (c *DiffChecker) Check(g *rules.Game) error {
	c.cache = map[string]*seen{}
	defer func() { c.cache = nil }()
	log := g.Log()
	if !c.started || len(log) < c.logLen || len(log) > c.logLen+1 {
		// A fresh start, an undo or actions the checker did not see:
		// the forks no longer follow the game.
		c.forks, c.started = nil, true
	} else if len(log) == c.logLen+1 {
		e := log[len(log)-1]
		kept := c.forks[:0]
		for _, f := range c.forks {
			got, err := f.g.ApplyEntryAs(e, f.side)
			if err != nil {
				c.Diverged++
				continue
			}
			if e.Reveals != "" || got.Reveals != "" {
				// The secret may be out now (a face-down unit attacked,
				// the choices shown): nothing left to compare.
				c.Revealed++
				continue
			}
			if err := c.compareEntry(g, f, len(log)-1, *got); err != nil {
				return err
			}
			if err := c.compare(g, f); err != nil {
				return err
			}
			if f.left--; f.left > 0 {
				kept = append(kept, f)
			}
		}
		c.forks = kept
	}
	c.logLen = len(log)
	if g.Status().Over {
		return nil
	}
	sv, ok := g.State().(rules.SecretVariants)
	if !ok {
		return nil
	}
	follow := c.Follow
	if follow == 0 {
		follow = 2
	}
	for _, sd := range g.Scenario.Sides {
		for _, v := range sv.SecretVariants(sd.ID, c.Rand) {
			f := fork{side: sd.ID, what: v.What, g: g.Fork(v.State), left: follow}
			if err := c.compare(g, f); err != nil {
				return err
			}
			c.forks = append(c.forks, f)
		}
	}
	return nil
}

// seen is what a side is given by a game now, kept while one Check
// compares it with several forks.
type seen struct {
	g      *rules.Game
	state  rules.State
	v      rules.View
	view   []byte
	legal  []rules.Action
	status string
	shared []byte // Game.Status less its checklist and decision
	// overlays are the module's overlays as side sees them (rules.Overlayer)
	overlays []byte
}

// observe is what side is given by g now.
func observe(g *rules.Game, side string) (*seen, error) {
	st := g.State()
	v := st.View(side)
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return nil, fmt.Errorf("rulestest: view of %s: %v", side, err)
	}
	// The window reads the turn, phase, who acts and the result from the
	// game's own status, whoever looks: they must hold no secret. (The
	// checklist and a decision's prompt it reads from the viewer's view.)
	shared := g.Status()
	shared.Checklist, shared.Decision = nil, nil
	sh, err := json.MarshalIndent(shared, "", " ")
	if err != nil {
		return nil, fmt.Errorf("rulestest: status: %v", err)
	}
	var ov []byte
	if o, ok := st.(rules.Overlayer); ok {
		if ov, err = json.MarshalIndent(o.Overlays(side), "", " "); err != nil {
			return nil, fmt.Errorf("rulestest: overlays of %s: %v", side, err)
		}
	}
	return &seen{g: g, state: st, v: v, view: b, legal: g.Legal(side), status: strings.Join(g.StatusLines(side), "\n"), shared: sh, overlays: ov}, nil
}

// wording is how side reads action a in g: the window's words for it
// (Game.Describe), and the forecast its dialog shows (Game.Forecast).
func wording(g *rules.Game, a rules.Action, side string) string {
	text := g.Describe(a, side)
	if f, ok := g.Forecast(a); ok {
		b, _ := json.Marshal(f)
		text += "\nforecast: " + string(b)
	}
	return text
}

// ranges are the ranges the window shows side for the unit side's view
// names id (rules.UnitRangesOf).
func ranges(st rules.State, side, id string) string {
	b, _ := json.Marshal(rules.UnitRangesOf(st, side, id))
	return string(b)
}

// real is what side is given by the real game g now, computed once per
// Check.
func (c *DiffChecker) real(g *rules.Game, side string) (*seen, error) {
	if s := c.cache[side]; s != nil {
		return s, nil
	}
	s, err := observe(g, side)
	if err != nil {
		return nil, err
	}
	c.cache[side] = s
	return s, nil
}

// compare holds what f.side is given now in g and in the fork alike.
func (c *DiffChecker) compare(g *rules.Game, f fork) error {
	c.Compared++
	side := f.side
	differ := func(what, real, other string) error {
		return fmt.Errorf("rulestest: %s given to the %s changes when only what they may not see changes (%s):\n%s",
			what, side, f.what, firstDifference(real, other))
	}
	a, err := c.real(g, side)
	if err != nil {
		return err
	}
	b, err := observe(f.g, side)
	if err != nil {
		return err
	}
	if string(a.view) != string(b.view) {
		return differ("the view", string(a.view), string(b.view))
	}
	if !slices.EqualFunc(a.legal, b.legal, rules.Action.Equal) {
		return differ("the legal list", actionLines(a.legal), actionLines(b.legal))
	}
	if a.status != b.status {
		return differ("the status lines", a.status, b.status)
	}
	if string(a.shared) != string(b.shared) {
		return differ("the game's status (turn, phase, who acts)", string(a.shared), string(b.shared))
	}
	n := c.Probes
	if n == 0 {
		n = 5
	}
	if string(a.overlays) != string(b.overlays) {
		return differ("the overlays", string(a.overlays), string(b.overlays))
	}
	for _, p := range probes(c.Rand, a.v, a.legal, side, n) {
		ra, rb := refusalText(a.g.Check(p)), refusalText(b.g.Check(p))
		if ra != rb {
			return differ(fmt.Sprintf("the answer to %q", p), ra, rb)
		}
	}
	// How the window words some legal actions (buttons, dialogs, the
	// forecast of an attack) and the ranges of some units it shows.
	for range min(n, len(a.legal)) {
		act := a.legal[c.Rand.IntN(len(a.legal))]
		if wa, wb := wording(a.g, act, side), wording(b.g, act, side); wa != wb {
			return differ(fmt.Sprintf("the wording of %q", act), wa, wb)
		}
	}
	for range min(n, len(a.v.Units)) {
		id := a.v.Units[c.Rand.IntN(len(a.v.Units))].ID
		if ra, rb := ranges(a.state, side, id), ranges(b.state, side, id); ra != rb {
			return differ(fmt.Sprintf("the ranges of %s", id), ra, rb)
		}
	}
	return nil
}

// compareEntry holds log entry i as f.side reads it, and as a sealed
// save's public part holds it, alike in g and in the fork, which made got.
func (c *DiffChecker) compareEntry(g *rules.Game, f fork, i int, got rules.Entry) error {
	real := g.Log()[i]
	if ea, eb := entryText(real.For(f.side)), entryText(got.For(f.side)); ea != eb {
		return fmt.Errorf("rulestest: log entry %d given to the %s changes when only what they may not see changes (%s):\n%s",
			i+1, f.side, f.what, firstDifference(ea, eb))
	}
	if da, db := g.DescribeLogged(real.For(f.side).Action, f.side), f.g.DescribeLogged(got.For(f.side).Action, f.side); da != db {
		return fmt.Errorf("rulestest: the log panel's words for entry %d given to the %s change when only what they may not see changes (%s):\n%s",
			i+1, f.side, f.what, firstDifference(da, db))
	}
	if pa, pb := g.PublicRecord(i), f.g.PublicRecord(i); pa != pb {
		return fmt.Errorf("rulestest: the public part of a sealed save (log entry %d) changes when only what the %s may not see changes (%s):\n%s",
			i+1, f.side, f.what, firstDifference(pa, pb))
	}
	return nil
}

// entryText is everything of a log entry as a side reads it.
func entryText(e rules.Entry) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\ncover: %s\nfaces: %v\n", e.Action, e.Cover, e.Faces)
	for _, ev := range e.Events {
		b.WriteString(ev.String() + "\n")
	}
	for _, d := range e.Draws {
		fmt.Fprintf(&b, "drew %s from %s\n", d.Item, d.From)
	}
	return b.String()
}

// actionLines is a list of actions, one a line, in its order (the order
// of a list may tell as much as its items).
func actionLines(as []rules.Action) string {
	var b strings.Builder
	for _, a := range as {
		b.WriteString(a.String() + "\n")
	}
	return b.String()
}

// refusalText is an answer of Check as a player reads it.
func refusalText(err error) string {
	if err == nil {
		return "legal"
	}
	return err.Error()
}

// probes are n actions of side made from its legal ones and the units its
// view names, mostly illegal: what side could type.
func probes(r *rand.Rand, v rules.View, legal []rules.Action, side string, n int) []rules.Action {
	var names []string
	for _, u := range v.Units {
		names = append(names, u.ID)
	}
	verbs := []string{"move", "attack", "reveal", "fire", "spot", rules.CommitVerb, rules.VerbEndPhase}
	var out []rules.Action
	for range n {
		var a rules.Action
		if len(legal) > 0 && r.IntN(2) == 0 {
			a = legal[r.IntN(len(legal))]
			a.Args = slices.Clone(a.Args)
		} else {
			a = rules.Action{Side: side, Verb: verbs[r.IntN(len(verbs))]}
		}
		if len(names) > 0 {
			if len(a.Args) == 0 {
				a.Args = []string{names[r.IntN(len(names))]}
			} else {
				a.Args[r.IntN(len(a.Args))] = names[r.IntN(len(names))]
			}
		}
		out = append(out, a)
	}
	return out
}

// firstDifference shows the first line where a (the real game's) and b
// (the variant's) differ, after the three lines before it for context.
func firstDifference(a, b string) string {
	d := textdiff.FirstLine("real game", a, "variant", b)
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	i := 0
	for i < len(la) && i < len(lb) && la[i] == lb[i] {
		i++
	}
	var ctx strings.Builder
	for _, l := range la[max(0, i-3):i] {
		ctx.WriteString("  | " + l + "\n")
	}
	return ctx.String() + d
}
