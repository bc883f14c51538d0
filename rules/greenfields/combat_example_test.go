package greenfields

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// stepTo moves unit i one zone to label as the movement section does: by
// its move verb when it is registered, else (until it is merged) by
// setting what a move sets and running the afterStep handlers.
func stepTo(t *testing.T, st *State, i int, label string) {
	t.Helper()
	if book.HasVerb("move") {
		do(t, st, act(st.Units[i].Side, "move", st.Units.Ref(i), label), manual())
		return
	}
	l, ok := st.zoneLoc(label)
	if !ok {
		t.Fatalf("no zone %s", label)
	}
	from := st.Units[i].Loc
	st.Troops[i].From = st.label(from)
	st.Troops[i].Moved++
	st.Units[i].SetFlag(FlagMoving)
	st.Units[i].Loc = l
	st.Troops[i].Wave = 0
	st.restack(nil)
	st.stepped = &moveStep{unit: i, from: from}
	runMoment(t, st, afterStep, rules.NewContext(manual()))
	st.stepped = nil
}

// rollsIn are the log lines of rolls (those naming their dice "NdS").
func rollsIn(lines []string) []string {
	var out []string
	for _, l := range lines {
		if strings.Contains(l, "d6:") {
			out = append(out, l)
		}
	}
	return out
}

// wantRolls checks each roll line in order contains its wanted parts.
func wantRolls(t *testing.T, what string, lines []string, want ...[]string) {
	t.Helper()
	got := rollsIn(lines)
	if len(got) != len(want) {
		t.Fatalf("%s: %d rolls, want %d:\n%s", what, len(got), len(want), strings.Join(lines, "\n"))
	}
	for k, parts := range want {
		for _, p := range parts {
			if !strings.Contains(got[k], p) {
				t.Fatalf("%s: roll %d %q lacks %q\n%s", what, k+1, got[k], p, strings.Join(lines, "\n"))
			}
		}
	}
}

// troopIs checks unit i's strength, morale and experience.
func troopIs(t *testing.T, st *State, what string, i, strength, morale, experience int) {
	t.Helper()
	tr := st.Troops[i]
	if tr.Strength != strength || tr.Morale != morale || tr.Experience != experience {
		t.Fatalf("%s: strength %d morale %d experience %d, want %d %d %d", what, tr.Strength, tr.Morale, tr.Experience, strength, morale, experience)
	}
}

