package greenfields

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// 003 Artillery bombardment: "Artillery ranges are 3 zones for field
// artillery, 6 zones for medium artillery, and unlimited tabletop range for
// heavy artillery." Distance counts diagonal steps as one zone.
func TestBarrageRanges(t *testing.T) {
	for _, tc := range []struct {
		class    Class
		in, out  string // the farthest zone in range, the nearest beyond (from T6)
		reason   string
		anywhere bool
	}{
		{FieldArtillery, "Q3", "P6", "range is 3 zones for field artillery", false},
		{MediumArtillery, "N9", "M6", "range is 6 zones for medium artillery", false},
		{HeavyArtillery, "A16", "", "", true},
	} {
		st := newTestState(t, nil)
		gun := unit(t, st, "ger-fa", 1)
		st.fixed.class["ger-fa"] = tc.class
		ref := st.Units.Ref(gun)
		if err := st.Check(act(Central, "barrage", ref, tc.in)); err != nil {
			t.Fatalf("%s at %s: %v", tc.class, tc.in, err)
		}
		if tc.anywhere {
			n := 0 // high explosive barrages (gas is allowed in the test scenario: two more each)
			for _, a := range st.LegalWith(Central, "barrage", ref) {
				if len(a.Args) == 2 {
					n++
				}
			}
			if n != st.fixed.topo.Len() {
				t.Fatalf("heavy artillery: %d target zones, want every zone (%d)", n, st.fixed.topo.Len())
			}
			continue
		}
		refusal(t, st, act(Central, "barrage", ref, tc.out), RuleBombard, tc.reason)
	}
}

// "Artillery units use 1 point of SHELL supplies per turn of fire": the
// announcement takes the SHELL, cancelling gives it back, and no SHELLS
// means no fire.
func TestBarrageShells(t *testing.T) {
	st := newTestState(t, nil)
	gun := st.Units.Ref(unit(t, st, "ger-fa", 1))
	st.Shells[Central] = 1
	// Its dialog's button announces the fire; it comes at the step's end.
	if f, ok := st.Forecast(act(Central, "barrage", gun, "Q6")); !ok || f.Confirm != "Order the barrage" {
		t.Errorf("the barrage's dialog button: %v %q, want Order the barrage", ok, f.Confirm)
	}
	do(t, st, act(Central, "barrage", gun, "Q6"), nil)
	if st.Shells[Central] != 0 || len(st.Bombard) != 1 {
		t.Fatalf("after announcing: %d SHELLS, %d barrages; want 0, 1", st.Shells[Central], len(st.Bombard))
	}
	refusal(t, st, act(Central, "barrage", gun, "R6"), RuleBombard, "already announced its fire")
	do(t, st, act(Central, "cancel-barrage", gun), nil)
	if st.Shells[Central] != 1 || len(st.Bombard) != 0 {
		t.Fatalf("after cancelling: %d SHELLS, %d barrages; want 1, 0", st.Shells[Central], len(st.Bombard))
	}
	st.Shells[Central] = 0
	refusal(t, st, act(Central, "barrage", gun, "Q6"), RuleBombard, "no SHELLS left")
}

// "Suppressed units may not ... fire at any units outside of their own map
// zone."
func TestBarrageSuppressed(t *testing.T) {
	st := newTestState(t, nil)
	i := unit(t, st, "ger-fa", 1)
	st.Units[i].SetFlag(FlagSuppressed)
	gun := st.Units.Ref(i)
	if err := st.Check(act(Central, "barrage", gun, "T6")); err != nil {
		t.Fatalf("its own zone: %v", err)
	}
	refusal(t, st, act(Central, "barrage", gun, "S6"), RuleSuppression, "outside of their own map zone")
}

// "Shell fire can only be performed if the artillery unit can trace a line
// of roadway or clear terrain to their own rear lines": ringed by morass,
// the gun at T6 still traces along its road (T5/T6, T6/T7); with the road
// cut, it cannot.
func TestBarrageTraceToRear(t *testing.T) {
	st := newTestState(t, nil)
	gun := st.Units.Ref(unit(t, st, "ger-fa", 1))
	for _, z := range []string{"S5", "S6", "S7", "T5", "T7", "U5", "U6", "U7"} {
		st.Zones = mapSet(st.Zones, z, Zone{Degraded: 2})
	}
	if err := st.Check(act(Central, "barrage", gun, "Q6")); err != nil {
		t.Fatalf("along the road: %v", err)
	}
	for _, z := range []string{"T5", "T7"} {
		st.Zones = mapSet(st.Zones, z, Zone{Degraded: 2, RoadCut: true})
	}
	refusal(t, st, act(Central, "barrage", gun, "Q6"), RuleBombard, "cannot trace a line of roadway or clear terrain")
}

