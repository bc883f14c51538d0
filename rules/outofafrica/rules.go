package outofafrica

import (
	"fmt"
	"slices"
	"sort"

	"sandtable/scenarios"
)

// Rules is the scenario's [rules] table (PLAN.md §3): what the seed leaves
// to Paths of Glory or to the map. This file holds the top level and the
// keys the scaffold reads; each lane's keys are the fields of a type
// embedded here and declared in the lane's own file, whose keys read as
// [rules] keys (an untagged embedded struct's fields are keys of the
// outer table), so a lane adds keys without editing this file:
// AirRules (rules_air.go, lane 1), CardRules (rules_cards.go, lane 3),
// MoveRules (rules_move.go, lane 4), CombatRules (rules_combat.go,
// lane 5), ForceRules (rules_forces.go, lane 6). A key two of them
// declare is an error of TestRulesKeysUnique. Every key is decoded
// strictly: an unknown key is an error naming the file, line and key.
type Rules struct {
	// Nations are every nation of the counters by id: alliance, Great
	// Power, counts-as, capitals, home regions (nations.go).
	Nations map[string]NationRules `toml:"nations"`
	// Classes are each counter type's class (army, corps, det; more with
	// addClass).
	Classes map[string]Class `toml:"classes"`
	// Turn is the turn's phases and action rounds (sequence.go).
	Turn TurnRules `toml:"turn"`
	// LastTurn is the game's last turn, from 1 (default: the scenario's
	// last turn name).
	LastTurn int `toml:"last_turn"`
	// DieUntil is the last turn of the one-die action (default 16, "Winter
	// 1917/18"); TwoDiceFrom the first turn of the two dice halved
	// (default 17, "Spring 1918"; L125; ruling OA-30). Lane 3 reads them.
	DieUntil    int `toml:"die_until"`
	TwoDiceFrom int `toml:"two_dice_from"`
	// NearEast is the name of the map value that marks the Near East:
	// 1 wholly in it, 2 on both maps (Bursa, Constantinople), 0 or none
	// elsewhere (default "neareast"; nearEast, mainMap).
	NearEast string `toml:"neareast"`
	// Offmap are the off-map spaces (Upper Egypt, Tripoli; L11).
	Offmap []string `toml:"offmap"`
	// MEF are the five MEF locales (L488; ruling OA-38).
	MEF []string `toml:"mef"`
	// Control is the starting control beyond the map's regions and
	// places: spaces by side (L23, L37, L117).
	Control map[string][]string `toml:"control"`

	AirRules
	CardRules
	MoveRules
	CombatRules
	ForceRules
}

// TurnRules are [rules.turn]: the scaffold's keys, and lane 3's
// (TurnCardRules: hand sizes, may_pass).
type TurnRules struct {
	// Phases are the phase ids of a turn in order (default: Phases').
	Phases []string `toml:"phases"`
	// Actions are each side's action rounds a turn (default 7, L125).
	Actions int `toml:"actions"`

	TurnCardRules
}

// NationRules are one nation's [rules.nations.ID] (nations.go).
type NationRules struct {
	// Alliance is "cp" or "ap", the nation's side in the counters.
	Alliance string `toml:"alliance"`
	// GreatPower: GE, AH, IT, FR, BR, RU, US and the Draka (L127).
	GreatPower bool `toml:"great_power"`
	// CountsAs are the nations it counts as for nationality (the Draka as
	// British, L127).
	CountsAs []string `toml:"counts_as"`
	// Capitals are its capital spaces.
	Capitals []string `toml:"capitals"`
	// Regions are its home regions (map region ids).
	Regions []string `toml:"regions"`
}

// Class is what a counter type is to the rules ([rules.classes]).
type Class string

// The unit classes of the scaffold.
const (
	Army  Class = "army"
	Corps Class = "corps"
	Det   Class = "det" // an army detachment (Kempf, L152; the Dets of L146)
)

