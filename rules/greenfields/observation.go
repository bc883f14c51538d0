package greenfields

import (
	"slices"
	"sync"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Elevation and line of sight" and its
// "Observation ranges" (the seed's words and chart: the Section below),
// with the terrain's "Hills also block line of sight, making "blind
// zones" behind themselves", "This allows an army controlling such an
// area to draw lines of sight past enemy troop units in zones with lower
// elevation", "Woods block all line of sight through their own zone until
// they are converted to "morass"" and the assault turn's "Units are placed
// on the board as they move or fire." The readings are in RULINGS.md
// ("Observation and secrets").
//
// What other sections use: st.sees(side, i) (side sees unit i now),
// st.observed(side, loc) (the zone can be seen from one of side's
// observers: unobserved bombardment is halved), st.sightOf(side) for many
// questions about one position, st.identify(i, why, ctx) (a unit its enemy
// has now identified), st.recce(side, loc, ctx) (a recce flight over a
// zone) and st.logAbout(i, ...) (a log line about unit i, to who may read it).

func init() {
	book.Section(kit.Section[*State]{Rule: RuleObservation, Title: "Elevation and line of sight", Order: 110,
		Text: `"Normal range of vision is but a single zone in every direction (including diagonals) about the observing unit. This is modified by elevation above the basic "ground level" terrain. Armies are presumed to have observers present in every map zone that they control."

"Units in trenches, woods and ruins cannot be seen unless they have been identified by air recce or a trench raid, and are not placed upon the board unless an assault begins and the unit moves."

"During assaults, zones placed under gas attack block all line of sight both through the gassed zone and into/out of the gas."

"Troops that are in zones that can be seen from the enemy terrain must be placed in their positions upon the table top. Unit strength and morale/experience are still kept secret."`,
		More: charts(observationTable)})
}

// FlagSpotted marks a unit whose place its enemy knows this assault turn
// whatever it can see: it rolled dice in front of the enemy (it fired or
// was fired at) or a recce flight found it. Cleared when the turn ends.
const FlagSpotted = "spotted"

// Observation ranges, the seed's table.
const (
	dayRange       = 3 // "During day 3 sectors"
	nightRange     = 0 // "During night 0 sectors"
	rangePerLevel  = 2 // "Per elevation level +2 sectors"
	townLevel      = 1 // "Towns add +1 to the base terrain's elevation level"
	balloonLevel   = 2 // "Balloons add +2 to the base terrain's elevation level"
	maxTargetBonus = 2 // vehicles or mounted +1, moving +1
)

func init() {
	flagText[FlagSpotted] = "spotted: the enemy knows its place this turn (it fired, was fired at or was found by recce)"
	book.On(kit.GameStart, infallible(func(st *State, ctx *rules.Context) {
		// "Unit strength and morale/experience are still kept secret":
		// no unit is identified by its enemy when the assault begins.
		for i := range st.Units {
			st.Units[i].Hidden = true
		}
	}))
	book.On(kit.TurnStart, infallible(func(st *State, ctx *rules.Context) {
		for i := range st.Units {
			st.Units[i].ClearFlag(FlagSpotted)
		}
	}))
	book.On(dayStart, func(st *State, ctx *rules.Context) error { st.Recce = nil; return nil })
	book.On(kit.AfterAction, infallible(func(st *State, ctx *rules.Context) {
		// "Units are placed on the board as they move or fire": a unit
		// that has fired rolled its dice in front of the enemy.
		for i := range st.Units {
			if st.Units[i].HasFlag(FlagFired) && !st.Units[i].Loc.IsEliminated() {
				st.identify(i, "it fired", ctx)
			}
		}
	}))
}

// sight is what one side can see in one position of the game: for every
// zone (by dense index) how far inside its observers' ranges it is. Make
// one with st.sightOf and ask it many questions; it is not updated when
// the state changes.
type sight struct {
	side string
	// margin is the best R - d over the observers with a clear line of
	// sight to the zone (R the observer's range against a plain target, d
	// its distance); noSight when none.
	margin []int8
	// near: an observer with a clear line is in the zone or next to it
	// (the "single zone" of normal vision).
	near []bool
	// recce: a recce flight observed the zone today.
	recce []bool
}

const noSight = -128

// zoneSeen reports whether the zone with dense index k can be seen.
func (s *sight) zoneSeen(k int) bool {
	return k >= 0 && (s.near[k] || s.margin[k] >= 0 || s.recce[k])
}

// seenWith reports whether a target with range modifier mod in zone k is
// seen.
func (s *sight) seenWith(k, mod int) bool {
	return k >= 0 && (s.near[k] || int(s.margin[k])+mod >= 0 || s.recce[k])
}

// terrainLook is one zone as line of sight meets it.
type terrainLook struct {
	level  int8 // ground level: hills, +1 for an intact town
	wall   bool // intact woods: "block all line of sight through their own zone"
	gas    bool // gassed this turn: blocks through, into and out of
	cover  bool // trench, woods or ruins: hides unidentified units
	troops bool // holds units of the observer's enemy that are placed on the board
}

// lookOf is zone k's terrain for sight, with its marks (Zones).
func (st *State) lookOf(k int, z Zone) terrainLook {
	tr := st.fixed.t.Terrain[st.fixed.terrain[k]]
	going := slices.Index(Goings, tr.Going) + z.Degraded
	intact := going < 2 // not reduced to morass
	l := terrainLook{level: int8(tr.Elevation), gas: z.Gassed}
	if tr.Town && intact {
		l.level += townLevel
	}
	l.wall = tr.Woods && intact
	ruins := tr.Ruins || tr.Town && !intact
	l.cover = z.Trench > 0 || l.wall || ruins
	return l
}

// sightLevel is the zone's ground level for sight: its terrain's
// elevation ([rules.terrain] elevation: hills 1 or 2), +1 for an intact
// town. (The terrain section's elevation, when it lands, is the same
// thing.)
func (st *State) sightLevel(l rules.Location) int {
	k := st.fixed.topo.Index(l.Cell)
	return int(st.lookOf(k, st.zone(l)).level)
}

// looks are every zone's terrain for sight, by dense index, with
// troops marking the zones holding placed units of side's enemy.
func (st *State) looks(side string) []terrainLook {
	f := st.fixed
	out := make([]terrainLook, f.topo.Len())
	marked := make(map[int]Zone, len(st.Zones))
	for label, z := range st.Zones {
		if c, err := f.m.Cell(label); err == nil {
			marked[f.topo.Index(c)] = z
		}
	}
	for k := range out {
		out[k] = st.lookOf(k, marked[k])
	}
	if side == "" {
		return out
	}
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side == side || !st.onGround(i) {
			continue
		}
		k := f.topo.Index(u.Loc.Cell)
		if !st.concealedIn(i, out[k]) {
			out[k].troops = true
		}
	}
	return out
}

