package tomlfile

import (
	"errors"
	"image/color"
	"strings"
	"testing"
)

type testStep struct {
	Print  string         `toml:"print"`
	Values map[string]int `toml:"values"`
}

type testUnit struct {
	ID    string     `toml:"id"`
	Count *int       `toml:"count"`
	Steps []testStep `toml:"step"`
}

type testGrid struct {
	Kind string  `toml:"kind"`
	Cols int     `toml:"cols"`
	Size float64 `toml:"size"`
	Tiny uint8   `toml:"tiny"`
}

type testFile struct {
	Header
	Grid    testGrid            `toml:"grid"`
	Rows    []string            `toml:"rows"`
	Units   []testUnit          `toml:"unit"`
	Terrain map[string]testGrid `toml:"terrain"`
	Default any                 `toml:"default"`
	Polygon [][]float64         `toml:"polygon"`
	Hidden  bool                `toml:"hidden"`
}

func TestDecodeValid(t *testing.T) {
	src := `format = "sandtable-test"
version = 1
default = "x"
rows = ["ab", "cd"]
polygon = [[0, 0], [10.5, 0], [5, 8]]
hidden = true
[grid]
kind = "hex"
cols = 12
size = 40
[terrain.forest]
kind = "f"
[[unit]]
id = "inf"
count = 3
[[unit.step]]
print = "5-3"
values = { attack = 5, move = 3 }
[[unit.step]]
values = { attack = 3, move = 3 }
`
	var f testFile
	d, err := Decode("t.toml", []byte(src), &f)
	if err != nil {
		t.Fatal(err)
	}
	if f.Format != "sandtable-test" || f.Version != 1 || f.Grid.Cols != 12 || f.Grid.Size != 40 || !f.Hidden {
		t.Errorf("decoded %+v", f)
	}
	if len(f.Units) != 1 || *f.Units[0].Count != 3 || len(f.Units[0].Steps) != 2 || f.Units[0].Steps[1].Values["attack"] != 3 {
		t.Errorf("units %+v", f.Units)
	}
	if f.Terrain["forest"].Kind != "f" || f.Default != "x" || f.Polygon[1][0] != 10.5 {
		t.Errorf("decoded %+v", f)
	}
	if p, _ := d.Pos("unit[0].step[1].values.attack"); p != (Pos{20, 12}) {
		t.Errorf("pos = %v", p)
	}
	if d.Err() != nil || d.Failed() {
		t.Errorf("Err = %v", d.Err())
	}
}

