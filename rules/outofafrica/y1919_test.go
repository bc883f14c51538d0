package outofafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// y1919Table is a [rules.y1919] table for the tests: the seed's events
// in its order (L524-548), drawn on turn 2.
const y1919Table = `[rules.y1919]
turns = [2]
ap = ["Plan 1919", "Naval Ops", "Additional US Forces", "Romanian Re-entry", "Crash of Empires"]
cp = ["This Pz Korps is Replaceable", "British Colonial Problems", "Fatherland Rallies", "British War-weariness", "Draka Nightmare"]

[rules.war_status]
`

// y1919Results are the results of the 1919 rolls ctx logged.
func y1919Results(ctx *rules.Context) []string {
	var out []string
	for _, e := range ctx.Events() {
		if e.Roll != nil && e.Roll.Table == "1919 events" {
			out = append(out, e.Roll.Result)
		}
	}
	return out
}

// "choose them randomly (roll a die, roll again on 6 or event already
// occurred)" (L522): the CP roll a 6 (again), then a 5, the Draka
// Nightmare: +2 VP, CP war status +1 (L550), carried out by hand for the
// rest; the next draw's 5 is the Nightmare again, already happened, and a
// 3 is Fatherland Rallies. After the Nightmare an Allied 4 (a Draka
// mandated offensive, the CP at Limited War) is ignored (L560).
func TestY1919Rerolls(t *testing.T) {
	st := cardsWith(t, "[rules.war_status]\n", y1919Table)
	vp := st.VPHalves
	ctx := rules.NewContext(cardDice(6, 5, 5, 3))
	if err := st.draw1919(ctx, CP); err != nil {
		t.Fatal(err)
	}
	if got := y1919Results(ctx); !slices.Equal(got, []string{"roll again (a 6)", "Draka Nightmare"}) {
		t.Fatalf("rolls %q", got)
	}
	if st.VPHalves != vp+4 || st.Tracks.WarStatus[CP] != 1 || st.Tracks.Adjudicate == nil || st.Tracks.Adjudicate.Side != CP {
		t.Fatalf("VP halves %d, war status %v, adjudication %+v", st.VPHalves, st.Tracks.WarStatus, st.Tracks.Adjudicate)
	}
	ctx = rules.NewContext(cardDice(5, 3))
	if err := st.draw1919(ctx, CP); err != nil {
		t.Fatal(err)
	}
	if got := y1919Results(ctx); !slices.Equal(got, []string{"Draka Nightmare: already happened, roll again", "Fatherland Rallies"}) {
		t.Fatalf("rolls %q", got)
	}
	st.Tracks.WarStatus[CP] = 2
	if got := rollMO(t, st, AP, 4); !strings.Contains(got, "ignored after the Draka Nightmare") {
		t.Fatalf("a Draka offensive after the Nightmare: %q", got)
	}
}

// "Can't be played on Turn 20" (L548): on turn 20 a 5 for the CP is
// rolled again.
func TestY1919NightmareNotOnTurn20(t *testing.T) {
	st := cardsWith(t, "[rules.war_status]\n", y1919Table)
	st.Turn = 20
	ctx := rules.NewContext(cardDice(5, 1))
	if err := st.draw1919(ctx, CP); err != nil {
		t.Fatal(err)
	}
	if got := y1919Results(ctx); !slices.Equal(got, []string{"Draka Nightmare: not on turn 20, roll again", "This Pz Korps is Replaceable"}) {
		t.Fatalf("rolls %q", got)
	}
}

// As turn 2 begins each alliance draws its 1919 event, the CP first
// (ruling OA-39); the Allies' adjudication waits for the CP's.
func TestY1919AtTurnStart(t *testing.T) {
	st := cardsWith(t, "[rules.war_status]\n", y1919Table)
	st.Turn = 2
	st.Cards.Dealt = true
	ctx := rules.NewContext(cardDice(1, 2))
	if err := book.Run(st, kit.TurnStart, ctx); err != nil {
		t.Fatal(err)
	}
	if got := y1919Results(ctx); !slices.Equal(got, []string{"This Pz Korps is Replaceable", "Naval Ops"}) {
		t.Fatalf("rolls %q", got)
	}
	if a := st.Tracks.Adjudicate; a == nil || a.Side != CP || len(st.Tracks.AdjudicateNext) != 1 || st.Tracks.AdjudicateNext[0].Side != AP {
		t.Fatalf("adjudications %+v then %+v", a, st.Tracks.AdjudicateNext)
	}
	applyChecked(t, st, rules.Action{Side: CP, Verb: "done"})
	if a := st.Tracks.Adjudicate; a == nil || a.Side != AP || !strings.Contains(a.Why, "Naval Ops") {
		t.Fatalf("after the CP's done: %+v", a)
	}
}
