package greenfields

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// toGermanMove puts the game in the Germans' movement (see stepTo).
func toGermanMove(t *testing.T, st *State) {
	t.Helper()
	for _, p := range phases {
		if p.ID == PhaseMoveFirst {
			break
		}
		st.Step++
	}
	if st.phase().ID != PhaseMoveFirst || st.phaseSide() != Central {
		t.Fatalf("want the Germans' movement, got %s", st.phase().ID)
	}
}

// "If a moving unit comes within 1 zone of an unsuppressed defender, then
// the defender may open fire on the moving unit using HALF its normal
// attack dice (rounding up). Artillery units do not use SHELL points to
// fire in this way." British field artillery (9 strength: 3 dice) fires
// 2 dice (3 halved, rounding up), and the SHELLS stay.
func TestOpFireArtilleryHalfDiceRoundUp(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st) // one line for every side
	gun := unit(t, st, "brit-fa", 1)
	place(t, st, gun, "K6")
	toGermanMove(t, st)
	a := unit(t, st, "ger-reg", 1)
	stepTo(t, st, a, "J6")
	d := st.decision()
	if d == nil || d.Side != Allies {
		t.Fatalf("want the British asked, got %+v", d)
	}
	shells := st.Shells[Allies]
	lines := do(t, st, act(Allies, "opfire", st.Units.Ref(gun), "J6"), manual(1, 1, 1, 1, 1, 1))
	wantRolls(t, "artillery opportunity fire", lines, []string{"opportunity fire", "2d6", "-1", "half dice, rounding up"})
	if st.Shells[Allies] != shells {
		t.Fatalf("SHELLS %d, want %d unchanged", st.Shells[Allies], shells)
	}
	if st.decision() != nil {
		t.Fatalf("the BEF at G6 is 3 zones from J6: no one else may fire; got %+v", st.decision())
	}
}

// Only "an unsuppressed defender" may fire, "once per turn", and only
// within 1 zone: with none, in open ground where nothing could hide, no
// question is asked. A hiding place within 1 zone (woods, a trench,
// ruins) is asked about whatever hides there, and so is an unsuppressed
// defender that has no dice (its strength is its secret): the question
// must not tell the mover what it cannot see.
func TestOpFireNotOffered(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(st *State, bef int)
		to    string
		asked bool
	}{
		{"suppressed", func(st *State, bef int) { st.Units[bef].SetFlag(FlagSuppressed) }, "H10", false},
		{"already fired", func(st *State, bef int) { st.Units[bef].SetFlag(FlagOpFired) }, "H10", false},
		{"two zones away", func(st *State, bef int) {}, "I9", false},
		{"no dice", func(st *State, bef int) { st.Troops[bef].Strength = 0 }, "H10", true},
		{"woods within 1 zone", func(st *State, bef int) { st.Units[bef].Loc = rules.Eliminated }, "H6", true},
		{"a trench within 1 zone", func(st *State, bef int) {
			st.Units[bef].Loc = rules.Eliminated
			st.Zones = map[string]Zone{"G11": {Trench: 1}}
		}, "H10", true},
	} {
		st := newTestState(t, nil)
		bef, reg := unit(t, st, "bef-inf", 1), unit(t, st, "ger-reg", 1)
		only(st, bef, reg)
		place(t, st, bef, "G10")
		place(t, st, reg, "I10")
		if tc.to == "H6" {
			place(t, st, reg, "I6")
		}
		tc.setup(st, bef)
		toGermanMove(t, st)
		stepTo(t, st, reg, tc.to)
		d := st.decision()
		if asked := d != nil; asked != tc.asked {
			t.Fatalf("%s: asked %v, want %v (%+v)", tc.name, asked, tc.asked, d)
		}
		if d != nil {
			if got := st.Legal(Allies); len(got) != 1 || got[0].Verb != "hold" {
				t.Errorf("%s: want only hold, got %v", tc.name, got)
			}
		}
	}
}

