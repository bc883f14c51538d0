package tomlfile

import (
	"strings"
	"testing"
)

func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		"format = \"sandtable-map\"\nversion = 1\n[grid]\ncols = 3\n",
		"a = [\"x\", 'y', \"\"\"z\n\"\"\", '''w''']\n[[u]]\n[[u.s]]\nv = {a = 1, b = [1, 2]}\n",
		"a = \"[not] # = \\\"\" # c\n[t.\"q.k\"]\nb = 1979-05-27 07:32:00Z\n",
		"[[a]]\n[[a.b]]\nc = [[1, 2], [3]]\n[a.b.d]\ne = 1\n",
		"rows = [\n  \"..\", # ]\n  \"ff\",\n]\nt = {\n  a = 1,\n}\n",
		// At and just beyond the limits of Bound.
		"x = " + strings.Repeat("[", 15) + strings.Repeat("]", 15) + "\ny = " + strings.Repeat("{a=", 9) + "1" + strings.Repeat("}", 9),
		"[a.b.c.d]\ne.f.g.h = [[{i = [[[[1]]]]}]]\n",
		strings.TrimSuffix(strings.Repeat("a.", 17), ".") + " = 1\n",
		"\"" + strings.Repeat("k", MaxKeyLen+1) + "\" = 1\n[t]\nformat = 2\n",
		"\xef\xbb\xbfformat = \"sandtable-map\" # BOM\r\nversion = 1\r\n[grid]\r\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		pos := Positions(data)
		var v testFile
		d, err := Decode("fuzz.toml", data, &v)
		for path := range pos {
			_ = d.Errorf(path, "x").Error()
			_ = Parent(path)
		}
		Sniff("fuzz.toml", data)
		if e := bound("fuzz.toml", data); e != nil {
			// Refused before parsing: that one error, and no parse.
			if es, ok := err.(Errors); !ok || len(es) != 1 || es[0].Error() != e.Error() {
				t.Fatalf("bound %v, but Decode said %v", e, err)
			}
			return
		}
		// On valid TOML within the limits the scanner must know every key
		// and element.
		raw, err := parse(data)
		if err == nil {
			checkKnown(t, pos, "", raw, 0)
		}
	})
}

// checkKnown fails when a key path of the parsed data has no position.
func checkKnown(t *testing.T, pos map[string]Pos, path string, v any, depth int) {
	if depth > MaxDepth || len(path) > maxPathLen/2 || strings.ContainsAny(path, "\x00") {
		return
	}
	if path != "" {
		if _, ok := pos[path]; !ok {
			t.Fatalf("no position for %s", path)
		}
	}
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			checkKnown(t, pos, Join(path, k), x, depth+1)
		}
	case []map[string]any:
		for i, x := range v {
			checkKnown(t, pos, Index(path, i), x, depth+1)
		}
	case []any:
		for i, x := range v {
			checkKnown(t, pos, Index(path, i), x, depth+1)
		}
	}
}
