// Package rules will be Sandtable's rules engine: games as scenario + seed +
// action log, legal actions as a list, dice with exact odds, undo, saves and
// replay, with one sub-package per rule system (rules/<game>). It is being
// built under the engine issue; nothing here is usable yet. Like board, it
// must never depend on a GUI package (board/architecture_test.go checks).
package rules
