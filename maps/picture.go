package maps

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	_ "image/jpeg" // map pictures
	_ "image/png"  // map pictures
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"sandtable/board"
	"sandtable/internal/picture"
	"sandtable/internal/tomlfile"
)

// Picture is a map's background picture, its [picture]: a PNG or JPEG
// drawn over the terrain's colours and under the grid, to trace the map
// over or as the map's own art. The map's Bounds take it in.
type Picture struct {
	File    string      // as the map file names it: "desert.png", relative to the map file's folder
	Path    string      // the file on disk
	At      board.Point // its top left corner, in board pixels
	Scale   float64     // board pixels per picture pixel
	Opacity float64     // 0 (not shown) to 1 (hides the terrain's colours)
	// Image is the decoded picture, with its top left pixel at (0, 0).
	// Maps loaded from the same unchanged file share it: never change it.
	Image *image.RGBA
}

// Rect is the board rectangle the picture covers (before clipping to its
// map).
func (p *Picture) Rect() board.Rect {
	b := p.Image.Rect
	return board.Rect{Min: p.At, Max: board.Point{X: p.At.X + float64(b.Dx())*p.Scale, Y: p.At.Y + float64(b.Dy())*p.Scale}}
}

// Bounds on a map's picture, checked before it is decoded: its file, each
// side, and its pixels (16 million: 64 MB decoded, 16-bit colour counted
// double, as picture.Size counts them).
const (
	MaxPictureBytes  = 20 << 20
	MaxPictureSide   = 8000
	MaxPicturePixels = 16 << 20
)

// Bounds on a picture's scale (board pixels per picture pixel).
const (
	MinPictureScale = 0.01
	MaxPictureScale = 100
)

// picture checks the map's [picture] and loads its file from dir, the map
// file's folder ("" for a bundled map, which has none).
func (b *builder) picture() {
	f, d := b.f.Picture, b.doc
	if f == nil {
		return
	}
	if b.bundled {
		d.Report("picture", "a bundled map has no picture; save the map as a file, with the picture beside it")
		return
	}
	p := &Picture{File: f.File, At: board.Point{X: f.X, Y: f.Y}, Scale: 1, Opacity: 1}
	ok := checkCoord(d, "picture.x", f.X) && checkCoord(d, "picture.y", f.Y)
	if f.Scale != nil {
		if !d.CheckFinite("picture.scale", *f.Scale) {
			ok = false
		} else if *f.Scale < MinPictureScale || *f.Scale > MaxPictureScale {
			d.Report("picture.scale", "must be %v to %v board pixels per picture pixel, got %v", MinPictureScale, MaxPictureScale, *f.Scale)
			ok = false
		} else {
			p.Scale = *f.Scale
		}
	}
	if f.Opacity != nil {
		if !d.CheckFinite("picture.opacity", *f.Opacity) {
			ok = false
		} else if *f.Opacity < 0 || *f.Opacity > 1 {
			d.Report("picture.opacity", "must be 0 (not shown) to 1 (opaque), got %v", *f.Opacity)
			ok = false
		} else {
			p.Opacity = *f.Opacity
		}
	}
	path, err := PicturePath(b.dir, f.File)
	if err != nil {
		d.Report("picture.file", "%v", err)
		return
	}
	p.Path = path
	img, err := loadPicture(b.dir, path, f.File, b.budget)
	if err != nil {
		d.Report("picture.file", "%v", err)
		return
	}
	p.Image = img
	if r := p.Rect(); ok && (r.Max.X > MaxCoord || r.Max.Y > MaxCoord) {
		d.Report("picture.scale", "the picture, %d×%d pixels at scale %v, would reach past %d board pixels", img.Rect.Dx(), img.Rect.Dy(), p.Scale, int(MaxCoord))
		ok = false
	}
	if ok {
		b.m.Picture = p
	}
}

