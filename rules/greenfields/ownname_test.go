package greenfields

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// A unit its enemy has not identified is named by its alias in lines
// every side reads ("unidentified unit of Germany (hidden:7)"); its owner
// reads those lines with the unit's counter name instead (the seed's
// combat example: German regulars "A" step into H6 unseen by the BEF).
// The Allies still read only the alias, never the type.
func TestOwnerReadsItsUnidentifiedUnitByName(t *testing.T) {
	g, err := rules.StartGame(testScenario, nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"central end-phase", "allies end-phase"} {
		a, _ := rules.ParseAction(line)
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	st := g.State().(*State)
	i := st.Units.Index("ger-reg/1") // "A", hidden:7 with seed 1
	ref := st.Units.Ref(i)
	if !st.Units[i].Hidden || !strings.HasPrefix(ref, rules.HiddenRefPrefix) {
		t.Fatalf("ger-reg/1 is %s, not unidentified", ref)
	}
	if _, err := g.Apply(rules.Action{Side: "central", Verb: "move", Args: []string{ref, "H6"}}); err != nil {
		t.Fatal(err)
	}
	cover := "unidentified unit of Germany (" + ref + ")"
	typ := st.fixed.types["ger-reg"].Name // "German regulars, 1914"
	lines := func(side string) string {
		log := g.LogFor(side)
		var out []string
		for _, ev := range log[len(log)-1].Events {
			out = append(out, ev.String())
		}
		return strings.Join(out, "\n")
	}
	if got := lines("central"); !strings.Contains(got, typ+" moves from I6 to H6") || strings.Contains(got, ref) {
		t.Errorf("the Germans read:\n%s\nwant their regulars named %q, never %s", got, typ, ref)
	}
	if got := lines("allies"); !strings.Contains(got, cover+" moves from I6 to H6") || strings.Contains(got, typ) {
		t.Errorf("the Allies read:\n%s\nwant %q, never the type", got, cover)
	}
}
