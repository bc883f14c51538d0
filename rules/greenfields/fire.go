package greenfields

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
)

// This file is the seed's "Casualties and dice effects": one fire, from
// the firer's hit dice to the target's experience save, the casualties
// and the morale check they force (morale.go). The seed's words: the
// Section below (the dice) and saves.go's (the experience save).

func init() {
	book.Section(kit.Section[*State]{Rule: RuleDice, Title: "The dice roll system", Order: 40,
		Text: `"All dice used in this game are standard 6 sided dice. When a player is required to make a dice roll, roll the number of dice indicated, and count every dice that scores a "5" as one "hit", and every dice that scores a "6" as two "hits"."

"Most units roll 1 dice per strength point when opening fire - although artillery roll only 1 dice for every 3 full points of strength rating."

"It takes 2 hits to knock out a strength point of armoured vehicles, and 1 hit to knock out a strength point of other troops."

"All hit dice due to artillery fire are rolled in turn against EVERY unit occupying the target zone. All hit dice from other fire effects the closest unit in the target zone first, with damage in excess of the target's strength "sloping over" onto the next unit in the target zone."

"When a unit reaches zero strength points, it is destroyed and must be removed from play."`})
}

// Kinds of fire, for the saves chart and the log.
const (
	FireSmallArms = "small arms"      // infantry, cavalry, tanks... at close range
	FireArtillery = "artillery"       // field and medium artillery
	FireHeavy     = "heavy artillery" // "*Does not count vs heavy artillery" (trench bonus)
	FireGas       = "gas"             // hits taken from experience; no save modifiers
	FireAir       = "air"             // aircraft at ground units or aircraft
	FireFlak      = "flak"
	FireMine      = "mine"      // no experience save at all
	FireBreakdown = "breakdown" // a vehicle's break-down roll, saved by experience
)

// hitDice is the seed's hit dice, n of them: "count every dice that scores
// a "5" as one "hit", and every dice that scores a "6" as two "hits"".
func hitDice(name string, n int) kit.HitDice {
	return kit.HitDice{Name: name, Dice: n, Sides: 6, Hits: []kit.FaceHits{{Face: 5, Hits: 1}, {Face: 6, Hits: 2}}}
}

// shot is one fire at one zone.
type shot struct {
	// For words the fire for the log: "opportunity fire by BEF infantry".
	For  string
	Kind string // one of the Fire* kinds
	// Side is the firing side ("" for no side: persistent gas, breakdowns).
	Side   string
	Firers []int
	// Dice is the hit dice before DiceMods; DiceMods halve or add
	// ("half dice: opportunity fire").
	Dice     int
	DiceMods []rules.Modifier
	// Zone is the target zone; Targets the units hit, the closest first
	// (artillery: each takes all the hits of its own roll).
	Zone    rules.Location
	Targets []int
	// Moving: the targets are moving ("Unit is moving -1"); Flank: they
	// are "attacked from flank" (-1).
	Moving bool
	Flank  bool
	// NoSave: "Units hit by a mine do NOT roll vs experience".
	NoSave bool
}

// hit is what a fire did to one unit.
type hit struct {
	Unit       int
	Hits       int    // hits that reached it (after sloping over)
	Saved      int    // hits its save took off
	Casualties int    // strength points lost (gas: experience levels lost)
	Morale     string // kit.Morale* outcome
}

// fire rolls sh and applies it: casualties, morale checks and what
// they lead to (morale.go). Every roll is logged with its modifiers.
// With manual dice that have run out it returns their *rules.NeedDice,
// the state half changed: Apply works on a clone, so the game is as it
// was. Units that leave or die in it leave their zones restacked.
func (st *State) fire(sh shot, ctx *rules.Context) ([]hit, error) {
	defer func() {
		st.hushed = nil
		st.restack(ctx)
	}()
	if sh.rollsEach() {
		return st.fireEach(sh, ctx)
	}
	roll, err := hitDice("Hit dice", sh.Dice).Resolve(ctx.Dice(), sh.DiceMods, nil)
	if err != nil {
		return nil, err
	}
	roll.For = sh.For
	ctx.LogRoll("", roll)
	left := roll.Total
	// Who may see how many hits reach a unit: every side, but only the
	// target's once they slope over from a unit its enemy has not
	// identified (the hits left would tell what that unit took).
	seen := rules.Everyone()
	var out []hit
	for _, t := range sh.Targets {
		if left <= 0 {
			break
		}
		if st.Units[t].Loc.IsEliminated() {
			continue
		}
		if len(out) > 0 {
			logTo(st.narrowTo(t, seen), ctx, "%s slope over onto %s", kit.HitsResult(left), st.unitName(t))
		}
		st.logHidden(t, st.narrowTo(t, seen), left, ctx)
		h, err := st.takeHits(t, left, sh, ctx)
		out = append(out, h)
		if err != nil {
			return out, err
		}
		// "damage in excess of the target's strength "sloping over" onto
		// the next unit": the hits its save and its casualties did not use
		// (an armoured unit's odd hit knocks out nothing, so it is left too).
		left = 0
		if st.Units[t].Loc.IsEliminated() {
			left = h.Hits - h.Saved - h.Casualties*st.hitsPerPoint(t)
			if st.Units[t].Hidden || slices.Contains(st.hushed, t) {
				seen = st.valuesAudience(t)
				st.hushed = append(st.hushed, sh.Targets...)
			}
		}
	}
	return out, nil
}