// PicturePath is the file that file, a map's picture.file, names in dir,
// the map file's folder. Only a file in that folder or below it, named
// relative to it with "/" between folders, may be a map's picture: a map
// shared with others cannot make Sandtable read anything else on their
// disk. The error says what is wrong with file, for "picture.file: ...".
func PicturePath(dir, file string) (string, error) {
	ext := strings.ToLower(filepath.Ext(file))
	switch {
	case file == "":
		return "", fmt.Errorf("is empty; name a PNG or JPEG file in the map file's folder (\"desert.png\")")
	case strings.HasPrefix(file, "/") || strings.HasPrefix(file, `\`) || filepath.IsAbs(file) || filepath.VolumeName(file) != "" || strings.Contains(file, ":"):
		return "", fmt.Errorf("%q is an absolute path; name the picture relative to the map file's folder", file)
	case strings.Contains(file, `\`):
		return "", fmt.Errorf("%q has a \\; write / between folders", file)
	case !filepath.IsLocal(filepath.FromSlash(file)):
		return "", fmt.Errorf("%q leaves the map file's folder; the picture must be in that folder or below it", file)
	case ext != ".png" && ext != ".jpg" && ext != ".jpeg":
		return "", fmt.Errorf("%q is not a .png, .jpg or .jpeg file", file)
	}
	return filepath.Join(dir, filepath.FromSlash(file)), nil
}

// pictureKey tells a picture file's versions apart for the cache.
type pictureKey struct {
	path string
	size int64
	mod  time.Time
}

// pictures are the pictures decoded lately, so that a map loaded again
// (the designer's board after each edit) shares the picture and does not
// decode it again. It keeps at most maxCachedPixels, the newest first.
var pictures struct {
	sync.Mutex
	keys []pictureKey
	imgs []*image.RGBA
}

const maxCachedPixels = 2 * MaxPicturePixels

// loadPicture reads and decodes the picture at path, in dir (the map
// file's folder) and named file in errors, within the limits, or finds it
// in the cache. Its pixels are charged to budget, when there is one,
// before it is decoded.
func loadPicture(dir, path, file string, budget *tomlfile.Budget) (*image.RGBA, error) {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, fmt.Errorf("%q: no such file beside the map file (in %s)", file, filepath.Dir(path))
		}
		return nil, fmt.Errorf("%q: %v", file, err)
	}
	// A symbolic link must not lead out of the map file's folder either.
	if realDir, err := filepath.EvalSymlinks(dir); err == nil {
		if rel, err := filepath.Rel(realDir, real); err != nil || !filepath.IsLocal(rel) {
			return nil, fmt.Errorf("%q is a link that leads out of the map file's folder", file)
		}
	}
	fi, err := os.Stat(real)
	if err != nil {
		return nil, fmt.Errorf("%q: %v", file, err)
	}
	key := pictureKey{real, fi.Size(), fi.ModTime()}
	charge := func(px int64) error {
		if budget == nil {
			return nil
		}
		if err := budget.TakePixels(px); err != nil {
			return fmt.Errorf("%q: %v", file, err)
		}
		return nil
	}
	pictures.Lock()
	for i, k := range pictures.keys {
		if k == key {
			img := pictures.imgs[i]
			pictures.Unlock()
			if err := charge(int64(img.Rect.Dx()) * int64(img.Rect.Dy())); err != nil {
				return nil, err
			}
			return img, nil
		}
	}
	pictures.Unlock()
	data, err := tomlfile.ReadFile(real, "picture", MaxPictureBytes)
	if err != nil {
		return nil, fmt.Errorf("%q: %v", file, err)
	}
	if w, h, _, err := picture.Size(data); err == nil {
		if err := charge(int64(w) * int64(h)); err != nil { // as decoded, RGBA
			return nil, err
		}
	}
	img, err := DecodePicture(file, data)
	if err != nil {
		return nil, err
	}
	pictures.Lock()
	defer pictures.Unlock()
	pictures.keys = append([]pictureKey{key}, pictures.keys...)
	pictures.imgs = append([]*image.RGBA{img}, pictures.imgs...)
	var px int64
	for i, im := range pictures.imgs {
		px += int64(im.Rect.Dx()) * int64(im.Rect.Dy())
		if px > maxCachedPixels && i > 0 {
			pictures.keys, pictures.imgs = pictures.keys[:i], pictures.imgs[:i]
			break
		}
	}
	return img, nil
}

// DecodePicture decodes data, a map's picture called name in errors: a
// PNG or JPEG within MaxPictureSide and MaxPicturePixels, checked from its
// header before it is decoded.
func DecodePicture(name string, data []byte) (*image.RGBA, error) {
	if _, format, err := image.DecodeConfig(bytes.NewReader(data)); err == nil && format != "png" && format != "jpeg" {
		return nil, fmt.Errorf("%q is a %s picture; a map's picture must be PNG or JPEG", name, strings.ToUpper(format))
	}
	img, _, err := picture.Decode(fmt.Sprintf("%q", name), "map's picture", data, picture.Limits{MaxSide: MaxPictureSide, MaxPixels: MaxPicturePixels})
	if err != nil {
		return nil, err
	}
	if rgba, ok := img.(*image.RGBA); ok && rgba.Rect.Min == (image.Point{}) {
		return rgba, nil
	}
	if n, ok := img.(*image.NRGBA); ok && n.Rect.Min == (image.Point{}) {
		// Most PNGs: premultiplied in place, not copied (a 16-million-
		// pixel picture would take 64 MB more while it was).
		premultiply(n.Pix)
		return &image.RGBA{Pix: n.Pix, Stride: n.Stride, Rect: n.Rect}, nil
	}
	r := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	draw.Draw(rgba, rgba.Rect, img, r.Min, draw.Src)
	return rgba, nil
}

// premultiply turns non-premultiplied RGBA pixels into premultiplied ones
// in place, as image/color does.
func premultiply(pix []byte) {
	for i := 0; i+3 < len(pix); i += 4 {
		a := uint32(pix[i+3])
		if a == 0xff {
			continue
		}
		a |= a << 8
		for k := range 3 {
			c := uint32(pix[i+k])
			c |= c << 8
			pix[i+k] = uint8(c * a / 0xffff >> 8)
		}
	}
}
