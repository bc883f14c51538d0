package greenfields

// This file holds stand-ins for functions other sections of the module
// own, so the air, pioneers, reserves and assault-end sections build and
// test on their own branch. Each is replaced by its owner's version when
// the branches are merged: delete this file then.

// forbidden says why side may not field unit type typ in this scenario
// (stand-in for the points section's 1914 restrictions): nothing here.
func (st *State) forbidden(side, typ string) (rule, reason string) { return "", "" }

// victoryPoints is side's victory points (stand-in for the victory
// section's): what it has spent on units, as a loss.
func (st *State) victoryPoints(side string) int { return -st.VPSpent[side] }

// vpCost is the victory points a unit of type typ costs (stand-in for the
// points section's): "HALF their points cost under the "Army Design"
// section", rounded up, from the seed's points system for the type's
// class and printed values.
func (st *State) vpCost(typ string) int {
	t := st.fixed.types[typ]
	if t == nil || len(t.Steps) == 0 {
		return 0
	}
	v := t.Steps[0].Values
	s, m, e := v["strength"], v["morale"], v["experience"]
	var p int
	switch c := st.fixed.class[typ]; c {
	case Infantry, BicycleInfantry:
		p = s + 3*e + 2*m
	case Cavalry, Pioneers, Sappers:
		p = 2*s + 3*e + 2*m
	case FieldArtillery, MediumArtillery, HeavyArtillery:
		p = s + 2*m + 3*e + map[Class]int{FieldArtillery: 6, MediumArtillery: 18, HeavyArtillery: 42}[c]
	case HeavyTank, LightTank, ArmouredCar:
		p = 3*s + 4*e + 2*m
	case Wheeled:
		p = 2 * s
	case Balloon:
		p = 2*s + 2*e + 2*m
	default:
		p = map[Class]int{Observation: 1, GroundAttack: 2, Fighter: 4, Bomber: 6}[c]*s + 3*e + 2*m
	}
	return (p + 1) / 2
}
