// Package display tells whether a desktop window can be opened at all:
// on systems whose windows go through X11 or Wayland, whether the
// environment names a display of either.
package display

// Missing reports whether the system goos (a GOOS value) draws its
// windows through X11 or Wayland (Linux, the BSDs) and getenv names no
// display of either. Windows and macOS have no such variables: their
// desktop is always there.
func Missing(goos string, getenv func(string) string) bool {
	switch goos {
	case "windows", "darwin", "ios", "android", "js":
		return false
	}
	return getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == ""
}
