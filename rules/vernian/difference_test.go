package vernian

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/internal/textdiff"
	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// diffGame is a game under a DiffChecker (and the words checker): try
// applies an action and runs both checks, step fails the test on a leak.
type diffGame struct {
	t  *testing.T
	g  *rules.Game
	dc *rulestest.DiffChecker
	sc *rulestest.SecretsChecker
}

// newDiffGame is a diffGame of scenario path (manual: manual dice).
func newDiffGame(t *testing.T, path string, opts rules.Options, seed uint64, manual bool) *diffGame {
	t.Helper()
	g, err := rules.StartGame(path, opts, seed, manual)
	if err != nil {
		t.Fatal(err)
	}
	return checkedGame(t, g)
}

// checkedGame is a diffGame of g, which has not started.
func checkedGame(t *testing.T, g *rules.Game) *diffGame {
	t.Helper()
	d := &diffGame{t: t, g: g,
		dc: &rulestest.DiffChecker{Rand: rand.New(rand.NewPCG(g.Seed, 21))},
		sc: &rulestest.SecretsChecker{Rand: rand.New(rand.NewPCG(g.Seed, 23))}}
	if err := d.dc.Check(g); err != nil {
		t.Fatal(err)
	}
	return d
}

// vstate is the Vernian state of g (the leaky toy's too).
func vstate(g *rules.Game) *State {
	if l, ok := g.State().(leakyMP); ok {
		return l.State
	}
	return g.State().(*State)
}

// try applies a, rolling faces (a game with manual dice), and checks for
// leaks; it returns the new log entry and the checkers' error. A refused
// action fails the test.
func (d *diffGame) try(a rules.Action, faces ...int) (rules.Entry, error) {
	d.t.Helper()
	d.g.EnterDice(faces...)
	e, err := d.g.Apply(a)
	if err != nil {
		d.t.Fatalf("%s: %v", a, err)
	}
	if err := d.sc.Check(d.g); err != nil {
		return *e, fmt.Errorf("after %q: %w", a, err)
	}
	if err := d.dc.Check(d.g); err != nil {
		return *e, fmt.Errorf("after %q: %w", a, err)
	}
	return *e, nil
}

// step is try, failing the test on a leak.
func (d *diffGame) step(a rules.Action, faces ...int) rules.Entry {
	d.t.Helper()
	e, err := d.try(a, faces...)
	if err != nil {
		d.t.Fatal(err)
	}
	return e
}

// endPhasesTo ends phases until the game stands in phase id.
func (d *diffGame) endPhasesTo(id string) {
	d.t.Helper()
	for n := 0; d.g.Status().Phase != id; n++ {
		if n > 100 {
			d.t.Fatalf("phase %s not reached: %s", id, vstate(d.g).describe())
		}
		d.step(rules.Action{Side: d.g.Status().Active[0], Verb: rules.VerbEndPhase})
	}
}

// moveFaceDownCavalry plays a game of vernian-hidden to the German
// movement of Operational Turn 1 and moves each face-down German cavalry
// division that can move, once. It returns their log entries and the
// checkers' first error.
func (d *diffGame) moveFaceDownCavalry() ([]rules.Entry, error) {
	d.t.Helper()
	d.endPhasesTo(PhaseGerMovement)
	st := vstate(d.g)
	if st.Clock.Turn != 0 || st.Clock.Sub != 0 {
		d.t.Fatalf("not Operational Turn 1: %s", st.describe())
	}
	var out []rules.Entry
	for i := range st.Units {
		if u := &st.Units[i]; !u.Hidden || st.kind(u) != "cavalry" {
			continue
		}
		r := st.Units.Ref(i)
		var move rules.Action
		for _, a := range d.g.Legal(Germans) {
			if a.Verb == "move" && a.Args[0] == r {
				move = a
				break
			}
		}
		if move.Verb == "" {
			continue
		}
		e, err := d.try(move)
		out = append(out, e)
		if err != nil {
			return out, err
		}
		st = vstate(d.g)
	}
	if len(out) == 0 {
		d.t.Fatal("no face-down cavalry could move")
	}
	return out, nil
}

