package greenfields

import (
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// fireWith applies sh with exactly the given faces (every one must be
// rolled) and returns its hits and log lines.
func fireWith(t *testing.T, st *State, sh shot, faces ...int) ([]hit, []string) {
	t.Helper()
	d := manual(faces...)
	ctx := rules.NewContext(d)
	hits, err := st.fire(sh, ctx)
	if err != nil {
		t.Fatalf("%s: %v", sh.For, err)
	}
	if d.Pending() != 0 {
		t.Fatalf("%s: %d faces not rolled (log %q)", sh.For, d.Pending(), eventLines(ctx))
	}
	return hits, eventLines(ctx)
}

func eventLines(ctx *rules.Context) []string {
	var out []string
	for _, e := range ctx.Events() {
		out = append(out, e.String())
	}
	return out
}

// hasLine reports whether a log line contains want.
func hasLine(log []string, want string) bool {
	for _, l := range log {
		if strings.Contains(l, want) {
			return true
		}
	}
	return false
}

// addUnit puts a new unit of type typ of side on the map at label, with
// its printed values, and returns its index.
// stack puts units at label in that order of waves (the first leads).
func stack(t *testing.T, st *State, label string, units ...int) {
	t.Helper()
	l, ok := st.zoneLoc(label)
	if !ok {
		t.Fatalf("no zone %s", label)
	}
	for k, i := range units {
		st.Units[i].Loc = l
		st.Troops[i].Wave = k + 1
	}
	st.restack(nil)
}

// troop checks unit i's strength, morale and experience.
func troop(t *testing.T, st *State, i int, what string, strength, morale, experience int) {
	t.Helper()
	tr := st.Troops[i]
	if tr.Strength != strength || tr.Morale != morale || tr.Experience != experience {
		t.Errorf("%s: strength %d morale %d experience %d, want %d %d %d", what, tr.Strength, tr.Morale, tr.Experience,
			strength, morale, experience)
	}
}

// The seed's "Combat example", at the level of each fire, with dice that
// give the hits it states. The BEF regiment (3-5-6) holds G6 (open); the
// three German regulars (3-3-12) A, B, C come from I6.
//
// The example writes regiment A's save as "(3 dice, -1 die for moving)",
// regiment B's as "roll two dice", regiment C's as "(2 dice, -1 for
// moving)": the same German regulars, all moving, so each rolls 3-1 = 2
// dice (RULINGS.md).
func TestFireCombatExample(t *testing.T) {
	st := newTestState(t, nil)
	bef := unit(t, st, "bef-inf", 1)
	a, b, c := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2), unit(t, st, "ger-reg", 3)
	g6 := st.Units[bef].Loc
	stack(t, st, "H6", a, b, c)

	// "The British therefore roll half of their normal attack dice.
	// Rolling three dice they score a single "6" - 2 hits! ... regiment
	// "A", now rolls its experience dice to negate the damage (3 dice, -1
	// die for moving). The unit also rolls a "6" with one of its dice, and
	// completely cancels the damage."
	opDice := st.fireDice(bef)
	hits, log := fireWith(t, st, shot{For: "opportunity fire", Kind: FireSmallArms, Side: Allies, Firers: []int{bef},
		Dice: opDice, DiceMods: []rules.Modifier{{Value: kit.Halve(opDice, true) - opDice, Reason: "opportunity fire: half dice"}},
		Targets: st.sideAt(Central, st.Units[a].Loc), Moving: true},
		6, 1, 2, // 3 hit dice: 2 hits
		6, 3) // A's 2 experience dice: 2 hits
	if len(hits) != 1 || hits[0].Unit != a || hits[0].Hits != 2 || hits[0].Saved != 2 || hits[0].Casualties != 0 {
		t.Fatalf("opportunity fire: %+v", hits)
	}
	if !hasLine(log, "3d6 [6 1 2]") || !hasLine(log, "2d6 [6 3]") {
		t.Errorf("3 hit dice and 2 save dice: %q", log)
	}
	troop(t, st, a, "regiment A after the opportunity fire", 12, 3, 3)

	// "The Germans now step into the British occupied zone." Round 1: "The
	// roll of 6 dice scores a total of three hits upon the German lead
	// regiment ... (3 dice, -1 die for moving) and manage to score a single
	// hit ... a loss of 2 strength points." "it reduces its morale by 1 ...
	// current morale value for the regiment of 2. The unit rolls 2 dice
	// and fails to gain more "hits" than it has just received casualties.
	// Regiment "A" now falls back one zone."
	stack(t, st, "G6", a, b, c, bef)
	for _, g := range []int{a, b, c} {
		st.Troops[g].From = "H6"
	}
	bDice := st.fireDice(bef)
	hits, _ = fireWith(t, st, shot{For: "BEF fire", Kind: FireSmallArms, Side: Allies, Firers: []int{bef}, Dice: bDice,
		Targets: st.sideAt(Central, g6), Moving: true},
		6, 5, 1, 2, 3, 4, // 6 dice: 3 hits
		5, 2, // 2 save dice: 1 hit
		5, 3) // 2 morale dice: 1 hit, fewer than 2 casualties
	if bDice != 6 || len(hits) != 1 || hits[0].Unit != a || hits[0].Hits != 3 || hits[0].Saved != 1 ||
		hits[0].Casualties != 2 || hits[0].Morale != kit.MoraleWavers {
		t.Fatalf("round 1 (%d dice): %+v", bDice, hits)
	}
	troop(t, st, a, "regiment A after round 1", 10, 1, 3) // 3, -1 for two casualties, -1 for wavering
	if !st.suppressed(a) || !st.retreating(a) {
		t.Fatalf("regiment A wavers: suppressed and falling back (flags %v, pending %v)", st.Units[a].Flags, st.Pending)
	}
	// Three zones are one step nearer the German base line (column X):
	// H5, H6, H7; the player chooses, the zone it came from by default.
	if d := st.decision(); d == nil || d.Side != Central || d.Default.String() != act(Central, "retreat", st.Units.Ref(a), "H6").String() {
		t.Fatalf("the Germans choose where A falls back, H6 by default: %+v", d)
	}
	do(t, st, act(Central, "retreat", st.Units.Ref(a), "H6"), nil)
	if st.label(st.Units[a].Loc) != "H6" || st.sideAt(Central, g6)[0] != b {
		t.Fatalf("A falls back to H6 and B leads at G6: A at %s, G6 %v", st.locText(st.Units[a].Loc), st.sideAt(Central, g6))
	}

	// Round 2: "The British defenders roll first again - scoring three
	// hits, exactly as before. The Germans are moving, and roll two dice
	// to negate the damage - scoring no hits with their experience dice.
	// Failing their subsequent morale roll, they fall back without firing".
	hits, _ = fireWith(t, st, shot{For: "BEF fire", Kind: FireSmallArms, Side: Allies, Firers: []int{bef}, Dice: st.fireDice(bef),
		Targets: st.sideAt(Central, g6), Moving: true},
		6, 5, 1, 2, 3, 4, // 3 hits
		1, 2, // no save
		5, 1) // morale 3-1 = 2 dice, 1 hit < 3
	if len(hits) != 1 || hits[0].Unit != b || hits[0].Casualties != 3 || hits[0].Morale != kit.MoraleWavers {
		t.Fatalf("round 2: %+v", hits)
	}
	troop(t, st, b, "regiment B after round 2", 9, 1, 3)
	do(t, st, act(Central, "retreat", st.Units.Ref(b), "H7"), nil)
	if lead := st.sideAt(Central, g6); len(lead) != 1 || lead[0] != c || st.Troops[c].Wave != 1 {
		t.Fatalf("C faces the British on its own: %v", lead)
	}

	// Round 3: "The British roll 6 dice, and this time score only a single
	// hit. The Germans roll their experience dice (2 dice, -1 for moving)
	// and also score one hit, negating the damage".
	hits, _ = fireWith(t, st, shot{For: "BEF fire", Kind: FireSmallArms, Side: Allies, Firers: []int{bef}, Dice: st.fireDice(bef),
		Targets: st.sideAt(Central, g6), Moving: true},
		5, 1, 1, 2, 3, 4, // 1 hit
		5, 4) // 1 saved: no casualties, no morale check
	if len(hits) != 1 || hits[0].Casualties != 0 || hits[0].Morale != "" {
		t.Fatalf("round 3, British fire: %+v", hits)
	}
	troop(t, st, c, "regiment C", 12, 3, 3)
	// "German regiment "C" now rolls 12 attack dice, and scores 6 whole
	// hits! ... 5 dice are rolled, and 3 hits are negated. The British
	// unit still suffers 3 hits! This lowers its morale by 1. The British
	// roll morale dice, scoring two hits - not enough ... The British unit
	// flees back one zone".
	cDice := st.fireDice(c)
	hits, log = fireWith(t, st, shot{For: "German fire", Kind: FireSmallArms, Side: Central, Firers: []int{c}, Dice: cDice,
		Targets: st.sideAt(Allies, g6)},
		6, 6, 5, 5, 1, 2, 3, 4, 1, 2, 3, 4, // 12 dice: 6 hits
		6, 5, 1, 2, 3, // 5 experience dice (open ground, not moving): 3 hits
		5, 5) // morale 3-1 = 2 dice: 2 hits < 3
	if cDice != 12 || len(hits) != 1 || hits[0].Hits != 6 || hits[0].Saved != 3 || hits[0].Casualties != 3 || hits[0].Morale != kit.MoraleWavers {
		t.Fatalf("round 3, German fire (%d dice): %+v", cDice, hits)
	}
	if !hasLine(log, "5d6 [6 5 1 2 3]") {
		t.Errorf("the BEF saves with 5 unmodified dice: %q", log)
	}
	troop(t, st, bef, "the BEF after round 3", 3, 1, 5)
	if d := st.decision(); d == nil || d.Side != Allies {
		t.Fatalf("the British choose where they fall back (F5, F6, F7): %+v", d)
	}
	if got := len(st.Legal(Allies)); got != 3 {
		t.Errorf("the BEF may fall back into F5, F6 or F7: %d choices %v", got, st.Legal(Allies))
	}
	do(t, st, act(Allies, "retreat", st.Units.Ref(bef), "F6"), nil)
	if len(st.sideAt(Allies, g6)) != 0 || len(st.sideAt(Central, g6)) != 1 {
		t.Errorf("German regiment C is left in possession of the field")
	}
	if st.Losses[Central] != 5 || st.Losses[Allies] != 3 {
		t.Errorf("graveyard: %v, want central 5 (A 2, B 3), allies 3", st.Losses)
	}
}