// A refused opportunity fire says why: only the units within 1 zone of the
// moving units may fire.
func TestOpFireRefusals(t *testing.T) {
	st := newTestState(t, nil)
	gun := unit(t, st, "brit-fa", 1) // at D6, far from H6
	toGermanMove(t, st)
	stepTo(t, st, unit(t, st, "ger-reg", 1), "H6")
	refusal(t, st, act(Allies, "opfire", st.Units.Ref(gun), "H6"), RuleOpFire, "not within 1 zone of H6")
	refusal(t, st, act(Allies, "opfire", st.Units.Ref(unit(t, st, "bef-inf", 1)), "G6"), RuleOpFire, "the moving units are in H6")
	refusal(t, st, act(Central, "end-phase"), RuleOpFire, "the game waits for the Allies")
	f, ok := st.Forecast(act(Allies, "opfire", st.Units.Ref(unit(t, st, "bef-inf", 1)), "H6"))
	if !ok || len(f.Outcomes) == 0 || f.Strength != "3 hit dice" {
		t.Fatalf("the opfire forecast shows the 3 dice's odds: %+v", f)
	}
	if f.Confirm != "Fire" {
		t.Errorf("the dialog's button says %q, want Fire (not the window's Resolve)", f.Confirm)
	}
}

// "Units may only use opportunity fire once per turn": the BEF fires at
// the first German regiment to come within 1 zone; the second, coming
// within 1 zone of it in the same turn, is not offered to it. (The Allies
// are still asked: the woods at H5 could hide a unit of theirs from the
// Germans, so the Germans may not learn from the question whether one
// does; the Allies may only hold.)
func TestOpFireOncePerTurn(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	bef := unit(t, st, "bef-inf", 1) // G6
	toGermanMove(t, st)
	stepTo(t, st, unit(t, st, "ger-reg", 1), "H6")
	if d := st.decision(); d == nil || d.Side != Allies {
		t.Fatalf("want the British asked at H6, got %+v", d)
	}
	do(t, st, act(Allies, "opfire", st.Units.Ref(bef), "H6"), manual(1, 1, 1))
	if got := st.Legal(Allies); len(got) != 1 || got[0].Verb != "hold" {
		t.Fatalf("the BEF has fired and no other unit may: want only hold, got %v", got)
	}
	do(t, st, act(Allies, "hold"), nil)
	stepTo(t, st, unit(t, st, "ger-reg", 2), "H5")
	if got := st.Legal(Allies); len(got) != 1 || got[0].Verb != "hold" {
		t.Fatalf("a second German within 1 zone the same turn: the BEF may not fire again, want only hold, got %v", got)
	}
}

// "If moving units are not broken by enemy fire, they may continue": a
// regiment the BEF's opportunity fire breaks (it wavers, its side to
// choose where it falls back) is no longer a target, and the question,
// which the woods at H5 would otherwise keep open, is answered.
func TestOpFireEndsWhenTheStackBreaks(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	bef, reg := unit(t, st, "bef-inf", 1), unit(t, st, "ger-reg", 1)
	toGermanMove(t, st)
	stepTo(t, st, reg, "H6")
	// 3 dice: 2 hits; 2 save dice: none; morale 3-1 = 2 dice, 1 hit: wavers.
	do(t, st, act(Allies, "opfire", st.Units.Ref(bef), "H6"), manual(6, 1, 1, 1, 1, 5, 1))
	if d := st.decision(); d == nil || d.Side != Central || !st.retreating(reg) {
		t.Fatalf("want the Germans choosing where the regiment falls back, got %+v", d)
	}
	if slices.ContainsFunc(st.Pending, func(p Pending) bool { return p.Kind == "opfire" }) {
		t.Errorf("the opportunity fire question is still open: %+v", st.Pending)
	}
}

// moveAsking applies a and counts the opportunity fire questions asked
// as it plays out, each answered by answer (hold when nil).
func moveAsking(t *testing.T, st *State, a rules.Action, answer func(p *Pending) rules.Action) (asked int, lines []string) {
	t.Helper()
	lines = do(t, st, a, manual())
	fresh := true // a question stays open after a fire: not a new one
	for n := 0; len(st.Pending) > 0 && st.Pending[0].Kind == "opfire"; n++ {
		if fresh {
			asked++
		}
		b := act(st.Pending[0].Side, "hold")
		if answer != nil {
			b = answer(&st.Pending[0])
		}
		fresh = b.Verb == "hold"
		lines = append(lines, do(t, st, b, manual(1, 1, 1, 1, 1, 1))...)
		if n > 10 {
			t.Fatal("the questions do not end")
		}
	}
	return asked, lines
}

