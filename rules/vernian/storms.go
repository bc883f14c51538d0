package vernian

import (
	"fmt"
	"sandtable/internal/plural"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/rules"
	"sandtable/rules/kit"
)

// 000 Weird, Huge Inventions: the Storms, "one per hex", placed "At the
// start of each Operational Turn, before anything else" and kept for that
// Operational Turn; their effects a)-c) are in the section below.
//
// Placement is the verb storm (the Allied Storm Placement phase), escape
// the verb escape (each side's Base Change Phase). a) is in CombatShifts
// (strength.go), c) in moveCost (movement.go), b)'s entry in airClosed
// (air.go) and what a unit that failed may not do in the air sections
// (st.stuck).

// stormShift: "two left column shifts" (negative is towards the defender).
const stormShift = -2

// stormCost: "Movement into the hex costs +1".
const stormCost = 1

func init() {
	book.Section(kit.Section[*State]{Rule: RuleStorms, Title: "Inventions: Storms (Weather Control Projection Devices)", Order: 240,
		Text: `If German infantry is within three hexes of London or Paris, or the Germans control 8 or more French city hexes, the Allies roll once per Strategic Turn, from Strategic Turn B on, to build a Weather Control Projection Device: they roll with invent in the Storm Placement phase that opens each Operational Turn (required while it is due), and a 1 or 2 on a die builds one. Up to two can be built, at most one per Strategic Turn.

At the start of each Operational Turn the Allies may place one Storm per device with storm anywhere in France or England (on land), one per hex. It stays for that Operational Turn. In a Storm hex:

- a) defending units gain two column shifts to the left;
- b) air units may not enter; to leave, each must roll to escape (1 or 2 on a die), only in its Base Change Phase, and one that fails cannot sortie or fly a mission; an Ether Flyer overrun there by an enemy ground unit is destroyed;
- c) moving in costs 1 more.`,
	})
	book.Verb(kit.Verb[*State]{Name: "storm", Words: "placing a Storm", Args: "HEX", Rule: RuleStorms,
		Help: "Places a Storm marker (one per WCPD, one per hex) on a land hex of France or England for this Operational Turn.",
		Gen:  genStorm, Why: whyStorm, Apply: applyStorm,
		Describe: describeHex("Place a Storm at ")})
	book.Verb(kit.Verb[*State]{Name: "escape", Words: "rolling to escape a Storm", Args: "UNIT", Rule: RuleStorms,
		Help: "In its Base Change Phase, rolls for one of the side's air units in a Storm to escape it (1 or 2); one that fails cannot leave, sortie or fly a mission this Operational Turn.",
		Gen:  genEscape, Why: whyEscape, Apply: applyEscape,
		Describe: describeUnit("%s rolls to escape the Storm")})
	on(opTurnEnd, clearStorms)
}

// stormArea reports whether l may take a Storm marker by where it is:
// "anywhere in France or Engand" - a land hex of the French region, or of
// England on the England map. Sea is neither (RULINGS.md).
func (st *State) stormArea(l rules.Location) bool {
	if !l.OnMap() || st.isWater(l) {
		return false
	}
	m := st.mapOf(l)
	if m == nil || m.Topology.Index(l.Cell) < 0 {
		return false
	}
	if inRegion(m, l.Cell, []string{st.fixed.t.FrenchRegion}) {
		return true
	}
	return m.ID == st.fixed.t.EnglandMap && m.RegionAt(l.Cell) != nil
}

// stormsLeft is how many Storm markers the Allies may still place this
// Operational Turn: one per WCPD.
func (st *State) stormsLeft() int { return st.Air.WCPDs - len(st.Air.Storms) }

func genStorm(st *State, side, arg0 string) []rules.Action {
	if side != Allies || st.stormsLeft() <= 0 {
		return nil
	}
	var out []rules.Action
	for _, m := range st.fixed.s.Maps {
		t := m.Topology
		for k := range t.Len() {
			l := rules.CellLocation(m, t.Cell(k))
			if !st.stormArea(l) || st.stormAt(l) {
				continue
			}
			h := st.text(l)
			if arg0 != "" && h != arg0 {
				continue
			}
			out = append(out, rules.Action{Side: side, Verb: "storm", Args: []string{h}})
		}
	}
	return out
}

func whyStorm(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refusalOf(RuleStorms, "storm takes HEX")
	}
	if a.Side != Allies {
		return refusalOf(RuleStorms, "only the Allies place Storm markers")
	}
	switch st.Air.WCPDs {
	case 0:
		return refusalOf(RuleStorms, "the Allies have built no Weather Control Projection Device: one Storm marker per WCPD")
	case len(st.Air.Storms):
		return refusalOf(RuleStorms, fmt.Sprintf("all %s placed this Operational Turn: one per WCPD", plural.CountOf(st.Air.WCPDs, "Storm marker is", "Storm markers are")))
	}
	l, err := rules.ParseLocation(st.fixed.s, a.Args[0])
	if err != nil {
		return refusalOf(RuleStorms, rules.ReasonOf(err))
	}
	if !l.OnMap() {
		return refusalOf(RuleStorms, "a Storm marker goes on a hex of the map")
	}
	if st.stormAt(l) {
		return refusalOf(RuleStorms, fmt.Sprintf("%s already has a Storm marker: no more than one per hex", st.place(l)))
	}
	if st.isWater(l) {
		return refusalOf(RuleStorms, fmt.Sprintf("%s is sea: Storm markers go anywhere in France or England, on land", st.place(l)))
	}
	if st.stormArea(l) {
		return refusalOf(RuleStorms, fmt.Sprintf("write the hex as %s", st.text(l)))
	}
	return refusalOf(RuleStorms, fmt.Sprintf("%s is neither in France nor in England: Storm markers go anywhere in France or England", st.place(l)))
}

