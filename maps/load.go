package maps

import (
	"embed"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"

	"sandtable/internal/tomlfile"
)

//go:embed data/*.toml
var data embed.FS

// BuiltinPrefix marks the name of bundled data in file arguments and
// scenario references: "builtin:test-hex-flat".
const BuiltinPrefix = "builtin:"

// Load reads a map file's text; file names it in errors.
func Load(file string, text []byte) (*Map, error) {
	var f fileMap
	doc, err := tomlfile.Decode(file, text, &f)
	if err != nil {
		return nil, err
	}
	f.CheckHeader(doc, Format)
	if doc.Failed() {
		return nil, doc.Err()
	}
	b := &builder{doc: doc, f: &f, m: &Map{File: file, doc: doc}}
	b.build()
	if err := doc.Err(); err != nil {
		return nil, err
	}
	b.m.Digest = tomlfile.Digest(text)
	return b.m, nil
}

// LoadFile reads the map file at path, or the bundled map when path is
// "builtin:NAME" (or "builtin:maps/NAME").
func LoadFile(path string) (*Map, error) {
	if name, ok := strings.CutPrefix(path, BuiltinPrefix); ok {
		return Builtin(strings.TrimPrefix(name, "maps/"))
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("maps: %w", err)
	}
	return Load(path, text)
}

// Builtin loads the bundled map called name ("test-hex-flat"); errors in it
// are reported against maps/data/NAME.toml.
func Builtin(name string) (*Map, error) {
	text, file, err := BuiltinData(name)
	if err != nil {
		return nil, err
	}
	return Load(file, text)
}

// BuiltinData is the text of the bundled map called name and the file name
// it is reported under.
func BuiltinData(name string) ([]byte, string, error) {
	name = strings.TrimSuffix(strings.TrimPrefix(name, BuiltinPrefix), ".toml")
	if !tomlfile.ValidID(name) {
		return nil, "", fmt.Errorf("maps: no built-in map %q (have %s)", name, strings.Join(BuiltinNames(), ", "))
	}
	text, err := data.ReadFile("data/" + name + ".toml")
	if err != nil {
		return nil, "", fmt.Errorf("maps: no built-in map %q (have %s)", name, strings.Join(BuiltinNames(), ", "))
	}
	return text, "maps/data/" + name + ".toml", nil
}

// BuiltinNames lists the bundled maps, sorted.
func BuiltinNames() []string {
	entries, _ := fs.ReadDir(data, "data")
	var names []string
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".toml"); ok {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}
