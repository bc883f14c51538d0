package kit

import (
	"fmt"
	"strings"
	"testing"

	"sandtable/internal/tomlfile"
	"sandtable/rules"
)

// tabFireCRT is a made-up fire table read by the firer's strength (not
// taken from any published game), in the shape of Paths of Glory's: 1d6,
// results are loss points, "-" none.
//
//	die   1   2   3-4  5-8  9-11  12+
//	 1    -   -   -    1    1     2
//	 2    -   -   1    1    2     2
//	 3    -   1   1    2    2     3
//	 4    1   1   1    2    3     3
//	 5    1   1   2    2    3     4
//	 6    1   2   2    3    4     4
func tabFireCRT(t testing.TB) CRT {
	return CRT{
		Name:    "Army fire table",
		Kind:    CRTStrength,
		Dice:    tabDice(t, "1d6"),
		Columns: []string{"1", "2", "3-4", "5-8", "9-11", "12+"},
		Rows: []CRTRow{
			{Min: 1, Max: 1, Results: []string{"-", "-", "-", "1", "1", "2"}},
			{Min: 2, Max: 2, Results: []string{"-", "-", "1", "1", "2", "2"}},
			{Min: 3, Max: 3, Results: []string{"-", "1", "1", "2", "2", "3"}},
			{Min: 4, Max: 4, Results: []string{"1", "1", "1", "2", "3", "3"}},
			{Min: 5, Max: 5, Results: []string{"1", "1", "2", "2", "3", "4"}},
			{Min: 6, Max: 6, Results: []string{"1", "2", "2", "3", "4", "4"}},
		},
	}
}

// tabClosedFireCRT is tabFireCRT without its open last column: it ends at
// "9-11", so strength 12 and more is beyond it.
func tabClosedFireCRT(t testing.TB) CRT {
	c := tabFireCRT(t)
	c.Columns = c.Columns[:5:5]
	c.Rows = append([]CRTRow(nil), c.Rows...)
	for i := range c.Rows {
		c.Rows[i].Results = c.Rows[i].Results[:5:5]
	}
	return c
}

var tabTrench = rules.Modifier{Value: -1, Reason: "trench 1"}

