package greenfields

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's Section 2 "Turn sequence" (the weekly turn):
// "Turns are made on a week by week basis." The ten steps are played as
// stages of weekPhases, in the seed's order, each side's where the seed
// has "player "A" announces ..., followed by player "B"". This is the
// skeleton of the weekly turn (WEEKLY-PLAN.md, order of work step 1): the
// steps are stubs that only end, except the initiative roll and step 10's
// opening of an assault, which plays the assault turn (sequence.go)
// unchanged and comes back to the next week when the assault ends.
//
// A scenario opts in with `[rules] turn = "week"`; without it the game
// is an assault alone, as the 1914 scenario (Mode "").

// RuleWeek is the weekly turn's sequence.
const RuleWeek = "003 Turn sequence"

// The values of State.Mode.
const (
	// ModeWeek: a weekly step of a weekly game.
	ModeWeek = "week"
	// ModeAssault: an assault opened from the weekly turn's step 10.
	ModeAssault = "assault"
)

// TurnWeek is `[rules] turn` of a weekly game.
const TurnWeek = "week"

// assaultDays caps an assault opened from the weekly turn: its days do
// not use the scenario's turn names (its weeks); at the cap the assault
// ends as by a halt. A week's days (the plan's OptAssaultDays, W-11.1).
const assaultDays = 7

// Weekly phase ids, the seed's steps in order; declared in turn where the
// seed has one player announce, "followed by player "B"" ("first" is the
// declarer, who lost the initiative roll).
const (
	PhaseInitiative    = "wk-initiative"
	PhaseDeploy        = "wk-deploy"
	PhaseAttrition     = "wk-attrition"
	PhaseWorksFirst    = "wk-works-first"
	PhaseWorksSecond   = "wk-works-second"
	PhaseRaidsFirst    = "wk-raids-first"
	PhaseRaidsSecond   = "wk-raids-second"
	PhaseWeekAir       = "wk-air"
	PhaseWkBombFirst   = "wk-bombard-first"
	PhaseWkBombSecond  = "wk-bombard-second"
	PhaseGasFirst      = "wk-gas-first"
	PhaseGasSecond     = "wk-gas-second"
	PhaseMinesFirst    = "wk-mines-first"
	PhaseMinesSecond   = "wk-mines-second"
	PhaseReplace       = "wk-replace"
	PhaseAssaultFirst  = "wk-assault-first"
	PhaseAssaultSecond = "wk-assault-second"
)

// weekPhases are the weekly turn, in order: the initiative roll (step 0),
// then the seed's ten steps. Secret steps (1, 5, 9: both sides at once)
// are stubs the declarer ends until their orders are played.
var weekPhases = []phase{
	{ID: PhaseDesign, Name: "Army design", Step: 0},
	{ID: PhaseInitiative, Name: "Initiative", Step: 0},
	{ID: PhaseDeploy, Name: "Troop deployment", Step: 1},
	{ID: PhaseAttrition, Name: "Seasonal attrition", Step: 2},
	{ID: PhaseWorksFirst, Name: "Pioneers and construction", Step: 3},
	{ID: PhaseWorksSecond, Name: "Pioneers and construction", Step: 3, Second: true},
	{ID: PhaseRaidsFirst, Name: "Raids", Step: 4},
	{ID: PhaseRaidsSecond, Name: "Raids", Step: 4, Second: true},
	{ID: PhaseWeekAir, Name: "Air operations", Step: 5},
	{ID: PhaseWkBombFirst, Name: "Bombardment", Step: 6},
	{ID: PhaseWkBombSecond, Name: "Bombardment", Step: 6, Second: true},
	{ID: PhaseGasFirst, Name: "Gas attacks", Step: 7},
	{ID: PhaseGasSecond, Name: "Gas attacks", Step: 7, Second: true},
	{ID: PhaseMinesFirst, Name: "Mines", Step: 8},
	{ID: PhaseMinesSecond, Name: "Mines", Step: 8, Second: true},
	{ID: PhaseReplace, Name: "Replacements and depots", Step: 9},
	{ID: PhaseAssaultFirst, Name: "Assaults", Step: 10, Verbs: []string{"open-assault"}},
	{ID: PhaseAssaultSecond, Name: "Assaults", Step: 10, Second: true, Verbs: []string{"open-assault"}},
}

