package aanorthafrica

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// The minefield tests play on testdata/aant-mines.toml: the test map with
// the desert spaces Msus (German) and Sidi Omar (British) added. Spaces a
// minefield may go in: the Axis's Jalo (oasis) and Msus; the Allies'
// Siwa (oasis) and Sidi Omar. Cities and road spaces take none.

const minesScenario = "testdata/aant-mines.toml"

// newMinesState is a game of the minefield scenario at Italy's phase.
func newMinesState(t *testing.T, phase string) *State {
	t.Helper()
	g := stateOf(t, minesScenario)
	g.Phase = phase
	return g
}

// mintMine mints a hidden minefield of type typ (as the purchase does)
// in its side's box, then lays it at space unless space is "".
func mintMine(t *testing.T, st *State, typ, space string) int {
	t.Helper()
	u, err := st.Mint.New(st.Scenario(), typ, rules.Location{Map: st.Map().ID, Box: map[string]string{Axis: "axis-new", Allies: "allies-new"}[st.SideOf(st.Scenario().Counters.Unit(typ).Nation)]})
	if err != nil {
		t.Fatal(err)
	}
	u.Hidden = true
	st.Units = append(st.Units, u)
	i := len(st.Units) - 1
	if space != "" {
		st.Units[i].Loc = st.Loc(space)
	}
	return i
}

// unitOf is the first unit of type typ at space.
func unitOf(t *testing.T, st *State, typ, space string) int {
	t.Helper()
	for _, i := range st.At(space) {
		if st.Units[i].Type == typ {
			return i
		}
	}
	t.Fatalf("no %s at %s", typ, space)
	return -1
}

// enter moves units to space by hand and runs the entered hook as the
// combat move does, with dice faces; it returns stop and the log lines.
func enter(t *testing.T, st *State, nation, space, from string, faces []int, units ...int) (bool, []string) {
	t.Helper()
	for _, i := range units {
		st.Units[i].Loc = st.Loc(space)
	}
	ctx := rules.NewContext(rulestest.Manual(faces...))
	stop, err := runEntered(st, ctx, Entry{Nation: nation, Units: units, Space: space, From: from})
	if err != nil {
		t.Fatal(err)
	}
	return stop, lines(ctx, "")
}

// lines are ctx's log lines side may read ("" all).
func lines(ctx *rules.Context, side string) []string {
	var out []string
	for _, e := range ctx.Events() {
		if e.To.Sees(side) {
			out = append(out, e.String())
		}
	}
	return out
}

// "4. Mines cannot be placed in an enemy controlled space. 4. They cannot
// be placed on city or road spaces." "3. Only 1 minefield per space":
// Italy lays a mine in its place phase; refusals cite Minefields.
func TestLayMineWhere(t *testing.T) {
	st := newMinesState(t, PhasePlace)
	m1, m2 := mintMine(t, st, "ita-mine", ""), mintMine(t, st, "ita-mine", "")
	ref1, ref2 := st.Units.Ref(m1), st.Units.Ref(m2)
	for _, c := range []struct{ space, reason string }{
		{"Tripoli", "Tripoli is a city: minefields cannot be placed on city or road spaces"},
		{"Sirte", "Sirte is on the road: minefields cannot be placed on city or road spaces"},
		{"Siwa", "Siwa is not controlled by the Axis: mines cannot be placed in an enemy controlled space (only in your side's: ruling N-7)"},
		{"Qattara Depression", "Qattara Depression is not controlled by the Axis: mines cannot be placed in an enemy controlled space (only in your side's: ruling N-7)"},
	} {
		rulestest.Refused(t, st, rulestest.Act(Axis, "lay-mine", ref1, c.space), RuleMines, c.reason)
	}
	// Both rules 4 apply: the Axis's own spaces that are no city or road
	// are Jalo (Italy's) and Msus (Germany's, the same side).
	var spaces []string
	for _, a := range st.LegalWith(Axis, "lay-mine", ref1) {
		spaces = append(spaces, a.Args[1])
	}
	if !slices.Equal(spaces, []string{"Jalo", "Msus"}) {
		t.Errorf("Italy may lay a mine in %v, want [Jalo Msus]", spaces)
	}
	ctx := rulestest.DoContext(t, st, rulestest.Act(Axis, "lay-mine", ref1, "Jalo"), nil)
	if got := lines(ctx, Allies); len(got) != 0 {
		t.Errorf("the Allies read %q of the laying, want nothing but the cover", got)
	}
	if got := strings.Join(lines(ctx, Axis), "\n"); !strings.Contains(got, "laid at Jalo") {
		t.Errorf("the Axis read %q, want the space named", got)
	}
	rulestest.Refused(t, st, rulestest.Act(Axis, "lay-mine", ref2, "Jalo"), RuleMines, "Jalo has a minefield of yours already: only 1 minefield per space")
	rulestest.Refused(t, st, rulestest.Act(Axis, "lay-mine", ref1, "Msus"), RuleMines, ref1+" is no minefield of Italy's waiting to be laid")
	if r := mayPlace(st, m2, "Msus"); r == nil || r.Rule != RuleMines || !strings.Contains(r.Reason, "lay-mine") {
		t.Errorf("place of a minefield: %v, want a refusal pointing to lay-mine", r)
	}
	for _, u := range st.View(Allies).Units {
		if strings.Contains(u.Type, "mine") {
			t.Errorf("the Allies see %+v", u)
		}
	}
}

