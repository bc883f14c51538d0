package vernian

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"sandtable/rules"
	"sandtable/rules/rulestest"
	"sandtable/scenarios"
)

// overlayStates reads side's supply overlay (as viewer sees it) back into
// supply states by hex, keyed by the map id and the cell label. It fails
// on a malformed overlay: wrong id, name, rule or side, a cell that is not
// a hex of its map, a hex listed twice.
func overlayStates(t testing.TB, st *State, viewer, side string) map[string]string {
	t.Helper()
	var found *rules.Overlay
	os := st.Overlays(viewer)
	for i := range os {
		if os[i].ID == "supply-"+side {
			if found != nil {
				t.Fatalf("two overlays %s", os[i].ID)
			}
			found = &os[i]
		}
	}
	if found == nil {
		t.Fatalf("no overlay supply-%s among %d", side, len(os))
	}
	if want := "Supply: " + st.sideName(side); found.Name != want {
		t.Errorf("overlay %s is named %q, want %q", found.ID, found.Name, want)
	}
	if found.Rule != RuleSupply {
		t.Errorf("overlay %s cites %q, want %q", found.ID, found.Rule, RuleSupply)
	}
	out := map[string]string{}
	for _, c := range found.Cells {
		m := st.fixed.s.Map(c.Map)
		if m == nil {
			t.Fatalf("overlay cell on unknown map %q", c.Map)
		}
		// The window finds the cell as maps.Map.Cell does.
		if cell, err := m.Cell(c.Cell); err != nil || m.Topology.Index(cell) < 0 || m.Label(cell) != c.Cell {
			t.Fatalf("overlay cell %q is not a hex label of %s (%v)", c.Cell, c.Map, err)
		}
		if c.Side != side {
			t.Errorf("%s:%s in %s's overlay has side %q", c.Map, c.Cell, side, c.Side)
		}
		k := c.Map + ":" + c.Cell
		if _, dup := out[k]; dup {
			t.Fatalf("%s listed twice in %s's overlay", k, side)
		}
		out[k] = AttackSupply
		if c.Light {
			out[k] = DefenseSupply
		}
	}
	return out
}

// overlayAt is what side's overlay (referee's view) shows at text: attack
// (full tint), defense (Light) or out (not listed).
func overlayAt(t testing.TB, st *State, side, text string) string {
	t.Helper()
	l := loc(t, st, text)
	if s, ok := overlayStates(t, st, "", side)[l.Map+":"+st.mapOf(l).Label(l.Cell)]; ok {
		return s
	}
	return OutOfSupply
}

// wantOverlay checks side's overlay at each hex.
func wantOverlay(t testing.TB, st *State, side, want string, hexes ...string) {
	t.Helper()
	for _, h := range hexes {
		if got := overlayAt(t, st, side, h); got != want {
			t.Errorf("%s's supply overlay at %s: %s, want %s", side, h, got, want)
		}
	}
}

// 000 Supply 1: "Attack Supply is determined in exactly the same manner as
// regular supply is determined in GWIE, i.e. trace to a town/city or be
// adjacent to an HQ, which can in turn trace to an ultimate supply
// source." The test scenario's trace is 3 hexes (rules.supply_range).
// Attack Supply is the full tint (Light false).
func TestOverlaysAttackSupplyFull(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, "", "") // no friendly town or city: only the east edge and the HQ
	// W1101 touches W1201, a German ultimate source (german-sources).
	// W0906 is 3 hexes from the east edge: W0906-W1006-W1106-W1206.
	wantOverlay(t, st, Germans, AttackSupply, "W1101", "W0906")
	// A German unit's hex in Attack Supply.
	add(t, st, "ger-inf", "W1004")
	wantOverlay(t, st, Germans, AttackSupply, "W1004")
	// An HQ far in France (8 columns from the edge): its own hex and its
	// neighbours W0510, W0409, W0310 (column 4 is shoved down, row 10 is
	// the last). The open board lets it trace to the east edge.
	add(t, st, "ger-hq-03", "W0410")
	wantOverlay(t, st, Germans, AttackSupply, "W0410", "W0510", "W0409", "W0310")
	// W0210 is two hexes from the HQ (W0210-W0310-W0410) and 10 from the
	// east edge: not in Attack Supply, and with no friendly town or city
	// not in Defense Supply either.
	wantOverlay(t, st, Germans, OutOfSupply, "W0210")
	// The Allied overlay: W0109 and W0310 are Allied sources; W0309 touches
	// W0310.
	wantOverlay(t, st, Allies, AttackSupply, "W0109", "W0309")
}

