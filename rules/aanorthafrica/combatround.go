package aanorthafrica

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
)

// This file is a combat round of Axis & Allies, which the seed keeps
// ("A&A rounds (attacker fires, defender fires, casualties chosen by
// their owner, attacker may retreat after each round)", issue 28): every
// attacking unit rolls one die and hits on its attack value or less
// (artillery.go lifts infantry), every defending unit on its defence
// value or less, at the same time (the defender's casualties fire back);
// AA guns never fire in the rounds and AT guns that fired are silent
// (atguns.go). The hits are then taken by each side's owner's choice
// (casualties.go), the attacker's first.

// fireGroup is the dice of the units of one class hitting on one number.
type fireGroup struct {
	class     Class
	value     int
	supported bool
	n         int
	dice      []int
}

// groupFire sorts units with values into groups by class (in the order of
// Classes) and value (highest first).
func groupFire(st *State, units []int, values []int, supported []bool) []*fireGroup {
	var gs []*fireGroup
	for k, i := range units {
		if values[k] <= 0 {
			continue
		}
		c := st.ClassOfUnit(i)
		at := slices.IndexFunc(gs, func(g *fireGroup) bool {
			return g.class == c && g.value == values[k] && g.supported == supported[k]
		})
		if at < 0 {
			gs = append(gs, &fireGroup{class: c, value: values[k], supported: supported[k]})
			at = len(gs) - 1
		}
		gs[at].n++
	}
	slices.SortStableFunc(gs, func(a, b *fireGroup) int {
		if d := slices.Index(Classes, a.class) - slices.Index(Classes, b.class); d != 0 {
			return d
		}
		return b.value - a.value
	})
	return gs
}

// rollGroups rolls each group's dice, in order, and returns the hits and
// the log's words: "infantry@2 (artillery support) [1 4], armour@3 [3 6 2]".
func rollGroups(ctx *rules.Context, gs []*fireGroup) (hits int, words string, err error) {
	var parts []string
	for _, g := range gs {
		if g.dice, err = ctx.Roll(g.n, 6); err != nil {
			return 0, "", err
		}
		for _, d := range g.dice {
			if d <= g.value {
				hits++
			}
		}
		w := fmt.Sprintf("%s@%d", g.class, g.value)
		if g.supported {
			w += " (artillery support)"
		}
		parts = append(parts, fmt.Sprintf("%s %v", w, g.dice))
	}
	if len(parts) == 0 {
		return 0, "no unit fires", nil
	}
	return hits, strings.Join(parts, ", "), nil
}

// hitWords is "1 hit", "3 hits".
func hitWords(n int) string {
	if n == 1 {
		return "1 hit"
	}
	return fmt.Sprintf("%d hits", n)
}

// defendersFiring are the battle's defenders that fire in the rounds:
// not the AT guns that fired (ruling N-10).
func (st *State) defendersFiring(space string) []int {
	return slices.DeleteFunc(st.defenders(space), func(i int) bool { return slices.Contains(st.Battle.Silent, i) })
}

// combatRound rolls one round of the battle in progress (both sides at
// once) and queues each side's losses, the attacker's first.
func (st *State) combatRound(ctx *rules.Context) error {
	b := &st.Battle
	s, side := b.Space, st.ActingSide()
	att := st.attackers(s)
	av, sup := st.attackValue(att)
	ah, aw, err := rollGroups(ctx, groupFire(st, att, av, sup))
	if err != nil {
		return err
	}
	def := st.defendersFiring(s)
	dv := make([]int, len(def))
	for k, i := range def {
		dv[k] = st.UnitStats(i).Defence
	}
	dh, dw, err := rollGroups(ctx, groupFire(st, def, dv, make([]bool, len(def))))
	if err != nil {
		return err
	}
	ctx.Logf("%s attacks at %s, round %d (%s: hit on the attack value or less): %s — %s", st.NationName(b.Nation), s, b.Round, RuleCombat, aw, hitWords(ah))
	ctx.Logf("The %s defend %s, round %d (%s: hit on the defence value or less): %s — %s", st.SideName(Enemy(side)), s, b.Round, RuleCombat, dw, hitWords(dh))
	why := fmt.Sprintf("%s, round %d", RuleCombat, b.Round)
	if dh > 0 {
		b.Losses = append(b.Losses, LossDue{Side: side, Hits: dh, Target: lossRound, For: why, Space: s})
	}
	if ah > 0 {
		b.Losses = append(b.Losses, LossDue{Side: Enemy(side), Hits: ah, Target: lossRound, For: why, Space: s})
	}
	return nil
}
