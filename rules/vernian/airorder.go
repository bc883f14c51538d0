package vernian

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// The order of attack in air combat (000 Ether Flyers, Air Combat): "b)
// Allied Fighter versus Zeppelin: Fighters attack one Zeppelin at a time"
// and "c) German Fighter versus Bomber or Close Support Flyer: Fighters
// attack one Flyer at a time". Which one they attack first is the
// Fighters' owner's choice ("Fighters attack"), made before the first
// roll: first UNIT puts an enemy air unit at a hex whose fight waits at
// the front of that fight's Targets. Without a choice the order is
// fightsAt's (Zeppelins carrying troops first). Air units are never face
// down, so the choice is public; it lasts until the fight is resolved or
// the flights are recalled (a hex with no fight waiting keeps none).

func init() {
	book.Verb(kit.Verb[*State]{Name: "first", Words: "choosing what the Fighters attack first", Args: "UNIT", Rule: RuleAirCombat,
		Help: "Before a fight: the Fighters attack UNIT, an enemy Zeppelin (table b) or B or CS (table c) at a hex whose air combat waits, first (offered only where the order matters: a loaded Zeppelin beside an empty one, a B beside a CS); the last chosen goes first; without a choice Zeppelins carrying troops go first; the choice is public and lapses when the fight is resolved or the flights recalled.",
		Gen:  genFirst, Why: whyFirst, Apply: applyFirst,
		Describe: func(st *State, a rules.Action, viewer string) (string, bool) {
			u, ok := st.argUnit(a, 0, viewer)
			if !ok || len(a.Args) != 1 {
				return "", false
			}
			i := st.unitArg(a.Args[0])
			for k, j := range st.Units.Passengers(i) {
				u += map[bool]string{true: " carrying ", false: ", "}[k == 0] + st.nameFor(j, viewer)
			}
			return fmt.Sprintf("Attack %s first at %s", u, st.place(st.Units[i].Loc)), true
		}})
	on(kit.AfterAction, func(st *State, _ *rules.Context) { st.pruneFirst() })
}

// ordered is targets with the chosen ones first (Air.First: the latest
// choice at the front), the rest in the order given.
func (st *State) ordered(targets []int) []int {
	if len(st.Air.First) == 0 {
		return targets
	}
	rank := func(i int) int { return slices.Index(st.Air.First, st.Units[i].ID) }
	out := slices.Clone(targets)
	slices.SortStableFunc(out, func(a, b int) int { return rank(b) - rank(a) })
	return out
}

// targetKind is what tells air units apart as targets: the counter and
// its side (an improved Zeppelin is not a plain one) and, for a Zeppelin,
// who it carries. Two targets of one kind are alike: which of them is
// attacked first makes no difference.
func (st *State) targetKind(i int) string {
	u := &st.Units[i]
	k := fmt.Sprintf("%s/%d", u.Type, u.Step)
	var ps []string
	for _, j := range st.Units.Passengers(i) {
		ps = append(ps, fmt.Sprintf("%s/%d", st.Units[j].Type, st.Units[j].Step))
	}
	slices.Sort(ps)
	return k + "[" + strings.Join(ps, ",") + "]"
}

// kinds is the sequence of targets' kinds.
func (st *State) kinds(targets []int) string {
	out := make([]string, len(targets))
	for k, i := range targets {
		out[k] = st.targetKind(i)
	}
	return strings.Join(out, " ")
}

// firstChoices are, for each fight of side waiting in this phase where
// the order can matter (table b or c, targets not all alike), the targets
// that first may put at the front: one for each order of kinds that
// differs from the present one (moving a Zeppelin to the front where one
// like it already is changes nothing).
func (st *State) firstChoices(side string) []int {
	var out []int
	for _, fa := range genFight(st, side, "") {
		l, err := rules.ParseLocation(st.fixed.s, fa.Args[0])
		if err != nil {
			continue
		}
		for _, f := range st.fightsAt(side, l) {
			if f.Table == AirFighterFighter || len(f.Targets) < 2 {
				continue
			}
			seen := map[string]bool{st.kinds(f.Targets): true}
			for _, i := range f.Targets[1:] {
				moved := append([]int{i}, slices.DeleteFunc(slices.Clone(f.Targets), func(j int) bool { return j == i })...)
				if k := st.kinds(moved); !seen[k] {
					seen[k] = true
					out = append(out, i)
				}
			}
		}
	}
	return out
}

