package greenfields

import (
	"fmt"
	"slices"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Artillery bombardment" of the assault turn:
// ranges, hit dice halved on an unseen zone, gas, 1 SHELL a turn of fire.
// The seed's words: the Section below, and of persistent gas, "once a
// zone is gassed, it retains a 1 hit dice gas attack against any unit
// remaining in the effected zone for the remainder of the assault."
//
// Each side announces its guns' fire in its bombard phase (barrage, and
// cancel-barrage to take one back); every announced barrage is resolved
// together when the second side's bombard phase ends (RULINGS.md).

func init() {
	book.Section(kit.Section[*State]{Rule: RuleBombard, Title: "Artillery bombardment", Order: 120,
		Text: `"Artillery fire takes place, with both players adjudicating their fire simultaneously. Artillery ranges are 3 zones for field artillery, 6 zones for medium artillery, and unlimited tabletop range for heavy artillery. Each artillery regiment rolls its usual dice for hits vs its target (halved if the target zone cannot be seen by any unit in the firing player's army). Multiple artillery units may stack their fire upon target zones."`,
		More: func(st *State) (string, []rules.RefTable) { return st.gasAndShellsText(), nil }})
}

// Barrage is one artillery unit's announced fire this turn.
type Barrage struct {
	Side string `json:"side"`
	// Guns are the artillery units firing, by index (one per barrage).
	Guns []int `json:"guns"`
	// Zone is the target zone (label).
	Zone string `json:"zone"`
	// Gas: gas rounds; Persistent: mustard gas.
	Gas        bool `json:"gas,omitempty"`
	Persistent bool `json:"persistent,omitempty"`
	// Box: a box barrage of the weekly turn (boxbarrage.go), laid on the
	// zone rather than fired at its units. In the weekly turn Zone may be
	// TargetDepot, the enemy's depot (bombardweek.go).
	Box bool `json:"box,omitempty"`
}

// Barrage modes (the optional third argument of barrage).
const (
	ModeGas        = "gas"
	ModePersistent = "persistent"
)

// gunRange is unit i's range in zones, -1 for "unlimited tabletop range":
// "3 zones for field artillery, 6 zones for medium artillery".
func (st *State) gunRange(i int) int {
	if st.Mode == ModeWeek {
		return weekRange(st.class(i))
	}
	switch st.class(i) {
	case FieldArtillery:
		return 3
	case MediumArtillery:
		return 6
	}
	return -1
}

// barrageOf is the index in State.Bombard of gun i's barrage, -1 for none.
func (st *State) barrageOf(i int) int {
	return slices.IndexFunc(st.Bombard, func(b Barrage) bool { return slices.Contains(b.Guns, i) })
}

// traceGoing is the going of the zone at l as the trace to the rear reads
// it: the map's terrain made worse by shelling (Zone.Degraded).
func (st *State) traceGoing(l rules.Location) string {
	g := 0
	if tr, ok := st.fixed.t.Terrain[st.fixed.terrain[st.fixed.topo.Index(l.Cell)]]; ok {
		g = slices.Index(Goings, tr.Going)
	}
	return Goings[min(max(g, 0)+st.zone(l).Degraded, len(Goings)-1)]
}

// edgeIs reports whether the edge between a and b carries one of ids.
func (st *State) edgeIs(a, b board.Cell, ids []string) bool {
	return slices.ContainsFunc(st.fixed.m.Edges.Of(a, b), func(e string) bool { return slices.Contains(ids, e) })
}

// tracesToRear reports whether gun i "can trace a line of roadway or clear
// terrain to their own rear lines": a chain of neighbouring zones from its
// own to one of its side's base-line zones, each free of enemy ground
// units and not morass unless the step is along an uncut road, never over
// a river but by a bridge (RULINGS.md).
func (st *State) tracesToRear(i int) bool {
	f := st.fixed
	side := st.Units[i].Side
	start := st.Units[i].Loc
	if !start.OnMap() {
		return false
	}
	enemy := map[board.Cell]bool{}
	for _, j := range st.onMap(other(side)) {
		if !st.isAircraft(j) {
			enemy[st.Units[j].Loc.Cell] = true
		}
	}
	seen := map[board.Cell]bool{start.Cell: true}
	queue := []board.Cell{start.Cell}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if f.home[side][c] {
			return true
		}
		for _, n := range f.topo.Neighbors(c, nil) {
			if seen[n] || enemy[n] {
				continue
			}
			if _, ok := f.m.MoveCost(c, n); !ok {
				continue
			}
			if st.edgeIs(c, n, f.t.Edges.River) && !st.edgeIs(c, n, f.t.Edges.Bridge) {
				continue
			}
			l := rules.CellLocation(f.m, n)
			road := f.edges[board.EdgeOf(c, n)]&edgeRoad != 0 && !st.zone(l).RoadCut && !st.zone(rules.CellLocation(f.m, c)).RoadCut
			if st.traceGoing(l) == "morass" && !road {
				continue
			}
			seen[n] = true
			queue = append(queue, n)
		}
	}
	return false
}

