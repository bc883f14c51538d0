package vernian

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// 000 Part II AFB: "has a movement rate of one hex per turn if in Attack
// Supply, otherwise zero. It cannot move into Mountain hexes, nor can it
// cross all-sea hexsides or enter sea hexes."
func TestAFBMovesOneHexInAttackSupply(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	afb := add(t, st, "fra-afb", "W0607") // Nancy; W0608 is mountain
	startMovement(st)
	if st.SupplyOf(idx(t, st, afb)) != AttackSupply {
		t.Fatal("not in Attack Supply")
	}
	wantRefused(t, st, act(Allies, "move", afb, "W0608"), RuleAFB, "Mountain")
	wantRefused(t, st, act(Allies, "move", afb, "W0505"), RuleAFB, "one hex")
	wantLegal(t, st, act(Allies, "move", afb, "W0606"))
	do(t, st, act(Allies, "move", afb, "W0606"), nil)
	wantRefused(t, st, act(Allies, "move", afb, "W0605"), RuleAFB, "already moved")

	// All-sea hexside and sea.
	st = fresh(t, nil, PhaseAllMovement)
	afb = add(t, st, "fra-afb", "W0204")
	startMovement(st)
	if st.SupplyOf(idx(t, st, afb)) != AttackSupply {
		t.Fatal("W0204 not in Attack Supply")
	}
	wantRefused(t, st, act(Allies, "move", afb, "W0304"), RuleAFB, "all-sea")
	afb2 := add(t, st, "fra-afb", "W0203")
	startMovement(st)
	if !slices.Contains(neighbours(t, st, "W0203"), "W0103") {
		t.Fatal("W0103 (sea) is not next to W0203")
	}
	wantRefused(t, st, act(Allies, "move", afb2, "W0103"), RuleAFB, "sea")

	// Out of Attack Supply: no move.
	st = fresh(t, nil, PhaseAllMovement)
	controlAll(t, st, "", "")
	afb = add(t, st, "fra-afb", "W1107")
	startMovement(st)
	if st.SupplyOf(idx(t, st, afb)) == AttackSupply {
		t.Fatal("W1107 in Allied Attack Supply")
	}
	wantRefused(t, st, act(Allies, "move", afb, "W1007"), RuleAFB, "only in Attack Supply", RuleAFB)
}

// 000 Part II AFB: "it can always move one hex per turn, regardless of
// what is in front of it ... Any enemy ground units in the hex moved into
// are pushed straight back one hex".
func TestAFBPushesStraightBack(t *testing.T) {
	for _, c := range []struct{ from, to, back string }{
		{"W0505", "W0504", "W0503"}, // north
		{"W0505", "W0604", "W0704"}, // north-east
		{"W0505", "W0605", "W0706"}, // south-east
		{"W0606", "W0506", "W0405"}, // north-west
	} {
		st := fresh(t, nil, PhaseAllMovement)
		afb := add(t, st, "fra-afb", c.from)
		g := add(t, st, "ger-inf", c.to)
		h := add(t, st, "ger-hq-13", c.to)
		startMovement(st)
		lines := do(t, st, act(Allies, "move", afb, c.to), nil)
		if where(t, st, afb) != c.to || where(t, st, g) != c.back || where(t, st, h) != c.back {
			t.Errorf("%s->%s: AFB %s, pushed units %s, %s; want them at %s\n%s", c.from, c.to, where(t, st, afb), where(t, st, g), where(t, st, h), c.back, strings.Join(lines, "\n"))
		}
	}
}

// 000 Part II AFB: "if this results in overstacking, the surplus units
// that were in the hex retreated into must themselves retreat back a hex,
// etc."
func TestAFBPushCascades(t *testing.T) {
	st := fresh(t, rules.Options{OptStackLimit: 3}, PhaseAllMovement)
	afb := add(t, st, "fra-afb", "W0505")
	p1 := add(t, st, "ger-inf", "W0504")
	p2 := add(t, st, "ger-inf", "W0504")
	r1 := add(t, st, "ger-inf", "W0503")
	r2 := add(t, st, "ger-inf", "W0503")
	startMovement(st)
	lines := do(t, st, act(Allies, "move", afb, "W0504"), nil)
	at := map[string]int{}
	for _, id := range []string{p1, p2, r1, r2} {
		at[where(t, st, id)]++
	}
	if at["W0503"] != 3 || at["W0502"] != 1 || where(t, st, p1) != "W0503" || where(t, st, p2) != "W0503" {
		t.Errorf("after the push: %v (p1 %s, p2 %s)\n%s", at, where(t, st, p1), where(t, st, p2), strings.Join(lines, "\n"))
	}
}

