package greenfields

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// Seed 003, "Raids" (lines 270-280): "The raiding player risks between 1
// to 3 strength points from any unit in the trench zones, and sends them
// on a raid into any adjacent enemy zone (including diagonally adjacent
// zones). Multiple raids can be sent against a single target zone,
// impacting one after another." "If a defending unit is in a raided
// sector, then it may roll "hit" dice for defensive fire, choosing to roll
// up to the full dice available for the defending regiment. Due to cover
// and surprise, trench raiders add a temporary +2 to their experience
// dice. The raiders may then roll their own "hit" dice to cause damage to
// the defenders." "If any trench raiders survive the enemy fire, then
// they return to base with a full report of the enemy's ID, strength,
// experience and morale, and the enemy unit is placed in its position on
// the tabletop." "raiders can be sent out as wire cutting and engineer
// parties. The hits the attackers roll are used to degrade the enemy
// trenches (3 cumulative hits degrade the trench, and the defenders do not
// roll vs experience to save vs the damage)"

// raidSetup is the weekly test scenario in the Allies' raids stage (they
// declare first): the BEF regiment (6 SP, morale 3, experience 5) in a
// light trench at E6, a German regiment (12 SP, 3-3) at F6, which with
// F5 and F7 is German ground; the other two German regiments away.
func raidSetup(t *testing.T) (st *State, bef, ger int) {
	t.Helper()
	st = newWeekState(t, nil)
	bef, ger = unit(t, st, "bef-inf", 1), unit(t, st, "ger-reg", 1)
	place(t, st, bef, "E6")
	place(t, st, ger, "F6")
	place(t, st, unit(t, st, "ger-reg", 2), "S6")
	place(t, st, unit(t, st, "ger-reg", 3), "S7")
	e6, _ := st.zoneLoc("E6")
	st.setZone(e6, Zone{Trench: 1})
	claim(st, Central, "F5", "F6", "F7")
	toWeekPhase(t, st, PhaseRaidsFirst, Allies)
	return st, bef, ger
}

// endRaids ends both sides' raids stages: the raids are then fought, the
// defender asked for its defensive fire.
func endRaids(t *testing.T, st *State) {
	t.Helper()
	for _, side := range []string{Allies, Central} {
		if st.phase().ID != PhaseRaidsFirst && st.phase().ID != PhaseRaidsSecond {
			t.Fatalf("in %s, not a raids stage", st.phase().ID)
		}
		do(t, st, act(side, rules.VerbEndPhase), nil)
	}
}