// whyNoGun reports why gun i may not announce fire now (nil when it may),
// with the rule it breaks: its own rules, not its target.
func (st *State) whyNoGun(i int, side string) *rules.Refusal {
	if st.Mode == ModeWeek {
		return st.whyNoWeekGun(i, side)
	}
	u := &st.Units[i]
	switch {
	case i < 0 || u.Side != side:
		return refuse(RuleBombard, "not one of your units in play")
	case !st.class(i).isArtillery():
		return refuse(RuleBombard, "%s is not artillery", st.unitName(i))
	case !u.Loc.OnMap():
		return refuse(RuleBombard, "%s is off the table: only artillery on the table fires in an assault", st.unitName(i))
	case st.barrageOf(i) >= 0:
		return refuse(RuleBombard, "%s has already announced its fire this turn (cancel-barrage to change it): \"Artillery units use 1 point of SHELL supplies per turn of fire\"", st.unitName(i))
	case st.attackDice(i) == 0:
		return refuse(RuleDice, "%s has %d strength points: artillery rolls 1 die per 3 full points, so it has no dice", st.unitName(i), st.Troops[i].Strength)
	case st.Shells[side] <= 0:
		return refuse(RuleBombard, "the %s have no SHELLS left: \"Artillery units use 1 point of SHELL supplies per turn of fire\"", st.sideName(side))
	case !st.tracesToRear(i):
		return refuse(RuleBombard, "%s cannot trace a line of roadway or clear terrain to its own rear lines: \"Shell fire can only be performed if the artillery unit can trace a line of roadway or clear terrain to their own rear lines\"", st.unitName(i))
	}
	return nil
}

// whyNoTarget is why gun i may not fire at l (nil when it may).
func (st *State) whyNoTarget(i int, l rules.Location) *rules.Refusal {
	if st.Mode == ModeWeek {
		return st.whyNoWeekTarget(i, st.label(l), false)
	}
	from := st.Units[i].Loc
	if st.suppressed(i) && l != from {
		return refuse(RuleSuppression, "%s is suppressed: suppressed units may not fire at any units outside of their own map zone (%s)", st.unitName(i), st.locText(from))
	}
	if r := st.gunRange(i); r >= 0 && st.fixed.topo.Distance(from.Cell, l.Cell) > r {
		return refuse(RuleBombard, "%s is %d zones from %s: range is %d zones for %s", st.locText(l), st.fixed.topo.Distance(from.Cell, l.Cell), st.unitName(i), r, classNames[st.class(i)])
	}
	return nil
}

// barrageModes are the barrage variants the scenario allows: HE always,
// gas and persistent gas where gas is allowed.
func (st *State) barrageModes() []string {
	if st.gasAllowed() {
		return []string{"", ModeGas, ModePersistent}
	}
	return []string{""}
}

