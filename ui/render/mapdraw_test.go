package render

import (
	"bytes"
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
