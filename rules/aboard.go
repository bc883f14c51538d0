package rules

import (
	"fmt"
	"strings"

	"sandtable/scenarios"
)

// AboardPrefix starts the text form of a place aboard another piece:
// "aboard:REF", REF the carrier as Units.Ref names it ("aboard:zep-l59/1",
// "aboard:hidden:7"), so a hidden carrier's type is not given away.
const AboardPrefix = "aboard:"

// AboardLocation is the place aboard the unit with instance ID carrier.
func AboardLocation(carrier string) Location { return Location{Aboard: carrier} }

// IsAboard reports whether l is a place aboard another unit.
func (l Location) IsAboard() bool { return l.Aboard != "" }

// Place is where unit i is on the board or in a box: its Loc, or for a
// unit aboard another, its carrier's place (carriers may be aboard in
// turn). A carrier that is not in us, or a loop of carriers, gives the zero
// Location (nowhere). A passenger moves with its carrier without any
// change to its own Loc; when its carrier is eliminated, the module
// decides what becomes of it (lost with a transport, set down...).
func (us Units) Place(i int) Location {
	loc := us[i].Loc
	for range len(us) {
		if !loc.IsAboard() {
			return loc
		}
		j := us.Index(loc.Aboard)
		if j < 0 {
			return Location{}
		}
		loc = us[j].Loc
	}
	return Location{}
}

// Passengers are the indices of the units directly aboard unit i, in
// order (list them for players with ListOrder, like any units).
func (us Units) Passengers(i int) []int {
	var out []int
	for j := range us {
		if us[j].Loc.Aboard == us[i].ID {
			out = append(out, j)
		}
	}
	return out
}

// CarrierRef is the reference of the unit carrying unit i, as Ref spells
// it ("hidden:N" for a hidden carrier), or "" when i is not aboard: the
// UnitView's Aboard.
func (us Units) CarrierRef(i int) string {
	if !us[i].Loc.IsAboard() {
		return ""
	}
	j := us.Index(us[i].Loc.Aboard)
	if j < 0 {
		return ""
	}
	return us.Ref(j)
}

// LocationText is loc's text form for actions and the log: Location.Text,
// or for a place aboard a unit "aboard:" and the carrier's Ref.
func (us Units) LocationText(s *scenarios.Scenario, loc Location) string {
	if !loc.IsAboard() {
		return loc.Text(s)
	}
	j := us.Index(loc.Aboard)
	if j < 0 {
		return "nowhere"
	}
	return AboardPrefix + us.Ref(j)
}

// ParseLocation reads a location's text form: ParseLocation's forms and
// "aboard:REF", REF a unit as Ref names it, read back to the carrier's
// instance ID (a hidden unit only by its alias).
func (us Units) ParseLocation(s *scenarios.Scenario, text string) (Location, error) {
	ref, ok := strings.CutPrefix(text, AboardPrefix)
	if !ok {
		return ParseLocation(s, text)
	}
	j := us.Resolve(ref)
	if j < 0 {
		return Location{}, fmt.Errorf("rules: location %q: no unit %q to be aboard", text, ref)
	}
	return AboardLocation(us[j].ID), nil
}
