package scenarios

import (
	"fmt"
	"os"
	"regexp"
	"strings"
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

// The limits docs/formats.md gives are the loaders' own.
func TestFormatsDocLimits(t *testing.T) {
	doc, err := os.ReadFile("../docs/formats.md")
	if err != nil {
		t.Fatal("scenarios: the formats doc is missing:", err)
	}
	text := strings.Join(strings.Fields(string(doc)), " ") // prose wraps anywhere
	mb := func(n int64) string { return tomlfile.Size(n) }
	for _, l := range []struct{ what, doc string }{
		{"maps.MaxCells, MaxTotalCells", fmt.Sprintf("At most %s cells or spaces per map (%s in all the maps of a scenario)", tomlfile.Count(maps.MaxCells), tomlfile.Count(MaxTotalCells))},
		{"maps.MaxFileSize", fmt.Sprintf("| map file | %s (", mb(maps.MaxFileSize))},
		{"maps.MaxPicture*", fmt.Sprintf("| a map's picture | %s file, %s pixels a side, %s pixels", mb(maps.MaxPictureBytes), tomlfile.Count(maps.MaxPictureSide), tomlfile.Count(maps.MaxPicturePixels))},
		{"MaxTotalPixels", fmt.Sprintf("| the pictures of a scenario's maps, together | %s pixels |", tomlfile.Count(MaxTotalPixels))},
		{"counters.MaxFileSize, MaxFileSize", fmt.Sprintf("| counter catalogue, scenario | %s each (", mb(MaxFileSize))},
		{"MaxTotalSize, MaxTotalValues", fmt.Sprintf("| a scenario and the map and catalogue files it names, together | %s and %s values |", mb(MaxTotalSize), tomlfile.Count(MaxTotalValues))},
		{"MaxTotalCells", fmt.Sprintf("| the cells or spaces of a scenario's maps (bundled ones too), together | %s (", tomlfile.Count(MaxTotalCells))},
	} {
		if !strings.Contains(text, l.doc) {
			t.Errorf("docs/formats.md does not say %q (%s)", l.doc, l.what)
		}
	}
	if counters.MaxFileSize != MaxFileSize {
		t.Errorf("docs/formats.md gives one limit for catalogues and scenarios: %d and %d", counters.MaxFileSize, MaxFileSize)
	}
}
