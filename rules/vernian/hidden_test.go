package vernian

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// hide adds a unit of type typ at text and turns it face down, as a
// scenario's `hidden = true` places it; it returns the unit's id.
func hide(t testing.TB, st *State, typ, text string) string {
	t.Helper()
	id := add(t, st, typ, text)
	st.Units[idx(t, st, id)].Hidden = true
	st.memo.reset()
	return id
}

// ref is how actions name unit id now ("hidden:N" while face down).
func ref(t testing.TB, st *State, id string) string {
	t.Helper()
	return st.Units.Ref(idx(t, st, id))
}

// seen are the log lines side may read among the events of ctx.
func seen(ctx *rules.Context, side string) []string {
	var out []string
	for _, ev := range ctx.Events() {
		if ev.To.Sees(side) {
			out = append(out, ev.String())
		}
	}
	return out
}

// apply checks and applies a, returning the context (its events,
// secret): rulestest.DoContext.
var apply = rulestest.DoContext

// noMention fails when text names face-down unit id: its id, or its
// counter's name (the test arranges no face-up unit of that type).
func noMention(t testing.TB, st *State, id, what, text string) {
	t.Helper()
	u := &st.Units[idx(t, st, id)]
	if strings.Contains(text, id) || strings.Contains(text, st.fixed.types[u.Type].Name) {
		t.Errorf("%s names face-down %s: %q", what, id, text)
	}
}

