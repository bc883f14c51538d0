package rules_test

import (
	"math"
	"testing"

	"sandtable/rules"
)

// aaBattle is a mixed battle of the sizes the issue names: na infantry,
// artillery, armour, fighters and bombers attacking (infantry supported by
// artillery), against defending infantry, silent AT guns, armour and
// fighters, with a known minefield, the AT guns' strike and flak.
func aaBattle(att, def [5]int, guns int) rules.Battle {
	inf, art, arm, ftr, bmb := unit("infantry", 1, 3), unit("artillery", 2, 4), unit("armour", 3, 5), unit("fighter", 3, 10), unit("bomber", 4, 15)
	inf.Supported = rules.HitOn(2, 6)
	art.Supporter = true
	dinf, dart, darm, dftr := unit("infantry", 2, 3), unit("artillery", 2, 4), unit("armour", 3, 5), unit("fighter", 4, 10)
	gun := dart
	gun.Silent = true
	var a, d []rules.Fighter
	for i, f := range []rules.Fighter{inf, art, arm, ftr, bmb} {
		for range att[i] {
			a = append(a, f)
		}
	}
	for range guns {
		d = append(d, gun)
	}
	for i, f := range []rules.Fighter{dinf, dart, darm, dftr} {
		for range def[i] {
			d = append(d, f)
		}
	}
	sweep := rules.HitOn(3, 6)
	return rules.Battle{
		Sides: [2]rules.BattleSide{side("A", a...), side("D", d...)},
		Opening: []rules.Strike{
			{Name: "minefield", Side: 1, PerTarget: true, Hit: rules.HitOn(2, 6), Targets: []string{"infantry", "artillery", "armour"}},
			{Name: "AT guns", Side: 1, Dice: guns, PerTarget: true, Hit: rules.HitOn(3, 6), Targets: []string{"armour"}},
			{Name: "flak", Side: 1, PerTarget: true, Hit: rules.HitOn(1, 6), Targets: []string{"fighter", "bomber"}},
		},
		Sweep: &sweep,
	}
}

func benchOdds(b *testing.B, bt rules.Battle) {
	defer cpuPerOp(b)()
	for b.Loop() {
		if _, err := bt.Odds(); err != nil {
			b.Fatal(err)
		}
	}
}

func benchRetreat(b *testing.B, bt rules.Battle) {
	defer cpuPerOp(b)()
	for b.Loop() {
		if _, err := bt.Retreat(3); err != nil {
			b.Fatal(err)
		}
	}
}

// 16 attackers (6 infantry, 3 artillery, 4 armour, 2 fighters, 1 bomber)
// against 15 defenders (2 AT guns, 8 infantry, 1 artillery, 3 armour, 1
// fighter), a known minefield, AT guns and flak: must stay under 1 ms.
func BenchmarkBattleOdds16v15(b *testing.B) {
	benchOdds(b, aaBattle([5]int{6, 3, 4, 2, 1}, [5]int{9, 1, 2, 1}, 2))
}

// 60 against 60, the same mix with every opening strike: the stress case.
// The minefield only shortens the attacker's loss order, but the AT guns
// (0-4 tanks) and the flak (0-10 planes) leave 55 different line-ups, each
// a chain of its own: about six times the typical battle below, with no
// target of its own (the 10 ms is the typical 60 against 60).
func BenchmarkBattleOdds60v60(b *testing.B) {
	benchOdds(b, aaBattle([5]int{24, 10, 16, 7, 3}, [5]int{50, 2, 2, 2}, 4))
}

// The retreat analysis of the same battles.
func BenchmarkBattleRetreat16v15(b *testing.B) {
	benchRetreat(b, aaBattle([5]int{6, 3, 4, 2, 1}, [5]int{9, 1, 2, 1}, 2))
}

func BenchmarkBattleRetreat60v60(b *testing.B) {
	benchRetreat(b, aaBattle([5]int{24, 10, 16, 7, 3}, [5]int{50, 2, 2, 2}, 4))
}

// The benchmark battles are computed in float64; what the float path
// left out is below MaxDropped and is what their chances lack of 1 (to
// rounding).
func TestBattleBenchmarkBattles(t *testing.T) {
	for _, bt := range []rules.Battle{aaBattle([5]int{6, 3, 4, 2, 1}, [5]int{9, 1, 2, 1}, 2), aaBattle([5]int{24, 10, 16, 7, 3}, [5]int{50, 2, 2, 2}, 4), typical60()} {
		o := mustOdds(t, bt)
		s := 0.0
		for _, e := range o.Ends {
			s += e.P.Float64()
		}
		if !o.Approximate || o.Dropped < 0 || o.Dropped > rules.MaxDropped || math.Abs(1-s-o.Dropped) > 1e-13 {
			t.Errorf("sum %v, dropped %v, approximate %v", s, o.Dropped, o.Approximate)
		}
		t.Logf("%d line-ups, %d states, dropped %.3g, win %v", o.Lineups, o.States, o.Dropped, o.Win(0))
	}
}

// typical60 is a 60 against 60 battle without minefield nor AT guns:
// infantry (supported by artillery), artillery, armour and fighters
// against infantry, artillery, armour, fighters and 2 AA guns (flak, one
// die a plane each).
func typical60() rules.Battle {
	inf, art, arm, ftr := unit("infantry", 1, 3), unit("artillery", 2, 4), unit("armour", 3, 5), unit("fighter", 3, 10)
	inf.Supported = rules.HitOn(2, 6)
	art.Supporter = true
	dinf, dart, darm, dftr := unit("infantry", 2, 3), unit("artillery", 2, 4), unit("armour", 3, 5), unit("fighter", 4, 10)
	var a, d []rules.Fighter
	for i, f := range []rules.Fighter{inf, art, arm, ftr} {
		for range []int{20, 10, 22, 8}[i] {
			a = append(a, f)
		}
	}
	for i, f := range []rules.Fighter{dinf, dart, darm, dftr} {
		for range []int{34, 8, 14, 4}[i] {
			d = append(d, f)
		}
	}
	return rules.Battle{
		Sides:   [2]rules.BattleSide{side("A", a...), side("D", d...)},
		Opening: []rules.Strike{{Name: "flak", Side: 1, PerTarget: true, Hit: rules.HitOn(1, 6), Targets: []string{"fighter"}}},
	}
}

// A typical 60 against 60 (no minefield, no AT guns; AA guns fire at 8
// fighters): 9 line-ups. Must stay under 10 ms.
func BenchmarkBattleOdds60v60Typical(b *testing.B) {
	benchOdds(b, typical60())
}

// The same 60 against 60 without the AT guns' strike and the flak (the
// minefield's shots remove the first land units, so they share one
// chain): the cost of one chain of rounds.
func BenchmarkBattleOdds60v60MinesOnly(b *testing.B) {
	bt := aaBattle([5]int{24, 10, 16, 7, 3}, [5]int{50, 2, 2, 2}, 4)
	bt.Opening = bt.Opening[:1]
	benchOdds(b, bt)
}

// The retreat analysis of the typical 60 against 60.
func BenchmarkBattleRetreat60v60Typical(b *testing.B) {
	benchRetreat(b, typical60())
}
