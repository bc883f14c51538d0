package kit_test

import (
	"fmt"
	"math/big"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// gfFire is a fire of attack dice at a target of the given experience,
// with every hit knocking out a strength point, no strength cap.
func gfFire(attack, experience, morale int) kit.Fire {
	return kit.Fire{Attack: gfHits("Fire", attack), Save: gfHits("Experience save", experience),
		HitsPerPoint: 1, Morale: morale}
}

// wantDist checks d against results and fractions in that order, and that
// it sums to exactly 1.
func wantDist(t *testing.T, what string, d rules.Distribution, want ...string) {
	t.Helper()
	var got []string
	for _, o := range d {
		got = append(got, o.Result, o.P.Fraction())
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s:\n got %v\nwant %v", what, got, want)
	}
	if s := d.Sum(); s.Cmp(rules.NewProb(1, 1)) != 0 {
		t.Errorf("%s sums to %s, want exactly 1", what, s.Fraction())
	}
}

func mustOdds(t *testing.T, f kit.Fire) kit.FireOdds {
	t.Helper()
	o, err := f.Odds()
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// One attack die against no save dice (experience 1, moving and mounted:
// "minimum rating of 0"): a 1-4 misses (4/6), a 5 is one casualty, a 6
// two. Morale 3: one casualty keeps 3 dice, so the unit continues on any
// hit, 1-(4/6)³ = 19/27, and routs on none, 8/27; two casualties lower
// morale first ("Whenever a unit suffers two casualties from enemy fire,
// it *immediately* lowers its morale by one"), so 2 dice: continue on 2+
// hits 1-16/36-8/36 = 1/3, waver on exactly one 8/36 = 2/9, rout 16/36 =
// 4/9. So continues 1/6·19/27 + 1/6·1/3 = 28/162 = 14/81, wavers
// 1/6·2/9 = 1/27, routs 1/6·8/27 + 1/6·4/9 = 20/162 = 10/81.
func TestFireOneDieNoSave(t *testing.T) {
	f := gfFire(1, 1, 3)
	f.SaveMods = kit.SaveModifiers(nil, []rules.Modifier{{Value: -1, Reason: "moving"}, {Value: -1, Reason: "mounted"}})
	o := mustOdds(t, f)
	wantDist(t, "casualties", o.Casualties, "0 casualties", "2/3", "1 casualty", "1/6", "2 casualties", "1/6")
	wantDist(t, "morale", o.Morale, kit.MoraleNoCheck, "2/3", kit.MoraleContinues, "14/81",
		kit.MoraleWavers, "1/27", kit.MoraleRouts, "10/81")
}

// Two attack dice against one save die. Hits of two dice out of 36: 0 on
// 16, 1 on 8 (5 and a miss, either way), 2 on 9 (two 5s, or a 6 and a
// miss), 3 on 2, 4 on 1. The save die: 0 on 4 of 6, 1 on 1, 2 on 1. Out
// of 216: 4 casualties 1·4; 3: 2·4 + 1·1 = 9; 2: 9·4 + 2·1 + 1·1 = 39;
// 1: 8·4 + 9·1 + 2·1 = 43; 0: the other 121.
func TestFireTwoDiceOneSave(t *testing.T) {
	o := mustOdds(t, gfFire(2, 1, 3))
	wantDist(t, "casualties", o.Casualties, "0 casualties", "121/216", "1 casualty", "43/216",
		"2 casualties", "13/72", "3 casualties", "1/24", "4 casualties", "1/54")
}

// "It takes 2 hits to knock out a strength point of armoured vehicles":
// the same fire at armour loses 4 hits → 2 points (4/216 = 1/54), 3 or 2
// hits → 1 point ((9+39)/216 = 2/9), the rest nothing (164/216 = 41/54).
// Against strength 1 armour the 2-point result is capped and destroys it:
// 1/54 + 2/9 = 13/54, no check.
func TestFireArmour(t *testing.T) {
	f := gfFire(2, 1, 3)
	f.HitsPerPoint = 2
	o := mustOdds(t, f)
	wantDist(t, "casualties", o.Casualties, "0 casualties", "41/54", "1 casualty", "2/9", "2 casualties", "1/54")
	f.Strength = 1
	o = mustOdds(t, f)
	wantDist(t, "casualties, strength 1", o.Casualties, "0 casualties", "41/54", "1 casualty", "13/54")
	wantDist(t, "morale, strength 1", o.Morale, kit.MoraleNoCheck, "41/54", kit.MoraleDestroyed, "13/54")
}

// A unit of morale 0 (or 1, after two casualties) rolls no morale dice
// and so scores "*no* hits with its morale dice at all": it routs. One
// die at morale 1: a 5 (one casualty) rolls 1 die, continuing on a 5 or 6
// (1/3), routing otherwise (2/3); a 6 (two casualties) rolls none and
// routs. Continues 1/6·1/3 = 1/18, routs 1/6·2/3 + 1/6 = 5/18.
func TestFireMoraleNoDice(t *testing.T) {
	o := mustOdds(t, gfFire(1, 0, 1))
	wantDist(t, "morale", o.Morale, kit.MoraleNoCheck, "2/3", kit.MoraleContinues, "1/18",
		kit.MoraleRouts, "5/18")
}

// "Positive modifiers non-cumulative: count only the single best
// modifier"; "Negative modifiers cumulative".
func TestSaveModifiers(t *testing.T) {
	got := kit.SaveModifiers(
		[]rules.Modifier{{Value: 1, Reason: "rough going"}, {Value: 2, Reason: "heavy trench"}, {Value: 2, Reason: "ruins"}},
		[]rules.Modifier{{Value: -1, Reason: "moving"}, {Value: -1, Reason: "attacked from flank"}})
	if fmt.Sprint(got) != fmt.Sprint([]rules.Modifier{{Value: 2, Reason: "heavy trench"},
		{Value: -1, Reason: "moving"}, {Value: -1, Reason: "attacked from flank"}}) || rules.Sum(got) != 0 {
		t.Errorf("best positive and every negative: %v", got)
	}
	if got := kit.SaveModifiers(nil, nil); len(got) != 0 {
		t.Errorf("no modifiers: %v", got)
	}
}

// bruteFire counts every face of every attack and save die (Sides^(n+m)
// rolls) and, for each casualty count, every face of the morale dice: an
// oracle independent of the convolution, for small fires.
func bruteFire(attack, save, morale, perPoint int) (cas map[int]*big.Rat, mor map[string]*big.Rat) {
	hits := func(faces []int) int {
		h := 0
		for _, f := range faces {
			switch f {
			case 5:
				h++
			case 6:
				h += 2
			}
		}
		return h
	}
	each := func(n int, fn func([]int)) {
		faces := make([]int, n)
		var rec func(i int)
		rec = func(i int) {
			if i == n {
				fn(faces)
				return
			}
			for f := 1; f <= 6; f++ {
				faces[i] = f
				rec(i + 1)
			}
		}
		rec(0)
	}
	count := map[int]int64{}
	each(attack+save, func(f []int) {
		count[max(hits(f[:attack])-hits(f[attack:]), 0)/perPoint]++
	})
	total := int64(1)
	for range attack + save {
		total *= 6
	}
	cas, mor = map[int]*big.Rat{}, map[string]*big.Rat{}
	add := func(m map[string]*big.Rat, k string, p *big.Rat) {
		if m[k] == nil {
			m[k] = new(big.Rat)
		}
		m[k].Add(m[k], p)
	}
	for c, n := range count {
		pc := big.NewRat(n, total)
		cas[c] = pc
		if c == 0 {
			add(mor, kit.MoraleNoCheck, pc)
			continue
		}
		dice := morale
		if c >= 2 {
			dice = max(dice-1, 0)
		}
		outcomes := map[string]int64{}
		rolls := int64(0)
		each(dice, func(f []int) {
			rolls++
			switch h := hits(f); {
			case h >= c:
				outcomes[kit.MoraleContinues]++
			case h > 0:
				outcomes[kit.MoraleWavers]++
			default:
				outcomes[kit.MoraleRouts]++
			}
		})
		for k, n := range outcomes {
			add(mor, k, new(big.Rat).Mul(pc, big.NewRat(n, rolls)))
		}
	}
	return cas, mor
}

// The seed's Combat example, "The British, being the defenders, fire
// first. The roll their full attack dice (1 per strength point)" — 6 dice
// — at German regiment "A", morale 3, which "rolls vs their experience
// dice (3 dice, -1 die for moving)"; it suffered 2 casualties, dropped to
// morale 2, and its check fell short: it wavered. The odds of that fire,
// checked against counting all 6^8 rolls and the morale dice face by face.
func TestFireCombatExampleRegimentA(t *testing.T) {
	f := gfFire(6, 3, 3)
	f.SaveMods = kit.SaveModifiers(nil, []rules.Modifier{{Value: -1, Reason: "unit is moving"}})
	o := mustOdds(t, f)
	cas, mor := bruteFire(6, 2, 3, 1)
	if len(o.Casualties) != len(cas) {
		t.Errorf("%d casualty results, brute force %d", len(o.Casualties), len(cas))
	}
	for c, p := range cas {
		if got := o.Casualties.Get(kit.CasualtiesResult(c)); got.Rat().Cmp(p) != 0 {
			t.Errorf("P(%d casualties) = %s, counting rolls %s", c, got.Fraction(), p.RatString())
		}
	}
	if len(o.Morale) != len(mor) {
		t.Errorf("%d morale results, brute force %d", len(o.Morale), len(mor))
	}
	for r, p := range mor {
		if got := o.Morale.Get(r); got.Rat().Cmp(p) != 0 {
			t.Errorf("P(%s) = %s, counting rolls %s", r, got.Fraction(), p.RatString())
		}
	}
	wantDist(t, "casualties", o.Casualties, fracs(o.Casualties)...)
	// The example's numbers, as the brute force above counts them: 2
	// casualties 315193 of the 6^8 rolls; wavers 614861/2519424 (about 24%).
	if p := o.Casualties.Get("2 casualties"); p.Fraction() != "315193/1679616" {
		t.Errorf("P(2 casualties) = %s, want 315193/1679616", p.Fraction())
	}
	if p := o.Morale.Get(kit.MoraleWavers); p.Fraction() != "614861/2519424" {
		t.Errorf("P(wavers) = %s, want 614861/2519424", p.Fraction())
	}
}

// fracs is d's results and fractions, for wantDist's sum check.
func fracs(d rules.Distribution) []string {
	var s []string
	for _, o := range d {
		s = append(s, o.Result, o.P.Fraction())
	}
	return s
}

// The example's last fire: "German regiment "C" now rolls 12 attack dice"
// at the BEF regiment (Morale 3, Experience 5, Strength 6), whose "5 dice
// are rolled". Against strength 6 every casualty count 0-6 can happen and
// the seven add up to exactly 1; so do the morale outcomes, the unit
// destroyed exactly when 6 or more casualties.
func TestFireCombatExampleRegimentC(t *testing.T) {
	f := gfFire(12, 5, 3)
	f.Strength = 6
	o := mustOdds(t, f)
	if len(o.Casualties) != 7 {
		t.Fatalf("casualty results: %v", o.Casualties)
	}
	wantDist(t, "casualties", o.Casualties, fracs(o.Casualties)...)
	wantDist(t, "morale", o.Morale, fracs(o.Morale)...)
	if o.Morale.Get(kit.MoraleDestroyed).Cmp(o.Casualties.Get("6 casualties")) != 0 {
		t.Errorf("destroyed %s, 6 casualties %s", o.Morale.Get(kit.MoraleDestroyed), o.Casualties.Get("6 casualties"))
	}
	t.Logf("regiment C's fire: %v; morale %v", o.Casualties, o.Morale)
}

func TestFireValidate(t *testing.T) {
	for _, c := range []struct {
		what string
		f    kit.Fire
	}{
		{"0 hits per point", kit.Fire{Attack: gfHits("Fire", 1), Save: gfHits("Save", 1)}},
		{"negative morale", kit.Fire{Attack: gfHits("Fire", 1), Save: gfHits("Save", 1), HitsPerPoint: 1, Morale: -1}},
		{"bad save dice", kit.Fire{Attack: gfHits("Fire", 1), Save: kit.HitDice{Sides: 6}, HitsPerPoint: 1}},
	} {
		if _, err := c.f.Odds(); err == nil {
			t.Errorf("%s: no error", c.what)
		}
	}
}

// BenchmarkFireOdds12v5 is the case: 12 attack dice against a
// 5-experience target (morale 3, strength 6) with its morale check.
func BenchmarkFireOdds12v5(b *testing.B) {
	f := gfFire(12, 5, 3)
	f.Strength = 6
	for b.Loop() {
		if o, err := f.Odds(); err != nil || len(o.Casualties) != 7 {
			b.Fatal(err)
		}
	}
}

// "Units which have successfully rolled experience throws and have scored
// hits with every single dice immediately go up one experience level", and
// a morale check that "scores hits with every single dice". One attack die
// against one save die, morale 1: the save is rolled when the attack hits
// (1/3) and its die scores (1/3): 1/9. Casualties: a 5 unsaved (1/6·4/6)
// or a 6 saved by a 5 (1/6·1/6) is one casualty, 5/36, checked on 1 die
// scoring 1/3 of the time: 5/108; a 6 unsaved is two casualties, morale
// 1 → 0 dice, which cannot score on every die.
func TestFireAllDiceRises(t *testing.T) {
	o := mustOdds(t, gfFire(1, 1, 1))
	if got := o.ExperienceRises.Fraction(); got != "1/9" {
		t.Errorf("experience rises %s, want 1/9", got)
	}
	if got := o.MoraleAllDice.Fraction(); got != "5/108" {
		t.Errorf("morale all dice %s, want 5/108", got)
	}
	// No save dice: no experience rise. Morale 3: one casualty (1/6) on 3
	// dice all scoring 1/27, two (1/6) on 2 dice 1/9: 1/162 + 3/162 = 2/81.
	o = mustOdds(t, gfFire(1, 0, 3))
	if !o.ExperienceRises.IsZero() || o.MoraleAllDice.Fraction() != "2/81" {
		t.Errorf("no save dice: experience rises %s, morale all dice %s; want 0 and 2/81",
			o.ExperienceRises.Fraction(), o.MoraleAllDice.Fraction())
	}
}
