package outofafrica

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is the 1919 events (PLAN.md §2.21):
//
//	"21) 1919 Changes: Instead of the Players picking events from the
//	table (in 1919 rules), choose them randomly (roll a die, roll again on
//	6 or event already occurred)." (L522)
//
//	"Draka Nightmare: Massive Serf Uprising. Can't be played on Turn 20.
//	Has the following massive effects, in addition to +2 VP and CP War
//	status up one: ... 6. Ignore any future Draka Mandated Offensives."
//	(L548-560)
//
// The "1919 rules" file the seed amends is not ours: [rules.y1919] holds
// each alliance's five events by name (faces 1 to 5, the seed's order)
// and the turns they are drawn in (ruling OA-39: one per alliance as each
// of those turns begins, the Central Powers first). A drawn event is
// shown with its name and carried out by hand (the adjudication), except
// the Draka Nightmare's +2 VP and CP war status +1, and its end of Draka
// mandated offensives, which the rules apply. The Nightmare is rolled
// again on turn 20.

// RuleY1919 is the 1919 events (SSR 21).
const RuleY1919 = "Out of Africa SSR 21: 1919"

// Y1919Rules are [rules.y1919].
type Y1919Rules struct {
	// Turns are the turns at whose start each alliance draws a 1919
	// event (none: no 1919 events).
	Turns []int `toml:"turns"`
	// AP and CP are the alliances' five events by name, faces 1 to 5.
	AP []string `toml:"ap"`
	CP []string `toml:"cp"`
}

// nightmare is the name of the CP's substituted event (L548).
const nightmare = "Draka Nightmare"

var _ = addRulesCheck(func(r *Rules, s *scenarios.Scenario) error {
	y := r.Y1919
	if len(y.Turns) == 0 {
		return nil
	}
	if len(y.AP) != 5 || len(y.CP) != 5 {
		return s.RulesErrorf("rules.y1919", "rules.y1919: five events for each alliance (ap, cp), faces 1 to 5")
	}
	for _, t := range y.Turns {
		if t < 1 {
			return s.RulesErrorf("rules.y1919.turns", "rules.y1919.turns: turn %d", t)
		}
	}
	return nil
})

func init() {
	on(kit.TurnStart, func(st *State, ctx *rules.Context) error {
		if !slices.Contains(st.fixed.r.Y1919.Turns, st.Turn) {
			return nil
		}
		for _, side := range Sides {
			if err := st.draw1919(ctx, side); err != nil {
				return err
			}
		}
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleY1919, Title: "1919", Order: 210,
		Text: `"Instead of the Players picking events from the table (in 1919 rules), choose them randomly (roll a die, roll again on 6 or event already occurred)." (SSR 21.)

As each 1919 turn begins, each alliance (the Central Powers first) rolls for its 1919 event: a die, rolled again on a 6 or on an event that has already happened; the Draka Nightmare is rolled again on turn 20 ("Can't be played on Turn 20"). The event is carried out by hand, with the seed's changes; the Draka Nightmare's +2 VP and Central Powers war status +1 are applied by the rules, and after it Draka mandated offensives are ignored.`,
		More: func(st *State) (string, []rules.RefTable) {
			y := st.fixed.r.Y1919
			if len(y.Turns) == 0 {
				return "This game has no 1919 events.", nil
			}
			return fmt.Sprintf("In this game: drawn on turns %v. The Allies: %s. The Central Powers: %s.", y.Turns, strings.Join(y.AP, ", "), strings.Join(y.CP, ", ")), nil
		}})
}

// happened1919 reports whether side's 1919 event name has happened.
func (st *State) happened1919(side, name string) bool {
	return slices.Contains(st.Tracks.Y1919[side], name)
}

// draw1919 rolls side's 1919 event (L522) and applies it.
func (st *State) draw1919(ctx *rules.Context, side string) error {
	events := st.fixed.r.Y1919.AP
	if side == CP {
		events = st.fixed.r.Y1919.CP
	}
	open := slices.ContainsFunc(events, func(e string) bool {
		return !st.happened1919(side, e) && !(e == nightmare && st.Turn == 20)
	})
	if !open {
		ctx.Logf("The %s have no 1919 event left (%s)", st.SideName(side), RuleY1919)
		return nil
	}
	for {
		f, err := ctx.Roll(1, 6)
		if err != nil {
			return err
		}
		roll := rules.Roll{For: st.SideName(side) + " 1919 event", Table: "1919 events", Dice: f, Sides: 6, Total: f[0]}
		switch {
		case f[0] == 6:
			roll.Result = "roll again (a 6)"
		case st.happened1919(side, events[f[0]-1]):
			roll.Result = events[f[0]-1] + ": already happened, roll again"
		case events[f[0]-1] == nightmare && st.Turn == 20:
			roll.Result = nightmare + ": not on turn 20, roll again"
		default:
			name := events[f[0]-1]
			roll.Result = name
			ctx.LogRoll("", roll)
			return st.apply1919(ctx, side, name)
		}
		ctx.LogRoll("", roll)
	}
}

// apply1919 applies side's 1919 event name.
func (st *State) apply1919(ctx *rules.Context, side, name string) error {
	if st.Tracks.Y1919 == nil {
		st.Tracks.Y1919 = map[string][]string{}
	}
	st.Tracks.Y1919[side] = append(slices.Clone(st.Tracks.Y1919[side]), name)
	if name == nightmare {
		st.VPHalves += 4
		ctx.Logf("%s: +2 VP (%s): %s", nightmare, RuleY1919, halves(st.VPTotalHalves()))
		if err := st.raiseWarStatus(ctx, CP, 1, nightmare); err != nil {
			return err
		}
	}
	st.adjudicate(ctx, side, "the 1919 event "+name)
	return nil
}
