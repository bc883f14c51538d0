package vernian

import (
	"math/rand/v2"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
)

// 000 Supply 1: "Attack Supply is determined in exactly the same manner as
// regular supply is determined in GWIE, i.e. trace to a town/city or be
// adjacent to an HQ, which can in turn trace to an ultimate supply
// source." The trace length is rules.supply_range (3 in the test
// scenario).
func TestSupplyAttackTraceRange(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, "", "") // no friendly town or city: only the ultimate sources count
	if st.fixed.t.SupplyRange != 3 {
		t.Fatalf("supply range %d", st.fixed.t.SupplyRange)
	}
	if d := distToPlace(t, st, "W0906", "german-sources"); d != 3 {
		t.Fatalf("W0906 is %d from the German sources", d)
	}
	if d := distToPlace(t, st, "W0805", "german-sources"); d != 4 {
		t.Fatalf("W0805 is %d from the German sources", d)
	}
	if got := supplyAt(t, st, Germans, "W0906"); got != AttackSupply {
		t.Errorf("3 hexes from an ultimate source: %s, want attack", got)
	}
	if got := supplyAt(t, st, Germans, "W0805"); got != OutOfSupply {
		t.Errorf("4 hexes from an ultimate source, no friendly town or city: %s, want out", got)
	}
}

// 000 Supply 1: the trace may end at a friendly town/city that itself
// traces to an ultimate source (a secondary source), and not at one that
// is cut off.
func TestSupplyAttackViaConnectedTown(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, "", "")
	control(t, st, Germans, "W0806") // Trier
	if d := dist(t, st, "W0506", "W0806"); d > 3 {
		t.Fatalf("W0506 is %d from Trier", d)
	}
	if got := supplyAt(t, st, Germans, "W0506"); got != AttackSupply {
		t.Errorf("within range of a connected friendly town: %s, want attack", got)
	}
	// The Allied wall on column 7 stands between W0506 and Trier.
	wall(t, st)
	if got := supplyAt(t, st, Germans, "W0506"); got != OutOfSupply {
		t.Errorf("the line to the town crosses enemy units: %s, want out", got)
	}
}

// RULINGS.md Supply: "Lines never enter hexes with enemy ground units, sea,
// neutral countries, or cross all-sea hexsides."
func TestSupplyLineNotAcrossAllSeaHexside(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	controlAll(t, st, "", "")       // the Allies own no town: only Amiens below
	control(t, st, Allies, "W0304") // Amiens, connected to the Allied edge
	st.fixed.t.SupplyRange = 1
	defer func() { st.fixed.t.SupplyRange = 3 }()
	if got := supplyAt(t, st, Allies, "W0305"); got != AttackSupply {
		t.Errorf("next to Amiens: %s, want attack", got)
	}
	// W0204 is next to Amiens across the all-sea hexside W0204/W0304.
	if got := supplyAt(t, st, Allies, "W0204"); got == AttackSupply {
		t.Errorf("across an all-sea hexside from Amiens: attack, want no Attack Supply")
	}
}

// 000 Supply 1 (enemy units block lines): a unit whose every neighbour
// holds enemy ground units traces nowhere.
func TestSupplyEnemyUnitsBlockLines(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, "", "")
	add(t, st, "ger-inf", "W0906")
	if got := supplyAt(t, st, Germans, "W0906"); got != AttackSupply {
		t.Fatalf("before: %s", got)
	}
	for _, n := range neighbours(t, st, "W0906") {
		add(t, st, "fra-inf", n)
	}
	if got := supplyAt(t, st, Germans, "W0906"); got != OutOfSupply {
		t.Errorf("surrounded by enemy units: %s, want out", got)
	}
}

