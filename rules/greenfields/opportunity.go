package greenfields

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Movement and opportunity fire", its fire: a
// defender within 1 zone of a moving unit "may open fire on the moving
// unit using HALF its normal attack dice (rounding up)", once a turn. The
// seed's words: the Section below.
//
// After every step of a move (movement.go's afterStep moment runs offerOpFire),
// when an enemy unit might fire from within one zone of the mover's new
// zone, as far as the mover's side can tell (opFireAsked), the move stops
// there and the enemy is asked (an "opfire" decision), once for the whole
// move: opfire FIRER ZONE fires one unit now at the units that moved into
// ZONE, leading wave first, or, ZONE being a zone further along the move's
// path, orders the unit to fire when the mover gets there; hold lets the
// move go on, asking nothing more of it, until a fire ordered opens (the
// move stops where the fire met it). "If moving units are not broken by
// enemy fire, they may continue movement": a move fired upon stops where
// the fire met it, and its player moves the unit on, or not (RULINGS.md,
// "Opportunity fire: once a move"). After a fire now the question stays,
// on the same terms.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleOpFire, Title: "Movement and opportunity fire", Order: 130,
		Text: `"Players move their armies in turn, with one player completing all their army's movement before their opponent moves their own men."

"As a player moves, their opponents may elect to perform opportunity fire. If a moving unit comes within 1 zone of an unsuppressed defender, then the defender may open fire on the moving unit using HALF its normal attack dice (rounding up). Artillery units do not use SHELL points to fire in this way."

"If moving units are not broken by enemy fire, they may continue movement up to their full allowance and enter the same zone as enemy units."

"Units may only use opportunity fire once per turn."

A move of several zones asks the other side once, where the mover first comes within 1 zone of a unit that might fire (or of woods, a trench or ruins, where one might hide): it may fire there at once, or order a unit to fire when the mover enters a zone further along its way, then hold and let the move go on. A move fired upon stops where the fire met it; its player may move the unit on if it was not broken.`})
}

// opFirers are side's units that may open opportunity fire at the zone at
// l: on the table, not aircraft, unsuppressed, with hit dice, not yet
// having used their opportunity fire this turn, within one zone of l.
func (st *State) opFirers(side string, l rules.Location) []int {
	var out []int
	for _, i := range st.onMap(side) {
		u := &st.Units[i]
		if st.isAircraft(i) || st.suppressed(i) || u.HasFlag(FlagOpFired) || st.attackDice(i) == 0 ||
			u.Loc.Map != l.Map || st.fixed.topo.Distance(u.Loc.Cell, l.Cell) > 1 || st.retreating(i) {
			continue
		}
		out = append(out, i)
	}
	return out
}

// opTargets are the units of side that moved into the zone at l this
// turn, leading wave first: the moving stack an opportunity fire meets
// ("If moving units are not broken by enemy fire, they may continue";
// one broken and waiting to fall back is leaving, not moving on).
func (st *State) opTargets(side string, l rules.Location) []int {
	var out []int
	for _, i := range st.sideAt(side, l) {
		if !st.isAircraft(i) && !st.retreating(i) && (st.Troops[i].Moved > 0 || st.Units[i].HasFlag(FlagMoving)) {
			out = append(out, i)
		}
	}
	return out
}

// opFireAsked reports whether the side of mover, whose units came into the
// zone at l, waits for the enemy's answer to "If a moving unit comes
// within 1 zone of an unsuppressed defender, then the defender may open
// fire": when, as far as both sides can tell, a defender may be there. That
// is an enemy ground unit within one zone that is neither suppressed nor
// has used its opportunity fire (if the mover's side does not see it, its
// cover hides it: see next), or a zone within one zone whose cover could
// hide an unidentified unit (a trench, intact woods, ruins, an
// emplacement) or that is gassed (no sight into it). Whether a unit the
// mover cannot see could fire, or a unit has the dice to, is the enemy's
// secret, and what the mover's side sees is its own: a question asked
// only when some unit could fire would tell the mover that one hides
// within a zone of it, and one left out where the mover's units stand
// would tell the enemy where they are (RULINGS.md). With no unit able to
// fire, the enemy may only hold.
func (st *State) opFireAsked(mover string, l rules.Location) bool {
	topo := st.fixed.topo
	for _, i := range st.onMap(other(mover)) {
		u := &st.Units[i]
		if !st.isAircraft(i) && u.Loc.Map == l.Map && topo.Distance(u.Loc.Cell, l.Cell) <= 1 &&
			!st.suppressed(i) && !u.HasFlag(FlagOpFired) {
			return true
		}
	}
	return st.mayHideNear(mover, l.Cell)
}

