//go:build !windows

package app

// initDialogThread prepares the thread that runs the native dialogs:
// nothing here (GTK starts with the first dialog; see dialogJobs).
func initDialogThread() {}
