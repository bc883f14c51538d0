package design

import (
	"bytes"
	"testing"

	"sandtable/counters"
	"sandtable/maps"
	"sandtable/scenarios"

	_ "sandtable/rules/freeplay"    // registers the modules the bundled scenarios name
	_ "sandtable/rules/greenfields" // (as cmd/sandtable does)
	_ "sandtable/rules/vernian"
)

// bundled is every bundled data file, as kind and name.
func bundled() [][2]string {
	var out [][2]string
	for _, n := range maps.BuiltinNames() {
		out = append(out, [2]string{"maps", n})
	}
	for _, n := range counters.BuiltinNames() {
		out = append(out, [2]string{"counters", n})
	}
	for _, n := range scenarios.BuiltinNames() {
		out = append(out, [2]string{"scenarios", n})
	}
	return out
}

func builtinText(t *testing.T, kind, name string) []byte {
	t.Helper()
	var text []byte
	var err error
	switch kind {
	case "maps":
		text, _, err = maps.BuiltinData(name)
	case "counters":
		text, _, err = counters.BuiltinData(name)
	default:
		text, _, err = scenarios.BuiltinData(name)
	}
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// TestBundledRoundTrip opens every bundled map, catalogue and scenario
// and saves it unchanged: the same bytes; and the bundled files check
// clean, as `sandtable check` finds them.
func TestBundledRoundTrip(t *testing.T) {
	files := bundled()
	if len(files) < 15 {
		t.Fatalf("only %d bundled files found", len(files))
	}
	for _, kn := range files {
		t.Run(kn[0]+"/"+kn[1], func(t *testing.T) {
			want := builtinText(t, kn[0], kn[1])
			f, err := OpenBuiltin(kn[0], kn[1])
			if err != nil {
				t.Fatal(err)
			}
			if got := f.Bytes(); !bytes.Equal(got, want) {
				t.Fatalf("saved %d bytes differ from the %d opened", len(got), len(want))
			}
			if r := f.Result(); !r.OK() {
				t.Fatalf("bundled file does not check: %v", r.Messages)
			}
			if f.Len() < 2 {
				t.Errorf("split into %d entries; a bundled file has tables", f.Len())
			}
			for i, e := range f.Entries() {
				if i > 0 && e.Kind == Header || i == 0 && e.Kind != Header {
					t.Errorf("entry %d is of kind %d", i, e.Kind)
				}
			}
		})
	}
}
