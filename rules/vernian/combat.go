package vernian

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/board"
	"sandtable/rules"
)

// Combat is an attack being put together: the defending hex and the
// committed attackers.
type Combat struct {
	Target string   `json:"target"`
	Units  []string `json:"units"`
}

// After is what follows a resolved attack: the surviving attackers that
// may advance into the emptied hex (and, with a tank, one hex further)
// and whether one yellow-striped survivor may still become Crack Troops.
type After struct {
	Target   string   `json:"target"`
	Units    []string `json:"units"`              // attackers that may advance
	Advanced []string `json:"advanced,omitempty"` // those that advanced
	Vacated  bool     `json:"vacated,omitempty"`  // the defender's hex is empty: advance allowed
	Tank     bool     `json:"tank,omitempty"`     // a tank took part (000 Part II Tanks)
	// Tanked are the attackers from a stack whose tank took part: they may
	// advance two hexes (000 Part II Tanks b: "A stack containing a tank
	// can advance two hexes after combat instead of one").
	Tanked []string `json:"tanked,omitempty"`
	Crack  []string `json:"crack,omitempty"` // yellow-striped survivors that may flip
}

// canAttack reports whether unit i may attack this phase at all.
func (st *State) canAttack(i int) bool {
	u := &st.Units[i]
	return u.Loc.OnMap() && st.isCombat(u) && !st.isFortress(u) && !u.HasFlag(flagAttacked) && st.value(u, "attack") > 0
}

// attackable is why hex l may not be attacked by side now, "" when it may.
func (st *State) attackable(side string, l rules.Location) string {
	foe := enemy(side)
	defenders := st.groundAt(l, foe)
	if len(defenders) == 0 {
		return st.text(l) + " holds no enemy ground units"
	}
	for _, j := range defenders {
		if st.isAFB(&st.Units[j]) {
			return fmt.Sprintf("%s holds the Armored Front Buster: its hex cannot be attacked in normal combat (%s)", st.text(l), RuleAFB)
		}
	}
	k := st.key(l)
	if slices.Contains(st.Cleared, k) {
		return fmt.Sprintf("%s was cleared by bombardment this phase (%s d)", st.text(l), RuleBombard)
	}
	if slices.Contains(st.Attacked, k) {
		return st.text(l) + " was already attacked this Combat Phase"
	}
	return ""
}

// adjacentAttacker reports whether unit i can attack hex l: next to it and
// not across an all-sea hexside or into the sea.
func (st *State) adjacentAttacker(i int, l rules.Location) bool {
	u := &st.Units[i]
	if u.Loc.Map != l.Map || !u.Loc.OnMap() {
		return false
	}
	m := st.mapOf(l)
	return m.Topology.Adjacent(u.Loc.Cell, l.Cell) && st.passable(m, u.Loc.Cell, l.Cell)
}

func genAttack(st *State, side, arg0 string) []rules.Action {
	if st.Combat != nil || st.After != nil {
		return nil
	}
	if arg0 != "" {
		// One hex (as Check asks): attackable, with an attacker next to it.
		l, err := rules.ParseLocation(st.fixed.s, arg0)
		if err != nil || !l.OnMap() || st.text(l) != arg0 || st.attackable(side, l) != "" {
			return nil
		}
		for i := range st.Units {
			if st.Units[i].Side == side && st.canAttack(i) && st.adjacentAttacker(i, l) {
				return []rules.Action{{Side: side, Verb: "attack", Args: []string{arg0}}}
			}
		}
		return nil
	}
	occ := st.occupancy()
	foe := enemy(side)
	seen := map[rules.Location]bool{}
	var out []rules.Action
	for i := range st.Units {
		if st.Units[i].Side != side || !st.canAttack(i) {
			continue
		}
		u := &st.Units[i]
		m := st.mapOf(u.Loc)
		var buf []board.Cell
		for _, c := range m.Topology.Neighbors(u.Loc.Cell, buf) {
			l := rules.CellLocation(m, c)
			if seen[l] || !occ.has(m.ID, c, foe) || !st.adjacentAttacker(i, l) || st.attackable(side, l) != "" {
				continue
			}
			seen[l] = true
		}
	}
	for _, m := range st.fixed.s.Maps {
		cells := map[board.Cell]bool{}
		for l := range seen {
			if l.Map == m.ID {
				cells[l.Cell] = true
			}
		}
		for _, c := range sortedCells(m, cells) {
			t := st.text(rules.CellLocation(m, c))
			if arg0 == "" || arg0 == t {
				out = append(out, rules.Action{Side: side, Verb: "attack", Args: []string{t}})
			}
		}
	}
	return out
}