// onGround reports whether unit i stands in a zone of the map (not an
// aircraft, not off the board).
func (st *State) onGround(i int) bool {
	return st.Units[i].Loc.OnMap() && !st.isAircraft(i)
}

// concealedIn reports whether unit i, standing in a zone that looks like
// l, is hidden by its cover: "Units in trenches, woods and ruins cannot be
// seen unless they have been identified ... and are not placed upon the
// board unless an assault begins and the unit moves" (or fires: "Units are
// placed on the board as they move or fire").
func (st *State) concealedIn(i int, l terrainLook) bool {
	u := &st.Units[i]
	if !u.Hidden || u.HasFlag(FlagMoving) || u.HasFlag(FlagFired) || u.HasFlag(FlagSpotted) {
		return false
	}
	return l.cover || st.class(i).isArtillery() && st.zone(u.Loc).Emplacement
}

// baseRange is the range of vision at ground level: 3 by day, 0 at night.
func (st *State) baseRange() int {
	if st.night() {
		return nightRange
	}
	return dayRange
}

// sightOf works out what side sees now: its observers are its ground units
// (a balloon aloft 2 levels above its zone) and every zone it controls,
// each looking as far as the table allows along lines of sight that hills,
// towns, woods, gas and the enemy's troops do not block. Troops block an
// observer's line only where that observer sees them (it looks at the
// nearer zones first), or where the side knows them whatever it sees
// (spotted, beside its own units, on its own ground): a unit the side
// cannot see must not hide what stands behind it, or the side would learn
// from what it misses that something is there (RULINGS.md).
func (st *State) sightOf(side string) *sight {
	if s := st.sightMemo[side]; s != nil {
		return s
	}
	s := st.workSight(side)
	if st.sightMemo != nil {
		st.sightMemo[side] = s
	}
	return s
}

