package aanorthafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// Tactical Bombing Raids: "bombers may instead attack units in any enemy
// RZ ... must survive the defender's flak ... hit on a roll of 1 ... the
// defender chooses which units in that RZ are lost to hits. No fighter
// escort." A German bomber raids Tobruk (a British RZ: infantry, 3
// artillery, AA gun): flak [3] misses, the bomb [1] hits; the Allies
// choose among their infantry and artillery (never the AA gun), the
// infantry suggested, an artillery taken. The bomber joins no battle.
func TestTBR(t *testing.T) {
	st := combatState(t, Germany)
	attackWith(t, st, "Tobruk", "Benghazi", "ger-bmb/1")
	if got, want := legalLines(st, Axis), []string{"axis fight Tobruk", "axis bomb ger-bmb/1 Tobruk"}; !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	log := do(t, st, rulestest.Act(Axis, "bomb", "ger-bmb/1", "Tobruk"), 3, 1)
	hasLine(t, log, "fires at the raiding bomber (AA guns (Flak): 1 die per plane, hit on 1): [3] — 0 planes hit")
	hasLine(t, log, "bombs Tobruk (Tactical Bombing Raids: hit on 1): [1] — 1 hit")
	d := st.Status().Decision
	if d == nil || d.Side != Allies || d.Default.String() != "allies lose uk-inf/1" {
		t.Fatalf("decision %+v, want the Allies' choice, their infantry suggested", d)
	}
	if l := legalLines(st, Allies); slices.Contains(l, "allies lose uk-aa/1") || len(l) != 4 {
		t.Errorf("the Allies' choices %v: want infantry and 3 artillery, never the AA gun", l)
	}
	rulestest.RefusedSaying(t, st, rulestest.Act(Allies, "lose", "uk-aa/1"), RuleCasualties, "never AA guns")
	do(t, st, rulestest.Act(Allies, "lose", "uk-art/2"))
	if st.Units[unit(t, st, "uk-art/2")].Loc != rules.Eliminated || st.Owner["Tobruk"] != UK || !endable(st) {
		t.Errorf("artillery at %v, Tobruk %q, end-phase legal %v: want the chosen artillery lost, Tobruk British, combat over", st.Units[unit(t, st, "uk-art/2")].Loc, st.Owner["Tobruk"], endable(st))
	}
}

// The flak may shoot the raider down first: then it drops no bomb.
func TestTBRShotDown(t *testing.T) {
	st := combatState(t, Germany)
	attackWith(t, st, "Tobruk", "Benghazi", "ger-bmb/1")
	log := do(t, st, rulestest.Act(Axis, "bomb", "ger-bmb/1", "Tobruk"), 1)
	hasLine(t, log, "is destroyed (flak)")
}

// Only an enemy RZ, only bombers.
func TestTBRRefused(t *testing.T) {
	st := combatState(t, Germany)
	attackWith(t, st, "Sollum", "Benghazi", "ger-bmb/1")
	attackWith(t, st, "Tobruk", "Benghazi", "ger-ftr/1")
	rulestest.RefusedSaying(t, st, rulestest.Act(Axis, "bomb", "ger-bmb/1", "Sollum"), RuleTBR, "not an enemy Reinforcement Zone")
	rulestest.RefusedSaying(t, st, rulestest.Act(Axis, "bomb", "ger-ftr/1", "Tobruk"), RuleTBR, "only bombers raid")
	st = combatState(t, Germany)
	attackWith(t, st, "Benghazi", "Sirte", "ger-bmb/1")
	rulestest.RefusedSaying(t, st, rulestest.Act(Axis, "bomb", "ger-bmb/1", "Benghazi"), RuleTBR, "not an enemy Reinforcement Zone")
}