// "6. Defending units may occupy or move through a minefield without
// damage": British units entering their own Siwa (their mine there) are
// not asked about and do not stop; a side that never bought a mine is
// never asked.
func TestNoQuestionForDefendersOrWithoutMines(t *testing.T) {
	st := newMinesState(t, PhaseCombatMove)
	arm := unitOf(t, st, "ita-arm", "Jalo")
	if stop, _ := enter(t, st, Italy, "Siwa", "Jalo", nil, arm); stop || st.choosing() != "" {
		t.Errorf("the Allies bought no mine: stop %v, choice %q; want neither", stop, st.choosing())
	}
	st = newMinesState(t, PhaseCombatMove)
	st.Turn = 1 // the UK's turn
	mintMine(t, st, "uk-mine", "Siwa")
	if stop, _ := enter(t, st, UK, "Siwa", "Sollum", nil, unitOf(t, st, "uk-art", "Sollum")); stop || st.choosing() != "" {
		t.Errorf("British artillery into its own mined Siwa: stop %v, choice %q; want neither", stop, st.choosing())
	}
}

// "7. The controller must declare a minefield immediately upon entry by
// the enemy, or forfeit": with an Allied mine bought (in its box, not
// laid), Italian armour entering Siwa stops and the Allies are asked; with
// no mine there their only answer is declare (none), which the Axis read
// as no minefield declared.
func TestQuestionAskedWithNoMineThere(t *testing.T) {
	st := newMinesState(t, PhaseCombatMove)
	mintMine(t, st, "uk-mine", "")
	arm := unitOf(t, st, "ita-arm", "Jalo")
	stop, log := enter(t, st, Italy, "Siwa", "Jalo", nil, arm)
	if !stop || st.choosing() != StageMineQuestion {
		t.Fatalf("stop %v, choice %q; want the units stopped and the question", stop, st.choosing())
	}
	if want := "Axis land units enter Siwa and stop: the Allies declare a minefield there, or not"; !slices.Contains(log, want) {
		t.Errorf("log %q, want %q", log, want)
	}
	if got := st.Legal(Allies); len(got) != 1 || got[0].String() != "allies declare Siwa" {
		t.Errorf("the Allies may %v, want [allies declare Siwa]", got)
	}
	if d := st.Status().Decision; d == nil || d.Side != Allies || d.Default.String() != "allies declare Siwa" {
		t.Errorf("decision %+v, want the Allies', declare suggested", d)
	}
	rulestest.RefusedSaying(t, st, rulestest.Act(Allies, "forfeit", "Siwa"), RuleMines, "no hidden minefield at Siwa")
	ctx := rulestest.DoContext(t, st, rulestest.Act(Allies, "declare", "Siwa"), nil)
	if got := lines(ctx, Axis); !slices.Equal(got, []string{"No minefield is declared at Siwa"}) {
		t.Errorf("the Axis read %q", got)
	}
	if st.choosing() != "" || st.SpaceOf(arm) != "Siwa" {
		t.Errorf("after the answer: choice %q, armour at %q", st.choosing(), st.SpaceOf(arm))
	}
}

