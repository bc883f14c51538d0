package scenarios

import (
	"os"
	"regexp"
	"testing"

	"sandtable/counters"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// TestFormatsDocExamples loads every complete example in docs/formats.md,
// so that the documentation cannot drift from the loaders. The scenario
// example's "island.toml" is the one in testdata.
func TestFormatsDocExamples(t *testing.T) {
	doc, err := os.ReadFile("../docs/formats.md")
	if err != nil {
		t.Fatal("scenarios: the formats doc, whose examples this test loads, is missing:", err)
	}
	blocks := regexp.MustCompile("(?s)```toml\n(.*?)```").FindAllSubmatch(doc, -1)
	seen := map[string]int{}
	for i, b := range blocks {
		text := b[1]
		format, _, err := tomlfile.Sniff("formats.md", text)
		if err != nil {
			t.Errorf("example %d: %v", i, err)
			continue
		}
		seen[format]++
		switch format {
		case maps.Format:
			_, err = maps.Load("formats.md", text)
		case counters.Format:
			_, err = counters.Load("formats.md", text)
		case Format:
			_, err = load("testdata/formats.md", text, resolver{dir: "testdata"})
		}
		if err != nil {
			t.Errorf("example %d (%s) does not load:\n%v", i, format, err)
		}
	}
	if seen[maps.Format] < 2 || seen[counters.Format] < 1 || seen[Format] < 1 {
		t.Errorf("examples found: %v", seen)
	}
}
