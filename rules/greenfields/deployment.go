package greenfields

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Troop deployment", step 1 of the weekly turn
// (seed 003, Section 2):
//
//	"Players deploy ground troops and balloons (secretly and
//	simultaneously) into their positions, writing down their positions and
//	unit ID's. Units may be placed anywhere in the owning player's map
//	zones, regardless of movement rate. Units may also be posted off board
//	(indeed, heavy artillery should almost always be placed off board!).
//	Off board units cannot come under observed fire unless spotted by recce
//	aircraft. The army's depot is always presumed to be off board.
//
//	Remember that moving into and out of areas that were under box barrage
//	will cause the moving unit to take casualties.
//
//	Troops that are in zones that can be seen from the enemy terrain must be
//	placed in their positions upon the table top. Unit strength and
//	morale/experience are still kept secret.
//
//	*Units deployed off board who have lost points of morale may now have
//	their morale restored by expending 1 point of "luxuries". Units placed
//	off board may receive reinforcements as their lost strength points are
//	replenished."
//
// Both sides give their orders at once, each its secret (State.Deploy.Choice,
// a rules.SecretChoice): "deploy UNIT ZONE", "post UNIT" (to the side's
// reserve box, off board), "luxury UNIT", "reinforce UNIT N" and
// "undeploy UNIT" (takes the unit's orders back). The orders are kept, not
// carried out: the enemy's view does not change until the last side
// commits; then box-barrage fire, the placements, luxuries and
// reinforcements follow in that order, logged. Readings: RULINGS.md W-2.*.

// RuleDeploy is the weekly turn's troop deployment.
const RuleDeploy = "003 Troop deployment"

// Deployment is the week's deployment orders.
type Deployment struct {
	// Choice is both sides' secret commitment of their orders.
	Choice rules.SecretChoice `json:"choice,omitzero"`
	// Orders are the orders given, both sides', one per unit in the order
	// first given; a side's are its secret until the choice is revealed.
	Orders []DeployOrder `json:"orders,omitempty"`
}

// DeployOrder is what one unit is ordered to do at deployment.
type DeployOrder struct {
	Unit int `json:"unit"`
	// To is the zone (label) the unit is placed in; Post: it is posted
	// off board (its side's reserve box); neither: it stays.
	To   string `json:"to,omitempty"`
	Post bool   `json:"post,omitempty"`
	// Luxury: a point of luxuries restores its morale; Reinforce: strength
	// points from the pool replenish it (units off board).
	Luxury    bool `json:"luxury,omitempty"`
	Reinforce int  `json:"reinforce,omitempty"`
}

func (d Deployment) clone() Deployment {
	c := d
	c.Choice.Asked = slices.Clone(d.Choice.Asked)
	c.Choice.Committed = slices.Clone(d.Choice.Committed)
	c.Orders = slices.Clone(d.Orders)
	return c
}

var _ = addWeekStep(PhaseDeploy, weekStep{
	Rule:   RuleDeploy,
	Verbs:  []string{"deploy", "post", "luxury", "reinforce", "undeploy"},
	Both:   true,
	Choice: func(st *State) *rules.SecretChoice { return &st.Deploy.Choice },
	What:   "deployment orders",
	Reveal: (*State).revealDeployment,
	Ready:  (*State).deployReady,
	Prompt: func(st *State, viewer string) string {
		return "Troop deployment: place your ground troops and balloons anywhere in your zones (deploy) or off board (post), secretly; luxuries and reinforcements for units off board; then commit"
	},
	MustFinish: func(st *State) *rules.Refusal {
		return refuse(RuleDeploy, "troop deployment ends when both sides have committed their deployment orders (commit)")
	},
	Checklist: deployChecklist,
	Default: func(st *State) rules.Action {
		// Quick play: commit with no orders, everyone stays where it stands.
		if w := st.Deploy.Choice.Waiting(); len(w) > 0 {
			return rules.CommitAction(w[0])
		}
		return rules.Action{}
	},
})

