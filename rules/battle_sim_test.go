package rules_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"sandtable/rules"
)

// simUnit is a fighter as the simulator keeps it.
type simUnit struct {
	class             string
	hit, sup          float64
	dice, tough, cost int
	silent, supporter bool
	damage            int
}

// simulator fights a battle again and again, written from the rules' words
// and not from the chain: the opening strikes in order, then rounds of
// simultaneous fire until a side is gone (or 100000 rounds), then the
// sweep.
type simulator struct {
	b     rules.Battle
	start [2][]simUnit
	sides [2][]simUnit
}

func newSimulator(b rules.Battle) *simulator {
	sim := &simulator{b: b}
	for s := range 2 {
		for _, f := range b.Sides[s].Fighters {
			sim.start[s] = append(sim.start[s], simUnit{class: f.Class, hit: f.Hit.Float64(), sup: f.Supported.Float64(),
				dice: max(f.Dice, 1), tough: max(f.Toughness, 1), cost: f.Cost, silent: f.Silent, supporter: f.Supporter})
		}
	}
	return sim
}

// fight is one battle: the fighters left per side, whether side 0 must
// retreat, and the cost each side lost.
func (sim *simulator) fight(rnd *rand.Rand) (left [2]int, retreat bool, lost [2]int) {
	b, sides := sim.b, &sim.sides
	for s := range 2 {
		sides[s] = append(sides[s][:0], sim.start[s]...)
	}
	roll := func(p float64) bool { return rnd.Float64() < p }
	kill := func(s, i int) {
		lost[s] += sides[s][i].cost
		sides[s] = slices.Delete(sides[s], i, i+1)
	}
	for _, st := range b.Opening {
		o := 1 - st.Side
		targets := 0
		for _, u := range sides[o] {
			if slices.Contains(st.Targets, u.class) {
				targets++
			}
		}
		n := st.Dice
		if st.PerTarget {
			n = targets
			if st.Dice > 0 {
				n = min(n, st.Dice)
			}
		}
		hits, hit := 0, st.Hit.Float64()
		for range n {
			if roll(hit) {
				hits++
			}
		}
		for i := 0; i < len(sides[o]) && hits > 0; {
			if slices.Contains(st.Targets, sides[o][i].class) {
				kill(o, i)
				hits--
				continue
			}
			i++
		}
	}
	for round := 0; len(sides[0]) > 0 && len(sides[1]) > 0 && round < 100000; round++ {
		var hits [2]int
		for s := range 2 {
			supporters := 0
			for _, u := range sides[s] {
				if u.supporter && !u.silent {
					supporters++
				}
			}
			for _, u := range sides[s] {
				if u.silent {
					continue
				}
				p := u.hit
				if supporters > 0 && u.sup > 0 {
					p, supporters = u.sup, supporters-1
				}
				for range u.dice {
					if roll(p) {
						hits[s]++
					}
				}
			}
		}
		for s := range 2 {
			for h := hits[1-s]; h > 0 && len(sides[s]) > 0; h-- {
				sides[s][0].damage++
				if sides[s][0].damage >= sides[s][0].tough {
					kill(s, 0)
				}
			}
		}
	}
	if b.Sweep != nil && len(sides[0]) > 0 && len(sides[1]) == 0 {
		retreat = !roll(b.Sweep.Float64())
	}
	return [2]int{len(sides[0]), len(sides[1])}, retreat, lost
}

// simBattles are line-ups with every kind of step: support, silent AT
// guns with their strike, flak, a known minefield and its later sweep.
func simBattles() map[string]rules.Battle {
	inf, art, arm, ftr, bmb := unit("infantry", 1, 3), unit("artillery", 2, 4), unit("armour", 3, 5), unit("fighter", 3, 10), unit("bomber", 4, 15)
	inf.Supported = rules.HitOn(2, 6)
	art.Supporter = true
	dinf, dart, darm, dftr := unit("infantry", 2, 3), unit("artillery", 2, 4), unit("armour", 3, 5), unit("fighter", 4, 10)
	gun := dart
	gun.Silent = true
	sweep := rules.HitOn(3, 6)
	land := []string{"infantry", "artillery", "armour"}
	at := rules.Strike{Name: "AT guns", Side: 1, Dice: 2, PerTarget: true, Hit: rules.HitOn(3, 6), Targets: []string{"armour"}}
	flak := rules.Strike{Name: "flak", Side: 1, PerTarget: true, Hit: rules.HitOn(1, 6), Targets: []string{"fighter", "bomber"}}
	mines := rules.Strike{Name: "minefield", Side: 1, PerTarget: true, Hit: rules.HitOn(2, 6), Targets: land}
	return map[string]rules.Battle{
		"support and flak": {Sides: [2]rules.BattleSide{side("A", inf, inf, art, ftr), side("D", dinf, dinf, dart)}, Opening: []rules.Strike{flak}},
		"AT guns":          {Sides: [2]rules.BattleSide{side("A", inf, art, arm, arm, arm), side("D", dinf, gun, gun, darm)}, Opening: []rules.Strike{at}},
		"everything": {Sides: [2]rules.BattleSide{side("A", inf, inf, inf, art, art, arm, arm, ftr, bmb), side("D", dinf, dinf, dinf, gun, darm, dftr)},
			Opening: []rules.Strike{mines, at, flak}, Sweep: &sweep},
	}
}