// 000 Supply 1: "or be adjacent to an HQ, which can in turn trace to an
// ultimate supply source".
func TestSupplyAdjacentHQ(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, "", "")
	hq := add(t, st, "ger-hq-03", "W0410")
	if got := supplyAt(t, st, Germans, "W0310"); got != AttackSupply {
		t.Errorf("next to an HQ that traces to an ultimate source: %s, want attack", got)
	}
	if got := supplyAt(t, st, Germans, "W0210"); got != OutOfSupply {
		t.Errorf("two hexes from the HQ: %s, want out", got)
	}
	wall(t, st)
	if st.SupplyOf(idx(t, st, hq)) == AttackSupply {
		t.Errorf("a cut-off HQ is in Attack Supply")
	}
	if got := supplyAt(t, st, Germans, "W0310"); got == AttackSupply {
		t.Errorf("next to an HQ that cannot trace to an ultimate source: attack")
	}
}

// 000 Über-Zeppelins: "Zeppelins act as supply sources in the same manner
// as HQs ... A Zeppelin does not act as supply source if it shares a hex
// with an enemy ground unit".
func TestSupplyZeppelin(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, "", "")
	wall(t, st) // the Zeppelin needs no line
	add(t, st, "ger-zep-3", "W0310")
	if got := supplyAt(t, st, Germans, "W0210"); got != AttackSupply {
		t.Errorf("next to a Zeppelin: %s, want attack", got)
	}
	add(t, st, "fra-inf", "W0310")
	if got := supplyAt(t, st, Germans, "W0210"); got == AttackSupply {
		t.Errorf("next to a Zeppelin sharing its hex with an enemy unit: attack")
	}
}

// 000 Supply 2: "Units are considered to enjoy this status if they are
// either: a) In a town or city hex, or b) Can trace a supply line of any
// length to a friendly city hex." 000 Supply 3: otherwise Out of Supply.
func TestSupplyDefense(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, "", "")
	if got := supplyAt(t, st, Germans, "W0210"); got != OutOfSupply {
		t.Fatalf("no friendly city: %s, want out", got)
	}
	control(t, st, Germans, "W1109") // Munich, far away
	if d := dist(t, st, "W0210", "W1109"); d <= 3 {
		t.Fatalf("Munich is only %d away", d)
	}
	if got := supplyAt(t, st, Germans, "W0210"); got != DefenseSupply {
		t.Errorf("a line of any length to a friendly city: %s, want defense", got)
	}
	wall(t, st)
	if got := supplyAt(t, st, Germans, "W0210"); got != OutOfSupply {
		t.Errorf("the line to the city crosses enemy units: %s, want out", got)
	}
	// a) in a town, cut off from everything.
	control(t, st, Germans, "W0406")
	if got := supplyAt(t, st, Germans, "W0406"); got != DefenseSupply {
		t.Errorf("in a town hex: %s, want defense", got)
	}
	if got := supplyAt(t, st, Germans, "W0209"); got != DefenseSupply {
		t.Errorf("in a (enemy) city hex: %s, want defense", got)
	}
}

// 000 Supply 1: "Ultimate Sources for the Allies now include the London
// hex, and the northern hexrow of the England map."
func TestSupplyEnglandSources(t *testing.T) {
	st := fresh(t, nil, PhaseAllMovement)
	controlAll(t, st, "", "")
	if got := supplyAt(t, st, Allies, "test-england:E0505"); got != AttackSupply {
		t.Errorf("next to London: %s, want attack", got)
	}
	if got := supplyAt(t, st, Allies, "test-england:E0204"); got != AttackSupply {
		t.Errorf("3 from the northern row: %s, want attack", got)
	}
	if d := distToPlace(t, st, "test-england:E0907", "england-north"); d <= 3 {
		t.Fatalf("E0907 %d from the north row", d)
	}
}

// 000 England b: "While the tunnel is open Dover is a German ultimate
// supply source." Sealed, it is not.
func TestSupplyDoverSourceWhileOpen(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, "", "")
	if d := dist(t, st, "test-england:E0705", "test-england:E0806"); d > 3 {
		t.Fatalf("E0705 is %d from Dover", d)
	}
	if got := supplyAt(t, st, Germans, "test-england:E0705"); got != AttackSupply {
		t.Errorf("near Dover, tunnel open: %s, want attack", got)
	}
	st.Tunnel.Sealed = true
	if got := supplyAt(t, st, Germans, "test-england:E0705"); got != OutOfSupply {
		t.Errorf("near Dover, tunnel sealed: %s, want out", got)
	}
	if got := supplyAt(t, st, Germans, "test-england:E0806"); got != DefenseSupply {
		t.Errorf("in Dover (a town), tunnel sealed: %s, want defense", got)
	}
}

