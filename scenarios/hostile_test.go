package scenarios_test

import (
	"fmt"
	"strings"
	"testing"

	"sandtable/internal/hostile"
	"sandtable/internal/tomlfile"
	"sandtable/scenarios"
)

// BenchmarkCheckHostile checks each hostile input as `sandtable check`
// does (Check: sniff the format, then load). Target (issue 10): every
// input refused or loaded in under 1 s and 200 MB; B/op, everything
// allocated, bounds the memory from above (scripts/measure-loaders
// measures the program's peak memory itself).
func BenchmarkCheckHostile(b *testing.B) {
	for _, f := range hostile.Files() {
		b.Run(f.Name, func(b *testing.B) {
			b.SetBytes(int64(len(f.Text)))
			for range b.N {
				_, err := scenarios.Check("h.toml", f.Text)
				if f.Refused != "" && (err == nil || !strings.HasSuffix(err.Error(), f.Refused)) {
					b.Fatalf("not refused for its limit: %v", err)
				}
			}
		})
	}
}

// The hostile scenarios: the one whose maps ask for more cells than a
// scenario may have is refused at the first map over the limit, before
// its cells are built; the costliest within the limits loads.
func TestHostileScenarios(t *testing.T) {
	for _, s := range hostile.Scenarios() {
		t.Run(s.Name, func(t *testing.T) {
			_, err := scenarios.LoadFile(s.WriteTemp(t))
			if s.Refused == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if err == nil || !strings.HasSuffix(err.Error(), s.Refused) {
				t.Errorf("got %v\nwant ...%s", err, s.Refused)
			}
		})
	}
}

// BenchmarkLoadHostileScenarios loads each hostile scenario and its maps.
// Target (issue 23): refused or loaded in under 1 s and 200 MB
// (scripts/measure-loaders measures check, state and play on them).
func BenchmarkLoadHostileScenarios(b *testing.B) {
	for _, s := range hostile.Scenarios() {
		b.Run(s.Name, func(b *testing.B) {
			path := s.WriteTemp(b)
			for b.Loop() {
				if _, err := scenarios.LoadFile(path); (err == nil) != (s.Refused == "") {
					b.Fatalf("refused %q, got %v", s.Refused, err)
				}
			}
		})
	}
}

// The hostile scenarios are made with scenarios' own limit.
func TestHostileScenarioLimit(t *testing.T) {
	if want := fmt.Sprintf("more than the %s cells", tomlfile.Count(scenarios.MaxTotalCells)); !strings.Contains(hostile.Scenarios()[0].Refused, want) {
		t.Errorf("internal/hostile's limit: %s, want %s", hostile.Scenarios()[0].Refused, want)
	}
}
