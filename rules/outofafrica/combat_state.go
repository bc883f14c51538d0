package outofafrica

import (
	"maps"
	"slices"
)

// CombatState is lane 5's state of combat (State's Battle): the battle
// being fought, the spaces attacked this action round, the trench
// levels.
type CombatState struct {
	// Fight is the battle being fought, nil between battles.
	Fight *Battle `json:"fight,omitempty"`
	// Attacked are the spaces attacked in this action round, and
	// AttackedFrom the spaces attacked from (each attacks once).
	Attacked     []string `json:"attacked,omitempty"`
	AttackedFrom []string `json:"attacked_from,omitempty"`
	// Trenches are the trench levels by space (trenches.go).
	Trenches map[string]int `json:"trenches,omitempty"`
	// GasChits are the gas chits each alliance holds, by side; GasUsed
	// the turn each chit was last used (gas.go).
	GasChits map[string][]string `json:"gas_chits,omitempty"`
	GasUsed  map[string]int      `json:"gas_used,omitempty"`
	// Fleet is the A-H Fleet's base ("" when it is gone; ahfleet.go);
	// InvadedTurn the turn of the last corps invasion (0 none;
	// amphibious.go).
	Fleet       string `json:"fleet,omitempty"`
	InvadedTurn int    `json:"invaded_turn,omitempty"`
}

// clone is a deep copy.
func (s CombatState) clone() CombatState {
	c := s
	if s.Fight != nil {
		f := *s.Fight
		f.From = slices.Clone(f.From)
		f.Attackers = slices.Clone(f.Attackers)
		f.Defenders = slices.Clone(f.Defenders)
		f.Lost = slices.Clone(f.Lost)
		f.Made = slices.Clone(f.Made)
		c.Fight = &f
	}
	c.Attacked = slices.Clone(s.Attacked)
	c.AttackedFrom = slices.Clone(s.AttackedFrom)
	c.Trenches = maps.Clone(s.Trenches)
	c.GasUsed = maps.Clone(s.GasUsed)
	c.GasChits = map[string][]string(nil)
	for k, v := range s.GasChits {
		if c.GasChits == nil {
			c.GasChits = map[string][]string{}
		}
		c.GasChits[k] = slices.Clone(v)
	}
	return c
}

// The steps of a battle after the fire (Battle.Step).
const (
	StepDeclare   = "declare"         // the declarations before the fire (addDeclaration)
	StepDefLosses = "defender-losses" // the defender takes its losses
	StepAttLosses = "attacker-losses" // the attacker takes its losses
	StepRetreat   = "retreat"         // the defender retreats
	StepAdvance   = "advance"         // the attacker may advance
)

// Battle is one attack (combat.go): who attacks where from where, with
// which units, the loss points each side's fire inflicted, and the step
// the battle is at. The combat-mods hooks (addCombatMods) are asked about
// it before the fire.
type Battle struct {
	// Side is the attacking alliance; Space the space attacked; From the
	// spaces attacked from, in the map's order (none for an invasion:
	// Invasion is set, and the invaders attack from where they are, a
	// port or the Reserve Box).
	Side     string   `json:"side"`
	Space    string   `json:"space"`
	From     []string `json:"from"`
	Invasion bool     `json:"invasion,omitempty"`
	// Attackers and Defenders are the units (indices into Units) taking
	// part, as they were when the attack was declared.
	Attackers []int `json:"attackers"`
	Defenders []int `json:"defenders"`
	// ToDefender and ToAttacker are the loss points the attacker's and
	// the defender's fire inflicted; DefLeft and AttLeft what is still to
	// be absorbed.
	ToDefender int `json:"to_defender"`
	ToAttacker int `json:"to_attacker"`
	DefLeft    int `json:"def_left"`
	AttLeft    int `json:"att_left"`
	// Step is the step the battle waits at (StepDefLosses ...).
	Step string `json:"step"`
	// Lost are the units that have lost a step in this battle.
	Lost []int `json:"lost,omitempty"`
	// Made are the declarations made before the fire, by id ("gas";
	// addDeclaration): a section marks its own with b.made.
	Made []string `json:"made,omitempty"`
	// Gas is the gas chit the attacker used ("" none) and GasDRM its DRM
	// (gas.go).
	Gas    string `json:"gas,omitempty"`
	GasDRM int    `json:"gas_drm,omitempty"`
	// Flank is the flank attack's outcome ("" none declared, FlankWon,
	// FlankLost), and Pending the fire still to roll after the first
	// side's losses (flank.go: "attacker" or "defender").
	Flank   string `json:"flank,omitempty"`
	Pending string `json:"pending,omitempty"`
	// DrakaClash is set once the Draka have rolled for retreating onto
	// American units in this battle (yankees.go).
	DrakaClash bool `json:"draka_clash,omitempty"`
}

// declared reports whether declaration id has been made in b.
func (b *Battle) declared(id string) bool { return slices.Contains(b.Made, id) }

// made records that declaration id has been made in b.
func (b *Battle) made(id string) {
	if !b.declared(id) {
		b.Made = append(b.Made, id)
	}
}
