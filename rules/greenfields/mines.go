package greenfields

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's step 8 of the weekly turn, "Mines!" (seed 003,
// Section 2):
//
//	A mine tunnel may be advanced by one zone every 2 turns. Only sappers
//	may dig a mine.
//
//	When a mine is to be detonated, the attacker rolls 1 dice. On a 1 or
//	a 2, the mine is discovered and both sides must fight for control of
//	the mine shaft using the regiments closest to the two end points of
//	the mine. Both players must feed 1 to 3 strength points from their
//	units at either end of the mine. These units fight, with the defender
//	rolling hit dice first, followed by the attacker. The side with the
//	largest surviving force in the mine way now either collapse the mine,
//	detonate the mine, or continue the mine combat by electing to feed in
//	one or 2 more strength points of infantry.
//
//	* If the mine is collapsed, the tunnel is removed from play.
//	* If the combat continues and one player has zero strength points left
//	  in the mine, the mine collapses.
//	* If the mine detonates, casualties are rolled for all units stationed
//	  in the mine's target zone.
//
//	If the mine is undiscovered or detonates after a mine combat, the
//	attacker rolls 3 hit dice per strength point of explosives packed into
//	the mine. Units hit by a mine do NOT roll vs experience to save vs
//	casualties.
//
// And of raids: "The raiders will also report any mine heads in the zone"
// (raidMineHeads, for raids.go). Readings: RULINGS.md W-8.3 to W-8.8 and
// W-8.11 to W-8.15. In short: each side's stage takes its secret orders
// (dig, charge: the enemy reads one cover for both) and its announced
// detonations (public: the target zone); the detonations are adjudicated in
// the order announced when the second side's stage ends.

// RuleMines is the weekly turn's mines.
const RuleMines = "003 Mines"

// FireMineway is the fire of the mine combat: saves without the chart's
// modifiers ("Dice modifiers are not counted vs gas attack or mines").
const FireMineway = "mine combat"

// Mine is one side's mine tunnel.
type Mine struct {
	// ID names the mine to its own side ("mine-2"); the enemy never reads
	// it.
	ID   string `json:"id"`
	Side string `json:"side"`
	// Sappers is the sappers unit digging it (an index).
	Sappers int `json:"sappers"`
	// Path are the zones of the tunnel, from its shaft (the mouth, where
	// its sappers dig from: the "mine head") to the zone its far end lies
	// under (the target zone).
	Path []string `json:"path"`
	// Toward is the zone the tunnel is being dug toward, Dug the weeks
	// dug toward it (one of the two a zone takes); DugWeek is 1 + the week
	// it was last dug.
	Toward  string `json:"toward,omitempty"`
	Dug     int    `json:"dug,omitempty"`
	DugWeek int    `json:"dug_week,omitempty"`
	// Explosive are the strength points of explosives packed into it.
	Explosive int `json:"explosive,omitempty"`
	// Known: the enemy knows of its shaft (a raid reported it).
	Known bool `json:"known,omitempty"`
	// Detonate: its detonation is announced this week.
	Detonate bool `json:"detonate,omitempty"`
}

// head is the zone the mine's far end lies under.
func (m *Mine) head() string { return m.Path[len(m.Path)-1] }

// MineParty is strength points of a unit fed into a mine combat.
type MineParty struct {
	Unit int `json:"unit"`
	SP   int `json:"sp"`
}

// MineFight is a mine combat in progress: the mine's side and id, the
// round, and the parties of both sides in the mine way.
type MineFight struct {
	Side    string      `json:"side"`
	Mine    string      `json:"mine"`
	Round   int         `json:"round,omitempty"`
	Parties []MineParty `json:"parties,omitempty"`
}

// Underground are the sides' mine tunnels, the detonations announced this
// week (side/id, in order) and the mine combat in progress.
type Underground struct {
	Tunnels []Mine     `json:"tunnels,omitempty"`
	Blasts  []string   `json:"blasts,omitempty"`
	Fight   *MineFight `json:"fight,omitempty"`
}

