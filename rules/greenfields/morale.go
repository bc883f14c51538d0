package greenfields

import (
	"fmt"
	"slices"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Morale and experience" and "Suppression": the
// morale check a unit's casualties force (it continues, wavers and falls
// back, or routs and flees), the drop after two casualties, morale and
// experience rising on a roll that hits with every die, and what a
// suppressed unit may not do. The seed's words: the Sections below.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleMorale, Title: "Morale checks", Order: 60,
		Text: `"Whenever a unit takes casualties due to enemy fire, it must IMMEDIATELY roll hit dice equal to its morale."

- "If the unit scores hits equal to or more than the number of casualties suffered, the unit reduces its morale rating by one and may continue play."
- "If the unit scores some hits, but not enough to equal or exceed the number of casualties received, then the unit "wavers". The unit becomes suppressed. Drop the units morale by one, and retreat the unit one zone back towards its home base line."
- "If the unit scores no hits with its morale dice at all, drop its morale and experience by one. The unit becomes suppressed, and immediately flees its current position heading for its own base line and continuing to flee until it successfully makes two hits with a morale roll. If the unit fires, it does so at half its normal dice value (rounding down)"

"Whenever a unit suffers two casualties from enemy fire, it immediately lowers its morale by one. This takes place before the unit rolls its morale checks."

"If a unit makes a morale check with its full dice and scores hits with every single dice, then the unit permanently raises its morale by 1 above its usual maximum level."`})
	book.Section(kit.Section[*State]{Rule: RuleSuppression, Title: "Suppression", Order: 70,
		Text: `"Suppressed units may not move towards the enemy, nor may they fire at any units outside of their own map zone. On the plus side - they are also harder to spot!"

A unit is suppressed when it wavers or flees on a morale check. The rules never say when suppression ends: the scenario's option "suppression" does ("turn": it lifts as the next assault turn starts, a routing unit's only after it rallies; "assault": it lasts until the assault ends). "An "assault" is declared at an end when both players agree to halt, or when 50% of the attacking player's troops have become suppressed."`})
}

// MaxExperience: experience rises "to a maximum of 5".
const MaxExperience = 5

// moraleCheck is unit t's morale check after cas casualties from one
// enemy fire: the two-casualty drop, the roll, and its outcome (a
// kit.Morale* result): continue, waver (falls back one zone) or rout
// (flees). Every change is logged.
func (st *State) moraleCheck(t, cas int, ctx *rules.Context) (string, error) {
	tr := &st.Troops[t]
	name := st.unitName(t)
	if cas >= 2 && tr.Morale > 0 {
		tr.Morale--
		st.logUnit(t, ctx, "%s suffered %d casualties from one fire: morale drops to %d before its check", name, cas, tr.Morale)
	}
	full := tr.Morale >= st.usualMorale(t)
	roll, err := hitDice("Morale dice", tr.Morale).Resolve(ctx.Dice(), nil, nil)
	if err != nil {
		return "", err
	}
	roll.For = fmt.Sprintf("%s checks morale against %s", name, kit.CasualtiesResult(cas))
	st.logUnitRoll(t, ctx, roll)
	switch {
	case roll.Total >= cas:
		tr.Morale = max(tr.Morale-1, 0)
		if full && allScored(roll) {
			// "with its full dice and scores hits with every single dice":
			// 1 above its usual maximum, whatever the continue took off.
			tr.Morale = st.usualMorale(t) + 1
			st.logUnit(t, ctx, "%s scores with every one of its full morale dice: morale rises to %d, 1 above its usual %d", name, tr.Morale, st.usualMorale(t))
		} else {
			st.logUnit(t, ctx, "%s holds and continues; morale %d", name, tr.Morale)
		}
		return kit.MoraleContinues, nil
	case roll.Total > 0:
		tr.Morale = max(tr.Morale-1, 0)
		st.Units[t].SetFlag(FlagSuppressed)
		st.logUnit(t, ctx, "%s wavers: suppressed, morale %d, falls back one zone towards its base line", name, tr.Morale)
		st.revealFate(t, "falls back", ctx)
		return kit.MoraleWavers, st.fallBack(t, ctx)
	}
	tr.Morale = max(tr.Morale-1, 0)
	tr.Experience = max(tr.Experience-1, 0)
	st.Units[t].SetFlag(FlagSuppressed)
	st.Units[t].SetFlag(FlagRouting)
	st.logUnit(t, ctx, "%s routs: suppressed, morale %d, experience %d, flees towards its base line until it rolls two hits on its morale dice", name, tr.Morale, tr.Experience)
	st.revealFate(t, "falls back", ctx)
	return kit.MoraleRouts, st.fallBack(t, ctx)
}

