package app

import (
	"os"
	"path/filepath"
	"strings"
)

// maxRecent is how many recent games File > Recent and the start screen list.
const maxRecent = 10

// recentPath is the list of recently saved or opened games.
func recentPath() string { return filepath.Join(configDir(), "recent.txt") }

// recentGames lists recent game files that still exist, newest first.
func recentGames() []string {
	b, err := os.ReadFile(recentPath())
	if err != nil {
		return nil
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			if _, err := os.Stat(l); err == nil {
				out = append(out, l)
			}
		}
	}
	return out
}

// addRecent puts path first in the recent list.
func addRecent(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	list := []string{path}
	for _, p := range recentGames() {
		if p != path && len(list) < maxRecent {
			list = append(list, p)
		}
	}
	os.WriteFile(recentPath(), []byte(strings.Join(list, "\n")+"\n"), 0o644)
}
