package render

import (
	"bytes"
	"image/color"
	"testing"

	"sandtable/board"
	"sandtable/maps"
	"sandtable/scenarios"
)

// A link's arrow names the map it leads to by the map's name, or gives the
// hex alone, never the map's id ("vernian-england E2714", issue 24).
func TestLinkTextNamesTheMap(t *testing.T) {
	l := &maps.Link{ToMap: "vernian-england", ToCell: "E2714"}
	for _, tc := range []struct {
		names map[string]string
		want  string
	}{
		{map[string]string{"vernian-england": "Southern England"}, "Southern England E2714"},
		{map[string]string{"vernian-west": "The Western Front"}, "E2714"},
		{nil, "E2714"},
	} {
		if got := linkText(l, tc.names); got != tc.want {
			t.Errorf("names %v: %q, want %q", tc.names, got, tc.want)
		}
	}
}

// Maps names each link's target map by its name: the board reads as it
// does with the names given, not as with the hex alone.
func TestMapsNameTheLinksTargets(t *testing.T) {
	s, err := scenarios.Builtin("vernian")
	if err != nil {
		t.Fatal(err)
	}
	wi := -1
	for i, m := range s.Maps {
		if m.ID == "vernian-west" {
			wi = i
		}
	}
	if wi < 0 {
		t.Fatal("no map vernian-west")
	}
	west := s.Maps[wi]
	var link *maps.Link
	for _, l := range west.Links {
		if l.ToMap == "vernian-england" {
			link = l
			break
		}
	}
	if link == nil {
		t.Fatal("no link from the western front to England")
	}
	lay := LayoutMaps(s.Maps)
	p := west.Topology.Center(link.Cell)
	at := board.Point{X: p.X + lay.Offsets[wi].X - 150, Y: p.Y + lay.Offsets[wi].Y - 60}
	draw := func(names map[string]string) []byte {
		c := NewCanvas(300, 180, at, 1)
		c.Maps(s.Maps, lay, MapOptions{MapNames: names})
		return c.Img.Pix
	}
	named := draw(map[string]string{"vernian-west": west.Name, "vernian-england": s.Map("vernian-england").Name})
	if !bytes.Equal(draw(nil), named) {
		t.Error("Maps does not name the link's target map by its name")
	}
	if bytes.Equal(draw(map[string]string{}), named) {
		t.Error("the link reads the same with and without the map's name: it is not drawn here")
	}
}

// A dotted connection between two spaces has a dot every three widths or
// so (a 300-pixel one at width 4: 25 gaps, a dot every 12 pixels), so the
// middle of what were the gaps between five dots (37 pixels from an end)
// is drawn; a dotted cell side keeps its five dots.
func TestDottedConnectionBySpacing(t *testing.T) {
	et := &maps.EdgeType{Color: color.RGBA{A: 255}, Width: 4, Style: "dotted"}
	inked := func(long bool, x int) bool {
		c := NewCanvas(320, 20, board.Point{}, 1)
		c.edgeLine(et, board.Point{X: 10, Y: 10}, board.Point{X: 310, Y: 10}, long)
		return c.Img.RGBAAt(x, 10).A > 0
	}
	// 10 + 300·(1/25)·3 = 46: the fourth dot along; 10 + 37.5 = 47.5 lies
	// between the first two of five.
	if !inked(true, 46) {
		t.Error("a long dotted connection has no dot 36 pixels along")
	}
	if inked(false, 47) {
		t.Error("a dotted side has a dot between its five")
	}
	if !inked(false, 85) { // 10 + 300/4
		t.Error("a dotted side lacks its second dot")
	}
}
