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
// plane). The odds engine is not plugged in yet: no Battle.
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
	if len(f.Parts) != 2 || !strings.Contains(f.Parts[0].Note, "up to 1 artillery as AT guns") || !strings.Contains(f.Parts[1].Note, "1 die, one per attacking plane") {
		t.Errorf("one-off steps %+v", f.Parts)
	}
	if f.Battle != nil || f.Confirm != "Fight" {
		t.Errorf("battle %v confirm %q", f.Battle, f.Confirm)
	}
	if _, ok := st.Forecast(rulestest.Act(Axis, "fight", "Sollum")); ok {
		t.Error("a forecast for a battle that is not legal")
	}
}
