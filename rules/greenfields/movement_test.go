package greenfields

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// movePhase makes it side's movement phase of the first assault turn.
func movePhase(t testing.TB, st *State, side string) {
	t.Helper()
	st.Step = slices.IndexFunc(phases, func(p phase) bool { return p.ID == PhaseMoveFirst })
	if side != st.First {
		st.Step++
	}
	if st.phaseSide() != side {
		t.Fatalf("not the %s's movement", side)
	}
}

// walk moves unit i along zones, each step legal.
func walk(t testing.TB, st *State, i int, zones ...string) {
	t.Helper()
	for _, z := range zones {
		do(t, st, act(st.Units[i].Side, "move", st.Units.Ref(i), z), manual())
		holdFire(t, st) // opportunity fire is opportunity_test's
	}
}

// moveTest is a fresh test state in side's movement with a new unit of
// type typ at zone at.
func moveTest(t testing.TB, side, typ, at string) (*State, int) {
	st := newTestState(t, nil)
	movePhase(t, st, side)
	return st, addUnit(t, st, typ, at)
}

// 003 Movement rates: "Infantry, Mdm artillery, heavy tanks 2 zones per
// assault turn. Cavalry, field artillery, wheeled vehicles and light tanks
// 3 zones per assault turn. Heavy artillery 1 zone per assault turn." Open
// ground along row 16, no road; one zone more is refused.
func TestMovementRates(t *testing.T) {
	for _, tc := range []struct {
		typ  string
		side string
		path []string // legal steps; the next west is refused
	}{
		{"ger-reg", Central, []string{"J16", "I16"}},
		{"ger-ma", Central, []string{"J16", "I16"}},
		{"ger-ha", Central, []string{"J16"}},
		{"ger-cav", Central, []string{"J16", "I16", "H16"}},
		{"ger-fa", Central, []string{"J16", "I16", "H16"}},
		{"ger-pioneers", Central, []string{"J16", "I16"}},
		{"ger-balloon", Central, []string{"J16"}},
		{"brit-tank", Allies, []string{"J16", "I16"}},
		{"fr-light-tank", Allies, []string{"J16", "I16", "H16"}},
		{"brit-lorries", Allies, []string{"J16", "I16", "H16"}},
	} {
		st, i := moveTest(t, tc.side, tc.typ, "K16")
		st.Troops[i].Experience = 9 // vehicles: saves their break-downs need not be scripted
		d := rules.NewSeededDice(3)
		for _, z := range tc.path {
			do(t, st, act(tc.side, "move", st.Units.Ref(i), z), d)
		}
		if !st.Units[i].Loc.OnMap() {
			t.Fatalf("%s broke down entirely", tc.typ)
		}
		next := string(rune(tc.path[len(tc.path)-1][0]-1)) + "16"
		refusal(t, st, act(tc.side, "move", st.Units.Ref(i), next), RuleMovement, "full movement allowance")
	}
}

// 003 Terrain effects, Roads: "All units moving along a road for at least
// half of their normal movement allowance gain an extra +1 movement.
// Wheeled vehicles and Infantry equipped with bicycles move an extra +1
// zone per turn if part of their move is along a road."
func TestRoadBonus(t *testing.T) {
	// Infantry along the road west from J14: three zones, not four.
	st, i := moveTest(t, Central, "ger-reg", "J14")
	walk(t, st, i, "I14", "H14", "G14")
	if tr := st.Troops[i]; tr.Moved != 3 || tr.RoadMoved != 3 {
		t.Fatalf("moved %d, %d along the road; want 3, 3", tr.Moved, tr.RoadMoved)
	}
	refusal(t, st, act(Central, "move", st.Units.Ref(i), "F14"), RuleMovement, "full movement allowance")

	// Two zones cross country, then the road: half of 2 is along it.
	st, i = moveTest(t, Central, "ger-reg", "J15")
	walk(t, st, i, "I15", "I14")
	walk(t, st, i, "H14")
	refusal(t, st, act(Central, "move", st.Units.Ref(i), "G14"), RuleMovement, "full movement allowance")

	// Two zones cross country, then off the road: no bonus.
	st, i = moveTest(t, Central, "ger-reg", "J15")
	walk(t, st, i, "I15", "H15")
	refusal(t, st, act(Central, "move", st.Units.Ref(i), "G15"), RuleMovement, "full movement allowance")

	// Bicycles: 2 +1 (half along the road) +1 (part along a road) = 4.
	st, i = moveTest(t, Allies, "brit-bicycle", "C14")
	walk(t, st, i, "D14", "E14", "F14", "G14")
	refusal(t, st, act(Allies, "move", st.Units.Ref(i), "H14"), RuleMovement, "full movement allowance")

	// Lorries: 3, one zone along the road (not half): +1 = 4.
	st, i = moveTest(t, Allies, "brit-lorries", "D13")
	st.Troops[i].Experience = 9
	for _, z := range []string{"D14", "E14", "F13", "G13"} { // along the road D14-E14 only
		do(t, st, act(Allies, "move", st.Units.Ref(i), z), rules.NewSeededDice(2))
	}
	refusal(t, st, act(Allies, "move", st.Units.Ref(i), "H13"), RuleMovement, "full movement allowance")
}