// 000 Part II AFB: "Any units forced off the map are destroyed."
func TestAFBPushOffMapDestroys(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	afb := add(t, st, "fra-afb", "W0502")
	g := add(t, st, "ger-inf", "W0501")
	startMovement(st)
	do(t, st, act(Allies, "move", afb, "W0501"), nil)
	if !gone(t, st, g) || where(t, st, afb) != "W0501" {
		t.Errorf("pushed off the north edge: %s; AFB %s", where(t, st, g), where(t, st, afb))
	}
}

// RULINGS.md AFB: a unit that cannot be pushed (sea, neutral country, a
// hex holding the AFB's side) is destroyed as units "forced off the map".
func TestAFBPushIntoImpassableDestroys(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	afb := add(t, st, "fra-afb", "W0605")
	g := add(t, st, "ger-inf", "W0604")
	add(t, st, "fra-inf", "W0603") // Liege, straight back from W0605 through W0604
	startMovement(st)
	back, _ := straightBack(st, st.fixed.west.ID, loc(t, st, "W0605").Cell, loc(t, st, "W0604").Cell)
	if st.fixed.west.Label(back) != "W0603" {
		t.Fatalf("straight back from W0605 through W0604 is %s", st.fixed.west.Label(back))
	}
	do(t, st, act(Allies, "move", afb, "W0604"), nil)
	if !gone(t, st, g) {
		t.Errorf("pushed into an Allied stack: %s, want destroyed", where(t, st, g))
	}
}

// 000 Part II AFB: "If the hex moved into is a fortress, the fortress is
// automatically destroyed."
func TestAFBDestroysFortress(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	afb := add(t, st, "fra-afb", "W0606")   // Verdun
	fort := add(t, st, "ger-fort", "W0707") // Metz
	g := add(t, st, "ger-inf", "W0707")
	startMovement(st)
	lines := do(t, st, act(Allies, "move", afb, "W0707"), nil)
	if !gone(t, st, fort) || where(t, st, g) != "W0807" || !slices.Contains(st.FortsDestroyed, st.key(loc(t, st, "W0707"))) {
		t.Errorf("fortress %s, infantry %s, destroyed %v\n%s", where(t, st, fort), where(t, st, g), st.FortsDestroyed, strings.Join(lines, "\n"))
	}
	// The fortress no longer shifts combat in Metz.
	for _, m := range st.CombatShifts(nil, loc(t, st, "W0707")) {
		if strings.Contains(m.Reason, "fortress") {
			t.Errorf("destroyed fortress still shifts: %v", m)
		}
	}
}

// 000 Supply 1: "Units cannot voluntarily move out of Attack Supply." -
// the Armored Front Buster too: its special power lets it move
// "regardless of what is in front of it", not out of supply.
func TestAFBNotOutOfAttackSupply(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	controlAll(t, st, "", "")
	add(t, st, "fra-hq-03", "W0905") // keeps W0906 and its ring in Attack Supply
	afb := add(t, st, "fra-afb", "W0906")
	startMovement(st)
	if st.SupplyOf(idx(t, st, afb)) != AttackSupply {
		t.Fatal("the AFB is not in Attack Supply")
	}
	// W0907 is next to the AFB but not to the HQ: out of Attack Supply
	// (far from the Allied edge, no Allied town).
	if slices.Contains(neighbours(t, st, "W0905"), "W0907") || supplyAt(t, st, Allies, "W0907") == AttackSupply {
		t.Fatal("test board: W0907 must be out of Attack Supply")
	}
	wantRefused(t, st, act(Allies, "move", afb, "W0907"), RuleSupply+" 1", "Attack Supply")
	wantLegal(t, st, act(Allies, "move", afb, "W1005"))
}
