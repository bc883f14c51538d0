package aanorthafrica

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Reinforcement Zones (RZ)" and the placing
// half of "Start-up":
//
//	"Other than the initial bonus money purchase units (which may be
//	placed anywhere on the board), all units purchased during the game
//	must enter the board through the RZ.
//	Either side may control and capture any RZs, and build units on any RZ.
//	There is no limit to how many units may be built in any RZ."
//
//	"Units purchased with this money must be placed upon the game board in
//	any space or spaces the owner controls. No order of placement."
//
// In the placement phase "place UNIT SPACE" puts a unit the acting nation
// bought (waiting in its side's "to place" box) on a Reinforcement Zone
// ([rules].reinforcement_zones) its side controls now, whoever held it
// at the start (ruling N-3; the Axis nations share their RZs, N-18), with
// no limit; a unit bought with the bonus (FlagBonus) in any space its side
// controls (ruling N-2 and D-1 in RULINGS.md). Nothing is placed on land
// a land unit may not enter ([rules.terrain].land_blocked: the sea, the
// sand seas, the depression) — aircraft too are placed on land. A space
// takes one AA gun (ruling D-2). The sections' own checks (mayPlace) come
// last. Every bought unit is placed before the phase ends unless it has
// nowhere to go; then it waits in the box (ruling N-4). Minefields are
// not placed here: the minefields lay them with their own verb.

// RuleRZ is the seed's "Reinforcement Zones (RZ)".
const RuleRZ = "Reinforcement Zones"

// RuleOneAA is the one AA gun a space may hold (ruling D-2).
const RuleOneAA = "AA guns (one per space)"

var (
	_ = addPhaseVerbs(PhasePlace, "place")
	_ = addMustFinish(PhasePlace, placeMustFinish)
	_ = addChecklist(PhasePlace, placeChecklist)
	_ = addPlaceCheck(AA, oneAAGun)
)

func init() {
	book.Verb(kit.Verb[*State]{Name: "place", Title: "Place a new unit", Args: "UNIT SPACE", Rule: RuleRZ,
		Words: "placing a new unit",
		Help:  "places a unit the acting nation bought on a Reinforcement Zone its side controls (a unit bought with the turn-1 bonus: on any space its side controls)",
		Gen:   genPlace, Why: whyPlace, Apply: applyPlace, Describe: describePlace})
	book.Section(kit.Section[*State]{Rule: RuleRZ, Title: "Reinforcement Zones", Order: 34,
		Text: `"Other than the initial bonus money purchase units (which may be placed anywhere on the board), all units purchased during the game must enter the board through the RZ. Either side may control and capture any RZs, and build units on any RZ. There is no limit to how many units may be built in any RZ."

In its placement phase a nation places the units it bought on Reinforcement Zones its side controls now, its own or captured ones (ruling N-3; the Axis nations share theirs: ruling N-18), as many as it likes in each. Units bought with the turn-1 bonus may be placed in any space the side controls ("in any space or spaces the owner controls": ruling D-1). Nothing is placed where land units may not go (the sea and the impassable terrain); aircraft are placed on land too. Every unit bought must be placed if it can be; one with nowhere to go waits for a later placement phase (ruling N-4).`,
		More: func(st *State) (string, []rules.RefTable) {
			return "Reinforcement Zones in this game: " + strings.Join(st.fixed.r.RZs, ", ") + ".", nil
		}})
	book.Section(kit.Section[*State]{Rule: RuleOneAA, Title: "One AA gun per space", Order: 36,
		Text: `"Only 1 minefield per space, like AA guns." As in Axis & Allies, a space holds one AA gun, whoever's it is: a second is not placed there (ruling D-2).`})
}

var _ rules.Dragger = (*State)(nil)

// dragVerbs are the verbs the window performs by dragging a counter onto
// a space; a section adds its own with addDragVerbs from a package var.
var dragVerbs = []string{"place"}

// addDragVerbs adds verbs a drag performs (each VERB UNIT SPACE).
func addDragVerbs(verbs ...string) bool {
	dragVerbs = append(dragVerbs, verbs...)
	return true
}

// DragVerbs implements rules.Dragger: a bought unit dragged from its box
// to a space is placed there.
func (st *State) DragVerbs() []string { return slices.Clone(dragVerbs) }

// toPlaceBox is side's box of units to place: the map's box of that side
// of kind "available", else its first box of that side.
func (st *State) toPlaceBox(side string) (rules.Location, bool) {
	m := st.fixed.m
	found := -1
	for k, b := range m.Boxes {
		if b.Side != side {
			continue
		}
		if b.Kind == "available" {
			found = k
			break
		}
		if found < 0 {
			found = k
		}
	}
	if found < 0 {
		return rules.Location{}, false
	}
	return rules.BoxLocation(m, m.Boxes[found]), true
}

// inBox are nation's units waiting in its side's box to be placed;
// minefields only with mines.
func (st *State) inBox(nation string, mines bool) []int {
	box, ok := st.toPlaceBox(st.SideOf(nation))
	if !ok {
		return nil
	}
	var out []int
	for i := range st.Units {
		u := &st.Units[i]
		if u.Nation == nation && u.Loc == box && (mines || st.ClassOfUnit(i) != Minefield) {
			out = append(out, i)
		}
	}
	return out
}

