package vernian

import (
	"sandtable/rules"
)

// Unit classes, by the counters' kinds: what the seed's rules tell apart
// (infantry, HQs, tanks, the AFB, fortresses, air units).

// unitNames are the names of units, as the log gives them.
func unitNames(st *State, units []int) []string {
	var out []string
	for _, i := range units {
		out = append(out, st.name(i))
	}
	return out
}

// kind is u's counter kind ("infantry", "hq", "tank"...).
func (st *State) kind(u *rules.Unit) string {
	if t := st.fixed.types[u.Type]; t != nil {
		return t.Kind
	}
	return ""
}

// isAir: Zeppelins and Ether Flyers, never affected by ground units.
func (st *State) isAir(u *rules.Unit) bool {
	switch st.kind(u) {
	case "zeppelin", "flyer", "fighter", "bomber", "aircraft":
		return true
	}
	return false
}

// isGround is every unit on the ground (not air).
func (st *State) isGround(u *rules.Unit) bool { return !st.isAir(u) }

func (st *State) isHQ(u *rules.Unit) bool { return st.kind(u) == "hq" }

func (st *State) isTank(u *rules.Unit) bool { return st.kind(u) == "tank" }

func (st *State) isAFB(u *rules.Unit) bool { return st.kind(u) == "armor" }

func (st *State) isFortress(u *rules.Unit) bool { return st.kind(u) == "fortress" }

// isInfantry: an infantry division (yellow-striped and Crack Troops too).
func (st *State) isInfantry(u *rules.Unit) bool { return st.kind(u) == "infantry" }

// isCombat: a unit with combat factors (infantry, cavalry, fortress).
func (st *State) isCombat(u *rules.Unit) bool {
	switch st.kind(u) {
	case "infantry", "cavalry", "fortress", "mountain", "militia":
		return true
	}
	return false
}

func (st *State) value(u *rules.Unit, name string) int {
	t := st.fixed.types[u.Type]
	if t == nil || u.Step < 0 || u.Step >= len(t.Steps) {
		return 0
	}
	v, _ := t.Steps[u.Step].Value(name)
	return v
}

// name is how the log names unit i.
func (st *State) name(i int) string { return rules.Describe(st.fixed.s, &st.Units[i]) }
