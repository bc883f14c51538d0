package aanorthafrica

import (
	"sandtable/rules"
)

// The sections' meeting points. A section calls a hook at the moment it
// names and never another section's functions: movement calls
// runEntered, combat calls runCleared, placement asks mayPlace and the
// view asks unitMarks; the minefields (and whatever else needs to) add
// their handlers from their own files with a package-level var:
//
//	var _ = addEntered(mineEntered)
//
// Units are never deleted from st.Units (indices stay valid for the
// whole game): a destroyed unit goes to rules.Eliminated (destroy). The
// one exception is unbuy, which deletes a unit bought in this purchase
// phase: only units bought after it move down, and no section keeps the
// index of a unit still waiting in the purchase box.

// Entry is one step of a combat move that puts land units into a space.
type Entry struct {
	Nation string // the moving nation
	Units  []int  // the land units entering, indices into st.Units
	Space  string // the space entered
	From   string // the space they came from
}

var (
	enteredHooks []func(st *State, ctx *rules.Context, e Entry) (stop bool, err error)
	clearedHooks []func(st *State, ctx *rules.Context, space string) (takes bool, err error)
	placeChecks  = map[Class][]func(st *State, i int, space string) *rules.Refusal{}
	markHooks    []func(st *State, i int, viewer string) (flags []string, turned bool)
)

// addEntered registers fn, run after every combat-move step that puts
// land units into a space; stop true ends the move there (the units stop).
func addEntered(fn func(st *State, ctx *rules.Context, e Entry) (stop bool, err error)) bool {
	enteredHooks = append(enteredHooks, fn)
	return true
}

// runEntered runs the entered hooks for e; stop is true when any stops
// the units.
func runEntered(st *State, ctx *rules.Context, e Entry) (stop bool, err error) {
	for _, fn := range enteredHooks {
		s, err := fn(st, ctx, e)
		if err != nil {
			return true, err
		}
		stop = stop || s
	}
	return stop, nil
}

// addCleared registers fn, run when an attack has left attackers and no
// defenders in space, before the space changes hands; takes false means
// the attackers may not take it and must retreat (a failed sweep).
func addCleared(fn func(st *State, ctx *rules.Context, space string) (takes bool, err error)) bool {
	clearedHooks = append(clearedHooks, fn)
	return true
}

// runCleared runs the cleared hooks for space: takes is false when any
// forbids taking it.
func runCleared(st *State, ctx *rules.Context, space string) (takes bool, err error) {
	takes = true
	for _, fn := range clearedHooks {
		t, err := fn(st, ctx, space)
		if err != nil {
			return false, err
		}
		takes = takes && t
	}
	return takes, nil
}

// addPlaceCheck registers fn, asked whether unit i (of class c) may be
// placed in space (nil when it may), besides the Reinforcement Zone rule.
func addPlaceCheck(c Class, fn func(st *State, i int, space string) *rules.Refusal) bool {
	placeChecks[c] = append(placeChecks[c], fn)
	return true
}

// mayPlace is the first refusal of the class's place checks, nil when
// none refuses.
func mayPlace(st *State, i int, space string) *rules.Refusal {
	for _, fn := range placeChecks[st.ClassOfUnit(i)] {
		if r := fn(st, i, space); r != nil {
			return r
		}
	}
	return nil
}

// addUnitMarks registers fn, which gives unit i's status words (Flags)
// and whether it is shown turned on its side, as viewer (who sees the
// unit face up) may read them.
func addUnitMarks(fn func(st *State, i int, viewer string) (flags []string, turned bool)) bool {
	markHooks = append(markHooks, fn)
	return true
}

// unitMarks are unit i's status words and turn from every section.
func unitMarks(st *State, i int, viewer string) (flags []string, turned bool) {
	for _, fn := range markHooks {
		f, t := fn(st, i, viewer)
		flags = append(flags, f...)
		turned = turned || t
	}
	return flags, turned
}

// destroy removes unit i from play (to the Eliminated box) and logs why
// for all ("Italian armour at Tobruk is destroyed (AT guns)").
func (st *State) destroy(i int, ctx *rules.Context, why string) {
	u := &st.Units[i]
	where := st.SpaceOf(i)
	u.Loc = rules.Eliminated
	ctx.Logf("%s at %s is destroyed (%s)", st.unitName(i), where, why)
}

// unitName is unit i as players read it: its counter's name and printed
// values ("Italian armour 2-2-2").
func (st *State) unitName(i int) string {
	u := &st.Units[i]
	if t := st.fixed.s.Counters.Unit(u.Type); t != nil {
		return rules.TypeName(t, u.Step)
	}
	return u.ID
}
