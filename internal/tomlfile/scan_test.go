package tomlfile

import "testing"

func TestPositions(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want map[string]Pos
		none []string // paths that must not be recorded
	}{
		{
			name: "plain keys and tables",
			src:  "format = \"x\"\nversion = 1\n\n[grid]\nkind = \"hex\"\n  cols = 12\n",
			want: map[string]Pos{
				"format": {1, 1}, "version": {2, 1}, "grid": {4, 1},
				"grid.kind": {5, 1}, "grid.cols": {6, 3},
			},
		},
		{
			name: "dotted keys and dotted tables",
			src:  "a.b.c = 1\n[terrain.forest]\ncolor = \"#2f6b2f\"\n[ x . \"y.z\" ]\nk=1\n",
			want: map[string]Pos{
				"a": {1, 1}, "a.b": {1, 1}, "a.b.c": {1, 1},
				"terrain": {2, 1}, "terrain.forest": {2, 1}, "terrain.forest.color": {3, 1},
				`x."y.z"`: {4, 1}, `x."y.z".k`: {5, 1},
			},
		},
		{
			name: "strings with brackets, hashes, equals and quotes",
			src: "a = \"[not] # a = comment\" # real comment [x]\n" +
				"b = 'it''s' \n" +
				"c = \"esc \\\" [y] = \\\\\"\n" +
				"d = \"\"\"\n[fake]\nk = 1 # \"\n\"\"\"\n" +
				"e = '''\n[[fake]]\n'''\n" +
				"f = \"\"\"quote\"\"\"\"\"\n" +
				"g = 2\n",
			want: map[string]Pos{"a": {1, 1}, "b": {2, 1}, "c": {3, 1}, "d": {4, 1}, "e": {8, 1}, "f": {11, 1}, "g": {12, 1}},
			none: []string{"fake", "k", "x", "y", "fake[0]"},
		},
		{
			name: "arrays and multi-line arrays",
			src: "rows = [\"..ff\", \"f.,]\",\n" +
				"  # comment with \"quote\" and ]\n" +
				"  \"ffff\",   # trailing\n" +
				"]\n" +
				"polygon = [[1, 2], [3,4]]\n" +
				"when = [1979-05-27 07:32:00Z, 2]\n" +
				"after = 1\n",
			want: map[string]Pos{
				"rows": {1, 1}, "rows[0]": {1, 9}, "rows[1]": {1, 17}, "rows[2]": {3, 3},
				"polygon[0]": {5, 12}, "polygon[0][1]": {5, 16}, "polygon[1]": {5, 20}, "polygon[1][0]": {5, 21},
				"when[0]": {6, 9}, "when[1]": {6, 31}, "after": {7, 1},
			},
			none: []string{"rows[3]"},
		},
		{
			name: "inline tables",
			src:  "values = { attack = 5, \"def ense\" = 4, sub = {x = 1} }\nlist = [{a = 1}, {b = [2]}]\n",
			want: map[string]Pos{
				"values": {1, 1}, "values.attack": {1, 12}, `values."def ense"`: {1, 24},
				"values.sub": {1, 40}, "values.sub.x": {1, 47},
				"list[0]": {2, 9}, "list[0].a": {2, 10}, "list[1].b": {2, 19}, "list[1].b[0]": {2, 24},
			},
		},
		{
			name: "arrays of tables nested in arrays of tables",
			src: "[[unit]]\nid = \"a\"\n[[unit.step]]\nprint = \"5-3\"\n[[unit.step]]\nprint = \"3-3\"\n" +
				"[[unit]]\nid = \"b\"\n[[unit.step]]\nprint = \"1-3\"\n[unit.step.values]\nattack = 1\n" +
				"[[setup]]\nat = \"0101\"\n",
			want: map[string]Pos{
				"unit": {1, 1}, "unit[0]": {1, 1}, "unit[0].id": {2, 1},
				"unit[0].step[0]": {3, 1}, "unit[0].step[0].print": {4, 1},
				"unit[0].step[1]": {5, 1}, "unit[0].step[1].print": {6, 1},
				"unit[1]": {7, 1}, "unit[1].id": {8, 1},
				"unit[1].step[0]": {9, 1}, "unit[1].step[0].print": {10, 1},
				"unit[1].step[0].values": {11, 1}, "unit[1].step[0].values.attack": {12, 1},
				"setup[0]": {13, 1}, "setup[0].at": {14, 1},
			},
			none: []string{"unit[1].step[1]", "unit[2]"},
		},
		{
			name: "CRLF, tabs and BOM",
			src:  "\xef\xbb\xbfa = 1\r\n\t[t]\r\n\tb = [\r\n\t\t1,\r\n\t]\r\n",
			want: map[string]Pos{"a": {1, 1}, "t": {2, 2}, "t.b": {3, 2}, "t.b[0]": {4, 3}},
		},
		{
			name: "quoted keys with escapes",
			src:  "\"a\\u0062\" = 1\n'lit\\n' = 2\n",
			want: map[string]Pos{"ab": {1, 1}, `"lit\\n"`: {2, 1}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Positions([]byte(tt.src))
			for path, want := range tt.want {
				if p, ok := got[path]; !ok {
					t.Errorf("%s: not recorded (have %v)", path, got)
				} else if p != want {
					t.Errorf("%s: at %d:%d, want %d:%d", path, p.Line, p.Col, want.Line, want.Col)
				}
			}
			for _, path := range tt.none {
				if p, ok := got[path]; ok {
					t.Errorf("%s: recorded at %v, want absent", path, p)
				}
			}
		})
	}
}

func TestPositionsGarbage(t *testing.T) {
	for _, src := range []string{
		"", "[", "[[", "a = [", "a = {", "a = \"", "a = '''", "a = \"\"\"\\", "[a.", "= 1",
		"a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1",
		"a = {b = {c = {d = [{e = [", "}}}]]]", "\x00\x00", "[\"a\\",
	} {
		Positions([]byte(src)) // must not panic or hang
	}
}

func TestParent(t *testing.T) {
	tests := map[string]string{
		"setup[3].at":            "setup[3]",
		"setup[3]":               "setup",
		"setup":                  "",
		"":                       "",
		"terrain.forest.color":   "terrain.forest",
		`x."y.z"`:                "x",
		`x."a[1]"`:               "x",
		"polygon[2][0]":          "polygon[2]",
		`"a\".b".c`:              `"a\".b"`,
		"unit[0].step[1].values": "unit[0].step[1]",
	}
	for in, want := range tests {
		if got := Parent(in); got != want {
			t.Errorf("Parent(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestKey(t *testing.T) {
	if got := Join("terrain", "forest"); got != "terrain.forest" {
		t.Errorf("Join = %q", got)
	}
	if got := Join("x", "y.z"); got != `x."y.z"` {
		t.Errorf("Join quoted = %q", got)
	}
	if got := Index(Join("", "rows"), 7); got != "rows[7]" {
		t.Errorf("Index = %q", got)
	}
}
