package maps

import (
	"strings"
	"testing"

	"sandtable/internal/tomlfile"
)

// Some Windows editors begin a UTF-8 file with a byte-order mark. It is
// not part of the first line: every error, wherever it comes from (the
// TOML parser, the limits checked before it, the strict decoder, the map's
// own checks, the format sniffed by "check"), has the same line and column
// with the mark as without it. The positions were counted by hand: the
// parser puts an unfinished line's error just after its last item (1:25,
// the blank before the x); the key x is the first level of nesting, so the
// 16th bracket, at column 20, is the 17th level.
func TestByteOrderMarkKeepsPositions(t *testing.T) {
	const head = "format = \"sandtable-map\"\nversion = 1\n"
	tests := []struct{ name, src, want string }{
		{"parse error on line 1", "format = \"sandtable-map\" x\nversion = 1\n",
			"t.toml:1:25: expected a top-level item to end with a newline, comment, or EOF, but got 'x' instead"},
		{"parse error at the start of a later line", head + "id = \"m\"\n= 3\n",
			"t.toml:4:1: unexpected '=': key name appears blank"},
		{"wrong type on line 1, indented", "  format = 7\nversion = 1\n",
			"t.toml:1:3: format: expected a string, got integer 7"},
		{"nesting limit on line 1", "x = " + strings.Repeat("[", 17) + strings.Repeat("]", 17) + "\n",
			"t.toml:1:20: nested more than 16 levels deep (each part of a table name or dotted key, each array and each inline table is a level)"},
		{"map check on line 3", head + "id = \"bad id\"\nname = \"M\"\n[grid]\nkind = \"hex\"\ncols = 2\nrows = 2\n[terrain.clear]\ncolor = \"#fff\"\n",
			"t.toml:3:1: id: \"bad id\" is not a valid id (use letters, digits, '_', '-' and '.', at most 64)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, bom := range []string{"", "\xef\xbb\xbf"} {
				_, err := Load("t.toml", []byte(bom+tt.src))
				if err == nil || err.Error() != tt.want {
					t.Errorf("with BOM %q: got\n%v\nwant\n%s", bom, err, tt.want)
				}
			}
		})
	}
	// What "sandtable check" reads first: the format key, at 1:1 after a
	// mark too.
	for _, bom := range []string{"", "\xef\xbb\xbf"} {
		_, doc, err := tomlfile.Sniff("t.toml", []byte(bom+"format = 7\n"))
		if want := "t.toml:1:1: format: expected a string, got integer 7"; err == nil || err.Error() != want {
			t.Errorf("Sniff with BOM %q: %v, want %s", bom, err, want)
		}
		if p, ok := doc.Pos("format"); !ok || p != (tomlfile.Pos{Line: 1, Col: 1}) {
			t.Errorf("Sniff with BOM %q: format at %v", bom, p)
		}
	}
}
