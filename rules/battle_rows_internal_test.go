package rules

import (
	"math"
	"slices"
	"testing"
)

// rowsBattle is n attackers (infantry with artillery support, armour)
// against m infantry defending on 2 or 3.
func rowsBattle(n, m int) Battle {
	var a, d []Fighter
	for i := range n {
		switch i % 4 {
		case 0, 1:
			a = append(a, Fighter{Name: "inf", Hit: HitOn(1, 6), Supported: HitOn(2, 6), Cost: 3})
		case 2:
			a = append(a, Fighter{Name: "art", Hit: HitOn(2, 6), Supporter: true, Cost: 4})
		default:
			a = append(a, Fighter{Name: "arm", Hit: HitOn(3, 6), Cost: 5})
		}
	}
	for i := range m {
		d = append(d, Fighter{Name: "inf", Hit: HitOn(2+i%3/2, 6), Cost: 3})
	}
	return Battle{Sides: [2]BattleSide{{Name: "A", Fighters: a}, {Name: "D", Fighters: d}}}
}

// rowsSides is the denseSides of a battle with every fighter in it.
func rowsSides(b Battle) *[2]denseSide {
	sides := denseSides{b: b}
	var all [2][]int
	for s := range 2 {
		for i := range b.Sides[s].Fighters {
			all[s] = append(all[s], i)
		}
	}
	return sides.get(all)
}

var rowsSizes = [][2]int{{3, 2}, {16, 15}, {40, 40}, {60, 60}, {10, 50}, {50, 10}, {1, 60}}

// The row-at-a-time chain ends where the state-by-state one does: every
// end's chance the same to within what the two left out, and its ends and
// what it left out add up to the starts' chance.
func TestDenseRowsAgrees(t *testing.T) {
	for _, nm := range rowsSizes {
		sd := rowsSides(rowsBattle(nm[0], nm[1]))
		starts := map[battleState]float64{{0, 0}: 0.5, {min(2, sd[0].total-1), 1}: 0.5}
		e1, _, d1, _ := denseChain(sd, starts, denseCut, nil, nil)
		e2, _, d2 := denseRows(sd, starts, denseCut, new(denseBuffers), nil)
		m1, m2 := map[battleState]float64{}, map[battleState]float64{}
		s2 := 0.0
		for _, e := range e1 {
			m1[e.st] += e.p
		}
		for _, e := range e2 {
			if _, ok := m2[e.st]; ok {
				t.Errorf("%v: end %v twice", nm, e.st)
			}
			m2[e.st] += e.p
			s2 += e.p
		}
		for _, m := range []map[battleState]float64{m1, m2} {
			for st := range m {
				if d := math.Abs(m1[st] - m2[st]); d > d1+d2+1e-15 {
					t.Errorf("%v: %v: chain %v, rows %v", nm, st, m1[st], m2[st])
				}
			}
		}
		if math.Abs(1-s2-d2) > 1e-13 || d2 > MaxDropped {
			t.Errorf("%v: rows' ends add up to %v, dropped %v", nm, s2, d2)
		}
	}
}