func TestCRTStrengthColumnFor(t *testing.T) {
	fire := tabFireCRT(t)
	below := tabFireCRT(t)
	below.Below = "no fire"
	closed := tabClosedFireCRT(t)
	above := tabClosedFireCRT(t)
	above.Above = "5"
	two := []rules.Modifier{tabTrench, {Value: -1, Reason: "mountain"}}
	for _, c := range []struct {
		name            string
		crt             CRT
		attack, defense int
		shifts          []rules.Modifier
		index           int
		label           string
	}{
		// The column whose range holds the strength, defence ignored.
		{"1", fire, 1, 0, nil, 0, "1"},
		{"2", fire, 2, 0, nil, 1, "2"},
		{"3 is in 3-4", fire, 3, 0, nil, 2, "3-4"},
		{"4 is in 3-4", fire, 4, 0, nil, 2, "3-4"},
		{"5 is in 5-8", fire, 5, 0, nil, 3, "5-8"},
		{"8 is in 5-8", fire, 8, 0, nil, 3, "5-8"},
		{"9 is in 9-11", fire, 9, 0, nil, 4, "9-11"},
		{"11 is in 9-11", fire, 11, 0, nil, 4, "9-11"},
		{"12 is in 12+", fire, 12, 0, nil, 5, "12+"},
		{"40 is in 12+", fire, 40, 0, nil, 5, "12+"},
		{"defence ignored", fire, 7, 30, nil, 3, "5-8"},
		{"defence 1 like 0", fire, 7, 1, nil, 3, "5-8"},
		// Below the first column: the first column, or Below when set.
		{"0 reads 1", fire, 0, 0, nil, 0, "1"},
		{"negative counts as 0", fire, -3, 0, nil, 0, "1"},
		{"0 with below", below, 0, 0, nil, -1, "below 1"},
		{"0 with below stays below whatever the shifts", below, 0, 0, []rules.Modifier{{Value: 3, Reason: "air"}}, -1, "below 1"},
		{"1 with below is on the table", below, 1, 0, nil, 0, "1"},
		// Shifts move along the columns and stop at the ends.
		{"9 in trench 1 reads 5-8", fire, 9, 0, []rules.Modifier{tabTrench}, 3, "5-8"},
		{"7 in trench 1 reads 3-4", fire, 7, 0, []rules.Modifier{tabTrench}, 2, "3-4"},
		{"7, two shifts, reads 2", fire, 7, 0, two, 1, "2"},
		{"2, two shifts, stops at 1", fire, 2, 0, two, 0, "1"},
		{"12 shifted right stops at 12+", fire, 20, 0, []rules.Modifier{{Value: 2, Reason: "surprise"}}, 5, "12+"},
		{"4 shifted right reads 5-8", fire, 4, 0, []rules.Modifier{{Value: 1, Reason: "surprise"}}, 3, "5-8"},
		// Past a closed last column: the last column, or Above when set.
		{"11 on a closed table", closed, 11, 0, nil, 4, "9-11"},
		{"12 beyond a closed table reads 9-11", closed, 12, 0, nil, 4, "9-11"},
		{"12 beyond, shifted", closed, 12, 0, []rules.Modifier{tabTrench}, 3, "5-8"},
		{"11 with above is on the table", above, 11, 0, nil, 4, "9-11"},
		{"12 with above", above, 12, 0, nil, 5, "above 9-11"},
		{"12 with above ignores shifts", above, 12, 0, []rules.Modifier{tabTrench}, 5, "above 9-11"},
	} {
		i, label := c.crt.ColumnFor(c.attack, c.defense, c.shifts)
		if i != c.index || label != c.label {
			t.Errorf("%s: strength %d (defence %d) %v: column %d %q, want %d %q", c.name, c.attack, c.defense, c.shifts, i, label, c.index, c.label)
		}
	}
}

func TestCRTStrengthOddsByHand(t *testing.T) {
	fire := tabFireCRT(t)
	for _, c := range []struct {
		name         string
		attack       int
		shifts, drms []rules.Modifier
		outOf        int64
		want         []any
	}{
		// 5-8 down the die: 1 1 2 2 2 3.
		{"7", 7, nil, nil, 6, []any{"1", 2, "2", 3, "3", 1}},
		// Trench 1 moves it to 3-4: - 1 1 1 2 2.
		{"7 trench 1", 7, []rules.Modifier{tabTrench}, nil, 6, []any{"-", 1, "1", 3, "2", 2}},
		// +1 DRM on 5-8: die 1-6 reads rows 2,3,4,5,6,6 (7 clamps to 6):
		// 1 2 2 2 3 3.
		{"7 +1", 7, nil, []rules.Modifier{{Value: 1, Reason: "gas"}}, 6, []any{"1", 1, "2", 3, "3", 2}},
		// -2 DRM on 5-8: totals -1..4 read rows 1,1,1,2,3,4 (below 1
		// clamps to 1): 1 1 1 1 2 2.
		{"7 -2", 7, nil, []rules.Modifier{{Value: -2, Reason: "desert"}}, 6, []any{"1", 4, "2", 2}},
		// 12+ for any strength from 12: 2 2 3 3 4 4.
		{"30", 30, nil, nil, 6, []any{"2", 2, "3", 2, "4", 2}},
		// Strength 0 reads the first column: - - - 1 1 1.
		{"0", 0, nil, nil, 6, []any{"-", 3, "1", 3}},
	} {
		tabWantDist(t, c.name, fire.Odds(c.attack, 99, c.shifts, c.drms), c.outOf, c.want...)
	}
	below := tabFireCRT(t)
	below.Below = "no fire"
	tabWantDist(t, "0 with below", below.Odds(0, 0, []rules.Modifier{{Value: 2, Reason: "air"}}, nil), 1, "no fire", 1)
	above := tabClosedFireCRT(t)
	above.Above = "5"
	tabWantDist(t, "12 with above", above.Odds(12, 0, nil, []rules.Modifier{{Value: -3, Reason: "x"}}), 1, "5", 1)
}

