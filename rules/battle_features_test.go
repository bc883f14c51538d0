package rules_test

import (
	"math"
	"strings"
	"testing"

	"sandtable/rules"
)

// unit is a one-die fighter hitting on hitOn or less on a d6, with a cost
// and a class.
func unit(name string, hitOn, cost int) rules.Fighter {
	return rules.Fighter{Name: name, Class: name, Dice: 1, Hit: rules.HitOn(hitOn, 6), Cost: cost}
}

func side(name string, fs ...rules.Fighter) rules.BattleSide {
	return rules.BattleSide{Name: name, Fighters: fs}
}

func mustOdds(t *testing.T, b rules.Battle) rules.BattleOdds {
	t.Helper()
	o, err := b.Odds()
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// checkChances compares side 0's win, both destroyed and side 1's win with
// fractions worked out by hand.
func checkChances(t *testing.T, name string, o rules.BattleOdds, win, both, hold string) {
	t.Helper()
	if o.Win(0).Fraction() != win || o.BothDestroyed().Fraction() != both || o.Win(1).Fraction() != hold {
		t.Errorf("%s: win %s, both %s, hold %s; want %s, %s, %s", name,
			o.Win(0).Fraction(), o.BothDestroyed().Fraction(), o.Win(1).Fraction(), win, both, hold)
	}
	if o.Distribution().Sum().Fraction() != "1/1" {
		t.Errorf("%s: chances add up to %s", name, o.Distribution().Sum().Fraction())
	}
}

// One attacker hitting on 1 against one defender hitting on 2, both cost
// 3. A round: only the attacker hits 1/6·4/6 = 4/36, only the defender
// 5/6·2/6 = 10/36, both 1/6·2/6 = 2/36, neither 5/6·4/6 = 20/36 (fought
// again). Dividing by the 16/36 that decide: attacker wins 4/16 = 1/4,
// both destroyed 2/16 = 1/8, defender holds 10/16 = 5/8. Expected losses:
// attacker 3·(5/8 + 1/8) = 9/4, defender 3·(1/4 + 1/8) = 9/8.
// Retreating after round 1: +3·4/36 - 3·10/36 = -1/2; to the end
// 9/8 - 9/4 = -9/8: best not to attack.
func TestBattleOneInfantryEach(t *testing.T) {
	b := rules.Battle{Sides: [2]rules.BattleSide{side("A", unit("infantry", 1, 3)), side("D", unit("infantry", 2, 3))}}
	o := mustOdds(t, b)
	checkChances(t, "1 v 1", o, "1/4", "1/8", "5/8")
	if o.ExpectedLoss(0).RatString() != "9/4" || o.ExpectedLoss(1).RatString() != "9/8" {
		t.Errorf("expected losses %s, %s", o.ExpectedLoss(0).RatString(), o.ExpectedLoss(1).RatString())
	}
	plan, err := b.Retreat(0)
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(plan.Values[1]+0.5) > 1e-12 || math.Abs(plan.Values[len(plan.Values)-1]+9.0/8) > rules.RetreatTolerance || plan.Best != 0 || plan.Never {
		t.Errorf("plan %v best %d never %v", plan.Values[:3], plan.Best, plan.Never)
	}
}

// One attacker hitting on 3 (cost 5) against one defender hitting on 2
// (cost 3). A round: both 1/2·1/3 = 1/6, only the attacker 1/3, only the
// defender 1/6, neither 1/3; divided by 2/3: attacker wins 1/2, both 1/4,
// defender 1/4. Swing at the end: defender's loss 3·3/4 minus the
// attacker's 5·1/2 = -1/4; after round 1: 3·1/3 - 5·1/6 - 2·1/6 = -1/6.
// With the ground worth 2 to the attacker, it adds 2·(chance won): after
// round 1 -1/6 + 2/3 = 1/2, after round 2 1/2 + 1/3·1/2 = 2/3 (the
// neither third fights round 1 again), at the end -1/4 + 1 = 3/4: the
// values grow every round, so never retreat.
func TestBattleArmourAgainstInfantryRetreat(t *testing.T) {
	b := rules.Battle{Sides: [2]rules.BattleSide{side("A", unit("armour", 3, 5)), side("D", unit("infantry", 2, 3))}}
	checkChances(t, "arm v inf", mustOdds(t, b), "1/2", "1/4", "1/4")
	plan, _ := b.Retreat(0)
	if plan.Best != 0 || math.Abs(plan.Values[1]+1.0/6) > 1e-12 {
		t.Errorf("no ground: best %d, values %v", plan.Best, plan.Values[:2])
	}
	plan, _ = b.Retreat(2)
	last := plan.Values[len(plan.Values)-1]
	if math.Abs(plan.Values[1]-0.5) > 1e-12 || math.Abs(plan.Values[2]-2.0/3) > 1e-12 || math.Abs(last-0.75) > rules.RetreatTolerance || !plan.Never {
		t.Errorf("ground 2: values %v... %v, never %v", plan.Values[:3], last, plan.Never)
	}
}

// Support: infantry (1, lifted to 2 by a live artillery) and artillery (2),
// lost in that order, against a defender hitting on 2. From the start the
// attacker rolls two dice at 2/6: no hit 4/9, a hit 5/9; the defender hits
// 1/3. Attacker wins with both 5/9·2/3 = 10/27, with the artillery alone
// 5/9·1/3 = 5/27; the infantry dies alone 4/9·1/3 = 4/27; neither 8/27.
// Divided by 19/27: 10/19, 5/19, 4/19. Artillery alone (2/6) against the
// defender (2/6): attacker 2/9, defender 2/9, both 1/9, divided by 5/9:
// 2/5, 2/5, 1/5. So: attacker wins 10/19 + 5/19 + 4/19·2/5 = 83/95, both
// 4/19·1/5 = 4/95, defender 4/19·2/5 = 8/95; artillery alone left
// 5/19 + 8/95 = 33/95.
func TestBattleSupport(t *testing.T) {
	inf := unit("infantry", 1, 3)
	inf.Supported = rules.HitOn(2, 6)
	art := unit("artillery", 2, 4)
	art.Supporter = true
	o := mustOdds(t, rules.Battle{Sides: [2]rules.BattleSide{side("A", inf, art), side("D", unit("infantry", 2, 3))}})
	checkChances(t, "support", o, "83/95", "4/95", "8/95")
	sv := o.Survivors(0)
	if len(sv) != 3 || sv[0].Lineup != "1 infantry, 1 artillery" || sv[0].P.Fraction() != "10/19" ||
		sv[1].Lineup != "1 artillery" || sv[1].P.Fraction() != "33/95" || sv[2].Lineup != "none" || sv[2].P.Fraction() != "12/95" {
		t.Errorf("survivors %+v", sv)
	}
	if lc := o.LeftCounts(0); lc[2].Fraction() != "10/19" || lc[1].Fraction() != "33/95" || lc[0].Fraction() != "12/95" {
		t.Errorf("left counts %v", lc)
	}
}

// An AT gun (a silent defender) against one tank hitting on 3: the gun
// rolls one die before the rounds, hitting tanks on 3 or less: 1/2 the
// tank is gone and the defender holds; otherwise the tank fires at the
// silent gun, which never fires back, until it hits: attacker wins 1/2.
// Two guns against one tank still roll one die (one gun to one tank).
// Expected losses: the tank's 5 half the time, the guns' half the time.
func TestBattleATGun(t *testing.T) {
	gun := unit("artillery", 2, 4)
	gun.Silent = true
	for _, guns := range []int{1, 2} {
		def := side("D")
		for range guns {
			def.Fighters = append(def.Fighters, gun)
		}
		b := rules.Battle{Sides: [2]rules.BattleSide{side("A", unit("armour", 3, 5)), def},
			Opening: []rules.Strike{{Name: "AT guns", Side: 1, Dice: guns, PerTarget: true, Hit: rules.HitOn(3, 6), Targets: []string{"armour"}}}}
		o := mustOdds(t, b)
		checkChances(t, "AT", o, "1/2", "0/1", "1/2")
		// The tank must kill every gun to win: 4 each, half the time.
		if o.ExpectedLoss(0).RatString() != "5/2" || o.ExpectedLoss(1).RatString() != []string{"", "2", "4"}[guns] {
			t.Errorf("%d guns: losses %s, %s", guns, o.ExpectedLoss(0).RatString(), o.ExpectedLoss(1).RatString())
		}
		if o.Lineups != 2 {
			t.Errorf("%d guns: %d line-ups, want 2", guns, o.Lineups)
		}
	}
}

// Two planes hitting on 3 against an AA gun (one die a plane, hitting on
// 1, never a casualty: not a fighter) and one defender hitting on 2. The
// flak leaves 2 planes 25/36, 1 plane 10/36, none 1/36. Two planes (dice
// at 1/2: a hit 3/4) against the defender (1/3): both left 3/4·2/3 = 1/2,
// one left 3/4·1/3 = 1/4, one plane lost with no hit 1/4·1/3 = 1/12,
// neither 1/6; divided by 5/6: 3/5, 3/10, 1/10. One plane against the
// defender: win 1/2, both 1/4, hold 1/4. So win with 2 left 25/36·3/5 =
// 5/12; win with 1 left 25/36·(3/10 + 1/10·1/2) + 10/36·1/2 = 55/144; both
// 25/36·1/40 + 10/36·1/4 = 25/288; hold 25/288 + 1/36 = 11/96.
func TestBattleFlak(t *testing.T) {
	o := mustOdds(t, rules.Battle{
		Sides:   [2]rules.BattleSide{side("A", unit("fighter", 3, 10), unit("fighter", 3, 10)), side("D", unit("infantry", 2, 3))},
		Opening: []rules.Strike{{Name: "flak", Side: 1, PerTarget: true, Hit: rules.HitOn(1, 6), Targets: []string{"fighter", "bomber"}}},
	})
	checkChances(t, "flak", o, "115/144", "25/288", "11/96")
	if lc := o.LeftCounts(0); lc[2].Fraction() != "5/12" || lc[1].Fraction() != "55/144" {
		t.Errorf("left counts %v", lc)
	}
}

// A fresh minefield against 3 land units entering an empty space: one die
// each, hitting on 3 or less: 3 left 1/8, 2 left 3/8, 1 left 3/8, none
// 1/8. With no defenders any survivor wins at once; the first sweep
// succeeds on 2 or less (1/3): taken 7/8·1/3 = 7/24, must retreat
// 7/8·2/3 = 7/12; none left 1/8. Expected loss: 3 dice at 1/2, 3 each: 9/2.
func TestBattleMinefieldAndSweep(t *testing.T) {
	sweep := rules.HitOn(2, 6)
	inf := unit("infantry", 1, 3)
	o := mustOdds(t, rules.Battle{
		Sides:   [2]rules.BattleSide{side("A", inf, inf, inf), side("D")},
		Opening: []rules.Strike{{Name: "minefield", Side: 1, PerTarget: true, Hit: rules.HitOn(3, 6), Targets: []string{"infantry", "artillery", "armour"}}},
		Sweep:   &sweep,
	})
	checkChances(t, "mines", o, "7/8", "1/8", "0/1")
	if o.Taken().Fraction() != "7/24" || o.ExpectedLoss(0).RatString() != "9/2" {
		t.Errorf("taken %s, loss %s", o.Taken().Fraction(), o.ExpectedLoss(0).RatString())
	}
	if lc := o.LeftCounts(0); lc[3].Fraction() != "1/8" || lc[2].Fraction() != "3/8" || lc[1].Fraction() != "3/8" {
		t.Errorf("left counts %v", lc)
	}
	retreat := rules.Prob{}
	for _, e := range o.Ends {
		if e.MustRetreat {
			retreat = retreat.Add(e.P)
		}
	}
	if retreat.Fraction() != "7/12" {
		t.Errorf("must retreat %s", retreat.Fraction())
	}
	// The mine's shots kill the first units of the loss order, as the
	// rounds would: one chain serves every line-up.
	if o.Lineups != 4 {
		t.Errorf("%d line-ups", o.Lineups)
	}
}

// An opening that would leave too much work is refused, not ground
// through: 49 AT guns against 49 tanks and flak against 50 planes, both
// behind an infantry in the loss order (so no line-up is a mere loss of the
// first fighters), leave hundreds of chains of some 5,000 states each.
func TestBattleTooMuchOpening(t *testing.T) {
	a := []rules.Fighter{unit("infantry", 1, 3)}
	var d []rules.Fighter
	for range 49 {
		a = append(a, unit("armour", 3, 5))
		gun := unit("artillery", 2, 4)
		gun.Silent = true
		d = append(d, gun)
	}
	for range 50 {
		a = append(a, unit("fighter", 3, 10))
	}
	b := rules.Battle{Sides: [2]rules.BattleSide{side("A", a...), side("D", d...)}, Opening: []rules.Strike{
		{Name: "AT guns", Side: 1, Dice: 49, PerTarget: true, Hit: rules.HitOn(3, 6), Targets: []string{"armour"}},
		{Name: "flak", Side: 1, PerTarget: true, Hit: rules.HitOn(1, 6), Targets: []string{"fighter"}},
	}}
	for _, err := range []error{func() error { _, err := b.Odds(); return err }(), func() error { _, err := b.Retreat(0); return err }()} {
		if err == nil || !strings.Contains(err.Error(), "more than the 1000000 a forecast works out") {
			t.Errorf("err %v", err)
		}
	}
}

// The retreat values count the opening: an AT gun against a tank loses
// the tank (5) half the time before round 1; otherwise the tank kills the
// silent gun (4) half the time a round. After r rounds: -5/2 + 4·1/2·(1 -
// 1/2^r): -3/2 after round 1, -1 after round 2, -1/2 at the end, so not
// attacking is best. With the ground worth 10 it adds 10·1/2·(1 - 1/2^r):
// 1 after round 1, 4.5 at the end: never retreat. (The analysis stops
// once the chance still in play times the largest swing is below
// RetreatTolerance: the last value is within that of the end.)
func TestBattleRetreatWithOpening(t *testing.T) {
	gun := unit("artillery", 2, 4)
	gun.Silent = true
	b := rules.Battle{Sides: [2]rules.BattleSide{side("A", unit("armour", 3, 5)), side("D", gun)},
		Opening: []rules.Strike{{Name: "AT guns", Side: 1, Dice: 1, PerTarget: true, Hit: rules.HitOn(3, 6), Targets: []string{"armour"}}}}
	plan, err := b.Retreat(0)
	if err != nil {
		t.Fatal(err)
	}
	last := plan.Values[len(plan.Values)-1]
	if math.Abs(plan.Values[1]+1.5) > 1e-12 || math.Abs(plan.Values[2]+1) > 1e-12 || math.Abs(last+0.5) > rules.RetreatTolerance || plan.Best != 0 {
		t.Errorf("values %v... %v, best %d", plan.Values[:3], last, plan.Best)
	}
	plan, _ = b.Retreat(10)
	if last := plan.Values[len(plan.Values)-1]; math.Abs(plan.Values[1]-1) > 1e-12 || math.Abs(last-4.5) > rules.RetreatTolerance || !plan.Never {
		t.Errorf("ground 10: values %v... %v, never %v", plan.Values[:2], last, plan.Never)
	}
}
