package maps

import (
	"embed"
	"path/filepath"

	"sandtable/internal/tomlfile"
)

//go:embed data/*.toml
var data embed.FS

// bundle is the bundled maps, maps/data/NAME.toml.
var bundle = tomlfile.Bundle{FS: data, Dir: "data", Pkg: "maps", Kind: "map", Format: Format, MaxSize: MaxFileSize}

// MaxFileSize is the largest map file, in bytes: 2 MB, eighty times the
// largest bundled map, and room for a 500×500 grid with terrain and
// region rows.
const MaxFileSize = 2 << 20

// BuiltinPrefix marks the name of bundled data in file arguments and
// scenario references: "builtin:test-hex-flat".
const BuiltinPrefix = tomlfile.BuiltinPrefix

// Load reads a map file's text; file names it in errors.
// A [picture] it names is read from file's folder.
func Load(file string, text []byte) (*Map, error) {
	return load(file, text, nil)
}

// load is Load charging the map's cells to budget, when there is one,
// before it builds them.
func load(file string, text []byte, budget *tomlfile.Budget) (*Map, error) {
	return loadFrom(file, text, budget, false)
}

// loadFrom is load of a bundled map when bundled is true: one with no
// folder, and so no picture.
func loadFrom(file string, text []byte, budget *tomlfile.Budget, bundled bool) (*Map, error) {
	if err := bundle.CheckSize(file, text); err != nil {
		return nil, err
	}
	var f FileMap
	m, err := tomlfile.Load(file, text, Format, &f, func(doc *tomlfile.Doc) *Map {
		b := &builder{doc: doc, f: &f, m: &Map{File: file, doc: doc}, budget: budget, dir: filepath.Dir(file), bundled: bundled}
		b.build()
		return b.m
	})
	if err != nil {
		return nil, err
	}
	m.Digest = tomlfile.Digest(text)
	return m, nil
}

// LoadFile reads the map file at path, or the bundled map when path is
// "builtin:NAME" (or "builtin:maps/NAME").
func LoadFile(path string) (*Map, error) {
	return tomlfile.LoadFile(bundle, path, Builtin, Load)
}

// LoadReferenced reads the map file at path that a scenario names: like
// LoadFile, but a file that does not say it is a map (format =
// "sandtable-map") is refused without showing any of it.
// The file, and the cells it declares, are charged to budget when there is
// one (see Budget.TakeCells).
func LoadReferenced(path string, budget *tomlfile.Budget) (*Map, error) {
	return tomlfile.LoadReferenced(bundle, path, budget, loader(budget))
}

// LoadReferencedText is LoadReferenced on text held in memory in place of
// the file at path (a designer's unsaved map): the same limits and errors.
func LoadReferencedText(path string, text []byte, budget *tomlfile.Budget) (*Map, error) {
	return tomlfile.LoadReferencedText(bundle, path, text, budget, loader(budget))
}

// loader is Load charging cells to budget.
func loader(budget *tomlfile.Budget) func(file string, text []byte) (*Map, error) {
	return func(file string, text []byte) (*Map, error) { return load(file, text, budget) }
}

// BuiltinCharged is Builtin charging the bundled map's cells to budget,
// when there is one, as LoadReferenced charges a file's.
func BuiltinCharged(name string, budget *tomlfile.Budget) (*Map, error) {
	text, file, err := BuiltinData(name)
	if err != nil {
		return nil, err
	}
	return loadFrom(file, text, budget, true)
}

// Builtin loads the bundled map called name ("test-hex-flat"); errors in it
// are reported against maps/data/NAME.toml.
func Builtin(name string) (*Map, error) {
	return BuiltinCharged(name, nil)
}

// BuiltinData is the text of the bundled map called name and the file name
// it is reported under.
func BuiltinData(name string) ([]byte, string, error) {
	return bundle.Data(name)
}

// BuiltinNames lists the bundled maps, sorted.
func BuiltinNames() []string {
	return bundle.Names()
}
