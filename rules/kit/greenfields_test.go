package kit_test

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// The toolkit keeps what "To The Green Fields Beyond" (seed 003) needs:
// hit dice, experience saves, morale checks, halved and per-3 dice, and
// small d6 tables. These tests play the seed's own "Combat example" with
// the dice it describes (faces chosen to give the hits it states).

// gfHits is the seed's hit dice: "count every dice that scores a "5" as one
// "hit", and every dice that scores a "6" as two "hits"" (Dice rolls).
func gfHits(name string, dice int) kit.HitDice {
	return kit.HitDice{Name: name, Dice: dice, Sides: 6,
		Hits: []kit.FaceHits{{Face: 5, Hits: 1}, {Face: 6, Hits: 2}}}
}

// gfRoll resolves h with the given faces entered as real dice.
func gfRoll(t *testing.T, h kit.HitDice, diceMods []rules.Modifier, faces ...int) rules.Roll {
	t.Helper()
	var md rules.ManualDice
	md.Enter(faces...)
	r, err := h.Resolve(&md, diceMods, nil)
	if err != nil {
		t.Fatalf("%s: %v", h.Name, err)
	}
	if md.Pending() != 0 {
		t.Fatalf("%s rolled %d dice, %d faces left over", h.Name, len(r.Dice), md.Pending())
	}
	return r
}

// "The British, being the defenders, fire first. The roll their full attack
// dice (1 per strength point). The roll of 6 dice scores a total of three
// hits upon the German lead regiment ("Regiment A"). The Germans rolls vs
// their experience dice (3 dice, -1 die for moving) and manage to score a
// single hit. This negates one point of damage, leaving the unit to suffer
// a loss of 2 strength points." Then "The unit has suffered 2 casualties
// in a single round of fire, and so it reduces its morale by 1. This gives
// a current morale value for the regiment of 2. The unit rolls 2 dice and
// fails to gain more "hits" than it has just received casualties."
func TestGreenFieldsCombatExampleRegimentA(t *testing.T) {
	moving := []rules.Modifier{{Value: -1, Reason: "unit is moving"}}

	// British BEF regiment, strength 6: one die per strength point.
	fire := gfRoll(t, gfHits("Fire", 6), nil, 6, 5, 1, 2, 3, 4)
	if fire.Total != 3 || fire.Result != "3 hits" {
		t.Fatalf("British fire: %d hits (%s), want 3", fire.Total, fire.Result)
	}
	// German regiment A, experience 3, moving: 2 dice.
	save := gfRoll(t, gfHits("Experience save", 3), moving, 5, 2)
	if len(save.Dice) != 2 || save.Total != 1 {
		t.Fatalf("experience save: %d dice, %d hits; want 2 dice, 1 hit", len(save.Dice), save.Total)
	}
	if save.Table != "Experience save (2d6: 5 = 1 hit, 6 = 2 hits; 2 dice, not 3: -1 unit is moving)" || len(save.Modifiers) != 0 {
		t.Errorf("the save's log names its dice and the moving modifier: %q %v", save.Table, save.Modifiers)
	}
	casualties := max(fire.Total-save.Total, 0)
	if casualties != 2 {
		t.Fatalf("casualties %d, want 2", casualties)
	}
	// "Whenever a unit suffers two casualties from enemy fire, it
	// *immediately* lowers its morale by one": 3 -> 2, so 2 morale dice.
	morale := 3
	if casualties >= 2 {
		morale--
	}
	check := gfRoll(t, gfHits("Morale check", morale), nil, 5, 3)
	if got := gfMorale(check.Total, casualties); got != "wavers" {
		t.Errorf("morale check with %d hits against %d casualties: %s, want wavers (falls back)", check.Total, casualties, got)
	}
}

// gfMorale reads the seed's morale check: "If the unit scores hits equal to
// or more than the number of casualties suffered ... may continue play. If
// the unit scores *some* hits, but not enough ... the unit "wavers". If the
// unit scores *no* hits ... immediately flees."
func gfMorale(hits, casualties int) string {
	switch {
	case hits >= casualties:
		return "holds"
	case hits > 0:
		return "wavers"
	}
	return "flees"
}

