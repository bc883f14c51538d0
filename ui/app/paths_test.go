package app

import "testing"

// Fyne's fallback file dialogs give a URI's path, with '/': on Windows it
// must become the path Windows writes (drive letter first, '\'), whichever
// of Fyne's forms it comes in; elsewhere it is the path already. The
// Windows forms are those of Fyne 2.8's storage/repository/parse.go, which
// makes them only when it runs on Windows itself (runtime.GOOS): NewFileURI
// of C:\Users\... gives "C:/Users/...", ParseURI of "file:///C:/Users/..."
// gives "/C:/Users/...", NewFileURI of \\server\share\... gives
// "//server/share/...". So they are written out here, and localPath takes
// the system as a parameter, for this test to check them on Linux. (On
// Linux and macOS the conversion is the identity: a round trip through
// Fyne there could not fail.)
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