// The round-by-round spread agrees with the state-by-state one: after
// each round, every state's chance is the same to within what the two
// left out.
func TestDenseRoundAgrees(t *testing.T) {
	for _, nm := range rowsSizes {
		sd := rowsSides(rowsBattle(nm[0], nm[1]))
		g := newDenseGrid(sd)
		t0, t1, w := g.t0, g.t1, g.w
		cur := grid(nil, g)
		next := grid(nil, g)
		runs := new(denseBuffers).runsFor(g)
		cspan, nspan := newDenseSpan(g), newDenseSpan(g)
		cspan.mark(0, 0, 1)
		ow := t1 + 1
		old := make([]float64, (t0+1)*ow)
		cur[0], old[0] = 1, 1
		lost := 0.0
		for r := 1; r <= 6; r++ {
			lost += denseRound(sd, g, cur, next, cspan, nspan, runs, denseCut)
			onext := make([]float64, len(old))
			for i := range t0 + 1 {
				for j := range t1 + 1 {
					q := old[i*ow+j]
					switch {
					case q == 0:
					case i == t0 || j == t1 || denseLeave(sd, i, j) <= 0:
						onext[i*ow+j] += q
					case q >= denseFloor:
						lost += denseSpread(sd, onext, i, j, q, false, denseCut)
					default:
						lost += q
					}
				}
			}
			sum := 0.0
			for i := range t0 + 1 {
				for j := range t1 + 1 {
					sum += next[i*w+j]
					if d := math.Abs(next[i*w+j] - onext[i*ow+j]); d > lost+1e-15 {
						t.Fatalf("%v: round %d: (%d, %d): %v, was %v", nm, r, i, j, next[i*w+j], onext[i*ow+j])
					}
				}
				if slices.ContainsFunc(next[i*w+t1+1:(i+1)*w], func(x float64) bool { return x != 0 }) {
					t.Fatalf("%v: round %d: row %d left past column t1", nm, r, i)
				}
			}
			if sum > 1+1e-13 || sum < 1-lost-1e-13 {
				t.Errorf("%v: round %d: chances add up to %v, dropped at most %v", nm, r, sum, lost)
			}
			for i := range t0 + 1 {
				for j := range w {
					if v := next[i*w+j]; v != 0 && (j < nspan[i][0] || j >= nspan[i][1]) {
						t.Fatalf("%v: round %d: (%d, %d) = %v outside the span %v", nm, r, i, j, v, nspan[i])
					}
				}
			}
			cur, next, old = next, cur, onext
			cspan, nspan = nspan, cspan
		}
	}
}

// The cost of one 60 against 60 chain, state by state and a row at a
// time.
func BenchmarkDenseChain60(b *testing.B) {
	sd := rowsSides(rowsBattle(60, 60))
	starts := map[battleState]float64{{0, 0}: 1}
	var buf []float64
	var ends []stateP[float64]
	for b.Loop() {
		ends, _, _, buf = denseChain(sd, starts, denseCut, buf, ends[:0])
	}
}

func BenchmarkDenseRows60(b *testing.B) {
	sd := rowsSides(rowsBattle(60, 60))
	starts := map[battleState]float64{{0, 0}: 1}
	bufs := new(denseBuffers)
	var ends []stateP[float64]
	for b.Loop() {
		ends, _, _ = denseRows(sd, starts, denseCut, bufs, ends[:0])
	}
}

// The state-by-state chain the row-at-a-time one replaced, kept as its
// reference.

// denseChain is the chance of every end of a battle fought to the end with
// simultaneous fire from the start states, how many states it worked out,
// and the chance it left out (contributions below cut, states below
// denseFloor).
// buf is scratch space it may use (and return grown), cleared or not; the
// ends are appended to ends, each state once.
func denseChain(sd *[2]denseSide, starts map[battleState]float64, cut float64, buf []float64, ends []stateP[float64]) ([]stateP[float64], int, float64, []float64) {
	t0, t1 := sd[0].total, sd[1].total
	w := t1 + 1
	p := slices.Grow(buf[:0], (t0+1)*w)[:(t0+1)*w]
	clear(p)
	for st, q := range starts {
		p[st[0]*w+st[1]] += q
	}
	states := 0
	dropped := 0.0
	for i := range t0 {
		for j := range t1 {
			q := p[i*w+j]
			if q < denseFloor {
				dropped += q
				continue
			}
			states++
			leave := denseLeave(sd, i, j)
			if leave <= 0 { // no round changes anything: it ends as it stands
				ends = append(ends, stateP[float64]{battleState{i, j}, q})
				continue
			}
			dropped += denseSpread(sd, p, i, j, q/leave, true, cut)
		}
	}
	for i := range t0 + 1 {
		for j := range t1 + 1 {
			if (i == t0 || j == t1) && p[i*w+j] > 0 {
				ends = append(ends, stateP[float64]{battleState{i, j}, p[i*w+j]})
			}
		}
	}
	return ends, states, dropped, p
}

