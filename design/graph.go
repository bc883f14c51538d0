package design

import "strings"

// AddSpace adds a graph map's space s after the last [[space]].
func (f *File) AddSpace(s SpaceSpec) error {
	tx := f.begin("add space " + s.ID)
	tx.insert(f.afterLast(ArrayItem, "space", "link", "box", "place", "region", "edge", "edge_feature", "terrain"), withGap(s.Text()))
	return tx.commit()
}

// AddConnection adds a graph map's connection c after the last
// [[connection]].
func (f *File) AddConnection(c ConnectionSpec) error {
	tx := f.begin("connect " + c.A + " and " + c.B)
	tx.insert(f.afterLast(ArrayItem, "connection", "space", "link", "box", "place", "region", "edge", "terrain"), withGap(c.Text()))
	return tx.commit()
}

// MoveSpace moves graph space id's centre (where its name and counters
// go) to x, y; its polygon, if any, moves with it.
func (f *File) MoveSpace(id string, x, y float64) error {
	i, err := f.findItem("space", id)
	if err != nil {
		return err
	}
	var s SpaceSpec
	if err := decodeEntry(f.entries[i], &s); err != nil {
		return err
	}
	tx := f.begin("move space " + id)
	tx.setKey(i, "x", Float(x))
	tx.setKey(i, "y", Float(y))
	if len(s.Polygon) > 0 {
		for _, p := range s.Polygon {
			if len(p) == 2 {
				p[0], p[1] = p[0]+x-s.X, p[1]+y-s.Y
			}
		}
		tx.setKey(i, "polygon", Value(s.Polygon))
	}
	return tx.commit()
}

// RemoveSpace takes graph space id away with every [[connection]] that
// names it, as one edit.
func (f *File) RemoveSpace(id string) error {
	if _, err := f.findItem("space", id); err != nil {
		return err
	}
	tx := f.begin("remove space " + id)
	items := f.Items("connection")
	for k := len(items) - 1; k >= 0; k-- { // from the end: indexes stay good
		var c ConnectionSpec
		if decodeEntry(f.entries[items[k]], &c) == nil && (strings.EqualFold(c.A, id) || strings.EqualFold(c.B, id)) {
			tx.remove(items[k])
		}
	}
	i, err := f.findItem("space", id)
	if err != nil { // found again: a connection before it may have gone
		tx.rollback()
		return err
	}
	tx.remove(i)
	return tx.commit()
}
