package design

import (
	"bytes"
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// pictureMapText is a small map with a comment in its [grid].
const pictureMapText = `format = "sandtable-map"
version = 1
id = "pic"

[grid]
kind = "square" # squares
cols = 3
rows = 2

[terrain.clear]
color = "#eee"
`

func TestSetPicture(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 8, 4))); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "coast.png"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	f := Open(filepath.Join(dir, "pic.toml"), []byte(pictureMapText))
	if _, ok := f.Picture(); ok {
		t.Fatal("a picture in a map without one")
	}
	scale := 2.0
	if err := f.SetPicture(&PictureSpec{File: "coast.png", X: 10, Y: -5, Scale: &scale}); err != nil {
		t.Fatal(err)
	}
	withPicture := `format = "sandtable-map"
version = 1
id = "pic"

[grid]
kind = "square" # squares
cols = 3
rows = 2

[picture]
file = "coast.png"
x = 10
y = -5
scale = 2

[terrain.clear]
color = "#eee"
`
	if got := string(f.Bytes()); got != withPicture {
		t.Fatalf("after adding the picture:\n%s\nwant:\n%s", got, withPicture)
	}
	m := f.Result().Map
	if m == nil || m.Picture == nil || m.Picture.Image.Rect.Dx() != 8 || m.Picture.Scale != 2 {
		t.Fatalf("the map does not load with its picture: %v", f.Result().Messages)
	}
	// A comment in the table, then a change of opacity: only the key
	// that changes is written.
	text := bytes.Replace(f.Bytes(), []byte("y = -5\n"), []byte("y = -5 # the coast's top\n"), 1)
	f = Open(filepath.Join(dir, "pic.toml"), text)
	if !bytes.Equal(f.Bytes(), text) {
		t.Fatalf("opened, the map with a picture reads back as\n%s", f.Bytes())
	}
	p, ok := f.Picture()
	if !ok || p.File != "coast.png" || p.X != 10 || *p.Scale != 2 || p.Opacity != nil {
		t.Fatalf("Picture() = %+v, %v", p, ok)
	}
	half := 0.5
	p.Opacity = &half
	if err := f.SetPicture(&p); err != nil {
		t.Fatal(err)
	}
	want := bytes.Replace(text, []byte("scale = 2\n"), []byte("scale = 2\nopacity = 0.5\n"), 1)
	if got := f.Bytes(); !bytes.Equal(got, want) {
		t.Errorf("after the opacity:\n%s\nwant:\n%s", got, want)
	}
	if name := f.UndoName(); name != "change picture" {
		t.Errorf("UndoName = %q", name)
	}
	if !f.Undo() || !bytes.Equal(f.Bytes(), text) {
		t.Errorf("undo did not give back the text:\n%s", f.Bytes())
	}
	// Taken away: the map as it was.
	if err := f.SetPicture(nil); err != nil {
		t.Fatal(err)
	}
	if got := string(f.Bytes()); got != pictureMapText {
		t.Errorf("after taking the picture away:\n%s\nwant:\n%s", got, pictureMapText)
	}
}

// A map saved into another folder takes its picture with it; a different
// picture of that name there is not written over unasked.
func TestSaveAsCopiesThePicture(t *testing.T) {
	src := t.TempDir()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 8, 4))); err != nil {
		t.Fatal(err)
	}
	pic := buf.Bytes()
	if err := os.MkdirAll(filepath.Join(src, "art"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(src, "art", "coast.png"), pic, 0o644); err != nil {
		t.Fatal(err)
	}
	text := pictureMapText + "\n[picture]\nfile = \"art/coast.png\"\n"
	if err := os.WriteFile(filepath.Join(src, "pic.toml"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := OpenProject(filepath.Join(src, "pic.toml"))
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(t.TempDir(), "elsewhere")
	if err := p.SaveAs(dst); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(filepath.Join(dst, "art", "coast.png")); err != nil || !bytes.Equal(got, pic) {
		t.Errorf("the picture was not copied: %v", err)
	}
	checkFile(t, "saved elsewhere", filepath.Join(dst, "pic.toml"))
	// Saved in place again: nothing to copy.
	if err := p.SaveAs(dst); err != nil {
		t.Errorf("SaveAs the same folder: %v", err)
	}

	// Another folder with another coast.png: asked, then replaced.
	other := t.TempDir()
	os.MkdirAll(filepath.Join(other, "art"), 0o755)
	if err := os.WriteFile(filepath.Join(other, "art", "coast.png"), []byte("theirs"), 0o644); err != nil {
		t.Fatal(err)
	}
	var ee *ExistsError
	if err := p.SaveAs(other); !errors.As(err, &ee) || strings.Join(ee.Files, ",") != filepath.Join("art", "coast.png") {
		t.Fatalf("SaveAs over another coast.png: %v", err)
	}
	if _, err := os.Stat(filepath.Join(other, "pic.toml")); err == nil {
		t.Error("the map was written though the save was refused")
	}
	if err := p.SaveAsReplacing(other, ee.Files); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(other, "art", "coast.png")); !bytes.Equal(got, pic) {
		t.Error("the picture was not replaced")
	}
}
