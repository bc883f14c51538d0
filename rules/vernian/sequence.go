package vernian

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Phase ids, in the order of the seed's "NEW OPERATIONAL TURN SEQUENCE OF
// PLAY", with the Storm placement "at the start of each Operational Turn,
// before anything else" (000 Weird, Huge Inventions) first.
const (
	PhaseAlliedSetup = "allied-setup"
	PhaseGermanSetup = "german-setup"

	PhaseStorms = "allied-storms"

	PhaseGerNewUnits   = "german-new-units"
	PhaseGerBaseChange = "german-base-change"
	PhaseGerEmbark     = "german-embarkation"
	PhaseGerSortie     = "german-sortie"
	PhaseGerIntercept  = "german-interception"
	PhaseGerMovement   = "german-movement"
	PhaseGerBombard    = "german-bombard"
	PhaseGerCombat     = "german-combat"
	PhaseGerAttrition  = "german-attrition"

	PhaseAllNewUnits   = "allied-new-units"
	PhaseAllBaseChange = "allied-base-change"
	PhaseAllMissions   = "allied-missions"
	PhaseAllIntercept  = "allied-interception"
	PhaseAllMovement   = "allied-movement"
	PhaseAllBombard    = "allied-bombard"
	PhaseAllCombat     = "allied-combat"
	PhaseAllReturn     = "allied-return-to-base"
	PhaseAllAttrition  = "allied-attrition"
)

// Rule citations: each is the Rule of a section of the rules reference
// (declared in its rule's file with book.Section), so a player finds the
// words a refusal cites; a letter or number after one ("000 Monstrous
// Artilleries c") is the seed's paragraph within that section.
const (
	RuleSetup     = "000 Set-up"
	RuleSequence  = "000 Sequence of Play"
	RuleTurn      = "000 Sequence of Play: who acts"
	RuleMovement  = "000 Movement"
	RuleStacking  = "000 Stacking"
	RuleSupply    = "000 Supply"
	RuleAttrition = "000 Supply 3: Attrition"
	RuleBombard   = "000 Monstrous Artilleries"
	RuleCombat    = "000 Ground Combat"
	RuleLosses    = "000 Step losses"
	RuleRetreat   = "000 Retreats"
	RuleCrack     = "000 Crack German Troops"
	RuleTanks     = "000 Tanks"
	RuleAFB       = "000 The Armored Front Buster"
	RuleEngland   = "000 Special rules for England"
	RuleTunnel    = "000 England b: the Tunnel"
	RuleNewUnits  = "000 New units and reinforcements"
	// RuleZeppelins is 000 Über-Zeppelins (a Base Change, b Embarkation,
	// c Sortie, Disembarkation, Crossing the Channel).
	RuleZeppelins = "000 Über-Zeppelins"
	// RuleFlyers is 000 Ether Flyers (How They Move, Missions, Returning
	// to Base).
	RuleFlyers = "000 Ether Flyers"
	// RuleAirCombat is 000 Ether Flyers: Air Combat (tables a, b, c).
	RuleAirCombat = "000 Ether Flyers: Air Combat"
	// RuleStorms and RuleGenerators are 000 Weird, Huge Inventions at the
	// Eleventh Hour: the Allies' Weather Control Projection Devices and
	// their Storms, the Germans' Gigantic Van der Graaf Generators.
	RuleStorms     = "000 Inventions: Storms"
	RuleGenerators = "000 Inventions: Van der Graaf Generators"
	RuleVictory    = "000 Victory"
	RuleEnd        = "000 End of the game"
)

// ruleCitations are every rule citation, each a section of the reference.
var ruleCitations = []string{RuleSetup, RuleSequence, RuleTurn, RuleMovement, RuleStacking, RuleSupply, RuleAttrition,
	RuleBombard, RuleCombat, RuleLosses, RuleRetreat, RuleCrack, RuleTanks, RuleAFB, RuleEngland, RuleTunnel, RuleNewUnits,
	RuleZeppelins, RuleFlyers, RuleAirCombat, RuleStorms, RuleGenerators, RuleVictory, RuleEnd, RuleHidden}