// Forfeit: the mine goes back to the bank, unseen and with no refund
// (ruling N-M2); the Axis read, see and may do exactly what they would
// had the Allies had no mine at Siwa (theirs at Sidi Omar instead).
func TestForfeitReadsAsNoMine(t *testing.T) {
	type result struct {
		view, entered, answer string
		bank                  int
	}
	play := func(mineAt, verb string) result {
		st := newMinesState(t, PhaseCombatMove)
		m := mintMine(t, st, "uk-mine", mineAt)
		arm := unitOf(t, st, "ita-arm", "Jalo")
		st.Units[arm].Loc = st.Loc("Siwa")
		ctx := rules.NewContext(nil)
		if _, err := runEntered(st, ctx, Entry{Nation: Italy, Units: []int{arm}, Space: "Siwa", From: "Jalo"}); err != nil {
			t.Fatal(err)
		}
		g := rulestest.PositionGame(t, minesScenario, st)
		e, err := g.Apply(rulestest.Act(Allies, verb, "Siwa"))
		if err != nil {
			t.Fatal(err)
		}
		if verb == "forfeit" && !g.State().(*State).Units[m].Loc.IsEliminated() {
			t.Errorf("the forfeited mine is at %v", g.State().(*State).Units[m].Loc)
		}
		after := e.For(Axis)
		b, _ := json.Marshal(g.State().View(Axis))
		return result{view: string(b), entered: strings.Join(lines(ctx, Axis), "\n"),
			answer: after.Cover + "|" + after.Action.String() + "|" + g.DescribeLogged(after.Action, Axis) + "|" + strings.Join(eventTexts(after.Events), "\n"),
			bank:   g.State().(*State).Bank[Allies]}
	}
	forfeit, none := play("Siwa", "forfeit"), play("Sidi Omar", "declare")
	if forfeit != none {
		t.Errorf("the Axis tell a forfeit from no mine:\nforfeit %+v\nnone    %+v", forfeit, none)
	}
	if forfeit.bank != 13 {
		t.Errorf("the Allied bank after a forfeit is %d, want 13 (no refund)", forfeit.bank)
	}
}

func eventTexts(evs []rules.Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.String())
	}
	return out
}

// The minefield rules cited by refusals and rolls have their sections in
// the rules reference.
func TestMineRulesHaveSections(t *testing.T) {
	ref := newMinesState(t, PhasePurchase).Reference()
	for _, r := range []string{RuleMines, RuleMineCombat} {
		if ref.RuleSection(r) == nil {
			t.Errorf("no section of the rules reference for %q", r)
		}
	}
}

// "5. Enemy units cannot occupy or control a space with an enemy
// minefield still inside it": should a space change hands with a mine of
// the losing side in it, a hidden one is lost unseen (only its owner reads
// it), a declared one is destroyed in the open (ruling N-M5).
func TestMineLostWithItsSpace(t *testing.T) {
	st := newMinesState(t, PhaseCombat)
	hidden, declared := mintMine(t, st, "uk-mine", "Siwa"), mintMine(t, st, "uk-mine", "Sidi Omar")
	st.Units[declared].Hidden = false
	st.Mines.Declared = map[int]MineRecord{declared: {Round: 1, Rolls: 1}}
	st.Owner["Siwa"], st.Owner["Sidi Omar"] = Italy, Italy
	ctx := rulestest.DoContext(t, st, rulestest.Act(Axis, rules.VerbEndPhase), nil)
	if !st.Units[hidden].Loc.IsEliminated() || !st.Units[hidden].Hidden || !st.Units[declared].Loc.IsEliminated() {
		t.Errorf("hidden mine %v (hidden %v), declared mine %v; want both eliminated, the hidden one still hidden", st.Units[hidden].Loc, st.Units[hidden].Hidden, st.Units[declared].Loc)
	}
	axis, allies := strings.Join(lines(ctx, Axis), "\n"), strings.Join(lines(ctx, Allies), "\n")
	if strings.Contains(axis, "Siwa") || !strings.Contains(axis, "Sidi Omar is destroyed") || !strings.Contains(allies, "at Siwa is lost with the space") {
		t.Errorf("the Axis read %q, the Allies %q", axis, allies)
	}
}

// N-8: an AA gun entering with infantry gets no die (it cannot be
// destroyed): one die, [2] on 3 or less, hits the infantry.
func TestMineRollsNoDieAtAA(t *testing.T) {
	st := newMinesState(t, PhaseCombatMove)
	m := mintMine(t, st, "uk-mine", "Siwa")
	st.Units[m].Hidden = false
	st.Mines.Declared = map[int]MineRecord{m: {Round: 1}}
	aa, err := st.Mint.New(st.Scenario(), "ita-aa", st.Loc("Jalo"))
	if err != nil {
		t.Fatal(err)
	}
	st.Units = append(st.Units, aa)
	inf := unitOf(t, st, "ita-inf", "Tripoli")
	_, log := enter(t, st, Italy, "Siwa", "Jalo", []int{2}, inf, len(st.Units)-1)
	if roll := rollLine(t, log); !strings.Contains(roll, "1d6 [2]") || !st.Units[inf].Loc.IsEliminated() || st.SpaceOf(len(st.Units)-1) != "Siwa" {
		t.Errorf("roll %q; infantry %v, AA at %q", roll, st.Units[inf].Loc, st.SpaceOf(len(st.Units)-1))
	}
}
