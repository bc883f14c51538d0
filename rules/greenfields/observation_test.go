package greenfields

import (
	"math/rand/v2"
	"testing"

	"sandtable/rules"
)

// The test scenario's units, by set-up order: bef-inf G6, three ger-reg
// I6, brit-fa D6, ger-fa T6, fr-inf J10, ger-cav P10, ger-balloon U8,
// ger-obs W8.

// only takes every unit but keep off the board (eliminated), so that the
// only observers and targets are the ones a test places (and the sides'
// controlled zones: Allied columns A-E, German S-X).
func only(st *State, keep ...int) {
	for i := range st.Units {
		found := false
		for _, k := range keep {
			found = found || k == i
		}
		if !found {
			st.Units[i].Loc = rules.Eliminated
		}
	}
}

// losOf reports whether the line of sight from zone a (eye raised by
// extra levels) to zone b is clear for side's observers.
func losOf(t *testing.T, st *State, side, a, b string, extra int) bool {
	t.Helper()
	la, ok1 := st.zoneLoc(a)
	lb, ok2 := st.zoneLoc(b)
	if !ok1 || !ok2 {
		t.Fatalf("no zone %s or %s", a, b)
	}
	looks := st.looks(side)
	g := gridOf(st.fixed.topo)
	return g.clear(looks, nil, la.Cell.X, la.Cell.Y, lb.Cell.X, lb.Cell.Y, st.sightLevel(la)+extra, st.sightLevel(lb))
}

func setZones(t *testing.T, st *State, z Zone, labels ...string) {
	t.Helper()
	for _, l := range labels {
		loc, ok := st.zoneLoc(l)
		if !ok {
			t.Fatalf("no zone %s", l)
		}
		st.setZone(loc, z)
	}
}

// Lines of sight on the 1914 map, worked out by hand from its terrain rows
// (Morval ridge: hill1 O-P and S-T, crest hill2 Q-R on rows 5-8; Vaucourt
// town L8 M8 L9 M9; woods G2-I2, G3-J3, G4-I4, H5).
func TestLineOfSight(t *testing.T) {
	cases := []struct {
		name     string
		zones    map[string]Zone // marks set before the look
		from, to string
		extra    int // balloon
		want     bool
	}{
		// "Hills also block line of sight, making "blind zones" behind
		// themselves": N6 (level 0) to U6 (level 0) crosses the crest Q6
		// R6 (level 2), higher than both ends.
		{name: "blind zone behind the ridge", from: "N6", to: "U6", want: false},
		{name: "blind zone, other way", from: "U6", to: "N6", want: false},
		// From the crest R6 (2) down to V6 (0): S6, T6 (1) and U6 (0) are
		// no higher than the crest.
		{name: "from the crest", from: "R6", to: "V6", want: true},
		// From the plain N6 up to the crest Q6: O6 and P6 (1) are lower
		// than the crest end.
		{name: "up to the crest", from: "N6", to: "Q6", want: true},
		// A balloon (+2) at N6 sees over the crest (2 is not higher
		// than its eye at 2).
		{name: "balloon over the crest", from: "N6", to: "U6", extra: 2, want: true},
		// Vaucourt: J8 to O8 along row 8 crosses L8 and M8, an intact
		// town at level 1, higher than both ends.
		{name: "town blocks", from: "J8", to: "O8", want: false},
		{name: "ruined town does not", zones: map[string]Zone{"L8": {Degraded: 1}, "M8": {Degraded: 1}}, from: "J8", to: "O8", want: true},
		// "Woods block all line of sight through their own zone until
		// they are converted to "morass"": F3 to K3 crosses G3-J3.
		{name: "woods block", from: "F3", to: "K3", want: false},
		{name: "into the woods", from: "F3", to: "G3", want: true},
		{name: "woods reduced to morass", zones: map[string]Zone{"G3": {Degraded: 1}, "H3": {Degraded: 1}, "I3": {Degraded: 1}, "J3": {Degraded: 1}}, from: "F3", to: "K3", want: true},
		// A shallow line: E12 (hill1) to J13 steps through F12 G12 H13
		// I13 (y = 12.2, 12.4, 12.6, 12.8 rounded), hill1 or open, none
		// higher than the eye.
		{name: "off the hill", from: "E12", to: "J13", want: true},
		// Gas "block[s] all line of sight both through the gassed zone
		// and into/out of the gas".
		{name: "through gas", zones: map[string]Zone{"L10": {Gassed: true}}, from: "K10", to: "M10", want: false},
		{name: "into gas", zones: map[string]Zone{"L10": {Gassed: true}}, from: "K10", to: "L10", want: false},
		{name: "out of gas", zones: map[string]Zone{"L10": {Gassed: true}}, from: "L10", to: "K10", want: false},
		// A line exactly between two zones (A1 to C2 passes the corner
		// between B1 and B2) is blocked only if both block.
		{name: "corner, one side gassed", zones: map[string]Zone{"B1": {Gassed: true}}, from: "A1", to: "C2", want: true},
		{name: "corner, both gassed", zones: map[string]Zone{"B1": {Gassed: true}, "B2": {Gassed: true}}, from: "A1", to: "C2", want: false},
		{name: "corner, reversed", zones: map[string]Zone{"B2": {Gassed: true}}, from: "C2", to: "A1", want: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := newTestState(t, nil)
			only(st)
			for l, z := range c.zones {
				setZones(t, st, z, l)
			}
			if got := losOf(t, st, Allies, c.from, c.to, c.extra); got != c.want {
				t.Errorf("line of sight %s -> %s = %v, want %v", c.from, c.to, got, c.want)
			}
		})
	}
}

