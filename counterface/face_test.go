package counterface

import (
	"image/color"
	"reflect"
	"testing"

	"sandtable/board"
)

// monoPainter measures every character as half the text size wide and
// records the texts drawn.
type monoPainter struct{ texts []string }

func (m *monoPainter) FillPolygon([]board.Point, color.Color)              {}
func (m *monoPainter) Line(board.Point, board.Point, float64, color.Color) {}
func (m *monoPainter) Polyline([]board.Point, float64, color.Color, bool)  {}
func (m *monoPainter) Disc(board.Point, float64, color.Color)              {}
func (m *monoPainter) Ring(board.Point, float64, float64, color.Color)     {}
func (m *monoPainter) Rect(board.Point, board.Point, color.Color)          {}
func (m *monoPainter) TextWidth(s string, size float64, _ bool) float64 {
	return float64(len([]rune(s))) * size / 2
}
func (m *monoPainter) Text(s string, _ board.Point, _ float64, _ color.Color, _ bool, _ Align) {
	m.texts = append(m.texts, s)
}

// TestFitLines: with characters half the size wide, "crack" (5
// characters) at size 2 is 5 wide and fits 8; "Crack Troops" (12) is 12
// wide, so in up to four lines it breaks after "Crack" (each line 6 or
// less), and on one line shrinks by tenths until 12*s/2 <= 8: 2*0.9^4 =
// 1.31 (7.87 wide; 1.458 gives 8.75). A note too long for two lines at
// the smallest size ends in "…".
func TestFitLines(t *testing.T) {
	p := &monoPainter{}
	for _, tc := range []struct {
		s                  string
		width, size, minSz float64
		lines              int
		want               []string
		wantSize           float64
	}{
		{"crack", 8, 2, 1, 1, []string{"crack"}, 2},
		{"Crack Troops", 8, 2, 1, 4, []string{"Crack", "Troops"}, 2},
		{"Crack Troops", 8, 2, 1, 1, []string{"Crack Troops"}, 2 * 0.9 * 0.9 * 0.9 * 0.9},
		{"aaaa bbbb cccc dddd eeee", 4, 1, 1, 2, []string{"aaaa", "bbbb…"}, 1},
		{"", 8, 2, 1, 4, nil, 2},
	} {
		got, size := fitLines(p, tc.s, tc.width, tc.size, tc.minSz, tc.lines)
		if !reflect.DeepEqual(got, tc.want) || size-tc.wantSize > 1e-9 || tc.wantSize-size > 1e-9 {
			t.Errorf("fitLines(%q, width %g, %d lines) = %q at %g, want %q at %g", tc.s, tc.width, tc.lines, got, size, tc.want, tc.wantSize)
		}
	}
}

// TestDrawWritesWhatIsPrinted: a full-strength face shows its size mark,
// its print and its code; a plain back only its note.
func TestDrawWritesWhatIsPrinted(t *testing.T) {
	p := &monoPainter{}
	Draw(p, board.Point{}, 100, Face{Kind: "infantry", Size: "XX", Print: "4-4", Tag: "B"})
	if want := []string{"B", "XX", "4-4"}; !reflect.DeepEqual(p.texts, want) {
		t.Errorf("front wrote %q, want %q", p.texts, want)
	}
	p.texts = nil
	Draw(p, board.Point{}, 100, Face{Kind: "infantry", Size: "XX", Print: "4-4", Hidden: true, Note: "crack"})
	if want := []string{"crack"}; !reflect.DeepEqual(p.texts, want) {
		t.Errorf("plain back wrote %q, want %q", p.texts, want)
	}
}

// A carrier's counter shows how many units it carries (Face.Carrying), on
// its front and on its back; none when it carries none.
func TestDrawMarksPassengers(t *testing.T) {
	for _, hidden := range []bool{false, true} {
		p := &monoPainter{}
		Draw(p, board.Point{}, 100, Face{Kind: "zeppelin", Print: "0-3-3", Hidden: hidden, Carrying: 1})
		if n := len(p.texts); n == 0 || p.texts[n-1] != "1" {
			t.Errorf("hidden %v: a Zeppelin carrying one wrote %q, want the count 1 last", hidden, p.texts)
		}
	}
	p := &monoPainter{}
	Draw(p, board.Point{}, 100, Face{Kind: "zeppelin", Print: "0-3-3"})
	if want := []string{"0-3-3"}; !reflect.DeepEqual(p.texts, want) {
		t.Errorf("an empty Zeppelin wrote %q, want %q", p.texts, want)
	}
}
