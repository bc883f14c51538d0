package outofafrica

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the Allied corps invasions of SSR 17 e) (L492-494):
//
//	"Once per year conduct a one or two Corps Draka/BR/FR/USA invasion of
//	any of the five MEF* locales, Athens, Valona* ..., Salonika, Reggio*,
//	Tarento, Naples, Genoa and Marselles. Also the Draka only may invade
//	at an enemy-held Alexandria, Basra or Port Said. Only the Draka may
//	invade at MEF* #4 & # 5 ... These corps invasions cannot be made on
//	consecutive turns and cost 2 OPS points to execute. The corps used in
//	the invasions can start from any Allied port or the Reserve Box. These
//	corps invasions follow the normal rules: -1 drm, 2 OPS cost, no combat
//	cards or chits, and cannot be combined with a land attack. ...
//	Flipped invading units may advance into the invasion space. Invasions
//	may only be conducted against enemy controlled spaces. ... Corps
//	invasions in the Mediterranean cannot be done in August 1914."
//
// invade SPACE UNIT [UNIT]: one or two Allied corps of [rules.invasion]
// nations (never the Draka with the Americans, L566), each in an
// Allied-controlled port or the Allied Reserve Box, invade an
// enemy-controlled target ([rules.invasion] targets and [rules] mef; the
// Draka-only targets when every invader is Draka), not one the A-H Fleet
// blocks (ahfleet.go), once per calendar year of the turn track (ruling
// OA-50), not on the turn after the last one, not on turn 1 in the
// Mediterranean. The battle is an attack with -1 DRM on the invaders'
// fire and no gas chit; invaders that do not advance stay where they
// started (ruling OA-C10). The 2 OPS are the activation's (lane 4,
// AttackGate.Invade); until it is in, an invasion is the Allies' one
// attack of the action round.
// The Grand Fleet, Channel port, #31 and Russian 7th Army invasions (a-d)
// are not automated: they are played by hand.

// RuleInvasion is SSR 17's corps invasions.
const RuleInvasion = "Out of Africa SSR 17: corps invasions"

// turnYear is the calendar year of turn ("Winter 1914/15" is 1914), 0
// when its name has none.
func (st *State) turnYear(turn int) int {
	names := st.fixed.s.Turns.Names
	if turn < 1 || turn > len(names) {
		return 0
	}
	f := strings.FieldsFunc(names[turn-1], func(r rune) bool { return !unicode.IsDigit(r) })
	for _, w := range f {
		if len(w) == 4 {
			y, _ := strconv.Atoi(w)
			return y
		}
	}
	return 0
}

// whyNoInvasion is why side may not invade now, "" when it may.
func (st *State) whyNoInvasion(side string) string {
	switch last := st.Battle.InvadedTurn; {
	case side != AP:
		return "only the Allies make corps invasions"
	case st.Battle.Fight != nil:
		return "the attack on " + st.Battle.Fight.Space + " is still being fought"
	case attackGate != nil && attackGate.Invade == nil:
		return "corps invasions are not played in this game yet"
	case attackGate != nil && attackGate.Invade(st, side) != "":
		return attackGate.Invade(st, side)
	case attackGate == nil && (st.Phase != PhaseAction || st.Side != side || len(st.Battle.Attacked) > 0):
		return "an invasion is your one attack of your action round"
	case last > 0 && last == st.Turn-1:
		return "corps invasions may not be made on consecutive turns (the last was in " + st.turnNameOf(last) + ")"
	case last > 0 && st.turnYear(last) != 0 && st.turnYear(last) == st.turnYear(st.Turn):
		return fmt.Sprintf("a corps invasion is once per year, and there was one in %d (%s)", st.turnYear(last), st.turnNameOf(last))
	}
	return ""
}

// turnNameOf is turn's name.
func (st *State) turnNameOf(turn int) string {
	if names := st.fixed.s.Turns.Names; turn >= 1 && turn <= len(names) {
		return names[turn-1]
	}
	return "turn " + strconv.Itoa(turn)
}

