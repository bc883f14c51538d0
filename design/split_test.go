package design

import (
	"strings"
	"testing"
)

// TestSplit checks entry boundaries worked out by hand, on text with the
// traps of TOML: lines beginning with "[" inside a multi-line array and
// inside multi-line strings, comments before headers, a header with a
// comment, no final newline, CRLF line ends.
func TestSplit(t *testing.T) {
	cases := []struct {
		name string
		text string
		want []Entry
	}{{
		name: "keys, tables, arrays, lead comments, trailer",
		text: "# top\nformat = \"x\"\n\n# grid here\n[grid]\nkind = \"hex\"\n\n[[place]] # first\nid = \"a\"\n# end\n",
		want: []Entry{
			{Header, "", "# top\nformat = \"x\"\n"},
			{Table, "grid", "\n# grid here\n[grid]\nkind = \"hex\"\n"},
			{ArrayItem, "place", "\n[[place]] # first\nid = \"a\"\n"},
			{Trailer, "", "# end\n"},
		},
	}, {
		name: "brackets inside values",
		text: "polygon = [\n[1, 2],\n  [3, 4], # [x]\n]\ns = \"\"\"\n[not]\n\"\"\"\nl = '''\n[[nor]]\n'''\n[t . u]\nq = \"[\"\n",
		want: []Entry{
			{Header, "", "polygon = [\n[1, 2],\n  [3, 4], # [x]\n]\ns = \"\"\"\n[not]\n\"\"\"\nl = '''\n[[nor]]\n'''\n"},
			{Table, "t.u", "[t . u]\nq = \"[\"\n"},
		},
	}, {
		name: "no final newline, CRLF",
		text: "a = 1\r\n[b]\r\nc = 2",
		want: []Entry{
			{Header, "", "a = 1\r\n"},
			{Table, "b", "[b]\r\nc = 2"},
		},
	}, {
		name: "no top-level keys",
		text: "[b]\n",
		want: []Entry{{Header, "", ""}, {Table, "b", "[b]\n"}},
	}, {
		name: "only comments",
		text: "# nothing\n\n",
		want: []Entry{{Header, "", "# nothing\n\n"}},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := split(c.text)
			if len(got) != len(c.want) {
				t.Fatalf("%d entries %+v, want %d", len(got), got, len(c.want))
			}
			var all strings.Builder
			for i := range got {
				all.WriteString(got[i].Text)
				if got[i] != c.want[i] {
					t.Errorf("entry %d = %+v, want %+v", i, got[i], c.want[i])
				}
			}
			if all.String() != c.text {
				t.Errorf("entries do not add up to the text")
			}
		})
	}
}
