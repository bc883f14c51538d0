// Package rules is Sandtable's rules engine. A game is a scenario, its
// options, a dice seed and an ordered log of actions; state changes only by
// applying an action, so saving writes the log, loading replays it and undo
// replays to an earlier point.
//
// Each rule system is a Module under rules/<game>. Its State answers the
// legal actions for a side (legal means "in the list"), applies one,
// returning the events to log, hides what a side may not see, and reports
// its phase, checklist and victory. The engine (Game) checks legality,
// applies actions on a copy so a refused or failed action leaves the state
// untouched, rolls dice from a seeded generator or takes them from players'
// real dice, logs every roll with its modifiers, and handles undo, redo,
// replay and saves.
//
// A State may also answer what the window asks for besides, each an
// optional interface: LegalFilter (parts of the legal list without
// listing it all), Forecaster (an attack's odds before it is made),
// MoveCoster (what a move to each legal destination costs) and Overlayer
// (cell overlays: supply per hex, zones of control...).
//
// Helpers a module may use but the engine does not need (dice tables,
// hit dice, CRTs, step losses, control, victory points) are in rules/kit,
// which imports rules, never the other way round.
//
// Like board it has no GUI dependency (board/architecture_test.go checks).
package rules
