package outofafrica

import (
	"fmt"
	"slices"

	"sandtable/scenarios"
)

// ForceRules are lane 6's [rules] keys (forces, supply, control, victory,
// PLAN.md §3). Each is checked against the map and the counters by
// checkForceRules (addRulesCheck). Where the seed is silent the default is
// Sandtable's, labelled as such in the doc comment.
type ForceRules struct {
	// Supply are the supply sources by nation ([rules.supply.NATION],
	// supply.go). A nation without an entry traces to every supply_source
	// place and every capital of its alliance (Sandtable's original
	// default, not Paths of Glory's).
	Supply map[string]NationSupply `toml:"supply"`
	// SupplyAs makes a unit type trace supply as another nation does (the
	// Asia Korps like a Turkish corps, L142; the Kurds, L582).
	SupplyAs map[string]string `toml:"supply_as"`
	// SupplyAlways are the unit types that are always in supply (the
	// Ukrainian corps, Errata 8, L698).
	SupplyAlways []string `toml:"supply_always"`
	// SupplyThrough are, by nation, the enemy unit types whose spaces that
	// nation's supply may pass when they are the only units there (the
	// Draka through the Kurds, L582).
	SupplyThrough map[string][]string `toml:"supply_through"`
	// CutOff turns on the change of control of cut-off spaces at
	// attrition (control.go; default true).
	CutOff *bool `toml:"cut_off"`

	// DrakaControl are the spaces that start under Draka control (L117):
	// Allied-controlled with a Draka control marker (drakacontrol.go).
	DrakaControl []string `toml:"draka_control"`
	// Original is each victory space's original owner for the Draka VP
	// rule (L181): "cp", "ap" or "dr"; a space it does not name is its
	// controller at the start ("dr" when it starts with a Draka marker;
	// ruling OA-29).
	Original map[string]string `toml:"original"`
	// DrakaPairs is how "-1 VP for every two victory locales in
	// originally CP territory" counts (ruling OA-27): "half" (½ a
	// locale, the default) or "pairs" (1 for each full pair).
	DrakaPairs string `toml:"draka_pairs"`
	// VPStart is where the VP track starts (Sandtable's original default
	// 10: the seed's first table is drawn between 10 and 11, L190-194).
	VPStart *int `toml:"vp_start"`
	// Victory are the victory tables ([[rules.victory.table]],
	// victory.go; default the seed's four, L187-220).
	Victory VictoryRules `toml:"victory"`

	// Services are the Draka unit types' services, "cf" or "j" (L79-101,
	// services.go).
	Services map[string]string `toml:"services"`
	// DrakaRP are the Draka replacement points (L119, drakarp.go).
	DrakaRP DrakaRPRules `toml:"draka_rp"`
	// Morale are the nations' low morale and demoralisation conditions
	// ([rules.morale.NATION], L162-176; morale.go).
	Morale map[string]MoraleRules `toml:"morale"`
	// Neutral are the nations not at war at the start, each with how it
	// enters: "cp-lw" (at the Central Powers' Limited War: Turkey and
	// Persia, L31, L37), "ap-tw" and the like, or "event" (its entry
	// card, lane 3: enterWar). entry.go.
	Neutral map[string]string `toml:"neutral"`
	// Minor are the minor allies' replacement limits
	// ([rules.minor.NATION], L158, L160; minorallies.go).
	Minor map[string]MinorRules `toml:"minor"`
	// Kempf is the unit type of Army Det. Kempf (L152, kempf.go), "" for
	// none.
	Kempf string `toml:"kempf"`
	// Reinforcements are the units an alliance's war status brings
	// (L141-146, L574-582; lwreinforcements.go).
	Reinforcements []Reinforcement `toml:"reinforcements"`
}

// MoraleRules are one nation's [rules.morale.NATION] (L162-176): it is at
// low morale with Low of its armies in the dead pile (0: not by count),
// or with every unit of the types LowUnits there (the Draka's three CF
// armies, L172); at low morale it is demoralised when the other alliance
// controls every space of DemoralisedIf (Rome for Italy, L168; Marseilles
// and Lyon for France, L176), never when Never is set (the Draka, L172).
type MoraleRules struct {
	Low           int      `toml:"low"`
	LowUnits      []string `toml:"low_units"`
	DemoralisedIf []string `toml:"demoralised_if"`
	Never         bool     `toml:"never_demoralised"`
}

// MinorRules are one minor ally's [rules.minor.NATION]: at most Steps
// steps brought back a replacement phase (0: no limit), and an
// eliminated unit returning only in one of ReturnTo (held by its
// alliance when Held is set): Persia 1 step, Hamadan or Tabriz, held
// (L158); the ANA 1 step, Arabia or Medina (L160).
type MinorRules struct {
	Steps    int      `toml:"steps"`
	ReturnTo []string `toml:"return_to"`
	Held     bool     `toml:"held"`
}

