package tiled

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sandtable/internal/tomlfile"
)

// objectsJSON is a .tmj map with n objects in a layer whose objects key is
// written key.
func objectsJSON(key string, n int) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `{"type":"map","orientation":"orthogonal","width":2,"height":2,"tilewidth":8,"tileheight":8,"layers":[{"type":"objectgroup","name":"o",%s:[`, key)
	for i := range n {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`{"name":"A","x":1,"y":1}`)
	}
	b.WriteString("]}]}")
	return []byte(b.String())
}

// The JSON limits count keys as encoding/json matches them, in any case
// and with escapes, so that spelling a key otherwise does not pass what
// the decoder will decode.
func TestJSONKeysCountedAsDecoded(t *testing.T) {
	want := fmt.Sprintf("tiled: m.tmj: line 1: more than %d objects", MaxObjects)
	for _, key := range []string{`"objects"`, `"OBJECTS"`, `"Objects"`, `"\u006fbjects"`, `"obj\u0065cts"`} {
		if _, err := Import("m.tmj", objectsJSON(key, MaxObjects), nil); err != nil {
			t.Errorf("%s: %d objects refused: %v", key, MaxObjects, err)
		}
		if _, err := Import("m.tmj", objectsJSON(key, MaxObjects+1), nil); err == nil || err.Error() != want {
			t.Errorf("%s: %d objects: got %v, want %s", key, MaxObjects+1, err, want)
		}
	}
	// Objects the decoder does not read (a tile's collision shapes) are
	// not counted.
	var shapes strings.Builder
	for i := range MaxObjects + 1 {
		if i > 0 {
			shapes.WriteString(",")
		}
		shapes.WriteString(`{"id":1,"x":0,"y":0,"width":8,"height":8}`)
	}
	tileset := `{"type":"map","orientation":"orthogonal","width":1,"height":1,"tilewidth":8,"tileheight":8,"layers":[],"tilesets":[{"firstgid":1,"name":"t","tilewidth":8,"tileheight":8,"tilecount":1,"columns":1,` +
		`"tiles":[{"id":0,"type":"road","objectgroup":{"type":"objectgroup","objects":[` + shapes.String() + `]}}]}]}`
	if _, err := Import("m.tmj", []byte(tileset), nil); err != nil {
		t.Errorf("a tile's collision shapes counted as objects: %v", err)
	}
}

