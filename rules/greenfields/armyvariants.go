package greenfields

import (
	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Variations on the basic game" of Section 3:
// "1914 - No trenches" and "Russia and Palestine", as they change an army
// plan (armydesign.go): its army points, its stock units and what 1914
// forbids.

func init() {
	book.Section(kit.Section[*State]{Rule: RuleVariants, Title: "Variations on the basic game", Order: 192,
		Text: `1914: "The game begins with an assault, players having no compulsory troops, but a basic 30 points per zone of frontage to buy any damned fool units they like! Gas, any aircraft except observation and tanks are not allowed." "For simple 1914 campaigns, French troops are forbidden to have medium and heavy artillery. The Germans are the only nationality to field observation aircraft, and all other aircraft except balloons are forbidden."

Russia and Palestine: "Use only half the "unit density" listed for the basic trench game above." Each stock unit counted per zones of frontage comes once per twice as many zones (a depot point per 4 zones, an infantry unit per 2, a field battery per 4, a balloon and an aircraft per 12), the units of the army (cavalry, pioneers, heavy battery) stay one each, and the army points are 5 per zone.`})
}

// Variant is the game the army is designed for.
type Variant string

// The seed's games: the basic trench game and its "Variations".
const (
	// TrenchGame: "For the basic "trench game"".
	TrenchGame Variant = "trench"
	// Open1914: "1914 - No trenches."
	Open1914 Variant = "1914"
	// RussiaPalestine: "Russia and Palestine".
	RussiaPalestine Variant = "russia-palestine"
)

// perZone is the army points per zone of frontage: "10 army points per
// zone in the army's front line"; "a basic 30 points per zone of
// frontage" in 1914; half the trench game's in Russia and Palestine
// (RULINGS.md).
func (v Variant) perZone() int {
	switch v {
	case Open1914:
		return 30
	case RussiaPalestine:
		return 5
	}
	return 10
}

// density is how many times fewer stock units per zone of frontage the
// variant fields: "Use only half the "unit density"".
func (v Variant) density() int {
	if v == RussiaPalestine {
		return 2
	}
	return 1
}

// name is the variant for people.
func (v Variant) name() string {
	switch v {
	case Open1914:
		return "1914"
	case RussiaPalestine:
		return "Russia and Palestine"
	}
	return "basic trench game"
}

// checkVariant refuses what the 1914 game forbids: "Gas, any aircraft
// except observation and tanks are not allowed"; "French troops are
// forbidden to have medium and heavy artillery. The Germans are the only
// nationality to field observation aircraft".
func (p ArmyPlan) checkVariant() *rules.Refusal {
	if p.Variant != Open1914 {
		return nil
	}
	if p.Gas > 0 {
		return refuse(RuleVariants, "%d gas canisters in 1914: \"Gas, any aircraft except observation and tanks are not allowed\"", p.Gas)
	}
	for i, u := range p.Units {
		c := u.Class
		switch {
		case c == Fighter || c == GroundAttack || c == Bomber || c.isArmoured():
			return refuse(RuleVariants, "unit %d (%s) in 1914: \"Gas, any aircraft except observation and tanks are not allowed\"", i+1, classNames[c])
		case p.Nation == NationFrance && (c == MediumArtillery || c == HeavyArtillery):
			return refuse(RuleVariants, "unit %d (%s) in 1914: \"French troops are forbidden to have medium and heavy artillery\"", i+1, classNames[c])
		case p.Nation != NationGermany && c == Observation:
			return refuse(RuleVariants, "unit %d (%s) in 1914: \"The Germans are the only nationality to field observation aircraft\"", i+1, classNames[c])
		}
	}
	return nil
}
