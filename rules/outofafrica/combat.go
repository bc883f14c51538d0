package outofafrica

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the combat core (PLAN.md §2.6). The seed changes Paths of
// Glory's combat ("normal rules") with modifiers (SSR 1, 9, 10, the Pz
// Korps, gas) and leaves the procedure to the base game, so the procedure
// here is Sandtable's default, in our own words:
//
//	An attack is declared against one enemy-occupied space from connected
//	spaces allowed to attack (attack SPACE FROM..): every unit of the
//	attacking side in those spaces attacks. Both sides fire at once, each
//	on the Army fire table if an army is among its units, else on the
//	Corps table, in the column of its combat strength (the sum of its
//	units' combat factors). The attacker's column moves for the terrain
//	and the trench of the space attacked; each side's die roll is
//	modified by the rules that name it. The result is the loss points the
//	other side takes. The defender, then the attacker, takes its losses
//	one step at a time (losses UNIT): a full-strength unit flips, a
//	reduced unit is eliminated, and each step absorbs the loss factor of
//	the side it leaves, until the points are absorbed or no step is left.
//	If the attacker inflicted more loss points than it took and defenders
//	are left, they retreat one space (retreat UNIT SPACE), unless a
//	trench or the terrain holds them. When the space is empty, surviving
//	attackers may advance into it (advance UNIT), which takes control.
//
// The spaces and units that may attack are the activation's (lane 4:
// provideAttackGate); until it is in, a side may attack once in its
// action round from any of its spaces (a stand-in: attackSources).

// RuleCombat is the combat procedure.
const RuleCombat = "Combat"

// The combat stages: a choice each, asked of the side whose step it is.
const (
	StageLosses  = "combat-losses"
	StageRetreat = "combat-retreat"
	StageAdvance = "combat-advance"
)

// AttackGate is the activation's part in attacks and invasions (lane 4
// provides it with provideAttackGate): which spaces and units may attack
// now, and what an attack or an invasion uses up. Until it is provided, a
// stand-in lets a side make one attack (or invasion) in its action round
// from any of its spaces.
type AttackGate struct {
	// Spaces are the spaces side may attack from now (activated for
	// attack, not yet attacked from).
	Spaces func(st *State, side string) []string
	// Unit reports whether unit i, in one of those spaces, attacks (it
	// was activated there; nil: every unit there does).
	Unit func(st *State, i int) bool
	// Attacked is told that side has attacked from spaces (the
	// activation marks them used); may be nil.
	Attacked func(st *State, side string, from []string)
	// Invade is why side may not make a corps invasion now ("" when it
	// may: 2 OPS to spend, L492); Invaded spends them. Either may be nil
	// (no invasion is allowed while Invade is nil).
	Invade  func(st *State, side string) string
	Invaded func(st *State, side string)
}

// attackGate is the activation's gate, nil until provided.
var attackGate *AttackGate

// provideAttackGate makes g the activation's part in attacks (lane 4:
// activation.go); a second call panics.
func provideAttackGate(g AttackGate) bool {
	if attackGate != nil {
		panic("outofafrica: the attack gate is provided twice")
	}
	attackGate = &g
	return true
}

// attackMadeHooks are run when an attack or invasion is declared
// (addAttackMade).
var attackMadeHooks []func(st *State, ctx *rules.Context, b *Battle) error

// addAttackMade registers fn, run when battle b has been declared (an
// attack, or an invasion with b.Invasion), before any declaration or
// roll: the mandated offensive it meets (lane 3: noteAttack).
func addAttackMade(fn func(st *State, ctx *rules.Context, b *Battle) error) bool {
	attackMadeHooks = append(attackMadeHooks, fn)
	return true
}

var _ = []any{provideAttackGate, addAttackMade}

// attackMade runs the attack-made hooks for b.
func (st *State) attackMade(ctx *rules.Context, b *Battle) error {
	for _, fn := range attackMadeHooks {
		if err := fn(st, ctx, b); err != nil {
			return err
		}
	}
	return nil
}

