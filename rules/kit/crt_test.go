package kit

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"sandtable/rules"
)

var (
	tabForest = rules.Modifier{Value: -1, Reason: "forest"}
	tabRiver  = rules.Modifier{Value: -1, Reason: "river"}
	tabAir    = rules.Modifier{Value: 1, Reason: "air support"}
)

func TestCRTColumnFor(t *testing.T) {
	crt := tabOddsCRT(t)
	noBelow := tabOddsCRT(t)
	noBelow.Below = ""
	above := tabOddsCRT(t)
	above.Above = "DE"
	for _, c := range []struct {
		name            string
		crt             CRT
		attack, defense int
		shifts          []rules.Modifier
		index           int
		label           string
	}{
		// Odds round in the defender's favour: the highest column whose
		// ratio is at most attack/defence.
		{"7:3 is 2:1", crt, 7, 3, nil, 3, "2:1"},
		{"9:3 is 3:1", crt, 9, 3, nil, 4, "3:1"},
		{"8:3 is 2:1", crt, 8, 3, nil, 3, "2:1"},
		{"2:3 is 1:2", crt, 2, 3, nil, 0, "1:2"},
		{"1:2 exactly", crt, 1, 2, nil, 0, "1:2"},
		{"3:3 is 1:1", crt, 3, 3, nil, 1, "1:1"},
		{"5:4 is 1:1", crt, 5, 4, nil, 1, "1:1"},
		{"7:5 is 1:1", crt, 7, 5, nil, 1, "1:1"},
		{"6:4 is 3:2 exactly", crt, 6, 4, nil, 2, "3:2"},
		{"8:5 is 3:2", crt, 8, 5, nil, 2, "3:2"},
		{"5:2 is 2:1", crt, 5, 2, nil, 3, "2:1"},
		{"12:2 is 6:1", crt, 12, 2, nil, 7, "6:1"},
		{"100:1 reads 6:1", crt, 100, 1, nil, 7, "6:1"},
		{"defence 0 is the highest column", crt, 5, 0, nil, 7, "6:1"},
		{"0 vs 0 is the highest column", crt, 0, 0, nil, 7, "6:1"},
		{"negative defence counts as 0", crt, 5, -2, nil, 7, "6:1"},
		// Below the first column.
		{"1:3 is below: AE", crt, 1, 3, nil, -1, "below 1:2"},
		{"0:5 is below: AE", crt, 0, 5, nil, -1, "below 1:2"},
		{"1:3 without below reads 1:2", noBelow, 1, 3, nil, 0, "1:2"},
		{"1:3 stays below whatever the shifts", crt, 1, 3, []rules.Modifier{tabAir, tabAir}, -1, "below 1:2"},
		{"1:3 without below, +1 shift", noBelow, 1, 3, []rules.Modifier{tabAir}, 1, "1:1"},
		// Shifts.
		{"3:1 forest is 2:1", crt, 9, 3, []rules.Modifier{tabForest}, 3, "2:1"},
		{"7:3 forest is 3:2", crt, 7, 3, []rules.Modifier{tabForest}, 2, "3:2"},
		{"net -1", crt, 7, 3, []rules.Modifier{tabForest, tabRiver, tabAir}, 2, "3:2"},
		{"+2 from 4:1", crt, 4, 1, []rules.Modifier{tabAir, tabAir}, 7, "6:1"},
		{"stopped at the first column", crt, 2, 3, []rules.Modifier{{Value: -2, Reason: "swamp"}}, 0, "1:2"},
		{"stopped at the last column", crt, 12, 2, []rules.Modifier{{Value: 3, Reason: "surprise"}}, 7, "6:1"},
		{"defence 0 shifted", crt, 5, 0, []rules.Modifier{tabForest}, 6, "5:1"},
		// Above, when the table sets it: 6:1 covers up to 7:1.
		{"69:10 is 6:1", above, 69, 10, nil, 7, "6:1"},
		{"70:10 is above", above, 70, 10, nil, 8, "above 6:1"},
		{"above ignores shifts", above, 70, 10, []rules.Modifier{tabForest}, 8, "above 6:1"},
		{"defence 0 is above", above, 5, 0, nil, 8, "above 6:1"},
		{"6:1 with above, shifted", above, 6, 1, []rules.Modifier{tabForest}, 6, "5:1"},
	} {
		i, label := c.crt.ColumnFor(c.attack, c.defense, c.shifts)
		if i != c.index || label != c.label {
			t.Errorf("%s: %d vs %d %v: column %d %q, want %d %q", c.name, c.attack, c.defense, c.shifts, i, label, c.index, c.label)
		}
	}
}

