package outofafrica

import (
	"fmt"
	"slices"

	"sandtable/maps"
	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is the army by sea (SSR 6, L148):
//
//	"The Allies may SR up to one Army by sea per turn. This Army may be
//	any of the following nationalities: Draka, BR, FR and USA. This type
//	of Army SR starts Turn 2 (Sept. 1914)."
//
// `sr-sea ARMY PORT`, in an Allied redeployment: an army of a
// [rules.sealift] nation in a port the Allies control goes to another
// port the Allies control that no enemy holds and that is open to it (the
// may-enter hooks, motion "sea"; the stack checks), for its SR cost
// (sr.go), once a turn (MoveState.SeaArmy), from [rules.sealift]
// from_turn (2). A port is a map place of kind "port". Corps by sea are
// the base game's, which the seed does not change: not automated here.

// RuleSealift is the army by sea.
const RuleSealift = "Out of Africa SSR 6: an army by sea"

// VerbSRSea is "sr-sea ARMY PORT".
const VerbSRSea = "sr-sea"

var (
	_ = addPhaseVerbs(PhaseAction, VerbSRSea)
	_ = addRulesCheck(checkSealift)
)

func init() {
	book.Verb(kit.Verb[*State]{Name: VerbSRSea, Args: "ARMY PORT", Rule: RuleSealift, Title: "Army by sea",
		Help:  "redeploys an Allied army by sea from a port to another, once a turn",
		Words: "sending an army by sea",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			if st.whySealift(side) != "" {
				return nil
			}
			var out []rules.Action
			for i := range st.Units {
				ref := st.Units.Ref(i)
				if arg0 != "" && arg0 != ref || st.whySeaArmy(side, i) != "" {
					continue
				}
				for _, p := range st.ports() {
					if st.whySeaPort(i, p) == nil {
						out = append(out, rules.Action{Side: side, Verb: VerbSRSea, Args: []string{ref, p}})
					}
				}
			}
			return out
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			if len(a.Args) != 2 {
				return rules.Refuse(a, RuleSealift, "sr-sea takes an army and a port")
			}
			if why := st.whySealift(a.Side); why != "" {
				return rules.Refuse(a, RuleSealift, "%s", why)
			}
			i := st.Units.Resolve(a.Args[0])
			if i < 0 {
				return rules.Refuse(a, RuleSealift, "no unit %s", a.Args[0])
			}
			if why := st.whySeaArmy(a.Side, i); why != "" {
				return rules.Refuse(a, RuleSealift, "%s", why)
			}
			if r := st.whySeaPort(i, a.Args[1]); r != nil {
				return rules.Refuse(a, r.Rule, "%s", r.Reason)
			}
			return nil
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			i := st.Units.Resolve(a.Args[0])
			r := st.Moves.SR
			cost, from := st.srCost(i), st.SpaceOf(i)
			r.Points -= cost
			r.Moved = append(r.Moved, i)
			st.Moves.SeaArmy = st.Turn
			st.Units[i].Loc = st.Loc(a.Args[1])
			ctx.Logf("%s goes by sea from %s to %s (%d SR; %d left; the army by sea of this turn)", st.unitName(i), from, a.Args[1], cost, r.Points)
			return nil
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 2 {
				return "", false
			}
			i := st.Units.Resolve(a.Args[0])
			if i < 0 {
				return "", false
			}
			return fmt.Sprintf("Send %s by sea to %s (%d SR)", st.unitName(i), a.Args[1], st.srCost(i)), true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleSealift, Title: "An army by sea", Order: 321,
		Text: `"The Allies may SR up to one Army by sea per turn. This Army may be any of the following nationalities: Draka, BR, FR and USA. This type of Army SR starts Turn 2 (Sept. 1914)." (Out of Africa SSR 6.)

In a redeployment, the Allies may send one army a turn from a port they control to another port they control that no enemy holds, for the army's SR cost.`})
}

// checkSealift fills in [rules.sealift]'s defaults and checks it.
func checkSealift(r *Rules, s *scenarios.Scenario) error {
	l := &r.Sealift
	if l.Nations == nil {
		for _, n := range []string{Draka, "br", "fr", "us"} {
			if s.Counters.Nation(n) != nil {
				l.Nations = append(l.Nations, n)
			}
		}
	}
	if l.FromTurn == 0 {
		l.FromTurn = 2
	}
	for _, n := range l.Nations {
		if s.Counters.Nation(n) == nil {
			return s.RulesErrorf("rules.sealift.nations", "no nation %q in counters %s", n, s.Counters.ID)
		}
	}
	return nil
}

// whySealift is why side may not send an army by sea now, "" when it may.
func (st *State) whySealift(side string) string {
	switch {
	case side != AP:
		return "only the Allies send an army by sea"
	case st.srOf(side) == nil:
		return "the Allies have no SR points to spend now: play a card for SR first"
	case st.Turn < st.fixed.r.Sealift.FromTurn:
		return fmt.Sprintf("the army by sea starts on turn %d", st.fixed.r.Sealift.FromTurn)
	case st.Moves.SeaArmy == st.Turn:
		return "the Allies have sent their army by sea this turn already (one a turn)"
	}
	return ""
}

// whySeaArmy is why unit i may not go by sea, "" when it may.
func (st *State) whySeaArmy(side string, i int) string {
	if why := st.whySRUnit(side, i); why != "" {
		return why
	}
	u := &st.Units[i]
	switch {
	case st.ClassOfUnit(i) != Army:
		return st.unitName(i) + " is not an army"
	case !slices.Contains(st.fixed.r.Sealift.Nations, u.Nation):
		return fmt.Sprintf("a %s army may not go by sea (only %s)", st.NationName(u.Nation), st.nationList(st.fixed.r.Sealift.Nations))
	case !st.isPort(st.SpaceOf(i)) || st.ControlOf(st.SpaceOf(i)) != side:
		return st.unitName(i) + " is not in a port the Allies control"
	}
	return ""
}

// whySeaPort is why unit i may not land at space, nil when it may.
func (st *State) whySeaPort(i int, space string) *rules.Refusal {
	side := st.Units[i].Side
	if !st.isPort(space) || space == st.SpaceOf(i) || st.ControlOf(space) != side || st.enemyAt(side, space) {
		return &rules.Refusal{Rule: RuleSealift, Reason: fmt.Sprintf("%s is not another port the Allies control and no enemy holds", space)}
	}
	if r := mayEnter(st, i, st.SpaceOf(i), space, MotionSea); r != nil {
		return r
	}
	return stackCheck(st, space, append(st.At(space), i))
}

// ports are the map's port spaces, in map order.
func (st *State) ports() []string {
	set := kit.PlaceCells(st.fixed.m, func(p *maps.Place) bool { return p.Is("port") })
	var out []string
	for _, sp := range st.Spaces() {
		if c, ok := st.Cell(sp); ok && set.Has(c) {
			out = append(out, sp)
		}
	}
	return out
}

// isPort reports whether space is a port.
func (st *State) isPort(space string) bool { return slices.Contains(st.ports(), space) }