// attackSources are the spaces side may attack from now: the
// activation's when provided; until then (a stand-in) every space holding
// side's units, in side's action round, once a round.
func (st *State) attackSources(side string) []string {
	if st.Battle.Fight != nil {
		return nil
	}
	if attackGate != nil {
		return attackGate.Spaces(st, side)
	}
	if st.Phase != PhaseAction || st.Side != side || len(st.Battle.Attacked) > 0 {
		return nil
	}
	var out []string
	for _, l := range st.Spaces() {
		if len(st.unitsOf(l, side)) > 0 {
			out = append(out, l)
		}
	}
	return out
}

// unitsOf are side's units in space, in Units order.
func (st *State) unitsOf(space, side string) []int {
	var out []int
	for _, i := range st.At(space) {
		if st.Units[i].Side == side {
			out = append(out, i)
		}
	}
	return out
}

// combatFactor is unit i's combat factor now (the first printed number).
func (st *State) combatFactor(i int) int {
	v, _ := rules.Value(st.fixed.s, &st.Units[i], "combat")
	return v
}

// lossFactor is the loss factor unit i's next step absorbs (the middle
// printed number of the side it is on).
func (st *State) lossFactor(i int) int {
	v, _ := rules.Value(st.fixed.s, &st.Units[i], "loss")
	return v
}

// landLinked reports whether spaces a and b are connected by something
// an attack crosses: any connection but a sea lane (Sandtable's default:
// a sea lane carries strategic redeployment, not attacks).
func (st *State) landLinked(a, b string) bool {
	return slices.Contains(st.Neighbours(a), b) && !st.Connection(a, b, "sea")
}

// attackersFrom are side's units in space from that may attack space to
// (the may-enter hooks, MotionAttack, refuse none of them).
func (st *State) attackersFrom(side, from, to string) []int {
	var out []int
	for _, i := range st.unitsOf(from, side) {
		if attackGate != nil && attackGate.Unit != nil && !attackGate.Unit(st, i) {
			continue
		}
		if st.combatFactor(i) > 0 && mayEnter(st, i, from, to, MotionAttack) == nil {
			out = append(out, i)
		}
	}
	return out
}

// attackTargets are the spaces side may attack now, each with the spaces
// it may attack it from, in the map's order.
func (st *State) attackOptions(side string) (targets []string, from map[string][]string) {
	sources := st.attackSources(side)
	if len(sources) == 0 {
		return nil, nil
	}
	from = map[string][]string{}
	for _, src := range sources {
		if slices.Contains(st.Battle.AttackedFrom, src) {
			continue
		}
		for _, t := range st.Neighbours(src) {
			if st.Connection(src, t, "sea") || slices.Contains(st.Battle.Attacked, t) || slices.Contains(from[t], src) ||
				len(st.unitsOf(t, Enemy(side))) == 0 || len(st.attackersFrom(side, src, t)) == 0 {
				continue
			}
			from[t] = append(from[t], src)
		}
	}
	spaces := st.Spaces()
	for _, t := range spaces {
		if len(from[t]) > 0 {
			targets = append(targets, t)
			if len(from[t]) > 1 { // the sources in the map's order
				var ordered []string
				for _, l := range spaces {
					if slices.Contains(from[t], l) {
						ordered = append(ordered, l)
					}
				}
				from[t] = ordered
			}
		}
	}
	return targets, from
}

// maxAttackSubsets is how many source spaces an attack lists every
// combination of; beyond it each source alone and all of them.
const maxAttackSubsets = 4

// attackActions are side's attack actions now: for each target every
// non-empty combination of its sources (each alone and all together
// beyond maxAttackSubsets sources).
func (st *State) attackActions(side, arg0 string) []rules.Action {
	targets, from := st.attackOptions(side)
	var out []rules.Action
	for _, t := range targets {
		if arg0 != "" && arg0 != t {
			continue
		}
		src := from[t]
		var sets [][]string
		if len(src) <= maxAttackSubsets {
			for mask := 1; mask < 1<<len(src); mask++ {
				var set []string
				for k, s := range src {
					if mask&(1<<k) != 0 {
						set = append(set, s)
					}
				}
				sets = append(sets, set)
			}
		} else {
			for _, s := range src {
				sets = append(sets, []string{s})
			}
			sets = append(sets, slices.Clone(src))
		}
		for _, set := range sets {
			out = append(out, rules.Action{Side: side, Verb: "attack", Args: append([]string{t}, set...)})
		}
	}
	return out
}

