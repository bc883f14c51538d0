package greenfields

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Movement rates" and "Terrain effects", "Trench
// crossing", the mounted units' choice to dismount, and exiting off the
// enemy's rear board edge. The seed's words and charts: the Section below.
//
// `move UNIT ZONE` moves the unit to ZONE, one of the 8 zones around it or
// a zone further off, along a path of zones the rules choose (route): the
// fewest zones, then the fewest beside cover, then the most along roads.
// Each zone of the path is a step, checked and applied as a move of one
// zone is; after every step the afterStep handlers run (opportunity fire,
// which may stop the move for a question and take it on once answered).
// `move UNIT off` takes it off the enemy's rear board edge from one of the
// enemy's base-line zones.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleMovement, Title: "Movement rates and terrain effects", Order: 90,
		Text: `Drag a unit to any zone it can reach this turn, diagonals included ("Diagonal movement is allowed"): it goes there zone by zone by the way that takes the fewest zones (then the one beside the fewest woods, trenches and ruins, then the one most along roads), each zone counted against its allowance. To go another way, move it one zone at a time.

"All units moving along a road for at least half of their normal movement allowance gain an extra +1 movement. Wheeled vehicles and Infantry equipped with bicycles move an extra +1 zone per turn if part of their move is along a road."

"Vehicles moving cross country must roll for break downs. The vehicles undergo attack dice equal to (2+ the defensive modifier of the roughest terrain being crossed). This damage can be saved against by using the unit's experience dice."

"Mounted units may elect to abandon their mounts before they begin their movement, and operate as infantry." "Areas lined with trenches count as rough terrain for the purposes of movement."

Units that reach the enemy's rear board edge may exit off it (see Winning and losing).`,
		More: charts(movementTable, terrainEffectsTable)})
}

// offBoard is the zone argument of a move off the enemy's rear board edge.
const offBoard = "off"

// FlagExited marks a unit that left play off the enemy's rear board edge
// (it is out of play, not destroyed).
const FlagExited = "exited"

// moveRates are the seed's movement rates in zones per assault turn.
// Pioneers and sappers march as infantry; armoured cars are wheeled
// vehicles; a balloon's winch moves it 1 zone, as heavy artillery
// (RULINGS.md). Aircraft do not move on the ground.
var moveRates = map[Class]int{
	Infantry: 2, BicycleInfantry: 2, Pioneers: 2, Sappers: 2, MediumArtillery: 2, HeavyTank: 2,
	Cavalry: 3, FieldArtillery: 3, Wheeled: 3, LightTank: 3, ArmouredCar: 3,
	HeavyArtillery: 1, Balloon: 1,
}

// Movement is the movement bookkeeping of the turn beyond each unit's
// Troop: units whose movement has ended, vehicles' break-down dice, the
// mounts dismounted units left, and the direction each contested zone was
// first entered from (stacking.go).
type Movement struct {
	// Halted: units whose movement ended this turn, by unit id, with why.
	Halted map[string]string `json:"halted,omitempty"`
	// Breakdown: the break-down dice each vehicle has rolled this turn, by
	// unit id.
	Breakdown map[string]int `json:"breakdown,omitempty"`
	// Mounts: the zone (label) where a dismounted unit's mounts wait, by
	// unit id.
	Mounts map[string]string `json:"mounts,omitempty"`
	// Front: the zone (label) a side's first unit entered an enemy-held
	// zone from this turn, by frontKey.
	Front map[string]string `json:"front,omitempty"`
}

func (m Movement) clone() Movement {
	return Movement{Halted: cloneMap(m.Halted), Breakdown: cloneMap(m.Breakdown), Mounts: cloneMap(m.Mounts), Front: cloneMap(m.Front)}
}

// afterStep is the moment after every step of a unit's move, the step in
// State.stepped: the opportunity fire section offers its fire there. A
// handler that sets the step's stop ends the move where the unit stands
// and takes the rest over (the opportunity fire's question goes on with
// the move once it is answered).
var afterStep = kit.NewMoment("after-step")

// moveStep is a step a unit's move just took, while the afterStep
// handlers run: the unit, the zone it left, the zones its move still
// means to enter, and whether a handler took the rest over (stop).
type moveStep struct {
	unit int
	from rules.Location
	rest []string
	stop bool
}

func init() {
	book.Verb(kit.Verb[*State]{Name: "move", Title: "Move", Args: "UNIT ZONE|off", Rule: RuleMovement,
		Help: "moves a unit to ZONE, a neighbouring zone (diagonals allowed) or any zone it reaches this turn, zone by zone by the way the rules take (the fewest zones, then the fewest beside cover, the most along roads, the straightest), within its allowance and the terrain's limits; `off` exits it off the enemy's rear board edge from the enemy's base line (+10 VP); the enemy may answer with opportunity fire",
		Gen:  genMove, Listed: moveListed, Why: whyMove, Apply: applyMove, Describe: describeMove})
	book.Verb(unitVerb("dismount", "Dismount", "a cavalry or cyclist unit abandons its mounts before it moves, to move and fight as infantry",
		(*State).dismountWhy, applyDismount, "Dismount %s: it fights as infantry"))
	book.Verb(unitVerb("mount", "Mount", "a dismounted cavalry or cyclist unit collects its mounts where it left them, before it moves",
		(*State).mountWhy, applyMount, ""))
	book.On(kit.TurnStart, func(st *State, ctx *rules.Context) error {
		st.Move.Halted, st.Move.Breakdown, st.Move.Front = nil, nil, nil
		return nil
	})
	help := "Move units (drag a counter to any zone it can reach this turn: it goes by the way of fewest zones); the enemy may open opportunity fire at units that come within one zone of it"
	for _, ph := range []string{PhaseMoveFirst, PhaseMoveSecond} {
		book.Stage(phaseStage(ph, kit.Stage[*State]{Rule: RuleMovement,
			Prompt:     func(*State, string) string { return help },
			MustFinish: mustFlee,
			Checklist:  phaseItems(func(*State) []rules.CheckItem { return []rules.CheckItem{{Text: help}} }, moveChecklist)}))
		book.On(kit.Enter(ph), rallyRouting)
	}
}