// whyNotInvader is why unit i may not invade, "" when it may.
func (st *State) whyNotInvader(i int) string {
	u := &st.Units[i]
	inv := st.fixed.r.Invasion
	switch {
	case u.Side != AP || !slices.Contains(inv.Nations, u.Nation):
		return st.unitName(i) + " is not of a nation that invades (" + strings.Join(inv.Nations, ", ") + ")"
	case st.ClassOfUnit(i) != Corps:
		return st.unitName(i) + " is not a corps"
	case u.Loc.Box == inv.Reserve:
		return ""
	case !u.Loc.OnMap() || !st.invasionPort(st.SpaceOf(i)) || st.ControlOf(st.SpaceOf(i)) != AP:
		return st.unitName(i) + " is neither in an Allied port nor in the Reserve Box"
	}
	return ""
}

// isPort reports whether space is a port (a map place of kind "port").
func (st *State) invasionPort(space string) bool {
	c, ok := st.Cell(space)
	if !ok {
		return false
	}
	for _, p := range st.fixed.m.PlacesAt(c) {
		if p.Is("port") {
			return true
		}
	}
	return false
}

// whyNotTarget is why units may not invade space, "" when they may.
func (st *State) whyNotTarget(space string, units []int) (string, string) {
	inv := st.fixed.r.Invasion
	allDraka := !slices.ContainsFunc(units, func(i int) bool { return st.Units[i].Nation != Draka })
	general := slices.Contains(inv.Targets, space) || slices.Contains(st.fixed.r.MEF, space)
	switch {
	case slices.Contains(inv.DrakaTargets, space) && !allDraka:
		return RuleInvasion, "only the Draka may invade " + space
	case !general && !slices.Contains(inv.DrakaTargets, space):
		return RuleInvasion, space + " is not an invasion target"
	case st.ControlOf(space) != CP:
		return RuleInvasion, "invasions may only be made against enemy-controlled spaces"
	case st.fleetBlocks(space):
		return RuleFleet, "the A-H Fleet in " + st.Battle.Fleet + " blocks invasions of " + space
	case st.Turn == 1 && !slices.Contains(inv.NotMediterranean, space):
		return RuleInvasion, "no corps invasion in the Mediterranean on the first turn (" + st.turnNameOf(1) + ")"
	}
	for _, i := range units {
		if r := mayEnter(st, i, st.SpaceOf(i), space, MotionInvade); r != nil {
			return r.Rule, r.Reason
		}
	}
	return "", ""
}

// invadeActions are side's invade actions now: each target with each
// one or two eligible corps (in Units order; never the Draka with the
// Americans).
func (st *State) invadeActions(side, arg0 string) []rules.Action {
	if st.whyNoInvasion(side) != "" {
		return nil
	}
	var cand []int
	for i := range st.Units {
		if st.Units[i].Side == side && st.whyNotInvader(i) == "" {
			cand = append(cand, i)
		}
	}
	var sets [][]int
	for k, i := range cand {
		sets = append(sets, []int{i})
		for _, j := range cand[k+1:] {
			if !mixesDrakaUS(st, []int{i, j}) {
				sets = append(sets, []int{i, j})
			}
		}
	}
	var out []rules.Action
	for _, t := range st.Spaces() {
		if arg0 != "" && arg0 != t {
			continue
		}
		for _, set := range sets {
			if _, why := st.whyNotTarget(t, set); why == "" {
				args := []string{t}
				for _, i := range set {
					args = append(args, st.Units.Ref(i))
				}
				out = append(out, rules.Action{Side: side, Verb: "invade", Args: args})
			}
		}
	}
	return out
}

// mixesDrakaUS reports whether units hold both Draka and Americans.
func mixesDrakaUS(st *State, units []int) bool {
	has := func(n string) bool {
		return slices.ContainsFunc(units, func(i int) bool { return st.Units[i].Nation == n })
	}
	return has(Draka) && has(nationUS)
}

// whyInvade is the refusal of an invade action not in the list.
func (st *State) whyInvade(a rules.Action) *rules.Refusal {
	if why := st.whyNoInvasion(a.Side); why != "" {
		return rules.Refuse(a, RuleInvasion, "%s", why)
	}
	if len(a.Args) < 2 || len(a.Args) > 3 {
		return rules.Refuse(a, RuleInvasion, "an invasion names the space invaded and one or two corps")
	}
	var units []int
	for _, ref := range a.Args[1:] {
		i := st.Units.Resolve(ref)
		if i < 0 {
			return rules.Refuse(a, RuleInvasion, "there is no unit %q", ref)
		}
		if why := st.whyNotInvader(i); why != "" {
			return rules.Refuse(a, RuleInvasion, "%s", why)
		}
		units = append(units, i)
	}
	if mixesDrakaUS(st, units) {
		return rules.Refuse(a, RuleYankees, "Draka and American units may not invade together")
	}
	if len(units) == 2 && units[0] >= units[1] {
		return rules.Refuse(a, RuleInvasion, "name two different corps, in the order of the counters (%s first)", st.Units.Ref(min(units[0], units[1])))
	}
	if rule, why := st.whyNotTarget(a.Args[0], units); why != "" {
		return rules.Refuse(a, rule, "%s", why)
	}
	return nil
}