// "All hit dice from other fire effects the closest unit in the target
// zone first, with damage in excess of the target's strength "sloping
// over" onto the next unit in the target zone (eg. if you machinegun a
// regiment to death, excess casualties go onto their freinds following
// close behind)". Regiment A, down to 2 strength points, takes 7 hits and
// saves 1: 6 damage, 2 kill it, 4 slope over onto B, which saves against
// them as any unit taking hits does (RULINGS.md): no save hit, 4
// casualties.
func TestFireSlopeOver(t *testing.T) {
	st := newTestState(t, nil)
	a, b, c := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2), unit(t, st, "ger-reg", 3)
	st.Troops[a].Strength = 2
	hits, log := fireWith(t, st, shot{For: "machine guns", Kind: FireSmallArms, Side: Allies, Dice: 6,
		Targets: st.sideAt(Central, st.Units[a].Loc)},
		6, 6, 6, 5, 1, 1, // 7 hits
		5, 1, 1, // A saves 1: destroyed, 4 left
		1, 1, 1, // B saves none: 4 casualties
		6, 6) // B's morale 3-1 = 2 dice, 4 hits: continues
	if len(hits) != 2 || hits[0].Unit != a || hits[0].Morale != kit.MoraleDestroyed || hits[1].Unit != b ||
		hits[1].Hits != 4 || hits[1].Casualties != 4 || hits[1].Morale != kit.MoraleContinues {
		t.Fatalf("slope-over: %+v", hits)
	}
	if !st.Units[a].Loc.IsEliminated() || !hasLine(log, "4 hits slope over onto") {
		t.Errorf("A destroyed and 4 hits sloping over: %q", log)
	}
	troop(t, st, b, "B", 8, 1, 3)
	troop(t, st, c, "C, untouched", 12, 3, 3)
	if st.Troops[b].Wave != 1 || st.Troops[c].Wave != 2 {
		t.Errorf("waves after A's end: B %d, C %d; want 1 and 2", st.Troops[b].Wave, st.Troops[c].Wave)
	}
	if st.Losses[Central] != 6 {
		t.Errorf("graveyard %v, want 6 German points", st.Losses)
	}
}