// Leak 1 of issue 23: on Operational Turn 1 of builtin:vernian-hidden a
// face-down German unit's move read "(1 MP, 11 left)" to the Allies, and
// the points left told infantry (8), cavalry (12) and Crack Troops (10)
// apart. The Allies see a face-down counter go from hex to hex (the board
// shows it), nothing of its movement points: what a move costs and leaves
// depends on the unit's allowance (a doubled move costs its own path, 000
// Movement), which is its type's. Its owner still reads them.
func TestFaceDownMoveKeepsMovementPoints(t *testing.T) {
	d := newDiffGame(t, "builtin:vernian-hidden", nil, 1, false)
	moves, err := d.moveFaceDownCavalry()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range moves {
		r := e.Action.Args[0]
		german, allied := lines(e.For(Germans)), lines(e.For(Allies))
		if !strings.Contains(german, "German cavalry division") || !strings.Contains(german, " left") {
			t.Errorf("the Germans read %q, want their cavalry's movement points", german)
		}
		if !strings.Contains(allied, "face-down unit of Germany ("+r+") moves") || strings.Contains(allied, "MP") || strings.Contains(allied, "left") {
			t.Errorf("the Allies read %q, want the move without movement points", allied)
		}
	}
	if d.dc.Compared == 0 {
		t.Error("the difference checker compared nothing")
	}
}

// leakyMP is Vernian with leak 1 of issue 23 put back: a face-down unit's
// move tells everyone the movement points it has left.
type leakyMP struct{ *State }

type leakyMPModule struct{}

func (leakyMPModule) ID() string   { return "vernian-leaky-mp" }
func (leakyMPModule) Name() string { return "Vernian with leak 1 put back" }
func (leakyMPModule) New(s *scenarios.Scenario, o rules.Options, r *rand.Rand) (rules.State, error) {
	st, err := Module{}.New(s, o, r)
	if err != nil {
		return nil, err
	}
	return leakyMP{st.(*State)}, nil
}

func init() { rules.Register(leakyMPModule{}) }

func (l leakyMP) Clone() rules.State { return leakyMP{l.State.Clone().(*State)} }

func (l leakyMP) SecretVariants(side string, r *rand.Rand) []rules.Variant {
	vs := l.State.SecretVariants(side, r)
	for k := range vs {
		vs[k].State = leakyMP{vs[k].State.(*State)}
	}
	return vs
}

func (l leakyMP) Apply(a rules.Action, ctx *rules.Context) error {
	if err := l.State.Apply(a, ctx); err != nil {
		return err
	}
	if a.Verb == "move" && l.phaseKind() == "movement" {
		if i := l.unitArg(a.Args[0]); i >= 0 && l.Units[i].Hidden {
			ctx.Logf("(%d MP left)", l.allowance(i)-l.Spent[l.Units[i].ID])
		}
	}
	return nil
}