// A long seeded simulation of several line-ups agrees with the exact odds
// within 4 standard errors: the win, both-destroyed and hold chances, the
// chance of a failed sweep, and the expected losses.
func TestBattleAgreesWithSimulation(t *testing.T) {
	n := 200000
	if testing.Short() {
		n = 20000
	}
	for name, b := range simBattles() {
		o := mustOdds(t, b)
		rnd := rand.New(rand.NewPCG(2, uint64(len(name))))
		sim := newSimulator(b)
		var win, both, hold, retreat float64
		var lost [2]float64
		var lost2 [2]float64
		for range n {
			left, r, l := sim.fight(rnd)
			switch {
			case left[0] > 0 && left[1] == 0:
				win++
			case left[0] == 0 && left[1] == 0:
				both++
			case left[0] == 0:
				hold++
			}
			if r {
				retreat++
			}
			for s := range 2 {
				lost[s] += float64(l[s])
				lost2[s] += float64(l[s] * l[s])
			}
		}
		var mustRetreat rules.Prob
		for _, e := range o.Ends {
			if e.MustRetreat {
				mustRetreat = mustRetreat.Add(e.P)
			}
		}
		for _, c := range []struct {
			what string
			p    rules.Prob
			hits float64
		}{{"win", o.Win(0), win}, {"both", o.BothDestroyed(), both}, {"hold", o.Win(1), hold}, {"retreat", mustRetreat, retreat}} {
			p := c.p.Float64()
			se := math.Sqrt(p * (1 - p) / float64(n))
			if math.Abs(c.hits/float64(n)-p) > 4*se+1e-12 {
				t.Errorf("%s: %s simulated %.5f, exact %.5f (se %.5f)", name, c.what, c.hits/float64(n), p, se)
			}
		}
		for s := range 2 {
			mean := lost[s] / float64(n)
			se := math.Sqrt((lost2[s]/float64(n) - mean*mean) / float64(n))
			exact, _ := o.ExpectedLoss(s).Float64()
			if math.Abs(mean-exact) > 4*se+1e-12 {
				t.Errorf("%s: side %d loss simulated %.4f, exact %.4f (se %.4f)", name, s, mean, exact, se)
			}
		}
	}
}

// The float64 path agrees with exact fractions to 1e-12, end by end, on
// battles small enough for both (an end the floats leave out is below it).
func TestBattleFloatMatchesExact(t *testing.T) {
	for name, b := range simBattles() {
		exact := mustOdds(t, b)
		if exact.Approximate {
			t.Fatalf("%s: not exact", name)
		}
		b.Float = true
		approx := mustOdds(t, b)
		if !approx.Approximate {
			t.Fatalf("%s: not float", name)
		}
		type key struct {
			s       string
			retreat bool
		}
		got := map[key]float64{}
		for _, e := range approx.Ends {
			got[key{string(fmt32(e.Survivors)), e.MustRetreat}] = e.P.Float64()
		}
		for _, e := range exact.Ends {
			k := key{string(fmt32(e.Survivors)), e.MustRetreat}
			if d := math.Abs(e.P.Float64() - got[k]); d > 1e-12 {
				t.Errorf("%s: end %v: exact %s, float %v", name, e.Survivors, e.P.Fraction(), got[k])
			}
			delete(got, k)
		}
		for k, p := range got {
			t.Errorf("%s: end %v only in float, %v", name, k, p)
		}
		for s := range 2 {
			x, _ := exact.ExpectedLoss(s).Float64()
			y, _ := approx.ExpectedLoss(s).Float64()
			if math.Abs(x-y) > 1e-10 {
				t.Errorf("%s: side %d loss exact %v float %v", name, s, x, y)
			}
		}
	}
}

func fmt32(sv [2][]int) []byte {
	var b []byte
	for _, x := range sv[0] {
		b = append(b, byte(x))
	}
	b = append(b, 255)
	for _, x := range sv[1] {
		b = append(b, byte(x))
	}
	return b
}
