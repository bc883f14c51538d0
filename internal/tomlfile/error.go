package tomlfile

import (
	"fmt"
	"sort"
	"strings"
)

// Error is one problem in a data file, at a position when it is known.
type Error struct {
	File  string // file name as given to Decode; "" when unknown
	Line  int    // 1-based line; 0 when unknown
	Col   int    // 1-based byte column; 0 when unknown
	Field string // key path such as "setup[3].at"; "" when none
	Msg   string // what is wrong
}

// Error formats the error as FILE:LINE:COL: FIELD: MSG, leaving out the
// parts that are unknown.
func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		if e.Line > 0 {
			fmt.Fprintf(&b, ":%d", e.Line)
			if e.Col > 0 {
				fmt.Fprintf(&b, ":%d", e.Col)
			}
		}
		b.WriteString(": ")
	} else if e.Line > 0 {
		fmt.Fprintf(&b, "line %d", e.Line)
		if e.Col > 0 {
			fmt.Fprintf(&b, ":%d", e.Col)
		}
		b.WriteString(": ")
	}
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Errors is a list of positioned errors; it is itself an error whose text
// has one error per line.
type Errors []*Error

// Error joins the errors, one per line.
func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap exposes the individual errors to errors.Is and errors.As.
func (es Errors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}

// MaxErrors is how many errors a Doc keeps; beyond it only a count is kept
// and reported in a last line.
const MaxErrors = 100

// sortErrors orders errors by file (first the file named first, then the
// others in order of first appearance), then line, then column; errors
// without a line come first within their file.
func sortErrors(es []*Error, first string) {
	order := map[string]int{first: 0}
	for _, e := range es {
		if _, ok := order[e.File]; !ok {
			order[e.File] = len(order)
		}
	}
	sort.SliceStable(es, func(i, j int) bool {
		a, b := es[i], es[j]
		if order[a.File] != order[b.File] {
			return order[a.File] < order[b.File]
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// AsErrors turns any error into Errors: Errors and *Error are kept as they
// are, anything else becomes one Error of file with no position.
func AsErrors(file string, err error) Errors {
	switch e := err.(type) {
	case nil:
		return nil
	case Errors:
		return e
	case *Error:
		return Errors{e}
	}
	return Errors{{File: file, Msg: err.Error()}}
}
