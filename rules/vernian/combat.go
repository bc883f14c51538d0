package vernian

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/board"
	"sandtable/rules"
	"sandtable/rules/kit"
)

func init() {
	book.Section(kit.Section[*State]{Rule: RuleCombat, Title: "Ground combat", Order: 100,
		Text: `In its Combat Phase a side may attack each adjacent enemy hex once; each unit attacks once. Attack starts an attack with every unit that may join it; commit and withdraw change who attacks; resolve rolls.

- Strength: attack factors against defense factors. Units in Defense Supply attack at half; units Out of Supply attack and defend at half; halves are added up and the total rounded up. A tank doubles one attacking unit of its stack.
- Odds: attack to defense, rounded in the defender's favour, read a column of the CRT; terrain, towns and cities, intact fortresses and a river between every attacker and the defender shift it (see Terrain effects). There are no trenches.
- The die reads the result (see Combat results). Each side's owner chooses its step losses (see Step losses); then the defenders retreat, then the attackers, each owner choosing the hex (see Retreats).
- The Armored Front Buster's hex cannot be attacked; nor can a hex cleared by bombardment this phase.
- Afterwards the surviving attackers may advance into the emptied hex, one by one (advance), and a yellow-striped survivor may become Crack Troops; done finishes the attack.`,
		More: func(st *State) (string, []rules.RefTable) { return "", []rules.RefTable{st.crtTable()} },
	})
	book.Verb(kit.Verb[*State]{Name: "attack", Words: "attacking a hex", Args: "HEX", Rule: RuleCombat,
		Help: "Starts an attack on an adjacent enemy hex with every unit that may join it (each hex and unit once per Combat Phase).",
		Gen:  genAttack, Why: whyAttack, Apply: applyAttack,
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			h, ok := st.argHex(a, 0)
			return "Attack " + h, ok
		}})
	book.Verb(kit.Verb[*State]{Name: "commit", Words: "adding an attacker", Args: "UNIT", Rule: RuleCombat,
		Help: "Adds UNIT to the attack being put together.",
		Gen:  genCommit, Why: whyAttack, Apply: applyCommit,
		Describe: describeAttacker("Add %s to the attack on %s")})
	book.Verb(kit.Verb[*State]{Name: "withdraw", Words: "leaving out an attacker", Args: "UNIT", Rule: RuleCombat,
		Help: "Leaves UNIT out of the attack being put together.",
		Gen:  genWithdraw, Why: whyAttack, Apply: applyWithdraw,
		Describe: describeAttacker("Leave %s out of the attack on %s")})
	book.Verb(kit.Verb[*State]{Name: "cancel", Words: "calling the attack off", Rule: RuleCombat,
		Help: "Calls the attack off.",
		Gen:  genCancel, Why: whyAttack, Apply: applyCancel,
		Describe: func(st *State, _ rules.Action, _ string) (string, bool) {
			return "Call off the attack on " + st.attackTarget(), true
		}})
}

// describeAttacker is the Describe of commit and withdraw, worded by
// format with the unit and the hex attacked.
func describeAttacker(format string) func(st *State, a rules.Action, viewer string) (string, bool) {
	return func(st *State, a rules.Action, viewer string) (string, bool) {
		u, ok := st.argUnit(a, 0, viewer)
		return fmt.Sprintf(format, u, st.attackTarget()), ok
	}
}

// Ground combat: GWIE's combat on the scenario's CRT (the seed does not
// give GWIE's table), with the seed's changes: no trenches (000 Machine
// Guns), the AFB's hex "cannot be attacked in normal combat" (000 Part
// II), a hex cleared by bombardment "may not be attacked nor advanced
// into in that Combat Phase" (000 Monstrous Artilleries d). An attack is
// put together (attack, commit, withdraw, double), then resolved
// (resolve.go) or cancelled; strength.go works out the odds, losses.go
// the step losses, retreat.go and advance.go what follows.