// TestCRTAboveSteps checks the next whole step past the last column.
func TestCRTAboveSteps(t *testing.T) {
	mk := func(cols ...string) CRT {
		r := make([]string, len(cols))
		for i := range r {
			r[i] = "NE"
		}
		return CRT{Dice: tabDice(t, "1d6"), Columns: cols, Rows: []CRTRow{{1, 6, r}}, Above: "X"}
	}
	for _, c := range []struct {
		cols    []string
		a, d    int
		isAbove bool
	}{
		{[]string{"1:2", "1:1"}, 3, 2, false}, // 1.5 < 2:1
		{[]string{"1:2", "1:1"}, 4, 2, true},  // 2:1
		{[]string{"1:3", "1:2"}, 2, 3, false}, // 0.67 < 1:1
		{[]string{"1:3", "1:2"}, 3, 3, true},  // 1:1
		{[]string{"1:1", "3:2"}, 7, 4, false}, // 1.75 < 2:1
		{[]string{"1:1", "3:2"}, 8, 4, true},  // 2:1
		{[]string{"2:5"}, 4, 9, false},        // 0.44 < 1:2
		{[]string{"2:5"}, 1, 2, true},         // 1:2
	} {
		crt := mk(c.cols...)
		if err := crt.Validate(); err != nil {
			t.Fatal(err)
		}
		i, label := crt.ColumnFor(c.a, c.d, nil)
		if (i == len(c.cols)) != c.isAbove {
			t.Errorf("%v: %d vs %d read %d %q, above %v", c.cols, c.a, c.d, i, label, c.isAbove)
		}
	}
}

func TestCRTDifferentialColumnFor(t *testing.T) {
	crt := tabDiffCRT(t)
	above := tabDiffCRT(t)
	above.Above = "DE"
	for _, c := range []struct {
		crt             CRT
		attack, defense int
		shifts          []rules.Modifier
		index           int
		label           string
	}{
		{crt, 5, 7, nil, 0, "-2"},
		{crt, 4, 4, nil, 2, "0"},
		{crt, 6, 3, nil, 5, "+3"},
		{crt, 9, 2, nil, 5, "+3"}, // +7 reads the last column
		{crt, 2, 9, nil, -1, "below -2"},
		{crt, 3, 0, nil, 5, "+3"}, // defence 0 is nothing special: +3
		{crt, 0, 2, nil, 0, "-2"},
		{crt, 5, 4, []rules.Modifier{tabForest}, 2, "0"},
		{crt, 5, 4, []rules.Modifier{{Value: -5, Reason: "fortress"}}, 0, "-2"},
		{above, 6, 3, nil, 5, "+3"},
		{above, 7, 3, nil, 6, "above +3"},
	} {
		i, label := c.crt.ColumnFor(c.attack, c.defense, c.shifts)
		if i != c.index || label != c.label {
			t.Errorf("%d vs %d %v: column %d %q, want %d %q", c.attack, c.defense, c.shifts, i, label, c.index, c.label)
		}
	}
}

