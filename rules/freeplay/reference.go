package freeplay

import (
	"fmt"
	"strings"

	"sandtable/rules"
)

var _ rules.Referencer = (*State)(nil)

// Reference implements rules.Referencer: what freeplay enforces (little)
// and what it leaves to the players (the game's real rules), one section
// per rule its refusals, phases and overlay cite, and each verb.
func (st *State) Reference() rules.Reference {
	var sides []string
	for _, s := range st.fixed.s.Sides {
		sides = append(sides, s.Name)
	}
	r := rules.Reference{Title: "Freeplay: players adjudicate"}
	add := func(rule, title, text string) {
		r.Sections = append(r.Sections, rules.RefSection{Rule: rule, Title: title, Text: text})
	}
	add(RulePhase, "Players adjudicate", `This scenario has no rules module of its own: Sandtable enforces none of its game's rules. Any counter may move anywhere, flip, be hidden or revealed and be removed; dice are rolled on demand. The players apply the game's real rules themselves and agree on the results.

Sandtable still records every action and every roll, so the game saves, replays and undoes like any other.`)
	add(RuleTurn, "Turns and who acts", fmt.Sprintf(`Each turn of the scenario's turn track has one phase per side, in the scenario's order (%s). Only the side whose phase it is acts; end-phase passes play to the next side. Reinforcements arrive at the start of their turn.`, strings.Join(sides, ", ")))
	add(RuleVerbs, "Actions", fmt.Sprintf(`What a player does, as the buttons and sandtable play scripts name it:

- move UNIT LOCATION: put a counter on any cell or in any box.
- flip UNIT: turn a counter to its next step (back to full strength after the last).
- hide UNIT: turn one of your counters face down; it is then named hidden:N.
- reveal UNIT: turn one of your face-down counters face up for everyone to see.
- remove UNIT: take a counter off the map (eliminated).
- roll DICE: roll dice on demand (%s); everyone sees the roll in the log.
- end-phase: end your phase; play passes to the next side.`, strings.Join(DiceExprs, ", ")))
	add(RuleMove, "Moving and removing counters", `Any counter may move to any cell of any map or any box, whatever is there: the players decide what a move costs and whether it is allowed. Write the location as the map prints it (a cell label, MAP:LABEL on another map, box:ID) or eliminated. Remove takes a counter off the map.`)
	add(RuleFlip, "Flipping counters", `A counter with several steps flips to its next step, and from its last step back to full strength. A counter with one step does not flip.`)
	add(RuleHidden, "Hidden counters", `A side hides and reveals only its own counters. The other side sees a face-down counter only as its nation's face-down counter, named hidden:N (N is drawn at random for each game, so it gives nothing away). Revealing shows it to everyone and cannot be undone.`)
	add(RuleDice, "Dice", fmt.Sprintf(`Dice are rolled on demand with roll: %s. Each roll is logged with its faces and total; the players read it on their game's own tables. With manual dice, the players enter the faces of real dice.`, strings.Join(DiceExprs, ", ")))
	add(RuleSetup, "Secret set-up", `With the scenario's secret set-up option, the game begins with a set-up phase in which every side acts at once: each places its own counters, face down (move UNIT LOCATION; the others read only that a counter was placed), then commits (commit), after which it changes nothing more. When the last side has committed, every counter the set-up turned face down is revealed together and the first turn begins.`)
	add(rules.RuleSecretChoice, "Secret choices", `A side that has committed its secret choice (its set-up) may not change it; the choices of all sides are revealed together when the last side commits.`)
	if st.fixed.crt != nil {
		r.Sections = append(r.Sections, st.crtSection())
	}
	if v := st.victoryText(); v != "" {
		add(RuleOver, "End of the game", `The game ends after the last side's phase of the last turn of the turn track. The players judge the scenario's victory conditions (below) as its note and their game's rules say; Sandtable does not decide them.`)
		add(RuleVictory, "Victory conditions", v)
	} else {
		add(RuleOver, "End of the game", `The game ends after the last side's phase of the last turn of the turn track. The scenario gives no victory conditions: the players decide who has won.`)
	}
	add(RuleZOC, "Zones of control (overlay)", `Freeplay enforces no zones of control. The View menu's overlay marks the cells next to each side's counters on the map - the usual zone of control of hex-and-counter games - for players who adjudicate their game's own.`)
	return r
}
