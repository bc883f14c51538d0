package aanorthafrica

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Victory Condition":
//
//	"Victory Condition:
//	Capture the enemy capital."
//
// Ruling N-14: the capture is checked when the combat phase ends: if a
// side then controls the enemy's capital ([rules].capitals) it wins. The
// optional [rules].rounds ends the game after that many rounds; then the
// side whose nations own the greater IPC value wins, equal is a draw
// (RULINGS.md).

// RuleVictory is the seed's victory condition.
const RuleVictory = "Victory Condition"

// RuleRounds is the scenario's limit of rounds.
const RuleRounds = "Victory Condition (rounds limit)"

// OptRounds is the scenario option ([[option]] id "rounds", an int) the
// players choose the rounds limit by when they start a game: it replaces
// [rules].rounds (0: play to a capital's capture). A scenario without the
// option plays [rules].rounds.
const OptRounds = "rounds"

// roundsOption sets r.Rounds from opts' OptRounds when the scenario
// declares it.
func roundsOption(r *Rules, opts rules.Options) error {
	v, ok := opts[OptRounds]
	if !ok {
		return nil
	}
	n, ok := v.(int)
	if !ok || n < 0 {
		return errf("option %s = %v: want a number of rounds, 0 or more (0: play to a capital's capture)", OptRounds, v)
	}
	r.Rounds = n
	return nil
}

func init() {
	on(kit.Leave(PhaseCombat), func(st *State, ctx *rules.Context) error {
		st.checkCapitals(ctx)
		return nil
	})
	on(kit.TurnEnd, func(st *State, ctx *rules.Context) error {
		st.checkRounds(ctx)
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleVictory, Title: "Victory", Order: 90,
		Text: `"Victory Condition: Capture the enemy capital."

A side that controls the enemy's capital when a combat phase ends wins (ruling N-14).`,
		More: func(st *State) (string, []rules.RefTable) {
			r := st.fixed.r
			s := fmt.Sprintf("Capitals: %s (%s), %s (%s).", r.Capitals[Axis], st.SideName(Axis), r.Capitals[Allies], st.SideName(Allies))
			if r.Rounds > 0 {
				s += fmt.Sprintf(" This game also ends after round %d (the rounds limit): then the side whose nations own the greater IPC value wins, equal values are a draw.", r.Rounds)
			} else {
				s += " This game has no rounds limit: it goes on until a capital is captured."
			}
			return s, nil
		}})
}

// checkCapitals ends the game when a side controls the enemy capital.
func (st *State) checkCapitals(ctx *rules.Context) {
	for _, side := range Sides {
		c := st.fixed.r.Capitals[Enemy(side)]
		if st.SideAt(c) == side {
			st.end(ctx, side, fmt.Sprintf("%s wins: it holds %s, the %s capital (%s)", st.SideName(side), c, st.SideName(Enemy(side)), RuleVictory))
			return
		}
	}
}

// checkRounds ends the game after the last nation's turn of round
// [rules].rounds.
func (st *State) checkRounds(ctx *rules.Context) {
	r := st.fixed.r
	if r.Rounds == 0 || st.Round < r.Rounds || st.Turn != len(r.Order)-1 {
		return
	}
	ax, al := st.SideIncome(Axis), st.SideIncome(Allies)
	switch {
	case ax > al:
		st.end(ctx, Axis, fmt.Sprintf("Axis wins after round %d: its spaces are worth %d IPCs to the Allies' %d (%s)", st.Round, ax, al, RuleRounds))
	case al > ax:
		st.end(ctx, Allies, fmt.Sprintf("Allies win after round %d: their spaces are worth %d IPCs to the Axis' %d (%s)", st.Round, al, ax, RuleRounds))
	default:
		st.end(ctx, "", fmt.Sprintf("draw: after round %d both sides' spaces are worth %d IPCs (%s)", st.Round, ax, RuleRounds))
	}
}

// SideIncome is the IPC value of the spaces side's nations own.
func (st *State) SideIncome(side string) int {
	t := 0
	for _, n := range st.Nations(side) {
		v, _ := st.Income(n)
		t += v
	}
	return t
}

// end ends the game with winner ("" for a draw) and result, logged.
func (st *State) end(ctx *rules.Context, winner, result string) {
	st.Over, st.Winner, st.Result = true, winner, result
	ctx.Logf("Game over: %s", result)
}
