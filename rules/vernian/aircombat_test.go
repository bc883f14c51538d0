package vernian

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"sandtable/rules"
)

// Air combat (000 Ether Flyers, "Air Combat"): fights resolved with
// manual dice, each table row, the DRMs counted each round, and the
// forecast's exact odds worked out by hand.

// airTestHex is where the test fights take place (France); Allied flyers
// fly from Paris, German ones from W0905 (Germany).
const (
	airTestHex   = "W0506"
	alliedBase   = "W0307"
	germanBase   = "W0905"
	airTestPhase = PhaseAllMovement
)

// airState is the test scenario in the Allied Movement Phase (an air phase
// with nothing to do passes by itself) with the board
// cleared.
func airState(t testing.TB) *State {
	t.Helper()
	return fresh(t, nil, airTestPhase)
}

// flyer adds a flyer of type typ in the air over airTestHex on mission,
// flown from base, and returns its index.
func flyer(t testing.TB, st *State, typ, mission, base string) int {
	t.Helper()
	id := add(t, st, typ, airTestHex)
	st.Air.Flights = append(st.Air.Flights, Flight{Unit: id, Mission: mission, From: base})
	return idx(t, st, id)
}

// zeppelin adds a Zeppelin at airTestHex, with a Crack Troop aboard when
// carrying, and returns its index.
func zeppelin(t testing.TB, st *State, carrying bool) int {
	t.Helper()
	id := add(t, st, "ger-zep-3", airTestHex)
	if carrying {
		c := add(t, st, "ger-crack", airTestHex)
		st.Units[idx(t, st, c)].Loc = rules.Location{Aboard: id}
	}
	return idx(t, st, id)
}

// fight resolves fights with the faces given, failing unless every face
// was used, and returns the log lines.
func fight(t *testing.T, st *State, fights []airFight, faces ...int) []string {
	t.Helper()
	d := manual(faces...)
	ctx := rules.NewContext(d)
	if err := st.resolveAirFights(fights, ctx); err != nil {
		t.Fatal(err)
	}
	if d.Pending() != 0 {
		t.Errorf("%d faces left over", d.Pending())
	}
	var out []string
	for _, e := range ctx.Events() {
		out = append(out, e.String())
	}
	return out
}

func wantAt(t *testing.T, st *State, i int, want string) {
	t.Helper()
	if got := st.text(st.Units[i].Loc); got != want {
		t.Errorf("%s is at %s, want %s", st.Units[i].ID, got, want)
	}
}

// Table b), one row at a time, 1 F against 1 Zeppelin (no DRM): "6
// Zeppelin shot down. Any passengers lost. 5 Zeppelin survives but
// passengers lost. 4, 3 One F type aborts and returns to base immediately.
// 2, 1 One F type shot down." A 5 against a Zeppelin without passengers
// changes nothing: the fight goes on.
func TestAirCombatZeppelinRows(t *testing.T) {
	for _, c := range []struct {
		faces            []int
		carrying         bool
		fighter, zep     string
		passenger, words string
	}{
		{[]int{6}, true, airTestHex, "eliminated", "eliminated", "Zeppelin shot down. Any passengers lost: Über-Zeppelin"},
		{[]int{5, 4}, true, alliedBase, airTestHex, "eliminated", "Zeppelin survives but passengers lost: Über-Zeppelin"},
		{[]int{5, 6}, false, airTestHex, "eliminated", "", "Zeppelin survives but passengers lost: no effect, Über-Zeppelin fleet 0-3-3 carries no passengers"},
		{[]int{4}, true, alliedBase, airTestHex, "aboard", "One F type aborts and returns to base immediately"},
		{[]int{3}, false, alliedBase, airTestHex, "", "One F type aborts and returns to base immediately"},
		{[]int{2}, false, "eliminated", airTestHex, "", "One F type shot down"},
		{[]int{1}, true, "eliminated", airTestHex, "aboard", "One F type shot down"},
	} {
		t.Run(fmt.Sprint(c.faces), func(t *testing.T) {
			st := airState(t)
			f := flyer(t, st, "bri-flyer-f", "sweep", alliedBase)
			z := zeppelin(t, st, c.carrying)
			lines := fight(t, st, []airFight{{Table: AirFighterZeppelin, Loc: loc(t, st, airTestHex), Fighters: []int{f}, Targets: []int{z}}}, c.faces...)
			if !hasLine(lines, fmt.Sprintf("1d6 [%d]", c.faces[0]), "Air Combat b) Allied Fighter versus Zeppelin ("+RuleAirCombat+")", c.words) {
				t.Errorf("no roll of %d reading %q in\n%s", c.faces[0], c.words, strings.Join(lines, "\n"))
			}
			wantAt(t, st, f, c.fighter)
			wantAt(t, st, z, c.zep)
			if c.carrying {
				p := st.Units.Passengers(z)
				switch {
				case c.passenger == "aboard" && len(p) != 1:
					t.Errorf("the Crack Troop is no longer aboard")
				case c.passenger == "eliminated" && len(p) != 0:
					t.Errorf("the Crack Troop is still aboard")
				}
			}
			if c.fighter == alliedBase && st.flight(f) != nil {
				t.Errorf("the aborted F is still in the air")
			}
		})
	}
}

