package vernian

import (
	"sandtable/rules"
)

// Unit classes, by the counters' kinds: what the seed's rules tell apart
// (infantry, HQs, tanks, the AFB, fortresses, air units).

// nameOf is the unit an action argument names, as people read it (the
// argument itself when it names no unit).
func (st *State) nameOf(ref string) string {
	if i := st.unitArg(ref); i >= 0 {
		return st.name(i)
	}
	return ref
}

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

// name is unit i as people read it, in the log, refusals and forecasts:
// the counter's name and printed factors at its step ("French infantry
// division 2-2-4 (reduced)", rules.TypeName); ids stay in actions.
func (st *State) name(i int) string {
	u := &st.Units[i]
	if t := st.fixed.types[u.Type]; t != nil {
		return rules.TypeName(t, u.Step)
	}
	return u.ID
}