func TestCRTOddsByHand(t *testing.T) {
	crt := tabOddsCRT(t)
	for _, c := range []struct {
		name            string
		attack, defense int
		shifts, drms    []rules.Modifier
		outOf           int64
		want            []any
	}{
		// 2:1 column down the die: AR AR EX DR DR DE.
		{"2:1", 7, 3, nil, nil, 6, []any{"AR", 2, "EX", 1, "DR", 2, "DE", 1}},
		// The same column from 3:1 shifted one left.
		{"3:1 forest", 9, 3, []rules.Modifier{tabForest}, nil, 6, []any{"AR", 2, "EX", 1, "DR", 2, "DE", 1}},
		// +1 DRM: die 1-6 reads rows 2,3,4,5,6,6 (7 clamps to 6):
		// AR EX DR DR DE DE.
		{"2:1 +1", 7, 3, nil, []rules.Modifier{{Value: 1, Reason: "armour"}}, 6, []any{"AR", 1, "EX", 1, "DR", 2, "DE", 2}},
		// -2 DRM: die 1-6 totals -1..4 reads rows 1,1,1,2,3,4:
		// AR AR AR AR EX DR.
		{"2:1 -2", 7, 3, nil, []rules.Modifier{{Value: -2, Reason: "disrupted"}}, 6, []any{"AR", 4, "EX", 1, "DR", 1}},
		// 1:2: AE AE AE AR AR EX.
		{"1:2", 2, 3, nil, nil, 6, []any{"AE", 3, "AR", 2, "EX", 1}},
		// 6:1: DR then DE five times.
		{"6:1", 100, 1, nil, nil, 6, []any{"DR", 1, "DE", 5}},
		{"defence 0", 1, 0, nil, nil, 6, []any{"DR", 1, "DE", 5}},
		// Below: AE, certainly, whatever the modifiers.
		{"1:3", 1, 3, []rules.Modifier{tabAir}, []rules.Modifier{{Value: 3, Reason: "elite"}}, 1, []any{"AE", 1}},
	} {
		got := crt.Odds(c.attack, c.defense, c.shifts, c.drms)
		tabWantDist(t, c.name, got, c.outOf, c.want...)
	}

	// Differential 2d6, column 0 down the rows: 2-3 A1 (1+2 = 3 ways),
	// 4-5 A1 (3+4 = 7), 6-7 EX (5+6 = 11), 8-9 EX (5+4 = 9), 10-11 D1
	// (3+2 = 5), 12 D1 (1): A1 10, EX 20, D1 6 of 36.
	diff := tabDiffCRT(t)
	tabWantDist(t, "diff 0", diff.Odds(4, 4, nil, nil), 36, "A1", 10, "EX", 20, "D1", 6)
	// With +2: rolls 2-3 total 4-5 A1 (3); rolls 4-7 total 6-9 EX
	// (7+11 = 18); rolls 8-9 total 10-11 D1 (9); roll 10 totals 12 D1
	// (3); rolls 11-12 total 13-14, past the last row, D1 (2+1 = 3):
	// A1 3, EX 18, D1 15.
	tabWantDist(t, "diff 0 +2", diff.Odds(4, 4, nil, []rules.Modifier{{Value: 2, Reason: "engineers"}}), 36, "A1", 3, "EX", 18, "D1", 15)

	// The example line.
	ex := CRT{Dice: tabDice(t, "1d6"), Columns: []string{"1:1"}, Rows: []CRTRow{
		{1, 1, []string{"A1"}}, {2, 3, []string{"EX"}}, {4, 6, []string{"D1"}},
	}}
	if got := ex.Odds(3, 3, nil, nil).String(); got != "A1: 17%, EX: 33%, D1: 50%" {
		t.Errorf("example %q", got)
	}
}

// TestCRTResolveAgreesWithOdds feeds every face of the dice through
// ManualDice for many attacks on both fixtures and checks Resolve's
// results reproduce Odds exactly.
func TestCRTResolveAgreesWithOdds(t *testing.T) {
	shiftSets := [][]rules.Modifier{nil, {tabForest}, {tabAir, tabAir}, {tabForest, tabRiver, {Value: -3, Reason: "fortress"}}, {{Value: 9, Reason: "nuclear"}}}
	drmSets := [][]rules.Modifier{nil, {{Value: 1, Reason: "armour"}}, {{Value: -2, Reason: "disrupted"}}, {{Value: 4, Reason: "elite"}, {Value: 1, Reason: "leader"}}, {{Value: -9, Reason: "rout"}}}
	above := tabOddsCRT(t)
	above.Above = "DE"
	noBelow := tabOddsCRT(t)
	noBelow.Below = ""
	cases := 0
	for _, crt := range []CRT{tabOddsCRT(t), above, noBelow, tabDiffCRT(t)} {
		for a := 0; a <= 14; a++ {
			for d := 0; d <= 6; d++ {
				for _, s := range shiftSets {
					for _, m := range drmSets {
						odds := crt.Odds(a, d, s, m)
						n := crt.Dice.N
						if i, _ := crt.ColumnFor(a, d, s); i < 0 || i >= len(crt.Columns) {
							n = 0 // automatic result: no dice
						}
						what := fmt.Sprintf("%s %d vs %d %v %v", crt.name(), a, d, s, m)
						tabAgree(t, what, n, crt.Dice.Sides, odds, func(dd rules.Dice) (rules.Roll, error) { return crt.Resolve(dd, a, d, s, m) })
						cases++
					}
				}
			}
		}
	}
	t.Logf("%d attacks checked against every face", cases)
}

