package aanorthafrica

import (
	"strings"
	"testing"
)

func oddsUnits(t *testing.T, nation string, counts map[string]int) []OddsUnit {
	t.Helper()
	var out []OddsUnit
	for _, class := range []string{OddsClassInfantry, OddsClassArtillery, OddsClassArmour, OddsClassFighter, OddsClassBomber, OddsClassAA} {
		for range counts[class] {
			out = append(out, bundledOddsUnits(t)[nation][class])
		}
	}
	return out
}

func oddsForecast(t *testing.T, ob OddsBattle) OddsResult {
	t.Helper()
	res, err := ob.Odds()
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// Hand-computed battles through the A&A mapping ("attacker fires at its
// attack value, defender at its defence value").
func TestOddsHandComputed(t *testing.T) {
	tests := []struct {
		name            string
		ob              OddsBattle
		win, both, hold string
	}{
		// Infantry attacking at 1 against infantry defending at 2:
		// a round decides 16/36 of the time: 4/36 attacker only,
		// 2/36 both, 10/36 defender only.
		{"inf v inf", OddsBattle{
			Attacker: OddsSide{Units: oddsUnits(t, "germany", map[string]int{OddsClassInfantry: 1})},
			Defender: OddsSide{Units: oddsUnits(t, "uk", map[string]int{OddsClassInfantry: 1})}}, "1/4", "1/8", "5/8"},
		// Italian armour attacks at 2 (the seed's "Arm- 2/2"): 1/3
		// against 1/3: a round gives 2/9 attacker only, 1/9 both,
		// 2/9 defender only, 4/9 nothing; divided by 5/9.
		{"Italian armour v inf", OddsBattle{
			Attacker: OddsSide{Units: oddsUnits(t, "italy", map[string]int{OddsClassArmour: 1})},
			Defender: OddsSide{Units: oddsUnits(t, "uk", map[string]int{OddsClassInfantry: 1})}}, "2/5", "1/5", "2/5"},
		// Artillery lifts the infantry to 2 (worked out in
		// rules.TestBattleSupport): 83/95, 4/95, 8/95.
		{"inf + art v inf", OddsBattle{
			Attacker: OddsSide{Units: oddsUnits(t, "germany", map[string]int{OddsClassInfantry: 1, OddsClassArtillery: 1})},
			Defender: OddsSide{Units: oddsUnits(t, "uk", map[string]int{OddsClassInfantry: 1})}}, "83/95", "4/95", "8/95"},
		// An AT gun against a tank: 1/2 the tank dies before firing;
		// otherwise the silent gun never fires back.
		{"AT gun v tank", OddsBattle{ATGuns: 1,
			Attacker: OddsSide{Units: oddsUnits(t, "germany", map[string]int{OddsClassArmour: 1})},
			Defender: OddsSide{Units: oddsUnits(t, "uk", map[string]int{OddsClassArtillery: 1})}}, "1/2", "0/1", "1/2"},
		// Without the designation the artillery defends at 2 (1/3)
		// against the tank's 1/2: as rules.TestBattleOneOnOne.
		{"artillery v tank", OddsBattle{
			Attacker: OddsSide{Units: oddsUnits(t, "germany", map[string]int{OddsClassArmour: 1})},
			Defender: OddsSide{Units: oddsUnits(t, "uk", map[string]int{OddsClassArtillery: 1})}}, "1/2", "1/4", "1/4"},
		// Flak, one die per plane hitting on 1 (worked out in
		// rules.TestBattleFlak): 115/144, 25/288, 11/96.
		{"2 fighters v AA + inf", OddsBattle{
			Attacker: OddsSide{Units: oddsUnits(t, "germany", map[string]int{OddsClassFighter: 2})},
			Defender: OddsSide{Units: oddsUnits(t, "uk", map[string]int{OddsClassInfantry: 1, OddsClassAA: 1})}}, "115/144", "25/288", "11/96"},
		// A fresh minefield and 3 infantry into an empty space: 3 dice
		// at 1/2, all three lost 1/8.
		{"fresh mines v 3 inf", OddsBattle{Minefield: OddsMinefieldFresh,
			Attacker: OddsSide{Units: oddsUnits(t, "germany", map[string]int{OddsClassInfantry: 3})}}, "7/8", "1/8", "0/1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := oddsForecast(t, tt.ob).Odds
			if o.Win(0).Fraction() != tt.win || o.BothDestroyed().Fraction() != tt.both || o.Win(1).Fraction() != tt.hold {
				t.Errorf("win %s both %s hold %s; want %s %s %s", o.Win(0).Fraction(), o.BothDestroyed().Fraction(), o.Win(1).Fraction(), tt.win, tt.both, tt.hold)
			}
		})
	}
}