// Combat is an attack being put together: the defending hex and the
// committed attackers.
type Combat struct {
	Target string   `json:"target"`
	Units  []string `json:"units"`
	// Doubled are the units the attacker chose to have doubled by the
	// tank in their stack (000 Part II Tanks c), at most one per stack;
	// a stack with none chosen has its strongest infantry doubled.
	Doubled []string `json:"doubled,omitempty"`
}

// canAttack reports whether unit i may attack this phase at all.
func (st *State) canAttack(i int) bool {
	u := &st.Units[i]
	return u.Loc.OnMap() && st.isCombat(u) && !st.isFortress(u) && !u.HasFlag(flagAttacked) && st.value(u, "attack") > 0
}

// attackable is why hex l may not be attacked by side now, with the
// rule, "" when it may.
func (st *State) attackable(side string, l rules.Location) (rule, why string) {
	foe := enemy(side)
	defenders := st.groundAt(l, foe)
	if len(defenders) == 0 {
		return RuleCombat, st.place(l) + " holds no enemy ground units"
	}
	for _, j := range defenders {
		if st.isAFB(&st.Units[j]) {
			return RuleAFB, fmt.Sprintf("%s holds the Armored Front Buster: its hex cannot be attacked in normal combat", st.place(l))
		}
	}
	k := st.key(l)
	if slices.Contains(st.Cleared, k) {
		return RuleBombard + " d", fmt.Sprintf("%s was cleared by bombardment this phase: it may not be attacked", st.place(l))
	}
	if slices.Contains(st.Attacked, k) {
		return RuleCombat, st.place(l) + " was already attacked this Combat Phase"
	}
	return "", ""
}

// canBeAttacked reports whether side may attack hex l now.
func (st *State) canBeAttacked(side string, l rules.Location) bool {
	_, why := st.attackable(side, l)
	return why == ""
}

// adjacentAttacker reports whether unit i can attack hex l: next to it and
// not across an all-sea hexside or into the sea.
func (st *State) adjacentAttacker(i int, l rules.Location) bool {
	u := &st.Units[i]
	if u.Loc.Map != l.Map || !u.Loc.OnMap() {
		return false
	}
	m := st.mapOf(l)
	return m.Topology.Adjacent(u.Loc.Cell, l.Cell) && st.passable(m, u.Loc.Cell, l.Cell)
}

func genAttack(st *State, side, arg0 string) []rules.Action {
	if st.Combat != nil || st.After != nil {
		return nil
	}
	if arg0 != "" {
		// One hex (as Check asks): attackable, with an attacker next to it.
		l, err := rules.ParseLocation(st.fixed.s, arg0)
		if err != nil || !l.OnMap() || st.text(l) != arg0 || !st.canBeAttacked(side, l) {
			return nil
		}
		for i := range st.Units {
			if st.Units[i].Side == side && st.canAttack(i) && st.adjacentAttacker(i, l) {
				return []rules.Action{{Side: side, Verb: "attack", Args: []string{arg0}}}
			}
		}
		return nil
	}
	occ := st.occupancy()
	foe := enemy(side)
	seen := map[rules.Location]bool{}
	var out []rules.Action
	for i := range st.Units {
		if st.Units[i].Side != side || !st.canAttack(i) {
			continue
		}
		u := &st.Units[i]
		m := st.mapOf(u.Loc)
		var buf []board.Cell
		for _, c := range m.Topology.Neighbors(u.Loc.Cell, buf) {
			l := rules.CellLocation(m, c)
			if seen[l] || !occ.has(m.ID, c, foe) || !st.adjacentAttacker(i, l) || !st.canBeAttacked(side, l) {
				continue
			}
			seen[l] = true
		}
	}
	for _, m := range st.fixed.s.Maps {
		cells := map[board.Cell]bool{}
		for l := range seen {
			if l.Map == m.ID {
				cells[l.Cell] = true
			}
		}
		for _, c := range sortedCells(m, cells) {
			t := st.text(rules.CellLocation(m, c))
			if arg0 == "" || arg0 == t {
				out = append(out, rules.Action{Side: side, Verb: "attack", Args: []string{t}})
			}
		}
	}
	return out
}

