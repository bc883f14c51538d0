package main

import (
	"runtime"
	"strings"
	"testing"
)

// opensWindow must agree with run: on Windows it decides which runs borrow
// the parent's console (the commands) and which do not (the window). Where
// the window needs DISPLAY, run without one says so instead of opening it,
// which shows which calls reach the window.
func TestOpensWindowAgreesWithRun(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		t.Skip("the window needs no DISPLAY on " + runtime.GOOS + ": run's choice cannot be seen without opening it")
	}
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	for _, args := range [][]string{
		{},
		{"builtin:vernian"},
		{"my-game.toml"},
		{"MY-GAME.TOML"},
		{`C:\Users\Ann\Games\Vernian Save.Toml`},
		{"my-game.tmx"},
		{"design"},
		{"design", "builtin:test-hex-flat"},
		{"design", "a.toml", "b.toml"},
		{"builtin:vernian", "builtin:vernian-hidden"},
		{"help"},
		{"list"},
		{"check", "builtin:vernian"},
		{"render"},
		{"replay", "no-such-save.toml"},
		{"state", "builtin:vernian"},
		{"no-such-command"},
	} {
		_, _, errOut := sandtable(t, args...)
		window := strings.Contains(errOut, "no display")
		if got := opensWindow(args); got != window {
			t.Errorf("%q: opensWindow = %v, but run %s the window (stderr %q)", args, got,
				map[bool]string{true: "opens", false: "does not open"}[window], firstLine(errOut))
		}
	}
}

// A lone argument opens the window when it names a game: a bundled one or
// a .toml file, the extension in any case (Windows hands over a file's
// name as it is on disk when the file is double-clicked or dropped on the
// exe); anything else is a command, or an unknown one.
func TestIsGameRef(t *testing.T) {
	for _, c := range []struct {
		arg  string
		want bool
	}{
		{"builtin:vernian", true},
		{"builtin:", true},
		{"game.toml", true},
		{"GAME.TOML", true},
		{"Game.Toml", true},
		{"saves/turn 3.tOmL", true},
		{`C:\Users\Ann\Documents\VERNIAN.TOML`, true},
		{`\\server\games\west.toml`, true},
		{".toml", true},
		{"list", false},
		{"help", false},
		{"design", false},
		{"toml", false},
		{"game.tom", false},
		{"game.toml.bak", false},
		{"game.toml ", false},
		{"game.tomlx", false},
		{"map.tmx", false},
		{"BUILTIN:vernian", false}, // bundled names are spelled as "sandtable list" prints them
		{"", false},
	} {
		if got := isGameRef(c.arg); got != c.want {
			t.Errorf("isGameRef(%q) = %v, want %v", c.arg, got, c.want)
		}
	}
}
