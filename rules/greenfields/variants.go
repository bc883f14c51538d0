package greenfields

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"sandtable/rules"
)

// This file gives the checks by difference (rules.SecretVariants,
// rulestest.DiffChecker) states that differ from the game's only in what a
// side may not see: "Unit strength and morale/experience are still kept
// secret", units the side has not seen, and the other side's choices that
// are its secret until they are revealed (its aircraft's missions, which
// gun fires an announced barrage out of sight).

// SecretVariants are copies of the state that differ only in what side
// may not see, each one a state the rules could reach:
//
//   - an enemy unit side has not identified is of another type of its
//     nation and kind (the kind is what side sees of it), or has other
//     strength, morale and experience (its side's graveyard follows);
//   - an enemy unit on the map that side does not see was destroyed out of
//     its sight (by its own side's shells, say);
//   - one more enemy unit stands where side cannot see it: of a type the
//     enemy fields, at its printed values, in the enemy's reserve box or a
//     zone of the enemy's own ground that side does not see (its alias
//     above any the game mints meanwhile);
//   - the enemy's secret choices are made otherwise: one of its aircraft's
//     missions not flown (in the weekly turn, or flown in another period), or a barrage announced out of side's sight fired
//     by another gun side does not see, or other deployment orders before
//     their reveal (one taken back: deployment.go), or a raid it announced
//     sent by another unit side does not see (raids.go);
//   - a box barrage of the enemy's that side did not see laid was laid by
//     another of its guns side does not see (boxbarrage.go);
//   - an unknown mine: one of the enemy's mines side does not know of
//     holds another charge, or the enemy has one more (mines.go).
//
// At most one of each, chosen with r; none once the game is over.
func (st *State) SecretVariants(side string, r *rand.Rand) []rules.Variant {
	if side == "" || st.Over {
		return nil
	}
	enemy := other(side)
	sg, looks := st.sightOf(side), st.looks("")
	var hidden, unseen []int
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != enemy || u.Loc.IsEliminated() {
			continue
		}
		// A unit whose announced fire is still to fall (a barrage, a box,
		// a sortie) rolls its dice in the open: their number is the
		// table's (RULINGS "Fire is rolled in the open").
		if u.Hidden && !st.busy(i) {
			hidden = append(hidden, i)
		}
		// Only on the map can a unit be destroyed out of sight: aircraft
		// fall in the sky everyone sees, and nothing fires into a box.
		if u.Loc.OnMap() && !st.seesWith(sg, i, looks) && !st.busy(i) {
			unseen = append(unseen, i)
		}
	}
	var out []rules.Variant
	keep := func(v rules.Variant, ok bool) {
		if ok {
			out = append(out, v)
		}
	}
	if len(hidden) > 0 {
		keep(st.otherValues(hidden[r.IntN(len(hidden))], r))
	}
	if len(unseen) > 0 {
		keep(st.destroyedUnseen(unseen[r.IntN(len(unseen))]))
	}
	keep(st.addedUnseen(side, r))
	keep(st.otherChoice(side, r))
	keep(st.otherBoxGun(side, r))
	keep(st.otherDeployment(side, r))
	keep(st.unknownMine(side, r))
	keep(st.otherRaider(side, r))
	keep(st.otherStores(side, r))
	keep(st.otherDesign(side))
	return out
}

var _ rules.SecretVariants = (*State)(nil)

// busy reports whether unit i stands in a choice or an announcement the
// game still holds (a pending decision, a barrage, a box barrage, an air mission): the
// variants do not take it out of play.
func (st *State) busy(i int) bool {
	for _, p := range st.Pending {
		if slices.Contains(p.Units, i) {
			return true
		}
	}
	return st.barrageOf(i) >= 0 || st.sortieOf(i) >= 0 || st.laysBox(i) || st.deployOrderOf(i) >= 0 || st.raidOf(i) >= 0
}