// whyNotPlace says why unit i (waiting in its box) may not be placed in
// space now, nil when it may.
func (st *State) whyNotPlace(a rules.Action, i int, space string) *rules.Refusal {
	c, ok := st.Cell(space)
	if !ok {
		return rules.Refuse(a, RuleRZ, "there is no space %q", space)
	}
	name := st.unitName(i)
	if t := st.fixed.m.TerrainAt(c); t != nil && slices.Contains(st.fixed.r.Terrain.LandBlocked, t.ID) {
		return rules.Refuse(a, RuleRZ, "%s is %s, where land units may not go: new units are placed on land", space, strings.ToLower(t.Name))
	}
	side := st.Units[i].Side
	if st.Units[i].HasFlag(FlagBonus) {
		if st.SideAt(space) != side {
			return rules.Refuse(a, RuleBonus, "%s is not a space the %s control: %s, bought with the bonus, is placed \"in any space or spaces the owner controls\"", space, st.SideName(side), name)
		}
	} else {
		if !slices.Contains(st.fixed.r.RZs, space) {
			return rules.Refuse(a, RuleRZ, "%s is not a Reinforcement Zone: units bought with IPCs \"must enter the board through the RZ\"", space)
		}
		if st.SideAt(space) != side {
			return rules.Refuse(a, RuleRZ, "%s is a Reinforcement Zone the %s do not control now", space, st.SideName(side))
		}
	}
	if r := mayPlace(st, i, space); r != nil {
		r.Action = a
		return r
	}
	return nil
}

// oneAAGun refuses a second AA gun in a space (ruling D-2).
func oneAAGun(st *State, i int, space string) *rules.Refusal {
	for _, j := range st.At(space) {
		if j != i && st.ClassOfUnit(j) == AA {
			return &rules.Refusal{Rule: RuleOneAA, Reason: fmt.Sprintf("%s already holds an AA gun: a space holds one", space)}
		}
	}
	return nil
}

// placeSpaces are the spaces unit i may be placed in now.
func (st *State) placeSpaces(i int) []string {
	var out []string
	for _, l := range st.Spaces() {
		if st.whyNotPlace(rules.Action{}, i, l) == nil {
			out = append(out, l)
		}
	}
	return out
}

func genPlace(st *State, side, arg0 string) []rules.Action {
	if st.ActingSide() != side {
		return nil
	}
	var out []rules.Action
	for _, i := range st.inBox(st.Nation(), false) {
		ref := st.Units.Ref(i)
		if arg0 != "" && arg0 != ref {
			continue
		}
		for _, l := range st.placeSpaces(i) {
			out = append(out, rules.Action{Side: side, Verb: "place", Args: []string{ref, l}})
		}
	}
	return out
}

func whyPlace(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return rules.Refuse(a, RuleRZ, "say place UNIT SPACE")
	}
	i := st.Units.Resolve(a.Args[0])
	if i < 0 || !slices.Contains(st.inBox(st.Nation(), true), i) {
		return rules.Refuse(a, RuleRZ, "%s is not a unit %s bought waiting to be placed", a.Args[0], st.NationName(st.Nation()))
	}
	if st.ClassOfUnit(i) == Minefield {
		return rules.Refuse(a, RuleRZ, "a minefield is laid with its own action, not placed")
	}
	return st.whyNotPlace(a, i, a.Args[1])
}

func applyPlace(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.Units.Resolve(a.Args[0])
	if i < 0 {
		return errf("place: no unit %s", a.Args[0])
	}
	u := &st.Units[i]
	u.Loc = st.Loc(a.Args[1])
	u.ClearFlag(FlagBonus)
	ctx.Logf("%s places %s at %s", st.NationName(u.Nation), st.unitName(i), a.Args[1])
	return nil
}

func describePlace(st *State, a rules.Action, _ string) (string, bool) {
	if len(a.Args) != 2 {
		return "", false
	}
	i := st.Units.Resolve(a.Args[0])
	if i < 0 {
		return "", false
	}
	return fmt.Sprintf("Place %s at %s", st.unitName(i), a.Args[1]), true
}

// placeMustFinish keeps the phase open while a bought unit (not a
// minefield) can still be placed (ruling N-4: one that cannot waits).
func placeMustFinish(st *State) *rules.Refusal {
	for _, i := range st.inBox(st.Nation(), false) {
		if len(st.placeSpaces(i)) > 0 {
			return &rules.Refusal{Rule: RuleRZ, Reason: fmt.Sprintf("%s waits to be placed: every unit bought is placed when it can be", st.unitName(i))}
		}
	}
	return nil
}

// placeChecklist is a line per unit waiting to be placed.
func placeChecklist(st *State, _ string) []rules.CheckItem {
	var out []rules.CheckItem
	for _, i := range st.inBox(st.Nation(), false) {
		where := "on a Reinforcement Zone your side controls"
		if st.Units[i].HasFlag(FlagBonus) {
			where = "on any space your side controls (bonus)"
		}
		if len(st.placeSpaces(i)) == 0 {
			out = append(out, rules.CheckItem{Text: fmt.Sprintf("%s has nowhere to go: it waits for a later placement", st.unitName(i))})
			continue
		}
		out = append(out, rules.CheckItem{Text: fmt.Sprintf("Place %s %s (drag it from the box)", st.unitName(i), where), Required: true})
	}
	return out
}