// genFirst lists first UNIT for the enemy air units whose place in the
// order of attack the phase's side may still change.
func genFirst(st *State, side, arg0 string) []rules.Action {
	if st.fightMission() == "" || side != st.phase().Side {
		return nil
	}
	var out []rules.Action
	for _, i := range st.firstChoices(side) {
		if st.named(i, arg0) {
			out = append(out, rules.Action{Side: side, Verb: "first", Args: []string{st.Units.Ref(i)}})
		}
	}
	return out
}

func whyFirst(st *State, a rules.Action) *rules.Refusal {
	rule := RuleAirCombat
	if len(a.Args) != 1 {
		return refusalOf(rule, "first takes UNIT")
	}
	if st.fightMission() == "" {
		return refusalOf(rule, "the order of attack is chosen before an air combat, in the Mission Allocation and Interception Phases")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refusalOf(rule, "no unit "+a.Args[0])
	}
	if u := &st.Units[i]; u.Loc.OnMap() {
		for _, f := range st.fightsAt(a.Side, u.Loc) {
			if !slices.Contains(f.Targets, i) {
				continue
			}
			switch {
			case f.Table == AirFighterFighter:
				return refusalOf(rule+" a", "Interceptors and Escorts fight it out all together (the F types are alike): the order is chosen among the B and CS types")
			case f.Targets[0] == i:
				return refusalOf(rule, st.name(i)+" is already attacked first")
			}
			return refusalOf(rule, st.name(i)+" is like the air units ahead of it: attacking it first changes nothing")
		}
	}
	return refusalOf(rule, st.name(i)+" is not an enemy air unit waiting for an air combat of the "+st.sideName(a.Side))
}

// applyFirst puts the unit at the front of its fight's order of attack.
func applyFirst(st *State, a rules.Action, ctx *rules.Context) error {
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return fmt.Errorf("vernian: %s: bad arguments", a)
	}
	id := st.Units[i].ID
	st.Air.First = append(slices.DeleteFunc(st.Air.First, func(s string) bool { return s == id }), id)
	l := st.Units[i].Loc
	for _, f := range st.fightsAt(a.Side, l) {
		if slices.Contains(f.Targets, i) {
			order := make([]string, len(f.Targets))
			for k, j := range f.Targets {
				order[k] = st.targetName(j)
			}
			ctx.Logf("The Fighters of the %s at %s attack %s first (their choice, %s): order of attack %s", st.sideName(a.Side), st.place(l), st.targetName(i), RuleAirCombat, strings.Join(order, ", then "))
		}
	}
	return nil
}

// targetName is unit i's name, with who it carries.
func (st *State) targetName(i int) string {
	if ps := st.Units.Passengers(i); len(ps) > 0 {
		return st.name(i) + " carrying " + st.names(ps)
	}
	return st.name(i)
}

// pruneFirst forgets the choices of order that no longer apply: those of
// units that are no longer a Target of a fight waiting now (the fight was
// resolved, the flights recalled, or the phase ended).
func (st *State) pruneFirst() {
	if len(st.Air.First) == 0 {
		return
	}
	keep := map[string]bool{}
	if st.fightMission() != "" {
		side := st.phase().Side
		for _, fa := range genFight(st, side, "") {
			l, err := rules.ParseLocation(st.fixed.s, fa.Args[0])
			if err != nil {
				continue
			}
			for _, f := range st.fightsAt(side, l) {
				for _, i := range f.Targets {
					keep[st.Units[i].ID] = true
				}
			}
		}
	}
	st.Air.First = slices.DeleteFunc(st.Air.First, func(id string) bool { return !keep[id] })
	if len(st.Air.First) == 0 {
		st.Air.First = nil
	}
}
