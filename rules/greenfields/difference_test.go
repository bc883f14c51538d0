package greenfields

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// This file proves Green Fields' secrets by difference
// (rulestest.DiffChecker, rules.SecretVariants): in set positions, where a
// leak of the issue was, and in random play.

// positionGame is a game of the test scenario whose state is st
// (rulestest.PositionGame), for the checks by difference of one position.
func positionGame(t testing.TB, st *State) *rules.Game {
	t.Helper()
	return rulestest.PositionGame(t, testScenario, st)
}

// diffAt runs the DiffChecker on g's position with several draws of
// variants, returning its first complaint.
func diffAt(g *rules.Game, draws int) (*rulestest.DiffChecker, error) {
	var dc *rulestest.DiffChecker
	for k := range draws {
		dc = &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(uint64(k), 3))}
		if err := dc.Check(g); err != nil {
			return dc, err
		}
	}
	return dc, nil
}

// spotAllBut marks every unit spotted (its enemy sees it wherever it is)
// but those listed, so that the variants of a position vary only those.
func spotAllBut(st *State, keep ...int) {
	for i := range st.Units {
		if !slices.Contains(keep, i) {
			st.Units[i].SetFlag(FlagSpotted)
		}
	}
}

// Leak 2 of the issue: "the wave flags on a seen enemy unit ("leading
// wave", "middle wave") count the units in its zone that the viewer cannot
// see". Three German regiments in a trench at I6: A, the leading wave,
// has not moved or fired and its trench hides it ("Units in trenches ...
// cannot be seen unless they have been identified"); B and C were
// spotted. The Allies see two regiments there: the leading and the middle
// wave of what they see, whether A is there or not.
func TestWaveFlagsNameOnlySeenWaves(t *testing.T) {
	st := newTestState(t, nil)
	st.Zones = map[string]Zone{"I6": {Trench: 1}}
	a, b, c := unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2), unit(t, st, "ger-reg", 3)
	spotAllBut(st, a)
	if st.sees(Allies, a) || !st.sees(Allies, b) {
		t.Fatalf("set-up: the Allies should see B and C, not A")
	}
	v := st.View(Allies)
	for i, want := range map[int]string{b: "leading wave", c: "middle wave"} {
		uv := viewOf(v, st.Units.Ref(i))
		if !strings.Contains(strings.Join(uv.Flags, "; "), want) {
			t.Errorf("the Allies see %s as %v, want %q", st.Units.Ref(i), uv.Flags, want)
		}
	}
	if dc, err := diffAt(positionGame(t, st), 8); err != nil {
		t.Error(err)
	} else if dc.Compared == 0 {
		t.Error("no comparison made")
	}
}

// Leak 3 of the issue: "the shared checklist adds one "One of your units
// is routing…" item per routing unit, seen by both sides, so the enemy
// counts the acting side's unseen routing units". In the Germans'
// movement, regiment A routs in its trench at I6, out of the Allies'
// sight: the Germans' checklist asks them to move it; the Allies' view and
// the game's own status, which every side reads, say nothing of it.
func TestChecklistRoutingItemsAreTheMoversOwn(t *testing.T) {
	st := newTestState(t, nil)
	st.Zones = map[string]Zone{"I6": {Trench: 1}}
	st.Step = slices.IndexFunc(phases, func(p phase) bool { return p.ID == PhaseMoveFirst })
	a := unit(t, st, "ger-reg", 1)
	st.Units[a].SetFlag(FlagSuppressed)
	st.Units[a].SetFlag(FlagRouting)
	spotAllBut(st, a)
	if st.phaseSide() != Central || st.sees(Allies, a) {
		t.Fatalf("set-up: want the Germans' movement, A unseen")
	}
	routing := func(items []rules.CheckItem) int {
		n := 0
		for _, it := range items {
			if strings.Contains(it.Text, "routing") {
				n++
			}
		}
		return n
	}
	if n := routing(st.View(Central).Status.Checklist); n != 1 {
		t.Errorf("the Germans' checklist has %d routing items, want 1", n)
	}
	if n := routing(st.View(Allies).Status.Checklist); n != 0 {
		t.Errorf("the Allies' checklist has %d routing items, want none", n)
	}
	if n := routing(st.Status().Checklist); n != 0 {
		t.Errorf("the game's status has %d routing items, want none: every side reads it", n)
	}
	if _, err := diffAt(positionGame(t, st), 8); err != nil {
		t.Error(err)
	}
}