// "As a player moves, their opponents may elect to perform opportunity
// fire": a move of several zones asks the other side once, where it first
// may (opFireAsked), whatever else its path passes; held, the move goes on
// to its end. German regulars from K2 to I1 pass J1 or J2 and end at I1,
// each beside the woods of I2 and J3 (where the question is asked whoever
// hides there): one question, not two, and the moving side acts again.
func TestOpFireAskedOnceAMove(t *testing.T) {
	st := newTestState(t, nil)
	toGermanMove(t, st)
	reg := addUnit(t, st, "ger-reg", "K2")
	asked, _ := moveAsking(t, st, act(Central, "move", st.Units.Ref(reg), "I1"), func(p *Pending) rules.Action {
		if _, ok := st.Forecast(act(Allies, "hold")); ok {
			t.Fatal("holding with no fire ordered has a forecast: nothing is rolled")
		}
		return act(Allies, "hold")
	})
	if asked != 1 || st.label(st.Units[reg].Loc) != "I1" || st.Troops[reg].Moved != 2 {
		t.Fatalf("%d questions, the regiment at %s having moved %d; want 1, I1, 2", asked, st.label(st.Units[reg].Loc), st.Troops[reg].Moved)
	}
	if act := st.activeSides(); len(act) != 1 || act[0] != Central {
		t.Fatalf("after the move, %v act; want the Germans", act)
	}
}

// The one question lets the defender fire where the mover comes within 1
// zone of its units further along the path, when it gets there: German
// cavalry from K1 to H1 is asked about at J1 (the woods at I2), where the
// BEF hiding in the woods at H2 cannot reach; it orders fire at I1 and
// holds. The cavalry goes on to I1, is fired at there (3 dice: half of 6,
// rounding up) and stops: "If moving units are not broken by enemy fire,
// they may continue movement", its player moving it on, or not. The order
// is the British's secret until the fire opens.
func TestOpFireOrderedFurtherAlong(t *testing.T) {
	st, bef, cav := cavalryByTheBEF(t, "H2")
	ref := st.Units.Ref(cav)
	do(t, st, act(Central, "move", ref, "H1"), manual())
	p := st.opPending()
	if p == nil || p.Zone != "J1" || !slices.Equal(p.Path, []string{"I1", "H1"}) {
		t.Fatalf("want the question at J1, the path on to I1 and H1: %+v", st.Pending)
	}
	befRef := st.Units.Ref(bef)
	refusal(t, st, act(Allies, "opfire", befRef, "J1"), RuleOpFire, "is not within 1 zone of J1")
	refusal(t, st, act(Allies, "opfire", befRef, "K1"), RuleOpFire, "K1 is not on their path")
	if !strings.Contains(st.decisionFor(Allies).Prompt, "on through I1, H1") || strings.Contains(st.decisionFor(Central).Prompt, "I1") {
		t.Fatalf("the British read %q, the Germans %q: want the zones further on in the British prompt alone",
			st.decisionFor(Allies).Prompt, st.decisionFor(Central).Prompt)
	}
	order := act(Allies, "opfire", befRef, "I1")
	if f, ok := st.Forecast(order); !ok || f.Confirm != "Order fire" {
		t.Errorf("the order's dialog button: %v %q, want Order fire (it fires later)", ok, f.Confirm)
	}
	ctx := rules.NewContext(manual())
	if err := st.Apply(order, ctx); err != nil {
		t.Fatal(err)
	}
	if len(ctx.Faces()) != 0 || st.Units[bef].HasFlag(FlagOpFired) {
		t.Fatalf("an order fires nothing yet: rolled %v, opfired %v", ctx.Faces(), st.Units[bef].HasFlag(FlagOpFired))
	}
	refusal(t, st, act(Allies, "opfire", befRef, "H1"), RuleOpFire, "already ordered")
	// Letting the move go on fires: the window shows its odds, then its dice.
	if f, ok := st.Forecast(act(Allies, "hold")); !ok || !strings.Contains(f.Title, "opens fire at I1") || f.Confirm != "Let it go on" {
		t.Fatalf("the hold's forecast: %v %q, button %q, want the fire ordered at I1 and Let it go on", ok, f.Title, f.Confirm)
	}
	lines := do(t, st, act(Allies, "hold"), manual(1, 1, 1))
	if l := st.label(st.Units[cav].Loc); l != "I1" || st.Troops[cav].Moved != 2 || !st.Units[bef].HasFlag(FlagOpFired) {
		t.Fatalf("the cavalry at %s having moved %d, the BEF opfired %v; want I1, 2, true", l, st.Troops[cav].Moved, st.Units[bef].HasFlag(FlagOpFired))
	}
	wantRolls(t, "the fire ordered at I1", lines, []string{"opportunity fire", "at I1", "3d6"})
	if len(st.Pending) != 0 || st.Move.Halted[st.Units[cav].ID] != "" {
		t.Fatalf("pending %+v, halted %q: want the Germans free to move the cavalry on", st.Pending, st.Move.Halted[st.Units[cav].ID])
	}
	do(t, st, act(Central, "move", ref, "H1"), manual())
}