// TestCRTStrengthResolveAgreesWithOdds feeds every face of the die through
// Resolve for every strength from 0 to 14 and checks it reproduces Odds.
func TestCRTStrengthResolveAgreesWithOdds(t *testing.T) {
	shiftSets := [][]rules.Modifier{nil, {tabTrench}, {tabTrench, {Value: -1, Reason: "mountain"}}, {{Value: 2, Reason: "surprise"}}, {{Value: -9, Reason: "fortress"}}}
	drmSets := [][]rules.Modifier{nil, {{Value: 1, Reason: "gas"}}, {{Value: -2, Reason: "desert"}}, {{Value: 7, Reason: "air"}}}
	below := tabFireCRT(t)
	below.Below = "no fire"
	above := tabClosedFireCRT(t)
	above.Above = "5"
	for _, crt := range []CRT{tabFireCRT(t), below, tabClosedFireCRT(t), above} {
		for a := 0; a <= 14; a++ {
			for _, s := range shiftSets {
				for _, m := range drmSets {
					odds := crt.Odds(a, 0, s, m)
					n := crt.Dice.N
					if i, _ := crt.ColumnFor(a, 0, s); i < 0 || i >= len(crt.Columns) {
						n = 0
					}
					what := fmt.Sprintf("%v strength %d %v %v", crt.Columns, a, s, m)
					tabAgree(t, what, n, crt.Dice.Sides, odds, func(dd rules.Dice) (rules.Roll, error) { return crt.Resolve(dd, a, 0, s, m) })
				}
			}
		}
	}
}

func TestCRTStrengthResolveLog(t *testing.T) {
	fire := tabFireCRT(t)
	md := &rules.ManualDice{}
	md.Enter(4)
	r, err := fire.Resolve(md, 9, 0, []rules.Modifier{tabTrench}, []rules.Modifier{{Value: 1, Reason: "gas"}})
	if err != nil {
		t.Fatal(err)
	}
	// 9 is in 9-11; trench 1 moves it to 5-8; 4+1 = 5 reads row 5: 2.
	r.For = "attack on Gaza"
	if got, want := r.String(), "attack on Gaza: 1d6 [4] -1 column shift: trench 1 +1 gas = 5 on Army fire table 5-8 (strength 9, -1 column: trench 1): 2"; got != want {
		t.Errorf("log line\n got  %q\n want %q", got, want)
	}
	closed := tabClosedFireCRT(t)
	below := tabFireCRT(t)
	below.Below = "no fire"
	above := tabClosedFireCRT(t)
	above.Above = "5"
	for _, c := range []struct {
		name         string
		crt          CRT
		faces        []int
		a            int
		shifts, drms []rules.Modifier
		table, res   string
		total        int
	}{
		{"plain", fire, []int{3}, 7, nil, nil, "Army fire table 5-8 (strength 7)", "2", 3},
		{"open column", fire, []int{6}, 25, nil, nil, "Army fire table 12+ (strength 25)", "4", 6},
		{"two shifts", fire, []int{6}, 7, []rules.Modifier{tabTrench, {Value: -1, Reason: "mountain"}}, nil,
			"Army fire table 2 (strength 7, -1 column: trench 1, -1 column: mountain)", "2", 6},
		{"stopped", fire, []int{6}, 2, []rules.Modifier{{Value: -2, Reason: "trench 2"}}, nil,
			"Army fire table 1 (strength 2, -2 columns: trench 2; stopped at the first column)", "1", 6},
		{"stopped right", fire, []int{1}, 12, []rules.Modifier{{Value: 1, Reason: "surprise"}}, nil,
			"Army fire table 12+ (strength 12, +1 column: surprise; stopped at the last column)", "2", 1},
		{"row clamp", fire, []int{6}, 7, nil, []rules.Modifier{{Value: 2, Reason: "air"}},
			"Army fire table 5-8 (strength 7; total 8 read on the last row, 6)", "3", 8},
		{"below the table", fire, []int{6}, 0, nil, nil, "Army fire table 1 (strength 0 is below the table)", "1", 6},
		{"beyond the table", closed, []int{1}, 15, []rules.Modifier{tabTrench}, nil,
			"Army fire table 5-8 (strength 15 is beyond the table, -1 column: trench 1)", "1", 1},
		{"below", below, nil, 0, nil, nil, "Army fire table below 1 (strength 0; automatic)", "no fire", 0},
		{"above", above, nil, 12, []rules.Modifier{tabTrench}, nil,
			"Army fire table above 9-11 (strength 12; automatic: column shifts and DRMs do not apply)", "5", 0},
	} {
		md := &rules.ManualDice{}
		md.Enter(c.faces...)
		r, err := c.crt.Resolve(md, c.a, 0, c.shifts, c.drms)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if r.Table != c.table || r.Result != c.res || r.Total != c.total || md.Pending() != 0 {
			t.Errorf("%s: %q %q total %d (%d faces left), want %q %q %d", c.name, r.Table, r.Result, r.Total, md.Pending(), c.table, c.res, c.total)
		}
	}
}

