package vernian

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// CRTTableID is the id of the ground-combat CRT in the rules reference:
// forecasts name it so Help can mark the column an attack reads.
const CRTTableID = "crt"

var _ rules.Referencer = (*State)(nil)

// Reference implements rules.Referencer: the rules as a player reads them
// in Help, one section per rule a refusal, a decision or a phase cites
// (its Rule is the citation), in the player's words. Each section is
// declared in its rule's file (book.Section; Orders 10, 20, ... place
// them, from the sequence of play to the end of the game); the CRT, the
// terrain effects and the numbers the scenario sets (stacking limit,
// supply range, operational turns) come from this game's scenario and
// options.
func (st *State) Reference() rules.Reference {
	return book.Reference(st, "20,000 Leagues under the Trenches: rules reference")
}

// The sections that belong to no one rule: the verb list (every verb's
// record) and the terrain chart that movement, ground combat and the
// bombards all read.
func init() {
	book.Section(kit.Section[*State]{Title: "Actions", Order: 30,
		More: func(st *State) (string, []rules.RefTable) { return st.verbsText(), nil },
	})
	book.Section(kit.Section[*State]{Title: "Terrain effects", Order: 120,
		Text: `What a hex or hexside costs to enter and what it does to combat and bombardment. A town or city shifts an attack on it as well as its terrain does; an intact fortress shifts it again.`,
		More: func(st *State) (string, []rules.RefTable) { return "", []rules.RefTable{st.terrainTable()} },
	})
}

// stepWords are the kinds of phase as the verb lists name them.
var stepWords = map[string]string{"setup": "set-up", "storms": "storm placement", "new-units": "new units",
	"base-change": "base change", "embark": "embarkation", "sortie": "sortie", "interception": "interception",
	"missions": "mission allocation", "movement": "movement", "bombard": "bombard", "combat": "combat",
	"return": "return to base", "attrition": "attrition"}

// verbsInPlay are the verbs' records in the order of play (end-phase
// first, then by the first phase allowing each, the choices' verbs last)
// and, for each verb, the kinds of phase that allow it ("any" for
// end-phase, "when asked" for a choice's): the verb lists of the rules
// reference and of the actions doc.
func verbsInPlay() ([]kit.VerbDoc, func(verb string) string) {
	steps := map[string][]string{}
	var order []string
	for _, seq := range []kit.Sequence{setupSequence(), operationalSequence()} {
		for _, ph := range seq.Phases {
			for _, v := range ph.Verbs {
				if w := stepWords[kindOf(ph.ID)]; !slices.Contains(steps[v], w) {
					steps[v] = append(steps[v], w)
				}
				if !slices.Contains(order, v) {
					order = append(order, v)
				}
			}
		}
	}
	rank := func(d kit.VerbDoc) int {
		switch i := slices.Index(order, d.Name); {
		case d.Name == kit.EndPhase:
			return -1
		case i < 0:
			return len(order) // a choice's verb
		default:
			return i
		}
	}
	docs := book.Docs()
	slices.SortStableFunc(docs, func(x, y kit.VerbDoc) int { return rank(x) - rank(y) })
	return docs, func(verb string) string {
		switch {
		case verb == kit.EndPhase:
			return "any"
		case len(steps[verb]) == 0:
			return "when asked"
		}
		return strings.Join(steps[verb], ", ")
	}
}

// verbsText says what players do, from the verbs' records in the order of
// play (verbsInPlay), each by the words players say it with (its Words,
// issue 24: the reference speaks as the players do, not in script verbs),
// then when, what it does and, in brackets, its script form.
func (st *State) verbsText() string {
	var b strings.Builder
	b.WriteString("What a player does. The window offers each action when it is allowed: drag a counter, or use the buttons of the Actions panel (End phase: the button, Space or Enter). The words in brackets are what sandtable play scripts write.\n")
	docs, step := verbsInPlay()
	for _, d := range docs {
		script := strings.TrimSpace(d.Name + " " + d.Args)
		fmt.Fprintf(&b, "\n- %s (%s): %s [script: %s].", capitalise(book.Words(d.Name)), step(d.Name), strings.TrimSuffix(d.Help, "."), script)
	}
	return b.String()
}

// terrainTable is the terrain effects chart: each terrain and hexside of
// the scenario's maps with its movement cost, the column shift of a
// defender in it and its bombard modifier, then towns, cities and
// fortresses.
func (st *State) terrainTable() rules.RefTable {
	t := st.fixed.t
	tab := rules.RefTable{ID: "terrain", Caption: "Terrain effects",
		Columns: []string{"Terrain", "Movement", "Attack on it", "Bombard die"}}
	shift := func(n int) string {
		if n == 0 {
			return "-"
		}
		return fmt.Sprintf("%+d column(s)", n)
	}
	var seen []string
	for _, m := range st.fixed.s.Maps {
		for _, ter := range m.Terrains {
			if slices.Contains(seen, ter.ID) {
				continue
			}
			seen = append(seen, ter.ID)
			move := fmt.Sprintf("%d MP", max(ter.MoveCost, 1))
			if ter.Impassable {
				move = "may not be entered"
			}
			drm := "+1"
			if ter.ID == "clear" || ter.ID == "flood_plain" {
				drm = "-"
			}
			tab.Rows = append(tab.Rows, []string{ter.Name, move, shift(t.TerrainShifts[ter.ID]), drm})
		}
		for _, e := range m.EdgeTypes {
			if slices.Contains(seen, "edge:"+e.ID) {
				continue
			}
			seen = append(seen, "edge:"+e.ID)
			move := fmt.Sprintf("+%d MP to cross", e.MoveCost)
			if e.Impassable {
				move = "may not be crossed"
			}
			att := "-"
			if e.ID == "river" {
				att = shift(t.RiverShift) + " if every attacker is across one"
			}
			tab.Rows = append(tab.Rows, []string{e.Name + " (hexside)", move, att, "-"})
		}
	}
	tab.Rows = append(tab.Rows,
		[]string{"Town or city", "as its terrain", shift(t.CityShift), "+1"},
		[]string{"Fortress (intact)", "as its terrain", shift(t.FortressShift), "+1"})
	tab.Notes = "Neutral countries may not be entered. A negative shift moves the attack's column towards the defender. The bombard die's +1 for a hex not clear counts once; spotters are a separate +1."
	return tab
}
