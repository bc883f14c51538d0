package vernian

import (
	"fmt"
	"sandtable/internal/plural"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// 000 Weird, Huge Inventions at the Eleventh Hour: the rolls, whose
// triggers the rules reference states in the Storms and Generators
// sections (storms.go, generators.go); the figures the code needs are
// quoted at the constants below.
//
// The roll is the verb invent: the Allies roll in the Storm Placement
// phase that opens every Operational Turn, the Germans in their New Units
// Phase, in the first Operational Turn of a Strategic Turn (B or later)
// whose phase finds the trigger true, once per Strategic Turn, until two
// are built. It costs nothing, so it is required: the phase does not end
// before it (RULINGS.md). It is a verb, not something the phase does by
// itself, because it rolls a die: with real dice the player enters it.

// maxInventions: "Up to two WCPD's can be built", "Up to two can be built".
const maxInventions = 2

// inventionRange: "within three hexes".
const inventionRange = 3

// citiesForWCPD and citiesForGenerators are the triggers' city counts:
// "control 8 or more French city hexes", "control two or more German city
// hexes".
const (
	citiesForWCPD       = 8
	citiesForGenerators = 2
)

func init() {
	book.Verb(kit.Verb[*State]{Name: "invent", Words: "rolling for an invention", Rule: RuleStorms,
		Help: "Rolls for a Weather Control Projection Device (Allies, in the Storm Placement) or a Gigantic Van der Graaf Generator (Germans, in their New Units Phase): once per Strategic Turn from B on while the seed's trigger holds, built on 1 or 2, two at most; required while due.",
		Gen:  genInvent, Why: whyInvent, Apply: applyInvent,
		Describe: func(_ *State, a rules.Action, _ string) (string, bool) {
			return "Roll for a " + inventionName(a.Side), len(a.Args) == 0
		}})
}

// inventionName is what side builds.
func inventionName(side string) string {
	if side == Allies {
		return "Weather Control Projection Device"
	}
	return "Gigantic Van der Graaf Generator"
}

// inventionRule is the rule of side's invention.
func inventionRule(side string) string {
	if side == Allies {
		return RuleStorms
	}
	return RuleGenerators
}

// inventionPhase reports whether the current phase is where side rolls:
// the Allied Storm Placement, the German New Units Phase.
func (st *State) inventionPhase(side string) bool {
	if st.Setup || st.phase().Side != side {
		return false
	}
	if side == Allies {
		return st.phaseKind() == "storms"
	}
	return st.phaseKind() == "new-units"
}

// built is how many of its inventions side has built.
func (st *State) built(side string) int {
	if side == Allies {
		return st.Air.WCPDs
	}
	return st.Air.GeneratorsBuilt
}

// turnB is the index of Strategic Turn B: "No WCPD's can be rolled for
// until Strategic Turn B at the earliest".
func (st *State) turnB() int {
	if k := slices.Index(st.fixed.s.Turns.Names, "B"); k >= 0 {
		return k
	}
	return 1
}

// inventionBlocked is why side may not roll for its invention now (with
// the rule), "" when it may; trigger is then why the roll is allowed.
func (st *State) inventionBlocked(side string) (rule, why, trigger string) {
	rule = inventionRule(side)
	name := inventionName(side)
	switch {
	case st.built(side) >= maxInventions:
		return rule, fmt.Sprintf("both %ss are built: up to two can be built", name), ""
	case st.Clock.Turn < st.turnB():
		return rule, "no invention can be rolled for until Strategic Turn B at the earliest", ""
	case slices.Contains(st.Air.Invented[side], st.Clock.Turn):
		return rule, fmt.Sprintf("the %s already rolled for a %s this Strategic Turn: once per Strategic Turn", st.sideName(side), name), ""
	}
	trigger = st.inventionTrigger(side)
	if trigger == "" {
		if side == Allies {
			return rule, "no German infantry is within three hexes of London or Paris, and the Germans control fewer than 8 French city hexes", ""
		}
		return rule, "the Allies control fewer than two German city hexes, and no Allied infantry is within three hexes of a Ruhr hex", ""
	}
	return "", "", trigger
}

// inventionTrigger is why side's trigger holds now ("" when it does not):
// for the Allies German infantry within three hexes of London or Paris, or
// 8 French city hexes German; for the Germans two German city hexes
// Allied, or Allied infantry within three hexes of a Ruhr hex.
func (st *State) inventionTrigger(side string) string {
	t := st.fixed.t
	if side == Allies {
		for _, p := range []string{t.London, t.Paris} {
			if i := st.infantryNear(Germans, p); i >= 0 {
				return fmt.Sprintf("%s at %s is within three hexes of %s", st.name(i), st.place(st.Units[i].Loc), st.placeTitle(p))
			}
		}
		if n := st.cityHexes(Germans, t.FrenchRegion); n >= citiesForWCPD {
			return fmt.Sprintf("the Germans control %d French city hexes (8 or more)", n)
		}
		return ""
	}
	if n := st.cityHexes(Allies, t.GermanRegion); n >= citiesForGenerators {
		return fmt.Sprintf("the Allies control %d German city hexes (two or more)", n)
	}
	if i := st.infantryNear(Allies, t.Ruhr); i >= 0 {
		return fmt.Sprintf("%s at %s is within three hexes of a Ruhr hex", st.name(i), st.place(st.Units[i].Loc))
	}
	return ""
}

// placeTitle is place id's name as the maps give it.
func (st *State) placeTitle(id string) string {
	for _, m := range st.fixed.s.Maps {
		if p := m.Place(id); p != nil {
			return p.Name
		}
	}
	return id
}

// infantryNear is the first infantry unit of side (board order of the
// units) within three hexes of a hex of place id on its map, -1 when none.
func (st *State) infantryNear(side, id string) int {
	for _, m := range st.fixed.s.Maps {
		p := m.Place(id)
		if p == nil {
			continue
		}
		for i := range st.Units {
			u := &st.Units[i]
			// A face-down unit counts once it is face up: the roll is the
			// other side's, whose legal actions never depend on a
			// face-down unit's type (RULINGS.md).
			if u.Side != side || !u.Loc.OnMap() || u.Loc.Map != m.ID || u.Hidden || !st.isInfantry(u) {
				continue
			}
			for _, c := range p.Cells {
				if m.Topology.Distance(u.Loc.Cell, c) <= inventionRange {
					return i
				}
			}
		}
	}
	return -1
}

// cityHexes is how many city hexes of region side controls, each hex
// counting one (the triggers count hexes; "Paris hexes each count as two"
// is said of victory alone), board-edge hexes never (000 Part II: "board
// edge hexes are not considered city nor victory point hexes").
func (st *State) cityHexes(side, region string) int {
	n := 0
	for _, m := range st.fixed.s.Maps {
		for c := range st.fixed.cities[m.ID] {
			if !isEdge(m, c) && inRegion(m, c, []string{region}) && st.controlOf(m, c) == side {
				n++
			}
		}
	}
	return n
}

// inventionDue is why the phase may not end yet: side's roll is due.
func (st *State) inventionDue(side string) *rules.Refusal {
	if !st.inventionPhase(side) {
		return nil
	}
	if _, why, _ := st.inventionBlocked(side); why != "" {
		return nil
	}
	return &rules.Refusal{Rule: inventionRule(side), Reason: fmt.Sprintf("roll for a %s first (invent): it costs nothing and may be made once this Strategic Turn", inventionName(side))}
}

// inventionChecklist is the phase checklist's item for side's roll.
func (st *State) inventionChecklist(side string) []rules.CheckItem {
	if !st.inventionPhase(side) {
		return nil
	}
	_, why, trigger := st.inventionBlocked(side)
	switch {
	case why == "":
		return []rules.CheckItem{{Text: fmt.Sprintf("Roll for a %s (%s; succeeds on 1 or 2)", inventionName(side), trigger), Required: true}}
	case slices.Contains(st.Air.Invented[side], st.Clock.Turn):
		return []rules.CheckItem{{Text: fmt.Sprintf("Roll for a %s (rolled this Strategic Turn)", inventionName(side)), Done: true}}
	}
	return nil
}

func genInvent(st *State, side, arg0 string) []rules.Action {
	if arg0 != "" || !st.inventionPhase(side) {
		return nil
	}
	if _, why, _ := st.inventionBlocked(side); why != "" {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "invent"}}
}