func TestCRTResolveLog(t *testing.T) {
	crt := tabOddsCRT(t)
	roll := func(crt CRT, faces []int, a, d int, shifts, drms []rules.Modifier) rules.Roll {
		t.Helper()
		md := &rules.ManualDice{}
		md.Enter(faces...)
		r, err := crt.Resolve(md, a, d, shifts, drms)
		if err != nil {
			t.Fatal(err)
		}
		if md.Pending() != 0 {
			t.Fatalf("%d faces left", md.Pending())
		}
		return r
	}
	r := roll(crt, []int{4}, 9, 3, []rules.Modifier{tabForest}, []rules.Modifier{{Value: 1, Reason: "armour"}})
	want := rules.Roll{
		Table:     "CRT 2:1 (from 3:1, -1 column: forest)",
		Dice:      []int{4},
		Sides:     6,
		Modifiers: []rules.Modifier{{Value: -1, Reason: "column shift: forest"}, {Value: 1, Reason: "armour"}},
		Total:     5,
		Result:    "DR",
	}
	if r.String() != want.String() || r.Total != want.Total || r.Table != want.Table {
		t.Errorf("got  %s\nwant %s", r, want)
	}
	r.For = "attack on W0304"
	if got := r.String(); got != "attack on W0304: 1d6 [4] -1 column shift: forest +1 armour = 5 on CRT 2:1 (from 3:1, -1 column: forest): DR" {
		t.Errorf("log line %q", got)
	}

	for _, c := range []struct {
		name         string
		crt          CRT
		faces        []int
		a, d         int
		shifts, drms []rules.Modifier
		table, res   string
		total        int
	}{
		{"plain", crt, []int{3}, 7, 3, nil, nil, "CRT 2:1", "EX", 3},
		{"two shifts", crt, []int{3}, 12, 3, []rules.Modifier{tabForest, {Value: -2, Reason: "river crossing"}}, nil,
			"CRT 3:2 (from 4:1, -1 column: forest, -2 columns: river crossing)", "AR", 3},
		{"stopped", crt, []int{6}, 2, 3, []rules.Modifier{{Value: -2, Reason: "swamp"}}, nil,
			"CRT 1:2 (from 1:2, -2 columns: swamp; stopped at the first column)", "EX", 6},
		{"stopped right", crt, []int{1}, 12, 2, []rules.Modifier{{Value: 3, Reason: "surprise"}}, nil,
			"CRT 6:1 (from 6:1, +3 columns: surprise; stopped at the last column)", "DR", 1},
		{"row clamp", crt, []int{6}, 9, 3, nil, []rules.Modifier{{Value: 2, Reason: "elite"}},
			"CRT 3:1 (total 8 read on the last row, 6)", "DE", 8},
		{"defence 0", crt, []int{1}, 4, 0, nil, nil, "CRT 6:1 (defence 0)", "DR", 1},
		{"beyond", crt, []int{1}, 100, 1, nil, nil, "CRT 6:1 (100 vs 1 is beyond the table)", "DR", 1},
		{"below, no field", func() CRT { c := tabOddsCRT(t); c.Below = ""; return c }(), []int{6}, 1, 3, nil, nil,
			"CRT 1:2 (1 vs 3 is below the table)", "EX", 6},
		{"below", crt, nil, 1, 3, nil, nil, "CRT below 1:2 (1 vs 3; automatic)", "AE", 0},
		{"below with modifiers", crt, nil, 1, 3, []rules.Modifier{tabAir}, []rules.Modifier{{Value: 1, Reason: "elite"}},
			"CRT below 1:2 (1 vs 3; automatic: column shifts and DRMs do not apply)", "AE", 0},
		{"above", func() CRT { c := tabOddsCRT(t); c.Above = "DE"; return c }(), nil, 5, 0, nil, nil,
			"CRT above 6:1 (defence 0; automatic)", "DE", 0},
		{"differential", tabDiffCRT(t), []int{3, 4}, 6, 4, []rules.Modifier{tabForest}, nil,
			"Assault +1 (from +2, -1 column: forest)", "EX", 7},
	} {
		r := roll(c.crt, c.faces, c.a, c.d, c.shifts, c.drms)
		if r.Table != c.table || r.Result != c.res || r.Total != c.total {
			t.Errorf("%s: %q %q total %d, want %q %q %d", c.name, r.Table, r.Result, r.Total, c.table, c.res, c.total)
		}
		if c.faces == nil && (r.Dice != nil || r.Modifiers != nil) {
			t.Errorf("%s: automatic result logged dice %v or modifiers %v", c.name, r.Dice, r.Modifiers)
		}
	}
}

