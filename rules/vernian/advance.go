package vernian

import (
	"fmt"
	"slices"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Verb(kit.Verb[*State]{Name: "advance", Words: "advancing after combat", Args: "UNIT HEX", Rule: RuleCombat,
		Help: "After combat, advances a surviving attacker into the emptied hex (with a tank, one hex further).",
		Gen:  genAdvance, Why: whyAdvance, Apply: applyAdvance,
		Describe: describeUnitHex("Advance %s into %s")})
	book.Verb(kit.Verb[*State]{Name: "done", Words: "finishing the attack", Rule: RuleCombat,
		Help: "Finishes the attack (its advance and Crack Troops).",
		Gen:  genDone, Why: whyAdvance, Apply: applyDone,
		Describe: func(st *State, _ rules.Action, _ string) (string, bool) {
			return "Finish the attack on " + st.attackTarget(), true
		}})
}

// Advance after combat. The seed leaves it to GWIE, whose rule is not
// ours (RULINGS.md Ground combat): surviving attackers may advance into
// the hex they emptied, except one cleared by bombardment (000 Monstrous
// Artilleries d), and a stack with a tank one hex further (000 Part II
// Tanks b). Advancing is voluntary: done finishes the attack.

// After is what follows a resolved attack: the surviving attackers that
// may advance into the emptied hex (and, with a tank, one hex further)
// and whether one yellow-striped survivor may still become Crack Troops.
type After struct {
	Target   string   `json:"target"`
	Units    []string `json:"units"`              // attackers that may advance
	Advanced []string `json:"advanced,omitempty"` // those that advanced into the attacked hex
	// Second are those that went on from the attacked hex to a second hex
	// (000 Part II Tanks b).
	Second  []string `json:"second,omitempty"`
	Vacated bool     `json:"vacated,omitempty"` // the defender's hex is empty: advance allowed
	Tank    bool     `json:"tank,omitempty"`    // a tank took part (000 Part II Tanks)
	// Tanked are the attackers from a stack whose tank took part: they may
	// advance two hexes (000 Part II Tanks b: "A stack containing a tank
	// can advance two hexes after combat instead of one").
	Tanked []string `json:"tanked,omitempty"`
	Crack  []string `json:"crack,omitempty"` // yellow-striped survivors that may flip
}

// advanceTargets are where attacker i may advance now: into the emptied
// hex, or - with a tank, once in it - one hex further into an adjacent
// vacant hex (000 Part II Tanks b).
func (st *State) advanceTargets(i int) []rules.Location {
	af := st.After
	if af == nil || !af.Vacated {
		return nil
	}
	u := &st.Units[i]
	if !u.Loc.OnMap() || !slices.Contains(af.Units, u.ID) {
		return nil
	}
	target := st.combatTarget()
	if u.Loc != target {
		if _, why := st.advanceBlocked(i, target); why != "" {
			return nil
		}
		return []rules.Location{target}
	}
	m := st.mapOf(target)
	var out []rules.Location
	var buf []board.Cell
	for _, c := range m.Topology.Neighbors(target.Cell, buf) {
		l := rules.CellLocation(m, c)
		if _, why := st.advanceBlocked(i, l); why == "" {
			out = append(out, l)
		}
	}
	return out
}