// TestSupplyMatchesReference: the supply net (computeSupply) agrees, hex
// by hex, with the reference computation of supply_ref_test.go at many
// positions of random games, on the test scenario and the bundled one.
func TestSupplyMatchesReference(t *testing.T) {
	refs := []string{testScenario}
	if testing.Short() {
		refs = refs[:1]
	} else {
		refs = append(refs, "builtin:vernian")
	}
	for _, ref := range refs {
		seeds, steps := uint64(3), 3000
		if ref != testScenario {
			// The bundled game's first 600 actions; to its end (about
			// 2,500) under make soak.
			seeds, steps = 1, rulestest.Sample(600, 3000)
		}
		for seed := uint64(1); seed <= seeds; seed++ {
			g, err := rules.StartGame(ref, nil, seed, false)
			if err != nil {
				t.Fatal(err)
			}
			c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 3)), EndBias: 0.05}
			for step := 0; !g.Status().Over && step < steps; step += 40 {
				if res, err := rulestest.RandomPlay(g, c, 40); err != nil && res.Actions < 40 && !g.Status().Over {
					t.Fatal(err)
				}
				st := g.State().(*State)
				for _, side := range []string{Germans, Allies} {
					got, want := st.computeSupply(side), st.computeSupplyRef(side)
					for id, w := range want.maps {
						gm := got.maps[id]
						for k := range w.attack {
							if gm.attack[k] != w.attack[k] || gm.defense[k] != w.defense[k] || gm.connected[k] != w.connected[k] || gm.distance[k] != w.distance[k] {
								l := rules.CellLocation(w.m, w.m.Topology.Cell(k))
								t.Fatalf("%s seed %d step %d, %s at %s: attack %v/%v defense %v/%v connected %v/%v distance %d/%d (got/want)",
									ref, seed, step, side, st.text(l), gm.attack[k], w.attack[k], gm.defense[k], w.defense[k], gm.connected[k], w.connected[k], gm.distance[k], w.distance[k])
							}
						}
					}
				}
			}
		}
	}
}

// 000 Ether Flyers, Missions, Light Interdiction: "Enemy supply lines may
// not be traced from, into or through an Interdicted hex." Orleans
// (W0209), the only German city, interdicted: no line starts there, so
// the hex next to it loses the Defense Supply of "a line of any length to
// a friendly city" (000 Supply 2b); Orleans itself keeps it (2a: in a
// city hex).
func TestSupplyNotFromInterdictedCity(t *testing.T) {
	var cs string
	st := missionsPhase(t, func(st *State) {
		controlAll(t, st, "", "")
		control(t, st, Allies, "W0307") // Paris: the flyer's base
		control(t, st, Germans, "W0209")
		wall(t, st) // Orleans traces to no ultimate source: no secondary source
		cs = add(t, st, "bri-flyer-cs", "W0307")
	})
	wantDist(t, st, "W0209", "W0208", 1)
	if d := distToPlace(t, st, "W0208", "german-sources"); d <= 3 {
		t.Fatalf("W0208 is %d from the German sources", d)
	}
	if got := supplyAt(t, st, Germans, "W0208"); got != DefenseSupply {
		t.Fatalf("next to German Orleans: %s, want defense", got)
	}
	do(t, st, act(Allies, "interdict", cs, "W0209"), nil)
	if got := supplyAt(t, st, Germans, "W0208"); got != OutOfSupply {
		t.Errorf("next to German Orleans under Light Interdiction: %s, want out (no line from it)", got)
	}
	if got := supplyAt(t, st, Germans, "W0209"); got != DefenseSupply {
		t.Errorf("in Orleans under Light Interdiction: %s, want defense (in a city hex)", got)
	}
}
