package design

import (
	"fmt"

	"sandtable/maps"
)

// RegionSpec is a map's [[region]]: a region or country, painted with
// its symbol in region_rows.
type RegionSpec maps.FileRegion

// Text is the region's canonical [[region]] item.
func (r RegionSpec) Text() string {
	return WriteTable("region", true, []KV{{"id", r.ID, false}, {"name", r.Name, false}, {"color", r.Color, false},
		{"symbol", r.Symbol, false}, {"side", r.Side, false}, {"nation", r.Nation, false}, {"cells", r.Cells, false}})
}

// AddRegion adds region r after the last [[region]]. A region needs
// cells: paint it (PaintRegion) in the same breath, or give it cells.
func (f *File) AddRegion(r RegionSpec) error {
	return f.addItemText("add region "+r.ID, "region", r.Text(), "edge", "edge_feature", "terrain_at", "terrain")
}

// LinkSpec is a map's [[link]]: units pass from a cell of this map to a
// cell of another.
type LinkSpec maps.FileLink

// Text is the link's canonical [[link]] item.
func (l LinkSpec) Text() string {
	return WriteTable("link", true, []KV{{"cell", l.Cell, false}, {"to_map", l.ToMap, false},
		{"to_cell", l.ToCell, false}, {"kinds", l.Kinds, false}, {"note", l.Note, false}})
}

// AddLink adds link l after the last [[link]].
func (f *File) AddLink(l LinkSpec) error {
	return f.addItemText("link "+l.Cell+" to "+l.ToMap, "link", l.Text(), "box", "place", "region", "edge", "terrain")
}

// RemoveLink takes the k-th [[link]] away.
func (f *File) RemoveLink(k int) error {
	i, err := f.item("link", k)
	if err != nil {
		return err
	}
	tx := f.begin(fmt.Sprintf("remove link[%d]", k))
	tx.remove(i)
	return tx.commit()
}
