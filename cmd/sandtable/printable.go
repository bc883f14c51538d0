package main

import (
	"fmt"
	"io"
)

// printable passes text on to w with every control character but line
// feed and tab written as an escape (\x1b, \x7f, \u009b): names and texts
// printed from data files and saves cannot move the cursor, recolour or
// clear the terminal, or retitle its window.
func printable(w io.Writer) io.Writer { return &escaper{w: w} }

type escaper struct {
	w    io.Writer
	lead bool // the last byte written was 0xC2, which may begin a C1 control
	buf  []byte
}

func (e *escaper) Write(p []byte) (int, error) {
	out := e.buf[:0]
	for _, c := range p {
		if e.lead {
			e.lead = false
			if c >= 0x80 && c <= 0x9f { // U+0080 to U+009F: C1 controls
				out = fmt.Appendf(out, `\u%04x`, c)
				continue
			}
			out = append(out, 0xc2)
		}
		switch {
		case c == 0xc2:
			e.lead = true
		case c < 0x20 && c != '\n' && c != '\t', c == 0x7f:
			out = fmt.Appendf(out, `\x%02x`, c)
		default:
			out = append(out, c)
		}
	}
	e.buf = out
	if _, err := e.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}