// rollsEach: "All hit dice due to artillery fire are rolled in turn
// against EVERY unit occupying the target zone"; gas shells are artillery
// fire, and a mine's "casualties are rolled for all units stationed in the
// mine's target zone".
func (sh shot) rollsEach() bool {
	switch sh.Kind {
	case FireArtillery, FireHeavy, FireGas, FireMine:
		return true
	}
	return false
}

// fireEach rolls the shot's dice "in turn against EVERY unit occupying the
// target zone": a roll of its own for each unit.
func (st *State) fireEach(sh shot, ctx *rules.Context) ([]hit, error) {
	var out []hit
	for _, t := range sh.Targets {
		if st.Units[t].Loc.IsEliminated() {
			continue
		}
		roll, err := hitDice("Hit dice", sh.Dice).Resolve(ctx.Dice(), sh.DiceMods, nil)
		if err != nil {
			return out, err
		}
		roll.For = fmt.Sprintf("%s at %s", sh.For, st.unitName(t))
		// A unit its enemy cannot see is named to its own side alone.
		logRollTo(st.audiencesOf(t), ctx, roll)
		if roll.Total == 0 {
			continue
		}
		st.logHidden(t, st.audiencesOf(t), roll.Total, ctx)
		h, err := st.takeHits(t, roll.Total, sh, ctx)
		out = append(out, h)
		if err != nil {
			return out, err
		}
	}
	return out, nil
}

// saves reports whether a unit rolls experience dice against sh: "Units
// hit by a mine do NOT roll vs experience to save vs casualties".
func (sh shot) saves() bool { return !sh.NoSave && sh.Kind != FireMine }

// byEnemy reports whether sh is "enemy fire" to unit t, which alone forces
// a morale check ("Whenever a unit takes casualties due to enemy fire"): a
// breakdown, persistent gas (no side) and a side's own shells are not.
func (st *State) byEnemy(sh shot, t int) bool {
	return sh.Kind != FireBreakdown && sh.Side != "" && sh.Side != st.Units[t].Side
}

// takeHits is unit t taking hits from sh: its experience save (with the
// chart's modifiers, saves.go) and the experience rise an all-dice save
// earns, the casualties (armour 2 hits a point), and the morale check
// (morale.go).
func (st *State) takeHits(t, hits int, sh shot, ctx *rules.Context) (hit, error) {
	h := hit{Unit: t, Hits: hits}
	if sh.saves() {
		mods := st.saveMods(t, sh)
		n := st.Troops[t].Experience
		roll, err := hitDice("Experience dice", n).Resolve(ctx.Dice(), mods, nil)
		if err != nil {
			return h, err
		}
		roll.For = fmt.Sprintf("%s saves against %s", st.unitName(t), kit.HitsResult(hits))
		st.logUnitRoll(t, ctx, roll)
		h.Saved = min(roll.Total, hits)
		st.experienceRise(t, roll, ctx)
	}
	damage := hits - h.Saved
	if sh.Kind == FireGas {
		// "Hits caused by gas are taken directly from the target's
		// experience level (although targets may roll vs their undamaged
		// experience level to save vs casualties.)" A hit is a level, for
		// tanks too: the two hits a point are armour against strength.
		h.Casualties = min(damage, st.Troops[t].Experience)
		if h.Casualties > 0 {
			st.Troops[t].Experience -= h.Casualties
			st.logUnit(t, ctx, "%s loses %d experience to gas (%d left)", st.unitName(t), h.Casualties, st.Troops[t].Experience)
		}
		return h, nil
	}
	h.Casualties = min(damage/st.hitsPerPoint(t), st.Troops[t].Strength)
	if h.Casualties == 0 {
		return h, nil
	}
	st.loseStrength(t, h.Casualties, ctx)
	if st.Units[t].Loc.IsEliminated() {
		h.Morale = kit.MoraleDestroyed
		return h, nil
	}
	if !st.byEnemy(sh, t) {
		return h, nil
	}
	m, err := st.moraleCheck(t, h.Casualties, ctx)
	h.Morale = m
	return h, err
}

// narrowTo is seen when it is narrowed to one side, else the audiences of
// a line about unit t (audiencesOf).
func (st *State) narrowTo(t int, seen rules.Audience) []rules.Audience {
	if !seen.Public() {
		return []rules.Audience{seen}
	}
	return st.audiencesOf(t)
}

