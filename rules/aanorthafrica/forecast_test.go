package aanorthafrica

import (
	"slices"
	"strings"
	"testing"

	"sandtable/rules/rulestest"
)

// The battle dialog's forecast before fight: each unit with the number it
// hits on (the infantry lifted by the artillery), the defender's AA gun,
// and the one-off steps to come: up to 1 AT gun (1 tank), 1 flak die (1
// plane), and the odds with both as opening steps.
func TestFightForecast(t *testing.T) {
	st := combatState(t, Germany)
	attackWith(t, st, "Tobruk", "Benghazi", "ger-inf/1", "ger-art/1", "ger-arm/1", "ger-ftr/1")
	f, ok := st.Forecast(rulestest.Act(Axis, "fight", "Tobruk"))
	if !ok {
		t.Fatal("no forecast for fight")
	}
	want := []string{"German infantry 1-2-1: attacks at 2 (artillery support)", "German artillery 2-2-1: attacks at 2", "German armour 3-3-2: attacks at 3", "German fighter 3-4-4: attacks at 3"}
	if !slices.Equal(f.Attackers, want) {
		t.Errorf("attackers %q, want %q", f.Attackers, want)
	}
	if len(f.Defenders) != 5 || !strings.Contains(f.Defenders[4], "flak, never a casualty") || f.Strength != "4 attackers vs 4 defenders" {
		t.Errorf("defenders %q, strength %q", f.Defenders, f.Strength)
	}
	if len(f.Parts) != 3 || !strings.Contains(f.Parts[0].Note, "up to 1 artillery as AT guns") || !strings.Contains(f.Parts[1].Note, "1 die, one per attacking plane") ||
		!strings.Contains(f.Parts[2].Note, "Attacker wins") || !strings.Contains(f.Parts[2].Note, "as many AT guns as it may: 1") {
		t.Errorf("one-off steps and odds %+v", f.Parts)
	}
	// The other loss orders the attacker may mean to take: losing the
	// fighter before the armour (keep-tanks) changes the order, keeping
	// the attackers or the planes does not (infantry 3, artillery 4,
	// armour 5, fighter 10 IPC: cheapest first already keeps the fighter
	// and the stronger units last).
	if n := f.Parts[2].Note; !strings.Contains(n, "Losing keep-tanks (cheapest first, armour last): attacker wins") ||
		strings.Contains(n, "Losing keep-planes") || strings.Contains(n, "Losing keep-attackers") {
		t.Errorf("the other loss orders in %q: want keep-tanks alone", n)
	}
	if f.Battle == nil || len(f.Battle.Battle.Opening) != 2 || f.Confirm != "Fight" {
		t.Errorf("battle %v confirm %q: want the odds with the AT guns and the flak as openings", f.Battle, f.Confirm)
	}
	if _, ok := st.Forecast(rulestest.Act(Axis, "fight", "Sollum")); ok {
		t.Error("a forecast for a battle that is not legal")
	}
}

// The odds are the engine's: one German infantry (attack 1) against one
// British infantry (defence 2). Per round the attacker alone hits 1/6 *
// 4/6 = 4/36, the defender alone 5/6 * 2/6 = 10/36, both 1/6 * 2/6 =
// 2/36, neither 20/36; so the attacker wins 4/16 = 1/4, the defender 10/16
// = 5/8, both destroyed 2/16 = 1/8. After a round of press-on the same.
func TestForecastOdds(t *testing.T) {
	st := combatState(t, Germany)
	putAt(t, st, "Siwa", "uk-inf/2")
	attackWith(t, st, "Siwa", "Benghazi", "ger-inf/1")
	f, ok := st.Forecast(rulestest.Act(Axis, "fight", "Siwa"))
	if !ok || f.Battle == nil {
		t.Fatalf("no odds: %+v", f)
	}
	if w, d, b := f.Battle.Win(0).Rat().RatString(), f.Battle.Win(1).Rat().RatString(), f.Battle.BothDestroyed().Rat().RatString(); w != "1/4" || d != "5/8" || b != "1/8" {
		t.Errorf("attacker %s, defender %s, both %s; want 1/4, 5/8, 1/8", w, d, b)
	}
	if f.Table != "Attacker wins 25.0% · Defender holds 62.5% · Both destroyed 12.5%" {
		t.Errorf("summary above the ends %q", f.Table)
	}
	do(t, st, rulestest.Act(Axis, "fight", "Siwa"), 6, 6)
	f, ok = st.Forecast(rulestest.Act(Axis, "press-on"))
	if !ok || f.Battle == nil || f.Battle.Win(0).Rat().RatString() != "1/4" || f.Title != "Battle at Siwa, round 2" || f.Confirm != "Press on" {
		t.Errorf("press-on forecast %+v", f)
	}
}

