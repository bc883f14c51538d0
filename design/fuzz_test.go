package design

import (
	"testing"

	"sandtable/counters"
	"sandtable/maps"
	"sandtable/scenarios"
)

// FuzzSplit: whatever the text, its entries add up to it exactly, entry 0
// is the top-level keys and no other entry is.
func FuzzSplit(f *testing.F) {
	for _, kn := range [][2]string{{"maps", maps.BuiltinNames()[0]}, {"counters", counters.BuiltinNames()[0]}, {"scenarios", scenarios.BuiltinNames()[0]}} {
		var text []byte
		switch kn[0] {
		case "maps":
			text, _, _ = maps.BuiltinData(kn[1])
		case "counters":
			text, _, _ = counters.BuiltinData(kn[1])
		default:
			text, _, _ = scenarios.BuiltinData(kn[1])
		}
		f.Add(text)
	}
	f.Add([]byte("a = [\n[1]]\n[b]\n\"\"\"\n[c]"))
	f.Fuzz(func(t *testing.T, text []byte) {
		es := split(string(text))
		var all []byte
		for i, e := range es {
			all = append(all, e.Text...)
			if (i == 0) != (e.Kind == Header) {
				t.Fatalf("entry %d is of kind %d", i, e.Kind)
			}
		}
		if string(all) != string(text) {
			t.Fatalf("entries do not add up to the text")
		}
	})
}
