package kit

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"sandtable/rules"
)

// tabFire is d6 hit dice where a 5 scores 1 hit and a 6 scores 2.
func tabFire(n int) HitDice {
	return HitDice{Name: "Fire", Dice: n, Sides: 6, Hits: []FaceHits{{Face: 6, Hits: 2}, {Face: 5, Hits: 1}}}
}

// TestHitDiceOddsByHand works out 3 dice with 5 = 1 hit, 6 = 2 hits.
//
// One die: miss (1-4) 4 ways, 1 hit (5) 1 way, 2 hits (6) 1 way, of 6.
// Three dice fall 6³ = 216 ways. Count the ways for each number of hits
// by how many 5s (a) and 6s (b) there are among the three, the rest (c =
// 3-a-b) misses: ways = 3!/(a!·b!·c!) · 1^a · 1^b · 4^c, hits = a + 2b.
//
//	0 hits: a=0 b=0 c=3:               1·64            = 64  (4/6)³
//	1 hit:  a=1 b=0 c=2:               3·16            = 48  3·(1/6)(4/6)²
//	2 hits: a=0 b=1 c=2 (one 6):       3·16 = 48
//	        a=2 b=0 c=1 (two 5s):      3·4  = 12       = 60
//	3 hits: a=1 b=1 c=1 (a 5, a 6):    6·4  = 24
//	        a=3 b=0 c=0 (three 5s):    1    = 1        = 25
//	4 hits: a=0 b=2 c=1 (two 6s):      3·4  = 12
//	        a=2 b=1 c=0 (two 5s, a 6): 3    = 3        = 15
//	5 hits: a=1 b=2 c=0 (a 5, two 6s): 3               = 3
//	6 hits: a=0 b=3 c=0 (three 6s):    1               = 1
//
// 64+48+60+25+15+3+1 = 216.
func TestHitDiceOddsByHand(t *testing.T) {
	h := tabFire(3)
	got := h.Odds(nil, nil)
	tabWantDist(t, "3 dice", got, 216,
		"0 hits", 64, "1 hit", 48, "2 hits", 60, "3 hits", 25, "4 hits", 15, "5 hits", 3, "6 hits", 1)
	tabAgree(t, "3 dice", 3, 6, got, func(d rules.Dice) (rules.Roll, error) { return h.Resolve(d, nil, nil) })

	// -1 hit (cover): 0 and 1 hit both become 0 hits: 64+48 = 112; the
	// rest move down one.
	cover := []rules.Modifier{{Value: -1, Reason: "cover"}}
	got = h.Odds(nil, cover)
	tabWantDist(t, "3 dice -1 hit", got, 216,
		"0 hits", 112, "1 hit", 60, "2 hits", 25, "3 hits", 15, "4 hits", 3, "5 hits", 1)
	tabAgree(t, "3 dice -1 hit", 3, 6, got, func(d rules.Dice) (rules.Roll, error) { return h.Resolve(d, nil, cover) })

	// Dice modifiers change the number of dice: 2 dice +1 die is the 3-die
	// distribution above.
	extra := []rules.Modifier{{Value: 1, Reason: "veteran"}}
	got = tabFire(2).Odds(extra, nil)
	tabWantDist(t, "2 dice +1 die", got, 216,
		"0 hits", 64, "1 hit", 48, "2 hits", 60, "3 hits", 25, "4 hits", 15, "5 hits", 3, "6 hits", 1)
	tabAgree(t, "2 dice +1 die", 3, 6, got, func(d rules.Dice) (rules.Roll, error) { return tabFire(2).Resolve(d, extra, nil) })

	// One die: 4 misses, a 5, a 6.
	tabWantDist(t, "1 die", tabFire(1).Odds(nil, nil), 6, "0 hits", 4, "1 hit", 1, "2 hits", 1)

	// Dice floor at 0: no dice roll no hits, certainly; +2 hits on no dice
	// is certainly 2 hits.
	tabWantDist(t, "3 dice -5", h.Odds([]rules.Modifier{{Value: -5, Reason: "pinned"}}, nil), 1, "0 hits", 1)
	tabWantDist(t, "0 dice +2 hits", tabFire(0).Odds(nil, []rules.Modifier{{Value: 2, Reason: "mines"}}), 1, "2 hits", 1)
	tabAgree(t, "3 dice -5", 0, 6, h.Odds([]rules.Modifier{{Value: -5, Reason: "pinned"}}, nil), func(d rules.Dice) (rules.Roll, error) {
		return h.Resolve(d, []rules.Modifier{{Value: -5, Reason: "pinned"}}, nil)
	})

	// MaxDice caps: 3 dice +4 capped at 2 is the 2-die distribution
	// (0: 16, 1: 2·4 = 8, 2: one 6 2·4 + two 5s 1 = 9, 3: 2, 4: 1; of 36).
	capped := tabFire(3)
	capped.MaxDice = 2
	got = capped.Odds([]rules.Modifier{{Value: 4, Reason: "massed"}}, nil)
	tabWantDist(t, "capped", got, 36, "0 hits", 16, "1 hit", 8, "2 hits", 9, "3 hits", 2, "4 hits", 1)
	tabAgree(t, "capped", 2, 6, got, func(d rules.Dice) (rules.Roll, error) {
		return capped.Resolve(d, []rules.Modifier{{Value: 4, Reason: "massed"}}, nil)
	})
}