func applyAttack(st *State, a rules.Action, ctx *rules.Context) error {
	st.Combat = &Combat{Target: a.Args[0]}
	l := st.combatTarget()
	// Commit every eligible adjacent attacker; withdraw to leave some out.
	for i := range st.Units {
		if st.Units[i].Side == a.Side && st.canAttack(i) && st.adjacentAttacker(i, l) {
			st.Combat.Units = append(st.Combat.Units, st.Units[i].ID)
		}
	}
	ctx.Logf("attack on %s: %s committed (withdraw units to leave them out)", a.Args[0], joinNames(st.Combat.Units))
	return nil
}

// combatTarget is the pending attack's hex.
func (st *State) combatTarget() rules.Location {
	t := ""
	switch {
	case st.Combat != nil:
		t = st.Combat.Target
	case st.After != nil:
		t = st.After.Target
	}
	l, _ := rules.ParseLocation(st.fixed.s, t)
	return l
}

func genCommit(st *State, side, arg0 string) []rules.Action {
	if st.Combat == nil {
		return nil
	}
	l := st.combatTarget()
	var out []rules.Action
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side == side && st.canAttack(i) && st.adjacentAttacker(i, l) && !slices.Contains(st.Combat.Units, u.ID) && (arg0 == "" || arg0 == u.ID) {
			out = append(out, rules.Action{Side: side, Verb: "commit", Args: []string{u.ID}})
		}
	}
	return out
}

func applyCommit(st *State, a rules.Action, ctx *rules.Context) error {
	st.Combat.Units = append(st.Combat.Units, a.Args[0])
	ctx.Logf("%s joins the attack on %s", a.Args[0], st.Combat.Target)
	return nil
}

func genWithdraw(st *State, side, arg0 string) []rules.Action {
	if st.Combat == nil {
		return nil
	}
	var out []rules.Action
	for _, id := range st.Combat.Units {
		if arg0 == "" || arg0 == id {
			out = append(out, rules.Action{Side: side, Verb: "withdraw", Args: []string{id}})
		}
	}
	return out
}

func applyWithdraw(st *State, a rules.Action, ctx *rules.Context) error {
	st.Combat.Units = slices.DeleteFunc(st.Combat.Units, func(id string) bool { return id == a.Args[0] })
	ctx.Logf("%s leaves the attack on %s", a.Args[0], st.Combat.Target)
	return nil
}

func genResolve(st *State, side, arg0 string) []rules.Action {
	if st.Combat == nil || len(st.Combat.Units) == 0 || arg0 != "" {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "resolve"}}
}

func genCancel(st *State, side, arg0 string) []rules.Action {
	if st.Combat == nil || arg0 != "" {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "cancel"}}
}

func applyCancel(st *State, a rules.Action, ctx *rules.Context) error {
	ctx.Logf("attack on %s called off", st.Combat.Target)
	st.Combat = nil
	return nil
}

