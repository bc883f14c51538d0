package aanorthafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// Anti-tank Guns: "Controlled may designate either some or all of his
// arty pcs ... One gun to one tank ... They hit on a 3 or less ... Any
// enemy tank thus hit is removed immediately without firing a shot ...
// They are a one-shot deal". Two German tanks and an infantry attack
// Tobruk (British infantry, 3 artillery, AA gun): the Allies may
// designate 0, 1 or 2 guns (2 tanks); 2 designated roll [3 5]: one tank
// hit (3 <= 3), removed (the two tanks are alike: no one is asked). Round
// 1: the Germans roll 2 dice (infantry, the one tank left), the British 2
// (infantry and the one artillery not designated): the guns are silent.
func TestATGuns(t *testing.T) {
	st := combatState(t, Germany)
	attackWith(t, st, "Tobruk", "Benghazi", "ger-arm/1", "ger-arm/2", "ger-inf/1")
	do(t, st, rulestest.Act(Axis, "fight", "Tobruk"))
	if got, want := legalLines(st, Allies), []string{"allies at-guns 0", "allies at-guns 1", "allies at-guns 2"}; !slices.Equal(got, want) {
		t.Fatalf("Allies' legal actions %v, want %v", got, want)
	}
	if d := st.Status().Decision; d == nil || d.Side != Allies || d.Default.String() != "allies at-guns 2" {
		t.Fatalf("decision %+v, want the Allies' AT guns, default 2", d)
	}
	rulestest.RefusedSaying(t, st, rulestest.Act(Allies, "at-guns", "3"), RuleAT, "from 0 to 2")
	log := do(t, st, rulestest.Act(Allies, "at-guns", "2"), 3, 5, 6, 6, 6, 6)
	hasLine(t, log, "The Allies fire 2 AT guns at Tobruk (Anti-tank Guns: hit tanks on 3 or less): [3 5] — 1 tank hit")
	hasLine(t, log, "is destroyed (AT guns)")
	hasLine(t, log, "Germany attacks at Tobruk, round 1 (Combat: hit on the attack value or less): infantry@1 [6], armour@3 [6] — 0 hits")
	hasLine(t, log, "The Allies defend Tobruk, round 1 (Combat: hit on the defence value or less): infantry@2 [6], artillery@2 [6] — 0 hits")
	if len(st.Battle.Silent) != 2 || st.Battle.Step != stepDecide {
		t.Fatalf("silent %v, step %q: want 2 guns silent and the attacker's press on or retreat", st.Battle.Silent, st.Battle.Step)
	}
	// Round 2: still 2 British dice. A German hit: the Allies choose, the
	// cheapest (infantry, 3 IPC) suggested; taking a silent gun instead
	// is honoured ("still casualties", ruling N-10).
	do(t, st, rulestest.Act(Axis, "press-on"), 1, 6, 6, 6)
	if d := st.Status().Decision; d == nil || d.Side != Allies || d.Default.String() != "allies lose uk-inf/1" {
		t.Fatalf("decision %+v, want the Allies' casualty, default their infantry", d)
	}
	gun := st.Units.Ref(st.Battle.Silent[0])
	// The window tells the silent guns from the artillery that still fires.
	if text, _ := st.Describe(rulestest.Act(Allies, "lose", gun), Allies); text != "Lose British artillery 2-2-1 (AT gun, fired: silent)" {
		t.Errorf("a silent gun's loss reads %q", text)
	}
	log = do(t, st, rulestest.Act(Allies, "lose", gun))
	hasLine(t, log, "at Tobruk is destroyed (Combat, round 2)")
	if st.Units[st.Units.Resolve(gun)].Loc != rules.Eliminated || st.Units[unit(t, st, "uk-inf/1")].Loc == rules.Eliminated {
		t.Errorf("the chosen gun should be gone and the infantry stay")
	}
}

// Not offered on attack (the attacker's artillery never fire as AT
// guns), nor with no attacking tanks.
func TestATGunsNotOffered(t *testing.T) {
	// German artillery and tanks attack Sollum, which has no artillery.
	st := combatState(t, Germany)
	attackWith(t, st, "Sollum", "Benghazi", "ger-art/1", "ger-arm/1")
	do(t, st, rulestest.Act(Axis, "fight", "Sollum"), 6, 6, 6, 6, 6)
	if st.Battle.Step != stepDecide || st.Battle.Round != 1 {
		t.Errorf("step %q round %d: want round 1 rolled with no AT guns", st.Battle.Step, st.Battle.Round)
	}
	// Infantry alone attack Tobruk's 3 artillery: no tanks, no AT guns.
	st = combatState(t, Germany)
	attackWith(t, st, "Tobruk", "Benghazi", "ger-inf/1")
	do(t, st, rulestest.Act(Axis, "fight", "Tobruk"), 6, 6, 6, 6, 6)
	if st.Battle.Step != stepDecide || len(st.Battle.Silent) != 0 {
		t.Errorf("step %q silent %v: want round 1 rolled with no AT guns", st.Battle.Step, st.Battle.Silent)
	}
}
