package aanorthafrica

import (
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// AA guns (Flak): "Always fire first against attacking aircraft, rolling
// 1 die per plane and hitting on a roll of 1 ... Only fire once ...
// Cannot be destroyed. If the space they occupy falls to the enemy, that
// player gains control of any AA units within." Two German fighters, a
// bomber and an infantry attack Tobruk (British infantry and AA gun; the
// artillery sent away): 3 flak dice [1 1 4], 2 planes hit. The Axis choose:
// the fighter (10 IPC) is suggested, the bomber taken instead; the second
// hit falls on one of the two fighters left, alike, with no one asked.
// Round 1: infantry@1 [1], fighter@3 [6] — 1 hit; the British infantry
// [6]; the AA gun rolls no die in the round. The infantry takes Tobruk and
// the AA gun becomes German.
func TestFlak(t *testing.T) {
	st := combatState(t, Germany)
	putAt(t, st, "Alexandria", "uk-art/1", "uk-art/2", "uk-art/3")
	attackWith(t, st, "Tobruk", "Benghazi", "ger-ftr/1", "ger-ftr/2", "ger-bmb/1", "ger-inf/1")
	log := do(t, st, rulestest.Act(Axis, "fight", "Tobruk"), 1, 1, 4)
	hasLine(t, log, "at Tobruk fires at the 3 attacking planes (AA guns (Flak): 1 die per plane, hit on 1): [1 1 4] — 2 planes hit")
	d := st.Status().Decision
	if d == nil || d.Side != Axis || d.Default.String() != "axis lose ger-ftr/1" {
		t.Fatalf("decision %+v, want the Axis' choice of a plane, a fighter suggested", d)
	}
	rulestest.RefusedSaying(t, st, rulestest.Act(Axis, "lose", "ger-inf/1"), RuleCasualties, "flak hits only planes")
	log = do(t, st, rulestest.Act(Axis, "lose", "ger-bmb/1"), 1, 6, 6)
	hasLine(t, log, "is destroyed (flak)")
	hasLine(t, log, "Germany attacks at Tobruk, round 1 (Combat: hit on the attack value or less): infantry@1 [1], fighter@3 [6] — 1 hit")
	hasLine(t, log, "The Allies defend Tobruk, round 1 (Combat: hit on the defence value or less): infantry@2 [6] — 0 hits")
	hasLine(t, log, "Germany takes Tobruk from the United Kingdom")
	if st.Units[unit(t, st, "ger-bmb/1")].Loc != rules.Eliminated {
		t.Error("the bomber chosen should be lost")
	}
	lost := 0
	for _, id := range []string{"ger-ftr/1", "ger-ftr/2"} {
		if st.Units[unit(t, st, id)].Loc == rules.Eliminated {
			lost++
		}
	}
	if lost != 1 {
		t.Errorf("%d fighters lost, want 1", lost)
	}
	aa := st.Units[unit(t, st, "uk-aa/1")]
	if st.SpaceOf(unit(t, st, "uk-aa/1")) != "Tobruk" || aa.Nation != Germany || aa.Side != Axis || aa.Type != "ger-aa" {
		t.Errorf("AA gun after the capture: at %q, %s/%s, type %s; want at Tobruk, German", st.SpaceOf(unit(t, st, "uk-aa/1")), aa.Nation, aa.Side, aa.Type)
	}
}

// Flak fires once per battle: a second round rolls no flak dice (do
// fails on a die left over or missing).
func TestFlakOnce(t *testing.T) {
	st := combatState(t, Germany)
	attackWith(t, st, "Tobruk", "Benghazi", "ger-ftr/1", "ger-inf/1")
	// Flak 1 die, round 1: 2 German dice, 4 British.
	log := do(t, st, rulestest.Act(Axis, "fight", "Tobruk"), 6, 6, 6, 6, 6, 6, 6)
	hasLine(t, log, "fires at the attacking plane (AA guns (Flak): 1 die per plane, hit on 1): [6] — 0 planes hit")
	if st.Battle.Step != stepDecide {
		t.Fatalf("step %q, want press on or retreat", st.Battle.Step)
	}
	// Round 2: 2 German dice, 4 British (infantry, 3 artillery), no flak.
	do(t, st, rulestest.Act(Axis, "press-on"), 6, 6, 6, 6, 6, 6)
	if st.Battle.Round != 2 {
		t.Errorf("round %d, want 2", st.Battle.Round)
	}
}