func TestCRTStrengthForecast(t *testing.T) {
	fire := tabFireCRT(t)
	f := fire.Forecast("army", 9, 0, []rules.Modifier{tabTrench}, []rules.Modifier{{Value: 1, Reason: "gas"}})
	if f.Column != "5-8" || f.Automatic || f.TableID != "army" || f.Table != "Army fire table 5-8 (strength 9, -1 column: trench 1)" {
		t.Errorf("forecast column %q automatic %v id %q table %q", f.Column, f.Automatic, f.TableID, f.Table)
	}
	want := []rules.Modifier{{Value: -1, Reason: "column shift: trench 1"}, {Value: 1, Reason: "die roll: gas"}}
	if fmt.Sprint(f.Modifiers) != fmt.Sprint(want) {
		t.Errorf("modifiers %v, want %v", f.Modifiers, want)
	}
	// 5-8 with +1: 1 2 2 2 3 3.
	tabWantDist(t, "forecast", f.Outcomes, 6, "1", 1, "2", 3, "3", 2)
	below := tabFireCRT(t)
	below.Below = "no fire"
	a := below.Forecast("army", 0, 0, []rules.Modifier{tabTrench}, nil)
	if !a.Automatic || a.Column != "" || a.Modifiers != nil || a.Table != "Army fire table below 1 (strength 0; automatic: column shifts and DRMs do not apply)" {
		t.Errorf("automatic forecast %+v", a)
	}
}

func TestCRTStrengthColumnStrengths(t *testing.T) {
	fire := tabFireCRT(t)
	for k, want := range []int{1, 2, 3, 5, 9, 12} {
		a, d, ok := fire.ColumnStrengths(k)
		if !ok || a != want || d != 0 {
			t.Errorf("column %d: %d vs %d %v, want %d vs 0", k, a, d, ok, want)
		}
		if i, _ := fire.ColumnFor(a, d, nil); i != k {
			t.Errorf("column %d's strengths read column %d", k, i)
		}
	}
}

