package vernian

import (
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// People read names, scripts read ids (rules/names.go): in a game of the
// bundled vernian-hidden scenario the Germans read their own face-down
// unit by its name and values wherever they meet it (their log, the legal
// list's wording, their view, a refusal of their own move), never as
// "hidden:N", and so does the referee; the Allies read it as a face-down
// unit of Germany, never by its type, as before.
func TestOwnerReadsItsFaceDownUnitByName(t *testing.T) {
	g, err := rules.StartGame("builtin:vernian-hidden", nil, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; g.Status().Phase != PhaseGerMovement; n++ {
		if n > 20 {
			t.Fatalf("no German Ground Movement after %d end-phases: %+v", n, g.Status())
		}
		if _, err := g.Apply(rules.Action{Side: g.Status().Active[0], Verb: "end-phase"}); err != nil {
			t.Fatal(err)
		}
	}
	st := g.State().(*State)
	var move rules.Action
	for _, a := range g.Legal(Germans) {
		if a.Verb == "move" && strings.HasPrefix(a.Args[0], rules.HiddenRefPrefix) {
			move = a
			break
		}
	}
	if move.Verb == "" {
		t.Fatal("no German face-down unit may move")
	}
	ref := move.Args[0]
	i := st.Units.Resolve(ref)
	name := st.typeName(i) // "German infantry division 4-4-4"
	cover := "face-down unit of Germany (" + ref + ")"
	typ := st.fixed.types[st.Units[i].Type].Name
	owner := name + " (face down)"

	if got := g.Describe(move, Germans); !strings.Contains(got, owner) || strings.Contains(got, ref) {
		t.Errorf("the Germans' legal move reads %q; want it to name %q and not %s", got, owner, ref)
	}
	if got := g.Describe(move, Allies); !strings.Contains(got, cover) || strings.Contains(got, typ) {
		t.Errorf("the Allies read the move as %q; want %q, not the type", got, cover)
	}
	for _, u := range g.State().View(Germans).Units {
		if u.ID == ref && rules.UnitName(g.Scenario.Counters, u) != name {
			t.Errorf("the Germans' view names %s %q; want %q", ref, rules.UnitName(g.Scenario.Counters, u), name)
		}
	}

	if _, err := g.Apply(move); err != nil {
		t.Fatal(err)
	}
	last := func(side string) string {
		log := g.LogFor(side)
		var lines []string
		for _, ev := range log[len(log)-1].Events {
			lines = append(lines, ev.String())
		}
		return strings.Join(lines, "\n")
	}
	if got := last(Germans); !strings.Contains(got, owner+" moves ") || strings.Contains(got, ref) {
		t.Errorf("the Germans' log reads:\n%s\nwant their unit as %q, never %s", got, owner, ref)
	}
	if got := last(Allies); !strings.Contains(got, cover+" moves ") || strings.Contains(got, typ) {
		t.Errorf("the Allies' log reads:\n%s\nwant the unit as %q, never its type", got, cover)
	}
	if got := last(""); !strings.Contains(got, owner+" moves ") {
		t.Errorf("the referee's log reads:\n%s\nwant the unit named, %q", got, owner)
	}

	// Moving it again to where it stands is refused, naming it for the
	// Germans; the Allies trying it learn nothing from the refusal.
	again := rules.Action{Side: Germans, Verb: "move", Args: []string{ref, move.Args[1]}}
	_, err = g.Apply(again)
	if bad := rulestest.RefusalIs(err, RuleMovement, owner+" is already at"); bad != nil || strings.Contains(rules.ReasonOf(err), ref) {
		t.Errorf("the Germans' refused move: %v (%v); want it to name %q", err, bad, owner)
	}
	if err := g.Check(rules.Action{Side: Allies, Verb: "move", Args: []string{ref, move.Args[1]}}); rulestest.RefusalIs(err, RuleTurn) != nil || strings.Contains(err.Error(), typ) {
		t.Errorf("the Allies moving %s: %v (%v)", ref, err, rulestest.RefusalIs(err, RuleTurn))
	}
}
