package outofafrica

import (
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// Helpers every lane calls: naming units, eliminating and reducing them,
// placing arrivals, the Near East and the Janissary Zone.

// Box ids the module expects on the map (PLAN.md §5).
const (
	// BoxDead is the dead pile: eliminated units that may be replaced.
	BoxDead = "dead-replaceable"
	// BoxRemoved holds the units permanently eliminated or removed.
	BoxRemoved = "dead-permanent"
)

// RuleArrival is cited while a unit waits to be placed (arrive).
const RuleArrival = "Arriving units"

// unitName is unit i as players read it: its counter's name and printed
// values ("Draka 1st CF Army 6-4-3", "... (reduced)").
func (st *State) unitName(i int) string {
	u := &st.Units[i]
	if t := st.fixed.s.Counters.Unit(u.Type); t != nil {
		return rules.TypeName(t, u.Step)
	}
	return u.ID
}

// eliminate takes unit i off the map to the dead pile (BoxDead), or to
// BoxRemoved when permanent, and logs why for all ("Turkish 2nd Army at
// Gaza is eliminated (attrition)").
func (st *State) eliminate(ctx *rules.Context, i int, why string, permanent bool) {
	box := BoxDead
	if permanent {
		box = BoxRemoved
	}
	name, where := st.unitName(i), st.SpaceOf(i)
	st.Units[i].Loc = rules.BoxLocation(st.fixed.m, st.fixed.m.Box(box))
	verb := "is eliminated"
	if permanent {
		verb = "is removed from the game"
	}
	if where != "" {
		name += " at " + where
	}
	ctx.Logf("%s %s (%s)", name, verb, why)
}

// flip takes one step from unit i: a full-strength unit is flipped to its
// reduced side, a reduced one is eliminated (to the dead pile). It logs
// why and reports whether the unit was eliminated.
func (st *State) flip(ctx *rules.Context, i int, why string) (eliminated bool) {
	u := &st.Units[i]
	if kit.StepsLeft(st.fixed.s, u) == 0 {
		st.eliminate(ctx, i, why, false)
		return true
	}
	name := st.unitName(i)
	u.Step++
	ctx.Logf("%s is reduced (%s)", name, why)
	return false
}

// nearEast reports whether space is in the Near East (its map value
// [rules] neareast is 1, or 2 for the spaces on both maps).
func (st *State) nearEast(space string) bool {
	v := st.MapValue(space, st.fixed.r.NearEast)
	return v == 1 || v == 2
}

// mainMap reports whether space is on Paths of Glory's main map (its
// Near East value is 0, or 2 for the spaces on both maps).
func (st *State) mainMap(space string) bool {
	v := st.MapValue(space, st.fixed.r.NearEast)
	return v == 0 || v == 2
}

// zone is the Janissary Zone's test (provideZone), nil until lane 4
// provides it.
var zone func(st *State, space string) bool

// provideZone makes fn the Janissary Zone's test (lane 4: janissary.go);
// a second call panics.
func provideZone(fn func(st *State, space string) bool) bool {
	if zone != nil {
		panic("outofafrica: the Janissary Zone is provided twice")
	}
	zone = fn
	return true
}

// inZone reports whether space is in the Janissary Zone (L129-139). Until
// lane 4 provides the zone (provideZone) no space is.
func (st *State) inZone(space string) bool { return zone != nil && zone(st, space) }

// drakaControl is the test of a Draka control marker
// (provideDrakaControl), nil until lane 6 provides it.
var drakaControl func(st *State, space string) bool

// provideDrakaControl makes fn the test of whether space holds a Draka
// control marker (lane 6: drakacontrol.go, L178-181); a second call
// panics. Lane 4's Russian restrictions (Errata 6) ask it.
func provideDrakaControl(fn func(st *State, space string) bool) bool {
	if drakaControl != nil {
		panic("outofafrica: Draka control is provided twice")
	}
	drakaControl = fn
	return true
}

// drakaControlled reports whether space is under Draka control (a Draka
// control marker, L178-181). Until lane 6 provides it no space is.
func (st *State) drakaControlled(space string) bool {
	return drakaControl != nil && drakaControl(st, space)
}

// Arrival is a unit waiting to be placed on the map (arrive).
type Arrival struct {
	Unit   int      `json:"unit"`   // index into Units
	Spaces []string `json:"spaces"` // where it may arrive, in order
	Why    string   `json:"why"`    // for the log and the prompt: "LW reinforcement"
}

func cloneArrivals(as []Arrival) []Arrival {
	out := slices.Clone(as)
	for i := range out {
		out[i].Spaces = slices.Clone(out[i].Spaces)
	}
	return out
}

// StageArrival is the choice of where a unit arrives.
const StageArrival = "arrival"

// arrive brings unit i onto the map in one of spaces or of the addArrival
// hooks' spaces, for why. Of those, the spaces open to it are those
// mayEnter (MotionPlace) and stackCheck allow when it is placed; its
// owner chooses among them (place), one open space takes it at once, and
// with none it stays where it is (logged). Arrivals wait in order.
func (st *State) arrive(ctx *rules.Context, i int, why string, spaces ...string) {
	all := slices.Clone(spaces)
	for _, fn := range arrivalHooks {
		for _, l := range fn(st, i) {
			if !slices.Contains(all, l) {
				all = append(all, l)
			}
		}
	}
	st.Arrivals = append(st.Arrivals, Arrival{Unit: i, Spaces: all, Why: why})
	st.settleArrivals(ctx)
}

// openSpaces are the spaces of a where its unit may be placed now.
func (st *State) openSpaces(a Arrival) []string {
	var out []string
	for _, l := range a.Spaces {
		if mayEnter(st, a.Unit, "", l, MotionPlace) == nil && stackCheck(st, l, append(st.At(l), a.Unit)) == nil {
			out = append(out, l)
		}
	}
	return out
}

// settleArrivals places the waiting arrivals that have no choice: one
// open space, or none (the unit stays where it is).
func (st *State) settleArrivals(ctx *rules.Context) {
	for len(st.Arrivals) > 0 {
		a := st.Arrivals[0]
		open := st.openSpaces(a)
		switch len(open) {
		case 0:
			st.Arrivals = st.Arrivals[1:]
			ctx.Logf("%s cannot arrive (%s): none of %s is open to it", st.unitName(a.Unit), a.Why, strings.Join(a.Spaces, ", "))
		case 1:
			st.place(ctx, open[0])
		default:
			return
		}
	}
}

// place puts the first waiting arrival's unit in space.
func (st *State) place(ctx *rules.Context, space string) {
	a := st.Arrivals[0]
	st.Arrivals = st.Arrivals[1:]
	st.Units[a.Unit].Loc = st.Loc(space)
	ctx.Logf("%s arrives at %s (%s)", st.unitName(a.Unit), space, a.Why)
}

var _ = addChoice(func(st *State) string {
	if len(st.Arrivals) > 0 {
		return StageArrival
	}
	return ""
})

func init() {
	book.Stage(kit.Stage[*State]{ID: StageArrival, Name: "Where a unit arrives", Rule: RuleArrival, Choice: true, Verbs: []string{"place"},
		Who: func(st *State) []string {
			if len(st.Arrivals) == 0 {
				return nil
			}
			return []string{st.Units[st.Arrivals[0].Unit].Side}
		},
		Prompt: func(st *State, _ string) string {
			if len(st.Arrivals) == 0 {
				return ""
			}
			a := st.Arrivals[0]
			return "Place " + st.unitName(a.Unit) + " (" + a.Why + "): " + kit.JoinOr(st.openSpaces(a))
		},
		Default: func(st *State) rules.Action {
			if l := st.placeActions(); len(l) > 0 {
				return l[0]
			}
			return rules.Action{}
		},
	})
	book.Verb(kit.Verb[*State]{Name: "place", Args: "UNIT SPACE", Rule: RuleArrival, Title: "Place",
		Help:  "place an arriving unit in one of the spaces open to it",
		Words: "placing an arriving unit",
		Gen: func(st *State, side, _ string) []rules.Action {
			if len(st.Arrivals) == 0 || st.Units[st.Arrivals[0].Unit].Side != side {
				return nil
			}
			return st.placeActions()
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			st.place(ctx, a.Args[1])
			st.settleArrivals(ctx)
			return nil
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) != 2 {
				return "", false
			}
			i := st.Units.Resolve(a.Args[0])
			if i < 0 {
				return "", false
			}
			return "Place " + st.unitName(i) + " at " + a.Args[1], true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleArrival, Title: "Arriving units", Order: 800,
		Text: `A unit that comes into play (a reinforcement, an entry, an event's units) is placed by its owner in one of the spaces its rule names that it may enter and stack in. With one such space it goes there at once; with none it does not arrive.`})
}

// placeActions are the place actions of the first waiting arrival.
func (st *State) placeActions() []rules.Action {
	if len(st.Arrivals) == 0 {
		return nil
	}
	a := st.Arrivals[0]
	u := &st.Units[a.Unit]
	var out []rules.Action
	for _, l := range st.openSpaces(a) {
		out = append(out, rules.Action{Side: u.Side, Verb: "place", Args: []string{st.Units.Ref(a.Unit), l}})
	}
	return out
}
