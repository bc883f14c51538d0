package vernian

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleCrack, Title: "Crack German Troops", Order: 150,
		Text: `- a) After a German attack in which yellow-striped units took part, ONE surviving yellow-striped attacker may be flipped to its Crack Troops side (crack), with the better attack and movement. They remain one-step units.
- b) When Crack Troops take part in a German attack, the first German step lost must be a Crack Troop's.
- c) Only Crack Troops may fly in Zeppelins (see Über-Zeppelins: Embarkation).`,
	})
	book.Verb(kit.Verb[*State]{Name: "crack", Words: "making Crack Troops", Args: "UNIT", Rule: RuleCrack,
		Help: "After a German attack, makes one yellow-striped survivor Crack Troops.",
		Gen:  genCrack, Why: whyCrack, Apply: applyCrack,
		Describe: describeUnit("Make %s Crack Troops")})
}

// Crack German Troops (000): "Anytime a German attack takes place in
// which one or more yellow-striped German units are participating, ONE
// surviving yellow-striped attacking unit may be flipped over to its
// White-on-Black (Stosstruppen) side" (a); "Anytime a German attack takes
// place in which one or more attacking units are Crack Troops, the first
// German lost must be a Crack Troop" (b, see lossOrder). Flipping swaps
// the counter type (Tables.Crack). Airmobile Crack Troops (c, "Crack
// Troops, and only Crack Troops, have Airmobile capability") are
// zeppelins.go's Embarkation.

func genCrack(st *State, side, arg0 string) []rules.Action {
	if st.After == nil {
		return nil
	}
	var out []rules.Action
	for _, id := range st.After.Crack {
		if arg0 == "" || arg0 == id {
			out = append(out, rules.Action{Side: side, Verb: "crack", Args: []string{id}})
		}
	}
	return out
}

// applyCrack flips a yellow-striped survivor to its Crack Troops side (000
// Crack German Troops a); only one per attack.
func applyCrack(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.Units.Index(a.Args[0])
	u := &st.Units[i]
	u.Type = st.fixed.t.Crack[u.Type]
	u.Step = 0
	st.After.Crack = nil
	// Named by its new side and hex: the old type's name would tell the
	// Allies which type the other face-down divisions are not.
	ctx.Logf("the yellow-striped division at %s becomes %s: honorary members of the Order of the Pickelhaube (%s a)", st.place(u.Loc), st.name(i), RuleCrack)
	return nil
}

func whyCrack(st *State, a rules.Action) *rules.Refusal {
	switch {
	case st.After == nil:
		return refusalOf(RuleCrack+" a", "no attack has just been resolved")
	case len(a.Args) != 1:
		return refusalOf(RuleCrack+" a", "crack takes UNIT")
	case len(st.After.Crack) == 0:
		return refusalOf(RuleCrack+" a", "only ONE surviving yellow-striped attacker may flip, and only after a German attack it took part in")
	}
	return refusalOf(RuleCrack+" a", st.nameOf(a.Args[0])+" is not a surviving yellow-striped attacker of this attack")
}

// isCrack reports whether u is a Crack Troops unit (a flipped
// yellow-striped unit).
func (st *State) isCrack(u *rules.Unit) bool {
	for _, to := range st.fixed.t.Crack {
		if u.Type == to {
			return true
		}
	}
	return false
}

// isYellow reports whether u is a yellow-striped unit that may become
// Crack Troops.
func (st *State) isYellow(u *rules.Unit) bool {
	_, ok := st.fixed.t.Crack[u.Type]
	return ok
}
