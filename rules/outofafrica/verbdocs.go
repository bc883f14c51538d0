package outofafrica

// actionsTable is docs/actions.md's table of the module's verbs, between
// its markers (kit.VerbMarkers): the records' words in the order of play,
// ending a phase, the start, the phases' verbs in a turn's order, then the
// choices the game asks for in the middle of a phase.
func actionsTable() string {
	phases := []string{startStage.ID}
	for _, p := range Phases {
		phases = append(phases, p.ID)
	}
	return book.VerbTable(phases, nil)
}
