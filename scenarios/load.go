package scenarios

import (
	"embed"
	"path/filepath"

	"sandtable/internal/tomlfile"
)

//go:embed data/*.toml
var data embed.FS

// bundle is the bundled scenarios, scenarios/data/NAME.toml, Default first.
var bundle = tomlfile.Bundle{FS: data, Dir: "data", Pkg: "scenarios", Kind: "scenario", First: Default}

// Load reads a scenario file's text; file names it in errors, and map and
// catalogue paths in it are relative to file's directory.
func Load(file string, text []byte) (*Scenario, error) {
	return load(file, text, resolver{dir: filepath.Dir(file)})
}

func load(file string, text []byte, r resolver) (*Scenario, error) {
	var f fileScenario
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

// LoadFile reads the scenario at path, or the bundled one when path is
// "builtin:NAME" (or "builtin:scenarios/NAME").
func LoadFile(path string) (*Scenario, error) {
	return tomlfile.LoadFile(bundle, path, Builtin, Load)
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