// applyRolling applies a to g (a fork: manual dice) with faces first, then
// ones for any die still wanted.
func applyRolling(t testing.TB, g *rules.Game, a rules.Action, faces ...int) *rules.Entry {
	t.Helper()
	g.EnterDice(faces...)
	for range 100 {
		e, err := g.Apply(a)
		var nd *rules.NeedDice
		if !errors.As(err, &nd) {
			if err != nil {
				t.Fatalf("%s: %v", a, err)
			}
			return e
		}
		g.EnterDice(slices.Repeat([]int{1}, nd.N)...)
	}
	t.Fatalf("%s kept asking for dice", a)
	return nil
}

// diffOver runs the DiffChecker over one action a of st's position, with
// several draws of variants, the dice given then ones, failing t if it
// finds a difference or compares too little; it returns the action's
// entry and the game it made.
func diffOver(t *testing.T, st *State, a rules.Action, draws int, faces ...int) (*rules.Entry, *rules.Game) {
	t.Helper()
	var e *rules.Entry
	var g *rules.Game
	compared := 0
	for k := range uint64(draws) {
		g = positionGame(t, st)
		dc := &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(k, 3))}
		if err := dc.Check(g); err != nil {
			t.Fatal(err)
		}
		e = applyRolling(t, g, a, faces...)
		if err := dc.Check(g); err != nil {
			t.Fatal(err)
		}
		compared += dc.Compared
	}
	if compared < 2*draws {
		t.Errorf("%d comparisons in %d draws: the check proves little", compared, draws)
	}
	return e, g
}

// Leak 5 of the issue, for Green Fields: "A sealed save's public part
// holds every face rolled during a public action, including rolls logged
// to one side only (an unidentified unit's experience save, whose count is
// its experience ...)". The British battery's barrage falls on a German
// regiment the Allies see but have not identified: its experience save
// and morale check are the Germans' alone ("Unit strength and
// morale/experience are still kept secret"), so what the Allies read of
// the end of their bombardment, and the sealed save's public part, are
// the same whatever its experience: the hit dice, the hits it takes, no
// save's faces nor their count.
func TestExperienceSaveOfUnidentifiedUnit(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	spotAllBut(st)
	target, gun := unit(t, st, "ger-reg", 1), unit(t, st, "brit-fa", 1)
	place(t, st, target, "F6")
	st.Units[target].Hidden = true
	st.Step = slices.IndexFunc(phases, func(p phase) bool { return p.ID == PhaseBombardSecond })
	st.Bombard = []Barrage{{Side: Allies, Guns: []int{gun}, Zone: "F6"}}
	st.Shells[Allies]--
	if st.phaseSide() != Allies || !st.sees(Allies, target) {
		t.Fatal("set-up: want the Allies' bombardment, the target seen")
	}
	end := act(Allies, "end-phase")
	// By hand: experience 1 and 5, the same faces.
	var texts, public []string
	for _, exp := range []int{1, 5} {
		c := st.Clone().(*State)
		c.Troops[target].Experience = exp
		g := positionGame(t, c)
		applyRolling(t, g, end, 5, 5, 6, 1, 1, 1, 1, 1, 6, 6)
		e := g.Log()[len(g.Log())-1]
		ev := e.For(Allies)
		texts = append(texts, fmt.Sprintf("%v %v", ev.Faces, ev.Events))
		public = append(public, g.PublicRecord(len(g.Log())-1))
	}
	if texts[0] != texts[1] {
		t.Errorf("the Allies read the save of an unidentified unit:\n%s\n%s", texts[0], texts[1])
	}
	if public[0] != public[1] {
		t.Errorf("the sealed save's public part tells its experience:\n%s\n%s", public[0], public[1])
	}
	if !strings.Contains(texts[0], "[5 5 6]") || !strings.Contains(texts[0], "takes") {
		t.Errorf("the Allies should read their hit dice and the hits it takes: %s", texts[0])
	}
	// And by the DiffChecker, whose variants change its values: 4 hits, no
	// save, 4 casualties; morale 3-1: 4 hits, it continues.
	diffOver(t, st, end, 8, 5, 5, 6, 1, 1, 1, 6, 6)
}