// The sweep after a fresh minefield succeeds on 2 or less (1/3); a known
// one's on 3 or less (1/2), and its shots hit on 2 or less (1/3): all 3
// infantry lost (1/3)³ = 1/27, so a win 26/27, taken 26/27·1/2 = 13/27.
func TestOddsSweep(t *testing.T) {
	inf := oddsUnits(t, "germany", map[string]int{OddsClassInfantry: 3})
	fresh := oddsForecast(t, OddsBattle{Minefield: OddsMinefieldFresh, Attacker: OddsSide{Units: inf}}).Odds
	if fresh.Taken().Fraction() != "7/24" {
		t.Errorf("fresh: taken %s, want 7/8·1/3 = 7/24", fresh.Taken().Fraction())
	}
	known := oddsForecast(t, OddsBattle{Minefield: OddsMinefieldKnown, Attacker: OddsSide{Units: inf}}).Odds
	if known.Win(0).Fraction() != "26/27" || known.Taken().Fraction() != "13/27" {
		t.Errorf("known: win %s taken %s", known.Win(0).Fraction(), known.Taken().Fraction())
	}
}

// Each loss order puts the units in the order they are lost.
func TestOddsLossOrders(t *testing.T) {
	side := []OddsUnit{
		{Class: OddsClassBomber, Attack: 4, Defence: 1, Cost: 15},
		{Class: OddsClassFighter, Attack: 3, Defence: 4, Cost: 2}, // a cheap fighter, to tell the orders apart
		{Class: OddsClassArmour, Attack: 3, Defence: 3, Cost: 5},
		{Class: OddsClassArtillery, Attack: 2, Defence: 2, Cost: 4},
		{Class: OddsClassInfantry, Attack: 1, Defence: 2, Cost: 3},
	}
	for order, want := range map[string]string{
		"cheapest":       "fighter infantry artillery armour bomber",
		"keep-attackers": "infantry artillery fighter armour bomber",
		"keep-tanks":     "fighter infantry artillery bomber armour",
		"keep-planes":    "infantry artillery armour fighter bomber",
	} {
		b, err := OddsBattle{Attacker: OddsSide{Units: side, Order: order}, Defender: OddsSide{Units: side[4:]}}.Battle()
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, f := range b.Sides[0].Fighters {
			got = append(got, f.Name)
		}
		if strings.Join(got, " ") != want {
			t.Errorf("%s: %v, want %s", order, got, want)
		}
	}
	if _, err := (OddsBattle{Attacker: OddsSide{Units: side, Order: "dearest"}}).Battle(); err == nil || !strings.Contains(err.Error(), "unknown loss order") {
		t.Errorf("err %v", err)
	}
}

// AT guns: at most one per attacking tank and no more than the
// defender's artillery (ruling N-9); the guns are silent in the rounds
// but remain casualties (ruling N-10); AA guns are no fighters.
func TestOddsATGunsAndAA(t *testing.T) {
	att := oddsUnits(t, "germany", map[string]int{OddsClassArmour: 1})
	def := oddsUnits(t, "uk", map[string]int{OddsClassArtillery: 2, OddsClassInfantry: 1, OddsClassAA: 1})
	if _, err := (OddsBattle{ATGuns: 2, Attacker: OddsSide{Units: att}, Defender: OddsSide{Units: def}}).Battle(); err == nil || !strings.Contains(err.Error(), "ruling N-9") {
		t.Errorf("2 guns against 1 tank: err %v", err)
	}
	b, err := OddsBattle{ATGuns: 1, Attacker: OddsSide{Units: att}, Defender: OddsSide{Units: def, Order: "keep-attackers"}}.Battle()
	if err != nil {
		t.Fatal(err)
	}
	fs := b.Sides[1].Fighters
	if len(fs) != 3 || !fs[0].Silent || fs[0].Name != "artillery (AT gun)" || fs[1].Silent || fs[2].Silent {
		t.Errorf("defenders %+v", fs)
	}
	if len(b.Opening) != 1 || b.Opening[0].Name != "AT guns" || b.Opening[0].Dice != 1 {
		t.Errorf("opening %+v (no planes: no flak)", b.Opening)
	}
}
