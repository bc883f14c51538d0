package vernian

import (
	"fmt"
	"slices"
	"sync"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// 000 Über-Zeppelins, How They Move, as the section below states it for
// players; here, the verbs that play it:
//
//   - a) Base Change: `move ZEP HEX` in the German Base Change Phase, to a
//     hex that "could trace Attack Supply in the normal fashion (over
//     land)", Zeppelins ignored.
//   - b) Embarkation: `embark CRACK ZEP`. The passenger stands aboard the
//     Zeppelin (rules.AboardLocation) and flies with it.
//   - c) Sortie: `move ZEP HEX` in the German Sortie Phase; not over "a hex
//     containing an enemy ground unit, even an HQ" with a Crack Troop
//     aboard.
//   - Disembarkation: `move CRACK HEX` in the German Ground Movement and
//     Disembarkation Phase, HEX the Zeppelin's, costing all the unit's
//     movement points; "Passengers can't remain in the air".
//
// Crossing the Channel is in the air movement graph (air.go airReach).

// airStackLimit is the air stacking limit: "a stacking limit of 5
// Zeppelins per hex" (000 Über-Zeppelins), "Stacking limit is 5 friendly
// Flyers per hex" (000 Ether Flyers).
const airStackLimit = 5

func init() {
	book.Section(kit.Section[*State]{Rule: RuleZeppelins, Title: "Über-Zeppelins", Order: 210,
		Text: `Zeppelins (0-base-sortie, e.g. 0-3-6) are never affected by enemy ground units and never affect them: they never attack or advance, combat results and Monstrous Artilleries do not touch them, and only Allied Ether Flyers can destroy them. At most 5 Zeppelins may be in a hex, apart from the ground units there. They pay one movement point per hex and never end a move over water.

- Supply: a Zeppelin supplies its own and the adjacent hexes like an HQ, without tracing back (it is supplied by air), except while it shares its hex with an enemy ground unit.
- a) Base Change (German Base Change Phase): up to twice the middle number in hexes, only to a hex with no enemy unit that could trace Attack Supply overland (Zeppelins ignored). If there is none in range, it stays put.
- b) Embarkation: a Zeppelin may pick up one Crack Troop from its own hex. Nothing else may fly: no other infantry, no tanks.
- c) Sortie: a Zeppelin may always sortie, up to twice its third number in hexes, and stays where it ends. It may end over enemy units (then nobody disembarks there, and it supplies nobody while an enemy ground unit is there), but not over enemy ground units (even an HQ) while it carries a Crack Troop.
- Disembarkation: passengers must land in the Ground Movement Phase of the turn they embarked, in their Zeppelin's hex, and it costs all their movement points. No ground unit ends a player-turn in the air.
- Crossing the Channel: a Zeppelin entering the N arrow hex from W7005 is placed on Dover; from Dover it goes back to W7005.`,
	})
	book.Verb(kit.Verb[*State]{Name: "embark", Words: "boarding a Crack Troop onto a Zeppelin", Args: "CRACK ZEP", Rule: RuleZeppelins + " b",
		Help: "In the German Embarkation Phase, a Crack Troop boards a Zeppelin in its hex (one each; it turns face up).",
		Gen:  genEmbark, Why: whyEmbark, Apply: applyEmbark,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			u, uok := st.argUnit(a, 0, viewer)
			z, zok := st.argUnit(a, 1, viewer)
			return fmt.Sprintf("Embark %s on %s", u, z), uok && zok && len(a.Args) == 2
		}})
	for _, kind := range []string{"base-change", "sortie"} {
		onPhases(kit.Enter, kind, func(st *State, _ *rules.Context) { st.Spent = nil })
		onPhases(kit.Leave, kind, func(st *State, _ *rules.Context) { st.Spent = nil })
	}
	onPhases(kit.Leave, "movement", func(st *State, ctx *rules.Context) { st.passengersLost(ctx) })
}

// airHex is what stands in one hex, as the air rules ask it: counts by
// side (sideIndex).
type airHex struct {
	zeps, flyers, ground, any [2]int
}

// sideIndex is 0 for the Germans, 1 for the Allies.
func sideIndex(side string) int {
	if side == Germans {
		return 0
	}
	return 1
}

// airEnv counts the units of every hex of the maps once, and keeps the
// air ranges worked out, for the legal air moves of a whole phase (five
// Zeppelins in a hex share one range).
type airEnv = *airCounts