// 000 Supply 2: "Units are considered to enjoy this status if they are
// either: a) In a town or city hex, or b) Can trace a supply line of any
// length to a friendly city hex." Defense Supply is the paler tint (Light).
func TestOverlaysDefenseSupplyLight(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, "", "")
	control(t, st, Germans, "W1109") // Munich
	// W0805 is 4 hexes from the east edge (W0805-W0905-W1005-W1105-W1204),
	// one more than the range, and 5 from Munich, a secondary source now:
	// no Attack Supply, but b) a line of any length reaches Munich.
	if d := dist(t, st, "W0805", "W1109"); d != 5 {
		t.Fatalf("W0805 is %d from Munich", d)
	}
	wantOverlay(t, st, Germans, DefenseSupply, "W0805", "W0210")
	// Cut France off (Allied units on W0703..W0710): no line reaches Munich
	// from W0210 now, but a) Chalons (W0406) is a town hex.
	wall(t, st)
	wantOverlay(t, st, Germans, OutOfSupply, "W0210")
	wantOverlay(t, st, Germans, DefenseSupply, "W0406")
}

// 000 Supply 3: "Out of Supply - units which do not qualify for either
// Attack or Defense Supply status are Out of Supply": such hexes are not
// listed.
func TestOverlaysOutOfSupplyAbsent(t *testing.T) {
	st := fresh(t, nil, PhaseGerMovement)
	controlAll(t, st, "", "")
	// No friendly town or city: W0805 is 4 hexes from the east edge, W0510
	// 7; neither is a town or city.
	wantOverlay(t, st, Germans, OutOfSupply, "W0805", "W0510")
	// W0101 is sea (no line enters it); W0702 is in the neutral
	// Netherlands.
	wantOverlay(t, st, Germans, OutOfSupply, "W0101", "W0702")
	wantOverlay(t, st, Allies, OutOfSupply, "W0101", "W0702")
	// Allies: W0805 is 5 columns from the nearest Allied source (W0310) and no
	// Allied town or city remains.
	wantOverlay(t, st, Allies, OutOfSupply, "W0805")
}