// 003 Terrain effects: "Morass, ruins, etc: May only be entered by infantry
// & heavy tanks. Entering morass ends the units movement turn." "Rough
// ground: Impassable to wheeled vehicles. Cavalry and vehicles entering
// rough terrain immediately end their movement turn." "Roads always count
// as open ground." Rivers and streams: see TestCrossings.
func TestTerrainEffects(t *testing.T) {
	for _, tc := range []struct {
		typ, side, from, to string
		rule, refused       string // "" when legal
		stops               bool
	}{
		{"ger-reg", Central, "L13", "M13", "", "", true},
		{"brit-tank", Allies, "L13", "M13", "", "", true},
		{"ger-cav", Central, "L13", "M13", RuleMovement, "morass and ruins may only be entered by infantry and heavy tanks", false},
		{"ger-fa", Central, "L13", "M13", RuleMovement, "morass and ruins may only be entered by infantry and heavy tanks", false},
		{"fr-light-tank", Allies, "L13", "M13", RuleMovement, "morass and ruins may only be entered by infantry and heavy tanks", false},
		{"ger-reg", Central, "I12", "J13", "", "", false},
		{"ger-cav", Central, "I12", "J13", "", "", true},
		{"ger-fa", Central, "I12", "J13", "", "", false},
		{"brit-lorries", Allies, "I12", "J13", RuleMovement, "rough ground is impassable to wheeled vehicles", false},
		{"brit-ac", Allies, "I12", "J13", RuleMovement, "rough ground is impassable to wheeled vehicles", false},
		{"ger-cav", Central, "M7", "M8", "", "", true},  // into Vaucourt cross country
		{"ger-cav", Central, "N7", "M8", "", "", false}, // along the road: open ground
		{"ger-reg", Central, "L7", "L8", RuleTerrain, "deep rivers may not be crossed except via bridges", false},
		{"ger-reg", Central, "K7", "L8", RuleTerrain, "deep rivers may not be crossed except via bridges", false},
		{"ger-reg", Central, "L8", "K8", "", "", false}, // the bridge
		{"ger-reg", Central, "H7", "H6", "", "", false},
		{"ger-cav", Central, "H7", "H6", "", "", false},
		{"ger-fa", Central, "H7", "H6", RuleTerrain, "streams are impassable to artillery and vehicles", false},
		{"brit-tank", Allies, "H7", "H6", RuleTerrain, "streams are impassable to artillery and vehicles", false},
		{"ger-fa", Central, "E6", "E5", "", "", false}, // the road bridge over the stream
	} {
		st, i := moveTest(t, tc.side, tc.typ, tc.from)
		st.Troops[i].Experience = 9
		a := act(tc.side, "move", st.Units.Ref(i), tc.to)
		if tc.refused != "" {
			// The step is refused; a move there, if any, goes round.
			stepRefusal(t, st, i, tc.to, tc.rule, tc.refused)
			continue
		}
		do(t, st, a, rules.NewSeededDice(5))
		_, halted := st.Move.Halted[st.Units[i].ID]
		if halted != tc.stops {
			t.Errorf("%s %s-%s: stops %v, want %v", tc.typ, tc.from, tc.to, halted, tc.stops)
		}
		if halted {
			back := act(tc.side, "move", st.Units.Ref(i), tc.from)
			refusal(t, st, back, RuleMovement, "movement has ended this turn")
		}
	}
	// A stream crossing pioneers built at H7 lets the guns over.
	st, i := moveTest(t, Central, "ger-fa", "H7")
	st.setZone(loc(t, st, "H7"), Zone{Bridged: true})
	walk(t, st, i, "H6")
	// A trench makes open ground rough: cavalry entering it stops.
	st, i = moveTest(t, Central, "ger-cav", "K16")
	st.setZone(loc(t, st, "J16"), Zone{Trench: 1})
	walk(t, st, i, "J16")
	refusal(t, st, act(Central, "move", st.Units.Ref(i), "I16"), RuleMovement, "cavalry and vehicles entering rough terrain")
}

