package vernian

import (
	"fmt"
	"slices"
	"strings"

	"sandtable/rules"
	"sandtable/rules/kit"
	"sandtable/scenarios"
)

// The kinds of air combat (000 Ether Flyers, Air Combat a-c), the keys of
// [rules.air_combat] and airFight.Table.
const (
	AirFighterFighter  = "fighter-fighter"  // a) Fighter versus Fighter
	AirFighterZeppelin = "fighter-zeppelin" // b) Allied Fighter versus Zeppelin
	AirFighterFlyer    = "fighter-flyer"    // c) German Fighter versus Bomber or Close Support Flyer
)

// AirTables are the three Air Combat tables of seed 000, as printed, from
// the scenario's [rules.air_combat] (the seed prints them, so they are data
// like the CRT, checked as strictly).
type AirTables struct {
	FighterFighter  AirTable `toml:"fighter-fighter"`
	FighterZeppelin AirTable `toml:"fighter-zeppelin"`
	FighterFlyer    AirTable `toml:"fighter-flyer"`
}

// Kinds are the kinds of air combat in the seed's order, a, b, c.
func (a *AirTables) kinds() []string {
	return []string{AirFighterFighter, AirFighterZeppelin, AirFighterFlyer}
}

// Table is the table of kind, nil for an unknown kind.
func (a *AirTables) Table(kind string) *AirTable {
	switch kind {
	case AirFighterFighter:
		return &a.FighterFighter
	case AirFighterZeppelin:
		return &a.FighterZeppelin
	case AirFighterFlyer:
		return &a.FighterFlyer
	}
	return nil
}

// AirTable is one Air Combat table: one die, a row per face (as printed,
// 6 first), and its DRMs. The side that rolls are the Fighters; they
// attack the Targets one at a time, in order.
type AirTable struct {
	Name     string   `toml:"name"`     // "a) Fighter versus Fighter"
	Text     string   `toml:"text"`     // the printed instructions above the table
	Fighters string   `toml:"fighters"` // what the rolling side's units are called: "Intercepting F type"
	Targets  string   `toml:"targets"`  // and the other side's: "Escort F type"
	Rows     []AirRow `toml:"rows"`
	DRMText  string   `toml:"drm_text"` // the printed DRMs: "DRMs: +1 if more than one Fighter is present."
	DRMs     []AirDRM `toml:"drms"`
}

// AirRow is one row: a die face, what it does (kit duel tokens, see
// kit.ParseDuelEffect) and the printed words.
type AirRow struct {
	Die    int    `toml:"die"`
	Result string `toml:"result"`
	Text   string `toml:"text"`
}

// DRM conditions of an AirDRM, on the units each side has in the fight at
// the roll.
const (
	DRMMoreFighters    = "more-fighters"    // more Fighters than Targets
	DRMMoreTargets     = "more-targets"     // more Targets than Fighters
	DRMSeveralFighters = "several-fighters" // more than one Fighter
)

// AirDRM is one die-roll modifier: Value when the condition When holds,
// logged with Reason.
type AirDRM struct {
	Value  int    `toml:"value"`
	When   string `toml:"when"`
	Reason string `toml:"reason"`
}

// holds reports whether the condition holds with left Fighters and Targets.
func (d AirDRM) holds(left [2]int) bool {
	switch d.When {
	case DRMMoreFighters:
		return left[0] > left[1]
	case DRMMoreTargets:
		return left[1] > left[0]
	case DRMSeveralFighters:
		return left[0] > 1
	}
	return false
}

// duel is the table as a kit duel table (checked by loadAirTables).
func (t *AirTable) duel() kit.DuelTable {
	d := kit.DuelTable{Name: t.Name, Sides: 6, Effects: make([]kit.DuelEffect, 6)}
	for _, r := range t.Rows {
		d.Effects[r.Die-1], _ = kit.ParseDuelEffect(r.Result)
	}
	drms := t.DRMs
	d.DRM = func(left [2]int) []rules.Modifier {
		var out []rules.Modifier
		for _, m := range drms {
			if m.holds(left) {
				out = append(out, rules.Modifier{Value: m.Value, Reason: m.Reason})
			}
		}
		return out
	}
	return d
}