// mayHideNear reports whether a zone within one zone of c (c itself
// included) could hide an enemy unit from mover's side, as every side can
// tell from the map and the shelling: a trench, intact woods, ruins, an
// emplacement, or gas (no sight into it); not a zone of mover's own ground
// (its deployment zone and base line), where it sees every enemy unit,
// cover or not ("Armies are presumed to have observers present in every
// map zone that they control").
func (st *State) mayHideNear(mover string, c board.Cell) bool {
	topo := st.fixed.topo
	var buf [9]board.Cell
	for _, n := range append(topo.Neighbors(c, buf[:0]), c) {
		if st.fixed.region[topo.Index(n)] == mover {
			continue
		}
		z := rules.CellLocation(st.fixed.m, n)
		look := st.lookOf(topo.Index(n), st.zone(z))
		if look.cover || look.gas || st.zone(z).Emplacement {
			return true
		}
	}
	return false
}

// offerOpFire is called after unit i has moved one zone, rest the zones
// its move still means to enter: when it may have come "within 1 zone of
// an unsuppressed defender" (opFireAsked), the defender's side is asked
// whether to open fire, here or further along the path, and the move
// stops until it answers (true: the question goes on with rest).
func (st *State) offerOpFire(i int, rest []string, ctx *rules.Context) bool {
	l := st.Units[i].Loc
	if !l.OnMap() || st.Units[i].Loc.IsEliminated() {
		return false
	}
	def := other(st.Units[i].Side)
	if !st.opFireAsked(st.Units[i].Side, l) {
		return false
	}
	label := st.label(l)
	for k := range st.Pending {
		if p := &st.Pending[k]; p.Kind == "opfire" && p.Side == def && p.Zone == label && len(p.Path) == 0 && len(rest) == 0 {
			if !slices.Contains(p.Units, i) {
				p.Units = append(p.Units, i)
			}
			return true
		}
	}
	st.ask(Pending{Kind: "opfire", Side: def, Units: []int{i}, Zone: label, Path: slices.Clone(rest)})
	return true
}

// ordered reports whether unit f has been ordered to fire further along
// the path of the question p.
func (p *Pending) ordered(f int) bool {
	return slices.ContainsFunc(p.Orders, func(o Order) bool { return o.Unit == f })
}

// orderZone reports whether zone is a zone further along p's path where
// its chooser may order opportunity fire.
func (p *Pending) orderZone(zone string) bool { return zone != p.Zone && slices.Contains(p.Path, zone) }

// movers are the units of the question p still moving on along its path:
// on the map and not falling back.
func (st *State) movers(p *Pending) []int {
	var out []int
	for _, i := range p.Units {
		if st.Units[i].Loc.OnMap() && !st.retreating(i) {
			out = append(out, i)
		}
	}
	return out
}

// opShot is unit f's opportunity fire at the moving units in the zone at
// l: "HALF its normal attack dice (rounding up)"; artillery fires as
// artillery (at every moving unit) without a SHELL.
func (st *State) opShot(f int, l rules.Location) shot {
	return st.opShotAt(f, l, st.opTargets(other(st.Units[f].Side), l))
}

// opShotAt is unit f's opportunity fire at targets in the zone at l.
func (st *State) opShotAt(f int, l rules.Location, targets []int) shot {
	n := st.attackDice(f)
	mods := []rules.Modifier{{Value: kit.Halve(n, true) - n, Reason: "opportunity fire: half dice, rounding up"}}
	kind := FireSmallArms
	switch st.class(f) {
	case FieldArtillery, MediumArtillery:
		kind = FireArtillery
	case HeavyArtillery:
		kind = FireHeavy
	}
	return shot{For: fmt.Sprintf("opportunity fire by %s at %s", st.unitName(f), st.label(l)), Kind: kind,
		Side: st.Units[f].Side, Firers: []int{f}, Dice: n, DiceMods: mods, Zone: l,
		Targets: targets, Moving: true}
}

