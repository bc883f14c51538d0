package counters

import (
	"embed"
	"sort"

	"sandtable/internal/tomlfile"
)

//go:embed data/*.toml
var data embed.FS

// bundle is the bundled catalogues, counters/data/NAME.toml.
var bundle = tomlfile.Bundle{FS: data, Dir: "data", Pkg: "counters", Kind: "catalogue", Format: Format, MaxSize: MaxFileSize}

// MaxFileSize is the largest catalogue file, in bytes: 1 MB, fifty times
// the largest bundled one.
const MaxFileSize = 1 << 20

// BuiltinPrefix marks the name of bundled data: "builtin:test".
const BuiltinPrefix = tomlfile.BuiltinPrefix

// Load reads a catalogue file's text; file names it in errors.
func Load(file string, text []byte) (*Catalogue, error) {
	if err := bundle.CheckSize(file, text); err != nil {
		return nil, err
	}
	var f FileCatalogue
	c, err := tomlfile.Load(file, text, Format, &f, func(doc *tomlfile.Doc) *Catalogue {
		b := &builder{doc: doc, f: &f, c: &Catalogue{File: file, doc: doc}}
		b.build()
		return b.c
	})
	if err != nil {
		return nil, err
	}
	c.Digest = tomlfile.Digest(text)
	return c, nil
}

// LoadFile reads the catalogue at path, or the bundled one when path is
// "builtin:NAME" (or "builtin:counters/NAME").
func LoadFile(path string) (*Catalogue, error) {
	return tomlfile.LoadFile(bundle, path, Builtin, Load)
}

// LoadReferenced reads the catalogue at path that a scenario names: like
// LoadFile, but a file that does not say it is a catalogue (format =
// "sandtable-counters") is refused without showing any of it.
// The file is charged to budget when there is one.
func LoadReferenced(path string, budget *tomlfile.Budget) (*Catalogue, error) {
	return tomlfile.LoadReferenced(bundle, path, budget, Load)
}

// LoadReferencedText is LoadReferenced on text held in memory in place of
// the file at path (a designer's unsaved catalogue): the same limits and errors.
func LoadReferencedText(path string, text []byte, budget *tomlfile.Budget) (*Catalogue, error) {
	return tomlfile.LoadReferencedText(bundle, path, text, budget, Load)
}

// Builtin loads the bundled catalogue called name ("test"); errors in it
// are reported against counters/data/NAME.toml.
func Builtin(name string) (*Catalogue, error) {
	text, file, err := BuiltinData(name)
	if err != nil {
		return nil, err
	}
	return Load(file, text)
}

// BuiltinData is the text of the bundled catalogue called name and the
// file name it is reported under.
func BuiltinData(name string) ([]byte, string, error) {
	return bundle.Data(name)
}

// BuiltinNames lists the bundled catalogues, sorted.
func BuiltinNames() []string {
	return bundle.Names()
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
