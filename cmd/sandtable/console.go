package main

// opensWindow reports whether run, given args, opens the desktop window (no
// arguments, a lone scenario or save, or design with at most one file)
// rather than running a command that prints and exits. On Windows the
// commands take the console of the program that started them
// (console_windows.go), the window does not: a windowed program attached
// to a Command Prompt would be closed with it.
// stdinShared is set when standard input is a console the program shares
// with a shell that does not wait for it: a command of the windowed
// Windows build typed into a Command Prompt (console_windows.go). The
// shell reads the same keyboard meanwhile, so nothing secret is asked for
// there: a passphrase typed might reach the shell, which would show it and
// keep it in its history.
var stdinShared bool

func opensWindow(args []string) bool {
	switch {
	case len(args) == 0:
		return true
	case len(args) == 1 && isGameRef(args[0]):
		return true
	case args[0] == "design":
		return len(args) <= 2
	}
	return false
}