// opPending is the opfire decision waiting now, nil when none.
func (st *State) opPending() *Pending {
	if len(st.Pending) == 0 || st.Pending[0].Kind != "opfire" {
		return nil
	}
	return &st.Pending[0]
}

func genOpFire(st *State, side, arg0 string) []rules.Action {
	p := st.opPending()
	if p == nil || p.Side != side {
		return nil
	}
	var out []rules.Action
	add := func(l rules.Location, zone string) {
		for _, f := range st.opFirers(side, l) {
			if ref := st.Units.Ref(f); (arg0 == "" || arg0 == ref) && !p.ordered(f) {
				out = append(out, rules.Action{Side: side, Verb: "opfire", Args: []string{ref, zone}})
			}
		}
	}
	if l, _ := st.zoneLoc(p.Zone); len(st.opTargets(other(side), l)) > 0 {
		add(l, p.Zone)
	}
	if len(st.movers(p)) > 0 {
		for _, z := range p.Path {
			l, _ := st.zoneLoc(z)
			add(l, z)
		}
	}
	return out
}

func whyOpFire(st *State, a rules.Action) *rules.Refusal {
	p := st.opPending()
	if p == nil {
		return refuse(RuleOpFire, "no moving unit has come within 1 zone of your units")
	}
	if len(a.Args) != 2 {
		return refuse(RuleOpFire, "opfire takes the firing unit and the moving units' zone: opfire FIRER ZONE")
	}
	if a.Args[1] != p.Zone && !p.orderZone(a.Args[1]) {
		if len(p.Path) > 0 {
			return refuse(RuleOpFire, "the moving units are in %s, on their way to %s: %s is not on their path", p.Zone, p.Path[len(p.Path)-1], a.Args[1])
		}
		return refuse(RuleOpFire, "the moving units are in %s, not %s", p.Zone, a.Args[1])
	}
	i := st.unitArg(a.Args[0])
	if i < 0 || st.Units[i].Side != a.Side {
		return refuse(RuleOpFire, "%s is not one of your units in play", a.Args[0])
	}
	l, _ := st.zoneLoc(a.Args[1])
	switch {
	case st.Units[i].HasFlag(FlagOpFired):
		return refuse(RuleOpFire, "%s has fired already: \"Units may only use opportunity fire once per turn\"", st.unitName(i))
	case p.ordered(i):
		return refuse(RuleOpFire, "%s is already ordered to fire further along the path: \"Units may only use opportunity fire once per turn\"", st.unitName(i))
	case st.suppressed(i):
		return refuse(RuleOpFire, "%s is suppressed: only \"an unsuppressed defender\" may open opportunity fire", st.unitName(i))
	case !st.Units[i].Loc.OnMap() || st.fixed.topo.Distance(st.Units[i].Loc.Cell, l.Cell) > 1:
		return refuse(RuleOpFire, "%s is not within 1 zone of %s", st.unitName(i), a.Args[1])
	case st.attackDice(i) == 0:
		return refuse(RuleDice, "%s has no hit dice", st.unitName(i))
	}
	return refuse(RuleOpFire, "not a legal opportunity fire now")
}

func applyOpFire(st *State, a rules.Action, ctx *rules.Context) error {
	p := st.opPending()
	f := st.unitArg(a.Args[0])
	if p.orderZone(a.Args[1]) {
		// Fire further along the path: opened when the mover gets there.
		p.Orders = append(p.Orders, Order{Unit: f, Zone: a.Args[1]})
		ctx.LogTo(rules.SidesOnly(a.Side), "%s will open fire when the moving units enter %s", st.unitName(f), a.Args[1])
		return nil
	}
	// A move fired upon stops where the fire met it: its player may move
	// the unit on (goOn).
	p.Path, p.Orders = nil, nil
	l, _ := st.zoneLoc(p.Zone)
	if err := st.openFire(f, l, st.opTargets(other(a.Side), l), ctx); err != nil {
		return err
	}
	// The question stays on the terms it was asked on, while units that
	// moved there remain.
	p = st.opPending()
	if p == nil || p.Zone != a.Args[1] || !st.opFireAsked(other(a.Side), l) || len(st.opTargets(other(a.Side), l)) == 0 {
		st.dropOpFire(a.Args[1])
	}
	return nil
}