func whyInvent(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) > 0 {
		return refusalOf(inventionRule(a.Side), "invent takes no arguments")
	}
	if !st.inventionPhase(a.Side) {
		if a.Side == Allies {
			return refusalOf(RuleStorms, "the Allies roll for a Weather Control Projection Device in the Storm Placement phase at the start of an Operational Turn")
		}
		return refusalOf(RuleGenerators, "the Germans roll for a Gigantic Van der Graaf Generator in their New Units Phase")
	}
	rule, why, _ := st.inventionBlocked(a.Side)
	return refusalOf(rule, why)
}

// applyInvent rolls a d6 for side's invention: "They succeed on a 1 or 2
// on a d6". The log says what the roll was for and why it was allowed.
func applyInvent(st *State, a rules.Action, ctx *rules.Context) error {
	side := a.Side
	_, _, trigger := st.inventionBlocked(side)
	faces, err := ctx.Roll(1, 6)
	if err != nil {
		return err
	}
	if st.Air.Invented == nil {
		st.Air.Invented = map[string][]int{}
	}
	st.Air.Invented[side] = append(st.Air.Invented[side], st.Clock.Turn)
	name := inventionName(side)
	ok := faces[0] <= 2
	res := "not built"
	if ok {
		res = fmt.Sprintf("built (%d of %d)", st.built(side)+1, maxInventions)
	}
	ctx.LogRoll("", rules.Roll{For: fmt.Sprintf("%s roll for a %s (%s)", st.sideName(side), name, trigger),
		Table: name + " (" + inventionRule(side) + "): built on 1 or 2", Dice: faces, Sides: 6, Total: faces[0], Result: res})
	if !ok {
		return nil
	}
	if side == Allies {
		st.Air.WCPDs++
		ctx.Logf("the Allies build a Weather Control Projection Device: %s from now on", plural.Count(st.Air.WCPDs, "Storm marker"))
		return nil
	}
	st.Air.GeneratorsBuilt++
	st.Air.ToPlace++
	ctx.Logf("the Germans build a Gigantic Van der Graaf Generator: it must be placed in a German city hex")
	return nil
}
