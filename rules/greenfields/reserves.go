package greenfields

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Bringing up reserves" step of the assault turn
// and, from "Winning and losing", units bought with victory points ("a
// cost in victory points equal to HALF their points cost", needing "a 5
// or 6 to appear on table"): the seed's words are the Section below.
//
// Units held off board wait in their side's reserve box ([rules.reserve]);
// "enter UNIT ZONE" brings one onto a zone of its side's base line, "buy
// TYPE" buys a unit with victory points into the reserve box.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleReserves, Title: "Bringing up reserves", Order: 170,
		Text: `"Units held off board or purchased via victory point expenditure are now brought into play."

"Units purchased in this way move on the board from the player's rear table edge, but if brought on during an assault turn they must dice each turn they attempt to enter the board, needing a 5 or 6 to appear on table."

"Military units can be acquired for a cost in victory points equal to HALF their points cost" (rounded up; see Army design and points for each unit's price). "Such purchases may put the player into negative points - but remember that reaching -30 points automatically loses the game!"

"Shells may be purchased for 1 victory point per 4 factors of shells": 4 SHELLS for 1 victory point, in this step, for the bombardments to come.`,
		More: func(st *State) (string, []rules.RefTable) {
			return fmt.Sprintf("Off-board reserves in this game: %s.", st.reserveText()), nil
		}})
}

// FlagVPBought marks a unit bought with victory points that has not yet
// appeared on the table: it must roll 5 or 6 to enter.
const FlagVPBought = "vp-bought"

// FlagTriedEntry marks a VP-bought unit that has diced to enter this turn
// ("dice each turn they attempt to enter").
const FlagTriedEntry = "tried-entry"

// Reserves are what bringing up reserves keeps: the mint of units bought
// with victory points (their ids and aliases).
type Reserves struct {
	Mint rules.Mint `json:"mint"`
}

func init() {
	book.Verb(kit.Verb[*State]{Name: "enter", Title: "Enter from the reserve", Args: "UNIT ZONE", Rule: RuleReserves,
		Help: "brings a unit from the side's reserve box onto a zone of its base line (bought units on a 5 or 6, one try a turn)",
		Gen:  genEnter, Why: whyEnter, Apply: applyEnter,
		Describe: unitZoneWords("Bring %s on at %s (on a 5 or 6)")})
	book.Verb(kit.Verb[*State]{Name: "buy", Title: "Buy a unit", Args: "TYPE", Rule: RuleReserves,
		Help: "buys a unit the period allows for half its points cost in victory points, into the reserve box",
		Gen:  genBuy, Why: whyBuy, Apply: applyBuy, Describe: describeBuy})
	flagText[FlagVPBought] = "bought with victory points: needs a 5 or 6 to enter the table"
	flagText[FlagTriedEntry] = "has diced to enter this turn"
	book.On(kit.GameStart, func(st *State, ctx *rules.Context) error {
		st.Reserves.Mint = rules.NewMint(st.fixed.roster)
		return nil
	})
	book.On(kit.TurnStart, func(st *State, ctx *rules.Context) error {
		for i := range st.Units {
			st.Units[i].ClearFlag(FlagTriedEntry)
		}
		return nil
	})
	for _, ph := range []string{PhaseReserveFirst, PhaseReserveSecond} {
		book.Stage(phaseStage(ph, kit.Stage[*State]{Rule: RuleReserves, Prompt: reservesPrompt, Checklist: phaseItems(reservesChecklist, nil)}))
	}
}

// reservesPrompt asks the side bringing up its reserves.
func reservesPrompt(st *State, viewer string) string {
	return "Bringing up reserves: bring units from your reserve box onto your base line (enter), buy units or SHELLS with victory points (buy, buy-shells), or ask to halt the assault (halt); then end the step"
}

// reservesChecklist is the reserves step's checklist.
func reservesChecklist(st *State) []rules.CheckItem {
	out := []rules.CheckItem{
		{Text: "Bring units held off board onto your base line (enter); units bought with victory points need a 5 or 6"},
		{Text: "Buy units with victory points for half their points cost (buy)"},
		st.shellsItem(),
	}
	switch {
	case slices.Contains(st.Halt, other(st.phaseSide())):
		out = append(out, rules.CheckItem{Text: fmt.Sprintf("The %s ask to halt the assault: agree (halt) and it ends with this turn", st.sideName(other(st.phaseSide())))})
	case !slices.Contains(st.Halt, st.phaseSide()):
		out = append(out, rules.CheckItem{Text: "Ask to halt the assault (halt): it ends when both sides agree in the same turn"})
	}
	return out
}