// The seed's "Combat example", played with actions and dice chosen to give
// exactly its hits: a BEF regiment (Morale 3, Experience 5, Strength 6) in
// open terrain; three German regulars (3-3-12) stacked A, B, C charge it.
func TestCombatExample(t *testing.T) {
	st := newTestState(t, nil)
	bef := unit(t, st, "bef-inf", 1)
	a, b, c := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2), unit(t, st, "ger-reg", 3)
	for _, z := range []string{"F6", "G6", "H6", "I6"} {
		l, _ := st.zoneLoc(z)
		if g := st.traceGoing(l); g != "open" {
			t.Fatalf("%s is %s: the example is fought in open terrain", z, g)
		}
	}
	troopIs(t, st, "BEF", bef, 6, 3, 5)
	for _, i := range []int{a, b, c} {
		troopIs(t, st, "German regiment", i, 12, 3, 3)
	}
	if st.label(st.Units[bef].Loc) != "G6" || st.Troops[a].Wave != 1 || st.Troops[b].Wave != 2 || st.Troops[c].Wave != 3 {
		t.Fatalf("set-up: BEF at G6 and the Germans stacked A, B, C at I6")
	}
	// The Germans attack: bombardments pass, to the Germans' movement
	// (until the movement section is merged, a movement phase with no
	// move verb passes by itself: the test puts the game there).
	do(t, st, act(Central, "end-phase"), nil)
	if book.HasVerb("move") {
		do(t, st, act(Allies, "end-phase"), nil)
	} else {
		st.Step = slices.IndexFunc(phases, func(p phase) bool { return p.ID == PhaseMoveFirst })
	}
	if st.phase().ID != PhaseMoveFirst || st.phaseSide() != Central {
		t.Fatalf("want the Germans' movement, got %s", st.phase().ID)
	}

	// "The British may attempt opportunity fire at the German attack from
	// 1 zone away." Each German step into H6 offers it; the British hold
	// until the whole stack is there.
	stepTo(t, st, a, "H6")
	d := st.decision()
	if d == nil || d.Side != Allies || d.Rule != RuleOpFire {
		t.Fatalf("after A moves within 1 zone of the BEF, want the British asked about opportunity fire, got %+v", d)
	}
	opfire := act(Allies, "opfire", st.Units.Ref(bef), "H6")
	if err := st.Check(opfire); err != nil {
		t.Fatal(err)
	}
	do(t, st, act(Allies, "hold"), nil)
	stepTo(t, st, b, "H6")
	do(t, st, act(Allies, "hold"), nil)
	stepTo(t, st, c, "H6")
	// "The British therefore roll half of their normal attack dice.
	// Rolling three dice they score a single "6" - 2 hits! The German lead
	// regiment, regiment "A", now rolls its experience dice to negate the
	// damage (3 dice, -1 die for moving). The unit also rolls a "6" with
	// one of its dice, and completely cancels the damage."
	lines := do(t, st, opfire, manual(6, 1, 1, 6, 1))
	wantRolls(t, "opportunity fire", lines,
		[]string{"opportunity fire", "3d6", "half dice, rounding up", "2 hits"},
		[]string{"saves", "2d6", "-1", "moving", "2 hits"})
	troopIs(t, st, "A after the opportunity fire", a, 12, 3, 3)
	// The Allies are asked on (the woods at H5 could hide a unit from the
	// Germans), but may only hold: the BEF has used its fire.
	onlyHold := func(what string) {
		t.Helper()
		if got := st.Legal(Allies); len(got) != 1 || got[0].Verb != "hold" {
			t.Fatalf("%s: the BEF's opportunity fire is used; want only hold, got %v", what, got)
		}
		do(t, st, act(Allies, "hold"), nil)
	}
	if !st.Units[bef].HasFlag(FlagOpFired) {
		t.Fatal("the BEF's opportunity fire is not marked used")
	}
	onlyHold("after the fire")

	// "The Germans now step into the British occupied zone." No second
	// opportunity fire: "Units may only use opportunity fire once per turn".
	for _, i := range []int{a, b, c} {
		stepTo(t, st, i, "G6")
		if st.decision() != nil {
			onlyHold("a second step")
		}
	}
	for st.phase().ID != PhaseClose {
		do(t, st, act(st.activeSides()[0], "end-phase"), nil)
	}
	if got := st.activeSides(); len(got) != 1 || got[0] != Central {
		t.Fatalf("close assault at G6: the Germans, who charged, act; got %v", got)
	}
	refusal(t, st, act(Central, "end-phase"), RuleClose, "goes on until only one side occupies")
	assault := act(Central, "assault", "G6")

	// Round 1. "The British, being the defenders, fire first. The roll of 6
	// dice scores a total of three hits upon the German lead regiment ...
	// The Germans rolls vs their experience dice (3 dice, -1 die for
	// moving) and manage to score a single hit ... a loss of 2 strength
	// points. ... it reduces its morale by 1. This gives a current morale
	// value for the regiment of 2. The unit rolls 2 dice and fails to gain
	// more "hits" than it has just received casualties." It falls back
	// "without having the opportunity to return fire" (RULINGS.md).
	lines = do(t, st, assault, manual(6, 5, 1, 1, 1, 1, 5, 1, 5, 1))
	wantRolls(t, "round 1", lines,
		[]string{"defenders fire first", "6d6", "3 hits"},
		[]string{"saves", "2d6", "moving", "1 hit"},
		[]string{"checks morale", "2d6", "1 hit"})
	troopIs(t, st, "A after round 1", a, 10, 1, 3)
	if !st.suppressed(a) {
		t.Fatal("A wavers: \"The unit becomes suppressed\"")
	}
	do(t, st, act(Central, "retreat", st.Units.Ref(a), "H6"), nil)
	// "German Regiment "B" is now leading the Hun's attack wave."
	d = st.decision()
	if d == nil || d.Side != Central || d.Default.Verb != "leapfrog" || d.Default.Args[0] != st.Units.Ref(b) {
		t.Fatalf("between rounds the Germans may leapfrog, B leading by default; got %+v", d)
	}
	do(t, st, d.Default, nil)

	// Round 2. "The British defenders roll first again - scoring three
	// hits, exactly as before. The Germans are moving, and roll two dice to
	// negate the damage - scoring no hits with their experience dice.
	// Failing their subsequent morale roll, they fall back without firing".
	lines = do(t, st, assault, manual(6, 5, 1, 1, 1, 1, 1, 1, 5, 1))
	wantRolls(t, "round 2", lines,
		[]string{"defenders fire first", "6d6", "3 hits"},
		[]string{"saves", "2d6", "moving", "0 hits"},
		[]string{"checks morale", "2d6", "1 hit"})
	troopIs(t, st, "B after round 2", b, 9, 1, 3)
	do(t, st, act(Central, "retreat", st.Units.Ref(b), "H6"), nil)
	if d := st.decision(); d != nil {
		t.Fatalf("only C is left to lead: no choice; got %+v", d)
	}

	// Round 3. "The British roll 6 dice, and this time score only a single
	// hit. The Germans roll their experience dice (2 dice, -1 for moving)
	// and also score one hit ... German regiment "C" now rolls 12 attack
	// dice, and scores 6 whole hits! ... 5 dice are rolled, and 3 hits are
	// negated. The British unit still suffers 3 hits! This lowers its
	// morale by 1. The British roll morale dice, scoring two hits - not
	// enough ... The British unit flees back one zone, leaving German
	// Regiment "C" in possession of the field."
	lines = do(t, st, assault, manual(5, 1, 1, 1, 1, 1, 5, 1,
		6, 6, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 6, 5, 1, 1, 1, 6, 1))
	wantRolls(t, "round 3", lines,
		[]string{"defenders fire first", "6d6", "1 hit"},
		[]string{"saves", "2d6", "moving", "1 hit"},
		[]string{"attackers fire back", "12d6", "6 hits"},
		[]string{"saves", "5d6", "3 hits"},
		[]string{"checks morale", "2d6", "2 hits"})
	troopIs(t, st, "C after round 3", c, 12, 3, 3)
	troopIs(t, st, "the BEF after round 3", bef, 3, 1, 5)
	d = st.decision()
	if d == nil || d.Side != Allies {
		t.Fatalf("the wavering British choose where they fall back; got %+v", d)
	}
	do(t, st, act(Allies, "retreat", st.Units.Ref(bef), "F6"), nil)
	if got := st.label(st.Units[bef].Loc); got != "F6" {
		t.Fatalf("the BEF fell back to %s, want F6", got)
	}
	if len(st.contested()) != 0 || st.label(st.Units[c].Loc) != "G6" {
		t.Fatalf("German Regiment C holds G6 alone")
	}
	if err := st.Check(act(Central, "end-phase")); err != nil {
		t.Fatalf("the close assault is over: %v", err)
	}
}
