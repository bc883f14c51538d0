package maps

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/board"
	"sandtable/internal/tomlfile"
)

// pictureMap is a 3×2 square map (cells of 64 board pixels) with the
// [picture] table pic.
func pictureMap(pic string) string {
	return "format = \"sandtable-map\"\nversion = 1\nid = \"p\"\n\n[grid]\nkind = \"square\"\ncols = 3\nrows = 2\n\n" +
		pic + "\n[terrain.clear]\ncolor = \"#eee\"\n"
}

// testPNG is a w×h PNG whose pixel (x, y) is (x, y, 200, 255).
func testPNG(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetNRGBA(x, y, color.NRGBA{uint8(x), uint8(y), 200, 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// pngHeader is the start of a PNG that says it is w×h pixels of 8-bit
// RGBA: enough for its size to be read, nothing to decode.
func pngHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	chunk := append([]byte("IHDR"), ihdr...)
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

func write(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestPictureLoads(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "art", "coast.png"), testPNG(t, 4, 2))
	file := filepath.Join(dir, "m.toml")
	m, err := Load(file, []byte(pictureMap("[picture]\nfile = \"art/coast.png\"\nx = 10\ny = 20\nscale = 2.0\nopacity = 0.5\n")))
	if err != nil {
		t.Fatal(err)
	}
	p := m.Picture
	if p == nil {
		t.Fatal("no picture")
	}
	if p.File != "art/coast.png" || p.Path != filepath.Join(dir, "art", "coast.png") || p.At != (board.Point{X: 10, Y: 20}) || p.Scale != 2 || p.Opacity != 0.5 {
		t.Errorf("picture %+v", *p)
	}
	// 4×2 pixels at 2 board pixels each, from (10, 20).
	if r := p.Rect(); r != (board.Rect{Min: board.Point{X: 10, Y: 20}, Max: board.Point{X: 18, Y: 24}}) {
		t.Errorf("Rect = %v", r)
	}
	if got, want := m.Summary(), `map "p" (square, 3×2, 6 cells, 1 terrain, 0 places, picture art/coast.png 4×2)`; got != want {
		t.Errorf("Summary = %s, want %s", got, want)
	}
	if got, want := p.Image.RGBAAt(3, 1), (color.RGBA{3, 1, 200, 255}); got != want {
		t.Errorf("pixel (3, 1) = %v, want %v", got, want)
	}
	// Loaded again, unchanged: the same decoded picture.
	m2, err := Load(file, []byte(pictureMap("[picture]\nfile = \"art/coast.png\"\n")))
	if err != nil {
		t.Fatal(err)
	}
	if m2.Picture.Image != p.Image {
		t.Error("the unchanged picture was decoded again")
	}
	if m2.Picture.Scale != 1 || m2.Picture.Opacity != 1 || m2.Picture.At != (board.Point{}) {
		t.Errorf("defaults: %+v", *m2.Picture)
	}
	// Changed on disk: decoded again.
	write(t, filepath.Join(dir, "art", "coast.png"), testPNG(t, 5, 2))
	m3, err := Load(file, []byte(pictureMap("[picture]\nfile = \"art/coast.png\"\n")))
	if err != nil {
		t.Fatal(err)
	}
	if m3.Picture.Image.Rect.Dx() != 5 {
		t.Errorf("after the file changed: %v", m3.Picture.Image.Rect)
	}

	// A JPEG is a picture too.
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, image.NewGray(image.Rect(0, 0, 3, 3)), nil); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "c.JPG"), buf.Bytes())
	if m, err := Load(file, []byte(pictureMap("[picture]\nfile = \"c.JPG\"\n"))); err != nil || m.Picture.Image.Rect.Dx() != 3 {
		t.Errorf("JPEG: %v", err)
	}
	// No [picture]: none.
	if m, err := Load(file, []byte(pictureMap(""))); err != nil || m.Picture != nil {
		t.Errorf("no picture: %v, %v", err, m)
	}
}

