package vernian

import (
	"slices"

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

// named reports whether an action argument arg0 names unit i (its
// reference, or its id when face up); "" names every unit (Legal).
func (st *State) named(i int, arg0 string) bool {
	return arg0 == "" || arg0 == st.Units.Ref(i)
}

// unitNames are the names of units, as the log gives them: face-up units
// in the order given, then face-down ones by alias (rules.Units.ListOrder:
// the order of face-down units must not give their set-up order away).
func unitNames(st *State, units []int) []string {
	order := slices.Clone(units)
	slices.SortStableFunc(order, func(a, b int) int {
		ua, ub := &st.Units[a], &st.Units[b]
		switch {
		case ua.Hidden != ub.Hidden && ua.Hidden:
			return 1
		case ua.Hidden != ub.Hidden:
			return -1
		case ua.Hidden:
			return ua.Alias - ub.Alias
		}
		return 0
	})
	var out []string
	for _, i := range order {
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
// division 2-2-4 (reduced)", rules.TypeName); ids stay in actions. A
// face-down unit is named by nation and alias (hiddenName), as every side
// may read these texts; Describe names it in full for its owner.
func (st *State) name(i int) string {
	if st.Units[i].Hidden {
		return st.hiddenName(i)
	}
	return st.typeName(i)
}

// typeName is unit i's counter name and factors, face down or not.
func (st *State) typeName(i int) string {
	u := &st.Units[i]
	if t := st.fixed.types[u.Type]; t != nil {
		return rules.TypeName(t, u.Step)
	}
	return u.ID
}