func genBarrage(st *State, side, arg0 string) []rules.Action {
	if st.Mode == ModeWeek {
		return genWeekMissions(st, side, arg0, false)
	}
	var out []rules.Action
	modes := st.barrageModes()
	for _, i := range st.onMap(side) {
		ref := st.Units.Ref(i)
		if arg0 != "" && ref != arg0 {
			continue
		}
		if st.whyNoGun(i, side) != nil {
			continue
		}
		from := st.Units[i].Loc
		r := st.gunRange(i)
		for k := 0; k < st.fixed.topo.Len(); k++ {
			c := st.fixed.topo.Cell(k)
			if st.suppressed(i) && c != from.Cell || r >= 0 && st.fixed.topo.Distance(from.Cell, c) > r {
				continue
			}
			label := st.fixed.m.Label(c)
			for _, m := range modes {
				a := rules.Action{Side: side, Verb: "barrage", Args: []string{ref, label}}
				if m != "" {
					a.Args = append(a.Args, m)
				}
				out = append(out, a)
			}
		}
	}
	return out
}

func whyBarrage(st *State, a rules.Action) *rules.Refusal {
	if st.Mode == ModeWeek {
		return whyWeekMission(st, a, false)
	}
	if len(a.Args) < 2 || len(a.Args) > 3 {
		return refuse(RuleBombard, "barrage takes a gun and a zone, and optionally gas or persistent: barrage GUN ZONE [gas|persistent]")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refuse(RuleBombard, "no unit %q in play", a.Args[0])
	}
	if r := st.whyNoGun(i, a.Side); r != nil {
		return r
	}
	l, ok := st.zoneLoc(a.Args[1])
	if !ok {
		return refuse(RuleBombard, "no zone %q on the map", a.Args[1])
	}
	if r := st.whyNoTarget(i, l); r != nil {
		return r
	}
	if len(a.Args) == 3 {
		if a.Args[2] != ModeGas && a.Args[2] != ModePersistent {
			return refuse(RuleBombard, "%q: the third argument is gas or persistent", a.Args[2])
		}
		if !st.gasAllowed() {
			return refuse(RuleBombard, "gas is not allowed in this scenario (\"Gas does not become available until mid 1915\"; 1914: \"Gas ... not allowed\")")
		}
	}
	return nil
}

func applyBarrage(st *State, a rules.Action, ctx *rules.Context) error {
	if st.Mode == ModeWeek {
		return applyWeekMission(st, a, ctx, false)
	}
	i := st.unitArg(a.Args[0])
	b := Barrage{Side: a.Side, Guns: []int{i}, Zone: a.Args[1]}
	what := "high explosive"
	if len(a.Args) == 3 {
		b.Gas = true
		b.Persistent = a.Args[2] == ModePersistent
		what = "gas"
		if b.Persistent {
			what = "persistent (mustard) gas"
		}
	}
	st.Bombard = append(st.Bombard, b)
	st.Shells[a.Side]--
	st.logAbout(i, ctx, "%s will fire %s at %s (1 SHELL; %d left)", st.unitName(i), what, b.Zone, st.Shells[a.Side])
	return nil
}

func genCancelBarrage(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	for _, b := range st.Bombard {
		if b.Side != side {
			continue
		}
		for _, g := range b.Guns {
			ref := st.Units.Ref(g)
			a := rules.Action{Side: side, Verb: "cancel-barrage", Args: []string{ref}}
			// Once a gun (the weekly turn's two missions: its last).
			if (arg0 == "" || arg0 == ref) && !slices.ContainsFunc(out, func(o rules.Action) bool { return o.Args[0] == ref }) {
				out = append(out, a)
			}
		}
	}
	return out
}

func whyCancelBarrage(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refuse(RuleBombard, "cancel-barrage takes one gun: cancel-barrage GUN")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 || st.barrageOf(i) < 0 || st.Units[i].Side != a.Side {
		return refuse(RuleBombard, "%s has announced no fire of yours to cancel", a.Args[0])
	}
	return refuse(RuleBombard, "fire announced in the %s's phase cannot be taken back now", st.sideName(st.Bombard[st.barrageOf(i)].Side))
}