// "All hit dice due to artillery fire are rolled in turn against EVERY
// unit occupying the target zone." German field artillery (strength 9:
// "1 dice for every 3 full points", 3 dice) at G6 holding the BEF and
// French infantry: a roll for each. The BEF: 2 hits, no save, 2
// casualties, morale 3-1 = 2 dice scoring 3: continues (morale 1). The
// French: 0 hits: no save, no check.
func TestFireArtilleryRollsAtEveryUnit(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st) // one line for every side
	bef, fr, gfa := unit(t, st, "bef-inf", 1), unit(t, st, "fr-inf", 1), unit(t, st, "ger-fa", 1)
	place(t, st, fr, "G6")
	if n := st.fireDice(gfa); n != 3 {
		t.Fatalf("field artillery of strength 9: %d dice, want 3", n)
	}
	hits, log := fireWith(t, st, shot{For: "bombardment", Kind: FireArtillery, Side: Central, Dice: st.fireDice(gfa),
		Targets: st.unitsAt(st.Units[bef].Loc)},
		6, 1, 1, // at the BEF: 2 hits
		1, 1, 1, 1, 1, // 5 experience dice: none
		5, 6, // morale 2 dice: 3 hits
		4, 3, 2) // at the French: nothing
	if len(hits) != 1 || hits[0].Unit != bef || hits[0].Casualties != 2 || hits[0].Morale != kit.MoraleContinues {
		t.Fatalf("artillery: %+v", hits)
	}
	troop(t, st, bef, "the BEF", 4, 1, 5)
	troop(t, st, fr, "the French", 12, 5, 1)
	n := 0
	for _, l := range log {
		if strings.Contains(l, "bombardment at") {
			n++
		}
	}
	if n != 2 {
		t.Errorf("one hit roll per unit in the zone, got %d: %q", n, log)
	}
}