// workSight works out sightOf(side) afresh.
func (st *State) workSight(side string) *sight {
	f := st.fixed
	n := f.topo.Len()
	s := &sight{side: side, margin: make([]int8, n), near: make([]bool, n), recce: make([]bool, n)}
	for k := range s.margin {
		s.margin[k] = noSight
	}
	for _, label := range st.Recce[side] {
		if c, err := f.m.Cell(label); err == nil {
			s.recce[f.topo.Index(c)] = true
		}
	}
	looks := st.looks(side)
	known, mod := st.troopsKnown(side, looks)
	eye := st.observers(side, looks)
	g := gridOf(f.topo)
	base := st.baseRange()
	// seen: the troops the observer in hand sees, by zone (reset after it).
	seen := make([]bool, n)
	var touched []int
	blocker := func(k int) bool { return known[k] || seen[k] }
	for o, e := range eye {
		if e < 0 {
			continue
		}
		r := base + rangePerLevel*int(e)
		reach := r + maxTargetBonus
		ox, oy := o%g.cols, o/g.cols
		for _, off := range ringOrder(reach) {
			x, y := ox+off.dx, oy+off.dy
			if x < 0 || y < 0 || x >= g.cols || y >= g.rows {
				continue
			}
			k := y*g.cols + x
			d := off.d
			v := r - d
			troops := looks[k].troops && !known[k]
			if !troops && (d > 1 || s.near[k]) && int(s.margin[k]) >= v {
				continue // this observer adds nothing here
			}
			if !g.clear(looks, blocker, ox, oy, x, y, int(e), int(looks[k].level)) {
				continue
			}
			if troops && (d <= 1 || v+mod[k] >= 0) {
				seen[k] = true
				touched = append(touched, k)
			}
			if d <= 1 {
				s.near[k] = true
			}
			if v > int(s.margin[k]) {
				s.margin[k] = int8(max(v, noSight+1))
			}
		}
		for _, k := range touched {
			seen[k] = false
		}
		touched = touched[:0]
	}
	return s
}

// troopsKnown are, by zone, whether it holds enemy troops placed on the
// board (looks' troops) that side sees wherever its observers look — a
// unit spotted this turn, sharing a zone with one of side's ground units,
// or standing on side's own ground — and the best range modifier of the
// placed enemy units there (targetMod), which says how far off an
// observer sees them.
func (st *State) troopsKnown(side string, looks []terrainLook) (known []bool, mod []int) {
	f := st.fixed
	known, mod = make([]bool, len(looks)), make([]int, len(looks))
	own := make([]bool, len(looks))
	for i := range st.Units {
		if st.Units[i].Side == side && st.onGround(i) {
			own[f.topo.Index(st.Units[i].Loc.Cell)] = true
		}
	}
	first := make([]bool, len(looks))
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side == side || !st.onGround(i) {
			continue
		}
		k := f.topo.Index(u.Loc.Cell)
		if st.concealedIn(i, looks[k]) {
			continue
		}
		if m := st.targetMod(i); !first[k] || m > mod[k] {
			mod[k], first[k] = m, true
		}
		if u.HasFlag(FlagSpotted) || own[k] || f.region[k] == side {
			known[k] = true
		}
	}
	return known, mod
}