func setupSequence() kit.Sequence {
	return kit.Sequence{ID: "setup", Name: "Set-up", Phases: []kit.Phase{
		{ID: PhaseAlliedSetup, Name: "Allied Set-up", Side: Allies, Verbs: []string{"move"}, Rule: RuleSetup},
		{ID: PhaseGermanSetup, Name: "German Set-up", Side: Germans, Verbs: []string{"move"}, Rule: RuleSetup},
	}}
}

// operationalSequence is one operational turn, quoted from the seed's
// "NEW OPERATIONAL TURN SEQUENCE OF PLAY". The seed marks its new phases,
// the air war's, with "*": players read that in words (airWarPhases), not
// as a star in the phase's name (issue 24).
// The two Interception Phases belong to the other side's flyers ("The only
// mission which can be flown during the opposing player's turn is
// Interception"), so their Side is the intercepting side.
func operationalSequence() kit.Sequence {
	combat := []string{"attack", "commit", "withdraw", "double", "resolve", "cancel", "advance", "crack", "done"}
	bombard := []string{"bombard", "cancel-bombard", "fire"}
	intercept := []string{"intercept", "first", "fight", "land"}
	return kit.Sequence{ID: "operational", Name: "Operational Turn", Phases: []kit.Phase{
		{ID: PhaseStorms, Name: "Storm Placement (Allied)", Side: Allies, Verbs: []string{"invent", "storm"}, Rule: RuleStorms},
		{ID: PhaseGerNewUnits, Name: "German New Units Phase", Side: Germans, Verbs: []string{"invent", "generator", "move", "improve"}, Rule: RuleSequence},
		{ID: PhaseGerBaseChange, Name: "Zeppelin/Ether Flyer Base Change Phase (German)", Side: Germans, Verbs: []string{"move", "escape"}, Rule: RuleZeppelins + " a"},
		{ID: PhaseGerEmbark, Name: "Airmobile Embarkation Phase (German)", Side: Germans, Verbs: []string{"embark"}, Rule: RuleZeppelins + " b"},
		{ID: PhaseGerSortie, Name: "Zeppelin Sortie Phase (German)", Side: Germans, Verbs: []string{"move"}, Rule: RuleZeppelins + " c"},
		{ID: PhaseGerIntercept, Name: "Interception Phase (Allied flyers)", Side: Allies, Verbs: intercept, Rule: RuleFlyers},
		{ID: PhaseGerMovement, Name: "German Ground Movement and Disembarkation Phase", Side: Germans, Verbs: []string{"move"}, Rule: RuleSequence},
		{ID: PhaseGerBombard, Name: "German Bombards from Monstrous Artilleries", Side: Germans, Verbs: bombard, Rule: RuleBombard},
		{ID: PhaseGerCombat, Name: "German Ground Combat Phase", Side: Germans, Verbs: combat, Rule: RuleCombat},
		{ID: PhaseGerAttrition, Name: "German Attrition Phase", Side: Germans, Verbs: []string{"attrition"}, Rule: RuleAttrition},
		{ID: PhaseAllNewUnits, Name: "Allied New Units Phase", Side: Allies, Verbs: []string{"move"}, Rule: RuleSequence},
		{ID: PhaseAllBaseChange, Name: "Ether Flyer Base Change Phase (Allied)", Side: Allies, Verbs: []string{"move", "escape"}, Rule: RuleFlyers},
		{ID: PhaseAllMissions, Name: "Ether Flyer Mission Allocation Phase (Allied)", Side: Allies, Verbs: []string{"sweep", "escort", "interdict", "recall", "first", "fight"}, Rule: RuleFlyers},
		{ID: PhaseAllIntercept, Name: "Interception Phase (German flyers)", Side: Germans, Verbs: intercept, Rule: RuleFlyers},
		{ID: PhaseAllMovement, Name: "Allied Ground Movement Phase", Side: Allies, Verbs: []string{"move"}, Rule: RuleSequence},
		{ID: PhaseAllBombard, Name: "Allied Bombards from Monstrous Artilleries", Side: Allies, Verbs: bombard, Rule: RuleBombard},
		{ID: PhaseAllCombat, Name: "Allied Ground Combat Phase", Side: Allies, Verbs: combat, Rule: RuleCombat},
		{ID: PhaseAllReturn, Name: "Ether Flyer Return to Base Phase (Allied)", Side: Allies, Verbs: []string{"land"}, Rule: RuleFlyers},
		{ID: PhaseAllAttrition, Name: "Allied Attrition Phase", Side: Allies, Verbs: []string{"attrition"}, Rule: RuleAttrition},
	}}
}