// whyAttack is the refusal of an attack action not in the list.
func (st *State) whyAttack(a rules.Action) *rules.Refusal {
	if len(a.Args) < 2 {
		return rules.Refuse(a, RuleCombat, "an attack names the space attacked and the spaces it is attacked from")
	}
	t := a.Args[0]
	if _, ok := st.Cell(t); !ok {
		return rules.Refuse(a, RuleCombat, "there is no space %q", t)
	}
	if st.Battle.Fight != nil {
		return rules.Refuse(a, RuleCombat, "the attack on %s is still being fought", st.Battle.Fight.Space)
	}
	if len(st.unitsOf(t, Enemy(a.Side))) == 0 {
		return rules.Refuse(a, RuleCombat, "there are no enemy units in %s to attack", t)
	}
	if slices.Contains(st.Battle.Attacked, t) {
		return rules.Refuse(a, RuleCombat, "%s has been attacked already in this action round", t)
	}
	sources := st.attackSources(a.Side)
	for _, s := range a.Args[1:] {
		switch {
		case !st.landLinked(s, t):
			return rules.Refuse(a, RuleCombat, "%s is not connected to %s by land", s, t)
		case !slices.Contains(sources, s):
			return rules.Refuse(a, RuleCombat, "%s may not attack now (a space attacks once, when activated for attack)", s)
		case slices.Contains(st.Battle.AttackedFrom, s):
			return rules.Refuse(a, RuleCombat, "%s has attacked already", s)
		case len(st.unitsOf(s, a.Side)) == 0:
			return rules.Refuse(a, RuleCombat, "you have no units in %s", s)
		}
		if len(st.attackersFrom(a.Side, s, t)) == 0 {
			for _, i := range st.unitsOf(s, a.Side) {
				if r := mayEnter(st, i, s, t, MotionAttack); r != nil {
					return rules.Refuse(a, r.Rule, "%s", r.Reason)
				}
			}
			return rules.Refuse(a, RuleCombat, "none of your units in %s may attack %s", s, t)
		}
	}
	var canon []string
	for _, l := range st.Spaces() {
		if slices.Contains(a.Args[1:], l) {
			canon = append(canon, l)
		}
	}
	if !slices.Equal(canon, a.Args[1:]) {
		return rules.Refuse(a, RuleCombat, "name each space attacked from once, in the map's order: %s", strings.Join(canon, " "))
	}
	return nil
}

// newBattle is the battle action a declares (the attack is legal): the
// attackers in the source spaces, the defenders in the space attacked.
func (st *State) newBattle(a rules.Action) *Battle {
	b := &Battle{Side: a.Side, Space: a.Args[0]}
	for _, l := range st.Spaces() {
		if slices.Contains(a.Args[1:], l) {
			b.From = append(b.From, l)
			b.Attackers = append(b.Attackers, st.attackersFrom(a.Side, l, b.Space)...)
		}
	}
	b.Defenders = st.unitsOf(b.Space, Enemy(a.Side))
	return b
}

// inBattle are side's units of b still fighting: the attackers still in
// the spaces they attacked from, the defenders still in the space.
func (st *State) inBattle(b *Battle, side string) []int {
	var out []int
	if side == b.Side {
		for _, i := range b.Attackers {
			if b.Invasion && st.Units[i].Loc.Box != BoxDead && st.Units[i].Loc.Box != BoxRemoved && st.SpaceOf(i) != b.Space ||
				slices.Contains(b.From, st.SpaceOf(i)) {
				out = append(out, i)
			}
		}
		return out
	}
	for _, i := range b.Defenders {
		if st.SpaceOf(i) == b.Space {
			out = append(out, i)
		}
	}
	return out
}

// Fire is one side's fire in a battle, worked out before the roll: the
// table and strength, the column shifts and the DRMs with their reasons,
// and loss points added to the result.
type Fire struct {
	// None is set when the side has no unit in the battle: it does not
	// fire (an invasion of an empty space).
	None     bool
	Side     string
	Table    kit.CRT
	Strength int
	Shifts   []rules.Modifier
	DRMs     []rules.Modifier
	Extra    []Mod
}

