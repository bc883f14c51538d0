package scenarios

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzLoad checks that no input makes the scenario loader (or Check, which
// dispatches to the map and counter loaders) panic. File references are
// refused so that fuzzing never reads the disk; builtin: references work.
func FuzzLoad(f *testing.F) {
	for _, n := range BuiltinNames() {
		text, _, err := BuiltinData(n)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(text)
	}
	files, _ := filepath.Glob("testdata/*.toml")
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		s, err := load("fuzz.toml", text, resolver{noFiles: true})
		if err == nil {
			_ = s.Summary()
			for _, p := range s.Setup {
				_ = p.Where()
			}
		}
		check("fuzz.toml", text, resolver{noFiles: true})
	})
}
