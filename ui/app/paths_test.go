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

// The recent list holds a file once: on Windows whatever the case of its
// path's letters, elsewhere only when the paths are the same text.
func TestSamePath(t *testing.T) {
	tests := []struct {
		goos, a, b string
		want       bool
	}{
		{"windows", `C:\Games\West.toml`, `C:\Games\West.toml`, true},
		{"windows", `C:\Games\West.toml`, `c:\games\WEST.TOML`, true},
		{"windows", `\\server\Share\a.toml`, `\\SERVER\share\A.toml`, true},
		{"windows", `C:\Games\West.toml`, `C:\Games\East.toml`, false},
		{"windows", `C:\Games\West.toml`, `D:\Games\West.toml`, false},
		{"linux", "/home/ann/West.toml", "/home/ann/West.toml", true},
		{"linux", "/home/ann/West.toml", "/home/ann/west.toml", false},
		{"darwin", "/Users/ann/West.toml", "/Users/ann/west.toml", false},
	}
	for _, tc := range tests {
		if got := samePath(tc.goos, tc.a, tc.b); got != tc.want {
			t.Errorf("samePath(%s, %q, %q) = %v, want %v", tc.goos, tc.a, tc.b, got, tc.want)
		}
	}
}

// The names suggested for a PNG or PDF of a save drop its .toml, in any
// case, and nothing else.
func TestTrimTOML(t *testing.T) {
	for name, want := range map[string]string{
		"game.toml":            "game",
		"GAME.TOML":            "GAME",
		"Turn 3.Toml":          "Turn 3",
		"a.toml.toml":          "a.toml",
		"game.tmx":             "game.tmx",
		"game":                 "game",
		"v1.2 - turn 3.1 Move": "v1.2 - turn 3.1 Move",
	} {
		if got := trimTOML(name); got != want {
			t.Errorf("trimTOML(%q) = %q, want %q", name, got, want)
		}
	}
}