func applyCancelBarrage(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	k := st.barrageOf(i)
	if st.Mode == ModeWeek {
		k = st.lastMission(i) // the weekly turn: its last announced mission
	}
	st.Bombard = slices.Delete(st.Bombard, k, k+1)
	if len(st.Bombard) == 0 {
		st.Bombard = nil
	}
	st.Shells[a.Side]++
	st.logAbout(i, ctx, "%s's fire is cancelled (its SHELL returned; %d left)", st.unitName(i), st.Shells[a.Side])
	return nil
}

// barrageShot is barrage b as a fire at its zone, with the dice its gun
// has now: "Each artillery regiment rolls its usual dice for hits vs its
// target (halved if the target zone cannot be seen by any unit in the
// firing player's army)".
func (st *State) barrageShot(b Barrage) shot {
	g := b.Guns[0]
	l, _ := st.zoneLoc(b.Zone)
	week := st.Mode == ModeWeek
	kind := FireArtillery
	if st.class(g) == HeavyArtillery {
		kind = FireHeavy
	}
	if b.Gas {
		kind = FireGas
	}
	n := st.attackDice(g)
	var mods []rules.Modifier
	if st.Units[g].HasFlag(FlagRouting) {
		if lost := n - kit.Halve(n, false); lost > 0 {
			mods = append(mods, rules.Modifier{Value: -lost, Reason: "routing: half dice, rounding down"})
			n -= lost
		}
	}
	switch {
	case week && !st.weekObserved(b.Side, b.Zone):
		// The weekly turn's words (bombardweek.go).
		if lost := n - kit.Halve(n, false); lost > 0 {
			mods = append(mods, rules.Modifier{Value: -lost, Reason: st.unobservedWords(b.Zone)})
		}
	case !week && !st.observed(b.Side, l):
		if lost := n - kit.Halve(n, false); lost > 0 {
			mods = append(mods, rules.Modifier{Value: -lost, Reason: "target zone cannot be seen by any unit in the firing army: half dice, rounding down"})
		}
	}
	var targets []int
	if b.Zone != TargetDepot {
		for _, t := range st.unitsAt(l) {
			if !st.isAircraft(t) {
				targets = append(targets, t)
			}
		}
	}
	name := st.unitName(g)
	if week {
		name = st.firerWords(g) // an off-board gun has no alias to give away
	}
	return shot{For: fmt.Sprintf("%s's barrage on %s", name, st.targetWords(b.Side, b.Zone)), Kind: kind, Side: b.Side,
		Firers: []int{g}, Dice: st.attackDice(g), DiceMods: mods, Zone: l, Targets: targets}
}

// resolveBarrages fires every announced barrage: "both players
// adjudicating their fire simultaneously". Every shot is made up (its
// dice, its targets) before any is fired, so a gun knocked out or
// suppressed by the other side's fire still fires as announced
// (RULINGS.md).
func (st *State) resolveBarrages(ctx *rules.Context) error {
	if len(st.Bombard) == 0 {
		return nil
	}
	var order []Barrage
	for _, side := range []string{st.First, other(st.First)} {
		for _, b := range st.Bombard {
			if b.Side == side {
				order = append(order, b)
			}
		}
	}
	shots := make([]shot, len(order))
	for k, b := range order {
		shots[k] = st.barrageShot(b)
	}
	st.Bombard = nil
	ctx.Logf("Artillery bombardment: %d barrages fall together", len(shots))
	for k, sh := range shots {
		b := order[k]
		for _, g := range sh.Firers {
			st.Units[g].SetFlag(FlagFired)
		}
		if err := st.fireBarrage(b, sh, ctx); err != nil {
			return err
		}
	}
	return nil
}

