package greenfields

// Tests of attrition.go, the seed's "Roll seasonal attrition" (seed 003,
// Section 2, lines 258-260):
//
//	"Casualties due to disease, shock, fatigue, sniping... Each unit
//	deployed within 2 zones of the enemy lines rolls 1 "hit" dice" and
//	takes the result as casualties. There is no experience saving roll
//	against this attrition."

import (
	"strings"
	"testing"

	"sandtable/rules/rulestest"
)

// RuleAttrition: "Each unit deployed within 2 zones of the enemy lines
// rolls 1 "hit" dice" and takes the result as casualties. There is no
// experience saving roll against this attrition." The BEF regiment (6
// strength, experience 5) at Q6, 2 zones from S6 of the German
// deployment zone, rolls one die: a 6, two hits, two strength points lost
// with no experience dice rolled (the dice given hold the initiative's 2
// and 5 and this 6 alone: any other die rolled would be missing). The
// French regiment at P11, 3 zones from the German lines, does not roll.
// The losses go to the graveyard; attrition is not enemy fire: no morale
// check (W-3.3).
func TestAttritionNoSave(t *testing.T) {
	st, d := toDeploy(t, nil, 6)
	bef, fr := unit(t, st, "bef-inf", 1), unit(t, st, "fr-inf", 1)
	place(t, st, bef, "Q6")
	place(t, st, fr, "P11")
	commitDeploy(t, st, d)
	if st.phase().ID != PhaseWorksFirst {
		t.Fatalf("phase %s after attrition, want %s (attrition passes by itself)", st.phase().ID, PhaseWorksFirst)
	}
	if got := st.Troops[bef]; got.Strength != 4 || got.Experience != 5 || got.Morale != 3 {
		t.Errorf("BEF regiment %+v, want strength 4 (6 less 2 hits), experience 5, morale 3", got)
	}
	if st.Troops[fr].Strength != 12 {
		t.Errorf("French regiment 3 zones away: strength %d, want 12", st.Troops[fr].Strength)
	}
	if st.Losses[Allies] != 2 {
		t.Errorf("Allied graveyard %d, want 2", st.Losses[Allies])
	}
}

// RuleAttrition and the seed's "Unit strength and morale/experience are
// still kept secret": the BEF regiment in a trench at Q8, which the
// Germans do not see, rolls its attrition die (a 5: one hit) for its own
// side alone. The Germans read that attrition is rolled, and no roll, no
// zone, no loss: not how many of the Allied units rolled.
func TestAttritionSecrets(t *testing.T) {
	st, d := toDeploy(t, nil, 5)
	bef := unit(t, st, "bef-inf", 1)
	place(t, st, bef, "Q8")
	st.setZone(mustZone(t, st, "Q8"), Zone{Trench: 1})
	if st.sees(Central, bef) {
		t.Fatal("the Germans see the BEF regiment in its trench")
	}
	do(t, st, act(Allies, "commit"), d)
	ctx := rulestest.DoContext(t, st, act(Central, "commit"), d)
	if st.Troops[bef].Strength != 5 {
		t.Fatalf("BEF regiment strength %d, want 5", st.Troops[bef].Strength)
	}
	var theirs, mine []string
	for _, e := range ctx.Events() {
		if e.To.Sees(Central) {
			theirs = append(theirs, e.String())
			if e.Roll != nil {
				t.Errorf("the Germans read a roll: %s", e.String())
			}
		}
		if e.To.Sees(Allies) {
			mine = append(mine, e.String())
		}
	}
	g := strings.Join(theirs, "\n")
	if !strings.Contains(g, "Seasonal attrition") {
		t.Errorf("the Germans do not read that attrition is rolled:\n%s", g)
	}
	for _, secret := range []string{"Q8", "BEF", "loses", "hit"} {
		if strings.Contains(strings.ReplaceAll(g, "1 hit die", ""), secret) {
			t.Errorf("the Germans read %q:\n%s", secret, g)
		}
	}
	if a := strings.Join(mine, "\n"); !strings.Contains(a, "[5]") || !strings.Contains(a, "loses 1 strength") {
		t.Errorf("the Allies' log:\n%s", a)
	}
}