// 003 Movement rates: "Vehicles moving cross country must roll for break
// downs. The vehicles undergo attack dice equal to (2+ the defensive
// modifier of the roughest terrain being crossed). This damage can be
// saved against by using the unit's experience dice." Light tanks: 3
// strength, experience 2, two hits a strength point.
func TestBreakdown(t *testing.T) {
	st, i := moveTest(t, Allies, "fr-light-tank", "G12")
	ref := st.Units.Ref(i)
	// Open G11: 2 dice [6 5] = 3 hits; experience 2 dice [1 5] saves 1;
	// 2 hits = 1 strength point.
	do(t, st, act(Allies, "move", ref, "G11"), manual(6, 5, 1, 5))
	if s := st.Troops[i].Strength; s != 2 {
		t.Fatalf("strength %d after the break-down, want 2", s)
	}
	// Open H11: the roughest terrain crossed is still open: no more dice.
	do(t, st, act(Allies, "move", ref, "H11"), manual())
	// Rough I11 (+1): one die more [5] = 1 hit, saves [1 1]: 1 hit is no
	// strength point of armour. Rough ends the tank's move.
	do(t, st, act(Allies, "move", ref, "I11"), manual(5, 1, 1))
	if s := st.Troops[i].Strength; s != 2 {
		t.Fatalf("strength %d, want 2 (one hit does not knock out armour)", s)
	}
	if st.Move.Breakdown[st.Units[i].ID] != 3 {
		t.Fatalf("break-down dice this turn %d, want 3", st.Move.Breakdown[st.Units[i].ID])
	}
	// Along the road: no roll at all.
	st, i = moveTest(t, Allies, "brit-ac", "C10")
	do(t, st, act(Allies, "move", st.Units.Ref(i), "D10"), manual())
	// A built-up zone (Vaucourt) entered cross country: 2 + 2 dice.
	st, i = moveTest(t, Allies, "brit-tank", "M7")
	st.Units[i].Side = Central
	movePhase(t, st, Central)
	log := do(t, st, act(Central, "move", st.Units.Ref(i), "M8"), manual(1, 1, 1, 1))
	if !slices.ContainsFunc(log, func(l string) bool { return contains(l, "built up area or ruins +2: 4 dice): 4d6") }) {
		t.Fatalf("want 4 break-down dice entering Vaucourt: %q", log)
	}
}

// "Unit strength and morale/experience are still kept secret": an
// unidentified vehicle's break-down save (its dice count is its
// experience) is logged to its own side only; an unseen vehicle's
// break-down roll too (it would tell where the vehicle is).
func TestBreakdownKeepsSecrets(t *testing.T) {
	st, i := moveTest(t, Allies, "fr-light-tank", "G12")
	st.Units[i].Hidden = true
	ctx := rules.NewContext(manual(6, 5, 1, 5))
	if err := st.Apply(act(Allies, "move", st.Units.Ref(i), "G11"), ctx); err != nil {
		t.Fatal(err)
	}
	sawDice := false
	rolls := map[string]int{} // break-down rolls each side reads
	for _, e := range ctx.Events() {
		if e.Roll == nil {
			continue
		}
		if contains(e.String(), "saves against the break-down") {
			sawDice = true
			if e.To.Sees(Central) {
				t.Errorf("the Germans see the hidden tank's experience dice: %q", e.String())
			}
		}
		for _, side := range Sides {
			if contains(e.String(), "breaks down?") && e.To.Sees(side) {
				rolls[side]++
			}
		}
	}
	if !sawDice {
		t.Fatal("no break-down save logged")
	}
	if seen := st.sees(Central, i); rolls[Allies] != 1 || (rolls[Central] == 1) != seen || rolls[Central] > 1 {
		t.Errorf("break-down rolls read: %v; want one for the Allies, one for the Germans only if they see the tank (%v)", rolls, seen)
	}
}