func TestCRTStrengthValidate(t *testing.T) {
	if err := tabFireCRT(t).Validate(); err != nil {
		t.Fatal(err)
	}
	mod := func(f func(c *CRT)) CRT {
		c := tabFireCRT(t)
		c.Columns = append([]string(nil), c.Columns...)
		f(&c)
		return c
	}
	cols := func(labels ...string) CRT { return mod(func(c *CRT) { c.Columns = labels }) }
	for _, c := range []struct {
		crt CRT
		msg string
	}{
		{cols("1", "2", "3-4", "4-8", "9-11", "12+"), `column 4 "4-8" overlaps or comes before column 3 "3-4": columns must ascend without overlap`},
		{cols("1", "2", "3-4", "6-8", "9-11", "12+"), `gap between column 3 "3-4" and column 4 "6-8": no column for strength 5`},
		{cols("1", "2", "3", "7-8", "9-11", "12+"), `gap between column 3 "3" and column 4 "7-8": no column for strength 4-6`},
		{cols("1", "2", "5-8", "3-4", "9-11", "12+"), `gap between column 2 "2" and column 3 "5-8": no column for strength 3-4`},
		{cols("1", "3-4", "2", "5-8", "9-11", "12+"), `gap between column 1 "1" and column 2 "3-4"`},
		{cols("2", "1", "3-4", "5-8", "9-11", "12+"), `column 2 "1" overlaps or comes before column 1 "2"`},
		{cols("1", "2", "3-4", "5-8", "9+", "12+"), `column 6 "12+" comes after the open column 5 "9+": an open column ("N+") must be the last`},
		{cols("1", "2", "3-4", "5-8", "9-11", "12-"), `column 6 "12-" is not a strength like 3, 3-4 or 16+`},
		{cols("1", "2", "3-4", "5-8", "9-11", "+12"), `column 6 "+12" is not a strength`},
		{cols("-1", "2", "3-4", "5-8", "9-11", "12+"), `column 1 "-1" is not a strength`},
		{cols("1", "2", "3:4", "5-8", "9-11", "12+"), `column 3 "3:4" is not a strength`},
		{cols("1", "2", "3-4-5", "5-8", "9-11", "12+"), `column 3 "3-4-5" is not a strength`},
		{cols("1", "2", "three", "5-8", "9-11", "12+"), `column 3 "three" is not a strength`},
		{cols("1", "2", "4-3", "5-8", "9-11", "12+"), `column 3 "4-3" runs from 4 down to 3`},
		{cols("1", "2", "3-4", "5-8", "9-11", "10001+"), `column 6 "10001+" is not a strength`},
		{cols("1", "2", "3-4", "5-8", "9-11"), "row 1 (1) has 6 results for 5 columns"},
		{mod(func(c *CRT) { c.Above = "5" }), `above "5" can never apply: the last column "12+" is open`},
		{mod(func(c *CRT) { c.Columns[0] = "0-1"; c.Below = "no fire" }), `below "no fire" can never apply: the first column "0-1" starts at strength 0`},
		{mod(func(c *CRT) { c.Kind = "strenght" }), `kind "strenght": want "odds" or "differential" or "strength"`},
	} {
		err := c.crt.Validate()
		if err == nil || !strings.HasPrefix(err.Error(), `kit: CRT "Army fire table": `) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%v\nwant an error with %q", err, c.msg)
		}
		if c.crt.Odds(7, 0, nil, nil) != nil {
			t.Errorf("%q: Odds of an invalid CRT", c.msg)
		}
	}
	// A first column from 0 is fine without Below, and strength 0 reads it.
	zero := mod(func(c *CRT) { c.Columns[0] = "0-1" })
	if err := zero.Validate(); err != nil {
		t.Fatal(err)
	}
	if i, label := zero.ColumnFor(0, 0, nil); i != 0 || label != "0-1" {
		t.Errorf("0 on 0-1: %d %q", i, label)
	}
}

