package greenfields

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Assault turn sequence" (its six steps, the
// day's turns, who moves first): the seed's words are the Sections below.
// Where both sides act in a step, the side moving first this turn acts
// first (RULINGS.md).

func init() {
	book.Section(kit.Section[*State]{Rule: RuleSequence, Title: "The assault turn", Order: 10,
		More: func(st *State) (string, []rules.RefTable) { return st.sequenceText(), nil }})
	book.Section(kit.Section[*State]{Rule: RuleTurn, Title: "Who acts", Order: 20,
		Text: `"The player first announcing assault moves first on the first turn, and alternating with his opponent thereafter." In each step where both sides act in turn, the side moving first this turn acts first ("the loser declares their actions first during each stage of the turn").

Only the side whose step it is acts; the other waits. When the rules leave a choice to a side in the middle of a step (a wavering unit's retreat, opportunity fire, restacking between rounds of a close assault), the game waits for that side alone, and only for that choice. In air operations both sides choose at once, in secret, and commit.

End phase ends the step. It is refused, with the reason, while the step still needs something done. A step in which the acting side has nothing to do passes by itself, logged.`})
}

// Rule citations: each is the Rule of a section of the rules reference,
// declared in the file of its rule (book.Section), so a player finds the
// words a refusal cites.
const (
	RuleDice        = "003 The dice roll system"
	RuleSaves       = "003 Fire modifiers (experience dice)"
	RuleMorale      = "003 Morale checks"
	RuleSuppression = "003 Suppression"
	RuleTerrain     = "003 Terrain types"
	RuleMovement    = "003 Movement rates and terrain effects"
	RuleStacking    = "003 Stacking"
	RuleObservation = "003 Elevation and line of sight"
	RuleSequence    = "003 Assault turn sequence"
	RuleTurn        = "003 Assault turn sequence: who acts"
	RuleBombard     = "003 Artillery bombardment"
	RuleOpFire      = "003 Movement and opportunity fire"
	RuleClose       = "003 Close assault"
	RuleAir         = "003 Air operations"
	RulePioneers    = "003 Pioneers and construction"
	RuleReserves    = "003 Bringing up reserves"
	RuleAssaultEnd  = "003 Ending the assault"
	RuleArmy        = "003 Army design and points"
	RuleVictory     = "003 Winning and losing"
)

// Phase ids: one per step of the assault turn, two where each side acts
// in turn ("first" is the side moving first this turn).
const (
	PhaseBombardFirst  = "bombard-first"
	PhaseBombardSecond = "bombard-second"
	PhaseMoveFirst     = "move-first"
	PhaseMoveSecond    = "move-second"
	PhaseClose         = "close-assault"
	PhaseAir           = "air"
	PhasePioneerFirst  = "pioneers-first"
	PhasePioneerSecond = "pioneers-second"
	PhaseReserveFirst  = "reserves-first"
	PhaseReserveSecond = "reserves-second"
)

// phase is one step of the assault turn.
type phase struct {
	ID   string
	Name string
	// Second: the side moving second this turn acts (else the first).
	// Both: both sides act at once (a secret choice).
	Second, Both bool
	// Verbs are the verbs of the phase besides end-phase.
	Verbs []string
	// Step is the seed's step number (1 to 6).
	Step int
}

// phases are the assault turn, in order. The seed's steps 5 and 6 are
// played side by side, each side its construction and then its reserves
// (the side moving first first): neither step touches the other side's
// units, so the order changes nothing but the hand-overs of a shared
// screen, one a turn instead of three (RULINGS.md).
var phases = []phase{
	{ID: PhaseBombardFirst, Name: "Artillery bombardment", Step: 1, Verbs: []string{"barrage", "cancel-barrage"}},
	{ID: PhaseBombardSecond, Name: "Artillery bombardment", Step: 1, Second: true, Verbs: []string{"barrage", "cancel-barrage"}},
	{ID: PhaseMoveFirst, Name: "Movement and opportunity fire", Step: 2, Verbs: []string{"move", "lead", "dismount", "mount"}},
	{ID: PhaseMoveSecond, Name: "Movement and opportunity fire", Step: 2, Second: true, Verbs: []string{"move", "lead", "dismount", "mount"}},
	{ID: PhaseClose, Name: "Close assault", Step: 3, Verbs: []string{"assault"}},
	{ID: PhaseAir, Name: "Air operations", Step: 4, Both: true, Verbs: []string{"fly", "ground", rules.CommitVerb}},
	// Steps 5 and 6 side by side: each side works and brings up its
	// reserves in one sitting (RULINGS.md, "Steps 5 and 6 side by side").
	{ID: PhasePioneerFirst, Name: "Pioneers and construction", Step: 5, Verbs: []string{"build", "entrench"}},
	{ID: PhaseReserveFirst, Name: "Bringing up reserves", Step: 6, Verbs: []string{"enter", "buy", "buy-shells", "halt"}},
	{ID: PhasePioneerSecond, Name: "Pioneers and construction", Step: 5, Second: true, Verbs: []string{"build", "entrench"}},
	{ID: PhaseReserveSecond, Name: "Bringing up reserves", Step: 6, Second: true, Verbs: []string{"enter", "buy", "buy-shells", "halt"}},
}