// The overlays agree hex by hex with SupplyNet.At (the supply state the
// units read, SupplyOf) on both test maps, for both sides and every
// viewer, at the start and at positions of random games.
func TestOverlaysMatchSupplyNet(t *testing.T) {
	check := func(what string, st *State) {
		t.Helper()
		st.memo.reset()
		ref := st.Overlays("")
		for _, v := range []string{Germans, Allies} {
			if got := st.Overlays(v); !reflect.DeepEqual(got, ref) {
				t.Fatalf("%s: %s sees other overlays than the referee (nothing is hidden)", what, v)
			}
		}
		supplies := 0
		for _, o := range ref {
			if strings.HasPrefix(o.ID, "supply-") {
				supplies++
			}
		}
		if supplies != 2 {
			t.Fatalf("%s: %d supply overlays, want 2", what, supplies)
		}
		for _, side := range []string{Germans, Allies} {
			got := overlayStates(t, st, "", side)
			n := st.supply(side)
			listed := 0
			for _, m := range st.fixed.s.Maps {
				for k := range m.Topology.Len() {
					c := m.Topology.Cell(k)
					want := n.At(rules.CellLocation(m, c))
					g, ok := got[m.ID+":"+m.Label(c)]
					if !ok {
						g = OutOfSupply
					} else {
						listed++
					}
					if g != want {
						t.Fatalf("%s: %s's overlay at %s: %s, SupplyNet.At %s", what, side, st.text(rules.CellLocation(m, c)), g, want)
					}
				}
			}
			if listed != len(got) {
				t.Fatalf("%s: %s's overlay lists %d cells, %d of them hexes", what, side, len(got), listed)
			}
		}
	}
	check("set-up", newTestState(t, nil))
	st := fresh(t, nil, PhaseGerMovement)
	check("fresh", st)
	wall(t, st)
	add(t, st, "ger-hq-03", "W0410")
	check("wall", st)
	for seed := uint64(1); seed <= 2; seed++ {
		g, err := rules.StartGame(testScenario, nil, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		c := rulestest.Chooser{Rand: rand.New(rand.NewPCG(seed, 5)), EndBias: 0.05}
		for step := 0; !g.Status().Over && step < 1200; step += 60 {
			if res, err := rulestest.RandomPlay(g, c, 60); err != nil && res.Actions < 60 && !g.Status().Over {
				t.Fatal(err)
			}
			check("random game", g.State().(*State))
		}
	}
}

// 000 Supply 1 ("be adjacent to an HQ"; lines do not cross enemy units)
// and 2 ("a supply line of any length to a friendly city hex"): the
// overlays follow the moves that change supply.
func TestOverlaysFollowMoves(t *testing.T) {
	t.Run("HQ moves", func(t *testing.T) {
		st := fresh(t, nil, PhaseGerMovement)
		controlAll(t, st, "", "")
		hq := add(t, st, "ger-hq-03", "W0410")
		// W0510 touches the HQ; W0210 is two hexes away (see
		// TestOverlaysAttackSupplyFull), both far beyond the east edge's 3.
		wantOverlay(t, st, Germans, AttackSupply, "W0510")
		wantOverlay(t, st, Germans, OutOfSupply, "W0210")
		do(t, st, act(Germans, "move", hq, "W0310"), nil)
		// Now W0210 touches the HQ, and W0510 is two hexes from it
		// (W0510-W0410-W0310).
		wantOverlay(t, st, Germans, AttackSupply, "W0210", "W0310")
		wantOverlay(t, st, Germans, OutOfSupply, "W0510")
	})
	t.Run("a line is cut", func(t *testing.T) {
		st := fresh(t, nil, PhaseAllMovement) // control as the maps give it
		// Allied units on W0703..W0709 (column 7 from the Netherlands down
		// but for its last hex), one more at W0610 beside the gap W0710.
		for r := 3; r <= 9; r++ {
			add(t, st, "fra-inf", "W07"+pad2(r))
		}
		u := add(t, st, "fra-inf", "W0610")
		// W0210, in France, 10 columns from the east edge and farther than 3
		// from every German town or city (Trier W0806 is the nearest
		// unblocked one, 7 away), traces through W0710 to the German cities
		// (Munich, Frankfurt...): Defense Supply.
		wantOverlay(t, st, Germans, DefenseSupply, "W0210")
		do(t, st, act(Allies, "move", u, "W0710"), nil)
		// Column 7 is closed from the Netherlands to the south edge: no
		// German line reaches France.
		wantOverlay(t, st, Germans, OutOfSupply, "W0210")
		// The Allied unit's new hex: 2 from Dijon (W0509-W0609-W0710), an
		// Allied city.
		wantOverlay(t, st, Allies, AttackSupply, "W0710")
	})
}

// BenchmarkOverlays lists both sides' supply overlays on the bundled
// scenario mid-game: "changed", as after every action (the supply nets
// worked out from scratch), and "unchanged" (asked again in the same
// position). Target: under 5 ms.
func BenchmarkOverlays(b *testing.B) {
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		b.Fatal("vernian: the bundled scenario does not load:", err)
	}
	g := playedGame(b, s, 300)
	st := g.State().(*State)
	b.Run("changed", func(b *testing.B) {
		n := 0
		for range b.N {
			st.memo.reset()
			n = 0
			for _, o := range st.Overlays(Germans) {
				n += len(o.Cells)
			}
		}
		b.ReportMetric(float64(n), "cells")
	})
	b.Run("unchanged", func(b *testing.B) {
		st.Overlays(Germans)
		for range b.N {
			st.Overlays(Germans)
		}
	})
}