// airWarPhases are the air war's phases (and the Storm placement), which
// the seed marks "*" with its other new phases, the bombards: each passes by
// itself when its side has nothing to do in it (airPhase).
var airWarPhases = map[string]bool{
	PhaseStorms:        true,
	PhaseGerBaseChange: true,
	PhaseGerEmbark:     true,
	PhaseGerSortie:     true,
	PhaseGerIntercept:  true,
	PhaseAllBaseChange: true,
	PhaseAllMissions:   true,
	PhaseAllIntercept:  true,
	PhaseAllReturn:     true,
}

// phaseKind is the kind of the current phase: "setup", "new-units",
// "movement", "bombard", "combat", "attrition", or one of the air phases
// "storms", "base-change", "embark", "sortie", "interception", "missions",
// "return".
func (st *State) phaseKind() string { return kindOf(st.phase().ID) }

// kindOf is the kind of phase id (phaseKind).
func kindOf(id string) string {
	switch id {
	case PhaseStorms:
		return "storms"
	case PhaseGerBaseChange, PhaseAllBaseChange:
		return "base-change"
	case PhaseGerEmbark:
		return "embark"
	case PhaseGerSortie:
		return "sortie"
	case PhaseGerIntercept, PhaseAllIntercept:
		return "interception"
	case PhaseAllMissions:
		return "missions"
	case PhaseAllReturn:
		return "return"
	case PhaseAlliedSetup, PhaseGermanSetup:
		return "setup"
	case PhaseGerNewUnits, PhaseAllNewUnits:
		return "new-units"
	case PhaseGerMovement, PhaseAllMovement:
		return "movement"
	case PhaseGerBombard, PhaseAllBombard:
		return "bombard"
	case PhaseGerCombat, PhaseAllCombat:
		return "combat"
	case PhaseGerAttrition, PhaseAllAttrition:
		return "attrition"
	}
	return ""
}

// phasesOfKind are the ids of the phases of kind, set-up's first.
func phasesOfKind(kind string) []string {
	var out []string
	for _, seq := range []kit.Sequence{setupSequence(), operationalSequence()} {
		for _, ph := range seq.Phases {
			if kindOf(ph.ID) == kind {
				out = append(out, ph.ID)
			}
		}
	}
	return out
}

// opTurnEnd is the moment an operational turn ends (the next phase is
// another operational turn's); kit.TurnStart is a Strategic Turn's start,
// after its reinforcements and the tunnel's stack arrive.
var opTurnEnd = kit.NewMoment("operational-turn-end")