// phase is the current phase.
func (st *State) phase() *phase { return &st.table()[st.Step] }

// phaseSide is the side acting in the current phase ("" when both act).
func (st *State) phaseSide() string {
	ph := st.phase()
	first := st.First
	if st.Mode == ModeWeek {
		first = st.declarer()
	}
	switch {
	case ph.Both:
		return ""
	case ph.Second:
		return other(first)
	}
	return first
}

// phaseSides are the sides acting in the phase: its side, or both (in a
// secret choice, those still to commit).
func (st *State) phaseSides() []string {
	if st.phase().Both {
		if c := st.secretChoice(); c != nil {
			return c.Waiting()
		}
		return nil
	}
	return []string{st.phaseSide()}
}

// phaseStage is the stage of phase id as the sequence has it (its name,
// its verbs, its side acting), with the section's own over it: who acts
// when it is not simply the phase's side, its prompt, what must be
// finished and its checklist.
func phaseStage(id string, s kit.Stage[*State]) kit.Stage[*State] {
	k := slices.IndexFunc(phases, func(ph phase) bool { return ph.ID == id })
	if k < 0 {
		panic("greenfields: no phase " + id)
	}
	s.ID, s.Name, s.Verbs = id, phases[k].Name, phases[k].Verbs
	if s.Rule == "" {
		s.Rule = RuleSequence
	}
	if s.Who == nil {
		s.Who = (*State).phaseSides
	}
	return s
}

// phaseItems are a phase's checklist items as viewer reads them: items
// every side may read (public), then, for the side acting in the phase
// (and the referee), its own (own, about its units the enemy may not
// see: one per routing unit would count them).
func phaseItems(public func(st *State) []rules.CheckItem, own func(st *State, side string) []rules.CheckItem) func(st *State, viewer string) []rules.CheckItem {
	return func(st *State, viewer string) []rules.CheckItem {
		var out []rules.CheckItem
		if public != nil {
			out = append(out, public(st)...)
		}
		if own != nil {
			if side := st.phaseSide(); side != "" && (viewer == "" || viewer == side) {
				out = append(out, own(st, side)...)
			}
		}
		return out
	}
}

// turnsPerDay: "4 turns in a spring, summer or autumn day, and 3 turns in
// a winter day. Daytime is followed by a single turn of night."
func (st *State) turnsPerDay() int {
	if st.fixed.season == "winter" {
		return 3 + 1
	}
	return 4 + 1
}

// night reports whether this is the day's night turn.
func (st *State) night() bool { return st.Turn == st.turnsPerDay()-1 }

// turnName words the assault turn: "day 1, assault turn 2 of 4" or
// "day 1, night".
func (st *State) turnName() string {
	if st.Mode == ModeWeek {
		return st.weekName()
	}
	if st.night() {
		return fmt.Sprintf("%s, night", st.dayName())
	}
	return fmt.Sprintf("%s, assault turn %d of %d", st.dayName(), st.Turn+1, st.turnsPerDay()-1)
}

// dayName is the scenario's name for the day.
func (st *State) dayName() string {
	if st.Mode == ModeAssault {
		return fmt.Sprintf("%s, assault day %d", st.weekName(), st.Day+1)
	}
	names := st.fixed.s.Turns.Names
	if st.Day < len(names) {
		return names[st.Day]
	}
	return fmt.Sprintf("day %d", st.Day+1)
}

// endPhase ends the current phase: runs its end hook ("end:PHASE"), moves
// to the next phase (and the next assault turn, day...), and lets phases
// in which the acting side has nothing to do pass by themselves, logged.
// A phase whose end leaves choices to make (a unit the bombardment broke
// falls back, its side picking the zone) is over all the same: it is
// marked Ending, and play moves on once the last choice is made
// (resumeEnd), without the phase opening again.
func (st *State) endPhase(ctx *rules.Context) error {
	next, err := st.closePhase(ctx)
	if err != nil || !next {
		return err
	}
	return st.nextPhase(ctx)
}

