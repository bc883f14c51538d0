package app

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"
)

// Fyne's fallback file dialogs give a URI's path, with '/': on Windows it
// must become the path Windows writes (drive letter first, '\'), whichever
// of Fyne's forms it comes in; elsewhere it is the path already.
func TestLocalPathOfFileURI(t *testing.T) {
	tests := []struct{ goos, uriPath, want string }{
		{"windows", "C:/Users/Ann/Documents/game.toml", `C:\Users\Ann\Documents\game.toml`},
		{"windows", "/C:/Users/Ann/Documents/game.toml", `C:\Users\Ann\Documents\game.toml`},
		{"windows", "/d:/saves/a b.toml", `d:\saves\a b.toml`},
		{"windows", "C:/", `C:\`},
		{"windows", "//server/share/game.toml", `\\server\share\game.toml`},
		{"windows", "/1:/x", `\1:\x`}, // not a drive letter: left as it is, but with '\'
		{"linux", "/home/ann/game.toml", "/home/ann/game.toml"},
		{"darwin", "/Users/ann/Library/game.toml", "/Users/ann/Library/game.toml"},
	}
	for _, tc := range tests {
		if got := localPath(tc.goos, tc.uriPath); got != tc.want {
			t.Errorf("localPath(%s, %q) = %q, want %q", tc.goos, tc.uriPath, got, tc.want)
		}
	}
}

// On this system a file URI made from a path gives that path back.
func TestURIPathRoundTrip(t *testing.T) {
	p := filepath.Join(t.TempDir(), "game.toml")
	if got := uriPath(storage.NewFileURI(p)); got != p {
		t.Errorf("uriPath(NewFileURI(%q)) = %q", p, got)
	}
}
