package kit

import (
	"errors"
	"strings"
	"testing"

	"sandtable/rules"
)

func TestCheckOddsByHand(t *testing.T) {
	for _, c := range []struct {
		name  string
		check Check
		mods  []rules.Modifier
		outOf int64
		want  []any
	}{
		// 1d6 <= 4: faces 1-4 of 6 succeed.
		{"1d6<=4", Check{Dice: tabDice(t, "1d6"), Target: 4, Comparison: "<="}, nil, 6,
			[]any{"success", 4, "failure", 2}},
		// +1 makes faces 1-3 (totals 2-4) succeed: 3 of 6.
		{"1d6<=4 +1", Check{Dice: tabDice(t, "1d6"), Target: 4, Comparison: "<="}, []rules.Modifier{{Value: 1, Reason: "shaken"}}, 6,
			[]any{"success", 3, "failure", 3}},
		// 1d6 < 4: faces 1-3.
		{"1d6<4", Check{Dice: tabDice(t, "1d6"), Target: 4, Comparison: "<"}, nil, 6,
			[]any{"success", 3, "failure", 3}},
		// 2d6 >= 8: totals 8..12 come up 5+4+3+2+1 = 15 ways of 36.
		{"2d6>=8", Check{Dice: tabDice(t, "2d6"), Target: 8, Comparison: ">="}, nil, 36,
			[]any{"success", 15, "failure", 21}},
		// 2d6 > 8: 4+3+2+1 = 10 of 36.
		{"2d6>8", Check{Dice: tabDice(t, "2d6"), Target: 8, Comparison: ">"}, nil, 36,
			[]any{"success", 10, "failure", 26}},
		// 2d6 == 7: 6 of 36.
		{"2d6==7", Check{Dice: tabDice(t, "2d6"), Target: 7, Comparison: "=="}, nil, 36,
			[]any{"success", 6, "failure", 30}},
		// 2d6 >= 8 with -1 and +3 (net +2): totals 6..12 before, 6 is
		// 5 ways, 7 is 6: 15+6+5 = 26 of 36.
		{"2d6>=8 +2", Check{Dice: tabDice(t, "2d6"), Target: 8, Comparison: ">="}, []rules.Modifier{{Value: -1, Reason: "night"}, {Value: 3, Reason: "elite"}}, 36,
			[]any{"success", 26, "failure", 10}},
		// 3d6+1 <= 10: 3d6 <= 9 is 1+3+6+10+15+21+25 = 81 of 216.
		{"3d6+1<=10", Check{Dice: tabDice(t, "3d6+1"), Target: 10, Comparison: "<="}, nil, 216,
			[]any{"success", 81, "failure", 135}},
		// Impossible and certain checks leave the other result out.
		{"1d6<=0", Check{Dice: tabDice(t, "1d6"), Target: 0, Comparison: "<="}, nil, 1,
			[]any{"failure", 1}},
		{"1d6<=6", Check{Dice: tabDice(t, "1d6"), Target: 6, Comparison: "<="}, nil, 1,
			[]any{"success", 1}},
		// Own result names.
		{"named", Check{Name: "Rally", Dice: tabDice(t, "1d6"), Target: 5, Comparison: ">=", Success: "rallied", Failure: "still routed"}, nil, 6,
			[]any{"rallied", 2, "still routed", 4}},
	} {
		got := c.check.Odds(c.mods)
		tabWantDist(t, c.name, got, c.outOf, c.want...)
		tabAgree(t, c.name, c.check.Dice.N, c.check.Dice.Sides, got, func(d rules.Dice) (rules.Roll, error) { return c.check.Resolve(d, c.mods) })
	}
}

func TestCheckResolveLog(t *testing.T) {
	c := Check{Name: "Morale", Dice: tabDice(t, "2d6-1"), Target: 7, Comparison: "<="}
	md := &rules.ManualDice{}
	md.Enter(3, 4)
	r, err := c.Resolve(md, []rules.Modifier{{Value: 2, Reason: "flanked"}})
	if err != nil {
		t.Fatal(err)
	}
	r.For = "morale, 2/5 Marines"
	want := rules.Roll{
		For:       "morale, 2/5 Marines",
		Table:     "Morale (2d6-1 <= 7)",
		Dice:      []int{3, 4},
		Sides:     6,
		Modifiers: []rules.Modifier{{Value: -1, Reason: "fixed (2d6-1)"}, {Value: 2, Reason: "flanked"}},
		Total:     8,
		Result:    "failure",
	}
	if r.String() != want.String() || r.Total != want.Total || r.Result != want.Result || r.Table != want.Table {
		t.Errorf("got  %s\nwant %s", r, want)
	}
	if got := r.String(); got != "morale, 2/5 Marines: 2d6 [3 4] -1 fixed (2d6-1) +2 flanked = 8 on Morale (2d6-1 <= 7): failure" {
		t.Errorf("log line %q", got)
	}

	// Too few manual dice: a *NeedDice for the missing one, nothing used.
	md = &rules.ManualDice{}
	md.Enter(5)
	_, err = c.Resolve(md, nil)
	var need *rules.NeedDice
	if !errors.As(err, &need) || need.N != 1 || need.Sides != 6 || md.Pending() != 1 {
		t.Errorf("one face for 2d6: %v, %d pending", err, md.Pending())
	}
}

func TestCheckValidate(t *testing.T) {
	d6 := tabDice(t, "1d6")
	for _, c := range []struct {
		check Check
		msg   string
	}{
		{Check{Dice: d6, Target: 4, Comparison: "=<"}, `comparison "=<"`},
		{Check{Dice: d6, Target: 4}, `comparison ""`},
		{Check{Target: 4, Comparison: "<="}, "dice: no dice set"},
		{Check{Dice: DiceExpr{N: 2, Sides: 1}, Target: 4, Comparison: "<="}, "dice: d1"},
		{Check{Dice: d6, Target: 4, Comparison: "<=", Success: "failure"}, `success and failure are both "failure"`},
		{Check{Dice: d6, Target: 4, Comparison: "<=", Success: "ok", Failure: "ok"}, `both "ok"`},
	} {
		err := c.check.Validate()
		if err == nil || !strings.HasPrefix(err.Error(), "kit: check ") || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%+v: %v, want an error with %q", c.check, err, c.msg)
		}
		if _, rerr := c.check.Resolve(rules.NewSeededDice(1), nil); rerr == nil {
			t.Errorf("%+v: Resolve accepted an invalid check", c.check)
		}
		if c.check.Odds(nil) != nil {
			t.Errorf("%+v: Odds of an invalid check", c.check)
		}
	}
}
