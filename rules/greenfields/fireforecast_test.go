package greenfields

import (
	"fmt"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// part is the forecast's part titled title.
func part(t *testing.T, f rules.Forecast, title string) rules.ForecastPart {
	t.Helper()
	for _, p := range f.Parts {
		if p.Title == title {
			return p
		}
	}
	t.Fatalf("no part %q in %+v", title, f.Parts)
	return rules.ForecastPart{}
}

// dist is "result fraction, ..." of d.
func dist(d rules.Distribution) string {
	var parts []string
	for _, o := range d {
		parts = append(parts, o.Result+" "+o.P.Fraction())
	}
	return strings.Join(parts, ", ")
}

// One hit die at German cavalry (4-2-6) moving and mounted: 2-2 = 0
// experience dice. A 1-4 misses (2/3), a 5 is one casualty (1/6), a 6 two
// (1/6). One casualty: 4 morale dice, continues unless all miss:
// 1-(4/6)^4 = 65/81, routs 16/81. Two: morale 3, 3 dice: none (4/6)^3 =
// 8/27 routs, exactly one 3·(1/6)(4/6)^2 = 2/9 wavers, else 13/27
// continues. So continues 1/6·65/81 + 1/6·13/27 = 52/243, wavers 1/6·2/9
// = 1/27, routs 1/6·16/81 + 1/6·8/27 = 20/243. The morale rise: one
// casualty at full morale and four scoring dice, 1/6·(1/3)^4 = 1/486.
func TestFireForecastHandWorked(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st) // the forecasts of identified targets (the game starts with none)
	cav := unit(t, st, "ger-cav", 1)
	f := st.fireForecast("Fire at German cavalry", shot{Kind: FireSmallArms, Side: Allies, Dice: 1, Targets: []int{cav}, Moving: true})
	if got := dist(f.Outcomes); got != "0 hits 2/3, 1 hit 1/6, 2 hits 1/6" {
		t.Errorf("hit dice: %s", got)
	}
	c := part(t, f, "Casualties to "+st.unitName(cav))
	if got := dist(c.Outcomes); got != "0 casualties 2/3, 1 casualty 1/6, 2 casualties 1/6" {
		t.Errorf("casualties: %s", got)
	}
	if !strings.Contains(c.Note, "experience dice 0 (experience 2, -1 unit is moving, -1 unit is mounted)") {
		t.Errorf("the save's dice, then its experience and modifiers: %q", c.Note)
	}
	m := part(t, f, "Morale check of "+st.unitName(cav))
	want := fmt.Sprintf("%s 2/3, %s 52/243, %s 1/27, %s 20/243", kit.MoraleNoCheck, kit.MoraleContinues, kit.MoraleWavers, kit.MoraleRouts)
	if got := dist(m.Outcomes); got != want {
		t.Errorf("morale:\n got %s\nwant %s", got, want)
	}
	if strings.Contains(m.Note, "experience rises") || !strings.Contains(m.Note, "morale rises above its usual level (every one of its full dice scores): <1%") {
		t.Errorf("rises: %q", m.Note)
	}
	if p := st.moraleRiseChance(cav, mustFireOdds(t, st.fireOdds(shot{Kind: FireSmallArms, Side: Allies, Dice: 1, Moving: true}, cav))); p.Fraction() != "1/486" {
		t.Errorf("morale rise %s, want 1/486", p.Fraction())
	}
}

func mustFireOdds(t *testing.T, f kit.Fire) kit.FireOdds {
	t.Helper()
	o, err := f.Odds()
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// A target the firing side has not identified shows only the hit dice:
// nothing of its strength, experience or morale reaches the forecast.
func TestFireForecastHidesUnidentified(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st) // the forecasts of identified targets (the game starts with none)
	a, b := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2)
	st.Units[a].Hidden = true
	st.Troops[a].Morale, st.Troops[a].Experience, st.Troops[a].Strength = 4, 2, 7
	f := st.fireForecast("Fire", shot{Kind: FireSmallArms, Side: Allies, Dice: 6, Targets: st.sideAt(Central, st.Units[a].Loc)})
	if len(f.Parts) != 1 || f.Parts[0].Title != "Hits on "+st.unitName(a)+": the results above" || len(f.Parts[0].Outcomes) != 0 ||
		!strings.Contains(f.Parts[0].Note, "strength, experience and morale are unknown") {
		t.Fatalf("parts %+v", f.Parts)
	}
	text := fmt.Sprintf("%+v", f)
	for _, secret := range []string{"4-2-7", "German regulars, 4", "experience dice 2", "sloping over"} {
		if strings.Contains(text, secret) {
			t.Errorf("the forecast shows %q of an unidentified unit: %s", secret, text)
		}
	}
	if !strings.Contains(text, st.unitName(b)+", 3-3-12") {
		t.Errorf("the identified unit behind it is listed with its values: %s", text)
	}
}

