package vernian

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// The air war's common ground: the state the air sections share, the unit
// classes they tell apart, and how air units move across the maps. The
// sections, which join the sequence of play through the rulebook's
// moments (book.go), are one file each: zeppelins.go and flyers.go (moves),
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
	// First are the enemy air units (ids) the attacking Fighters' owner
	// chose to attack first in a fight still waiting (the verb first), the
	// latest choice at the front.
	First []string `json:"first,omitempty"`
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
	c.First = slices.Clone(a.First)
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
	for _, j := range st.Units.Passengers(zep) {
		name := st.name(j)
		st.Units[j].Loc = rules.Eliminated
		ctx.Logf("%s aboard %s is lost", name, st.name(zep))
	}
}

// --- storms and generators ---

// stormAt reports whether a Storm marker is at l.
func (st *State) stormAt(l rules.Location) bool {
	return len(st.Air.Storms) > 0 && l.OnMap() && slices.Contains(st.Air.Storms, st.text(l))
}

// generatorAt reports whether a Van der Graaf Generator stands at l.
func (st *State) generatorAt(l rules.Location) bool {
	return len(st.Air.Generators) > 0 && l.OnMap() && slices.Contains(st.Air.Generators, st.text(l))
}

// Quoted in refusals: 000 Inventions, Storms b and Generators b.
const (
	stormNoEntry     = `"Air units may not enter that hex"`
	generatorNoEntry = `"Allied Ether Flyers may not enter a hex containing a Gigantic Van der Graaf Generator"`
)

// airBarred is why air unit i cannot reach l within limit hexes when a
// Storm, a generator or a neutral country is the reason, with the rule:
// l is a Storm ("Air units may not enter that hex"), for an Allied flyer
// a generator's hex ("Allied Ether Flyers may not enter a hex containing
// a Gigantic Van der Graaf Generator") or in a neutral country, or every
// way of limit hexes or fewer to it passes through a Storm or such a
// generator, each named. "" when l is farther than limit however flown
// (the caller says so, citing its range).
func (st *State) airBarred(i int, l rules.Location, limit int) (rule, why string) {
	u := &st.Units[i]
	if !u.Loc.OnMap() || !l.OnMap() {
		return "", ""
	}
	gens := st.Air.Generators
	if !st.isFlyer(u) || u.Side != Allies {
		gens = nil
	}
	switch {
	case st.stormAt(l):
		return RuleStorms + " b", fmt.Sprintf("there is a Storm at %s: %s", st.place(l), stormNoEntry)
	case slices.Contains(gens, st.text(l)):
		return RuleGenerators + " b", fmt.Sprintf("a Gigantic Van der Graaf Generator stands at %s: %s", st.place(l), generatorNoEntry)
	case inRegion(st.mapOf(l), l.Cell, st.fixed.t.NeutralRegions):
		return RuleMovement, fmt.Sprintf("%s is in a neutral country: units never enter neutral countries", st.place(l))
	}
	// In the way: a closed hex c on some way of limit hexes or fewer,
	// were the Storms and generators open.
	open := st.airReachAvoiding(u.Loc, nil, limit)
	if _, ok := open[l]; !ok {
		return "", ""
	}
	inWay := func(texts []string) []string {
		var out []string
		for _, t := range texts {
			c, err := rules.ParseLocation(st.fixed.s, t)
			if err != nil {
				continue
			}
			if d1, ok := open[c]; ok {
				if _, ok := st.airReachAvoiding(c, nil, limit-d1)[l]; ok {
					out = append(out, st.place(c))
				}
			}
		}
		return out
	}
	// "the Storm at A", or "a Storm (at A or B)" when any of them bars
	// the way.
	named := func(what string, at []string) string {
		if len(at) == 1 {
			return "the " + what + " at " + at[0]
		}
		return "a " + what + " (at " + strings.Join(at[:len(at)-1], ", ") + " or " + at[len(at)-1] + ")"
	}
	storms, generators := inWay(st.Air.Storms), inWay(gens)
	var what, quotes []string
	if len(storms) > 0 {
		rule = RuleStorms + " b"
		what = append(what, named("Storm", storms))
		quotes = append(quotes, stormNoEntry)
	}
	if len(generators) > 0 {
		if rule == "" {
			rule = RuleGenerators + " b"
		}
		what = append(what, named("Gigantic Van der Graaf Generator", generators))
		quotes = append(quotes, generatorNoEntry)
	}
	if rule == "" {
		return "", ""
	}
	return rule, fmt.Sprintf("every way of %d hexes or fewer from %s to %s passes through %s: %s",
		limit, st.place(u.Loc), st.place(l), strings.Join(what, " or "), strings.Join(quotes, "; "))
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
	return l.OnMap() && isWaterCell(st.mapOf(l), l.Cell)
}

