package display

import "testing"

// The window needs DISPLAY or WAYLAND_DISPLAY only where windows go
// through X11 or Wayland: Windows and macOS have neither variable.
func TestMissingOnlyOnX11AndWayland(t *testing.T) {
	tests := []struct {
		goos string
		env  map[string]string
		want bool
	}{
		{"linux", nil, true},
		{"freebsd", nil, true},
		{"linux", map[string]string{"DISPLAY": ":0"}, false},
		{"linux", map[string]string{"WAYLAND_DISPLAY": "wayland-0"}, false},
		{"windows", nil, false},
		{"darwin", nil, false},
	}
	for _, tc := range tests {
		if got := Missing(tc.goos, func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("Missing(%s, %v) = %v, want %v", tc.goos, tc.env, got, tc.want)
		}
	}
}