// usualMorale is unit t's "usual maximum level" of morale: its counter's
// printed morale (RULINGS.md).
func (st *State) usualMorale(t int) int { return st.printedTroop(&st.Units[t]).Morale }

// allScored: at least one die rolled and every one scored a hit.
func allScored(r rules.Roll) bool {
	if len(r.Dice) == 0 {
		return false
	}
	for _, f := range r.Dice {
		if f < 5 {
			return false
		}
	}
	return true
}

// experienceRise raises t's experience one level, to at most 5, after a
// save that rolled dice and scored with every one of them ("have scored
// hits with every single dice"): save is that experience roll.
func (st *State) experienceRise(t int, save rules.Roll, ctx *rules.Context) {
	tr := &st.Troops[t]
	if !allScored(save) || tr.Experience >= MaxExperience {
		return
	}
	tr.Experience++
	st.logUnit(t, ctx, "%s scored with every experience die: experience rises to %d", st.unitName(t), tr.Experience)
}

// rallyRoll is a routing unit's roll to stop fleeing: its morale dice,
// "continuing to flee until it successfully makes two hits with a morale
// roll". The movement section calls it for each routing unit of the side
// at the start of that side's movement, before it moves (RULINGS.md); on
// two hits or more the unit stops routing (it stays suppressed) and moves
// as it likes, else it must flee. It reports whether the unit rallied.
func (st *State) rallyRoll(i int, ctx *rules.Context) (bool, error) {
	if !st.Units[i].HasFlag(FlagRouting) {
		return true, nil
	}
	roll, err := hitDice("Morale dice", st.Troops[i].Morale).Resolve(ctx.Dice(), nil, nil)
	if err != nil {
		return false, err
	}
	roll.For = fmt.Sprintf("%s rolls to rally (two hits needed)", st.unitName(i))
	st.logUnitRoll(i, ctx, roll)
	if roll.Total >= 2 {
		st.Units[i].ClearFlag(FlagRouting)
		st.logUnit(i, ctx, "%s rallies: it stops fleeing (still suppressed)", st.unitName(i))
		return true, nil
	}
	st.logUnit(i, ctx, "%s keeps fleeing towards its base line", st.unitName(i))
	return false, nil
}

// fireDice is unit i's hit dice when it fires: its normal attack dice
// (attackDice), halved rounding down while it routs ("If the unit fires,
// it does so at half its normal dice value (rounding down)").
func (st *State) fireDice(i int) int {
	n := st.attackDice(i)
	if st.Units[i].HasFlag(FlagRouting) {
		return kit.Halve(n, false)
	}
	return n
}

// firersDice are the pooled hit dice of firers as a shot's Dice and
// DiceMods: their normal attack dice, and a modifier naming each routing
// unit's lost half, so the roll's log says why.
func (st *State) firersDice(firers []int) (int, []rules.Modifier) {
	n := 0
	var mods []rules.Modifier
	for _, i := range firers {
		n += st.attackDice(i)
		if lost := st.attackDice(i) - st.fireDice(i); lost > 0 {
			mods = append(mods, rules.Modifier{Value: -lost, Reason: st.unitName(i) + " routing: half dice, rounding down"})
		}
	}
	return n, mods
}

// mayFireAt reports whether unit i may fire at the zone at l as far as
// suppression goes: "Suppressed units may not ... fire at any units outside
// of their own map zone."
func (st *State) mayFireAt(i int, l rules.Location) bool {
	return !st.suppressed(i) || st.Units[i].Loc == l
}

// whyNoFireAt is the refusal of a fire mayFireAt forbids (its rule and reason).
func (st *State) whyNoFireAt(i int, l rules.Location) *rules.Refusal {
	return refuse(RuleSuppression, "%s is suppressed: suppressed units may not fire at any units outside of their own map zone (%s)",
		st.unitName(i), st.locText(st.Units[i].Loc))
}

// towardEnemy reports whether a step of unit i from one zone to the next
// moves "towards the enemy", which a suppressed unit may not do: the step
// brings it closer to the enemy's base line (RULINGS.md). It reads nothing
// the moving side may not know.
func (st *State) towardEnemy(i int, from, to rules.Location) bool {
	enemy := other(st.Units[i].Side)
	return st.baseDistance(enemy, to.Cell) < st.baseDistance(enemy, from.Cell)
}

// baseDistance is the zones from c to the nearest zone of side's base
// line (diagonal steps allowed).
func (st *State) baseDistance(side string, c board.Cell) int {
	best := -1
	for h := range st.fixed.home[side] {
		if d := st.fixed.topo.Distance(c, h); best < 0 || d < best {
			best = d
		}
	}
	return best
}

