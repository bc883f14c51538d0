package outofafrica

import (
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the reinforcements an alliance's war status brings
// (PLAN.md §2.10, §2.25):
//
//	"At the instant the CP go to LW they may place the German Asia Korps
//	... on the map in Turkey in any Victory space or fortress." (L142)
//	"A-H gets the Grenadier Gd. Corps (GG Corps) on the Replacement Phase
//	immediately after CP entry into LW status." (L144)
//	"3 Turns after Germany goes to LW status they get their tank corps
//	during the Replacement Phase ... Example: LW on Turn 2, so receive Pz
//	Korps on Replacement Phase of Turn 5." (L146)
//
// and the TW ones (twreinforcements.go). Which units come, when and where
// is [[rules.reinforcements]] data. When an alliance's war status rises
// (WarStatusChanged: lane 3 runs it, and gives the war status through
// provideWarStatus), each reinforcement of a level it has now reached
// comes: at once ("instant"), or in the replacement phase delay turns
// after the turn the level was reached ("replacement"; the phase
// "immediately after" is the same turn's). A war status that jumps two
// levels brings both levels' reinforcements.

// RuleLWReinforcements is the LW reinforcements (SSR 5).
const RuleLWReinforcements = "LW reinforcements (SSR 5)"

// The war status levels ([[rules.reinforcements]] status).
const (
	WarMobilization = LevelMob
	WarLimited      = LevelLW
	WarTotal        = LevelTW
)

// warLevels are the war status levels in order.
var warLevels = []string{WarMobilization, WarLimited, WarTotal}

// warStatusFn is the war status (provideWarStatus), nil until lane 3
// provides it.
var warStatusFn func(st *State, side string) string

// provideWarStatus makes fn the alliances' war status ("mob", "lw" or
// "tw"; lane 3: warstatus.go); a second call panics.
func provideWarStatus(fn func(st *State, side string) string) bool {
	if warStatusFn != nil {
		panic("outofafrica: the war status is provided twice")
	}
	warStatusFn = fn
	return true
}

var _ = []any{provideWarStatus}

// reachedTurn is the turn side reached war status level, 0 when it has
// not (as the reinforcements last saw the war status).
func (st *State) reachedTurn(side, level string) int { return st.Forces.Reached[side+"-"+level] }

// warStatus is side's war status: mobilization until lane 3 provides it.
func (st *State) warStatus(side string) string {
	if warStatusFn == nil {
		return WarMobilization
	}
	return warStatusFn(st, side)
}

// reinforce brings the neutrals that enter (entry.go) and the
// reinforcements of the levels each alliance has reached since it was
// last asked.
func (st *State) reinforce(ctx *rules.Context) error {
	for _, side := range Sides {
		now := slices.Index(warLevels, st.warStatus(side))
		seen := max(slices.Index(warLevels, st.Forces.WarStatus[side]), 0)
		if now <= seen {
			continue
		}
		if st.Forces.WarStatus == nil {
			st.Forces.WarStatus = map[string]string{}
		}
		st.Forces.WarStatus[side] = warLevels[now]
		if st.Forces.Reached == nil {
			st.Forces.Reached = map[string]int{}
		}
		for _, level := range warLevels[seen+1 : now+1] {
			st.Forces.Reached[side+"-"+level] = st.Turn
		}
		st.enterByWarStatus(ctx)
		for _, level := range warLevels[seen+1 : now+1] {
			for k, re := range st.fixed.r.Reinforcements {
				if re.Side != side || re.Status != level {
					continue
				}
				if re.When == "replacement" {
					st.Forces.Due = append(st.Forces.Due, Due{Turn: st.Turn + re.Delay, Index: k})
					continue
				}
				st.bringReinforcement(ctx, re)
			}
		}
	}
	return nil
}

// bringReinforcement brings re's units.
func (st *State) bringReinforcement(ctx *rules.Context, re Reinforcement) {
	for _, u := range re.Units {
		st.bring(ctx, re.Side, u.Type, re.Name, u.Reduced, u.Box, u.Spaces...)
	}
}

// dueReinforcements brings the reinforcements due in this turn's
// replacement phase (or before: a turn without one).
func (st *State) dueReinforcements(ctx *rules.Context) error {
	var left []Due
	for _, d := range st.Forces.Due {
		if d.Turn > st.Turn {
			left = append(left, d)
			continue
		}
		st.bringReinforcement(ctx, st.fixed.r.Reinforcements[d.Index])
	}
	st.Forces.Due = left
	return nil
}

func init() {
	// A game that starts above mobilization (a later scenario) brings
	// nothing for the levels it starts at.
	on(kit.GameStart, func(st *State, _ *rules.Context) error {
		for _, side := range Sides {
			if w := st.warStatus(side); w != WarMobilization {
				if st.Forces.WarStatus == nil {
					st.Forces.WarStatus = map[string]string{}
				}
				st.Forces.WarStatus[side] = w
			}
		}
		return nil
	})
	on(WarStatusChanged, func(st *State, ctx *rules.Context) error { return st.reinforce(ctx) })
	on(ReplacementStart, func(st *State, ctx *rules.Context) error { return st.dueReinforcements(ctx) })
	book.Section(kit.Section[*State]{Rule: RuleLWReinforcements, Title: "LW reinforcements", Order: 300,
		Text: `"At the instant the CP go to LW they may place the German Asia Korps ... on the map in Turkey in any Victory space or fortress." "A-H gets the Grenadier Gd. Corps (GG Corps) on the Replacement Phase immediately after CP entry into LW status." "3 Turns after Germany goes to LW status they get their tank corps during the Replacement Phase ... Example: LW on Turn 2, so receive Pz Korps on Replacement Phase of Turn 5."

A reinforcement of a war status comes when its alliance reaches it: at once, or in the replacement phase of the same turn or as many turns later as it says. Its owner places it where the rule allows.`,
		More: func(st *State) (string, []rules.RefTable) {
			return "", []rules.RefTable{st.reinforcementTable()}
		}})
}

// reinforcementTable lists [[rules.reinforcements]] for the reference.
func (st *State) reinforcementTable() rules.RefTable {
	t := rules.RefTable{ID: "reinforcements", Caption: "Reinforcements by war status", Columns: []string{"Reinforcement", "Alliance", "War status", "When", "Units"}}
	for _, re := range st.fixed.r.Reinforcements {
		when := "at once"
		if re.When == "replacement" {
			when = "replacement phase"
			if re.Delay > 0 {
				when += ", " + strconv.Itoa(re.Delay) + " turns later"
			}
		}
		var units []string
		for _, u := range re.Units {
			name := u.Type
			if c := st.fixed.s.Counters.Unit(u.Type); c != nil {
				name = rules.TypeName(c, 0)
			}
			if u.Box != "" {
				name += " to " + u.Box
			} else {
				name += " in " + kit.JoinOr(u.Spaces)
			}
			units = append(units, name)
		}
		t.Rows = append(t.Rows, []string{re.Name, st.SideName(re.Side), re.Status, when, strings.Join(units, "; ")})
	}
	return t
}