func TestPictureErrors(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "maps")
	write(t, filepath.Join(sub, "ok.png"), testPNG(t, 2, 2))
	write(t, filepath.Join(dir, "outside.png"), testPNG(t, 2, 2))
	write(t, filepath.Join(sub, "text.png"), []byte("not a picture at all"))
	write(t, filepath.Join(sub, "wide.png"), pngHeader(8001, 1))
	write(t, filepath.Join(sub, "many.png"), pngHeader(4097, 4096))
	var g bytes.Buffer
	if err := gif.Encode(&g, image.NewPaletted(image.Rect(0, 0, 2, 2), color.Palette{color.Black}), nil); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(sub, "anim.png"), g.Bytes())
	big, err := os.Create(filepath.Join(sub, "big.png"))
	if err != nil {
		t.Fatal(err)
	}
	big.Truncate(MaxPictureBytes + 1) // sparse: nothing is written
	big.Close()
	if err := os.Symlink(filepath.Join(dir, "outside.png"), filepath.Join(sub, "link.png")); err != nil {
		t.Fatal(err)
	}
	os.Mkdir(filepath.Join(sub, "folder.png"), 0o755)

	// The [picture] table begins on line 10: file on 11, the next key on 12.
	tests := []struct {
		name, pic, want string
	}{
		{"unknown key", "file = \"ok.png\"\ncolour = 1", `m.toml:12:1: picture.colour: unknown key`},
		{"no file", "x = 1", `m.toml:10:1: picture.file: is empty; name a PNG or JPEG file in the map file's folder ("desert.png")`},
		{"absolute", "file = \"/etc/passwd.png\"", `m.toml:11:1: picture.file: "/etc/passwd.png" is an absolute path; name the picture relative to the map file's folder`},
		{"drive", "file = \"C:/x.png\"", `m.toml:11:1: picture.file: "C:/x.png" is an absolute path; name the picture relative to the map file's folder`},
		{"climbs", "file = \"../outside.png\"", `m.toml:11:1: picture.file: "../outside.png" leaves the map file's folder; the picture must be in that folder or below it`},
		{"climbs inside", "file = \"a/../../outside.png\"", `m.toml:11:1: picture.file: "a/../../outside.png" leaves the map file's folder; the picture must be in that folder or below it`},
		{"backslash", "file = 'a\\ok.png'", `m.toml:11:1: picture.file: "a\\ok.png" has a \; write / between folders`},
		{"not a picture name", "file = \"ok.svg\"", `m.toml:11:1: picture.file: "ok.svg" is not a .png, .jpg or .jpeg file`},
		{"missing", "file = \"gone.png\"", `m.toml:11:1: picture.file: "gone.png": no such file beside the map file (in DIR/maps)`},
		{"link out", "file = \"link.png\"", `m.toml:11:1: picture.file: "link.png" is a link that leads out of the map file's folder`},
		{"folder", "file = \"folder.png\"", `m.toml:11:1: picture.file: "folder.png": DIR/maps/folder.png: is a folder, not a file`},
		{"too big", "file = \"big.png\"", `m.toml:11:1: picture.file: "big.png": DIR/maps/big.png: is 20.1 MB, more than the 20 MB a picture file may have`},
		{"not decodable", "file = \"text.png\"", `m.toml:11:1: picture.file: "text.png": not a picture Sandtable can read: image: unknown format`},
		{"gif", "file = \"anim.png\"", `m.toml:11:1: picture.file: "anim.png" is a GIF picture; a map's picture must be PNG or JPEG`},
		{"too wide", "file = \"wide.png\"", `m.toml:11:1: picture.file: "wide.png": 8001×1 pixels, more than the 8000×8000 a map's picture may have`},
		{"too many pixels", "file = \"many.png\"", `m.toml:11:1: picture.file: "many.png": 4097×4096 pixels, more than the 16777216 pixels a map's picture may have`},
		{"scale 0", "file = \"ok.png\"\nscale = 0.0", `m.toml:12:1: picture.scale: must be 0.01 to 100 board pixels per picture pixel, got 0`},
		{"scale nan", "file = \"ok.png\"\nscale = nan", `m.toml:12:1: picture.scale: must be a finite number, got NaN`},
		{"opacity", "file = \"ok.png\"\nopacity = 1.5", `m.toml:12:1: picture.opacity: must be 0 (not shown) to 1 (opaque), got 1.5`},
		{"far", "file = \"ok.png\"\nx = 2e6", `m.toml:12:1: picture.x: must be within ±1000000 pixels, got 2e+06`},
		{"reaches far", "file = \"ok.png\"\nx = 999990.0\nscale = 100.0", `m.toml:13:1: picture.scale: the picture, 2×2 pixels at scale 100, would reach past 1000000 board pixels`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Load(filepath.Join(sub, "m.toml"), []byte(pictureMap("[picture]\n"+tt.pic+"\n")))
			if err == nil {
				t.Fatalf("loaded, picture %+v", m.Picture)
			}
			got := strings.ReplaceAll(err.Error(), dir, "DIR")
			if want := "DIR/maps/" + tt.want; got != want {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// TestBundledMapHasNoPicture: a bundled map has no folder to hold one.
func TestBundledMapHasNoPicture(t *testing.T) {
	_, err := loadFrom("maps/data/p.toml", []byte(pictureMap("[picture]\nfile = \"p.png\"\n")), nil, true)
	want := "maps/data/p.toml:10:1: picture: a bundled map has no picture; save the map as a file, with the picture beside it"
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

// The fuzz seed with a picture loads as FuzzLoad loads it, so that the
// fuzzer starts from a map with a picture.
func TestFuzzSeedHasAPicture(t *testing.T) {
	text, err := os.ReadFile("testdata/fuzz_picture.toml")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Load("fuzz.toml", text)
	if err != nil || m.Picture == nil || m.Picture.Image.Rect.Dx() != 6 {
		t.Fatalf("the seed does not load with its picture: %v", err)
	}
}

// The pictures of the maps loaded with one budget (a scenario's) are
// bounded together, before each is decoded.
func TestPicturesShareTheBudget(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "a.png"), testPNG(t, 8, 8))
	text := []byte(pictureMap("[picture]\nfile = \"a.png\"\n"))
	path := filepath.Join(dir, "m.toml")
	write(t, path, text)
	budget := &tomlfile.Budget{What: "the scenario and the files it names", MaxBytes: 1 << 20, MaxValues: 1000, MaxPixels: 100}
	if _, err := LoadReferenced(path, budget); err != nil {
		t.Fatal(err)
	}
	// 64 pixels more: 128, more than 100.
	_, err := LoadReferenced(path, budget)
	want := path + `:11:1: picture.file: "a.png": its 64 pixels bring the pictures of the scenario and the files it names to 128, more than the 100 pixels they may have together`
	if err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
}

// A PNG's colours come out premultiplied by their alpha, as image/color
// premultiplies them: (200, 100, 50) at alpha 128 is (100, 50, 25).
func TestDecodePicturePremultiplies(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 2, 1))
	img.SetNRGBA(0, 0, color.NRGBA{200, 100, 50, 128})
	img.SetNRGBA(1, 0, color.NRGBA{200, 100, 50, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	got, err := DecodePicture("p.png", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if c := got.RGBAAt(0, 0); c != (color.RGBA{100, 50, 25, 128}) {
		t.Errorf("half transparent: %v", c)
	}
	if c := got.RGBAAt(1, 0); c != (color.RGBA{200, 100, 50, 255}) {
		t.Errorf("opaque: %v", c)
	}
}