// "This allows an army controlling such an area to draw lines of sight
// past enemy troop units in zones with lower elevation": placed enemy
// troops screen a line at their level, not one from higher ground.
func TestTroopsScreen(t *testing.T) {
	st := newTestState(t, nil)
	fr, reg, reg2 := unit(t, st, "fr-inf", 1), unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2)
	only(st, fr, reg, reg2)
	place(t, st, fr, "J10")
	place(t, st, reg, "L10")
	place(t, st, reg2, "K10") // K10 is between J10 and L10
	if losOf(t, st, Allies, "J10", "M10", 0) {
		t.Error("J10 -> M10 past German troops at K10 and L10 (all level 0): want blocked")
	}
	if !st.sees(Allies, reg2) || st.sees(Allies, reg) {
		t.Errorf("the Allies at J10 see K10 %v (want true, adjacent) and L10 %v (want false, screened by K10)", st.sees(Allies, reg2), st.sees(Allies, reg))
	}
	// From the hill P10 (level 1) past troops at M10 (level 0) to K10.
	place(t, st, reg2, "M10")
	if !losOf(t, st, Allies, "P10", "K10", 0) {
		t.Error("P10 (hill) -> K10 past troops at M10: want clear")
	}
	// Troops hidden in cover are not placed upon the board and screen
	// nothing: the same line with M10 entrenched.
	setZones(t, st, Zone{Trench: 1}, "K10")
	place(t, st, reg2, "K10")
	if !losOf(t, st, Allies, "J10", "L10", 0) {
		t.Error("J10 -> L10 past an unidentified unit entrenched at K10: want clear")
	}
}

// The observation table: day 3, night 0, vehicles or mounted +1, moving
// +1, suppressed -1, and a single zone always (the seed's "Normal range
// of vision"). The French at J10 look east along row 10 (all open, level
// 0); the Allies' deployment zones (column E) are 5 or more zones away.
func TestObservationRanges(t *testing.T) {
	cases := []struct {
		name   string
		target string // ger-reg or ger-cav
		at     string
		flags  []string
		night  bool
		want   bool
	}{
		{name: "3 zones by day", target: "ger-reg", at: "M10", want: true},
		{name: "4 zones by day", target: "ger-reg", at: "N10", want: false},
		{name: "4 zones, moving", target: "ger-reg", at: "N10", flags: []string{FlagMoving}, want: true},
		{name: "4 zones, mounted", target: "ger-cav", at: "N10", want: true},
		{name: "5 zones, mounted", target: "ger-cav", at: "O10", want: false},
		{name: "5 zones, mounted and moving", target: "ger-cav", at: "O10", flags: []string{FlagMoving}, want: true},
		{name: "5 zones, dismounted and moving", target: "ger-cav", at: "O10", flags: []string{FlagMoving, FlagDismounted}, want: false},
		{name: "3 zones, suppressed", target: "ger-reg", at: "M10", flags: []string{FlagSuppressed}, want: false},
		{name: "2 zones, suppressed", target: "ger-reg", at: "L10", flags: []string{FlagSuppressed}, want: true},
		{name: "2 zones at night", target: "ger-reg", at: "L10", night: true, want: false},
		{name: "2 zones at night, moving mounted", target: "ger-cav", at: "L10", flags: []string{FlagMoving}, night: true, want: true},
		{name: "adjacent at night", target: "ger-reg", at: "K10", night: true, want: true},
		{name: "adjacent at night, suppressed", target: "ger-reg", at: "K10", flags: []string{FlagSuppressed}, night: true, want: true},
		{name: "same zone", target: "ger-reg", at: "J10", night: true, want: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := newTestState(t, nil)
			fr, tg := unit(t, st, "fr-inf", 1), unit(t, st, c.target, 1)
			only(st, fr, tg)
			place(t, st, fr, "J10")
			place(t, st, tg, c.at)
			for _, f := range c.flags {
				st.Units[tg].SetFlag(f)
			}
			if c.night {
				st.Turn = st.turnsPerDay() - 1
			}
			if got := st.sees(Allies, tg); got != c.want {
				t.Errorf("the French at J10 see the %s at %s: %v, want %v", c.target, c.at, got, c.want)
			}
		})
	}
}

