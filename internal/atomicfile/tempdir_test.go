package atomicfile

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// tempDir is t.TempDir for this package's tests, whose Windows ones are run
// under Wine too (cmd/sandtable's TestWindowsBuildUnitTestsUnderWine): the
// folder is removed at the end of the test one file and folder at a time
// with os.Remove. t.TempDir's os.RemoveAll fails under Wine 8.0 on every
// file ("Invalid function": Go 1.26 deletes through
// FileDispositionInformationEx, which that Wine lacks), which would fail
// every test in its clean-up.
func tempDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "atomicfile-"+strings.ReplaceAll(t.Name(), "/", "-")+"-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := removeTree(dir); err != nil {
			t.Errorf("removing the test's folder: %v", err)
		}
	})
	return dir
}

// removeTree removes dir and everything in it, deepest first.
func removeTree(dir string) error {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		paths = append(paths, p)
		return nil
	})
	if err != nil {
		return err
	}
	// WalkDir visits a folder before what is in it: the reverse removes
	// the contents first.
	for _, p := range slices.Backward(paths) {
		if err := os.Remove(p); err != nil {
			return err
		}
	}
	return nil
}
