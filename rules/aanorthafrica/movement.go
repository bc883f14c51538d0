package aanorthafrica

import (
	"fmt"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the base game's combat move and non-combat move, which the
// seed leaves to Axis & Allies: Europe ("Aircraft still move, attack, and
// defend as normal"):
//
//   - Combat move: land units move into enemy-controlled or enemy-occupied
//     spaces to attack them and stop there; armour may blitz through one
//     empty enemy-controlled space, taking it as it passes (RULINGS.md,
//     "Blitz"); aircraft move into battles with moves left to reach a
//     landing space (aircraft.go); AA guns never attack, so they do not move.
//   - Non-combat move: units that did not move in the combat move move
//     through and into their side's spaces only; aircraft land (aircraft.go).
//
// `move UNIT SPACE` moves one unit (a drag of its counter) along the
// shortest legal way to SPACE; `dash UNIT SPACE` is the seed's mechanized
// move, one space beyond the unit's move (mechanized.go, viabalbia.go): a
// verb of its own, as the window's move sends a unit and a place only. A unit may
// move again in the same phase with the spaces it has left. Every land
// unit's step into an enemy-controlled space runs the entered hooks
// (hooks.go: minefields), which may stop it there.

// RuleMovement is the base game's combat and non-combat move.
const RuleMovement = "Movement"

// VerbDash is "dash UNIT SPACE", the mechanized move.
const VerbDash = "dash"

var (
	_ = addPhaseVerbs(PhaseCombatMove, rules.VerbMove, VerbDash)
	_ = addPhaseVerbs(PhaseNoncombatMove, rules.VerbMove, VerbDash)
)

// A counter dragged onto a space moves there (rules.Dragger, reinforcements.go),
// by a mechanized move where only one reaches.
var _ = addDragVerbs(rules.VerbMove, VerbDash)

var _ rules.Dragger = (*State)(nil)

func init() {
	book.Verb(kit.Verb[*State]{Name: rules.VerbMove, Title: "Move", Args: "UNIT SPACE", Rule: RuleMovement, Words: "moving a unit",
		Help: "moves a unit to SPACE within its move along the shortest legal way (combat move: into enemy spaces to attack; non-combat move: through your side's spaces; aircraft land where their side held the space since the turn began)",
		Gen:  genMove(false), Listed: listedMove, Why: whyMove, Apply: applyMove, Describe: describeMove})
	book.Verb(kit.Verb[*State]{Name: VerbDash, Title: "Mechanized move", Args: "UNIT SPACE", Rule: RuleMech, Words: "a mechanized move",
		Help: "a mechanized move: infantry, artillery or an AA gun goes to a space 2 away, armour 3 away; the unit is then out of gas for its nation's next turn, unless the extra space went along the Via Balbia",
		Gen:  genMove(true), Listed: listedMove, Why: whyMove, Apply: applyMove, Describe: describeMove})
	on(kit.TurnStart, func(st *State, _ *rules.Context) error {
		st.Moves.Moved = nil
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleMovement, Title: "Combat move and non-combat move", Order: 60,
		Text: `As in Axis & Allies: Europe. Infantry, artillery and AA guns move 1 space, armour 2, fighters 4, bombers 6 (see the units chart).

Combat move: land units move into enemy-controlled or enemy-occupied spaces to attack them, and stop there. Armour may blitz: pass through one empty enemy-controlled space, taking it as it passes, and go on. Aircraft move into battles only with enough moves left to reach a space where they may land. AA guns never attack: they do not move in the combat move.

Non-combat move: units that did not move in the combat move (aircraft excepted: they land) move through and into their own side's spaces only.

Drag a counter to a space it can reach: it goes the shortest legal way. A unit may move again in the same phase with the spaces it has left.`})
}

// mover is one unit's move now: what it is and how far it may still go.
type mover struct {
	i             int
	class         Class
	side, nation  string
	air, combat   bool
	std, max      int // spaces left within its move, and with a dash
	from, blitzed int // its space; 1 when it has blitzed this turn
}

// isMech reports whether class c may make the seed's mechanized move.
func (c Class) isMech() bool { return c == Infantry || c == Artillery || c == AA || c == Armour }

// mover is unit i's move now, or the refusal (for action a) saying why it
// may not move at all.
func (st *State) mover(a rules.Action, i int) (mover, *rules.Refusal) {
	if i >= 0 && st.Units[i].Side != a.Side && st.Units[i].Loc.OnMap() && !st.Units[i].Hidden {
		// An enemy counter dragged on the board: named as the player sees it, not by its id.
		return mover{}, rules.Refuse(a, RuleMovement, "%s is not yours: it is the %s's", st.unitName(i), st.SideName(st.Units[i].Side))
	}
	if i < 0 || st.Units[i].Side != a.Side || !st.Units[i].Loc.OnMap() {
		return mover{}, rules.Refuse(a, RuleMovement, "no unit %s of yours on the board", a.Args[0])
	}
	u := &st.Units[i]
	c := st.ClassOfUnit(i)
	name := st.unitName(i)
	switch {
	case u.Nation != st.Nation():
		return mover{}, rules.Refuse(a, RuleMovement, "%s is %s's: only %s's units move in %s's turn", name, st.NationName(u.Nation), st.NationName(st.Nation()), st.NationName(st.Nation()))
	case c == Minefield || !c.IsAir() && !c.IsLand():
		return mover{}, rules.Refuse(a, RuleMovement, "minefields do not move")
	}
	if r := st.gasWhy(a, i); r != nil {
		return mover{}, r
	}
	mv := st.movedIn(i)
	combat := st.Phase == PhaseCombatMove
	switch {
	case combat && c == AA:
		return mover{}, rules.Refuse(a, RuleMovement, "AA guns never attack: they move only in the non-combat move")
	case !combat && !c.IsAir() && mv.Combat:
		return mover{}, rules.Refuse(a, RuleMovement, "%s moved in the combat move: it may not move again this turn", name)
	}
	g := st.graph()
	m := mover{i: i, class: c, side: u.Side, nation: u.Nation, air: c.IsAir(), combat: combat, from: g.index[st.SpaceOf(i)]}
	if combat && mv.Combat && mv.Steps > 0 && st.hostileAt(u.Side, st.SpaceOf(i)) {
		return mover{}, rules.Refuse(a, RuleMovement, "%s has moved into the attack on %s: it stays to fight", name, st.SpaceOf(i))
	}
	if mv.Blitzed {
		m.blitzed = 1
	}
	move := st.UnitStats(i).Move
	m.std, m.max = max(move-mv.Steps, 0), move-mv.Steps
	if c.isMech() {
		m.max++
	}
	if m.max <= 0 {
		return mover{}, rules.Refuse(a, RuleMovement, "%s has no moves left this turn", name)
	}
	return m, nil
}

// genMove lists side's moves (dash false) or mechanized moves (dash
// true): each unit of the acting nation, to each space it reaches, by a
// mechanized move when only one reaches it.
func genMove(dash bool) func(st *State, side, arg0 string) []rules.Action {
	return func(st *State, side, arg0 string) []rules.Action { return st.genMove(side, arg0, dash) }
}

func (st *State) genMove(side, arg0 string, dash bool) []rules.Action {
	if side != st.ActingSide() {
		return nil
	}
	var sc *moveScene
	var listed []int // by space: 1 + the unit whose move to it is listed
	var out []rules.Action
	for i := range st.Units {
		ref := st.Units.Ref(i)
		if u := &st.Units[i]; u.Nation != st.Nation() || !u.Loc.OnMap() || arg0 != "" && ref != arg0 {
			continue
		}
		m, r := st.mover(rules.Action{Side: side, Verb: rules.VerbMove, Args: []string{ref}}, i)
		if r != nil {
			continue
		}
		if sc == nil {
			sc = st.scene()
			listed = make([]int, len(sc.g.labels))
		}
		rc := st.reach(sc, m, m.max)
		for _, k := range rc.seen {
			y, d := k/4, rc.dist[k]
			if listed[y] == i+1 || d == 0 || dash != (d > m.std) || rc.spaceDist(y) != d || !st.mayEnd(sc, m, y, d) {
				continue
			}
			listed[y] = i + 1 // each space once per unit
			out = append(out, rules.Action{Side: side, Verb: a0verb(dash), Args: []string{ref, sc.g.labels[y]}})
		}
	}
	return out
}

// a0verb is the verb of a move (dash: a mechanized move).
func a0verb(dash bool) string {
	if dash {
		return VerbDash
	}
	return rules.VerbMove
}

// moveArgs reads a move's unit and space, and whether it is a mechanized
// move (ok false when malformed).
func (st *State) moveArgs(a rules.Action) (i, y int, dash, ok bool) {
	if len(a.Args) != 2 {
		return -1, -1, false, false
	}
	i = st.Units.Resolve(a.Args[0])
	y, in := st.graph().index[a.Args[1]]
	return i, y, a.Verb == VerbDash, i >= 0 && in
}

// listedMove reports whether genMove lists a, working out only its unit.
func listedMove(st *State, a rules.Action) bool {
	i, y, dash, ok := st.moveArgs(a)
	if !ok || a.Side != st.ActingSide() {
		return false
	}
	m, r := st.mover(a, i)
	if r != nil {
		return false
	}
	sc := st.scene()
	d := st.reach(sc, m, m.max).spaceDist(y)
	return d > 0 && st.mayEnd(sc, m, y, d) && dash == (d > m.std)
}

// describeMove is "Move Italian armour 2-2-2 to Sollum (mechanized
// move: one space further, out of gas until Italy's turn in round 3)", or
// "(... one space further along the Via Balbia: no penalty)": the player
// reads before choosing which dash costs the next turn.
func describeMove(st *State, a rules.Action, _ string) (string, bool) {
	i, y, dash, ok := st.moveArgs(a)
	if !ok {
		return "", false
	}
	s := "Move " + st.unitName(i) + " to " + a.Args[1]
	if dash {
		switch free, known := st.dashAlongRoad(a, i, y); {
		case known && free:
			s += " (mechanized move: one space further along the Via Balbia: no penalty)"
		case known:
			nation := st.Units[i].Nation
			s += fmt.Sprintf(" (mechanized move: one space further, out of gas until %s's turn in round %d)", st.NationName(nation), st.refuelRound(nation))
		default:
			s += " (mechanized move: one space further)"
		}
	}
	return s, true
}

// dashAlongRoad reports whether the mechanized move a of unit i to space y
// would take its extra space from one road space to the next (no penalty,
// ruling N-6), working out the way applyMove takes; known is false when
// the move cannot be worked out (a move the rules refuse).
func (st *State) dashAlongRoad(a rules.Action, i, y int) (free, known bool) {
	m, r := st.mover(a, i)
	if r != nil {
		return false, false
	}
	sc := st.scene()
	move := st.UnitStats(i).Move
	mv := st.movedIn(i)
	if mv.Dashed {
		return false, false
	}
	rc := st.reach(sc, m, m.max)
	d := rc.spaceDist(y)
	if d <= 0 {
		return false, false
	}
	path := rc.path(y, mv.Steps+d == move+1)
	k := move + 1 - mv.Steps // the step (index into path) that is the extra space
	if k < 1 || k >= len(path) {
		return false, false
	}
	return sc.g.roadStep(path[k-1], path[k]), true
}

// pathText is "Jalo → Siwa → Sollum".
func pathText(g *moveGraph, path []int) string {
	var ls []string
	for _, y := range path {
		ls = append(ls, g.labels[y])
	}
	return strings.Join(ls, " → ")
}

// applyMove moves the unit along its way step by step: each step of a
// land unit into an enemy-controlled space in the combat move runs the
// entered hooks (which may stop it, or destroy it); armour passing
// through an empty enemy-controlled space takes it (a blitz). The unit's
// Moved is kept, and a move past its standard move pays the mechanized
// move's penalty (mechanized.go).
func applyMove(st *State, a rules.Action, ctx *rules.Context) error {
	i, y, dash, _ := st.moveArgs(a)
	m, r := st.mover(a, i)
	if r != nil {
		return r
	}
	sc := st.scene()
	move := st.UnitStats(i).Move
	mv := st.movedIn(i)
	roadLast := dash && mv.Steps+st.reach(sc, m, m.max).spaceDist(y) == move+1
	path := st.reach(sc, m, m.max).path(y, roadLast)
	if len(path) < 2 {
		return errf("move %v: no way to %s", a.Args, a.Args[1])
	}
	g := sc.g
	u := &st.Units[i]
	name := st.unitName(i)
	if mv.Start == "" {
		mv.Start = g.labels[path[0]]
	}
	mv.Combat = mv.Combat || m.combat
	kind := "non-combat move"
	if m.combat {
		kind = "combat move"
	}
	if st.Moves.Moved == nil {
		st.Moves.Moved = map[int]Moved{}
	}
	logged := 0 // path[:logged+1] has been logged
	flush := func(k int) {
		if k > logged {
			verb := "moves"
			if logged > 0 {
				verb = "goes on"
			}
			ctx.Logf("%s %s %s (%s)", name, verb, pathText(g, path[logged:k+1]), kind)
			logged = k
		}
	}
	extra := -1 // the step (index into path) that was the mechanized move's extra space
	for k := 1; k < len(path); k++ {
		from, to := path[k-1], path[k]
		u.Loc = st.Loc(g.labels[to])
		mv.Prev, mv.Steps = g.labels[from], mv.Steps+1
		if mv.Steps == move+1 && !mv.Dashed {
			mv.Dashed, extra = true, k
		}
		st.Moves.Moved[i] = mv
		if m.air || !m.combat || !sc.enemyHeld(m.side, to) {
			continue
		}
		flush(k)
		stop, err := runEntered(st, ctx, Entry{Nation: m.nation, Units: []int{i}, Space: g.labels[to], From: g.labels[from]})
		if err != nil {
			return err
		}
		if stop || k == len(path)-1 || !u.Loc.OnMap() {
			path = path[:k+1]
			break
		}
		taker := st.captor(g.labels[to], m.nation)
		st.Owner[g.labels[to]] = taker
		mv.Blitzed = true
		st.Moves.Moved[i] = mv
		ctx.Logf("%s blitzes through %s and takes it for %s (%s)", name, g.labels[to], st.NationName(taker), RuleMovement)
	}
	flush(len(path) - 1)
	if extra > 0 && u.Loc.OnMap() {
		st.dashed(i, path[extra-1], path[extra], ctx)
	}
	return nil
}
