package rules

import "testing"

// A cut too coarse for MaxDropped is noticed and the chains worked out
// again finer: a 40 against 40 battle of infantry and armour cut at 1e-12
// drops more than MaxDropped, and Odds reports less.
func TestBattleDenseRetriesFiner(t *testing.T) {
	var a, d []Fighter
	for i := range 40 {
		a = append(a, Fighter{Name: "inf", Hit: HitOn(1+i%3, 6), Cost: 3})
		d = append(d, Fighter{Name: "inf", Hit: HitOn(2, 6), Cost: 3})
	}
	b := Battle{Sides: [2]BattleSide{{Name: "A", Fighters: a}, {Name: "D", Fighters: d}}}
	lus, err := lineups(b, floatArith, func(p float64) bool { return p < denseFloor })
	if err != nil {
		t.Fatal(err)
	}
	groups := groupLineups(b, floatArith, lus)
	_, _, coarse := collectEnds(b, floatArith, groups, true, 1e-12)
	_, _, fine := collectEnds(b, floatArith, groups, true, denseCut)
	if coarse <= MaxDropped || fine >= coarse {
		t.Errorf("dropped at 1e-12: %v, at denseCut: %v", coarse, fine)
	}
	o, err := b.Odds()
	if err != nil {
		t.Fatal(err)
	}
	s := 0.0
	for _, e := range o.Ends {
		s += e.pf
	}
	if o.Dropped > MaxDropped || o.Dropped != fine || 1-s-o.Dropped > 1e-13 || 1-s-o.Dropped < -1e-13 {
		t.Errorf("odds dropped %v (fine %v), 1 - sum %v", o.Dropped, fine, 1-s)
	}
}