// "trench raiders add a temporary +2 to their experience dice"; survivors
// report "the enemy's ID, strength, experience and morale" (identified),
// and the zone counts as observed for the week's bombardment.
func TestRaidIdentifies(t *testing.T) {
	st, bef, ger := raidSetup(t)
	do(t, st, act(Allies, "raid", st.Units.Ref(bef), "F6", "3"), nil)
	endRaids(t, st)
	if st.pendingKind() != "raid-fire" || st.Pending[0].Side != Central {
		t.Fatalf("pending %+v, want the Germans' defensive fire", st.Pending)
	}
	// Defensive fire with 2 of its 12 dice: 5, 1 = 1 hit. The raiders save
	// with 5 +2 = 7 experience dice: all 1s, no save: 1 of 3 falls. The
	// BEF checks morale (3 dice: 5, 1, 1 = 1 hit against 1 casualty: it
	// continues). The 2 survivors fire 2 dice: 1, 1, no hit; they report.
	lines := do(t, st, act(Central, "raid-fire", "2"), manual(5, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1))
	log := strings.Join(lines, "\n")
	for _, want := range []string{"Experience dice (7d6", "+2 trench raiders: cover and surprise", "1 of the 3 raiders on F6 fall",
		"2 raiders return from F6 with their report", "is identified (trench raid by the"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	if st.Units[ger].Hidden || !st.raidedBy(Allies, "F6") || st.raidedBy(Central, "F6") || !st.weekObserved(Allies, "F6") {
		t.Errorf("German identified %v, raided %v", !st.Units[ger].Hidden, st.Raided)
	}
	// Raiding strength points that come back rejoin their unit: 6 - 1.
	if st.Troops[bef].Strength != 5 || len(st.Raids) != 0 || len(st.Pending) != 0 {
		t.Errorf("BEF strength %d, raids %v, pending %v", st.Troops[bef].Strength, st.Raids, st.Pending)
	}
	if st.phase().ID != PhaseWeekAir {
		t.Errorf("after the raids: %s", st.phase().ID)
	}
}

// No survivors, no report: "If any trench raiders survive the enemy fire".
func TestRaidAllDead(t *testing.T) {
	st, bef, ger := raidSetup(t)
	do(t, st, act(Allies, "raid", st.Units.Ref(bef), "F6", "1"), nil)
	endRaids(t, st)
	// 12 dice: 6, 5, then 1s = 3 hits; 7 experience dice, all 1s: the one
	// raider falls (the unit loses no more than the party); morale 5, 1, 1.
	d := manual(append(append([]int{6, 5}, ones(10)...), append(ones(7), 5, 1, 1)...)...)
	ctx := doCtx(t, st, act(Central, "raid-fire", "12"), d)
	var log []string
	for _, e := range ctx.Events() {
		log = append(log, e.String())
		if strings.Contains(e.Text, "identified") || strings.Contains(e.Text, "found no enemy") {
			t.Errorf("a report with no survivor: %s", e)
		}
	}
	if !logHas(log, "none of the raiders come back from F6: no report") {
		t.Errorf("log:\n%s", strings.Join(log, "\n"))
	}
	if !st.Units[ger].Hidden || st.raidedBy(Allies, "F6") || st.Troops[bef].Strength != 5 {
		t.Errorf("hidden %v raided %v strength %d", st.Units[ger].Hidden, st.Raided, st.Troops[bef].Strength)
	}
	// The raiding unit's losses and morale are its own side's (it is not
	// identified): the German reads only that one raider fell.
	for _, e := range ctx.Events() {
		if (strings.Contains(e.Text, "loses") || e.Roll != nil && strings.Contains(e.Roll.For, "save")) && slices.Contains(st.sidesOf(e.To), Central) {
			t.Errorf("the Germans read the raiders' unit: %s", e)
		}
	}
}

// ones is n dice showing 1.
func ones(n int) []int {
	out := make([]int, n)
	for k := range out {
		out[k] = 1
	}
	return out
}

// "3 cumulative hits degrade the trench, and the defenders do not roll vs
// experience to save vs the damage": two wire-cutting parties on one zone,
// "impacting one after another": 2 hits, then 1: the heavy trench becomes
// light; the defenders roll nothing.
func TestWireCutting(t *testing.T) {
	st, bef, ger := raidSetup(t)
	f6, _ := st.zoneLoc("F6")
	st.setZone(f6, Zone{Trench: 2})
	ref := st.Units.Ref(bef)
	do(t, st, act(Allies, "raid", ref, "F6", "2", "cut"), nil)
	do(t, st, act(Allies, "raid", ref, "F6", "1", "cut"), nil)
	refusal(t, st, act(Allies, "raid", ref, "F6", "3"), RuleRaids, "keeps at least 1 at home")
	endRaids(t, st)
	lines := do(t, st, act(Central, "raid-fire", "0"), manual(6, 1))
	if z := st.zone(f6); z.Trench != 2 || z.WireHits != 2 || !logHas(lines, "2 of the 3 wire-cutting hits") {
		t.Fatalf("after 2 hits: %+v\n%s", z, strings.Join(lines, "\n"))
	}
	if st.pendingKind() != "raid-fire" {
		t.Fatalf("the second raid is not asked: %v", st.Pending)
	}
	lines = do(t, st, act(Central, "raid-fire", "0"), manual(5))
	if z := st.zone(f6); z.Trench != 1 || z.WireHits != 0 || !logHas(lines, "degraded to a light trench") {
		t.Fatalf("after 3 hits: %+v\n%s", z, strings.Join(lines, "\n"))
	}
	for _, l := range lines {
		if strings.Contains(l, "Experience dice") {
			t.Errorf("a save against wire-cutting: %s", l)
		}
	}
	if !st.Units[ger].Hidden {
		t.Error("wire-cutters reported on the zone")
	}
	// Without a trench there is no wire to cut.
	toWeekPhase(t, st, PhaseRaidsFirst, Allies)
	nextWeek(t, st)
	st.setZone(f6, Zone{})
	refusal(t, st, act(Allies, "raid", ref, "F6", "1", "cut"), RuleRaids, "no trench at F6")
}

// "choosing to roll up to the full dice available for the defending
// regiment": 0 to its leading unit's 12 dice, full by default; asked on an
// empty zone too (its only answer 0), in the same words to the raider
// (W-5.3).
func TestRaidDefenderChoosesDice(t *testing.T) {
	st, bef, ger := raidSetup(t)
	ref := st.Units.Ref(bef)
	do(t, st, act(Allies, "raid", ref, "F6", "1"), nil)
	do(t, st, act(Allies, "raid", ref, "F7", "1"), nil)
	endRaids(t, st)
	legal := st.LegalWith(Central, "raid-fire", "")
	if len(legal) != 13 || legal[0].Args[0] != "0" || legal[12].Args[0] != "12" {
		t.Fatalf("defensive fire choices %v, want 0 to 12", legal)
	}
	refusal(t, st, act(Central, "raid-fire", "13"), RuleRaids, "0 to 12 dice")
	dec := st.decisionFor(Central)
	if dec == nil || dec.Default.String() != act(Central, "raid-fire", "12").String() {
		t.Fatalf("decision %+v, want full dice by default", dec)
	}
	occupied := st.decisionFor(Allies).Prompt
	// 1 die: 1; the raider saves nothing needed; its die at the German: 1.
	do(t, st, act(Central, "raid-fire", "1"), manual(1, 1))
	if st.Units[ger].Hidden {
		t.Error("the survivor did not report")
	}
	// F7 is empty: the Germans are asked all the same, 0 their only answer.
	if st.pendingKind() != "raid-fire" || st.Pending[0].Zone != "F7" {
		t.Fatalf("the raid on the empty zone is not asked: %v", st.Pending)
	}
	if legal := st.LegalWith(Central, "raid-fire", ""); len(legal) != 1 || legal[0].Args[0] != "0" {
		t.Fatalf("choices on an empty zone %v", legal)
	}
	empty := st.decisionFor(Allies).Prompt
	if strings.ReplaceAll(occupied, "F6", "F7") != empty {
		t.Errorf("the raider reads the questions apart:\n%s\n%s", occupied, empty)
	}
	ctx := doCtx(t, st, act(Central, "raid-fire", "0"), nil)
	for _, e := range ctx.Events() {
		if strings.Contains(e.Text, "found no enemy at F7") && !slices.Equal(e.To.Sides, []string{Allies}) {
			t.Errorf("the raiders' report reaches %v", e.To)
		}
	}
}

// Refusals cite the rule: a zone not adjacent, 4 strength points, the
// raider's own zone, a unit out of the trench zones.
func TestRaidRefusals(t *testing.T) {
	st, bef, _ := raidSetup(t)
	claim(st, Central, "H6")
	ref := st.Units.Ref(bef)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{ref, "H6", "1"}, "H6 is not adjacent to E6"},
		{[]string{ref, "F6", "4"}, "\"between 1 to 3 strength points\", not 4"},
		{[]string{ref, "D6", "1"}, "D6 is not an enemy zone"},
		{[]string{ref, "F6", "1", "wire"}, "raid takes UNIT, ZONE, N"},
	} {
		refusal(t, st, act(Allies, "raid", tc.args...), RuleRaids, tc.want)
	}
	// Diagonals count: F5 and F7 are as adjacent to E6 as F6.
	for _, z := range []string{"F5", "F7"} {
		if err := st.Check(act(Allies, "raid", ref, z, "3")); err != nil {
			t.Errorf("raid on %s: %v", z, err)
		}
	}
	e6, _ := st.zoneLoc("E6")
	st.setZone(e6, Zone{})
	refusal(t, st, act(Allies, "raid", ref, "F6", "1"), RuleRaids, "not in a trench zone")
	// The announcement is public (W-5.7), but not the unit nor its zone.
	st.setZone(e6, Zone{Trench: 1})
	a := act(Allies, "raid", ref, "F6", "2")
	do(t, st, a, nil)
	if cover := st.coverOf(a); !strings.Contains(cover, "announce a raid of 2 strength points on F6") || strings.Contains(cover, "E6") {
		t.Errorf("cover %q", cover)
	}
	// Both sides' checklists list it, the unit only the Allies'.
	for side, want := range map[string]string{Allies: "(BEF infantry, 1914 from E6)", Central: "Announced: the Allies, a raid of 2 strength points on F6"} {
		items := st.checklist(side)
		if !slices.ContainsFunc(items, func(c rules.CheckItem) bool { return strings.Contains(c.Text, want) }) {
			t.Errorf("the %s's checklist lacks %q: %v", side, want, items)
		}
		if side == Central && slices.ContainsFunc(items, func(c rules.CheckItem) bool { return strings.Contains(c.Text, "E6") }) {
			t.Errorf("the Germans read where the raid comes from: %v", items)
		}
	}
	do(t, st, act(Allies, "cancel-raid", ref, "F6"), nil)
	if len(st.Raids) != 0 || st.Units[bef].HasFlag(FlagRaided) {
		t.Errorf("after cancel: %v", st.Raids)
	}
}

