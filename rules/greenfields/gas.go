package greenfields

import (
	"fmt"
	"slices"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's step 7 of the weekly turn, "Gas attack" (seed
// 003, Section 2):
//
//	Gas attack:
//
//	Attack vs enemy lines using gas canisters (NOT artillery delivered gas)
//
//	One sector adjacent to any "friendly" sector may be attacked by
//	expending gas canisters.
//
//	Roll 1D6 - on a roll of 1 or 2, weather conditions chance and the gas
//	is wasted. Otherwise - The gas rolls 3 "attack" dice, with damage being
//	taken from the target's EXPERIENCE rating rather than their strength.
//
// Each side announces its attacks in its gas stage (declarer first); all
// are adjudicated in the order announced when the second side's stage ends
// ("Actions are declared and adjudicated in the following sequence").
// Readings (RULINGS.md, W-8.1, W-8.2, W-8.9, W-8.10): a "sector" is a zone,
// "adjacent" includes the diagonals; a "friendly" sector is one of the
// side's own ground units' zones, or a zone of its own regions where it
// sees no enemy; one canister is one 3-dice attack; the 3 dice are rolled
// at every unit in the zone, each unit saving with its experience dice
// without the chart's modifiers ("Dice modifiers are not counted vs gas
// attack or mines"), and each hit it does not save costs it an experience
// level (fire.go's gas), with no morale check.

// RuleGas is the weekly turn's gas attack.
const RuleGas = "003 Gas attack"

// gasDice: "The gas rolls 3 "attack" dice".
const gasDice = 3

// GasAttack is one gas attack announced this week: one canister released
// by Side on the zone labelled Zone.
type GasAttack struct {
	Side string `json:"side"`
	Zone string `json:"zone"`
}

var _ = addWeekStep(PhaseGasFirst, weekStep{Rule: RuleGas, Verbs: []string{"gas", "cancel-gas"}, Prompt: gasPrompt(false)})
var _ = addWeekStep(PhaseGasSecond, weekStep{Rule: RuleGas, Verbs: []string{"gas", "cancel-gas"}, Prompt: gasPrompt(true)})

// gasPrompt is the gas stages' prompt: the same to every viewer (how many
// canisters a side holds is its secret, so the stage always waits for it).
func gasPrompt(second bool) func(st *State, viewer string) string {
	when := "they are released when the other side has announced its own"
	if second {
		when = "every announced attack is released when you end the step"
	}
	return func(st *State, viewer string) string {
		return fmt.Sprintf("Step 7, gas attacks: release gas canisters on a sector next to one of yours (gas), one canister an attack; %s", when)
	}
}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleGas, Title: "Gas attack (weekly turn)", Order: 127,
		Text: `"Attack vs enemy lines using gas canisters (NOT artillery delivered gas)"

"One sector adjacent to any "friendly" sector may be attacked by expending gas canisters."

"Roll 1D6 - on a roll of 1 or 2, weather conditions chance and the gas is wasted. Otherwise - The gas rolls 3 "attack" dice, with damage being taken from the target's EXPERIENCE rating rather than their strength."

One canister makes one attack. A "friendly" sector is a zone where the side has ground troops, or a zone of its own ground where it sees no enemy; "adjacent" includes the diagonals. The 3 dice are rolled at every unit in the zone; each saves with its experience dice, without modifiers ("Dice modifiers are not counted vs gas attack or mines"), and loses an experience level a hit it does not save.`})
	book.Verb(kit.Verb[*State]{Name: "gas", Title: "Gas attack", Args: "ZONE", Rule: RuleGas,
		Help: "announces a gas attack on a sector next to (diagonals too) one of the side's own: one gas canister; released when the second side's gas step ends: 1d6, 1-2 the gas is wasted, else 3 hit dice at every unit there, taken from experience",
		Gen:  genGas, Why: whyGas, Apply: applyGas, Describe: describeGas})
	book.Verb(kit.Verb[*State]{Name: "cancel-gas", Title: "Cancel a gas attack", Args: "ZONE", Rule: RuleGas,
		Help: "takes back a gas attack announced in this step (the canister returns)",
		Gen:  genCancelGas, Why: whyCancelGas, Apply: applyCancelGas,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			z, ok := st.argZone(a, 0)
			return "Cancel the gas attack on " + z, ok && len(a.Args) == 1
		}})
	book.On(kit.Leave(PhaseGasSecond), func(st *State, ctx *rules.Context) error { return st.resolveGas(ctx) })
}

