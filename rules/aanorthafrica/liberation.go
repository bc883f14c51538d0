package aanorthafrica

import "sandtable/rules/kit"

// Liberation, from the base game (Axis & Allies): "If you capture a
// territory that was originally controlled by a friendly power, you
// liberate it: control returns to the original owner." The seed leaves it
// to the base game: Germany retaking a space Italy owned at the start
// gives it back to Italy, who collects its income again (RULINGS.md L-1).
// The capital rule needs no check here: a captured capital ends the game.

// captor is the nation that takes space when nation captures it: the
// space's owner at the start when that is a friendly nation, else nation.
func (st *State) captor(space, nation string) string {
	for n, spaces := range st.fixed.r.Owner {
		for _, l := range spaces {
			if l == space && n != nation && st.SideOf(n) == st.SideOf(nation) {
				return n
			}
		}
	}
	return nation
}

// RuleLiberation is the base game's liberation rule.
const RuleLiberation = "Liberation"

func init() {
	book.Section(kit.Section[*State]{Rule: RuleLiberation, Title: "Liberation", Order: 59,
		Text: `Base game (Axis & Allies): a space captured that a friendly nation controlled at the start is liberated: control returns to that nation, which collects its income. Blitzing tanks liberate the same way (ruling L-1).`})
}
