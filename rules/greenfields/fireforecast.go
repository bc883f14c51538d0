package greenfields

import (
	"fmt"
	"math/big"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the forecast of one fire (fire.go) for the side that
// fires: the exact odds of its hit dice, and for each unit it may hit the
// casualties, the morale check they force and the rises an all-dice roll
// earns (kit.Fire: counted, never simulated). What the firer does not
// know stays out: a target its side has not identified (Unit.Hidden)
// shows only the hit dice, with a line saying its strength, experience and
// morale are unknown (RULINGS.md).

// fireForecast is sh's forecast for its firing side, titled title.
func (st *State) fireForecast(title string, sh shot) rules.Forecast {
	return st.fireForecastFor(sh.Side, title, sh)
}

// nameFor is unit i as viewer knows it: its counter's name when viewer
// knows it (its own, or identified), else its alias (unitName).
func (st *State) nameFor(i int, viewer string) string {
	if t := st.fixed.types[st.Units[i].Type]; t != nil && st.knownTo(viewer, i) {
		return t.Name
	}
	return st.unitName(i)
}

// fireForecastFor is sh's forecast as viewer (the side about to act) may
// see it: a firer or target viewer has not identified shows no values.
func (st *State) fireForecastFor(viewer, title string, sh shot) rules.Forecast {
	dice := hitDice("Hit dice", sh.Dice)
	n := max(sh.Dice+rules.Sum(sh.DiceMods), 0)
	f := rules.Forecast{
		Title:     title,
		Confirm:   "Fire",
		Strength:  fmt.Sprintf("%d hit dice", n),
		Table:     fmt.Sprintf("Hit dice (%dd6: 5 = 1 hit, 6 = 2 hits)", n),
		Modifiers: sh.DiceMods,
		Outcomes:  dice.Odds(sh.DiceMods, nil),
	}
	for _, i := range sh.Firers {
		if !st.knownTo(viewer, i) {
			f.Attackers = append(f.Attackers, st.unitName(i)+" (not identified)")
			continue
		}
		f.Attackers = append(f.Attackers, fmt.Sprintf("%s: %d dice", st.nameFor(i, viewer), st.fireDice(i)))
	}
	if sh.rollsEach() {
		f.Table += ", rolled at every unit in the zone"
	}
	for k, t := range sh.Targets {
		known := st.knownTo(viewer, t)
		f.Defenders = append(f.Defenders, st.targetLine(t, known, viewer))
		if !sh.rollsEach() && k > 0 {
			// Slope-over: only the chance the next unit is reached, and only
			// when the firer knows the unit in front.
			if k == 1 && st.knownTo(viewer, sh.Targets[0]) {
				f.Parts = append(f.Parts, st.slopeOverPart(sh, sh.Targets[0], t, viewer))
			}
			continue
		}
		if !known {
			// Its hits are the Results above; the rest is its secret.
			f.Parts = append(f.Parts, rules.ForecastPart{Title: "Hits on " + st.unitName(t) + ": the results above",
				Note: "not identified: its strength, experience and morale are unknown to you"})
			continue
		}
		f.Parts = append(f.Parts, st.targetParts(sh, t, viewer)...)
	}
	return f
}

// knownTo reports whether side knows unit t's values: its own units, and
// enemy units it has identified.
func (st *State) knownTo(side string, t int) bool {
	return side == "" || st.Units[t].Side == side || !st.Units[t].Hidden
}

// targetLine is a target as the firer knows it: "German regulars, 3-3-12
// (morale-experience-strength)" or its alias alone.
func (st *State) targetLine(t int, known bool, viewer string) string {
	if !known {
		return st.unitName(t) + " (not identified)"
	}
	return fmt.Sprintf("%s, %s (morale-experience-strength)", st.nameFor(t, viewer), st.print(t))
}

// fireOdds is kit.Fire for sh's dice at unit t taking them directly.
func (st *State) fireOdds(sh shot, t int) kit.Fire {
	tr := st.Troops[t]
	f := kit.Fire{Attack: hitDice("Hit dice", sh.Dice), AttackMods: sh.DiceMods,
		Save: hitDice("Experience dice", 0), HitsPerPoint: st.hitsPerPoint(t), Strength: tr.Strength, Morale: tr.Morale}
	if sh.saves() {
		f.Save.Dice = tr.Experience
		f.SaveMods = st.saveMods(t, sh)
	}
	if sh.Kind == FireGas {
		// Hits come off experience, a level a hit.
		f.HitsPerPoint, f.Strength = 1, tr.Experience
	}
	return f
}

// targetParts are the casualties to unit t and the morale check they
// force, each under its title.
func (st *State) targetParts(sh shot, t int, viewer string) []rules.ForecastPart {
	name := st.nameFor(t, viewer)
	fire := st.fireOdds(sh, t)
	odds, err := fire.Odds()
	if err != nil {
		return []rules.ForecastPart{{Title: "Casualties to " + name, Note: err.Error()}}
	}
	save := "no experience save"
	if sh.saves() {
		save = saveWords(st.Troops[t].Experience, fire.SaveMods)
	}
	if sh.Kind == FireGas {
		return []rules.ForecastPart{{Title: "Experience lost to gas by " + name, Outcomes: odds.Casualties, Note: save}}
	}
	cas := rules.ForecastPart{Title: "Casualties to " + name, Outcomes: odds.Casualties, Note: save}
	if fire.HitsPerPoint > 1 {
		cas.Note += fmt.Sprintf("; %d hits knock out a strength point", fire.HitsPerPoint)
	}
	out := []rules.ForecastPart{cas}
	if st.byEnemy(sh, t) {
		note := []string{}
		if sh.saves() && st.Troops[t].Experience < MaxExperience && !odds.ExperienceRises.IsZero() {
			note = append(note, "experience rises (every save die scores): "+odds.ExperienceRises.String())
		}
		if rise := st.moraleRiseChance(t, odds); !rise.IsZero() {
			note = append(note, "morale rises above its usual level (every one of its full dice scores): "+rise.String())
		}
		out = append(out, rules.ForecastPart{Title: "Morale check of " + name, Outcomes: odds.Morale, Note: strings.Join(note, "; ")})
	}
	return out
}

// moraleRiseChance is the chance t's check is made with its full dice and
// every die scores: one casualty (two or more lower its morale first), its
// morale at least its usual level, each die a 5 or 6.
func (st *State) moraleRiseChance(t int, odds kit.FireOdds) rules.Prob {
	m := st.Troops[t].Morale
	if m < st.usualMorale(t) || m == 0 || st.Troops[t].Strength <= 1 {
		return rules.Prob{}
	}
	p := odds.Casualties.Get(kit.CasualtiesResult(1)).Rat()
	all := new(big.Rat).SetFrac(new(big.Int).Exp(big.NewInt(2), big.NewInt(int64(m)), nil),
		new(big.Int).Exp(big.NewInt(6), big.NewInt(int64(m)), nil))
	p.Mul(p, all)
	return rules.FracProb(p.Num(), p.Denom())
}

// slopeOverPart is the chance sh's hits go past unit first, destroyed,
// onto unit next: the damage after first's save exceeds what its strength
// takes.
func (st *State) slopeOverPart(sh shot, first, next int, viewer string) rules.ForecastPart {
	f := st.fireOdds(sh, first)
	f.HitsPerPoint, f.Strength = 1, 0 // the damage itself, uncapped
	title := "Hits sloping over onto " + st.nameFor(next, viewer)
	odds, err := f.Odds()
	if err != nil {
		return rules.ForecastPart{Title: title, Note: err.Error()}
	}
	takes := st.Troops[first].Strength * st.hitsPerPoint(first)
	var over rules.Prob
	for k := takes + 1; k <= 2*max(sh.Dice+rules.Sum(sh.DiceMods), 0); k++ {
		over = over.Add(odds.Casualties.Get(kit.CasualtiesResult(k)))
	}
	rest := new(big.Rat).Sub(big.NewRat(1, 1), over.Rat())
	d := rules.Distribution{{Result: "none", P: rules.FracProb(rest.Num(), rest.Denom())}}
	if !over.IsZero() {
		d = append(d, rules.Outcome{Result: "some", P: over})
	}
	return rules.ForecastPart{Title: title, Outcomes: d,
		Note: fmt.Sprintf("when %s is destroyed (%d hits after its save); it then saves against what is left", st.nameFor(first, viewer), takes)}
}

// saveWords is the experience save a unit of experience exp rolls with
// the chart's modifiers ms: the dice rolled first, then why ("experience
// dice 2 (experience 3, -1 unit is moving)"; "experience dice 3" with no
// modifier). "These modifications can take temporarily the unit above 5
// dice and below 1 dice (minimum rating of 0)."
func saveWords(exp int, ms []rules.Modifier) string {
	n := max(exp+rules.Sum(ms), 0)
	if len(ms) == 0 {
		return fmt.Sprintf("experience dice %d", n)
	}
	parts := []string{fmt.Sprintf("experience %d", exp)}
	for _, m := range ms {
		parts = append(parts, m.String())
	}
	return fmt.Sprintf("experience dice %d (%s)", n, strings.Join(parts, ", "))
}
