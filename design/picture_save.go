package design

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"sandtable/internal/atomicfile"
	"sandtable/internal/tomlfile"
	"sandtable/maps"
)

// pictureCopies are the pictures the maps of plan name that are not yet
// where a map saved to its path there will look for them (a design saved
// into another folder): each read from beside the map's file as it is now,
// to be written, with the map, beside the map's new path. A picture
// already there with the same bytes is left as it is; one with other
// bytes is named in exist (relative to dir) unless replace names it.
func (p *Project) pictureCopies(dir string, plan []saving, replace []string) (copies []atomicfile.SetFile, exist []string, err error) {
	for _, s := range plan {
		if s.f.Builtin || !slices.Contains(p.Maps, s.f) {
			continue
		}
		pic, ok := s.f.Picture()
		if !ok {
			continue
		}
		from, err1 := maps.PicturePath(filepath.Dir(s.f.Name), pic.File)
		to, err2 := maps.PicturePath(filepath.Dir(s.path), pic.File)
		if err1 != nil || err2 != nil || from == to {
			continue // a bad name is the Problems tab's to show
		}
		data, err := tomlfile.ReadFile(from, "picture", maps.MaxPictureBytes)
		if err != nil {
			return nil, nil, fmt.Errorf("design: cannot copy the picture of map %s to %s: %w", filepath.Base(s.f.Name), dir, err)
		}
		if have, err := os.ReadFile(to); err == nil {
			if bytes.Equal(have, data) {
				continue
			}
			rel, _ := filepath.Rel(dir, to)
			if !slices.Contains(replace, rel) {
				exist = append(exist, rel)
				continue
			}
		}
		copies = append(copies, atomicfile.SetFile{Path: to, Data: data})
	}
	return copies, exist, nil
}