// "Per elevation level +2 sectors"; "Towns add +1"; "Balloons add +2".
func TestObservationFromHeights(t *testing.T) {
	st := newTestState(t, nil)
	fr, reg := unit(t, st, "fr-inf", 1), unit(t, st, "ger-reg", 1)
	only(st, fr, reg)
	// The French on the hill P4 (level 1): range 3+2 = 5 west along
	// row 4 (O4-K4 open, level 0); the Allied zones of column E are 5
	// or more zones from K4 and J4.
	place(t, st, fr, "P4")
	place(t, st, reg, "K4")
	if !st.sees(Allies, reg) {
		t.Error("from the hill P4, the unit at K4 (5 zones): want seen")
	}
	place(t, st, reg, "J4")
	if st.sees(Allies, reg) {
		t.Error("from the hill P4, the unit at J4 (6 zones): want unseen")
	}
	// In Vaucourt (M8, level 1): range 5 south along column M (M9 is
	// town at level 1, not above the eye; M10-M12 open) to M13.
	place(t, st, fr, "M8")
	place(t, st, reg, "M13")
	if !st.sees(Allies, reg) {
		t.Error("from Vaucourt M8, the unit at M13 (5 zones): want seen")
	}
	// The German balloon at K14 (level 0, aloft +2: range 3+4 = 7) sees
	// north up column K to K7 (K13 rough, K12-K8 open, all level 0);
	// grounded, its range is 3.
	bal, bef := unit(t, st, "ger-balloon", 1), unit(t, st, "bef-inf", 1)
	only(st, bal, bef)
	place(t, st, bal, "K14")
	place(t, st, bef, "K7")
	k7, _ := st.zoneLoc("K7")
	if !st.sees(Central, bef) || !st.observed(Central, k7) {
		t.Error("the balloon aloft at K14 does not see K7, 7 zones away")
	}
	// A balloon aloft is seen by its enemy wherever it is.
	if !st.sees(Allies, bal) {
		t.Error("the Allies do not see the balloon aloft at K14")
	}
	st.Units[bal].SetFlag(FlagGrounded)
	if st.sees(Central, bef) || st.observed(Central, k7) {
		t.Error("the grounded balloon at K14 sees K7, 7 zones away")
	}
}

// "Units in trenches, woods and ruins cannot be seen unless they have
// been identified by air recce or a trench raid, and are not placed upon
// the board unless an assault begins and the unit moves."
func TestCoverHidesUnidentified(t *testing.T) {
	st := newTestState(t, nil)
	fr, reg := unit(t, st, "fr-inf", 1), unit(t, st, "ger-reg", 1)
	only(st, fr, reg)
	place(t, st, fr, "F3")
	place(t, st, reg, "G3") // woods, next to the French
	if st.sees(Allies, reg) {
		t.Fatal("an unidentified unit in the woods next door is seen")
	}
	st.Units[reg].SetFlag(FlagMoving)
	if !st.sees(Allies, reg) {
		t.Error("a unit that moved into the woods is not seen (\"placed upon the board ... [when] the unit moves\")")
	}
	st.Units[reg].ClearFlag(FlagMoving)
	st.Units[reg].Hidden = false
	if !st.sees(Allies, reg) {
		t.Error("an identified unit in the woods next door is not seen")
	}
	// Trenches and ruins hide too; an intact town does not.
	st.Units[reg].Hidden = true
	place(t, st, fr, "J10")
	place(t, st, reg, "K10")
	setZones(t, st, Zone{Trench: 1}, "K10")
	if st.sees(Allies, reg) {
		t.Error("an unidentified unit in a trench next door is seen")
	}
	place(t, st, fr, "K8")
	place(t, st, reg, "L8")
	if !st.sees(Allies, reg) {
		t.Error("a unit in the intact town next door is not seen")
	}
	setZones(t, st, Zone{Degraded: 1}, "L8")
	if st.sees(Allies, reg) {
		t.Error("an unidentified unit in the ruined town next door is seen")
	}
	// Sharing a zone: seen whatever the cover.
	place(t, st, fr, "L8")
	if !st.sees(Allies, reg) {
		t.Error("a unit in the same zone is not seen")
	}
}