// The phases of both sequences are the book's stages, and end-phase moves
// play from one to the next.
func init() {
	book.Section(kit.Section[*State]{Rule: RuleSequence, Title: "The operational turn", Order: 10,
		More: func(st *State) (string, []rules.RefTable) { return st.sequenceText(), nil },
	})
	book.Section(kit.Section[*State]{Rule: RuleTurn, Title: "Who acts", Order: 20,
		Text: `Only the side whose phase it is acts; the other side waits. The one exception is a choice the rules leave to a unit's owner in the middle of a resolution (see Step losses and Retreats): while the game waits for it, that side alone acts, and only to make the choice.

End phase ends the current phase. It is refused, with the reason, while the phase still needs something done (fire designated bombards, finish an attack, roll attrition, a legal set-up).`,
	})
	for _, seq := range []kit.Sequence{setupSequence(), operationalSequence()} {
		for _, ph := range seq.Phases {
			book.Stage(phaseStage(ph))
		}
	}
	end := book.EndPhaseVerb("Ends the phase; refused, with the reason, while something it requires is undone.",
		func(st *State, ctx *rules.Context) error { return st.endPhase(ctx) },
		func(st *State, _ string) string { return "End the " + st.phase().Name })
	end.Words = "ending the phase"
	// A malformed end-phase is refused as such before what the phase
	// still requires.
	why := end.Why
	end.Why = func(st *State, a rules.Action) *rules.Refusal {
		if len(a.Args) > 0 {
			return rules.Refuse(a, RuleSequence, "end-phase takes no arguments")
		}
		return why(st, a)
	}
	book.Verb(end)
}

// phaseStage is phase ph as a stage of play: its side acts, with the
// phase's verbs; what it requires before it ends and its checklist are
// its kind's.
func phaseStage(ph kit.Phase) kit.Stage[*State] {
	kind, side := kindOf(ph.ID), ph.Side
	return kit.Stage[*State]{ID: ph.ID, Name: ph.Name, Rule: ph.Rule, Verbs: ph.Verbs,
		Who:        func(*State) []string { return []string{side} },
		Prompt:     func(st *State, _ string) string { return phasePrompt(kind, side) },
		MustFinish: mustFinishOf(kind),
		Checklist:  func(st *State, _ string) []rules.CheckItem { return st.checklist(kind, side) },
	}
}

// phasePrompt is what a phase of kind asks side, in a player's words.
func phasePrompt(kind, side string) string {
	switch kind {
	case "setup":
		if side == Allies {
			return "Set up the Allied units (drag a British \"K\" unit, HQ or French \"G\"+ unit to another legal hex), then end the phase"
		}
		return "Set up the German units (drag a \"B\" unit among Dover, Ramsgate and Folkestone), then end the phase"
	case "storms":
		return "Roll for a Weather Control Projection Device when due, place the Storms, then end the phase"
	case "new-units":
		if side == Germans {
			return "Place new units from the Available box, roll for and place Van der Graaf Generators when due, improve Zeppelins, then end the phase"
		}
		return "Place new units from the Available box, then end the phase"
	case "base-change":
		return "Change the bases of Zeppelins and flyers (roll to escape a Storm first), then end the phase"
	case "embark":
		return "Board Crack Troops onto Zeppelins in their hexes, then end the phase"
	case "sortie":
		return "Sortie Zeppelins, then end the phase"
	case "interception":
		return "Intercept enemy air units with F types, fight the air combats and land the interceptors, then end the phase"
	case "missions":
		return "Send flyers on Sweep, Escort or Interdiction missions and fight the Sweeps' air combats, then end the phase"
	case "movement":
		return "Move units (drag them), then end the phase"
	case "bombard":
		return "Choose the Monstrous Artilleries' targets and fire them, then end the phase"
	case "combat":
		return "Attack adjacent enemy hexes, then end the phase"
	case "return":
		return "Return every flyer still in the air to base, then end the phase"
	case "attrition":
		return "Roll attrition for the Out of Supply stacks, then end the phase"
	}
	return "End the phase"
}

// airPhase reports whether the current phase is one of the air phases
// (and the Storm placement): these pass by themselves when their side
// has nothing to do in them.
func (st *State) airPhase() bool { return !st.Setup && airWarPhases[st.phase().ID] }

// describe is "Strategic Turn A, Operational Turn 1: German Movement".
func (st *State) describe() string {
	s := st.fixed.s
	if st.Setup {
		return "Set-up: " + st.phase().Name
	}
	return st.fixed.plan.Describe(st.Clock, s.Turns.Label, s.Turns.SubTurnLabel)
}