func applyAttack(st *State, a rules.Action, ctx *rules.Context) error {
	st.Combat = &Combat{Target: a.Args[0]}
	l := st.combatTarget()
	// Declaring the attack turns the defenders face up (hidden.go).
	st.reveal(ctx, st.groundAt(l, enemy(a.Side)), "attacked")
	// Commit every eligible adjacent attacker; withdraw to leave some out.
	for i := range st.Units {
		if st.Units[i].Side == a.Side && st.canAttack(i) && st.adjacentAttacker(i, l) {
			st.Combat.Units = append(st.Combat.Units, st.Units[i].ID)
		}
	}
	var committed []int
	for _, id := range st.Combat.Units {
		committed = append(committed, st.Units.Index(id))
	}
	ctx.Logf("attack on %s: %s committed (withdraw units to leave them out)", st.placeText(a.Args[0]), joinNames(unitNames(st, committed)))
	return nil
}

// combatTarget is the pending attack's hex.
func (st *State) combatTarget() rules.Location {
	t := ""
	switch {
	case st.Combat != nil:
		t = st.Combat.Target
	case st.After != nil:
		t = st.After.Target
	}
	l, _ := rules.ParseLocation(st.fixed.s, t)
	return l
}

func genCommit(st *State, side, arg0 string) []rules.Action {
	if st.Combat == nil {
		return nil
	}
	l := st.combatTarget()
	var out []rules.Action
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side == side && st.canAttack(i) && st.adjacentAttacker(i, l) && !slices.Contains(st.Combat.Units, u.ID) && st.named(i, arg0) {
			out = append(out, rules.Action{Side: side, Verb: "commit", Args: []string{st.Units.Ref(i)}})
		}
	}
	return out
}

func applyCommit(st *State, a rules.Action, ctx *rules.Context) error {
	st.Combat.Units = append(st.Combat.Units, st.Units[st.unitArg(a.Args[0])].ID)
	ctx.Logf("%s joins the attack on %s", st.nameOf(a.Args[0]), st.placeText(st.Combat.Target))
	return nil
}

func genWithdraw(st *State, side, arg0 string) []rules.Action {
	if st.Combat == nil {
		return nil
	}
	var out []rules.Action
	for _, id := range st.Combat.Units {
		if i := st.Units.Index(id); i >= 0 && st.named(i, arg0) {
			out = append(out, rules.Action{Side: side, Verb: "withdraw", Args: []string{st.Units.Ref(i)}})
		}
	}
	return out
}

func applyWithdraw(st *State, a rules.Action, ctx *rules.Context) error {
	gone := st.Units[st.unitArg(a.Args[0])].ID
	st.Combat.Units = slices.DeleteFunc(st.Combat.Units, func(id string) bool { return id == gone })
	ctx.Logf("%s leaves the attack on %s", st.nameOf(a.Args[0]), st.placeText(st.Combat.Target))
	return nil
}

func genCancel(st *State, side, arg0 string) []rules.Action {
	if st.Combat == nil || arg0 != "" {
		return nil
	}
	return []rules.Action{{Side: side, Verb: "cancel"}}
}

func applyCancel(st *State, a rules.Action, ctx *rules.Context) error {
	ctx.Logf("attack on %s called off", st.placeText(st.Combat.Target))
	st.Combat = nil
	return nil
}