// fireBarrage fires barrage b, made up as sh: at every unit in its zone,
// each its own roll, the zone taking the most hits of the rolls; on an
// empty zone, at the ground (shell holes, roads, trenches).
func (st *State) fireBarrage(b Barrage, sh shot, ctx *rules.Context) error {
	if b.Gas {
		z := st.zone(sh.Zone)
		z.Gassed = true
		z.Persistent = z.Persistent || b.Persistent
		st.setZone(sh.Zone, z)
	}
	if len(sh.Targets) == 0 {
		// The ground itself takes the shells (shell holes, roads,
		// trenches): one roll of the gun's dice (terrain.go).
		if b.Gas {
			ctx.Logf("%s falls on an empty zone", sh.For)
			return nil
		}
		roll, err := hitDice("Hit dice", sh.Dice).Resolve(ctx.Dice(), sh.DiceMods, nil)
		if err != nil {
			return err
		}
		roll.For = sh.For + " (no unit there)"
		ctx.LogRoll("", roll)
		st.shellZone(sh.Zone, roll.Total, ctx)
		return nil
	}
	hits, err := st.fire(sh, ctx)
	if err != nil {
		return err
	}
	if !b.Gas {
		// Every unit in the zone took the same shells: the zone
		// takes the most hits of the rolls.
		most := 0
		for _, h := range hits {
			most = max(most, h.Hits)
		}
		st.shellZone(sh.Zone, most, ctx)
	}
	return nil
}

// persistentGas is "a 1 hit dice gas attack against any unit remaining in
// the effected zone for the remainder of the assault", made at the start
// of every later assault turn; gas that is not persistent clears then.
func (st *State) persistentGas(ctx *rules.Context) error {
	for _, label := range sortedKeys(st.Zones) {
		z := st.Zones[label]
		l, _ := st.zoneLoc(label)
		if z.Gassed && !z.Persistent {
			z.Gassed = false
			st.setZone(l, z)
			continue
		}
		if !z.Persistent {
			continue
		}
		var targets []int
		for _, t := range st.unitsAt(l) {
			if !st.isAircraft(t) {
				targets = append(targets, t)
			}
		}
		if len(targets) == 0 {
			continue
		}
		sh := shot{For: "persistent gas in " + label, Kind: FireGas, Dice: 1, Zone: l, Targets: targets}
		if _, err := st.fire(sh, ctx); err != nil {
			return err
		}
	}
	return nil
}

// barrageForecast is what the fire dialog shows for a barrage: its dice
// (with the halving) and, for each unit in the zone the firer sees, the
// exact casualties and morale check (fireForecast; no value of a unit it
// has not identified).
func (st *State) barrageForecast(a rules.Action) (rules.Forecast, bool) {
	if st.Check(a) != nil || a.Args[1] == TargetDepot {
		return rules.Forecast{}, false
	}
	i := st.unitArg(a.Args[0])
	b := Barrage{Side: a.Side, Guns: []int{i}, Zone: a.Args[1], Gas: len(a.Args) == 3}
	sh := st.barrageShot(b)
	// Only the units the firer sees there: the others are not its to know.
	sh.Targets = slices.DeleteFunc(sh.Targets, func(t int) bool { return !st.sees(a.Side, t) })
	f := st.fireForecastFor(a.Side, fmt.Sprintf("Barrage on %s", b.Zone), sh)
	f.Confirm = "Order the barrage" // it fires with every other at the step's end
	return f, true
}

