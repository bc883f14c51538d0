//go:build !windows

package atomicfile

import (
	"fmt"
	"os"
)

// replace renames the written temporary file tmp over path, in one step.
func replace(tmp, path string) error {
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	return nil
}

// unprotect does nothing: a rename replaces a read-only file here.
func unprotect(string) {}
