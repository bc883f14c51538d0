package tomlfile_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"sandtable/internal/heavytest"
	"sandtable/internal/hostile"
	"sandtable/internal/tomlfile"
)

// Every hostile input is refused before the TOML parser sees it, with the
// limit it goes beyond; the costliest inputs within the limits pass.
func TestHostileFiles(t *testing.T) {
	heavytest.Skip(t, "every hostile input, the costliest the limits let through among them, parsed on the test goroutine")
	for _, f := range hostile.Files() {
		t.Run(f.Name, func(t *testing.T) {
			var v map[string]any
			_, err := tomlfile.Decode("h.toml", f.Text, &v)
			if f.Refused == "" {
				if e := tomlfile.Bound("h.toml", f.Text); e != nil || len(f.Text) > tomlfile.MaxSize {
					t.Fatalf("%d bytes, refused: %v", len(f.Text), e)
				}
				if err != nil {
					t.Fatalf("a map[string]any takes any TOML: %v", err)
				}
				return
			}
			es, _ := err.(tomlfile.Errors)
			if len(es) != 1 || es[0].File != "h.toml" || es[0].Msg != f.Refused {
				t.Fatalf("got %v\nwant h.toml:...: %s", err, f.Refused)
			}
			if _, _, err := tomlfile.Sniff("h.toml", f.Text); err == nil || !strings.HasSuffix(err.Error(), f.Refused) {
				t.Errorf("Sniff: %v", err)
			}
		})
	}
}

// The limits, each at its edge: the position is where the text first goes
// beyond it (counted by hand), and the text just within it passes.
func TestBound(t *testing.T) {
	k128 := strings.Repeat("k", tomlfile.MaxKeyLen)
	tests := []struct{ name, src, err string }{
		{"16 levels: a key and 15 arrays", "x = " + strings.Repeat("[", 15) + strings.Repeat("]", 15), ""},
		{"17 levels", "x = " + strings.Repeat("[", 16) + strings.Repeat("]", 16),
			"t.toml:1:20: nested more than 16 levels deep (each part of a table name or dotted key, each array and each inline table is a level)"},
		{"levels add up: 3 of the header, 3 of the key, {, g, [, {, h, and the 6th [ at column 25 is the 17th", "[a.b.c]\nd.e.f = {g = [{h = [[[[[[[[1]]]]]]]]}]}\n",
			"t.toml:2:25: nested more than 16 levels deep (each part of a table name or dotted key, each array and each inline table is a level)"},
		{"a 16-part dotted key", strings.TrimSuffix(strings.Repeat("a.", 16), ".") + " = 1", ""},
		{"a 17-part dotted key", strings.TrimSuffix(strings.Repeat("a.", 17), ".") + " = 1",
			"t.toml:1:33: nested more than 16 levels deep (each part of a table name or dotted key, each array and each inline table is a level)"},
		{"a 17-part table name", "x = 1\n[" + strings.TrimSuffix(strings.Repeat("a.", 17), ".") + "]",
			"t.toml:2:34: nested more than 16 levels deep (each part of a table name or dotted key, each array and each inline table is a level)"},
		{"a 128-byte key", k128 + " = 1", ""},
		{"a 129-byte quoted key", "a = 1\nb.\"" + k128 + "k\" = 1", "t.toml:2:3: a key is longer than 128 bytes"},
		{"brackets in strings and comments do not nest", "x = \"" + strings.Repeat("[", 40) + "\" # " + strings.Repeat("{", 40) + "\ny = '''\n" + strings.Repeat("[", 40) + "'''", ""},
		{"100,000 values: the key and 99,999 elements", "x = [" + strings.Repeat("1,", 99999) + "]", ""},
		{"100,001 values: the 100,000th element at 6+2×99,999", "x = [" + strings.Repeat("1,", 100000) + "]",
			"t.toml:1:200004: more than 100000 keys, tables and array elements"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := tomlfile.Bound("t.toml", []byte(tt.src))
			if got := errString(e); got != tt.err {
				t.Errorf("got  %s\nwant %s", got, tt.err)
			}
		})
	}
}

func errString(e *tomlfile.Error) string {
	if e == nil {
		return ""
	}
	return e.Error()
}

// Sniff reads the format key without parsing the rest of the file: what
// comes after it may be broken, and a bracket that begins a line inside a
// top-level array is no table header.
func TestSniffReadsOnlyTheTop(t *testing.T) {
	for _, tc := range []struct{ src, format, err string }{
		{"format = \"sandtable-map\"\nversion = 1\n[grid]\nbroken = \n", "sandtable-map", ""},
		{"# a comment\r\nformat = 'sandtable-save' # saved\r\nx = [\n", "sandtable-save", ""},
		{"rows = [\n[1],\n]\nformat = \"sandtable-counters\"\n[t]\n", "sandtable-counters", ""},
		{"version = 1\n[format]\nx = 1\n", "", `t.toml:1:1: format: missing; a data file begins with format = "sandtable-map", "sandtable-counters" or "sandtable-scenario"`},
		{"format = \n", "", `t.toml:1:10: expected value but found '\n' instead`},
	} {
		f, _, err := tomlfile.Sniff("t.toml", []byte(tc.src))
		if f != tc.format || errText(err) != tc.err {
			t.Errorf("Sniff(%q) = %q, %v; want %q, %s", tc.src, f, err, tc.format, tc.err)
		}
	}
}

// TopKeys parses the keys before the first table header, whatever
// follows (a broken table is not read), and nothing after it; a broken
// top-level key is an error at its place.
func TestTopKeysReadsOnlyTheTopLevel(t *testing.T) {
	for _, tc := range []struct{ src, want, err string }{
		{"format = \"sandtable-scenario\"\nname = \"A\"\ndescription = \"\"\"\nTwo \\\nlines\"\"\"\n[turns]\nbroken = \n", "description=Two lines format=sandtable-scenario name=A", ""},
		{"name = 'x' # named\r\n[[setup]]\nname = 'y'\n", "name=x", ""},
		{"[only]\nname = 'y'\n", "", ""},
		{"name = \n[t]\n", "", `t.toml:1:8: expected value but found '\n' instead`},
	} {
		got, err := tomlfile.TopKeys("t.toml", []byte(tc.src))
		var keys []string
		for k, v := range got {
			keys = append(keys, fmt.Sprintf("%s=%v", k, v))
		}
		sort.Strings(keys)
		if strings.Join(keys, " ") != tc.want || errText(err) != tc.err {
			t.Errorf("TopKeys(%q) = %v, %v; want %s, %s", tc.src, keys, err, tc.want, tc.err)
		}
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