func TestCRTResolveErrors(t *testing.T) {
	crt := tabOddsCRT(t)
	md := &rules.ManualDice{}
	_, err := crt.Resolve(md, 7, 3, nil, nil)
	var need *rules.NeedDice
	if !errors.As(err, &need) || need.N != 1 || need.Sides != 6 || !errors.Is(err, rules.ErrNeedDice) {
		t.Errorf("no faces entered: %v", err)
	}
	// An automatic result needs no dice.
	if r, err := crt.Resolve(md, 1, 3, nil, nil); err != nil || r.Result != "AE" {
		t.Errorf("automatic AE with no dice: %+v %v", r, err)
	}
	md.Enter(7)
	if _, err := crt.Resolve(md, 7, 3, nil, nil); err == nil || !strings.Contains(err.Error(), "not a face of a d6") {
		t.Errorf("face 7: %v", err)
	}
	for _, s := range [][2]int{{-1, 3}, {3, -1}} {
		if _, err := crt.Resolve(rules.NewSeededDice(1), s[0], s[1], nil, nil); err == nil || !strings.HasPrefix(err.Error(), "kit: CRT") {
			t.Errorf("strengths %v: %v", s, err)
		}
	}
}

func TestCRTValidate(t *testing.T) {
	good := tabOddsCRT(t)
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	if err := tabDiffCRT(t).Validate(); err != nil {
		t.Fatal(err)
	}
	mod := func(f func(c *CRT)) CRT {
		c := tabOddsCRT(t)
		c.Rows = append([]CRTRow(nil), c.Rows...)
		c.Columns = append([]string(nil), c.Columns...)
		f(&c)
		return c
	}
	for _, c := range []struct {
		crt CRT
		msg string
	}{
		{mod(func(c *CRT) { c.Kind = "ratio" }), `kind "ratio": want "odds" or "differential"`},
		{mod(func(c *CRT) { c.Dice = DiceExpr{} }), "dice: no dice set"},
		{mod(func(c *CRT) { c.Columns = nil }), "no columns"},
		{mod(func(c *CRT) { c.Columns[2] = "3-2" }), `column 3 "3-2" is not an odds ratio`},
		{mod(func(c *CRT) { c.Columns[0] = "0:1" }), `column 1 "0:1" is not an odds ratio`},
		{mod(func(c *CRT) { c.Columns[0] = "1:0" }), `column 1 "1:0" is not an odds ratio`},
		{mod(func(c *CRT) { c.Columns[0] = "+" }), `column 1 "+" is not an odds ratio`},
		{mod(func(c *CRT) { c.Columns[1], c.Columns[2] = c.Columns[2], c.Columns[1] }), `column 3 "1:1" does not come after column 2 "3:2"`},
		{mod(func(c *CRT) { c.Columns[1] = "2:4" }), `column 2 "2:4" does not come after column 1 "1:2"`},
		{mod(func(c *CRT) { c.Kind = CRTDifferential }), `column 1 "1:2" is not a difference`},
		{mod(func(c *CRT) { c.Rows = nil }), "no rows"},
		{mod(func(c *CRT) { c.Rows[3].Min = 3 }), "row 4 (3-4) overlaps or comes before row 3 (3)"},
		{mod(func(c *CRT) { c.Rows = append(c.Rows[:2], c.Rows[3:]...) }), "gap between row 2 (2) and row 3 (4): no row for 3"},
		{mod(func(c *CRT) { c.Rows[1] = CRTRow{Min: 2, Max: 2, Results: []string{"AE"}} }), "row 2 (2) has 1 results for 8 columns"},
		{mod(func(c *CRT) {
			c.Rows[4] = CRTRow{Min: 5, Max: 5, Results: []string{"AR", "EX", "DR", "", "DE", "DE", "DE", "DE"}}
		}), "row 5 (5) has no result in column 2:1"},
	} {
		err := c.crt.Validate()
		if err == nil || !strings.HasPrefix(err.Error(), `kit: CRT "CRT": `) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%v, want an error with %q", err, c.msg)
		}
		if _, rerr := c.crt.Resolve(rules.NewSeededDice(1), 7, 3, nil, nil); rerr == nil {
			t.Errorf("%q: Resolve accepted it", c.msg)
		}
		if c.crt.Odds(7, 3, nil, nil) != nil {
			t.Errorf("%q: Odds of an invalid CRT", c.msg)
		}
		if i, label := c.crt.ColumnFor(7, 3, nil); i != -1 || label != "" {
			t.Errorf("%q: ColumnFor %d %q", c.msg, i, label)
		}
	}
	d := tabDiffCRT(t)
	d.Columns = []string{"-2", "-1", "0", "+1", "+1", "+3"}
	if err := d.Validate(); err == nil || !strings.Contains(err.Error(), `kit: CRT "Assault": column 5 "+1" does not come after`) {
		t.Errorf("repeated differential column: %v", err)
	}
}

