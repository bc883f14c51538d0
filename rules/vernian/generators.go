package vernian

import (
	"fmt"
	"sandtable/internal/plural"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// 000 Weird, Huge Inventions: the Gigantic Van der Graaf Generators,
// "placed in a German city hex, no more than one per hex", never moving,
// destroyed when an enemy ground unit enters the hex "just like an HQ
// would be"; their effects a)-b) are in the section below.
//
// Placement is the verb generator, in the German New Units Phase (the
// roll is in inventions.go); b) is in airClosed (air.go).

func init() {
	book.Section(kit.Section[*State]{Rule: RuleGenerators, Title: "Inventions: Van der Graaf Generators", Order: 250,
		Text: `If the Allies control two or more German city hexes, or Allied infantry is within three hexes of a Ruhr hex, the Germans roll the same way for Gigantic Van der Graaf Generators (up to two), with invent in their New Units Phase. Each built generator is placed there with generator in a German-controlled German city hex free of Allied units, one per hex, and never moves (one that has no such hex is lost). It has no stacking value and is destroyed when an enemy ground unit enters its hex.

- a) In the Allied Attrition Phase, each Allied stack next to a generator loses a step.
- b) Allied Ether Flyers may not enter a generator's hex.`,
	})
	book.Verb(kit.Verb[*State]{Name: "generator", Words: "placing a Van der Graaf Generator", Args: "HEX", Rule: RuleGenerators,
		Help: "Places a built Van der Graaf Generator in a German-controlled German city hex free of Allied units (required while one waits).",
		Gen:  genGenerator, Why: whyGenerator, Apply: applyGenerator,
		Describe: describeHex("Place a Van der Graaf Generator at ")})
	onPhases(kit.Enter, "new-units", loseUnplaceable)
	onPhases(kit.Leave, "new-units", loseUnplaceable)
	on(kit.AfterAction, overrunGenerators)
	onPhases(kit.Enter, "attrition", generatorAttrition)
}

// generatorSite is why a generator may not be placed at l ("" when it
// may): a German city hex ("board edge hexes are not considered city ...
// hexes", 000 Part II), German-controlled and holding no Allied ground
// unit (RULINGS.md), without a generator ("no more than one per hex").
func (st *State) generatorSite(l rules.Location) string {
	if !l.OnMap() {
		return "a generator goes on a hex of the map"
	}
	m := st.mapOf(l)
	switch {
	case m == nil || !st.fixed.cities[m.ID][l.Cell] || isEdge(m, l.Cell) || !inRegion(m, l.Cell, []string{st.fixed.t.GermanRegion}):
		return fmt.Sprintf("%s is not a German city hex: a generator must be placed in a German city hex", st.place(l))
	case st.generatorAt(l):
		return fmt.Sprintf("%s already has a generator: no more than one per hex", st.place(l))
	case len(st.groundAt(l, Allies)) > 0:
		return fmt.Sprintf("%s holds Allied ground units", st.place(l))
	case st.controlOf(m, l.Cell) != Germans:
		return fmt.Sprintf("%s is not German-controlled", st.place(l))
	}
	return ""
}

// generatorSites are the hexes a generator may be placed in now, in
// board order.
func (st *State) generatorSites() []rules.Location {
	var out []rules.Location
	for _, m := range st.fixed.s.Maps {
		for _, c := range sortedCells(m, st.fixed.cities[m.ID]) {
			if l := rules.CellLocation(m, c); st.generatorSite(l) == "" {
				out = append(out, l)
			}
		}
	}
	return out
}

// placingGenerators reports whether this is the German New Units Phase.
func (st *State) placingGenerators() bool {
	return !st.Setup && st.phaseKind() == "new-units" && st.phase().Side == Germans
}

func genGenerator(st *State, side, arg0 string) []rules.Action {
	if side != Germans || st.Air.ToPlace <= 0 || !st.placingGenerators() {
		return nil
	}
	var out []rules.Action
	for _, l := range st.generatorSites() {
		if h := st.text(l); arg0 == "" || arg0 == h {
			out = append(out, rules.Action{Side: side, Verb: "generator", Args: []string{h}})
		}
	}
	return out
}

func whyGenerator(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refusalOf(RuleGenerators, "generator takes HEX")
	}
	if a.Side != Germans || st.Air.ToPlace <= 0 {
		return refusalOf(RuleGenerators, "no Gigantic Van der Graaf Generator is waiting to be placed")
	}
	l, err := rules.ParseLocation(st.fixed.s, a.Args[0])
	if err != nil {
		return refusalOf(RuleGenerators, rules.ReasonOf(err))
	}
	if why := st.generatorSite(l); why != "" {
		return refusalOf(RuleGenerators, why)
	}
	return refusalOf(RuleGenerators, fmt.Sprintf("write the hex as %s", st.text(l)))
}