func init() {
	book.Section(kit.Section[*State]{Rule: RuleDeploy, Title: "Troop deployment (weekly)", Order: 11,
		Text: `"Players deploy ground troops and balloons (secretly and simultaneously) into their positions, writing down their positions and unit ID's. Units may be placed anywhere in the owning player's map zones, regardless of movement rate. Units may also be posted off board (indeed, heavy artillery should almost always be placed off board!). Off board units cannot come under observed fire unless spotted by recce aircraft. The army's depot is always presumed to be off board."

"Remember that moving into and out of areas that were under box barrage will cause the moving unit to take casualties."

"Troops that are in zones that can be seen from the enemy terrain must be placed in their positions upon the table top. Unit strength and morale/experience are still kept secret."

"*Units deployed off board who have lost points of morale may now have their morale restored by expending 1 point of "luxuries". Units placed off board may receive reinforcements as their lost strength points are replenished."

A side's own zones are the zones of its regions where it sees no enemy ground units, and any zone where it has ground units and sees none of the enemy's (RULINGS.md W-2.1).`})
	describe := describeDeployOrder
	book.Verb(kit.Verb[*State]{Name: "deploy", Title: "Deploy", Args: "UNIT ZONE", Rule: RuleDeploy,
		Help: "orders a ground unit or balloon placed in a zone of its side's (a secret order until both sides commit): anywhere, regardless of movement rate",
		Gen:  genDeploy, Why: whyDeploy, Apply: applyDeployOrder, Describe: describe})
	book.Verb(kit.Verb[*State]{Name: "post", Title: "Post off board", Args: "UNIT", Rule: RuleDeploy,
		Help: "orders a ground unit or balloon posted off board, to its side's reserve box (a secret order until both sides commit)",
		Gen:  genPost, Why: whyPost, Apply: applyDeployOrder, Describe: describe})
	book.Verb(kit.Verb[*State]{Name: "undeploy", Title: "Take orders back", Args: "UNIT", Rule: RuleDeploy,
		Help: "takes back every deployment order given to a unit: it stays where it stands",
		Gen:  genUndeploy, Why: whyUndeploy, Apply: applyDeployOrder, Describe: describe})
	book.On(kit.Enter(PhaseDeploy), func(st *State, ctx *rules.Context) error {
		st.Deploy = Deployment{Choice: rules.NewSecretChoice(Sides...)}
		return st.rallyAtDeployment(ctx)
	})
}