// tabHitsClosedForm is the probability of k hits from n d6 with 5 = 1 and
// 6 = 2, summing the multinomial n!/(a!·b!·c!)·4^c over a + 2b = k, over 6^n.
func tabHitsClosedForm(n, k int) *big.Rat {
	ways := new(big.Int)
	for b := 0; 2*b <= k; b++ {
		a := k - 2*b
		c := n - a - b
		if c < 0 {
			continue
		}
		m := new(big.Int).Binomial(int64(n), int64(a))
		m.Mul(m, new(big.Int).Binomial(int64(n-a), int64(b)))
		m.Mul(m, new(big.Int).Exp(big.NewInt(4), big.NewInt(int64(c)), nil))
		ways.Add(ways, m)
	}
	return new(big.Rat).SetFrac(ways, new(big.Int).Exp(big.NewInt(6), big.NewInt(int64(n)), nil))
}

// TestHitDiceOddsMany checks 20 dice (6^20 outcomes, uint64 counting)
// and 30 dice (past uint64, big.Int counting) against the closed form.
func TestHitDiceOddsMany(t *testing.T) {
	for _, n := range []int{20, 30} {
		got := tabFire(n).Odds(nil, nil)
		if len(got) != 2*n+1 {
			t.Fatalf("%d dice: %d results", n, len(got))
		}
		for k, o := range got {
			if o.Result != HitsResult(k) || o.P.Rat().Cmp(tabHitsClosedForm(n, k)) != 0 {
				t.Fatalf("%d dice: outcome %d is %s %s, want %s %s", n, k, o.Result, o.P.Fraction(), HitsResult(k), tabHitsClosedForm(n, k))
			}
		}
		if got.Sum().Cmp(rules.NewProb(1, 1)) != 0 {
			t.Errorf("%d dice: sum %s", n, got.Sum().Fraction())
		}
	}
	// (4/6)^20 with no hits.
	if p := tabFire(20).Odds(nil, nil).Get("0 hits"); p.Rat().Cmp(new(big.Rat).SetFrac(
		new(big.Int).Exp(big.NewInt(2), big.NewInt(20), nil), new(big.Int).Exp(big.NewInt(3), big.NewInt(20), nil))) != 0 {
		t.Errorf("20 dice, 0 hits: %s", p.Fraction())
	}
}

