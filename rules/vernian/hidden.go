package vernian

import (
	"fmt"
	"slices"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Face-down units. The seed has no rule for them (it never says "hidden",
// "face down" or "reveal"); a scenario may place units face down
// (`hidden = true`) and this file is Sandtable's reading of what that means
// in this game (RULINGS.md, "Face-down units"), stated for players in the
// section below. HQs (supply and bombards), tanks (a tank without infantry
// dies at the end of its side's movement, in the checklist and the log),
// the Armored Front Buster (its hex "cannot be attacked in normal combat")
// and Zeppelins and Ether Flyers (they feed supply and block nothing)
// change what the other side may do or read, so they are always face up:
// a scenario that hides one is refused. Every text names a face-down unit
// "face-down unit of Germany (hidden:7)" to the other side.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleHidden, Title: "Face-down units", Order: 260,
		Text: `The seed has no face-down rule: a scenario may set units up face down (the bundled "face-down Germans" scenario does), and these are Sandtable's rules for them.

- Only infantry, cavalry and fortresses may be face down; HQs, tanks, the Armored Front Buster, Zeppelins and Ether Flyers are always face up.
- You see your own face-down units in full. The enemy's show only their nation and place, and are named hidden:N in actions and the log.
- Declaring an attack on a hex turns its defenders face up. Resolving an attack turns the attackers face up, before the roll. Firing the bombards turns face up every unit in a target hex.
- Adjacency, movement and attrition reveal nothing. A unit turned face up stays face up, and undo cannot take a reveal back.`,
	})
}

// RuleHidden cites the face-down unit rule (Sandtable's, not the seed's).
const RuleHidden = "Sandtable: face-down units"

// checkHidden refuses a scenario that places face down a unit that may
// not be (a designer's error, named with the unit).
func checkHidden(st *State, us rules.Units, where string) error {
	for i := range us {
		u := &us[i]
		if !u.Hidden {
			continue
		}
		k := st.kind(u)
		if st.isAir(u) || k == "hq" || k == "armor" || k == "tank" {
			return fmt.Errorf("vernian: scenario %q: %s %s is placed hidden, but a %s is always face up in this game (%s)",
				st.fixed.s.ID, where, u.ID, k, RuleHidden)
		}
	}
	return nil
}

// sees reports whether side sees unit i for what it is: its own units,
// units face up, and everything for the referee ("").
func (st *State) sees(side string, i int) bool {
	u := &st.Units[i]
	return !u.Hidden || side == "" || u.Side == side
}

// listOrder is the order to list units for side in: those it sees in
// set-up order, then the other side's face-down units by alias.
func (st *State) listOrder(side string) []int {
	return st.Units.ListOrder(func(i int) bool { return st.sees(side, i) })
}

// hides reports whether side has a face-down unit.
func (st *State) hides(side string) bool {
	for i := range st.Units {
		if u := &st.Units[i]; u.Hidden && u.Side == side {
			return true
		}
	}
	return false
}

// hiddenAt reports whether any unit at l is face down.
func (st *State) hiddenAt(l rules.Location) bool {
	for _, i := range st.at(l) {
		if st.Units[i].Hidden {
			return true
		}
	}
	return false
}

// hiddenName is a face-down unit as the other side reads it: "face-down
// unit of Germany (hidden:7)" (rules.UnitName words it the same way).
func (st *State) hiddenName(i int) string {
	u := &st.Units[i]
	nation := u.Nation
	if n := st.fixed.s.Counters.Nation(u.Nation); n != nil {
		nation = n.Name
	}
	return fmt.Sprintf("face-down unit of %s (%s)", nation, st.Units.Ref(i))
}

// nameFor is unit i as viewer reads it: in full when viewer sees it (its
// owner is told it is face down; its alias is an id, for scripts), else by
// nation and alias.
func (st *State) nameFor(i int, viewer string) string {
	if !st.Units[i].Hidden {
		return st.name(i)
	}
	if st.sees(viewer, i) {
		return st.typeName(i) + " (face down)"
	}
	return st.hiddenName(i)
}

// reveal turns the face-down units among units face up, with a public log
// line naming them as they are now (why says what revealed them) and a
// reveal undo may not cross. The reveal itself is recorded by the units'
// aliases: the window words it before the action ("it reveals ..."), to a
// player who must not learn the types by asking.
func (st *State) reveal(ctx *rules.Context, units []int, why string) {
	units = slices.Clone(units)
	slices.SortFunc(units, func(a, b int) int { return st.Units[a].Alias - st.Units[b].Alias })
	var before, after []string
	for _, i := range units {
		u := &st.Units[i]
		if !u.Hidden {
			continue
		}
		ref := st.Units.Ref(i)
		before = append(before, st.hiddenName(i))
		u.Hidden = false
		after = append(after, fmt.Sprintf("%s is %s", ref, st.name(i)))
	}
	if len(after) == 0 || ctx == nil {
		return
	}
	ctx.Reveal(joinNames(before))
	ctx.Logf("Revealed (%s): %s", why, joinNames(after))
}