func mapSet(m map[string]Zone, k string, z Zone) map[string]Zone {
	if m == nil {
		m = map[string]Zone{}
	}
	m[k] = z
	return m
}

// "both players adjudicating their fire simultaneously": the German guns
// at T6 and the British guns at Q6 fire at each other; the British guns,
// hit first (the Germans move first), still fire their announced 3 dice
// (9 strength points: 1 die per 3) though 6 hits leave them 3 points.
// "Multiple artillery units may stack their fire" and every unit in the
// zone takes its own roll.
func TestBarragesSimultaneous(t *testing.T) {
	st := newTestState(t, nil)
	ger, brit := unit(t, st, "ger-fa", 1), unit(t, st, "brit-fa", 1)
	place(t, st, brit, "Q6")
	do(t, st, act(Central, "barrage", st.Units.Ref(ger), "Q6"), nil)
	do(t, st, act(Central, "end-phase"), nil)
	do(t, st, act(Allies, "barrage", st.Units.Ref(brit), "T6"), nil)
	// German hit dice 6 6 6 (6 hits), British save 1 1 1; then 1s (a
	// morale roll, when the morale section rolls one, and the British
	// barrage's dice, no hits).
	lines := do(t, st, act(Allies, "end-phase"), manual(6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1))
	if st.Troops[brit].Strength != 3 {
		t.Fatalf("British guns: strength %d, want 9-6 = 3", st.Troops[brit].Strength)
	}
	var britRoll string
	for _, l := range rollsIn(lines) {
		if contains(l, "barrage on T6") {
			britRoll = l
		}
	}
	if !contains(britRoll, "3d6") {
		t.Fatalf("the British barrage must roll its announced 3 dice, got %q\n%v", britRoll, lines)
	}
	if len(st.Bombard) != 0 {
		t.Fatal("after the bombardment no barrage is left")
	}
}

// With manual dice short, the bombardment's roll asks for dice: the
// end-phase that resolves it returns the need (the engine retries on a
// clone), never a half-fired bombardment.
func TestBarrageNeedsDice(t *testing.T) {
	st := newTestState(t, nil)
	ger, brit := unit(t, st, "ger-fa", 1), unit(t, st, "brit-fa", 1)
	place(t, st, brit, "Q6")
	do(t, st, act(Central, "barrage", st.Units.Ref(ger), "Q6"), nil)
	do(t, st, act(Central, "end-phase"), nil)
	c := st.Clone().(*State)
	err := c.Apply(act(Allies, "end-phase"), rules.NewContext(manual(5)))
	var need *rules.NeedDice
	if !errors.As(err, &need) {
		t.Fatalf("want a *rules.NeedDice, got %v", err)
	}
	if !slices.Contains([]string{PhaseBombardSecond}, st.phase().ID) || len(st.Bombard) != 1 {
		t.Fatal("the original state is untouched")
	}
}

// "Hits caused by gas are taken directly from the target's experience
// level": a gas barrage (set up directly: the test scenario, 1914, has no
// gas) of the German guns' 3 dice scores 1 hit on the BEF at G6, which its
// 5 experience dice fail to save: experience 5 -> 4, strength untouched,
// the zone gassed.
func TestGasBarrage(t *testing.T) {
	st := newTestState(t, nil)
	ger, bef := unit(t, st, "ger-fa", 1), unit(t, st, "bef-inf", 1)
	place(t, st, ger, "J6")
	st.Bombard = []Barrage{{Side: Central, Guns: []int{ger}, Zone: "G6", Gas: true}}
	if err := st.resolveBarrages(rules.NewContext(manual(5, 1, 1, 1, 1, 1, 1, 1))); err != nil {
		t.Fatal(err)
	}
	troopIs(t, st, "the gassed BEF", bef, 6, 3, 4)
	l, _ := st.zoneLoc("G6")
	if !st.zone(l).Gassed || st.zone(l).Persistent {
		t.Fatalf("G6: %+v, want gassed, not persistent", st.zone(l))
	}
}

