package design

// Skeleton (lead): the signatures below are the contract the designer UI
// builds on; the project helper fills them in (project.go is theirs).

import (
	"errors"

	"sandtable/scenarios"
)

// Project is what the designer has open: a scenario and the map and
// counter files it names, or a lone map or catalogue. Every file is
// editable, bundled ones included (they are saved as copies: SaveAs).
type Project struct {
	// Dir is the folder the project's files are saved in; "" until the
	// project is saved (a new project, or one opened from bundled data).
	Dir string
	// Scenario is the scenario file; nil for a lone map or catalogue.
	Scenario *File
	// Maps are the map files, in the scenario's order.
	Maps []*File
	// Counters are the counter catalogues, in the scenario's order.
	Counters []*File

	journal, rejournal []*File
	onChange           []func(f *File)
}

// ErrNoScenario is PlayScenario's error for a project without a scenario.
var ErrNoScenario = errors.New("design: this project has no scenario: Design > New scenario on this map makes one")

// NewProject is a project made from nothing: a 12×10 flat hex map, a
// catalogue with two sides and no units, and a freeplay scenario naming
// them, all untitled (Dir "").
func NewProject() *Project { panic("design: NewProject: not yet") }

// OpenProject opens the scenario, map or catalogue at path (a file, or
// "builtin:NAME" for a bundled scenario) with every file a scenario names.
func OpenProject(path string) (*Project, error) {
	return nil, errors.New("design: OpenProject: not yet")
}

// Files are the project's files: the scenario first, then maps, then
// catalogues.
func (p *Project) Files() []*File {
	var fs []*File
	if p.Scenario != nil {
		fs = append(fs, p.Scenario)
	}
	fs = append(fs, p.Maps...)
	return append(fs, p.Counters...)
}

// MapFile is the file of the map with id mapID ("" for the first map), or
// nil.
func (p *Project) MapFile(mapID string) *File { return nil }

// Edit runs fn, an edit of f made with f's own methods, and records it in
// the project's history (Undo undoes the project's last edit, whichever
// file it changed); then it tells the OnChange functions.
func (p *Project) Edit(f *File, fn func() error) error { return fn() }

// Undo undoes the project's last edit; it returns the file changed, or nil
// when there was none.
func (p *Project) Undo() *File { return nil }

// Redo makes the last undone edit again; it returns the file changed, or
// nil.
func (p *Project) Redo() *File { return nil }

// UndoName and RedoName name the edit Undo and Redo would undo or make, or
// "".
func (p *Project) UndoName() string { return "" }

// RedoName: see UndoName.
func (p *Project) RedoName() string { return "" }

// OnChange registers fn, called after every edit, undo and redo with the
// file changed.
func (p *Project) OnChange(fn func(f *File)) { p.onChange = append(p.onChange, fn) }

// Check checks every file as `sandtable check` would if the project were
// saved now: a scenario with the current (unsaved) texts of its maps and
// catalogues. Results are by file.
func (p *Project) Check() map[*File]*Result { return nil }

// PreviewScenario is what the board shows: the scenario as edited, or, for
// a lone map, a scenario of its own around it (one side, no units); an
// error when the files do not load yet.
func (p *Project) PreviewScenario() (*scenarios.Scenario, error) {
	return nil, errors.New("design: PreviewScenario: not yet")
}

// PlayScenario is the scenario as edited, to play (ErrNoScenario without
// one).
func (p *Project) PlayScenario() (*scenarios.Scenario, error) { return nil, ErrNoScenario }

// Modified reports whether any file has edits not saved.
func (p *Project) Modified() bool { return false }

// Save writes every modified file to its path; a project that has no
// folder yet (Dir "") or holds bundled files needs SaveAs.
func (p *Project) Save() error { return errors.New("design: Save: not yet") }

// SaveAs writes every file into folder dir (bundled files as copies, the
// scenario's references rewritten to them) and makes dir the project's.
func (p *Project) SaveAs(dir string) error { return errors.New("design: SaveAs: not yet") }

// AddScenario gives a lone map (or catalogue) a freeplay scenario around
// it, with a catalogue of two sides when it has none: what an imported map
// needs before it can be played.
func (p *Project) AddScenario() error { return errors.New("design: AddScenario: not yet") }
