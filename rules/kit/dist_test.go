package kit

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// tabWantNum checks a NumDist against values and counts out of outOf,
// exactly.
func tabWantNum(t *testing.T, what string, got NumDist, outOf int64, want ...int) {
	t.Helper()
	w := NumDist{P: map[int]rules.Prob{}}
	for i := 0; i < len(want); i += 2 {
		w.P[want[i]] = rules.NewProb(int64(want[i+1]), outOf)
	}
	if !got.Outcomes(nil).Equal(w.Outcomes(nil)) {
		t.Errorf("%s:\n got  %s\n want %s", what, tabFracs(got.Outcomes(nil)), tabFracs(w.Outcomes(nil)))
	}
}

// tabMust is v, and panics (failing the test) on err.
func tabMust[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// tabAirChart is Out of Africa's Air Warfare Chart as RULINGS OA-3 reads
// the seed (L279-333), a strength CRT whose column is the fleet's value:
//
//	die        1  2  3  4
//	2 or less  -  -  -  -
//	3          -  -  -  1
//	4          -  1  1  1
//	5          1  1  1  2
//	6          1  1  2  2
//	7 or more  1  2  2  2
func tabAirChart(t testing.TB) CRT {
	return CRT{
		Name:    "Air Warfare Chart",
		Kind:    CRTStrength,
		Dice:    tabDice(t, "1d6"),
		Columns: []string{"1", "2", "3", "4"},
		Rows: []CRTRow{
			{Min: 1, Max: 2, Results: []string{"-", "-", "-", "-"}},
			{Min: 3, Max: 3, Results: []string{"-", "-", "-", "1"}},
			{Min: 4, Max: 4, Results: []string{"-", "1", "1", "1"}},
			{Min: 5, Max: 5, Results: []string{"1", "1", "1", "2"}},
			{Min: 6, Max: 6, Results: []string{"1", "1", "2", "2"}},
			{Min: 7, Max: 7, Results: []string{"1", "2", "2", "2"}},
		},
	}
}

// TestDistAttack works out a Paths of Glory-like attack by hand and in
// code: the attacker (strength 7) and the defender (strength 3) each fire
// on tabFireCRT, the attacker with a gas chit's DRM, and the defender
// retreats if it lost more than the attacker.
func TestDistAttack(t *testing.T) {
	fire := tabFireCRT(t)

	// The gas chit (seed L498-510): "Roll die before attack: 2-6 +1 drm
	// ..., on the roll of 1 re-roll the die: 1-3 no drm, 4-6 Gas attack
	// backfires for -1 drm". +1 at 5/6; 0 and -1 at 1/6 · 1/2 = 1/12.
	first := Check{Name: "Gas chit", Dice: tabDice(t, "1d6"), Target: 2, Comparison: ">=", Success: "+1", Failure: "roll again"}
	again := Check{Name: "Gas chit, roll again", Dice: tabDice(t, "1d6"), Target: 4, Comparison: ">=", Success: "-1", Failure: "-"}
	onReroll := tabMust(NumOf(again.Odds(nil), ReadNumber))
	firstOdds := first.Odds(nil)
	gas := tabMust(Mix(
		Weighted{P: firstOdds.Get("+1"), D: Exactly(1)},
		Weighted{P: firstOdds.Get("roll again"), D: onReroll},
	))
	tabWantNum(t, "gas chit", gas, 12, -1, 1, 0, 1, 1, 10)

	// The attacker's fire, strength 7, on 5-8 (1 1 2 2 2 3 down the die):
	//   DRM +1 reads rows 2-6,6: 1 2 2 2 3 3 -> 1: 1/6, 2: 3/6, 3: 2/6
	//   DRM  0 reads rows 1-6:   1 1 2 2 2 3 -> 1: 2/6, 2: 3/6, 3: 1/6
	//   DRM -1 reads rows 1,1-5: 1 1 1 2 2 2 -> 1: 3/6, 2: 3/6
	// weighted 5/6, 1/12, 1/12, out of 72:
	//   1: 10·1 + 1·2 + 1·3 = 15;  2: 10·3 + 3 + 3 = 36;  3: 10·2 + 1 = 21.
	attFire := tabMust(Over(gas, func(drm int) rules.Distribution {
		return fire.Odds(7, 0, nil, []rules.Modifier{{Value: drm, Reason: "gas"}})
	}))
	// In the order met going through the DRMs from -1: 1 and 2, then 3.
	tabWantDist(t, "attacker's fire with gas", attFire, 72, "1", 15, "2", 36, "3", 21)
	att := tabMust(NumOf(attFire, ReadNumber))

	// The defender's fire, strength 3, on 3-4: - 1 1 1 2 2.
	def := tabMust(NumOf(fire.Odds(3, 0, nil, nil), ReadNumber))
	tabWantNum(t, "defender's fire", def, 6, 0, 1, 1, 3, 2, 2)

	// The defender retreats when a > d. Out of 72·6 = 432:
	//   a = 1 (15): d = 0 (1 of 6)        ->  15·1 =  15
	//   a = 2 (36): d = 0, 1 (4 of 6)     ->  36·4 = 144
	//   a = 3 (21): any d (6 of 6)        ->  21·6 = 126
	// 285/432 = 95/144 retreats, 147/432 = 49/144 holds.
	judge := func(a, d int) string {
		if a > d {
			return "defender retreats"
		}
		return "defender holds"
	}
	outcome := tabMust(Versus(att, def, judge))
	tabWantDist(t, "attack", outcome, 144, "defender retreats", 95, "defender holds", 49)

	// Carpet bombing adds its loss points to the attacker's (L277): a
	// value-2 ZAF on the Air Warfare Chart, - - - 1 1 1: 0 or 1 at 1/2.
	carpet := tabMust(NumOf(tabAirChart(t).Odds(2, 0, nil, nil), ReadNumber))
	tabWantNum(t, "carpet", carpet, 2, 0, 1, 1, 1)
	// Out of 144: 1: 15; 2: 15 + 36 = 51; 3: 36 + 21 = 57; 4: 21.
	losses := tabMust(att.Plus(carpet))
	tabWantNum(t, "losses to the defender", losses, 144, 1, 15, 2, 51, 3, 57, 4, 21)
	// Holds when L <= d, out of 144·6 = 864: L = 1 with d = 1, 2 (5 of
	// 6): 75; L = 2 with d = 2 (2 of 6): 102. 177/864 = 59/288.
	tabWantDist(t, "attack with carpet bombing", tabMust(Versus(losses, def, judge)), 288, "defender retreats", 229, "defender holds", 59)

	// A forecast part shows the losses with the module's own words.
	part := losses.Outcomes(func(v int) string {
		if v >= 3 {
			return "3 or more loss points"
		}
		return strings.Repeat("I", v) + " loss"
	})
	tabWantDist(t, "named losses", part, 144, "I loss", 15, "II loss", 51, "3 or more loss points", 78)
}

func TestDistErrors(t *testing.T) {
	good := NumDist{P: map[int]rules.Prob{0: rules.NewProb(1, 2), 1: rules.NewProb(1, 2)}}
	short := NumDist{P: map[int]rules.Prob{1: rules.NewProb(5, 6), 0: rules.NewProb(1, 12)}}
	negative := NumDist{P: map[int]rules.Prob{0: rules.NewProb(7, 6), 1: rules.NewProb(-1, 6)}}
	spread := func(n, step int) NumDist {
		d := NumDist{P: map[int]rules.Prob{}}
		for i := range n {
			d.P[i*step] = rules.NewProb(1, int64(n))
		}
		return d
	}
	interception := rules.Distribution{{Result: "-", P: rules.NewProb(1, 2)}, {Result: "A", P: rules.NewProb(1, 2)}}
	judge := func(a, d int) string { return "x" }
	for _, c := range []struct {
		name string
		err  error
		msg  string
	}{
		{"NumOf of an invalid table's odds", second(NumOf(CRT{}.Odds(1, 0, nil, nil), ReadNumber)), "kit: NumOf: the distribution has no outcomes"},
		{"NumOf unreadable", second(NumOf(interception, ReadNumber)), `kit: NumOf: result "A" is not a number (or - for none)`},
		{"NumOf short", second(NumOf(interception[:1], ReadNumber)), "kit: NumOf: probabilities add up to 1/2, not 1"},
		{"NumOf too many", second(NumOf(spread(MaxNumValues+1, 1).Outcomes(nil), ReadNumber)), "kit: NumOf: 4097 values, more than 4096"},
		{"Plus short", second(good.Plus(short)), "kit: Plus: the second distribution: probabilities add up to 11/12, not 1"},
		{"Plus empty", second(NumDist{}.Plus(good)), "kit: Plus: the first distribution has no values"},
		{"Plus negative", second(good.Plus(negative)), "kit: Plus: the second distribution: value 1 has a negative probability -1/6"},
		{"Plus too many values", second(spread(MaxNumValues+1, 1).Plus(good)), "kit: Plus: the first distribution has 4097 values, more than 4096"},
		{"Plus too many pairs", second(spread(300, 1).Plus(spread(300, 1))), "kit: Plus: 300 by 300 values is more than 65536 pairs"},
		{"Plus too many sums", second(spread(256, 1).Plus(spread(256, 256))), "kit: Plus: 65536 values, more than 4096"},
		{"Mix weights", second(Mix(Weighted{P: rules.NewProb(5, 6), D: good}, Weighted{P: rules.NewProb(1, 12), D: good})), "kit: Mix: the weights add up to 11/12, not 1"},
		{"Mix part", second(Mix(Weighted{P: rules.NewProb(1, 2), D: good}, Weighted{P: rules.NewProb(1, 2), D: short})), "kit: Mix: part 2: probabilities add up to 11/12, not 1"},
		{"Mix negative weight", second(Mix(Weighted{P: rules.NewProb(-1, 2), D: good})), "kit: Mix: part 1 has a negative weight -1/2"},
		{"Mix nothing", second(Mix()), "kit: Mix: the weights add up to 0, not 1"},
		{"Over short DRMs", second(Over(short, func(int) rules.Distribution { return interception })), "kit: Over: the DRMs: probabilities add up to 11/12, not 1"},
		{"Over invalid table", second(Over(good, func(drm int) rules.Distribution { return CRT{}.Odds(1, 0, nil, nil) })), "kit: Over: DRM +0: the distribution has no outcomes"},
		{"Over short result", second(Over(good, func(drm int) rules.Distribution { return interception[drm:] })), "kit: Over: DRM +1: probabilities add up to 1/2, not 1"},
		{"Versus no outcome", second(Versus(good, good, func(a, d int) string {
			if a > d {
				return ""
			}
			return "held"
		})), "kit: Versus: no outcome for 1 against 0"},
		{"Versus short", second(Versus(short, good, judge)), "kit: Versus: the first distribution: probabilities add up to 11/12, not 1"},
		{"Versus too many pairs", second(Versus(spread(300, 1), spread(300, 1), judge)), "kit: Versus: 300 by 300 values is more than 65536 pairs"},
	} {
		if c.err == nil || c.err.Error() != c.msg {
			t.Errorf("%s: %v\n want %s", c.name, c.err, c.msg)
		}
	}
	// A weight of 0 leaves its part out, even an empty one.
	tabWantNum(t, "mix with a 0 weight", tabMust(Mix(Weighted{P: rules.NewProb(1, 1), D: good}, Weighted{D: NumDist{}})), 2, 0, 1, 1, 1)
}

// second is the error of a two-value result.
func second[T any](_ T, err error) error { return err }

func TestDistSmall(t *testing.T) {
	// Plus by hand: two d3s as NumDists, 2..6 with 1 2 3 2 1 ninths.
	d3 := NumDist{P: map[int]rules.Prob{1: rules.NewProb(1, 3), 2: rules.NewProb(1, 3), 3: rules.NewProb(1, 3)}}
	tabWantNum(t, "2d3", tabMust(d3.Plus(d3)), 9, 2, 1, 3, 2, 4, 3, 5, 2, 6, 1)
	tabWantNum(t, "d3 plus 0", tabMust(d3.Plus(Exactly(0))), 3, 1, 1, 2, 1, 3, 1)
	// The inputs are not changed.
	tabWantNum(t, "d3 after", d3, 3, 1, 1, 2, 1, 3, 1)
	// Zero probabilities are not values.
	z := NumDist{P: map[int]rules.Prob{4: {}, 1: rules.NewProb(1, 1)}}
	if v := z.Values(); len(v) != 1 || v[0] != 1 {
		t.Errorf("values %v, want [1]", v)
	}
	if got := d3.Outcomes(nil).String(); got != "1: 33%, 2: 33%, 3: 33%" {
		t.Errorf("outcomes %q", got)
	}
	// Versus: 2d3 against d3 with three outcomes, in first-met order
	// (a ascending, then d): a = 2 meets d = 1 ("more"), 2 ("tie"), 3
	// ("less"). Out of 27 (2d3 in ninths, d3 in thirds): tie a = d = 2
	// (1·1) or 3 (2·1) = 3; less a = 2 with d = 3 (1·1) = 1; more the
	// rest, 23.
	cmp := func(a, d int) string {
		switch {
		case a > d:
			return "more"
		case a == d:
			return "tie"
		}
		return "less"
	}
	tabWantDist(t, "2d3 vs d3", tabMust(Versus(tabMust(d3.Plus(d3)), d3, cmp)), 27, "more", 23, "tie", 3, "less", 1)
	// ReadNumber.
	for in, want := range map[string]int{"-": 0, " 2 ": 2, "+1": 1, "-1": -1, "0": 0} {
		if v, err := ReadNumber(in); err != nil || v != want {
			t.Errorf("ReadNumber(%q) = %d %v, want %d", in, v, err, want)
		}
	}
	for _, in := range []string{"", "A", "1.5", "--"} {
		if _, err := ReadNumber(in); err == nil || !strings.HasPrefix(err.Error(), "kit: ") {
			t.Errorf("ReadNumber(%q): %v", in, err)
		}
	}
}