// applyStorm places a Storm marker.
func applyStorm(st *State, a rules.Action, ctx *rules.Context) error {
	l, _ := rules.ParseLocation(st.fixed.s, a.Args[0])
	st.Air.Storms = append(st.Air.Storms, st.text(l))
	ctx.Logf("the Allies place a Storm at %s (%d of %d): defenders there gain two left column shifts, moving in costs +1, air units may not enter", st.place(l), len(st.Air.Storms), st.Air.WCPDs)
	return nil
}

// clearStorms: the marker "stays there for the rest of the Operational
// Turn and is then removed"; the escape rolls go with it.
func clearStorms(st *State, ctx *rules.Context) {
	if len(st.Air.Storms) > 0 {
		var where []string
		for _, s := range st.Air.Storms {
			where = append(where, st.placeText(s))
		}
		ctx.Logf("the Storm markers are removed (%s)", joinAnd(where))
	}
	st.Air.Storms, st.Air.Escape = nil, nil
}

// joinAnd is "a", "a and b", "a, b and c".
func joinAnd(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	out := xs[0]
	for _, x := range xs[1 : len(xs)-1] {
		out += ", " + x
	}
	return out + " and " + xs[len(xs)-1]
}

// stormChecklist is the Storm Placement phase's item.
func stormChecklist(st *State) []rules.CheckItem {
	if st.Air.WCPDs == 0 {
		return nil
	}
	return []rules.CheckItem{{Text: fmt.Sprintf("Place Storm markers in France or England (%d of %d placed; optional)", len(st.Air.Storms), st.Air.WCPDs),
		Done: st.stormsLeft() <= 0}}
}

// stormCells are the Storm hexes of map m, for a move's cost function.
func (st *State) stormCells(m *maps.Map) map[board.Cell]bool {
	var out map[board.Cell]bool
	for _, s := range st.Air.Storms {
		l, err := rules.ParseLocation(st.fixed.s, s)
		if err != nil || l.Map != m.ID {
			continue
		}
		if out == nil {
			out = map[board.Cell]bool{}
		}
		out[l.Cell] = true
	}
	return out
}

// --- rolls to escape ---

// escaper reports whether unit i of side may roll to escape now: one of
// side's air units on the map (not in the air on a mission) in a Storm
// that has not rolled this Operational Turn ("Each unit rolls
// seperately").
func (st *State) escaper(i int, side string) bool {
	u := &st.Units[i]
	if u.Side != side || !st.isAir(u) || !u.Loc.OnMap() || st.flight(i) != nil || !st.stormAt(u.Loc) {
		return false
	}
	_, rolled := st.Air.Escape[u.ID]
	return !rolled
}

func genEscape(st *State, side, arg0 string) []rules.Action {
	if st.phaseKind() != "base-change" {
		return nil
	}
	var out []rules.Action
	for i := range st.Units {
		if st.escaper(i, side) && st.named(i, arg0) {
			out = append(out, rules.Action{Side: side, Verb: "escape", Args: []string{st.Units.Ref(i)}})
		}
	}
	return out
}

func whyEscape(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 1 {
		return refusalOf(RuleStorms+" b", "escape takes UNIT")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refusalOf(RuleStorms+" b", fmt.Sprintf("no unit %q", a.Args[0]))
	}
	u := &st.Units[i]
	switch {
	case u.Side != a.Side:
		return refusalOf(RuleStorms+" b", fmt.Sprintf("%s is not a %s unit", st.name(i), st.sideName(a.Side)))
	case !st.isAir(u):
		return refusalOf(RuleStorms+" b", fmt.Sprintf("%s is not an air unit: only air units roll to escape a Storm (ground units pay +1 to move into one)", st.name(i)))
	case !u.Loc.OnMap() || !st.stormAt(u.Loc):
		return refusalOf(RuleStorms+" b", fmt.Sprintf("%s is not in a Storm", st.name(i)))
	case st.flight(i) != nil:
		return refusalOf(RuleStorms+" b", fmt.Sprintf("%s is in the air on a mission", st.name(i)))
	case st.Air.Escape[u.ID]:
		return refusalOf(RuleStorms+" b", fmt.Sprintf("%s already escaped the Storm this Operational Turn", st.name(i)))
	}
	return refusalOf(RuleStorms+" b", fmt.Sprintf("%s already rolled to escape this Operational Turn and failed: each unit rolls once, in the Rebasing phase", st.name(i)))
}

// applyEscape rolls unit's escape: "can only leave on a 1 or 2 on a d6";
// one that fails stays, and "cannot Sortie nor fly a Mission".
func applyEscape(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	u := &st.Units[i]
	faces, err := ctx.Roll(1, 6)
	if err != nil {
		return err
	}
	ok := faces[0] <= 2
	res := "fails: it stays, and cannot Sortie nor fly a Mission this Operational Turn"
	if ok {
		res = "escapes: it may leave the Storm"
	}
	ctx.LogRoll("", rules.Roll{For: fmt.Sprintf("%s rolls to escape the Storm at %s", st.name(i), st.place(u.Loc)),
		Table: "Roll to escape (" + RuleStorms + " b): leaves on 1 or 2", Dice: faces, Sides: 6, Total: faces[0], Result: res})
	if st.Air.Escape == nil {
		st.Air.Escape = map[string]bool{}
	}
	st.Air.Escape[u.ID] = ok
	return nil
}
