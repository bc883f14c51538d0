package app

import (
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"sandtable/internal/atomicfile"
	"sandtable/internal/tomlfile"
)

// maxRecent is how many recent games File > Recent and the start screen list.
const maxRecent = 10

// recentPath is the list of recently saved or opened games.
func recentPath() string { return filepath.Join(configDir(), "recent.txt") }

// maxRecentFile bounds the list's file: it is ours, but a config folder
// can hold anything.
const maxRecentFile = 64 << 10

// recentGames lists recent game files that still exist, newest first.
func recentGames() []string {
	b, err := tomlfile.ReadFile(recentPath(), "recent games list", maxRecentFile)
	if err != nil {
		return nil
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if len(out) == maxRecent {
			break
		}
		if l = strings.TrimSpace(l); l != "" && !strings.ContainsFunc(l, isControl) {
			if fi, err := os.Stat(l); err == nil && fi.Mode().IsRegular() {
				out = append(out, l)
			}
		}
	}
	return out
}

func isControl(r rune) bool { return r < 0x20 || r == 0x7f }

// addRecent puts path first in the recent list.
func addRecent(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	list := []string{path}
	for _, p := range recentGames() {
		if !samePath(runtime.GOOS, p, path) && len(list) < maxRecent {
			list = append(list, p)
		}
	}
	text := strings.Join(list, "\n") + "\n"
	atomicfile.Write(recentPath(), func(w io.Writer) error { _, err := io.WriteString(w, text); return err })
}