func init() {
	items := func(help string) func(st *State, viewer string) []rules.CheckItem {
		return phaseItems(func(*State) []rules.CheckItem { return []rules.CheckItem{{Text: help}} }, nil)
	}
	prompt := func(text string) func(*State, string) string { return func(*State, string) string { return text } }
	first := "Announce artillery fire: select a battery, then a zone in its range (barrage); all fire falls together when the second side has announced its own"
	second := "Announce artillery fire: select a battery, then a zone in its range (barrage); all announced fire falls together when you end this phase"
	book.Stage(phaseStage(PhaseBombardFirst, kit.Stage[*State]{Rule: RuleBombard, Prompt: prompt(first), Checklist: items(first)}))
	book.Stage(phaseStage(PhaseBombardSecond, kit.Stage[*State]{Rule: RuleBombard, Prompt: prompt(second), Checklist: items(second)}))
	book.Verb(kit.Verb[*State]{Name: "barrage", Title: "Barrage", Args: "GUN ZONE|depot [gas|persistent]", Rule: RuleBombard,
		Help: "announces a regiment's fire on a zone in range (field 3, medium 6, heavy unlimited), 1 SHELL, once a turn; all fire is resolved together when the second side's step ends (then the units it broke fall back and the movement begins: no more fire this turn), halved where no unit of the firer's sees the zone; gas (`gas`, mustard gas `persistent`) only where the scenario allows it. In the weekly turn's bombardment: ranges field 3, medium 6, heavy 12 zones, guns off board fire too, `depot` is the enemy's depot one zone beyond its rear edge, up to two missions a gun a week (1 SHELL each), no gas",
		Gen:  genBarrage, Why: whyBarrage, Apply: applyBarrage, Describe: describeBarrage})
	book.Verb(kit.Verb[*State]{Name: "cancel-barrage", Title: "Cancel a barrage", Args: "GUN", Rule: RuleBombard,
		Help: "takes back a barrage announced in this step (the SHELL returns); in the weekly turn, the gun's last announced mission (barrage or box barrage)",
		Gen:  genCancelBarrage, Why: whyCancelBarrage, Apply: applyCancelBarrage,
		Describe: unitWords("Cancel the barrage by %s")})
	book.On(kit.Leave(PhaseBombardSecond), func(st *State, ctx *rules.Context) error { return st.resolveBarrages(ctx) })
	book.On(kit.TurnStart, func(st *State, ctx *rules.Context) error { return st.persistentGas(ctx) })
}

// describeBarrage words a barrage: "Barrage T6 Vaucourt with German field
// artillery 2-3-3 from K5 (gas)".
func describeBarrage(st *State, a rules.Action, viewer string) (string, bool) {
	u, uok := st.argUnit(a, 0, viewer)
	z, zok := st.argZone(a, 1)
	if len(a.Args) >= 2 && a.Args[1] == TargetDepot {
		z, zok = "the enemy's depot", true // the weekly turn's (bombardweek.go)
	}
	if !uok || !zok || len(a.Args) > 3 {
		return "", false
	}
	text := fmt.Sprintf("Barrage %s with %s", z, u+st.gunPlace(a.Args[0], viewer))
	if len(a.Args) == 3 {
		switch a.Args[2] {
		case "gas":
			text += " (gas)"
		case "persistent":
			text += " (persistent gas)"
		default:
			return "", false
		}
	}
	return text, true
}

// gasAndShellsText is the section's words on gas and SHELLS, with whether
// this game allows gas and each side's SHELLS at the start.
func (st *State) gasAndShellsText() string {
	return fmt.Sprintf(`"In addition to HE fire, artillery fired during an assault turn may also fire gas rounds. Hits caused by gas are taken directly from the target's experience level (although targets may roll vs their undamaged experience level to save vs casualties.) Gas may be designated to be "persistent" (mustard gas)". %s

"Artillery units use 1 point of SHELL supplies per turn of fire. Shell fire can only be performed if the artillery unit can trace a line of roadway or clear terrain to their own rear lines." SHELLS at the start of this game: %s %d, %s %d.`,
		st.gasText(), st.sideName(Allies), st.fixed.t.Shells[Allies], st.sideName(Central), st.fixed.t.Shells[Central])
}

// gasText says whether this game allows gas.
func (st *State) gasText() string {
	if st.gasAllowed() {
		return "Gas is allowed in this game."
	}
	return "Gas is not allowed in this game (\"Gas does not become available until mid 1915\")."
}