// 003 Suppression: "Suppressed units may not move towards the enemy";
// Morale checks: a routing unit "flees its current position heading for
// its own base line".
func TestSuppressedAndRouting(t *testing.T) {
	st, i := moveTest(t, Central, "ger-reg", "K16")
	st.Units[i].SetFlag(FlagSuppressed)
	refusal(t, st, act(Central, "move", st.Units.Ref(i), "J16"), RuleSuppression, "may not move towards the enemy")
	refusal(t, st, act(Central, "move", st.Units.Ref(i), "J15"), RuleSuppression, "may not move towards the enemy")
	walk(t, st, i, "K15", "L16")

	st, i = moveTest(t, Central, "ger-reg", "K16")
	st.Units[i].SetFlag(FlagSuppressed)
	st.Units[i].SetFlag(FlagRouting)
	refusal(t, st, act(Central, "move", st.Units.Ref(i), "K15"), RuleMorale, "routing")
	refusal(t, st, act(Central, "end-phase"), RuleMorale, "must flee towards its base line")
	if items := st.View(Central).Status.Checklist; !slices.ContainsFunc(items, func(c rules.CheckItem) bool { return c.Required && contains(c.Text, "routing") }) {
		t.Fatalf("checklist %v: want the routing unit to flee", items)
	}
	walk(t, st, i, "L16", "M15")
	do(t, st, act(Central, "end-phase"), nil)
}

// "Suppressed units may not move towards the enemy": stepping into a zone
// where the mover sees the enemy is towards the enemy; an enemy it cannot
// see (unidentified, in a trench) does not shape the legal moves, which
// would otherwise tell where it is (PREAMBLE: "what a side may not see
// never reaches its ... legal list, refusals").
func TestSuppressedMoveIgnoresUnseenEnemy(t *testing.T) {
	st, i := moveTest(t, Central, "ger-reg", "K16")
	st.Units[i].SetFlag(FlagSuppressed)
	e := addUnit(t, st, "fr-inf", "K15")
	st.Units[e].Hidden = true
	k15, _ := st.zoneLoc("K15")
	z := st.zone(k15)
	z.Trench = 1
	st.setZone(k15, z)
	if st.sees(Central, e) {
		t.Fatal("test set-up: the French in a trench, unidentified, should be unseen")
	}
	if err := st.Check(act(Central, "move", st.Units.Ref(i), "K15")); err != nil {
		t.Fatalf("sideways into a zone with an unseen enemy: want legal, got %v", err)
	}
	st.Units[e].Hidden = false // identified: now seen there
	refusal(t, st, act(Central, "move", st.Units.Ref(i), "K15"), RuleSuppression, "may not move towards the enemy")
}

// 003 Movement and opportunity fire: "If moving units are not broken by
// enemy fire, they may continue movement up to their full allowance and
// enter the same zone as enemy units"; a unit that enters a zone held by
// the enemy stops to fight there, and "Units which find themselves in the
// same zones as enemies must now fight": they may not walk away.
func TestEnteringEnemyZones(t *testing.T) {
	st := newTestState(t, nil)
	movePhase(t, st, Central)
	bef := unit(t, st, "bef-inf", 1)
	i := addUnit(t, st, "ger-res", "H5")
	// The move is one step, from H5 (each step is logged "moves from",
	// and the afterStep handlers run after each).
	var seen []string
	for _, l := range do(t, st, act(Central, "move", st.Units.Ref(i), "G6"), manual()) {
		if k := strings.Index(l, " moves from "); k >= 0 {
			seen = append(seen, l[:k]+" from "+l[k+len(" moves from "):k+len(" moves from ")+2])
		}
	}
	holdFire(t, st)
	if len(seen) != 1 || seen[0] != "German reserves, 1914 from H5" {
		t.Fatalf("after-move calls %q", seen)
	}
	refusal(t, st, act(Central, "move", st.Units.Ref(i), "G5"), RuleMovement, "stops there to fight")
	movePhase(t, st, Allies)
	refusal(t, st, act(Allies, "move", st.Units.Ref(bef), "F6"), RuleClose, "must now fight")
}

