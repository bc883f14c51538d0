package outofafrica

import (
	"slices"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// gasRound is the Allies' round 1 of the combat scenario with the Allies
// holding chits (as at Total War).
func gasRound(t testing.TB, chits ...string) *State {
	t.Helper()
	st := alliedRound(t)
	st.Battle.GasChits = map[string][]string{AP: chits}
	return st
}

func init() {
	for _, verb := range []string{"gas", "no-gas"} {
		targeted[verb] = func(t *testing.T) *rules.Game {
			st := gasRound(t, "gas-ru")
			applyChecked(t, st, actOf(AP, "attack", "Sarajevo", "Belgrade"))
			return rulestest.PositionGame(t, combatScenario, st)
		}
	}
}

// The gas roll (L508): the Russian army (3) attacks Sarajevo (mountain:
// Army column 3 shifted to 2: -, 1, 1, 1, 1, 2) with the RU chit. A 2
// is +1: the fire's 4 reads row 5, 1 point. A 1 then a 3: no DRM, the 4
// reads row 4, 1. A 1 then a 5: -1, the 4 reads row 3, 1; and a 2 with
// -1 reads row 1: none.
func TestGasRoll(t *testing.T) {
	for _, c := range []struct {
		name  string
		faces []int
		log   []string
		drm   int
		toDef int
	}{
		{"2-6", []int{2, 4, 1}, []string{
			"RU gas chit at Sarajevo: 1d6 [2] on gas (2-6: +1 DRM; 1: roll again): +1 DRM",
			"Allies fire at Sarajevo: 1d6 [4] -1 column shift: Mountain +1 gas (RU gas chit) = 5 on Army fire table 2 (strength 3, -1 column: Mountain): 1",
		}, 1, 1},
		{"1 then 3", []int{1, 3, 4, 1}, []string{
			"RU gas chit at Sarajevo: 1d6 [1] on gas (2-6: +1 DRM; 1: roll again): roll again",
			"RU gas chit at Sarajevo, second roll: 1d6 [3] on gas (1-3: no DRM; 4-6: backfires, -1 DRM): no DRM",
			"Allies fire at Sarajevo: 1d6 [4] -1 column shift: Mountain = 4 on Army fire table 2 (strength 3, -1 column: Mountain): 1",
		}, 0, 1},
		{"1 then 5", []int{1, 5, 2, 1}, []string{
			"RU gas chit at Sarajevo, second roll: 1d6 [5] on gas (1-3: no DRM; 4-6: backfires, -1 DRM): the gas backfires: -1 DRM",
			"Allies fire at Sarajevo: 1d6 [2] -1 column shift: Mountain -1 gas backfires (RU gas chit) = 1 on Army fire table 2 (strength 3, -1 column: Mountain): -",
		}, -1, 0},
	} {
		st := gasRound(t, "gas-ru")
		if log := applyFaces(t, st, actOf(AP, "attack", "Sarajevo", "Belgrade")); len(log) != 1 {
			t.Fatalf("%s: log %q", c.name, log)
		}
		d := st.Status().Decision
		if d == nil || d.Side != AP || d.Rule != RuleGas {
			t.Fatalf("%s: decision %+v", c.name, d)
		}
		if got, want := st.Legal(AP), []rules.Action{actOf(AP, "gas", "gas-ru"), actOf(AP, "no-gas")}; !slices.EqualFunc(got, want, rules.Action.Equal) {
			t.Fatalf("%s: legal %v, want %v", c.name, got, want)
		}
		b := st.Battle.Fight // the battle may end with the fire
		log := applyFaces(t, st, actOf(AP, "gas", "gas-ru"), c.faces...)
		for _, w := range c.log {
			if !slices.Contains(log, w) {
				t.Errorf("%s: log %q lacks %q", c.name, log, w)
			}
		}
		if b.GasDRM != c.drm || b.ToDefender != c.toDef || st.Battle.GasUsed["gas-ru"] != 1 {
			t.Errorf("%s: battle %+v, used %v", c.name, b, st.Battle.GasUsed)
		}
	}
}

// Once per turn, the Draka chit only into the Zone, and a battle with no
// chit to use asks nothing.
func TestGasRefusals(t *testing.T) {
	st := gasRound(t, "gas-ru", "gas-dr")
	applyChecked(t, st, actOf(AP, "attack", "Sarajevo", "Belgrade"))
	err := st.Check(actOf(AP, "gas", "gas-dr"))
	if r, ok := rules.AsRefusal(err); !ok || r.Rule != RuleGas || r.Reason != "the Draka gas chit supports only an attack into the Janissary Zone" {
		t.Fatalf("the Draka chit at Sarajevo: %v", err)
	}
	err = st.Check(actOf(AP, "gas", "gas-ge"))
	if r, ok := rules.AsRefusal(err); !ok || r.Reason != `you hold no gas chit "gas-ge"` {
		t.Fatalf("the German chit: %v", err)
	}
	st = gasRound(t, "gas-ru", "gas-frbr")
	st.Battle.GasUsed = map[string]int{"gas-ru": 1}
	applyChecked(t, st, actOf(AP, "attack", "Baghdad", "Basra"))
	if got, want := st.Legal(AP), []rules.Action{actOf(AP, "gas", "gas-frbr"), actOf(AP, "no-gas")}; !slices.EqualFunc(got, want, rules.Action.Equal) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	err = st.Check(actOf(AP, "gas", "gas-ru"))
	if r, ok := rules.AsRefusal(err); !ok || r.Reason != "the RU gas chit has been used this turn (once per turn)" {
		t.Fatalf("the RU chit again: %v", err)
	}
	// With the RU chit used and no British unit, the Russian attack asks
	// nothing and fires at once.
	st = gasRound(t, "gas-ru")
	st.Battle.GasUsed = map[string]int{"gas-ru": 1}
	log := applyFaces(t, st, actOf(AP, "attack", "Sarajevo", "Belgrade"), 6, 6)
	if len(log) < 3 || log[1] != "Allies fire at Sarajevo: 1d6 [6] -1 column shift: Mountain = 6 on Army fire table 2 (strength 3, -1 column: Mountain): 2" {
		t.Fatalf("log %q", log)
	}
}

// The gas forecast, worked by hand: column 2 of the Army table (-, 1, 1,
// 1, 1, 2) with +1 (5/6): 1 point 4/6, 2 points 2/6; with 0 (1/12): 0
// 1/6, 1 4/6, 2 1/6; with -1 (1/12): 0 2/6, 1 4/6. Weighed: 0 points
// 1/72 + 2/72 = 1/24, 2 points 10/36 + 1/72 = 7/24, 1 point 2/3.
func TestGasForecast(t *testing.T) {
	st := gasRound(t, "gas-ru")
	mixed := []string{"0 loss points to the defenders=1/24", "1 loss point to the defenders=2/3", "2 loss points to the defenders=7/24"}
	// The attack's forecast shows the chit's part before the attack.
	f, ok := st.Forecast(actOf(AP, "attack", "Sarajevo", "Belgrade"))
	if !ok || len(f.Parts) != 3 || f.Parts[2].Title != "Loss points to the defenders with the RU gas chit" || !slices.Equal(outcomesOf(f.Parts[2].Outcomes), mixed) {
		t.Fatalf("the attack's forecast: %+v", f.Parts)
	}
	applyChecked(t, st, actOf(AP, "attack", "Sarajevo", "Belgrade"))
	f, ok = st.Forecast(actOf(AP, "gas", "gas-ru"))
	if !ok {
		t.Fatal("no forecast")
	}
	want := mixed
	if got := outcomesOf(f.Outcomes); !slices.Equal(got, want) {
		t.Fatalf("outcomes %q, want %q", got, want)
	}
	want = []string{"-1 DRM, backfires (1, then 4-6)=1/12", "no DRM (1, then 1-3)=1/12", "+1 DRM (2-6)=5/6"}
	if len(f.Parts) != 1 || !slices.Equal(outcomesOf(f.Parts[0].Outcomes), want) {
		t.Fatalf("parts %+v, want %q", f.Parts, want)
	}
}

// Total War gives an alliance its chits once (the war status lane runs
// WarStatusChanged and provides totalWar).
func TestGasGiven(t *testing.T) {
	st := alliedRound(t)
	log := logOf(func(ctx *rules.Context) { st.giveGas(ctx, CP) })
	if !slices.Equal(st.Battle.GasChits[CP], []string{"gas-ge", "gas-ahit"}) ||
		!slices.Equal(log, []string{"The Central Powers receive their gas chits at Total War: GE gas chit, AH/IT gas chit"}) {
		t.Fatalf("chits %v, log %q", st.Battle.GasChits, log)
	}
	st.Battle.GasUsed = map[string]int{"gas-ge": 1}
	if log := logOf(func(ctx *rules.Context) { st.giveGas(ctx, CP) }); len(log) != 0 || st.Battle.GasUsed["gas-ge"] != 1 {
		t.Fatalf("given twice: %q", log)
	}
}
