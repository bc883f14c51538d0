package scenarios

import "testing"

// FuzzLoad checks that no input makes the scenario loader (or Check, which
// dispatches to the map and counter loaders) panic. File references are
// refused so that fuzzing never reads the disk; builtin: references work.
func FuzzLoad(f *testing.F) {
	if err := bundle.Seed(f.Add, "testdata/*.toml"); err != nil {
		f.Fatal(err)
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
