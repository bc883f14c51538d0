package scenarios

import (
	"strings"
	"testing"

	"sandtable/internal/hostile"
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
				_, err := Check("h.toml", f.Text)
				if f.Refused != "" && (err == nil || !strings.HasSuffix(err.Error(), f.Refused)) {
					b.Fatalf("not refused for its limit: %v", err)
				}
			}
		})
	}
}