// "If the unit scores *no* hits with its morale dice at all ... [it]
// immediately flees ... continuing to flee until it successfully makes two
// hits with a morale roll": whether a unit routed or wavered, and whether
// it rallies, is its morale, which "the enemy" may not know of a unit it
// has not identified. A routing German regiment beside the BEF rolls to
// rally as the Germans' movement starts: the Allies see it suppressed,
// whether it rallies or not.
func TestRallyOfUnidentifiedUnitUnseen(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	spotAllBut(st)
	r := unit(t, st, "ger-reg", 1)
	place(t, st, r, "H6")
	st.Units[r].Hidden = true
	st.Units[r].SetFlag(FlagSuppressed)
	st.Units[r].SetFlag(FlagRouting)
	st.Step = slices.IndexFunc(phases, func(p phase) bool { return p.ID == PhaseBombardSecond })
	if st.phaseSide() != Allies || !st.sees(Allies, r) {
		t.Fatal("set-up: want the Allies' bombardment, the routing regiment seen")
	}
	if uv := viewOf(st.View(Allies), st.Units.Ref(r)); uv.Tag != "Sup" || strings.Contains(strings.Join(uv.Flags, " "), "routing") {
		t.Errorf("the Allies see the unidentified routing regiment as %q %v: want it suppressed, no more", uv.Tag, uv.Flags)
	}
	diffOver(t, st, act(Allies, "end-phase"), 8, 5, 5, 1) // morale 3: two hits, it rallies
}

// A line about a unit reads the same to its own side whatever the enemy
// sees. A German regiment the Allies have not identified steps from K7 to
// J7, where the French hidden in their trench at H7 see it: the Germans,
// who do not see the French, read their regiment named as always, not by
// the alias the Allies know it by (before, a line every side shared named
// it by its alias exactly when the enemy saw it, telling the Germans an
// unseen enemy was watching).
func TestOwnLinesWhateverTheEnemySees(t *testing.T) {
	st := newTestState(t, nil)
	reg, fr := unit(t, st, "ger-reg", 1), unit(t, st, "fr-inf", 1)
	only(st, reg, fr)
	place(t, st, reg, "K7")
	place(t, st, fr, "H7")
	st.Zones = map[string]Zone{"H7": {Trench: 1}}
	toGermanMove(t, st)
	move := act(Central, "move", st.Units.Ref(reg), "J7")
	after := st.Clone().(*State)
	do(t, after, move, nil)
	if st.sees(Central, fr) || after.sees(Central, fr) || !after.sees(Allies, reg) {
		t.Fatal("set-up: the French unseen, the regiment seen at J7")
	}
	diffOver(t, st, move, 4)
}

// "If a moving unit comes within 1 zone of an unsuppressed defender, then
// the defender may open fire": the question must not tell the mover that a
// defender it cannot see is there. A German regiment waits, unidentified,
// in the woods at H5 ("Units in trenches, woods and ruins cannot be seen");
// the BEF steps from F6 to G6, beside it. Whether the regiment is there or
// not, the Allies see the game wait for the Germans' answer (the woods
// could hide a unit; the Germans may only hold if nothing there can fire).
func TestOpFireQuestionTellsNothing(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	reg, bef := unit(t, st, "ger-reg", 1), unit(t, st, "bef-inf", 1)
	place(t, st, reg, "H5")
	place(t, st, bef, "F6")
	st.Units[reg].Hidden = true
	spotAllBut(st, reg)
	st.Step = slices.IndexFunc(phases, func(p phase) bool { return p.ID == PhaseMoveSecond })
	if st.phaseSide() != Allies || st.sees(Allies, reg) {
		t.Fatal("set-up: want the Allies' movement, the regiment unseen")
	}
	move := act(Allies, "move", st.Units.Ref(bef), "G6")
	diffOver(t, st, move, 4)
}