// openFire is unit f's opportunity fire at targets in the zone at l.
func (st *State) openFire(f int, l rules.Location, targets []int, ctx *rules.Context) error {
	st.Units[f].SetFlag(FlagOpFired)
	st.Units[f].SetFlag(FlagFired)
	_, err := st.fire(st.opShotAt(f, l, targets), ctx)
	return err
}

// dropOpFire answers the opfire decision on zone (wherever it now stands
// in the queue: the fire may have queued a retreat after it).
func (st *State) dropOpFire(zone string) {
	k := slices.IndexFunc(st.Pending, func(p Pending) bool { return p.Kind == "opfire" && p.Zone == zone })
	if k == 0 {
		st.answered()
		return
	}
	if k > 0 {
		st.Pending = slices.Delete(st.Pending, k, k+1)
	}
}

func genHold(st *State, side, arg0 string) []rules.Action {
	p := st.opPending()
	if p == nil || p.Side != side || arg0 != "" {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "hold"}}
}

func whyHold(st *State, a rules.Action) *rules.Refusal {
	return refuse(RuleOpFire, "hold takes no arguments, and answers an offer of opportunity fire")
}

func applyHold(st *State, a rules.Action, ctx *rules.Context) error {
	p := *st.opPending()
	ctx.Logf("The %s hold their fire at %s", st.sideName(a.Side), p.Zone)
	st.answered()
	if movers := st.movers(&p); len(p.Path) > 0 && len(movers) > 0 {
		return st.goOn(movers[0], p.Path, p.Orders, ctx)
	}
	return nil
}

// goOn takes unit i's move on along rest once the question of opportunity
// fire it raised is answered, asking nothing more, until it enters a zone
// where fire was ordered and its firers still may fire: they open fire,
// and the move stops there ("If moving units are not broken by enemy fire,
// they may continue movement": its player moves it on, or not). A step
// that ends its movement ends it too (RULINGS.md, "Opportunity fire: once
// a move").
func (st *State) goOn(i int, rest []string, orders []Order, ctx *rules.Context) error {
	side := st.Units[i].Side
	// The lines of the move, as the enemy may read them where it ends
	// (unseenMove); the fire that stops it is in the open.
	since := len(ctx.Events())
	for _, z := range rest {
		to, _ := st.zoneLoc(z)
		if err := st.step(i, st.Units[i].Loc, to, ctx); err != nil {
			return err
		}
		if !st.Units[i].Loc.OnMap() {
			return nil
		}
		fired := false
		for _, o := range orders {
			if o.Zone != z || !slices.Contains(st.opFirers(other(side), to), o.Unit) {
				continue
			}
			targets := st.opTargets(side, to)
			if !slices.Contains(targets, i) {
				break // broken by an earlier fire here: it falls back
			}
			if !fired {
				st.unseenMove(i, since, ctx)
			}
			if err := st.openFire(o.Unit, to, targets, ctx); err != nil {
				return err
			}
			fired = true
		}
		if fired {
			return nil
		}
		if _, halted := st.Move.Halted[st.Units[i].ID]; halted {
			break
		}
	}
	st.unseenMove(i, since, ctx)
	return nil
}

// opFireForecast is the fire dialog's forecast of an opfire: its dice
// after the halving and the exact hits they score.
func (st *State) opFireForecast(a rules.Action) (rules.Forecast, bool) {
	if st.Check(a) != nil {
		return rules.Forecast{}, false
	}
	p := st.opPending()
	l, _ := st.zoneLoc(a.Args[1])
	f := st.unitArg(a.Args[0])
	if !p.orderZone(a.Args[1]) {
		return st.fireForecastFor(a.Side, "Opportunity fire at "+a.Args[1], st.opShot(f, l)), true
	}
	fc := st.orderForecast(a.Side, f, a.Args[1], fmt.Sprintf("Opportunity fire at %s, when the moving units get there", a.Args[1]))
	fc.Confirm = "Order fire" // it opens later, as the moving units get there
	return fc, true
}

// orderForecast is the forecast of unit f's fire ordered at zone, as the
// moving units of the question enter it (their cover there is theirs to
// save with), for side.
func (st *State) orderForecast(side string, f int, zone, title string) rules.Forecast {
	l, _ := st.zoneLoc(zone)
	c := st.Clone().(*State)
	for _, i := range c.movers(c.opPending()) {
		c.Units[i].Loc = l
		c.Troops[i].Wave = 0
	}
	c.restack(nil)
	return c.fireForecastFor(side, title, c.opShotAt(f, l, c.opTargets(other(side), l)))
}