func (u Underground) clone() Underground {
	c := Underground{Tunnels: slices.Clone(u.Tunnels), Blasts: slices.Clone(u.Blasts)}
	for k := range c.Tunnels {
		c.Tunnels[k].Path = slices.Clone(u.Tunnels[k].Path)
	}
	if u.Fight != nil {
		f := *u.Fight
		f.Parties = slices.Clone(u.Fight.Parties)
		c.Fight = &f
	}
	return c
}

// mineIndex is the index of side's mine id, -1 for none.
func (st *State) mineIndex(side, id string) int {
	return slices.IndexFunc(st.Mines.Tunnels, func(m Mine) bool { return m.Side == side && m.ID == id })
}

// tunnelOf is the index of the mine sappers unit i digs, -1 for none.
func (st *State) tunnelOf(i int) int {
	return slices.IndexFunc(st.Mines.Tunnels, func(m Mine) bool { return m.Sappers == i && m.Side == st.Units[i].Side })
}

// mineShaftsIn are the mines (indices in State.Mines.Tunnels) of side
// whose shaft (the "mine head", where its sappers dig from) is in zone.
func (st *State) mineShaftsIn(side, zone string) []int {
	var out []int
	for k, m := range st.Mines.Tunnels {
		if m.Side == side && m.Path[0] == zone {
			out = append(out, k)
		}
	}
	return out
}

// raidMineHeads are the mine heads side's raiders report in zone, an
// enemy zone they raided: "The raiders will also report any mine heads in
// the zone". A mine head is a shaft of the enemy's mines there (RULINGS.md
// W-8.12); side knows of those mines from now on (their shafts, not their
// course or charge). The raids ask it (raids.go, mineHeadsIn); the raid
// logs the report to side.
func raidMineHeads(st *State, side, zone string) []string {
	var out []string
	for _, k := range st.mineShaftsIn(other(side), zone) {
		st.Mines.Tunnels[k].Known = true
		out = append(out, fmt.Sprintf("the shaft of a mine of the %s", st.sideName(other(side))))
	}
	return out
}

var _ = addWeekStep(PhaseMinesFirst, weekStep{Rule: RuleMines, Verbs: mineVerbs, Prompt: minesPrompt(false)})
var _ = addWeekStep(PhaseMinesSecond, weekStep{Rule: RuleMines, Verbs: mineVerbs, Prompt: minesPrompt(true)})

var mineVerbs = []string{"dig", "charge", "detonate"}

// minesPrompt is the mines stages' prompt, the same to every viewer and
// whatever mines there are (their sides' secret): the stage always waits.
func minesPrompt(second bool) func(st *State, viewer string) string {
	when := "detonations are adjudicated when the other side has given its own orders"
	if second {
		when = "announced detonations are adjudicated when you end the step"
	}
	return func(st *State, viewer string) string {
		return "Step 8, mines: dig with sappers (one zone every 2 weeks), pack explosives or detonate a mine; " + when
	}
}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleMines, Title: "Mines (weekly turn)", Order: 128,
		Text: `"A mine tunnel may be advanced by one zone every 2 turns. Only sappers may dig a mine."

"When a mine is to be detonated, the attacker rolls 1 dice. On a 1 or a 2, the mine is discovered and both sides must fight for control of the mine shaft using the regiments closest to the two end points of the mine. Both players must feed 1 to 3 strength points from their units at either end of the mine. These units fight, with the defender rolling hit dice first, followed by the attacker. The side with the largest surviving force in the mine way now either collapse the mine, detonate the mine, or continue the mine combat by electing to feed in one or 2 more strength points of infantry."

"* If the mine is collapsed, the tunnel is removed from play. * If the combat continues and one player has zero strength points left in the mine, the mine collapses. * If the mine detonates, casualties are rolled for all units stationed in the mine's target zone."

"If the mine is undiscovered or detonates after a mine combat, the attacker rolls 3 hit dice per strength point of explosives packed into the mine. Units hit by a mine do NOT roll vs experience to save vs casualties."

A tunnel starts at its sappers' zone and reaches under the next zone after two weeks of digging (dig). Explosives come from the side's stores (charge). Tunnels, their length and charge are their side's secret; a raid reports the mine heads (shafts) in the zone it raids. A detonation is announced (its target zone is public) and adjudicated, in the order announced, when the second side's mines step ends; the blast also leaves a shell hole, its hits counting against the zone's trench.`})
	book.Verb(kit.Verb[*State]{Name: "dig", Title: "Dig a mine", Args: "SAPPERS ZONE", Rule: RuleMines,
		Help: "sappers dig their mine tunnel toward a zone next to its far end (a new tunnel starts at their zone): one week of the two a zone takes, once a week; secret",
		Gen:  genDig, Why: whyDig, Apply: applyDig, Describe: describeDig})
	book.Verb(kit.Verb[*State]{Name: "charge", Title: "Pack explosives", Args: "MINE N", Rule: RuleMines,
		Help: "packs N strength points of explosives from the side's stores into one of its mines; secret",
		Gen:  genCharge, Why: whyCharge, Apply: applyCharge, Describe: describeCharge})
	book.Verb(kit.Verb[*State]{Name: "detonate", Title: "Detonate a mine", Args: "MINE", Rule: RuleMines,
		Help: "announces the detonation of a mine reaching under another zone, with explosives packed: 1d6, 1-2 the mine is discovered and fought for, else 3 hit dice per explosive point at every unit in its target zone, no save",
		Gen:  genDetonate, Why: whyDetonate, Apply: applyDetonate, Describe: describeDetonate})
	book.On(kit.Leave(PhaseMinesSecond), func(st *State, ctx *rules.Context) error { return st.runMines(ctx) })
}

