package scenarios

import (
	"embed"
	"fmt"
	"path/filepath"

	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

//go:embed data/*.toml
var data embed.FS

// bundle is the bundled scenarios, scenarios/data/NAME.toml, Default first.
var bundle = tomlfile.Bundle{FS: data, Dir: "data", Pkg: "scenarios", Kind: "scenario", First: Default, Format: Format, MaxSize: MaxFileSize}

// MaxFileSize is the largest scenario file, in bytes: 1 MB, seventy times
// the largest bundled one.
const MaxFileSize = 1 << 20

// A scenario and the map and catalogue files it names (bundled ones
// aside) may have together at most MaxTotalSize bytes and MaxTotalValues
// keys, tables and array elements, as much as one file may have alone;
// its maps (bundled ones too) may have at most MaxTotalCells cells or
// spaces together, as many as two of the largest maps (maps.MaxCells),
// charged as each map's grid is read, before any cell is built. Loading
// them, and setting up a game on them, stays under a second and 200 MB
// however many files they are (scripts/measure-loaders).
const (
	MaxTotalSize   = 4 << 20
	MaxTotalValues = tomlfile.MaxValues
	MaxTotalCells  = 2 * maps.MaxCells
)

// NewBudget is what a scenario and the files it names may have together.
func NewBudget() *tomlfile.Budget {
	return &tomlfile.Budget{What: "the scenario and the files it names", MaxBytes: MaxTotalSize, MaxValues: MaxTotalValues, MaxCells: MaxTotalCells}
}

// Load reads a scenario file's text; file names it in errors, and map and
// catalogue paths in it are relative to file's directory.
func Load(file string, text []byte) (*Scenario, error) {
	return load(file, text, resolver{dir: filepath.Dir(file)})
}

func load(file string, text []byte, r resolver) (*Scenario, error) {
	if err := bundle.CheckSize(file, text); err != nil {
		return nil, err
	}
	r.budget = NewBudget()
	if err := r.budget.Take(file, text); err != nil {
		return nil, err
	}
	if tomlfile.Claims(text, maps.Format) {
		return nil, ErrMapFile{File: file}
	}
	var f FileScenario
	s, err := tomlfile.Load(file, text, Format, &f, func(doc *tomlfile.Doc) *Scenario {
		b := &builder{doc: doc, f: &f, s: &Scenario{File: file, Text: text}, r: r}
		b.build()
		return b.s
	})
	if err != nil {
		return nil, err
	}
	var deps []string
	for _, m := range s.Maps {
		deps = append(deps, m.Digest)
	}
	for _, c := range s.Catalogues {
		deps = append(deps, c.Digest)
	}
	s.Digest = tomlfile.Digest(text, deps...)
	return s, nil
}

// ErrMapFile is the error for a map file given where a scenario is
// expected (play, render, state, the window): it says what to do with it
// instead of listing every key a scenario does not have.
type ErrMapFile struct{ File string }

func (e ErrMapFile) Error() string {
	return fmt.Sprintf("scenarios: %s: this is a map file, not a scenario; "+
		"draw it with \"sandtable render %s -o map.png\", or play on it: open it with \"sandtable design %s\" "+
		"and choose Design ▸ New scenario on this map (docs/import.md)", e.File, e.File, e.File)
}

// LoadWith is Load with files, texts held in memory (a designer's unsaved
// maps and catalogues) read in place of the files the scenario names: a
// reference whose path (the scenario's folder joined with the reference,
// as errors name it) is a key of files is read from there, else from disk
// as Load reads it; a bundled map or catalogue is looked up under the name
// its errors are reported under ("maps/data/NAME.toml"). Texts in files
// are held to the same size limits and budget, and checked for their
// format key, as files on disk, with the same errors.
func LoadWith(file string, text []byte, files map[string][]byte) (*Scenario, error) {
	return load(file, text, resolver{dir: filepath.Dir(file), files: cleanKeys(files)})
}

// LoadBuiltinTextWith is LoadBuiltinText with files, as LoadWith.
func LoadBuiltinTextWith(file string, text []byte, files map[string][]byte) (*Scenario, error) {
	return load(file, text, resolver{builtin: true, files: cleanKeys(files)})
}

// cleanKeys is files with its keys cleaned as the resolver's paths are.
func cleanKeys(files map[string][]byte) map[string][]byte {
	if len(files) == 0 {
		return nil
	}
	out := make(map[string][]byte, len(files))
	for k, v := range files {
		out[filepath.Clean(k)] = v
	}
	return out
}

// LoadBuiltinText reads text as the bundled scenario file would be read
// (its plain map and catalogue names are bundled data); file names it in
// errors. The designer checks an edited bundled scenario with it.
func LoadBuiltinText(file string, text []byte) (*Scenario, error) {
	return load(file, text, resolver{builtin: true})
}

// LoadFile reads the scenario at path, or the bundled one when path is
// "builtin:NAME" (or "builtin:scenarios/NAME").
func LoadFile(path string) (*Scenario, error) {
	return tomlfile.LoadFile(bundle, path, Builtin, Load)
}

// LoadReferenced reads the scenario at path that a saved game names: like
// LoadFile, but a file that does not say it is a scenario (format =
// "sandtable-scenario") is refused without showing any of it.
func LoadReferenced(path string) (*Scenario, error) {
	return tomlfile.LoadReferenced(bundle, path, nil, Load)
}

// Builtin loads the bundled scenario called name ("test-hex-flat"). Its
// map and catalogue references are bundled data too.
func Builtin(name string) (*Scenario, error) {
	text, file, err := BuiltinData(name)
	if err != nil {
		return nil, err
	}
	return load(file, text, resolver{builtin: true})
}

// Heading is what a list of scenarios shows of one: its id, name and
// description as its file's top-level keys give them.
type Heading struct {
	ID, Name, Description string
}

// BuiltinHeading reads the heading of the bundled scenario called name
// from its top-level keys alone (tomlfile.TopKeys): no map, catalogue or
// set-up is read, so a list of every bundled scenario costs next to
// nothing. A key missing or not a string is left empty; Builtin says
// whether the whole scenario loads.
func BuiltinHeading(name string) (Heading, error) {
	text, file, err := BuiltinData(name)
	if err != nil {
		return Heading{}, err
	}
	top, err := tomlfile.TopKeys(file, text)
	if err != nil {
		return Heading{}, err
	}
	str := func(k string) string { s, _ := top[k].(string); return s }
	return Heading{ID: str("id"), Name: str("name"), Description: str("description")}, nil
}

// BuiltinData is the text of the bundled scenario called name and the
// file name it is reported under.
func BuiltinData(name string) ([]byte, string, error) {
	return bundle.Data(name)
}

// BuiltinNames lists the bundled scenarios: Default first, then the rest
// sorted.
func BuiltinNames() []string {
	return bundle.Names()
}