// classes are the classes [rules.classes] may name (addClass adds more).
var classes = []Class{Army, Corps, Det}

// addClass lets [rules.classes] name class c (an air fleet, a fleet):
// call it from a package var in the lane's file.
func addClass(c Class) bool {
	if !slices.Contains(classes, c) {
		classes = append(classes, c)
	}
	return true
}

// ClassOfUnit is unit i's class ("" when its type has none).
func (st *State) ClassOfUnit(i int) Class { return st.fixed.r.Classes[st.Units[i].Type] }

// rulesChecks are the lanes' checks of their own keys (addRulesCheck).
var rulesChecks []func(r *Rules, s *scenarios.Scenario) error

// addRulesCheck registers fn, which checks a lane's keys of r against the
// scenario's map and counters after the scaffold's checks; its error is
// s.RulesErrorf(path, ...), naming the key.
func addRulesCheck(fn func(r *Rules, s *scenarios.Scenario) error) bool {
	rulesChecks = append(rulesChecks, fn)
	return true
}

// loadRules decodes s's [rules] table strictly (unknown keys are errors
// naming the file, line and key), fills in the defaults and checks it
// against the map and the counters.
func loadRules(s *scenarios.Scenario) (*Rules, error) {
	r := &Rules{DieUntil: 16, TwoDiceFrom: 17, NearEast: "neareast", Turn: TurnRules{Actions: 7}}
	if err := s.DecodeRules(r); err != nil {
		return nil, errf("%w", err)
	}
	if len(r.Turn.Phases) == 0 {
		for _, p := range Phases {
			r.Turn.Phases = append(r.Turn.Phases, p.ID)
		}
	}
	if r.LastTurn == 0 {
		r.LastTurn = s.Turns.Count()
	}
	if err := r.check(s); err != nil {
		return nil, errf("%w", err)
	}
	for _, fn := range rulesChecks {
		if err := fn(r, s); err != nil {
			return nil, errf("%w", err)
		}
	}
	return r, nil
}

