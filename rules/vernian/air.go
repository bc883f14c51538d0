package vernian

import (
	"slices"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
)

// The air war's common ground: the state the air sections share, the unit
// classes they tell apart, how air units move across the maps, and the
// hooks by which each section joins the sequence of play. The sections
// themselves are one file each: zeppelins.go and flyers.go (moves),
// missions.go, aircombat.go, storms.go, generators.go, inventions.go,
// improve.go.

// Air is the air war's state.
type Air struct {
	// Flights are the flyers in the air on a mission, in take-off order.
	Flights []Flight `json:"flights,omitempty"`
	// Storms are this operational turn's Storm markers (location texts):
	// "The marker stays there for the rest of the Operational Turn and is
	// then removed".
	Storms []string `json:"storms,omitempty"`
	// WCPDs are the Weather Control Projection Devices the Allies built
	// (each gives one Storm marker; at most two).
	WCPDs int `json:"wcpds,omitempty"`
	// Generators are the hexes (location texts) of the Gigantic Van der
	// Graaf Generators on the map.
	Generators []string `json:"generators,omitempty"`
	// GeneratorsBuilt counts the generators built, placed or not,
	// destroyed or not ("Up to two can be built").
	GeneratorsBuilt int `json:"generators_built,omitempty"`
	// ToPlace are the generators built and not yet placed.
	ToPlace int `json:"to_place,omitempty"`
	// Invented are the Strategic Turns (indexes) in which each side rolled
	// for its invention, by side: "once per Strategic Turn".
	Invented map[string][]int `json:"invented,omitempty"`
	// Escape is this operational turn's rolls to escape a storm, by unit
	// id: true escaped, false failed.
	Escape map[string]bool `json:"escape,omitempty"`
	// Improved counts the Zeppelins flipped to their improved side this
	// Strategic Turn.
	Improved int `json:"improved,omitempty"`
	// Displace are the flyers (ids) whose hex an enemy ground unit entered,
	// waiting for their owner to choose where they displace.
	Displace []string `json:"displace,omitempty"`
}

// Flight is a flyer in the air: it stands in its mission's target hex
// (its Loc) until it returns to base.
type Flight struct {
	Unit string `json:"unit"` // unit id
	// Mission is "sweep", "escort", "light" (Light Interdiction), "heavy"
	// (Heavy Interdiction) or "intercept".
	Mission string `json:"mission"`
	// From is the base it flew from (location text): the mission's range
	// is counted from it, and an aborting flyer goes back to it.
	From string `json:"from"`
	// Fought is set once the air combat of its hex was resolved.
	Fought bool `json:"fought,omitempty"`
}

func (a *Air) clone() Air {
	c := *a
	c.Flights = slices.Clone(a.Flights)
	c.Storms = slices.Clone(a.Storms)
	c.Generators = slices.Clone(a.Generators)
	c.Displace = slices.Clone(a.Displace)
	if a.Invented != nil {
		c.Invented = make(map[string][]int, len(a.Invented))
		for k, v := range a.Invented {
			c.Invented[k] = slices.Clone(v)
		}
	}
	if a.Escape != nil {
		c.Escape = make(map[string]bool, len(a.Escape))
		for k, v := range a.Escape {
			c.Escape[k] = v
		}
	}
	return c
}

// flagFlown marks a flyer that flew a mission (or an interception) this
// player-turn: one mission each.
const flagFlown = "flown"

// --- unit classes ---

// isZeppelin: an Über-Zeppelin fleet.
func (st *State) isZeppelin(u *rules.Unit) bool { return st.kind(u) == "zeppelin" }

// isFlyer: an Ether Flyer (F, CS or B).
func (st *State) isFlyer(u *rules.Unit) bool { return st.kind(u) == "flyer" }

// flyerType is an Ether Flyer's printed type: "F" (fighter or
// interceptor), "CS" (close support) or "B" (bomber); "" for other units.
func (st *State) flyerType(u *rules.Unit) string {
	if !st.isFlyer(u) {
		return ""
	}
	t := st.fixed.types[u.Type]
	if t == nil || len(t.Steps) == 0 {
		return ""
	}
	return t.Steps[0].Print
}

// --- flights ---

// flight is unit i's flight, nil when it is not in the air.
func (st *State) flight(i int) *Flight {
	id := st.Units[i].ID
	for k := range st.Air.Flights {
		if st.Air.Flights[k].Unit == id {
			return &st.Air.Flights[k]
		}
	}
	return nil
}

