package main

// noDisplay reports whether the system goos draws its windows through X11
// or Wayland (Linux, the BSDs) and getenv names no display of either.
// Windows and macOS have no such variables: their desktop is always there.
func noDisplay(goos string, getenv func(string) string) bool {
	switch goos {
	case "windows", "darwin", "ios", "android", "js":
		return false
	}
	return getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == ""
}