// holdForecast is the forecast of letting a move go on when fire was
// ordered further along its way: the first order's fire, which opens as
// the moving units get there (the window shows its dice when it has).
func (st *State) holdForecast(a rules.Action) (rules.Forecast, bool) {
	p := st.opPending()
	if st.Check(a) != nil || p == nil || len(p.Orders) == 0 {
		return rules.Forecast{}, false
	}
	o := p.Orders[0]
	fc := st.orderForecast(a.Side, o.Unit, o.Zone, fmt.Sprintf("Let the move go on: %s opens fire at %s as the moving units get there", st.nameFor(o.Unit, a.Side), o.Zone))
	fc.Confirm = "Let it go on"
	return fc, true
}

func init() {
	book.On(afterStep, func(st *State, ctx *rules.Context) error {
		if s := st.stepped; st.offerOpFire(s.unit, s.rest, ctx) {
			s.stop = true
		}
		return nil
	})
	book.Verb(kit.Verb[*State]{Name: "opfire", Title: "Opportunity fire", Args: "FIRER ZONE", Rule: RuleOpFire,
		Help: "when asked after an enemy move: a unit within 1 zone of the units that moved into ZONE fires at them at half dice (rounded up), once a turn; or, ZONE further along the move's way, it will fire when the mover enters ZONE (the defender's secret until then). Asked once a move, at its first step that ends within 1 zone of an enemy unit neither suppressed nor having fired this way, or of cover that could hide one (a trench, woods, ruins, gas; not on the mover's own ground), whether or not a unit there can fire; a move fired upon stops where the fire met it",
		Gen:  genOpFire, Why: whyOpFire, Apply: applyOpFire, Describe: describeOpFire})
	book.Verb(kit.Verb[*State]{Name: "hold", Title: "Hold fire", Rule: RuleOpFire,
		Help: "when asked: lets the enemy move go on (the fire ordered further along opening as it gets there)",
		Gen:  genHold, Why: whyHold, Apply: applyHold,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			if p := st.opPending(); p != nil && len(p.Path) > 0 {
				return "Hold fire and let the move go on", len(a.Args) == 0
			}
			return "Hold fire", len(a.Args) == 0
		}})
	book.Stage(choice("opfire", "opportunity fire", RuleOpFire, []string{"opfire", "hold"},
		func(st *State, p *Pending, viewer string) string {
			if viewer != p.Side && viewer != "" || len(p.Path) == 0 {
				return fmt.Sprintf("%s moving into %s: open opportunity fire at half dice with a unit within 1 zone of it (opfire), or hold",
					st.sideName(other(p.Side)), p.Zone)
			}
			// Its chooser reads where further along the path its units
			// may fire: the path's other zones are the mover's secret.
			var later []string
			for _, z := range p.Path {
				l, _ := st.zoneLoc(z)
				if slices.ContainsFunc(st.opFirers(p.Side, l), func(f int) bool { return !p.ordered(f) }) {
					later = append(later, z)
				}
			}
			if len(later) == 0 {
				return fmt.Sprintf("%s moving into %s and on: open opportunity fire at half dice with a unit within 1 zone of it (opfire), or hold and let the move go on",
					st.sideName(other(p.Side)), p.Zone)
			}
			return fmt.Sprintf("%s moving into %s and on through %s: open opportunity fire at half dice with a unit within 1 zone of it, now or as they enter a zone further on (opfire), then hold to let the move go on",
				st.sideName(other(p.Side)), p.Zone, strings.Join(later, ", "))
		},
		func(st *State, p *Pending) rules.Action { return rules.Action{Side: p.Side, Verb: "hold"} }))
}

// describeOpFire words an opportunity fire, now or ordered further along
// the move's way.
func describeOpFire(st *State, a rules.Action, viewer string) (string, bool) {
	format := "Opportunity fire: %s fires at %s"
	if p := st.opPending(); p != nil && len(a.Args) == 2 && p.orderZone(a.Args[1]) {
		format = "Opportunity fire: %s fires at %s when the moving units get there"
	}
	return st.unitZoneText(a, viewer, format)
}