// laysBox reports whether gun i lays a box barrage: it fires, with the
// dice it has, at whatever moves under it (boxbarrage.go), as an
// announced barrage fires.
func (st *State) laysBox(i int) bool {
	return slices.ContainsFunc(st.Box, func(b BoxBarrage) bool { return b.Gun == i })
}

// otherValues is the state with unidentified unit i of another type of its
// nation and class, or of other values. A unit bought with victory points
// keeps its type: its price was public (coverOf).
func (st *State) otherValues(i int, r *rand.Rand) (rules.Variant, bool) {
	c := st.Clone().(*State)
	u, tr := &c.Units[i], &c.Troops[i]
	old := *tr
	oldPrinted := c.printedTroop(u)
	what := fmt.Sprintf("%s (%s)", st.Units.Ref(i), u.Type)
	if !rules.IsMinted(u.ID) && r.IntN(2) == 0 {
		var types []string
		for _, t := range st.fixed.s.Counters.Units {
			if t.Nation == u.Nation && t.ID != u.Type && st.fixed.class[t.ID] == st.class(i) {
				types = append(types, t.ID)
			}
		}
		if len(types) > 0 {
			u.Type = types[r.IntN(len(types))]
			what += " is a " + u.Type
		}
	}
	p := c.printedTroop(u)
	if p.Strength <= 0 {
		return rules.Variant{}, false
	}
	tr.Strength = 1 + r.IntN(p.Strength)
	tr.Morale = r.IntN(p.Morale + 2)
	tr.Experience = r.IntN(MaxExperience + 1)
	if *tr == old && u.Type == st.Units[i].Type {
		return rules.Variant{}, false
	}
	// The graveyard holds what the unit lost of its printed strength.
	c.Losses[u.Side] += (p.Strength - tr.Strength) - (oldPrinted.Strength - old.Strength)
	if c.Losses[u.Side] < 0 {
		return rules.Variant{}, false
	}
	what += fmt.Sprintf(" at %d-%d-%d, not %d-%d-%d", tr.Morale, tr.Experience, tr.Strength, old.Morale, old.Experience, old.Strength)
	return rules.Variant{What: what, State: c}, true
}

// destroyedUnseen is the state with unit i, which its enemy does not see,
// destroyed out of its sight (its strength to its side's graveyard).
func (st *State) destroyedUnseen(i int) (rules.Variant, bool) {
	c := st.Clone().(*State)
	u := &c.Units[i]
	c.Losses[u.Side] += c.Troops[i].Strength
	c.Troops[i].Strength = 0
	u.Loc = rules.Eliminated
	c.restack(nil)
	return rules.Variant{What: fmt.Sprintf("%s (%s, unseen) was destroyed", st.Units.Ref(i), u.Type), State: c}, true
}

// unseenAliasGap puts the alias of a unit addedUnseen adds above those the
// game's mint gives while a variant is followed.
const unseenAliasGap = 1000

