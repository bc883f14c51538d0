package vernian

import (
	"testing"
)

// interdictionBoard is the Mission Allocation Phase with an Allied wall
// on column 7 but for the gap at W0705 (Luxembourg): every German supply
// line from Germany to France passes W0705. A German HQ at W0605 traces
// through the gap and supplies the German infantry next to it at W0506
// (no town; no town or city holds for the Germans, so nothing else
// supplies it; Paris alone is Allied). An Allied CS and B wait in Paris, 4 and 3 hexes from W0705
// and W0605.
func interdictionBoard(t *testing.T) (st *State, cs, b, hq, inf string) {
	t.Helper()
	st = missionsPhase(t, func(st *State) {
		controlAll(t, st, "", "")
		control(t, st, Allies, "W0307") // Paris: the flyers' base is friendly
		for r := 3; r <= 10; r++ {
			if r != 5 {
				add(t, st, "fra-inf", "W07"+pad2(r))
			}
		}
		hq = add(t, st, "ger-hq-22", "W0605")
		inf = add(t, st, "ger-inf", "W0506")
		cs = add(t, st, "bri-flyer-cs", "W0307")
		b = add(t, st, "bri-flyer-b", "W0307")
	})
	wantDist(t, st, "W0307", "W0705", 4)
	wantDist(t, st, "W0307", "W0605", 3)
	if got := st.SupplyOf(idx(t, st, inf)); got != AttackSupply {
		t.Fatalf("before interdiction the infantry next to the HQ is in %s, want Attack Supply", got)
	}
	return st, cs, b, hq, inf
}

// Light Interdiction: "Enemy supply lines may not be traced from, into or
// through an Interdicted hex." The HQ's line to Germany runs through
// W0705: interdicted, the HQ no longer traces to an ultimate source and
// supplies nobody; nothing is traced into W0705 either. Allied supply is
// not affected, and recalled, the flyer takes the interdiction with it
// ("Interdiction status lasts only so long as the Ether Flyer remains
// there").
func TestLightInterdictionThrough(t *testing.T) {
	st, cs, _, _, inf := interdictionBoard(t)
	if got := supplyAt(t, st, Germans, "W0705"); got != AttackSupply {
		t.Fatalf("W0705, next to the HQ: %s", got)
	}
	allied := supplyAt(t, st, Allies, "W0705")
	do(t, st, act(Allies, "interdict", cs, "W0705"), nil)
	if got := st.SupplyOf(idx(t, st, inf)); got != OutOfSupply {
		t.Errorf("through: the infantry is in %s, want Out of Supply (its HQ has no line to Germany)", got)
	}
	if got := supplyAt(t, st, Germans, "W0705"); got != OutOfSupply {
		t.Errorf("into: W0705 is in %s for the Germans, want Out of Supply", got)
	}
	if got := supplyAt(t, st, Allies, "W0705"); got != allied {
		t.Errorf("Allied supply at W0705 %s, was %s: only enemy lines are blocked", got, allied)
	}
	do(t, st, act(Allies, "recall", cs), nil)
	if got := st.SupplyOf(idx(t, st, inf)); got != AttackSupply {
		t.Errorf("after the recall the infantry is in %s, want Attack Supply again", got)
	}
}

// Heavy Interdiction: "Allied B types may fly to any hex ... Enemy supply
// can never be traced through, from, or into an Interdicted hex. Any
// units in that hex are automatically Out of Supply during that Combat
// Phase." On the HQ's hex: the HQ is Out of Supply and supplies nobody
// (no line from it).
func TestHeavyInterdictionFrom(t *testing.T) {
	st, _, b, hq, inf := interdictionBoard(t)
	do(t, st, act(Allies, "interdict", b, "W0605"), nil)
	if got := st.SupplyOf(idx(t, st, hq)); got != OutOfSupply {
		t.Errorf("the HQ under Heavy Interdiction is in %s, want Out of Supply", got)
	}
	if got := st.SupplyOf(idx(t, st, inf)); got != OutOfSupply {
		t.Errorf("from: the infantry next to the interdicted HQ is in %s, want Out of Supply", got)
	}
	// The supply overlay and the interdiction overlay agree.
	found := false
	for _, o := range st.Overlays(Allies) {
		if o.ID != "interdicted" {
			continue
		}
		for _, c := range o.Cells {
			if c.Cell == "W0605" && !c.Light {
				found = true
			}
		}
		if o.Meaning == "" || o.Rule == "" {
			t.Errorf("overlay without meaning or rule: %+v", o)
		}
	}
	if !found {
		t.Error("W0605 is not on the interdicted hexes overlay as a Heavy Interdiction")
	}
}

// BenchmarkSupplyFiveInterdicted works out the supply of every unit in
// play, both sides' nets from scratch, with five hexes Heavily
// Interdicted (those of the first five German ground units on the map),
// mid-game. Target: under 2 ms.
func BenchmarkSupplyFiveInterdicted(b *testing.B) {
	for name, s := range benchScenarios(b) {
		b.Run(name, func(b *testing.B) {
			g := playedGame(b, s, 300)
			st := g.State().Clone().(*State)
			n := 0
			for i := range st.Units {
				u := &st.Units[i]
				if n == 5 || u.Side != Germans || !u.Loc.OnMap() || !st.isGround(u) {
					continue
				}
				id := add(b, st, "bri-flyer-b", st.text(u.Loc))
				st.Air.Flights = append(st.Air.Flights, Flight{Unit: id, Mission: missionHeavy, From: st.text(u.Loc)})
				n++
			}
			if len(st.interdicted()) == 0 {
				b.Fatal("nothing interdicted")
			}
			b.ResetTimer()
			for range b.N {
				st.memo.reset()
				for i := range st.Units {
					st.SupplyOf(i)
				}
			}
		})
	}
}