// row is the printed row of a die face (1 to 6).
func (t *AirTable) row(die int) AirRow {
	for _, r := range t.Rows {
		if r.Die == die {
			return r
		}
	}
	return AirRow{}
}

// loadAirTables checks [rules.air_combat]: every table given, one row per
// face 1-6 with a known result and its words, DRMs with known conditions.
func loadAirTables(s *scenarios.Scenario, a *AirTables) error {
	for _, kind := range a.kinds() {
		t := a.Table(kind)
		path := "rules.air_combat." + kind
		if len(t.Rows) == 0 {
			return s.RulesErrorf("rules.air_combat", "the scenario must give Air Combat table %q in [%s] (000 Ether Flyers, Air Combat)", kind, path)
		}
		for _, kv := range [][2]string{{"name", t.Name}, {"text", t.Text}, {"fighters", t.Fighters}, {"targets", t.Targets}} {
			if strings.TrimSpace(kv[1]) == "" {
				return s.RulesErrorf(path, "%s is missing (the printed words)", kv[0])
			}
		}
		var dice []int
		for i, r := range t.Rows {
			rp := fmt.Sprintf("%s.rows[%d]", path, i)
			if r.Die < 1 || r.Die > 6 {
				return s.RulesErrorf(rp+".die", "die %d: want 1 to 6 (one die)", r.Die)
			}
			if slices.Contains(dice, r.Die) {
				return s.RulesErrorf(rp+".die", "a second row for die %d", r.Die)
			}
			dice = append(dice, r.Die)
			e, err := kit.ParseDuelEffect(r.Result)
			if err != nil {
				return s.RulesErrorf(rp+".result", "%s", strings.TrimPrefix(err.Error(), "kit: "))
			}
			if e.Passengers && kind != AirFighterZeppelin {
				return s.RulesErrorf(rp+".result", "only Zeppelins carry passengers (table %q)", AirFighterZeppelin)
			}
			// A Zeppelin shot down takes its passengers with it, and has
			// no base to abort to.
			if kind == AirFighterZeppelin && e.Side == kit.DuelTargets && e.Loss == kit.DuelShotDown && !e.Passengers {
				return s.RulesErrorf(rp+".result", "a Zeppelin shot down loses its passengers: write %s/%s", kit.DuelTokTargetShotDown, kit.DuelTokPassengersLost)
			}
			if kind == AirFighterZeppelin && e.Side == kit.DuelTargets && e.Loss == kit.DuelAborts {
				return s.RulesErrorf(rp+".result", "Zeppelins do not abort (they have no base to return to)")
			}
			if strings.TrimSpace(r.Text) == "" {
				return s.RulesErrorf(rp+".text", "the printed words of the row are missing")
			}
		}
		if len(dice) != 6 {
			return s.RulesErrorf(path+".rows", "%d rows: want one for each die face 1 to 6", len(dice))
		}
		for i, d := range t.DRMs {
			dp := fmt.Sprintf("%s.drms[%d]", path, i)
			switch {
			case d.When != DRMMoreFighters && d.When != DRMMoreTargets && d.When != DRMSeveralFighters:
				return s.RulesErrorf(dp+".when", "condition %q: want %s, %s or %s", d.When, DRMMoreFighters, DRMMoreTargets, DRMSeveralFighters)
			case d.Value == 0 || d.Value < -5 || d.Value > 5:
				return s.RulesErrorf(dp+".value", "%d: want -5 to 5, not 0", d.Value)
			case strings.TrimSpace(d.Reason) == "":
				return s.RulesErrorf(dp+".reason", "the reason the log gives is missing")
			}
		}
		if len(t.DRMs) > 0 && strings.TrimSpace(t.DRMText) == "" {
			return s.RulesErrorf(path+".drm_text", "the printed DRMs are missing")
		}
	}
	return nil
}

// AirTableID is the rules reference id of the table of kind: forecasts
// name it so Help can show it.
func AirTableID(kind string) string { return "air-" + kind }
