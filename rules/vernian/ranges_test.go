package vernian

import (
	"testing"

	"sandtable/rules"
)

// rangeSet is an overlay's cells as location texts.
func rangeSet(o rules.Overlay) map[string]bool {
	out := map[string]bool{}
	for _, c := range o.Cells {
		out[c.Map+":"+c.Cell] = true
	}
	return out
}

// crowSet is every land hex of the test map within n hexes of from (by the
// board's own hex distance), less from itself and the neutral
// Netherlands: a range where nothing stands in the way of flight.
func crowSet(t *testing.T, st *State, from string, n int) map[string]bool {
	t.Helper()
	f := loc(t, st, from)
	m := st.mapOf(f)
	out := map[string]bool{}
	for k := 0; k < m.Topology.Len(); k++ {
		c := m.Topology.Cell(k)
		l := rules.CellLocation(m, c)
		if l == f || st.isWater(l) || inRegion(m, c, st.fixed.t.NeutralRegions) || m.Topology.Distance(f.Cell, c) > n {
			continue
		}
		out[m.ID+":"+m.Label(c)] = true
	}
	return out
}

func sameSet(t *testing.T, what string, got, want map[string]bool) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d hexes, want %d", what, len(got), len(want))
	}
	for c := range want {
		if !got[c] {
			t.Errorf("%s: %s missing", what, c)
		}
	}
	for c := range got {
		if !want[c] {
			t.Errorf("%s: %s should not be in it", what, c)
		}
	}
}

// TestUnitRangesZeppelin: 000 Über-Zeppelins, "Base Change: Zeppelins may
// move up to twice their middle number" and "Sortie: ... up to twice their
// third number". A 0-3-4 fleet: Base Change 6 hexes, Sortie 8, nearest
// first, every hex it can fly to within them but its own.
func TestUnitRangesZeppelin(t *testing.T) {
	st := newTestState(t, nil)
	clearBoard(t, st)
	zep := add(t, st, "ger-zep-4", "W0410")
	rs := st.UnitRanges(Allies, zep) // air units are never face down: every side sees them
	if len(rs) != 2 {
		t.Fatalf("%d ranges, want Base Change and Sortie: %+v", len(rs), rs)
	}
	if rs[0].Name != "Zeppelin Base Change range (6 hexes)" || rs[1].Name != "Zeppelin Sortie range (8 hexes)" {
		t.Errorf("ranges named %q and %q", rs[0].Name, rs[1].Name)
	}
	if rs[0].ID == rs[1].ID || rs[0].Meaning == "" || rs[0].Rule != RuleZeppelins {
		t.Errorf("ranges %+v / %+v: want distinct ids, a meaning and the Zeppelin rule", rs[0], rs[1])
	}
	// W0410 is in the south of France, more than 8 hexes from the
	// Netherlands: the ranges are the plain hex discs, clipped by the map.
	sameSet(t, "Base Change", rangeSet(rs[0]), crowSet(t, st, "W0410", 6))
	sameSet(t, "Sortie", rangeSet(rs[1]), crowSet(t, st, "W0410", 8))
	// Views name the unit the same way: the referee's view too.
	if got := st.UnitRanges("", zep); len(got) != 2 {
		t.Errorf("the referee sees %d ranges", len(got))
	}
}