// logHidden logs, for a unit its enemy has not identified, the hits it
// takes to seen: its save and losses are secret (logUnit), so this line is
// what its enemy reads of it.
func (st *State) logHidden(t int, seen []rules.Audience, hits int, ctx *rules.Context) {
	if st.Units[t].Hidden {
		logTo(seen, ctx, "%s takes %s", st.unitName(t), kit.HitsResult(hits))
	}
}

// logUnit logs a line about unit t's values: to every side, but only to
// its own while its enemy has not identified it ("Unit strength and
// morale/experience are still kept secret").
func (st *State) logUnit(t int, ctx *rules.Context, format string, args ...any) {
	ctx.LogTo(st.valuesAudience(t), format, args...)
}

// logUnitRoll logs a roll of unit t's own dice (its experience or morale
// dice, whose count tells its values) to the audience of logUnit.
func (st *State) logUnitRoll(t int, ctx *rules.Context, r rules.Roll) {
	ctx.LogRollTo(st.valuesAudience(t), "", r)
}

// valuesAudience is who may see unit t's values: every side when its
// enemy has identified it and sees it; its own while it is not identified,
// or while it takes hits that sloped over from such a unit (what it takes
// would tell what that unit took), or where the enemy cannot see it (its
// rolls would tell that it is there).
func (st *State) valuesAudience(t int) rules.Audience {
	if st.Units[t].Hidden || slices.Contains(st.hushed, t) || !st.sees(other(st.Units[t].Side), t) {
		return rules.SidesOnly(st.Units[t].Side)
	}
	return rules.Everyone()
}

// loseStrength takes n strength points off unit t, marks them in its
// side's graveyard, and removes it at 0: "When a unit reaches zero
// strength points, it is destroyed and must be removed from play."
func (st *State) loseStrength(t, n int, ctx *rules.Context) {
	tr := &st.Troops[t]
	tr.Strength -= n
	if st.Losses == nil {
		st.Losses = map[string]int{}
	}
	st.Losses[st.Units[t].Side] += n
	st.logUnit(t, ctx, "%s loses %d strength (%d left)", st.unitName(t), n, max(tr.Strength, 0))
	if tr.Strength <= 0 {
		tr.Strength = 0
		st.revealFate(t, "is destroyed", ctx)
		to := st.audiencesOf(t)
		st.recordWreck(t)
		st.Units[t].Loc = rules.Eliminated
		tr.Wave = 0
		logTo(to, ctx, "%s is destroyed", st.unitName(t))
		// A destroyed unit falls back nowhere: a choice of where, queued by
		// an earlier fire (one barrage broke it, a later one destroyed
		// it), is asked no more.
		st.Pending = slices.DeleteFunc(st.Pending, func(p Pending) bool { return p.Kind == "retreat" && p.Units[0] == t })
		if len(st.Pending) == 0 {
			st.Pending = nil
		}
	}
}

// revealFate marks the action as showing something of unit t's secret
// values (ctx.Reveal) when its enemy sees it and has not identified it:
// what it does under fire on the board — it is destroyed, it falls back,
// it stays suppressed — is seen, and depends on its strength, morale and
// experience. Call it before the unit leaves its place.
func (st *State) revealFate(t int, what string, ctx *rules.Context) {
	if ctx != nil && st.Units[t].Hidden && st.sees(other(st.Units[t].Side), t) {
		ctx.Reveal(fmt.Sprintf("%s %s", st.Units.Ref(t), what))
	}
}

// aliasName is how unit i is named while its enemy has not identified
// it: "unidentified unit of Germany (hidden:20)".
func (st *State) aliasName(i int) string {
	u := &st.Units[i]
	return fmt.Sprintf("unidentified unit of %s (%s%d)", st.nationName(u.Nation), rules.HiddenRefPrefix, u.Alias)
}

// nationName is nation id's name for people (the id when the counters do
// not name it).
func (st *State) nationName(id string) string {
	if n := st.fixed.s.Counters.Nation(id); n != nil {
		return n.Name
	}
	return id
}

// ownText words unit i in text by its counter's name where text names it
// by its alias, for text only its own side reads (aliasName is the public
// name of a unit its enemy has not identified).
func (st *State) ownText(text string, i int) string {
	return strings.ReplaceAll(text, st.aliasName(i), st.fixed.types[st.Units[i].Type].Name)
}

// unitName is unit i as every side may read it in the log: its counter's
// name (a unit not identified by its enemy: its nation and alias).
func (st *State) unitName(i int) string {
	u := &st.Units[i]
	if u.Hidden {
		return st.aliasName(i)
	}
	if t := st.fixed.types[u.Type]; t != nil {
		return t.Name
	}
	return u.ID
}
