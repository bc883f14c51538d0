package vernian

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"sandtable/rules"
)

// What Vernian keeps from a side is the identity of the other side's
// face-down units (hidden.go, RULINGS.md "Face-down units"): their type
// and step. Everything else - where they stand, which units an attack or a
// loss takes, the supply of a hex, the tunnel - the other side sees; and
// no choice in this game is secret apart from which unit a tank doubles in
// a face-down stack, which is about such a unit too.

// SecretVariants are copies of the state that differ in what side may not
// see (see rules.SecretVariants). In one, each face-down unit of the other
// side is of another type the scenario places face down for its nation,
// or at another step, where one fits; in another, those units swap types
// and steps among themselves; in a third, while the other side puts an
// attack together, its tank doubles another unit of a face-down stack.
// Places, aliases, flags and the movement points used stay, so that each
// copy is a state the rules could reach (identities, consistent). Every
// unit is told otherwise at once, not one: a leak about any of them shows,
// whichever acts next. rules.VaryUnseen does not fit: it would give a unit
// any type of its nation (an HQ, a tank, a Zeppelin, which are never face
// down here) and never a step alone, and knows nothing of movement
// points, passengers or the tunnel.
func (st *State) SecretVariants(side string, r *rand.Rand) []rules.Variant {
	var unseen []int
	for i := range st.Units {
		if !st.sees(side, i) {
			unseen = append(unseen, i)
		}
	}
	if len(unseen) == 0 {
		return nil
	}
	ids := make(map[int][]identity, len(unseen))
	for _, i := range unseen {
		ids[i] = st.identities(i)
	}
	var out []rules.Variant
	// Each told otherwise.
	c := st.variant()
	var changed []string
	for _, i := range unseen {
		ids := ids[i]
		if len(ids) == 0 {
			continue
		}
		id := ids[r.IntN(len(ids))]
		u := &c.Units[i]
		was := *u
		u.Type, u.Step = id.typ, id.step
		if !st.consistent(c) {
			*u = was
			continue
		}
		changed = append(changed, fmt.Sprintf("%s is %s, not %s", st.Units.Ref(i), c.typeName(i), st.typeName(i)))
	}
	if len(changed) > 0 {
		out = append(out, rules.Variant{What: summary(changed), State: c})
	}
	// Swapped among themselves.
	c = st.variant()
	changed = nil
	order := slices.Clone(unseen)
	r.Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
	swapped := map[int]bool{}
	for k, i := range order {
		if swapped[i] {
			continue
		}
		var others []int
		for _, j := range order[k+1:] {
			a, b := &c.Units[i], &c.Units[j]
			if !swapped[j] && a.Nation == b.Nation && (a.Type != b.Type || a.Step != b.Step) &&
				slices.Contains(ids[i], identity{b.Type, b.Step}) && slices.Contains(ids[j], identity{a.Type, a.Step}) {
				others = append(others, j)
			}
		}
		if len(others) == 0 {
			continue
		}
		j := others[r.IntN(len(others))]
		a, b := &c.Units[i], &c.Units[j]
		a.Type, b.Type, a.Step, b.Step = b.Type, a.Type, b.Step, a.Step
		if !st.consistent(c) {
			a.Type, b.Type, a.Step, b.Step = b.Type, a.Type, b.Step, a.Step
			continue
		}
		swapped[i], swapped[j] = true, true
		changed = append(changed, fmt.Sprintf("%s and %s swap identities (%s, %s)", st.Units.Ref(i), st.Units.Ref(j), st.typeName(i), st.typeName(j)))
	}
	if len(changed) > 0 {
		out = append(out, rules.Variant{What: summary(changed), State: c})
	}
	// The unit a tank doubles in a stack with face-down units, chosen
	// otherwise: the attacker's secret until the attack is resolved
	// (tanks.go, applyDouble).
	if attacker := st.phase().Side; st.Combat != nil && attacker != side {
		var alt []rules.Action
		for _, a := range genDouble(st, attacker, "") {
			if i := st.unitArg(a.Args[0]); i >= 0 && st.hiddenAt(st.Units[i].Loc) {
				alt = append(alt, a)
			}
		}
		if len(alt) > 0 {
			a := alt[r.IntN(len(alt))]
			c := st.variant()
			if applyDouble(c, a, rules.NewContext(nil)) == nil {
				out = append(out, rules.Variant{What: "the tank at " + st.place(st.Units[st.unitArg(a.Args[0])].Loc) + " doubles " + a.Args[0], State: c})
			}
		}
	}
	return out
}

