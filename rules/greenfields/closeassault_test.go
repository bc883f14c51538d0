package greenfields

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules"
)

// toClose puts the game in the close assault with the two German regulars
// A and B having charged from H6 into the BEF's zone G6.
func toClose(t *testing.T) (st *State, bef, a, b int) {
	t.Helper()
	st = newTestState(t, nil)
	bef, a, b = unit(t, st, "bef-inf", 1), unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2)
	for _, i := range []int{a, b} {
		place(t, st, i, "G6")
		st.Troops[i].From, st.Troops[i].Moved = "H6", 2
		st.Units[i].SetFlag(FlagMoving)
	}
	for st.phase().ID != PhaseClose {
		st.Step++
	}
	return st, bef, a, b
}

// "Units which find themselves in the same zones as enemies must now
// fight. Defenders fire first": the side that charged in acts, and the
// phase may not end while the zone is contested.
func TestCloseAssaultWhoActs(t *testing.T) {
	st, _, _, _ := toClose(t)
	if got := st.activeSides(); len(got) != 1 || got[0] != Central {
		t.Fatalf("the Germans charged into G6: they act, got %v", got)
	}
	if got := st.Legal(Central); len(got) != 1 || got[0].String() != act(Central, "assault", "G6").String() {
		t.Fatalf("legal: %v, want only assault G6", got)
	}
	refusal(t, st, act(Central, "end-phase"), RuleClose, "goes on until only one side occupies")
	refusal(t, st, act(Central, "assault", "I6"), RuleClose, "no close assault at I6")
	// The BEF not identified: its dice are its secret (RULINGS.md).
	f, ok := st.Forecast(act(Central, "assault", "G6"))
	if !ok || f.Strength != "" || len(f.Outcomes) != 0 || len(f.Defenders) != 1 || !contains(f.Defenders[0], "its dice are unknown") || len(f.Attackers) != 2 {
		t.Fatalf("the forecast gives no odds of the unidentified defender's fire: %+v", f)
	}
	// Identified (it fired on them, say): its 6 dice, first, at the 2 attackers.
	st.Units[unit(t, st, "bef-inf", 1)].Hidden = false
	f, ok = st.Forecast(act(Central, "assault", "G6"))
	if !ok || f.Strength != "6 hit dice" || len(f.Attackers) != 2 || len(f.Parts) == 0 {
		t.Fatalf("the forecast shows the defenders' 6 dice first, at the 2 attackers: %+v", f)
	}
	if f.Confirm != "Assault" {
		t.Errorf("the dialog's button says %q, want Assault", f.Confirm)
	}
}