// Targeted states for the conformance suite (random_test.go's targeted):
// the weekly works and raids need pioneers, trenches and the two sides'
// zones side by side, which random play on the weekly test scenario seldom
// or never sets up.
func init() {
	weekGame := func(t testing.TB, st *State) *rules.Game {
		t.Helper()
		return rulestest.PositionGame(t, weekScenario, st)
	}
	targeted["work"] = func(t *testing.T) *rules.Game {
		st := newWeekState(t, nil)
		addUnit(t, st, "brit-pioneers", "I5")
		toWeekPhase(t, st, PhaseWorksFirst, Allies)
		return weekGame(t, st)
	}
	targeted["raid"] = func(t *testing.T) *rules.Game {
		st, _, _ := raidSetup(t)
		return weekGame(t, st)
	}
	targeted["cancel-raid"] = func(t *testing.T) *rules.Game {
		st, bef, _ := raidSetup(t)
		do(t, st, act(Allies, "raid", st.Units.Ref(bef), "F6", "2"), nil)
		return weekGame(t, st)
	}
	targeted["raid-fire"] = func(t *testing.T) *rules.Game {
		st, bef, _ := raidSetup(t)
		do(t, st, act(Allies, "raid", st.Units.Ref(bef), "F6", "2"), nil)
		endRaids(t, st)
		return weekGame(t, st)
	}
}