// TestCRTStrengthTOML decodes a strength CRT from scenario TOML, strictly,
// as a module's [rules] table holds it.
func TestCRTStrengthTOML(t *testing.T) {
	const good = `
name = "Corps fire table"
kind = "strength"
dice = "1d6"
columns = ["1", "2-3", "4+"]
rows = [
  { min = 1, max = 2, results = ["-", "-", "1"] },
  { min = 3, max = 5, results = ["-", "1", "1"] },
  { min = 6, max = 6, results = ["1", "1", "2"] },
]
`
	var crt CRT
	if _, err := tomlfile.Decode("fire.toml", []byte(good), &crt); err != nil {
		t.Fatal(err)
	}
	if err := crt.Validate(); err != nil {
		t.Fatal(err)
	}
	// Strength 3 reads 2-3: 1-2 none, 3-5 one, 6 one: "-" 2/6, "1" 4/6.
	tabWantDist(t, "corps 3", crt.Odds(3, 0, nil, nil), 6, "-", 2, "1", 4)
	if i, label := crt.ColumnFor(5, 0, nil); i != 2 || label != "4+" {
		t.Errorf("5 on the corps table: %d %q", i, label)
	}

	var bad CRT
	if _, err := tomlfile.Decode("fire.toml", []byte(strings.Replace(good, `"2-3", "4+"`, `"2-4", "4+"`, 1)), &bad); err != nil {
		t.Fatal(err)
	}
	if err := bad.Validate(); err == nil || err.Error() != `kit: CRT "Corps fire table": column 3 "4+" overlaps or comes before column 2 "2-4": columns must ascend without overlap` {
		t.Errorf("overlapping columns from TOML: %v", err)
	}
	var typo CRT
	_, err := tomlfile.Decode("fire.toml", []byte(strings.Replace(good, "columns =", "colums =", 1)), &typo)
	if err == nil || !strings.Contains(err.Error(), "colums") {
		t.Errorf("a mistyped key: %v", err)
	}
}

// TestCRTOldKindsUnchanged pins, worked out from the CRT's doc comment,
// the odds and differential tables' words on the paths the strength kind
// shares with them (a strength table names the strength where they name
// the odds and the column shifted from). Before the strength kind was
// added, every column, odds, forecast and roll of both fixtures (with and
// without Below and Above, strengths -1 to 20 against -1 to 8, five sets
// of shifts, four of DRMs, every face) was dumped from main and from this
// branch, and the two were byte for byte the same.
func TestCRTOldKindsUnchanged(t *testing.T) {
	noBelow := tabOddsCRT(t)
	noBelow.Below = ""
	diffNoBelow := tabDiffCRT(t)
	diffNoBelow.Below = ""
	air := []rules.Modifier{tabAir}
	forest := []rules.Modifier{tabForest}
	for _, c := range []struct {
		crt    CRT
		a, d   int
		shifts []rules.Modifier
		table  string
	}{
		// 1:3 is below 1:2; without Below it reads 1:2, then +1 is 1:1.
		{noBelow, 1, 3, air, "CRT 1:1 (1 vs 3 is below the table; from 1:2, +1 column: air support)"},
		// 100:1 is past 6:1 and reads it, then -1 is 5:1.
		{tabOddsCRT(t), 100, 1, forest, "CRT 5:1 (100 vs 1 is beyond the table; from 6:1, -1 column: forest)"},
		{tabOddsCRT(t), 4, 0, forest, "CRT 5:1 (defence 0; from 6:1, -1 column: forest)"},
		{tabOddsCRT(t), 7, 3, nil, "CRT 2:1"},
		// +7 is past +3; -1 is +2. -7 is below -2; +1 is -1.
		{tabDiffCRT(t), 9, 2, forest, "Assault +2 (9 vs 2 is beyond the table; from +3, -1 column: forest)"},
		{diffNoBelow, 2, 9, air, "Assault -1 (2 vs 9 is below the table; from -2, +1 column: air support)"},
		// A differential table with defence 0 is still "beyond the table"
		// past its last column: the reason the strength kind exists.
		{tabDiffCRT(t), 7, 0, nil, "Assault +3 (7 vs 0 is beyond the table)"},
	} {
		if got := c.crt.Forecast("x", c.a, c.d, c.shifts, nil).Table; got != c.table {
			t.Errorf("%d vs %d %v:\n got  %q\n want %q", c.a, c.d, c.shifts, got, c.table)
		}
	}
	for _, kind := range []string{"", CRTOdds} {
		c := tabOddsCRT(t)
		c.Kind = kind
		if i, label := c.ColumnFor(7, 3, nil); i != 3 || label != "2:1" {
			t.Errorf("kind %q: 7 vs 3 reads %d %q, want the odds column 2:1", kind, i, label)
		}
	}
}