func TestHitDiceResolveLog(t *testing.T) {
	h := tabFire(2)
	md := &rules.ManualDice{}
	md.Enter(5, 6, 3)
	r, err := h.Resolve(md, []rules.Modifier{{Value: 1, Reason: "veteran"}}, []rules.Modifier{{Value: -1, Reason: "cover"}})
	if err != nil {
		t.Fatal(err)
	}
	r.For = "fire at W0304"
	// The dice rolled, then why so many and the hits: the dice modifier is
	// not among the total's modifiers, where it read as taken off the hits.
	if got, want := r.String(), "fire at W0304: 3d6 [5 6 3] -1 hits: cover = 2 on Fire (3d6: 5 = 1 hit, 6 = 2 hits; 3 dice, not 2: +1 veteran): 2 hits"; got != want {
		t.Errorf("log\n got  %q\n want %q", got, want)
	}
	if r.Total != 2 || r.Sides != 6 {
		t.Errorf("total %d sides %d", r.Total, r.Sides)
	}

	// Floors are noted in the table text.
	md.Enter(1)
	r, err = h.Resolve(md, []rules.Modifier{{Value: -1, Reason: "suppressed"}}, []rules.Modifier{{Value: -2, Reason: "dug in"}})
	if err != nil || r.Result != "0 hits" || r.Total != 0 ||
		r.Table != "Fire (1d6: 5 = 1 hit, 6 = 2 hits, -2 hits raised to 0; 1 die, not 2: -1 suppressed)" {
		t.Errorf("floored: %+v %v", r, err)
	}
	r, err = h.Resolve(md, []rules.Modifier{{Value: -3, Reason: "suppressed"}}, nil)
	if err != nil || r.Result != "0 hits" || len(r.Dice) != 0 || r.Table != "Fire (0d6: 5 = 1 hit, 6 = 2 hits; 0 dice, not 2: -3 suppressed, -1 dice raised to 0)" {
		t.Errorf("no dice: %+v %v", r, err)
	}

	// Manual dice short: *NeedDice, nothing used.
	md = &rules.ManualDice{}
	md.Enter(6, 6)
	_, err = tabFire(3).Resolve(md, nil, nil)
	var need *rules.NeedDice
	if !errors.As(err, &need) || need.N != 1 || need.Sides != 6 || md.Pending() != 2 {
		t.Errorf("2 faces for 3 dice: %v, %d pending", err, md.Pending())
	}
}

func TestHitDiceValidate(t *testing.T) {
	hits := []FaceHits{{Face: 6, Hits: 1}}
	for _, c := range []struct {
		h   HitDice
		msg string
	}{
		{HitDice{Dice: -1, Sides: 6, Hits: hits}, "-1 dice"},
		{HitDice{Dice: 1001, Sides: 6, Hits: hits}, "1001 dice"},
		{HitDice{Dice: 3, Sides: 1, Hits: hits}, "d1"},
		{HitDice{Dice: 3, Sides: 6}, "no face scores a hit"},
		{HitDice{Dice: 3, Sides: 6, Hits: []FaceHits{{Face: 7, Hits: 1}}}, "face 7 is not a face of a d6"},
		{HitDice{Dice: 3, Sides: 6, Hits: []FaceHits{{Face: 0, Hits: 1}}}, "face 0 is not a face"},
		{HitDice{Dice: 3, Sides: 6, Hits: []FaceHits{{Face: 6, Hits: 1}, {Face: 6, Hits: 2}}}, "face 6 listed twice"},
		{HitDice{Dice: 3, Sides: 6, Hits: []FaceHits{{Face: 4, Hits: 0}}}, "face 4 scores 0 hits"},
		{HitDice{Dice: 3, Sides: 6, Hits: hits, MaxDice: -2}, "max_dice -2"},
		{HitDice{Name: "Flak", Dice: 3, Sides: 6}, `hit dice "Flak": no face`},
	} {
		err := c.h.Validate()
		if err == nil || !strings.HasPrefix(err.Error(), "kit: hit dice") || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%+v: %v, want an error with %q", c.h, err, c.msg)
		}
		if _, rerr := c.h.Resolve(rules.NewSeededDice(1), nil, nil); rerr == nil {
			t.Errorf("%+v: Resolve accepted it", c.h)
		}
		if c.h.Odds(nil, nil) != nil {
			t.Errorf("%+v: Odds of invalid hit dice", c.h)
		}
	}
	// Too many dice after modifiers.
	if _, err := tabFire(3).Resolve(rules.NewSeededDice(1), []rules.Modifier{{Value: 2000, Reason: "horde"}}, nil); err == nil {
		t.Error("2003 dice rolled")
	}
	if tabFire(3).Odds([]rules.Modifier{{Value: 2000, Reason: "horde"}}, nil) != nil {
		t.Error("Odds of 2003 dice")
	}
}