// Elements of a map, layer or group that the importer does not read are
// left out before the decoder sees them (it would keep each as a layer),
// and the map imports as without them; they must still be well formed.
func TestXMLUnreadElementsLeftOut(t *testing.T) {
	const plain = `<map orientation="orthogonal" width="2" height="1" tilewidth="8" tileheight="8">
<tileset firstgid="1" name="t" tilewidth="8" tileheight="8" tilecount="1" columns="1"><tile id="0" class="road"/></tileset>
<layer name="g" width="2" height="1"><data encoding="csv">1,0</data></layer>
<objectgroup name="o"><object name="A" x="1" y="1"/></objectgroup>
</map>`
	extra := strings.NewReplacer(
		`<layer name="g"`, `<editorsettings><export target="x.json" format="json"/></editorsettings><foo><layer name="hidden" width="2" height="1"><data encoding="csv">1,1</data></layer></foo><layer name="g"`,
		`<data encoding="csv">1,0</data>`, `<bar/><data encoding="csv">1,0</data><object name="B" x="9" y="1"/>`,
		`<object name="A"`, `<baz a="1"></baz><object name="A"`,
	).Replace(plain)
	want, err := Import("plain.tmx", []byte(plain), nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Import("plain.tmx", []byte(extra), nil)
	if err != nil {
		t.Fatal(err)
	}
	if string(got.TOML) != string(want.TOML) || strings.Join(got.Report, "\n") != strings.Join(want.Report, "\n") {
		t.Errorf("with elements the importer does not read:\n%s\n%v\nwant\n%s\n%v", got.TOML, got.Report, want.TOML, want.Report)
	}
	bad := strings.Replace(plain, `<layer name="g"`, `<foo><a></b></foo><layer name="g"`, 1)
	if _, err := Import("bad.tmx", []byte(bad), nil); err == nil || !strings.Contains(err.Error(), "element <a> closed by </b>") {
		t.Errorf("a badly formed element left out: %v", err)
	}
}

// The limits docs/import.md gives are the importer's own.
func TestImportDocLimits(t *testing.T) {
	doc, err := os.ReadFile("../../docs/import.md")
	if err != nil {
		t.Fatal("tiled: the import doc is missing:", err)
	}
	c := tomlfile.Count
	side := 1
	for (side+1)*(side+1) <= MaxImagePixels {
		side++
	}
	for _, row := range []string{
		fmt.Sprintf("| the map file | %s |", tomlfile.Size(MaxFileSize)),
		fmt.Sprintf("| an external tileset file | %s |", tomlfile.Size(MaxTilesetFileSize)),
		fmt.Sprintf("| a tileset image file | %s |", tomlfile.Size(MaxImageFileSize)),
		fmt.Sprintf("| a tileset image | %s pixels (%d×%d), 16-bit colour counting double, checked from its header before decoding |", c(MaxImagePixels), side, side),
		fmt.Sprintf("| images read for colours | %d, of %s and %s pixels in all, and as many pixels averaged (the tiles past that are grey, reported) |", MaxImages, tomlfile.Size(MaxAllImageBytes), c(MaxAllImagePixels)),
		fmt.Sprintf("| layers and groups | %d |", MaxLayers),
		fmt.Sprintf("| tilesets | %d |", MaxTilesets),
		fmt.Sprintf("| objects | %s |", c(MaxObjects)),
		fmt.Sprintf("| places made from objects | %s |", c(MaxPlaces)),
		fmt.Sprintf("| custom properties, of everything | %s |", c(MaxProperties)),
		fmt.Sprintf("| tiles listed in tilesets (with a class, properties, an image or terrains), and terrains | %s |", c(MaxTilesetTiles)),
		fmt.Sprintf("| tiles of all tile layers (layers × cells) | %s |", c(MaxLayerTiles)),
		fmt.Sprintf("| XML elements (`.tmx`, `.tsx`; Tiled's old XML tile format takes one a cell: save a larger map as CSV or Base64) | %s |", c(MaxXMLElements)),
		fmt.Sprintf("| XML attributes | %s, at most %s in one element |", c(MaxXMLAttributes), c(maxTagAttributes)),
		fmt.Sprintf("| a tile's width and height | %s pixels |", c(MaxTileSize)),
		fmt.Sprintf("| groups nested | %d deep |", maxGroupDepth),
		fmt.Sprintf("maps of more than %s cells or more than %s columns or rows", c(maxCells), c(MaxSide)),
	} {
		if !strings.Contains(strings.Join(strings.Fields(string(doc)), " "), row) {
			t.Errorf("docs/import.md does not say %q", row)
		}
	}
}

// Tiles that show the same part of one picture (an image collection
// listing one image for many tiles) are averaged once: a hundred tiles of
// one 1024×1024 picture cost 1,048,576 of the pixels averaged, not a
// hundred times that, and all take its colour.
func TestSamePictureAveragedOnce(t *testing.T) {
	dir := t.TempDir()
	img := image.NewNRGBA(image.Rect(0, 0, 1024, 1024))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.NRGBA{10, 120, 200, 255}), image.Point{}, draw.Src)
	var pic bytes.Buffer
	if err := png.Encode(&pic, img); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString(`<map orientation="orthogonal" width="100" height="1" tilewidth="16" tileheight="16"><tileset firstgid="1" name="c" tilewidth="16" tileheight="16" tilecount="100" columns="0">`)
	var cells []string
	for i := range 100 {
		fmt.Fprintf(&b, `<tile id="%d" type="kind %d"><image source="p.png" width="1024" height="1024"/></tile>`, i, i)
		cells = append(cells, fmt.Sprint(i+1))
	}
	b.WriteString(`</tileset><layer name="g" width="100" height="1"><data encoding="csv">` + strings.Join(cells, ",") + `</data></layer></map>`)
	for name, text := range map[string][]byte{"p.png": pic.Bytes(), "m.tmx": []byte(b.String())} {
		if err := os.WriteFile(filepath.Join(dir, name), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res, err := ImportFile(filepath.Join(dir, "m.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Map.Terrains) != 100 {
		t.Fatalf("%d terrains, want 100", len(res.Map.Terrains))
	}
	for _, tr := range res.Map.Terrains {
		if c := tr.Color; c.R != 10 || c.G != 120 || c.B != 200 {
			t.Errorf("terrain %q: colour %v, want the picture's {10 120 200}", tr.Name, c)
		}
	}
}

// opaqueImage hides an image's type, so that averageColor reads it a
// colour at a time.
type opaqueImage struct{ image.Image }

// averageColor reads an NRGBA picture in place, to the same average as a
// colour at a time (which truncates each premultiplied pixel: a hundredth
// of a level at these opacities).
func TestAverageColorInPlace(t *testing.T) {
	img := image.NewNRGBA(image.Rect(3, 5, 40, 30))
	for i := range img.Pix {
		img.Pix[i] = byte(i*37 + i/7)
	}
	for _, r := range []image.Rectangle{img.Bounds(), image.Rect(10, 6, 20, 29)} {
		fast, ok1 := averageColor(img, r)
		slow, ok2 := averageColor(opaqueImage{img}, r)
		if !ok1 || !ok2 || hexColor(fast) != hexColor(slow) || max(math.Abs(fast.r-slow.r), math.Abs(fast.g-slow.g), math.Abs(fast.b-slow.b)) > 0.01 {
			t.Errorf("%v: in place %v (%s), a colour at a time %v (%s)", r, fast, hexColor(fast), slow, hexColor(slow))
		}
	}
	clear := image.NewNRGBA(image.Rect(0, 0, 4, 4))
	if _, ok := averageColor(clear, clear.Bounds()); ok {
		t.Error("a fully transparent picture has a colour")
	}
}

// The image files read for colours are bounded in bytes together: past
// MaxAllImageBytes no more are read, and their tiles are grey.
func TestImageFilesBoundedTogether(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.NRGBA{200, 10, 10, 255}), image.Point{}, draw.Src)
	var pic bytes.Buffer
	if err := png.Encode(&pic, img); err != nil {
		t.Fatal(err)
	}
	// What PNG decoders leave unread after the end of the picture.
	file := append(pic.Bytes(), make([]byte, 15<<20)...)
	var reads []string
	read := func(path, what string, max int64) ([]byte, error) {
		reads = append(reads, filepath.Base(path))
		return file, nil
	}
	var b strings.Builder
	b.WriteString(`<map orientation="orthogonal" width="6" height="1" tilewidth="16" tileheight="16">`)
	for i := range 6 {
		fmt.Fprintf(&b, `<tileset firstgid="%d" name="t%d" tilewidth="16" tileheight="16" tilecount="1" columns="1"><image source="p%d.png"/></tileset>`, 1+i, i, i)
	}
	b.WriteString(`<layer name="g" width="6" height="1"><data encoding="csv">1,2,3,4,5,6</data></layer></map>`)
	res, err := Import("m.tmx", []byte(b.String()), read)
	if err != nil {
		t.Fatal(err)
	}
	// Five files of 15 MB come to 75 MB: the sixth is not read.
	if want := []string{"p0.png", "p1.png", "p2.png", "p3.png", "p4.png"}; strings.Join(reads, " ") != strings.Join(want, " ") {
		t.Errorf("read %v, want %v", reads, want)
	}
	want := `terrain "t5 0": no colour from its tiles (the image files read for colours come to more than 64 MB): grey`
	if !reportHas(res.Report, want) {
		t.Errorf("report:\n%s\nwant %s", strings.Join(res.Report, "\n"), want)
	}
}

// A map whose names, description or places would make a map file over
// maps.MaxFileSize is refused with that limit, not as the importer's own
// mistake.
func TestImportedMapTooLarge(t *testing.T) {
	tmx := `<map orientation="orthogonal" width="1" height="1" tilewidth="16" tileheight="16"><properties><property name="description">` +
		strings.Repeat("x", 3<<20) + `</property></properties></map>`
	_, err := Import("m.tmx", []byte(tmx), nil)
	if want := "tiled: m.tmx: the imported map would be 3.1 MB, more than the 2 MB a Sandtable map file may have (its names, description and places take the room)"; err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}