// denseSpread adds r times the chance of every round from (i, j) to the
// states it leads to (leaving out the round that changes nothing when
// skipSelf), and returns r times the chance of the rounds it left out,
// other than that one: those whose contribution is below cut. Of side
// 1's hits (rows) it follows only the band that can reach cut, and of
// side 0's hits in a row only the band that can.
func denseSpread(sd *[2]denseSide, p []float64, i, j int, r float64, skipSelf bool, cut float64) float64 {
	t0, t1 := sd[0].total, sd[1].total
	w := t1 + 1
	da, db := sd[0].ds[i], sd[1].ds[j]
	a, alo := da.dist, da.lo // side 0's hits: side 1 takes them (j)
	d, dlo := db.dist, db.lo // side 1's hits: side 0 takes them (i)
	pa, bandA, outA, aboveA := da.peak, &da.band, &da.out, da.above
	ka := pa / cut
	self := 0.0 // the round that changes nothing, when left out below
	if skipSelf && alo == 0 && dlo == 0 {
		self = r * a[0] * d[0]
	}
	ed := bandOf(r * pa * db.peak / cut)
	if ed < 0 {
		return max(r-self, 0)
	}
	dropped := r * db.out[ed]
	yfrom, yto := int(db.band[ed][0]), int(db.band[ed][1])
	off0, last := (i+dlo)*w, t0*w // where row y starts: (i+dlo+y)·w, the last row at most
	nj := j + alo
	below := t1 - nj // side 0's hits below this stay below the last column
	for y := yfrom; y < yto; y++ {
		rd := r * d[y]
		e := bandOf(rd * ka)
		if e < 0 {
			dropped += rd
			continue
		}
		dropped += rd * outA[e]
		from, to := int(bandA[e][0]), int(bandA[e][1])
		off := min(off0+y*w, last)
		if skipSelf && off == i*w && nj+from == j {
			from++
			self = 0 // inside the band: neither spread nor dropped
		}
		// Below the last column the hits add up; from it on they are capped.
		stop := min(to, below)
		if from < stop {
			axpy(p[off+nj+from:off+nj+stop], a[from:stop], rd)
		}
		if x := max(stop, from); x < to {
			p[off+t1] += rd * (aboveA[x] - aboveA[to])
		}
	}
	return max(dropped-self, 0)
}

// The hit distributions worked out suffix by suffix from the last are
// those of each suffix worked out afresh: mixed line-ups of supported
// infantry (two kinds), supporters, silent guns and multi-dice fighters,
// in orders that make a fighter take another's support and not.
func TestDenseSideSuffixes(t *testing.T) {
	inf := denseUnit{hit: 1.0 / 6, sup: 2.0 / 6, dice: 1, tough: 1, cost: 3}
	ita := denseUnit{hit: 1.0 / 6, sup: 1.0 / 6, dice: 1, tough: 1, cost: 2}
	art := denseUnit{hit: 2.0 / 6, dice: 1, tough: 1, cost: 4, supporter: true}
	gun := denseUnit{hit: 2.0 / 6, dice: 1, tough: 1, cost: 4, silent: true}
	big := denseUnit{hit: 3.0 / 6, dice: 2, tough: 2, cost: 10}
	for _, us := range [][]denseUnit{
		{inf, inf, inf, art, art, big},
		{inf, ita, inf, art, ita, art, inf, gun, big, inf},
		{art, inf, art, inf, inf, ita, ita, gun},
		{gun, inf, gun, art, big, ita},
		{ita, inf, art},
	} {
		ids := make([]int, len(us))
		for i := range ids {
			ids[i] = i
		}
		d := newDenseSide(us, ids, map[string]*denseDist{})
		k := 0
		for first := range us {
			want := newDenseDist(hitPMF(us[first:], nil))
			got := d.ds[k]
			if got.lo != want.lo || len(got.dist) != len(want.dist) {
				t.Fatalf("%v from %d: lo %d len %d, want %d %d", us, first, got.lo, len(got.dist), want.lo, len(want.dist))
			}
			for x := range got.dist {
				if math.Abs(got.dist[x]-want.dist[x]) > 1e-15 {
					t.Errorf("%v from %d: %d hits %v, want %v", us, first, x+got.lo, got.dist[x], want.dist[x])
				}
			}
			k += us[first].tough
		}
	}
}