// Sandtable: face-down units (RULINGS.md): the other side sees a
// face-down unit's nation and place only; its owner and the referee see it
// in full; the other side's face-down units are listed last, by alias.
func TestHiddenViewShowsNationAndPlaceOnly(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	vis := add(t, st, "fra-inf", "W0605")
	id := hide(t, st, "ger-inf", "W0706")
	r := ref(t, st, id)
	if !strings.HasPrefix(r, "hidden:") {
		t.Fatalf("a face-down unit's reference is %q", r)
	}
	find := func(v rules.View, ref string) (rules.UnitView, int) {
		for k, u := range v.Units {
			if u.ID == ref {
				return u, k
			}
		}
		t.Fatalf("%s view has no %s", v.Side, ref)
		return rules.UnitView{}, 0
	}
	allies := st.View(Allies)
	u, k := find(allies, r)
	want := rules.UnitView{ID: r, Nation: "germany", Side: Germans, Map: "test-west", Cell: "W0706", Hidden: true}
	if got, _ := json.Marshal(u); string(got) != string(must(json.Marshal(want))) {
		t.Errorf("Allied view of the face-down unit %s, want %s", got, must(json.Marshal(want)))
	}
	if k != len(allies.Units)-1 {
		t.Errorf("the face-down unit is listed at %d of %d, want last", k, len(allies.Units))
	}
	if b := must(json.Marshal(allies)); strings.Contains(string(b), id) {
		t.Errorf("the Allied view names %s", id)
	}
	if _, k := find(allies, vis); k == len(allies.Units)-1 {
		t.Errorf("the face-up French unit is listed after the face-down one")
	}
	for _, side := range []string{Germans, ""} {
		u, _ := find(st.View(side), r)
		if u.Type != "ger-inf" || u.Steps == 0 || u.Values["attack"] == 0 || !u.Hidden || u.Supply == "" {
			t.Errorf("%q view of its face-down unit: %+v, want it in full and marked face down", side, u)
		}
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

// The owner's legal moves name the face-down unit by alias; the Allies
// read its move as "face-down unit of Germany (hidden:N)", the Germans in
// full; the log lines of the move do not give it away.
func TestHiddenMoveNamedByAlias(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	id := hide(t, st, "ger-inf", "W0806")
	r := ref(t, st, id)
	var move rules.Action
	for _, a := range st.Legal(Germans) {
		if strings.Contains(a.String(), id) {
			t.Errorf("legal action %q names the face-down unit by id", a)
		}
		if a.Verb == "move" && a.Args[0] == r && move.Verb == "" {
			move = a
		}
	}
	if move.Verb == "" {
		t.Fatalf("no legal move of %s (%s) in %v", r, id, st.Legal(Germans))
	}
	if got := st.LegalWith(Germans, "move", r); len(got) == 0 {
		t.Errorf("LegalWith(move, %s) is empty", r)
	}
	allied, _ := st.Describe(move, Allies)
	if !strings.Contains(allied, "face-down unit of Germany ("+r+")") {
		t.Errorf("the Allies read %q, want the unit as a face-down unit of Germany", allied)
	}
	noMention(t, st, id, "the Allies' description", allied)
	german, _ := st.Describe(move, Germans)
	if !strings.Contains(german, "German infantry division") || !strings.Contains(german, "face down") {
		t.Errorf("the Germans read %q, want their unit in full, marked face down", german)
	}
	ctx := apply(t, st, move, nil)
	for _, line := range seen(ctx, Allies) {
		noMention(t, st, id, "the Allies' log", line)
	}
	if ctx.Secret() != "" || !st.Units[idx(t, st, id)].Hidden {
		t.Errorf("moving revealed the unit (%q)", ctx.Secret())
	}
}

// The Allies may neither act with a face-down German unit nor learn its
// type from the refusal; naming it by id finds no unit.
func TestHiddenRefusalsGiveNothingAway(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	id := hide(t, st, "ger-inf", "W0706")
	r := ref(t, st, id)
	add(t, st, "fra-inf", "W0605")
	why := wantRefused(t, st, act(Allies, "move", r, "W0705"), RuleMovement)
	if !strings.Contains(why, "face-down unit of Germany ("+r+")") || !strings.Contains(why, "is not a") {
		t.Errorf("refusal %q", why)
	}
	noMention(t, st, id, "the refusal", why)
	wantRefused(t, st, act(Allies, "move", id, "W0705"), RuleMovement, "no unit")
	// The German in full is no more use: a face-down unit has no id to act by.
	st2 := fresh(t, nil, PhaseGerMovement)
	id2 := hide(t, st2, "ger-inf", "W0806")
	wantRefused(t, st2, act(Germans, "move", id2, "W0805"), RuleMovement, "no unit")
}

// Declaring an attack turns the defending hex's face-down units face up,
// with a public log line, and the reveal is final (undo stops there).
func TestAttackRevealsDefenders(t *testing.T) {
	st := fresh(t, nil, PhaseAllCombat)
	add(t, st, "fra-inf", "W0605")
	id := hide(t, st, "ger-inf", "W0706")
	r := ref(t, st, id)
	wantLegal(t, st, act(Allies, "attack", "W0706"))
	ctx := apply(t, st, act(Allies, "attack", "W0706"), nil)
	if st.Units[idx(t, st, id)].Hidden {
		t.Fatalf("the defender is still face down after the attack was declared")
	}
	if ctx.Secret() == "" {
		t.Errorf("the attack revealed %s without recording a reveal: undo could take it back", id)
	}
	if !hasLine(seen(ctx, Allies), "Revealed", r+" is German infantry division") || !hasLine(seen(ctx, Germans), "Revealed", r) {
		t.Errorf("no public reveal line naming %s: %v", r, ctx.Events())
	}
	u := st.View(Allies).Units
	if i := slices.IndexFunc(u, func(v rules.UnitView) bool { return v.ID == id }); i < 0 || u[i].Type != "ger-inf" || u[i].Hidden {
		t.Errorf("the Allies do not see the revealed unit as %s: %+v", id, u)
	}
}

// Resolving an attack turns the face-down attackers face up before the
// roll; until then the defender reads them by alias.
func TestResolveRevealsAttackers(t *testing.T) {
	st := fresh(t, nil, PhaseGerCombat)
	id := hide(t, st, "ger-inf", "W0706")
	r := ref(t, st, id)
	add(t, st, "fra-inf", "W0605")
	ctx := apply(t, st, act(Germans, "attack", "W0605"), nil)
	for _, line := range seen(ctx, Allies) {
		noMention(t, st, id, "the attack's log", line)
	}
	if !hasLine(seen(ctx, Allies), "face-down unit of Germany ("+r+") committed") {
		t.Errorf("the attack's log does not name the face-down attacker by alias: %v", seen(ctx, Allies))
	}
	if d, _ := st.Describe(act(Germans, "withdraw", r), Allies); !strings.Contains(d, r) || strings.Contains(d, "German infantry") {
		t.Errorf("the Allies read the withdraw as %q", d)
	}
	if !st.Units[idx(t, st, id)].Hidden {
		t.Fatalf("declaring the attack revealed the attacker")
	}
	ctx = apply(t, st, act(Germans, "resolve"), manual(1))
	if st.Units[idx(t, st, id)].Hidden || ctx.Secret() == "" {
		t.Fatalf("resolving did not reveal the attacker (secret %q)", ctx.Secret())
	}
	lines := seen(ctx, Allies)
	if len(lines) == 0 || !strings.HasPrefix(lines[0], "Revealed (in combat): "+r+" is German infantry division") {
		t.Errorf("the reveal does not come first, before the roll: %v", lines)
	}
}

// Firing the bombards turns the target hexes' face-down units face up.
func TestBombardRevealsTarget(t *testing.T) {
	st := fresh(t, nil, PhaseGerBombard)
	hq := add(t, st, "ger-hq-13", "W0806")
	id := hide(t, st, "fra-inf", "W0706")
	r := ref(t, st, id)
	add(t, st, "ger-inf", "W0807") // a spotter
	ctx := apply(t, st, act(Germans, "bombard", hq, "W0706"), nil)
	if !st.Units[idx(t, st, id)].Hidden || ctx.Secret() != "" {
		t.Fatalf("designating the bombard revealed the target")
	}
	ctx = apply(t, st, act(Germans, "fire"), manual(6))
	if st.Units[idx(t, st, id)].Hidden || !hasLine(seen(ctx, Germans), "Revealed (bombarded): "+r+" is French infantry division") {
		t.Errorf("firing did not reveal the target: %v", ctx.Events())
	}
}

// A scenario may not hide an HQ, a tank, the AFB or an air unit
// (RULINGS.md: they change what the other side may do or read).
func TestHiddenOnlyGroundCombatUnits(t *testing.T) {
	for _, typ := range []string{"ger-hq-13", "ger-zep-3", "ger-tank", "fra-afb"} {
		s := loadTest(t)
		p := *s.Setup[0]
		u := s.Counters.Unit(typ)
		if u == nil {
			t.Fatalf("no counter type %s", typ)
		}
		p.Unit, p.Hidden = u, true
		s.Setup = append(s.Setup, &p)
		_, err := Module{}.New(s, rules.DefaultOptions(s), nil)
		if err == nil || !strings.Contains(err.Error(), "is placed hidden") || !strings.Contains(err.Error(), RuleHidden) {
			t.Errorf("hidden %s: %v", typ, err)
		}
	}
}

// Undo cannot take back an action that turned a unit face up: the game
// records the reveal as final.
func TestUndoStopsAtReveal(t *testing.T) {
	g := newGame(t, nil, 3)
	for g.Status().Phase != PhaseGerCombat || g.State().(*State).Setup {
		side := g.Status().Active[0]
		if _, err := g.Apply(act(side, "end-phase")); err != nil {
			if _, err := g.Apply(act(side, "attrition")); err != nil {
				t.Fatal(err)
			}
		}
	}
	st := g.State().(*State)
	clearBoard(t, st, "ger-inf-b/1")
	add(t, st, "ger-inf", "W0706")
	id := hide(t, st, "fra-inf", "W0605")
	// The window asks before a final action, saying why: the question
	// must not tell the attacker what it will find.
	final, why := g.WouldBeFinal(act(Germans, "attack", "W0605"))
	if !final || !strings.Contains(why, "face-down unit of France ("+ref(t, st, id)+")") || strings.Contains(why, "French infantry") {
		t.Errorf("WouldBeFinal(attack) = %v, %q", final, why)
	}
	e, err := g.Apply(act(Germans, "attack", "W0605"))
	if err != nil {
		t.Fatal(err)
	}
	if !e.Final || !strings.Contains(e.Why, "revealed") {
		t.Errorf("the attack's entry: final %v, %q", e.Final, e.Why)
	}
	if ok, why := g.CanUndo(); ok || !strings.Contains(why, "revealed") {
		t.Errorf("CanUndo after the reveal: %v, %q", ok, why)
	}
	if g.State().(*State).Units[idx(t, g.State().(*State), id)].Hidden {
		t.Errorf("the defender is still face down")
	}
}

// The bundled vernian-hidden scenario is the bundled vernian one with the
// German West Front infantry and cavalry face down, nothing else changed;
// a game of it shows the Allies none of those units' types (what `state
// --side allies` prints), and the Germans all of them.
func TestBundledHiddenScenario(t *testing.T) {
	plain, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	hid, err := scenarios.Builtin("vernian-hidden")
	if err != nil {
		t.Fatal(err)
	}
	if len(plain.Setup) != len(hid.Setup) || len(plain.Reinforcements) != len(hid.Reinforcements) {
		t.Fatalf("%d/%d set-up, %d/%d reinforcements", len(plain.Setup), len(hid.Setup), len(plain.Reinforcements), len(hid.Reinforcements))
	}
	hidden := 0
	for k, p := range hid.Setup {
		q := plain.Setup[k]
		if q.Unit.ID != p.Unit.ID || q.Where() != p.Where() || q.Count != p.Count || q.Step != p.Step || q.Note != p.Note {
			t.Errorf("set-up %d: %+v, the plain scenario's %+v", k, p, plain.Setup[k])
		}
		if p.Hidden {
			hidden += p.Count
			if !slices.Contains([]string{"ger-inf", "ger-inf-y", "ger-cav"}, p.Unit.ID) {
				t.Errorf("set-up %d hides %s", k, p.Unit.ID)
			}
		}
	}
	for k, r := range hid.Reinforcements {
		q := plain.Reinforcements[k]
		if r.Hidden || r.Unit.ID != q.Unit.ID || r.Turn != q.Turn || r.Where() != q.Where() || r.Count != q.Count {
			t.Errorf("reinforcement %d differs", k)
		}
	}
	if hidden < 20 {
		t.Errorf("only %d face-down units", hidden)
	}
	g, err := rules.StartGame("builtin:vernian-hidden", nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	st := g.State().(*State)
	allies := string(must(json.Marshal(st.View(Allies))))
	n := 0
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Hidden {
			continue
		}
		n++
		if strings.Contains(allies, `"`+u.ID+`"`) {
			t.Errorf("the Allied view names %s", u.ID)
		}
	}
	if n != hidden {
		t.Errorf("%d units face down in the game, %d in the scenario", n, hidden)
	}
	for _, v := range st.View(Allies).Units {
		if v.Side == Germans && v.Hidden && (v.Type != "" || v.Values != nil || v.Steps != 0) {
			t.Errorf("the Allies see a face-down German unit as %+v", v)
		}
	}
	for _, v := range st.View(Germans).Units {
		if v.Type == "" {
			t.Errorf("the Germans do not see their unit %s", v.ID)
		}
	}
}