// newInvasion is the battle of the invade action a.
func (st *State) newInvasion(a rules.Action) *Battle {
	b := &Battle{Side: a.Side, Space: a.Args[0], Invasion: true}
	for _, ref := range a.Args[1:] {
		b.Attackers = append(b.Attackers, st.Units.Resolve(ref))
	}
	b.Defenders = st.unitsOf(b.Space, Enemy(a.Side))
	return b
}

var _ = addCombatMods(func(st *State, b *Battle, side string) []Mod {
	if !b.Invasion || side != b.Side {
		return nil
	}
	return []Mod{{Kind: ModDRM, Value: -1, Reason: "amphibious invasion (SSR 17)", Rule: RuleInvasion}}
})

var _ = addForecast("invade", func(st *State, a rules.Action) (rules.Forecast, bool) {
	f, err := st.attackForecast(st.newInvasion(a))
	f.Title = "Invasion of " + a.Args[0]
	return f, err == nil
})

var _ = addPhaseVerbs(PhaseAction, "invade")

func init() {
	book.Verb(kit.Verb[*State]{Name: "invade", Args: "SPACE UNIT [UNIT]", Rule: RuleInvasion, Title: "Invade",
		Help:  "invade an enemy-controlled coastal target with one or two corps from an Allied port or the Reserve Box",
		Words: "invading",
		Gen:   func(st *State, side, arg0 string) []rules.Action { return st.invadeActions(side, arg0) },
		Why:   (*State).whyInvade,
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			b := st.newInvasion(a)
			st.Battle.InvadedTurn = st.Turn
			st.Battle.Attacked = append(st.Battle.Attacked, b.Space)
			var names []string
			for _, i := range b.Attackers {
				names = append(names, st.unitName(i)+" from "+st.whereName(i))
			}
			defenders := st.unitList(b.Defenders)
			if defenders == "" {
				defenders = "no defenders"
			}
			ctx.Logf("The %s invade %s: %s against %s", st.SideName(b.Side), b.Space, strings.Join(names, ", "), defenders)
			if attackGate != nil && attackGate.Invaded != nil {
				attackGate.Invaded(st, b.Side)
			}
			b.Step = StepDeclare
			st.Battle.Fight = b
			if err := st.attackMade(ctx, b); err != nil {
				return err
			}
			return st.settleBattle(ctx)
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if len(a.Args) < 2 {
				return "", false
			}
			var names []string
			for _, ref := range a.Args[1:] {
				i := st.Units.Resolve(ref)
				if i < 0 {
					return "", false
				}
				names = append(names, st.unitName(i))
			}
			return "Invade " + a.Args[0] + " with " + strings.Join(names, " and "), true
		},
	})
	book.Section(kit.Section[*State]{Rule: RuleInvasion, Title: "Corps invasions", Order: 400,
		Text: `"Once per year conduct a one or two Corps Draka/BR/FR/USA invasion of any of the five MEF* locales, Athens, Valona*, Salonika, Reggio*, Tarento, Naples, Genoa and Marselles. Also the Draka only may invade at an enemy-held Alexandria, Basra or Port Said. ... These corps invasions cannot be made on consecutive turns and cost 2 OPS points to execute. The corps used in the invasions can start from any Allied port or the Reserve Box. These corps invasions follow the normal rules: -1 drm, 2 OPS cost, no combat cards or chits, and cannot be combined with a land attack. ... Flipped invading units may advance into the invasion space. Invasions may only be conducted against enemy controlled spaces. ... Corps invasions in the Mediterranean cannot be done in August 1914." (Out of Africa SSR 17.)
One or two corps invade an enemy-controlled target; the battle is an attack at -1, with no gas chit; the invaders may advance into the space once it is empty, and those that do not stay where they started. Once per calendar year, never on consecutive turns, never the Draka with the Americans. The other invasions (the Grand Fleet, a Channel port, #31, the Russian 7th Army) are played by hand.`})
}