// Artillery rolls at every unit: a line (casualties and morale) per unit.
func TestFireForecastArtilleryEveryUnit(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st) // the forecasts of identified targets (the game starts with none)
	bef, fr := unit(t, st, "bef-inf", 1), unit(t, st, "fr-inf", 1)
	place(t, st, fr, "G6")
	f := st.fireForecast("Bombardment of G6", shot{Kind: FireArtillery, Side: Central, Dice: 3, Targets: st.unitsAt(st.Units[bef].Loc)})
	var titles []string
	for _, p := range f.Parts {
		titles = append(titles, p.Title)
	}
	want := []string{"Casualties to " + st.unitName(bef), "Morale check of " + st.unitName(bef),
		"Casualties to " + st.unitName(fr), "Morale check of " + st.unitName(fr)}
	if fmt.Sprint(titles) != fmt.Sprint(want) {
		t.Errorf("parts %v, want %v", titles, want)
	}
}

// Slope-over: one hit die at a German regiment of 1 strength point with
// no experience left, B behind it: only a 6 (2 hits) goes past it, 1/6.
func TestFireForecastSlopeOver(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st) // the forecasts of identified targets (the game starts with none)
	a, b := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2)
	st.Troops[a].Strength, st.Troops[a].Experience = 1, 0
	f := st.fireForecast("Fire", shot{Kind: FireSmallArms, Side: Allies, Dice: 1, Targets: []int{a, b}})
	p := part(t, f, "Hits sloping over onto "+st.unitName(b))
	if got := dist(p.Outcomes); got != "none 5/6, some 1/6" {
		t.Errorf("slope-over: %s", got)
	}
}

// "target < 1 ms": 12 hit dice (German regulars) at the BEF (experience
// 5) with its morale check.
func BenchmarkFireForecast12v5(b *testing.B) {
	st := newTestState(b, nil)
	identifyAll(st) // the forecast of an identified target: its casualties and its morale check
	bef := unit(b, st, "bef-inf", 1)
	sh := shot{Kind: FireSmallArms, Side: Central, Dice: 12, Targets: []int{bef}}
	b.ReportAllocs()
	for b.Loop() {
		f := st.fireForecast("Fire at the BEF", sh)
		if len(f.Parts) != 2 {
			b.Fatal(f.Parts)
		}
	}
}

// The Combat example's first round as the British would see it before
// rolling: 6 dice at regiment A (3-3-12), moving, in the open G6. The
// chances of what happened ("a loss of 2 strength points", then it
// wavered) are those kit's brute force counts over all 6^8 rolls with no
// strength cap, 315193/1679616 and 614861/2519424, less for the wavering
// the one case where A has 12 points to lose: six 6s (12 hits) and no
// save, (1/6)^6·(4/6)^2 = 16/1679616, destroys it, where uncapped its 2
// morale dice would have wavered 20/36 of the time: 614861/2519424 −
// 16/1679616·20/36 = 1844543/7558272.
func TestFireForecastCombatExampleRoundOne(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st) // the forecasts of identified targets (the game starts with none)
	bef := unit(t, st, "bef-inf", 1)
	a, b, c := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2), unit(t, st, "ger-reg", 3)
	stack(t, st, "G6", a, b, c, bef)
	f := st.fireForecast("The BEF fires at the German attack", shot{Kind: FireSmallArms, Side: Allies, Firers: []int{bef},
		Dice: st.fireDice(bef), Targets: st.sideAt(Central, st.Units[bef].Loc), Moving: true})
	if p := part(t, f, "Casualties to "+st.unitName(a)).Outcomes.Get("2 casualties"); p.Fraction() != "315193/1679616" {
		t.Errorf("P(2 casualties) = %s", p.Fraction())
	}
	if p := part(t, f, "Morale check of "+st.unitName(a)).Outcomes.Get(kit.MoraleWavers); p.Fraction() != "1844543/7558272" {
		t.Errorf("P(wavers) = %s", p.Fraction())
	}
	// 6 dice score at most 12 hits; A (12 points) saving 0 is destroyed
	// only by twelve, never passing hits on: no slope-over onto B.
	if p := part(t, f, "Hits sloping over onto "+st.unitName(b)); len(p.Outcomes) != 1 || p.Outcomes[0].Result != "none" {
		t.Errorf("slope-over onto B: %v", p.Outcomes)
	}
	if len(f.Attackers) != 1 || f.Attackers[0] != st.unitName(bef)+": 6 dice" || len(f.Defenders) != 3 {
		t.Errorf("attackers %q defenders %q", f.Attackers, f.Defenders)
	}
}

// The forecast's save says the dice rolled, then why, as the Combat
// example does: the German lead regiment (experience 3) "rolls its
// experience dice to negate the damage (3 dice, -1 die for moving)", and
// regiment "C" rolls "(2 dice, -1 for moving)": 2 dice. The BEF, in open
// terrain and not moving, rolls its 5 ("5 dice are rolled").
func TestFireForecastSaveDice(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	a, bef := unit(t, st, "ger-reg", 1), unit(t, st, "bef-inf", 1)
	for _, tc := range []struct {
		target int
		moving bool
		want   string
	}{
		{a, true, "experience dice 2 (experience 3, -1 unit is moving)"},
		{bef, false, "experience dice 5"},
	} {
		f := st.fireForecast("Fire", shot{Kind: FireSmallArms, Side: other(st.Units[tc.target].Side), Dice: 6, Targets: []int{tc.target}, Moving: tc.moving})
		c := part(t, f, "Casualties to "+st.unitName(tc.target))
		if c.Note != tc.want {
			t.Errorf("%s: save %q, want %q", st.unitName(tc.target), c.Note, tc.want)
		}
	}
}