// reserveLoc is side's reserve box, false when the scenario has none.
func (st *State) reserveLoc(side string) (rules.Location, bool) {
	id := st.fixed.t.Reserve[side]
	if id == "" {
		return rules.Location{}, false
	}
	return rules.Location{Map: st.fixed.m.ID, Box: id}, true
}

// inReserve reports whether unit i waits in its side's reserve box.
func (st *State) inReserve(i int) bool {
	l, ok := st.reserveLoc(st.Units[i].Side)
	return ok && st.Units[i].Loc == l
}

// whyNotEnterUnit says why unit i of side may not be brought on now.
func (st *State) whyNotEnterUnit(side string, i int) string {
	u := &st.Units[i]
	switch {
	case u.Side != side:
		return fmt.Sprintf("%s is not yours", st.unitName(i))
	case !st.inReserve(i):
		return fmt.Sprintf("%s is not held off board in your reserve", st.unitName(i))
	case st.isAircraft(i):
		return fmt.Sprintf("%s is an aircraft: it flies from where it is (fly)", st.unitName(i))
	case u.HasFlag(FlagTriedEntry):
		return fmt.Sprintf("%s has diced to enter this turn: it may try again next turn", st.unitName(i))
	}
	return ""
}

// whyNotEnterZone says why side may not bring a unit onto the zone at l:
// the rule and the reason (nil when it may).
func (st *State) whyNotEnterZone(side string, l rules.Location) *rules.Refusal {
	if !st.fixed.home[side][l.Cell] {
		return refuse(RuleReserves, "%s is not on your base line: units \"move on the board from the player's rear table edge\"", st.label(l))
	}
	// Only enemy units the side sees there keep it out: the list of zones
	// must not tell where unseen ones are (a unit entering among them is
	// in their zone, and the close assault follows).
	if st.seenEnemyAt(side, l) {
		return refuse(RuleReserves, "%s holds enemy units", st.label(l))
	}
	n := 0
	for _, i := range st.unitsAt(l) {
		if !st.isAircraft(i) && st.Units[i].Side == side {
			n++
		}
	}
	if n >= StackLimit {
		return refuse(RuleStacking, "%s already holds %d units: \"A maximum of three units may be stacked into a single map zone\"", st.label(l), n)
	}
	return nil
}

// homeZones are side's base-line zones in map order.
func (st *State) homeZones(side string) []rules.Location {
	var out []rules.Location
	topo := st.fixed.topo
	for k := 0; k < topo.Len(); k++ {
		if c := topo.Cell(k); st.fixed.home[side][c] {
			out = append(out, rules.CellLocation(st.fixed.m, c))
		}
	}
	return out
}

func genEnter(st *State, side, arg0 string) []rules.Action {
	var units []int
	for i := range st.Units {
		if (arg0 == "" || arg0 == st.Units.Ref(i)) && st.whyNotEnterUnit(side, i) == "" {
			units = append(units, i)
		}
	}
	if len(units) == 0 {
		return nil
	}
	var zones []string
	for _, l := range st.homeZones(side) {
		if st.whyNotEnterZone(side, l) == nil {
			zones = append(zones, st.label(l))
		}
	}
	var out []rules.Action
	for _, i := range units {
		for _, z := range zones {
			out = append(out, rules.Action{Side: side, Verb: "enter", Args: []string{st.Units.Ref(i), z}})
		}
	}
	return out
}

func whyEnter(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return refuse(RuleReserves, "enter takes UNIT ZONE (a zone of your base line)")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refuse(RuleReserves, "no unit %q in play", a.Args[0])
	}
	if why := st.whyNotEnterUnit(a.Side, i); why != "" {
		return refuse(RuleReserves, "%s", why)
	}
	l, ok := st.zoneLoc(a.Args[1])
	if !ok {
		return refuse(RuleReserves, "no zone %q on the map", a.Args[1])
	}
	if r := st.whyNotEnterZone(a.Side, l); r != nil {
		return r
	}
	return refuse(RuleReserves, "not a legal entry now")
}

// applyEnter brings unit i onto its zone; a unit bought with victory
// points first dice for it: "needing a 5 or 6 to appear on table".
func applyEnter(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	l, _ := st.zoneLoc(a.Args[1])
	u := &st.Units[i]
	// Where a unit enters is its side's own business until the enemy
	// sees it (the observation section); that it came on is public.
	own := rules.SidesOnly(a.Side)
	if u.HasFlag(FlagVPBought) {
		f, err := ctx.Roll(1, 6)
		if err != nil {
			return err
		}
		ok := f[0] >= 5
		res := "it appears on table"
		if !ok {
			res = "it does not appear this turn"
		}
		ctx.LogRollTo(own, "", rules.Roll{For: fmt.Sprintf("%s tries to enter at %s (bought with victory points: needs 5 or 6)", st.unitName(i), a.Args[1]),
			Dice: f, Sides: 6, Total: f[0], Result: res})
		if !ok {
			u.SetFlag(FlagTriedEntry)
			ctx.Logf("a unit of the %s bought with victory points fails to appear on table", st.sideName(a.Side))
			return nil
		}
		u.ClearFlag(FlagVPBought)
	}
	u.Loc = l
	st.Troops[i].Wave = 0
	st.restack(ctx)
	ctx.LogTo(own, "%s enters the table at %s", st.unitName(i), a.Args[1])
	ctx.Logf("the %s bring a unit on from their rear table edge", st.sideName(a.Side))
	return nil
}