// The defender choosing its AT guns reads the odds of the battle too:
// press-on's forecast answers either side while a battle is on (its units
// are all face up), though press-on is not the defender's to play; with
// no battle on it answers no one.
func TestDefenderReadsTheOdds(t *testing.T) {
	st := combatState(t, Germany)
	if _, ok := st.Forecast(rulestest.Act(Allies, "press-on")); ok {
		t.Error("a forecast with no battle on")
	}
	attackWith(t, st, "Tobruk", "Benghazi", "ger-arm/1", "ger-arm/2", "ger-inf/1")
	do(t, st, rulestest.Act(Axis, "fight", "Tobruk"))
	if d := st.Status().Decision; d == nil || d.Side != Allies {
		t.Fatalf("decision %v: want the Allies' AT guns", d)
	}
	f, ok := st.Forecast(rulestest.Act(Allies, "press-on"))
	if !ok || f.Battle == nil || f.Title != "Battle at Tobruk, round 1" {
		t.Fatalf("forecast %q ok %v: want the odds of the battle at Tobruk", f.Title, ok)
	}
}

// The sweep after the battle ("If the attacking force is able to clear the
// space of defending units, then the attacker can roll 1 die in an attempt
// to 'sweep' the minefield needing a roll of 2 or less ... and if not then
// he must retreat"; 3 or less at a later incursion, ruling N-M4) is part of
// the forecast when a declared enemy minefield stands in the space:
//   - empty Siwa, mined this turn: no battle, the sweep alone decides:
//     takes 2/6 = 33.3%, must retreat 4/6 = 66.7%;
//   - Siwa held by one British infantry (defence 2), mined in an earlier
//     turn: one German infantry (attack 1) wins 1/4 (TestForecastOdds),
//     then sweeps on 3 or less: takes 1/4 × 3/6 = 12.5%.
func TestForecastSweep(t *testing.T) {
	for _, c := range []struct {
		name     string
		defender bool
		round    int // the round the minefield was declared in
		want     []string
	}{
		{"empty, first incursion", false, 1, []string{"on 2 or less (2 in 6) they take the space; otherwise every attacker must retreat (Minefield Combat)", "takes Siwa 33.3% · must retreat 66.7%"}},
		{"held, later incursion", true, 0, []string{"on 3 or less (3 in 6)", "Takes Siwa 12.5% (attacker wins 25.0% × sweeps 3 in 6)"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := combatState(t, Germany)
			m := mintMine(t, st, "uk-mine", "Siwa")
			st.Units[m].Hidden = false
			rec := MineRecord{Round: c.round, Rolls: 1}
			if c.round == st.Round {
				rec.Turn = st.Turn
			}
			st.Mines.Declared = map[int]MineRecord{m: rec}
			if c.defender {
				putAt(t, st, "Siwa", "uk-inf/2")
			}
			attackWith(t, st, "Siwa", "Benghazi", "ger-inf/1")
			f, ok := st.Forecast(rulestest.Act(Axis, "fight", "Siwa"))
			if !ok {
				t.Fatal("no forecast")
			}
			var note string
			for _, p := range f.Parts {
				if p.Title == "After the battle: the sweep" {
					note = p.Note
				}
			}
			for _, w := range c.want {
				if !strings.Contains(note, w) {
					t.Errorf("sweep part %q, want %q", note, w)
				}
			}
		})
	}
	// No minefield, no sweep part.
	st := combatState(t, Germany)
	attackWith(t, st, "Siwa", "Benghazi", "ger-inf/1")
	f, _ := st.Forecast(rulestest.Act(Axis, "fight", "Siwa"))
	for _, p := range f.Parts {
		if strings.Contains(p.Title, "sweep") {
			t.Errorf("a sweep part with no minefield: %+v", p)
		}
	}
}