// isWaterCell reports whether cell c of m is sea.
func isWaterCell(m *maps.Map, c board.Cell) bool {
	if m == nil {
		return false
	}
	t := m.TerrainAt(c)
	return t != nil && (t.ID == "sea" || t.Pattern == "water")
}

// airReach is every hex air unit i can reach from where it stands within
// limit hexes, with the hexes flown: "Zeppelins always pay one movement
// point per hex, never more" (and so do Ether Flyers). Air units cross sea
// but never enter a neutral country (as no unit does), land drawn for
// geography only (a land hex in no region: the West Front map's Southern
// England, where play uses the England map), a Storm ("Air units
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
	return st.airReachAvoiding(from, st.airClosed(side, flyer), limit)
}

// airReachAvoiding is airReachFrom entering none of the hexes closed.
func (st *State) airReachAvoiding(from rules.Location, closed []airNode, limit int) map[rules.Location]int {
	if !from.OnMap() || limit < 0 {
		return map[rules.Location]int{}
	}
	f := st.fixed
	g := f.airGraph()
	mi, ok := g.mapIndex[from.Map]
	if !ok {
		return map[rules.Location]int{}
	}
	start := f.s.Maps[mi].Topology.Index(from.Cell)
	if start < 0 {
		return map[rules.Location]int{}
	}
	dist := make([][]int16, len(f.s.Maps))
	for k, m := range f.s.Maps {
		dist[k] = make([]int16, m.Topology.Len())
		for c := range dist[k] {
			dist[k][c] = -1
		}
	}
	dist[mi][start] = 0
	queue := []airNode{{int32(mi), int32(start)}}
	for k := 0; k < len(queue); k++ {
		n := queue[k]
		d := dist[n.m][n.c]
		if int(d) >= limit {
			continue
		}
		for _, next := range g.steps[n.m][n.c] {
			if dist[next.m][next.c] >= 0 || g.neutral[next.m][next.c] || slices.Contains(closed, next) {
				continue
			}
			dist[next.m][next.c] = d + 1
			queue = append(queue, next)
		}
	}
	out := make(map[rules.Location]int, len(queue))
	for _, n := range queue {
		m := f.s.Maps[n.m]
		out[rules.CellLocation(m, m.Topology.Cell(int(n.c)))] = int(dist[n.m][n.c])
	}
	return out
}

// airClosed are the hexes an air unit of side may not enter now (few: a
// list is quicker than a map): "Air
// units may not enter that hex" (a Storm) and "Allied Ether Flyers may not
// enter a hex containing a Gigantic Van der Graaf Generator".
func (st *State) airClosed(side string, flyer bool) []airNode {
	var out []airNode
	add := func(texts []string) {
		for _, t := range texts {
			if l, err := rules.ParseLocation(st.fixed.s, t); err == nil && l.OnMap() {
				if mi, ok := st.fixed.airGraph().mapIndex[l.Map]; ok {
					if c := st.mapOf(l).Topology.Index(l.Cell); c >= 0 {
						out = append(out, airNode{int32(mi), int32(c)})
					}
				}
			}
		}
	}
	add(st.Air.Storms)
	if flyer && side == Allies {
		add(st.Air.Generators)
	}
	return out
}

// airNode is a hex of the air graph: a map's index in the scenario and
// the cell's dense index on it.
type airNode struct{ m, c int32 }

