//go:build !windows

package main

// alert does nothing here: a window's failure is on stderr, where the
// program was started (see windowfail.go).
func alert(title, text string) {}
