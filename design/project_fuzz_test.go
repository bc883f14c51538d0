package design

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"sandtable/counters"
	"sandtable/maps"
	"sandtable/scenarios"
)

// FuzzProjectFrom: whatever the text, a design made of it is refused with
// an error or holds it byte for byte, and checks, previews and takes a
// scenario without panicking; a scenario's check never reads a file.
func FuzzProjectFrom(f *testing.F) {
	for _, add := range []func(string) ([]byte, string, error){maps.BuiltinData, counters.BuiltinData, scenarios.BuiltinData} {
		text, _, _ := add("test-square")
		if text == nil {
			text, _, _ = add("test")
		}
		f.Add(text)
	}
	for _, name := range []string{"game.toml", "escape.toml", "counters.toml", filepath.Join("maps", "plain.toml")} {
		text, err := os.ReadFile(filepath.Join(fixture, name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		p, err := NewProjectFrom(filepath.Join(Untitled, "fuzz.toml"), text)
		if err != nil {
			return
		}
		if fs := p.Files(); len(fs) == 0 || !bytes.Equal(fs[0].Bytes(), text) {
			t.Fatal("the design does not hold the text")
		}
		p.Check()
		_, _ = p.PreviewScenario()
		if p.Scenario == nil {
			_ = p.AddScenario()
			p.Check()
			_, _ = p.PreviewScenario()
		}
	})
}
