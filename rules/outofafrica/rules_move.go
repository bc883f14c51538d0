package outofafrica

// MoveRules are lane 4's [rules] keys (movement and restrictions, PLAN.md
// §3), each checked by its section's file (addRulesCheck), where the
// defaults are filled in too.
type MoveRules struct {
	// Balkans are the region ids of the Balkans, part of the Janissary
	// Zone (L137; ruling OA-19).
	Balkans []string `toml:"balkans"`
	// ForbiddenJanissary are the regions (ids) and spaces (labels)
	// Janissaries may never enter (L137: Italy, London, France, Belgium,
	// Holland, Switzerland, Germany, Denmark).
	ForbiddenJanissary []string `toml:"forbidden_janissary"`
	// Janissary is [rules.janissary]: the zone's reach and which counter
	// types its limits apply to (janissary.go).
	Janissary JanissaryRules `toml:"janissary"`
	// Activation is [rules.activation] (activation.go).
	Activation ActivationRules `toml:"activation"`
	// Movement is [rules.movement] (movement.go).
	Movement MovementRules `toml:"movement"`
	// Stacking is [rules.stacking] (stacking.go).
	Stacking StackingRules `toml:"stacking"`
	// Dotted are the nations that may use each dotted connection, keyed
	// "A/B" by its two spaces ([rules.dotted]; dotted.go, L150, L160).
	Dotted map[string][]string `toml:"dotted"`
	// Politics is [rules.politics] (politics.go).
	Politics PoliticsRules `toml:"politics"`
	// SR is [rules.sr] (sr.go); Sealift [rules.sealift] (sealift.go).
	SR      SRRules      `toml:"sr"`
	Sealift SealiftRules `toml:"sealift"`
}

// SRRules are [rules.sr] (sr.go): the SR points a unit costs by class.
// Sandtable's original defaults: a corps (or a detachment) 1, an army 4.
type SRRules struct {
	Corps int `toml:"corps"`
	Army  int `toml:"army"`
}

// SealiftRules are [rules.sealift] (sealift.go, L148): the Allied
// nations whose armies may go by sea (default the seed's Draka, Britain,
// France and the USA, those the counters have), and the first turn it may
// be done (default 2).
type SealiftRules struct {
	Nations  []string `toml:"nations"`
	FromTurn int      `toml:"from_turn"`
}

// JanissaryRules are [rules.janissary] (janissary.go, L137).
type JanissaryRules struct {
	// Reach are the zone's parts counted in spaces from named centres.
	Reach []ZoneReach `toml:"reach"`
	// ZoneOnly are the counter types that may operate only in the zone:
	// the Janissary units and the SD corps.
	ZoneOnly []string `toml:"zone_only"`
	// CF are the Citizen Force counter types whose number outside the zone
	// is limited: at most CFArmies armies (default 1) and CFUnits units in
	// all (default 4).
	CF       []string `toml:"cf"`
	CFArmies int      `toml:"cf_armies"`
	CFUnits  int      `toml:"cf_units"`
}

// ZoneReach is one part of the Janissary Zone: the spaces of Regions
// within Spaces land connections of any of From ("in A-H within 3
// spaces of Belgrade or Ploesti").
type ZoneReach struct {
	From    []string `toml:"from"`
	Spaces  int      `toml:"spaces"`
	Regions []string `toml:"regions"`
}

// ActivationRules are [rules.activation] (activation.go): what activating
// a space costs. Sandtable's original defaults, not Paths of Glory's.
type ActivationRules struct {
	// Space is the OPS cost of a space (default 1); ExtraNationality
	// what each nationality beyond the first adds (default 1).
	Space            int `toml:"space"`
	ExtraNationality int `toml:"extra_nationality"`
	// NEAttackSpaces limits the spaces a side may activate for attack in
	// the Near East in one action (0: no limit; L150, ruling OA-43).
	NEAttackSpaces int `toml:"ne_attack_spaces"`
}

// MovementRules are [rules.movement] (movement.go).
type MovementRules struct {
	// StopEnteringEnemyControl makes a unit stop when it enters a space
	// the enemy controlled (default false: it takes the space and goes
	// on).
	StopEnteringEnemyControl bool `toml:"stop_entering_enemy_control"`
}

// StackingRules are [rules.stacking] (stacking.go, L520).
type StackingRules struct {
	// Max is the most units of one side in a space (default 3).
	Max int `toml:"max"`
	// NEArmies is the most armies of one side in a space wholly in the
	// Near East (default 1).
	NEArmies int `toml:"ne_armies"`
	// DrakaArmies are the spaces where the Draka may stack more armies,
	// and how many (L520: Cairo, Alexandria and Upper Egypt, 2).
	DrakaArmies map[string]int `toml:"draka_armies"`
	// DrakaNotWith are the nations the Draka may not voluntarily stack
	// with (L566: the USA).
	DrakaNotWith []string `toml:"draka_not_with"`
}

// PoliticsRules are [rules.politics] (politics.go, L129-139).
type PoliticsRules struct {
	// Forbid are the regions each nation may never enter, by nation.
	Forbid map[string][]string `toml:"forbid"`
	// NearEastAllies are the only Allied nations that may operate on the
	// Near East map (L135: the Draka and the Russians).
	NearEastAllies []string `toml:"neareast_allies"`
	// NETurkeyCorps are nations allowed only so many corps, and no army,
	// in the spaces of Turkey wholly in the Near East (L133: Bulgaria, 2).
	NETurkeyCorps map[string]int `toml:"ne_turkey_corps"`
	// Turkey is the region id of Turkey, for NETurkeyCorps.
	Turkey string `toml:"turkey"`
}