// mustFinishOf is why a phase of kind may not end yet, nil when it may:
// what its sections require (kit.Rulebook.MustFinish asks a pending
// choice first).
func mustFinishOf(kind string) func(st *State) *rules.Refusal {
	switch kind {
	case "setup":
		return func(st *State) *rules.Refusal {
			if why := st.setupProblem(st.phase().Side); why != "" {
				return &rules.Refusal{Rule: RuleSetup, Reason: why}
			}
			return nil
		}
	case "storms":
		return func(st *State) *rules.Refusal { return st.inventionDue(Allies) }
	case "new-units":
		return func(st *State) *rules.Refusal {
			if r := generatorDue(st); r != nil {
				return r
			}
			return st.inventionDue(Germans)
		}
	case "base-change":
		return mustRebase
	case "missions":
		return func(st *State) *rules.Refusal { return st.mustFight(Allies) }
	case "interception":
		return func(st *State) *rules.Refusal {
			if r := st.mustFight(st.phase().Side); r != nil {
				return r
			}
			return st.mustLand(st.phase().Side)
		}
	case "return":
		return func(st *State) *rules.Refusal { return st.mustLand(Allies) }
	case "movement":
		return mustDisembark
	case "bombard":
		return func(st *State) *rules.Refusal {
			if len(st.Bombards) > 0 && !st.Fired {
				return &rules.Refusal{Rule: RuleBombard + " c", Reason: "fire the designated bombards first (all bombards are designated before any is rolled)"}
			}
			return nil
		}
	case "combat":
		return func(st *State) *rules.Refusal {
			if st.Combat != nil {
				return &rules.Refusal{Rule: RuleCombat, Reason: "resolve or cancel the attack on " + st.placeText(st.Combat.Target) + " first"}
			}
			if st.After != nil {
				return &rules.Refusal{Rule: RuleCombat, Reason: "finish the attack on " + st.placeText(st.After.Target) + " (advance, Crack Troops) with done"}
			}
			return nil
		}
	case "attrition":
		return func(st *State) *rules.Refusal {
			if !st.AttritionDone && len(st.attritionStacks(st.phase().Side)) > 0 {
				return &rules.Refusal{Rule: RuleAttrition, Reason: "roll attrition for the Out of Supply stacks first"}
			}
			return nil
		}
	}
	return nil
}

// endPhase moves to the next phase, running what happens between phases:
// tanks left alone die, new Strategic Turns bring reinforcements and the
// tunnel stacks, the game ends at the start of Strategic Turn H. An error
// is a moment's handler's.
func (st *State) endPhase(ctx *rules.Context) error {
	ctx.Logf("%s ends", st.phase().Name)
	if err := st.leavePhase(ctx); err != nil {
		return err
	}
	for {
		if st.Setup {
			if st.Clock.Phase+1 < len(st.fixed.setup.Phases) {
				st.Clock.Phase++
			} else {
				st.Setup = false
				st.Clock = kit.Clock{}
				if err := st.startStrategicTurn(ctx); err != nil || st.Over {
					return err
				}
			}
		} else {
			next, over := st.fixed.plan.Next(st.Clock)
			if over {
				st.finish(ctx, fmt.Sprintf("draw: Strategic Turn %s was the last; civilization triumphs and a negotiated peace occurs", st.fixed.s.Turns.Names[st.Clock.Turn]))
				return nil
			}
			newTurn := next.Turn != st.Clock.Turn
			if newTurn || next.Sub != st.Clock.Sub {
				if err := book.Run(st, opTurnEnd, ctx); err != nil {
					return err
				}
			}
			st.Clock = next
			if newTurn {
				if err := st.startStrategicTurn(ctx); err != nil || st.Over {
					return err
				}
			}
		}
		if err := st.enterPhase(ctx); err != nil || st.Over {
			return err
		}
		if st.airPhase() && st.idle() {
			ctx.Logf("%s: nothing to do; passes", st.describe())
			if err := st.leavePhase(ctx); err != nil {
				return err
			}
			continue
		}
		ctx.Logf("%s begins", st.describe())
		return nil
	}
}

