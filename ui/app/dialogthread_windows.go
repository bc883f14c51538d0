package app

import "golang.org/x/sys/windows"

// initDialogThread sets up COM, single-threaded, on the thread that runs
// the native dialogs: Windows' folder dialog (SHBrowseForFolder, which
// sqweek/dialog's Directory uses) needs it, and the file dialogs' shell
// extensions expect it. The thread lives as long as the program.
func initDialogThread() {
	windows.CoInitializeEx(0, windows.COINIT_APARTMENTTHREADED|windows.COINIT_DISABLE_OLE1DDE)
}