// Table a), one row at a time, 1 Interceptor against 1 Escort (no DRM):
// "6 One Escort F type shot down; 5, 4 One Escort F type aborts ...; 3, 2
// One Intercepting F type aborts ...; 1 One Intercepting F type is shot
// down".
func TestAirCombatFighterRows(t *testing.T) {
	for face, want := range map[int][2]string{
		6: {airTestHex, "eliminated"},
		5: {airTestHex, alliedBase},
		4: {airTestHex, alliedBase},
		3: {germanBase, airTestHex},
		2: {germanBase, airTestHex},
		1: {"eliminated", airTestHex},
	} {
		st := airState(t)
		g := flyer(t, st, "ger-flyer-f", "intercept", germanBase)
		e := flyer(t, st, "bri-flyer-f", "escort", alliedBase)
		lines := fight(t, st, []airFight{{Table: AirFighterFighter, Loc: loc(t, st, airTestHex), Fighters: []int{g}, Targets: []int{e}}}, face)
		wantAt(t, st, g, want[0])
		wantAt(t, st, e, want[1])
		row := st.fixed.t.AirCombat.FighterFighter.row(face).Text
		if !hasLine(lines, fmt.Sprintf("1d6 [%d] on Air Combat a)", face), row) {
			t.Errorf("face %d: no roll reading %q in\n%s", face, row, strings.Join(lines, "\n"))
		}
	}
}

// Table c), one row at a time, 1 German F against 1 Bomber (no DRM): "6, 5
// B or CS type shot down. 4, 3 B or CS type aborts ...; 2 One F type
// aborts ...; 1 One F type shot down".
func TestAirCombatFlyerRows(t *testing.T) {
	for face, want := range map[int][2]string{
		6: {airTestHex, "eliminated"},
		5: {airTestHex, "eliminated"},
		4: {airTestHex, alliedBase},
		3: {airTestHex, alliedBase},
		2: {germanBase, airTestHex},
		1: {"eliminated", airTestHex},
	} {
		st := airState(t)
		g := flyer(t, st, "ger-flyer-f", "intercept", germanBase)
		b := flyer(t, st, "bri-flyer-b", "heavy", alliedBase)
		lines := fight(t, st, []airFight{{Table: AirFighterFlyer, Loc: loc(t, st, airTestHex), Fighters: []int{g}, Targets: []int{b}}}, face)
		wantAt(t, st, g, want[0])
		wantAt(t, st, b, want[1])
		row := strings.TrimSuffix(st.fixed.t.AirCombat.FighterFlyer.row(face).Text, ".")
		if !hasLine(lines, fmt.Sprintf("1d6 [%d] on Air Combat c)", face), row) {
			t.Errorf("face %d: no roll reading %q in\n%s", face, row, strings.Join(lines, "\n"))
		}
	}
}