// weekStep is what a section file adds to one weekly stage (its own file,
// its own rule): its verbs, prompt, what must be finished, checklist and
// quick-play default, when it passes by itself, and for a secret step of
// both sides at once (Both) its rules.SecretChoice and what the last
// commit reveals. A section registers it from a package-level var
// (`var _ = addWeekStep(PhaseRaidsFirst, weekStep{...})`), so that every
// step is known before this file's init registers the stages.
type weekStep struct {
	// Rule is the rule the stage plays (RuleWeek when "").
	Rule string
	// Verbs are the step's verbs besides end-phase (and commit, which a
	// secret step has by itself).
	Verbs []string
	// Both: both sides choose at once, secretly (a secret choice, Choice);
	// the window hands over between them.
	Both bool
	// Choice is the step's secret choice (Both steps).
	Choice func(st *State) *rules.SecretChoice
	// What names the orders a commit closes ("deployment orders").
	What string
	// Reveal runs when the last side commits (Both steps): the orders are
	// carried out; the step then ends.
	Reveal func(st *State, ctx *rules.Context) error
	// Ready, optional (Both steps), is why side may not commit yet: its
	// own orders break a rule (nil when it may). Only side reads it.
	Ready func(st *State, side string) *rules.Refusal
	// Prompt, MustFinish, Checklist and Default as kit.Stage's.
	Prompt     func(st *State, viewer string) string
	MustFinish func(st *State) *rules.Refusal
	Checklist  func(st *State, viewer string) []rules.CheckItem
	Default    func(st *State) rules.Action
	// Passes reports whether the step passes by itself, on facts both
	// sides know (nil: it waits for its side to end it).
	Passes func(st *State) bool
}

// weekSteps are the sections' weekly steps, by phase id.
var weekSteps = map[string]*weekStep{}

// addWeekStep registers a section's part of weekly phase id; its result
// is for a package-level var (see weekStep).
func addWeekStep(id string, s weekStep) bool {
	if _, dup := weekSteps[id]; dup {
		panic("greenfields: weekly step " + id + " added twice")
	}
	weekSteps[id] = &s
	return true
}

// weekStepRule reports whether rule is the rule of a weekly step (its
// section is the weekly turn's).
func weekStepRule(rule string) bool {
	for _, ws := range weekSteps {
		if rule != "" && ws.Rule == rule {
			return true
		}
	}
	return false
}

// weekStepOf is the section's part of the current weekly phase, nil when
// none (or not in a weekly step).
func (st *State) weekStepOf() *weekStep {
	if st.Mode != ModeWeek {
		return nil
	}
	return weekSteps[st.phase().ID]
}

// secretChoice is the current phase's secret choice (the assault's air
// phase, or a weekly step of both sides), nil when the phase has none.
func (st *State) secretChoice() *rules.SecretChoice {
	if st.Mode == ModeWeek {
		if ws := st.weekStepOf(); ws != nil && ws.Choice != nil {
			return ws.Choice(st)
		}
		return nil
	}
	if st.phase().ID == PhaseAir {
		return &st.Air.Choice
	}
	return nil
}

// choiceWhy is secret choice c's refusal of a (not open, or not to a's
// side), citing rule; nil when a's side may choose now.
func choiceWhy(c *rules.SecretChoice, a rules.Action, rule string) *rules.Refusal {
	if err := c.Check(a); err != nil {
		return refuse(rule, "%s", err.(*rules.Refusal).Reason)
	}
	return nil
}

// weekWords are the seed's words for each step (quoted briefly), by step.
var weekWords = []string{
	0:  `"Both players dice, and the loser declares their actions first during each stage of the turn"`,
	1:  `"Troop deployment"`,
	2:  `"Seasonal attrition"`,
	3:  `"Pioneers and construction"`,
	4:  `"Raids"`,
	5:  `"Air operations"`,
	6:  `"Bombardment"`,
	7:  `"Gas attacks"`,
	8:  `"Mines"`,
	9:  `"Replacements and depots"`,
	10: `"Players may now elect to open an attack!"`,
}

// Week moments: the week's start (its initiative roll) and end.
var (
	weekStart = kit.NewMoment("week-start")
	weekEnd   = kit.NewMoment("week-end")
)