func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // exact error lines, in order
	}{
		{
			name: "syntax error",
			src:  "format = \"x\"\nversion = 1\n[grid\ncols = 1\n",
			want: []string{"f.toml:3:6: expected '.' or ']' to end table name, but got '\\n' instead"},
		},
		{
			name: "unknown keys everywhere",
			src: "formt = 1\n[grid]\ncolz = 3\n[[unit]]\nid = \"a\"\n[[unit]]\nid = \"b\"\nbogus = 1\n" +
				"[[unit.step]]\nprint = \"1\"\nvalue = {a = 1}\n",
			want: []string{
				`f.toml:1:1: formt: unknown key (did you mean "format"?)`,
				`f.toml:3:1: grid.colz: unknown key (did you mean "cols"?)`,
				`f.toml:8:1: unit[1].bogus: unknown key`,
				`f.toml:11:1: unit[1].step[0].value: unknown key (did you mean "values"?)`,
			},
		},
		{
			name: "type errors",
			src: "version = \"1\"\nrows = [\"ab\",\n  3]\n[grid]\ncols = 1.5\ntiny = 300\n[[unit]]\ncount = \"two\"\n" +
				"[[unit.step]]\nvalues = { attack = \"x\" }\n[terrain]\nforest = 3\n",
			want: []string{
				`f.toml:1:1: version: expected an integer, got string "1"`,
				`f.toml:3:3: rows[1]: expected a string, got integer 3`,
				`f.toml:5:1: grid.cols: expected an integer, got float 1.5`,
				`f.toml:6:1: grid.tiny: 300 is out of range`,
				`f.toml:8:1: unit[0].count: expected an integer, got string "two"`,
				`f.toml:10:12: unit[0].step[0].values.attack: expected an integer, got string "x"`,
				`f.toml:12:1: terrain.forest: expected a table, got integer 3`,
			},
		},
		{
			name: "table where a value belongs",
			src:  "[rows]\na = 1\n[hidden]\n",
			want: []string{
				`f.toml:1:1: rows: expected an array, got a table`,
				`f.toml:3:1: hidden: expected true or false, got a table`,
			},
		},
		{
			name: "top-level key after a table",
			src:  "[grid]\ncols = 1\nhidden = true\n",
			want: []string{`f.toml:3:1: grid.hidden: unknown key; "hidden" is a top-level key and must come before the first [table] header`},
		},
		{
			name: "duplicate key",
			src:  "format = \"a\"\nformat = \"b\"\n",
			want: []string{`f.toml:2:1: Key 'format' has already been defined.`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var f testFile
			_, err := Decode("f.toml", []byte(tt.src), &f)
			var es Errors
			if !errors.As(err, &es) {
				t.Fatalf("err = %v (%T), want Errors", err, err)
			}
			got := strings.Split(err.Error(), "\n")
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestErrorfFallback(t *testing.T) {
	src := "[grid]\nkind = \"hex\"\n[[setup]]\nat = \"0101\"\n[[setup]]\nbox = \"r\"\n"
	var v map[string]any
	d, err := Decode("s.toml", []byte(src), &v)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ path, want string }{
		{"setup[1].box", "s.toml:6:1: setup[1].box: bad"},
		{"setup[1].at", "s.toml:5:1: setup[1].at: bad"},       // absent: enclosing [[setup]]
		{"grid.cols", "s.toml:1:1: grid.cols: bad"},           // absent: [grid]
		{"turns.names", "s.toml: turns.names: bad"},           // nothing encloses it
		{"setup[0].at", "s.toml:4:1: setup[0].at: bad"},       // present
		{"setup[7].at", "s.toml:3:1: setup[7].at: bad"},       // falls back to the array
		{"", "s.toml: bad"},                                   // no field at all
		{"grid.kind", "s.toml:2:1: grid.kind: bad"},           // present
		{"setup[0]", "s.toml:3:1: setup[0]: bad"},             // the element itself
		{`grid."x.y"`, "s.toml:1:1: grid.\"x.y\": bad"},       // quoted key falls back
		{"setup[0].at[2]", "s.toml:4:1: setup[0].at[2]: bad"}, // index into a scalar
	}
	for _, tt := range tests {
		if got := d.Errorf(tt.path, "bad").Error(); got != tt.want {
			t.Errorf("Errorf(%q) = %q, want %q", tt.path, got, tt.want)
		}
	}
}

func TestDocCollects(t *testing.T) {
	d, err := Decode("c.toml", []byte("a = 1\nb = 2\n"), &map[string]any{})
	if err != nil {
		t.Fatal(err)
	}
	d.Report("b", "second")
	d.Report("a", "first")
	d.Add(Errors{{File: "other.toml", Line: 3, Col: 2, Msg: "from a referenced file"}})
	d.Add(errors.New("plain"))
	d.Report("b", "after the other file's error, still sorted first")
	want := "c.toml: plain\nc.toml:1:1: a: first\nc.toml:2:1: b: second\n" +
		"c.toml:2:1: b: after the other file's error, still sorted first\nother.toml:3:2: from a referenced file"
	if got := d.Err().Error(); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	for i := 0; i < MaxErrors+5; i++ {
		d.Report("a", "again")
	}
	es := d.Err().(Errors)
	if len(es) != MaxErrors+1 || !strings.Contains(es[len(es)-1].Msg, "10 more not shown") {
		t.Errorf("cap: %d errors, last %q", len(es), es[len(es)-1].Msg)
	}
}

func TestErrorFormat(t *testing.T) {
	tests := []struct {
		e    Error
		want string
	}{
		{Error{File: "f", Line: 1, Col: 2, Field: "a.b", Msg: "m"}, "f:1:2: a.b: m"},
		{Error{File: "f", Line: 1, Field: "a", Msg: "m"}, "f:1: a: m"},
		{Error{File: "f", Msg: "m"}, "f: m"},
		{Error{Line: 4, Col: 1, Msg: "m"}, "line 4:1: m"},
		{Error{Msg: "m"}, "m"},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.e, got, tt.want)
		}
	}
}

func TestHeaderAndSniff(t *testing.T) {
	var f testFile
	d, err := Decode("h.toml", []byte("format = \"sandtable-map\"\nversion = 2\n"), &f)
	if err != nil {
		t.Fatal(err)
	}
	f.CheckHeader(d, "sandtable-scenario")
	want := "h.toml:1:1: format: is \"sandtable-map\", expected \"sandtable-scenario\"\n" +
		"h.toml:2:1: version: 2 is not supported; this program reads version 1"
	if got := d.Err().Error(); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	d, _ = Decode("h.toml", []byte("# nothing\n"), &f)
	f = testFile{}
	f.CheckHeader(d, "sandtable-map")
	if got := d.Err().Error(); !strings.HasPrefix(got, "h.toml:1:1: format: missing") {
		t.Errorf("missing format: %s", got)
	}

	if got, _, err := Sniff("s.toml", []byte("# c\nformat = \"sandtable-counters\"\n")); err != nil || got != "sandtable-counters" {
		t.Errorf("Sniff = %q, %v", got, err)
	}
	if _, _, err := Sniff("s.toml", []byte("\n\nformat = 3\n")); err == nil || err.Error() != "s.toml:3:1: format: expected a string, got integer 3" {
		t.Errorf("Sniff bad format: %v", err)
	}
	if _, _, err := Sniff("s.toml", []byte("x = \n")); err == nil || !strings.HasPrefix(err.Error(), "s.toml:1:") {
		t.Errorf("Sniff syntax: %v", err)
	}
}

func TestParseColor(t *testing.T) {
	tests := []struct {
		in   string
		want color.RGBA
		ok   bool
	}{
		{"#2f6b2f", color.RGBA{0x2f, 0x6b, 0x2f, 0xff}, true},
		{"#fff", color.RGBA{0xff, 0xff, 0xff, 0xff}, true},
		{"#A0b", color.RGBA{0xaa, 0x00, 0xbb, 0xff}, true},
		{"Yellow", color.RGBA{0xf2, 0xd0, 0x24, 0xff}, true},
		{"#12345", color.RGBA{}, false},
		{"#ggg", color.RGBA{}, false},
		{"2f6b2f", color.RGBA{}, false},
		{"#+12", color.RGBA{}, false},
		{"", color.RGBA{}, false},
	}
	for _, tt := range tests {
		got, err := ParseColor(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseColor(%q) = %v, %v", tt.in, got, err)
		}
	}
}