// leavePhase runs the end of the current phase, then the sections'
// handlers of leaving it.
func (st *State) leavePhase(ctx *rules.Context) error {
	switch st.phaseKind() {
	case "movement", "new-units", "setup":
		st.Spent = nil
		st.sweepTanks(ctx)
	case "combat":
		st.Attacked, st.Cleared = nil, nil
		st.sweepTanks(ctx)
	case "bombard":
		st.Bombards, st.Fired, st.TankShield = nil, false, nil
		st.sweepTanks(ctx)
	case "attrition":
		st.AttritionDone = false
		st.sweepTanks(ctx)
	}
	if err := book.Run(st, kit.Leave(st.phase().ID), ctx); err != nil {
		return err
	}
	st.checkTunnel(ctx)
	st.checkVictory(ctx)
	return nil
}

// enterPhase runs the start of the new phase, then the sections' handlers
// of entering it.
func (st *State) enterPhase(ctx *rules.Context) error {
	switch st.phaseKind() {
	case "movement":
		st.markStartSupply()
	}
	for i := range st.Units {
		st.Units[i].ClearFlag(flagAttacked)
	}
	return book.Run(st, kit.Enter(st.phase().ID), ctx)
}

// startStrategicTurn: 000 Part II "the game ends at the start of Strategic
// Turn H"; otherwise the turn's reinforcements become available and the
// tunnel delivers (or, sealed, gives back) its stacks.
func (st *State) startStrategicTurn(ctx *rules.Context) error {
	s := st.fixed.s
	t := st.Clock.Turn
	ctx.Logf("%s %s begins", s.Turns.Label, s.Turns.Names[t])
	if s.Turns.Names[t] == "H" {
		st.finish(ctx, "draw: the game ends at the start of Strategic Turn H with no sudden-death victory; civilization triumphs and a negotiated peace occurs")
		return nil
	}
	st.arrive(ctx, t)
	st.tunnelTurn(ctx, t)
	if err := book.Run(st, kit.TurnStart, ctx); err != nil {
		return err
	}
	st.checkVictory(ctx)
	return nil
}

// finish ends the game with result.
func (st *State) finish(ctx *rules.Context, result string) {
	if st.Over {
		return
	}
	st.Over, st.Result = true, result
	ctx.Logf("game over: %s", result)
}

// Status is the turn, phase, who acts and the checklist, worked out once
// per position (the copy returned shares nothing with the memo's).
func (st *State) Status() rules.Status {
	if st.applying || st.memo == nil {
		return st.status()
	}
	st.memo.mu.Lock()
	s := st.memo.status
	st.memo.mu.Unlock()
	if s == nil {
		v := st.status()
		s = &v
		st.memo.mu.Lock()
		st.memo.status = s
		st.memo.mu.Unlock()
	}
	return copyStatus(*s)
}

// copyStatus is s with its slices and decision copied.
func copyStatus(s rules.Status) rules.Status {
	s.Active = slices.Clone(s.Active)
	s.Checklist = slices.Clone(s.Checklist)
	if s.Decision != nil {
		d := *s.Decision
		d.Default.Args = slices.Clone(d.Default.Args)
		s.Decision = &d
	}
	return s
}

// status works the Status out.
func (st *State) status() rules.Status {
	f := st.fixed
	ph := st.phase()
	status := rules.Status{Turn: st.Clock.Turn, TurnName: f.s.Turns.Names[st.Clock.Turn], SubTurn: st.Clock.Sub,
		Phase: ph.ID, PhaseName: ph.Name, Over: st.Over, Result: st.Result, SubTurns: f.plan.SubTurns}
	if st.Setup {
		status.TurnName = "set-up"
	}
	if st.Over {
		return status
	}
	status.Active = book.Active(st)
	status.Decision = book.Decision(st, kit.Everyone)
	status.Checklist = book.Checklist(st, kit.Everyone)
	status.Prompt = book.Prompt(st, kit.Everyone)
	return status
}

