package counters

import (
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBuiltinCatalogues(t *testing.T) {
	if got := strings.Join(BuiltinNames(), ","); got != "aa-north-africa,greenfields,out-of-africa,test,vernian" {
		t.Fatalf("BuiltinNames = %s", got)
	}
	for _, n := range BuiltinNames() {
		c, err := LoadFile("builtin:" + n)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if c.ID != n {
			t.Errorf("%s: id %q; a bundled catalogue's id must be its file name", n, c.ID)
		}
	}
	if _, err := Builtin("nope"); err == nil || err.Error() != `counters: no built-in catalogue "nope" (have aa-north-africa, greenfields, out-of-africa, test, vernian)` {
		t.Errorf("Builtin(nope) = %v", err)
	}
}

func TestTestCatalogueFacts(t *testing.T) {
	c, err := Builtin("test")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := c.Summary(), `counters "Test counters" (2 sides, 3 nations, 13 unit types, 45 counters, 5 markers)`; got != want {
		t.Errorf("Summary = %s, want %s", got, want)
	}
	prints := map[string][]string{
		"ger-inf":      {"5-3", "3-3"}, // derived from values
		"ger-hq":       {"1-3"},
		"ger-art":      {"4-1-2"},
		"brit-tank":    {"6-4-4", "3-2-4"},
		"ger-zeppelin": {"2-6"},
		"fr-block":     {"4", "3", "2", "1"},
	}
	for id, want := range prints {
		u := c.Unit(id)
		if u == nil {
			t.Fatalf("no unit %s", id)
		}
		var got []string
		for _, s := range u.Steps {
			got = append(got, s.Print)
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s prints %v, want %v", id, got, want)
		}
	}
	inf := c.Unit("ger-inf")
	if v, ok := inf.Steps[1].Value("combat"); !ok || v != 3 || inf.Steps[1].Label != "reduced" || inf.Count != 8 {
		t.Errorf("ger-inf reduced = %+v", inf.Steps[1])
	}
	if s := c.SideOf(inf); s == nil || s.ID != "central" {
		t.Errorf("SideOf(ger-inf) = %v", s)
	}
	crack := c.Unit("ger-inf-crack")
	if crack.Stripe == nil || *crack.Stripe != (color.RGBA{0xf2, 0xd0, 0x24, 0xff}) || crack.Back != "crack" {
		t.Errorf("crack = %+v", crack)
	}
	if fr := c.Unit("fr-inf"); fr.Stripe == nil || *fr.Stripe != (color.RGBA{0xd3, 0x3a, 0x2c, 0xff}) {
		t.Errorf("fr-inf stripe = %v, want the nation's", fr.Stripe)
	}
	if u := c.Unit("ger-inf"); u.Stripe != nil {
		t.Errorf("ger-inf stripe = %v", u.Stripe)
	}
	if m := c.Marker("trench"); m == nil || m.Levels != 3 || m.Kind != "trench" {
		t.Errorf("trench = %+v", m)
	}
	if m := c.Marker("control-allies"); m.Color != c.Side("allies").Color {
		t.Errorf("control marker colour %v, want the side's", m.Color)
	}
	for _, k := range []string{"control", "trench", "storm", "shell_holes"} {
		found := false
		for _, m := range c.Markers {
			found = found || m.Kind == k
		}
		if !found {
			t.Errorf("no %s marker", k)
		}
	}
}

func TestDerivePrint(t *testing.T) {
	c, err := LoadFile("testdata/good_minimal.toml")
	if err != nil {
		t.Fatal(err)
	}
	s := c.Unit("inf").Steps[0]
	if s.Print != "2-3-1-4" || strings.Join(s.Keys, ",") != "attack,defense,range,move" {
		t.Errorf("step = %+v", s)
	}
	if n := c.Nation("freedonia"); n.TextColor != white {
		t.Errorf("text colour on blue = %v, want white", n.TextColor)
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		file string
		want []string
	}{
		{"bad_syntax.toml", []string{
			`testdata/bad_syntax.toml:4:7: expected end of table array name delimiter ']', but got '\n' instead`,
		}},
		{"bad_unknown_key.toml", []string{
			`testdata/bad_unknown_key.toml:7:1: side[0].colour: unknown key (did you mean "color"?)`,
			`testdata/bad_unknown_key.toml:20:1: unit[0].step[0].value: unknown key (did you mean "values"?)`,
			`testdata/bad_unknown_key.toml:21:1: unit[0].steps: unknown key (did you mean "step"?)`,
		}},
		{"bad_refs.toml", []string{
			`testdata/bad_refs.toml:9:1: side[1].id: "blue" is also the id of side[0]`,
			`testdata/bad_refs.toml:10:1: side[1].color: "#12" is not a colour (use #rgb, #rrggbb or a name such as "red")`,
			`testdata/bad_refs.toml:12:1: nation[0].color: missing`,
			`testdata/bad_refs.toml:14:1: nation[0].side: no side "red" in this catalogue`,
			`testdata/bad_refs.toml:23:1: unit[0].nation: no nation "sylvania" in this catalogue`,
			`testdata/bad_refs.toml:25:1: unit[0].size: "XXXXXXX" is not one of ●, ●●, ●●●, I, II, III, X, XX, XXX, XXXX, XXXXX`,
			`testdata/bad_refs.toml:26:1: unit[0].count: must be between 1 and 1000, got 0`,
			`testdata/bad_refs.toml:28:12: unit[0].step[0].values.attack: must be between 0 and 1000, got -1`,
			`testdata/bad_refs.toml:30:1: unit[1].step: missing; give at least one [[unit.step]] (full strength)`,
			`testdata/bad_refs.toml:31:1: unit[1].id: "inf" is also the id of unit[0]`,
			`testdata/bad_refs.toml:33:1: unit[1].kind: "spearmen" is not one of ` + strings.Join(UnitKinds, ", "),
			`testdata/bad_refs.toml:39:1: unit[2].step[0]: give print (e.g. "5-3") or values, or both`,
			`testdata/bad_refs.toml:44:1: marker[0].kind: "trenches" is not one of ` + strings.Join(MarkerKinds, ", "),
			`testdata/bad_refs.toml:45:1: marker[0].levels: must be between 0 and 20, got 30`,
			`testdata/bad_refs.toml:46:1: marker[0].side: no side "green" in this catalogue`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			c, err := LoadFile(filepath.Join("testdata", tt.file))
			if err == nil {
				t.Fatalf("loaded %s, want errors", c.Summary())
			}
			if got, want := err.Error(), strings.Join(tt.want, "\n"); got != want {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

func TestInlineErrors(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"wrong format", "format = \"sandtable-map\"\nversion = 1\n", `t.toml:1:1: format: is "sandtable-map", expected "sandtable-counters"`},
		{"no format", "version = 1\n", `t.toml:1:1: format: missing; a sandtable-counters file begins with format = "sandtable-counters" and version = 1`},
		{"no sides", "format = \"sandtable-counters\"\nversion = 1\nid = \"x\"\n", `t.toml: side: missing; declare the sides with [[side]] entries`},
		{"bad id", "format = \"sandtable-counters\"\nversion = 1\nid = \"x y\"\n[[side]]\nid = \"s\"\n",
			`t.toml:3:1: id: "x y" is not a valid id (use letters, digits, '_', '-' and '.', at most 64)`},
		{"side ids differing in case", "format = \"sandtable-counters\"\nversion = 1\nid = \"x\"\n[[side]]\nid = \"blue\"\n[[side]]\nid = \"Blue\"\n",
			`t.toml:7:1: side[1].id: "Blue" differs only in case from "blue", the id of side[0]; ids must differ in more than case`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load("t.toml", []byte(tt.src))
			if err == nil || err.Error() != tt.want {
				t.Errorf("got:\n%v\nwant:\n%s", err, tt.want)
			}
		})
	}
}

func TestLoadFileMissing(t *testing.T) {
	if _, err := LoadFile("testdata/none.toml"); err == nil || !strings.HasPrefix(err.Error(), "counters: open testdata/none.toml") {
		t.Errorf("err = %v", err)
	}
	if _, err := os.Stat("testdata/none.toml"); err == nil {
		t.Fatal("fixture should not exist")
	}
}

func TestUnitCode(t *testing.T) {
	const head = "format = \"sandtable-counters\"\nversion = 1\nid = \"x\"\n" +
		"[[side]]\nid = \"s\"\n[[nation]]\nid = \"n\"\nside = \"s\"\ncolor = \"#fff\"\n" +
		"[[unit]]\nid = \"u\"\nnation = \"n\"\nkind = \"infantry\"\n" // the code line is line 14
	const tail = "\n[[unit.step]]\nprint = \"1\"\n"
	tests := []struct {
		name, line string
		want       string // the unit's Code, or with wantErr the error
		wantErr    bool
	}{
		{"absent", "", "", false},
		{"letter", `code = "B"`, "B", false},
		{"O", `code = "O"`, "O", false},
		{"plus", `code = "+3"`, "+3", false},
		{"four", `code = "+10a"`, "+10a", false},
		{"four runes", `code = "ÉÜßØ"`, "ÉÜßØ", false},
		{"empty", `code = ""`, `t.toml:14:1: unit[0].code: empty; leave code out for a unit without one`, true},
		{"too long", `code = "ABCDE"`, `t.toml:14:1: unit[0].code: "ABCDE" is 5 characters; a code has at most 4 (e.g. "B" or "+3")`, true},
		{"space", `code = "+ 3"`, `t.toml:14:1: unit[0].code: "+ 3" has a space; a code is one word (e.g. "B" or "+3")`, true},
		{"leading space", `code = " B"`, `t.toml:14:1: unit[0].code: " B" has a space; a code is one word (e.g. "B" or "+3")`, true},
		{"tab", `code = "B\t"`, `t.toml:14:1: unit[0].code: "B\t" has a space; a code is one word (e.g. "B" or "+3")`, true},
		// Control characters are refused in every text of a data file.
		{"control", `code = "B\u0007"`, `t.toml:14:1: unit[0].code: contains the control character U+0007; text may have tabs and line breaks but no other control characters`, true},
		{"zero width", `code = "B\u200b"`, `t.toml:14:1: unit[0].code: "B\u200b" has the unprintable character U+200B`, true},
		{"not a string", `code = 3`, `t.toml:14:1: unit[0].code: expected a string, got integer 3`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Load("t.toml", []byte(head+tt.line+tail))
			if tt.wantErr {
				if err == nil || err.Error() != tt.want {
					t.Errorf("got:\n%v\nwant:\n%s", err, tt.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := c.Unit("u").Code; got != tt.want {
				t.Errorf("Code = %q, want %q", got, tt.want)
			}
		})
	}
}