// addedUnseen is the state with one more unit of side's enemy, of a type
// it fields (not an aircraft or a balloon, which everyone sees aloft), at
// its printed values, unidentified, where side does not see it: the
// enemy's reserve box or a zone of the enemy's own ground with room for
// it.
func (st *State) addedUnseen(side string, r *rand.Rand) (rules.Variant, bool) {
	enemy := other(side)
	var types []string
	for i := range st.Units {
		t := st.Units[i].Type
		if st.Units[i].Side == enemy && !st.isAircraft(i) && st.class(i) != Balloon && !slices.Contains(types, t) {
			types = append(types, t)
		}
	}
	if len(types) == 0 {
		return rules.Variant{}, false
	}
	var places []rules.Location
	if l, ok := st.reserveLoc(enemy); ok {
		places = append(places, l)
	}
	f := st.fixed
	for k := 0; k < f.topo.Len(); k++ {
		if f.region[k] != enemy {
			continue
		}
		l := rules.CellLocation(f.m, f.topo.Cell(k))
		if n := len(st.sideAt(enemy, l)); n > 0 && n < StackLimit || n == 0 && len(st.sideAt(side, l)) == 0 {
			places = append(places, l)
		}
	}
	typ := types[r.IntN(len(types))]
	for range 4 {
		if len(places) == 0 {
			break
		}
		k := r.IntN(len(places))
		l := places[k]
		places = slices.Delete(places, k, k+1)
		if l.OnMap() && len(st.sideAt(side, l)) > 0 {
			continue
		}
		c := st.Clone().(*State)
		// Not from the game's mint: the units it mints later (bought, at
		// a public price) must keep their ids and aliases, which the side
		// reads. An alias far above the mint's, an id no mint gives.
		m := c.Reserves.Mint
		m.Aliases += unseenAliasGap
		u, err := m.New(f.s, typ, l)
		if err != nil {
			return rules.Variant{}, false
		}
		u.ID, u.Hidden = typ+"/unseen", true
		c.Units = append(c.Units, u)
		c.Troops = append(c.Troops, c.printedTroop(&u))
		c.restack(nil)
		if c.sees(side, len(c.Units)-1) {
			continue
		}
		return rules.Variant{What: fmt.Sprintf("a %s of the %s stands unseen at %s", typ, st.sideName(enemy), st.locText(l)), State: c}, true
	}
	return rules.Variant{}, false
}

// otherChoice is the state with one of the enemy's secret choices made
// otherwise: an air mission it chose not flown (its choice is secret until
// both sides commit), or a barrage it announced out of side's sight fired
// by another of its guns side does not see (the cover names the zone, not
// the gun).
func (st *State) otherChoice(side string, r *rand.Rand) (rules.Variant, bool) {
	enemy := other(side)
	var sorties []int
	if st.Air.Choice.Open() {
		for k, s := range st.Air.Sorties {
			if st.Units[s.Unit].Side == enemy {
				sorties = append(sorties, k)
			}
		}
	}
	var barrages []int
	for k, b := range st.Bombard {
		if b.Side == enemy && !st.sees(side, b.Guns[0]) {
			barrages = append(barrages, k)
		}
	}
	if len(sorties)+len(barrages) == 0 {
		return rules.Variant{}, false
	}
	c := st.Clone().(*State)
	k := r.IntN(len(sorties) + len(barrages))
	if k < len(sorties) {
		s := c.Air.Sorties[sorties[k]]
		if p := otherPeriod(c, s, r); p != "" {
			// The weekly turn: it flies in another period (airweek.go).
			c.Air.Sorties[sorties[k]].Period = p
			return rules.Variant{What: fmt.Sprintf("the %s ordered %s to fly at %s, not %s", st.sideName(enemy), st.Units.Ref(s.Unit), periodNames[p], periodNames[s.Period]), State: c}, true
		}
		c.Air.Sorties = slices.Delete(c.Air.Sorties, sorties[k], sorties[k]+1)
		return rules.Variant{What: fmt.Sprintf("the %s did not send %s on its %s mission", st.sideName(enemy), st.Units.Ref(s.Unit), s.Mission), State: c}, true
	}
	b := &c.Bombard[barrages[k-len(sorties)]]
	l, _ := st.zoneLoc(b.Zone)
	// Another gun could have announced it with the SHELL this one took.
	c.Shells[enemy]++
	var guns []int
	for _, g := range c.gunPlaces(enemy) {
		if g == b.Guns[0] || c.sees(side, g) {
			continue
		}
		if c.whyNoGun(g, enemy) != nil {
			continue
		}
		if c.whyNoBarrageTarget(g, *b, l) == nil {
			guns = append(guns, g)
		}
	}
	c.Shells[enemy]--
	if len(guns) == 0 {
		return rules.Variant{}, false
	}
	g := guns[r.IntN(len(guns))]
	what := fmt.Sprintf("%s, not %s, fires the %s's barrage on %s", st.Units.Ref(g), st.Units.Ref(b.Guns[0]), st.sideName(enemy), b.Zone)
	b.Guns = []int{g}
	return rules.Variant{What: what, State: c}, true
}
