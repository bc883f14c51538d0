package freeplay

import (
	"fmt"
	"slices"

	"sandtable/rules"
)

// OptionSecretSetup is the scenario option (a bool) that starts the game
// with a secret set-up: every side places its counters face down, all at
// once, then commits; when the last side has committed, every counter the
// set-up turned face down is revealed together and the first turn begins.
const OptionSecretSetup = "secret_setup"

// RuleSetup is the rule of the secret set-up phase.
const RuleSetup = "freeplay: secret set-up: each side places its own counters face down, then commits; all are revealed together"

// setupPhase is the id and name of the secret set-up phase.
const (
	setupPhase     = "secret-setup"
	setupPhaseName = "Secret set-up"
)

// startSecretSetup turns every face-up unit face down and asks every side
// for its set-up.
func (st *State) startSecretSetup() {
	var sides []string
	for _, sd := range st.fixed.s.Sides {
		sides = append(sides, sd.ID)
	}
	c := rules.NewSecretChoice(sides...)
	st.Setup = &c
	for i := range st.Units {
		if u := &st.Units[i]; !u.Hidden {
			u.Hidden = true
			st.SetupHidden = append(st.SetupHidden, u.ID)
		}
	}
}

// inSetup reports whether the secret set-up is under way.
func (st *State) inSetup() bool { return st.Setup != nil && st.Setup.Open() }

// setupList is Legal(side) during the secret set-up, keeping only verb (""
// any) and first argument arg0 ("" any): commit, then the moves of side's
// own counters to every other location.
func (st *State) setupList(side, verb, arg0 string) []rules.Action {
	if !st.Setup.MayChoose(side) {
		return nil
	}
	var out []rules.Action
	if (verb == "" || verb == rules.CommitVerb) && arg0 == "" {
		out = append(out, rules.CommitAction(side))
	}
	if verb != "" && verb != "move" {
		return out
	}
	for _, i := range st.listOrder(side) {
		u := &st.Units[i]
		ref := st.Units.Ref(i)
		if u.Side != side || (arg0 != "" && arg0 != ref) {
			continue
		}
		for j, l := range st.fixed.locs {
			if l != u.Loc {
				out = append(out, rules.Action{Side: side, Verb: "move", Args: []string{ref, st.fixed.texts[j]}})
			}
		}
	}
	return out
}

// setupVerbs is LegalVerbs(side) during the secret set-up.
func (st *State) setupVerbs(side string) []string {
	if !st.Setup.MayChoose(side) {
		return nil
	}
	out := []string{rules.CommitVerb}
	if len(st.fixed.locs) > 1 && slices.ContainsFunc(st.Units, func(u rules.Unit) bool { return u.Side == side }) {
		out = append(out, "move")
	}
	return out
}

// checkSetup is Check during the secret set-up (a.Side is a side of the
// scenario).
func (st *State) checkSetup(a rules.Action) (checked, error) {
	ok := checked{unit: -1}
	if err := st.Setup.Check(a); err != nil {
		return ok, err
	}
	switch a.Verb {
	case rules.CommitVerb:
		if len(a.Args) != 0 {
			return ok, rules.Refuse(a, RuleSetup, "commit takes no arguments, got %d", len(a.Args))
		}
		return ok, nil
	case "move":
	default:
		return ok, rules.Refuse(a, RuleSetup, "during the secret set-up a side only moves its own counters and commits; %q is not allowed", a.Verb)
	}
	if len(a.Args) != 2 {
		return ok, rules.Refuse(a, RuleVerbs, "move takes %s, got %d", usage("move"), len(a.Args))
	}
	i := st.Units.Resolve(a.Args[0])
	if i < 0 {
		return ok, rules.Refuse(a, RuleSetup, "no unit %q: name your counters as the view shows them", a.Args[0])
	}
	u := &st.Units[i]
	if u.Side != a.Side {
		return ok, rules.Refuse(a, RuleSetup, "%s belongs to the %s: a side places only its own counters", a.Args[0], st.sideName(u.Side))
	}
	loc, err := rules.ParseLocation(st.fixed.s, a.Args[1])
	if err != nil {
		return ok, rules.Refuse(a, RuleSetup, "%s", err.Error()[len("rules: "):])
	}
	if canon := loc.Text(st.fixed.s); canon != a.Args[1] {
		return ok, rules.Refuse(a, RuleSetup, "write the location %q as %q", a.Args[1], canon)
	}
	if loc == u.Loc {
		return ok, rules.Refuse(a, RuleSetup, "%s is already at %s", a.Args[0], a.Args[1])
	}
	ok.unit, ok.loc = i, loc
	return ok, nil
}

// applySetup applies a checked action of the secret set-up: a placement is
// its side's secret (the others read that a counter was placed face down);
// the last commit reveals every counter the set-up turned face down.
func (st *State) applySetup(a rules.Action, ck checked, ctx *rules.Context) {
	s := st.fixed.s
	name := st.sideName(a.Side)
	if a.Verb == "move" {
		u := &st.Units[ck.unit]
		st.Setup.Choose(ctx, a.Side, fmt.Sprintf("the %s placed a counter face down", name))
		from := u.Loc.Text(s)
		u.Loc = ck.loc
		ctx.LogTo(rules.SidesOnly(a.Side), "%s placed face down: from %s to %s", rules.Describe(s, u), from, ck.loc.Text(s))
		return
	}
	st.Setup.Commit(ctx, a.Side, name, "secret set-ups", func(ctx *rules.Context) {
		var shown []int
		for i := range st.Units {
			if u := &st.Units[i]; u.Hidden && slices.Contains(st.SetupHidden, u.ID) {
				shown = append(shown, i)
			}
		}
		// Listed as everyone saw them: by alias.
		slices.SortFunc(shown, func(i, j int) int { return st.Units[i].Alias - st.Units[j].Alias })
		for _, i := range shown {
			ref := st.Units.Ref(i)
			u := &st.Units[i]
			u.Hidden = false
			ctx.Logf("%s revealed: %s at %s", ref, rules.Describe(s, u), u.Loc.Text(s))
		}
		st.SetupHidden = nil
		st.occupy(ctx)
		ctx.Logf("%s begins", st.fixed.plan.Describe(st.Clock, s.Turns.Label, s.Turns.SubTurnLabel))
	})
}

// setupStatus is the status of the secret set-up phase: every side still
// placing is active at once.
func (st *State) setupStatus(status rules.Status) rules.Status {
	status.Phase, status.PhaseName = setupPhase, setupPhaseName
	status.Active = st.Setup.Waiting()
	status.Checklist = []rules.CheckItem{
		{Text: "Place your counters face down (the other sides see only that a counter was placed)"},
		{Text: "Commit your set-up; when every side has committed, all are revealed together", Required: true},
	}
	return status
}
