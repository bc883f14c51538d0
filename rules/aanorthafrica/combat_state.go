package aanorthafrica

import "slices"

// CombatState is lane F's state: the battle in progress (its space, the
// attacking nation, the round, the step it is at, the AT guns designated
// and silent, the hits each side has still to take), the battles over
// this combat phase and the bombers declared raiders. Only the combat
// files change it; State.Clone calls clone.
type CombatState struct {
	// Space is the battle in progress ("" when none); Nation the
	// attacking nation; Round the combat round (0 before the first).
	Space  string `json:"space,omitempty"`
	Nation string `json:"nation,omitempty"`
	Round  int    `json:"round,omitempty"`
	// Step is where the battle stands (step* constants).
	Step string `json:"step,omitempty"`
	// Silent are the defender's artillery designated as AT guns: they
	// fired their one shot and take no further part but as casualties
	// (ruling N-10).
	Silent []int `json:"silent,omitempty"`
	// Losses are the hits still to be taken, the first one now: each a
	// side's owner chooses unit by unit (the attacker's first).
	Losses []LossDue `json:"losses,omitempty"`
	// Done are the spaces whose battle is over this combat phase (a
	// retreat leaves planes there: they fight no more).
	Done []string `json:"done,omitempty"`
	// Raiders are the bombers that made a Tactical Bombing Raid this
	// combat phase (ruling N-12: they join no land battle).
	Raiders []int `json:"raiders,omitempty"`
}

// LossDue is hits a side must take: Side chooses Hits units among those
// Target allows (loss* constants), For says what hit them (the log's
// reason, "AT guns").
type LossDue struct {
	Side   string `json:"side"`
	Hits   int    `json:"hits"`
	Target string `json:"target"`
	For    string `json:"for"`
	// Space is where the units are (a raid's RZ, or the battle's space).
	Space string `json:"space"`
}

// The steps of a battle.
const (
	stepOpen   = "open"    // fight just declared: AT guns next
	stepATGuns = "at-guns" // the defender designates AT guns (a choice)
	stepFlak   = "flak"    // the AA guns fire at the attacking planes
	stepRound  = "round"   // a combat round is to be rolled
	stepDecide = "decide"  // the attacker presses on or retreats (a choice)
	stepForced = "forced"  // the attacker must retreat (a choice of where)
)

// The units a LossDue may take.
const (
	lossRound  = "round"  // any combatant of the side in the battle
	lossArmour = "armour" // the attacker's tanks (AT guns)
	lossAir    = "air"    // the attacker's planes (flak)
	lossRaid   = "raid"   // the defender's units in the raided RZ, never AA
)

// clone is a deep copy of s (copy every map and slice added here).
func (s CombatState) clone() CombatState {
	s.Silent = slices.Clone(s.Silent)
	s.Losses = slices.Clone(s.Losses)
	s.Done = slices.Clone(s.Done)
	s.Raiders = slices.Clone(s.Raiders)
	return s
}
