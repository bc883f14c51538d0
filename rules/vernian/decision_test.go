package vernian

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// defenderEX is an Allied attack on a German stack of two unlike units:
// three French divisions (3 each) at W0605 against a German division (4,
// two steps) and a yellow-striped one (3, one step) at W0706, clear: 9
// against 7 is 1:1, die 1 reads EX.
func defenderEX(t *testing.T, opts rules.Options) (st *State, g, y string, att []string) {
	t.Helper()
	st = fresh(t, opts, PhaseAllCombat)
	for range 3 {
		att = append(att, add(t, st, "fra-inf", "W0605"))
	}
	g = add(t, st, "ger-inf", "W0706")
	y = add(t, st, "ger-inf-y", "W0706")
	do(t, st, act(Allies, "attack", "W0706"), nil)
	if f, _ := st.Forecast(act(Allies, "resolve")); f.Strength != "9 vs 7" {
		t.Fatalf("strength %s, want 9 vs 7", f.Strength)
	}
	do(t, st, act(Allies, "resolve"), manual(1))
	return st, g, y, att
}

// The owner chooses its losses: on an EX the defender (the Germans,
// during the Allied Combat Phase) chooses which unit of its stack takes
// the step; play passes to them and back. The attackers' step is forced:
// their three divisions are alike.
func TestDefenderChoosesItsStepLoss(t *testing.T) {
	st, g, y, att := defenderEX(t, nil)
	d := wantDecision(t, st, Germans, "lose", g, y)
	if d.Default.Args[0] != g {
		t.Errorf("default %s, want %s: the unit with the most steps left", d.Default, g)
	}
	if !strings.Contains(d.Prompt, "W0706") || !strings.Contains(d.Prompt, "step loss 1 of 1") || !strings.Contains(d.Prompt, "EX") {
		t.Errorf("prompt %q", d.Prompt)
	}
	wantRefused(t, st, act(Allies, "end-phase"), RuleLosses, "the game waits for the Germans to choose")
	wantRefused(t, st, act(Germans, "lose", att[0]), RuleLosses, "not one of the units that take this loss", RuleLosses)
	wantRefused(t, st, act(Germans, "end-phase"), RuleLosses, "first choose")
	lines := do(t, st, act(Germans, "lose", y), nil)
	noDecision(t, st)
	if !gone(t, st, y) || st.Units[idx(t, st, g)].Step != 0 {
		t.Errorf("the Germans chose %s: it is at %s, %s at step %d\n%s", y, where(t, st, y), g, st.Units[idx(t, st, g)].Step, strings.Join(lines, "\n"))
	}
	steps := 0
	for _, id := range att {
		steps += st.Units[idx(t, st, id)].Step
	}
	if steps != 1 {
		t.Errorf("the attackers lost %d steps on the EX, want 1", steps)
	}
	if got := st.Status().Active; !slices.Equal(got, []string{Allies}) {
		t.Errorf("after the choice %v act, want the Allies back", got)
	}
	wantRefused(t, st, act(Allies, "lose", att[0]), RuleLosses, "there is no choice to make now", RuleLosses)
}

// With the option automatic_losses the game takes the default itself: the
// unit with the most steps left.
func TestAutomaticLossesTakeTheDefault(t *testing.T) {
	st, g, y, _ := defenderEX(t, auto)
	noDecision(t, st)
	if gone(t, st, y) || st.Units[idx(t, st, g)].Step != 1 {
		t.Errorf("automatic EX: %s at %s, %s at step %d; want %s reduced", y, where(t, st, y), g, st.Units[idx(t, st, g)].Step, g)
	}
}