type airCounts struct {
	hexes map[rules.Location]*airHex
	mu    sync.Mutex
	reach map[reachKey]map[rules.Location]int
}

type reachKey struct {
	from  rules.Location
	side  string
	flyer bool
	limit int
}

// reachOf is airReach of unit i within limit, shared by the units of its
// hex, side and class: the map must not be changed.
func (e *airCounts) reachOf(st *State, i, limit int) map[rules.Location]int {
	u := &st.Units[i]
	k := reachKey{u.Loc, u.Side, st.isFlyer(u), limit}
	e.mu.Lock()
	r, ok := e.reach[k]
	e.mu.Unlock()
	if ok {
		return r
	}
	r = st.airReach(i, limit)
	e.mu.Lock()
	if e.reach == nil {
		e.reach = map[reachKey]map[rules.Location]int{}
	}
	e.reach[k] = r
	e.mu.Unlock()
	return r
}

// airEnv is the state's air counts, worked out once between actions.
func (st *State) airEnv() airEnv {
	if !st.applying {
		st.memo.mu.Lock()
		e := st.memo.air
		st.memo.mu.Unlock()
		if e != nil {
			return e
		}
	}
	env := &airCounts{hexes: map[rules.Location]*airHex{}}
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() {
			continue
		}
		h := env.hexes[u.Loc]
		if h == nil {
			h = &airHex{}
			env.hexes[u.Loc] = h
		}
		s := sideIndex(u.Side)
		h.any[s]++
		switch {
		case st.isZeppelin(u):
			h.zeps[s]++
		case st.isFlyer(u):
			h.flyers[s]++
		case st.isGround(u):
			h.ground[s]++
		}
	}
	if !st.applying {
		st.memo.mu.Lock()
		st.memo.air = env
		st.memo.mu.Unlock()
	}
	return env
}

func (e *airCounts) count(l rules.Location, side string, pick func(*airHex) *[2]int) int {
	if h := e.hexes[l]; h != nil {
		return pick(h)[sideIndex(side)]
	}
	return 0
}

func zepsOf(h *airHex) *[2]int   { return &h.zeps }
func flyersOf(h *airHex) *[2]int { return &h.flyers }
func groundOf(h *airHex) *[2]int { return &h.ground }
func anyOf(h *airHex) *[2]int    { return &h.any }

// airLimit is how many hexes air unit i may fly in this phase, or why it
// may not move at all (with the rule).
func (st *State) airLimit(i int) (limit int, rule, why string) {
	u := &st.Units[i]
	zep := st.isZeppelin(u)
	rule = RuleFlyers
	if zep {
		rule = RuleZeppelins
	}
	kind := st.phaseKind()
	switch {
	case !u.Loc.OnMap():
		return 0, rule, fmt.Sprintf("%s is not on the map", st.name(i))
	case kind != "base-change" && kind != "sortie":
		return 0, rule, "air units move in the Base Change Phase (Zeppelins and Ether Flyers) and the Sortie Phase (Zeppelins), never in ground movement"
	case st.flight(i) != nil:
		return 0, RuleFlyers, fmt.Sprintf("%s is on a mission", st.name(i))
	case st.Spent[u.ID] > 0:
		return 0, rule, fmt.Sprintf("%s has already moved in this phase: Zeppelins move up to twice per friendly Player-Turn, once in each phase", st.name(i))
	case st.stuck(i):
		return 0, RuleStorms + " b", fmt.Sprintf("%s is in a storm: in order to leave it must roll to escape (1 or 2), and units which fail cannot Sortie nor fly", st.name(i))
	}
	if kind == "sortie" {
		if !zep {
			return 0, RuleFlyers, "Ether Flyers do not sortie; they fly Missions"
		}
		return 2 * st.value(u, "sortie"), "", ""
	}
	if zep {
		return 2 * st.value(u, "base"), "", ""
	}
	mv := st.value(u, "move")
	if mv <= 0 {
		mv = 6 // "a movement allowance for Base Change purposes of six hexes"
	}
	return mv, "", ""
}

// airDestinations are the hexes air unit i may move to now, with the hexes
// flown (one movement point each).
func (st *State) airDestinations(i int) []dest {
	return st.airDestinationsIn(i, nil)
}