// The combat dialog's table part (issue 10 item 8): the final column after
// every shift, and an automatic result that makes shifts moot said so,
// without the shifts. Columns from tabOddsCRT: 1:2 1:1 3:2 2:1 3:1 ...;
// below the first column is AE.
func TestCRTForecastStatesFinalColumn(t *testing.T) {
	crt := tabOddsCRT(t)
	f := crt.Forecast("crt", 9, 3, []rules.Modifier{tabForest}, nil) // 3:1, forest -1: 2:1
	if f.Column != "2:1" || f.Automatic || f.TableID != "crt" {
		t.Errorf("9 vs 3 in forest: column %q automatic %v id %q; want 2:1, false, crt", f.Column, f.Automatic, f.TableID)
	}
	if len(f.Modifiers) != 1 || f.Modifiers[0].Value != -1 || !strings.Contains(f.Modifiers[0].Reason, "forest") {
		t.Errorf("modifiers %v, want the forest shift", f.Modifiers)
	}
	if !strings.Contains(f.Table, "2:1") || !strings.Contains(f.Table, "from 3:1") {
		t.Errorf("table %q should name 2:1 and where it came from", f.Table)
	}
	a := crt.Forecast("crt", 1, 3, []rules.Modifier{tabAir, tabAir}, nil) // 1:3 is below 1:2 whatever the shifts
	if !a.Automatic || a.Column != "" || len(a.Modifiers) != 0 {
		t.Errorf("1 vs 3: automatic %v column %q modifiers %v; want automatic, no column, no shifts listed", a.Automatic, a.Column, a.Modifiers)
	}
	if !strings.Contains(a.Table, "do not apply") {
		t.Errorf("automatic table text %q should say the shifts do not apply", a.Table)
	}
	if len(a.Outcomes) != 1 || a.Outcomes[0].Result != "AE" {
		t.Errorf("automatic outcomes %v, want AE for certain", a.Outcomes)
	}
}
