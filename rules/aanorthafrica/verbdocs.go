package aanorthafrica

// choiceStages are the choices the game asks for in the middle of a
// phase, in the order a battle meets them: the minefield question and
// its losses, the defender's AT guns, casualties, press on or retreat.
var choiceStages = []string{StageMineQuestion, stageATGuns, stageCasualty, stageDecide, stageForced}

// actionsTable is docs/actions.md's table of the module's verbs, between
// its markers (kit.VerbMarkers): the records' words in the order of play,
// ending a phase, the phases' verbs in a nation turn's order, then the
// choices in the order a battle asks them.
func actionsTable() string {
	var phases []string
	for _, p := range Phases {
		phases = append(phases, p.ID)
	}
	return book.VerbTable(phases, choiceStages)
}

// VerbNames are the module's verbs, sorted (the scripts' test checks each
// is played).
func VerbNames() []string { return book.Names() }
