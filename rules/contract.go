package rules

// The window gives some verbs and values controls of its own. A module
// that means one of them uses these names; a module that spells a verb
// differently (or a supply state) is not broken by a test, it silently
// loses the window's control for it. rulestest.CheckWindowContract checks
// a module's legal lists and views against them.

// Verbs with controls of their own in the window.
const (
	// VerbMove is "SIDE move UNIT DEST": the board drags units and labels
	// destinations with it (and MoveCoster's costs).
	VerbMove = "move"
	// VerbEndPhase is "SIDE end-phase", no arguments: the phase panel's
	// End phase button. Phase.Verbs never lists it.
	VerbEndPhase = "end-phase"
	// VerbRoll is "SIDE roll DICE" ("2d6"): the dice panel. A state that
	// gives the players a CRT (kit.HandCRT) also takes "SIDE roll
	// crt:COLUMN" ("crt:2:1"), the dice panel's CRT.
	VerbRoll = "roll"
	// VerbFlip, VerbReveal, VerbHide and VerbRemove are "SIDE VERB UNIT":
	// the stack panel's buttons on a unit.
	VerbFlip   = "flip"
	VerbReveal = "reveal"
	VerbHide   = "hide"
	VerbRemove = "remove"
)

// Supply states a module may put in UnitView.Supply; the board tags
// counters in Defense Supply "DS" and out of supply "OOS". "" means the
// module has no supply rule (or the unit is in full supply and it says
// nothing).
const (
	SupplyAttack  = "attack"
	SupplyDefense = "defense"
	SupplyOut     = "out"
)

// SupplyStates are the values UnitView.Supply may hold besides "".
var SupplyStates = []string{SupplyAttack, SupplyDefense, SupplyOut}