// rallyAtDeployment: a unit still routing when the week's deployment
// begins rolls to rally ("continuing to flee until it successfully makes
// two hits with a morale roll"), in unit order (W-2.5). One still routing
// must be posted off board or placed on its side's base line (deployReady).
func (st *State) rallyAtDeployment(ctx *rules.Context) error {
	if ctx == nil {
		return nil
	}
	for i := range st.Units {
		if st.Units[i].HasFlag(FlagRouting) && !st.Units[i].Loc.IsEliminated() {
			if _, err := st.rallyRoll(i, ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

// whyRouting says why routing unit i may not stand at l once deployed
// ("" when it may, or it does not rout): off board, or on its side's base
// line (W-2.5).
func (st *State) whyRouting(i int, l rules.Location) string {
	if !st.Units[i].HasFlag(FlagRouting) || !l.OnMap() || st.fixed.home[st.Units[i].Side][l.Cell] {
		return ""
	}
	return fmt.Sprintf("%s is routing: it must be posted off board or placed on your base line", st.unitName(i))
}

// deployOrderOf is the index in Deploy.Orders of unit i's orders, -1 when
// none.
func (st *State) deployOrderOf(i int) int {
	return slices.IndexFunc(st.Deploy.Orders, func(o DeployOrder) bool { return o.Unit == i })
}

// deployWhyUnit says why side may not give unit i a deployment order at
// all ("" when it may): it must be a ground unit or balloon of side's, in
// play on the map or in its reserve box ("Players deploy ground troops
// and balloons").
func (st *State) deployWhyUnit(side string, i int) string {
	u := &st.Units[i]
	switch {
	case u.Side != side:
		return fmt.Sprintf("%s is not yours", st.unitName(i))
	case st.isAircraft(i):
		return fmt.Sprintf("%s is an aircraft: players deploy \"ground troops and balloons\"", st.unitName(i))
	case !u.Loc.OnMap() && !st.inReserve(i):
		return fmt.Sprintf("%s is not in play", st.unitName(i))
	}
	return ""
}

// offBoardAfter reports whether unit i stands off board once its orders
// are carried out: posted, or in the reserve box and not deployed.
func (st *State) offBoardAfter(i int) bool {
	if k := st.deployOrderOf(i); k >= 0 {
		o := st.Deploy.Orders[k]
		if o.Post {
			return true
		}
		if o.To != "" {
			return false
		}
	}
	return st.inReserve(i)
}

// ownZoneSet tells side's zones for deployment (W-2.1), by dense index: a
// zone of its regions where side sees no enemy ground units, or any zone
// where it has ground units and sees none of the enemy's. Enemy units
// side does not see do not count: the list of zones tells nothing of
// them.
func (st *State) ownZoneSet(side string) []bool {
	f := st.fixed
	out := make([]bool, f.topo.Len())
	for k := range out {
		out[k] = f.region[k] == side
	}
	var sg *sight
	var looks []terrainLook
	var seen []int
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() || st.isAircraft(i) {
			continue
		}
		k := f.topo.Index(u.Loc.Cell)
		if u.Side == side {
			out[k] = true
			continue
		}
		if sg == nil {
			sg, looks = st.sightOf(side), st.looks("")
		}
		if st.seesWith(sg, i, looks) {
			seen = append(seen, k)
		}
	}
	for _, k := range seen {
		out[k] = false
	}
	return out
}

// ownZone reports whether the zone with dense index k is one of side's
// zones for deployment (ownZoneSet).
func (st *State) ownZone(side string, k int) bool { return st.ownZoneSet(side)[k] }

// ownZones are side's zones for deployment, in map order.
func (st *State) ownZones(side string) []string {
	var out []string
	for k, ok := range st.ownZoneSet(side) {
		if ok {
			out = append(out, st.fixed.labels[k])
		}
	}
	return out
}

// mayOrder refuses an order of a side that may not give one now.
func (st *State) mayOrder(a rules.Action) *rules.Refusal {
	if st.Mode != ModeWeek || st.phase().ID != PhaseDeploy {
		return refuse(RuleDeploy, "deployment orders are given in step 1 of the weekly turn, troop deployment")
	}
	if r := choiceWhy(&st.Deploy.Choice, a, rules.RuleSecretChoice); r != nil {
		return r
	}
	return nil
}

// orderUnit is the unit a's first argument names for a new order, or the
// refusal.
func (st *State) orderUnit(a rules.Action) (int, *rules.Refusal) {
	if len(a.Args) == 0 {
		return -1, refuse(RuleDeploy, "%s takes a unit", a.Verb)
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return -1, refuse(RuleDeploy, "no unit %q in play", a.Args[0])
	}
	if why := st.deployWhyUnit(a.Side, i); why != "" {
		return -1, refuse(RuleDeploy, "%s", why)
	}
	return i, nil
}

func genDeploy(st *State, side, arg0 string) []rules.Action {
	if st.Mode != ModeWeek || !st.Deploy.Choice.MayChoose(side) {
		return nil
	}
	zones := st.ownZones(side)
	var out []rules.Action
	for i := range st.Units {
		ref := st.Units.Ref(i)
		if (arg0 != "" && arg0 != ref) || st.deployWhyUnit(side, i) != "" || st.deployOrderOf(i) >= 0 {
			continue
		}
		for _, z := range zones {
			if st.Units[i].Loc.OnMap() && st.label(st.Units[i].Loc) == z {
				continue
			}
			if l, _ := st.zoneLoc(z); st.whyRouting(i, l) != "" {
				continue
			}
			out = append(out, rules.Action{Side: side, Verb: "deploy", Args: []string{ref, z}})
		}
	}
	return out
}

func whyDeploy(st *State, a rules.Action) *rules.Refusal {
	if r := st.mayOrder(a); r != nil {
		return r
	}
	if len(a.Args) != 2 {
		return refuse(RuleDeploy, "deploy takes UNIT ZONE")
	}
	i, r := st.orderUnit(a)
	if r != nil {
		return r
	}
	if st.deployOrderOf(i) >= 0 {
		return refuse(RuleDeploy, "%s has its orders already (take them back with undeploy to change them)", st.unitName(i))
	}
	k := st.zoneIndex(a.Args[1])
	if k < 0 {
		return refuse(RuleDeploy, "no zone %q on the map", a.Args[1])
	}
	if st.Units[i].Loc.OnMap() && st.fixed.topo.Index(st.Units[i].Loc.Cell) == k {
		return refuse(RuleDeploy, "%s stands at %s already: give it no order to keep it there", st.unitName(i), a.Args[1])
	}
	if !st.ownZone(a.Side, k) {
		return refuse(RuleDeploy, "%s is not one of your zones: units \"may be placed anywhere in the owning player's map zones\"", a.Args[1])
	}
	if l, _ := st.zoneLoc(a.Args[1]); st.whyRouting(i, l) != "" {
		return refuse(RuleDeploy, "%s", st.whyRouting(i, l))
	}
	return refuse(RuleDeploy, "not a legal deployment now")
}

func genPost(st *State, side, arg0 string) []rules.Action {
	if st.Mode != ModeWeek || !st.Deploy.Choice.MayChoose(side) {
		return nil
	}
	if _, ok := st.reserveLoc(side); !ok {
		return nil
	}
	var out []rules.Action
	for i := range st.Units {
		ref := st.Units.Ref(i)
		if (arg0 != "" && arg0 != ref) || st.deployWhyUnit(side, i) != "" || st.deployOrderOf(i) >= 0 || st.inReserve(i) {
			continue
		}
		out = append(out, rules.Action{Side: side, Verb: "post", Args: []string{ref}})
	}
	return out
}

func whyPost(st *State, a rules.Action) *rules.Refusal {
	if r := st.mayOrder(a); r != nil {
		return r
	}
	if len(a.Args) != 1 {
		return refuse(RuleDeploy, "post takes UNIT")
	}
	i, r := st.orderUnit(a)
	if r != nil {
		return r
	}
	switch {
	case st.deployOrderOf(i) >= 0:
		return refuse(RuleDeploy, "%s has its orders already (take them back with undeploy to change them)", st.unitName(i))
	case st.inReserve(i):
		return refuse(RuleDeploy, "%s is off board already", st.unitName(i))
	}
	return refuse(RuleDeploy, "the scenario gives the %s no box off board", st.sideName(a.Side))
}

func genUndeploy(st *State, side, arg0 string) []rules.Action {
	if st.Mode != ModeWeek || !st.Deploy.Choice.MayChoose(side) {
		return nil
	}
	var out []rules.Action
	for _, o := range st.Deploy.Orders {
		if st.Units[o.Unit].Side != side {
			continue
		}
		if ref := st.Units.Ref(o.Unit); arg0 == "" || arg0 == ref {
			out = append(out, rules.Action{Side: side, Verb: "undeploy", Args: []string{ref}})
		}
	}
	return out
}

func whyUndeploy(st *State, a rules.Action) *rules.Refusal {
	if r := st.mayOrder(a); r != nil {
		return r
	}
	if len(a.Args) != 1 {
		return refuse(RuleDeploy, "undeploy takes UNIT")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 || st.Units[i].Side != a.Side {
		return refuse(RuleDeploy, "%q is none of your units", a.Args[0])
	}
	return refuse(RuleDeploy, "%s has no deployment orders to take back", st.unitName(i))
}

// applyDeployOrder records (or takes back) a deployment order: the side's
// secret until both commit; the enemy reads that it gives orders.
func applyDeployOrder(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	k := st.deployOrderOf(i)
	if a.Verb == "undeploy" {
		st.Deploy.Orders = slices.Delete(st.Deploy.Orders, k, k+1)
	} else {
		if k < 0 {
			st.Deploy.Orders = append(st.Deploy.Orders, DeployOrder{Unit: i})
			k = len(st.Deploy.Orders) - 1
		}
		o := &st.Deploy.Orders[k]
		switch a.Verb {
		case "deploy":
			o.To = a.Args[1]
		case "post":
			o.Post = true
		case "luxury":
			o.Luxury = true
		case "reinforce":
			o.Reinforce, _ = strconv.Atoi(a.Args[1])
		}
	}
	st.Deploy.Choice.Choose(ctx, a.Side, fmt.Sprintf("the %s give deployment orders", st.sideName(a.Side)))
	text, _ := describeDeployOrder(st, a, a.Side)
	ctx.LogTo(rules.SidesOnly(a.Side), "Deployment order: %s", text)
	return nil
}

// describeDeployOrder words a deployment order for its side; the enemy
// reads only that the side gives its deployment orders.
func describeDeployOrder(st *State, a rules.Action, viewer string) (string, bool) {
	u, ok := st.argUnit(a, 0, viewer)
	if !ok {
		return "", false
	}
	if viewer != "" && viewer != a.Side {
		return fmt.Sprintf("The %s give deployment orders", st.sideName(a.Side)), true
	}
	switch a.Verb {
	case "deploy":
		z, ok := st.argZone(a, 1)
		return fmt.Sprintf("Deploy %s to %s", u, z), ok && len(a.Args) == 2
	case "post":
		return fmt.Sprintf("Post %s off board", u), len(a.Args) == 1
	case "luxury":
		return fmt.Sprintf("Restore the morale of %s with 1 point of luxuries", u), len(a.Args) == 1
	case "reinforce":
		if len(a.Args) != 2 {
			return "", false
		}
		return fmt.Sprintf("Reinforce %s with %s strength points from the pool", u, a.Args[1]), true
	case "undeploy":
		return fmt.Sprintf("Take back the orders of %s", u), len(a.Args) == 1
	}
	return "", false
}

// deployedAt is where unit i stands once its orders are carried out.
func (st *State) deployedAt(i int) rules.Location {
	if k := st.deployOrderOf(i); k >= 0 {
		return st.placeOf(st.Deploy.Orders[k])
	}
	return st.Units[i].Loc
}

// deployReady is why side may not commit its deployment orders yet: a
// routing unit neither off board nor on its base line (W-2.5), or "A
// maximum of three units may be stacked into a single map zone" once they
// are carried out (the first zone over, in map order).
func (st *State) deployReady(side string) *rules.Refusal {
	count := map[int]int{}
	for i := range st.Units {
		if st.Units[i].Side != side || st.isAircraft(i) || st.Units[i].Loc.IsEliminated() {
			continue
		}
		if why := st.whyRouting(i, st.deployedAt(i)); why != "" {
			return refuse(RuleDeploy, "%s", why)
		}
		if l := st.deployedAt(i); l.OnMap() {
			count[st.fixed.topo.Index(l.Cell)]++
		}
	}
	for k := 0; k < st.fixed.topo.Len(); k++ {
		if count[k] > StackLimit {
			return refuse(RuleStacking, "a maximum of three units may be stacked into a single map zone: %s would hold %d of the %s after your deployment orders", st.fixed.labels[k], count[k], st.sideName(side))
		}
	}
	return nil
}

// deployChecklist is the deployment's checklist for viewer: its own
// stores and stacking, nothing of the enemy's.
func deployChecklist(st *State, viewer string) []rules.CheckItem {
	var out []rules.CheckItem
	if viewer == "" || !st.Deploy.Choice.MayChoose(viewer) {
		return []rules.CheckItem{{Text: "Both sides commit their deployment orders; then they are carried out", Required: true}}
	}
	out = append(out, rules.CheckItem{Text: "Place ground troops and balloons in your zones (deploy) or off board (post); undeploy takes orders back"})
	for _, o := range st.Deploy.Orders {
		if st.Units[o.Unit].Side == viewer {
			out = append(out, rules.CheckItem{Text: "Ordered: " + st.orderText(o)})
		}
	}
	if n := st.luxuriesLeft(viewer); n > 0 {
		out = append(out, rules.CheckItem{Text: fmt.Sprintf("Luxuries left: %d (luxury restores the morale of a unit off board)", n)})
	}
	if n := st.poolLeft(viewer); n > 0 {
		out = append(out, rules.CheckItem{Text: fmt.Sprintf("Replacement pool: %d strength points (reinforce units off board)", n)})
	}
	if r := st.deployReady(viewer); r != nil {
		out = append(out, rules.CheckItem{Text: r.Reason, Required: true})
	}
	out = append(out, rules.CheckItem{Text: "Commit: when both sides have committed, the orders are carried out", Required: true})
	return out
}

// revealDeployment carries out both sides' orders when the last side
// commits, in this order: box-barrage fire on every unit whose order moves
// it ("moving into and out of areas that were under box barrage will cause
// the moving unit to take casualties"), the placements (in the order
// given), then luxuries and reinforcements to units off board
// (deployoffboard.go). A unit
// placed where its enemy sees it is seen there, its strength, morale and
// experience still secret (observation.go): its enemy reads where it is
// placed and no more; of units it does not see, nothing.
func (st *State) revealDeployment(ctx *rules.Context) error {
	orders := st.Deploy.Orders
	st.Deploy.Orders = nil
	moves := func(o DeployOrder) (rules.Location, bool) {
		to := st.placeOf(o)
		return to, to != st.Units[o.Unit].Loc && !st.Units[o.Unit].Loc.IsEliminated()
	}
	for _, o := range orders {
		if to, ok := moves(o); ok {
			if err := st.boxFireOnMove(ctx, o.Unit, st.zoneText(st.Units[o.Unit].Loc), st.zoneText(to)); err != nil {
				return err
			}
		}
	}
	var placed []int
	for n, o := range orders {
		to, ok := moves(o)
		if !ok {
			continue
		}
		i := o.Unit
		if st.Units[i].Loc.IsEliminated() {
			continue // destroyed by a box barrage as it set out
		}
		st.Units[i].Loc = to
		st.Troops[i].Wave = 0
		if to.OnMap() {
			st.Troops[i].Wave = 100 + n // after those there, in the order given (restack)
			st.Units[i].ClearFlag(FlagVPBought)
		}
		placed = append(placed, i)
	}
	st.restack(ctx)
	for _, i := range placed {
		if st.Units[i].Loc.OnMap() {
			st.logAbout(i, ctx, "%s is placed at %s", st.unitName(i), st.label(st.Units[i].Loc))
		} else {
			ctx.LogTo(rules.SidesOnly(st.Units[i].Side), "%s is posted off board", st.unitName(i))
		}
	}
	st.supplyOffBoard(orders, ctx)
	st.Deploy = Deployment{}
	return nil
}

// placeOf is where order o puts its unit.
func (st *State) placeOf(o DeployOrder) rules.Location {
	switch {
	case o.Post:
		l, _ := st.reserveLoc(st.Units[o.Unit].Side)
		return l
	case o.To != "":
		l, _ := st.zoneLoc(o.To)
		return l
	}
	return st.Units[o.Unit].Loc
}

// zoneText is the zone label of l, "" off board (boxFireOnMove's words).
func (st *State) zoneText(l rules.Location) string {
	if l.OnMap() {
		return st.label(l)
	}
	return ""
}

// otherDeployment is the state with the enemy's deployment orders given
// otherwise before their reveal (SecretVariants): one of them taken back
// (undeploy), which leaves the enemy's stacking within the limit only if
// it was; none when that is not so.
func (st *State) otherDeployment(side string, r *rand.Rand) (rules.Variant, bool) {
	enemy := other(side)
	if !st.Deploy.Choice.MayChoose(enemy) {
		return rules.Variant{}, false
	}
	var ks []int
	for k, o := range st.Deploy.Orders {
		if st.Units[o.Unit].Side == enemy {
			ks = append(ks, k)
		}
	}
	if len(ks) == 0 {
		return rules.Variant{}, false
	}
	c := st.Clone().(*State)
	k := ks[r.IntN(len(ks))]
	o := c.Deploy.Orders[k]
	c.Deploy.Orders = slices.Delete(c.Deploy.Orders, k, k+1)
	if (c.deployReady(enemy) == nil) != (st.deployReady(enemy) == nil) {
		return rules.Variant{}, false
	}
	return rules.Variant{What: fmt.Sprintf("the %s gave %s no deployment orders", st.sideName(enemy), st.Units.Ref(o.Unit)), State: c}, true
}

// orderText words unit's orders for its own side ("British field
// artillery: to E6, 2 strength points from the pool").
func (st *State) orderText(o DeployOrder) string {
	var parts []string
	switch {
	case o.Post:
		parts = append(parts, "off board")
	case o.To != "":
		parts = append(parts, "to "+o.To)
	}
	if o.Luxury {
		parts = append(parts, "1 point of luxuries")
	}
	if o.Reinforce > 0 {
		parts = append(parts, fmt.Sprintf("%d strength points from the pool", o.Reinforce))
	}
	return st.unitText(o.Unit, st.Units[o.Unit].Side) + ": " + strings.Join(parts, ", ")
}