// "It takes 2 hits to knock out a strength point of armoured vehicles":
// 5 hits on a British tank (3-2-3) that saves none of them knock out 2
// points, the odd hit none; morale 3-1 = 2 dice, 4 hits: continues
// (morale 1). Its slope-over is what its casualties did not use: 8 hits
// on a 3-point tank, 6 destroy it, 2 go on to the BEF behind it.
func TestFireArmour(t *testing.T) {
	st := newTestState(t, nil)
	tank := addUnit(t, st, "brit-tank", "F6")
	hits, _ := fireWith(t, st, shot{For: "fire", Kind: FireSmallArms, Side: Central, Dice: 3, Targets: []int{tank}},
		6, 6, 5, // 5 hits
		1, 2, // 2 experience dice: none
		6, 6) // morale dice: 4 hits
	if len(hits) != 1 || hits[0].Casualties != 2 || hits[0].Morale != kit.MoraleContinues {
		t.Fatalf("tank: %+v", hits)
	}
	troop(t, st, tank, "the tank", 1, 1, 2)

	st = newTestState(t, nil)
	tank = addUnit(t, st, "brit-tank", "F6")
	bef := unit(t, st, "bef-inf", 1)
	stack(t, st, "F6", tank, bef)
	hits, _ = fireWith(t, st, shot{For: "fire", Kind: FireSmallArms, Side: Central, Dice: 5, Targets: st.sideAt(Allies, st.Units[tank].Loc)},
		6, 6, 6, 6, 1, // 8 hits
		1, 1, // the tank saves none: destroyed by 6 of them
		1, 1, 1, 1, 1, // the BEF saves none of the 2 left
		5, 5) // morale 3-1 = 2 dice, 2 hits: continues
	if len(hits) != 2 || hits[0].Morale != kit.MoraleDestroyed || hits[1].Unit != bef || hits[1].Hits != 2 || hits[1].Casualties != 2 {
		t.Fatalf("slope-over from a tank: %+v", hits)
	}
	troop(t, st, bef, "the BEF", 4, 1, 5)
}

// "Hits caused by gas are taken directly from the target's experience
// level (although targets may roll vs their undamaged experience level to
// save vs casualties.)" and "Dice modifiers are not counted vs gas
// attack": German regulars moving in a heavy trench save with their 3
// dice, unmodified; 4 hits, 1 saved, experience 3 -> 0, strength and
// morale untouched (lost experience is no casualty: no morale check).
func TestFireGasTakesExperience(t *testing.T) {
	st := newTestState(t, nil)
	a := unit(t, st, "ger-reg", 1)
	st.setZone(st.Units[a].Loc, Zone{Trench: 2})
	hits, _ := fireWith(t, st, shot{For: "gas shells", Kind: FireGas, Side: Allies, Dice: 2, Targets: []int{a}, Moving: true},
		6, 6, // 4 hits
		5, 1, 1) // 3 experience dice: 1 hit
	if len(hits) != 1 || hits[0].Casualties != 3 || hits[0].Morale != "" {
		t.Fatalf("gas: %+v", hits)
	}
	troop(t, st, a, "gassed regiment", 12, 3, 0)
}

