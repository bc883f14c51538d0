package greenfields

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// Seed 003, "Pioneer operations and construction" (lines 262-268):
// "Pioneer units may create/repair bridges, roads and trenches in any zone
// in which they are placed by rolling 2 "hits" with their strength dice."
// "Ground units may now elect to entrench. A unit who performs no raids
// and does not assault or bombard may improve the trenches in its area by
// 1 grade (empty terrain becomes light trench, light trench becomes heavy
// trench). Performing entrenching work is exhausting, and lowers the
// morale of a unit by 1." "Trenches made by artillery units are termed
// "emplacements", and provide cover ONLY for artillery units."

// toWeekPhase makes the weekly phase id current, declarer having lost the
// week's initiative roll (it acts in the "first" stages).
func toWeekPhase(t testing.TB, st *State, id, declarer string) {
	t.Helper()
	k := slices.IndexFunc(weekPhases, func(p phase) bool { return p.ID == id })
	if k < 0 {
		t.Fatalf("no weekly phase %s", id)
	}
	st.Mode, st.Step, st.Declarer = ModeWeek, k, declarer
}

// nextWeek plays the start of a new week as far as this step is concerned:
// the week's flags are cleared (weekStart).
func nextWeek(t testing.TB, st *State) {
	t.Helper()
	runMoment(t, st, weekStart, rules.NewContext(nil))
}

// W-4.1: "by rolling 2 "hits" with their strength dice": 2 hits in one
// roll; 1 hit this week and 1 the next bridge nothing (no carry-over).
func TestPioneersTwoHits(t *testing.T) {
	st := newWeekState(t, nil)
	p := addUnit(t, st, "brit-pioneers", "I5") // 6 SP; a stream runs along I5/I6
	ref := st.Units.Ref(p)
	toWeekPhase(t, st, PhaseWorksFirst, Allies)
	i5, _ := st.zoneLoc("I5")
	// 6 dice: 5, 1, 1, 1, 1, 1 = 1 hit: the bridge fails this week.
	lines := do(t, st, act(Allies, "work", ref, WorkBridge), manual(5, 1, 1, 1, 1, 1))
	if st.zone(i5).Bridged || !logHas(lines, "fails this week") {
		t.Fatalf("1 hit bridged I5 or no failure logged:\n%s", strings.Join(lines, "\n"))
	}
	refusal(t, st, act(Allies, "work", ref, WorkBridge), RuleWeekWorks, "already worked or entrenched this week")
	// Next week, 1 hit again: 1 + 1 would be 2 were hits carried over.
	nextWeek(t, st)
	do(t, st, act(Allies, "work", ref, WorkBridge), manual(1, 1, 5, 1, 1, 1))
	if st.zone(i5).Bridged {
		t.Fatal("hits carried over from last week")
	}
	// The week after: 6 = 2 hits in one roll: I5 is bridged.
	nextWeek(t, st)
	lines = do(t, st, act(Allies, "work", ref, WorkBridge), manual(6, 1, 1, 1, 1, 1))
	if !st.zone(i5).Bridged || !logHas(lines, "I5 is bridged") {
		t.Fatalf("2 hits did not bridge I5:\n%s", strings.Join(lines, "\n"))
	}
	// "create/repair ... trenches": a trench a grade better, no morale spent.
	nextWeek(t, st)
	mo := st.Troops[p].Morale
	lines = do(t, st, act(Allies, "work", ref, WorkTrench), manual(5, 5, 1, 1, 1, 1))
	if st.zone(i5).Trench != 1 || st.Troops[p].Morale != mo || !logHas(lines, "I5 now has a light trench") {
		t.Fatalf("trench %d morale %d:\n%s", st.zone(i5).Trench, st.Troops[p].Morale, strings.Join(lines, "\n"))
	}
	// Only pioneers work; nothing to bridge twice.
	nextWeek(t, st)
	inf := unit(t, st, "bef-inf", 1)
	refusal(t, st, act(Allies, "work", st.Units.Ref(inf), WorkTrench), RuleWeekWorks, "not a pioneer unit")
	refusal(t, st, act(Allies, "work", ref, WorkBridge), RuleWeekWorks, "nothing to bridge at I5")
	// The roll is the pioneers' own (its dice count their strength); the
	// work done is public (W-4.4).
	ctx := doCtx(t, st, act(Allies, "work", ref, WorkTrench), manual(6, 1, 1, 1, 1, 1))
	for _, e := range ctx.Events() {
		if e.Roll != nil && !slices.Equal(e.To.Sides, []string{Allies}) {
			t.Errorf("the pioneers' roll reaches %v: %s", e.To, e)
		}
		if strings.Contains(e.Text, "heavy trench") && len(e.To.Sides) != 0 {
			t.Errorf("the new trench is not public: %v %s", e.To, e)
		}
	}
}