// Exiting: "Exit a unit off enemy rear zone board edge: +10" from the
// enemy's base-line zones (column X for the Allies).
func TestExitOffTheEnemyRearEdge(t *testing.T) {
	st, i := moveTest(t, Allies, "fr-inf", "X12")
	j := addUnit(t, st, "fr-inf", "W12")
	refusal(t, st, act(Allies, "move", st.Units.Ref(j), offBoard), RuleVictory, "not on it")
	do(t, st, act(Allies, "move", st.Units.Ref(i), offBoard), nil)
	if st.Exited[Allies] != 1 || !st.Units[i].Loc.IsEliminated() || !st.Units[i].HasFlag(FlagExited) {
		t.Fatalf("exited %v, unit at %v flags %v", st.Exited, st.Units[i].Loc, st.Units[i].Flags)
	}
	st, i = moveTest(t, Allies, "fr-inf", "W12")
	walk(t, st, i, "X12")
	do(t, st, act(Allies, "move", st.Units.Ref(i), offBoard), nil) // the second zone of its move
}

// Dismounting: "Mounted units may elect to abandon their mounts before
// they begin their movement, and operate as infantry. Mark the location of
// their animals ... horses and bicycles must remain in place until their
// owners collect them once again."
func TestDismountAndCollectMounts(t *testing.T) {
	st, i := moveTest(t, Central, "ger-cav", "L13")
	ref := st.Units.Ref(i)
	refusal(t, st, act(Central, "move", ref, "M13"), RuleMovement, "morass")
	do(t, st, act(Central, "dismount", ref), nil)
	if st.mounted(i) || st.Move.Mounts[st.Units[i].ID] != "L13" {
		t.Fatalf("dismounted %v, mounts at %q", !st.mounted(i), st.Move.Mounts[st.Units[i].ID])
	}
	walk(t, st, i, "M13")
	refusal(t, st, act(Central, "mount", ref), RuleMovement, "mounts wait at L13")
	st, i = moveTest(t, Central, "ger-cav", "K16")
	ref = st.Units.Ref(i)
	walk(t, st, i, "J16")
	refusal(t, st, act(Central, "dismount", ref), RuleMovement, "before they begin their movement")
	refusal(t, st, act(Central, "dismount", st.Units.Ref(unit(t, st, "ger-reg", 1))), RuleMovement, "no mounts")

	// Dismounted, it moves as infantry (2 zones); it collects its mounts
	// where it left them, before it moves.
	st, i = moveTest(t, Central, "ger-cav", "K16")
	ref = st.Units.Ref(i)
	do(t, st, act(Central, "dismount", ref), nil)
	walk(t, st, i, "J16", "I16")
	refusal(t, st, act(Central, "move", ref, "H16"), RuleMovement, "full movement allowance")
	st.Units[i].Loc = loc(t, st, "J16")
	st.Troops[i].Moved = 0
	refusal(t, st, act(Central, "mount", ref), RuleMovement, "mounts wait at K16")
	st.Units[i].Loc = loc(t, st, "K16")
	do(t, st, act(Central, "mount", ref), nil)
	if !st.mounted(i) || len(st.Move.Mounts) != 0 {
		t.Fatalf("the cavalry collected its mounts: mounted %v, mounts %v", st.mounted(i), st.Move.Mounts)
	}
}