// checklist is what a phase of kind asks side for (the phase's stage's
// checklist; a pending choice comes first, kit.Rulebook.Checklist).
func (st *State) checklist(kind, side string) []rules.CheckItem {
	var out []rules.CheckItem
	switch kind {
	case "setup":
		if st.hides(side) {
			// Whether a set-up with face-down units is legal depends on
			// their types, and the checklist is public: End phase checks
			// it for their owner alone (hidden.go).
			out = append(out, rules.CheckItem{Text: "Set-up legal (with face-down units End phase checks it, and says what is wrong)"})
			break
		}
		ok := book.MustFinish(st) == nil
		if side == Allies {
			out = append(out, rules.CheckItem{Text: "British \"K\" units in English towns/cities, at least three empty hexes apart (HQs free); French \"G\"+ units one per otherwise empty French city", Done: ok})
		} else {
			out = append(out, rules.CheckItem{Text: "German \"B\" units among Dover, Ramsgate and Folkestone; a German infantry division in Dover", Done: ok})
		}
		out = append(out, rules.CheckItem{Text: "Set-up legal", Done: ok, Required: true})
	case "storms":
		out = append(out, st.inventionChecklist(Allies)...)
		out = append(out, stormChecklist(st)...)
	case "new-units":
		n := len(st.available(side))
		out = append(out, rules.CheckItem{Text: fmt.Sprintf("Place new units from the Available box (%d waiting; optional)", n), Done: n == 0})
		out = append(out, generatorChecklist(st)...)
		out = append(out, st.inventionChecklist(Germans)...)
	case "base-change":
		out = append(out, required(mustRebase(st))...)
	case "movement":
		out = append(out, rules.CheckItem{Text: "Move units (printed movement; German units doubled in Germany, France and Belgium on Operational Turn 1, never in England)"})
		out = append(out, st.loneTanksItem(side, "")...)
		out = append(out, required(mustDisembark(st))...)
	case "bombard":
		out = append(out, rules.CheckItem{Text: fmt.Sprintf("Designate bombards (%d designated)", len(st.Bombards)), Done: len(st.Bombards) > 0})
		out = append(out, rules.CheckItem{Text: "Fire all designated bombards", Done: st.Fired || len(st.Bombards) == 0, Required: len(st.Bombards) > 0})
	case "combat":
		out = append(out, rules.CheckItem{Text: "Attack adjacent enemy hexes (optional; each hex and unit once)"})
		if r := book.MustFinish(st); r != nil && st.Pending == nil {
			out = append(out, rules.CheckItem{Text: r.Reason, Required: true})
		}
	case "attrition":
		n := len(st.attritionStacks(side))
		out = append(out, rules.CheckItem{Text: fmt.Sprintf("Roll attrition for %d Out of Supply stack(s)", n), Done: st.AttritionDone || n == 0, Required: n > 0})
	case "missions", "interception", "return":
		out = append(out, st.airChecklist()...)
	}
	return out
}

// sequenceText lists the set-up and the operational turn's phases.
func (st *State) sequenceText() string {
	f := st.fixed
	var b strings.Builder
	fmt.Fprintf(&b, "A game has Strategic Turns %s to %s; each has %d operational turns (option). Each operational turn runs these phases, each played by the side named; a phase of the air war passes by itself when its side has nothing to do in it:\n\n",
		f.s.Turns.Names[0], f.s.Turns.Names[len(f.s.Turns.Names)-1], f.plan.SubTurns)
	for _, ph := range f.op.Phases {
		who := "nobody acts yet"
		if ph.Side != "" {
			who = "the " + st.sideName(ph.Side)
		}
		if airWarPhases[ph.ID] {
			who += "; air war"
		}
		fmt.Fprintf(&b, "- %s (%s)\n", ph.Name, who)
	}
	b.WriteString("\nBefore Strategic Turn A come the set-up phases:\n\n")
	for _, ph := range f.setup.Phases {
		fmt.Fprintf(&b, "- %s (the %s place their units)\n", ph.Name, st.sideName(ph.Side))
	}
	b.WriteString("\nAt the start of each Strategic Turn its reinforcements arrive in the Available boxes and the tunnel delivers its stack.")
	return b.String()
}