// endFlight removes unit i's flight (if any).
func (st *State) endFlight(i int) {
	id := st.Units[i].ID
	st.Air.Flights = slices.DeleteFunc(st.Air.Flights, func(f Flight) bool { return f.Unit == id })
}

// shootDown destroys air unit i in air combat, with its passengers
// ("Zeppelin shot down. Any passengers lost.").
func (st *State) shootDown(i int, ctx *rules.Context) {
	u := &st.Units[i]
	name, where := st.name(i), st.place(u.Loc)
	st.losePassenger(i, ctx)
	st.endFlight(i)
	u.Loc = rules.Eliminated
	ctx.Logf("%s at %s is shot down", name, where)
}

// abortFlight sends flyer i back to the base it flew from at once ("aborts
// and returns to base immediately"): it takes no further part in the
// mission.
func (st *State) abortFlight(i int, ctx *rules.Context) {
	u := &st.Units[i]
	f := st.flight(i)
	name, where := st.name(i), st.place(u.Loc)
	if f != nil {
		if l, err := rules.ParseLocation(st.fixed.s, f.From); err == nil {
			u.Loc = l
		}
	}
	st.endFlight(i)
	u.SetFlag(flagFlown)
	ctx.Logf("%s aborts at %s and returns to base at %s", name, where, st.place(u.Loc))
}

// losePassenger eliminates the units aboard Zeppelin zep ("passengers
// lost").
func (st *State) losePassenger(zep int, ctx *rules.Context) {
	id := st.Units[zep].ID
	for j := range st.Units {
		if st.Units[j].Loc.Aboard == id {
			name := st.name(j)
			st.Units[j].Loc = rules.Eliminated
			ctx.Logf("%s aboard %s is lost", name, st.name(zep))
		}
	}
}

// passengers lists the units aboard unit i.
func (st *State) passengers(i int) []int {
	id := st.Units[i].ID
	var out []int
	for j := range st.Units {
		if st.Units[j].Loc.Aboard == id {
			out = append(out, j)
		}
	}
	return out
}

// --- storms and generators ---

// stormAt reports whether a Storm marker is at l.
func (st *State) stormAt(l rules.Location) bool {
	return l.OnMap() && slices.Contains(st.Air.Storms, st.text(l))
}

// generatorAt reports whether a Van der Graaf Generator stands at l.
func (st *State) generatorAt(l rules.Location) bool {
	return l.OnMap() && slices.Contains(st.Air.Generators, st.text(l))
}

// stuck reports whether air unit i sits in a storm it has not escaped
// this operational turn ("In order to leave they must 'roll to escape'").
func (st *State) stuck(i int) bool {
	u := &st.Units[i]
	return st.stormAt(u.Loc) && !st.Air.Escape[u.ID]
}

// --- air movement ---

// isWater reports whether l is a sea hex: "Zeppelins may never end a move
// over water".
func (st *State) isWater(l rules.Location) bool {
	if !l.OnMap() {
		return false
	}
	t := st.mapOf(l).TerrainAt(l.Cell)
	return t != nil && (t.ID == "sea" || t.Pattern == "water")
}

// airReach is every hex air unit i can reach from where it stands within
// limit hexes, with the hexes flown: "Zeppelins always pay one movement
// point per hex, never more" (and so do Ether Flyers). Air units cross sea
// but never enter a neutral country (as no unit does), a Storm ("Air units
// may not enter that hex") or, for Allied flyers, a generator's hex
// ("Allied Ether Flyers may not enter a hex containing a Gigantic Van der
// Graaf Generator"). Crossing the Channel: the maps' "air" links; a unit
// stepping from the far end of the England link (W7005) into the N arrow
// hex is placed on Dover, and from Dover goes back to W7005 (000 Über-
// Zeppelins, Crossing the Channel). The start hex is included at 0.
func (st *State) airReach(i, limit int) map[rules.Location]int {
	u := &st.Units[i]
	return st.airReachFrom(u.Loc, u.Side, st.isFlyer(u), limit)
}

// airReachFrom is airReach for a unit of side (flyer or Zeppelin) at from.
func (st *State) airReachFrom(from rules.Location, side string, flyer bool, limit int) map[rules.Location]int {
	out := map[rules.Location]int{}
	if !from.OnMap() || limit < 0 {
		return out
	}
	out[from] = 0
	queue := []rules.Location{from}
	var buf []board.Cell
	for k := 0; k < len(queue); k++ {
		l := queue[k]
		d := out[l]
		if d >= limit {
			continue
		}
		m := st.mapOf(l)
		for _, next := range st.airSteps(m, l, buf) {
			if _, seen := out[next]; seen || !st.airEnterable(next, side, flyer) {
				continue
			}
			out[next] = d + 1
			queue = append(queue, next)
		}
	}
	return out
}

