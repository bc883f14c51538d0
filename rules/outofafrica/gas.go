package outofafrica

import (
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is SSR 18, Expanded Gas Warfare (L498-510):
//
//	"Once an Alliance is at TW it receives Gas Chits as follows: Allies: 3
//	Chits x1 FR/BR Chit, x1 Draka Chit, x1 RU Chit CP: 2 Chits x1 GE Chit,
//	x1 AH/IT Chit. Chits can be used once per turn to support the
//	indicated nationality in an attack much like a Combat Card. The Draka
//	Chit can only be used to support a Draka attack in the Janissary Zone.
//	Roll die before attack: 2-6 +1 drm for the upcoming combat, on the
//	roll of 1 re-roll the die: 1-3 no drm, 4-6 Gas attack backfires for -1
//	drm. Gas Chits may not be combined with play of a Gas Combat Card.
//	FR/BR and AH/IT Chits can be used once per turn by one of these
//	nations only. Only one gas chit may be used in a battle."
//
// An alliance receives its chits ([rules.gas], default the seed's) when
// it reaches Total War (the war status lane provides totalWar). After an
// attack is declared, an attacker holding a chit it may use is asked
// (gas CHIT, or no-gas): a chit supports an attack with a unit of one of
// its nations (the Draka chit: an attack with a Draka unit into the
// Janissary Zone), once a turn, one chit a battle. The two rolls are
// logged, and the DRM applies to the attacker's fire. Chits are public
// (ruling OA-15). Gas combat cards are not automated yet, so the
// exclusion with them is not checked.

// RuleGas is SSR 18.
const RuleGas = "Out of Africa SSR 18: gas chits"

// StageGas is the attacker's declarations: a gas chit or none.
const StageGas = "combat-gas"

// totalWar reports whether side is at Total War (the war status lane's:
// provideTotalWar); nil until provided, when no side is.
var totalWar func(st *State, side string) bool

// provideTotalWar makes fn the test of an alliance at Total War (lane 3:
// warstatus.go, which runs WarStatusChanged when it changes); a second
// call panics.
func provideTotalWar(fn func(st *State, side string) bool) bool {
	if totalWar != nil {
		panic("outofafrica: Total War is provided twice")
	}
	totalWar = fn
	return true
}

var _ = []any{provideTotalWar}

// gasChit is chit id of [rules.gas], false when there is none.
func (st *State) gasChit(id string) (GasChit, bool) {
	for _, side := range Sides {
		for _, c := range st.fixed.r.Gas[side] {
			if c.ID == id {
				return c, true
			}
		}
	}
	return GasChit{}, false
}

// giveGas gives side its chits ([rules.gas]) once, logged for all.
func (st *State) giveGas(ctx *rules.Context, side string) {
	if _, done := st.Battle.GasChits[side]; done {
		return
	}
	if st.Battle.GasChits == nil {
		st.Battle.GasChits = map[string][]string{}
	}
	ids := []string{}
	var names []string
	for _, c := range st.fixed.r.Gas[side] {
		ids = append(ids, c.ID)
		names = append(names, c.Name)
	}
	st.Battle.GasChits[side] = ids
	if len(names) > 0 {
		ctx.Logf("The %s receive their gas chits at Total War: %s", st.SideName(side), strings.Join(names, ", "))
	}
}

// gasUsable reports whether chit c may support battle b now.
func (st *State) gasUsable(b *Battle, c GasChit) bool {
	if turn, used := st.Battle.GasUsed[c.ID]; used && turn == st.Turn {
		return false
	}
	if c.Zone && !st.inZone(b.Space) {
		return false
	}
	return slices.ContainsFunc(st.inBattle(b, b.Side), func(i int) bool { return slices.Contains(c.Nations, st.Units[i].Nation) })
}

// gasActions are the attacker's declarations in b (gas CHIT for each
// chit it may use, and no-gas), none when it has no chit to use.
func (st *State) gasActions(b *Battle) []rules.Action {
	if b == nil || b.Step != StepDeclare || b.Invasion || b.declared("gas") {
		return nil
	}
	var out []rules.Action
	for _, id := range st.Battle.GasChits[b.Side] {
		if c, ok := st.gasChit(id); ok && st.gasUsable(b, c) {
			out = append(out, rules.Action{Side: b.Side, Verb: "gas", Args: []string{id}})
		}
	}
	if len(out) > 0 {
		out = append(out, rules.Action{Side: b.Side, Verb: "no-gas"})
	}
	return out
}

// gasOdds is the gas chit's DRM as a distribution: +1 on 2-6 (5/6); on a
// 1 the second roll's 1-3 is 0 and 4-6 is -1 (1/12 each).
func gasOdds() kit.NumDist {
	return kit.NumDist{P: map[int]rules.Prob{1: rules.NewProb(5, 6), 0: rules.NewProb(1, 12), -1: rules.NewProb(1, 12)}}
}

// rollGas rolls chit c's DRM for b, both rolls logged.
func (st *State) rollGas(ctx *rules.Context, b *Battle, c GasChit) (int, error) {
	f, err := ctx.Roll(1, 6)
	if err != nil {
		return 0, err
	}
	what := c.Name + " at " + b.Space
	if f[0] >= 2 {
		ctx.LogRoll("", rules.Roll{For: what, Table: "gas (2-6: +1 DRM; 1: roll again)", Dice: f, Sides: 6, Total: f[0], Result: "+1 DRM"})
		return 1, nil
	}
	ctx.LogRoll("", rules.Roll{For: what, Table: "gas (2-6: +1 DRM; 1: roll again)", Dice: f, Sides: 6, Total: f[0], Result: "roll again"})
	g, err := ctx.Roll(1, 6)
	if err != nil {
		return 0, err
	}
	if g[0] <= 3 {
		ctx.LogRoll("", rules.Roll{For: what + ", second roll", Table: "gas (1-3: no DRM; 4-6: backfires, -1 DRM)", Dice: g, Sides: 6, Total: g[0], Result: "no DRM"})
		return 0, nil
	}
	ctx.LogRoll("", rules.Roll{For: what + ", second roll", Table: "gas (1-3: no DRM; 4-6: backfires, -1 DRM)", Dice: g, Sides: 6, Total: g[0], Result: "the gas backfires: -1 DRM"})
	return -1, nil
}

var _ = addDeclaration(func(st *State, b *Battle) string {
	if len(st.gasActions(b)) > 0 {
		return StageGas
	}
	return ""
})

var _ = addCombatMods(func(st *State, b *Battle, side string) []Mod {
	if side != b.Side || b.Gas == "" || b.GasDRM == 0 {
		return nil
	}
	c, _ := st.gasChit(b.Gas)
	reason := "gas (" + c.Name + ")"
	if b.GasDRM < 0 {
		reason = "gas backfires (" + c.Name + ")"
	}
	return []Mod{{Kind: ModDRM, Value: b.GasDRM, Reason: reason, Rule: RuleGas}}
})

var _ = addForecast("gas", func(st *State, a rules.Action) (rules.Forecast, bool) {
	b := st.Battle.Fight
	c, ok := st.gasChit(a.Args[0])
	if b == nil || !ok {
		return rules.Forecast{}, false
	}
	f, err := st.gasForecast(b, c)
	return f, err == nil
})

// gasForecast is the forecast of using chit c in b: the attacker's loss
// points with the gas DRM's three cases weighed, and the DRM's odds.
func (st *State) gasForecast(b *Battle, c GasChit) (rules.Forecast, error) {
	att := st.fireOf(b, b.Side)
	out, err := st.gasMixed(att)
	if err != nil {
		return rules.Forecast{}, err
	}
	f := att.Table.Forecast(st.fireTableID(att.Table), att.Strength, 0, att.Shifts, att.DRMs)
	f.Title = "Gas at " + b.Space + " (" + c.Name + ")"
	f.Strength = countOf(att.Strength, "strength point")
	f.Confirm = "Use the gas chit"
	f.Outcomes = out
	f.Parts = []rules.ForecastPart{{Title: "The gas DRM", Outcomes: gasOdds().Outcomes(func(v int) string {
		switch v {
		case 1:
			return "+1 DRM (2-6)"
		case 0:
			return "no DRM (1, then 1-3)"
		}
		return "-1 DRM, backfires (1, then 4-6)"
	})}}
	return f, nil
}

// gasMixed is the distribution of the loss points fire att inflicts
// with a gas chit's DRM, its three cases weighed (kit.Over).
func (st *State) gasMixed(att Fire) (rules.Distribution, error) {
	name := func(v int) string { return countOf(v, "loss point") + " to the defenders" }
	return kit.Over(gasOdds(), func(drm int) rules.Distribution {
		g := att
		g.DRMs = append(slices.Clone(att.DRMs), rules.Modifier{Value: drm, Reason: "gas"})
		d, err := st.lossDist(g)
		if err != nil {
			return nil
		}
		return d.Outcomes(name)
	})
}

// usableGas is the first chit the attacker of b holds and may use in
// it, false when none.
func (st *State) usableGas(b *Battle) (GasChit, bool) {
	for _, id := range st.Battle.GasChits[b.Side] {
		if c, ok := st.gasChit(id); ok && st.gasUsable(b, c) {
			return c, true
		}
	}
	return GasChit{}, false
}

func init() {
	on(WarStatusChanged, func(st *State, ctx *rules.Context) error {
		for _, side := range Sides {
			if totalWar != nil && totalWar(st, side) {
				st.giveGas(ctx, side)
			}
		}
		return nil
	})
	book.Stage(kit.Stage[*State]{ID: StageGas, Name: "Gas chit", Rule: RuleGas, Choice: true, Verbs: []string{"gas", "no-gas"},
		Who: func(st *State) []string { return st.battleChooser() },
		Prompt: func(st *State, _ string) string {
			if b := st.Battle.Fight; b != nil {
				return st.SideName(b.Side) + ": use a gas chit in the attack on " + b.Space + "?"
			}
			return ""
		},
		Default: func(st *State) rules.Action { return rules.Action{Side: st.battleChooser()[0], Verb: "no-gas"} },
	})
	book.Verb(kit.Verb[*State]{Name: "gas", Args: "CHIT", Rule: RuleGas, Title: "Use gas",
		Help:  "use a gas chit in the attack just declared: +1 DRM on 2-6; on a 1, roll again: 1-3 none, 4-6 -1",
		Words: "using a gas chit",
		Gen: func(st *State, side, _ string) []rules.Action {
			var out []rules.Action
			for _, a := range st.gasActions(st.Battle.Fight) {
				if a.Verb == "gas" {
					out = append(out, a)
				}
			}
			return out
		},
		Why: func(st *State, a rules.Action) *rules.Refusal {
			b := st.Battle.Fight
			if b == nil || b.Step != StepDeclare || len(a.Args) != 1 {
				return nil
			}
			c, ok := st.gasChit(a.Args[0])
			switch {
			case !ok || !slices.Contains(st.Battle.GasChits[a.Side], c.ID):
				return rules.Refuse(a, RuleGas, "you hold no gas chit %q", a.Args[0])
			case st.Battle.GasUsed[c.ID] == st.Turn:
				return rules.Refuse(a, RuleGas, "the %s has been used this turn (once per turn)", c.Name)
			case c.Zone && !st.inZone(b.Space):
				return rules.Refuse(a, RuleGas, "the %s supports only an attack into the Janissary Zone", c.Name)
			}
			return rules.Refuse(a, RuleGas, "the %s supports only an attack with a unit of %s", c.Name, kit.JoinOr(c.Nations))
		},
		Apply: func(st *State, a rules.Action, ctx *rules.Context) error {
			b := st.Battle.Fight
			c, _ := st.gasChit(a.Args[0])
			if st.Battle.GasUsed == nil {
				st.Battle.GasUsed = map[string]int{}
			}
			st.Battle.GasUsed[c.ID] = st.Turn
			drm, err := st.rollGas(ctx, b, c)
			if err != nil {
				return err
			}
			b.Gas, b.GasDRM = c.ID, drm
			b.made("gas")
			return st.settleBattle(ctx)
		},
		Describe: func(st *State, a rules.Action, _ string) (string, bool) {
			if c, ok := st.gasChit(a.Args[0]); ok && len(a.Args) == 1 {
				return "Use the " + c.Name, true
			}
			return "", false
		},
	})
	book.Verb(kit.Verb[*State]{Name: "no-gas", Rule: RuleGas, Title: "No gas",
		Help:  "attack without a gas chit",
		Words: "attacking without gas",
		Gen: func(st *State, side, _ string) []rules.Action {
			var out []rules.Action
			for _, a := range st.gasActions(st.Battle.Fight) {
				if a.Verb == "no-gas" {
					out = append(out, a)
				}
			}
			return out
		},
		Apply: func(st *State, _ rules.Action, ctx *rules.Context) error {
			st.Battle.Fight.made("gas")
			return st.settleBattle(ctx)
		},
		Describe: func(st *State, _ rules.Action, _ string) (string, bool) { return "Attack without gas", true },
	})
	book.Section(kit.Section[*State]{Rule: RuleGas, Title: "Gas chits", Order: 390,
		Text: `"Once an Alliance is at TW it receives Gas Chits ... Chits can be used once per turn to support the indicated nationality in an attack much like a Combat Card. The Draka Chit can only be used to support a Draka attack in the Janissary Zone. Roll die before attack: 2-6 +1 drm for the upcoming combat, on the roll of 1 re-roll the die: 1-3 no drm, 4-6 Gas attack backfires for -1 drm. ... Only one gas chit may be used in a battle." (Out of Africa SSR 18.)
After an attack is declared, the attacker may use one gas chit it holds that supports it: an attack with a unit of the chit's nations (the Draka chit: into the Janissary Zone), once per turn each. The roll's DRM applies to the attacker's fire.`})
}