// "A unit who performs no raids and does not assault or bombard may
// improve the trenches in its area by 1 grade (empty terrain becomes light
// trench, light trench becomes heavy trench). Performing entrenching work
// is exhausting, and lowers the morale of a unit by 1." Entrenching in
// step 3 bars the unit's raids later that week (W-4.3).
func TestEntrenchGrades(t *testing.T) {
	st := newWeekState(t, nil)
	inf := unit(t, st, "bef-inf", 1) // morale 3
	place(t, st, inf, "E6")
	claim(st, Central, "F6")
	ref := st.Units.Ref(inf)
	e6, _ := st.zoneLoc("E6")
	toWeekPhase(t, st, PhaseWorksFirst, Allies)
	for k, want := range []int{1, 2} { // empty -> light, light -> heavy
		if k > 0 {
			nextWeek(t, st)
		}
		lines := do(t, st, act(Allies, "entrench", ref), nil)
		if got := st.zone(e6).Trench; got != want || st.Troops[inf].Morale != 3-(k+1) {
			t.Fatalf("entrench %d: trench %d morale %d, want %d and %d\n%s", k+1, got, st.Troops[inf].Morale, want, 3-(k+1), strings.Join(lines, "\n"))
		}
		if !st.Units[inf].HasFlag(FlagEntrenched) {
			t.Fatal("no entrenched flag")
		}
	}
	refusal(t, st, act(Allies, "entrench", ref), RuleWeekWorks, "already worked or entrenched this week")
	// No raid for it this week: "performs no raids".
	toWeekPhase(t, st, PhaseRaidsFirst, Allies)
	refusal(t, st, act(Allies, "raid", ref, "F6", "1"), RuleWeekWorks, "entrenched this week")
	if len(genRaid(st, Allies, ref)) != 0 {
		t.Error("raids listed for a unit that entrenched")
	}
	if why := st.whyNotAfterEntrench(inf); !strings.Contains(why, "performs no raids and does not assault or bombard") {
		t.Errorf("whyNotAfterEntrench: %q", why)
	}
	// Heavy is the best grade; a unit with no morale left does not dig.
	toWeekPhase(t, st, PhaseWorksFirst, Allies)
	nextWeek(t, st)
	refusal(t, st, act(Allies, "entrench", ref), RuleWeekWorks, "already has a heavy trench")
	place(t, st, inf, "E7")
	st.Troops[inf].Morale = 0
	refusal(t, st, act(Allies, "entrench", ref), RuleWeekWorks, "no morale to spend")
	// Any ground unit entrenches (not only "infantry, cavalry or pioneer"
	// as in the assault); the unit's morale is its own, the trench public.
	fa := unit(t, st, "brit-fa", 1)
	ctx := doCtx(t, st, act(Allies, "entrench", st.Units.Ref(fa)), nil)
	for _, e := range ctx.Events() {
		if strings.Contains(e.Text, "morale") && !slices.Equal(e.To.Sides, []string{Allies}) {
			t.Errorf("the unit's morale reaches %v: %s", e.To, e)
		}
	}
}