func whyAttack(st *State, a rules.Action) *rules.Refusal {
	switch {
	case a.Verb == "attack" && (st.Combat != nil || st.After != nil):
		return refusalOf(RuleCombat, "finish the current attack first")
	case a.Verb != "attack" && st.Combat == nil:
		return refusalOf(RuleCombat, "no attack is being put together: attack a hex first")
	case (a.Verb == "resolve" || a.Verb == "cancel") && len(a.Args) > 0:
		return refusalOf(RuleCombat, a.Verb+" takes no arguments")
	case a.Verb == "resolve":
		return refusalOf(RuleCombat, "commit at least one attacker first")
	}
	if a.Verb == "attack" {
		if len(a.Args) != 1 {
			return refusalOf(RuleCombat, "attack takes HEX")
		}
		l, err := rules.ParseLocation(st.fixed.s, a.Args[0])
		if err != nil {
			return refusalOf(RuleCombat, rules.ReasonOf(err))
		}
		if rule, why := st.attackable(a.Side, l); why != "" {
			return refusalOf(rule, why)
		}
		return refusalOf(RuleCombat, fmt.Sprintf("none of your units that have not attacked yet is next to %s", st.placeText(a.Args[0])))
	}
	if len(a.Args) != 1 {
		return refusalOf(RuleCombat, a.Verb+" takes UNIT")
	}
	i := st.unitArg(a.Args[0])
	if i < 0 {
		return refusalOf(RuleCombat, fmt.Sprintf("no unit %q", a.Args[0]))
	}
	if a.Verb == "withdraw" {
		return refusalOf(RuleCombat, st.name(i)+" is not in this attack")
	}
	u := &st.Units[i]
	if u.Side != a.Side {
		return refusalOf(RuleCombat, st.name(i)+" is not one of your units")
	}
	if u.HasFlag(flagAttacked) {
		return refusalOf(RuleCombat, st.name(i)+" already attacked this phase")
	}
	switch {
	case st.isTank(u) && st.tankAt(st.combatTarget(), enemy(a.Side)) >= 0:
		return refusalOf(RuleTanks, fmt.Sprintf("%s holds a tank, and a tank cannot be used to attack a hex containing another tank", st.placeText(st.Combat.Target)))
	case st.isTank(u):
		return refusalOf(RuleTanks, "tanks never attack by themselves: a tank aids the attacking infantry in its hex (commit them)")
	case st.isHQ(u):
		return refusalOf(RuleBombard, st.name(i)+" does not attack: HQs fire their Monstrous Artilleries in the Bombard Phase instead")
	case st.isAFB(u):
		return refusalOf(RuleAFB, "the Armored Front Buster has no attack strength")
	case st.isFortress(u):
		return refusalOf(RuleCombat, "fortresses do not attack")
	case !st.canAttack(i):
		return refusalOf(RuleCombat, st.name(i)+" has no attack factor")
	}
	return refusalOf(RuleCombat, fmt.Sprintf("%s is not next to %s (or is across an all-sea hexside)", st.name(i), st.placeText(st.Combat.Target)))
}

// crtTable is the scenario's CRT as printed: a row per die range, a
// column per odds column.
func (st *State) crtTable() rules.RefTable {
	crt := st.fixed.t.CRT
	t := rules.RefTable{ID: CRTTableID, Caption: crtName(crt), Columns: append([]string{"Die"}, crt.Columns...)}
	for _, row := range crt.Rows {
		die := fmt.Sprint(row.Min)
		if row.Max != row.Min {
			die = fmt.Sprintf("%d-%d", row.Min, row.Max)
		}
		t.Rows = append(t.Rows, append([]string{die}, row.Results...))
	}
	notes := []string{fmt.Sprintf("Roll %s; odds are rounded in the defender's favour (7 against 3 is 2:1); column shifts move the column, stopping at the first and last.", crt.Dice)}
	if crt.Below != "" {
		notes = append(notes, fmt.Sprintf("Odds below %s: %s, whatever the shifts.", crt.Columns[0], crt.Below))
	} else {
		notes = append(notes, fmt.Sprintf("Odds below %s read %s.", crt.Columns[0], crt.Columns[0]))
	}
	if crt.Above != "" {
		notes = append(notes, fmt.Sprintf("Odds past %s: %s, whatever the shifts.", crt.Columns[len(crt.Columns)-1], crt.Above))
	} else {
		notes = append(notes, fmt.Sprintf("Odds past %s read %s.", crt.Columns[len(crt.Columns)-1], crt.Columns[len(crt.Columns)-1]))
	}
	t.Notes = strings.Join(notes, " ")
	return t
}