// summary is the first few of the changes a variant made, and how many
// more, for the checker's message.
func summary(changed []string) string {
	const shown = 3
	if len(changed) <= shown {
		return strings.Join(changed, "; ")
	}
	return fmt.Sprintf("%s; and %d more", strings.Join(changed[:shown], "; "), len(changed)-shown)
}

// identity is what a face-down unit is: its type and step.
type identity struct {
	typ  string
	step int
}

// identities are the other identities face-down unit i could have: every
// step of every type the scenario places face down for its nation, of its
// reinforcement code (where a unit may stand depends on it: England, the
// tunnel), a fortress only for a fortress (fortresses never move) and Crack
// Troops only for a passenger (000 Crack Troops c: "Crack Troops, and only
// Crack Troops, have Airmobile capability"), with no more movement points
// used than it would have had this phase.
func (st *State) identities(i int) []identity {
	u := &st.Units[i]
	t := st.fixed.types[u.Type]
	if t == nil {
		return nil
	}
	var out []identity
	for _, id := range st.hiddenTypes(u.Nation) {
		o := st.fixed.types[id]
		if o.Code != t.Code || (o.Kind == "fortress") != (t.Kind == "fortress") {
			continue
		}
		w := *u
		w.Type = id
		if u.Loc.IsAboard() && !st.isCrack(&w) {
			continue
		}
		for k := range o.Steps {
			w.Step = k
			if (id != u.Type || k != u.Step) && st.Spent[u.ID] <= st.allowanceOf(&w) {
				out = append(out, identity{id, k})
			}
		}
	}
	return out
}

// hiddenTypes are the unit types of nation the scenario places face down
// (set-up or reinforcement), in the counters' order.
func (st *State) hiddenTypes(nation string) []string {
	f := st.fixed
	f.hiddenOnce.Do(func() {
		hidden := map[string]bool{}
		for _, p := range f.s.Setup {
			hidden[p.Unit.ID] = hidden[p.Unit.ID] || p.Hidden
		}
		for _, p := range f.s.Reinforcements {
			hidden[p.Unit.ID] = hidden[p.Unit.ID] || p.Hidden
		}
		f.hidden = map[string][]string{}
		for _, t := range f.s.Counters.Units {
			if hidden[t.ID] {
				f.hidden[t.Nation] = append(f.hidden[t.Nation], t.ID)
			}
		}
	})
	return f.hidden[nation]
}

// variant is a deep copy of the state to tell a secret otherwise in: it
// shares nothing derived with st (the supply nets, the legal actions
// checked, the status were worked out for st's units).
func (st *State) variant() *State {
	c := st.Clone().(*State)
	c.memo = &memo{}
	return c
}

// consistent reports whether variant c of st keeps what the rules have
// shown of the units' identities and what every position the rules reach
// keeps: whether Dover holds German infantry (while the tunnel is open it
// must, and the tunnel is sealed the moment it does not: 000 England b),
// whether each tank has infantry with it (a tank is placed "with friendly
// infantry" and dies at the end of a phase without it: 000 Part II Tanks,
// both public), and that a tank doubles infantry (000 Part II Tanks c).
func (st *State) consistent(c *State) bool {
	if c.doverHeld() != st.doverHeld() {
		return false
	}
	for i := range st.Units {
		if u := &st.Units[i]; u.Loc.OnMap() && st.isTank(u) && c.hasInfantry(u.Loc, u.Side) != st.hasInfantry(u.Loc, u.Side) {
			return false
		}
	}
	if c.Combat != nil {
		for _, id := range c.Combat.Doubled {
			if i := c.Units.Index(id); i >= 0 && !c.isInfantry(&c.Units[i]) {
				return false
			}
		}
	}
	return true
}