func whyAttack(st *State, a rules.Action) (string, string) {
	switch {
	case a.Verb == "attack" && (st.Combat != nil || st.After != nil):
		return RuleCombat, "finish the current attack first"
	case a.Verb != "attack" && st.Combat == nil:
		return RuleCombat, "no attack is being put together: attack a hex first"
	case (a.Verb == "resolve" || a.Verb == "cancel") && len(a.Args) > 0:
		return RuleCombat, a.Verb + " takes no arguments"
	case a.Verb == "resolve":
		return RuleCombat, "commit at least one attacker first"
	}
	if a.Verb == "attack" {
		if len(a.Args) != 1 {
			return RuleCombat, "attack takes HEX"
		}
		l, err := rules.ParseLocation(st.fixed.s, a.Args[0])
		if err != nil {
			return RuleCombat, err.Error()
		}
		if why := st.attackable(a.Side, l); why != "" {
			return RuleCombat, why
		}
		return RuleCombat, fmt.Sprintf("none of your units that have not attacked yet is next to %s", a.Args[0])
	}
	if len(a.Args) != 1 {
		return RuleCombat, a.Verb + " takes UNIT"
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return RuleCombat, fmt.Sprintf("no unit %q", a.Args[0])
	}
	if a.Verb == "withdraw" {
		return RuleCombat, st.name(i) + " is not in this attack"
	}
	u := &st.Units[i]
	if u.Side != a.Side {
		return RuleCombat, st.name(i) + " is not one of your units"
	}
	if u.HasFlag(flagAttacked) {
		return RuleCombat, st.name(i) + " already attacked this phase"
	}
	switch {
	case st.isTank(u) && st.tankAt(st.combatTarget(), enemy(a.Side)) >= 0:
		return RuleTanks, fmt.Sprintf("%s holds a tank, and a tank cannot be used to attack a hex containing another tank", st.Combat.Target)
	case st.isTank(u):
		return RuleTanks, "tanks never attack by themselves: a tank aids the attacking infantry in its hex (commit them)"
	case st.isHQ(u):
		return RuleBombard, st.name(i) + " does not attack: HQs fire their Monstrous Artilleries in the Bombard Phase instead"
	case st.isAFB(u):
		return RuleAFB, "the Armored Front Buster has no attack strength"
	case st.isFortress(u):
		return RuleCombat, "fortresses do not attack"
	case !st.canAttack(i):
		return RuleCombat, st.name(i) + " has no attack factor"
	}
	return RuleCombat, fmt.Sprintf("%s is not next to %s (or is across an all-sea hexside)", st.name(i), st.Combat.Target)
}

// Strength is one side of an attack as the forecast and the log show it.
type Strength struct {
	Total int
	Lines []string
}

// attackers are the committed attackers (indexes).
func (st *State) attackers() []int {
	var out []int
	for _, id := range st.Combat.Units {
		if i := st.Units.Index(id); i >= 0 {
			out = append(out, i)
		}
	}
	return out
}

// tanksUsed lists the tanks that help the attack: one per attacking stack,
// unless the defender's hex holds a tank (000 Part II Tanks: "A tank thus
// cannot be used to attack a hex containing another tank").
func (st *State) tanksUsed(att []int, target rules.Location) []int {
	if st.tankAt(target, enemy(st.Units[att[0]].Side)) >= 0 {
		return nil
	}
	var out []int
	seen := map[rules.Location]bool{}
	for _, i := range att {
		u := &st.Units[i]
		if seen[u.Loc] {
			continue
		}
		seen[u.Loc] = true
		infantry := false
		for _, j := range att {
			infantry = infantry || (st.Units[j].Loc == u.Loc && st.isInfantry(&st.Units[j]))
		}
		if t := st.tankAt(u.Loc, u.Side); t >= 0 && infantry {
			out = append(out, t)
		}
	}
	return out
}

// attackStrength: attack factors, halved in Defense Supply or Out of
// Supply (000 Supply 2, 3), one unit per tank stack doubled (000 Part II
// Tanks c: the strongest, RULINGS.md), fractions rounded up on the total.
func (st *State) attackStrength(att []int, tanks []int) Strength {
	net := st.supply(st.Units[att[0]].Side)
	doubled := map[int]bool{}
	for _, t := range tanks {
		best, bestAtt := -1, -1
		for _, i := range att {
			if st.Units[i].Loc == st.Units[t].Loc && st.isInfantry(&st.Units[i]) && st.value(&st.Units[i], "attack") > bestAtt {
				best, bestAtt = i, st.value(&st.Units[i], "attack")
			}
		}
		if best >= 0 {
			doubled[best] = true
		}
	}
	var s Strength
	halves := 0
	for _, i := range att {
		u := &st.Units[i]
		a := st.value(u, "attack")
		line := fmt.Sprintf("%s at %s: %d", st.name(i), st.text(u.Loc), a)
		h := 2 * a
		if doubled[i] {
			h *= 2
			line += ", doubled by the tank in its stack"
		}
		if sup := net.At(u.Loc); sup != AttackSupply {
			h /= 2
			line += fmt.Sprintf(", halved (%s)", supplyName(sup))
		}
		halves += h
		s.Lines = append(s.Lines, fmt.Sprintf("%s = %s", line, halfText(h)))
	}
	s.Total = (halves + 1) / 2
	return s
}

