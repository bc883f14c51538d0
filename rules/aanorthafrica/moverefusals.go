package aanorthafrica

import (
	"sandtable/rules"
)

// whyMove is the refusal of a move genMove does not list, with the rule
// that forbids it in a player's words (movement.go, mechanized.go,
// terrain.go, aircraft.go).
func whyMove(st *State, a rules.Action) *rules.Refusal {
	if len(a.Args) != 2 {
		return rules.Refuse(a, RuleMovement, "write %s UNIT SPACE", a.Verb)
	}
	i := st.Units.Resolve(a.Args[0])
	if i < 0 {
		return rules.Refuse(a, RuleMovement, "no unit %s of yours on the board", a.Args[0])
	}
	m, r := st.mover(a, i)
	if r != nil {
		return r
	}
	sc := st.scene()
	g := sc.g
	y, ok := g.index[a.Args[1]]
	if !ok {
		return rules.Refuse(a, RuleMovement, "no space %q on the map", a.Args[1])
	}
	name, l := st.unitName(i), g.labels[y]
	dash := a.Verb == VerbDash
	switch {
	case y == m.from:
		return rules.Refuse(a, RuleMovement, "%s is already in %s", name, l)
	case dash && !m.class.isMech():
		return rules.Refuse(a, RuleMech, "only infantry, artillery, AA guns and armour make a mechanized move")
	}
	if r := st.terrainWhy(a, m.class, y); r != nil {
		return r
	}
	if !m.air && !m.combat && sc.hostile(m.side, y) {
		return rules.Refuse(a, RuleMovement, "non-combat moves go only through and into your side's spaces: %s is enemy territory", l)
	}
	if m.air && !m.combat {
		if r := st.airWhy(a, sc, m, y, 0); r != nil {
			return r
		}
	}
	rc := st.reach(sc, m, len(g.labels)*2)
	d := rc.spaceDist(y)
	switch {
	case d < 0 && !m.air && m.combat:
		return rules.Refuse(a, RuleMovement, "%s cannot reach %s: land units stop in the first enemy space they enter (armour may blitz through one empty one)", name, l)
	case d < 0 && !m.air:
		return rules.Refuse(a, RuleMovement, "%s cannot reach %s through your side's spaces", name, l)
	case d < 0:
		return rules.Refuse(a, RuleAircraft, "no way for %s to fly to %s", name, l)
	case d > m.max && m.class.isMech():
		return rules.Refuse(a, RuleMovement, "%s is %d spaces away: %s may go %d more this turn, with a mechanized move", l, d, name, m.max)
	case d > m.max:
		return rules.Refuse(a, RuleMovement, "%s is %d spaces away: %s may fly %d more this turn", l, d, name, m.max)
	case d > m.std && !dash:
		return rules.Refuse(a, RuleMech, "%s is %d spaces away: %s needs a mechanized move (dash) to go that far", l, d, name)
	case d <= m.std && dash:
		return rules.Refuse(a, RuleMech, "%s is within %s's move: no mechanized move is needed (move it)", l, name)
	}
	if m.air && m.combat {
		if r := st.airWhy(a, sc, m, y, d); r != nil {
			return r
		}
	}
	return rules.Refuse(a, RuleMovement, "%s may not move to %s now", name, l)
}
