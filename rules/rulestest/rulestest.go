// Package rulestest holds the checks every rules module must pass, for use
// from the modules' own tests and fuzz targets: random legal play to the
// end of the game, legality as list membership, undo, replay and saves.
package rulestest

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"sandtable/rules"
	"sandtable/scenarios"
)

// Chooser picks the next action from the legal ones, like a (random)
// player. EndBias is how often a legal "end-phase" is taken when other
// actions are legal too, so random games move on as people's do.
type Chooser struct {
	Rand    *rand.Rand
	EndBias float64
	// Rare are verbs a random player seldom picks (a purchase that costs
	// victory points, say, which played at every chance ends the game in
	// a few turns): a pick of one is kept with probability RareP, else
	// another action is drawn from the rest.
	Rare  []string
	RareP float64
}

// Choose picks one of legal (which must not be empty).
func (c Chooser) Choose(legal []rules.Action) rules.Action {
	if c.EndBias > 0 && c.Rand.Float64() < c.EndBias {
		for _, a := range legal {
			if a.Verb == rules.VerbEndPhase {
				return a
			}
		}
	}
	a := legal[c.Rand.IntN(len(legal))]
	if slices.Contains(c.Rare, a.Verb) && c.Rand.Float64() >= c.RareP {
		var rest []rules.Action
		for _, b := range legal {
			if !slices.Contains(c.Rare, b.Verb) {
				rest = append(rest, b)
			}
		}
		if len(rest) > 0 {
			a = rest[c.Rand.IntN(len(rest))]
		}
	}
	return a
}

// PlayResult is what a random game did.
type PlayResult struct {
	Actions int
	Over    bool
	Result  string
}

// ErrNotOver is what RandomPlay and RandomPlayChecked return, wrapped,
// for a game still going after their maxActions: an error for a test that
// plays a game to its end, none for one that plays a bounded sample of it
// (a fuzz input): errors.Is(err, ErrNotOver).
var ErrNotOver = errors.New("the game did not end")

// RandomPlay plays g with random legal actions of the active sides until
// the game is over or maxActions were applied. It returns an error for a
// panic inside the module, a legal action that is refused or fails, a state
// where no active side has a legal action though the game is not over, and
// a game still going after maxActions ("never ends").
func RandomPlay(g *rules.Game, c Chooser, maxActions int) (res PlayResult, err error) {
	return RandomPlayChecked(g, c, maxActions, nil)
}

// RandomPlayChecked is RandomPlay calling after (when not nil) after every
// action; its error stops the game (e.g. a SecretsChecker's Check).
func RandomPlayChecked(g *rules.Game, c Chooser, maxActions int, after func(*rules.Game) error) (res PlayResult, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("rulestest: panic after %d actions: %v", res.Actions, p)
		}
	}()
	for res.Actions < maxActions {
		st := g.Status()
		if st.Over {
			res.Over, res.Result = true, st.Result
			return res, nil
		}
		var legal []rules.Action
		for _, side := range st.Active {
			legal = append(legal, g.Legal(side)...)
		}
		if len(legal) == 0 {
			return res, fmt.Errorf("rulestest: dead end after %d actions: %s %s, active %v, but no legal action and the game is not over", res.Actions, st.TurnName, st.PhaseName, st.Active)
		}
		a := c.Choose(legal)
		if _, err := g.Apply(a); err != nil {
			return res, fmt.Errorf("rulestest: action %d %q was listed as legal but: %v", res.Actions+1, a, err)
		}
		res.Actions++
		if after != nil {
			if err := after(g); err != nil {
				return res, fmt.Errorf("after action %d %q: %w", res.Actions, a, err)
			}
		}
	}
	if st := g.Status(); st.Over {
		res.Over, res.Result = true, st.Result
		return res, nil
	}
	return res, fmt.Errorf("rulestest: %w within %d actions", ErrNotOver, maxActions)
}

// CheckLegalAgreesWithCheck verifies legality is list membership now: every
// listed action passes Check, and variations of them that are not listed
// (another side, a garbled verb, changed or missing arguments) are refused
// with a *rules.Refusal citing a section of the module's rules reference
// (RefusalCites).
func CheckLegalAgreesWithCheck(g *rules.Game, sides []string, r *rand.Rand) error {
	st := g.State()
	listed := map[string]bool{}
	var all []rules.Action
	for _, side := range sides {
		for _, a := range st.Legal(side) {
			listed[a.String()] = true
			all = append(all, a)
			if err := st.Check(a); err != nil {
				return fmt.Errorf("rulestest: %q is in the legal list but Check refuses it: %v", a, err)
			}
		}
	}
	// Probe a sample of variations.
	for i := 0; i < 200 && len(all) > 0; i++ {
		a := all[r.IntN(len(all))]
		b := a
		b.Args = slices.Clone(a.Args)
		switch r.IntN(4) {
		case 0:
			b.Side = sides[r.IntN(len(sides))]
		case 1:
			b.Verb += "x"
		case 2:
			if len(b.Args) > 0 {
				b.Args = b.Args[:len(b.Args)-1]
			} else {
				b.Args = append(b.Args, "extra")
			}
		case 3:
			if len(b.Args) > 0 {
				o := all[r.IntN(len(all))]
				if len(o.Args) > 0 {
					b.Args[r.IntN(len(b.Args))] = o.Args[r.IntN(len(o.Args))]
				}
			}
		}
		err := st.Check(b)
		if listed[b.String()] != (err == nil) {
			return fmt.Errorf("rulestest: %q: listed=%v but Check says %v", b, listed[b.String()], err)
		}
		if err != nil {
			if err := RefusalCites(st, err); err != nil {
				return fmt.Errorf("rulestest: %q: %v", b, err)
			}
		}
	}
	return nil
}

