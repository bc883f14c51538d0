package tomlfile

import (
	"path/filepath"
	"strings"
)

// IsTOMLName reports whether a file name or path ends in ".toml", in any
// case of its letters: Windows and the tools there often write GAME.TOML.
func IsTOMLName(name string) bool {
	return strings.EqualFold(filepath.Ext(name), ".toml")
}
