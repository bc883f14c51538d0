// Package textdiff says where two texts part, for test failures that
// compare files or command output: the first line that differs, with
// both versions quoted.
package textdiff

import (
	"fmt"
	"strings"
)

// FirstLine describes the first line where a and b differ, each labelled
// (aName, bName: "want", "got", "Linux", "Wine"), quoted so that spaces,
// tabs and carriage returns show (line ends are part of each line, so
// "\r\n" against "\n" is a difference). Equal texts give "".
func FirstLine(aName, a, bName, b string) string {
	if a == b {
		return ""
	}
	al, bl := strings.SplitAfter(a, "\n"), strings.SplitAfter(b, "\n")
	w := max(len(aName), len(bName))
	for i := range max(len(al), len(bl)) {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n  %-*s %q\n  %-*s %q", i+1, w+1, aName+":", x, w+1, bName+":", y)
		}
	}
	return "" // not reached: texts that differ differ in some line
}
