package board

import (
	"strings"
	"testing"
)

func TestColumnLetters(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{1, "A"}, {7, "G"}, {26, "Z"}, {27, "AA"}, {28, "AB"}, {52, "AZ"}, {53, "BA"},
		{702, "ZZ"}, {703, "AAA"}, {0, ""}, {-3, ""},
	}
	for _, tt := range tests {
		if got := ColumnLetters(tt.n); got != tt.want {
			t.Errorf("ColumnLetters(%d) = %q, want %q", tt.n, got, tt.want)
		}
		if tt.n > 0 {
			if n, ok := parseColumnLetters(strings.ToLower(tt.want)); !ok || n != tt.n {
				t.Errorf("parseColumnLetters(%q) = %d", tt.want, n)
			}
		}
	}
}

func TestHexLabels(t *testing.T) {
	std := Labels{FirstCol: 1, FirstRow: 1}
	tests := []struct {
		name     string
		spec     HexSpec
		col, row int
		label    string
	}{
		{"first hex", HexSpec{Cols: 12, Rows: 10, Labels: std}, 0, 0, "0101"},
		{"last hex", HexSpec{Cols: 12, Rows: 10, Labels: std}, 11, 9, "1210"},
		{"prefix", HexSpec{Cols: 80, Rows: 10, Labels: Labels{Prefix: "W", FirstCol: 1, FirstRow: 1}}, 69, 4, "W7005"},
		{"zero-based numbering", HexSpec{Cols: 5, Rows: 5}, 0, 3, "0003"},
		{"first numbers", HexSpec{Cols: 5, Rows: 5, Labels: Labels{FirstCol: 10, FirstRow: 20}}, 2, 1, "1221"},
		{"three digits", HexSpec{Cols: 5, Rows: 5, Labels: Labels{FirstCol: 1, FirstRow: 1, Digits: 3}}, 4, 0, "005001"},
		{"one digit", HexSpec{Cols: 9, Rows: 9, Labels: Labels{FirstCol: 1, FirstRow: 1, Digits: 1}}, 8, 2, "93"},
		// Column 100 is wider than 2 digits and prints wider.
		{"wide column", HexSpec{Cols: 120, Rows: 10, Labels: std}, 99, 4, "10005"},
		{"wide row", HexSpec{Cols: 10, Rows: 120, Labels: std}, 4, 109, "05110"},
		// Both numbers reach 3 digits, so the default width becomes 3.
		{"default widened", HexSpec{Cols: 120, Rows: 100, Labels: std}, 109, 99, "110100"},
		{"default widened to the narrower", HexSpec{Cols: 1200, Rows: 120, Labels: std}, 4, 6, "005007"},
		{"both wide at 3 digits", HexSpec{Cols: 1200, Rows: 120, Labels: Labels{FirstCol: 1, FirstRow: 1, Digits: 3}}, 1099, 119, "1100120"},
		{"letters", HexSpec{Cols: 30, Rows: 30, Labels: Labels{Style: LetterNumber, FirstCol: 1, FirstRow: 1}}, 27, 11, "AB12"},
		{"pointy", HexSpec{Pointy: true, Cols: 12, Rows: 10, Labels: std}, 3, 7, "0408"},
	}
	for _, tt := range tests {
		tt.spec.Size = 10
		g := mustHex(t, tt.spec)
		c := g.FromOffset(tt.col, tt.row)
		if got := g.Label(c); got != tt.label {
			t.Errorf("%s: Label(offset %d,%d) = %q, want %q", tt.name, tt.col, tt.row, got, tt.label)
		}
		for _, s := range []string{tt.label, strings.ToLower(tt.label), " " + tt.label + " "} {
			if got, err := g.Parse(s); err != nil || got != c {
				t.Errorf("%s: Parse(%q) = %v, %v; want %v", tt.name, s, got, err, c)
			}
		}
	}
}

func TestLabelsRoundTripEveryCell(t *testing.T) {
	specs := []Labels{
		{FirstCol: 1, FirstRow: 1},
		{Prefix: "W", FirstCol: 1, FirstRow: 1},
		{FirstCol: 1, FirstRow: 1, Digits: 1}, // columns 10-33 print wider, rows 1-9 do not
		{Style: LetterNumber, FirstCol: 1, FirstRow: 1},
		{Style: LetterNumber, Prefix: "x", FirstCol: 3, FirstRow: 0},
	}
	for _, l := range specs {
		for _, s := range allHexSpecs(33, 9, 5) {
			s.Labels = l
			g := mustHex(t, s)
			seen := map[string]bool{}
			for i := 0; i < g.Len(); i++ {
				c := g.Cell(i)
				lab := g.Label(c)
				if seen[lab] {
					t.Fatalf("%+v: label %q used twice", l, lab)
				}
				seen[lab] = true
				if back, err := g.Parse(lab); err != nil || back != c {
					t.Fatalf("%+v: Parse(Label(%v)=%q) = %v, %v", l, c, lab, back, err)
				}
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	hex := mustHex(t, HexSpec{Cols: 12, Rows: 10, Size: 10, Labels: Labels{Prefix: "W", FirstCol: 1, FirstRow: 1}})
	plain := mustHex(t, HexSpec{Cols: 12, Rows: 10, Size: 10, Labels: Labels{FirstCol: 1, FirstRow: 1}})
	sq, err := NewSquare(SquareSpec{Cols: 8, Rows: 8, Size: 10, Labels: Labels{Style: LetterNumber, FirstCol: 1, FirstRow: 1}})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		g     Topology
		label string
		want  string
	}{
		{hex, "W9999", `board: label "W9999" is off the map (columns 1-12, rows 1-10)`},
		{hex, "W1300", `board: label "W1300" is off the map (columns 1-12, rows 1-10)`},
		{hex, "W0100", `board: label "W0100" is off the map (columns 1-12, rows 1-10)`},
		{hex, "X", `board: label "X" is not a hex label like "W0101"`},
		{hex, "0101", `board: label "0101" is not a hex label like "W0101"`}, // no prefix
		{hex, "W010", `board: label "W010" is not a hex label like "W0101"`},
		{hex, "W01O1", `board: label "W01O1" is not a hex label like "W0101"`},
		// Column 00, row 101: how an off-map hex would be labelled.
		{hex, "W00101", `board: label "W00101" is off the map (columns 1-12, rows 1-10)`},
		// No split works: "00"+"011" and "000"+"11" have padding that
		// Label never writes, "0001"+"1" has a 1-digit row.
		{hex, "W00011", `board: label "W00011" is not a hex label like "W0101"`},
		{hex, "", `board: label "" is not a hex label like "W0101"`},
		{plain, "X", `board: label "X" is not a hex label like "0101"`},
		{plain, "-101", `board: label "-101" is not a hex label like "0101"`},
		{sq, "I1", `board: label "I1" is off the map (columns A-H, rows 1-8)`},
		{sq, "A9", `board: label "A9" is off the map (columns A-H, rows 1-8)`},
		{sq, "A0", `board: label "A0" is off the map (columns A-H, rows 1-8)`},
		{sq, "12", `board: label "12" is not a square label like "A1"`},
		{sq, "A", `board: label "A" is not a square label like "A1"`},
		{sq, "A1B", `board: label "A1B" is not a square label like "A1"`},
		{sq, "ZZZZZZZZZZZZZZZ1", `board: label "ZZZZZZZZZZZZZZZ1" is off the map (columns A-H, rows 1-8)`},
	}
	for _, tt := range tests {
		_, err := tt.g.Parse(tt.label)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q) error = %v, want %s", tt.label, err, tt.want)
		}
	}
}