// fireOf is side's fire in b: the units' strength, the table they read,
// the terrain and trench shifts of the space attacked (the attacker's
// fire only), and every combat-mods hook's modifiers.
func (st *State) fireOf(b *Battle, side string) Fire {
	units := st.inBattle(b, side)
	f := Fire{Side: side, Table: st.fireTable(units), None: len(units) == 0}
	for _, i := range units {
		f.Strength += st.combatFactor(i)
	}
	mods := combatMods(st, b, side)
	cancel := slices.IndexFunc(mods, func(m Mod) bool { return m.Kind == ModCancelTrench })
	if side == b.Side {
		if tr, ok := st.terrainRules(b.Space); ok && tr.ShiftAttacker != 0 {
			f.Shifts = append(f.Shifts, rules.Modifier{Value: tr.ShiftAttacker, Reason: st.terrainName(b.Space)})
		}
		if lvl := st.trenchLevel(b.Space); lvl > 0 {
			switch {
			case cancel >= 0:
				f.Shifts = append(f.Shifts, rules.Modifier{Value: 0, Reason: fmt.Sprintf("trench %d cancelled (%s)", lvl, mods[cancel].Reason)})
			case st.trenchShift(lvl) != 0:
				f.Shifts = append(f.Shifts, rules.Modifier{Value: st.trenchShift(lvl), Reason: fmt.Sprintf("trench %d", lvl)})
			}
		}
	}
	for _, m := range mods {
		switch m.Kind {
		case ModDRM:
			f.DRMs = append(f.DRMs, rules.Modifier{Value: m.Value, Reason: m.Reason})
		case ModShift:
			f.Shifts = append(f.Shifts, rules.Modifier{Value: m.Value, Reason: m.Reason})
		case ModExtraLoss:
			f.Extra = append(f.Extra, m)
		}
	}
	return f
}

// terrainRules are the combat rules of space's terrain, false when
// [rules.terrain] does not list it.
func (st *State) terrainRules(space string) (TerrainRules, bool) {
	c, ok := st.Cell(space)
	if !ok {
		return TerrainRules{}, false
	}
	t := st.fixed.m.TerrainAt(c)
	if t == nil {
		return TerrainRules{}, false
	}
	tr, ok := st.fixed.r.Terrain[t.ID]
	return tr, ok
}

// terrainName is space's terrain as players read it ("Mountain").
func (st *State) terrainName(space string) string {
	c, _ := st.Cell(space)
	if t := st.fixed.m.TerrainAt(c); t != nil {
		if t.Name != "" {
			return t.Name
		}
		return t.ID
	}
	return "terrain"
}

// unitList is units as a comma list of names.
func (st *State) unitList(units []int) string {
	var names []string
	for _, i := range units {
		names = append(names, st.unitName(i))
	}
	return strings.Join(names, ", ")
}

// attack declares the attack of a: the battle is logged, then the
// attacker's declarations (a gas chit) are asked if it has any to make,
// then both sides fire (fire).
func (st *State) attack(a rules.Action, ctx *rules.Context) error {
	b := st.newBattle(a)
	st.Battle.Attacked = append(st.Battle.Attacked, b.Space)
	st.Battle.AttackedFrom = append(st.Battle.AttackedFrom, b.From...)
	ctx.Logf("%s attack %s from %s: %s against %s", st.SideName(b.Side), b.Space, strings.Join(b.From, ", "),
		st.unitList(b.Attackers), st.unitList(b.Defenders))
	if attackGate != nil && attackGate.Attacked != nil {
		attackGate.Attacked(st, b.Side, b.From)
	}
	b.Step = StepDeclare
	st.Battle.Fight = b
	if err := st.attackMade(ctx, b); err != nil {
		return err
	}
	return st.settleBattle(ctx)
}

