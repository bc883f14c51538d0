package aanorthafrica

import "testing"

// "Italian units are slightly weaker and therefore slightly cheaper: ...
// Arm- 2/2, 4 IPC / Fit- 2/3, 10 IPC / Bom- normal cost and stats";
// Germans are "priced and purchased as normal" (A&AE armour 3/3).
func TestItalianUnits(t *testing.T) {
	r := newTestState(t).Rules()
	for _, c := range []struct {
		nation string
		class  Class
		want   Stats
	}{
		{Italy, Armour, Stats{Attack: 2, Defence: 2, Move: 2, Cost: 4}},
		{Germany, Armour, Stats{Attack: 3, Defence: 3, Move: 2, Cost: 5}},
		{Italy, Fighter, Stats{Attack: 2, Defence: 3, Move: 4, Cost: 10}},
		{Italy, Infantry, Stats{Attack: 1, Defence: 1, Move: 1, Cost: 2}},
		{Italy, Bomber, r.Stats(Germany, Bomber)},
		{Italy, Bomber, Stats{Attack: 4, Defence: 1, Move: 6, Cost: 15}},
		{UK, AA, Stats{Attack: 0, Defence: 0, Move: 1, Cost: 5}},
	} {
		if got := r.Stats(c.nation, c.class); got != c.want {
			t.Errorf("%s %s: %v, want %v", c.nation, c.class, got, c.want)
		}
	}
	if r.Stats(Italy, Armour).Defence != 2 || r.Stats(Germany, Armour).Defence != 3 {
		t.Error("an Italian tank must defend at 2, a German one at 3")
	}
}