// friendlySectors are the zones "friendly" to side as side knows them:
// those where it has a ground unit, and those of its own regions where it
// sees no enemy ground unit (RULINGS.md W-8.9). Only what side sees: the
// list of its gas attacks must not depend on enemies it does not see.
func (st *State) friendlySectors(side string) map[board.Cell]bool {
	f := st.fixed
	out := map[board.Cell]bool{}
	for k, r := range f.region {
		if r == side {
			out[f.topo.Cell(k)] = true
		}
	}
	sg, looks := st.sightOf(side), st.looks("")
	own := map[board.Cell]bool{}
	for i := range st.Units {
		u := &st.Units[i]
		if !u.Loc.OnMap() || !st.class(i).isGround() {
			continue
		}
		if u.Side == side {
			own[u.Loc.Cell] = true
		} else if out[u.Loc.Cell] && st.seesWith(sg, i, looks) {
			delete(out, u.Loc.Cell)
		}
	}
	for c := range own {
		out[c] = true
	}
	return out
}

// gasTargets are the zones side may gas: "One sector adjacent to any
// "friendly" sector", itself not friendly ("Attack vs enemy lines").
func (st *State) gasTargets(side string) []board.Cell {
	friendly := st.friendlySectors(side)
	var out []board.Cell
	var buf []board.Cell
	for k := 0; k < st.fixed.topo.Len(); k++ {
		c := st.fixed.topo.Cell(k)
		if friendly[c] {
			continue
		}
		buf = st.fixed.topo.Neighbors(c, buf[:0])
		if slices.ContainsFunc(buf, func(n board.Cell) bool { return friendly[n] }) {
			out = append(out, c)
		}
	}
	return out
}

// whyNoGas is why side may not announce a gas attack at all now (nil when
// it may).
func (st *State) whyNoGas(side string) *rules.Refusal {
	if !st.gasAllowed() {
		return refuse(RuleGas, "gas is not allowed in this scenario (\"Gas does not become available until mid 1915\")")
	}
	if st.stores(side).Gas <= 0 {
		return refuse(RuleGas, "the %s have no gas canisters left: attacks are made \"by expending gas canisters\"", st.sideName(side))
	}
	return nil
}

func genGas(st *State, side, arg0 string) []rules.Action {
	if st.whyNoGas(side) != nil {
		return nil
	}
	var out []rules.Action
	for _, c := range st.gasTargets(side) {
		label := st.fixed.m.Label(c)
		if arg0 == "" || arg0 == label {
			out = append(out, rules.Action{Side: side, Verb: "gas", Args: []string{label}})
		}
	}
	return out
}

func whyGas(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refuse(RuleGas, "gas takes one zone: gas ZONE")
	}
	if r := st.whyNoGas(a.Side); r != nil {
		return r
	}
	l, ok := st.zoneLoc(a.Args[0])
	if !ok {
		return refuse(RuleGas, "no zone %q on the map", a.Args[0])
	}
	if st.friendlySectors(a.Side)[l.Cell] {
		return refuse(RuleGas, "%s is a friendly sector: gas is an \"Attack vs enemy lines\"", a.Args[0])
	}
	return refuse(RuleGas, "%s is not next to a friendly sector: \"One sector adjacent to any \"friendly\" sector may be attacked\"", a.Args[0])
}