// mineCover is what the enemy reads in place of a secret mines action
// (cover.go): one cover for digging and packing explosives, so it tells
// neither which nor where; a detonation's target zone, which is announced.
func (st *State) mineCover(a rules.Action) (string, bool) {
	who := "the " + st.sideName(a.Side)
	switch a.Verb {
	case "dig", "charge":
		return who + " give orders for their mines", true
	case "detonate":
		if len(a.Args) == 1 {
			if k := st.mineIndex(a.Side, a.Args[0]); k >= 0 {
				return fmt.Sprintf("%s announce the detonation of a mine under %s", who, st.Mines.Tunnels[k].head()), true
			}
		}
	case "feed":
		if len(a.Args) == 2 {
			return fmt.Sprintf("%s feed %s strength points into the mine way", who, a.Args[1]), true
		}
	}
	return "", false
}

// digZones are the zones sappers i may dig toward this week, nil with the
// refusal when none.
func (st *State) digZones(i int, side string) ([]string, *rules.Refusal) {
	if i < 0 || st.Units[i].Side != side || !st.Units[i].Loc.OnMap() {
		return nil, refuse(RuleMines, "not one of your units on the map")
	}
	u := &st.Units[i]
	switch {
	case st.class(i) != Sappers:
		return nil, refuse(RuleMines, "%s is not sappers: \"Only sappers may dig a mine\"", st.unitName(i))
	}
	from := st.label(u.Loc)
	var path []string
	if k := st.tunnelOf(i); k >= 0 {
		m := &st.Mines.Tunnels[k]
		switch {
		case m.DugWeek == st.Week+1:
			return nil, refuse(RuleMines, "%s have dug their tunnel this week: \"A mine tunnel may be advanced by one zone every 2 turns\"", st.unitName(i))
		case m.Detonate:
			return nil, refuse(RuleMines, "the detonation of %s's mine is announced", st.unitName(i))
		case m.Path[0] != from:
			return nil, refuse(RuleMines, "%s are not at their tunnel's shaft (%s)", st.unitName(i), m.Path[0])
		case m.Dug > 0:
			return []string{m.Toward}, nil
		}
		path, from = m.Path, m.head()
	}
	l, _ := st.zoneLoc(from)
	var out []string
	for _, n := range st.fixed.topo.Neighbors(l.Cell, nil) {
		if z := st.fixed.m.Label(n); !slices.Contains(path, z) {
			out = append(out, z)
		}
	}
	return out, nil
}

