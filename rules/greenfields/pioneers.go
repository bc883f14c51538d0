package greenfields

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Pioneers and construction" step of the assault
// turn (roads and bridges, 3 hits; light trenches for 1 morale): the
// seed's words are the Section below.
//
// "build UNIT" rolls the unit's dice for its own zone, the hits adding up
// across turns in State.Works until 3 repair a cut road or bridge the
// zone; "entrench UNIT" digs a light trench.

func init() {
	book.Section(kit.Section[*State]{Rule: RulePioneers, Title: "Pioneers and construction", Order: 160,
		Text: `"Construction units that have NOT fired during combat may now attempt to create roads and bridges. Roll 1 dice per strength point of the unit. It will require 3 "hits" to bridge a stream, trench or bad terrain."

"ANY infantry, cavalry or pioneer unit that has remained unmoving within a zone, and has not fired during the turn, may now create a light trench in their current area at the cost of 1 point of morale."

"Trenches made by artillery units are termed "emplacements", and provide cover ONLY for artillery units."`})
}

// BuildHits are the hits a construction takes: "It will require 3 "hits"
// to bridge a stream, trench or bad terrain".
const BuildHits = 3

// FlagWorked marks a unit that has built or entrenched this assault turn
// (one job a turn).
const FlagWorked = "worked"

// Works are the construction hits pioneers have put into each zone (by
// label) towards its next road or bridge.
type Works map[string]int

func init() {
	book.Verb(kit.Verb[*State]{Name: "build", Title: "Build", Args: "UNIT", Rule: RulePioneers,
		Help: "pioneers or sappers that have not fired roll 1 die a strength point in their own zone: 3 hits (over turns) repair a cut road or bridge a stream, trench or bad ground",
		Gen:  genBuild, Why: whyBuild, Apply: applyBuild,
		Describe: unitWords("Build with %s where it stands")})
	book.Verb(kit.Verb[*State]{Name: "entrench", Title: "Entrench", Args: "UNIT", Rule: RulePioneers,
		Help: "an infantry, cavalry or pioneer unit that neither moved nor fired digs a light trench in its zone, at 1 morale; in the weekly turn (step 3) any ground unit improves its zone's trench a grade (artillery: an emplacement), at 1 morale, and may not raid, bombard or assault that week",
		Gen:  genEntrench, Why: whyEntrench, Apply: applyEntrench,
		Describe: unitWords("Entrench %s where it stands (1 morale)")})
	flagText[FlagWorked] = "has built or entrenched this turn"
	book.On(kit.TurnStart, func(st *State, ctx *rules.Context) error {
		for i := range st.Units {
			st.Units[i].ClearFlag(FlagWorked)
		}
		return nil
	})
	for _, ph := range []string{PhasePioneerFirst, PhasePioneerSecond} {
		book.Stage(phaseStage(ph, kit.Stage[*State]{Rule: RulePioneers,
			Prompt: func(st *State, viewer string) string {
				return "Pioneers and construction: pioneers that have not fired may build (build); units that neither moved nor fired may dig a light trench (entrench); then end the step"
			},
			Checklist: phaseItems(func(st *State) []rules.CheckItem {
				return []rules.CheckItem{
					{Text: "Pioneers that have not fired may build roads and bridges in their zone (build: 3 hits bridge a stream, trench or bad terrain)"},
					{Text: "Infantry, cavalry or pioneers that have not moved or fired may dig a light trench (entrench: costs 1 morale)"},
				}
			}, nil)}))
	}
}

// isConstruction: "Construction units" are pioneers and sappers (the
// seed's engineers).
func (c Class) isConstruction() bool { return c == Pioneers || c == Sappers }

// mayEntrenchClass: "ANY infantry, cavalry or pioneer unit".
func (c Class) mayEntrenchClass() bool {
	return c == Infantry || c == BicycleInfantry || c == Cavalry || c.isConstruction()
}

// whyNotWork says why unit i of side may do no construction work now ("" when
// it may, the job aside).
func (st *State) whyNotWork(side string, i int) string {
	u := &st.Units[i]
	switch {
	case u.Side != side:
		return fmt.Sprintf("%s is not yours", st.unitName(i))
	case !u.Loc.OnMap():
		return fmt.Sprintf("%s is not on the map", st.unitName(i))
	case u.HasFlag(FlagWorked):
		return fmt.Sprintf("%s has already built or entrenched this turn", st.unitName(i))
	case u.HasFlag(FlagFired):
		return fmt.Sprintf("%s has fired this turn: only units that have \"NOT fired during combat\" may work", st.unitName(i))
	case u.HasFlag(FlagRouting):
		return fmt.Sprintf("%s is routing", st.unitName(i))
	}
	return ""
}

// going is the zone's going as the pioneers see it: the map terrain's
// going made worse by degradation.
func (st *State) pioneerGoing(l rules.Location) string {
	g := st.fixed.t.Terrain[st.fixed.terrain[st.fixed.topo.Index(l.Cell)]].Going
	k := 0
	for n, name := range Goings {
		if name == g {
			k = n
		}
	}
	return Goings[min(k+st.zone(l).Degraded, len(Goings)-1)]
}

// streamZone reports whether a stream runs along a side of the zone at l.
func (st *State) streamZone(l rules.Location) bool {
	for _, nb := range st.fixed.topo.Neighbors(l.Cell, nil) {
		for _, id := range st.fixed.m.Edges.Of(l.Cell, nb) {
			for _, s := range st.fixed.t.Edges.Stream {
				if id == s {
					return true
				}
			}
		}
	}
	return false
}