// fire rolls both sides' fire in b (each roll logged with its table,
// column, shifts and DRMs) and moves the battle to the losses.
func (st *State) fire(ctx *rules.Context, b *Battle) error {
	var err error
	switch b.Flank {
	case FlankWon: // the attacker fires first; the defender after its losses
		b.Pending, b.Step = "defender", StepDefLosses
		return st.fireSide(ctx, b, b.Side)
	case FlankLost: // the defender fires first; the attacker after its losses
		b.Pending, b.Step = "attacker", StepAttLosses
		return st.fireSide(ctx, b, Enemy(b.Side))
	}
	att, def := st.fireOf(b, b.Side), st.fireOf(b, Enemy(b.Side))
	if b.ToDefender, err = st.rollFire(ctx, b, att); err != nil {
		return err
	}
	if b.ToAttacker, err = st.rollFire(ctx, b, def); err != nil {
		return err
	}
	b.DefLeft, b.AttLeft, b.Step = b.ToDefender, b.ToAttacker, StepDefLosses
	return nil
}

// fireSide rolls side's fire alone in b (a flank attack's fire in turn).
func (st *State) fireSide(ctx *rules.Context, b *Battle, side string) error {
	n, err := st.rollFire(ctx, b, st.fireOf(b, side))
	if err != nil {
		return err
	}
	if side == b.Side {
		b.ToDefender, b.DefLeft = n, n
	} else {
		b.ToAttacker, b.AttLeft = n, n
	}
	return nil
}

// rollFire rolls f and logs it; the result is the loss points with the
// extra losses added.
func (st *State) rollFire(ctx *rules.Context, b *Battle, f Fire) (int, error) {
	if f.None {
		ctx.Logf("The %s have no units to fire at %s", st.SideName(f.Side), b.Space)
		return 0, nil
	}
	roll, err := f.Table.Resolve(ctx.Dice(), f.Strength, 0, f.Shifts, f.DRMs)
	if err != nil {
		return 0, err
	}
	roll.For = st.SideName(f.Side) + " fire at " + b.Space
	ctx.LogRoll("", roll)
	n, err := kit.ReadNumber(roll.Result)
	if err != nil {
		return 0, errf("%v", err)
	}
	for _, m := range f.Extra {
		n += m.Value
		ctx.Logf("%+d loss points: %s", m.Value, m.Reason)
	}
	if n < 0 {
		n = 0
	}
	return n, nil
}

// settleBattle moves the battle on through the steps no one has to
// choose in, and ends it when none is left.
func (st *State) settleBattle(ctx *rules.Context) error {
	for b := st.Battle.Fight; b != nil; b = st.Battle.Fight {
		switch b.Step {
		case StepDeclare:
			if st.declaration(b) != "" {
				return nil
			}
			if err := st.fire(ctx, b); err != nil {
				return err
			}
		case StepDefLosses, StepAttLosses:
			switch c := st.lossCandidates(b); len(c) {
			case 0:
			case 1: // no choice: the one unit takes the step
				st.loseStep(ctx, b, c[0])
				continue
			default:
				return nil
			}
			switch {
			case b.Step == StepDefLosses && b.Pending == "defender":
				b.Pending, b.Step = "", StepAttLosses
				if err := st.fireSide(ctx, b, Enemy(b.Side)); err != nil {
					return err
				}
				continue
			case b.Step == StepAttLosses && b.Pending == "attacker":
				b.Pending, b.Step = "", StepDefLosses
				if err := st.fireSide(ctx, b, b.Side); err != nil {
					return err
				}
				continue
			case b.Step == StepDefLosses && b.Flank != FlankLost:
				b.Step = StepAttLosses
				continue
			}
			b.Step = StepRetreat
			if !st.mustRetreat(ctx, b) {
				b.Step = StepAdvance
			}
		case StepRetreat:
			if st.settleRetreats(ctx, b) {
				return nil
			}
			b.Step = StepAdvance
		case StepAdvance:
			if len(st.unitsOf(b.Space, Enemy(b.Side))) == 0 && len(st.advanceActions(b)) > 0 {
				return nil
			}
			st.endBattle(ctx)
		default:
			return errf("battle at unknown step %q", b.Step)
		}
	}
	return nil
}

// declarations are the sections' declarations before the fire
// (addDeclaration).
var declarations []func(st *State, b *Battle) string