// defenseStrength: defence factors, halved Out of Supply (000 Supply 3).
func (st *State) defenseStrength(def []int) Strength {
	if len(def) == 0 {
		return Strength{}
	}
	net := st.supply(st.Units[def[0]].Side)
	var s Strength
	halves := 0
	for _, i := range def {
		u := &st.Units[i]
		d := 0
		if st.isCombat(u) {
			d = st.value(u, "defense")
		}
		h := 2 * d
		line := fmt.Sprintf("%s: %d", st.name(i), d)
		if net.At(u.Loc) == OutOfSupply && h > 0 {
			h /= 2
			line += ", halved (Out of Supply)"
		}
		halves += h
		s.Lines = append(s.Lines, fmt.Sprintf("%s = %s", line, halfText(h)))
	}
	s.Total = (halves + 1) / 2
	return s
}

func halfText(h int) string {
	if h%2 == 0 {
		return fmt.Sprint(h / 2)
	}
	return fmt.Sprintf("%d½", h/2)
}

func supplyName(s string) string {
	switch s {
	case AttackSupply:
		return "Attack Supply"
	case DefenseSupply:
		return "Defense Supply"
	}
	return "Out of Supply"
}

// CombatShifts are the column shifts of an attack on target from the
// attackers' hexes: the scenario's terrain chart, towns/cities, intact
// fortresses, and a river between every attacker and the target.
func (st *State) CombatShifts(att []int, target rules.Location) []rules.Modifier {
	t := st.fixed.t
	m := st.mapOf(target)
	var out []rules.Modifier
	if ter := m.TerrainAt(target.Cell); ter != nil && t.TerrainShifts[ter.ID] != 0 {
		out = append(out, rules.Modifier{Value: t.TerrainShifts[ter.ID], Reason: "defender in " + strings.ToLower(ter.Name)})
	}
	town, fort := false, false
	for _, p := range m.PlacesAt(target.Cell) {
		town = town || p.Is("town") || p.Is("city")
		fort = fort || p.Is("fortress")
	}
	if fort && slices.Contains(st.FortsDestroyed, st.key(target)) {
		fort = false
	}
	if town && t.CityShift != 0 {
		out = append(out, rules.Modifier{Value: t.CityShift, Reason: "defender in a town or city"})
	}
	if fort && t.FortressShift != 0 {
		out = append(out, rules.Modifier{Value: t.FortressShift, Reason: "defender in a fortress"})
	}
	if t.RiverShift != 0 && len(att) > 0 {
		all := true
		for _, i := range att {
			all = all && st.acrossRiver(st.Units[i].Loc, target)
		}
		if all {
			out = append(out, rules.Modifier{Value: t.RiverShift, Reason: "every attacker across a river"})
		}
	}
	return out
}

// acrossRiver reports whether a river runs on the hexside between a and b.
func (st *State) acrossRiver(a, b rules.Location) bool {
	m := st.mapOf(b)
	for _, f := range m.Edges.Of(a.Cell, b.Cell) {
		if f == "river" {
			return true
		}
	}
	return false
}

// attackFigures are the pending attack by side as the CRT reads it: the
// defending hex, attackers, defenders, the tanks helping, both strengths
// and the column shifts. The dialog's forecast and the roll use the same.
type attackFigures struct {
	target         rules.Location
	att, def       []int
	tanks          []int
	attack, defend Strength
	shifts         []rules.Modifier
}

func (st *State) attackFigures(side string) attackFigures {
	var f attackFigures
	f.target = st.combatTarget()
	f.att = st.attackers()
	f.def = st.groundAt(f.target, enemy(side))
	f.tanks = st.tanksUsed(f.att, f.target)
	f.attack, f.defend = st.attackStrength(f.att, f.tanks), st.defenseStrength(f.def)
	f.shifts = st.CombatShifts(f.att, f.target)
	return f
}

// Forecast is the combat dialog's content for "resolve": attackers,
// defenders, odds column with every shift, and the exact probability of
// every result.
func (st *State) Forecast(a rules.Action) (rules.Forecast, bool) {
	if a.Verb != "resolve" || st.Check(a) != nil {
		return rules.Forecast{}, false
	}
	fig := st.attackFigures(a.Side)
	as, ds, shifts := fig.attack, fig.defend, fig.shifts
	crt := st.fixed.t.CRT
	_, col := crt.ColumnFor(as.Total, ds.Total, shifts)
	f := rules.Forecast{
		Title:     "Attack on " + st.Combat.Target,
		Attackers: as.Lines,
		Defenders: ds.Lines,
		Strength:  fmt.Sprintf("%d vs %d", as.Total, ds.Total),
		Table:     fmt.Sprintf("%s, column %s", crtName(crt), col),
		Modifiers: shifts,
		Outcomes:  crt.Odds(as.Total, ds.Total, shifts, nil),
	}
	if len(fig.tanks) > 0 {
		f.Attackers = append(f.Attackers, "tank: the attackers ignore their first hit and may advance two hexes")
	}
	return f, true
}

