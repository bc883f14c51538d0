package greenfields

import (
	"fmt"
	"slices"
	"strings"

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
	if ctx == nil {
		u.Hidden = false
		return
	}
	alias := st.aliasName(i) // its name until now, the reference in it
	u.Hidden = false
	ctx.Reveal(ref)
	ctx.Logf("%s at %s is identified (%s): %s %s", alias, st.placeText(i), why, st.typeName(i), st.print(i))
}

// sightings are, for each side (in Sides order), the enemy units in play
// it sees now.
func (st *State) sightings() [2][]bool {
	var out [2][]bool
	looks := st.looks("")
	for k, side := range Sides {
		sg := st.sightOf(side)
		out[k] = make([]bool, len(st.Units))
		for i := range st.Units {
			if st.Units[i].Side != side && !st.Units[i].Loc.IsEliminated() {
				out[k][i] = st.seesWith(sg, i, looks)
			}
		}
	}
	return out
}

// namedUnits are the units a's arguments name.
func (st *State) namedUnits(a rules.Action) []int {
	var out []int
	for _, arg := range a.Args {
		if i := st.Units.Resolve(arg); i >= 0 {
			out = append(out, i)
		}
	}
	return out
}

// revealSightings marks the action as a reveal when it brought enemy
// units into a side's sight that it did not see before (before, as
// sightings gave them): "Units are placed on the board as they move or
// fire". To the acting side, a reveal no undo crosses (it has seen them),
// while it acts on; when play passes from it, the action is final anyway,
// and it is marked with RevealToOthers, so that the window's warning
// before it ends its phase (Game.WouldBeFinal) gives the usual reason, not
// that something will come into its sight. To the other side, one that
// stays undoable (RevealToOthers: it looks only when the game passes to
// it), unless all it sees anew are the units the action named (the unit
// that moved into its sight: it is there whatever else the acting side
// has).
func (st *State) revealSightings(actor string, before [2][]bool, named []int, ctx *rules.Context) {
	if ctx == nil {
		return
	}
	after := st.sightings()
	actorActs := slices.Contains(st.activeSides(), actor)
	for k, side := range Sides {
		for i := range st.Units {
			if !after[k][i] || i < len(before[k]) && before[k][i] {
				continue
			}
			switch {
			case side == actor && actorActs:
				ctx.Reveal(fmt.Sprintf("enemy units that came into sight of the %s", st.sideName(side)))
			case side == actor:
				ctx.RevealToOthers(fmt.Sprintf("enemy units that came into sight of the %s", st.sideName(side)))
			case !slices.Contains(named, i):
				ctx.RevealToOthers(fmt.Sprintf("units the %s uncovered to the %s", st.sideName(actor), st.sideName(side)))
			default:
				continue
			}
			break
		}
	}
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

// audiencesOf are who may read a log line about unit i as it stands now,
// one line each: its own side, and its enemy when it sees the unit.
// Sections log what a unit does with st.logAbout(i, ...) after the change
// (a unit that moved or fled out of the enemy's sight is then logged to
// its side alone), so nothing names a unit its enemy does not see. Its own
// side reads its own words whatever the enemy sees (ownWords names the
// unit by its counter): a line every side shared would name a unit the
// enemy has not identified by its alias exactly when the enemy sees it,
// and so tell the owner so. One line for all when the unit is identified
// (its name is the same to both).
func (st *State) audiencesOf(i int) []rules.Audience {
	own := st.Units[i].Side
	switch {
	case !st.sees(other(own), i):
		return []rules.Audience{rules.SidesOnly(own)}
	case !st.Units[i].Hidden:
		return []rules.Audience{rules.Everyone()}
	}
	return []rules.Audience{rules.SidesOnly(own), rules.SidesOnly(other(own))}
}

// unnameUnseen rewrites the lines of the action that name, by its alias,
// a unit its enemy has not identified and no longer sees when the action
// is over (fired at in the dark, it fell back out of sight): the enemy
// reads "an unidentified unit of Germany" where the alias was. It saw what
// happened, not which unit it was: the alias would let it follow the unit
// it can no longer see (RULINGS.md, "What the other side reads"). A line
// every side read becomes two in its place, its owner's and the enemy's
// (unnamed). Destroyed units are left as logged: their end is seen.
func (st *State) unnameUnseen(ctx *rules.Context) {
	if ctx == nil {
		return
	}
	evs := ctx.Events()
	if !slices.ContainsFunc(evs, func(e rules.Event) bool {
		return strings.Contains(e.Text, rules.HiddenRefPrefix) || e.Roll != nil && strings.Contains(e.Roll.For, rules.HiddenRefPrefix)
	}) {
		return // no alias named: nothing to reword
	}
	changed := false
	sight := map[string]*sight{} // each side's, worked out once
	for i := range st.Units {
		u := &st.Units[i]
		enemy := other(u.Side)
		if !u.Hidden || !u.Loc.OnMap() {
			continue
		}
		if sight[enemy] == nil {
			sight[enemy] = st.sightOf(enemy)
		}
		if st.seesWith(sight[enemy], i, nil) {
			continue
		}
		alias, plain := st.aliasName(i), "an unidentified unit of "+st.nationName(u.Nation)
		unname := func(e rules.Event) rules.Event {
			e.Text = strings.ReplaceAll(e.Text, alias, plain)
			if e.Roll != nil && strings.Contains(e.Roll.For, alias) {
				r := *e.Roll // the roll may be shared: change a copy
				r.For = strings.ReplaceAll(r.For, alias, plain)
				e.Roll = &r
			}
			return e
		}
		var out []rules.Event
		for _, e := range evs {
			named := strings.Contains(e.Text, alias) || e.Roll != nil && strings.Contains(e.Roll.For, alias)
			switch {
			case !named || e.To.Referee || len(e.To.Sides) > 0 && !slices.Contains(e.To.Sides, enemy):
				out = append(out, e)
			case len(e.To.Sides) == 1:
				out = append(out, unname(e)) // the enemy's alone
			default:
				theirs := unname(e)
				theirs.To = rules.SidesOnly(enemy)
				e.To = rules.SidesOnly(slices.DeleteFunc(st.sidesOf(e.To), func(s string) bool { return s == enemy })...)
				out = append(out, e, theirs)
			}
			changed = changed || named
		}
		evs = out
	}
	if changed {
		ctx.SetEvents(evs)
	}
}

// sidesOf are the sides audience to may show to: its sides, or every side.
func (st *State) sidesOf(to rules.Audience) []string {
	if len(to.Sides) > 0 {
		return slices.Clone(to.Sides)
	}
	return slices.Clone(Sides)
}

// logAbout logs a line about unit i to audiencesOf(i).
func (st *State) logAbout(i int, ctx *rules.Context, format string, args ...any) {
	logTo(st.audiencesOf(i), ctx, format, args...)
}

// logTo logs a line to each of tos.
func logTo(tos []rules.Audience, ctx *rules.Context, format string, args ...any) {
	for _, to := range tos {
		ctx.LogTo(to, format, args...)
	}
}

// logRollTo logs a roll to each of tos.
func logRollTo(tos []rules.Audience, ctx *rules.Context, r rules.Roll) {
	for _, to := range tos {
		ctx.LogRollTo(to, "", r)
	}
}

// kindWords is what the enemy reads of a unit it sees but has not
// identified: its kind, from its models on the table (the seed keeps its
// strength, morale and experience secret, and its counter type would give
// away its quality: German regulars or reserves).
func (st *State) kindWords(i int) string {
	return fmt.Sprintf("unidentified %s: strength, morale and experience unknown", classNames[st.class(i)])
}