func genDig(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	for _, i := range st.onMap(side) {
		ref := st.Units.Ref(i)
		if st.class(i) != Sappers || arg0 != "" && arg0 != ref {
			continue
		}
		zones, _ := st.digZones(i, side)
		for _, z := range zones {
			out = append(out, rules.Action{Side: side, Verb: "dig", Args: []string{ref, z}})
		}
	}
	return out
}

func whyDig(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return refuse(RuleMines, "dig takes sappers and a zone: dig SAPPERS ZONE")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refuse(RuleMines, "no unit %q in play", a.Args[0])
	}
	zones, r := st.digZones(i, a.Side)
	if r != nil {
		return r
	}
	if len(zones) == 1 {
		return refuse(RuleMines, "%s's tunnel is being dug toward %s: \"A mine tunnel may be advanced by one zone every 2 turns\"", st.unitName(i), zones[0])
	}
	return refuse(RuleMines, "%s is not next to the far end of %s's tunnel", a.Args[1], st.unitName(i))
}

func applyDig(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	k := st.tunnelOf(i)
	if k < 0 {
		n := 1
		for st.mineIndex(a.Side, "mine-"+strconv.Itoa(n)) >= 0 {
			n++
		}
		st.Mines.Tunnels = append(st.Mines.Tunnels, Mine{ID: "mine-" + strconv.Itoa(n), Side: a.Side, Sappers: i, Path: []string{st.label(st.Units[i].Loc)}})
		k = len(st.Mines.Tunnels) - 1
	}
	m := &st.Mines.Tunnels[k]
	m.DugWeek = st.Week + 1
	own := rules.SidesOnly(a.Side)
	if m.Dug == 0 {
		m.Toward, m.Dug = a.Args[1], 1
		ctx.LogTo(own, "%s dig %s from %s toward %s: one week of the two a zone takes (%s)", st.unitName(i), m.ID, m.Path[0], m.Toward, RuleMines)
		return nil
	}
	m.Path = append(m.Path, m.Toward)
	m.Toward, m.Dug = "", 0
	ctx.LogTo(own, "%s's tunnel %s reaches under %s (%d zones from its shaft at %s)", st.unitName(i), m.ID, m.head(), len(m.Path)-1, m.Path[0])
	return nil
}

func describeDig(st *State, a rules.Action, viewer string) (string, bool) {
	if viewer != "" && viewer != a.Side {
		return "Give orders for a mine", len(a.Args) == 2
	}
	return st.unitZoneText(a, viewer, "Dig a mine tunnel with %s toward %s (one zone every 2 weeks)")
}

// ownMine is the index of a.Side's mine named by a's first argument, -1.
func (st *State) ownMine(a rules.Action) int {
	if len(a.Args) == 0 {
		return -1
	}
	return st.mineIndex(a.Side, a.Args[0])
}

func genCharge(st *State, side, arg0 string) []rules.Action {
	stock := st.stores(side).Explosive
	var out []rules.Action
	for _, m := range st.Mines.Tunnels {
		if m.Side != side || m.Detonate || arg0 != "" && arg0 != m.ID {
			continue
		}
		for n := 1; n <= stock; n++ {
			out = append(out, rules.Action{Side: side, Verb: "charge", Args: []string{m.ID, strconv.Itoa(n)}})
		}
	}
	return out
}

func whyCharge(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return refuse(RuleMines, "charge takes a mine and a number of explosive points: charge MINE N")
	}
	k := st.ownMine(a)
	if k < 0 {
		return refuse(RuleMines, "you have no mine %q", a.Args[0])
	}
	if st.Mines.Tunnels[k].Detonate {
		return refuse(RuleMines, "the detonation of %s is announced", a.Args[0])
	}
	return refuse(RuleMines, "%q: pack 1 to %d strength points of explosives (the %s's stores)", a.Args[1], st.stores(a.Side).Explosive, st.sideName(a.Side))
}