func crtName(t rules.CRT) string {
	if t.Name != "" {
		return t.Name
	}
	return "CRT"
}

// applyResolve rolls the attack on the CRT and applies the result.
func applyResolve(st *State, a rules.Action, ctx *rules.Context) error {
	foe := enemy(a.Side)
	fig := st.attackFigures(a.Side)
	target, att, def, tanks := fig.target, fig.att, fig.def, fig.tanks
	as, ds, shifts := fig.attack, fig.defend, fig.shifts
	roll, err := st.fixed.t.CRT.Resolve(ctx.Dice(), as.Total, ds.Total, shifts, nil)
	if err != nil {
		return err
	}
	roll.For = fmt.Sprintf("%s attack on %s, %d vs %d", st.sideName(a.Side), st.Combat.Target, as.Total, ds.Total)
	ctx.LogRoll("", roll)
	res, err := ParseResult(roll.Result)
	if err != nil {
		return err
	}
	for _, i := range att {
		st.Units[i].SetFlag(flagAttacked)
	}
	st.Attacked = append(st.Attacked, st.key(target))
	crackers := a.Side == Germans && slices.ContainsFunc(att, func(i int) bool { return st.isCrack(&st.Units[i]) })
	var yellow []int
	for _, i := range att {
		if st.isYellow(&st.Units[i]) {
			yellow = append(yellow, i)
		}
	}
	// Defender losses.
	switch {
	case res.DefenderAll:
		for _, j := range def {
			if st.Units[j].Loc.OnMap() && !st.isAFB(&st.Units[j]) {
				st.takeSteps(j, rules.StepCount(st.fixed.s, &st.Units[j]), ctx)
			}
		}
	case res.DefenderSteps > 0:
		st.applyHits(def, res.DefenderSteps, false, ctx)
	}
	// Attacker losses; a tank absorbs the first hit (000 Part II Tanks a).
	switch {
	case res.AttackerAll:
		for _, i := range att {
			if st.Units[i].Loc.OnMap() {
				st.takeSteps(i, rules.StepCount(st.fixed.s, &st.Units[i]), ctx)
			}
		}
	case res.AttackerSteps > 0:
		hits := res.AttackerSteps
		if len(tanks) > 0 {
			hits--
			ctx.Logf("the attackers' tank ignores their first hit (%s a)", RuleTanks)
		}
		if crackers && hits > 0 {
			ctx.Logf("Crack Troops took part: the first German lost must be a Crack Troop (%s b)", RuleCrack)
		}
		st.applyHits(att, hits, crackers, ctx)
	}
	st.sweepTanks(ctx)
	if res.DefenderRetreat {
		// Fortresses do not move (RULINGS): they stay and hold the hex.
		var goers []int
		for _, j := range alive(st, st.groundAt(target, foe)) {
			if !st.isFortress(&st.Units[j]) {
				goers = append(goers, j)
			}
		}
		st.retreat(goers, target, ctx)
	}
	survivors := alive(st, att)
	if res.AttackerRetreat {
		for _, l := range stackLocs(st, survivors) {
			var here []int
			for _, i := range survivors {
				if st.Units[i].Loc == l {
					here = append(here, i)
				}
			}
			st.retreat(here, l, ctx)
		}
		survivors = nil
	}
	st.Combat = nil
	after := &After{Target: st.text(target)}
	after.Vacated = len(st.groundAt(target, foe)) == 0 && !slices.Contains(st.Cleared, st.key(target))
	after.Tank = len(tanks) > 0
	for _, i := range survivors {
		after.Units = append(after.Units, st.Units[i].ID)
		for _, tk := range tanks {
			if st.Units[tk].Loc == st.Units[i].Loc {
				after.Tanked = append(after.Tanked, st.Units[i].ID)
				break
			}
		}
	}
	// 000 Crack Troops a: "ONE surviving yellow-striped attacking unit may
	// be flipped".
	if a.Side == Germans {
		for _, i := range yellow {
			if st.Units[i].Loc.OnMap() {
				after.Crack = append(after.Crack, st.Units[i].ID)
			}
		}
	}
	if (after.Vacated && len(after.Units) > 0) || len(after.Crack) > 0 {
		st.After = after
		if after.Vacated && len(after.Units) > 0 {
			ctx.Logf("%s is empty: the attackers may advance into it", after.Target)
		}
	}
	return nil
}