// "+1 if more than one Fighter is present" is counted before each roll:
// 2 F against 2 Zeppelins, the first roll at +1 (a 1 reads row 2: one F
// shot down), then 1 F left and no DRM (a 6 shoots down the first
// Zeppelin; a 4 aborts the F). The Zeppelins are attacked in the order
// given: the first is shot down, the second survives.
func TestAirCombatDRMEachRound(t *testing.T) {
	st := airState(t)
	f1 := flyer(t, st, "bri-flyer-f", "sweep", alliedBase)
	f2 := flyer(t, st, "fra-flyer-f", "sweep", alliedBase)
	z1, z2 := zeppelin(t, st, false), zeppelin(t, st, false)
	lines := fight(t, st, []airFight{{Table: AirFighterZeppelin, Loc: loc(t, st, airTestHex), Fighters: []int{f1, f2}, Targets: []int{z1, z2}}}, 1, 6, 4)
	var rolls []string
	for _, l := range lines {
		if strings.Contains(l, "1d6 [") {
			rolls = append(rolls, l)
		}
	}
	if len(rolls) != 3 {
		t.Fatalf("%d rolls, want 3:\n%s", len(rolls), strings.Join(lines, "\n"))
	}
	if !strings.Contains(rolls[0], "1d6 [1] +1 more than one Fighter present = 2") || !strings.Contains(rolls[0], "One F type shot down") {
		t.Errorf("first roll: %s", rolls[0])
	}
	for _, r := range rolls[1:] {
		if strings.Contains(r, "more than one Fighter") {
			t.Errorf("a DRM with one Fighter left: %s", r)
		}
	}
	wantAt(t, st, f1, "eliminated")
	wantAt(t, st, f2, alliedBase)
	wantAt(t, st, z1, "eliminated")
	wantAt(t, st, z2, airTestHex)
	// A modified roll past the table reads its last row.
	st = airState(t)
	f1 = flyer(t, st, "bri-flyer-f", "sweep", alliedBase)
	f2 = flyer(t, st, "fra-flyer-f", "sweep", alliedBase)
	z1 = zeppelin(t, st, false)
	lines = fight(t, st, []airFight{{Table: AirFighterZeppelin, Loc: loc(t, st, airTestHex), Fighters: []int{f1, f2}, Targets: []int{z1}}}, 6)
	if !hasLine(lines, "1d6 [6] +1 more than one Fighter present = 7", "total 7 read on the 6 row", "Zeppelin shot down") {
		t.Errorf("6+1:\n%s", strings.Join(lines, "\n"))
	}
	if st.flight(f1) == nil || !st.flight(f1).Fought {
		t.Errorf("the surviving F's flight is not marked fought")
	}
}

// a) then c): "they must fight it out before any other air combat can
// take place". 2 Interceptors against 1 Escort (+1: a 3 reads 4, the
// Escort aborts); the 2 Interceptors left then attack the Bomber (+1: a 1
// reads 2, the first aborts), then alone (no DRM: a 5 shoots the Bomber
// down). With 1 Interceptor against 2 Escorts (-1: a 2 reads 1, it is
// shot down) no German F is left for c), and the Bomber is not attacked.
func TestAirCombatFighterThenFlyer(t *testing.T) {
	st := airState(t)
	g1 := flyer(t, st, "ger-flyer-f", "intercept", germanBase)
	g2 := flyer(t, st, "ger-flyer-f", "intercept", germanBase)
	e := flyer(t, st, "bri-flyer-f", "escort", alliedBase)
	b := flyer(t, st, "bri-flyer-b", "heavy", alliedBase)
	at := loc(t, st, airTestHex)
	lines := fight(t, st, []airFight{
		{Table: AirFighterFighter, Loc: at, Fighters: []int{g1, g2}, Targets: []int{e}},
		{Table: AirFighterFlyer, Loc: at, Fighters: []int{g1, g2}, Targets: []int{b}},
	}, 3, 1, 5)
	if !hasLine(lines, "1d6 [3] +1 more Intercepting F types than Escorts = 4", "One Escort F type aborts") {
		t.Errorf("a):\n%s", strings.Join(lines, "\n"))
	}
	wantAt(t, st, e, alliedBase)
	wantAt(t, st, g1, germanBase)
	wantAt(t, st, g2, airTestHex)
	wantAt(t, st, b, "eliminated")

	st = airState(t)
	g1 = flyer(t, st, "ger-flyer-f", "intercept", germanBase)
	e1 := flyer(t, st, "bri-flyer-f", "escort", alliedBase)
	e2 := flyer(t, st, "fra-flyer-f", "escort", alliedBase)
	b = flyer(t, st, "bri-flyer-b", "heavy", alliedBase)
	lines = fight(t, st, []airFight{
		{Table: AirFighterFighter, Loc: at, Fighters: []int{g1}, Targets: []int{e1, e2}},
		{Table: AirFighterFlyer, Loc: at, Fighters: []int{g1}, Targets: []int{b}},
	}, 2)
	if !hasLine(lines, "1d6 [2] -1 more Escorts than Interceptors = 1", "One Intercepting F type is shot down") {
		t.Errorf("a) at -1:\n%s", strings.Join(lines, "\n"))
	}
	wantAt(t, st, g1, "eliminated")
	wantAt(t, st, b, airTestHex)
	if !hasLine(lines, "no F types left to fight") {
		t.Errorf("c) without Interceptors:\n%s", strings.Join(lines, "\n"))
	}
}