func applyCharge(st *State, a rules.Action, ctx *rules.Context) error {
	n, _ := strconv.Atoi(a.Args[1])
	m := &st.Mines.Tunnels[st.ownMine(a)]
	s := st.stores(a.Side)
	s.Explosive -= n
	st.setStores(a.Side, s)
	m.Explosive += n
	ctx.LogTo(rules.SidesOnly(a.Side), "%d strength points of explosives packed into %s (%d in it, %d left in the stores)", n, m.ID, m.Explosive, s.Explosive)
	return nil
}

func describeCharge(st *State, a rules.Action, viewer string) (string, bool) {
	k := st.ownMine(a)
	if k < 0 || len(a.Args) != 2 {
		return "", false
	}
	if viewer != "" && viewer != a.Side {
		return "Give orders for a mine", true
	}
	return fmt.Sprintf("Pack %s strength points of explosives into %s (under %s)", a.Args[1], a.Args[0], st.Mines.Tunnels[k].head()), true
}

// minesView notes the mines viewer may know of: its own (all of them for
// the referee), the enemy's shafts its raids reported, and the mine
// combat in progress (public).
func (st *State) minesView(v *rules.View, viewer string) {
	for _, m := range st.Mines.Tunnels {
		switch {
		case viewer == "" || viewer == m.Side:
			text := fmt.Sprintf("Mine %s of the %s: from its shaft at %s", m.ID, st.sideName(m.Side), m.Path[0])
			if len(m.Path) > 1 {
				text += " to under " + m.head()
			}
			if m.Dug > 0 {
				text += fmt.Sprintf(", being dug toward %s (1 week of 2)", m.Toward)
			}
			text += fmt.Sprintf("; %d explosive points", m.Explosive)
			if m.Detonate {
				text += "; detonation announced"
			}
			if m.Known {
				text += "; its shaft is known to the enemy"
			}
			v.Notes = append(v.Notes, text)
		case m.Known:
			v.Notes = append(v.Notes, fmt.Sprintf("A mine head of the %s at %s (reported by a raid)", st.sideName(m.Side), m.Path[0]))
		}
	}
	if f := st.Mines.Fight; f != nil {
		v.Notes = append(v.Notes, fmt.Sprintf("Mine combat for the %s's mine: the %s have %d strength points in the mine way, the %s %d",
			st.sideName(f.Side), st.sideName(f.Side), st.mineSP(f.Side), st.sideName(other(f.Side)), st.mineSP(other(f.Side))))
	}
}

// unknownMine is the state with a mine of side's enemy side does not know
// of: one of its mines with another charge (a reported shaft's too), or
// (when it has none) a new one from a zone of its own ground, one zone
// long (rules.Variant).
func (st *State) unknownMine(side string, r *rand.Rand) (rules.Variant, bool) {
	if !st.weekly() {
		return rules.Variant{}, false
	}
	enemy := other(side)
	c := st.Clone().(*State)
	var unknown []int
	for k, m := range c.Mines.Tunnels {
		if m.Side == enemy && !m.Detonate { // a known shaft's charge is still secret
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		m := &c.Mines.Tunnels[unknown[r.IntN(len(unknown))]]
		m.Explosive += 1 + r.IntN(3)
		return rules.Variant{What: fmt.Sprintf("the %s's %s holds %d explosive points", st.sideName(enemy), m.ID, m.Explosive), State: c}, true
	}
	f := st.fixed
	var mouths []int
	for k, reg := range f.region {
		if reg == enemy {
			mouths = append(mouths, k)
		}
	}
	if len(mouths) == 0 {
		return rules.Variant{}, false
	}
	cell := f.topo.Cell(mouths[r.IntN(len(mouths))])
	ns := f.topo.Neighbors(cell, nil)
	m := Mine{ID: "mine-unknown", Side: enemy, Sappers: -1, Path: []string{f.m.Label(cell), f.m.Label(ns[r.IntN(len(ns))])}, Explosive: r.IntN(4)}
	c.Mines.Tunnels = append(c.Mines.Tunnels, m)
	return rules.Variant{What: fmt.Sprintf("the %s have an unknown mine from %s under %s", st.sideName(enemy), m.Path[0], m.head()), State: c}, true
}
