package greenfields

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Movement and opportunity fire", its fire:
//
// "As a player moves, their opponents may elect to perform opportunity
// fire. If a moving unit comes within 1 zone of an unsuppressed defender,
// then the defender may open fire on the moving unit using HALF its normal
// attack dice (rounding up). Artillery units do not use SHELL points to
// fire in this way. If moving units are not broken by enemy fire, they may
// continue movement ... Units may only use opportunity fire once per
// turn."
//
// After every step of a move (movement.go's afterMove runs offerOpFire),
// when an enemy unit might fire from within one zone of the mover's new
// zone, as far as the mover's side can tell (opFireAsked), the enemy is
// asked (an "opfire" decision): opfire FIRER ZONE fires one unit at the
// units that moved into ZONE, leading wave first; hold lets them pass. The
// question stays, after a fire, on the same terms.

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
	for _, c := range append(topo.Neighbors(l.Cell, nil), l.Cell) {
		z := rules.CellLocation(st.fixed.m, c)
		look := st.lookOf(topo.Index(c), st.zone(z))
		if look.cover || look.gas || st.zone(z).Emplacement {
			return true
		}
	}
	return false
}

// offerOpFire is called after unit i has moved one zone: when it may have
// come "within 1 zone of an unsuppressed defender" (opFireAsked), the
// defender's side is asked whether to open fire.
func (st *State) offerOpFire(i int, ctx *rules.Context) {
	l := st.Units[i].Loc
	if !l.OnMap() || st.Units[i].Loc.IsEliminated() {
		return
	}
	def := other(st.Units[i].Side)
	if !st.opFireAsked(st.Units[i].Side, l) {
		return
	}
	label := st.label(l)
	for k := range st.Pending {
		if p := &st.Pending[k]; p.Kind == "opfire" && p.Side == def && p.Zone == label {
			if !slices.Contains(p.Units, i) {
				p.Units = append(p.Units, i)
			}
			return
		}
	}
	st.ask(Pending{Kind: "opfire", Side: def, Units: []int{i}, Zone: label})
}

// opShot is unit f's opportunity fire at the moving units in the zone at
// l: "HALF its normal attack dice (rounding up)"; artillery fires as
// artillery (at every moving unit) without a SHELL.
func (st *State) opShot(f int, l rules.Location) shot {
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
		Targets: st.opTargets(other(st.Units[f].Side), l), Moving: true}
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
	l, _ := st.zoneLoc(p.Zone)
	if len(st.opTargets(other(side), l)) == 0 {
		return nil
	}
	var out []rules.Action
	for _, f := range st.opFirers(side, l) {
		ref := st.Units.Ref(f)
		if arg0 == "" || arg0 == ref {
			out = append(out, rules.Action{Side: side, Verb: "opfire", Args: []string{ref, p.Zone}})
		}
	}
	return out
}

func whyOpFire(st *State, a rules.Action) (string, string) {
	p := st.opPending()
	if p == nil {
		return RuleOpFire, "no moving unit has come within 1 zone of your units"
	}
	if len(a.Args) != 2 {
		return RuleOpFire, "opfire takes the firing unit and the moving units' zone: opfire FIRER ZONE"
	}
	if a.Args[1] != p.Zone {
		return RuleOpFire, fmt.Sprintf("the moving units are in %s, not %s", p.Zone, a.Args[1])
	}
	i := st.unitArg(a.Args[0])
	if i < 0 || st.Units[i].Side != a.Side {
		return RuleOpFire, fmt.Sprintf("%s is not one of your units in play", a.Args[0])
	}
	l, _ := st.zoneLoc(p.Zone)
	switch {
	case st.Units[i].HasFlag(FlagOpFired):
		return RuleOpFire, fmt.Sprintf("%s has fired already: \"Units may only use opportunity fire once per turn\"", st.unitName(i))
	case st.suppressed(i):
		return RuleOpFire, fmt.Sprintf("%s is suppressed: only \"an unsuppressed defender\" may open opportunity fire", st.unitName(i))
	case !st.Units[i].Loc.OnMap() || st.fixed.topo.Distance(st.Units[i].Loc.Cell, l.Cell) > 1:
		return RuleOpFire, fmt.Sprintf("%s is not within 1 zone of %s", st.unitName(i), p.Zone)
	case st.attackDice(i) == 0:
		return RuleDice, fmt.Sprintf("%s has no hit dice", st.unitName(i))
	}
	return RuleOpFire, "not a legal opportunity fire now"
}

func applyOpFire(st *State, a rules.Action, ctx *rules.Context) error {
	p := st.opPending()
	f := st.unitArg(a.Args[0])
	l, _ := st.zoneLoc(p.Zone)
	sh := st.opShot(f, l)
	st.Units[f].SetFlag(FlagOpFired)
	st.Units[f].SetFlag(FlagFired)
	if _, err := st.fire(sh, ctx); err != nil {
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

func whyHold(st *State, a rules.Action) (string, string) {
	return RuleOpFire, "hold takes no arguments, and answers an offer of opportunity fire"
}

func applyHold(st *State, a rules.Action, ctx *rules.Context) error {
	ctx.Logf("The %s hold their fire at %s", st.sideName(a.Side), st.opPending().Zone)
	st.answered()
	return nil
}

// opFireForecast is the fire dialog's forecast of an opfire: its dice
// after the halving and the exact hits they score.
func (st *State) opFireForecast(a rules.Action) (rules.Forecast, bool) {
	if st.Check(a) != nil {
		return rules.Forecast{}, false
	}
	l, _ := st.zoneLoc(a.Args[1])
	sh := st.opShot(st.unitArg(a.Args[0]), l)
	return st.fireForecastFor(a.Side, "Opportunity fire at "+a.Args[1], sh), true
}

func init() {
	afterMove = append(afterMove, func(st *State, i int, from rules.Location, ctx *rules.Context) { st.offerOpFire(i, ctx) })
	addVerb("opfire", verb{genOpFire, whyOpFire, applyOpFire})
	addVerb("hold", verb{genHold, whyHold, applyHold})
	addDecision("opfire", decisionKind{
		verbs: []string{"opfire", "hold"},
		rule:  RuleOpFire,
		prompt: func(st *State, p *Pending, viewer string) string {
			return fmt.Sprintf("%s moving into %s: open opportunity fire at half dice with a unit within 1 zone of it (opfire), or hold",
				st.sideName(other(p.Side)), p.Zone)
		},
		def: func(st *State, p *Pending) rules.Action { return rules.Action{Side: p.Side, Verb: "hold"} },
	})
}
