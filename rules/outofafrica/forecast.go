package outofafrica

import (
	"fmt"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the forecast of an attack (PLAN.md §2.6): before a player
// commits, the window shows the units and strengths, the attacker's fire
// table with its column, every column shift and DRM with its reason, and
// the exact chance of each result, worked out with kit's arithmetic on
// distributions: the loss points each side's fire inflicts (the tables'
// Odds, plus any fixed extra loss) and the outcome of both rolls together
// (kit.Versus). What the defender will declare is not known to the
// attacker, and the forecast says so.

var _ = addForecast("attack", func(st *State, a rules.Action) (rules.Forecast, bool) {
	f, err := st.attackForecast(st.newBattle(a))
	return f, err == nil
})

// attackForecast is the forecast of battle b before it is fought.
func (st *State) attackForecast(b *Battle) (rules.Forecast, error) {
	att, def := st.fireOf(b, b.Side), st.fireOf(b, Enemy(b.Side))
	f := att.Table.Forecast(st.fireTableID(att.Table), att.Strength, 0, att.Shifts, att.DRMs)
	f.Title = "Attack on " + b.Space
	f.Strength = fmt.Sprintf("%d vs %d", att.Strength, def.Strength)
	f.Confirm = "Attack"
	for _, i := range st.inBattle(b, b.Side) {
		f.Attackers = append(f.Attackers, fmt.Sprintf("%s from %s: %d", st.unitName(i), st.whereName(i), st.combatFactor(i)))
	}
	for _, i := range st.inBattle(b, Enemy(b.Side)) {
		f.Defenders = append(f.Defenders, fmt.Sprintf("%s: %d", st.unitName(i), st.combatFactor(i)))
	}
	for _, m := range att.Extra {
		f.Modifiers = append(f.Modifiers, rules.Modifier{Value: m.Value, Reason: "loss points: " + m.Reason})
	}
	toDef, err := st.lossDist(att)
	if err != nil {
		return f, err
	}
	toAtt, err := st.lossDist(def)
	if err != nil {
		return f, err
	}
	f.Outcomes = toDef.Outcomes(func(v int) string { return countOf(v, "loss point") + " to the defenders" })
	defCap, attCap := st.lossCapacity(st.inBattle(b, Enemy(b.Side))), st.lossCapacity(st.inBattle(b, b.Side))
	held := st.retreatHeld(b.Space)
	outcome, err := kit.Versus(toDef, toAtt, func(a, d int) string {
		var parts []string
		switch {
		case a >= defCap:
			parts = append(parts, "defenders eliminated")
		case a > d && held != "":
			parts = append(parts, "defenders lose but hold ("+held+")")
		case a > d:
			parts = append(parts, "defenders retreat")
		default:
			parts = append(parts, "defenders hold")
		}
		if d >= attCap {
			parts = append(parts, "attackers eliminated")
		}
		return strings.Join(parts, ", ")
	})
	if err != nil {
		return f, err
	}
	defNote := def.Table.Forecast(st.fireTableID(def.Table), def.Strength, 0, def.Shifts, def.DRMs)
	note := defNote.Table
	if len(defNote.Modifiers) > 0 {
		var ms []string
		for _, m := range defNote.Modifiers {
			ms = append(ms, m.String())
		}
		note += "; " + strings.Join(ms, ", ")
	}
	f.Parts = []rules.ForecastPart{
		{Title: "Loss points to the attackers (the defenders' fire)", Outcomes: toAtt.Outcomes(func(v int) string { return countOf(v, "loss point") + " to the attackers" }), Note: note},
		{Title: "Outcome", Outcomes: outcome, Note: "Before the defender's declarations, which you cannot know. A defender with nowhere to retreat is eliminated; the owners choose which steps they lose."},
	}
	if c, ok := st.usableGas(b); ok {
		mixed, err := st.gasMixed(att)
		if err != nil {
			return f, err
		}
		f.Parts = append(f.Parts, rules.ForecastPart{Title: "Loss points to the defenders with the " + c.Name, Outcomes: mixed,
			Note: "If you use it: +1 DRM on 2-6; on a 1, roll again: 1-3 no DRM, 4-6 -1 DRM."})
	}
	return f, nil
}

// lossDist is the exact distribution of the loss points fire f inflicts:
// its table's odds, plus its fixed extra loss points, never below 0.
func (st *State) lossDist(f Fire) (kit.NumDist, error) {
	if f.None {
		return kit.Exactly(0), nil
	}
	d, err := kit.NumOf(f.Table.Odds(f.Strength, 0, f.Shifts, f.DRMs), kit.ReadNumber)
	if err != nil {
		return d, err
	}
	extra := 0
	for _, m := range f.Extra {
		extra += m.Value
	}
	if extra == 0 {
		return d, nil
	}
	if d, err = d.Plus(kit.Exactly(extra)); err != nil {
		return d, err
	}
	out := kit.NumDist{P: map[int]rules.Prob{}}
	for _, v := range d.Values() {
		w := max(v, 0)
		if p, ok := out.P[w]; ok {
			out.P[w] = p.Add(d.P[v])
		} else {
			out.P[w] = d.P[v]
		}
	}
	return out, nil
}

// lossCapacity is the most loss points units can absorb: every step they
// have left, each its loss factor.
func (st *State) lossCapacity(units []int) int {
	n := 0
	for _, i := range units {
		u := &st.Units[i]
		t := rules.TypeOf(st.fixed.s, u)
		if t == nil {
			continue
		}
		for k := u.Step; k < len(t.Steps); k++ {
			v, _ := t.Steps[k].Value("loss")
			n += v
		}
	}
	return n
}

// whereName is where unit i is, as players read it: its space, or its
// box's name ("Allied Reserve Box").
func (st *State) whereName(i int) string {
	if l := st.SpaceOf(i); l != "" {
		return l
	}
	if b := st.fixed.m.Box(st.Units[i].Loc.Box); b != nil && b.Name != "" {
		return b.Name
	}
	return st.Units[i].Loc.Box
}
