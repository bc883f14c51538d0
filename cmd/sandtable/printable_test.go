package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPrintableEscapesControlCharacters(t *testing.T) {
	for _, tc := range []struct {
		writes []string
		want   string
	}{
		{[]string{"plain text\n\tindented\n"}, "plain text\n\tindented\n"},
		{[]string{"\x1b[2Jcleared"}, `\x1b[2Jcleared`},
		{[]string{"del\x7f nul\x00 cr\r bell\a"}, `del\x7f nul\x00 cr\x0d bell\x07`},
		{[]string{"csi \u009b31m, nel \u0085"}, `csi \u009b31m, nel \u0085`},
		{[]string{"é § ü — ok"}, "é § ü — ok"},
		// A C1 control split over two writes is caught too.
		{[]string{"split \xc2", "\x9b1m and \xc2", "\xa7"}, `split \u009b1m and §`},
	} {
		var buf bytes.Buffer
		w := printable(&buf)
		for _, s := range tc.writes {
			if n, err := w.Write([]byte(s)); n != len(s) || err != nil {
				t.Fatalf("Write(%q) = %d, %v", s, n, err)
			}
		}
		if buf.String() != tc.want {
			t.Errorf("%q: printed %q, want %q", tc.writes, buf.String(), tc.want)
		}
	}
}

// What play echoes from a script, and the names of a scenario, reach the
// terminal without their escape sequences.
func TestPlayPrintsNoTerminalEscapes(t *testing.T) {
	script := filepath.Join(t.TempDir(), "moves.txt")
	if err := os.WriteFile(script, []byte("central move \x1b]0;owned\x07 W0805\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := sandtable(t, "play", "builtin:test-hex-flat", "--script", script)
	if code != 1 || strings.ContainsAny(out+errOut, "\x1b\x07") {
		t.Fatalf("exit %d, escapes printed raw:\n%q\n%q", code, out, errOut)
	}
	if want := script + `:1: central move \x1b]0;owned\x07 W0805: `; !strings.Contains(errOut, want) {
		t.Errorf("stderr %q, want it to contain %q", errOut, want)
	}
}
