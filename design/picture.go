package design

import (
	"sandtable/maps"
)

// PictureSpec is a map's [picture]: the picture drawn under its grid.
type PictureSpec maps.FilePicture

// Text is the picture's canonical [picture] table.
func (p PictureSpec) Text() string {
	kvs := []KV{{"file", p.File, true}, {"x", p.X, true}, {"y", p.Y, true}}
	if p.Scale != nil {
		kvs = append(kvs, KV{"scale", *p.Scale, true})
	}
	if p.Opacity != nil {
		kvs = append(kvs, KV{"opacity", *p.Opacity, true})
	}
	return WriteTable("picture", false, kvs)
}

// Picture reads the map's [picture]; false when it has none (or it does
// not decode).
func (f *File) Picture() (PictureSpec, bool) {
	var p PictureSpec
	i := f.Find(Table, "picture")
	if i < 0 || f.Decode(i, &p) != nil {
		return PictureSpec{}, false
	}
	return p, true
}

// SetPicture makes the map's [picture] say p, as one edit: only the keys
// that change are written when it has one; a new one goes after [grid].
// A nil p takes the picture away.
func (f *File) SetPicture(p *PictureSpec) error {
	i := f.Find(Table, "picture")
	switch {
	case p == nil && i < 0:
		return nil
	case p == nil:
		tx := f.begin("remove the map's picture")
		tx.remove(i)
		return tx.commit()
	case i < 0:
		tx := f.begin("add picture " + p.File)
		tx.insert(f.afterLast(Table, "picture", "grid"), withGap(p.Text()))
		return tx.commit()
	}
	return f.SetEntry(i, *p)
}