// Manual dice that run out mid-fight ask for more, as every roll does.
func TestAirCombatNeedsDice(t *testing.T) {
	st := airState(t)
	f := flyer(t, st, "bri-flyer-f", "sweep", alliedBase)
	z := zeppelin(t, st, false)
	err := st.Clone().(*State).resolveAirFights([]airFight{{Table: AirFighterZeppelin, Loc: loc(t, st, airTestHex), Fighters: []int{f}, Targets: []int{z}}}, rules.NewContext(manual(5)))
	if _, ok := err.(*rules.NeedDice); !ok {
		t.Errorf("err %v, want *rules.NeedDice", err)
	}
}

// outcome is a forecast result and its probability num/den.
type outcome struct {
	result   string
	num, den int64
}

func checkForecast(t *testing.T, f rules.Forecast, want []outcome) {
	t.Helper()
	if s := f.Outcomes.Sum(); s.Cmp(rules.NewProb(1, 1)) != 0 {
		t.Errorf("the probabilities add up to %s, not exactly 1", s.Fraction())
	}
	for _, w := range want {
		if got, p := f.Outcomes.Get(w.result), rules.NewProb(w.num, w.den); got.Cmp(p) != 0 {
			t.Errorf("%q: %s, want %s", w.result, got.Fraction(), p.Fraction())
		}
	}
	if want != nil && len(f.Outcomes) != len(want) {
		t.Errorf("%d outcomes, want %d:\n%s", len(f.Outcomes), len(want), f.Outcomes)
	}
}

// 1 F against 1 Zeppelin carrying a Crack Troop, worked by hand (see also
// kit's TestDuelZeppelinPassengers): the first roll, every face does
// something: 6 (1/6) shoots it down with its passengers, 5 (1/6) loses the
// passengers, 3-4 (2/6) abort the F, 1-2 (2/6) shoot it down. After a 5
// the passengers are gone and a 5 does nothing: of the other faces, 6 is
// 1/5, 3-4 are 2/5, 1-2 are 2/5.
//
//	shot down: 1/6 + 1/6·1/5 = 1/5
//	survives, F aborts: 1/3; survives, passengers lost, F aborts: 1/6·2/5 = 1/15
//	survives, F shot down: 1/3; survives, passengers lost, F shot down: 1/15
func TestAirForecastZeppelin(t *testing.T) {
	st := airState(t)
	f := flyer(t, st, "bri-flyer-f", "sweep", alliedBase)
	z := zeppelin(t, st, true)
	fc := st.airForecast("Sweep", []airFight{{Table: AirFighterZeppelin, Loc: loc(t, st, airTestHex), Fighters: []int{f}, Targets: []int{z}}})
	checkForecast(t, fc, []outcome{
		{"the Zeppelin shot down, passengers lost; no F types lost", 1, 5},
		{"1 Zeppelin survives; F types: 1 aborts", 1, 3},
		{"1 Zeppelin survives, passengers lost; F types: 1 aborts", 1, 15},
		{"1 Zeppelin survives; F types: 1 shot down", 1, 3},
		{"1 Zeppelin survives, passengers lost; F types: 1 shot down", 1, 15},
	})
	if fc.TableID != AirTableID(AirFighterZeppelin) || len(fc.Defenders) != 1 || !strings.Contains(fc.Defenders[0], "carrying") {
		t.Errorf("forecast %+v", fc)
	}
	// Two F: the first-round DRM is shown with its reason.
	f2 := flyer(t, st, "fra-flyer-f", "sweep", alliedBase)
	fc = st.airForecast("Sweep", []airFight{{Table: AirFighterZeppelin, Loc: loc(t, st, airTestHex), Fighters: []int{f, f2}, Targets: []int{z}}})
	if len(fc.Modifiers) != 1 || fc.Modifiers[0].Value != 1 || !strings.Contains(fc.Modifiers[0].Reason, "more than one Fighter present") {
		t.Errorf("modifiers %v", fc.Modifiers)
	}
	checkForecast(t, fc, nil)
}