// airGraph is how air units move across the scenario's maps, worked out
// once per game: each hex's neighbours, with the Channel crossing in
// place of the N arrow hex and the way back from Dover, and the hexes
// never entered: neutral countries and land in no region.
type airGraph struct {
	mapIndex map[string]int // by map id
	steps    [][][]airNode
	neutral  [][]bool
}

// airGraph builds (once) the scenario's air graph.
func (f *fixed) airGraph() *airGraph {
	f.airOnce.Do(func() { f.air = buildAirGraph(f) })
	return f.air
}

func buildAirGraph(f *fixed) *airGraph {
	s := f.s
	g := &airGraph{mapIndex: map[string]int{}, steps: make([][][]airNode, len(s.Maps)), neutral: make([][]bool, len(s.Maps))}
	for k, m := range s.Maps {
		g.mapIndex[m.ID] = k
	}
	node := func(m *maps.Map, c board.Cell) airNode {
		return airNode{int32(g.mapIndex[m.ID]), int32(m.Topology.Index(c))}
	}
	var buf []board.Cell
	for k, m := range s.Maps {
		t := m.Topology
		g.steps[k] = make([][]airNode, t.Len())
		g.neutral[k] = make([]bool, t.Len())
		for i := range t.Len() {
			c := t.Cell(i)
			// Neutral countries, and land drawn for geography only (a
			// land hex in no region of a map that has regions: the West
			// Front's Southern England, played on the England map).
			g.neutral[k][i] = inRegion(m, c, f.t.NeutralRegions) ||
				len(m.Regions) > 0 && m.RegionAt(c) == nil && !isWaterCell(m, c)
			buf = t.Neighbors(c, buf[:0])
			for _, nb := range buf {
				to := node(m, nb)
				if far, ok := channel(s, m, c, nb); ok {
					to = node(s.Map(far.Map), far.Cell)
				}
				g.steps[k][i] = append(g.steps[k][i], to)
			}
			// From the far end of a crossing (Dover), back across.
			for _, ln := range m.LinksAt(c) {
				if !slices.Contains(ln.Kinds, "air") {
					continue
				}
				if tm := s.Map(ln.ToMap); tm != nil && tm != m {
					if tc, err := tm.Cell(ln.ToCell); err == nil && !isWaterCell(tm, tc) {
						g.steps[k][i] = append(g.steps[k][i], node(tm, tc))
					}
				}
			}
		}
	}
	return g
}

// channel reports where a step from cell a into cell b of m lands when b
// is the N arrow hex and a the hex the crossing starts from: b has an air
// link to the other map's cell T, and T's air link leads back to a.
func channel(s *scenarios.Scenario, m *maps.Map, a, b board.Cell) (rules.Location, bool) {
	for _, ln := range m.LinksAt(b) {
		if !slices.Contains(ln.Kinds, "air") {
			continue
		}
		tm := s.Map(ln.ToMap)
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

// idle reports whether the phase's side has nothing to do in it but end
// it: no action of the phase's verbs is legal.
func (st *State) idle() bool {
	if book.Decision(st, kit.Everyone) != nil {
		return false
	}
	// The position does not change while idle looks: let the supply nets
	// it asks for be worked out once, not once per destination (inside
	// Apply nothing is kept between two lookups, as the state changes).
	if st.applying {
		st.memo.resetPosition()
		st.applying = false
		defer func() { st.applying = true; st.memo.resetPosition() }()
	}
	side := st.active()
	for _, v := range book.VerbsNow(st) {
		switch {
		case v == kit.EndPhase:
		case v == "move":
			// One unit with somewhere to go is enough.
			for i := range st.Units {
				if st.Units[i].Side == side && len(st.destinations(i)) > 0 {
					return false
				}
			}
		case len(book.LegalWith(st, side, v, "")) > 0:
			return false
		}
	}
	return true
}

var _ rules.Dragger = (*State)(nil)

// DragVerbs implements rules.Dragger: besides moves (Base Change, Sortie),
// a player drags a flyer onto the hex it lands at, displaces to, or flies
// its mission or Interception to.
func (st *State) DragVerbs() []string {
	return []string{"land", "displace", "sweep", "escort", "interdict", "intercept"}
}
