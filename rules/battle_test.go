package rules_test

import (
	"strings"
	"testing"

	"sandtable/rules"
)

func fighter(name string, hitOn int) rules.Fighter {
	return rules.Fighter{Name: name, Dice: 1, Hit: rules.HitOn(hitOn, 6)}
}

// want is one end state and its chance as a fraction, worked out by hand.
type want struct {
	left [2]int
	p    string
}

func checkEnds(t *testing.T, name string, o rules.BattleOdds, ws []want) {
	t.Helper()
	if len(o.Ends) != len(ws) {
		t.Errorf("%s: %d ends %v, want %d", name, len(o.Ends), o.Ends, len(ws))
		return
	}
	for i, w := range ws {
		e := o.Ends[i]
		if e.Left != w.left || e.P.Fraction() != w.p {
			t.Errorf("%s: end %d = %v left, p %s; want %v left, p %s", name, i, e.Left, e.P.Fraction(), w.left, w.p)
		}
	}
	if o.Distribution().Sum().Fraction() != "1/1" {
		t.Errorf("%s: chances add up to %s", name, o.Distribution().Sum().Fraction())
	}
}

// One unit attacking at 3 against one defending at 2, on a d6, both firing
// each round. A round: both hit 1/2·1/3 = 1/6; only the attacker 1/2·2/3 =
// 1/3; only the defender 1/2·1/3 = 1/6; neither 1/2·2/3 = 1/3, and the
// round is fought again. To the end, dividing by the 2/3 chance a round
// decides: attacker wins 1/2, both die 1/4, defender wins 1/4. Capped at
// one round, "neither" (1/3) is left undecided; at two rounds it is
// 1/3·1/3 = 1/9, and the attacker wins 1/3 + 1/3·1/3 = 4/9, both die
// 1/6 + 1/3·1/6 = 2/9, the defender wins 2/9.
func TestBattleOneOnOne(t *testing.T) {
	b := rules.Battle{Sides: [2]rules.BattleSide{
		{Name: "Attacker", Fighters: []rules.Fighter{fighter("infantry", 3)}},
		{Name: "Defender", Fighters: []rules.Fighter{fighter("infantry", 2)}},
	}}
	for _, c := range []struct {
		rounds int
		ends   []want
	}{
		{0, []want{{[2]int{1, 0}, "1/2"}, {[2]int{0, 0}, "1/4"}, {[2]int{0, 1}, "1/4"}}},
		{1, []want{{[2]int{1, 0}, "1/3"}, {[2]int{0, 0}, "1/6"}, {[2]int{1, 1}, "1/3"}, {[2]int{0, 1}, "1/6"}}},
		{2, []want{{[2]int{1, 0}, "4/9"}, {[2]int{0, 0}, "2/9"}, {[2]int{1, 1}, "1/9"}, {[2]int{0, 1}, "2/9"}}},
	} {
		b.MaxRounds = c.rounds
		o, err := b.Odds()
		if err != nil {
			t.Fatal(err)
		}
		checkEnds(t, "rounds "+string(rune('0'+c.rounds)), o, c.ends)
	}
	b.MaxRounds = 0
	o, _ := b.Odds()
	if got := o.Distribution().String(); got != "Attacker wins, 1 left (infantry): 50%, both destroyed: 25%, Defender wins, 1 left (infantry): 25%" {
		t.Errorf("Distribution = %q", got)
	}
	if o.Win(0).Fraction() != "1/2" || o.Win(1).Fraction() != "1/4" {
		t.Errorf("Win = %s, %s", o.Win(0).Fraction(), o.Win(1).Fraction())
	}
}

// "Defenders fire first" (003 Close assault): the defender at 2 fires,
// killing the attacker 1/3 of the time; otherwise (2/3) the attacker at 3
// fires back and kills 1/2 of the time: each side wins 1/3 a round, 1/3
// the round is fought again, so each wins 1/2 in the end and nobody dies
// together.
func TestBattleDefenderFiresFirst(t *testing.T) {
	b := rules.Battle{Fire: rules.SecondSideFirst, Sides: [2]rules.BattleSide{
		{Name: "Attacker", Fighters: []rules.Fighter{fighter("infantry", 3)}},
		{Name: "Defender", Fighters: []rules.Fighter{fighter("infantry", 2)}},
	}}
	o, err := b.Odds()
	if err != nil {
		t.Fatal(err)
	}
	checkEnds(t, "defender first", o, []want{{[2]int{1, 0}, "1/2"}, {[2]int{0, 1}, "1/2"}})
}

// Two attackers at 1 against one defender at 2, simultaneous. From 2 vs 1:
// the attackers score at least one hit 1 - (5/6)² = 11/36, the defender
// 1/3. Attackers win keeping both 11/36·2/3 = 22/108, keeping one
// 11/36·1/3 = 11/108; 1 vs 1 follows 25/36·1/3 = 25/108; nothing happens
// 50/108. Dividing by 58/108: 22/58, 11/58, 25/58. From 1 vs 1 (1/6
// against 1/3): both die 1/18, attacker wins 1/9, defender wins 5/18,
// nothing 5/9; divided by 4/9: 1/8, 1/4, 5/8. So: attackers win with 2
// left 11/29, with 1 left 11/58 + 25/58·1/4 = 69/232, both destroyed
// 25/58·1/8 = 25/464, defender wins 25/58·5/8 = 125/464.
func TestBattleTwoAgainstOne(t *testing.T) {
	b := rules.Battle{Sides: [2]rules.BattleSide{
		{Name: "Attacker", Fighters: []rules.Fighter{fighter("infantry", 1), fighter("infantry", 1)}},
		{Name: "Defender", Fighters: []rules.Fighter{fighter("infantry", 2)}},
	}}
	o, err := b.Odds()
	if err != nil {
		t.Fatal(err)
	}
	checkEnds(t, "two against one", o, []want{
		{[2]int{2, 0}, "11/29"}, {[2]int{1, 0}, "69/232"}, {[2]int{0, 0}, "25/464"}, {[2]int{0, 1}, "125/464"},
	})
}