// applyGenerator places a built generator: "Once placed it can never
// move."
func applyGenerator(st *State, a rules.Action, ctx *rules.Context) error {
	l, _ := rules.ParseLocation(st.fixed.s, a.Args[0])
	st.Air.Generators = append(st.Air.Generators, st.text(l))
	st.Air.ToPlace--
	ctx.Logf("the Germans place a Gigantic Van der Graaf Generator at %s: Allied stacks next to it lose a step each Allied Attrition Phase, Allied Ether Flyers may not enter", st.place(l))
	return nil
}

// generatorDue: a built generator "must be placed".
func generatorDue(st *State) *rules.Refusal {
	if !st.placingGenerators() || st.Air.ToPlace <= 0 || len(st.generatorSites()) == 0 {
		return nil
	}
	return &rules.Refusal{Rule: RuleGenerators, Reason: fmt.Sprintf("place the %s built in German city hexes first", plural.Count(st.Air.ToPlace, "Gigantic Van der Graaf Generator"))}
}

func generatorChecklist(st *State) []rules.CheckItem {
	if !st.placingGenerators() || (st.Air.ToPlace <= 0 && len(st.Air.Generators) == 0) {
		return nil
	}
	return []rules.CheckItem{{Text: fmt.Sprintf("Place built Van der Graaf Generators in German city hexes (%d waiting)", st.Air.ToPlace),
		Done: st.Air.ToPlace <= 0, Required: st.Air.ToPlace > 0}}
}

// loseUnplaceable: a generator that "must be placed in a German city hex"
// is lost when no such hex is free for it (RULINGS.md): as the German New
// Units Phase begins, or as it ends (for one built in it).
func loseUnplaceable(st *State, ctx *rules.Context) {
	if !st.placingGenerators() || st.Air.ToPlace <= 0 || len(st.generatorSites()) > 0 {
		return
	}
	ctx.Logf("%s lost: no German-controlled German city hex free of Allied units and generators to place it in (%s)", plural.Count(st.Air.ToPlace, "Gigantic Van der Graaf Generator"), RuleGenerators)
	st.Air.ToPlace = 0
}

// overrunGenerators: a generator "is destroyed if an enemy ground unit
// enters it hex, just like an HQ would be" - checked after every action
// (a move, a retreat, an advance, an AFB push).
func overrunGenerators(st *State, ctx *rules.Context) {
	st.Air.Generators = slices.DeleteFunc(st.Air.Generators, func(text string) bool {
		l, err := rules.ParseLocation(st.fixed.s, text)
		if err != nil {
			return false
		}
		enemies := st.groundAt(l, Allies)
		if len(enemies) == 0 {
			return false
		}
		ctx.Logf("the Gigantic Van der Graaf Generator at %s is destroyed: %s entered its hex (%s)", st.place(l), st.name(enemies[0]), RuleGenerators)
		return true
	})
}

// generatorAttrition: "During the Attrition Phase, each Allied stack
// adjacent to a Gigantic Van der Graaf Generator automatically loses a
// step" - at the start of the Allied Attrition Phase, one step per
// generator next to the stack (each generator has the effect), the owner
// choosing which unit as for any step loss (HQs last).
func generatorAttrition(st *State, ctx *rules.Context) {
	if st.phase().Side != Allies || len(st.Air.Generators) == 0 {
		return
	}
	var losses []Loss
	for _, g := range st.Air.Generators {
		gl, err := rules.ParseLocation(st.fixed.s, g)
		if err != nil {
			continue
		}
		m := st.mapOf(gl)
		for _, c := range m.Topology.Neighbors(gl.Cell, nil) {
			l := rules.CellLocation(m, c)
			stack := st.groundAt(l, Allies)
			if len(st.lossOrder(stack, false)) == 0 {
				continue // nothing there that takes steps (a tank, the AFB)
			}
			cause := fmt.Sprintf("the Van der Graaf Generator at %s", st.place(gl))
			ctx.Logf("%s strikes the Allied stack at %s: it loses a step (%s a)", cause, st.place(l), RuleGenerators)
			losses = append(losses, Loss{Side: Allies, Units: ids(st, stack), Steps: 1, Of: 1, For: cause, Rule: RuleGenerators + " a"})
		}
	}
	if len(losses) == 0 {
		return
	}
	if st.Pending == nil {
		st.Pending = &Pending{Then: "attrition"}
	}
	st.Pending.Losses = append(st.Pending.Losses, losses...)
	st.settle(ctx)
}