// closePhase runs the current phase's Leave handlers (kit.Leave) and
// reports whether play may move on now: not when the game is over, nor
// while choices the end raised wait (then the phase is marked Ending).
func (st *State) closePhase(ctx *rules.Context) (bool, error) {
	if err := book.Run(st, kit.Leave(st.phase().ID), ctx); err != nil {
		return false, err
	}
	if st.Over {
		return false, nil
	}
	if len(st.Pending) > 0 {
		st.Ending = true
		return false, nil
	}
	return true, nil
}

// nextPhase moves from a phase that has ended to the next (and the next
// assault turn, day...), letting phases in which the acting side has
// nothing to do pass by themselves, logged.
func (st *State) nextPhase(ctx *rules.Context) error {
	for guard := 0; guard < 4*len(st.table()) && !st.Over; guard++ {
		st.Step++
		if st.Step == len(st.table()) {
			st.Step = 0
			end := st.endTurn
			if st.Mode == ModeWeek {
				end = st.endWeek
			}
			if err := end(ctx); err != nil || st.Over {
				return err
			}
		}
		if err := book.Run(st, kit.Enter(st.phase().ID), ctx); err != nil {
			return err
		}
		if st.Over || len(st.Pending) > 0 || !st.passes() {
			return nil
		}
		if ctx != nil {
			ctx.Logf("%s (%s): nothing to do; passes", st.phase().Name, st.phaseWho())
		}
		if next, err := st.closePhase(ctx); err != nil || !next {
			return err
		}
	}
	return nil
}

// resumeEnd moves play on from a phase that ended while choices its end
// raised were still to make, once the last is made: "Artillery fire takes
// place, with both players adjudicating their fire simultaneously" and
// "Artillery units use 1 point of SHELL supplies per turn of fire", so a
// bombardment whose fire has fallen does not open again for more fire.
func (st *State) resumeEnd(ctx *rules.Context) error {
	if !st.Ending || len(st.Pending) > 0 || st.Over {
		return nil
	}
	st.Ending = false
	return st.nextPhase(ctx)
}

// phaseWho words who acts in the phase: a side's name, or "both sides".
func (st *State) phaseWho() string {
	if st.phase().Both {
		return "both sides"
	}
	side := st.phaseSide()
	if who := book.PhaseStage(st).Who(st); !st.Over && len(who) == 1 {
		side = who[0] // the close assault: its attacker
	}
	return st.sideName(side)
}

// passes reports whether the phase passes by itself: nobody may do
// anything in it but end it (idle), and every side knows it. That a side
// has nothing to do must not come from what the other may not see (a gun
// destroyed out of its sight, pioneers it has not seen, units that moved
// or fired unseen): the phases of one side pass by themselves only on a
// fact every side knows — its bombardment when it has no SHELLS left (its
// announcements are public); its movement and construction always wait
// for it to end them, and so do its reserves, where buying SHELLS and
// asking to halt are open to it every turn (it reaches them from its own
// construction, with no hand-over: phases). The close assault (its
// contested zones are seen by both sides) and the air phase (the sides
// asked are those with aircraft able to fly, all seen when they last
// flew) pass when idle.
func (st *State) passes() bool {
	// The facts every side knows first: they are cheap, and most steps
	// wait for their side whatever it may do (idle works out the legal
	// list).
	if st.Mode == ModeWeek {
		return st.weekPasses() && st.idle()
	}
	switch st.phase().ID {
	case PhaseBombardFirst, PhaseBombardSecond:
		return st.Shells[st.phaseSide()] <= 0 && st.idle()
	case PhaseMoveFirst, PhaseMoveSecond, PhasePioneerFirst, PhasePioneerSecond, PhaseReserveFirst, PhaseReserveSecond:
		return false
	}
	return st.idle()
}

// idle reports whether nobody may do anything in the phase but end it.
func (st *State) idle() bool {
	defer st.memoSight()()
	for _, side := range st.activeSides() {
		for _, v := range st.phase().Verbs {
			if len(book.LegalWith(st, side, v, "")) > 0 {
				return false
			}
		}
	}
	return true
}

