package aanorthafrica

import (
	"fmt"
	"strconv"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Reinforcements" unit values:
//
//	"Allied & German units are priced and purchased as normal"
//	"Italian units are slightly weaker and therefore slightly cheaper:
//	Inf- 1/1, 2 IPC
//	Art- 2/1, 3 IPC
//	Arm- 2/2, 4 IPC
//	Fit- 2/3, 10 IPC
//	Bom- normal cost and stats
//	AAA- normal cost and stats"
//
// "Normal" is the scenario's [rules.units.standard] row (the published
// Axis & Allies: Europe values); the Italian row overrides it for the
// classes it lists, and bombers and AA guns have none (ruling N-5).

// RuleItalian is the seed's section on the Italians' weaker, cheaper units.
const RuleItalian = "Italian units"

// Class is what a counter type is to the rules: [rules.classes].
type Class string

// The unit classes.
const (
	Infantry  Class = "infantry"
	Artillery Class = "artillery"
	Armour    Class = "armour"
	Fighter   Class = "fighter"
	Bomber    Class = "bomber"
	AA        Class = "aa"
	Minefield Class = "minefield"
)

// Classes are every class, in the order the purchase chart lists them.
var Classes = []Class{Infantry, Artillery, Armour, Fighter, Bomber, AA, Minefield}

// IsAir reports whether c flies (fighters and bombers).
func (c Class) IsAir() bool { return c == Fighter || c == Bomber }

// IsLand reports whether c is a land unit (not aircraft, not a minefield).
func (c Class) IsLand() bool { return c != Fighter && c != Bomber && c != Minefield }

// Stats are a class's values for one nation: attack and defence (hit on
// that number or less on a die), move (spaces) and cost (IPCs).
type Stats struct {
	Attack  int `toml:"attack"`
	Defence int `toml:"defence"`
	Move    int `toml:"move"`
	Cost    int `toml:"cost"`
}

// String is "2/3, move 4, 10 IPC".
func (s Stats) String() string {
	return fmt.Sprintf("%d/%d, move %d, %d IPC", s.Attack, s.Defence, s.Move, s.Cost)
}

// Stats are class c's values for nation: the nation's row of
// [rules.units] when it has one for c, else the standard row. This is the
// one lookup of unit values (purchase, battle, odds).
func (r *Rules) Stats(nation string, c Class) Stats {
	if row, ok := r.Units[nation]; ok {
		if v, ok := row[c]; ok {
			return v
		}
	}
	return r.Units[Standard][c]
}

// ClassOf is counter type typeID's class ("" when it has none).
func (r *Rules) ClassOf(typeID string) Class { return r.Classes[typeID] }

// ClassOfUnit is unit i's class.
func (st *State) ClassOfUnit(i int) Class { return st.fixed.r.ClassOf(st.Units[i].Type) }

// UnitStats are unit i's values (its nation's).
func (st *State) UnitStats(i int) Stats {
	u := &st.Units[i]
	return st.fixed.r.Stats(u.Nation, st.fixed.r.ClassOf(u.Type))
}

func init() {
	book.Section(kit.Section[*State]{Rule: RuleItalian, Title: "Units", Order: 30,
		Text: `"Allied & German units are priced and purchased as normal" (as in Axis & Allies: Europe). "Italian units are slightly weaker and therefore slightly cheaper: Inf- 1/1, 2 IPC / Art- 2/1, 3 IPC / Arm- 2/2, 4 IPC / Fit- 2/3, 10 IPC / Bom- normal cost and stats / AAA- normal cost and stats".

A unit hits on a die roll of its attack (attacking) or defence (defending) value or less.`,
		More: func(st *State) (string, []rules.RefTable) { return "", []rules.RefTable{st.unitsTable()} }})
}

// classNames are the classes' names for people in the units chart.
var classNames = map[Class]string{Infantry: "Infantry", Artillery: "Artillery", Armour: "Armour (tanks)",
	Fighter: "Fighter", Bomber: "Bomber", AA: "AA gun", Minefield: "Minefield"}

// unitsTable is the units chart of this game: each class's values for
// each nation.
func (st *State) unitsTable() rules.RefTable {
	t := rules.RefTable{ID: "units", Caption: "Unit values (attack / defence, move, cost in IPCs)", Columns: []string{"Unit"},
		Notes: fmt.Sprintf("AA guns never fire in the rounds: they fire once at attacking planes, hitting on %d (AA guns (flak)). Minefields roll at the land units entering them (Minefield combat). Artillery lifts one attacking infantry to %d (Artillery support).", flakHitsOn, supportedAttack)}
	nations := st.fixed.r.Order
	for _, n := range nations {
		t.Columns = append(t.Columns, st.NationName(n))
	}
	for _, c := range Classes {
		name, ok := classNames[c]
		if !ok {
			name = string(c)
		}
		row := []string{name}
		for _, n := range nations {
			v := st.fixed.r.Stats(n, c)
			row = append(row, strconv.Itoa(v.Attack)+"/"+strconv.Itoa(v.Defence)+", "+strconv.Itoa(v.Move)+", "+strconv.Itoa(v.Cost))
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}