// rallyRouting rolls, as the moving side's movement starts, each of its
// routing units' morale dice to rally (rallyRoll): "continuing to flee
// until it successfully makes two hits with a morale roll" (RULINGS.md,
// "Routing").
func rallyRouting(st *State, ctx *rules.Context) error {
	side := st.phaseSide()
	for i := range st.Units {
		if u := &st.Units[i]; u.Side == side && u.Loc.OnMap() && u.HasFlag(FlagRouting) {
			if _, err := st.rallyRoll(i, ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// rate is unit i's movement rate: its class's, infantry's for a mounted
// unit that abandoned its mounts ("operate as infantry").
func (st *State) rate(i int) int {
	if st.Units[i].HasFlag(FlagDismounted) {
		return moveRates[Infantry]
	}
	return moveRates[st.class(i)]
}

// wheeled: "Wheeled vehicles" (motor transport and armoured cars).
func (c Class) wheeled() bool { return c == Wheeled || c == ArmouredCar }

// allowance is unit i's movement allowance this turn when roadMoved of its
// zones are along a road: "All units moving along a road for at least half
// of their normal movement allowance gain an extra +1 movement. Wheeled
// vehicles and Infantry equipped with bicycles move an extra +1 zone per
// turn if part of their move is along a road." Both bonuses add up
// (RULINGS.md).
func (st *State) allowance(i, roadMoved int) int {
	r := st.rate(i)
	a := r
	if roadMoved > 0 && 2*roadMoved >= r {
		a++
	}
	c := st.class(i)
	if roadMoved > 0 && (c.wheeled() || c == BicycleInfantry && st.mounted(i)) {
		a++
	}
	return a
}

// onFoot: infantry and those who move as infantry (pioneers, sappers,
// bicycle troops, cavalry that abandoned its mounts).
func (st *State) onFoot(i int) bool {
	switch st.class(i) {
	case Infantry, BicycleInfantry, Pioneers, Sappers:
		return true
	case Cavalry:
		return !st.mounted(i)
	}
	return false
}

// gunLike: artillery, and balloons on their winches, which move as guns.
func (st *State) gunLike(i int) bool { c := st.class(i); return c.isArtillery() || c == Balloon }

// stepGrade is the going unit i meets stepping from a into b: open along a
// road ("Roads always count as open ground"), else the zone's going for
// movement, rough at least when a vehicle or gun crosses an embankment.
func (st *State) stepGrade(i int, a, b rules.Location) int {
	if st.roadStep(a, b) {
		return gradeOpen
	}
	g := st.moveGrade(b)
	if st.embankment(a, b) && (st.gunLike(i) || st.class(i).isVehicle()) {
		g = max(g, gradeRough)
	}
	return g
}

// passWhy says why unit i may not cross from a into b (nil when it may),
// the map's terrain alone: "Deep rivers and canals may not be crossed
// except via bridges." "Streams may be crossed by cavalry or infantry at
// any point, but are impassable to artillery and vehicles unless provided
// with a ford or bridge." "Morass, ruins, etc: May only be entered by
// infantry & heavy tanks." "Rough ground: Impassable to wheeled vehicles."
// The morale section may use it for retreats.
func (st *State) passWhy(i int, a, b rules.Location) *rules.Refusal {
	name, where := func() string { return st.unitName(i) }, func() string { return st.label(b) }
	switch st.crossing(a, b) {
	case crossRiver:
		return refuse(RuleTerrain, "deep rivers may not be crossed except via bridges: there is no bridge from %s to %s", st.label(a), where())
	case crossStream:
		if st.gunLike(i) || st.class(i).isVehicle() {
			return refuse(RuleTerrain, "streams are impassable to artillery and vehicles unless provided with a ford or bridge: %s may not cross the stream from %s to %s", name(), st.label(a), where())
		}
	}
	switch st.stepGrade(i, a, b) {
	case gradeMorass:
		if !st.onFoot(i) && st.class(i) != HeavyTank {
			return refuse(RuleMovement, "morass and ruins may only be entered by infantry and heavy tanks: %s is %s", where(), st.morassName(b))
		}
	case gradeRough:
		if st.class(i).wheeled() {
			return refuse(RuleMovement, "rough ground is impassable to wheeled vehicles: %s is rough going for %s", where(), name())
		}
	}
	return nil
}

// morassName words why a zone moves as morass.
func (st *State) morassName(l rules.Location) string {
	if st.ruins(l) {
		return "ruins"
	}
	return "morass"
}

// endsMove says why entering b from a ends unit i's movement ("" when it
// does not): "Entering morass ends the units movement turn." "Cavalry and
// vehicles entering rough terrain immediately end their movement turn."
func (st *State) endsMove(i int, a, b rules.Location) string {
	switch st.stepGrade(i, a, b) {
	case gradeMorass:
		return "entering morass ends a unit's movement (" + st.label(b) + ")"
	case gradeRough:
		if st.class(i).isVehicle() || st.class(i) == Cavalry && st.mounted(i) {
			return "cavalry and vehicles entering rough terrain end their movement (" + st.label(b) + ")"
		}
	}
	return ""
}

// enemyAt reports whether the zone at l holds ground units of side's enemy.
func (st *State) enemyAt(side string, l rules.Location) bool {
	for k := range st.Units {
		if st.Units[k].Loc == l && st.Units[k].Side != side && !st.isAircraft(k) {
			return true
		}
	}
	return false
}

// lineDistance is the zones from l to side's nearest base-line zone.
func (st *State) lineDistance(side string, l rules.Location) int {
	d := -1
	for c := range st.fixed.home[side] {
		if n := st.fixed.topo.Distance(l.Cell, c); d < 0 || n < d {
			d = n
		}
	}
	return d
}

// nearerEnemy reads "towards the enemy" for a suppressed unit of side:
// a step that brings it nearer the enemy's base line (the suppression
// section's towardEnemy), or into a zone where side sees enemy ground
// units. Enemy units side does not see do not count, so the legal moves
// and the refusals tell nothing of them (RULINGS.md).
func (st *State) nearerEnemy(side string, a, b rules.Location) bool {
	e := other(side)
	return st.lineDistance(e, b) < st.lineDistance(e, a) || st.seenEnemyAt(side, b)
}

// seenEnemyAt reports whether side sees enemy ground units in the zone at
// l. It asks about sight only when the zone holds enemy ground units.
func (st *State) seenEnemyAt(side string, l rules.Location) bool {
	if !st.enemyAt(side, l) {
		return false
	}
	for k := range st.Units {
		if st.Units[k].Loc == l && st.Units[k].Side != side && !st.isAircraft(k) && st.sees(side, k) {
			return true
		}
	}
	return false
}

// moveWhy says why side may not move unit i to dest (a zone label or
// offBoard), nil when it may: gen lists exactly the moves for which it is
// "".
func (st *State) moveWhy(side string, i int, dest string) *rules.Refusal {
	if r := st.unitMoveWhy(side, i); r != nil {
		return r
	}
	if dest == offBoard {
		return st.exitWhy(side, i)
	}
	from := st.Units[i].Loc
	to, ok := st.zoneLoc(dest)
	if !ok {
		return refuse(RuleMovement, "no zone %q on the map (a zone is a label such as G6, or %q to exit)", dest, offBoard)
	}
	name := st.unitName(i)
	if to == from {
		return refuse(RuleMovement, "%s is already at %s", name, dest)
	}
	if p, ok := st.route(i)[to.Cell]; ok {
		return st.pathWhy(side, i, p)
	}
	tr := st.Troops[i]
	if st.fixed.topo.Adjacent(from.Cell, to.Cell) {
		// No way the rules take: the reason the step itself is refused.
		return st.stepWhy(side, i, from, to, tr.Moved, tr.RoadMoved)
	}
	return refuse(RuleMovement, "%s cannot reach %s this turn: it is %d zones away, and with %d of its %d zones moved (+1 along a road for at least half its normal allowance) no way it may take leads there",
		name, dest, st.fixed.topo.Distance(from.Cell, to.Cell), tr.Moved, st.allowance(i, tr.RoadMoved))
}

// unitMoveWhy says why side may not move unit i now, wherever to (nil when
// it may): not its unit, not on the map, an aircraft, its movement ended,
// or in a zone the enemy holds.
func (st *State) unitMoveWhy(side string, i int) *rules.Refusal {
	if i < 0 {
		return refuse(RuleMovement, "no such unit in play")
	}
	u := &st.Units[i]
	name := st.unitName(i)
	switch {
	case u.Side != side:
		return refuse(RuleMovement, "%s is not a unit of the %s", name, st.sideName(side))
	case !u.Loc.OnMap():
		return refuse(RuleMovement, "%s is not on the map (off-board units come on with the reserves)", name)
	case st.isAircraft(i):
		return refuse(RuleAir, "%s are aircraft: they fly in the air operations, not in the movement", name)
	case st.rate(i) == 0:
		return refuse(RuleMovement, "%s does not move", name)
	}
	if why, ok := st.Move.Halted[u.ID]; ok {
		return refuse(RuleMovement, "%s's movement has ended this turn: %s", name, why)
	}
	if st.enemyAt(side, u.Loc) {
		return refuse(RuleClose, "%s shares its zone with the enemy: \"Units which find themselves in the same zones as enemies must now fight\"", name)
	}
	return nil
}

// pathWhy says why side's unit i may not take path p (nil when it may):
// each step is checked as a move of one zone is (stepWhy), and a zone
// where side sees enemy units ends the path, since a unit entering it
// stops to fight.
func (st *State) pathWhy(side string, i int, p path) *rules.Refusal {
	tr := st.Troops[i]
	moved, road := tr.Moved, tr.RoadMoved
	at := st.Units[i].Loc
	for k, c := range p.cells {
		next := rules.CellLocation(st.fixed.m, c)
		if r := st.stepWhy(side, i, at, next, moved, road); r != nil {
			return refuse(r.Rule, "%s", st.onTheWay(i, p, k, r.Reason))
		}
		if k < len(p.cells)-1 && st.seenEnemyAt(side, next) {
			return refuse(RuleMovement, "%s", st.onTheWay(i, p, k, fmt.Sprintf("%s holds enemy units, and a unit entering it stops there to fight", st.label(next))))
		}
		moved++
		if st.roadStep(at, next) {
			road++
		}
		at = next
	}
	return nil
}

// stepWhy says why side's unit i may not step from a into the
// neighbouring zone b after moving moved zones this turn (roadMoved of
// them along a road), nil when it may: a move of one zone's checks.
func (st *State) stepWhy(side string, i int, a, b rules.Location, moved, roadMoved int) *rules.Refusal {
	u, name, dest := &st.Units[i], st.unitName(i), st.label(b)
	if !st.fixed.topo.Adjacent(a.Cell, b.Cell) {
		return refuse(RuleMovement, "%s is not next to %s", dest, st.label(a))
	}
	road := 0
	if st.roadStep(a, b) {
		road = 1
	}
	if moved+1 > st.allowance(i, roadMoved+road) {
		return refuse(RuleMovement, "%s has moved %d zones this turn, its full movement allowance (%d; +1 along a road for at least half its normal allowance)", name, moved, st.allowance(i, roadMoved))
	}
	if r := st.passWhy(i, a, b); r != nil {
		return r
	}
	if u.HasFlag(FlagRouting) && (st.lineDistance(side, b) >= st.lineDistance(side, a) || st.seenEnemyAt(side, b)) {
		return refuse(RuleMorale, "%s is routing: it flees towards its own base line, and %s is not nearer to it", name, dest)
	}
	if st.suppressed(i) && st.nearerEnemy(side, a, b) {
		return refuse(RuleSuppression, "suppressed units may not move towards the enemy: %s to %s is towards the enemy", name, dest)
	}
	if why := st.whyNotAfterEntrench(i); why != "" && st.seenEnemyAt(side, b) {
		// The week's assault: a unit that entrenched this week does not
		// assault (RULINGS W-4.3); what it cannot see, it may stumble on.
		return refuse(RuleWeekWorks, "%s may not enter %s, held by the enemy: %s", name, dest, why)
	}
	return st.stackWhy(i, a, b)
}

// onTheWay words a step's refusal on unit i's path p to its last zone,
// the k-th step refused: the way the rules take, and that a unit may go
// another way one zone at a time.
func (st *State) onTheWay(i int, p path, k int, why string) string {
	if len(p.cells) == 1 {
		return why
	}
	return fmt.Sprintf("on the way to %s by %s (the fewest zones, fewest beside cover, most along roads): %s; to go another way, move %s one zone at a time",
		st.fixed.m.Label(p.cells[len(p.cells)-1]), st.pathText(p.cells[:len(p.cells)-1]), why, st.unitName(i))
}

// pathText words zones: "G6", "G6 and H7", "G6, H7 and H8".
func (st *State) pathText(cells []board.Cell) string {
	var b strings.Builder
	for k, c := range cells {
		switch {
		case k == 0:
		case k == len(cells)-1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(st.fixed.m.Label(c))
	}
	return b.String()
}

// path is a way for a unit to a zone: the zones it enters in order, the
// last its destination; road counts its steps along a road, cover the
// zones it enters beside cover (where opportunity fire is asked whoever
// stands there: opFireAsked), diagonal its diagonal steps.
type path struct {
	cells                 []board.Cell
	road, cover, diagonal int
}

// better reports whether p is a better way than q to the same zone: "the
// cheapest legal path" is the fewest zones (a unit's allowance is counted
// in zones), then the fewest beside cover, then the most along roads, then
// the straightest (the fewest diagonal steps: C8 to E8 by D8, not D7).
func (p path) better(q path) bool {
	switch {
	case len(p.cells) != len(q.cells):
		return len(p.cells) < len(q.cells)
	case p.cover != q.cover:
		return p.cover < q.cover
	case p.road != q.road:
		return p.road > q.road
	}
	return p.diagonal < q.diagonal
}

// route is the path the rules take for unit i to each zone it may reach
// this turn (path.better, the first found among equals), worked out from
// what every side may know: the map and the shelling, the unit's kind and
// the zones it has moved this turn; never from where units stand, so that
// the way a move takes says nothing of them (RULINGS.md, "Moves of
// several zones"). A step is open when the unit's allowance and the
// terrain let it (passWhy), and a path goes on only from a zone whose
// entry did not end its movement (endsMove). Whether units allow each
// step (stacking, a seen enemy on the way, suppression, routing) is
// moveWhy's, along this path.
func (st *State) route(i int) map[board.Cell]path {
	start := st.Units[i].Loc
	tr := st.Troops[i]
	if !start.OnMap() || st.rate(i) == 0 {
		return nil
	}
	type node struct {
		at   board.Cell
		p    path
		stop bool // its last step ended the unit's movement
	}
	m, topo := st.fixed.m, st.fixed.topo
	side := st.Units[i].Side
	// The allowance with each count of road steps, worked out once (the
	// road adds 2 at most, so no move has more steps than rate+2).
	allow := make([]int, st.rate(i)+3)
	for r := range allow {
		allow[r] = st.allowance(i, tr.RoadMoved+r)
	}
	allowed := func(steps, road int) bool {
		return road < len(allow) && tr.Moved+steps <= allow[road]
	}
	hide := map[board.Cell]bool{} // mayHideNear, asked once a zone
	mayHide := func(c board.Cell) bool {
		h, ok := hide[c]
		if !ok {
			h = st.mayHideNear(side, c)
			hide[c] = h
		}
		return h
	}
	type stepKey struct{ a, b board.Cell }
	type stepIs struct{ open, road, stop bool }
	steps := map[stepKey]stepIs{} // each side crossed, asked once
	stepOf := func(a, b board.Cell) stepIs {
		k := stepKey{a, b}
		v, ok := steps[k]
		if !ok {
			la, lb := rules.CellLocation(m, a), rules.CellLocation(m, b)
			v = stepIs{open: st.passWhy(i, la, lb) == nil}
			if v.open {
				v.road = st.roadStep(la, lb)
				v.stop = st.endsMove(i, la, lb) != ""
			}
			steps[k] = v
		}
		return v
	}
	type key struct {
		c    board.Cell
		road int
	}
	out := map[board.Cell]path{}
	seen := map[key]bool{{start.Cell, 0}: true}
	front := []node{{at: start.Cell}}
	var nbuf []board.Cell
	for step := 1; len(front) > 0; step++ {
		next := map[key]int{} // index in level
		var level []node
		for _, n := range front {
			if n.stop {
				continue
			}
			nbuf = topo.Neighbors(n.at, nbuf[:0])
			for _, c := range nbuf {
				si := stepOf(n.at, c)
				if !si.open {
					continue
				}
				road := n.p.road
				if si.road {
					road++
				}
				if !allowed(step, road) {
					continue
				}
				k := key{c, road}
				if seen[k] {
					continue
				}
				p := path{cells: append(slices.Clone(n.p.cells), c), road: road, cover: n.p.cover, diagonal: n.p.diagonal}
				if mayHide(c) {
					p.cover++
				}
				if c.X != n.at.X && c.Y != n.at.Y {
					p.diagonal++
				}
				nd := node{at: c, p: p, stop: si.stop}
				if j, ok := next[k]; ok {
					if p.better(level[j].p) {
						level[j] = nd
					}
					continue
				}
				next[k] = len(level)
				level = append(level, nd)
			}
		}
		for _, nd := range level {
			seen[key{nd.at, nd.p.road}] = true
			if q, ok := out[nd.at]; !ok || nd.p.better(q) {
				out[nd.at] = nd.p
			}
		}
		front = level
	}
	delete(out, start.Cell)
	return out
}

// exitWhy says why side's unit i may not leave off the enemy's rear board
// edge ("Exit a unit off enemy rear zone board edge: +10"): from one of
// the enemy's base-line zones, with a zone of movement left, not
// suppressed (the enemy's rear is towards the enemy) nor routing.
func (st *State) exitWhy(side string, i int) *rules.Refusal {
	u, name := &st.Units[i], st.unitName(i)
	if !st.fixed.home[other(side)][u.Loc.Cell] {
		return refuse(RuleVictory, "units exit off the enemy's rear board edge from one of the base-line zones of the %s: %s is not on it", st.sideName(other(side)), st.label(u.Loc))
	}
	tr := st.Troops[i]
	if tr.Moved+1 > st.allowance(i, tr.RoadMoved) {
		return refuse(RuleMovement, "%s has used its movement allowance this turn (%d zones)", name, tr.Moved)
	}
	if u.HasFlag(FlagRouting) {
		return refuse(RuleMorale, "%s is routing: it flees towards its own base line", name)
	}
	if st.suppressed(i) {
		return refuse(RuleSuppression, "suppressed units may not move towards the enemy: %s may not exit into the enemy's rear", name)
	}
	return nil
}

// movable are side's units that may move now (on the map, ground units),
// only the one arg0 names when set.
func (st *State) movable(side, arg0 string) []int {
	var out []int
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != side || !u.Loc.OnMap() || st.isAircraft(i) || arg0 != "" && st.Units.Ref(i) != arg0 {
			continue
		}
		out = append(out, i)
	}
	return out
}

func genMove(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	var buf []board.Cell
	for _, i := range st.movable(side, arg0) {
		u := &st.Units[i]
		if st.unitMoveWhy(side, i) != nil {
			continue
		}
		ref := st.Units.Ref(i)
		routes := st.route(i)
		buf = buf[:0]
		for c := range routes {
			buf = append(buf, c)
		}
		// Map order, the list the same from one call to the next.
		slices.SortFunc(buf, func(a, b board.Cell) int { return st.fixed.topo.Index(a) - st.fixed.topo.Index(b) })
		for _, c := range buf {
			if st.pathWhy(side, i, routes[c]) == nil {
				out = append(out, rules.Action{Side: side, Verb: "move", Args: []string{ref, st.fixed.m.Label(c)}})
			}
		}
		if st.fixed.home[other(side)][u.Loc.Cell] {
			if st.moveWhy(side, i, offBoard) == nil {
				out = append(out, rules.Action{Side: side, Verb: "move", Args: []string{ref, offBoard}})
			}
		}
	}
	return out
}

// moveListed reports whether genMove lists a: a unit of the side on the
// map named as the list names it (Units.Ref), and a zone label as the map
// writes it (or offBoard) that moveWhy finds nothing against; genMove
// lists exactly those (the zones of route that pathWhy allows, and the
// exit from the enemy's base line).
func moveListed(st *State, a rules.Action) bool {
	if len(a.Args) != 2 || len(st.movable(a.Side, a.Args[0])) != 1 {
		return false
	}
	i := st.movable(a.Side, a.Args[0])[0]
	if a.Args[1] == offBoard {
		if !st.fixed.home[other(a.Side)][st.Units[i].Loc.Cell] {
			return false
		}
	} else if l, ok := st.zoneLoc(a.Args[1]); !ok || st.label(l) != a.Args[1] {
		return false
	}
	return st.moveWhy(a.Side, i, a.Args[1]) == nil
}

func whyMove(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return refuse(RuleMovement, "move takes a unit and a zone: move UNIT ZONE (or move UNIT off)")
	}
	return st.moveWhy(a.Side, st.unitArg(a.Args[0]), a.Args[1])
}

func applyMove(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	if a.Args[1] == offBoard {
		st.exit(i, ctx)
		return nil
	}
	to, _ := st.zoneLoc(a.Args[1])
	var rest []string
	for _, c := range st.route(i)[to.Cell].cells {
		rest = append(rest, st.fixed.m.Label(c))
	}
	defer st.unseenMove(i, len(ctx.Events()), ctx)
	return st.walk(i, rest, ctx)
}

// unseenMove gives the lines logged since event since, of unit i's move,
// to its own side alone when its enemy does not see it where the move
// ended: a unit that moves out of the enemy's sight is logged to its own
// side alone, also when the enemy saw it on the way (RULINGS.md, "Moves of
// several zones"). A unit destroyed on the way is left as it was logged.
func (st *State) unseenMove(i, since int, ctx *rules.Context) {
	own := st.Units[i].Side
	if ctx == nil || !st.Units[i].Loc.OnMap() || st.sees(other(own), i) {
		return
	}
	evs := ctx.Events()
	for k := since; k < len(evs); k++ {
		switch e := &evs[k]; {
		case e.To.Referee:
		case len(e.To.Sides) == 0:
			e.To = rules.SidesOnly(own)
		case !slices.Contains(e.To.Sides, own):
			e.To = rules.Audience{Referee: true}
		}
	}
}

// walk moves unit i into the zones of rest one step after another, as
// long as it may go on: a step that ends its movement (a zone the enemy
// holds, morass...), a break-down that destroys it, or an afterStep
// handler that takes the rest of the move over (a question of
// opportunity fire) ends the walk there.
func (st *State) walk(i int, rest []string, ctx *rules.Context) error {
	for len(rest) > 0 {
		from := st.Units[i].Loc
		to, _ := st.zoneLoc(rest[0])
		rest = rest[1:]
		if err := st.step(i, from, to, ctx); err != nil {
			return err
		}
		if !st.Units[i].Loc.OnMap() {
			return nil
		}
		if _, halted := st.Move.Halted[st.Units[i].ID]; halted {
			rest = nil
		}
		st.stepped = &moveStep{unit: i, from: from, rest: rest}
		err := book.Run(st, afterStep, ctx)
		stop := st.stepped.stop
		st.stepped = nil
		if err != nil || stop {
			return err
		}
	}
	return nil
}

// step moves unit i from the zone at from into the neighbouring zone at
// to: its movement counted, the way and the going logged, its movement
// ended by the zone it entered if the rules say so, and a vehicle's
// break-down dice rolled cross country.
func (st *State) step(i int, from, to rules.Location, ctx *rules.Context) error {
	u, tr := &st.Units[i], &st.Troops[i]
	side := u.Side
	road := st.roadStep(from, to)
	grade := st.stepGrade(i, from, to)
	contested := st.enemyAt(side, to)
	if contested && len(st.sideAt(side, to)) == 0 {
		if _, ok := st.Move.Front[st.frontKey(side, to)]; !ok {
			st.Move.Front = setKey(st.Move.Front, st.frontKey(side, to), st.label(from))
		}
	}
	u.Loc = to
	tr.Wave = 0
	tr.Moved++
	if road {
		tr.RoadMoved++
	}
	tr.From = st.label(from)
	u.SetFlag(FlagMoving)
	st.restack(ctx)
	how := "cross country"
	if road {
		how = "along the road"
	}
	st.logAbout(i, ctx, "%s moves from %s to %s %s (%s; %d of %d zones)", st.unitName(i), st.label(from), st.label(to), how,
		Goings[grade], tr.Moved, st.allowance(i, tr.RoadMoved))
	why := st.endsMove(i, from, to)
	if contested {
		why = "a unit entering a zone held by the enemy stops there to fight (" + st.label(to) + ")"
	}
	if why != "" {
		st.Move.Halted = setKey(st.Move.Halted, u.ID, why)
		st.logAbout(i, ctx, "%s stops: %s", st.unitName(i), why)
	}
	if st.class(i).isVehicle() && !road {
		return st.breakdown(i, from, to, ctx)
	}
	return nil
}

// exit takes unit i off the enemy's rear board edge: out of play, counted
// in State.Exited for the victory points.
func (st *State) exit(i int, ctx *rules.Context) {
	u := &st.Units[i]
	from := st.label(u.Loc)
	u.Loc = rules.Eliminated
	u.SetFlag(FlagExited)
	st.Troops[i].Wave = 0
	st.Troops[i].Moved++
	if st.Exited == nil {
		st.Exited = map[string]int{}
	}
	st.Exited[u.Side]++
	st.destroyDepot(other(u.Side), ctx)
	st.restack(ctx)
	st.logAbout(i, ctx, "%s exits off the rear board edge of the %s from %s", st.unitName(i), st.sideName(other(u.Side)), from)
}

func setKey(m map[string]string, k, v string) map[string]string {
	if m == nil {
		m = map[string]string{}
	}
	m[k] = v
	return m
}

// breakdownMod is "the defensive modifier" of the zone at b entered from
// a, for a vehicle's break-down roll: the single best positive modifier of
// the save chart the zone gives (rough going or morass +1, built up area
// or ruins +2, light trench +1, heavy trench +2), and rough (+1) at least
// across an embankment.
func (st *State) breakdownMod(i int, a, b rules.Location) (int, string) {
	mod, why := 0, "open"
	if g := st.stepGrade(i, a, b); g >= gradeRough {
		mod, why = 1, Goings[g]
	}
	if t := st.zone(b).Trench; t > mod {
		mod, why = t, trenchName(t)
	}
	if st.builtUp(b) && 2 > mod {
		mod, why = 2, "built up area or ruins"
	}
	return mod, why
}

// breakdown is the break-down roll of vehicle i entering b cross country:
// "Vehicles moving cross country must roll for break downs. The vehicles
// undergo attack dice equal to (2+ the defensive modifier of the roughest
// terrain being crossed). This damage can be saved against by using the
// unit's experience dice." A turn's move is made zone by zone, so the
// dice are rolled as the zones are entered: the first cross-country zone
// rolls 2 + its modifier, a rougher zone later in the turn rolls the dice
// its greater modifier adds (RULINGS.md). Not enemy fire: no morale check.
func (st *State) breakdown(i int, a, b rules.Location, ctx *rules.Context) error {
	id := st.Units[i].ID
	mod, terr := st.breakdownMod(i, a, b)
	need, done := 2+mod, st.Move.Breakdown[id]
	if need <= done {
		return nil
	}
	if st.Move.Breakdown == nil {
		st.Move.Breakdown = map[string]int{}
	}
	st.Move.Breakdown[id] = need
	name := st.unitName(i)
	roll, err := hitDice("Break-down dice", need-done).Resolve(ctx.Dice(), nil, nil)
	if err != nil {
		return err
	}
	roll.For = fmt.Sprintf("%s breaks down? (cross country, roughest terrain %s %+d: %d dice", name, terr, mod, need)
	if done > 0 {
		roll.For += fmt.Sprintf(", %d rolled already this turn", done)
	}
	roll.For += ")"
	// Who sees the vehicle sees its dice; its experience dice (their count
	// tells its experience) only its own side while it is unidentified.
	logRollTo(st.audiencesOf(i), ctx, roll)
	if roll.Total == 0 {
		return nil
	}
	save, err := hitDice("Experience dice", st.Troops[i].Experience).Resolve(ctx.Dice(), nil, nil)
	if err != nil {
		return err
	}
	save.For = fmt.Sprintf("%s saves against the break-down's %d hits", name, roll.Total)
	ctx.LogRollTo(st.valuesAudience(i), "", save)
	if cas := min((roll.Total-min(save.Total, roll.Total))/st.hitsPerPoint(i), st.Troops[i].Strength); cas > 0 {
		st.loseStrength(i, cas, ctx)
		st.restack(ctx)
	}
	return nil
}

// mustFlee: a routing unit "continuing to flee" must use its movement
// towards its base line before the side's movement ends.
func mustFlee(st *State) *rules.Refusal {
	side := st.phaseSide()
	for _, i := range st.movable(side, "") {
		if st.Units[i].HasFlag(FlagRouting) && len(genMove(st, side, st.Units.Ref(i))) > 0 {
			return refuse(RuleMorale, "%s is routing and must flee towards its base line first", st.unitName(i))
		}
	}
	return nil
}

// capitalise upper-cases s's first letter.
func capitalise(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// moveChecklist lists the routing units that must still flee.
func moveChecklist(st *State, side string) []rules.CheckItem {
	var out []rules.CheckItem
	for _, i := range st.movable(side, "") {
		if st.Units[i].HasFlag(FlagRouting) && len(genMove(st, side, st.Units.Ref(i))) > 0 {
			out = append(out, rules.CheckItem{Text: st.typeName(i) + " is routing: move it towards its base line", Required: true})
		}
	}
	return out
}

// Dismounting: "Mounted units may elect to abandon their mounts before
// they begin their movement, and operate as infantry. Mark the location of
// their animals or vehicles (... horses and bicycles must remain in place
// until their owners collect them once again)."

// dismountWhy says why side may not dismount unit i (nil when it may).
func (st *State) dismountWhy(side string, i int) *rules.Refusal {
	if i < 0 {
		return refuse(RuleMovement, "no such unit in play")
	}
	u, name := &st.Units[i], st.unitName(i)
	switch {
	case u.Side != side || !u.Loc.OnMap():
		return refuse(RuleMovement, "%s is not a unit of the %s on the map", name, st.sideName(side))
	case !st.class(i).mountedClass():
		return refuse(RuleMovement, "%s has no mounts to abandon (only cavalry and bicycle troops do)", name)
	case u.HasFlag(FlagDismounted):
		return refuse(RuleMovement, "%s has already abandoned its mounts", name)
	case st.Troops[i].Moved > 0 || st.Move.Halted[u.ID] != "":
		return refuse(RuleMovement, "mounted units abandon their mounts before they begin their movement: %s has moved this turn", name)
	}
	return nil
}

func applyDismount(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	u := &st.Units[i]
	u.SetFlag(FlagDismounted)
	st.Move.Mounts = setKey(st.Move.Mounts, u.ID, st.label(u.Loc))
	st.logAbout(i, ctx, "%s abandons its mounts at %s and operates as infantry", st.unitName(i), st.label(u.Loc))
	return nil
}

// unitVerb is a verb "VERB UNIT" of a side's movable units, titled
// title: legal for each unit can says nothing against, refused with
// can's reason; worded by format ("" for the engine's words).
func unitVerb(name, title, help string, can func(st *State, side string, i int) *rules.Refusal,
	apply func(st *State, a rules.Action, ctx *rules.Context) error, format string) kit.Verb[*State] {
	gen := func(st *State, side, arg0 string) []rules.Action {
		var out []rules.Action
		for _, i := range st.movable(side, arg0) {
			if can(st, side, i) == nil {
				out = append(out, rules.Action{Side: side, Verb: name, Args: []string{st.Units.Ref(i)}})
			}
		}
		return out
	}
	why := func(st *State, a rules.Action) *rules.Refusal {
		if len(a.Args) != 1 {
			return refuse(RuleMovement, "%s takes a unit: %s UNIT", name, name)
		}
		return can(st, a.Side, st.unitArg(a.Args[0]))
	}
	v := kit.Verb[*State]{Name: name, Title: title, Args: "UNIT", Help: help, Rule: RuleMovement, Gen: gen, Why: why, Apply: apply}
	if format != "" {
		v.Describe = unitWords(format)
	}
	return v
}

// mountWhy says why side may not have unit i collect its mounts (nil when
// it may): in the zone where it left them, before it moves this turn, the
// zone not held by the enemy.
func (st *State) mountWhy(side string, i int) *rules.Refusal {
	if i < 0 {
		return refuse(RuleMovement, "no such unit in play")
	}
	u, name := &st.Units[i], st.unitName(i)
	switch {
	case u.Side != side || !u.Loc.OnMap():
		return refuse(RuleMovement, "%s is not a unit of the %s on the map", name, st.sideName(side))
	case !u.HasFlag(FlagDismounted):
		return refuse(RuleMovement, "%s has not abandoned any mounts", name)
	case st.Move.Mounts[u.ID] != st.label(u.Loc):
		return refuse(RuleMovement, "%s's mounts wait at %s: it collects them there", name, st.Move.Mounts[u.ID])
	case st.Troops[i].Moved > 0 || st.Move.Halted[u.ID] != "":
		return refuse(RuleMovement, "%s collects its mounts before it begins its movement: it has moved this turn", name)
	case st.enemyAt(side, u.Loc):
		return refuse(RuleClose, "%s shares its zone with the enemy and must fight on foot", name)
	}
	return nil
}

func applyMount(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	u := &st.Units[i]
	u.ClearFlag(FlagDismounted)
	delete(st.Move.Mounts, u.ID)
	if len(st.Move.Mounts) == 0 {
		st.Move.Mounts = nil
	}
	st.logAbout(i, ctx, "%s collects its mounts at %s", st.unitName(i), st.label(u.Loc))
	return nil
}

// movementTable is the seed's "Movement rates".
func movementTable() rules.RefTable {
	return rules.RefTable{ID: TableMovement, Caption: "Movement rates", Columns: []string{"Units", "Zones per assault turn"},
		Rows: [][]string{
			{"Infantry, medium artillery, heavy tanks", "2"},
			{"Cavalry, field artillery, wheeled vehicles and light tanks", "3"},
			{"Heavy artillery", "1"},
		},
		Notes: "Road: +1 for units moving along a road for at least half their normal allowance; wheeled vehicles and bicycle infantry +1 if part of their move is along a road."}
}

// terrainEffectsTable is the seed's "Terrain effects".
func terrainEffectsTable() rules.RefTable {
	return rules.RefTable{ID: TableTerrain, Caption: "Terrain effects", Columns: []string{"Terrain", "Effect"},
		Rows: [][]string{
			{"Morass, ruins, etc", "May only be entered by infantry & heavy tanks. Entering morass ends the units movement turn."},
			{"Rough ground", "Impassable to wheeled vehicles. Cavalry and vehicles entering rough terrain immediately end their movement turn."},
			{"Open ground", "No special effects."},
			{"Roads", "Always count as open ground; the road bonus above."},
		}}
}
