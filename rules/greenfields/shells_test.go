package greenfields

import (
	"strings"
	"testing"

	"sandtable/rules"
)

// "Shells may be purchased for 1 victory point per 4 factors of shells":
// in their reserves step the Germans (6 SHELLS, 0 victory points) buy
// twice: 14 SHELLS, -2 victory points, in the open (every side reads
// it). Not in the bombardment (victory points buy in the reserves step),
// nor once the side has reached -30.
func TestBuyShells(t *testing.T) {
	st := newTestState(t, nil)
	refusal(t, st, act(Central, "buy-shells"), RuleSequence, `"Buy shells" is not done in the Artillery bombardment`)
	// Named as players know the actions (the rules reference's Actions
	// section), not by the scripts' verbs (issue 24).
	refusal(t, st, act(Central, "buy-shells"), RuleSequence, `which allows "End the step", "Barrage", "Cancel a barrage"`)
	toPhase(t, st, PhaseReserveFirst) // the Germans, first on turn 1
	if vp := st.victoryPoints(Central); st.Shells[Central] != 6 || vp != 0 {
		t.Fatalf("start: %d SHELLS, %d victory points; want 6, 0", st.Shells[Central], vp)
	}
	refusal(t, st, act(Central, "buy", "shells"), RuleVictory, "SHELLS are bought with buy-shells: 4 for 1 victory point")
	refusal(t, st, act(Central, "buy-shells", "8"), RuleVictory, "takes no arguments")
	for range 2 {
		ctx := rules.NewContext(nil)
		if err := st.Apply(act(Central, "buy-shells"), ctx); err != nil {
			t.Fatal(err)
		}
		for _, e := range ctx.Events() {
			if !e.To.Public() {
				t.Errorf("a purchase of SHELLS is public (every barrage spends them in the open), but %q is not", e.Text)
			}
		}
	}
	if vp := st.victoryPoints(Central); st.Shells[Central] != 14 || vp != -2 || st.Shells[Allies] != 6 {
		t.Fatalf("after two purchases: %v SHELLS, %d victory points; want the Germans 14, -2", st.Shells, vp)
	}
	if it := st.shellsItem(); !strings.Contains(it.Text, "the Germans have 14") {
		t.Errorf("checklist: %q", it.Text)
	}
	st.VPSpent[Central] = 30
	refusal(t, st, act(Central, "buy-shells"), RuleVictory, "have reached -30 victory points")
}
