package greenfields

import (
	"fmt"
	"slices"

	"sandtable/rules"
)

// This file is what the seed keeps secret about units and how it comes
// out: "Troops that are in zones that can be seen from the enemy terrain
// must be placed in their positions upon the table top. Unit strength and
// morale/experience are still kept secret." A unit's Hidden (rules.Unit)
// means its enemy has not identified it: the enemy sees its kind and
// place when it sees it at all (observation.go), never its type or
// values, and every action and log line names it by its alias
// ("hidden:7", rules.Units.Ref). It is identified — for the rest of the
// game — when it rolls its hit dice in front of the enemy (it fires), when
// a recce flight overflies its zone ("positively identifying the units
// and unit strengths within the zones"), or by a trench raid (the weekly
// turn, a later part). A unit fired at rolls its saves and morale for its
// owner alone (fire.go): it stays unidentified (RULINGS.md).

// identify makes unit i identified by its enemy (why says how, for the
// log: "it fired", "recce"), and spotted: its place is known to the enemy
// for the rest of the assault turn. The reveal is public, and no undo
// crosses it. It is called for every unit that rolls its hit dice in front
// of the enemy (done here for every unit marked FlagFired after each
// action) and by recce.
func (st *State) identify(i int, why string, ctx *rules.Context) {
	u := &st.Units[i]
	u.SetFlag(FlagSpotted)
	if !u.Hidden {
		return
	}
	ref := st.Units.Ref(i)
	u.Hidden = false
	if ctx == nil {
		return
	}
	name := st.typeName(i)
	ctx.Reveal(ref)
	ctx.Logf("%s identified (%s): %s %s at %s", ref, why, name, st.print(i), st.placeText(i))
}

// typeName is unit i's counter type's name.
func (st *State) typeName(i int) string {
	if t := st.fixed.types[st.Units[i].Type]; t != nil {
		return t.Name
	}
	return st.Units[i].Type
}

// placeText is unit i's place for the log: its zone's label or its box.
func (st *State) placeText(i int) string {
	l := st.Units[i].Loc
	if l.OnMap() {
		return st.label(l)
	}
	return st.locText(l)
}

// recce records that side's recce flight observed the zone at loc today
// ("Artillery fire into these zones now counts as being "observed fire"")
// and identifies the enemy units in it ("positively identifying the units
// and unit strengths within the zones"). The air section calls it.
func (st *State) recce(side string, loc rules.Location, ctx *rules.Context) {
	label := st.label(loc)
	if !slices.Contains(st.Recce[side], label) {
		if st.Recce == nil {
			st.Recce = map[string][]string{}
		}
		st.Recce[side] = append(slices.Clone(st.Recce[side]), label)
		slices.Sort(st.Recce[side])
	}
	for _, j := range st.unitsAt(loc) {
		if st.Units[j].Side != side {
			st.identify(j, "recce by the "+st.sideName(side), ctx)
		}
	}
}

// cloneRecce is a deep copy of State.Recce.
func cloneRecce(m map[string][]string) map[string][]string {
	if m == nil {
		return nil
	}
	out := make(map[string][]string, len(m))
	for k, v := range m {
		out[k] = slices.Clone(v)
	}
	return out
}

// audienceOf is who may read a log line about unit i as it stands now:
// everyone when its enemy sees it, else its own side only. Sections log
// what a unit does with ctx.LogTo(st.audienceOf(i), ...) after the change
// (a unit that moved or fled out of the enemy's sight is then logged to
// its side alone), so nothing names a unit its enemy does not see.
func (st *State) audienceOf(i int) rules.Audience {
	if st.sees(other(st.Units[i].Side), i) {
		return rules.Everyone()
	}
	return rules.SidesOnly(st.Units[i].Side)
}

// kindWords is what the enemy reads of a unit it sees but has not
// identified: its kind, from its models on the table (the seed keeps its
// strength, morale and experience secret, and its counter type would give
// away its quality: German regulars or reserves).
func (st *State) kindWords(i int) string {
	return fmt.Sprintf("unidentified %s: strength, morale and experience unknown", classNames[st.class(i)])
}