// W-5.7: which unit sends an announced raid is its side's secret: a state
// where another unit the Germans do not see sent it reads the same to
// them (the checks by difference, SecretVariants' otherRaider).
func TestRaidSenderSecret(t *testing.T) {
	st, bef, ger := raidSetup(t)
	// No German on the map: nobody sees the raiders.
	box, _ := st.reserveLoc(Central)
	for i := range st.Units {
		if st.Units[i].Side == Central {
			st.Units[i].Loc = box
		}
	}
	st.restack(nil)
	_ = ger
	two := addUnit(t, st, "bef-inf", "E7")
	st.Units[two].Hidden = true
	e7, _ := st.zoneLoc("E7")
	st.setZone(e7, Zone{Trench: 1})
	do(t, st, act(Allies, "raid", st.Units.Ref(bef), "F6", "2"), nil)
	if st.sees(Central, bef) || st.sees(Central, two) {
		t.Skip("the Germans see the raiders: no secret to vary")
	}
	v, ok := st.otherRaider(Central, rand.New(rand.NewPCG(1, 1)))
	if !ok || v.State.(*State).Raids[0].Unit != two {
		t.Fatalf("no variant with the other regiment sending the raid: %v", v.What)
	}
	dc, err := diffAt(positionWeek(t, st), 4)
	if err != nil {
		t.Fatal(err)
	}
	if dc.Compared == 0 {
		t.Error("nothing compared")
	}
}

// positionWeek is a game of the weekly test scenario in st's position.
func positionWeek(t testing.TB, st *State) *rules.Game {
	t.Helper()
	return rulestest.PositionGame(t, weekScenario, st)
}

// "Multiple raids can be sent against a single target zone, impacting one
// after another": the first raid's fire makes the German regiment waver;
// it falls back before the second raid comes in, and the first raid's
// survivors report it all the same (they met it in F6).
func TestRaidsOneAfterAnother(t *testing.T) {
	st, bef, ger := raidSetup(t)
	ref := st.Units.Ref(bef)
	do(t, st, act(Allies, "raid", ref, "F6", "3"), nil)
	do(t, st, act(Allies, "raid", ref, "F6", "1"), nil)
	endRaids(t, st)
	// No defensive fire; 3 raiders roll 6, 6, 6 = 6 hits at the German
	// regiment in the open (3 experience dice: 1, 1, 1, no save): 6
	// casualties, morale 3 - 1 = 2 before its check; 2 morale dice 5, 1 =
	// 1 hit, fewer than 6: it wavers and falls back.
	do(t, st, act(Central, "raid-fire", "0"), manual(6, 6, 6, 1, 1, 1, 5, 1))
	if st.Troops[ger].Strength != 6 || !st.Units[ger].HasFlag(FlagSuppressed) || st.Units[ger].Hidden {
		t.Fatalf("German strength %d suppressed %v hidden %v", st.Troops[ger].Strength, st.Units[ger].HasFlag(FlagSuppressed), st.Units[ger].Hidden)
	}
	if p := st.Pending; len(p) == 0 || p[len(p)-1].Kind != "raid-fire" {
		t.Fatalf("the second raid is not asked last: %+v", p)
	}
	for st.pendingKind() == "retreat" {
		do(t, st, st.decisionFor(Central).Default, nil)
	}
	f6, _ := st.zoneLoc("F6")
	if st.Units[ger].Loc == f6 {
		t.Fatal("the wavering regiment did not fall back before the second raid")
	}
	if legal := st.LegalWith(Central, "raid-fire", ""); len(legal) != 1 {
		t.Errorf("F6 is empty now: choices %v", legal)
	}
}