// a) then c) forecast exactly: 2 Interceptors against 1 Escort, then the
// Interceptors left against 1 Bomber (kit's TestDuelFighterFighter and
// TestDuelFlyer give each table's ends). a) ends with 2 Interceptors left
// (Escort shot down 1/3 or aborted 1/3), 1 left (1/18 + 1/9 = 1/6) or none
// (1/9 + 1/18 = 1/6). c) with 2 F: the Bomber is shot down 1/2 + 1/18 =
// 5/9; with 1 F: 1/3. So
//
//	P(Bomber shot down) = 2/3·5/9 + 1/6·1/3 = 20/54 + 3/54 = 23/54
//	P(no Interceptor left for c) = 1/6
//	P(Escort shot down, no Interceptor lost; then Bomber shot down, none lost) = 1/3·1/2 = 1/6
func TestAirForecastFighterThenFlyer(t *testing.T) {
	st := airState(t)
	g1 := flyer(t, st, "ger-flyer-f", "intercept", germanBase)
	g2 := flyer(t, st, "ger-flyer-f", "intercept", germanBase)
	e := flyer(t, st, "bri-flyer-f", "escort", alliedBase)
	b := flyer(t, st, "bri-flyer-b", "heavy", alliedBase)
	at := loc(t, st, airTestHex)
	fc := st.airForecast("Interception", []airFight{
		{Table: AirFighterFighter, Loc: at, Fighters: []int{g1, g2}, Targets: []int{e}},
		{Table: AirFighterFlyer, Loc: at, Fighters: []int{g1, g2}, Targets: []int{b}},
	})
	checkForecast(t, fc, nil)
	sum := func(part string) string {
		s := new(big.Rat)
		for _, o := range fc.Outcomes {
			if strings.Contains(o.Result, part) {
				s.Add(s, o.P.Rat())
			}
		}
		return s.String()
	}
	if got := sum("then the B or CS type shot down"); got != "23/54" {
		t.Errorf("P(Bomber shot down) = %s, want 23/54\n%s", got, fc.Outcomes)
	}
	if got := sum("no F types left to attack the B or CS types"); got != "1/6" {
		t.Errorf("P(no Interceptor left) = %s, want 1/6", got)
	}
	r := "the Escort F type shot down; no Intercepting F types lost; then the B or CS type shot down; no F types lost"
	if got := fc.Outcomes.Get(r); got.Fraction() != "1/6" {
		t.Errorf("%q: %s, want 1/6\n%s", r, got.Fraction(), fc.Outcomes)
	}
}

// The forecast of the largest fight a hex can hold (5 F against 5
// Zeppelins, each carrying a Crack Troop) still adds up to exactly 1.
func TestAirForecastSumsToOne(t *testing.T) {
	st := airState(t)
	var fs, zs []int
	for range 5 {
		fs = append(fs, flyer(t, st, "bri-flyer-f", "sweep", alliedBase))
		zs = append(zs, zeppelin(t, st, true))
	}
	fc := st.airForecast("Sweep", []airFight{{Table: AirFighterZeppelin, Loc: loc(t, st, airTestHex), Fighters: fs, Targets: zs}})
	checkForecast(t, fc, nil)
	if len(fc.Outcomes) < 10 {
		t.Errorf("only %d outcomes: %s", len(fc.Outcomes), fc.Outcomes)
	}
}

// BenchmarkAirForecast5F5Zeppelins is the fight dialog's forecast of 5 F
// against 5 Zeppelins each carrying a Crack Troop (issue 12: under 5 ms;
// kit's BenchmarkAirDuel5F5Zeppelins is the odds alone).
func BenchmarkAirForecast5F5Zeppelins(b *testing.B) {
	st := airState(b)
	var fs, zs []int
	for range 5 {
		fs = append(fs, flyer(b, st, "bri-flyer-f", "sweep", alliedBase))
		zs = append(zs, zeppelin(b, st, true))
	}
	fights := []airFight{{Table: AirFighterZeppelin, Loc: loc(b, st, airTestHex), Fighters: fs, Targets: zs}}
	for b.Loop() {
		if fc := st.airForecast("Sweep", fights); len(fc.Outcomes) == 0 {
			b.Fatal("no outcomes")
		}
	}
}

// A fight past what a forecast handles (more than kit.MaxDuelUnits a
// side) has no odds rather than wrong ones, and says why in the players'
// words (no "kit:" package prefix).
func TestAirForecastTooLarge(t *testing.T) {
	st := airState(t)
	var fs []int
	for range 21 {
		fs = append(fs, flyer(t, st, "bri-flyer-f", "sweep", alliedBase))
	}
	fc := st.airForecast("Sweep", []airFight{{Table: AirFighterZeppelin, Loc: loc(t, st, airTestHex), Fighters: fs, Targets: []int{zeppelin(t, st, false)}}})
	if len(fc.Outcomes) != 0 || !strings.Contains(fc.Table, "No odds: duel") || strings.Contains(fc.Table, "kit:") {
		t.Errorf("forecast %q with %d outcomes", fc.Table, len(fc.Outcomes))
	}
}