// endTurn ends the assault turn: "turn-end" hooks (the assault's end,
// victory), then the next turn ("alternating with his opponent
// thereafter"), the next day after the night turn, and the game's end
// after the scenario's last day.
func (st *State) endTurn(ctx *rules.Context) error {
	if err := book.Run(st, kit.TurnEnd, ctx); err != nil || st.Over {
		return err
	}
	if why := st.assaultOver; why != "" {
		st.assaultOver = ""
		return st.backToWeek(ctx, why) // an assault of the weekly turn ended (endAssault)
	}
	st.Turn++
	if st.Turn == st.turnsPerDay() {
		st.Turn = 0
		st.Day++
		if st.Mode == ModeAssault && st.Day >= assaultDays {
			return st.backToWeek(ctx, fmt.Sprintf("its %d days are over", assaultDays))
		}
		if st.Mode == "" && st.Day >= len(st.fixed.s.Turns.Names) {
			if err := book.Run(st, gameEnd, ctx); err != nil {
				return err
			}
			if !st.Over {
				st.Over, st.Result = true, "draw: the scenario's days are over"
			}
			return nil
		}
		if err := book.Run(st, dayStart, ctx); err != nil {
			return err
		}
	}
	st.First = other(st.First)
	for i := range st.Units {
		u := &st.Units[i]
		for _, f := range []string{FlagFired, FlagOpFired, FlagMoving} {
			u.ClearFlag(f)
		}
		st.Troops[i].Moved, st.Troops[i].RoadMoved, st.Troops[i].From = 0, 0, ""
	}
	st.Halt = nil
	if ctx != nil {
		ctx.Logf("%s: the %s move first", st.turnName(), st.sideName(st.First))
		// What each side sees changes with the turn (moving and spotted
		// units, daylight): no undo crosses into a new turn, whatever
		// comes into sight, so that neither undo nor the warning before
		// ending a phase (Game.WouldBeFinal) tells whether something does.
		ctx.Reveal("a new assault turn's sight")
	}
	return book.Run(st, kit.TurnStart, ctx)
}

// phaseName is the phase for people: "Artillery bombardment (Germans)",
// "Night: Movement and opportunity fire (Allies)" (the status line gives
// the day and the assault turn).
func (st *State) phaseName() string {
	name := fmt.Sprintf("%s (%s)", st.phase().Name, st.phaseWho())
	if st.Mode == ModeWeek {
		return fmt.Sprintf("Step %d, %s", st.phase().Step, name)
	}
	if st.night() {
		name = "Night: " + name
	}
	return name
}

// everyone stands, as a viewer, for every side at once: the game's own
// status (Game.Status), which every side reads, holds only what every
// side may see. A side's view holds its own (View).
const everyone = kit.Everyone

// Status is where the game stands, as every side may read it: the turn,
// the phase, who acts, the choice awaited as every side may read it, and
// the checklist's items that are no side's secret. A side's view gives it
// its own checklist and prompts.
func (st *State) Status() rules.Status { return st.statusFor(everyone) }

// statusFor is where the game stands as viewer reads it: a side, the
// referee ("") or everyone.
func (st *State) statusFor(viewer string) rules.Status {
	ph := st.phase()
	s := rules.Status{Turn: st.Day, TurnName: st.dayName(), SubTurn: st.Turn, SubTurns: st.turnsPerDay(),
		Phase: ph.ID, PhaseName: st.phaseName(),
		Over: st.Over, Result: st.Result}
	switch st.Mode {
	case ModeWeek:
		s.Turn, s.TurnName, s.SubTurn, s.SubTurns = st.Week, st.weekName(), 0, 1 // a week has no assault turns
	case ModeAssault:
		s.Turn = st.Week
	}
	if st.Over {
		return s
	}
	s.Active = st.activeSides()
	s.Decision = st.decisionFor(viewer)
	s.Prompt = book.Prompt(st, viewer)
	s.Checklist = st.checklist(viewer)
	return s
}

// sequenceText words the assault turn with this game's day.
func (st *State) sequenceText() string {
	var b strings.Builder
	fmt.Fprintf(&b, `"When an assault begins, the time scale of the game changes. Several assault turns represent a single day of action. There are 4 turns in a spring, summer or autumn day, and 3 turns in a winter day. Daytime is followed by a single turn of night." This game is in %s: %d assault turns and a night each day, for %d days (%s).

Each assault turn runs the seed's six steps; where both sides act in turn, the side moving first acts first:
`, st.fixed.season, st.turnsPerDay()-1, len(st.fixed.s.Turns.Names), strings.Join(st.fixed.s.Turns.Names, ", "))
	for _, ph := range phases {
		who := "the side moving first"
		switch {
		case ph.Both:
			who = "both sides, in secret"
		case ph.Second:
			who = "the side moving second"
		}
		// Who plays the step, not the script verbs it allows (issue 24):
		// the Actions section words those.
		fmt.Fprintf(&b, "\n- %s (step %d: %s)", ph.Name, ph.Step, who)
	}
	return b.String()
}