// Toughness and casualty order, with dice that always hit: a battleship
// that takes 2 hits, listed after an infantry, against two fighters.
// Round 1: the attackers score 2 hits, killing both fighters; the
// fighters score 2 hits, the first killing the infantry (listed first),
// the second damaging the battleship. So the attacker wins with the
// battleship left, damaged (2 hits taken: the infantry's and one of the
// battleship's), for certain. Listed first, the
// battleship would take both hits and sink, leaving the infantry.
func TestBattleToughnessAndOrder(t *testing.T) {
	always := func(name string, toughness int) rules.Fighter {
		return rules.Fighter{Name: name, Dice: 1, Hit: rules.HitOn(6, 6), Toughness: toughness}
	}
	b := rules.Battle{Sides: [2]rules.BattleSide{
		{Name: "Attacker", Fighters: []rules.Fighter{always("infantry", 1), always("battleship", 2)}},
		{Name: "Defender", Fighters: []rules.Fighter{always("fighter", 1), always("fighter", 1)}},
	}}
	o, err := b.Odds()
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Ends) != 1 || o.Ends[0].Hits != [2]int{2, 2} || o.Ends[0].P.Fraction() != "1/1" ||
		o.Result(o.Ends[0]) != "Attacker wins, 1 left (battleship)" {
		t.Errorf("ends %v, result %q", o.Ends, o.Result(o.Ends[0]))
	}
	b.Sides[0].Fighters[0], b.Sides[0].Fighters[1] = b.Sides[0].Fighters[1], b.Sides[0].Fighters[0]
	o, _ = b.Odds()
	if len(o.Ends) != 1 || o.Result(o.Ends[0]) != "Attacker wins, 1 left (infantry)" {
		t.Errorf("battleship first: ends %v", o.Ends)
	}
}

// Nobody can hit: the battle ends as it stands instead of looping.
func TestBattleNoHitsPossible(t *testing.T) {
	b := rules.Battle{Sides: [2]rules.BattleSide{
		{Name: "A", Fighters: []rules.Fighter{fighter("x", 0)}},
		{Name: "B", Fighters: []rules.Fighter{fighter("y", 0), fighter("z", 0)}},
	}}
	o, err := b.Odds()
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Ends) != 1 || o.Result(o.Ends[0]) != "undecided (no hits possible): 1 vs 2 left" {
		t.Errorf("ends %v", o.Ends)
	}
}

func TestBattleBounds(t *testing.T) {
	big := make([]rules.Fighter, rules.MaxBattleHits+1)
	for i := range big {
		big[i] = fighter("inf", 1)
	}
	for _, c := range []struct {
		b    rules.Battle
		want string
	}{
		{rules.Battle{Sides: [2]rules.BattleSide{{Name: "A", Fighters: big}, {Name: "B"}}}, "more than the 100"},
		{rules.Battle{MaxRounds: -1}, "-1 rounds"},
		{rules.Battle{Sides: [2]rules.BattleSide{{Name: "A", Fighters: []rules.Fighter{{Name: "x", Dice: -2}}}}}, "-2 dice"},
	} {
		if _, err := c.b.Odds(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Odds() err = %v, want %q", err, c.want)
		}
	}
}

// A big A&A battle: 10 infantry and 3 tanks against 12 infantry and 2
// fighters, fought to the end.
func BenchmarkBattleOdds(b *testing.B) {
	var att, def []rules.Fighter
	for range 10 {
		att = append(att, fighter("infantry", 1))
	}
	for range 3 {
		att = append(att, fighter("tank", 3))
	}
	for range 12 {
		def = append(def, fighter("infantry", 2))
	}
	for range 2 {
		def = append(def, fighter("fighter", 4))
	}
	bt := rules.Battle{Sides: [2]rules.BattleSide{{Name: "A", Fighters: att}, {Name: "D", Fighters: def}}}
	for b.Loop() {
		if _, err := bt.Odds(); err != nil {
			b.Fatal(err)
		}
	}
}

// Past MaxExactBattle the odds are computed in float64: 30 against 30
// units still give every end, adding up to 1 within rounding.
func TestBattleLargeIsApproximate(t *testing.T) {
	var a, d []rules.Fighter
	for i := range 30 {
		a = append(a, fighter("infantry", 1+i%3))
		d = append(d, fighter("infantry", 2+i%2))
	}
	o, err := rules.Battle{Sides: [2]rules.BattleSide{{Name: "A", Fighters: a}, {Name: "D", Fighters: d}}}.Odds()
	if err != nil {
		t.Fatal(err)
	}
	if !o.Approximate || len(o.Ends) < 30 {
		t.Errorf("approximate %v, %d ends", o.Approximate, len(o.Ends))
	}
	if s := o.Distribution().Sum().Float64(); s < 1-1e-9 || s > 1+1e-9 {
		t.Errorf("chances add up to %v", s)
	}
	small, _ := rules.Battle{Sides: [2]rules.BattleSide{{Name: "A", Fighters: a[:13]}, {Name: "D", Fighters: d[:13]}}}.Odds()
	if small.Approximate {
		t.Error("13 against 13 should be exact")
	}
}