func (st *State) airDestinationsIn(i int, env airEnv) []dest {
	limit, _, why := st.airLimit(i)
	if why != "" {
		return nil
	}
	if env == nil {
		env = st.airEnv()
	}
	u := &st.Units[i]
	reach := env.reachOf(st, i, limit)
	var out []dest
	for l, d := range reach {
		if l == u.Loc {
			continue
		}
		if _, why := st.airEndBlocked(i, l, env); why == "" {
			out = append(out, dest{l, d})
		}
	}
	st.sortDests(out)
	return out
}

// sortDests orders destinations by map (the scenario's order) and board
// order, so the legal list is deterministic.
func (st *State) sortDests(ds []dest) {
	if len(ds) < 2 {
		return
	}
	type keyed struct {
		key int
		d   dest
	}
	ks := make([]keyed, len(ds))
	for k, d := range ds {
		for n, m := range st.fixed.s.Maps {
			if m.ID == d.loc.Map {
				ks[k] = keyed{n<<24 + m.Topology.Index(d.loc.Cell), d}
				break
			}
		}
	}
	slices.SortFunc(ks, func(a, b keyed) int { return a.key - b.key })
	for k := range ks {
		ds[k] = ks[k].d
	}
}

// airEndBlocked is why air unit i may not end its move at l in this phase
// (with the rule), "" when it may.
func (st *State) airEndBlocked(i int, l rules.Location, env airEnv) (rule, why string) {
	u := &st.Units[i]
	if !st.isZeppelin(u) {
		return st.baseBlocked(u.Side, l, i, env)
	}
	if st.isWater(l) {
		return RuleZeppelins, "Zeppelins may never end a move over water"
	}
	if env.count(l, u.Side, zepsOf) >= airStackLimit {
		return RuleZeppelins, fmt.Sprintf("Zeppelins have a stacking limit of 5 Zeppelins per hex, and %s holds 5", st.place(l))
	}
	if st.phaseKind() == "base-change" {
		if env.count(l, enemy(u.Side), anyOf) > 0 {
			return RuleZeppelins + " a", fmt.Sprintf("a Zeppelin may only Base Change to a hex without enemy units, and %s holds some", st.place(l))
		}
		if st.overlandSupply(u.Side).At(l) != AttackSupply {
			return RuleZeppelins + " a", fmt.Sprintf("a Zeppelin may only Base Change to a hex that could trace Attack Supply overland (Zeppelins ignored), and %s cannot", st.place(l))
		}
		return "", ""
	}
	if len(st.Units.Passengers(i)) > 0 {
		if env.count(l, enemy(u.Side), groundOf) > 0 {
			return RuleZeppelins + " c", fmt.Sprintf("a Zeppelin which is carrying a Crack Troop may not end its Sortie over a hex containing an enemy ground unit, even an HQ, and %s holds one", st.place(l))
		}
		if e := st.fixed.t.EnglandMap; u.Loc.Map == e && l.Map != e {
			return RuleEngland + " a", "no unit in England may ever leave England while fighting continues: a Crack Troop picked up in England stays in England"
		}
	}
	return "", ""
}

// airWhy explains a refused air move of unit i to l.
func (st *State) airWhy(i int, l rules.Location) *rules.Refusal {
	u := &st.Units[i]
	limit, rule, why := st.airLimit(i)
	if why != "" {
		return refusalOf(rule, why)
	}
	rule = RuleFlyers
	if st.isZeppelin(u) {
		rule = RuleZeppelins
	}
	if l == u.Loc {
		return refusalOf(rule, fmt.Sprintf("%s is already at %s", st.name(i), st.place(l)))
	}
	if !l.OnMap() {
		return refusalOf(rule, "air units move to a hex of the map")
	}
	if _, ok := st.airReach(i, limit)[l]; !ok {
		if rule, why := st.airBarred(i, l, limit); why != "" {
			return refusalOf(rule, why)
		}
		return refusalOf(rule, fmt.Sprintf("%s is out of reach: %s flies up to %d hexes in this phase, one movement point per hex", st.place(l), st.name(i), limit))
	}
	return refusalOf(st.airEndBlocked(i, l, st.airEnv()))
}

