package kit

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// tabAttrition is a 2d6 table: 2-4 step lost, 5-8 disrupted, 9-12 no effect.
func tabAttrition(t *testing.T) RowTable {
	return RowTable{Name: "Attrition", Dice: tabDice(t, "2d6"), Rows: []TableRow{
		{Min: 2, Max: 4, Result: "step lost"},
		{Min: 5, Max: 8, Result: "disrupted"},
		{Min: 9, Max: 12, Result: "no effect"},
	}}
}

// TestRowTableOddsByHand uses the 2d6 counts 2:1 3:2 4:3 5:4 6:5 7:6 8:5
// 9:4 10:3 11:2 12:1 (of 36).
func TestRowTableOddsByHand(t *testing.T) {
	tab := tabAttrition(t)
	for _, c := range []struct {
		name string
		drms []rules.Modifier
		want []any
	}{
		// 2-4: 1+2+3 = 6; 5-8: 4+5+6+5 = 20; 9-12: 4+3+2+1 = 10.
		{"no DRM", nil, []any{"step lost", 6, "disrupted", 20, "no effect", 10}},
		// +3: totals 5..15. Rolls 2-5 (1+2+3+4 = 10) read 5-8; rolls
		// 6-9 (5+6+5+4 = 20) read 9-12; rolls 10-12 (3+2+1 = 6) total
		// 13-15, past the last row, and read it: 20+6 = 26. Nothing
		// reads the first row.
		{"+3", []rules.Modifier{{Value: 3, Reason: "supplied"}}, []any{"disrupted", 10, "no effect", 26}},
		// -5: totals -3..7. Rolls 2-9 (1+2+3+4+5+6+5+4 = 30) total -3..4
		// and read the first row (those below it clamp up); rolls 10-12
		// (3+2+1 = 6) total 5-7, disrupted.
		{"-5", []rules.Modifier{{Value: -4, Reason: "winter"}, {Value: -1, Reason: "out of supply"}}, []any{"step lost", 30, "disrupted", 6}},
		// -20: everything reads the first row.
		{"-20", []rules.Modifier{{Value: -20, Reason: "cut off"}}, []any{"step lost", 36}},
	} {
		got := tab.Odds(c.drms)
		tabWantDist(t, c.name, got, 36, c.want...)
		tabAgree(t, c.name, 2, 6, got, func(d rules.Dice) (rules.Roll, error) { return tab.Resolve(d, c.drms) })
	}

	// Equal results in different rows merge, in order of first appearance:
	// 1d6: 1 "no effect", 2-3 "retreat", 4-5 "no effect", 6 "rout".
	merged := RowTable{Dice: tabDice(t, "1d6"), Rows: []TableRow{
		{Min: 1, Max: 1, Result: "no effect"},
		{Min: 2, Max: 3, Result: "retreat"},
		{Min: 4, Max: 5, Result: "no effect"},
		{Min: 6, Max: 6, Result: "rout"},
	}}
	got := merged.Odds(nil)
	tabWantDist(t, "merged", got, 6, "no effect", 3, "retreat", 2, "rout", 1)
	if got.String() != "no effect: 50%, retreat: 33%, rout: 17%" {
		t.Errorf("String %q", got.String())
	}
	tabAgree(t, "merged", 1, 6, got, func(d rules.Dice) (rules.Roll, error) { return merged.Resolve(d, nil) })
}

func TestRowTableResolveClamp(t *testing.T) {
	tab := tabAttrition(t)
	md := &rules.ManualDice{}
	md.Enter(6, 5)
	r, err := tab.Resolve(md, []rules.Modifier{{Value: 2, Reason: "supplied"}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Total != 13 || r.Result != "no effect" || r.Table != "Attrition (total 13 read on the last row, 9-12)" {
		t.Errorf("above: %+v", r)
	}
	md.Enter(1, 1)
	r, err = tab.Resolve(md, []rules.Modifier{{Value: -2, Reason: "winter"}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Total != 0 || r.Result != "step lost" || r.Table != "Attrition (total 0 read on the first row, 2-4)" {
		t.Errorf("below: %+v", r)
	}
	md.Enter(3, 4)
	r, err = tab.Resolve(md, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.For = "attrition, stack at W0304"
	if got := r.String(); got != "attrition, stack at W0304: 2d6 [3 4] on Attrition: disrupted" {
		t.Errorf("log %q", got)
	}
	if r.Modifiers != nil {
		t.Errorf("modifiers %v", r.Modifiers)
	}
	// Unnamed table with a fixed modifier.
	un := RowTable{Dice: tabDice(t, "1d6+1"), Rows: []TableRow{{Min: 2, Max: 7, Result: "ok"}}}
	md.Enter(2)
	r, err = un.Resolve(md, nil)
	if err != nil || r.Table != "1d6+1 table" || r.Total != 3 || len(r.Modifiers) != 1 || r.Modifiers[0] != (rules.Modifier{Value: 1, Reason: "fixed (1d6+1)"}) {
		t.Errorf("unnamed: %+v %v", r, err)
	}
}

func TestRowTableValidate(t *testing.T) {
	d6 := tabDice(t, "1d6")
	for _, c := range []struct {
		tab RowTable
		msg string
	}{
		{RowTable{Name: "T", Dice: d6}, `table "T": no rows`},
		{RowTable{Name: "T", Rows: []TableRow{{1, 6, "x"}}}, `table "T": dice: no dice set`},
		{RowTable{Name: "T", Dice: d6, Rows: []TableRow{{1, 3, "a"}, {5, 6, "b"}}}, "gap between row 1 (1-3) and row 2 (5-6): no row for 4"},
		{RowTable{Name: "T", Dice: d6, Rows: []TableRow{{1, 1, "a"}, {4, 6, "b"}}}, "no row for 2-3"},
		{RowTable{Name: "T", Dice: d6, Rows: []TableRow{{1, 4, "a"}, {3, 6, "b"}}}, "row 2 (3-6) overlaps or comes before row 1 (1-4)"},
		{RowTable{Name: "T", Dice: d6, Rows: []TableRow{{4, 6, "a"}, {1, 3, "b"}}}, "row 2 (1-3) overlaps or comes before row 1 (4-6)"},
		{RowTable{Name: "T", Dice: d6, Rows: []TableRow{{4, 1, "a"}}}, "row 1 runs from 4 down to 1"},
		{RowTable{Name: "T", Dice: d6, Rows: []TableRow{{1, 3, "a"}, {4, 6, " "}}}, "row 2 (4-6) has no result"},
		{RowTable{Dice: d6, Rows: []TableRow{{1, 3, ""}}}, `table "1d6 table": row 1 (1-3) has no result`},
	} {
		err := c.tab.Validate()
		if err == nil || !strings.HasPrefix(err.Error(), "kit: table ") || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%+v: %v, want an error with %q", c.tab, err, c.msg)
		}
		if _, rerr := c.tab.Resolve(rules.NewSeededDice(1), nil); rerr == nil {
			t.Errorf("%+v: Resolve accepted it", c.tab)
		}
		if c.tab.Odds(nil) != nil {
			t.Errorf("%+v: Odds of an invalid table", c.tab)
		}
	}
	if err := tabAttrition(t).Validate(); err != nil {
		t.Error(err)
	}
}