// advanceBlocked is why attacker i may not advance to l now, with the
// rule, or "" when it may: advanceTargets lists exactly the hexes where
// it says "", and the refusal of any other gives its reason.
func (st *State) advanceBlocked(i int, l rules.Location) (rule, why string) {
	af := st.After
	u := &st.Units[i]
	target := st.combatTarget()
	switch {
	case af == nil:
		return RuleCombat, "no attack has just been resolved"
	case !u.Loc.OnMap() || !slices.Contains(af.Units, u.ID):
		return RuleCombat, st.name(i) + " is not a surviving attacker of this attack: only they advance"
	case l.OnMap() && slices.Contains(st.Cleared, st.key(l)):
		// 000 Monstrous Artilleries d: "that hex may not be attacked nor
		// advanced into in that Combat Phase".
		return RuleBombard + " d", fmt.Sprintf("%s was cleared by bombardment: it may not be advanced into this Combat Phase", st.place(l))
	case !af.Vacated:
		return RuleCombat, st.place(target) + " still holds enemy ground units: no advance"
	case !l.OnMap() || l.Map != target.Map:
		return RuleCombat, "an advance goes into the attacked hex"
	}
	second := u.Loc == target
	if af.advancedTwice(u.ID) {
		return RuleTanks + " b", st.name(i) + " has already advanced two hexes"
	}
	if !second {
		if slices.Contains(af.Advanced, u.ID) {
			return RuleCombat, st.name(i) + " has already advanced"
		}
		if l != target {
			if slices.Contains(af.Tanked, u.ID) {
				return RuleTanks + " b", "the first hex advanced into must be the hex attacked, " + st.place(target)
			}
			return RuleCombat, "an advance goes into the attacked hex, " + st.place(target)
		}
	} else {
		m := st.mapOf(target)
		switch {
		case !slices.Contains(af.Tanked, u.ID):
			return RuleTanks + " b", st.name(i) + " did not attack from a stack with a tank: it advances one hex only"
		case l == target || !m.Topology.Adjacent(target.Cell, l.Cell):
			return RuleTanks + " b", fmt.Sprintf("the second hex must be next to %s", st.place(target))
		case !st.passable(m, target.Cell, l.Cell):
			return RuleMovement, fmt.Sprintf("%s cannot be entered from %s (sea, an all-sea hexside or a neutral country)", st.place(l), st.place(target))
		}
		// "any adjacent vacant hex": empty but for the units of this
		// stack that already went on there.
		for _, j := range st.at(l) {
			if !af.advancedTwice(st.Units[j].ID) {
				return RuleTanks + " b", fmt.Sprintf("the second hex must be vacant, and %s is not", st.place(l))
			}
		}
	}
	// An advance is voluntary: the last German infantry division may not
	// leave Dover (000 England b, "Kaiser's orders"); a tank that would go
	// along may not join another (000 Part II Tanks).
	if len(st.groundAt(l, enemy(u.Side))) > 0 {
		return RuleCombat, st.place(l) + " holds enemy ground units"
	}
	if !st.fits(i, l) {
		return RuleStacking, st.overstackWhy(l)
	}
	if st.carriesTank(i) && st.tankAt(l, u.Side) >= 0 {
		return RuleTanks, fmt.Sprintf("the tank of %s's stack would follow it, and only one Tank unit can be in a stack", st.name(i))
	}
	if st.leavesDoverEmpty(i, l) {
		return RuleTunnel, "the last German infantry division may not leave Dover: the German player may not voluntarily close the tunnel - Kaiser's orders"
	}
	return "", ""
}

// advancedTwice reports whether unit id has made its second-hex advance.
func (af *After) advancedTwice(id string) bool { return slices.Contains(af.Second, id) }

func genAdvance(st *State, side, arg0 string) []rules.Action {
	if st.After == nil {
		return nil
	}
	var out []rules.Action
	for _, id := range st.After.Units {
		if arg0 != "" && arg0 != id {
			continue
		}
		i := st.Units.Index(id)
		if i < 0 {
			continue
		}
		for _, l := range st.advanceTargets(i) {
			out = append(out, rules.Action{Side: side, Verb: "advance", Args: []string{id, st.text(l)}})
		}
	}
	return out
}

func applyAdvance(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.Units.Index(a.Args[0])
	l, _ := rules.ParseLocation(st.fixed.s, a.Args[1])
	u := &st.Units[i]
	from := u.Loc
	second := from == st.combatTarget()
	// The tank goes with the stack it helped, when the last unit of that
	// stack leaves.
	tank := -1
	if st.carriesTank(i) {
		tank = st.tankAt(from, u.Side)
	}
	u.Loc = l
	goers := []int{i}
	if tank >= 0 {
		st.Units[tank].Loc = l
		goers = append(goers, tank)
	}
	if second {
		st.After.Second = append(st.After.Second, u.ID)
	} else {
		st.After.Advanced = append(st.After.Advanced, u.ID)
	}
	ctx.Logf("advance after combat: %s from %s to %s", joinNames(unitNames(st, goers)), st.place(from), st.place(l))
	return nil
}

func genDone(st *State, side, arg0 string) []rules.Action {
	if st.After == nil || arg0 != "" {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "done"}}
}

func applyDone(st *State, a rules.Action, ctx *rules.Context) error {
	ctx.Logf("attack on %s finished", st.placeText(st.After.Target))
	st.After = nil
	return nil
}

func whyAdvance(st *State, a rules.Action) *rules.Refusal {
	if st.After == nil {
		return refusalOf(RuleCombat, "no attack has just been resolved")
	}
	switch a.Verb {
	case "advance":
		if len(a.Args) != 2 {
			return refusalOf(RuleCombat, "advance takes UNIT and HEX")
		}
		i := st.unitArg(a.Args[0])
		if i < 0 {
			return refusalOf(RuleCombat, fmt.Sprintf("no unit %q", a.Args[0]))
		}
		l, err := rules.ParseLocation(st.fixed.s, a.Args[1])
		if err != nil {
			return refusalOf(RuleCombat, rules.ReasonOf(err))
		}
		if rule, why := st.advanceBlocked(i, l); why != "" {
			return refusalOf(rule, why)
		}
		return refusalOf(RuleCombat, "only surviving attackers advance: into the emptied hex, and with a tank one more adjacent vacant hex")
	}
	return refusalOf(RuleCombat, "done takes no arguments")
}