// Forced losses do not ask: one unit, units alike, an HQ with one other
// unit (HQs last), every unit going anyway (DE).
func TestForcedLossesDoNotAsk(t *testing.T) {
	// Three German divisions (12) against one French division (3), with or
	// without an HQ (0), is 4:1: die 2 reads D1/DR. Against two (6) it is
	// 2:1: die 2 reads EX, and the attackers' step is forced too (three
	// alike divisions). Six (24) against the 6 of the DE case is 4:1: die
	// 1 reads DE.
	for _, c := range []struct {
		name      string
		defenders []string
		die       int
		lost      int // defender steps lost
	}{
		{"one unit", []string{"fra-inf"}, 2, 1},
		{"two alike", []string{"fra-inf", "fra-inf"}, 2, 1},
		{"an HQ and a division", []string{"fra-hq-13", "fra-inf"}, 2, 1},
		{"DE", []string{"fra-inf", "bel-inf", "fra-hq-13"}, 1, 5},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := fresh(t, nil, PhaseGerCombat)
			for range 3 {
				add(t, st, "ger-inf", "W0706")
				if c.die == 1 {
					add(t, st, "ger-inf", "W0705")
				}
			}
			var def []string
			for _, typ := range c.defenders {
				def = append(def, add(t, st, typ, "W0605"))
			}
			do(t, st, act(Germans, "attack", "W0605"), nil)
			lines := do(t, st, act(Germans, "resolve"), manual(c.die))
			// D1/DR: the loss is forced; where the survivors retreat is
			// the Allies' choice (retreat_test.go).
			if d := st.Status().Decision; d != nil && d.Default.Verb != "retreat" {
				t.Fatalf("a loss waits for a choice: %s", d.Prompt)
			}
			lost := 0
			for _, id := range def {
				u := st.Units[idx(t, st, id)]
				lost += u.Step
				if u.Loc.IsEliminated() {
					lost++
				}
			}
			if lost != c.lost {
				t.Errorf("%d defender steps lost, want %d\n%s", lost, c.lost, strings.Join(lines, "\n"))
			}
			if c.defenders[0] == "fra-hq-13" && c.die == 2 && (gone(t, st, def[0]) || st.Units[idx(t, st, def[1])].Step != 1) {
				t.Errorf("the HQ took the loss: HQ %s, division at step %d", where(t, st, def[0]), st.Units[idx(t, st, def[1])].Step)
			}
		})
	}
}

// 000 Monstrous Artilleries f: "HQs may be blown away by bombardment, but
// are always the last units in a stack to be killed." The owner of the
// bombarded stack chooses among the others, hit by hit. A German 2-2
// bombards W0605 (clear, spotted from W0706: no DRM), dice 1 and 1: two
// hits on a French division, a French "G" division and an HQ.
func TestBombardOwnerChoosesHQsLast(t *testing.T) {
	st := fresh(t, nil, PhaseGerBombard)
	add(t, st, "ger-inf", "W0706")
	hq := add(t, st, "ger-hq-22", "W0806")
	f := add(t, st, "fra-inf", "W0605")
	fg := add(t, st, "fra-inf-g", "W0605")
	fhq := add(t, st, "fra-hq-13", "W0605")
	do(t, st, act(Germans, "bombard", hq, "W0605"), nil)
	do(t, st, act(Germans, "fire"), manual(1, 1))
	d := wantDecision(t, st, Allies, "lose", f, fg)
	if d.Rule != RuleBombard+" f" || !strings.Contains(d.Prompt, "step loss 1 of 2") {
		t.Errorf("decision %+v", d)
	}
	wantRefused(t, st, act(Allies, "lose", fhq), RuleBombard+" f", "HQs are always the last units in a stack to be killed", RuleBombard+" f")
	do(t, st, act(Allies, "lose", fg), nil)
	// The "G" division is reduced, the other full: unlike, so asked again.
	wantDecision(t, st, Allies, "lose", f, fg)
	do(t, st, act(Allies, "lose", fg), nil)
	noDecision(t, st)
	if !gone(t, st, fg) || st.Units[idx(t, st, f)].Step != 0 || where(t, st, fhq) != "W0605" {
		t.Errorf("chosen twice: %s at %s; the other at step %d; HQ at %s", fg, where(t, st, fg), st.Units[idx(t, st, f)].Step, where(t, st, fhq))
	}
	if got := st.Status().Active; !slices.Equal(got, []string{Germans}) {
		t.Errorf("after the choices %v act, want the Germans back", got)
	}
}

