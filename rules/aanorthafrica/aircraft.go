package aanorthafrica

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Aircraft" and the base game's rule that planes
// attack only with moves left to land:
//
//	"Aircraft:
//	May land in any space owned or controlled by the plane's controller.
//	Cannot land in enemy territory.
//	Cannot land in a space captured during that turn.
//	Cannot fly over water."
//
// A plane may end a move (land) only in a space its side controlled when
// the turn began (State.StartOwner) and still controls, holding no
// visible enemy unit, and not rough ground (terrain.go); the side's
// spaces, not only its nation's (ruling N-15). In the combat move a plane
// moves only into a battle (an enemy-controlled or enemy-occupied space)
// with enough moves left to reach such a space afterwards (Axis & Allies:
// Europe). Planes that have not landed when their non-combat move ends
// are lost. Water and the sand seas are never flown over (terrain.go).

// RuleAircraft is the seed's "Aircraft".
const RuleAircraft = "Aircraft"

func init() {
	book.Section(kit.Section[*State]{Rule: RuleAircraft, Title: "Aircraft", Order: 64,
		Text: `"Aircraft still move, attack, and defend as normal." "May land in any space owned or controlled by the plane's controller. Cannot land in enemy territory. Cannot land in a space captured during that turn. Cannot fly over water."

A plane lands in a space its side controlled when the turn began and still controls, with no enemy unit in it, and not in the Qattara Depression or the Jebel Akhdar (ruling N-15). In the combat move planes fly only into battles, and only with enough moves left to reach such a space afterwards. A plane that has not landed when its non-combat move ends is lost.`})
	on(kit.Leave(PhaseNoncombatMove), loseUnlanded)
}

var _ = addChecklist(PhaseNoncombatMove, func(st *State, _ string) []rules.CheckItem {
	var out []rules.CheckItem
	for _, i := range st.unlanded() {
		out = append(out, rules.CheckItem{Text: "Land " + st.unitName(i) + " (at " + st.SpaceOf(i) + ") or it is lost when the phase ends"})
	}
	return out
})

// unlanded are the acting nation's planes not in a space where they may
// land.
func (st *State) unlanded() []int {
	sc := st.scene()
	var out []int
	for i := range st.Units {
		u := &st.Units[i]
		if u.Nation == st.Nation() && u.Loc.OnMap() && st.ClassOfUnit(i).IsAir() && !sc.landing(u.Side, sc.g.index[st.SpaceOf(i)]) {
			out = append(out, i)
		}
	}
	return out
}

// landing reports whether side's planes may land in space y.
func (sc *moveScene) landing(side string, y int) bool {
	return sc.side[y] == side && sc.start[y] == side && sc.enemies(side, y) == 0 &&
		!sc.g.landBlocked[y] && !sc.g.airBlocked[y]
}

// landingDist is, by space, the fewest spaces side's planes fly from it
// to a space where they may land (-1 when none is reachable).
func (sc *moveScene) landingDist(side string) []int {
	if d, ok := sc.landDist[side]; ok {
		return d
	}
	g := sc.g
	dist := make([]int, len(g.labels))
	var queue []int
	for y := range dist {
		dist[y] = -1
		if sc.landing(side, y) {
			dist[y] = 0
			queue = append(queue, y)
		}
	}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, y := range g.adj[x] {
			if dist[y] < 0 && !g.airBlocked[y] {
				dist[y] = dist[x] + 1
				queue = append(queue, y)
			}
		}
	}
	sc.landDist[side] = dist
	return dist
}

// mayEnd reports whether unit m may end its move in space y, d spaces
// away: land units anywhere they reach; planes in the combat move in a
// battle they can fly home from, in the non-combat move where they land.
func (st *State) mayEnd(sc *moveScene, m mover, y, d int) bool {
	if !m.air {
		return true
	}
	if !m.combat {
		return sc.landing(m.side, y)
	}
	ld := sc.landingDist(m.side)[y]
	return sc.hostile(m.side, y) && !sc.g.landBlocked[y] && ld >= 0 && ld <= m.std-d
}

// airWhy is why plane m may not end its move in space y, d spaces away
// (nil when it may).
func (st *State) airWhy(a rules.Action, sc *moveScene, m mover, y, d int) *rules.Refusal {
	l := sc.g.labels[y]
	if m.combat {
		if !sc.hostile(m.side, y) {
			return rules.Refuse(a, RuleAircraft, "in the combat move aircraft fly only into battles: %s holds no enemy", l)
		}
		return rules.Refuse(a, RuleAircraft, "no space to land within reach after the attack on %s (%d of %d moves used getting there)", l, d, m.std)
	}
	switch {
	case sc.side[y] == m.side && sc.start[y] != m.side:
		return rules.Refuse(a, RuleAircraft, "Cannot land in a space captured during that turn: %s", l)
	case sc.side[y] != m.side || sc.enemies(m.side, y) > 0:
		return rules.Refuse(a, RuleAircraft, "Cannot land in enemy territory: %s", l)
	}
	return nil
}

// loseUnlanded: "planes that cannot land" when the acting nation's
// non-combat move ends — every plane of the nation not in a space where
// it may land — are lost.
func loseUnlanded(st *State, ctx *rules.Context) error {
	for _, i := range st.unlanded() {
		st.destroy(i, ctx, RuleAircraft+": it found no space to land")
	}
	return nil
}
