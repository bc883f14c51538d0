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
