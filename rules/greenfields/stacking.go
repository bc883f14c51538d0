package greenfields

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Stacking" ("A maximum of three units may be
// stacked into a single map zone", waves, "pile into the melee"): the
// seed's words are the Section below.
//
// The limit is each side's in a zone (the Combat example's three German
// regiments charge a zone the British hold); aircraft do not count. In a
// zone the enemy holds, the side's first unit to enter this turn sets the
// attack's front (the direction it came from); a unit coming in from
// another facing (a flank or the rear) may pile in above the limit, one
// per facing (RULINGS.md).

func init() {
	book.Section(kit.Section[*State]{Rule: RuleStacking, Title: "Stacking", Order: 100,
		Text: fmt.Sprintf(`"Stacking multiple units within a single map zone is perfectly allowable. A maximum of three units may be stacked into a single map zone." (%d; aircraft do not count.)

"Players must designate which units within a zone form the leading wave, middle wave and end wave. Players who stack multiple regiments in a single zone may elect to swap "waves" after movement, or after each round of fire combat."

"There may be situations where units are attacked from the side, front and rear all at once; a max of 1 additional unit can "pile into the melee" per flank or facing."`, StackLimit)})
}

func init() {
	book.Verb(kit.Verb[*State]{Name: "lead", Title: "Lead", Args: "UNIT", Rule: RuleStacking,
		Help: "puts a unit in its zone's leading wave",
		Gen:  genLead, Why: whyLead, Apply: applyLead, Describe: describeLead})
}

// describeLead words lead and leapfrog: "Put German regulars 3-3-12 (now
// the second wave) in the leading wave".
func describeLead(st *State, a rules.Action, viewer string) (string, bool) {
	u, ok := st.argUnit(a, 0, viewer)
	if !ok {
		return "", false
	}
	// Say which wave it comes from: two regiments alike are told apart
	// by their place (its owner knows it; the waves of a unit the viewer
	// has not identified are not shown).
	if i := st.Units.Resolve(a.Args[0]); i >= 0 && (viewer == "" || viewer == a.Side) {
		if w := st.Troops[i].Wave; w > 1 && w <= len(waveNames) {
			return fmt.Sprintf("Put %s (now the %s) in the leading wave", u, waveNames[w-1]), len(a.Args) == 1
		}
	}
	return fmt.Sprintf("Put %s in the leading wave", u), len(a.Args) == 1
}

// Facings of an attack on a zone, relative to its front.
const (
	FacingFront = "front"
	FacingLeft  = "left flank"
	FacingRight = "right flank"
	FacingRear  = "rear"
)

// squareDir is the direction (0 north, clockwise to 7 north-west) from
// cell a to its neighbour b; -1 when they are not neighbours.
func squareDir(a, b rules.Location) int {
	dx, dy := b.Cell.X-a.Cell.X, b.Cell.Y-a.Cell.Y
	for k, d := range [8][2]int{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}} {
		if d[0] == dx && d[1] == dy {
			return k
		}
	}
	return -1
}

// facingOf is the facing of an attack on zone z coming from `from`, when
// the attack's front came from `front`: within 45° of the front is the
// front, 90° either side a flank, more the rear.
func facingOf(z, front, from rules.Location) string {
	f, d := squareDir(z, front), squareDir(z, from)
	if f < 0 || d < 0 {
		return FacingFront
	}
	switch (d - f + 8) % 8 {
	case 0, 1, 7:
		return FacingFront
	case 2:
		return FacingRight
	case 6:
		return FacingLeft
	}
	return FacingRear
}

// frontKey keys Movement.Front: side's attack on the zone at l ("central G6").
func (st *State) frontKey(side string, l rules.Location) string { return side + " " + st.label(l) }

// front is the zone side's attack on l came in from this turn (false when
// side has not entered l from anywhere while the enemy held it).
func (st *State) front(side string, l rules.Location) (rules.Location, bool) {
	lab, ok := st.Move.Front[st.frontKey(side, l)]
	if !ok {
		return rules.Location{}, false
	}
	return st.zoneLoc(lab)
}

// flankOf is the facing unit i attacks its zone from: FacingFront,
// FacingLeft, FacingRight or FacingRear; "" when it did not enter an
// enemy-held zone this turn. The close assault section reads it: a
// defender fired at by a unit from a flank or the rear is "attacked from
// flank" (-1 experience die).
func (st *State) flankOf(i int) string {
	u, tr := &st.Units[i], st.Troops[i]
	if !u.Loc.OnMap() || tr.From == "" {
		return ""
	}
	f, ok := st.front(u.Side, u.Loc)
	if !ok {
		return ""
	}
	from, ok := st.zoneLoc(tr.From)
	if !ok {
		return ""
	}
	return facingOf(u.Loc, f, from)
}

// fromFlank reports whether unit i attacks from a flank or the rear.
func (st *State) fromFlank(i int) bool {
	f := st.flankOf(i)
	return f == FacingLeft || f == FacingRight || f == FacingRear
}