// airSteps are the hexes one air step from l on m: its neighbours, with
// the Channel crossing in place of the N arrow hex.
func (st *State) airSteps(m *maps.Map, l rules.Location, buf []board.Cell) []rules.Location {
	buf = m.Topology.Neighbors(l.Cell, buf[:0])
	out := make([]rules.Location, 0, len(buf)+1)
	for _, nb := range buf {
		to := rules.CellLocation(m, nb)
		if far, ok := st.channel(m, l.Cell, nb); ok {
			to = far
		}
		out = append(out, to)
	}
	// From the far end of a crossing (Dover), back across.
	for _, ln := range m.LinksAt(l.Cell) {
		if !slices.Contains(ln.Kinds, "air") {
			continue
		}
		if tm := st.fixed.s.Map(ln.ToMap); tm != nil && tm != m {
			if c, err := tm.Cell(ln.ToCell); err == nil && !st.isWater(rules.CellLocation(tm, c)) {
				out = append(out, rules.CellLocation(tm, c))
			}
		}
	}
	return out
}

// channel reports where a step from cell a into cell b of m lands when b
// is the N arrow hex and a the hex the crossing starts from: b has an air
// link to the other map's cell T, and T's air link leads back to a.
func (st *State) channel(m *maps.Map, a, b board.Cell) (rules.Location, bool) {
	for _, ln := range m.LinksAt(b) {
		if !slices.Contains(ln.Kinds, "air") {
			continue
		}
		tm := st.fixed.s.Map(ln.ToMap)
		if tm == nil || tm == m {
			continue
		}
		t, err := tm.Cell(ln.ToCell)
		if err != nil {
			continue
		}
		for _, back := range tm.LinksAt(t) {
			if back.ToMap == m.ID && slices.Contains(back.Kinds, "air") && back.ToCell == m.Label(a) {
				return rules.CellLocation(tm, t), true
			}
		}
	}
	return rules.Location{}, false
}

// airEnterable reports whether an air unit of side may enter l.
func (st *State) airEnterable(l rules.Location, side string, flyer bool) bool {
	m := st.mapOf(l)
	if m == nil || m.Topology.Index(l.Cell) < 0 {
		return false
	}
	if inRegion(m, l.Cell, st.fixed.t.NeutralRegions) || st.stormAt(l) {
		return false
	}
	if flyer && side == Allies && st.generatorAt(l) {
		return false
	}
	return true
}

// --- hooks into the sequence of play ---

// hooks are what the air sections run at moments of the sequence, by
// name: "enter:KIND" and "leave:KIND" (a phase of that kind begins or
// ends), "turn-end" (an operational turn ends), "strategic" (a Strategic
// Turn begins, after its reinforcements) and "after-action" (after every
// action, before control changes hands). Each section registers its own
// from its file's init.
var hooks = map[string][]func(*State, *rules.Context){}

// mustHooks are, by phase kind, what a phase still needs done before it
// may end ("" when nothing), with the rule; checklistHooks the phase
// checklist's items.
var (
	mustHooks      = map[string][]func(*State) (why, rule string){}
	checklistHooks = map[string][]func(*State) []rules.CheckItem{}
)

// onHook registers f to run at the moment name.
func onHook(name string, f func(*State, *rules.Context)) { hooks[name] = append(hooks[name], f) }

// onMust registers a phase kind's must-finish check.
func onMust(kind string, f func(*State) (why, rule string)) {
	mustHooks[kind] = append(mustHooks[kind], f)
}

// onChecklist registers a phase kind's checklist items.
func onChecklist(kind string, f func(*State) []rules.CheckItem) {
	checklistHooks[kind] = append(checklistHooks[kind], f)
}

// runHooks runs the hooks registered for name, in registration order.
func (st *State) runHooks(name string, ctx *rules.Context) {
	for _, f := range hooks[name] {
		if st.Over {
			return
		}
		f(st, ctx)
	}
}

// idle reports whether the phase's side has nothing to do in it but end
// it: no action of the phase's verbs is legal.
func (st *State) idle() bool {
	if st.decision() != nil {
		return false
	}
	side := st.active()
	for _, v := range st.verbsNow() {
		if v != "end-phase" && len(verbs[v].gen(st, side, "")) > 0 {
			return false
		}
	}
	return true
}
