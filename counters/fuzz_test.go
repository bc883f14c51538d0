package counters

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzLoad checks that no input makes the loader panic.
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
		c, err := Load("fuzz.toml", text)
		if err != nil {
			return
		}
		_ = c.Summary()
		for _, u := range c.Units {
			if len(u.Steps) == 0 || c.Nation(u.Nation) == nil || c.SideOf(u) == nil {
				t.Fatalf("unit %q loaded without steps, nation or side", u.ID)
			}
		}
	})
}