// 000 Supply 3: "one step is lost to Attrition effects" - from the stack's
// Out of Supply units, the owner choosing which. Two units at W0210, die 1.
func TestAttritionOwnerChooses(t *testing.T) {
	st := fresh(t, nil, PhaseGerAttrition)
	controlAll(t, st, "", "")
	g := add(t, st, "ger-inf", "W0210")
	y := add(t, st, "ger-inf-y", "W0210")
	lines := do(t, st, act(Germans, "attrition"), manual(1))
	if !hasLine(lines, "attrition", "W0210", "one step lost") {
		t.Errorf("roll not logged:\n%s", strings.Join(lines, "\n"))
	}
	wantDecision(t, st, Germans, "lose", g, y)
	wantRefused(t, st, act(Germans, "end-phase"), RuleAttrition, "first choose")
	lines = do(t, st, act(Germans, "lose", g), nil)
	noDecision(t, st)
	if st.Units[idx(t, st, g)].Step != 1 || gone(t, st, y) || !hasLine(lines, "W0210", "loses 1 step") {
		t.Errorf("chose %s: step %d, %s at %s\n%s", g, st.Units[idx(t, st, g)].Step, y, where(t, st, y), strings.Join(lines, "\n"))
	}
	wantLegal(t, st, act(Germans, "end-phase"))
}

// 000 Part II AFB: "if this results in overstacking, the surplus units
// that were in the hex retreated into must themselves retreat back a hex"
// - their owner chooses which, one at a time. Stacking limit 3: the AFB
// pushes two German divisions from W0504 into W0503, which held three
// unlike units: two of those must go on to W0502.
func TestAFBPushOwnerChoosesSurplus(t *testing.T) {
	st := fresh(t, limit3, PhaseAllMovement)
	afb := add(t, st, "fra-afb", "W0505")
	p1 := add(t, st, "ger-inf", "W0504")
	p2 := add(t, st, "ger-inf", "W0504")
	r1 := add(t, st, "ger-inf", "W0503")
	r2 := add(t, st, "ger-inf-y", "W0503")
	r3 := add(t, st, "ger-cav", "W0503")
	startMovement(st)
	do(t, st, act(Allies, "move", afb, "W0504"), nil)
	d := wantDecision(t, st, Germans, "push-out", r1, r2, r3)
	if d.Rule != RuleAFB || !strings.Contains(d.Prompt, "W0503") {
		t.Errorf("decision %+v", d)
	}
	wantRefused(t, st, act(Germans, "push-out", p1), RuleAFB, "only those go back", RuleAFB)
	do(t, st, act(Germans, "push-out", r1), nil)
	wantDecision(t, st, Germans, "push-out", r2, r3)
	do(t, st, act(Germans, "push-out", r2), nil)
	noDecision(t, st)
	for id, want := range map[string]string{p1: "W0503", p2: "W0503", r3: "W0503", r1: "W0502", r2: "W0502", afb: "W0504"} {
		if got := where(t, st, id); got != want {
			t.Errorf("%s at %s, want %s", id, got, want)
		}
	}
	if got := st.Status().Active; !slices.Equal(got, []string{Allies}) {
		t.Errorf("after the choice %v act, want the Allies back", got)
	}
}

// 000 Part II Tanks c: "One unit in the stack containing the Tank has its
// Attack Strength doubled" - the attacker chooses which while putting the
// attack together; the strongest by default. A tank with a French (3) and
// a Belgian (2) division against a German division (4): 6+2 = 8, or 3+4
// = 7 with the Belgian doubled.
func TestTankDoubleChosenUnit(t *testing.T) {
	st, f, b := tankStackAttack(t)
	if fc, _ := st.Forecast(act(Allies, "resolve")); fc.Strength != "8 vs 4" {
		t.Fatalf("default: %s, want 8 vs 4 (the French doubled)", fc.Strength)
	}
	if got := choices(st, Allies, "double"); !slices.Equal(got, []string{b}) {
		t.Errorf("double choices %v, want only %s (the other unit of the stack)", got, b)
	}
	wantRefused(t, st, act(Allies, "double", f), RuleTanks+" c", "already the unit its tank doubles", RuleTanks+" c")
	do(t, st, act(Allies, "double", b), nil)
	fc, _ := st.Forecast(act(Allies, "resolve"))
	if fc.Strength != "7 vs 4" || !strings.Contains(strings.Join(fc.Attackers, "\n"), "doubled") {
		t.Errorf("the Belgian doubled: %s\n%s", fc.Strength, strings.Join(fc.Attackers, "\n"))
	}
	wantLegal(t, st, act(Allies, "double", f))
}