// "After each round of dice rolls, players may reorganise their unit
// stacking within each zone and leapfrog new units into the fore": after a
// round with no hits, the Germans (two units) choose who leads; the
// British, alone, are not asked. B leads the next round and takes the
// British fire.
func TestCloseAssaultLeapfrog(t *testing.T) {
	st, bef, a, b := toClose(t)
	identifyAll(st) // the log names B the same before and after it fires
	// British 6 dice, all 1s; A fires back 12 dice, all 1s.
	lines := do(t, st, act(Central, "assault", "G6"), manual(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
	wantRolls(t, "round 1", lines, []string{"defenders fire first", "6d6"}, []string{"attackers fire back", "12d6"})
	d := st.decision()
	if d == nil || d.Side != Central || d.Default.Args[0] != st.Units.Ref(a) {
		t.Fatalf("the Germans choose their leader, A by default: %+v", d)
	}
	refusal(t, st, act(Allies, "leapfrog", st.Units.Ref(bef)), RuleStacking, "the game waits for the Germans")
	do(t, st, act(Central, "leapfrog", st.Units.Ref(b)), nil)
	if st.Troops[b].Wave != 1 || st.Troops[a].Wave != 2 {
		t.Fatalf("waves: B %d, A %d; want B 1, A 2", st.Troops[b].Wave, st.Troops[a].Wave)
	}
	// British 6 dice: one 5 (1 hit) on B, who saves with 2 dice (3, -1 moving).
	lines = do(t, st, act(Central, "assault", "G6"), manual(5, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
	wantRolls(t, "round 2", lines, []string{"defenders fire first", "1 hit"}, []string{"saves", "2d6", "moving"}, []string{"attackers fire back", "12d6"})
	if !contains(rollsIn(lines)[1], st.unitName(b)) || !contains(rollsIn(lines)[2], st.unitName(b)) {
		t.Fatalf("B leads: it takes the fire and fires back: %v", lines)
	}
}

// "Combat continues until one or the other side is destroyed": a
// defender destroyed ends the combat; the phase may end.
func TestCloseAssaultEndsWhenOneSideIsGone(t *testing.T) {
	st, bef, _, _ := toClose(t)
	st.Troops[bef].Strength = 1
	// British 1 die: 1; A's 12 dice: two 5s; the BEF saves 5 dice: 1s.
	do(t, st, act(Central, "assault", "G6"), manual(1, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
	if !st.Units[bef].Loc.IsEliminated() {
		t.Fatal("the BEF (1 strength point) takes 2 hits unsaved: destroyed")
	}
	if len(st.contested()) != 0 || st.Check(act(Central, "end-phase")) != nil {
		t.Fatal("G6 is the Germans' alone: the close assault may end")
	}
}

// RULINGS "No dice, no fight": British guns of 2 strength points (no die:
// "1 dice for every 3 full points") in a zone with German guns of 2 are
// not a close assault.
func TestCloseAssaultNoDiceNoFight(t *testing.T) {
	st := newTestState(t, nil)
	brit, ger := unit(t, st, "brit-fa", 1), unit(t, st, "ger-fa", 1)
	place(t, st, ger, "D6")
	st.Troops[brit].Strength, st.Troops[ger].Strength = 2, 2
	if c := st.contested(); len(c) != 0 {
		t.Fatalf("no unit at D6 has a die: no close assault, got %v", c)
	}
	st.Troops[ger].Strength = 3
	if c := st.contested(); len(c) != 1 || st.label(c[0]) != "D6" {
		t.Fatalf("the German guns (3 points, 1 die) fight at D6: got %v", c)
	}
}

// Who attacks a contested zone. The seed: "Defenders fire first (eg - if
// one unit held a position and their opponents charged, then the
// stationary unit deals damage before the attackers can open fire)" and
// "Players move their armies in turn, with one player completing all
// their army's movement before their opponent moves their own men." So
// the side whose units entered the zone this turn attacks; when both
// entered it, the side moving second found the other already there and
// charged it; when neither entered it (it was contested before the turn),
// the side moving first. Whoever attacks acts in the close assault and is
// named in its checklist item.
func TestCloseAssaultAttacker(t *testing.T) {
	for _, tc := range []struct {
		name            string
		first           string
		allies, central bool // entered G6 this turn
		want            string
	}{
		{"the Germans charged", Allies, false, true, Central},
		{"the Germans charged, moving first", Central, false, true, Central},
		{"the Allies charged", Central, true, false, Allies},
		{"both entered, the Germans first", Central, true, true, Allies},
		{"both entered, the Allies first", Allies, true, true, Central},
		{"neither entered, the Germans first", Central, false, false, Central},
		{"neither entered, the Allies first", Allies, false, false, Allies},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, bef, a, b := toClose(t)
			st.First = tc.first
			st.Troops[a].From, st.Troops[b].From = "", ""
			if tc.central {
				st.Troops[a].From = "H6"
			}
			if tc.allies {
				st.Troops[bef].From = "F6"
			}
			l, _ := st.zoneLoc("G6")
			if got := st.assaulter(l); got != tc.want {
				t.Errorf("attacker %s, want %s", got, tc.want)
			}
			if got := st.activeSides(); len(got) != 1 || got[0] != tc.want {
				t.Errorf("acting %v, want %s", got, tc.want)
			}
			want := "the " + st.sideName(tc.want) + " attack"
			if items := st.checklist(everyone); !slices.ContainsFunc(items, func(c rules.CheckItem) bool { return contains(c.Text, want) }) {
				t.Errorf("checklist %v: want %q", items, want)
			}
		})
	}
}

// "Defenders fire first (eg - if one unit held a position and their
// opponents charged, then the stationary unit deals damage before the
// attackers can open fire)": a unit that fell back into a zone during the
// bombardment and stayed there holds it. The German guns at J6 break the
// BEF at G6 (6, 5, 1 = 3 hits, no save, 3 casualties, morale 2 dice 5, 1
// = 1 hit: it wavers) and the British have it fall back to F6. German
// regiment "A" then charges from H6 through G6 into F6: the Germans
// attack, and the BEF, holding F6, fires first.
func TestCloseAssaultFallenBackUnitHolds(t *testing.T) {
	st := newTestState(t, nil)
	identifyAll(st)
	ger, bef, a := unit(t, st, "ger-fa", 1), unit(t, st, "bef-inf", 1), unit(t, st, "ger-reg", 1)
	place(t, st, ger, "J6")
	place(t, st, a, "H6")
	do(t, st, act(Central, "barrage", st.Units.Ref(ger), "G6"), nil)
	do(t, st, act(Central, "end-phase"), nil)
	do(t, st, act(Allies, "end-phase"), manual(6, 5, 1, 1, 1, 1, 1, 1, 5, 1))
	do(t, st, act(Allies, "retreat", st.Units.Ref(bef), "F6"), nil)
	for _, z := range []string{"G6", "F6"} {
		do(t, st, act(Central, "move", st.Units.Ref(a), z), nil)
		holdFire(t, st)
	}
	do(t, st, act(Central, "end-phase"), nil)
	do(t, st, act(Allies, "end-phase"), nil)
	f6, _ := st.zoneLoc("F6")
	if st.phase().ID != PhaseClose || st.assaulter(f6) != Central {
		t.Fatalf("the close assault at F6, the Germans attacking: got %s, attacker %s", st.phase().ID, st.assaulter(f6))
	}
	lines := do(t, st, act(Central, "assault", "F6"), nil)
	rolls := rollsIn(lines)
	if len(rolls) == 0 || !contains(rolls[0], "defenders fire first: "+st.unitName(bef)+" fires at F6") {
		t.Fatalf("the BEF, holding F6, fires first; rolls:\n%s", strings.Join(rolls, "\n"))
	}
}

// The other way about: a unit that falls back into a zone the enemy holds
// (an enemy it did not see there) came into it, and attacks there, even
// when the enemy then moves more units in. The Allies move first; the BEF
// falls back from G6 into F6, where German regiment "A" stands; the
// Germans, moving second, bring "B" in from F7. "A" held F6: the Allies
// attack.
func TestCloseAssaultFallingBackAmongTheEnemy(t *testing.T) {
	st := newTestState(t, rules.Options{OptAttacker: Allies})
	bef, a, b := unit(t, st, "bef-inf", 1), unit(t, st, "ger-reg", 1), unit(t, st, "ger-reg", 2)
	place(t, st, a, "F6")
	place(t, st, b, "F7")
	st.Step = slices.IndexFunc(phases, func(p phase) bool { return p.ID == PhaseMoveFirst })
	f6, _ := st.zoneLoc("F6")
	st.retreatTo(bef, f6, rules.NewContext(nil))
	do(t, st, act(Allies, "end-phase"), nil)
	do(t, st, act(Central, "move", st.Units.Ref(b), "F6"), nil)
	if got := st.assaulter(f6); got != Allies {
		t.Fatalf("the BEF fell back into F6, which the Germans held: the Allies attack, got %s", got)
	}
}