func applyGas(st *State, a rules.Action, ctx *rules.Context) error {
	s := st.stores(a.Side)
	s.Gas--
	st.setStores(a.Side, s)
	st.Gassing = append(st.Gassing, GasAttack{Side: a.Side, Zone: a.Args[0]})
	ctx.Logf("the %s announce a gas attack on %s (%s)", st.sideName(a.Side), a.Args[0], RuleGas)
	ctx.LogTo(rules.SidesOnly(a.Side), "one gas canister expended (%d left)", s.Gas)
	return nil
}

func describeGas(st *State, a rules.Action, viewer string) (string, bool) {
	z, ok := st.argZone(a, 0)
	return "Release gas on " + z, ok && len(a.Args) == 1
}

func genCancelGas(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	for _, g := range st.Gassing {
		a := rules.Action{Side: side, Verb: "cancel-gas", Args: []string{g.Zone}}
		if g.Side == side && (arg0 == "" || arg0 == g.Zone) && !slices.ContainsFunc(out, func(b rules.Action) bool { return b.Args[0] == g.Zone }) {
			out = append(out, a)
		}
	}
	return out
}

func whyCancelGas(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refuse(RuleGas, "cancel-gas takes one zone: cancel-gas ZONE")
	}
	return refuse(RuleGas, "the %s have announced no gas attack on %s in this step", st.sideName(a.Side), a.Args[0])
}

func applyCancelGas(st *State, a rules.Action, ctx *rules.Context) error {
	k := -1
	for j, g := range st.Gassing {
		if g.Side == a.Side && g.Zone == a.Args[0] {
			k = j
		}
	}
	st.Gassing = slices.Delete(st.Gassing, k, k+1)
	if len(st.Gassing) == 0 {
		st.Gassing = nil
	}
	s := st.stores(a.Side)
	s.Gas++
	st.setStores(a.Side, s)
	ctx.Logf("the %s cancel a gas attack on %s", st.sideName(a.Side), a.Args[0])
	ctx.LogTo(rules.SidesOnly(a.Side), "the canister returns (%d left)", s.Gas)
	return nil
}

// resolveGas releases the week's gas attacks in the order they were
// announced: "Roll 1D6 - on a roll of 1 or 2, weather conditions chance
// and the gas is wasted. Otherwise - The gas rolls 3 "attack" dice, with
// damage being taken from the target's EXPERIENCE rating".
func (st *State) resolveGas(ctx *rules.Context) error {
	attacks := st.Gassing
	st.Gassing = nil
	for _, g := range attacks {
		d, err := ctx.Roll(1, 6)
		if err != nil {
			return err
		}
		what := fmt.Sprintf("Gas attack by the %s on %s", st.sideName(g.Side), g.Zone)
		result := "the gas rolls 3 attack dice"
		if d[0] <= 2 {
			result = "1 or 2: weather conditions change and the gas is wasted"
		}
		ctx.LogRoll("", rules.Roll{For: what + ": the weather", Table: RuleGas + " (1D6: 1-2 wasted)", Dice: d, Sides: 6, Total: d[0], Result: result})
		if d[0] <= 2 {
			continue
		}
		l, _ := st.zoneLoc(g.Zone)
		var targets []int
		for _, t := range st.unitsAt(l) {
			if !st.isAircraft(t) {
				targets = append(targets, t)
			}
		}
		// A zone with no unit: nothing is logged (the rolls at a unit the
		// attacker does not see are its own side's to read, so a line
		// saying the zone was empty would tell it what it may not see).
		sh := shot{For: what, Kind: FireGas, Side: g.Side, Dice: gasDice, Zone: l, Targets: targets}
		if _, err := st.fire(sh, ctx); err != nil {
			return err
		}
	}
	return nil
}

// gasView notes the gas attacks announced this week (public).
func (st *State) gasView(v *rules.View) {
	for _, g := range st.Gassing {
		v.Notes = append(v.Notes, fmt.Sprintf("Gas attack announced by the %s on %s (1D6: 1-2 wasted, else 3 hit dice at every unit there, taken from experience)", st.sideName(g.Side), g.Zone))
	}
}
