package design

import (
	"fmt"
)

// findItem is the entry of the item of array name whose id (or, for
// places, name) is id.
func (f *File) findItem(name, id string) (int, error) {
	for _, i := range f.Items(name) {
		var v struct {
			ID   string `toml:"id"`
			Name string `toml:"name"`
		}
		if decodeEntry(f.entries[i], &v) == nil && (v.ID == id || v.ID == "" && v.Name == id) {
			return i, nil
		}
	}
	return -1, fmt.Errorf("design: the map has no %s %q", name, id)
}

// AddPlace adds place p after the last [[place]].
func (f *File) AddPlace(p PlaceSpec) error {
	tx := f.begin("add place " + p.Name)
	tx.insert(f.afterLast(ArrayItem, "place", "region", "edge", "edge_feature", "terrain_at", "terrain"), withGap(p.Text()))
	return tx.commit()
}

// RenamePlace changes the name of place id (its id, or its name when it
// has none) to name.
func (f *File) RenamePlace(id, name string) error {
	i, err := f.findItem("place", id)
	if err != nil {
		return err
	}
	tx := f.begin("rename place " + id)
	tx.setKey(i, "name", Quote(name))
	return tx.commit()
}

// MovePlace sets the cells of place id to cells (labels).
func (f *File) MovePlace(id string, cells []string) error {
	i, err := f.findItem("place", id)
	if err != nil {
		return err
	}
	tx := f.begin("move place " + id)
	tx.setKey(i, "cells", Value(cells))
	return tx.commit()
}

// SetPlace makes place id say p, changing only the keys that differ
// (SetEntry): comments and keys p does not model stay.
func (f *File) SetPlace(id string, p PlaceSpec) error {
	i, err := f.findItem("place", id)
	if err != nil {
		return err
	}
	tx := f.begin("change place " + id)
	tx.setSpec(i, p)
	return tx.commit()
}

// RemovePlace takes place id away.
func (f *File) RemovePlace(id string) error {
	i, err := f.findItem("place", id)
	if err != nil {
		return err
	}
	tx := f.begin("remove place " + id)
	tx.remove(i)
	return tx.commit()
}

// AddBox adds box b after the last [[box]].
func (f *File) AddBox(b BoxSpec) error {
	tx := f.begin("add box " + b.ID)
	tx.insert(f.afterLast(ArrayItem, "box", "place", "region", "edge", "edge_feature", "terrain"), withGap(b.Text()))
	return tx.commit()
}

// RemoveBox takes box id away.
func (f *File) RemoveBox(id string) error {
	i, err := f.findItem("box", id)
	if err != nil {
		return err
	}
	tx := f.begin("remove box " + id)
	tx.remove(i)
	return tx.commit()
}

// Places reads the map's places, in file order.
func (f *File) Places() []PlaceSpec {
	var out []PlaceSpec
	for _, i := range f.Items("place") {
		var p PlaceSpec
		if decodeEntry(f.entries[i], &p) == nil {
			out = append(out, p)
		}
	}
	return out
}