// Reinforcement is one [[rules.reinforcements]]: units that come into
// play when alliance Side reaches war status Status ("lw" or "tw"), at
// once (When "instant", the default) or in the replacement phase Delay
// turns after the turn it is reached (When "replacement"; the Pz Korps'
// Delay is 3, L146).
type Reinforcement struct {
	Name   string `toml:"name"` // for the log: "Asia Korps (SSR 5)"
	Side   string `toml:"side"`
	Status string `toml:"status"`
	When   string `toml:"when"`
	Delay  int    `toml:"delay"`
	// Units are the units it brings, each from the side's force pool.
	Units []ReinforcementUnit `toml:"unit"`
}

// ReinforcementUnit is one unit of a reinforcement: a unit of Type, to
// Box (the reserve) or placed in one of Spaces (its owner's choice),
// Reduced when it enters understrength.
type ReinforcementUnit struct {
	Type    string   `toml:"type"`
	Spaces  []string `toml:"spaces"`
	Box     string   `toml:"box"`
	Reduced bool     `toml:"reduced"`
}

// NationSupply are one nation's supply sources ([rules.supply.NATION]).
type NationSupply struct {
	// Sources are spaces a line of supply may start from while the
	// nation's alliance controls them and no enemy unit stands there.
	Sources []string `toml:"sources"`
	// Both are spaces traced to together: a space reached from every one
	// of them is in supply (Turkey: "both Ezerum and Kharput", L33,
	// ruling OA-34).
	Both []string `toml:"both"`
}

// VictoryRules are [rules.victory].
type VictoryRules struct {
	Table []VictoryTable `toml:"table"`
}

// VictoryTable is one of the seed's victory tables (L187-220): it applies
// when the Treaty of Brest-Litovsk (Brest) and TR's demand for
// unconditional surrender (TR, card #40) are as it says. The Central
// Powers win with CPWin VP or more, the Allies with APWin or fewer, and
// anything between is a draw (halves included: ruling OA-28).
type VictoryTable struct {
	Brest bool `toml:"brest"`
	TR    bool `toml:"tr"`
	CPWin int  `toml:"cp_win"`
	// Draw, optional, are the draw's whole VP as the seed prints them
	// ([10, 11]): every number between ap_win and cp_win.
	Draw  []int `toml:"draw"`
	APWin int   `toml:"ap_win"`
}

// DrakaRPRules are [rules.draka_rp] (L119): the CF and J points received
// with the Allies' first RP card of a turn, from turn FromTurn, and the
// most of each a replacement phase may use.
type DrakaRPRules struct {
	CF       *int `toml:"cf"`
	J        *int `toml:"j"`
	FromTurn *int `toml:"from_turn"`
	MaxCF    *int `toml:"max_cf"`
	MaxJ     *int `toml:"max_j"`
}

