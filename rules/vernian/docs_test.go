package vernian

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"sandtable/scenarios"
)

// The [rules] example in docs/formats.md decodes into vernian's Tables
// with no unknown key or wrong type (it documents this module's keys).
func TestFormatsDocRulesExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/formats.md")
	if err != nil {
		t.Fatal("vernian: the formats doc, whose [rules] example this test decodes, is missing:", err)
	}
	for _, b := range regexp.MustCompile("(?s)```toml\n(.*?)```").FindAllSubmatch(doc, -1) {
		if !strings.Contains(string(b[1]), "[rules]") {
			continue
		}
		s, err := scenarios.Load("formats.md", b[1])
		if err != nil {
			t.Fatal(err)
		}
		tb := defaultTables()
		if err := s.DecodeRules(&tb); err != nil {
			t.Fatalf("the documented [rules] example: %v", err)
		}
		if tb.SupplyRange != 4 || len(tb.CRT.Columns) == 0 || tb.CRT.Validate() != nil {
			t.Errorf("decoded %+v", tb)
		}
		return
	}
	t.Fatal("no [rules] example in docs/formats.md")
}
