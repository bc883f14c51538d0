package outofafrica

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the war status of each alliance (PLAN.md §1, §2.4), which
// the seed leaves to Paths of Glory while hanging rules on it: Turkey
// joins "once Limited War is reached" (L31), hands are of 8 "once at LW
// or TW" (L125), Draka Full Mobilization "Advance War Status by 2" (L594).
//
// Each alliance has its own war status track, from 0. A card played for
// its event adds its war status value (ws) to its alliance's track; some
// events raise it more (raiseWarStatus). At [rules.war_status] limited
// (Sandtable's original default 4) the alliance is at Limited War, at
// total (11) at Total War, at once: the moment WarStatusChanged runs
// (LW and TW reinforcements, Turkey's entry, the Zeppelins). In the war
// status phase, the Limited and Total War cards of an alliance that has
// reached that status join its deck.

// RuleWarStatus is the war status (PLAN.md §1, Sandtable's thresholds).
const RuleWarStatus = "War status"

// The war status levels.
const (
	LevelMob = "mob" // Mobilization
	LevelLW  = "lw"  // Limited War
	LevelTW  = "tw"  // Total War
)

// The war status is what the reinforcements (lwreinforcements.go) and the
// gas chits (gas.go, at Total War) read.
var (
	_ = provideWarStatus(func(st *State, side string) string { return st.warLevel(side) })
	_ = provideTotalWar(func(st *State, side string) bool { return st.warLevel(side) == LevelTW })
)

var _ = addSideData(func(st *State, v *rules.View) {
	for _, side := range Sides {
		v.SetSide(side, rules.SideEntry{Key: "war-status", Label: "War status",
			Text: fmt.Sprintf("%d (%s)", st.Tracks.WarStatus[side], levelName(st.warLevel(side)))})
	}
})

func init() {
	on(kit.GameStart, func(st *State, _ *rules.Context) error {
		// A scenario that starts later in the war ([rules.war_status]
		// start): its tracks, and the cards of the levels reached in the
		// decks (hands.go's GameStart, which runs first: inits run in the
		// files' order, built the Mobilization decks).
		for _, side := range sortedKeys(st.fixed.r.WarStatus.Start) {
			if st.Tracks.WarStatus == nil {
				st.Tracks.WarStatus = map[string]int{}
			}
			st.Tracks.WarStatus[side] = st.fixed.r.WarStatus.Start[side]
			st.joinCards(rules.NewContext(nil), side)
		}
		return nil
	})
	on(kit.Enter(PhaseWarStatus), func(st *State, ctx *rules.Context) error {
		for _, side := range Sides {
			st.joinCards(ctx, side)
		}
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleWarStatus, Title: "War status", Order: 22,
		Text: `Each alliance has its own war status track, from 0. A card played for its event adds its war status value to its alliance's track, and some events raise it more ("Advance War Status by 2", A17). At the Limited War threshold the alliance is at Limited War, at the Total War threshold at Total War, at once: what comes "the instant" an alliance reaches a war status happens then. In the war status phase, the Limited War and Total War cards of an alliance that has reached that status join its deck.

The thresholds are Sandtable's original defaults (4 and 11), not Paths of Glory's: the scenario's [rules.war_status] may change them.`,
		More: func(st *State) (string, []rules.RefTable) {
			w := st.fixed.r.WarStatus
			return fmt.Sprintf("In this game: Limited War at %d, Total War at %d.", w.Limited, w.Total), nil
		}})
}

// levelName is a level for people.
func levelName(l string) string {
	switch l {
	case LevelLW:
		return "Limited War"
	case LevelTW:
		return "Total War"
	}
	return "Mobilization"
}

// levelOf is the level of war status n.
func (st *State) levelOf(n int) string {
	w := st.fixed.r.WarStatus
	switch {
	case n >= w.Total:
		return LevelTW
	case n >= w.Limited:
		return LevelLW
	}
	return LevelMob
}

// warLevel is side's war status level now: "mob", "lw" or "tw".
func (st *State) warLevel(side string) string { return st.levelOf(st.Tracks.WarStatus[side]) }

// raiseWarStatus adds n to side's war status for why, logs it, and runs
// WarStatusChanged when the alliance reaches a new level.
func (st *State) raiseWarStatus(ctx *rules.Context, side string, n int, why string) error {
	if n == 0 {
		return nil
	}
	if st.Tracks.WarStatus == nil {
		st.Tracks.WarStatus = map[string]int{}
	}
	before := st.warLevel(side)
	st.Tracks.WarStatus[side] += n
	now := st.Tracks.WarStatus[side]
	ctx.Logf("%s war status %+d (%s): %d", st.SideName(side), n, why, now)
	if l := st.warLevel(side); l != before {
		ctx.Logf("The %s are at %s", st.SideName(side), levelName(l))
		return book.Run(st, WarStatusChanged, ctx)
	}
	return nil
}

// joinCards adds to side's deck the cards of each war status it has
// reached and whose cards have not joined yet.
func (st *State) joinCards(ctx *rules.Context, side string) {
	joined, now := st.Cards.Joined[side], st.warLevel(side)
	for _, l := range []string{LevelLW, LevelTW} {
		if statusIndex(l) <= statusIndex(joined) || statusIndex(l) > statusIndex(now) {
			continue
		}
		d := st.Cards.Decks[side]
		ids := st.cardsOf(side, l)
		for _, id := range ids {
			d.Return(id)
		}
		if st.fixed.r.WarStatus.Reshuffle {
			d.Reshuffle()
		}
		st.Cards.Decks[side] = d
		st.Cards.Joined[side] = l
		ctx.Logf("The %s cards of the %s join their deck (%s)", levelName(l), st.SideName(side), countWord(len(ids), "card"))
	}
}

// statusIndex orders the levels.
func statusIndex(l string) int {
	for i, s := range cardStatuses {
		if s == l {
			return i
		}
	}
	return -1
}