// stackLocs are the distinct locations of units, in order.
func stackLocs(st *State, units []int) []rules.Location {
	var out []rules.Location
	for _, i := range units {
		if l := st.Units[i].Loc; !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// retreat moves units one hex away from from, all to the same hex, chosen
// by rule (RULINGS.md): passable, no enemy ground units, within stacking,
// preferring hexes next to no enemy ground unit, then in the retreating
// side's Attack Supply, then board order. Units that cannot retreat are
// eliminated.
func (st *State) retreat(units []int, from rules.Location, ctx *rules.Context) {
	if len(units) == 0 {
		return
	}
	side := st.Units[units[0]].Side
	m := st.mapOf(from)
	occ := st.occupancy()
	net := st.supply(side)
	// The stack's tank goes with it when no infantry of the hex stays
	// behind (a tank "must always be stacked with an Infantry unit"), so
	// it counts for "Only one Tank unit can be in a stack" like the units.
	along := st.tankFollowing(units, from)
	w, tank := 0, along >= 0
	for _, i := range units {
		w += st.weight(&st.Units[i])
		tank = tank || st.isTank(&st.Units[i])
	}
	best, bestScore := board.Cell{}, -1
	var buf []board.Cell
	for _, c := range m.Topology.Neighbors(from.Cell, buf) {
		l := rules.CellLocation(m, c)
		if !st.passable(m, from.Cell, c) || occ.has(m.ID, c, enemy(side)) || st.stackWeight(l, side)+w > st.fixed.stackLimit {
			continue
		}
		// 000 Part II Tanks: "Only one Tank unit can be in a stack".
		if tank && st.tankAt(l, side) >= 0 {
			continue
		}
		score := 0
		near := false
		var buf2 []board.Cell
		for _, n := range m.Topology.Neighbors(c, buf2) {
			near = near || occ.has(m.ID, n, enemy(side))
		}
		if !near {
			score += 2
		}
		if net.At(l) == AttackSupply {
			score++
		}
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	if bestScore < 0 {
		for _, i := range units {
			if st.Units[i].Loc.OnMap() {
				ctx.Logf("%s cannot retreat from %s", st.name(i), st.text(from))
				st.takeSteps(i, rules.StepCount(st.fixed.s, &st.Units[i]), ctx)
			}
		}
		return
	}
	to := rules.CellLocation(m, best)
	goers := units
	if along >= 0 {
		goers = append(slices.Clone(units), along)
	}
	for _, i := range goers {
		st.Units[i].Loc = to
	}
	ctx.Logf("retreat: %s from %s to %s", joinNames(unitNames(st, goers)), st.text(from), st.text(to))
}

// tankFollowing is the tank of units' side at from that goes with units
// when they leave (-1 when none): units do not include it, and no
// infantry of that side stays behind at from.
func (st *State) tankFollowing(units []int, from rules.Location) int {
	if len(units) == 0 {
		return -1
	}
	side := st.Units[units[0]].Side
	t := st.tankAt(from, side)
	if t < 0 || slices.Contains(units, t) {
		return -1
	}
	for _, j := range st.groundAt(from, side) {
		if st.isInfantry(&st.Units[j]) && !slices.Contains(units, j) {
			return -1
		}
	}
	return t
}

func unitNames(st *State, units []int) []string {
	var out []string
	for _, i := range units {
		out = append(out, st.name(i))
	}
	return out
}

// carriesTank reports whether advancing unit i now takes a tank along:
// its hex holds the tank that helped its stack attack, and i is the last
// unit of that stack still there.
func (st *State) carriesTank(i int) bool {
	u := &st.Units[i]
	if st.After == nil || !slices.Contains(st.After.Tanked, u.ID) || st.tankAt(u.Loc, u.Side) < 0 {
		return false
	}
	for _, id := range st.After.Tanked {
		if j := st.Units.Index(id); j >= 0 && j != i && st.Units[j].Loc == u.Loc {
			return false
		}
	}
	return true
}

// advanceTargets are where attacker i may advance now: into the emptied
// hex, or - with a tank, once in it - one hex further into an adjacent
// vacant hex (000 Part II Tanks b).
func (st *State) advanceTargets(i int) []rules.Location {
	af := st.After
	if af == nil || !af.Vacated {
		return nil
	}
	u := &st.Units[i]
	if !u.Loc.OnMap() || !slices.Contains(af.Units, u.ID) {
		return nil
	}
	target := st.combatTarget()
	if u.Loc != target {
		if _, why := st.advanceBlocked(i, target); why != "" {
			return nil
		}
		return []rules.Location{target}
	}
	m := st.mapOf(target)
	var out []rules.Location
	var buf []board.Cell
	for _, c := range m.Topology.Neighbors(target.Cell, buf) {
		l := rules.CellLocation(m, c)
		if _, why := st.advanceBlocked(i, l); why == "" {
			out = append(out, l)
		}
	}
	return out
}

// advanceBlocked is why attacker i may not advance to l now, with the
// rule, or "" when it may: advanceTargets lists exactly the hexes where
// it says "", and the refusal of any other gives its reason.
func (st *State) advanceBlocked(i int, l rules.Location) (rule, why string) {
	af := st.After
	u := &st.Units[i]
	target := st.combatTarget()
	switch {
	case af == nil:
		return RuleCombat, "no attack has just been resolved"
	case !u.Loc.OnMap() || !slices.Contains(af.Units, u.ID):
		return RuleCombat, st.name(i) + " is not a surviving attacker of this attack: only they advance"
	case l.OnMap() && slices.Contains(st.Cleared, st.key(l)):
		// 000 Monstrous Artilleries d: "that hex may not be attacked nor
		// advanced into in that Combat Phase".
		return RuleBombard + " d", fmt.Sprintf("%s was cleared by bombardment: it may not be advanced into this Combat Phase", st.text(l))
	case !af.Vacated:
		return RuleCombat, st.text(target) + " still holds enemy ground units: no advance"
	case !l.OnMap() || l.Map != target.Map:
		return RuleCombat, "an advance goes into the attacked hex"
	}
	second := u.Loc == target
	if af.advancedTwice(u.ID) {
		return RuleTanks + " b", st.name(i) + " has already advanced two hexes"
	}
	if !second {
		if slices.Contains(af.Advanced, u.ID) {
			return RuleCombat, st.name(i) + " has already advanced"
		}
		if l != target {
			if slices.Contains(af.Tanked, u.ID) {
				return RuleTanks + " b", "the first hex advanced into must be the hex attacked, " + st.text(target)
			}
			return RuleCombat, "an advance goes into the attacked hex, " + st.text(target)
		}
	} else {
		m := st.mapOf(target)
		switch {
		case !slices.Contains(af.Tanked, u.ID):
			return RuleTanks + " b", st.name(i) + " did not attack from a stack with a tank: it advances one hex only"
		case l == target || !m.Topology.Adjacent(target.Cell, l.Cell):
			return RuleTanks + " b", fmt.Sprintf("the second hex must be next to %s", st.text(target))
		case !st.passable(m, target.Cell, l.Cell):
			return RuleMovement, fmt.Sprintf("%s cannot be entered from %s (sea, an all-sea hexside or a neutral country)", st.text(l), st.text(target))
		}
		// "any adjacent vacant hex": empty but for the units of this
		// stack that already went on there.
		for _, j := range st.at(l) {
			if !af.advancedTwice(st.Units[j].ID) {
				return RuleTanks + " b", fmt.Sprintf("the second hex must be vacant, and %s is not", st.text(l))
			}
		}
	}
	// An advance is voluntary: the last German infantry division may not
	// leave Dover (000 England b, "Kaiser's orders"); a tank that would go
	// along may not join another (000 Part II Tanks).
	if len(st.groundAt(l, enemy(u.Side))) > 0 {
		return RuleCombat, st.text(l) + " holds enemy ground units"
	}
	if st.stackWeight(l, u.Side)+st.weight(u) > st.fixed.stackLimit {
		return RuleStacking, fmt.Sprintf("%s would hold more than %d divisions", st.text(l), st.fixed.stackLimit)
	}
	if st.carriesTank(i) && st.tankAt(l, u.Side) >= 0 {
		return RuleTanks, fmt.Sprintf("the tank of %s's stack would follow it, and only one Tank unit can be in a stack", st.name(i))
	}
	if st.leavesDoverEmpty(i, l) {
		return RuleTunnel, "the last German infantry division may not leave Dover: the German player may not voluntarily close the tunnel - Kaiser's orders"
	}
	return "", ""
}

// advancedTwice reports whether unit id has made its second-hex advance.
func (af *After) advancedTwice(id string) bool { return slices.Contains(af.Advanced, id+"+2") }

func genAdvance(st *State, side, arg0 string) []rules.Action {
	if st.After == nil {
		return nil
	}
	var out []rules.Action
	for _, id := range st.After.Units {
		if arg0 != "" && arg0 != id {
			continue
		}
		i := st.Units.Index(id)
		if i < 0 {
			continue
		}
		for _, l := range st.advanceTargets(i) {
			out = append(out, rules.Action{Side: side, Verb: "advance", Args: []string{id, st.text(l)}})
		}
	}
	return out
}

func applyAdvance(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.Units.Index(a.Args[0])
	l, _ := rules.ParseLocation(st.fixed.s, a.Args[1])
	u := &st.Units[i]
	from := u.Loc
	second := from == st.combatTarget()
	// The tank goes with the stack it helped, when the last unit of that
	// stack leaves.
	tank := -1
	if st.carriesTank(i) {
		tank = st.tankAt(from, u.Side)
	}
	u.Loc = l
	if tank >= 0 {
		st.Units[tank].Loc = l
	}
	tag := u.ID
	if second {
		tag += "+2"
	}
	st.After.Advanced = append(st.After.Advanced, tag)
	ctx.Logf("advance after combat: %s from %s to %s", st.name(i), st.text(from), a.Args[1])
	return nil
}

func genCrack(st *State, side, arg0 string) []rules.Action {
	if st.After == nil {
		return nil
	}
	var out []rules.Action
	for _, id := range st.After.Crack {
		if arg0 == "" || arg0 == id {
			out = append(out, rules.Action{Side: side, Verb: "crack", Args: []string{id}})
		}
	}
	return out
}

// applyCrack flips a yellow-striped survivor to its Crack Troops side (000
// Crack German Troops a); only one per attack.
func applyCrack(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.Units.Index(a.Args[0])
	u := &st.Units[i]
	old := st.name(i)
	u.Type = st.fixed.t.Crack[u.Type]
	u.Step = 0
	st.After.Crack = nil
	ctx.Logf("%s becomes %s: honorary members of the Order of the Pickelhaube (%s a)", old, st.name(i), RuleCrack)
	return nil
}

func genDone(st *State, side, arg0 string) []rules.Action {
	if st.After == nil || arg0 != "" {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "done"}}
}

func applyDone(st *State, a rules.Action, ctx *rules.Context) error {
	ctx.Logf("attack on %s finished", st.After.Target)
	st.After = nil
	return nil
}

func whyAfter(st *State, a rules.Action) (string, string) {
	if st.After == nil {
		return RuleCombat, "no attack has just been resolved"
	}
	switch a.Verb {
	case "crack":
		if len(a.Args) != 1 {
			return RuleCrack + " a", "crack takes UNIT"
		}
		if len(st.After.Crack) == 0 {
			return RuleCrack + " a", "only ONE surviving yellow-striped attacker may flip, and only after a German attack it took part in"
		}
		return RuleCrack + " a", a.Args[0] + " is not a surviving yellow-striped attacker of this attack"
	case "advance":
		if len(a.Args) != 2 {
			return RuleCombat, "advance takes UNIT and HEX"
		}
		i := st.unitArg(a.Args[0])
		if i < 0 {
			return RuleCombat, fmt.Sprintf("no unit %q", a.Args[0])
		}
		l, err := rules.ParseLocation(st.fixed.s, a.Args[1])
		if err != nil {
			return RuleCombat, err.Error()
		}
		if rule, why := st.advanceBlocked(i, l); why != "" {
			return rule, why
		}
		return RuleCombat, "only surviving attackers advance: into the emptied hex, and with a tank one more adjacent vacant hex"
	}
	return RuleCombat, "done takes no arguments"
}