// The DiffChecker catches leak 1 when it is put back (leakyMP), where
// the words checker sees nothing: no name leaks, only a number.
func TestDiffCheckerCatchesLeak1(t *testing.T) {
	base, err := scenarios.Builtin("vernian-hidden")
	if err != nil {
		t.Fatal(err)
	}
	s := *base
	s.Module = leakyMPModule{}.ID()
	g, err := rules.NewGame(&s, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	_, err = checkedGame(t, g).moveFaceDownCavalry()
	if err == nil || !strings.Contains(err.Error(), "given to the allies changes") || !strings.Contains(err.Error(), "MP left") {
		t.Errorf("got %v, want the DiffChecker to find the movement points left in the Allies' log", err)
	}
}

// lines are an entry's event lines, one a line.
func lines(e rules.Entry) string {
	var b strings.Builder
	for _, ev := range e.Events {
		b.WriteString(ev.String() + "\n")
	}
	return b.String()
}

// sameForSide fails when side is given anything different by a and b,
// two states that differ only in what side may not see: its view (status
// and checklist included) and its legal actions.
func sameForSide(t *testing.T, a, b *State, side, what string) {
	t.Helper()
	va, vb := string(must(json.MarshalIndent(a.View(side), "", " "))), string(must(json.MarshalIndent(b.View(side), "", " ")))
	if va != vb {
		t.Errorf("%s: the %s' view changes with what they may not see:\n%s", what, side, textdiff.FirstLine("real", va, "variant", vb))
	}
	if la, lb := fmt.Sprint(a.Legal(side)), fmt.Sprint(b.Legal(side)); la != lb {
		t.Errorf("%s: the %s' legal list changes with what they may not see:\n%s", what, side, textdiff.FirstLine("real", la, "variant", lb))
	}
}

// A tank's stack of face-down units: which of them is infantry is the
// owner's secret until a phase ends (a tank without infantry then dies,
// 000 Part II Tanks, for all to see). The phase checklist, which both
// sides read, warned "Tanks without infantry die at the end of the phase:
// German tank T at ..." the moment the last face-down infantry left, and
// so told the Allies which of the counters that moved was infantry. Only
// the owner reads that warning now, for a stack with face-down units; a
// tank left with no unit at all is there for all to see.
func TestLoneTankWarningKeepsFaceDownTypes(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	tank := add(t, st, "ger-tank", "W0806")
	inf := hide(t, st, "ger-inf", "W0806")
	cav := hide(t, st, "ger-cav", "W0806")
	other := st.variant() // the same counters, their types swapped
	i, j := idx(t, st, inf), idx(t, st, cav)
	other.Units[i].Type, other.Units[j].Type = st.Units[j].Type, st.Units[i].Type
	if !st.consistent(other) {
		t.Fatal("the swap is not a variant the Allies could tell from the game")
	}
	sameForSide(t, st, other, Allies, "before the move")
	r := ref(t, st, inf)
	var move rules.Action
	for _, a := range st.Legal(Germans) {
		if a.Verb == "move" && a.Args[0] == r {
			move = a
			break
		}
	}
	if move.Verb == "" {
		t.Fatalf("no legal move of %s", r)
	}
	apply(t, st, move, nil)
	apply(t, other, move, nil)
	sameForSide(t, st, other, Allies, "after "+move.String())
	warned := func(s *State, side string) bool {
		for _, c := range s.View(side).Status.Checklist {
			if strings.Contains(c.Text, "Tanks without infantry") {
				return true
			}
		}
		return false
	}
	if !warned(st, Germans) || warned(other, Germans) {
		t.Errorf("the Germans are warned %v (their tank is alone with cavalry), %v (with infantry); want true, false", warned(st, Germans), warned(other, Germans))
	}
	// Left with no unit at all, the tank is alone for all to see.
	apply(t, st, act(Germans, "move", ref(t, st, cav), move.Args[1]), nil)
	if !warned(st, Allies) {
		t.Errorf("the Allies are not warned of %s alone at W0806 with no unit", tank)
	}
}

// Attrition of a stack of face-down units (000 Supply 3: "one step is
// lost"): which unit loses the step is the owner's choice, and whether its
// units are alike (same counter, same step) is the owner's secret. The
// game took the step itself from a stack of alike units and asked
// otherwise, and the decision the Allies read suggested the unit with the
// most steps left: both told the Allies about the units' types. Now the
// owner is asked whenever the choice is between units face down to the
// other side, who reads that the Germans choose and nothing of the
// suggestion. The step lost then shows (the unit stays, or goes to the
// Eliminated box, for all to see): the action reveals that.
func TestFaceDownAttritionAsksTheOwner(t *testing.T) {
	st := fresh(t, nil, PhaseGerAttrition)
	controlAll(t, st, "", "")
	a := hide(t, st, "ger-inf", "W0210")
	b := hide(t, st, "ger-inf", "W0210")
	if got := supplyAt(t, st, Germans, "W0210"); got != OutOfSupply {
		t.Fatalf("W0210: %s", got)
	}
	// Variants: either unit a yellow-striped division instead (one step,
	// so the other is the suggested loss).
	var others []*State
	for _, id := range []string{a, b} {
		o := st.variant()
		o.Units[idx(t, o, id)].Type = "ger-inf-y"
		others = append(others, o)
	}
	roll := act(Germans, "attrition")
	lines := seen(apply(t, st, roll, manual(1)), Allies)
	for k, o := range others {
		if other := seen(apply(t, o, roll, manual(1)), Allies); strings.Join(lines, "\n") != strings.Join(other, "\n") {
			t.Errorf("the Allies read %q, and %q were the units unlike", lines, other)
		}
		sameForSide(t, st, o, Allies, fmt.Sprintf("after the attrition roll (variant %d)", k))
	}
	d := st.Status().Decision
	if d == nil || d.Side != Germans || d.Default.Verb != "lose" {
		t.Fatalf("decision %+v, want the Germans to choose the unit that loses the step", d)
	}
	if v := st.View(Allies).Status.Decision; v == nil || v.Prompt != d.Prompt || v.Default.Verb != "" {
		t.Errorf("the Allies read the decision %+v, want its prompt %q and no suggestion", v, d.Prompt)
	}
	if v := st.View(Germans).Status.Decision; v == nil || !v.Default.Equal(d.Default) {
		t.Errorf("the Germans read the decision %+v, want the suggestion %s", v, d.Default)
	}
	if got := choices(st, Germans, "lose"); len(got) != 2 {
		t.Errorf("the Germans choose among %v, want both units", got)
	}
	ctx := apply(t, st, act(Germans, "lose", ref(t, st, a)), nil)
	if ctx.Secret() == "" || !hasLine(seen(ctx, Allies), ref(t, st, a), "loses 1 step") {
		t.Errorf("the loss: %q, revealed %q; want it logged and marked as a reveal", seen(ctx, Allies), ctx.Secret())
	}
}

// The AFB's push (000 Part II AFB: "the surplus units that were in the hex
// retreated into must themselves retreat back a hex"): which of them go
// is the owner's choice. The game chose itself among units alike, and so
// told the other side whether face-down units were alike; now their owner
// chooses among face-down units whatever they are. A tank goes with them
// when no infantry stays (000 Part II Tanks), for all to see: when that
// depends on face-down units it is a reveal.
func TestFaceDownPushOutAsksTheOwner(t *testing.T) {
	st := fresh(t, limit3, PhaseAllMovement)
	afb := add(t, st, "fra-afb", "W0505")
	hide(t, st, "ger-inf", "W0504")
	hide(t, st, "ger-inf", "W0504")
	var residents []string
	for range 3 {
		residents = append(residents, hide(t, st, "ger-inf", "W0503"))
	}
	startMovement(st)
	other := st.variant() // a resident is cavalry
	other.Units[idx(t, other, residents[2])].Type = "ger-cav"
	move := act(Allies, "move", afb, "W0504")
	lines, otherLines := seen(apply(t, st, move, nil), Allies), seen(apply(t, other, move, nil), Allies)
	if strings.Join(lines, "\n") != strings.Join(otherLines, "\n") {
		t.Errorf("the Allies read %q, and %q were the residents unlike", lines, otherLines)
	}
	sameForSide(t, st, other, Allies, "after the push")
	var refs []string
	for _, id := range residents {
		refs = append(refs, ref(t, st, id))
	}
	wantDecision(t, st, Germans, "push-out", refs...)

	// A tank stays with its infantry, or goes with it: the units pushed in
	// and the resident left are of one type.
	for _, tc := range []struct {
		typ  string
		goes bool
	}{{"ger-cav", true}, {"ger-inf", false}} {
		st := fresh(t, limit3, PhaseAllMovement)
		afb := add(t, st, "fra-afb", "W0505")
		hide(t, st, tc.typ, "W0504")
		hide(t, st, tc.typ, "W0504")
		tank := add(t, st, "ger-tank", "W0503")
		var residents []string
		for _, typ := range []string{"ger-inf", "ger-inf", tc.typ} {
			residents = append(residents, hide(t, st, typ, "W0503"))
		}
		startMovement(st)
		apply(t, st, act(Allies, "move", afb, "W0504"), nil)
		apply(t, st, act(Germans, "push-out", ref(t, st, residents[0])), nil)
		ctx := apply(t, st, act(Germans, "push-out", ref(t, st, residents[1])), nil)
		if goes := where(t, st, tank) == "W0502"; goes != tc.goes || ctx.Secret() == "" {
			t.Errorf("the units left %s: the tank goes %v, want %v; revealed %q, want a reveal", tc.typ, goes, tc.goes, ctx.Secret())
		}
	}
}

// oosSkirmish is the hidden skirmish (hiddenSkirmish) with a face-down
// German stack of a division and a yellow-striped division at W0110 cut
// off by French divisions (W0210, W0109, and the French "G" division the
// skirmish sets up in Orleans, W0209): Out of Supply, it
// rolls for attrition in the German Attrition Phase. Its path.
func oosSkirmish(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	b, err := os.ReadFile(hiddenSkirmish(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	extra := "\n[[setup]]\nunit = \"ger-inf\"\nat = \"W0110\"\nhidden = true\n[[setup]]\nunit = \"ger-inf-y\"\nat = \"W0110\"\nhidden = true\n"
	for _, h := range []string{"W0210", "W0109"} {
		extra += "\n[[setup]]\nunit = \"fra-inf\"\nat = \"" + h + "\"\n"
	}
	p := filepath.Join(dir, "oos-skirmish.toml")
	if err := os.WriteFile(p, append(b, extra...), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// The attrition of face-down units in a game, under the difference
// checker: the decision the Germans take, as the Allies read it in their
// view and in the status lines `replay --side allies` ends with (leak 4
// of issue 23 listed the other side's choices, the suggested one marked:
// here the unit with the most steps left), holds nothing of the units'
// types; the loss itself is a reveal.
func TestFaceDownAttritionInPlay(t *testing.T) {
	d := newDiffGame(t, oosSkirmish(t), nil, 1, true)
	d.endPhasesTo(PhaseGerAttrition)
	st := d.g.State().(*State)
	stack := st.at(loc(t, st, "W0110"))
	if len(stack) != 2 || st.SupplyOf(stack[0]) != OutOfSupply {
		t.Fatalf("W0110 holds %d units, %s", len(stack), st.SupplyOf(stack[0]))
	}
	d.step(act(Germans, "attrition"), 1) // 1 <= 2 units: one step lost
	dec := d.g.Status().Decision
	if dec == nil || dec.Default.Verb != "lose" {
		t.Fatalf("decision %+v, want the Germans to choose a loss", dec)
	}
	for _, l := range d.g.StatusLines(Allies) {
		if strings.Contains(l, "hidden:") {
			t.Errorf("the Allies' status lines name a choice: %q", l)
		}
	}
	e := d.step(dec.Default)
	if e.Reveals == "" {
		t.Errorf("the loss %q is not a reveal", e.Action)
	}
	if d.dc.Compared == 0 {
		t.Error("the difference checker compared nothing")
	}
}

// diffWindow is how many actions of a random game the DiffChecker follows:
// it forks the game at every action and compares what each side is given,
// at many times the cost of the action, so random play checks a window of
// the game at a seeded point, not all of it.
const diffWindow = 30

// diffSample is a DiffChecker over a window of a random game's actions.
type diffSample struct {
	dc       *rulestest.DiffChecker
	from, to int // the window, as lengths of the log
}

// newDiffSample is a DiffChecker over diffWindow actions of g from a point
// drawn from g's seed among the first span.
func newDiffSample(g *rules.Game, span int) *diffSample {
	r := rand.New(rand.NewPCG(g.Seed, 31))
	from := r.IntN(span)
	return &diffSample{dc: &rulestest.DiffChecker{Rand: r, Probes: 2}, from: from, to: from + diffWindow}
}

// check runs the checker on g if its last action is in the window.
func (d *diffSample) check(g *rules.Game) error {
	if n := len(g.Log()); n < d.from || n >= d.to {
		return nil
	}
	return d.dc.Check(g)
}

// playDiffSample is FuzzRandomPlay's game of a scenario with face-down
// units: random play to a point drawn from the seed, then a window under
// both secret checkers and the invariants, and no further (a whole game so
// checked would take a minute).
func playDiffSample(t *testing.T, g *rules.Game, c rulestest.Chooser) {
	t.Helper()
	d := newDiffSample(g, 400)
	secrets := &rulestest.SecretsChecker{Rand: rand.New(rand.NewPCG(g.Seed, 33)), Probes: 2}
	for len(g.Log()) < d.to && !g.Status().Over {
		before := g.Status().Phase
		if res, err := rulestest.RandomPlay(g, c, 1); err != nil && res.Actions == 0 {
			t.Fatal(err)
		}
		if n := len(g.Log()); n < d.from {
			continue
		} else if n == d.from {
			secrets.Skip(g) // what was logged before the window is not checked
		}
		st := g.State().(*State)
		last := g.Log()[len(g.Log())-1]
		if err := secrets.Check(g); err != nil {
			t.Fatalf("after %d actions (%s, last %q): %v", len(g.Log()), st.describe(), last.Action, err)
		}
		if err := d.check(g); err != nil {
			t.Fatalf("after %d actions (%s, last %q): %v", len(g.Log()), st.describe(), last.Action, err)
		}
		if err := namesForPeople(st, last); err != nil {
			t.Fatal(err)
		}
		if err := decisionAgrees(g); err != nil {
			t.Fatal(err)
		}
		if err := invariants(st, before != g.Status().Phase, true); err != nil {
			t.Fatalf("after %d actions (%s, last %q): %v", len(g.Log()), st.describe(), last.Action, err)
		}
	}
}

// A seeded sample of random play of the bundled vernian-hidden scenario
// under both secret checkers: a window of diffWindow actions (the Germans'
// face-down West Front infantry and cavalry moving, attacking, bombarded).
func TestRandomPlayBundledHiddenSample(t *testing.T) {
	g, err := rules.StartGame("builtin:vernian-hidden", nil, 2, false)
	if err != nil {
		t.Fatal(err)
	}
	c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(2, 13)), EndBias: 0.02}
	playDiffSample(t, g, c)
	if n := len(g.Log()); n < diffWindow {
		t.Fatalf("the game ended after %d actions", n)
	}
}

// Which unit a tank doubles in a face-down stack is the attacker's secret
// until the attack is resolved (tanks.go): a variant chooses it otherwise,
// and the defender is given nothing different.
func TestTankDoubleVariant(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	add(t, st, "ger-tank", "W0706")
	hide(t, st, "ger-inf", "W0706")
	other := hide(t, st, "ger-inf-y", "W0706")
	add(t, st, "fra-inf", "W0605")
	apply(t, st, act(Germans, "attack", "W0605"), nil)
	var variant *State
	for _, v := range st.SecretVariants(Allies, rand.New(rand.NewPCG(1, 2))) {
		if strings.Contains(v.What, "doubles") {
			variant = v.State.(*State)
			if !strings.Contains(v.What, ref(t, st, other)) {
				t.Errorf("variant %q, want the tank to double %s", v.What, ref(t, st, other))
			}
		}
	}
	if variant == nil {
		t.Fatal("no variant of the tank's choice")
	}
	if variant.doubledBy(variant.attackers(), idx(t, variant, "ger-tank/t1")) != idx(t, variant, other) {
		t.Error("the variant's tank does not double the other unit")
	}
	sameForSide(t, st, variant, Allies, "the tank's choice")
}