// Legal means "in the list": every listed move is accepted and applies.
func TestLegalMovesApply(t *testing.T) {
	st := newTestState(t, nil)
	movePhase(t, st, Central)
	for _, a := range st.LegalWith(Central, "move", "") {
		c := st.Clone().(*State)
		if err := c.Apply(a, rules.NewContext(rules.NewSeededDice(4))); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	if len(st.LegalWith(Central, "move", "")) == 0 {
		t.Fatal("no legal moves")
	}
	reg := st.Units.Ref(unit(t, st, "ger-reg", 1))
	refusal(t, st, act(Central, "move", reg, "L6"), RuleMovement, "cannot reach L6 this turn: it is 3 zones away")
	refusal(t, st, act(Central, "move", reg, "Z99"), RuleMovement, "no zone \"Z99\"")
	refusal(t, st, act(Central, "move", st.Units.Ref(unit(t, st, "bef-inf", 1)), "F6"), RuleMovement, "not a unit of the Germans")
	refusal(t, st, act(Central, "move", st.Units.Ref(unit(t, st, "ger-obs", 1)), "W7"), RuleAir, "they fly in the air operations")
}

// BenchmarkLegalMovement60 is every legal action of a movement step with 60
// units on the map (target: under 20 ms).
func BenchmarkLegalMovement60(b *testing.B) {
	st := newTestState(b, nil)
	movePhase(b, st, Central)
	types := map[string][]string{Allies: {"fr-inf", "brit-cav", "brit-fa", "brit-lorries"}, Central: {"ger-reg", "ger-cav", "ger-fa", "ger-ma"}}
	n := len(st.Units)
	for k := 0; n < 60; k++ {
		side := Sides[k%2]
		col := 'B' + rune(k/2%6)
		if side == Central {
			col = 'R' + rune(k/2%6)
		}
		label := string(col) + itoa(1+k/12%16)
		if len(st.groundAt(side, loc(b, st, label), -1)) >= StackLimit || st.enemyAt(side, loc(b, st, label)) {
			continue
		}
		addUnit(b, st, types[side][k%4], label)
		n++
	}
	if len(st.onMap("")) < 60 {
		b.Fatalf("%d units on the map, want 60", len(st.onMap("")))
	}
	b.ResetTimer()
	for b.Loop() {
		if len(st.Legal(Central)) == 0 {
			b.Fatal("no legal actions")
		}
	}
}

// 003 Railway embankments: "Vehicles and artillery crossing a railway
// embankment count the zone as rough terrain." The 1914 map has none: the
// test reads its Ru de Marcy as an embankment instead.
func TestEmbankment(t *testing.T) {
	embank := func(st *State) {
		st.fixed.t.Edges.Embankment, st.fixed.t.Edges.Stream = st.fixed.t.Edges.Stream, nil
		st.fixed.indexEdges()
	}
	st, i := moveTest(t, Allies, "brit-lorries", "H7")
	embank(st)
	refusal(t, st, act(Allies, "move", st.Units.Ref(i), "H6"), RuleMovement, "rough ground is impassable to wheeled vehicles")
	// A heavy tank crosses, rolls 2 + 1 (rough) break-down dice, and stops.
	st, i = moveTest(t, Allies, "brit-tank", "H7")
	embank(st)
	log := do(t, st, act(Allies, "move", st.Units.Ref(i), "H6"), manual(1, 1, 1))
	if !slices.ContainsFunc(log, func(l string) bool { return contains(l, "rough +1: 3 dice): 3d6") }) {
		t.Fatalf("want 3 break-down dice across the embankment: %q", log)
	}
	holdFire(t, st)
	refusal(t, st, act(Allies, "move", st.Units.Ref(i), "H5"), RuleMovement, "movement has ended")
	// Infantry crosses it as open ground and walks on.
	st, i = moveTest(t, Central, "ger-reg", "H7")
	embank(st)
	walk(t, st, i, "H6", "H5")
}

// Routing: "continuing to flee until it successfully makes two hits with a
// morale roll" — at the start of its side's movement a routing unit rolls
// its morale dice (RULINGS.md): two hits and it rallies (still
// suppressed), fewer and it flees on.
func TestRoutingUnitsRollToRally(t *testing.T) {
	for _, tc := range []struct {
		faces   []int
		rallies bool
	}{{[]int{5, 5, 1}, true}, {[]int{6, 1, 1}, true}, {[]int{5, 1, 1}, false}} {
		st := newTestState(t, nil)
		identifyAll(st)
		r := unit(t, st, "ger-reg", 1)
		st.Units[r].SetFlag(FlagSuppressed)
		st.Units[r].SetFlag(FlagRouting)
		st.Step = slices.IndexFunc(phases, func(p phase) bool { return p.ID == PhaseBombardSecond })
		lines := do(t, st, act(Allies, "end-phase"), manual(tc.faces...))
		if st.phase().ID != PhaseMoveFirst || st.phaseSide() != Central {
			t.Fatalf("want the Germans' movement, got %s", st.phase().ID)
		}
		if got := !st.Units[r].HasFlag(FlagRouting); got != tc.rallies || !st.suppressed(r) {
			t.Errorf("faces %v: rallied %v (suppressed %v), want %v and suppressed; log %q", tc.faces, got, st.suppressed(r), tc.rallies, lines)
		}
	}
}

// stepRefusal checks that unit i may not step straight into the zone
// labelled to (stepWhy, citing rule with a reason containing want), and
// that a move there, if the rules find one, goes round by other zones.
func stepRefusal(t *testing.T, st *State, i int, to, rule, want string) {
	t.Helper()
	l := loc(t, st, to)
	r, why := ruleReason(st.stepWhy(st.Units[i].Side, i, st.Units[i].Loc, l, st.Troops[i].Moved, st.Troops[i].RoadMoved))
	if r != rule || !strings.Contains(why, want) {
		t.Fatalf("%s into %s: refused with %q / %q, want %q / ...%q...", st.unitName(i), to, r, why, rule, want)
	}
	if p, ok := st.route(i)[l.Cell]; ok && len(p.cells) < 2 {
		t.Fatalf("%s into %s: the move's path is the refused step", st.unitName(i), to)
	}
}

// "When a player begins their movement turn, they may move all of their
// units up to their maximum movement allowance": a move names where the
// unit goes, several zones off, and takes the fewest zones there, each
// step a move of one zone (its log line, its allowance counted). French
// infantry (2 zones) from C8 reaches E8 in one action, not E8's
// neighbour F8 (3 zones, none along a road), and the legal list offers
// every zone it reaches, the neighbours and E8 alike.
func TestMoveOfSeveralZones(t *testing.T) {
	st, i := moveTest(t, Allies, "fr-inf", "C8")
	ref := st.Units.Ref(i)
	legal := st.LegalWith(Allies, "move", ref)
	for _, z := range []string{"D8", "E8", "E6", "C10"} {
		if !slices.ContainsFunc(legal, func(a rules.Action) bool { return a.Args[1] == z }) {
			t.Fatalf("no move to %s in %v", z, legal)
		}
	}
	lines := do(t, st, act(Allies, "move", ref, "E8"), nil)
	if l := st.label(st.Units[i].Loc); l != "E8" || st.Troops[i].Moved != 2 || len(st.Pending) != 0 {
		t.Fatalf("at %s, moved %d, pending %+v; want E8, 2, nothing asked", l, st.Troops[i].Moved, st.Pending)
	}
	for _, want := range []string{"from C8 to D8 cross country (open; 1 of 2 zones)", "from D8 to E8 cross country (open; 2 of 2 zones)"} {
		if !logHas(lines, want) {
			t.Fatalf("the move's log lacks %q: %q", want, lines)
		}
	}
	refusal(t, st, act(Allies, "move", ref, "F8"), RuleMovement, "movement allowance")
	st, i = moveTest(t, Allies, "fr-inf", "C8")
	refusal(t, st, act(Allies, "move", st.Units.Ref(i), "F8"), RuleMovement, "cannot reach F8 this turn: it is 3 zones away")
}

// The way a move takes is the fewest zones; among those, the fewest beside
// cover (where opportunity fire is asked) and the most along roads. German
// infantry at L4 going two zones to J4 passes K3, K4 or K5: K3 and K4 lie
// beside the woods at J3, K5 does not.
func TestMoveTakesTheWayFromCover(t *testing.T) {
	st, i := moveTest(t, Central, "ger-reg", "L4")
	p, ok := st.route(i)[loc(t, st, "J4").Cell]
	if !ok || st.pathText(p.cells) != "K5 and J4" {
		t.Fatalf("the way to J4: %v %q, want K5 and J4", ok, st.pathText(p.cells))
	}
}