// A side's bombardment does not pass by itself when it has no gun able to
// fire: its gun may have been destroyed out of the enemy's sight, and the
// enemy would read it in the phase passing. It passes when the side has
// no SHELLS, which its public announcements tell.
func TestPhasesPassOnlyOnPublicFacts(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	gun := unit(t, st, "brit-fa", 1)
	spotAllBut(st, gun)
	if st.phase().ID != PhaseBombardFirst || st.phaseSide() != Central || st.sees(Central, gun) {
		t.Fatal("set-up: want the Germans' bombardment, the British battery unseen")
	}
	diffOver(t, st, act(Central, "end-phase"), 4)
	noGun := st.Clone().(*State)
	noGun.Units[gun].Loc = rules.Eliminated
	do(t, noGun, act(Central, "end-phase"), nil)
	if noGun.phase().ID != PhaseBombardSecond {
		t.Errorf("the Allies with no gun: their bombardment must wait for them, got %s", noGun.phase().ID)
	}
	noShells := st.Clone().(*State)
	noShells.Shells[Allies] = 0
	do(t, noShells, act(Central, "end-phase"), nil)
	if noShells.phase().ID != PhaseMoveFirst {
		t.Errorf("the Allies with no SHELLS: their bombardment passes, got %s", noShells.phase().ID)
	}
}

// "Units are placed on the board as they move": a step that brings an
// enemy unit into the mover's sight reveals it, and no undo takes the
// sight back. The BEF steps from G6 to H6 and sees the German regiment at
// K6, out of its sight before.
func TestSightingIsAReveal(t *testing.T) {
	st := newTestState(t, nil)
	bef, reg := unit(t, st, "bef-inf", 1), unit(t, st, "ger-reg", 1)
	only(st, bef, reg)
	place(t, st, reg, "K6")
	st.Step = slices.IndexFunc(phases, func(p phase) bool { return p.ID == PhaseMoveSecond })
	if st.phaseSide() != Allies || st.sees(Allies, reg) {
		t.Fatal("set-up: want the Allies' movement, the regiment unseen")
	}
	e, _ := diffOver(t, st, act(Allies, "move", st.Units.Ref(bef), "H6"), 4)
	if e.Reveals == "" || !e.Final {
		t.Errorf("the step that sighted the regiment: reveals %q, final %v; want a final reveal", e.Reveals, e.Final)
	}
	if strings.Contains(e.Reveals, "hidden:") || strings.Contains(e.Reveals, "K6") {
		t.Errorf("the reveal %q names what was sighted: the Germans would read it in a refused undo", e.Reveals)
	}
}

// An identified unit's rolls reach its enemy only while the enemy sees it:
// the rally roll of the BEF, identified but out of the Germans' sight,
// would tell them it is there and routing.
func TestRollsOfAnUnseenUnitStayItsOwn(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	bef := unit(t, st, "bef-inf", 1)
	place(t, st, bef, "B6")
	st.Units[bef].SetFlag(FlagSuppressed)
	st.Units[bef].SetFlag(FlagRouting)
	spotAllBut(st, bef)
	st.First = Allies
	st.Step = slices.IndexFunc(phases, func(p phase) bool { return p.ID == PhaseBombardSecond })
	if st.phaseSide() != Central || st.sees(Central, bef) {
		t.Fatal("set-up: want the Germans' bombardment, the BEF unseen")
	}
	e, _ := diffOver(t, st, act(Central, "end-phase"), 4, 5, 1, 1)
	for _, ev := range e.For(Central).Events {
		if strings.Contains(ev.String(), "rally") {
			t.Errorf("the Germans read %q", ev.String())
		}
	}
	if !slices.ContainsFunc(e.For(Allies).Events, func(ev rules.Event) bool { return strings.Contains(ev.String(), "rolls to rally") }) {
		t.Errorf("the Allies should read their rally roll: %v", e.For(Allies).Events)
	}
}

// Opportunity fire is public (the firer is identified by it), so its
// dice are the firer's to read but for the saves of the units it hits:
// the BEF fires at an unidentified German regiment stepping to H6; what
// the Allies read is the same whatever its experience and morale.
func TestOpFireReadsNoSave(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	bef, reg := unit(t, st, "bef-inf", 1), unit(t, st, "ger-reg", 1)
	only(st, bef, reg)
	st.Units[reg].Hidden = true
	toGermanMove(t, st)
	stepTo(t, st, reg, "H6")
	if d := st.decision(); d == nil || d.Side != Allies {
		t.Fatalf("want the Allies asked, got %+v", d)
	}
	spotAllBut(st)
	e, _ := diffOver(t, st, act(Allies, "opfire", st.Units.Ref(bef), "H6"), 6, 6, 6, 6, 1, 1, 1, 6, 6)
	if !e.To.Public() {
		t.Errorf("opportunity fire is kept secret: %v", e.To)
	}
}