// "Units hit by a mine do NOT roll vs experience to save vs casualties"
// and "casualties are rolled for all units stationed in the mine's target
// zone": a roll at each German regiment, no save, then morale checks.
func TestFireMineNoSave(t *testing.T) {
	st := newTestState(t, nil)
	a, b := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2)
	place(t, st, unit(t, st, "ger-reg", 3), "X16")
	hits, _ := fireWith(t, st, shot{For: "mine", Kind: FireMine, Side: Allies, Dice: 1, Targets: st.sideAt(Central, st.Units[a].Loc)},
		5,       // at A: 1 hit, 1 casualty
		5, 1, 1, // A's morale: 3 dice, 1 hit: continues
		4) // at B: nothing
	if len(hits) != 1 || hits[0].Saved != 0 || hits[0].Casualties != 1 {
		t.Fatalf("mine: %+v", hits)
	}
	troop(t, st, a, "A", 11, 2, 3)
	troop(t, st, b, "B", 12, 3, 3)
}

// "Whenever a unit takes casualties due to enemy fire": a vehicle's
// break-down roll is no enemy fire (and, not being fire, takes no chart
// modifier: RULINGS.md), nor is a side's own artillery landing on its
// units. Neither forces a morale check.
func TestFireMoraleOnlyAfterEnemyFire(t *testing.T) {
	st := newTestState(t, nil)
	tank := addUnit(t, st, "brit-tank", "F6")
	hits, _ := fireWith(t, st, shot{For: "break-down", Kind: FireBreakdown, Dice: 3, Targets: []int{tank}, Moving: true},
		6, 6, 1, // 4 hits
		1, 1) // 2 experience dice (moving does not count): none
	if len(hits) != 1 || hits[0].Casualties != 2 || hits[0].Morale != "" {
		t.Fatalf("break-down: %+v", hits)
	}
	troop(t, st, tank, "tank after breaking down", 1, 3, 2)
	bef := unit(t, st, "bef-inf", 1)
	hits, _ = fireWith(t, st, shot{For: "own shells", Kind: FireArtillery, Side: Allies, Dice: 1, Targets: []int{bef}},
		5,             // 1 hit
		1, 1, 1, 1, 1) // no save
	if len(hits) != 1 || hits[0].Casualties != 1 || hits[0].Morale != "" {
		t.Fatalf("own shells: %+v", hits)
	}
	troop(t, st, bef, "BEF under its own shells", 5, 3, 5)
}

// "Unit strength and morale/experience are still kept secret": fire at a
// German regiment the British have not identified logs its hits to all,
// but its experience dice (their count is its experience), its losses and
// its morale check only to the Germans.
func TestFireLogKeepsHiddenValues(t *testing.T) {
	st := newTestState(t, nil)
	a := unit(t, st, "ger-reg", 1)
	place(t, st, a, "H6") // beside the BEF at G6: seen, not identified
	st.Units[a].Hidden = true
	d := manual(6, 1, 1, 1, // 2 hits
		1, 1, 1, // no save
		5, 1) // morale 2 dice: 1 hit: wavers (falls back east)
	ctx := rules.NewContext(d)
	if _, err := st.fire(shot{For: "fire", Kind: FireSmallArms, Side: Allies, Dice: 4, Targets: []int{a}}, ctx); err != nil {
		t.Fatal(err)
	}
	var public []string
	for _, e := range ctx.Events() {
		if e.To.Sees(Allies) {
			public = append(public, e.String())
		} else if !e.To.Sees(Central) {
			t.Errorf("a line the Germans may not see: %q", e.String())
		}
	}
	if !hasLine(public, st.unitName(a)+" takes 2 hits") {
		t.Errorf("the British see the hits: %q", public)
	}
	for _, secret := range []string{"3d6", "2d6", "strength", "morale", "experience"} {
		if hasLine(public, secret) {
			t.Errorf("the British see %q: %q", secret, public)
		}
	}
	// Hits sloping over from an unidentified unit would tell what it took:
	// 7 hits at a hidden A of 2 points (0 saved, 0 experience) leave 5 for
	// B; the British read only the 7 and A's end.
	st = newTestState(t, nil)
	a, b := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2)
	stack(t, st, "H6", a, b)
	st.Units[a].Hidden = true
	st.Troops[a].Strength, st.Troops[a].Experience = 2, 0
	ctx = rules.NewContext(manual(6, 6, 6, 5, // 7 hits
		1, 1, 1, // B saves none of 5
		6, 6)) // B's morale 2 dice, 4 hits: 5 casualties, wavers
	if _, err := st.fire(shot{For: "fire", Kind: FireSmallArms, Side: Allies, Dice: 4, Targets: []int{a, b}}, ctx); err != nil {
		t.Fatal(err)
	}
	public = nil
	for _, e := range ctx.Events() {
		if e.To.Sees(Allies) {
			public = append(public, e.String())
		}
	}
	if hasLine(public, "5 hits") || !hasLine(public, "7 hits") || !hasLine(public, "is destroyed") {
		t.Errorf("the British see: %q", public)
	}
}