// applyAirMove flies air unit i to l (its passengers aboard with it).
func (st *State) applyAirMove(i int, l rules.Location, ctx *rules.Context) {
	u := &st.Units[i]
	limit, _, _ := st.airLimit(i)
	d := st.airReach(i, limit)[l]
	if st.Spent == nil {
		st.Spent = map[string]int{}
	}
	st.Spent[u.ID] += max(d, 1)
	what := "changes base"
	if st.phaseKind() == "sortie" {
		what = "sorties"
	}
	from := u.Loc
	u.Loc = l
	line := fmt.Sprintf("%s %s %s → %s (%d hexes)", st.name(i), what, st.place(from), st.place(l), d)
	if ps := st.Units.Passengers(i); len(ps) > 0 {
		line += " carrying " + joinNames(unitNames(st, ps))
	}
	ctx.Logf("%s", line)
}

// --- embarkation ---

// zepCarrier is the Zeppelin unit i is aboard, -1 when none.
func (st *State) zepCarrier(i int) int {
	if a := st.Units[i].Loc.Aboard; a != "" {
		return st.Units.Index(a)
	}
	return -1
}

func genEmbark(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != side || !st.named(i, arg0) || st.embarkBlocked(i) != "" {
			continue
		}
		for _, z := range st.at(u.Loc) {
			if st.carrierFree(z, side) {
				out = append(out, rules.Action{Side: side, Verb: "embark", Args: []string{st.Units.Ref(i), st.Units.Ref(z)}})
			}
		}
	}
	return out
}

// embarkBlocked is why unit i may not embark at all, "" when it may.
func (st *State) embarkBlocked(i int) string {
	u := &st.Units[i]
	switch {
	case !st.isCrack(u):
		return fmt.Sprintf("Crack Troops, and only Crack Troops, have Airmobile capability: %s may not be carried", st.name(i))
	case !u.Loc.OnMap():
		return fmt.Sprintf("%s is not on the map", st.name(i))
	case st.leavesDoverEmpty(i, rules.AboardLocation("")):
		return "the last German infantry division may not leave Dover: the German player may not voluntarily close the tunnel - Kaiser's orders"
	}
	return ""
}

// carrierFree reports whether unit z is a Zeppelin of side that carries
// nobody.
func (st *State) carrierFree(z int, side string) bool {
	u := &st.Units[z]
	return u.Side == side && st.isZeppelin(u) && len(st.Units.Passengers(z)) == 0
}

func whyEmbark(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return refusalOf(RuleZeppelins+" b", "embark takes CRACK (a Crack Troop) and ZEP (a Zeppelin in its hex)")
	}
	i, z := st.unitArg(a.Args[0]), st.unitArg(a.Args[1])
	switch {
	case i < 0:
		return refusalOf(RuleZeppelins+" b", fmt.Sprintf("no unit %q", a.Args[0]))
	case z < 0:
		return refusalOf(RuleZeppelins+" b", fmt.Sprintf("no unit %q", a.Args[1]))
	case st.Units[i].Side != a.Side || st.Units[z].Side != a.Side:
		return refusalOf(RuleZeppelins+" b", "both units must be the "+st.sideName(a.Side)+"'")
	}
	if why := st.embarkBlocked(i); why != "" {
		rule := RuleCrack + " c"
		if st.isCrack(&st.Units[i]) {
			rule = RuleZeppelins + " b"
			if st.Units[i].Loc.OnMap() {
				rule = RuleTunnel
			}
		}
		return refusalOf(rule, why)
	}
	switch {
	case !st.isZeppelin(&st.Units[z]):
		return refusalOf(RuleZeppelins+" b", fmt.Sprintf("%s is not a Zeppelin", st.name(z)))
	case st.Units[z].Loc != st.Units[i].Loc:
		return refusalOf(RuleZeppelins+" b", fmt.Sprintf("a Zeppelin may pick up one Crack Troop from its own hex, and %s is not in %s's hex", st.name(i), st.name(z)))
	}
	return refusalOf(RuleZeppelins+" b", fmt.Sprintf("each Zeppelin may carry one, and only one, Crack Troop: %s already carries %s", st.name(z), joinNames(unitNames(st, st.Units.Passengers(z)))))
}

// applyEmbark puts the Crack Troop aboard the Zeppelin, face up: only
// Crack Troops fly, so boarding says what it is (RULINGS.md).
func applyEmbark(st *State, a rules.Action, ctx *rules.Context) error {
	i, z := st.unitArg(a.Args[0]), st.unitArg(a.Args[1])
	st.reveal(ctx, []int{i}, "it embarked on a Zeppelin, and only Crack Troops fly")
	where := st.place(st.Units[i].Loc)
	st.Units[i].Loc = rules.AboardLocation(st.Units[z].ID)
	ctx.Logf("%s embarks on %s at %s", st.name(i), st.name(z), where)
	return nil
}

