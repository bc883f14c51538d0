package scenarios

import (
	"embed"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"sandtable/internal/tomlfile"
)

//go:embed data/*.toml
var data embed.FS

// Load reads a scenario file's text; file names it in errors, and map and
// catalogue paths in it are relative to file's directory.
func Load(file string, text []byte) (*Scenario, error) {
	return load(file, text, resolver{dir: filepath.Dir(file)})
}

func load(file string, text []byte, r resolver) (*Scenario, error) {
	var f fileScenario
	doc, err := tomlfile.Decode(file, text, &f)
	if err != nil {
		return nil, err
	}
	f.CheckHeader(doc, Format)
	if doc.Failed() {
		return nil, doc.Err()
	}
	b := &builder{doc: doc, f: &f, s: &Scenario{File: file}, r: r}
	b.build()
	if err := doc.Err(); err != nil {
		return nil, err
	}
	var deps []string
	for _, m := range b.s.Maps {
		deps = append(deps, m.Digest)
	}
	for _, c := range b.s.Catalogues {
		deps = append(deps, c.Digest)
	}
	b.s.Digest = tomlfile.Digest(text, deps...)
	return b.s, nil
}

// LoadFile reads the scenario at path, or the bundled one when path is
// "builtin:NAME" (or "builtin:scenarios/NAME").
func LoadFile(path string) (*Scenario, error) {
	if name, ok := strings.CutPrefix(path, BuiltinPrefix); ok {
		return Builtin(strings.TrimPrefix(name, "scenarios/"))
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("scenarios: %w", err)
	}
	return Load(path, text)
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
	name = strings.TrimSuffix(strings.TrimPrefix(name, BuiltinPrefix), ".toml")
	text, err := data.ReadFile("data/" + name + ".toml")
	if !tomlfile.ValidID(name) || err != nil {
		return nil, "", fmt.Errorf("scenarios: no built-in scenario %q (have %s)", name, strings.Join(BuiltinNames(), ", "))
	}
	return text, "scenarios/data/" + name + ".toml", nil
}

// BuiltinNames lists the bundled scenarios: Default first, then the rest
// sorted.
func BuiltinNames() []string {
	entries, _ := fs.ReadDir(data, "data")
	var names []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".toml"); ok && n != Default {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	if _, err := data.ReadFile("data/" + Default + ".toml"); err == nil {
		names = append([]string{Default}, names...)
	}
	return names
}
