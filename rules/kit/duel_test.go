package kit_test

import (
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// The tables of these tests are seed 000's three Air Combat tables (Ether
// Flyers, "Air Combat"), Fighters rolling, rows by die face 1 to 6.

func duelEffects(t testing.TB, tokens ...string) []kit.DuelEffect {
	t.Helper()
	out := make([]kit.DuelEffect, len(tokens))
	for i, s := range tokens {
		e, err := kit.ParseDuelEffect(s)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = e
	}
	return out
}

// duelFighterFighter is table a): "DRMs: +1 if there are more
// Intercepting F types than Escorts; -1 if there are more Escorts than
// Interceptors." Fighters are the Interceptors, Targets the Escorts.
func duelFighterFighter(t testing.TB) kit.DuelTable {
	return kit.DuelTable{Name: "a", Sides: 6,
		Effects: duelEffects(t, "fighter-shot-down", "fighter-aborts", "fighter-aborts", "target-aborts", "target-aborts", "target-shot-down"),
		DRM: func(left [2]int) []rules.Modifier {
			switch {
			case left[0] > left[1]:
				return []rules.Modifier{{Value: 1, Reason: "more Interceptors"}}
			case left[1] > left[0]:
				return []rules.Modifier{{Value: -1, Reason: "more Escorts"}}
			}
			return nil
		}}
}

// moreThanOne is b) and c)'s "+1 if more than one Fighter is present".
func moreThanOne(left [2]int) []rules.Modifier {
	if left[0] > 1 {
		return []rules.Modifier{{Value: 1, Reason: "more than one Fighter"}}
	}
	return nil
}

// duelZeppelin is table b): 6 "Zeppelin shot down. Any passengers lost.",
// 5 "Zeppelin survives but passengers lost.", 4-3 an F aborts, 2-1 an F
// shot down.
func duelZeppelin(t testing.TB) kit.DuelTable {
	return kit.DuelTable{Name: "b", Sides: 6,
		Effects: duelEffects(t, "fighter-shot-down", "fighter-shot-down", "fighter-aborts", "fighter-aborts", "passengers-lost", "target-shot-down/passengers-lost"),
		DRM:     moreThanOne}
}

// duelFlyer is table c): 6-5 B or CS shot down, 4-3 it aborts, 2 an F
// aborts, 1 an F shot down.
func duelFlyer(t testing.TB) kit.DuelTable {
	return kit.DuelTable{Name: "c", Sides: 6,
		Effects: duelEffects(t, "fighter-shot-down", "fighter-aborts", "target-aborts", "target-aborts", "target-shot-down", "target-shot-down"),
		DRM:     moreThanOne}
}

// end is an expected end state: Fighters shot down and aborted, Targets
// shot down and aborted, passengers lost, probability num/den.
type end struct {
	fs, fa, ts, ta, pax int
	num, den            int64
}

func checkDuel(t *testing.T, d kit.Duel, want []end) {
	t.Helper()
	o, err := d.Odds()
	if err != nil {
		t.Fatal(err)
	}
	if o.Sum().Cmp(rules.NewProb(1, 1)) != 0 {
		t.Errorf("probabilities add up to %s, not 1", o.Sum().Fraction())
	}
	got := map[end]string{}
	for _, e := range o.Ends {
		got[end{fs: e.ShotDown[0], fa: e.Aborted[0], ts: e.ShotDown[1], ta: e.Aborted[1], pax: e.PassengersLost}] = e.P.Fraction()
		if e.Left[0] != d.Units[0]-e.ShotDown[0]-e.Aborted[0] || e.Left[1] != d.Units[1]-e.ShotDown[1]-e.Aborted[1] {
			t.Errorf("end %+v: Left does not match the losses", e)
		}
	}
	for _, w := range want {
		k := w
		k.num, k.den = 0, 0
		if p := rules.NewProb(w.num, w.den).Fraction(); got[k] != p {
			t.Errorf("end %+v: P = %q, want %s", k, got[k], p)
		}
		delete(got, k)
	}
	for k, p := range got {
		t.Errorf("unexpected end %+v with P = %s", k, p)
	}
}

// TestDuelZeppelinAlone: 1 F against 1 Zeppelin without passengers, no
// DRM (one Fighter). Faces 6 shoots the Zeppelin down, 3-4 abort the F,
// 1-2 shoot it down; 5 ("passengers lost") changes nothing on a Zeppelin
// without passengers, so it is rolled again and divides out: of the five
// faces that change anything, P(Zeppelin shot down) = P(6)/P(6 or 1..4)
// = 1/5, P(F aborts) = 2/5, P(F shot down) = 2/5.
func TestDuelZeppelinAlone(t *testing.T) {
	checkDuel(t, kit.Duel{Table: duelZeppelin(t), Units: [2]int{1, 1}}, []end{
		{ts: 1, num: 1, den: 5},
		{fa: 1, num: 2, den: 5},
		{fs: 1, num: 2, den: 5},
	})
}

// TestDuelZeppelinPassengers: 1 F against 1 Zeppelin carrying a Crack
// Troop. First roll, every face changes something: 6 shoots it down with
// its passengers (1/6), 5 loses the passengers (1/6), 3-4 abort the F
// (2/6), 1-2 shoot it down (2/6). After a 5 the Zeppelin has no passengers
// left, so as in TestDuelZeppelinAlone 6 is 1/5, 3-4 2/5, 1-2 2/5.
//
//	Zeppelin shot down, passengers lost: 1/6 + 1/6·1/5 = 6/30 = 1/5
//	F aborts, passengers kept: 2/6 = 1/3;   F aborts, passengers lost: 1/6·2/5 = 1/15
//	F shot down, passengers kept: 1/3;      F shot down, passengers lost: 1/15
func TestDuelZeppelinPassengers(t *testing.T) {
	checkDuel(t, kit.Duel{Table: duelZeppelin(t), Units: [2]int{1, 1}, Passengers: []bool{true}}, []end{
		{ts: 1, pax: 1, num: 1, den: 5},
		{fa: 1, num: 1, den: 3},
		{fa: 1, pax: 1, num: 1, den: 15},
		{fs: 1, num: 1, den: 3},
		{fs: 1, pax: 1, num: 1, den: 15},
	})
}

// TestDuelZeppelinTwoFighters: 2 F against 1 Zeppelin without passengers.
// While both F are left the DRM is +1: faces 1-6 read rows 2-6 and 6
// again: row 2 an F shot down (face 1), rows 3-4 an F aborts (faces 2-3),
// row 5 nothing (face 4), row 6 the Zeppelin shot down (faces 5-6). Of
// the five faces that change anything: Zeppelin 2/5, F shot down 1/5, F
// aborts 2/5. With one F left, no DRM: Zeppelin 1/5, F aborts 2/5, F shot
// down 2/5 (TestDuelZeppelinAlone).
//
//	Zeppelin shot down, no F lost: 2/5
//	Zeppelin shot down, 1 F shot down: 1/5·1/5 = 1/25; 1 F aborted: 2/5·1/5 = 2/25
//	both F shot down: 1/5·2/5 = 2/25; both aborted: 2/5·2/5 = 4/25
//	one shot down, one aborted: 1/5·2/5 + 2/5·2/5 = 6/25
func TestDuelZeppelinTwoFighters(t *testing.T) {
	checkDuel(t, kit.Duel{Table: duelZeppelin(t), Units: [2]int{2, 1}}, []end{
		{ts: 1, num: 2, den: 5},
		{ts: 1, fs: 1, num: 1, den: 25},
		{ts: 1, fa: 1, num: 2, den: 25},
		{fs: 2, num: 2, den: 25},
		{fa: 2, num: 4, den: 25},
		{fs: 1, fa: 1, num: 6, den: 25},
	})
}

// TestDuelFighterFighter: table a) with 1 against 1 (no DRM) reads the
// die straight: Escort shot down 1/6 (6), Escort aborts 2/6 (4-5),
// Interceptor aborts 2/6 (2-3), Interceptor shot down 1/6 (1).
//
// 2 Interceptors against 1 Escort: +1, faces 1-6 read rows 2-7→6: an
// Interceptor aborts on faces 1-2, the Escort aborts on 3-4, is shot down
// on 5-6, each 1/3. After an Interceptor aborts it is 1 against 1 again:
//
//	Escort shot down 1/3; Escort aborts 1/3;
//	1 Interceptor aborts then: Escort shot down 1/3·1/6 = 1/18, Escort aborts 1/3·2/6 = 1/9,
//	  the other Interceptor aborts 1/9 or is shot down 1/18.
//
// 1 Interceptor against 2 Escorts: -1, faces 1-6 read rows 0→1, 1-5: the
// Interceptor is shot down on faces 1-2, aborts on 3-4, an Escort aborts on
// 5-6; then 1 against 1.
//
//	Interceptor shot down 1/3, aborts 1/3;
//	an Escort aborts (1/3), then: the other shot down 1/18, aborts 1/9,
//	  the Interceptor aborts 1/9, is shot down 1/18.
func TestDuelFighterFighter(t *testing.T) {
	tab := duelFighterFighter(t)
	checkDuel(t, kit.Duel{Table: tab, Units: [2]int{1, 1}}, []end{
		{ts: 1, num: 1, den: 6},
		{ta: 1, num: 1, den: 3},
		{fa: 1, num: 1, den: 3},
		{fs: 1, num: 1, den: 6},
	})
	checkDuel(t, kit.Duel{Table: tab, Units: [2]int{2, 1}}, []end{
		{ts: 1, num: 1, den: 3},
		{ta: 1, num: 1, den: 3},
		{fa: 1, ts: 1, num: 1, den: 18},
		{fa: 1, ta: 1, num: 1, den: 9},
		{fa: 2, num: 1, den: 9},
		{fa: 1, fs: 1, num: 1, den: 18},
	})
	checkDuel(t, kit.Duel{Table: tab, Units: [2]int{1, 2}}, []end{
		{fs: 1, num: 1, den: 3},
		{fa: 1, num: 1, den: 3},
		{ta: 1, ts: 1, num: 1, den: 18},
		{ta: 2, num: 1, den: 9},
		{ta: 1, fa: 1, num: 1, den: 9},
		{ta: 1, fs: 1, num: 1, den: 18},
	})
}

// TestDuelFlyer: table c) with 1 F against 1 Bomber: 5-6 shoot it down
// (1/3), 3-4 it aborts (1/3), 2 the F aborts (1/6), 1 the F is shot down
// (1/6). With 2 F, +1: faces 1-6 read rows 2-6, 6: F aborts on face 1
// (1/6), the Bomber aborts on 2-3 (1/3), is shot down on 4-6 (1/2); after
// an F aborts it is 1 against 1: 1/6·(1/3, 1/3, 1/6, 1/6).
func TestDuelFlyer(t *testing.T) {
	tab := duelFlyer(t)
	checkDuel(t, kit.Duel{Table: tab, Units: [2]int{1, 1}}, []end{
		{ts: 1, num: 1, den: 3},
		{ta: 1, num: 1, den: 3},
		{fa: 1, num: 1, den: 6},
		{fs: 1, num: 1, den: 6},
	})
	checkDuel(t, kit.Duel{Table: tab, Units: [2]int{2, 1}}, []end{
		{ts: 1, num: 1, den: 2},
		{ta: 1, num: 1, den: 3},
		{fa: 1, ts: 1, num: 1, den: 18},
		{fa: 1, ta: 1, num: 1, den: 18},
		{fa: 2, num: 1, den: 36},
		{fa: 1, fs: 1, num: 1, den: 36},
	})
}

// TestDuelStalemate: a table no roll of which changes anything ends at
// once, as it stands.
func TestDuelStalemate(t *testing.T) {
	tab := kit.DuelTable{Name: "quiet", Sides: 6, Effects: duelEffects(t, "no-effect", "no-effect", "no-effect", "no-effect", "passengers-lost", "no-effect")}
	d := kit.Duel{Table: tab, Units: [2]int{2, 2}}
	if !d.Over(kit.DuelState{}) {
		t.Error("a table that changes nothing is not over")
	}
	o, err := d.Odds()
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Ends) != 1 || !o.Ends[0].Stalemate || o.Ends[0].P.Fraction() != "1/1" {
		t.Errorf("ends %+v, want one stalemate with P 1", o.Ends)
	}
}

