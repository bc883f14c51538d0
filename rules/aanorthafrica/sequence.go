package aanorthafrica

import (
	stdmaps "maps"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Order of Turns":
//
//	"Order of Turns:
//	1.Italy
//	2.England
//	3.Germany"
//
// A round is one turn of each nation of [rules].order; each nation turn
// is the A&A turn's phases, in this order: purchase, combat move, combat,
// non-combat move, placement, income. The nation's side acts in each.
// Income runs by itself on entering (income.go) and passes to the next
// nation; after the last nation the round ends (Round++).
//
// How a section hooks in, from its own file (never editing this one):
//
//   - verbs of a phase: a package-level var in the section's file
//
//     var _ = addPhaseVerbs(PhasePurchase, "buy", "unbuy")
//
//     (package-level vars are initialised before any init runs, so the
//     stages registered by this file's init see them), and the verbs
//     themselves with book.Verb in the section's init;
//   - a phase that may not end yet: addMustFinish(phase, fn) (a package
//     var); a phase's checklist lines: addChecklist(phase, fn);
//   - a choice stage (a battle's casualties, a minefield question):
//     book.Stage{Choice: true, ...} in its init, and addChoice(fn) naming
//     it while it is pending (book.go);
//   - moments: on(kit.TurnStart, fn) as a nation's turn begins (after
//     StartOwner is copied), on(kit.TurnEnd, fn) as it ends (before the
//     next nation), on(kit.Enter(phase), fn) and on(kit.Leave(phase), fn)
//     around each phase. The game's very first turn start runs in New's
//     place with no log (nothing to refuel then).

// Phase ids: the stages of a nation's turn.
const (
	PhasePurchase      = "purchase"
	PhaseCombatMove    = "combat-move"
	PhaseCombat        = "combat"
	PhaseNoncombatMove = "noncombat-move"
	PhasePlace         = "place"
	PhaseIncome        = "income"
)

// phase is one phase of a nation turn as this file declares it.
type phase struct {
	ID, Name, Prompt string
}

// Phases are a nation turn's phases, in order.
var Phases = []phase{
	{PhasePurchase, "Purchase units", "Buy units with your IPCs (and the turn-1 bonus), then end the phase"},
	{PhaseCombatMove, "Combat move", "Move units into enemy spaces to attack, then end the phase"},
	{PhaseCombat, "Conduct combat", "Fight the battles of your combat move, then end the phase"},
	{PhaseNoncombatMove, "Non-combat move", "Move units that did not fight and land aircraft, then end the phase"},
	{PhasePlace, "Place new units", "Place the units you bought in your Reinforcement Zones, then end the phase"},
	{PhaseIncome, "Collect income", ""},
}

// purchaseNoBonus is the purchase phase's prompt once the side's turn-1
// bonus is spent (Phases' prompt names the bonus).
const purchaseNoBonus = "Buy units with your IPCs, then end the phase"

// The sections' registrations (see the top of this file).
var (
	phaseVerbs = map[string][]string{}
	mustFinish = map[string][]func(st *State) *rules.Refusal{}
	checklists = map[string][]func(st *State, viewer string) []rules.CheckItem{}
)

// addPhaseVerbs adds verbs to phase's stage; call it from a package var.
func addPhaseVerbs(phase string, verbs ...string) bool {
	phaseVerbs[phase] = append(phaseVerbs[phase], verbs...)
	return true
}

// addMustFinish registers why phase may not end yet (nil when it may).
func addMustFinish(phase string, fn func(st *State) *rules.Refusal) bool {
	mustFinish[phase] = append(mustFinish[phase], fn)
	return true
}

// addChecklist registers checklist lines of phase.
func addChecklist(phase string, fn func(st *State, viewer string) []rules.CheckItem) bool {
	checklists[phase] = append(checklists[phase], fn)
	return true
}

func init() {
	for _, p := range Phases {
		id, prompt := p.ID, p.Prompt
		who := func(st *State) []string { return []string{st.ActingSide()} }
		if id == PhaseIncome {
			who = func(*State) []string { return nil }
		}
		book.Stage(kit.Stage[*State]{ID: id, Name: p.Name, Rule: RuleSequence, Verbs: slices.Clone(phaseVerbs[id]), Who: who,
			Prompt: func(st *State, _ string) string {
				if prompt == "" {
					return ""
				}
				if id == PhasePurchase && st.Bonus[st.ActingSide()] == 0 {
					return st.NationName(st.Nation()) + ": " + purchaseNoBonus // the bonus is spent: no word of it
				}
				return st.NationName(st.Nation()) + ": " + prompt
			},
			MustFinish: func(st *State) *rules.Refusal {
				for _, fn := range mustFinish[id] {
					if r := fn(st); r != nil {
						return r
					}
				}
				return nil
			},
			Checklist: func(st *State, viewer string) []rules.CheckItem {
				var out []rules.CheckItem
				for _, fn := range checklists[id] {
					out = append(out, fn(st, viewer)...)
				}
				return out
			},
		})
	}
	book.Verb(book.EndPhaseVerb("end the current phase of your nation's turn", (*State).endPhase,
		func(st *State, _ string) string { return "End " + st.phaseName() }))
	on(kit.AfterAction, func(st *State, ctx *rules.Context) error { return st.passIfDone(ctx) })
	book.Section(kit.Section[*State]{Rule: RuleSequence, Title: "Order of turns", Order: 10,
		Text: `"Order of Turns: 1.Italy 2.England 3.Germany" (England is the United Kingdom).

A round is one turn of each nation in that order. Each nation's turn is the Axis & Allies turn: Purchase units, Combat move, Conduct combat, Non-combat move, Place new units, Collect income. The nation's side acts in each; income is collected by itself, then the next nation's turn begins.`,
		More: func(st *State) (string, []rules.RefTable) {
			var names []string
			for _, n := range st.fixed.r.Order {
				names = append(names, st.NationName(n))
			}
			return "The order in this game: " + strings.Join(names, ", ") + ".", nil
		}})
}

// phaseIndex is the index of the current phase in Phases.
func (st *State) phaseIndex() int {
	return slices.IndexFunc(Phases, func(p phase) bool { return p.ID == st.Phase })
}

// phaseName is "Italy: Combat move".
func (st *State) phaseName() string {
	i := st.phaseIndex()
	if i < 0 {
		return st.Phase
	}
	return st.NationName(st.Nation()) + ": " + Phases[i].Name
}

// endPhase ends the current phase and enters the next (end-phase).
func (st *State) endPhase(ctx *rules.Context) error {
	if err := book.Run(st, kit.Leave(st.Phase), ctx); err != nil || st.Over {
		return err
	}
	i := st.phaseIndex()
	if i+1 < len(Phases) {
		return st.enter(Phases[i+1].ID, ctx)
	}
	if err := book.Run(st, kit.TurnEnd, ctx); err != nil || st.Over {
		return err
	}
	st.Turn++
	if st.Turn == len(st.fixed.r.Order) {
		st.Turn = 0
		st.Round++
	}
	st.StartOwner = stdmaps.Clone(st.Owner)
	ctx.Logf("Round %d: %s's turn", st.Round, st.NationName(st.Nation()))
	if err := book.Run(st, kit.TurnStart, ctx); err != nil || st.Over {
		return err
	}
	return st.enter(Phases[0].ID, ctx)
}

// enter begins phase id, and ends it at once if it passes by itself.
func (st *State) enter(id string, ctx *rules.Context) error {
	st.Phase = id
	if err := book.Run(st, kit.Enter(id), ctx); err != nil || st.Over {
		return err
	}
	return st.passIfDone(ctx)
}

// passIfDone ends the current phase when it passes by itself (income)
// and no choice is pending. Every other phase is ended by its player, so
// that the nation's turn never skips past a step the player meant to use.
func (st *State) passIfDone(ctx *rules.Context) error {
	if st.Over || st.choosing() != "" {
		return nil
	}
	if st.Phase != PhaseIncome {
		return nil
	}
	return st.endPhase(ctx)
}