// check validates the scaffold's keys of r against s's map and counters.
func (r *Rules) check(s *scenarios.Scenario) error {
	if len(s.Maps) == 0 || s.Counters == nil {
		return fmt.Errorf("scenario %s needs a map and counters", s.ID)
	}
	m := s.Maps[0]
	spaces := func(path string, labels []string) error {
		for i, l := range labels {
			if _, err := m.Cell(l); err != nil {
				return s.RulesErrorf(path, "%s[%d]: no space %q on map %s", path, i, l, m.ID)
			}
		}
		return nil
	}
	for _, side := range Sides {
		if s.Counters.Side(side) == nil {
			return fmt.Errorf("counters %s have no side %q (the alliances are %q and %q)", s.Counters.ID, side, CP, AP)
		}
	}
	if err := r.checkNations(s, spaces); err != nil {
		return err
	}
	for _, id := range sortedKeys(r.Classes) {
		if s.Counters.Unit(id) == nil {
			return s.RulesErrorf("rules.classes."+id, "no unit type %q in counters %s", id, s.Counters.ID)
		}
		if !slices.Contains(classes, r.Classes[id]) {
			return s.RulesErrorf("rules.classes."+id, "class %q: want one of %v", r.Classes[id], classes)
		}
	}
	for _, u := range s.Counters.Units {
		if _, ok := r.Classes[u.ID]; !ok {
			return s.RulesErrorf("rules.classes", "counter type %q has no class in [rules.classes]", u.ID)
		}
	}
	if r.Turn.Actions < 1 {
		return s.RulesErrorf("rules.turn.actions", "actions must be at least 1")
	}
	for i, id := range r.Turn.Phases {
		if !slices.ContainsFunc(Phases, func(p phase) bool { return p.ID == id }) {
			return s.RulesErrorf("rules.turn.phases", "phases[%d]: no phase %q (phases: %v)", i, id, phaseIDs())
		}
		if slices.Contains(r.Turn.Phases[:i], id) {
			return s.RulesErrorf("rules.turn.phases", "phases name %s twice", id)
		}
	}
	if !slices.Contains(r.Turn.Phases, PhaseAction) {
		return s.RulesErrorf("rules.turn.phases", "phases must include %q", PhaseAction)
	}
	if n := s.Turns.Count(); r.LastTurn < 1 || r.LastTurn > n {
		return s.RulesErrorf("rules.last_turn", "last_turn %d: the scenario has turns 1 to %d", r.LastTurn, n)
	}
	if r.DieUntil < 0 || r.TwoDiceFrom <= r.DieUntil {
		return s.RulesErrorf("rules.two_dice_from", "two_dice_from (%d) must come after die_until (%d)", r.TwoDiceFrom, r.DieUntil)
	}
	if m.ValueType(r.NearEast) == nil {
		return s.RulesErrorf("rules.neareast", "map %s has no value type %q (the Near East)", m.ID, r.NearEast)
	}
	for _, b := range []string{BoxDead, BoxRemoved} {
		if m.Box(b) == nil {
			return fmt.Errorf("map %s has no box %q (the module puts eliminated units there)", m.ID, b)
		}
	}
	if err := spaces("rules.offmap", r.Offmap); err != nil {
		return err
	}
	if err := spaces("rules.mef", r.MEF); err != nil {
		return err
	}
	seen := map[string]string{}
	for _, side := range sortedKeys(r.Control) {
		if !slices.Contains(Sides, side) {
			return s.RulesErrorf("rules.control."+side, "no side %q (sides: %s, %s)", side, CP, AP)
		}
		if err := spaces("rules.control."+side, r.Control[side]); err != nil {
			return err
		}
		for _, l := range r.Control[side] {
			if o, dup := seen[l]; dup {
				return s.RulesErrorf("rules.control."+side, "%s is given to both %s and %s", l, o, side)
			}
			seen[l] = side
		}
	}
	return nil
}

// checkNations checks [rules.nations]: every nation of the counters has
// an entry, its alliance is its side there, and what it names exists.
func (r *Rules) checkNations(s *scenarios.Scenario, spaces func(string, []string) error) error {
	m := s.Maps[0]
	for _, n := range s.Counters.Nations {
		if _, ok := r.Nations[n.ID]; !ok {
			return s.RulesErrorf("rules.nations", "nation %q of counters %s has no [rules.nations.%s]", n.ID, s.Counters.ID, n.ID)
		}
	}
	for _, id := range sortedKeys(r.Nations) {
		path := "rules.nations." + id
		n := s.Counters.Nation(id)
		if n == nil {
			return s.RulesErrorf(path, "no nation %q in counters %s", id, s.Counters.ID)
		}
		nr := r.Nations[id]
		if nr.Alliance != n.Side {
			return s.RulesErrorf(path+".alliance", "alliance %q: nation %s is on side %q in counters %s", nr.Alliance, id, n.Side, s.Counters.ID)
		}
		for i, o := range nr.CountsAs {
			if _, ok := r.Nations[o]; !ok || o == id {
				return s.RulesErrorf(path+".counts_as", "counts_as[%d]: %q is not another nation of [rules.nations]", i, o)
			}
		}
		if err := spaces(path+".capitals", nr.Capitals); err != nil {
			return err
		}
		for i, g := range nr.Regions {
			if m.Region(g) == nil {
				return s.RulesErrorf(path+".regions", "regions[%d]: no region %q on map %s", i, g, m.ID)
			}
		}
	}
	return nil
}

// phaseIDs are the ids of Phases.
func phaseIDs() []string {
	var out []string
	for _, p := range Phases {
		out = append(out, p.ID)
	}
	return out
}

func sortedKeys[K ~string, V any](m map[K]V) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