// buyable are the unit types side may buy, in counters order: types of its
// nations with a class, not forbidden by the scenario's restrictions.
func (st *State) buyable(side string) []string {
	if _, ok := st.reserveLoc(side); !ok || !st.mayBuy(side) {
		return nil
	}
	var out []string
	for _, u := range st.fixed.s.Counters.Units {
		if sd := st.fixed.s.Counters.SideOf(u); sd == nil || sd.ID != side {
			continue
		}
		if _, ok := st.fixed.class[u.ID]; !ok {
			continue
		}
		if st.forbiddenType(u.ID) == nil {
			out = append(out, u.ID)
		}
	}
	return out
}

func genBuy(st *State, side, arg0 string) []rules.Action {
	if st.Mode == ModeWeek {
		return genWeekBuy(st, side, arg0) // step 9 (replacements.go)
	}
	var out []rules.Action
	for _, typ := range st.buyable(side) {
		if arg0 == "" || arg0 == typ {
			out = append(out, rules.Action{Side: side, Verb: "buy", Args: []string{typ}})
		}
	}
	return out
}

func whyBuy(st *State, a rules.Action) *rules.Refusal {
	if st.Mode == ModeWeek {
		return whyWeekBuy(st, a)
	}
	if len(a.Args) != 1 {
		return refuse(RuleVictory, "buy takes TYPE (a unit type of your side)")
	}
	if a.Args[0] == "shells" && st.fixed.types["shells"] == nil {
		return refuse(RuleVictory, "SHELLS are bought with buy-shells: %d for 1 victory point", ShellsPerVP)
	}
	if _, ok := st.reserveLoc(a.Side); !ok {
		return refuse(RuleReserves, "this scenario gives your side no reserve box to hold bought units")
	}
	if !st.mayBuy(a.Side) {
		return refuse(RuleVictory, "your side has reached -30 victory points: \"reaching -30 points automatically loses the game\"")
	}
	t := st.fixed.types[a.Args[0]]
	if t == nil {
		return refuse(RuleVictory, "no unit type %q", a.Args[0])
	}
	if sd := st.fixed.s.Counters.SideOf(t); sd == nil || sd.ID != a.Side {
		return refuse(RuleVictory, "%s is not a unit type of your side", t.Name)
	}
	if r := st.forbiddenType(t.ID); r != nil {
		return r
	}
	return refuse(RuleVictory, "%s has no class in this scenario", t.Name)
}

// applyBuy: "Military units can be acquired for a cost in victory points
// equal to HALF their points cost"; the unit waits in the reserve box.
func applyBuy(st *State, a rules.Action, ctx *rules.Context) error {
	if st.Mode == ModeWeek {
		return applyOrder(st, a, ctx)
	}
	typ := a.Args[0]
	l, _ := st.reserveLoc(a.Side)
	u, err := st.Reserves.Mint.New(st.fixed.s, typ, l)
	if err != nil {
		return err
	}
	u.SetFlag(FlagVPBought)
	// Like every unit, it comes unidentified by the enemy (identify.go):
	// its alias, not its id, names it to them.
	u.Hidden = true
	st.Units = append(st.Units, u)
	st.Troops = append(st.Troops, st.printedTroop(&st.Units[len(st.Units)-1]))
	cost := st.vpCost(typ)
	if st.VPSpent == nil {
		st.VPSpent = map[string]int{}
	}
	st.VPSpent[a.Side] += cost
	ctx.LogTo(rules.SidesOnly(a.Side), "the %s buy %s for %d victory points (%d spent)", st.sideName(a.Side), st.fixed.types[typ].Name, cost, st.VPSpent[a.Side])
	return nil
}

// reserveText names each side's off-board box.
func (st *State) reserveText() string {
	var parts []string
	for _, side := range Sides {
		id := st.fixed.t.Reserve[side]
		if id == "" {
			continue
		}
		name := id
		if b := st.fixed.m.Box(id); b != nil && b.Name != "" {
			name = b.Name
		}
		parts = append(parts, fmt.Sprintf("the %s hold theirs in the %s", st.sideName(side), name))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, "; ")
}