func init() {
	book.On(weekStart, func(st *State, ctx *rules.Context) error {
		for i := range st.Units {
			for _, f := range weekFlags {
				st.Units[i].ClearFlag(f)
			}
		}
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleWeek, Title: "The weekly turn", Order: 9,
		More: func(st *State) (string, []rules.RefTable) { return st.weekText(), nil }})
	for k := range weekPhases {
		ph := &weekPhases[k]
		ws := weekSteps[ph.ID]
		if ws == nil {
			ws = &weekStep{}
		}
		ph.Verbs = append(ph.Verbs, ws.Verbs...)
		if ws.Both {
			ph.Both = true
			ph.Verbs = append(ph.Verbs, rules.CommitVerb)
		}
		step, rule := ph.Step, ws.Rule
		if rule == "" {
			rule = RuleWeek
		}
		prompt := ws.Prompt
		if prompt == nil {
			prompt = func(st *State, viewer string) string {
				if step == 10 {
					return fmt.Sprintf("Step 10, %s: open an assault, or end the step for none", weekWords[10])
				}
				if step == 0 {
					return "Roll for the week's initiative: end the step"
				}
				return fmt.Sprintf("Step %d, %s: nothing to declare yet; end the step", step, weekWords[step])
			}
		}
		book.Stage(kit.Stage[*State]{ID: ph.ID, Name: ph.Name, Rule: rule, Verbs: ph.Verbs,
			Who: (*State).phaseSides, Prompt: prompt, MustFinish: ws.MustFinish, Checklist: ws.Checklist, Default: ws.Default})
	}
	book.On(kit.Enter(PhaseInitiative), func(st *State, ctx *rules.Context) error { return st.rollInitiative(ctx) })
	book.On(kit.Leave(PhaseInitiative), func(st *State, ctx *rules.Context) error { return st.rollInitiative(ctx) })
	book.Verb(kit.Verb[*State]{Name: "open-assault", Title: "Open an assault", Rule: RuleWeek,
		Help: "opens an assault in step 10 of the weekly turn: the assault turn is played, the side opening it moving first, until it ends; then the next week begins",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			if arg0 != "" {
				return nil
			}
			return []rules.Action{{Side: side, Verb: "open-assault"}}
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			return refuse(RuleWeek, "open-assault takes no arguments")
		},
		Apply:    func(st *State, a rules.Action, ctx *rules.Context) error { return st.openAssault(a.Side, ctx) },
		Describe: noArgs("Open an assault"),
	})
}

// weekly reports whether the game plays the weekly turn.
func (st *State) weekly() bool { return st.Mode != "" }

// table is the current mode's phase table.
func (st *State) table() []phase {
	if st.Mode == ModeWeek {
		return weekPhases
	}
	return phases
}

// weekName is the scenario's name for the week.
func (st *State) weekName() string {
	names := st.fixed.s.Turns.Names
	if st.Week < len(names) {
		return names[st.Week]
	}
	return fmt.Sprintf("week %d", st.Week+1)
}

// declarer is the side declaring first this week: the loser of its
// initiative roll; before the first roll, the scenario's attacker rolls.
func (st *State) declarer() string {
	if st.Declarer == "" {
		return st.fixed.attacker
	}
	return st.Declarer
}

// attacker is the side that announced the assault.
func (st *State) attacker() string {
	if st.Attacker != "" {
		return st.Attacker
	}
	return st.fixed.attacker
}

// rollInitiative: "Both players dice, and the loser declares their
// actions first during each stage of the turn". Each side 1d6, ties
// rolled again, each roll logged. Without dice (the game's set-up) the
// roll waits for the initiative step to be ended.
func (st *State) rollInitiative(ctx *rules.Context) error {
	if ctx == nil || st.Declarer != "" {
		return nil
	}
	for {
		faces := map[string]int{}
		for _, side := range Sides {
			d, err := ctx.Roll(1, 6)
			if err != nil {
				return err
			}
			faces[side] = d[0]
			ctx.LogRoll(fmt.Sprintf("the %s roll for the initiative", st.sideName(side)), rules.Roll{
				For: fmt.Sprintf("Initiative, %s, the %s", st.weekName(), st.sideName(side)), Table: RuleWeek,
				Dice: d, Sides: 6, Total: d[0], Result: fmt.Sprint(d[0])})
		}
		a, c := faces[Allies], faces[Central]
		if a == c {
			ctx.Logf("Initiative, %s (%s): both roll %d, roll again", st.weekName(), RuleWeek, a)
			continue
		}
		st.Declarer = Allies
		if c < a {
			st.Declarer = Central
		}
		ctx.Logf("Initiative, %s (%s): %s %d, %s %d: the %s lose and declare first this week",
			st.weekName(), RuleWeek, st.sideName(Allies), a, st.sideName(Central), c, st.sideName(st.Declarer))
		return nil
	}
}