// --- disembarkation ---

// disembarkDestinations is where passenger i may land now: its
// Zeppelin's hex, in the German Ground Movement and Disembarkation Phase,
// when no enemy unit is there and stacking allows.
func (st *State) disembarkDestinations(i int) []dest {
	z := st.zepCarrier(i)
	if z < 0 || st.phaseKind() != "movement" || st.Units[i].Side != st.phase().Side {
		return nil
	}
	l := st.Units[z].Loc
	if _, why := st.disembarkBlocked(i, l); why != "" {
		return nil
	}
	return []dest{{l, st.allowance(i)}}
}

// disembarkBlocked is why passenger i may not land at l, "" when it may.
func (st *State) disembarkBlocked(i int, l rules.Location) (rule, why string) {
	z := st.zepCarrier(i)
	switch {
	case !l.OnMap():
		return RuleZeppelins, "passengers land on the map"
	case l != st.Units[z].Loc:
		return RuleZeppelins, fmt.Sprintf("%s disembarks only in its Zeppelin's hex, %s", st.name(i), st.place(st.Units[z].Loc))
	case st.isWater(l):
		return RuleZeppelins, "passengers do not land at sea"
	}
	for _, j := range st.at(l) {
		if st.Units[j].Side != st.Units[i].Side {
			return RuleZeppelins + " c", fmt.Sprintf("%s holds an enemy unit, which prohibits Disembarkation", st.place(l))
		}
	}
	if !st.fits(i, l) {
		return RuleStacking, st.overstackWhy(l)
	}
	return "", ""
}

// disembarkWhy explains a refused disembarkation.
func (st *State) disembarkWhy(i int, l rules.Location) *rules.Refusal {
	if st.phaseKind() != "movement" {
		return refusalOf(RuleZeppelins, "passengers disembark in the Ground Movement and Disembarkation Phase")
	}
	return refusalOf(st.disembarkBlocked(i, l))
}

// applyDisembark lands passenger i: "Disembarking costs all of a ground
// unit's movement points".
func applyDisembark(st *State, i int, l rules.Location, ctx *rules.Context) {
	u := &st.Units[i]
	z := st.zepCarrier(i)
	if st.Spent == nil {
		st.Spent = map[string]int{}
	}
	st.Spent[u.ID] = 2 * st.value(u, "move") // all of them, doubled or not
	u.SetFlag(flagUndoubled)
	u.Loc = l
	ctx.Logf("%s disembarks from %s at %s (all its movement points)", st.name(i), st.name(z), st.place(l))
}

// mustDisembark: "Passengers can't remain in the air" - the movement phase
// may not end while a passenger could land.
func mustDisembark(st *State) *rules.Refusal {
	for i := range st.Units {
		if st.Units[i].Loc.IsAboard() && len(st.disembarkDestinations(i)) > 0 {
			z := st.zepCarrier(i)
			return &rules.Refusal{Rule: RuleZeppelins, Reason: fmt.Sprintf("passengers can't remain in the air: land %s from %s at %s first", st.name(i), st.name(z), st.place(st.Units[z].Loc))}
		}
	}
	return nil
}

// required is the checklist item of a must-finish refusal (nil none): the
// phase panel says what still has to be done before End phase.
func required(r *rules.Refusal) []rules.CheckItem {
	if r == nil {
		return nil
	}
	return []rules.CheckItem{{Text: capitalise(r.Reason), Required: true}}
}

// capitalise upper-cases the first letter of an ASCII sentence.
func capitalise(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// passengersLost eliminates, at the end of a movement phase, passengers
// still aboard (they could not land): "ground units may not end a
// player-turn in the air".
func (st *State) passengersLost(ctx *rules.Context) {
	for i := range st.Units {
		z := st.zepCarrier(i)
		if z < 0 {
			continue
		}
		name, where := st.name(i), st.place(st.Units[z].Loc)
		st.Units[i].Loc = rules.Eliminated
		ctx.Logf("%s could not land from %s at %s and is lost: passengers can't remain in the air (%s)", name, st.name(z), where, RuleZeppelins)
	}
}