// "German Regiment "C" now rolls 12 attack dice, and scores 6 whole hits!
// The British unit now rolls its experience dice to negate the incoming
// damage. 5 dice are rolled, and 3 hits are negated. The British unit
// still suffers 3 hits!"
func TestGreenFieldsCombatExampleRegimentC(t *testing.T) {
	fire := gfRoll(t, gfHits("Fire", 12), nil, 6, 6, 5, 5, 1, 2, 3, 4, 1, 2, 3, 4)
	save := gfRoll(t, gfHits("Experience save", 5), nil, 6, 5, 1, 2, 3)
	if fire.Total != 6 || save.Total != 3 || fire.Total-save.Total != 3 {
		t.Errorf("fire %d, save %d: want 6 and 3, 3 casualties", fire.Total, save.Total)
	}
}

// The odds the combat dialog will show for an experience save: 2 dice, at
// least one hit: 1 - (4/6)² = 20/36.
func TestGreenFieldsSaveOdds(t *testing.T) {
	d := gfHits("Experience save", 3).Odds([]rules.Modifier{{Value: -1, Reason: "unit is moving"}}, nil)
	if p := d.Get("0 hits"); p.Fraction() != "4/9" {
		t.Errorf("P(no hit on 2 dice) = %s, want 16/36 = 4/9", p.Fraction())
	}
	// "These modifications can take temporarily the unit above 5 dice and
	// below 1 dice (minimum rating of 0)": experience 1, moving and
	// mounted, rolls no dice and saves nothing.
	r := gfRoll(t, gfHits("Experience save", 1), []rules.Modifier{{Value: -1, Reason: "moving"}, {Value: -1, Reason: "mounted"}})
	if len(r.Dice) != 0 || r.Total != 0 {
		t.Errorf("experience 1 - 2: %d dice, %d hits", len(r.Dice), r.Total)
	}
}

// "The British may attempt opportunity fire at the German attack from 1
// zone away. The British therefore roll half of their normal attack dice.
// Rolling three dice": half of 6. "If the unit fires, it does so at half
// its normal dice value (rounding down)".
func TestGreenFieldsDiceCounts(t *testing.T) {
	for _, c := range []struct {
		what string
		got  int
		want int
	}{
		{"opportunity fire, strength 6", kit.Halve(6, false), 3},
		{"fleeing unit, strength 7, rounding down", kit.Halve(7, false), 3},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d dice, want %d", c.what, c.got, c.want)
		}
	}
}

// Green Fields' small tables. "On a roll of 6 in autumn, summer and spring,
// and a roll of 5 or 6 in winter, no flights are possible" is a row table;
// "Roll 1D6 - on a roll of 1 or 2, weather conditions chance and the gas
// is wasted" is a check.
func TestGreenFieldsTables(t *testing.T) {
	winter := kit.RowTable{Name: "Flying weather (winter)", Dice: mustDice(t, "1d6"), Rows: []kit.TableRow{
		{Min: 1, Max: 4, Result: "flights possible"},
		{Min: 5, Max: 6, Result: "no flights"},
	}}
	if p := winter.Odds(nil).Get("no flights"); p.Fraction() != "1/3" {
		t.Errorf("winter: P(no flights) = %s, want 2/6", p.Fraction())
	}
	var md rules.ManualDice
	md.Enter(5)
	if r, err := winter.Resolve(&md, nil); err != nil || r.Result != "no flights" {
		t.Errorf("winter, a 5: %q %v", r.Result, err)
	}
	gas := kit.Check{Name: "Gas", Dice: mustDice(t, "1d6"), Comparison: ">=", Target: 3,
		Success: "gas released", Failure: "gas wasted"}
	if err := gas.Validate(); err != nil {
		t.Fatal(err)
	}
	if p := gas.Odds(nil).Get("gas wasted"); p.Fraction() != "1/3" {
		t.Errorf("gas: P(wasted) = %s, want 2/6", p.Fraction())
	}
	md.Enter(2)
	if r, err := gas.Resolve(&md, nil); err != nil || r.Result != "gas wasted" {
		t.Errorf("gas, a 2: %q %v", r.Result, err)
	}
}

func mustDice(t *testing.T, s string) kit.DiceExpr {
	t.Helper()
	e, err := kit.ParseDiceExpr(s)
	if err != nil {
		t.Fatal(err)
	}
	return e
}
