package textdiff

import "testing"

func TestFirstLine(t *testing.T) {
	tests := []struct {
		a, b, want string
	}{
		{"x\ny\n", "x\ny\n", ""},
		{"x\ny\n", "x\nz\n", "line 2:\n  want: \"y\\n\"\n  got:  \"z\\n\""},
		{"x\n", "x\ny\n", "line 2:\n  want: \"\"\n  got:  \"y\\n\""},
		{"x\n", "x", "line 1:\n  want: \"x\\n\"\n  got:  \"x\""},
		{"a b\n", "a\tb\n", "line 1:\n  want: \"a b\\n\"\n  got:  \"a\\tb\\n\""},
	}
	for _, tc := range tests {
		if got := FirstLine("want", tc.a, "got", tc.b); got != tc.want {
			t.Errorf("FirstLine(%q, %q) =\n%s\nwant\n%s", tc.a, tc.b, got, tc.want)
		}
	}
}
