package outofafrica

import (
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the turn sequence: Paths of Glory's, which the seed leaves
// to the base game, as it changes it (L125):
//
//	"Players always draw 8 card hands once at LW or TW and always play
//	seven (not six) actions on every turn."
//
// A turn is the phases of [rules.turn] phases, by default in this order
// (PLAN.md §1.1): mandated offensives, the action phase (action rounds,
// the Central Powers then the Allies, [rules.turn] actions of each),
// attrition, sieges (the Central Powers, then the Allies), war status,
// replacements (the Allies, then the Central Powers) and the draw. The
// mandated offensives, attrition, war status and the draw pass by
// themselves once their Enter handlers have run (and any choice they
// opened is made); every other phase, and each side's part of it, is
// ended by its player with end-phase. The game ends after [rules]
// last_turn; addGameEnd decides who won.
//
// The scaffold's phases only end: what each phase does is its lane's.
// How a section hooks in, from its own file (never editing this one):
//
//   - verbs of a phase: a package-level var in the section's file
//
//     var _ = addPhaseVerbs(PhaseAction, "play", "roll-die")
//
//     (package-level vars are initialised before any init runs, so the
//     stages this file's init registers see them), and the verbs
//     themselves with book.Verb in the section's init;
//   - a phase that may not end yet: addMustFinish(phase, fn) (an action
//     round with no card played, no die rolled and no pass: lane 3); a
//     phase's checklist lines: addChecklist(phase, fn);
//   - a choice stage: book.Stage{Choice: true, ...} in its init, and
//     addChoice(fn) naming it while it is pending (book.go);
//   - moments: on(kit.TurnStart, fn) as a turn begins, on(kit.TurnEnd, fn)
//     as it ends; on(kit.Enter(phase), fn) and on(kit.Leave(phase), fn)
//     around each phase; on(RoundStart, fn) and on(RoundEnd, fn) around
//     each side's action round; on(SideStart, fn) as a side begins its
//     part of the sieges or the replacement phase; the named moments
//     ReplacementStart, AttritionDone and WarStatusChanged (hooks.go).

// Phase ids: the stages of a turn, and the start of the game.
const (
	// PhaseStart is the opening state: the Central Powers begin turn 1
	// with end-phase, so that turn 1's automatic phases (the mandated
	// offensive rolls) run inside an action, with dice and a log, as
	// every later turn's do (New may not roll).
	PhaseStart       = "start"
	PhaseMandated    = "mandated"
	PhaseAction      = "action"
	PhaseAttrition   = "attrition"
	PhaseSieges      = "sieges"
	PhaseWarStatus   = "war-status"
	PhaseReplacement = "replacement"
	PhaseDraw        = "draw"
)

// RuleGameEnd is the end of the game: after the last turn (or by a
// victory lane 6 decides earlier).
const RuleGameEnd = "Game end"

// phase is one phase of a turn as this file declares it.
type phase struct {
	ID, Name, Prompt string
	// Sides take the phase in turn, in this order (each ends its part
	// with end-phase); none: the phase passes by itself.
	Sides []string
	// Rounds marks the action phase: action rounds, each side's in turn.
	Rounds bool
}

// Phases are a turn's phases in their default order (PLAN.md §1.1).
var Phases = []phase{
	{ID: PhaseMandated, Name: "Mandated offensives"},
	{ID: PhaseAction, Name: "Action round", Prompt: "Play a card or take an action, then end your action round", Rounds: true},
	{ID: PhaseAttrition, Name: "Attrition"},
	{ID: PhaseSieges, Name: "Sieges", Prompt: "Resolve your sieges, then end the phase", Sides: []string{CP, AP}},
	{ID: PhaseWarStatus, Name: "War status"},
	{ID: PhaseReplacement, Name: "Replacement phase", Prompt: "Spend your replacement points, then end the phase", Sides: []string{AP, CP}},
	{ID: PhaseDraw, Name: "Draw cards"},
}

// startStage is the opening stage (PhaseStart).
var startStage = phase{ID: PhaseStart, Name: "Start of the game", Prompt: "Begin turn 1", Sides: []string{CP}}

// The sections' registrations (see the top of this file).
var (
	phaseVerbs = map[string][]string{}
	mustFinish = map[string][]func(st *State) *rules.Refusal{}
	checklists = map[string][]func(st *State, viewer string) []rules.CheckItem{}
	gameEnds   []func(st *State) (winner, result string, ok bool)
)

// addPhaseVerbs adds verbs to phase's stage; call it from a package var.
func addPhaseVerbs(phase string, verbs ...string) bool {
	phaseVerbs[phase] = append(phaseVerbs[phase], verbs...)
	return true
}

// addMustFinish registers why phase (or the current side's part of it,
// or its action round) may not end yet (nil when it may).
func addMustFinish(phase string, fn func(st *State) *rules.Refusal) bool {
	mustFinish[phase] = append(mustFinish[phase], fn)
	return true
}

// addChecklist registers checklist lines of phase.
func addChecklist(phase string, fn func(st *State, viewer string) []rules.CheckItem) bool {
	checklists[phase] = append(checklists[phase], fn)
	return true
}

// addGameEnd registers fn, which decides the game at the end of the last
// turn: the first that answers ok names the winner ("" for a draw) and
// the result. Victory by VP (lane 6: victory.go) registers here; with no
// answer the game is a draw.
func addGameEnd(fn func(st *State) (winner, result string, ok bool)) bool {
	gameEnds = append(gameEnds, fn)
	return true
}

func init() {
	for _, p := range append([]phase{startStage}, Phases...) {
		p := p
		who := func(st *State) []string {
			if st.Side == "" {
				return nil
			}
			return []string{st.Side}
		}
		book.Stage(kit.Stage[*State]{ID: p.ID, Name: p.Name, Rule: RuleSequence, Verbs: slices.Clone(phaseVerbs[p.ID]), Who: who,
			Prompt: func(st *State, _ string) string {
				if p.Prompt == "" || st.Side == "" {
					return ""
				}
				return st.SideName(st.Side) + ": " + p.Prompt
			},
			MustFinish: func(st *State) *rules.Refusal {
				for _, fn := range mustFinish[p.ID] {
					if r := fn(st); r != nil {
						return r
					}
				}
				return nil
			},
			Checklist: func(st *State, viewer string) []rules.CheckItem {
				var out []rules.CheckItem
				for _, fn := range checklists[p.ID] {
					out = append(out, fn(st, viewer)...)
				}
				return out
			},
		})
	}
	book.Verb(book.EndPhaseVerb("end your action round, or your part of the current phase", (*State).endPhase,
		func(st *State, _ string) string {
			if st.Phase == PhaseStart {
				return "Begin turn 1 (" + st.turnName() + ")"
			}
			return "End " + st.phaseName()
		}))
	on(kit.AfterAction, func(st *State, ctx *rules.Context) error { return st.passIfDone(ctx) })
	book.Section(kit.Section[*State]{Rule: RuleSequence, Title: "Sequence of play", Order: 10,
		Text: `"Players always draw 8 card hands once at LW or TW and always play seven (not six) actions on every turn." (Out of Africa, SSR 2.)

The seed leaves the rest of the turn to Paths of Glory. Each turn: mandated offensives; the action phase, action rounds of the Central Powers and the Allies in turn, the Central Powers first; attrition; sieges (the Central Powers, then the Allies); war status; replacements (the Allies, then the Central Powers); the draw. Mandated offensives, attrition, war status and the draw happen by themselves; each other phase, and each side's part of it, ends when its player ends it.`,
		More: func(st *State) (string, []rules.RefTable) {
			var names []string
			for _, p := range st.turnPhases() {
				names = append(names, p.Name)
			}
			return "In this game: " + strings.Join(names, ", ") + "; " + strconv.Itoa(st.fixed.r.Turn.Actions) +
				" action rounds each; the game ends after turn " + strconv.Itoa(st.lastTurn()) + ".", nil
		}})
	book.Section(kit.Section[*State]{Rule: RuleTurn, Title: "Whose turn", Order: 11,
		Text: `Only the side whose action round it is, or whose part of a phase it is, acts; a choice the rules give a player (losses, a retreat, where a unit arrives) is made by that player before play goes on.`})
	book.Section(kit.Section[*State]{Rule: RuleGameEnd, Title: "End of the game", Order: 900,
		Text: `The game ends after the last turn of the scenario ([rules] last_turn), or earlier when a side wins outright. Who wins at the end is decided by victory points (Victory).`})
}

// turnPhases are the phases of a turn in this game's order ([rules.turn]
// phases).
func (st *State) turnPhases() []phase {
	out := make([]phase, 0, len(st.fixed.r.Turn.Phases))
	for _, id := range st.fixed.r.Turn.Phases {
		out = append(out, phaseByID(id))
	}
	return out
}

// phaseByID is the phase id of Phases (or the start stage).
func phaseByID(id string) phase {
	if id == PhaseStart {
		return startStage
	}
	i := slices.IndexFunc(Phases, func(p phase) bool { return p.ID == id })
	if i < 0 {
		return phase{ID: id, Name: id}
	}
	return Phases[i]
}

// lastTurn is the game's last turn ([rules] last_turn).
func (st *State) lastTurn() int { return st.fixed.r.LastTurn }

// phaseName is the phase as players read it: "Action round 3 (Central
// Powers)", "Replacement phase (Allies)", "Attrition".
func (st *State) phaseName() string {
	p := phaseByID(st.Phase)
	name := p.Name
	if p.Rounds {
		name += " " + strconv.Itoa(st.Round)
	}
	if st.Side != "" && (p.Rounds || len(p.Sides) > 1) {
		name += " (" + st.SideName(st.Side) + ")"
	}
	return name
}

// where is the current phase for a refusal of a side out of turn: "it is
// the Action round 3 (Allies), Aug 1914: the Central Powers do not act
// now".
func (st *State) where() string {
	if st.Phase == PhaseStart {
		return "start of the game"
	}
	return st.phaseName() + ", " + st.turnName()
}

// turnName is the current turn's name ("Aug 1914"), "turn N" past the
// scenario's names.
func (st *State) turnName() string {
	names := st.fixed.s.Turns.Names
	if st.Turn >= 1 && st.Turn <= len(names) {
		return names[st.Turn-1]
	}
	return "turn " + strconv.Itoa(st.Turn)
}

// endPhase ends the acting side's action round or part of the phase, or
// the phase, and moves play on (end-phase).
func (st *State) endPhase(ctx *rules.Context) error {
	p := phaseByID(st.Phase)
	if p.ID == PhaseStart {
		return st.beginTurn(ctx)
	}
	if p.Rounds {
		if err := book.Run(st, RoundEnd, ctx); err != nil || st.Over {
			return err
		}
		switch {
		case st.Side == CP:
			return st.beginRound(ctx, st.Round, AP)
		case st.Round < st.fixed.r.Turn.Actions:
			return st.beginRound(ctx, st.Round+1, CP)
		}
	} else if i := slices.Index(p.Sides, st.Side); i >= 0 && i+1 < len(p.Sides) {
		st.Side = p.Sides[i+1]
		ctx.Logf("%s: %s", p.Name, st.SideName(st.Side))
		return book.Run(st, SideStart, ctx)
	}
	if err := book.Run(st, kit.Leave(st.Phase), ctx); err != nil || st.Over {
		return err
	}
	phases := st.fixed.r.Turn.Phases
	if i := slices.Index(phases, st.Phase); i+1 < len(phases) {
		return st.enter(phases[i+1], ctx)
	}
	return st.endTurn(ctx)
}

// beginRound begins side's action round round.
func (st *State) beginRound(ctx *rules.Context, round int, side string) error {
	st.Round, st.Side = round, side
	ctx.Logf("Action round %d: %s", round, st.SideName(side))
	return book.Run(st, RoundStart, ctx)
}

// enter begins phase id, and ends it at once if it passes by itself.
func (st *State) enter(id string, ctx *rules.Context) error {
	p := phaseByID(id)
	st.Phase, st.Round, st.Side = id, 0, ""
	switch {
	case p.Rounds:
		st.Round, st.Side = 1, CP
	case len(p.Sides) > 0:
		st.Side = p.Sides[0]
	}
	if err := book.Run(st, kit.Enter(id), ctx); err != nil || st.Over {
		return err
	}
	switch {
	case p.Rounds:
		if err := st.beginRound(ctx, st.Round, st.Side); err != nil {
			return err
		}
	case st.Side != "":
		ctx.Logf("%s: %s", p.Name, st.SideName(st.Side))
		if err := book.Run(st, SideStart, ctx); err != nil {
			return err
		}
	}
	return st.passIfDone(ctx)
}

// beginTurn begins the turn st.Turn: TurnStart, then its first phase.
func (st *State) beginTurn(ctx *rules.Context) error {
	ctx.Logf("Turn %d: %s", st.Turn, st.turnName())
	if err := book.Run(st, kit.TurnStart, ctx); err != nil || st.Over {
		return err
	}
	return st.enter(st.fixed.r.Turn.Phases[0], ctx)
}

// endTurn ends the turn: TurnEnd, then the next turn, or the game after
// the last.
func (st *State) endTurn(ctx *rules.Context) error {
	if err := book.Run(st, kit.TurnEnd, ctx); err != nil || st.Over {
		return err
	}
	if st.Turn >= st.lastTurn() {
		for _, fn := range gameEnds {
			if winner, result, ok := fn(st); ok {
				st.endGame(ctx, winner, result)
				return nil
			}
		}
		st.endGame(ctx, "", "draw: the last turn ("+st.turnName()+") has ended, and victory by VP is not automated yet")
		return nil
	}
	st.Turn++
	return st.beginTurn(ctx)
}

// endGame ends the game: winner ("" for a draw) and the result, logged
// for all. Sections that decide a game early (a sudden-death victory)
// call it too.
func (st *State) endGame(ctx *rules.Context, winner, result string) {
	st.Over, st.Winner, st.Result = true, winner, result
	st.Side, st.Round = "", 0
	ctx.Logf("The game is over: %s", result)
}

// passIfDone ends the current phase when it passes by itself (no side
// takes it) and no choice is pending.
func (st *State) passIfDone(ctx *rules.Context) error {
	if st.Over || st.Side != "" || st.choosing() != "" {
		return nil
	}
	return st.endPhase(ctx)
}