// stackWhy says why unit i may not enter the zone at `to` from `from`
// (nil when it may): "A maximum of three units may be stacked into a single
// map zone", one more per flank or facing piling into a melee.
func (st *State) stackWhy(i int, from, to rules.Location) *rules.Refusal {
	side := st.Units[i].Side
	mine := st.groundAt(side, to, i)
	if len(mine) < StackLimit {
		return nil
	}
	if !st.enemyAt(side, to) {
		return refuse(RuleStacking, "a maximum of three units may be stacked into a single map zone: %s holds %d of the %s", st.label(to), len(mine), st.sideName(side))
	}
	f, ok := st.front(side, to)
	if !ok {
		return refuse(RuleStacking, "a maximum of three units may be stacked into a single map zone: %s holds %d of the %s", st.label(to), len(mine), st.sideName(side))
	}
	facing := facingOf(to, f, from)
	if facing == FacingFront {
		return refuse(RuleStacking, "%s holds %d of the %s: one more unit may pile into the melee only from a flank or the rear, not from the front (%s)", st.label(to), len(mine), st.sideName(side), st.label(f))
	}
	facings := []string{facing}
	for _, k := range mine {
		if fk := st.flankOf(k); fk != "" && fk != FacingFront && !slices.Contains(facings, fk) {
			facings = append(facings, fk)
		}
	}
	if len(mine) < StackLimit+len(facings) {
		return nil
	}
	return refuse(RuleStacking, "a max of 1 additional unit can pile into the melee per flank or facing: one has already come in from the %s of %s", facing, st.label(to))
}

// groundAt are side's ground units (not aircraft) at l but unit except.
func (st *State) groundAt(side string, l rules.Location, except int) []int {
	var out []int
	for k := range st.Units {
		if k != except && st.Units[k].Loc == l && st.Units[k].Side == side && !st.isAircraft(k) {
			out = append(out, k)
		}
	}
	return out
}

// restack numbers the waves of every zone (1 leading, 2 middle, 3 end,
// then 4, 5... for units piling in from the flanks), each side's apart,
// by their current order, new arrivals (wave 0) last, and clears waves
// off the map and of aircraft.
func (st *State) restack(ctx *rules.Context) {
	byZone := map[rules.Location][]int{}
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() || st.isAircraft(i) {
			st.Troops[i].Wave = 0
			continue
		}
		byZone[u.Loc] = append(byZone[u.Loc], i)
	}
	for _, us := range byZone {
		for _, side := range Sides {
			var mine []int
			for _, i := range us {
				if st.Units[i].Side == side {
					mine = append(mine, i)
				}
			}
			slices.SortStableFunc(mine, func(a, b int) int { return waveKey(st.Troops[a].Wave) - waveKey(st.Troops[b].Wave) })
			for k, i := range mine {
				st.Troops[i].Wave = k + 1
			}
		}
	}
}

// waveKey orders waves, 0 (a new arrival) last.
func waveKey(w int) int {
	if w == 0 {
		return 1 << 20
	}
	return w
}

// setLead makes unit i its side's leading wave in its zone, the others
// keeping their order behind it.
func (st *State) setLead(i int) {
	u := &st.Units[i]
	mine := st.sideAt(u.Side, u.Loc)
	k := slices.Index(mine, i)
	mine = append([]int{i}, slices.Delete(mine, k, k+1)...)
	for w, j := range mine {
		st.Troops[j].Wave = w + 1
	}
}

// leadWhy says why side may not make unit i its zone's leading wave now
// (nil when it may): "Players who stack multiple regiments in a single zone
// may elect to swap "waves" after movement, or after each round of fire
// combat." In the side's movement phase any of its zones; while a "lead"
// choice is pending (between close assault rounds), the zone it names.
func (st *State) leadWhy(side string, i int) *rules.Refusal {
	if i < 0 {
		return refuse(RuleStacking, "no such unit in play")
	}
	u, name := &st.Units[i], st.unitName(i)
	switch {
	case u.Side != side || !u.Loc.OnMap() || st.isAircraft(i):
		return refuse(RuleStacking, "%s is not a ground unit of the %s on the map", name, st.sideName(side))
	case len(st.Pending) > 0 && st.Pending[0].Zone != st.label(u.Loc):
		return refuse(RuleStacking, "the waves being swapped now are those at %s, not %s", st.Pending[0].Zone, st.label(u.Loc))
	case st.Troops[i].Wave == 1:
		return refuse(RuleStacking, "%s is already the leading wave at %s", name, st.label(u.Loc))
	}
	return nil
}

func genLead(st *State, side, arg0 string) []rules.Action {
	if len(st.Pending) > 0 && (st.Pending[0].Kind != "lead" || st.Pending[0].Side != side) {
		return nil
	}
	var out []rules.Action
	for _, i := range st.movable(side, arg0) {
		if st.leadWhy(side, i) == nil {
			out = append(out, rules.Action{Side: side, Verb: "lead", Args: []string{st.Units.Ref(i)}})
		}
	}
	return out
}

func whyLead(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refuse(RuleStacking, "lead takes a unit: lead UNIT")
	}
	return st.leadWhy(a.Side, st.unitArg(a.Args[0]))
}

func applyLead(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	st.setLead(i)
	st.logAbout(i, ctx, "%s leads the %s at %s", st.unitName(i), st.sideName(a.Side), st.label(st.Units[i].Loc))
	return nil
}