// fallBack moves a wavering or routing unit t "one zone back towards its
// home base line": at once when one zone qualifies, after its side's
// choice (a "retreat" decision) when several do; when none does it stays
// where it is (RULINGS.md). A unit moving under a box barrage goes on
// where it was going (boxbarrage.go, W-7.4).
func (st *State) fallBack(t int, ctx *rules.Context) error {
	from := st.Units[t].Loc
	if !from.OnMap() {
		return nil
	}
	if st.boxOnTheMove(t) {
		st.logUnit(t, ctx, "%s is already on the move under the box barrage: it goes on where it was going", st.unitName(t))
		return nil
	}
	to := st.retreatZones(t)
	switch len(to) {
	case 0:
		st.logUnit(t, ctx, "%s has no zone to fall back into towards its base line: it stays in %s", st.unitName(t), st.locText(from))
	case 1:
		return st.retreatTo(t, to[0], ctx)
	default:
		st.ask(Pending{Kind: "retreat", Side: st.Units[t].Side, Units: []int{t}, Zone: st.locText(from)})
	}
	return nil
}

// retreatZones are the zones unit t may fall back into: a neighbouring
// zone closer to its own base line that it may enter (fallBackInto), by
// label.
func (st *State) retreatZones(t int) []rules.Location {
	u := &st.Units[t]
	from := u.Loc
	d := st.baseDistance(u.Side, from.Cell)
	var out []rules.Location
	for _, n := range st.fixed.topo.Neighbors(from.Cell, nil) {
		if st.baseDistance(u.Side, n) >= d || !st.fallBackInto(t, from.Cell, n) {
			continue
		}
		out = append(out, rules.CellLocation(st.fixed.m, n))
	}
	slices.SortFunc(out, func(a, b rules.Location) int {
		if a.Cell.Y != b.Cell.Y {
			return a.Cell.Y - b.Cell.Y
		}
		return a.Cell.X - b.Cell.X
	})
	return out
}

// fallBackInto reports whether unit t may fall back from one zone into the
// next: no enemy ground unit its side sees there, room in the stack ("A maximum of three
// units"), an edge it may cross (no river without a bridge; no stream for
// artillery and vehicles without one) and terrain it may enter ("Morass
// zones are impassable to artillery, cavalry and vehicles"; ruins "May
// only be entered by infantry & heavy tanks"; rough is "Impassable to
// wheeled vehicles"). (The movement section's entry rules are the same;
// this is the retreat's copy until they are shared.)
func (st *State) fallBackInto(t int, from, to board.Cell) bool {
	f := st.fixed
	side := st.Units[t].Side
	own := 0
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() || u.Loc.Cell != to || u.Loc.Map != st.Units[t].Loc.Map || st.isAircraft(i) {
			continue
		}
		if u.Side != side {
			// Only enemy units the side sees bar the way: the zones offered
			// must not tell where unseen ones are (RULINGS.md).
			if st.sees(side, i) {
				return false
			}
			continue
		}
		own++
	}
	if own >= StackLimit {
		return false
	}
	if _, ok := f.m.MoveCost(from, to); !ok {
		return false
	}
	c := st.class(t)
	edges := f.m.Edges.Of(from, to)
	bridged := slices.ContainsFunc(edges, func(e string) bool { return slices.Contains(f.t.Edges.Bridge, e) })
	for _, e := range edges {
		if slices.Contains(f.t.Edges.River, e) && !bridged {
			return false
		}
		if slices.Contains(f.t.Edges.Stream, e) && !bridged && (c.isArtillery() || c.isVehicle()) {
			return false
		}
	}
	l := rules.CellLocation(f.m, to)
	tr := st.terrainRule(l)
	switch st.going(l) {
	case "morass":
		if c.isArtillery() || c == Cavalry || (c.isVehicle() && c != HeavyTank) {
			return false
		}
	case "rough":
		if c == Wheeled || c == ArmouredCar {
			return false
		}
	}
	if tr.Ruins && !(c == Infantry || c == BicycleInfantry || c == Pioneers || c == Sappers || c == HeavyTank) {
		return false
	}
	return true
}

// retreatTo moves unit t into the zone at to: last in its new zone's
// waves, the zone it left restacked. Into a zone the enemy holds, it sets
// its side's front there, as a charge does (stacking.go). The enemy's box
// barrages fire at it as it leaves and enters ("(eg. because of morale
// check ...)", boxbarrage.go); destroyed, it moves no more.
func (st *State) retreatTo(t int, to rules.Location, ctx *rules.Context) error {
	from := st.Units[t].Loc
	if err := st.boxFireOnMove(ctx, t, st.label(from), st.label(to)); err != nil || st.Units[t].Loc.IsEliminated() {
		return err
	}
	if side := st.Units[t].Side; st.enemyAt(side, to) && len(st.groundAt(side, to, t)) == 0 {
		// Falling back among enemy units (unseen ones: a seen one bars the
		// zone) is coming into a zone they hold: the unit's side attacks
		// there, as a charge would (closeassault.go, assaulter).
		if _, ok := st.Move.Front[st.frontKey(side, to)]; !ok {
			st.Move.Front = setKey(st.Move.Front, st.frontKey(side, to), st.label(from))
		}
	}
	st.Units[t].Loc = to
	st.Troops[t].Wave = 0
	st.Troops[t].From = st.locText(from)
	st.restack(ctx)
	st.logAbout(t, ctx, "%s falls back from %s to %s", st.unitName(t), st.locText(from), st.locText(to))
	return nil
}

