package greenfields

import (
	"math/rand/v2"
	"slices"
	"testing"

	"sandtable/rules"
)

// 003 Stacking: "A maximum of three units may be stacked into a single map
// zone." The test scenario's three German regiments stand at I6; aircraft
// do not count.
func TestStackingLimit(t *testing.T) {
	st := newTestState(t, nil)
	movePhase(t, st, Central)
	i := addUnit(t, st, "ger-res", "I7")
	refusal(t, st, act(Central, "move", st.Units.Ref(i), "I6"), RuleStacking, "a maximum of three units")
	place(t, st, unit(t, st, "ger-reg", 3), "J7")
	place(t, st, unit(t, st, "ger-obs", 1), "I6")
	walk(t, st, i, "I6")
	if w := st.Troops[i].Wave; w != 3 {
		t.Fatalf("the newcomer is wave %d, want 3 (the end wave)", w)
	}
}

// 003 Stacking: "a max of 1 additional unit can "pile into the melee" per
// flank or facing." The British hold G6; the first German regiment comes
// in from H6 (east): the attack's front. Three may stand there; a fourth
// (not from H5, north-east: the front too) only from a flank (G5, north; G7, south) or the rear (F6, west), one
// from each.
func TestFlankPiling(t *testing.T) {
	st := newTestState(t, nil)
	movePhase(t, st, Central)
	bef := unit(t, st, "bef-inf", 1)
	var front []int
	for k := 0; k < 4; k++ {
		front = append(front, addUnit(t, st, "ger-res", "H6"))
	}
	place(t, st, front[3], "H5") // north-east: within 45 degrees of the front
	for _, i := range front[:3] {
		walk(t, st, i, "G6")
	}
	refusal(t, st, act(Central, "move", st.Units.Ref(front[3]), "G6"), RuleStacking, "not from the front")
	north := []int{addUnit(t, st, "ger-cav", "G5"), addUnit(t, st, "ger-cav", "G5")}
	south := addUnit(t, st, "ger-cav", "G7")
	rear := addUnit(t, st, "ger-cav", "F6")
	walk(t, st, north[0], "G6")
	refusal(t, st, act(Central, "move", st.Units.Ref(north[1]), "G6"), RuleStacking, "already come in from the left flank")
	walk(t, st, south, "G6")
	walk(t, st, rear, "G6")
	for i, want := range map[int]string{front[0]: FacingFront, front[2]: FacingFront, north[0]: FacingLeft, south: FacingRight, rear: FacingRear, bef: ""} {
		if got := st.flankOf(i); got != want {
			t.Errorf("%s from %s: facing %q, want %q", st.Units[i].ID, st.Troops[i].From, got, want)
		}
	}
	if !st.fromFlank(rear) || st.fromFlank(front[1]) {
		t.Errorf("the rear attack is from a flank, the front one is not")
	}
	if n := len(st.sideAt(Central, loc(t, st, "G6"))); n != 6 {
		t.Fatalf("%d Germans at G6, want 6 (3 + one per flank and the rear)", n)
	}
	if w := st.Troops[rear].Wave; w != 6 {
		t.Fatalf("the last to pile in is wave %d, want 6", w)
	}
}

// 003 Stacking: "Players must designate which units within a zone form the
// leading wave, middle wave and end wave. Players who stack multiple
// regiments in a single zone may elect to swap "waves" after movement".
func TestLeadWave(t *testing.T) {
	st := newTestState(t, nil)
	movePhase(t, st, Central)
	a, b, c := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2), unit(t, st, "ger-reg", 3)
	if st.Troops[a].Wave != 1 || st.Troops[b].Wave != 2 || st.Troops[c].Wave != 3 {
		t.Fatalf("set-up waves %d %d %d, want 1 2 3", st.Troops[a].Wave, st.Troops[b].Wave, st.Troops[c].Wave)
	}
	refusal(t, st, act(Central, "lead", st.Units.Ref(a)), RuleStacking, "already the leading wave")
	do(t, st, act(Central, "lead", st.Units.Ref(c)), nil)
	if st.Troops[c].Wave != 1 || st.Troops[a].Wave != 2 || st.Troops[b].Wave != 3 {
		t.Fatalf("waves %d %d %d after C leads, want C 1, A 2, B 3", st.Troops[a].Wave, st.Troops[b].Wave, st.Troops[c].Wave)
	}
	if got := st.unitsAt(loc(t, st, "I6")); got[0] != c {
		t.Fatalf("units at I6 %v: the leading wave first", got)
	}
	// Moving out and back: the others close up, the returning unit is last.
	walk(t, st, c, "I7")
	if st.Troops[a].Wave != 1 || st.Troops[b].Wave != 2 {
		t.Fatalf("A and B close up to waves 1 and 2: %d %d", st.Troops[a].Wave, st.Troops[b].Wave)
	}
	walk(t, st, c, "I6")
	if st.Troops[c].Wave != 3 {
		t.Fatalf("the unit coming back is the end wave, got %d", st.Troops[c].Wave)
	}
	movePhase(t, st, Allies)
	refusal(t, st, act(Allies, "lead", st.Units.Ref(unit(t, st, "bef-inf", 1))), RuleStacking, "already the leading wave")
}

// Random legal play keeps the stacking rules: in every zone each side's
// waves are 1..n, and no side has more than three units in a zone it
// shares with nobody (more only by piling into a melee, six at most).
func TestRandomPlayKeepsStacking(t *testing.T) {
	st := newTestState(t, nil)
	for k, typ := range []string{"brit-cav", "fr-inf", "brit-tank", "brit-lorries", "fr-cav"} {
		addUnit(t, st, typ, string(rune('C'+k))+"8")
	}
	for k, typ := range []string{"ger-cav", "ger-res", "ger-ma", "ger-pioneers", "ger-reg"} {
		addUnit(t, st, typ, string(rune('R'+k))+"12")
	}
	r := rand.New(rand.NewPCG(7, 7))
	d := rules.NewSeededDice(7)
	for step := 0; step < 600 && !st.Over; step++ {
		side := st.activeSides()[0]
		legal := st.Legal(side)
		a := legal[r.IntN(len(legal))]
		if a.Verb == "end-phase" && len(legal) > 1 && r.IntN(4) > 0 {
			a = legal[r.IntN(len(legal))]
		}
		if err := st.Apply(a, rules.NewContext(d)); err != nil {
			t.Fatalf("step %d: %s: %v", step, a, err)
		}
		byZone := map[string]map[string][]int{}
		for i := range st.Units {
			if !st.Units[i].Loc.OnMap() || st.isAircraft(i) {
				continue
			}
			z := st.label(st.Units[i].Loc)
			if byZone[z] == nil {
				byZone[z] = map[string][]int{}
			}
			byZone[z][st.Units[i].Side] = append(byZone[z][st.Units[i].Side], st.Troops[i].Wave)
		}
		for z, sides := range byZone {
			for side, waves := range sides {
				slices.Sort(waves)
				for w := range waves {
					if waves[w] != w+1 {
						t.Fatalf("step %d (%s): %s's waves at %s: %v", step, a, side, z, waves)
					}
				}
				if limit := map[bool]int{false: StackLimit, true: 6}[len(sides) == 2]; len(waves) > limit {
					t.Fatalf("step %d (%s): %d units of %s at %s", step, a, len(waves), side, z)
				}
			}
		}
	}
}