// A fire now stops the move where it met the mover, the rest of its path
// dropped: the British at I2 (in the woods, within 1 zone of J1) fire at
// the cavalry moving from K1 to H1 as it reaches J1, and hold; the
// cavalry stays at J1, free to move on.
func TestOpFireNowStopsTheMove(t *testing.T) {
	st, bef, cav := cavalryByTheBEF(t, "I2")
	asked, _ := moveAsking(t, st, act(Central, "move", st.Units.Ref(cav), "H1"), func(p *Pending) rules.Action {
		if !st.Units[bef].HasFlag(FlagOpFired) {
			return act(Allies, "opfire", st.Units.Ref(bef), "J1")
		}
		return act(Allies, "hold")
	})
	if asked != 1 || st.label(st.Units[cav].Loc) != "J1" || st.Troops[cav].Moved != 1 {
		t.Fatalf("%d questions, the cavalry at %s having moved %d; want 1, J1, 1", asked, st.label(st.Units[cav].Loc), st.Troops[cav].Moved)
	}
}

// cavalryByTheBEF is the Germans' movement with the BEF regiment moved to
// the zone labelled at and German cavalry at K1, about to ride west.
func cavalryByTheBEF(t *testing.T, at string) (st *State, bef, cav int) {
	t.Helper()
	st = newTestState(t, nil)
	toGermanMove(t, st)
	bef = unit(t, st, "bef-inf", 1)
	place(t, st, bef, at)
	return st, bef, addUnit(t, st, "ger-cav", "K1")
}

// A unit the enemy fires at in the dark and that falls back out of its
// sight is not named by its alias in what the enemy reads of it: the
// French at J10 fire by night at unidentified German regulars that came
// to K10 and rout them back to L11, two zones off, unseen at night (0
// zones, +1 moving, -1 suppressed); the French read the hits "an
// unidentified unit of Germany" took, not which unit it was (its alias
// would let them follow a unit they no longer see). Found by
// FuzzRandomPlay (issue 24): a fire ordered further along a move does the
// same.
func TestUnitRoutedOutOfSightIsNotNamed(t *testing.T) {
	g, err := rules.StartGame(testScenario, nil, 1, true)
	if err != nil {
		t.Fatal(err)
	}
	st := g.State().(*State)
	st.Turn = st.turnsPerDay() - 1 // the night
	toGermanMove(t, st)
	fr, reg := unit(t, st, "fr-inf", 1), unit(t, st, "ger-reg", 1)
	place(t, st, fr, "J10")
	place(t, st, reg, "K9")
	secrets := &rulestest.SecretsChecker{Rand: rand.New(rand.NewPCG(1, 2)), Probes: 3}
	if err := secrets.Check(g); err != nil {
		t.Fatal(err)
	}
	// 6 dice (12 halved): 3 4 4 6 6 6 = 6 hits; 2 save dice 5 4 = 1; 5
	// casualties; morale 2 dice 1 3: routs, back to L11.
	for _, a := range []rules.Action{act(Central, "move", st.Units.Ref(reg), "K10"), act(Allies, "opfire", st.Units.Ref(fr), "K10")} {
		g.EnterDice(3, 4, 4, 6, 6, 6, 5, 4, 1, 3)
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		if err := secrets.Check(g); err != nil {
			t.Fatalf("after %s: %v", a, err)
		}
	}
	st = g.State().(*State)
	if l := st.placeText(reg); l != "L11" || st.sees(Allies, reg) {
		t.Fatalf("set-up: the regiment at %s, seen %v; want L11, unseen", l, st.sees(Allies, reg))
	}
	if !slices.ContainsFunc(g.LogFor(Allies)[len(g.Log())-1].Events, func(e rules.Event) bool { return e.Text == "an unidentified unit of Germany takes 6 hits" }) {
		t.Fatalf("the French read: %v", g.LogFor(Allies)[len(g.Log())-1].Events)
	}
}