// toBuild says what the pioneers would make at l: "repair the cut road",
// "bridge the stream"... ("" when there is nothing to build: an intact
// road, or open ground without stream or trench, or a zone already
// bridged).
func (st *State) toBuild(l rules.Location) string {
	z := st.zone(l)
	switch {
	case z.RoadCut:
		return "repair the cut road"
	case z.Bridged:
		return ""
	case z.Trench > 0:
		return "bridge the trench"
	case st.streamZone(l):
		return "bridge the stream"
	case st.pioneerGoing(l) != "open":
		return "lay a road through the " + st.pioneerGoing(l) + " ground"
	}
	return ""
}

func genBuild(st *State, side, arg0 string) []rules.Action {
	var out []rules.Action
	for i := range st.Units {
		ref := st.Units.Ref(i)
		if (arg0 != "" && arg0 != ref) || !st.class(i).isConstruction() || st.whyNotWork(side, i) != "" || st.toBuild(st.Units[i].Loc) == "" {
			continue
		}
		out = append(out, rules.Action{Side: side, Verb: "build", Args: []string{ref}})
	}
	return out
}

func whyBuild(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refuse(RulePioneers, "build takes UNIT (a pioneer unit, which builds in its own zone)")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refuse(RulePioneers, "no unit %q in play", a.Args[0])
	}
	if !st.class(i).isConstruction() {
		return refuse(RulePioneers, "%s is not a construction unit: only pioneers and sappers build roads and bridges", st.unitName(i))
	}
	if why := st.whyNotWork(a.Side, i); why != "" {
		return refuse(RulePioneers, "%s", why)
	}
	return refuse(RulePioneers, "nothing to build at %s: no cut road, stream, trench or bad terrain to bridge, or already bridged", st.label(st.Units[i].Loc))
}

// applyBuild: "Roll 1 dice per strength point of the unit"; the hits add
// up in the zone until 3 complete the work.
func applyBuild(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	l := st.Units[i].Loc
	what := st.toBuild(l)
	roll, err := hitDice("Hit dice", st.Troops[i].Strength).Resolve(ctx.Dice(), nil, nil)
	if err != nil {
		return err
	}
	roll.For = fmt.Sprintf("%s works to %s at %s", st.unitName(i), what, st.label(l))
	// Who works where is the side's own business (an unseen unit stays
	// unseen); what it builds is on the map for all to see.
	own := rules.SidesOnly(a.Side)
	ctx.LogRollTo(own, "", roll)
	st.Units[i].SetFlag(FlagWorked)
	key := st.label(l)
	if st.Works == nil {
		st.Works = Works{}
	}
	st.Works[key] += roll.Total
	if st.Works[key] < BuildHits {
		ctx.LogTo(own, "%d of the %d hits needed at %s", st.Works[key], BuildHits, key)
		return nil
	}
	delete(st.Works, key)
	if len(st.Works) == 0 {
		st.Works = nil
	}
	z := st.zone(l)
	if z.RoadCut {
		z.RoadCut = false
		ctx.Logf("the road at %s is repaired", key)
	} else {
		z.Bridged = true
		ctx.Logf("%s is bridged: a road crosses it", key)
	}
	st.setZone(l, z)
	return nil
}

// whyNotEntrench says why unit i of side may not dig a light trench now.
func (st *State) whyNotEntrench(side string, i int) string {
	if !st.class(i).mayEntrenchClass() {
		return fmt.Sprintf("%s may not entrench: \"ANY infantry, cavalry or pioneer unit\" may", st.unitName(i))
	}
	if why := st.whyNotWork(side, i); why != "" {
		return why
	}
	tr := st.Troops[i]
	switch {
	case tr.Moved > 0 || st.Units[i].HasFlag(FlagMoving):
		return fmt.Sprintf("%s has moved this turn: only a unit \"that has remained unmoving within a zone\" may entrench", st.unitName(i))
	case tr.Morale < 1:
		return fmt.Sprintf("%s has no morale to spend: a light trench costs \"1 point of morale\"", st.unitName(i))
	case st.zone(st.Units[i].Loc).Trench > 0:
		return fmt.Sprintf("%s already has a trench", st.label(st.Units[i].Loc))
	}
	return ""
}

func genEntrench(st *State, side, arg0 string) []rules.Action {
	if st.Mode == ModeWeek {
		return genWeekEntrench(st, side, arg0)
	}
	var out []rules.Action
	for i := range st.Units {
		ref := st.Units.Ref(i)
		if (arg0 == "" || arg0 == ref) && st.whyNotEntrench(side, i) == "" {
			out = append(out, rules.Action{Side: side, Verb: "entrench", Args: []string{ref}})
		}
	}
	return out
}

func whyEntrench(st *State, a rules.Action) *rules.Refusal {
	if st.Mode == ModeWeek {
		return whyWeekEntrench(st, a)
	}
	if len(a.Args) != 1 {
		return refuse(RulePioneers, "entrench takes UNIT (it digs in its own zone)")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refuse(RulePioneers, "no unit %q in play", a.Args[0])
	}
	return refuse(RulePioneers, "%s", st.whyNotEntrench(a.Side, i))
}

// applyEntrench: "create a light trench in their current area at the cost
// of 1 point of morale".
func applyEntrench(st *State, a rules.Action, ctx *rules.Context) error {
	if st.Mode == ModeWeek {
		return applyWeekEntrench(st, a, ctx)
	}
	i := st.unitArg(a.Args[0])
	l := st.Units[i].Loc
	z := st.zone(l)
	z.Trench = 1
	st.setZone(l, z)
	st.Troops[i].Morale--
	st.Units[i].SetFlag(FlagWorked)
	ctx.LogTo(rules.SidesOnly(a.Side), "%s digs a light trench at %s (morale %d)", st.unitName(i), st.label(l), st.Troops[i].Morale)
	ctx.Logf("a light trench is dug at %s", st.label(l))
	return nil
}