// TestDuelRowClamped: a modified roll above the table reads its last row,
// below it its first.
func TestDuelRowClamped(t *testing.T) {
	d := kit.Duel{Table: duelZeppelin(t), Units: [2]int{3, 1}}
	total, row, e := d.Row(kit.DuelState{}, 6)
	if total != 7 || row != 6 || e.Loss != kit.DuelShotDown || e.Side != kit.DuelTargets || !e.Passengers {
		t.Errorf("6+1 read total %d row %d %v, want 7 on row 6, target-shot-down/passengers-lost", total, row, e)
	}
	a := kit.Duel{Table: duelFighterFighter(t), Units: [2]int{1, 3}}
	if total, row, e := a.Row(kit.DuelState{}, 1); total != 0 || row != 1 || e.String() != "fighter-shot-down" {
		t.Errorf("1-1 read total %d row %d %v, want 0 on row 1, fighter-shot-down", total, row, e)
	}
}

func TestParseDuelEffect(t *testing.T) {
	for _, s := range []string{"fighter-shot-down", "fighter-aborts", "target-shot-down", "target-aborts", "passengers-lost", "no-effect", "target-shot-down/passengers-lost"} {
		e, err := kit.ParseDuelEffect(s)
		if err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		if e.String() != s {
			t.Errorf("%q reads back as %q", s, e.String())
		}
	}
	for s, want := range map[string]string{
		"shot-down":                          `unknown token "shot-down"`,
		"target-shot-down/fighter-aborts":    "two unit losses",
		"passengers-lost/passengers-lost":    "passengers lost twice",
		"no-effect/passengers-lost":          "joined with another",
		"target-shot-down/passengers-lost/x": `unknown token "x"`,
	} {
		_, err := kit.ParseDuelEffect(s)
		if err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), "kit: ") {
			t.Errorf("%q: error %v, want one with %q", s, err, want)
		}
	}
}

func TestDuelValidate(t *testing.T) {
	tab := duelZeppelin(t)
	for _, d := range []kit.Duel{
		{Table: kit.DuelTable{Name: "short", Sides: 6, Effects: tab.Effects[:5]}, Units: [2]int{1, 1}},
		{Table: tab, Units: [2]int{kit.MaxDuelUnits + 1, 1}},
		{Table: tab, Units: [2]int{1, 1}, Passengers: []bool{true, true}},
	} {
		if _, err := d.Odds(); err == nil {
			t.Errorf("%+v: no error", d.Units)
		}
	}
}
