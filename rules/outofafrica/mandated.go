package outofafrica

import (
	"fmt"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// This file is the mandated offensives (PLAN.md §2.20):
//
//	"19) Changes to Mandated Offensives: The roll of 4-5 for the Allies
//	becomes Draka Mandated Offensive. The Draka Mandated Offensive must be
//	executed in the Janissary Zone to count as a Mandated Offensive. This
//	roll is read as no event if the CP are still at MW. The roll of 5 for
//	the CP becomes Italian Mandated Offensive. The roll of 2 for the CP is
//	A-H Offensive, but is read as no event after Fall of the Tsar." (L512-518)
//
//	"A Roll of "5" on the Mandatory Offensive Chart for the Allies becomes
//	No Offensive instead of Draka Offensive." (#49, L635)
//
// The table itself is the base game's, so it is data: [rules.mandated]
// ap and cp, the nation (or "none") of each die face 1 to 6, with the
// seed's faces in it (AP 4 and 5 "dr", CP 5 "it", CP 2 "ah"). As the
// phase begins each alliance rolls; the seed's readings of a face are
// applied here. An offensive is met when the alliance attacks with a unit
// of that nation (the Draka: into a space of the Janissary Zone, ruling
// OA-56): combat (lane 5) reports each attack with noteAttack. An
// offensive not met by the end of the action phase costs [rules.mandated]
// unmet_vp (Sandtable's original default 1) VP.

// RuleMandated is the mandated offensives (SSR 19).
const RuleMandated = "Out of Africa SSR 19: mandated offensives"

// MandatedRules are [rules.mandated].
type MandatedRules struct {
	// AP and CP are each alliance's table: the nation of each die face,
	// 1 to 6 ("none" for no offensive). Empty: no mandated offensives.
	AP []string `toml:"ap"`
	CP []string `toml:"cp"`
	// UnmetVP is the VP an alliance loses for an offensive not met
	// (default 1).
	UnmetVP *int `toml:"unmet_vp"`
}

// The cards whose events change the table (by name, so that the bundled
// and test decks need not agree on ids).
const (
	cardFallOfTsar = "Fall of the Tsar"
)

func init() {
	on(kit.Enter(PhaseMandated), func(st *State, ctx *rules.Context) error {
		st.Tracks.Mandated = nil
		for _, side := range Sides {
			if err := st.rollMandated(ctx, side); err != nil {
				return err
			}
		}
		return nil
	})
	on(kit.Leave(PhaseAction), func(st *State, ctx *rules.Context) error {
		for _, side := range Sides {
			n, ok := st.Tracks.Mandated[side]
			if !ok {
				continue
			}
			vp := 1
			if p := st.fixed.r.Mandated.UnmetVP; p != nil {
				vp = *p
			}
			if side == CP {
				st.VPHalves -= 2 * vp
			} else {
				st.VPHalves += 2 * vp
			}
			ctx.Logf("The %s did not make their mandated offensive (%s): %d VP to the %s (%s): %s", st.SideName(side), st.nationLabel(n), vp, st.SideName(Enemy(side)), RuleMandated, halves(st.VPTotalHalves()))
		}
		st.Tracks.Mandated = nil
		return nil
	})
	book.Section(kit.Section[*State]{Rule: RuleMandated, Title: "Mandated offensives", Order: 190,
		Text: `"The roll of 4-5 for the Allies becomes Draka Mandated Offensive. The Draka Mandated Offensive must be executed in the Janissary Zone to count as a Mandated Offensive. This roll is read as no event if the CP are still at MW. The roll of 5 for the CP becomes Italian Mandated Offensive. The roll of 2 for the CP is A-H Offensive, but is read as no event after Fall of the Tsar." (SSR 19.) And #49: "A Roll of "5" on the Mandatory Offensive Chart for the Allies becomes No Offensive instead of Draka Offensive."

As each turn begins, each alliance rolls a die on its mandated offensive table (the scenario's data, with the seed's faces). It must attack with a unit of the nation rolled during the action phase (the Draka: into a space of the Janissary Zone); an offensive not made costs VP at the end of the action phase (Sandtable's original default: 1 VP).`,
		More: func(st *State) (string, []rules.RefTable) {
			m := st.fixed.r.Mandated
			if len(m.AP) == 0 && len(m.CP) == 0 {
				return "This scenario has no mandated offensive table.", nil
			}
			return fmt.Sprintf("In this game: the Allies' table %v, the Central Powers' %v (faces 1 to 6).", m.AP, m.CP), nil
		}})
}

var _ = addRulesCheck(func(r *Rules, s *scenarios.Scenario) error {
	for side, t := range map[string][]string{AP: r.Mandated.AP, CP: r.Mandated.CP} {
		if len(t) != 0 && len(t) != 6 {
			return s.RulesErrorf("rules.mandated."+side, "rules.mandated.%s: 6 faces (a nation or \"none\" each), not %d", side, len(t))
		}
		for i, n := range t {
			if _, ok := r.Nations[n]; !ok && n != "none" {
				return s.RulesErrorf("rules.mandated."+side, "rules.mandated.%s[%d]: no nation %q in [rules.nations]", side, i, n)
			}
		}
	}
	return nil
})

var _ = addChecklist(PhaseAction, func(st *State, _ string) []rules.CheckItem {
	n, ok := st.Tracks.Mandated[st.Side]
	if !ok {
		return nil
	}
	text := fmt.Sprintf("Mandated offensive: attack with a unit of %s", st.nationLabel(n))
	if n == Draka {
		text += " into a space of the Janissary Zone"
	}
	return []rules.CheckItem{{Text: text + " (" + RuleMandated + ")"}}
})

var _ = addSideData(func(st *State, v *rules.View) {
	for _, side := range Sides {
		if n, ok := st.Tracks.Mandated[side]; ok {
			v.SetSide(side, rules.SideEntry{Key: "mandated", Label: "Mandated offensive", Text: st.nationLabel(n)})
		}
	}
})

// rollMandated rolls side's mandated offensive, with the seed's readings.
func (st *State) rollMandated(ctx *rules.Context, side string) error {
	table := st.fixed.r.Mandated.AP
	if side == CP {
		table = st.fixed.r.Mandated.CP
	}
	if len(table) == 0 {
		return nil
	}
	f, err := ctx.Roll(1, 6)
	if err != nil {
		return err
	}
	n, why := table[f[0]-1], ""
	switch {
	case n == Draka && st.warLevel(CP) == LevelMob:
		n, why = "none", "a Draka offensive is no event while the Central Powers are at Mobilization"
	case n == Draka && st.happened1919(CP, nightmare):
		n, why = "none", "Draka offensives are ignored after the Draka Nightmare"
	case side == AP && f[0] == 5 && n == Draka && st.eventPlayed("A49"):
		n, why = "none", "after #49 an Allied 5 is no offensive"
	case side == CP && f[0] == 2 && st.eventNamedPlayed(cardFallOfTsar):
		n, why = "none", "a 2 is no event after the Fall of the Tsar"
	}
	result := "no offensive"
	if n != "none" {
		result = st.nationLabel(n)
		if st.Tracks.Mandated == nil {
			st.Tracks.Mandated = map[string]string{}
		}
		st.Tracks.Mandated[side] = n
	}
	if why != "" {
		result += " (" + why + ")"
	}
	ctx.LogRoll("", rules.Roll{For: st.SideName(side) + " mandated offensive", Table: "Mandated offensives", Dice: f, Sides: 6, Total: f[0], Result: result})
	return nil
}

// eventNamedPlayed reports whether a card named name has had its event
// played.
func (st *State) eventNamedPlayed(name string) bool {
	for _, c := range st.fixed.r.Cards {
		if c.Name == name && st.eventPlayed(c.ID) {
			return true
		}
	}
	return false
}

// nationLabel is nation n as players read it (its counters' name).
func (st *State) nationLabel(n string) string {
	if x := st.fixed.s.Counters.Nation(n); x != nil && x.Name != "" {
		return x.Name
	}
	return n
}

// noteAttack is for lane 5 (combat.go); listed so that the linter does
// not report it before combat calls it.
var _ = []any{(*State).noteAttack}

// noteAttack is how combat (lane 5) reports an attack by side's units
// attackers into space: it meets side's mandated offensive when one of
// them is of its nation (the Draka's only into the Janissary Zone,
// ruling OA-56).
func (st *State) noteAttack(ctx *rules.Context, side string, attackers []int, space string) {
	n, ok := st.Tracks.Mandated[side]
	if !ok {
		return
	}
	if n == Draka && !st.inZone(space) {
		return
	}
	for _, i := range attackers {
		if st.Units[i].Nation == n {
			delete(st.Tracks.Mandated, side)
			ctx.Logf("The %s make their mandated offensive (%s, %s)", st.SideName(side), st.nationLabel(n), RuleMandated)
			return
		}
	}
}

// An attack declared (combat.go) is what meets a mandated offensive.
var _ = addAttackMade(func(st *State, ctx *rules.Context, b *Battle) error {
	st.noteAttack(ctx, b.Side, b.Attackers, b.Space)
	return nil
})