// "Armies are presumed to have observers present in every map zone that
// they control": the Allied deployment zones see 3 zones out with no unit
// there; a zone the enemy holds observes nothing for them.
func TestControlledZonesObserve(t *testing.T) {
	st := newTestState(t, nil)
	only(st)
	h6, _ := st.zoneLoc("H6") // 3 zones from E6 (rows 1-11 of column E are level 0)
	i6, _ := st.zoneLoc("I6") // 4 zones
	if !st.observed(Allies, h6) || st.observed(Allies, i6) {
		t.Errorf("Allies observe H6 %v (want true) and I6 %v (want false) from column E", st.observed(Allies, h6), st.observed(Allies, i6))
	}
	// A German unit in E6 takes that zone's observers away; the French
	// at J10 observe from J10 (and not from the zone they do not hold).
	reg, fr := unit(t, st, "ger-reg", 1), unit(t, st, "fr-inf", 1)
	place(t, st, reg, "E6")
	place(t, st, fr, "J10")
	eye := st.observers(Allies, st.looks(Allies))
	at := func(label string) int8 {
		l, _ := st.zoneLoc(label)
		return eye[st.fixed.topo.Index(l.Cell)]
	}
	if at("E6") != -1 || at("E7") != 0 || at("J10") != 0 || at("K10") != -1 || at("D12") != 1 {
		t.Errorf("Allied observers' eyes: E6 %d (want -1, the Germans hold it), E7 %d (want 0), J10 %d (want 0, the French), K10 %d (want -1), D12 %d (want 1, hill)",
			at("E6"), at("E7"), at("J10"), at("K10"), at("D12"))
	}
	// Recce: a zone a recce flight observed today counts as observed.
	st.recce(Allies, i6, nil)
	if !st.observed(Allies, i6) {
		t.Error("a zone recce observed is not observed")
	}
}

// A line of sight and its reverse meet the same zones: between two ground
// observers it is clear both ways or neither, whatever the gas, woods,
// hills and troops (every pair of zones of the 1914 map, with gas and
// German troops strewn at random).
func TestLineOfSightSymmetric(t *testing.T) {
	st := newTestState(t, nil)
	r := rand.New(rand.NewPCG(4, 2))
	for i := range st.Units {
		if st.Units[i].Side == Central && st.onGround(i) {
			st.Units[i].Loc = rules.CellLocation(st.fixed.m, st.fixed.topo.Cell(r.IntN(st.fixed.topo.Len())))
		}
	}
	for k := 0; k < 40; k++ {
		st.setZone(rules.CellLocation(st.fixed.m, st.fixed.topo.Cell(r.IntN(st.fixed.topo.Len()))), Zone{Gassed: true})
	}
	looks := st.looks(Allies)
	g := gridOf(st.fixed.topo)
	n := st.fixed.topo.Len()
	blocked := 0
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			ax, ay, bx, by := a%g.cols, a/g.cols, b%g.cols, b/g.cols
			ea, eb := int(looks[a].level), int(looks[b].level)
			ab, ba := g.clear(looks, nil, ax, ay, bx, by, ea, eb), g.clear(looks, nil, bx, by, ax, ay, eb, ea)
			if ab != ba {
				t.Fatalf("line %s-%s: clear %v one way, %v the other", st.fixed.m.Label(st.fixed.topo.Cell(a)), st.fixed.m.Label(st.fixed.topo.Cell(b)), ab, ba)
			}
			if !ab {
				blocked++
			}
		}
	}
	if blocked == 0 {
		t.Fatal("no line blocked at all: the test tests nothing")
	}
}