// TestUnitRangesFlyer: 000 Ether Flyers, "All Missions have a range of
// six hexes, except Interception, which has a range of three hexes", and
// Interception is the F types' ("It allows the F type to move into a hex
// containing enemy air units"). W0706 is 3 hexes or more from every edge of
// the 12×10 test map, from the sea and from the Netherlands: its
// Interception range is three full rings, 6 + 12 + 18 = 36 hexes.
func TestUnitRangesFlyer(t *testing.T) {
	st := newTestState(t, nil)
	clearBoard(t, st)
	fr := add(t, st, "fra-flyer-f", "W0706")
	rs := st.UnitRanges(Germans, fr)
	if len(rs) != 2 || rs[0].Name != "Ether Flyer Interception range (3 hexes)" || rs[1].Name != "Ether Flyer mission range (6 hexes)" {
		t.Fatalf("ranges %+v, want Interception (3) then mission (6)", rs)
	}
	if n := len(rs[0].Cells); n != 36 {
		t.Errorf("Interception range: %d hexes, want 36", n)
	}
	sameSet(t, "Interception", rangeSet(rs[0]), crowSet(t, st, "W0706", 3))
	// A German flyer flies only Interception: its 6 hexes are its Base
	// Change range.
	ger := add(t, st, "ger-flyer-f", "W0706")
	if rs := st.UnitRanges(Germans, ger); len(rs) != 2 || rs[1].Name != "Ether Flyer Base Change range (6 hexes)" {
		t.Errorf("German flyer ranges %+v", rs)
	}
	// A CS type flies no Interception: its mission range only.
	cs := add(t, st, "bri-flyer-cs", "W0706")
	if rs := st.UnitRanges(Germans, cs); len(rs) != 1 || rs[0].Name != "Ether Flyer mission range (6 hexes)" {
		t.Errorf("CS flyer ranges %+v, want its mission range only", rs)
	}
	// Flight never enters the neutral Netherlands (W0701-W0902) and never
	// ends at sea (W0101, W0201...): from W0503 both are within 6.
	put(t, st, fr, "W0503")
	for _, c := range st.UnitRanges(Germans, fr)[1].Cells {
		l := loc(t, st, c.Map+":"+c.Cell)
		if inRegion(st.mapOf(l), l.Cell, st.fixed.t.NeutralRegions) || st.isWater(l) {
			t.Errorf("the mission range holds %s, neutral or sea", c.Cell)
		}
	}
	// A Storm keeps air units out: "Air units may not enter that hex". In
	// W0704, two hexes north of W0706, it takes that hex out of the
	// Interception range and W0703 behind it too: W0703's other neighbours
	// (W0603, W0604, W0803, W0804; odd columns are shoved down) are three
	// hexes from W0706 already, so it is four hexes round the storm.
	// 36 - 2 = 34.
	st.Air.Storms = []string{st.text(loc(t, st, "W0704"))}
	put(t, st, fr, "W0706")
	got := rangeSet(st.UnitRanges(Germans, fr)[0])
	if got["test-west:W0704"] || got["test-west:W0703"] || len(got) != 34 {
		t.Errorf("with a storm in W0704 the Interception range has %d hexes (W0704 in it: %v, W0703: %v), want 34 without either",
			len(got), got["test-west:W0704"], got["test-west:W0703"])
	}
}

// TestUnitRangesNone: ground units have no ranges, nor does an air unit
// off the map or an unknown one.
func TestUnitRangesNone(t *testing.T) {
	st := newTestState(t, nil)
	clearBoard(t, st)
	inf := add(t, st, "ger-inf-y", "W0706")
	zep := add(t, st, "ger-zep-3", "box:german-available")
	for _, id := range []string{inf, zep, "no-such-unit"} {
		if rs := st.UnitRanges("", id); rs != nil {
			t.Errorf("%s has ranges %+v", id, rs)
		}
	}
}

// TestUnitRangesChannel: 000 Über-Zeppelins, Crossing the Channel: "a
// Zeppelin entering the N arrow hex from W7005 is placed on Dover", and
// from Dover back on W7005. On the bundled maps the crossing is one hex: a
// flyer in Calais (W7005) has Dover in its Interception range, and the
// English hexes two hexes from Dover, but none three from it; and back.
func TestUnitRangesChannel(t *testing.T) {
	g, err := rules.StartGame("builtin:vernian", nil, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	st := g.State().(*State)
	fr := -1
	for i := range st.Units {
		if st.Units[i].Type == "fra-flyer-f" {
			fr = i
			break
		}
	}
	if fr < 0 {
		t.Fatal("no French flyer in the bundled game")
	}
	id := st.Units[fr].ID
	check := func(from, far string) {
		t.Helper()
		st.Units[fr].Loc = loc(t, st, from)
		st.memo.reset()
		got := rangeSet(st.UnitRanges(Germans, id)[0]) // Interception, 3 hexes
		fl := loc(t, st, far)
		m := st.mapOf(fl)
		if !got[m.ID+":"+m.Label(fl.Cell)] {
			t.Fatalf("from %s the Interception range lacks %s, one hex across the Channel", from, far)
		}
		for k := 0; k < m.Topology.Len(); k++ {
			c := m.Topology.Cell(k)
			l := rules.CellLocation(m, c)
			if st.isWater(l) || inRegion(m, c, st.fixed.t.NeutralRegions) {
				continue
			}
			if m.RegionAt(c) == nil {
				// Land drawn for geography only (the West Front map's
				// Southern England): never entered (RULINGS.md).
				if got[m.ID+":"+m.Label(c)] {
					t.Errorf("from %s: %s, land in no region, is in range", from, m.Label(c))
				}
				continue
			}
			d := m.Topology.Distance(fl.Cell, c)
			key := m.ID + ":" + m.Label(c)
			// On the far map, only what lies within the two hexes left
			// after the crossing (nothing else leads there).
			if d <= 2 && !got[key] {
				t.Errorf("from %s: %s (%d from %s) missing", from, m.Label(c), d, far)
			}
			if d == 3 && got[key] {
				t.Errorf("from %s: %s is 1 + 3 hexes away, out of a 3-hex range", from, m.Label(c))
			}
		}
	}
	check("W7005", "vernian-england:E2714")
	check("vernian-england:E2714", "W7005")
}