// Gas may be "persistent" (mustard gas): "it retains a 1 hit dice gas
// attack against any unit remaining in the effected zone for the remainder
// of the assault"; gas that is not persistent clears when the turn ends.
func TestPersistentGas(t *testing.T) {
	st := newTestState(t, nil)
	bef := unit(t, st, "bef-inf", 1)
	st.Zones = map[string]Zone{"G6": {Gassed: true, Persistent: true}, "M3": {Gassed: true}}
	ctx := rules.NewContext(manual(6, 1, 1, 1, 1, 5))
	if err := st.persistentGas(ctx); err != nil {
		t.Fatal(err)
	}
	// One die, a 6: 2 hits; the BEF saves with 5 dice and scores 1.
	troopIs(t, st, "the BEF in mustard gas", bef, 6, 3, 4)
	if _, ok := st.Zones["M3"]; ok || !st.Zones["G6"].Persistent {
		t.Fatalf("zones after the turn's start: %+v; want M3 clear, G6 still persistent", st.Zones)
	}
}

// "Artillery fire takes place, with both players adjudicating their fire
// simultaneously", and "Artillery units use 1 point of SHELL supplies per
// turn of fire": once the barrages have fallen the bombardment is over,
// even when a unit they broke must first fall back and its side picks the
// zone. No gun fires twice and no side announces fire after seeing what
// the other's did: when the last unit has fallen back, the movement
// begins. The German guns at J6 shell the BEF at G6: 6, 5, 1 = 3 hits, its
// 5 experience dice all miss, 3 casualties; morale 3 - 1 (two casualties)
// = 2 dice, 5, 1 = 1 hit: it wavers, falling back west to F5, F6 or F7
// (the British choose). The British guns, moved up to F6, shell the three
// German regiments at I6, a roll at each: at "A" 6, 6, 6 = 6 hits, its 3
// experience dice miss, 6 casualties; morale 3 - 1 = 2 dice, 1, 1: no hit,
// it routs (morale 1, experience 2) and falls back east to J5, J6 or J7
// (the Germans choose); at "B" and "C" 1, 1, 1. Then, the German movement
// beginning, "A" rolls to rally ("continuing to flee until it
// successfully makes two hits with a morale roll"): its 1 morale die, 6 =
// 2 hits, it rallies.
func TestBombardmentFallBackEndsTheStep(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	ger, brit := unit(t, st, "ger-fa", 1), unit(t, st, "brit-fa", 1)
	bef, a := unit(t, st, "bef-inf", 1), unit(t, st, "ger-reg", 1)
	place(t, st, ger, "J6")
	place(t, st, brit, "F6")
	do(t, st, act(Central, "barrage", st.Units.Ref(ger), "G6"), nil)
	do(t, st, act(Central, "end-phase"), nil)
	do(t, st, act(Allies, "barrage", st.Units.Ref(brit), "I6"), nil)
	lines := do(t, st, act(Allies, "end-phase"), manual(6, 5, 1, 1, 1, 1, 1, 1, 5, 1, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
	if len(st.Pending) != 2 || st.Pending[0].Units[0] != bef || st.Pending[1].Units[0] != a {
		t.Fatalf("want the BEF's and then regiment A's fall back to choose, got %+v\n%s", st.Pending, strings.Join(lines, "\n"))
	}
	if !st.Units[a].HasFlag(FlagRouting) {
		t.Fatal("regiment A must rout")
	}
	do(t, st, act(Allies, "retreat", st.Units.Ref(bef), "F5"), nil)
	if len(st.Pending) != 1 || st.phase().ID != PhaseBombardSecond {
		t.Fatalf("regiment A's fall back is still to choose: pending %+v, phase %s", st.Pending, st.phase().ID)
	}
	lines = do(t, st, act(Central, "retreat", st.Units.Ref(a), "J7"), manual(6))
	if st.phase().ID != PhaseMoveFirst || st.phaseSide() != Central {
		t.Fatalf("after the last fall back the Germans' movement begins, got %s (%s)\n%s", st.phase().ID, st.phaseSide(), strings.Join(lines, "\n"))
	}
	if st.Units[a].HasFlag(FlagRouting) || !logHas(lines, "rolls to rally") {
		t.Fatalf("regiment A rolls to rally as its side's movement starts (6: two hits)\n%s", strings.Join(lines, "\n"))
	}
	if st.Shells[Allies] != 5 || st.Shells[Central] != 5 || len(st.Bombard) != 0 {
		t.Fatalf("SHELLS %v, barrages %v: want one SHELL a side spent and nothing announced", st.Shells, st.Bombard)
	}
	refusal(t, st, act(Allies, "barrage", st.Units.Ref(brit), "H6"), RuleTurn, "do not act now")
	refusal(t, st, act(Central, "barrage", st.Units.Ref(ger), "F5"), RuleSequence, `"Barrage" is not done in the Movement`)
}
