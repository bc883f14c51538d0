package greenfields

import "slices"

// This file is the seed's unit model ("Unit size"; "The game's pieces" of
// the rules reference): what kind of unit a counter type is. Its values
// (strength, morale, experience) are the counter's printed values, carried
// per unit in State.Troops as they change.

// Class is what kind of unit a counter type is, for the rules: the
// scenario's [rules.classes] names one per unit type.
type Class string

// The classes of the seed's units.
const (
	Infantry        Class = "infantry"
	BicycleInfantry Class = "bicycle-infantry" // "Infantry equipped with bicycles"
	Cavalry         Class = "cavalry"
	Pioneers        Class = "pioneers"
	Sappers         Class = "sappers"
	FieldArtillery  Class = "field-artillery"
	MediumArtillery Class = "medium-artillery"
	HeavyArtillery  Class = "heavy-artillery"
	HeavyTank       Class = "heavy-tank"
	LightTank       Class = "light-tank"
	ArmouredCar     Class = "armoured-car"
	Wheeled         Class = "wheeled" // motorised transport: busses, taxis, lorries
	Balloon         Class = "balloon"
	Observation     Class = "observation-aircraft"
	Fighter         Class = "fighter"
	GroundAttack    Class = "ground-attack"
	Bomber          Class = "bomber"
)

// Classes are every class, in the order of the rules reference.
var Classes = []Class{Infantry, BicycleInfantry, Cavalry, Pioneers, Sappers, FieldArtillery, MediumArtillery,
	HeavyArtillery, HeavyTank, LightTank, ArmouredCar, Wheeled, Balloon, Observation, Fighter, GroundAttack, Bomber}

// StackLimit is the seed's stacking: "A maximum of three units may be
// stacked into a single map zone."
const StackLimit = 3

// class is unit i's class.
func (st *State) class(i int) Class { return st.fixed.class[st.Units[i].Type] }

// isArtillery: field, medium or heavy artillery.
func (c Class) isArtillery() bool {
	return c == FieldArtillery || c == MediumArtillery || c == HeavyArtillery
}

// isVehicle: tanks, armoured cars and wheeled vehicles ("vehicles").
func (c Class) isVehicle() bool {
	return c == HeavyTank || c == LightTank || c == ArmouredCar || c == Wheeled
}

// isArmoured: "It takes 2 hits to knock out a strength point of armoured
// vehicles" — tanks and armoured cars.
func (c Class) isArmoured() bool { return c == HeavyTank || c == LightTank || c == ArmouredCar }

// isAircraft: the four aircraft classes (not balloons).
func (c Class) isAircraft() bool {
	return c == Observation || c == Fighter || c == GroundAttack || c == Bomber
}

// isGround: a unit that stands in a zone and counts for stacking, fire and
// close assault (not aircraft; balloons are ground units tethered to a zone).
func (c Class) isGround() bool { return !c.isAircraft() }

// mountedClass: units that ride ("mounted (on animals or motor transport)").
func (c Class) mountedClass() bool { return c == Cavalry || c == BicycleInfantry }

func (st *State) isAircraft(i int) bool { return st.class(i).isAircraft() }

// mounted reports whether unit i moves and fights mounted: a cavalry or
// bicycle unit that has not abandoned its mounts, and every vehicle.
func (st *State) mounted(i int) bool {
	c := st.class(i)
	return c.isVehicle() || (c.mountedClass() && !st.Units[i].HasFlag(FlagDismounted))
}

// attackDice is unit i's normal hit dice: "Most units roll 1 dice per
// strength point when opening fire - although artillery roll only 1 dice
// for every 3 full points of strength rating."
func (st *State) attackDice(i int) int {
	if st.overCap(i) {
		return 0 // "Units in excess of these levels may not be used in combat" (depots.go)
	}
	s := st.Troops[i].Strength
	if st.class(i).isArtillery() {
		return s / 3
	}
	return s
}

// hitsPerPoint: "It takes 2 hits to knock out a strength point of armoured
// vehicles, and 1 hit to knock out a strength point of other troops."
func (st *State) hitsPerPoint(i int) int {
	if st.class(i).isArmoured() {
		return 2
	}
	return 1
}

// suppressed reports the unit's suppression.
func (st *State) suppressed(i int) bool { return st.Units[i].HasFlag(FlagSuppressed) }

// classNames are the classes' names for people.
var classNames = map[Class]string{
	Infantry: "infantry", BicycleInfantry: "infantry on bicycles", Cavalry: "cavalry", Pioneers: "pioneers",
	Sappers: "sappers", FieldArtillery: "field artillery", MediumArtillery: "medium artillery",
	HeavyArtillery: "heavy artillery", HeavyTank: "heavy tanks", LightTank: "light tanks",
	ArmouredCar: "armoured cars", Wheeled: "motor transport", Balloon: "balloon",
	Observation: "observation aircraft", Fighter: "fighters", GroundAttack: "ground attack aircraft",
	Bomber: "bombers",
}

// validClass reports whether c is one of Classes.
func validClass(c Class) bool { return slices.Contains(Classes, c) }