// offset is a step from an observer's zone to another, d zones away.
type offset struct{ dx, dy, d int }

// rings are the offsets within each reach, nearest first (ringOrder).
var rings sync.Map // int -> []offset

// ringOrder are the offsets of the zones within reach of a zone, nearest
// first (diagonals count one): an observer looks at the zones in this
// order, so that it knows the troops nearer than a zone before it draws
// its line to that zone.
func ringOrder(reach int) []offset {
	if v, ok := rings.Load(reach); ok {
		return v.([]offset)
	}
	var out []offset
	for d := 0; d <= reach; d++ {
		for dy := -d; dy <= d; dy++ {
			for dx := -d; dx <= d; dx++ {
				if max(abs(dx), abs(dy)) == d {
					out = append(out, offset{dx, dy, d})
				}
			}
		}
	}
	rings.Store(reach, out)
	return out
}

// observers are the eye levels of side's observers by dense index (-1
// where it has none): "observers present in every map zone that they
// control" and its units. A zone is controlled (RULINGS.md) when it holds
// side's ground units, or lies in side's deployment or base line and holds
// no enemy ground unit.
func (st *State) observers(side string, looks []terrainLook) []int8 {
	f := st.fixed
	eye := make([]int8, len(looks))
	enemy := make([]bool, len(looks))
	for i := range st.Units {
		if st.Units[i].Side != side && st.onGround(i) {
			enemy[f.topo.Index(st.Units[i].Loc.Cell)] = true
		}
	}
	for k := range eye {
		eye[k] = -1
		if f.region[k] == side && !enemy[k] {
			eye[k] = looks[k].level
		}
	}
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != side || !st.onGround(i) {
			continue
		}
		k := f.topo.Index(u.Loc.Cell)
		e := looks[k].level
		if st.class(i) == Balloon && !u.HasFlag(FlagGrounded) {
			e += balloonLevel
		}
		eye[k] = max(eye[k], e)
	}
	return eye
}

// grid is a square grid's size, for walking lines of sight.
type grid struct{ cols, rows int }

func gridOf(t board.Topology) grid {
	if og, ok := t.(board.OffsetGrid); ok {
		return grid{og.Cols(), og.Rows()}
	}
	return grid{t.Len(), 1}
}

// clear reports whether the line of sight from the zone at (ox, oy), eye
// at level eo, to the zone at (tx, ty), ground at level et, is clear;
// troops(k) says whether the troops in zone k block it (nil: wherever
// looks holds troops).
//
// The line is walked the way Red Blob Games' "line drawing on a grid"
// does it: N = the distance in zones (diagonals count one), and at each of
// the N-1 steps between the ends the point o + (t-o)·k/N is rounded to a
// zone. When it falls exactly between two zones (or four, at a corner) the
// line runs between them and is blocked only if every one of them blocks,
// so a line and its reverse meet the same zones. A zone between the ends
// blocks when it is gassed, is intact woods, stands higher than both ends
// (the hill's blind zone), or holds placed enemy troops and is no lower
// than the higher end ("draw lines of sight past enemy troop units in
// zones with lower elevation"). Gas in either end zone blocks too.
func (g grid) clear(looks []terrainLook, troops func(k int) bool, ox, oy, tx, ty, eo, et int) bool {
	dx, dy := tx-ox, ty-oy
	n := max(abs(dx), abs(dy))
	if n == 0 {
		return true
	}
	if looks[oy*g.cols+ox].gas || looks[ty*g.cols+tx].gas {
		return false
	}
	h := max(eo, et)
	for k := 1; k < n; k++ {
		x0, x1 := roundTie(ox*n+dx*k, n)
		y0, y1 := roundTie(oy*n+dy*k, n)
		b := func(x, y int) bool {
			k := y*g.cols + x
			return blocks(looks[k], h, looks[k].troops && (troops == nil || troops(k)))
		}
		if b(x0, y0) && b(x1, y0) && b(x0, y1) && b(x1, y1) {
			return false
		}
	}
	return true
}