// The game's end shows every side everything (the graveyards): a reveal.
// (Every unit is spotted, so that nothing comes into sight as the night
// ends.)
func TestGameEndIsAReveal(t *testing.T) {
	st := newTestState(t, nil)
	spotAllBut(st)
	st.Day = len(st.fixed.s.Turns.Names) - 1
	st.Turn = st.turnsPerDay() - 1
	st.Step = len(phases) - 1
	side := st.phaseSide()
	e, g := diffOver(t, st, act(side, "end-phase"), 4)
	if !g.Status().Over || e.Reveals == "" {
		t.Errorf("the game's last action: over %v, reveals %q; want the end, a reveal", g.Status().Over, e.Reveals)
	}
}

// diffSample runs a DiffChecker on runs of consecutive actions of random
// play: run of them in every every (all of them when every is 0), so that
// long games stay cheap. A run's first check makes the forks, the next
// ones follow them.
type diffSample struct {
	dc         *rulestest.DiffChecker
	every, run int
	n          int // checks asked for so far
}

// newDiffSample is a sample drawing its variants from seed.
func newDiffSample(seed uint64, every, run int) *diffSample {
	return &diffSample{dc: &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(seed, 13))}, every: every, run: run}
}

// check is called once before the game's first action and after each.
func (d *diffSample) check(g *rules.Game) error {
	defer func() { d.n++ }()
	if d.every > 0 && d.n%d.every >= d.run {
		return nil
	}
	return d.dc.Check(g)
}

// Random play checked by difference at every action, for the first
// actions of short games of the test scenario and the bundled one: nothing
// a side is given (view, status, legal list, refusals, status lines, log,
// a sealed save's public part) changes when only what it may not see
// changes. The long random games check a sample (the conformance suite's invariants).
func TestDiffRandomPlay(t *testing.T) {
	for _, tc := range []struct {
		scenario string
		seed     uint64
		opts     rules.Options
		actions  int
	}{
		{testScenario, 1, nil, 100},
		{testScenario, 2, rules.Options{OptAttacker: Allies, OptSeason: "winter"}, 100},
		{"builtin:greenfields-1914", 3, nil, 60},
	} {
		g, err := rules.StartGame(tc.scenario, tc.opts, tc.seed, false)
		if err != nil {
			t.Fatal(err)
		}
		d := newDiffSample(tc.seed, 0, 0)
		if err := d.check(g); err != nil {
			t.Fatalf("%s seed %d, at the start: %v", tc.scenario, tc.seed, err)
		}
		c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(tc.seed, 17)), EndBias: 0.1, Rare: []string{"buy", "buy-shells", "halt"}, RareP: 0.02}
		for n := 0; n < tc.actions && !g.Status().Over; n++ {
			if res, err := rulestest.RandomPlay(g, c, 1); err != nil && res.Actions == 0 {
				t.Fatal(err)
			}
			if err := d.check(g); err != nil {
				t.Fatalf("%s seed %d, after %d actions: %v", tc.scenario, tc.seed, n+1, err)
			}
		}
		if d.dc.Compared < tc.actions {
			t.Errorf("%s seed %d: %d comparisons in %d actions: the check proves little", tc.scenario, tc.seed, d.dc.Compared, len(g.Log()))
		}
		t.Logf("%s seed %d: %d actions, %d comparisons, %d forks diverged, %d at reveals", tc.scenario, tc.seed, len(g.Log()), d.dc.Compared, d.dc.Diverged, d.dc.Revealed)
	}
}

// "Armies are presumed to have observers present in every map zone that
// they control", and the score, which is public, counts the zones a side
// has lost: a German regiment dug in at C9, on the Allies' own ground,
// costs them 2 victory points, and they see it there, trench or not.
func TestUnitOnEnemyGroundIsSeen(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	reg := unit(t, st, "ger-reg", 1)
	place(t, st, reg, "C9")
	st.Zones = map[string]Zone{"C9": {Trench: 1}}
	st.Units[reg].Hidden = true
	spotAllBut(st, reg)
	if v := st.View(Allies); v.VP[Allies] != -2 || viewOf(v, st.Units.Ref(reg)) == nil {
		t.Errorf("the Allies at %d VP, seeing the regiment: %v; want -2, seen", v.VP[Allies], viewOf(v, st.Units.Ref(reg)) != nil)
	}
	if _, err := diffAt(positionGame(t, st), 8); err != nil {
		t.Error(err)
	}
}