// CheckReplayAndSave verifies that replaying g's log gives the same state
// (checksum) and that a save loads back to the same game.
func CheckReplayAndSave(g *rules.Game) error {
	want, err := g.Checksum()
	if err != nil {
		return err
	}
	r, err := g.ReplayTo(len(g.Log()))
	if err != nil {
		return fmt.Errorf("rulestest: replay of the live game's log: %v", err)
	}
	if got, _ := r.Checksum(); got != want {
		return fmt.Errorf("rulestest: replay of %d actions gives checksum %s, live game %s", len(g.Log()), got, want)
	}
	var buf bytes.Buffer
	if err := g.Save(&buf); err != nil {
		return fmt.Errorf("rulestest: save: %v", err)
	}
	l, err := rules.LoadSave("save.toml", buf.Bytes(), func(string) (*scenarios.Scenario, error) { return g.Scenario, nil })
	if err != nil {
		return fmt.Errorf("rulestest: load of a fresh save: %v\n%s", err, buf.String())
	}
	if got, _ := l.Checksum(); got != want {
		return fmt.Errorf("rulestest: loaded save has checksum %s, live game %s", got, want)
	}
	if len(l.Log()) != len(g.Log()) {
		return fmt.Errorf("rulestest: loaded save has %d actions, live game %d", len(l.Log()), len(g.Log()))
	}
	return nil
}

// CheckUndoAll applies up to n random reversible actions (ones that roll no
// dice, reveal nothing and keep the same side acting), then undoes them all
// and verifies the state is exactly as before; then redoes them all and
// verifies it matches the state after them.
func CheckUndoAll(g *rules.Game, c Chooser, n int) error {
	before, _ := g.Checksum()
	applied := 0
	for applied < n {
		st := g.Status()
		if st.Over || len(st.Active) == 0 {
			break
		}
		var legal []rules.Action
		for _, a := range g.Legal(st.Active[0]) {
			if a.Verb != "end-phase" {
				legal = append(legal, a)
			}
		}
		if len(legal) == 0 {
			break
		}
		e, err := g.Apply(c.Choose(legal))
		if err != nil {
			return fmt.Errorf("rulestest: %v", err)
		}
		if e.Final {
			// Not reversible: start the property again from here.
			before, _ = g.Checksum()
			applied = 0
			n--
			continue
		}
		applied++
	}
	after, _ := g.Checksum()
	for i := 0; i < applied; i++ {
		if err := g.Undo(); err != nil {
			return fmt.Errorf("rulestest: undo %d of %d: %v", i+1, applied, err)
		}
	}
	if got, _ := g.Checksum(); got != before {
		return fmt.Errorf("rulestest: after undoing %d actions the state differs from before them", applied)
	}
	for i := 0; i < applied; i++ {
		if err := g.Redo(); err != nil {
			return fmt.Errorf("rulestest: redo %d of %d: %v", i+1, applied, err)
		}
	}
	if got, _ := g.Checksum(); got != after {
		return fmt.Errorf("rulestest: after redoing %d actions the state differs from before the undos", applied)
	}
	return nil
}

// CheckLegalFilter verifies that a module implementing rules.LegalFilter
// answers exactly what filtering its Legal list answers, for every side,
// every verb (also verbs not in play now) and, per verb, up to maxArg0
// first arguments of its listed actions plus one that names nothing.
// Modules without rules.LegalFilter pass.
func CheckLegalFilter(g *rules.Game, sides []string, r *rand.Rand, maxArg0 int) error {
	st := g.State()
	f, ok := st.(rules.LegalFilter)
	if !ok {
		return nil
	}
	for _, side := range append(slices.Clone(sides), "", "nobody") {
		all := st.Legal(side)
		want := rules.VerbsOf(all)
		got := f.LegalVerbs(side)
		if !sameSet(got, want) {
			return fmt.Errorf("rulestest: LegalVerbs(%q) = %v, Legal has %v", side, got, want)
		}
		for _, verb := range append(want, "no-such-verb") {
			check := func(arg0 string) error {
				w := rules.FilterActions(all, verb, arg0)
				gl := f.LegalWith(side, verb, arg0)
				if len(gl) != len(w) {
					return fmt.Errorf("rulestest: LegalWith(%q, %q, %q) has %d actions, Legal has %d", side, verb, arg0, len(gl), len(w))
				}
				for i := range w {
					if !gl[i].Equal(w[i]) {
						return fmt.Errorf("rulestest: LegalWith(%q, %q, %q)[%d] = %q, Legal's is %q", side, verb, arg0, i, gl[i], w[i])
					}
				}
				return nil
			}
			if err := check(""); err != nil {
				return err
			}
			var firsts []string
			for _, a := range rules.FilterActions(all, verb, "") {
				if len(a.Args) > 0 && !slices.Contains(firsts, a.Args[0]) {
					firsts = append(firsts, a.Args[0])
				}
			}
			r.Shuffle(len(firsts), func(i, j int) { firsts[i], firsts[j] = firsts[j], firsts[i] })
			for _, arg0 := range append(firsts[:min(len(firsts), maxArg0)], "no-such-argument") {
				if err := check(arg0); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	seen := map[string]int{}
	for _, x := range a {
		seen[x]++
	}
	for _, x := range b {
		if seen[x] != 1 {
			return false
		}
		seen[x] = 2
	}
	return true
}
