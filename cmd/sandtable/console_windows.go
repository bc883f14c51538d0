//go:build windows

package main

import (
	"os"
	"syscall"
)

// The Windows build is a windowed program (-H=windowsgui, scripts/build-windows),
// so double-clicking it opens no console window. The price: Windows gives
// such a program no standard output of its own, and what a command run from
// a Command Prompt (Sandtable.exe list) prints would be lost. Redirected
// output (| more, > file, a test's pipes) arrives without help; otherwise a
// command borrows the console of the program that started it.

var (
	kernel32          = syscall.NewLazyDLL("kernel32.dll")
	procAttachConsole = kernel32.NewProc("AttachConsole")
	procSetStdHandle  = kernel32.NewProc("SetStdHandle")
)

// attachParentProcess is AttachConsole's "the parent's console" (DWORD -1).
const attachParentProcess = ^uintptr(0)

func init() {
	if !opensWindow(os.Args[1:]) {
		useParentConsole()
	}
}

// useParentConsole attaches the process to the console of its parent, when
// it has one (a Command Prompt or PowerShell; not Explorer), and points
// each of standard input, output and error that Windows left without a
// handle at it. Handles that are set (redirected to a file or pipe, or a
// console already) are kept.
func useParentConsole() {
	in := validStdHandle(syscall.STD_INPUT_HANDLE)
	out := validStdHandle(syscall.STD_OUTPUT_HANDLE)
	errOut := validStdHandle(syscall.STD_ERROR_HANDLE)
	// Attached even when every handle is set, as a handle may be the
	// parent's console (stderr in "Sandtable.exe list | more"), which the
	// process then shares. This fails when the parent has no console
	// (Explorer, a shortcut) and when the process has one already (Wine
	// gives even a windowed program its parent's console): opening the
	// console below then says whether there is one.
	procAttachConsole.Call(attachParentProcess)
	if in && out && errOut {
		return
	}
	if !out {
		if f := openConsole("CONOUT$", syscall.STD_OUTPUT_HANDLE, "/dev/stdout"); f != nil {
			os.Stdout = f
		}
	}
	if !errOut {
		if f := openConsole("CONOUT$", syscall.STD_ERROR_HANDLE, "/dev/stderr"); f != nil {
			os.Stderr = f
		}
	}
	if !in {
		if f := openConsole("CONIN$", syscall.STD_INPUT_HANDLE, "/dev/stdin"); f != nil {
			os.Stdin = f
			stdinShared = true
		}
	}
}

// validStdHandle reports whether the standard handle std refers to
// something: Windows leaves it zero for a windowed program started from a
// console without redirection.
func validStdHandle(std int) bool {
	h, err := syscall.GetStdHandle(std)
	if err != nil || h == 0 || h == syscall.InvalidHandle {
		return false
	}
	t, err := syscall.GetFileType(h)
	return err == nil && t != syscall.FILE_TYPE_UNKNOWN
}

// openConsole opens the attached console's input or output (name CONIN$ or
// CONOUT$) and makes it the process's standard handle std, for os and for
// any program this one starts; nil if it cannot be opened (the process
// has no console).
func openConsole(name string, std int, path string) *os.File {
	p, err := syscall.UTF16PtrFromString(name)
	if err != nil {
		return nil
	}
	h, err := syscall.CreateFile(p, syscall.GENERIC_READ|syscall.GENERIC_WRITE,
		syscall.FILE_SHARE_READ|syscall.FILE_SHARE_WRITE, nil, syscall.OPEN_EXISTING, 0, 0)
	if err != nil {
		return nil
	}
	procSetStdHandle.Call(uintptr(uint32(int32(std))), uintptr(h))
	return os.NewFile(uintptr(h), path)
}