// "Trenches made by artillery units are termed "emplacements", and provide
// cover ONLY for artillery units." Infantry digging there makes the works
// a trench for all (W-4.5).
func TestEmplacement(t *testing.T) {
	st := newWeekState(t, nil)
	fa, inf := unit(t, st, "brit-fa", 1), unit(t, st, "bef-inf", 1)
	place(t, st, inf, "D6") // with the guns
	d6 := st.Units[fa].Loc
	toWeekPhase(t, st, PhaseWorksFirst, Allies)
	lines := do(t, st, act(Allies, "entrench", st.Units.Ref(fa)), nil)
	if z := st.zone(d6); z.Trench != 1 || !z.Emplacement || !logHas(lines, "artillery emplacement") {
		t.Fatalf("zone %+v\n%s", z, strings.Join(lines, "\n"))
	}
	sh := shot{Kind: FireArtillery}
	if m := st.coverMods(fa, sh); len(m) != 1 || !strings.Contains(m[0].Reason, "emplacement") {
		t.Errorf("the guns' cover: %v", m)
	}
	if m := st.coverMods(inf, sh); len(m) != 0 {
		t.Errorf("the infantry's cover in an emplacement: %v", m)
	}
	// The infantry's work opens the works to all: a light trench.
	do(t, st, act(Allies, "entrench", st.Units.Ref(inf)), nil)
	if z := st.zone(d6); z.Trench != 1 || z.Emplacement {
		t.Fatalf("after the infantry entrenched: %+v", z)
	}
	if m := st.coverMods(inf, sh); len(m) != 1 {
		t.Errorf("the infantry's cover in the trench: %v", m)
	}
}

// claim gives the zones labelled labels to side's regions, for tests that
// need the two sides' zones side by side (the test map has a valley of no
// one's between them).
func claim(st *State, side string, labels ...string) {
	for _, lb := range labels {
		l, _ := st.zoneLoc(lb)
		st.fixed.region[st.fixed.topo.Index(l.Cell)] = side
	}
}

// doCtx applies a legal action, returning its context (its events and
// their audiences).
func doCtx(t testing.TB, st *State, a rules.Action, d rules.Dice) *rules.Context {
	t.Helper()
	if d == nil {
		d = rules.NewSeededDice(1)
	}
	if err := st.Check(a); err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	ctx := rules.NewContext(d)
	if err := st.Apply(a, ctx); err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	return ctx
}

// "A unit who performs no raids and does not assault or bombard may
// improve the trenches" (RULINGS W-4.3): a unit that entrenched this week
// does not enter a zone where its side sees the enemy in the week's
// assault; a unit that did not entrench may.
func TestEntrenchedDoesNotAssault(t *testing.T) {
	st := newWeekState(t, nil)
	inf, fr := unit(t, st, "bef-inf", 1), unit(t, st, "fr-inf", 1)
	ger := unit(t, st, "ger-cav", 1)
	place(t, st, inf, "G6")
	place(t, st, fr, "G7")
	place(t, st, ger, "H6")
	toWeekPhase(t, st, PhaseAssaultFirst, Allies)
	st.Units[inf].SetFlag(FlagEntrenched) // it entrenched in step 3
	d := manual(3, 4, 3, 4, 3, 4, 3, 4)
	do(t, st, act(Allies, "open-assault"), d)
	for st.phase().ID != PhaseMoveFirst {
		endStep(t, st, d)
	}
	if !st.sees(Allies, ger) {
		t.Fatal("the test wants the German cavalry at H6 seen by the Allies")
	}
	refusal(t, st, act(Allies, "move", st.Units.Ref(inf), "H6"), RuleWeekWorks, "entrenched this week")
	if err := st.Check(act(Allies, "move", st.Units.Ref(fr), "H6")); err != nil {
		t.Errorf("a unit that did not entrench may assault: %v", err)
	}
}
