package app

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	native "github.com/sqweek/dialog"

	"sandtable/internal/tomlfile"
)

// pickFile asks for a file to open or save, with the desktop's native
// dialog when there is one (run off Fyne's thread: sqweek/dialog would
// block Fyne's loop) and Fyne's own dialog otherwise. done runs on Fyne's
// thread with the chosen path, or "" when cancelled.
//
// startFile is the name a save dialog suggests ("" for none). The window is
// covered while the dialog is open (coverNative): it is not modal to ours.
func (w *Window) pickFile(save bool, title, startDir, startFile, filterName string, exts []string, done func(path string)) {
	uncover := w.coverNative(title)
	finish := done
	done = func(path string) { uncover(); finish(path) }
	go func() {
		var path string
		var err error
		onDialogThread(func() {
			defer func() {
				// sqweek/dialog panics when GTK cannot start (Linux
				// and the BSDs: no X display for it, GDK_BACKEND
				// elsewhere).
				if r := recover(); r != nil {
					err = fmt.Errorf("native dialog: %v", r)
				}
			}()
			b := native.File().Title(title).Filter(filterName, exts...)
			if startDir != "" {
				b = b.SetStartDir(startDir)
			}
			if startFile != "" {
				b = b.SetStartFile(startFile)
			}
			if save {
				path, err = b.Save()
			} else {
				path, err = b.Load()
			}
		})
		switch {
		case err == nil:
			fyne.Do(func() { done(path) })
		case errors.Is(err, native.ErrCancelled):
			fyne.Do(func() { done("") })
		default:
			// No native dialog here (no GTK, no display for it; on
			// Windows a dialog that failed, such as a path longer than
			// its buffer): Fyne's own.
			fyne.Do(func() { uncover(); w.fyneFileDialog(save, title, startDir, startFile, exts, finish) })
		}
	}()
}

// dialogJobs feeds the one OS thread that runs native dialogs, one at a
// time. On Linux and the BSDs, GTK is not thread-safe and sqweek/dialog
// starts it with the first dialog (a patch of ours to its dlgs_linux.go,
// see third_party/overlay): every GTK call then comes from the thread
// that started it. On Windows the common dialogs run their own message
// loop on the calling thread, which must have COM set up for them
// (initDialogThread). On macOS sqweek/dialog hands each panel to the main
// thread itself.
var (
	dialogOnce sync.Once
	dialogJobs chan func()
)

// onDialogThread runs f on the native dialogs' thread and waits for it.
func onDialogThread(f func()) {
	dialogOnce.Do(func() {
		dialogJobs = make(chan func())
		go func() {
			runtime.LockOSThread() // for good: this thread is the dialogs'
			initDialogThread()
			for job := range dialogJobs {
				job()
			}
		}()
	})
	done := make(chan struct{})
	dialogJobs <- func() { defer close(done); f() }
	<-done
}

// fyneFileDialog is the fallback file dialog drawn by Fyne.
func (w *Window) fyneFileDialog(save bool, title, startDir, startFile string, exts []string, done func(string)) {
	var dots []string
	for _, e := range exts {
		dots = append(dots, "."+e)
	}
	var at fyne.ListableURI
	if startDir != "" {
		at, _ = storage.ListerForURI(storage.NewFileURI(startDir))
	}
	if save {
		d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
			if err != nil || wc == nil {
				done("")
				return
			}
			path := uriPath(wc.URI())
			wc.Close()
			done(path)
		}, w.win)
		d.SetFilter(storage.NewExtensionFileFilter(dots))
		if startFile != "" {
			d.SetFileName(startFile)
		}
		if at != nil {
			d.SetLocation(at)
		}
		w.showModal(d, nil, d.Hide)
		return
	}
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil || rc == nil {
			done("")
			return
		}
		path := uriPath(rc.URI())
		rc.Close()
		done(path)
	}, w.win)
	d.SetFilter(storage.NewExtensionFileFilter(dots))
	if at != nil {
		d.SetLocation(at)
	}
	w.showModal(d, nil, d.Hide)
}

// sniffFormat is the format key of a data file ("sandtable-save"...); ""
// for what cannot be one: a file that is not regular (a device, a pipe) or
// is larger than any data file, refused before reading.
func sniffFormat(path string) string {
	data, err := tomlfile.ReadFile(path, "Sandtable data", tomlfile.MaxSize)
	if err != nil {
		return ""
	}
	format, _, _ := tomlfile.Sniff(path, data)
	return format
}

// configDir is Sandtable's folder in the user's config directory.
func configDir() string {
	d, err := os.UserConfigDir()
	if err != nil {
		d = os.TempDir()
	}
	d = filepath.Join(d, "sandtable")
	os.MkdirAll(d, 0o755)
	return d
}