// weekPasses: a weekly step passes by itself only on what both sides
// know: the initiative once rolled, attrition (automatic).
func (st *State) weekPasses() bool {
	switch st.phase().ID {
	case PhaseInitiative:
		return st.Declarer != ""
	case PhaseAttrition:
		return true
	}
	if ws := st.weekStepOf(); ws != nil && ws.Passes != nil {
		return ws.Passes(st)
	}
	return false
}

// endWeek ends the week: "week-end" hooks, then the next week (its
// initiative is rolled as its first step is entered), or the game's end
// after the scenario's last week.
func (st *State) endWeek(ctx *rules.Context) error {
	if err := book.Run(st, weekEnd, ctx); err != nil || st.Over {
		return err
	}
	st.Week++
	st.Step, st.Declarer = weekPhaseIndex(PhaseInitiative), ""
	if st.Week >= len(st.fixed.s.Turns.Names) {
		if err := book.Run(st, gameEnd, ctx); err != nil {
			return err
		}
		if !st.Over {
			st.Over, st.Result = true, "draw: the scenario's weeks are over"
		}
		return nil
	}
	if ctx != nil {
		ctx.Logf("%s begins", st.weekName())
		ctx.Reveal("a new week")
	}
	return book.Run(st, weekStart, ctx)
}

// openAssault: "If an assault is made, the game instantly switches to the
// "assault turn" sequence" and "The player first announcing assault moves
// first on the first turn".
func (st *State) openAssault(side string, ctx *rules.Context) error {
	st.Mode, st.Attacker, st.First = ModeAssault, side, side
	st.Day, st.Turn, st.Step, st.Halt = 0, 0, 0, nil
	for i := range st.Units {
		u := &st.Units[i]
		for _, f := range []string{FlagFired, FlagOpFired, FlagMoving, FlagSortie} {
			u.ClearFlag(f)
		}
		st.Troops[i].Moved, st.Troops[i].RoadMoved, st.Troops[i].From = 0, 0, ""
	}
	ctx.Logf("the %s open an assault (%s): the assault turn begins, the %s moving first", st.sideName(side), RuleWeek, st.sideName(side))
	if err := book.Run(st, dayStart, ctx); err != nil {
		return err
	}
	if err := book.Run(st, kit.TurnStart, ctx); err != nil {
		return err
	}
	st.Step = -1
	return st.nextPhase(ctx)
}

// backToWeek ends an assault opened from the weekly turn: the week ends
// and the next begins (or the game ends after the last).
func (st *State) backToWeek(ctx *rules.Context, why string) error {
	if ctx != nil {
		ctx.Logf("the assault is over: %s; back to the weekly turn", why)
	}
	st.Mode, st.Halt, st.Day, st.Turn, st.Step = ModeWeek, nil, 0, 0, 0
	for i := range st.Units {
		st.Units[i].ClearFlag(FlagSuppressed) // the week has none (RULINGS W-1.4)
	}
	return st.endWeek(ctx)
}

// weekText words the weekly turn for the rules reference.
func (st *State) weekText() string {
	s := `"Turns are made on a week by week basis." "Both players dice, and the loser declares their actions first during each stage of the turn - eg, player "A" announces trench raids, followed by player "B", etc. Actions are declared and adjudicated in the following sequence."
`
	for k := 1; k < len(weekWords); k++ {
		s += fmt.Sprintf("\n- step %d: %s", k, weekWords[k])
	}
	return s
}

// weekPhaseOf is the weekly phase playing verb, nil when none.
func weekPhaseOf(verb string) *phase {
	k := slices.IndexFunc(weekPhases, func(ph phase) bool { return slices.Contains(ph.Verbs, verb) })
	if k < 0 {
		return nil
	}
	return &weekPhases[k]
}
