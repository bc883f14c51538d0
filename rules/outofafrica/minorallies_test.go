package outofafrica

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// L158 on the test map, with the Russians standing in for Persia: one
// step a replacement phase, eliminated units returning only in the named
// spaces while their alliance holds them (Kiev and Odessa here).
func TestMinorAllies(t *testing.T) {
	st := stateWithRules(t, "[rules.minor.ru]\nsteps = 1\nreturn_to = [\"Kiev\", \"Odessa\"]\nheld = true\n")
	ru := unitAt(t, st, "ru-army", "Odessa")
	if r := mayReplace(st, ru, "Kiev"); r != nil {
		t.Fatalf("into Kiev: %v", r)
	}
	if err := rulestest.RefusalIs(mayReplaceErr(st, ru, "Cairo"), RuleMinorAllies, "return only in Kiev or Odessa"); err != nil {
		t.Fatal(err)
	}
	setCtl(st, "Kiev", CP)
	if err := rulestest.RefusalIs(mayReplaceErr(st, ru, "Kiev"), RuleMinorAllies, "held by the Allies"); err != nil {
		t.Fatal(err)
	}
	st.noteMinorStep(ru)
	if err := rulestest.RefusalIs(mayReplaceErr(st, ru, ""), RuleMinorAllies, "brought back 1 step(s) in this replacement phase"); err != nil {
		t.Fatal(err)
	}
	if err := book.Run(st, ReplacementStart, rules.NewContext(nil)); err != nil {
		t.Fatal(err)
	}
	if r := mayReplace(st, ru, ""); r != nil {
		t.Fatalf("the next phase: %v", r)
	}
	// Another nation is none of this rule's business.
	if r := mayReplace(st, unitAt(t, st, "tu-corps", "Baghdad"), "Cairo"); r != nil {
		t.Fatalf("a Turkish corps: %v", r)
	}
}

// mayReplaceErr is mayReplace as an error (nil when it allows).
func mayReplaceErr(st *State, i int, space string) error {
	if r := mayReplace(st, i, space); r != nil {
		return r
	}
	return nil
}