// "This allows an army controlling such an area to draw lines of sight
// past enemy troop units in zones with lower elevation": troops block a
// line of sight, but only troops the observer sees, or the side would
// learn from what it misses that something stands there. The BEF at I6
// does not see a suppressed German regiment three zones off at L6 (range
// 3, suppressed -1), and so sees the German cavalry moving at M6 behind
// it (range 3, mounted and moving +2).
func TestUnseenTroopsHideNothing(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	bef, reg, cav := unit(t, st, "bef-inf", 1), unit(t, st, "ger-reg", 1), unit(t, st, "ger-cav", 1)
	only(st, bef, reg, cav)
	place(t, st, bef, "I6")
	place(t, st, reg, "L6")
	place(t, st, cav, "M6")
	st.Units[reg].SetFlag(FlagSuppressed)
	st.Units[cav].SetFlag(FlagMoving)
	st.Units[reg].Hidden, st.Units[cav].Hidden = true, true
	if st.sees(Allies, reg) || !st.sees(Allies, cav) {
		t.Errorf("the Allies see the regiment %v, the cavalry %v; want no, yes", st.sees(Allies, reg), st.sees(Allies, cav))
	}
	if _, err := diffAt(positionGame(t, st), 8); err != nil {
		t.Error(err)
	}
	// Seen (not suppressed: range 3), the regiment hides the cavalry.
	st.Units[reg].ClearFlag(FlagSuppressed)
	if !st.sees(Allies, reg) || st.sees(Allies, cav) {
		t.Errorf("the regiment unsuppressed: the Allies see it %v, the cavalry %v; want yes, no", st.sees(Allies, reg), st.sees(Allies, cav))
	}
}

// The unit a variant adds out of a side's sight comes from no mint: a
// unit the enemy buys later (at a public price) must get the id and alias
// it gets in the game, which the side reads (a bought unit's alias was
// one higher in a fork, and the DiffChecker complained of nothing but the
// variant).
func TestAddedUnseenLeavesTheMint(t *testing.T) {
	st := newTestState(t, nil)
	for k := range uint64(20) {
		v, ok := st.addedUnseen(Allies, rand.New(rand.NewPCG(k, 1)))
		if !ok {
			continue
		}
		c := v.State.(*State)
		u := c.Units[len(c.Units)-1]
		if c.Reserves.Mint != st.Reserves.Mint || rules.IsMinted(u.ID) || u.Alias <= st.Reserves.Mint.Aliases+2 || st.Units.Resolve(c.Units.Ref(len(c.Units)-1)) >= 0 {
			t.Fatalf("%s: mint %+v (was %+v), unit %s alias %d", v.What, c.Reserves.Mint, st.Reserves.Mint, u.ID, u.Alias)
		}
		if u.Side != Central || c.sees(Allies, len(c.Units)-1) {
			t.Fatalf("%s: a unit of the %s the Allies see", v.What, u.Side)
		}
		return
	}
	t.Fatal("no variant added a unit")
}

// A new assault turn is a reveal, whatever comes into sight: the side
// that ends the night moves first at dawn, and the window's warning before
// it ends the phase (Game.WouldBeFinal) gives the same reason whether or
// not an Allied unit will come into the Germans' sight at dawn; no undo
// takes the dawn back.
func TestNewTurnIsAReveal(t *testing.T) {
	for _, far := range []bool{false, true} {
		st := newTestState(t, nil)
		bef, reg := unit(t, st, "bef-inf", 1), unit(t, st, "ger-reg", 1)
		only(st, bef, reg)
		place(t, st, reg, "J6") // 3 zones from the BEF: seen by day, not at night
		if far {
			place(t, st, bef, "B2")
		}
		st.Turn = st.turnsPerDay() - 1
		st.Step = len(phases) - 1
		st.First = Allies // the Germans end the night and move first at dawn
		if st.phaseSide() != Central || st.sees(Central, bef) {
			t.Fatal("set-up: want the Germans ending the night, the BEF unseen")
		}
		g := positionGame(t, st)
		final, why := g.WouldBeFinal(act(Central, "end-phase"))
		if !final || why != "it reveals a new assault turn's sight" {
			t.Errorf("far %v: ending the night is final %v because %q; want the new turn's sight", far, final, why)
		}
	}
}
