package app

import (
	"runtime"
	"strings"

	"fyne.io/fyne/v2"

	"sandtable/internal/tomlfile"
)

// uriPath is the file path of a file URI from Fyne's own file dialogs, as
// this system writes paths (see localPath).
func uriPath(u fyne.URI) string {
	return localPath(runtime.GOOS, u.Path())
}

// localPath turns the path of a file URI (always with '/') into a path of
// the system goos. On Windows Fyne gives "C:/Users/x/game.toml", or
// "/C:/Users/x/game.toml" for a URI parsed from text, and
// "//server/share/game.toml" for a network share: the real paths are
// C:\Users\x\game.toml and \\server\share\game.toml. Other systems' paths
// are the URI's as they are.
func localPath(goos, p string) string {
	if goos != "windows" {
		return p
	}
	if len(p) >= 3 && p[0] == '/' && p[2] == ':' && isDriveLetter(p[1]) {
		p = p[1:]
	}
	return strings.ReplaceAll(p, "/", `\`)
}

func isDriveLetter(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// samePath reports whether a and b, absolute paths, name the same file on
// the system goos as far as their text tells: on Windows, whose file
// names ignore case, C:\Games\West.toml and c:\games\WEST.TOML are one
// file (Explorer, the Open dialog and a typed command line may spell it
// differently); elsewhere case matters.
func samePath(goos, a, b string) bool {
	if goos == "windows" {
		return strings.EqualFold(a, b)
	}
	return a == b
}

// trimTOML is name without its .toml extension, in any case (a save that
// Windows lists as GAME.TOML suggests "GAME.png", not "GAME.TOML.png");
// other names are left as they are.
func trimTOML(name string) string {
	if tomlfile.IsTOMLName(name) {
		return name[:len(name)-len(".toml")]
	}
	return name
}
