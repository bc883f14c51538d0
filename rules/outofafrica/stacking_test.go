package outofafrica

import (
	"testing"
)

// TestNearEastStacking: "No more than one army can stack in a space that
// is wholly in the Near East Map" (L520): a second Turkish army may not
// move into Gaza. "Draka may stack up to 2 armies each in Cairo,
// Alexandria and the new Upper Egypt space": a second Draka army joins the
// one in Cairo; a third may not. The base limit is 3 units of a side.
func TestNearEastStacking(t *testing.T) {
	st := opsState(t, CP, 2)
	put(t, st, "tu-army", "Gaza")
	tu := put(t, st, "tu-army", "Jerusalem")
	act(t, st, "Jerusalem", UseMove)
	wantRefused(t, st, moveAction(st, tu, "Gaza"), RuleStacking, "no more than 1 army may stack in Gaza")

	st = opsState(t, AP, 2)
	second := put(t, st, "dr-army", "Alexandria")
	third := put(t, st, "dr-army", "Port Said")
	act(t, st, "Alexandria", UseMove)
	act(t, st, "Port Said", UseMove)
	applyChecked(t, st, moveAction(st, second, "Cairo"))
	wantRefused(t, st, moveAction(st, third, "Cairo"), RuleStacking, "the Draka may stack no more than 2 armies in Cairo")

	// Three Draka corps fill Port Said: a fourth unit may not stop there.
	st = opsState(t, AP, 2)
	for range 3 {
		put(t, st, "dr-j-corps", "Port Said")
	}
	c := put(t, st, "dr-j-corps", "Alexandria")
	act(t, st, "Alexandria", UseMove)
	wantRefused(t, st, moveAction(st, c, "Port Said"), RuleStacking, "no more than 3 units of the Allies may stack in Port Said")
}

// TestDrakaAndYankees: "Draka units may not voluntarily stack with USA
// units" (L566): in Serbia (the Americans may not enter the Near East), an
// American corps in Nis may not move onto the Draka in Belgrade, nor a
// Draka corps in Nis onto Americans in Belgrade; a retreat is not refused
// here (its clash roll is lane 5's).
func TestDrakaAndYankees(t *testing.T) {
	st := opsState(t, AP, 2)
	put(t, st, "dr-j-corps", "Belgrade")
	us := put(t, st, "us-corps", "Nis")
	act(t, st, "Nis", UseMove)
	wantRefused(t, st, moveAction(st, us, "Belgrade"), RuleDrakaYankees, "Draka units may not voluntarily stack with United States units")
	if r := mayEnter(st, us, "Nis", "Belgrade", MotionRetreat); r != nil {
		t.Errorf("retreat onto the Draka refused: %v", r)
	}
	st = opsState(t, AP, 2)
	put(t, st, "us-corps", "Belgrade")
	dr := put(t, st, "dr-j-corps", "Nis")
	act(t, st, "Nis", UseMove)
	wantRefused(t, st, moveAction(st, dr, "Belgrade"), RuleDrakaYankees, "may not voluntarily stack")
}