// addDeclaration registers fn, which names the choice stage of a
// declaration battle b waits for before the fire ("" when it waits for
// none from fn): the attacker's gas chit (gas.go); air superiority,
// carpet bombing and interception (lane 1); combat cards (later). The
// declarations are asked in registration order, each until its stage's
// verb records that it was made (in the section's own state, or Battle).
func addDeclaration(fn func(st *State, b *Battle) string) bool {
	declarations = append(declarations, fn)
	return true
}

// declaration is the choice stage b waits for before the fire, "" when
// every declaration has been made.
func (st *State) declaration(b *Battle) string {
	for _, fn := range declarations {
		if id := fn(st, b); id != "" {
			return id
		}
	}
	return ""
}

// endBattle ends the battle being fought.
func (st *State) endBattle(ctx *rules.Context) {
	b := st.Battle.Fight
	st.Battle.Fight = nil
	ctx.Logf("The attack on %s is over", b.Space)
}

// The battle's choices: one stage each, asked of the side whose step it
// is.
var _ = addChoice(func(st *State) string {
	b := st.Battle.Fight
	if b == nil {
		return ""
	}
	switch b.Step {
	case StepDeclare:
		return st.declaration(b)
	case StepDefLosses, StepAttLosses:
		return StageLosses
	case StepRetreat:
		return StageRetreat
	case StepAdvance:
		return StageAdvance
	}
	return ""
})

// battleChooser is the side whose choice the battle waits for.
func (st *State) battleChooser() []string {
	b := st.Battle.Fight
	if b == nil {
		return nil
	}
	if b.Step == StepDefLosses || b.Step == StepRetreat {
		return []string{Enemy(b.Side)}
	}
	return []string{b.Side}
}

var _ = addPhaseVerbs(PhaseAction, "attack")

func init() {
	on(RoundStart, func(st *State, _ *rules.Context) error {
		st.Battle.Attacked, st.Battle.AttackedFrom = nil, nil
		return nil
	})
	book.Verb(kit.Verb[*State]{Name: "attack", Args: "SPACE FROM..", Rule: RuleCombat, Title: "Attack",
		Help:  "attack an enemy-occupied space with every unit of yours in the connected spaces named",
		Words: "attacking",
		Gen: func(st *State, side, arg0 string) []rules.Action {
			return st.attackActions(side, arg0)
		},
		Why:   (*State).whyAttack,
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error { return st.attack(a, ctx) },
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) < 2 {
				return "", false
			}
			return "Attack " + a.Args[0] + " from " + strings.Join(a.Args[1:], ", "), true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleCombat, Title: "Combat", Order: 300,
		Text: `The seed keeps the base game's combat and changes it with modifiers. Sandtable's procedure, in its own words: an attack is declared against one enemy-occupied space from connected spaces allowed to attack (not across a sea lane); every unit of the attacking side in those spaces attacks. Both sides fire at once, each on the Army fire table if an army is among its units, else on the Corps table, in the column of its combat strength. The attacker's column moves for the terrain and the trench of the space attacked; each side's die roll is modified by the rules that name it, all shown before the roll. The result is the loss points the other side takes. The defender, then the attacker, takes its losses one step at a time, its owner choosing the unit: a full-strength unit flips, a reduced one is eliminated, and each step absorbs the loss factor of the side it leaves, until the points are absorbed or no step is left. If the attacker inflicted more loss points than it took and defenders are left, each retreats one space, its owner choosing where (a connected space with no enemy units and not enemy-controlled), or is eliminated when it has none, unless a trench or the terrain holds it. When the space is empty the surviving attackers may advance into it, which takes control of it.
Until the activation of spaces is automated, a side may make one attack in its action round, from any of its spaces.`})
}

// nameAt is unit i's name with its space, for prompts: "Turkish corps
// 1-1-3 (Gaza)".
func (st *State) nameAt(i int) string {
	if l := st.SpaceOf(i); l != "" {
		return st.unitName(i) + " (" + l + ")"
	}
	return st.unitName(i)
}

// countOf is "1 loss point", "2 loss points".
func countOf(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