// retreating reports whether unit i waits for its side's choice of the
// zone it falls back into (it is leaving its zone: the close assault
// leaves it out).
func (st *State) retreating(i int) bool {
	for _, p := range st.Pending {
		if p.Kind == "retreat" && slices.Contains(p.Units, i) {
			return true
		}
	}
	return false
}

func init() {
	book.Verb(kit.Verb[*State]{Name: "retreat", Title: "Fall back", Args: "UNIT ZONE", Rule: RuleMorale,
		Help: "when asked: a wavering or routing unit falls back one zone towards its base line, into ZONE",
		Gen:  genRetreat, Why: whyRetreat, Apply: applyRetreat,
		Describe: unitZoneWords("Fall %s back to %s")})
	book.Stage(choice("retreat", "fall back", RuleMorale, []string{"retreat"},
		func(st *State, p *Pending, viewer string) string {
			// Its side reads its unit by name, and whether it wavered or
			// routed. Anyone else reads the unit named only when its enemy
			// sees it, and whether it wavered or routed (its morale) only
			// when it is identified.
			t := p.Units[0]
			name, how := "a unit of the "+st.sideName(p.Side), "falls back"
			if st.sees(other(p.Side), t) {
				name = st.unitName(t)
			}
			own := viewer == p.Side || viewer == ""
			if own {
				name = st.typeName(t)
			}
			if own || !st.Units[t].Hidden {
				how = "wavers"
				if st.Units[t].HasFlag(FlagRouting) {
					how = "routs"
				}
			}
			return fmt.Sprintf("%s %s: choose the zone it falls back into towards its base line", capitalise(name), how)
		},
		func(st *State, p *Pending) rules.Action {
			acts := genRetreat(st, p.Side, "")
			t := p.Units[0]
			// The zone it came from, when it may fall back there; else the first.
			for _, a := range acts {
				if a.Args[1] == st.Troops[t].From {
					return a
				}
			}
			if len(acts) == 0 {
				return rules.Action{}
			}
			return acts[0]
		}))
}

// genRetreat lists `retreat UNIT ZONE` for the unit of the first pending
// "retreat" choice: every zone it may fall back into (and, should none be
// left by then, its own zone: it stays).
func genRetreat(st *State, side, arg0 string) []rules.Action {
	if len(st.Pending) == 0 || st.Pending[0].Kind != "retreat" || st.Pending[0].Side != side {
		return nil
	}
	t := st.Pending[0].Units[0]
	ref := st.Units.Ref(t)
	if arg0 != "" && arg0 != ref {
		return nil
	}
	zones := st.retreatZones(t)
	if len(zones) == 0 {
		zones = []rules.Location{st.Units[t].Loc}
	}
	out := make([]rules.Action, 0, len(zones))
	for _, l := range zones {
		out = append(out, rules.Action{Side: side, Verb: "retreat", Args: []string{ref, st.label(l)}})
	}
	return out
}

func whyRetreat(st *State, a rules.Action) *rules.Refusal {
	if len(st.Pending) == 0 || st.Pending[0].Kind != "retreat" {
		return refuse(RuleMorale, "no unit is falling back now")
	}
	t := st.Pending[0].Units[0]
	if len(a.Args) != 2 || st.unitArg(a.Args[0]) != t {
		return refuse(RuleMorale, "retreat takes the falling-back unit (%s) and a zone", st.Units.Ref(t))
	}
	return refuse(RuleMorale, "%s must retreat one zone back towards its home base line, into a zone it may enter with no enemy in it and room in the stack: not %s",
		st.unitName(t), a.Args[1])
}

func applyRetreat(st *State, a rules.Action, ctx *rules.Context) error {
	t := st.Pending[0].Units[0]
	st.answered()
	to, _ := st.zoneLoc(a.Args[1])
	if to == st.Units[t].Loc {
		st.logAbout(t, ctx, "%s has no zone left to fall back into: it stays in %s", st.unitName(t), st.locText(to))
		return nil
	}
	return st.retreatTo(t, to, ctx)
}