// checkForceRules checks lane 6's keys against the scenario's map and
// counters: every space, nation and unit type they name exists, and the
// words are among those allowed.
func checkForceRules(r *Rules, s *scenarios.Scenario) error {
	m := s.Maps[0]
	space := func(path, l string) error {
		if _, err := m.Cell(l); err != nil {
			return s.RulesErrorf(path, "%s: no space %q on map %s", path, l, m.ID)
		}
		return nil
	}
	nation := func(path, n string) error {
		if s.Counters.Nation(n) == nil {
			return s.RulesErrorf(path, "%s: no nation %q in counters %s", path, n, s.Counters.ID)
		}
		return nil
	}
	unitType := func(path, t string) error {
		if s.Counters.Unit(t) == nil {
			return s.RulesErrorf(path, "%s: no unit type %q in counters %s", path, t, s.Counters.ID)
		}
		return nil
	}
	var errs []error
	for _, n := range sortedKeys(r.Supply) {
		path := "rules.supply." + n
		errs = append(errs, nation(path, n))
		for _, l := range append(slices.Clone(r.Supply[n].Sources), r.Supply[n].Both...) {
			errs = append(errs, space(path, l))
		}
		if k := len(r.Supply[n].Both); k == 1 {
			errs = append(errs, s.RulesErrorf(path+".both", "%s.both names one space: both are spaces traced to together (two or more)", path))
		}
	}
	for _, t := range sortedKeys(r.SupplyAs) {
		errs = append(errs, unitType("rules.supply_as", t), nation("rules.supply_as."+t, r.SupplyAs[t]))
	}
	for _, t := range r.SupplyAlways {
		errs = append(errs, unitType("rules.supply_always", t))
	}
	for _, n := range sortedKeys(r.SupplyThrough) {
		errs = append(errs, nation("rules.supply_through", n))
		for _, t := range r.SupplyThrough[n] {
			errs = append(errs, unitType("rules.supply_through."+n, t))
		}
	}
	for _, l := range r.DrakaControl {
		errs = append(errs, space("rules.draka_control", l))
	}
	for _, l := range sortedKeys(r.Original) {
		errs = append(errs, space("rules.original", l))
		if o := r.Original[l]; o != CP && o != AP && o != Draka {
			errs = append(errs, s.RulesErrorf("rules.original", "rules.original.%s: %q: want %q, %q or %q", l, o, CP, AP, Draka))
		}
	}
	if p := r.DrakaPairs; p != "" && p != "half" && p != "pairs" {
		errs = append(errs, s.RulesErrorf("rules.draka_pairs", "draka_pairs %q: want \"half\" or \"pairs\"", p))
	}
	for _, t := range sortedKeys(r.Services) {
		errs = append(errs, unitType("rules.services", t))
		if v := r.Services[t]; v != ServiceCF && v != ServiceJ {
			errs = append(errs, s.RulesErrorf("rules.services", "rules.services.%s: %q: want %q or %q", t, v, ServiceCF, ServiceJ))
		}
	}
	d := r.DrakaRP
	for _, f := range []struct {
		key string
		p   *int
	}{{"cf", d.CF}, {"j", d.J}, {"from_turn", d.FromTurn}, {"max_cf", d.MaxCF}, {"max_j", d.MaxJ}} {
		if f.p != nil && *f.p < 0 {
			errs = append(errs, s.RulesErrorf("rules.draka_rp."+f.key, "draka_rp.%s may not be negative", f.key))
		}
	}
	for _, n := range sortedKeys(r.Morale) {
		path := "rules.morale." + n
		errs = append(errs, nation(path, n))
		for _, t := range r.Morale[n].LowUnits {
			errs = append(errs, unitType(path+".low_units", t))
		}
		for _, l := range r.Morale[n].DemoralisedIf {
			errs = append(errs, space(path+".demoralised_if", l))
		}
		if r.Morale[n].Low < 0 {
			errs = append(errs, s.RulesErrorf(path+".low", "%s.low may not be negative", path))
		}
	}
	for _, n := range sortedKeys(r.Neutral) {
		errs = append(errs, nation("rules.neutral", n))
		if w := r.Neutral[n]; w != "event" && !slices.Contains([]string{"cp-lw", "cp-tw", "ap-lw", "ap-tw"}, w) {
			errs = append(errs, s.RulesErrorf("rules.neutral", "rules.neutral.%s: %q: want \"cp-lw\", \"cp-tw\", \"ap-lw\", \"ap-tw\" or \"event\"", n, w))
		}
	}
	for _, n := range sortedKeys(r.Minor) {
		errs = append(errs, nation("rules.minor."+n, n))
		for _, l := range r.Minor[n].ReturnTo {
			errs = append(errs, space("rules.minor."+n+".return_to", l))
		}
		if r.Minor[n].Steps < 0 {
			errs = append(errs, s.RulesErrorf("rules.minor."+n+".steps", "rules.minor.%s.steps may not be negative", n))
		}
	}
	if r.Kempf != "" {
		errs = append(errs, unitType("rules.kempf", r.Kempf))
	}
	errs = append(errs, checkReinforcements(r, s, space, unitType))
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

var _ = addRulesCheck(checkForceRules)

// checkReinforcements checks [[rules.reinforcements]].
func checkReinforcements(r *Rules, s *scenarios.Scenario, space, unitType func(path, v string) error) error {
	for k, re := range r.Reinforcements {
		path := fmt.Sprintf("rules.reinforcements[%d]", k)
		switch {
		case re.Side != CP && re.Side != AP:
			return s.RulesErrorf("rules.reinforcements", "%s: side %q: want %q or %q", path, re.Side, CP, AP)
		case re.Status != WarLimited && re.Status != WarTotal:
			return s.RulesErrorf("rules.reinforcements", "%s: status %q: want %q or %q", path, re.Status, WarLimited, WarTotal)
		case re.When != "" && re.When != "instant" && re.When != "replacement":
			return s.RulesErrorf("rules.reinforcements", "%s: when %q: want \"instant\" or \"replacement\"", path, re.When)
		case re.Delay < 0 || re.Delay > 0 && re.When != "replacement":
			return s.RulesErrorf("rules.reinforcements", "%s: delay %d: a delay (0 or more) is for when = \"replacement\"", path, re.Delay)
		case len(re.Units) == 0:
			return s.RulesErrorf("rules.reinforcements", "%s brings no unit", path)
		}
		for _, u := range re.Units {
			if err := unitType(path+".unit", u.Type); err != nil {
				return err
			}
			for _, l := range u.Spaces {
				if err := space(path+".unit", l); err != nil {
					return err
				}
			}
			if u.Box != "" && s.Maps[0].Box(u.Box) == nil {
				return s.RulesErrorf("rules.reinforcements", "%s.unit: no box %q on map %s", path, u.Box, s.Maps[0].ID)
			}
			if (u.Box == "") == (len(u.Spaces) == 0) {
				return s.RulesErrorf("rules.reinforcements", "%s.unit %s: give spaces or a box, not both", path, u.Type)
			}
		}
	}
	return nil
}
