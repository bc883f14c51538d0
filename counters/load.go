package counters

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

// BuiltinPrefix marks the name of bundled data: "builtin:test".
const BuiltinPrefix = "builtin:"

// Load reads a catalogue file's text; file names it in errors.
func Load(file string, text []byte) (*Catalogue, error) {
	var f fileCatalogue
	doc, err := tomlfile.Decode(file, text, &f)
	if err != nil {
		return nil, err
	}
	f.CheckHeader(doc, Format)
	if doc.Failed() {
		return nil, doc.Err()
	}
	b := &builder{doc: doc, f: &f, c: &Catalogue{File: file, doc: doc}}
	b.build()
	if err := doc.Err(); err != nil {
		return nil, err
	}
	b.c.Digest = tomlfile.Digest(text)
	return b.c, nil
}

// LoadFile reads the catalogue at path, or the bundled one when path is
// "builtin:NAME" (or "builtin:counters/NAME").
func LoadFile(path string) (*Catalogue, error) {
	if name, ok := strings.CutPrefix(path, BuiltinPrefix); ok {
		return Builtin(strings.TrimPrefix(name, "counters/"))
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("counters: %w", err)
	}
	return Load(path, text)
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
	name = strings.TrimSuffix(strings.TrimPrefix(name, BuiltinPrefix), ".toml")
	text, err := data.ReadFile("data/" + name + ".toml")
	if !tomlfile.ValidID(name) || err != nil {
		return nil, "", fmt.Errorf("counters: no built-in catalogue %q (have %s)", name, strings.Join(BuiltinNames(), ", "))
	}
	return text, "counters/data/" + name + ".toml", nil
}

// BuiltinNames lists the bundled catalogues, sorted.
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

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