// roundTie rounds num/n (num >= 0) to the nearest integer, giving both
// neighbours when it is exactly halfway (else the same one twice).
func roundTie(num, n int) (int, int) {
	q, r := num/n, num%n
	switch {
	case 2*r < n:
		return q, q
	case 2*r > n:
		return q + 1, q + 1
	}
	return q, q + 1
}

// blocks reports whether a zone between the ends blocks a line whose
// higher end is at level h, troops telling whether its troops count.
func blocks(l terrainLook, h int, troops bool) bool {
	lv := int(l.level)
	return l.gas || l.wall || lv > h || troops && lv >= h
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// targetMod is the table's modifiers for unit i as a target: "Target is
// vehicles or mounted +1 sector", "Target is moving +1 sector", "Target is
// suppressed -1 sector" ("they are also harder to spot!").
func (st *State) targetMod(i int) int {
	m := 0
	if st.mounted(i) {
		m++
	}
	if st.Units[i].HasFlag(FlagMoving) {
		m++
	}
	if st.suppressed(i) {
		m--
	}
	return m
}

// sees reports whether side sees unit i now ("" is the referee, who sees
// everything). Use sightOf and seesWith to ask about many units.
func (st *State) sees(side string, i int) bool {
	if side == "" || st.Units[i].Side == side {
		return true
	}
	return st.seesWith(st.sightOf(side), i, nil)
}

// seesWith reports whether the side of s sees unit i (of its enemy): a
// unit spotted this turn; an aircraft or a balloon aloft over the map
// (RULINGS.md); a unit sharing a zone with one of side's, or standing in a
// zone of side's own ground (deployment or base line); else one not
// hidden by its cover in a zone side's observers see at the unit's range.
// looks may be nil.
func (st *State) seesWith(s *sight, i int, looks []terrainLook) bool {
	u := &st.Units[i]
	switch {
	case u.Side == s.side:
		return true
	case u.Loc.IsEliminated():
		return false
	case u.HasFlag(FlagSpotted):
		return true
	case !u.Loc.OnMap():
		return false
	case st.isAircraft(i), st.class(i) == Balloon && !u.HasFlag(FlagGrounded):
		return true
	}
	k := st.fixed.topo.Index(u.Loc.Cell)
	for j := range st.Units {
		if st.Units[j].Side == s.side && st.Units[j].Loc == u.Loc && !st.isAircraft(j) {
			return true
		}
	}
	// "Armies are presumed to have observers present in every map zone
	// that they control": a unit standing on the side's own ground took
	// the zone from under them, and the victory points say so (RULINGS.md).
	if st.fixed.region[k] == s.side {
		return true
	}
	var l terrainLook
	if looks != nil {
		l = looks[k]
	} else {
		l = st.lookOf(k, st.zone(u.Loc))
	}
	if st.concealedIn(i, l) {
		return false
	}
	return s.seenWith(k, st.targetMod(i))
}

// observed reports whether side can see the zone at loc from one of its
// observers (at the range of a plain target), or a recce flight observed
// it today: "If fire is made against a zone that cannot be seen from any
// of the firing player's own zones, then halve the firer's "hit" dice".
// Off-board places are never observed.
func (st *State) observed(side string, loc rules.Location) bool {
	if !loc.OnMap() {
		return false
	}
	return st.sightOf(side).zoneSeen(st.fixed.topo.Index(loc.Cell))
}

// observationTable is the seed's "Observation ranges".
func observationTable() rules.RefTable {
	return rules.RefTable{ID: TableObservation, Caption: "Observation ranges", Columns: []string{"Condition", "Sectors"},
		Rows: [][]string{
			{"During day", "3"},
			{"During night", "0"},
			{"Target is vehicles or mounted", "+1"},
			{"Target is moving", "+1"},
			{"Target is suppressed", "-1"},
			{"Per elevation level", "+2"},
		},
		Notes: "Towns add +1 to the base terrain's elevation level. Balloons add +2 to the base terrain's elevation level."}
}
